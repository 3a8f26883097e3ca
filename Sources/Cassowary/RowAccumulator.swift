/// Gathers a row from many parts (a constraint's terms, the rows and definitions they expand to)
/// in dense arrays indexed by symbol id, then sorts it once: adding k parts costs their size,
/// where merging them one by one into a sorted row would cost k times the row's length.
///
/// The solver keeps one and reuses it, so its arrays are allocated once, not per constraint.
struct RowAccumulator {
    private(set) var constant = 0.0
    /// The sum of the sizes of ``constant``'s summands: a sum's rounding error is bounded in
    /// proportion to it.
    private(set) var constantScale = 0.0
    private var sums: [Double] = []
    /// The largest operand added per symbol (0 = untouched), to tell cancellation noise.
    private var scales: [Double] = []
    private var touched: [Symbol] = []

    mutating func add(_ symbol: Symbol, _ coefficient: Double) {
        if coefficient == 0 { return }
        let id = symbol.id
        if id >= sums.count {
            sums.pad(toCount: id + 1, with: 0)
            scales.pad(toCount: id + 1, with: 0)
        }
        if scales[id] == 0 { touched.append(symbol) }
        sums[id] += coefficient
        scales[id] = max(scales[id], abs(coefficient))
    }

    mutating func addConstant(_ value: Double) {
        constant += value
        constantScale += abs(value)
    }

    mutating func add(_ row: Row, times factor: Double) {
        addConstant(row.constant * factor)
        for cell in row.cells { add(cell.symbol, cell.coefficient * factor) }
    }

    /// Whether the gathered coefficient of `symbol` is a real cell, not cancellation noise.
    private func keeps(_ symbol: Symbol) -> Bool {
        let sum = sums[symbol.id]
        return !nearZero(sum) && abs(sum) > Tolerance.cancellation * scales[symbol.id]
    }

    /// The row gathered so far (noise dropped, as ``cancellingSum(_:_:)`` would); the
    /// accumulator is empty afterwards.
    mutating func makeRow() -> Row {
        touched.sort()
        var kept = 0
        for symbol in touched where keeps(symbol) { kept += 1 }
        var cells: [Cell] = []
        cells.reserveCapacity(kept)  // exactly: rows live long
        for symbol in touched {
            if keeps(symbol) { cells.append(Cell(symbol: symbol, coefficient: sums[symbol.id])) }
            sums[symbol.id] = 0
            scales[symbol.id] = 0
        }
        touched.removeAll(keepingCapacity: true)
        defer {
            constant = 0
            constantScale = 0
        }
        return Row(constant: constant, cells: cells)
    }
}
