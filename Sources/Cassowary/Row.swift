/// One cell of a row: `coefficient × symbol`.
struct Cell {
    var symbol: Symbol
    var coefficient: Double
}

/// A tableau row `basic = constant + Σ coefficient × symbol`, its cells sorted by symbol.
///
/// Sorted flat cells keep iteration deterministic and make adding a multiple of another row a
/// single linear merge (kiwi inserts cell by cell, which costs a shift per cell on long rows).
/// Cells within ``nearZero`` of zero are dropped at once.
struct Row {
    var constant: Double
    private(set) var cells: [Cell]

    init(constant: Double = 0, cells: [Cell] = []) {
        self.constant = constant
        self.cells = cells
    }

    var isConstant: Bool { cells.isEmpty }

    /// The largest coefficient's size, at least 1: the scale of this row's rounding noise.
    var magnitude: Double { cells.reduce(1) { max($0, abs($1.coefficient)) } }

    private func index(of symbol: Symbol) -> (found: Bool, index: Int) {
        var low = 0
        var high = cells.count
        while low < high {
            let mid = (low + high) >> 1
            let probe = cells[mid].symbol
            if probe == symbol { return (true, mid) }
            if probe < symbol { low = mid + 1 } else { high = mid }
        }
        return (false, low)
    }

    func coefficient(for symbol: Symbol) -> Double {
        let (found, index) = index(of: symbol)
        return found ? cells[index].coefficient : 0
    }

    func contains(_ symbol: Symbol) -> Bool { index(of: symbol).found }

    /// Adds `coefficient × symbol`. Returns +1 if the symbol appeared, -1 if it vanished, else 0.
    @discardableResult
    mutating func insert(_ symbol: Symbol, _ coefficient: Double) -> Int {
        let (found, index) = index(of: symbol)
        if found {
            let sum = cancellingSum(cells[index].coefficient, coefficient)
            if sum == 0 {
                cells.remove(at: index)
                return -1
            }
            cells[index].coefficient = sum
            return 0
        }
        if nearZero(coefficient) { return 0 }
        cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: index)
        return 1
    }

    /// Removes the symbol's cell. Returns whether it was there.
    @discardableResult
    mutating func remove(_ symbol: Symbol) -> Bool {
        let (found, index) = index(of: symbol)
        if found { cells.remove(at: index) }
        return found
    }

    /// Adds `factor × other` in one merge pass. Symbols that appear or vanish are appended to
    /// `appeared` and `vanished` (so a caller can keep a column index in step); `buffer` is
    /// scratch room the caller keeps for long rows.
    mutating func add(
        _ other: Row, times factor: Double, appeared: inout [Symbol], vanished: inout [Symbol],
        buffer: inout [Cell]
    ) {
        constant += other.constant * factor
        if other.cells.isEmpty { return }
        let (mine, theirs) = (cells, other.cells)
        // Rows live long, so the result is kept at its exact size, not at the sum of both. Short
        // rows (layout's) count the cells the merge keeps first and merge into an array of that
        // size; long ones merge into the buffer and are copied out, which costs less than
        // counting there.
        if mine.count + theirs.count <= Row.countingLimit {
            var merged: [Cell] = []
            merged.reserveCapacity(Row.keptCount(mine, theirs, times: factor))
            Row.merge(mine, theirs, times: factor, into: &merged, appeared: &appeared, vanished: &vanished)
            cells = merged
        } else {
            buffer.removeAll(keepingCapacity: true)
            buffer.reserveCapacity(mine.count + theirs.count)
            Row.merge(mine, theirs, times: factor, into: &buffer, appeared: &appeared, vanished: &vanished)
            cells = buffer.withUnsafeBufferPointer { source in
                [Cell](unsafeUninitializedCapacity: source.count) { target, count in
                    _ = target.initialize(fromContentsOf: source)
                    count = source.count
                }
            }
        }
    }

    /// Rows up to this many cells together are merged into an array of their union's size.
    static let countingLimit = 32

    /// Appends `mine + factor × theirs` (both sorted) to `merged`, dropping cancelled cells.
    private static func merge(
        _ mine: [Cell], _ theirs: [Cell], times factor: Double, into merged: inout [Cell],
        appeared: inout [Symbol], vanished: inout [Symbol]
    ) {
        var i = 0
        var j = 0
        while i < mine.count || j < theirs.count {
            if j == theirs.count || (i < mine.count && mine[i].symbol < theirs[j].symbol) {
                merged.append(mine[i])
                i += 1
            } else if i == mine.count || theirs[j].symbol < mine[i].symbol {
                let value = theirs[j].coefficient * factor
                if !nearZero(value) {
                    merged.append(Cell(symbol: theirs[j].symbol, coefficient: value))
                    appeared.append(theirs[j].symbol)
                }
                j += 1
            } else {
                let value = cancellingSum(mine[i].coefficient, theirs[j].coefficient * factor)
                if value == 0 {
                    vanished.append(mine[i].symbol)
                } else {
                    merged.append(Cell(symbol: mine[i].symbol, coefficient: value))
                }
                i += 1
                j += 1
            }
        }
    }

    /// How many cells ``merge(_:_:times:into:appeared:vanished:)`` keeps of `mine + factor ×
    /// theirs`: their symbols together, less those that cancel or come out too small to keep, as
    /// the merge decides. (Counting the union alone left a cell of room in every row that
    /// substitution cancels a symbol of, which is most of a stack's: 16 bytes each.)
    private static func keptCount(_ mine: [Cell], _ theirs: [Cell], times factor: Double) -> Int {
        var i = 0
        var j = 0
        var count = 0
        while i < mine.count && j < theirs.count {
            let (x, y) = (mine[i].symbol, theirs[j].symbol)
            if x < y {
                count += 1
                i += 1
            } else if y < x {
                if !nearZero(theirs[j].coefficient * factor) { count += 1 }
                j += 1
            } else {
                if cancellingSum(mine[i].coefficient, theirs[j].coefficient * factor) != 0 { count += 1 }
                i += 1
                j += 1
            }
        }
        while j < theirs.count {
            if !nearZero(theirs[j].coefficient * factor) { count += 1 }
            j += 1
        }
        return count + (mine.count - i)
    }

    mutating func reverseSign() {
        constant = -constant
        for index in cells.indices { cells[index].coefficient = -cells[index].coefficient }
    }

    /// Reads this row as `0 = constant + Σ cells` and rewrites it as `symbol = …`.
    /// The symbol must be in the row. Returns the largest coefficient's size afterwards.
    mutating func solve(for symbol: Symbol) -> Double {
        let (_, index) = index(of: symbol)
        let factor = -1.0 / cells[index].coefficient
        cells.remove(at: index)
        constant *= factor
        var largest = 0.0
        for k in cells.indices {
            cells[k].coefficient *= factor
            largest = max(largest, abs(cells[k].coefficient))
        }
        if abs(factor) < 1 { cells.removeAll { nearZero($0.coefficient) } }
        return largest
    }

    /// Reads this row as `lhs = …` and rewrites it as `rhs = …` (a pivot's algebra). Returns
    /// the largest coefficient's size afterwards.
    mutating func solve(for rhs: Symbol, exchanging lhs: Symbol) -> Double {
        insert(lhs, -1)
        return solve(for: rhs)
    }
}

/// An objective row to minimise. It can touch every error symbol of the system, so its cells
/// live in a dense array indexed by symbol id (no hashing: the objective takes part in every
/// pivot); the non-dummy symbols with negative coefficients are kept as they change, so finding
/// the entering symbol does not scan the whole row.
///
/// A cell is a coefficient other than zero (one that cancels goes), and the symbol is the one
/// that has the id now: the tableau releases only symbols the objective does not hold. No set of
/// members: it took 4 bytes a symbol id and 4 a cell.
struct Objective {
    var constant: Double = 0
    /// By symbol id: the coefficient of the symbol with that id, 0 for none.
    private var coefficients: [Double] = []
    /// The number of cells.
    private(set) var count = 0
    private var negatives = SymbolSet()

    init() {}

    init(_ row: Row) {
        constant = row.constant
        for cell in row.cells { insert(cell.symbol, cell.coefficient) }
    }

    /// Every cell, keyed by the symbol `symbolWithID` gives for its id (for dumps and invariant
    /// checks, not hot paths).
    func cells(symbolWithID: (Int) -> Symbol) -> [Symbol: Double] {
        var cells: [Symbol: Double] = [:]
        for id in coefficients.indices where coefficients[id] != 0 { cells[symbolWithID(id)] = coefficients[id] }
        return cells
    }

    func coefficient(for symbol: Symbol) -> Double {
        symbol.id < coefficients.count ? coefficients[symbol.id] : 0
    }

    func contains(_ symbol: Symbol) -> Bool { coefficient(for: symbol) != 0 }

    /// Adds `coefficient` to the symbol's cell (one lookup; the set of negative cells changes
    /// only when the sign does).
    mutating func insert(_ symbol: Symbol, _ coefficient: Double) {
        let id = symbol.id
        let old = self.coefficient(for: symbol)
        let sum = old + coefficient
        let wasNegative = old < 0 && !symbol.isDummy
        if abs(sum) <= Tolerance.objective * max(abs(old), abs(coefficient)) {
            if old != 0 {
                coefficients[id] = 0
                count -= 1
            }
            if wasNegative { negatives.remove(symbol) }
            return
        }
        if old == 0 {
            count += 1
            if id >= coefficients.count { coefficients.pad(toCount: id + 1, with: 0) }
        }
        coefficients[id] = sum
        let isNegative = sum < 0 && !symbol.isDummy
        if isNegative != wasNegative {
            if isNegative { negatives.insert(symbol) } else { negatives.remove(symbol) }
        }
    }

    mutating func add(_ row: Row, times factor: Double) {
        constant += row.constant * factor
        for cell in row.cells { insert(cell.symbol, cell.coefficient * factor) }
    }

    mutating func remove(_ symbol: Symbol) {
        guard contains(symbol) else { return }
        coefficients[symbol.id] = 0
        count -= 1
        negatives.remove(symbol)
    }

    /// Replaces `symbol` by the row that now defines it.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        guard contains(symbol) else { return }
        let coefficient = coefficients[symbol.id]
        remove(symbol)
        add(row, times: coefficient)
    }

    /// Whether every negative cost is rounding: the most negative one is below
    /// ``Tolerance/smallCost`` and within ``Tolerance/objective`` of the largest coefficient
    /// (weights of 10⁹ leave costs of 10⁻¹¹ behind through chains of small coefficients, and a
    /// primal simplex chasing them wanders towards its pivot limit). The scan of the objective
    /// runs only for such small costs.
    func negativeCostsAreNoise() -> Bool {
        guard let most = enteringSymbol(lowest: false) else { return true }
        let cost = abs(coefficients[most.id])
        guard cost < Tolerance.smallCost else { return false }
        var largest = 0.0
        for coefficient in coefficients { largest = max(largest, abs(coefficient)) }
        return cost <= Tolerance.objective * largest
    }

    /// The entering symbol for the primal simplex among the non-dummy symbols whose coefficient
    /// is negative, or nil at the optimum: the most negative one (Dantzig's rule, ties to the
    /// smaller symbol), or with `lowest` the smallest (Bland's rule).
    ///
    /// Dantzig's rule keeps away from symbols whose cost is tiny because they reach the
    /// objective only through tiny coefficients: entering one moves it by the inverse of its
    /// coefficient, to values where a double keeps no digits for the rest of its rows.
    func enteringSymbol(lowest: Bool) -> Symbol? {
        if lowest { return negatives.min() }
        var best: Symbol?
        var bestCost = 0.0
        for symbol in negatives.elements {
            let cost = coefficients[symbol.id]
            if cost < bestCost || (cost == bestCost && best.map { symbol < $0 } ?? false) {
                best = symbol
                bestCost = cost
            }
        }
        return best
    }
}

/// A set of symbols by dense id: membership and removal without hashing (a sparse set).
struct SymbolSet {
    private var members: [Symbol] = []
    /// By symbol id: the index in ``members``, or -1.
    private var positions: [Int32] = []

    var isEmpty: Bool { members.isEmpty }
    var count: Int { members.count }

    func contains(_ symbol: Symbol) -> Bool {
        symbol.id < positions.count && positions[symbol.id] >= 0 && members[Int(positions[symbol.id])] == symbol
    }

    mutating func insert(_ symbol: Symbol) {
        let id = symbol.id
        if id >= positions.count { positions.pad(toCount: id + 1, with: -1) }
        if positions[id] >= 0 {
            members[Int(positions[id])] = symbol  // this symbol, or a released one under the same id
            return
        }
        positions[id] = Int32(members.count)
        members.append(symbol)
    }

    mutating func remove(_ symbol: Symbol) {
        guard contains(symbol) else { return }
        let id = symbol.id
        let index = Int(positions[id])
        let last = members.removeLast()
        if index < members.count {
            members[index] = last
            positions[last.id] = Int32(index)
        }
        positions[id] = -1
    }

    func min() -> Symbol? { members.min() }

    /// The member whose id is `id`, if any.
    func member(withID id: Int) -> Symbol? {
        id < positions.count && positions[id] >= 0 ? members[Int(positions[id])] : nil
    }

    /// The members, in no particular order.
    var elements: [Symbol] { members }
}
