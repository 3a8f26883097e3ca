import Testing

@testable import Cassowary

@Suite("Tableau columns")
struct ColumnTests {
    /// Grows a column through its three forms (inline, array, set) and back, removing in a
    /// scrambled order, and checks it against a plain set after every step.
    @Test(arguments: [1, 2, 3, 31, 34, 80])
    func aColumnHoldsExactlyWhatWasInsertedAndNotRemoved(size: Int) {
        var column = Column()
        var expected: Set<Int32> = []
        let symbols = (0..<size).map { Symbol(id: 7 + 3 * $0, kind: $0 % 2 == 0 ? .slack : .external) }
        func check(_ step: String) {
            #expect(Set(column.map(\.raw)) == expected, "\(step)")
            #expect(column.count == expected.count && column.isEmpty == expected.isEmpty, "\(step)")
            for symbol in symbols { #expect(column.contains(symbol) == expected.contains(symbol.raw), "\(step)") }
        }
        for symbol in symbols {
            column.insert(symbol)
            expected.insert(symbol.raw)
            check("after inserting \(symbol.raw)")
        }
        #expect(column.sorted() == symbols.sorted())
        for index in symbols.indices.sorted(by: { ($0 * 37) % size < ($1 * 37) % size }) {
            column.remove(symbols[index])
            expected.remove(symbols[index].raw)
            check("after removing \(symbols[index].raw)")
        }
        #expect(column.isEmpty && !column.contains(.vacant))
    }

    /// Columns are values: a copy (an iteration in progress) keeps its entries when the
    /// original changes, even once the entries live in a shared set.
    @Test func aCopyIsUnaffectedByChangesToTheOriginal() {
        var column = Column()
        let symbols = (0..<40).map { Symbol(id: $0, kind: .error) }
        for symbol in symbols { column.insert(symbol) }
        let copy = column
        column.remove(symbols[0])
        column.insert(Symbol(id: 99, kind: .error))
        #expect(copy.count == 40 && copy.contains(symbols[0]) && !copy.contains(Symbol(id: 99, kind: .error)))
        #expect(column.count == 40 && !column.contains(symbols[0]))
    }

    /// A marker's column stops listing its rows once large and only counts them.
    @Test func anUntrackedColumnCountsOnceLarge() {
        var column = Column()
        let symbols = (0..<40).map { Symbol(id: $0, kind: .slack) }
        for symbol in symbols { column.insert(symbol, tracked: false) }
        #expect(column.isCounted && column.count == 40 && !column.isEmpty)
        for symbol in symbols.dropLast() { column.remove(symbol) }
        #expect(column.count == 1)
        column.remove(symbols[39])
        #expect(column.isEmpty && !column.isCounted)
    }

    /// Fifty rows hold the marker of one definition (`x == 10`, expanded into each `y_i >= x + i`):
    /// changing that constraint's constant and removing it find those rows by a scan.
    @Test func aMarkerHeldByManyRowsCanStillChangeAndGo() throws {
        let solver = Solver()
        let x = Variable("x")
        let ys = (0..<50).map { Variable("y\($0)") }
        let pin = Constraint(x - 10, .equal)
        try solver.addConstraint(pin)
        for (i, y) in ys.enumerated() {
            try solver.addConstraint(Constraint(y - x - Double(i), .greaterThanOrEqual))
            try solver.addConstraint(Constraint(Expression(y), .equal, strength: .weak))
        }
        solver.updateVariables()
        #expect(ys.enumerated().allSatisfy { $1.value == 10 + Double($0) })

        try solver.updateConstant(of: pin, to: -20)
        solver.updateVariables()
        #expect(x.value == 20 && ys.enumerated().allSatisfy { $1.value == 20 + Double($0) })

        try solver.removeConstraint(pin)
        solver.updateVariables()
        #expect(ys.allSatisfy { $0.value == 0 })
    }
}

@Suite("Tableau symbol slots")
struct SymbolSlotTests {
    /// A slot changes its column as a column changes itself (in its word while the column has
    /// two entries or fewer, through the column past that), tracked and untracked alike.
    @Test(arguments: [(2, true), (3, true), (34, true), (40, false)])
    func aSlotsColumnChangesAsAColumnDoes(size: Int, tracked: Bool) {
        var slot = SymbolSlot.unused
        var column = Column()
        let symbols = (0..<size).map { Symbol(id: 5 + 2 * $0, kind: $0 % 3 == 0 ? .error : .slack) }
        func check(_ step: String) {
            let read = slot.column
            #expect(read.count == column.count && read.isCounted == column.isCounted, "\(step)")
            #expect(slot.isColumnEmpty == column.isEmpty && !slot.isBasic, "\(step)")
            if !column.isCounted { #expect(read.sorted() == column.sorted(), "\(step)") }
        }
        for symbol in symbols {
            slot.insertIntoColumn(symbol, tracked: tracked)
            column.insert(symbol, tracked: tracked)
            check("after inserting \(symbol.raw)")
        }
        for index in symbols.indices.sorted(by: { ($0 * 7) % size < ($1 * 7) % size }) {
            slot.removeFromColumn(symbols[index])
            column.remove(symbols[index])
            check("after removing \(symbols[index].raw)")
        }
        #expect(slot.isColumnEmpty)
    }

    /// A basic symbol's slot keeps its row whole, changes the constant in place, and gives the
    /// row back, leaving an empty column; either takes 16 bytes.
    @Test func aSlotHoldsARowOrAColumnInSixteenBytes() {
        let cells = [Cell(symbol: Symbol(id: 3, kind: .slack), coefficient: -2)]
        var slot = SymbolSlot(Row(constant: 1.5, cells: cells))
        #expect(slot.isBasic && slot.isColumnEmpty && slot.basicConstant == 1.5)
        slot.constant += 2
        #expect(slot.row?.constant == 3.5 && slot.row?.cells.map(\.symbol) == cells.map(\.symbol))
        let row = slot.takeRow()
        #expect(row.constant == 3.5 && row.cells.count == 1 && !slot.isBasic && slot.isColumnEmpty)
        #expect(slot.basicConstant == nil && slot.row == nil)
        #expect(MemoryLayout<SymbolSlot>.size == 16)
    }
}
