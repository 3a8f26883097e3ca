import Testing

@testable import Cassowary

@Suite("Constraint entries")
struct ConstraintTableTests {
    /// A large layout holds an entry per constraint: 40 bytes each, with its optional's tag.
    @Test func anEntryTakesFortyBytes() {
        #expect(MemoryLayout<ConstraintEntry?>.stride == 40)
    }

    /// Sequence numbers are 32 bits: once they would pass the last, the entries are numbered
    /// again in their order of addition, and later additions still come after them.
    @Test func sequenceNumbersStartAgainInTheOrderOfAddition() throws {
        let solver = Solver()
        solver.lastSequence = 8
        let x = (0..<12).map { Variable("x\($0)") }
        var added: [Constraint] = []
        func add(_ index: Int) throws {
            let constraint = Constraint(x[index], .equal, Double(index), name: "c\(index)")
            try solver.addConstraint(constraint)
            added.append(constraint)
        }
        for index in 0..<5 { try add(index) }
        // Gaps before the numbering starts again.
        try solver.removeConstraint(added.remove(at: 1))
        try solver.removeConstraint(added.remove(at: 2))
        for index in 5..<12 { try add(index) }

        let order = solver.entries.entries.sorted { $0.sequence < $1.sequence }.map(\.constraint)
        #expect(order.map(\.name) == added.map(\.name))
        // The dump lists them in that order too.
        let dump = solver.dump()
        let positions = added.map { dump.range(of: "'\($0.name)'")!.lowerBound }
        #expect(positions == positions.sorted())
    }
}
