import Testing

@testable import Cassowary

@Suite("Tableau columns")
struct ColumnTests {
    /// Grows a column through its three forms (inline, array, set) and back, removing in a
    /// scrambled order, and checks it against a plain set after every step.
    @Test(arguments: [1, 2, 3, 31, 34, 80])
    func aColumnHoldsExactlyWhatWasInsertedAndNotRemoved(size: Int) {
        var column = Column()
        var expected: Set<Int> = []
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
}
