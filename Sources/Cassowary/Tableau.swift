/// The simplex tableau: basic symbols with their rows, the objective, and a column index.
///
/// Every row is written in parametric (non-basic) symbols only, and the objective too. The
/// column index maps each parametric symbol to the basic symbols whose rows hold it, so a
/// substitution visits only those rows instead of the whole tableau (kiwi visits every row).
///
/// Symbols are numbered densely from here (``makeSymbol(_:)``, ids of released symbols are
/// reused), so each symbol's row or column is in one array indexed by id: no hashing on the hot
/// paths.
final class Tableau {
    /// By symbol id: the row of a basic symbol, the column of a parametric one (the basic
    /// symbols whose rows hold it). Rows are read through ``subscript(basic:)`` and
    /// ``subscript(row:)``.
    @exclusivity(unchecked) private var slots: DenseArray<SymbolSlot> = []
    /// The symbol each id stands for now (ids are reused, so lookups check the whole symbol).
    @exclusivity(unchecked) private var symbolSlots: DenseArray<Symbol> = []
    @exclusivity(unchecked) private var freeIDs: [Int] = []
    @exclusivity(unchecked) private(set) var rowCount = 0
    /// Cells written by substitutions so far: the solver's work, counted (not timed) so tests
    /// can check that an operation's cost grows as it should.
    @exclusivity(unchecked) private(set) var cellsSubstituted = 0
    @exclusivity(unchecked) private(set) var objective = Objective()
    /// Calls its argument with each error symbol and its weight in the objective (the solver's
    /// constraints know them), so the objective can be recomputed from the rows when its
    /// incremental updates have drifted. Not a table here: 8 bytes a symbol id.
    var forEachErrorWeight: (_ body: (Symbol, Double) -> Void) -> Void = { _ in }
    #if SOLVER_INTERNAL_CHECKS
        /// The weights the errors went in with, by id, to check that they come out the same.
        private var weightsAsAdded: [Int: Double] = [:]
    #endif
    /// Pivots since the objective was last recomputed.
    @exclusivity(unchecked) private var pivotsSinceRefresh = 0
    /// Restricted basic symbols whose constant went negative; the dual simplex repairs them.
    @exclusivity(unchecked) private var infeasible: [Symbol] = []
    /// The symbols of the row the dual simplex last failed to lift above zero (see
    /// ``dualOptimize(zeroingNoise:)``): what holds it down.
    @exclusivity(unchecked) private(set) var unliftedRow: [Symbol] = []
    /// Set when a pivot divided by a coefficient small next to its row's (see
    /// ``noteSolved(largestCoefficient:)``); the solver then checks its constraints for drift.
    @exclusivity(unchecked) var mayHaveDrifted = false
    /// The largest constant of a row that a substitution or pivot changed since the caller last
    /// set it to 0: the scale of the rounding an operation may leave behind in rows whose
    /// values it made small (see `Solver.repairAfterRefusal()`).
    @exclusivity(unchecked) var changedConstantScale = 0.0
    @exclusivity(unchecked) private var appeared: [Symbol] = []
    @exclusivity(unchecked) private var vanished: [Symbol] = []
    /// Scratch room for merging long rows (see ``Row/add(_:times:appeared:vanished:buffer:)``).
    @exclusivity(unchecked) private var mergeBuffer: [Cell] = []
    /// The live groups of dummies (see ``groupDummies(ofRowFor:)``).
    @exclusivity(unchecked) private var groups: [DummyGroup] = []
    /// By symbol id: for a group, its place in ``groups`` as `~place` (negative); for any other
    /// symbol, how many groups hold it (only plain dummies are ever held). Groups never nest,
    /// so one number per id serves both: 4 bytes per symbol where two tables took 8.
    @exclusivity(unchecked) private var groupLinks: DenseArray<Int32> = []
    /// Groups whose last row went, to be let go once the operation is done (a row that holds
    /// the group may be on its way back in meanwhile, as in a pivot).
    @exclusivity(unchecked) private var emptiedGroups: [Symbol] = []
    /// What redundant required equalities were let miss by (see ``acceptMiss(ofRowFor:)``), by
    /// their basic dummy: few or none, so a list.
    @exclusivity(unchecked) private var acceptedMisses: [(dummy: Symbol, miss: Double)] = []

    // MARK: - Symbols

    /// A new symbol of `kind`, reusing a released id if there is one.
    func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
        if let id = freeIDs.popLast() {
            let symbol = Symbol(id: id, kind: kind)
            symbolSlots[id] = symbol
            return symbol
        }
        let symbol = Symbol(id: symbolSlots.count, kind: kind)
        symbolSlots.append(symbol)
        slots.append(.unused)
        groupLinks.append(0)
        return symbol
    }

    /// Gives a symbol's id back for reuse, if nothing in the tableau holds the symbol any more.
    func releaseSymbol(_ symbol: Symbol) {
        guard owns(symbol) else { return }
        dropResidue(of: symbol)
        guard !contains(symbol) else { return }
        symbolSlots[symbol.id] = .vacant  // no real symbol equals it: stale copies are not owned
        freeIDs.append(symbol.id)
    }

    /// Takes out of the objective the cost of a symbol that is in no row and weighs nothing (an
    /// error symbol whose weight is out, or any other): any left is rounding residue.
    func dropResidue(of symbol: Symbol) {
        guard owns(symbol) else { return }
        if !isInRows(symbol) { objective.remove(symbol) }
    }

    @inline(__always) private func owns(_ symbol: Symbol) -> Bool {
        symbol.id < symbolSlots.count && symbolSlots[symbol.id] == symbol
    }

    /// The row of the basic symbol with this id, read and changed in place. (A change of its
    /// constant alone goes through ``SymbolSlot/constant``, which moves nothing.)
    private subscript(basic id: Int) -> Row {
        @inline(__always) get {
            guard let row = slots[id].row else { preconditionFailure("the symbol is not basic") }
            return row
        }
        @inline(__always) _modify {
            var row = slots[id].takeRow()
            defer { slots[id] = SymbolSlot(row) }
            yield &row
        }
    }

    /// The row of the symbol with this id, nil if it is not basic. A symbol becomes basic only
    /// with an empty column, which its row replaces.
    private subscript(row id: Int) -> Row? {
        @inline(__always) get { slots[id].row }
        set {
            if let newValue {
                assert(slots[id].column.isEmpty, "a symbol in rows cannot become basic")
                slots[id] = SymbolSlot(newValue)
            } else {
                slots[id] = .unused
            }
        }
    }

    // MARK: - Queries

    func row(for basic: Symbol) -> Row? { owns(basic) ? self[row: basic.id] : nil }

    func isBasic(_ symbol: Symbol) -> Bool { owns(symbol) && slots[symbol.id].isBasic }

    /// The value of a basic symbol (its row's constant), without copying the row.
    func basicValue(of symbol: Symbol) -> Double? {
        owns(symbol) ? slots[symbol.id].basicConstant : nil
    }

    /// Whether the symbol is basic or in a row, itself or in a group of dummies that a row may hold.
    func isInRows(_ symbol: Symbol) -> Bool {
        owns(symbol)
            && (slots[symbol.id].isBasic || !slots[symbol.id].isColumnEmpty
                || (symbol.isDummy && groupLinks[symbol.id] > 0))
    }

    /// Whether the symbol takes part in the tableau at all: basic, in a row, or in the objective.
    func contains(_ symbol: Symbol) -> Bool {
        isInRows(symbol) || (owns(symbol) && objective.contains(symbol))
    }

    /// The basic symbols whose rows hold `symbol`, in symbol order (determinism matters:
    /// pivots chosen from them must not depend on insertion order).
    func rowsContaining(_ symbol: Symbol) -> [Symbol] {
        guard owns(symbol) else { return [] }
        return holders(of: symbol).sorted()
    }

    /// Whether `body` holds for every basic symbol whose row holds `symbol`, visited in no
    /// particular order (no copy of the column is made).
    func allRowsContaining(_ symbol: Symbol, satisfy body: (Symbol) -> Bool) -> Bool {
        owns(symbol) ? holders(of: symbol).allSatisfy(body) : true
    }

    /// The basic symbols whose rows hold `symbol`, in no particular order: its column, or for a
    /// marker whose column only counts them (see ``Column/insert(_:tracked:)``), a scan of the
    /// rows. The symbol must be owned.
    private func holders(of symbol: Symbol) -> Holders {
        let column = slots[symbol.id].column
        guard column.isCounted else { return .column(column) }
        var basics: [Symbol] = []
        basics.reserveCapacity(column.count)
        for id in slots.indices where self[row: id]?.contains(symbol) == true { basics.append(symbolSlots[id]) }
        return .scanned(basics)
    }

    /// Empties `symbol`'s column and returns the rows that held it: for callers that remove the
    /// symbol from every one of those rows.
    private func takeHolders(of symbol: Symbol) -> Holders {
        guard owns(symbol) else { return .column(Column()) }
        defer { slots[symbol.id].emptyColumn() }
        return holders(of: symbol)
    }

    func column(_ symbol: Symbol, contains basic: Symbol) -> Bool {
        guard owns(symbol) else { return false }
        let column = slots[symbol.id].column
        if column.isCounted { return owns(basic) && self[row: basic.id]?.contains(symbol) == true }
        return column.contains(basic)
    }

    /// Markers' columns only count once large; every other symbol's column lists its rows.
    @inline(__always) private func insertIntoColumn(of symbol: Symbol, _ basic: Symbol) {
        slots[symbol.id].insertIntoColumn(basic, tracked: !symbol.isDummy)
    }

    /// Every basic symbol with its row, in symbol order.
    func forEachRow(_ body: (Symbol, Row) throws -> Void) rethrows {
        for id in slots.indices {
            if let row = self[row: id] { try body(symbolSlots[id], row) }
        }
    }

    /// The objective's cells, keyed by symbol (for dumps and invariant checks, not hot paths).
    var objectiveCells: [Symbol: Double] { objective.cells { symbolSlots[$0] } }

    /// Ids handed out and not released (tests check that removals give them back).
    var symbolsInUse: Int { symbolSlots.count - freeIDs.count }

    /// Entries of the column index, for the invariant check.
    var columnEntryCount: Int { slots.reduce(0) { $0 + $1.column.count } }

    /// Exchanges everything this tableau holds with `other` (every stored property but the work
    /// count, which goes on across a rebuild), so a solver can set its tableau aside and build a
    /// new one in its place, or take it back.
    func exchangeContents(with other: Tableau) {
        swap(&slots, &other.slots)
        swap(&symbolSlots, &other.symbolSlots)
        swap(&freeIDs, &other.freeIDs)
        swap(&rowCount, &other.rowCount)
        swap(&objective, &other.objective)
        swap(&pivotsSinceRefresh, &other.pivotsSinceRefresh)
        swap(&infeasible, &other.infeasible)
        swap(&mayHaveDrifted, &other.mayHaveDrifted)
        swap(&appeared, &other.appeared)
        swap(&vanished, &other.vanished)
        swap(&groups, &other.groups)
        swap(&groupLinks, &other.groupLinks)
        swap(&emptiedGroups, &other.emptiedGroups)
        swap(&acceptedMisses, &other.acceptedMisses)
        #if SOLVER_INTERNAL_CHECKS
            swap(&weightsAsAdded, &other.weightsAsAdded)
        #endif
    }

    /// Empties the tableau (the work count goes on).
    func reset() { exchangeContents(with: Tableau()) }

    // MARK: - Row bookkeeping

    func insertRow(_ row: Row, for basic: Symbol) {
        assert(owns(basic), "a row's basic symbol must be one of this tableau's")
        for cell in row.cells { insertIntoColumn(of: cell.symbol, basic) }
        self[row: basic.id] = row
        rowCount += 1
    }

    @discardableResult
    func removeRow(for basic: Symbol) -> Row? {
        guard owns(basic), let row = self[row: basic.id] else { return nil }
        self[row: basic.id] = nil
        rowCount -= 1
        for cell in row.cells { removeFromColumn(of: cell.symbol, basic) }
        // A redundant equality's miss goes with its row (its twin takes over, or it goes).
        if basic.isDummy && !acceptedMisses.isEmpty { acceptedMisses.removeAll { $0.dummy == basic } }
        return row
    }

    @inline(__always) private func removeFromColumn(of symbol: Symbol, _ basic: Symbol) {
        slots[symbol.id].removeFromColumn(basic)
        if symbol.isDummy && groupLinks[symbol.id] < 0 && slots[symbol.id].isColumnEmpty {
            emptiedGroups.append(symbol)
        }
    }

    /// Adds `delta` to a basic row's constant; a restricted row that turns negative is queued
    /// for the dual simplex.
    func shiftConstant(of basic: Symbol, by delta: Double) {
        slots[basic.id].constant += delta
        checkSign(of: basic)
    }

    /// After a row's constant changed: a restricted or dummy row's noise around zero becomes
    /// zero, and a restricted row below zero is queued for the dual simplex.
    @inline(__always) private func checkSign(of basic: Symbol) {
        guard !basic.isExternal else { return }
        let constant = slots[basic.id].constant
        guard constant < 0 || (basic.isDummy && constant != 0) else { return }
        if isNoise(constant, magnitude: self[basic: basic.id].magnitude) {
            slots[basic.id].constant = 0
        } else if basic.isRestricted {
            infeasible.append(basic)
        }
    }

    /// Queues every restricted row whose constant is negative for the dual simplex.
    func queueNegativeRows() {
        forEachRow { basic, _ in checkSign(of: basic) }
    }

    /// How far a row's dummies can move its constant when each dummy may be off zero by its
    /// allowance (`allowance(dummy)`, at least 0): Σ |coefficient| × allowance over the plain
    /// dummies the row comes to once its groups are taken apart (coefficients of one dummy
    /// netted). A dummy that another redundant equality's row (a basic dummy's other than
    /// `besides`) also holds, itself or in a group, moves that row too, so it reaches nothing
    /// here: duplicates that disagree must not each pass by the same slack.
    func dummyReach(of row: Row, besides: Symbol?, allowance: (Symbol) -> Double) -> Double {
        func isInAnotherRedundantRow(_ symbol: Symbol) -> Bool {
            !allRowsContaining(symbol) { basic in !basic.isDummy || basic == besides }
        }
        func isShared(_ dummy: Symbol) -> Bool {
            if isInAnotherRedundantRow(dummy) { return true }
            guard groupLinks[dummy.id] > 0 else { return false }
            return groups.contains { $0.parts.contains(dummy) && isInAnotherRedundantRow($0.symbol) }
        }
        var parts = Row()
        for cell in row.cells where cell.symbol.isDummy {
            guard owns(cell.symbol) && isGroup(cell.symbol) else {
                parts.insert(cell.symbol, cell.coefficient)
                continue
            }
            for part in groups[groupPlace(of: cell.symbol)].parts.cells {
                parts.insert(part.symbol, part.coefficient * cell.coefficient)
            }
        }
        var reach = 0.0
        for part in parts.cells where !isShared(part.symbol) {
            reach += abs(part.coefficient) * allowance(part.symbol)
        }
        return reach
    }

    /// How far the redundant equality whose basic dummy is `dummy` was let miss before: what
    /// its row's constant would be had ``acceptMiss(ofRowFor:)`` not zeroed it.
    func acceptedMiss(of dummy: Symbol) -> Double {
        acceptedMisses.first { $0.dummy == dummy }?.miss ?? 0
    }

    /// Zeroes a basic dummy's row constant, a miss its equalities' allowances reach, and keeps
    /// it with the misses accepted before: later shifts are judged by the sum, so that small
    /// steps cannot take two equalities apart by more than one large step could.
    func acceptMiss(ofRowFor dummy: Symbol) {
        let constant = slots[dummy.id].constant
        guard constant != 0 else { return }
        if let index = acceptedMisses.firstIndex(where: { $0.dummy == dummy }) {
            acceptedMisses[index].miss += constant
        } else {
            acceptedMisses.append((dummy, constant))
        }
        slots[dummy.id].constant = 0
    }

    /// Row constants and accepted misses as they were before a shift (``constants(of:)``).
    struct SavedConstants {
        fileprivate let rows: [(basic: Symbol, constant: Double)]
        fileprivate let misses: [(dummy: Symbol, miss: Double)]
    }

    /// The constants of the rows of `basics`, with the accepted misses: what ``restore(_:)``
    /// puts back after a shift of those rows is refused before any pivot.
    func constants(of basics: [Symbol]) -> SavedConstants {
        SavedConstants(rows: basics.map { ($0, slots[$0.id].constant) }, misses: acceptedMisses)
    }

    /// Puts back what ``constants(of:)`` read.
    func restore(_ saved: SavedConstants) {
        for (basic, constant) in saved.rows { slots[basic.id].constant = constant }
        acceptedMisses = saved.misses
    }

    /// A basic dummy whose row's constant is not zero: a redundant required equality that no
    /// longer holds exactly (its marker must stay zero), or nil.
    func brokenDummyRow(among basics: [Symbol]) -> Symbol? {
        basics.first { $0.isDummy && slots[$0.id].constant != 0 }
    }

    /// Adds an error symbol's weight to the objective.
    func addToObjective(_ symbol: Symbol, _ weight: Double) {
        #if SOLVER_INTERNAL_CHECKS
            precondition(weightsAsAdded.updateValue(weight, forKey: symbol.id) == nil, "an error is weighed twice")
        #endif
        weigh(symbol, weight)
    }

    /// Takes an error symbol's weight out of the objective: the one it went in with.
    func removeFromObjective(_ symbol: Symbol, _ weight: Double) {
        #if SOLVER_INTERNAL_CHECKS
            precondition(
                weightsAsAdded.removeValue(forKey: symbol.id) == weight, "an error's weight changed in the tableau")
        #endif
        weigh(symbol, -weight)
    }

    private func weigh(_ symbol: Symbol, _ weight: Double) {
        if let row = self[row: symbol.id] {
            objective.add(row, times: weight)
        } else {
            objective.insert(symbol, weight)
        }
    }

    /// Recomputes the objective from the error weights and the current rows. Objective
    /// coefficients are sums of weighted rows (weights to 10⁶) that cancel down to small reduced
    /// costs, so incremental updates lose digits over many pivots; a fresh sum has none of that.
    func refreshObjective() {
        var fresh = Objective()
        forEachErrorWeight { symbol, weight in
            if let row = self[row: symbol.id] {
                fresh.add(row, times: weight)
            } else {
                fresh.insert(symbol, weight)
            }
        }
        objective = fresh
        pivotsSinceRefresh = 0
    }

    /// Replaces `symbol` everywhere (rows, objective, phase-one objective) by `row`.
    func substitute(_ symbol: Symbol, with row: Row) {
        // Every row that holds the symbol loses it, so its column is taken whole (no copy, no
        // sort: each row's result does not depend on the order they are visited in).
        let basics = takeHolders(of: symbol)
        cellsSubstituted += basics.count * (row.cells.count + 1)
        for basic in basics {
            changedConstantScale = max(changedConstantScale, abs(slots[basic.id].constant))
            let coefficient = self[basic: basic.id].coefficient(for: symbol)
            self[basic: basic.id].remove(symbol)
            appeared.removeAllKeepingCapacity()
            vanished.removeAllKeepingCapacity()
            self[basic: basic.id].add(
                row, times: coefficient, appeared: &appeared, vanished: &vanished, buffer: &mergeBuffer)
            for added in appeared { insertIntoColumn(of: added, basic) }
            for gone in vanished { removeFromColumn(of: gone, basic) }
            checkSign(of: basic)
        }
        objective.substitute(symbol, with: row)
    }

    /// Exchanges a basic symbol for a parametric one that its row holds.
    func pivot(leaving: Symbol, entering: Symbol) {
        var row = removeRow(for: leaving)!
        changedConstantScale = max(changedConstantScale, abs(row.constant))
        noteSolved(largestCoefficient: row.solve(for: entering, exchanging: leaving))
        substitute(entering, with: row)
        insertRow(row, for: entering)
    }

    /// Records a row just solved for a symbol. Layout's rows keep coefficients of about 1 (a
    /// multiplier, a ratio of sizes), far below ``Tolerance/amplification``; a larger one means
    /// the division was by a coefficient tiny next to the row's (1e-6 beside 1, or a product of
    /// two such) and amplified the rounding of everything the row is later combined with.
    @inline(__always) func noteSolved(largestCoefficient: Double) {
        if largestCoefficient > Tolerance.amplification { mayHaveDrifted = true }
    }

    // MARK: - Simplex

    /// At most this many pivots per row and column of the tableau in one simplex run: Bland's
    /// rule cannot cycle, so reaching it means a bug, reported as an error instead of a hang.
    static let pivotsPerSymbol = 64

    private var pivotLimit: Int { Tableau.pivotsPerSymbol * (symbolSlots.count + 16) }

    /// Primal simplex on the objective. The most improving symbol enters (Dantzig's rule) while
    /// pivots make progress; after a degenerate pivot (the entering symbol did not move), the
    /// lowest improving symbol enters until one makes progress again (Bland's rule), and ties in
    /// the ratio test always go to the lowest row. In exact arithmetic that cannot cycle (a
    /// cycle is made of degenerate pivots only, all of them Bland's); rounding and the objective
    /// refreshes below can still make a run wander, and the pivot limit turns that into an
    /// error, never a hang.
    ///
    /// The objective is a sum of non-negative symbols, so exactly it is bounded below. An
    /// entering symbol that no row limits is therefore an improving direction made of rounding:
    /// the objective is recomputed, and if the symbol still improves, its cost is dropped. A
    /// row that holds the entering symbol only by a coefficient of noise does not limit it
    /// (``isLargeEnoughToPivot(_:in:)``), nor does the ratio test pick it once it is negative;
    /// the dual simplex repairs it at the end, or sets it to zero if no pivot can and it is
    /// negative by rounding only. Returns false if a row stays below zero: what the tableau
    /// holds cannot all be satisfied (``unliftedRow`` says by which symbols).
    @discardableResult
    func optimize() throws(SolverError) -> Bool {
        defer { retireEmptiedGroups() }
        var pivots = 0
        var refreshed = false
        var degenerate = false
        while true {
            // A run this long is chasing costs of rounding; once they are all it has left, it
            // stops there instead of at the pivot limit (an error).
            guard let entering = objective.enteringSymbol(lowest: degenerate),
                pivots < pivotLimit / 2 || !objective.negativeCostsAreNoise()
            else {
                // After a pivot on a tiny coefficient, the objective's coefficients are sums of
                // 10⁶-weighted rows that may have lost their digits: the optimum stands only if
                // the objective made afresh from the error weights agrees. (The toolkit's own
                // constraints never raise the flag: stacks never pay for this.)
                if mayHaveDrifted && !refreshed {
                    refreshObjective()
                    refreshed = true
                    continue
                }
                // A row passed over for a coefficient of noise may have moved below zero by
                // more than noise: the dual simplex repairs it, keeping the objective optimal
                // (or zeroes it, if it is below zero by rounding only and no pivot can lift it).
                if infeasible.isEmpty { return true }
                return try dualOptimize(zeroingNoise: true)
            }
            guard let (leaving, step) = leavingRow(for: entering, ignoringNoise: true) else {
                // Refreshed once since the last pivot: each unlimited symbol's cost goes, and
                // stays gone until a pivot (a second refresh would bring them back, for ever).
                if refreshed {
                    objective.remove(entering)
                } else {
                    refreshObjective()
                    refreshed = true
                }
                continue
            }
            refreshed = false
            pivots += 1
            if pivots > pivotLimit { throw .internalError("the primal simplex does not terminate") }
            pivot(leaving: leaving, entering: entering)
            degenerate = isNoise(step, magnitude: 1)
            pivotsSinceRefresh += 1
            // Amortised: a refresh costs about one pass over the error rows.
            if pivotsSinceRefresh > Tableau.pivotsBetweenRefreshes + rowCount / 8 { refreshObjective() }
        }
    }

    /// Pivots after which the objective is recomputed even when nothing looks wrong.
    static let pivotsBetweenRefreshes = 256

    /// Phase one: pivots to drive the artificial symbol `a` to zero, with Bland's rule, using its
    /// own row as the objective (so the objective is always exactly the row).
    private func minimizeArtificial(_ a: Symbol, constantScale: Double) throws(SolverError) {
        var pivots = 0
        while let row = self[row: a.id], !isLeftover(row.constant, of: row, summedFrom: constantScale) {
            // The lowest symbol that lowers it by a coefficient that is not noise (Bland's rule
            // among those), else the lowest at all. Any row limits it here, however small its
            // coefficient: the artificial row may hold only tiny ones, and then that is the way.
            let lowering = row.cells.lazy.filter { $0.coefficient < 0 && !$0.symbol.isDummy }
            guard
                let entering =
                    (lowering.first { self.isLargeEnoughToPivot($0.coefficient, in: row) } ?? lowering.first)?
                    .symbol,
                let (leaving, _) = leavingRow(for: entering, ignoringNoise: false)
            else { return }
            pivots += 1
            if pivots > pivotLimit { throw .internalError("phase one does not terminate") }
            pivot(leaving: leaving, entering: entering)
        }
    }

    /// The restricted row that limits `entering` first (minimum ratio; ties to the lower
    /// symbol), with the ratio: how far `entering` moves. With `ignoringNoise`, rows that hold
    /// `entering` only by a coefficient of noise do not count (``isLargeEnoughToPivot(_:in:)``).
    private func leavingRow(for entering: Symbol, ignoringNoise: Bool) -> (row: Symbol, step: Double)? {
        var best: Symbol?
        var bestRatio = Double.infinity
        for basic in holders(of: entering) where basic.isRestricted {
            let coefficient = self[basic: basic.id].coefficient(for: entering)
            // A row already below zero (passed over earlier for a coefficient of noise, and
            // queued for the dual simplex) would give a negative step, moving every row back.
            guard coefficient < 0, slots[basic.id].constant >= 0,
                !ignoringNoise || isLargeEnoughToPivot(coefficient, in: self[basic: basic.id])
            else { continue }
            let ratio = -slots[basic.id].constant / coefficient
            if ratio < bestRatio || (ratio == bestRatio && best.map { basic < $0 } ?? false) {
                bestRatio = ratio
                best = basic
            }
        }
        return best.map { ($0, bestRatio) }
    }

    /// Whether a row's coefficient is large enough to pivot on: one this small next to the
    /// row's largest is what is left of cancellations, and dividing the row by it would turn
    /// the row's rounding into values of 10¹². A row whose coefficient is that small does not
    /// limit the entering symbol.
    @inline(__always) private func isLargeEnoughToPivot(_ coefficient: Double, in row: Row) -> Bool {
        abs(coefficient) >= Tolerance.pivot * row.magnitude
    }

    /// Dual simplex: makes the queued negative rows feasible again while the objective stays optimal.
    /// Returns false when a row cannot be repaired (the constraints have become infeasible).
    ///
    /// Bland's rule against cycling: the lowest infeasible row leaves, the lowest symbol among
    /// equal ratios enters.
    ///
    /// With `zeroingNoise`, a row that no pivot can lift but that is below zero by no more than
    /// the rounding of the values the tableau holds is set to zero instead (rows whose
    /// constants reach 10⁷ leave 10⁻⁶). The primal simplex asks for that: a row it passed over
    /// for a coefficient of noise must not stay negative; so do an optional constraint's new
    /// constant and an edit's suggestion, which the constraints can always take. A required
    /// constraint's new constant, which asks whether the constraints can still hold, does not.
    /// `noiseScale` widens what counts as rounding to values the tableau held before the
    /// operation that calls it (a refused row's phase one may pivot away rows of 10¹⁵ and leave
    /// their rounding in rows of 10²).
    func dualOptimize(zeroingNoise: Bool = false, noiseScale: Double = 0) throws(SolverError) -> Bool {
        defer { retireEmptiedGroups() }
        var pivots = 0
        while !infeasible.isEmpty {
            let lowest = infeasible.indices.min { infeasible[$0] < infeasible[$1] }!
            let leaving = infeasible.remove(at: lowest)
            guard let row = row(for: leaving), row.constant < 0 else { continue }
            pivots += 1
            if pivots > pivotLimit {
                infeasible.removeAll()
                throw .internalError("the dual simplex does not terminate")
            }
            var entering: Symbol?
            var bestRatio = Double.infinity
            for cell in row.cells where cell.coefficient > 0 && !cell.symbol.isDummy {
                let ratio = objective.coefficient(for: cell.symbol) / cell.coefficient
                if ratio < bestRatio {
                    bestRatio = ratio
                    entering = cell.symbol
                }
            }
            guard let entering else {
                if zeroingNoise && isNoise(row.constant, magnitude: max(noiseScale, largestConstant())) {
                    slots[leaving.id].constant = 0
                    continue
                }
                infeasible.removeAll()
                unliftedRow = row.cells.map(\.symbol)
                return false
            }
            pivot(leaving: leaving, entering: entering)
        }
        return true
    }

    /// The largest row constant's size: the scale of the tableau's rounding.
    private func largestConstant() -> Double {
        var largest = 0.0
        for slot in slots where slot.isBasic { largest = max(largest, abs(slot.constant)) }
        return largest
    }

    /// The row to pivot on when a marker must leave the tableau: a redundant twin's marker row if
    /// there is one, else a restricted row that the marker limits first, else any restricted row,
    /// else an external one (kiwi's three tiers: they keep the remaining rows feasible).
    ///
    /// A basic dummy is the marker of a required equality that was redundant when added (its row
    /// holds only other markers). Exchanging through it hands the equality over to that twin,
    /// which then holds everything the removed one held; any other row would let the twin's
    /// marker drift from zero, breaking a constraint that is still there.
    func markerLeavingRow(for marker: Symbol) -> Symbol? {
        var twin: Symbol?
        var first: Symbol?
        var second: Symbol?
        var third: Symbol?
        var firstRatio = Double.infinity
        var secondRatio = Double.infinity
        // Visited in no particular order; every tie goes to the lowest symbol.
        guard owns(marker) else { return nil }
        for basic in holders(of: marker) {
            if basic.isDummy {
                if twin.map({ basic < $0 }) ?? true { twin = basic }
                continue
            }
            if basic.isExternal {
                if third.map({ basic < $0 }) ?? true { third = basic }
                continue
            }
            let row = self[basic: basic.id]
            let coefficient = row.coefficient(for: marker)
            if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if ratio < firstRatio || (ratio == firstRatio && first.map { basic < $0 } ?? false) {
                    firstRatio = ratio
                    first = basic
                }
            } else {
                let ratio = row.constant / coefficient
                if ratio < secondRatio || (ratio == secondRatio && second.map { basic < $0 } ?? false) {
                    secondRatio = ratio
                    second = basic
                }
            }
        }
        return twin ?? first ?? second ?? third
    }

    /// Takes a marker (or an artificial symbol) and everything it defines out of the tableau.
    func removeMarker(_ marker: Symbol) {
        if marker.isDummy && owns(marker) && groupLinks[marker.id] > 0 && removeGroupedMarker(marker) { return }
        ungroup(marker)
        if removeRow(for: marker) != nil { return }
        // No row holds it when its cells all cancelled to noise: the constraint weighs nothing
        // in the tableau any more, and taking it out changes nothing.
        guard let leaving = markerLeavingRow(for: marker) else { return }
        var row = removeRow(for: leaving)!
        noteSolved(largestCoefficient: row.solve(for: marker, exchanging: leaving))
        substitute(marker, with: row)
    }

    /// Adds a row that has no valid subject by minimising an artificial variable equal to it.
    ///
    /// - Returns: nil on success, else the symbols of the phase-one objective at its optimum:
    ///   the markers of the constraints that keep the new row from reaching zero. On failure the
    ///   row is taken out again, so the tableau is as before.
    ///   `constantScale` is the sum of the sizes of the numbers summed into the row's constant: phase one
    ///   succeeds when the constant is zero up to the rounding of those numbers.
    func addWithArtificialVariable(
        _ row: Row, artificialSymbol: Symbol, constantScale: Double
    ) throws(SolverError) -> [Symbol]? {
        insertRow(row, for: artificialSymbol)
        try minimizeArtificial(artificialSymbol, constantScale: constantScale)
        if let phaseOne = self[row: artificialSymbol.id],
            !isLeftover(phaseOne.constant, of: phaseOne, summedFrom: constantScale)
        {
            removeMarker(artificialSymbol)
            return phaseOne.cells.map(\.symbol).sorted()
        }
        if var basicRow = removeRow(for: artificialSymbol), !basicRow.isConstant {
            // The artificial symbol is basic at zero (its constant is noise, so made exactly
            // zero): swap it for any slack or error in its row.
            basicRow.constant = 0
            guard let entering = basicRow.cells.first(where: { $0.symbol.isPivotable })?.symbol else {
                return []
            }
            noteSolved(largestCoefficient: basicRow.solve(for: entering, exchanging: artificialSymbol))
            substitute(entering, with: basicRow)
            insertRow(basicRow, for: entering)
        }
        // Now parametric at zero: dropping it from every row keeps every value.
        for basic in takeHolders(of: artificialSymbol) { self[basic: basic.id].remove(artificialSymbol) }
        objective.remove(artificialSymbol)
        return nil
    }
}

// MARK: - Groups of dummies

/// A symbol that rows hold in place of a fixed sum of dummies, `Σ cᵢ·dᵢ`.
///
/// Dummies stay zero and never enter the basis; rows keep them only so that their constraints
/// can be removed or shifted later. Every row of a stack expands its container's chain, which
/// brings the same eight or ten dummies into each (window, safe area, scroll view, stack): rows
/// four times as long as what they say. A group stands for them in one cell. A group is never
/// basic, and only ever holds plain dummies (no groups).
struct DummyGroup {
    let symbol: Symbol
    /// `Σ cᵢ·dᵢ`, constant zero, every cᵢ ±1.
    let parts: Row
}

extension Tableau {
    /// A row is grouped once it holds this many dummy cells.
    static let dummiesPerGroup = 2
    /// Nor beyond this many dummies, plain or grouped: a row that long (a closing inequality's,
    /// which expands a whole stack) is read rarely, and every removal of one of its markers
    /// would take a group of that size apart again.
    static let largestGroup = 32

    /// Replaces the dummy cells of a basic row (plain dummies and groups) by one new group, if
    /// it holds at least ``dummiesPerGroup`` of them, all of one size, before a new
    /// constraint's row reads it.
    ///
    /// A row that others read is the one whose dummies they would all copy (the first item's
    /// size, which every other item of a stack aligns to): grouped where they come from, they
    /// stay one cell in every copy. The group's cell carries that size and its parts are ±1,
    /// so putting the group back into its parts is exact arithmetic, and the row's scale, by
    /// which noise is judged, stays the same. (Layout's dummies are ±1; rows whose dummies
    /// differ in size are left as they are.)
    func groupDummies(ofRowFor basic: Symbol) {
        guard owns(basic), let row = self[row: basic.id] else { return }
        var count = 0
        var size = 0.0
        // The parts: plain dummies as they are, groups by their own parts (groups never nest).
        var partCount = 0
        for cell in row.cells where cell.symbol.isDummy {
            if count > 0 && abs(cell.coefficient) != size { return }
            count += 1
            size = abs(cell.coefficient)
            partCount += isGroup(cell.symbol) ? groups[groupPlace(of: cell.symbol)].parts.cells.count : 1
        }
        guard count >= Tableau.dummiesPerGroup && partCount <= Tableau.largestGroup else { return }
        var parts = Row()
        var kept: [Cell] = []
        kept.reserveCapacity(row.cells.count - count + 1)
        for cell in row.cells {
            guard cell.symbol.isDummy else {
                kept.append(cell)
                continue
            }
            let scale = cell.coefficient / size
            if isGroup(cell.symbol) {
                for part in groups[groupPlace(of: cell.symbol)].parts.cells {
                    parts.insert(part.symbol, part.coefficient * scale)
                }
            } else {
                parts.insert(cell.symbol, scale)
            }
            removeFromColumn(of: cell.symbol, basic)
        }
        var grouped = Row(constant: row.constant, cells: kept)
        // Parts that cancel out stand for zero: the row simply loses them.
        if !parts.isConstant {
            let group = makeSymbol(.dummy)
            for part in parts.cells { groupLinks[part.symbol.id] += 1 }
            groupLinks[group.id] = ~Int32(groups.count)
            groups.append(DummyGroup(symbol: group, parts: parts))
            grouped.insert(group, size)
            insertIntoColumn(of: group, basic)
        }
        self[row: basic.id] = grouped
    }

    @inline(__always) func isGroup(_ symbol: Symbol) -> Bool { groupLinks[symbol.id] < 0 }

    /// A group's place in ``groups``.
    @inline(__always) private func groupPlace(of group: Symbol) -> Int {
        assert(isGroup(group), "not a group")
        return Int(~groupLinks[group.id])
    }

    /// Puts every group that holds `dummy` back into its parts, in every row and the objective,
    /// so that the rows hold `dummy` itself: removing or shifting a marker reads its own cells.
    func ungroup(_ dummy: Symbol) {
        guard dummy.isDummy, owns(dummy), groupLinks[dummy.id] > 0 else { return }
        // A scan of the groups: there are a few (one per row that others copied), and only a
        // removal or shift of a grouped marker asks. Backwards: taking a group out moves the
        // last one into its place, already visited.
        var index = groups.count - 1
        while index >= 0 {
            if groups[index].parts.contains(dummy) { dissolve(groups[index]) }
            index -= 1
        }
    }

    /// Appends the basic symbols whose rows hold `symbol` itself or in a group to the empty
    /// `basics`, in symbol order.
    func appendRowsHoldingInEffect(_ symbol: Symbol, to basics: inout [Symbol]) {
        guard owns(symbol) else { return }
        for basic in holders(of: symbol) { basics.append(basic) }
        guard symbol.isDummy && groupLinks[symbol.id] > 0 else {
            if basics.count > 1 { basics.sort() }
            return
        }
        for group in groups where group.parts.contains(symbol) {
            for basic in holders(of: group.symbol) { basics.append(basic) }
        }
        basics.sort()
        var kept = 0
        for index in basics.indices where kept == 0 || basics[kept - 1] != basics[index] {
            basics[kept] = basics[index]
            kept += 1
        }
        basics.removeLast(basics.count - kept)
    }

    /// The coefficient of `symbol` in `basic`'s row once the row's groups are taken apart.
    func coefficientInEffect(of symbol: Symbol, inRowFor basic: Symbol) -> Double {
        // Read through the slot each time: a local copy of the row would retain and release
        // its cells.
        var coefficient = self[basic: basic.id].coefficient(for: symbol)
        guard symbol.isDummy && groupLinks[symbol.id] > 0 else { return coefficient }
        for group in groups where group.parts.contains(symbol) {
            let grouped = self[basic: basic.id].coefficient(for: group.symbol)
            if grouped != 0 { coefficient += grouped * group.parts.coefficient(for: symbol) }
        }
        return coefficient
    }

    /// Takes out a parametric dummy marker that groups hold without taking the groups apart,
    /// when a redundant equality's row holds it (a basic dummy's row: dummies only, constant
    /// zero). Solved for the marker there, the pivot moves no row's constant, and each group
    /// holding the marker takes the marker's solution into its parts, in place: the rows that
    /// hold the group (every row of a stack, for the first item's size) keep their one cell.
    /// Returns false, having changed nothing, when there is no such row, or when a group's
    /// parts would not all be ±1.
    private func removeGroupedMarker(_ marker: Symbol) -> Bool {
        let holding = groups.filter { $0.parts.contains(marker) }
        // The lowest such row (pivots must not depend on the order rows are found in), found by
        // one pass that reads only basic dummies' rows: a group's column is only counted, and
        // listing its holders would read every row.
        var leaving: Symbol?
        for id in slots.indices where symbolSlots[id].isDummy && slots[id].isBasic && slots[id].constant == 0 {
            let basic = symbolSlots[id]
            guard leaving.map({ basic < $0 }) ?? true, self[basic: id].cells.allSatisfy({ $0.symbol.isDummy }),
                self[basic: id].contains(marker) || holding.contains(where: { self[basic: id].contains($0.symbol) })
            else { continue }
            leaving = basic
        }
        guard let leaving else { return false }

        // The marker's solution, in plain dummies: `marker = Σ ±1 × dummy`.
        var solution = Row()
        for cell in self[basic: leaving.id].cells {
            guard isGroup(cell.symbol) else {
                solution.insert(cell.symbol, cell.coefficient)
                continue
            }
            for part in groups[groupPlace(of: cell.symbol)].parts.cells {
                solution.insert(part.symbol, part.coefficient * cell.coefficient)
            }
        }
        guard abs(solution.coefficient(for: marker)) == 1 else { return false }
        _ = solution.solve(for: marker, exchanging: leaving)
        guard solution.cells.allSatisfy({ abs($0.coefficient) == 1 }) else { return false }
        var newParts: [(group: Symbol, parts: Row)] = []
        for group in holding {
            var parts = group.parts
            let coefficient = parts.coefficient(for: marker)
            parts.remove(marker)
            for cell in solution.cells { parts.insert(cell.symbol, cell.coefficient * coefficient) }
            guard parts.cells.allSatisfy({ abs($0.coefficient) == 1 }), parts.cells.count <= Tableau.largestGroup
            else { return false }
            newParts.append((group.symbol, parts))
        }

        removeRow(for: leaving)
        for (group, parts) in newParts {
            // The leaving dummy, which no group held (it was basic), is always among the parts.
            assert(parts.contains(leaving))
            let index = groupPlace(of: group)
            for part in groups[index].parts.cells { groupLinks[part.symbol.id] -= 1 }
            for part in parts.cells { groupLinks[part.symbol.id] += 1 }
            groups[index] = DummyGroup(symbol: group, parts: parts)
        }
        substitute(marker, with: solution)
        return true
    }

    /// Takes a group off the list and puts its parts back in its place in every row that holds
    /// it. In no row, its cost in the objective is rounding residue (the objective is a sum of
    /// rows) and goes with it.
    private func dissolve(_ group: DummyGroup) {
        removeGroup(group.symbol)
        if isInRows(group.symbol) {
            substitute(group.symbol, with: group.parts)
        } else {
            objective.remove(group.symbol)
        }
        releaseSymbol(group.symbol)
    }

    /// The symbols with every group among them replaced by its parts (for conflict reports).
    func ungrouped(_ symbols: [Symbol]) -> [Symbol] {
        var result: [Symbol] = []
        for symbol in symbols {
            if owns(symbol) && isGroup(symbol) {
                result += groups[groupPlace(of: symbol)].parts.cells.map(\.symbol)
            } else {
                result.append(symbol)
            }
        }
        return result
    }

    /// Every live group, for dumps and invariant checks.
    var dummyGroups: [DummyGroup] { groups }

    /// A group whose link does not give its place, or a link that names no group (for the
    /// invariant check).
    func groupLinkViolation() -> String? {
        for (place, group) in groups.enumerated() where !isGroup(group.symbol) || groupPlace(of: group.symbol) != place
        {
            return "group \(group.symbol.id) at \(place) links to \(groupLinks[group.symbol.id])"
        }
        var linkedGroups = 0
        for id in 0..<symbolSlots.count where groupLinks[id] < 0 { linkedGroups += 1 }
        return linkedGroups == groups.count ? nil : "\(linkedGroups) symbols link to \(groups.count) groups"
    }

    /// How many groups hold `dummy` (for the invariant check).
    func groupMembershipCount(of dummy: Symbol) -> Int { owns(dummy) ? Int(max(groupLinks[dummy.id], 0)) : 0 }

    /// Takes a group off the list and its parts' counts.
    private func removeGroup(_ group: Symbol) {
        let index = groupPlace(of: group)
        for part in groups[index].parts.cells { groupLinks[part.symbol.id] -= 1 }
        let last = groups.removeLast()
        if index < groups.count {
            groups[index] = last
            groupLinks[last.symbol.id] = ~Int32(index)
        }
        groupLinks[group.id] = 0
    }

    /// Lets go of the groups that no row holds any more.
    fileprivate func retireEmptiedGroups() {
        while let group = emptiedGroups.popLast() {
            guard owns(group), isGroup(group), !isInRows(group) else { continue }
            dissolve(groups[groupPlace(of: group)])
        }
    }
}

/// The basic symbols whose rows hold one symbol, as ``Tableau/holders(of:)`` finds them.
private enum Holders: Sequence {
    case column(Column)
    case scanned([Symbol])

    var count: Int {
        switch self {
        case .column(let column): column.count
        case .scanned(let basics): basics.count
        }
    }

    func makeIterator() -> Iterator {
        switch self {
        case .column(let column): Iterator(column: column.makeIterator(), scanned: nil)
        case .scanned(let basics): Iterator(column: nil, scanned: basics.makeIterator())
        }
    }

    struct Iterator: IteratorProtocol {
        var column: Column.Iterator?
        var scanned: IndexingIterator<[Symbol]>?

        mutating func next() -> Symbol? {
            if column != nil { return column!.next() }
            return scanned!.next()
        }
    }
}
