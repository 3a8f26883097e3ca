import Testing

@testable import Cassowary

@Suite("Constraint entries")
struct ConstraintTableTests {
    /// A large layout holds an entry per constraint: 24 bytes each, with its optional's tag.
    @Test func anEntryTakesTwentyFourBytes() {
        #expect(MemoryLayout<ConstraintEntry?>.stride == 24)
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

    /// A rebuilt tableau keeps each constraint's number and the count where it was, even when
    /// the count has reached the last number: the next addition is numbered after them all.
    @Test func aRebuildAtTheLastSequenceNumberKeepsTheOrderOfAddition() throws {
        let solver = Solver()
        solver.lastSequence = 8
        let x = (0..<9).map { Variable("x\($0)") }
        let constraints = x.indices.map { Constraint(x[$0], .equal, Double($0), name: "c\($0)") }
        for constraint in constraints.prefix(8) { try solver.addConstraint(constraint) }
        for constraint in constraints.prefix(3) { try solver.removeConstraint(constraint) }
        #expect(solver.nextSequence == solver.lastSequence)

        #expect(solver.rebuildTableau())
        #expect(solver.nextSequence == solver.lastSequence)
        try solver.addConstraint(constraints[8])

        let order = solver.entries.entries.sorted { $0.sequence < $1.sequence }.map(\.constraint.name)
        #expect(order == constraints.dropFirst(3).map(\.name))
    }
}
