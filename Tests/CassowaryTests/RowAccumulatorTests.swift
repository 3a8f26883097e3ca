import Testing

@testable import Cassowary

@Suite("Row accumulator")
struct RowAccumulatorTests {
    /// Rows of every length up to well past the insertion-sort limit, gathered in a scrambled
    /// order with repeats and cancellations, come out sorted by symbol with the right sums; the
    /// same accumulator then gathers the next row from nothing.
    @Test(arguments: [
        1, 2, 3, 7, RowAccumulator.insertionSortLimit, RowAccumulator.insertionSortLimit + 1,
        RowAccumulator.searchedEntries, RowAccumulator.searchedEntries + 1, 40, 300,
    ])
    func rowsComeOutSortedWithTheirSums(length: Int) {
        var accumulator = RowAccumulator()
        for round in 0..<2 {
            // Ids in a scrambled order (a stride coprime with every length here), each added twice.
            let ids = (0..<length).map { ($0 * 11 + round) % length * 3 + 1 }
            var expected: [Int: Double] = [:]
            for (position, id) in ids.enumerated() {
                let coefficient = Double(position % 5) - 2  // -2 … 2, zero included
                accumulator.add(Symbol(id: id, kind: .slack), coefficient)
                accumulator.add(Symbol(id: id, kind: .slack), 0.5)
                expected[id, default: 0] += coefficient + 0.5
            }
            // One symbol cancelled to nothing: it must not stay as a cell.
            let cancelled = ids[0]
            accumulator.add(Symbol(id: cancelled, kind: .slack), -expected[cancelled]!)
            expected[cancelled] = 0
            accumulator.addConstant(Double(round))
            let row = accumulator.makeRow()
            let cells = row.cells
            #expect(row.constant == Double(round))
            #expect(cells.map(\.symbol.id) == expected.filter { $0.value != 0 }.keys.sorted())
            for cell in cells { #expect(cell.coefficient == expected[cell.symbol.id]) }
        }
    }
}
