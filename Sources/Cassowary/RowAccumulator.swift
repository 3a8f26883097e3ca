/// Gathers a row from many parts (a constraint's terms, the rows and definitions they expand to),
/// found by symbol id, then sorts it once: adding k parts costs their size, where merging them
/// one by one into a sorted row would cost k times the row's length.
///
/// The solver keeps one and reuses it, so its arrays are allocated once, not per constraint
/// (but for the room of an exceptionally long row, given back; see ``keptCapacity``). The sums
/// live in an array as long as the row being gathered, searched in place while the row is
/// short (a layout's rows are); only long rows use an index from symbol id to entry, which
/// spans every id and is made when the first long row comes.
struct RowAccumulator {
    private(set) var constant = 0.0
    /// The sum of the sizes of ``constant``'s summands: a sum's rounding error is bounded in
    /// proportion to it.
    private(set) var constantScale = 0.0
    /// Symbol id → its place in ``entries``, or -1 while untouched, for rows of more than
    /// ``searchedEntries`` entries; empty until the first such row. (Made for every row, it
    /// took 4 bytes per symbol of the whole tableau where a layout gathers only short rows.)
    private var entryIndex: [Int32] = []
    /// Rows up to this many entries are searched, not indexed.
    static let searchedEntries = 16
    private var entries: [Entry] = []
    /// Entries whose room is kept between rows.
    static let keptCapacity = 4096

    private struct Entry {
        let symbol: Symbol
        var sum: Double
        /// The largest operand added, to tell cancellation noise.
        var scale: Double

        /// Whether the gathered coefficient is a real cell, not cancellation noise.
        var isKept: Bool { !nearZero(sum) && abs(sum) > Tolerance.cancellation * scale }
    }

    mutating func add(_ symbol: Symbol, _ coefficient: Double) {
        assert(symbol != .vacant, "a variable enters a row with its symbol (Solver.tableauSymbol(of:))")
        if coefficient == 0 { return }
        let place = self.place(of: symbol)
        entries[place].sum += coefficient
        entries[place].scale = max(entries[place].scale, abs(coefficient))
    }

    /// The symbol's place in ``entries``, appending an empty entry for it if it has none.
    private mutating func place(of symbol: Symbol) -> Int {
        let id = symbol.id
        if entries.count <= RowAccumulator.searchedEntries {
            for place in entries.indices where entries[place].symbol.id == id { return place }
            entries.append(Entry(symbol: symbol, sum: 0, scale: 0))
            if entries.count > RowAccumulator.searchedEntries {
                // Long now: indexed from here on.
                for (place, entry) in entries.enumerated() { setIndex(of: entry.symbol.id, to: place) }
            }
            return entries.count - 1
        }
        if id < entryIndex.count, entryIndex[id] >= 0 { return Int(entryIndex[id]) }
        entries.append(Entry(symbol: symbol, sum: 0, scale: 0))
        setIndex(of: id, to: entries.count - 1)
        return entries.count - 1
    }

    private mutating func setIndex(of id: Int, to place: Int) {
        if id >= entryIndex.count { entryIndex.pad(toCount: id + 1, with: -1) }
        entryIndex[id] = Int32(place)
    }

    mutating func addConstant(_ value: Double) {
        constant += value
        constantScale += abs(value)
    }

    mutating func add(_ row: Row, times factor: Double) {
        addConstant(row.constant * factor)
        for cell in row.cells { add(cell.symbol, cell.coefficient * factor) }
    }

    /// Sorts the entries by symbol: most rows have a handful, which an insertion sort orders
    /// for less than the library sort's set-up costs.
    private mutating func sortEntries() {
        guard entries.count <= RowAccumulator.insertionSortLimit else {
            entries.sort { $0.symbol < $1.symbol }
            return
        }
        for index in entries.indices.dropFirst() {
            let entry = entries[index]
            var place = index
            while place > 0 && entry.symbol < entries[place - 1].symbol {
                entries[place] = entries[place - 1]
                place -= 1
            }
            entries[place] = entry
        }
    }

    /// Rows up to this many entries are sorted by insertion.
    static let insertionSortLimit = 12

    /// The row gathered so far (noise dropped, as ``cancellingSum(_:_:)`` would); the
    /// accumulator is empty afterwards.
    mutating func makeRow() -> Row {
        if entries.count > RowAccumulator.searchedEntries {
            for entry in entries { entryIndex[entry.symbol.id] = -1 }
        }
        sortEntries()
        var kept = 0
        for entry in entries where entry.isKept { kept += 1 }
        var cells: [Cell] = []
        cells.reserveCapacity(kept)  // exactly: rows live long
        for entry in entries where entry.isKept { cells.append(Cell(symbol: entry.symbol, coefficient: entry.sum)) }
        // The room of a row as long as a whole large stack (a closing inequality over every
        // row) is given back: kept, it would stay for good, where the usual rows are short.
        if entries.capacity > RowAccumulator.keptCapacity {
            entries = []
        } else {
            entries.removeAllKeepingCapacity()
        }
        defer {
            constant = 0
            constantScale = 0
        }
        return Row(constant: constant, cells: cells)
    }
}
