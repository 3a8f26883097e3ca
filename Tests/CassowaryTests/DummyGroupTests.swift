import Cassowary
import TestSupport
import Testing

@testable import StackBench

/// Rows that copy a row holding many markers (a stack's rows reading the first row's size, which
/// holds the container chain's markers) hold those markers as one group, and the group behaves
/// as its markers would when one of them is removed or shifted.
@Suite("Groups of dummies")
struct DummyGroupTests {
    /// `first` is in the tableau (a weak wish for 100) and pinned to the end of a chain of
    /// definitions `link₀ = 800`, `linkᵢ = linkᵢ₋₁ − 1`, so its row holds the chain's markers.
    /// Each of `rows` other variables wishes weakly for 50 and must equal `first`.
    struct Scene {
        static let chainLength = 6
        let solver = Solver()
        let links = (0..<Scene.chainLength).map { Variable("link\($0)") }
        let first = Variable("first")
        let others: [Variable]
        /// The links, then `first == chain's end`.
        var chain: [Constraint] = []
        var alignments: [Constraint] = []
        var wishes: [Constraint] = []

        init(rows: Int) throws {
            others = (0..<rows).map { Variable("row\($0)") }
            chain.append(Constraint(links[0], .equal, 800.0))
            for i in 1..<Scene.chainLength { chain.append(Constraint(links[i], .equal, links[i - 1] - 1.0)) }
            wishes.append(Constraint(first, .equal, 100.0, strength: .weak))
            try solver.addConstraint(wishes[0])
            for link in chain { try solver.addConstraint(link) }
            chain.append(Constraint(first, .equal, links[Scene.chainLength - 1]))
            try solver.addConstraint(chain.last!)
            for row in others {
                wishes.append(Constraint(row, .equal, 50.0, strength: .weak))
                try solver.addConstraint(wishes.last!)
                alignments.append(Constraint(row, .equal, first))
                try solver.addConstraint(alignments.last!)
            }
        }

        /// What every row reads: the end of the chain.
        var chainEnd: Double { 800.0 - Double(Scene.chainLength - 1) }

        func expectEveryRow(at value: Double, sourceLocation: SourceLocation = #_sourceLocation) {
            solver.updateVariables()
            expectClose(first.value, value, "first", sourceLocation: sourceLocation)
            for row in others { expectClose(row.value, value, row.name, sourceLocation: sourceLocation) }
            #expect(solver.invariantViolation() == nil, sourceLocation: sourceLocation)
        }
    }

    @Test func copiesOfARowHoldItsMarkersInOneCell() throws {
        let rows = 40
        let scene = try Scene(rows: rows)

        scene.expectEveryRow(at: scene.chainEnd)
        // Each row is `row = constant + group + its own marker` and its weak wish's error row
        // likewise, instead of carrying the chain's six markers in both (then 2 × 9 cells).
        #expect(scene.solver.statistics.tableauCells <= 8 * rows, "\(scene.solver.statistics)")
    }

    @Test func shiftingAGroupedMarkerMovesEveryRow() throws {
        let scene = try Scene(rows: 20)

        // The chain's first link is in the group: a new constant moves every copy of it.
        try scene.solver.updateConstant(of: scene.chain[0], to: -900)

        scene.expectEveryRow(at: 900.0 - Double(Scene.chainLength - 1))
    }

    @Test func removingAGroupedMarkerFreesWhatItHeld() throws {
        let scene = try Scene(rows: 20)

        // Without the third link the chain's end is free, and so is `first`: twenty weak
        // wishes for 50 outweigh its one for 100.
        try scene.solver.removeConstraint(scene.chain[3])
        scene.expectEveryRow(at: 50)

        try scene.solver.addConstraint(scene.chain[3])
        scene.expectEveryRow(at: scene.chainEnd)
    }

    /// A new constant for a grouped marker moves every row that holds the group, and the
    /// group stays whole: the rows keep their one cell for the chain (counted).
    @Test func shiftingAGroupedMarkerKeepsTheGroup() throws {
        let rows = 40
        let scene = try Scene(rows: rows)
        let cells = scene.solver.statistics.tableauCells

        try scene.solver.updateConstant(of: scene.chain[0], to: -900)
        try scene.solver.updateConstant(of: scene.chain[2], to: 3)  // link₂ = link₁ − 3

        scene.expectEveryRow(at: 900.0 - Double(Scene.chainLength - 1) - 2)
        // Taken apart, the group would put the chain's markers back into both rows of each row.
        #expect(scene.solver.statistics.tableauCells == cells, "\(scene.solver.statistics)")
    }

    /// A second, redundant way to the chain's end (as an axis change pins a stack's first item
    /// before its old connections go): removing a grouped marker then solves it from the
    /// redundant equality's row, into the group's parts, and no row holding the group is
    /// rewritten (counted: cells written and cells held).
    @Test func removingAGroupedMarkerThatARedundantEqualityHoldsKeepsTheGroup() throws {
        let rows = 40
        let scene = try Scene(rows: rows)
        let detour = Variable("detour")
        let redundant = [
            Constraint(detour, .equal, scene.links[0] + 10.0),
            Constraint(scene.first, .equal, detour - 15.0),
        ]
        for constraint in redundant { try scene.solver.addConstraint(constraint) }
        let cells = scene.solver.statistics.tableauCells
        let work = scene.solver.cellsSubstituted

        // The chain's end and `first` lose their link, but the detour still pins `first`.
        try scene.solver.removeConstraint(scene.chain.last!)
        try scene.solver.removeConstraint(scene.chain[3])

        scene.expectEveryRow(at: scene.chainEnd)
        #expect(scene.solver.cellsSubstituted - work < rows, "\(scene.solver.cellsSubstituted - work) cells written")
        #expect(scene.solver.statistics.tableauCells <= cells, "\(scene.solver.statistics)")

        // The detour's constant now moves every row through the group, which holds its marker.
        try scene.solver.updateConstant(of: redundant[1], to: 20)  // first = detour − 20
        scene.expectEveryRow(at: scene.chainEnd - 5)
        for constraint in redundant { try scene.solver.removeConstraint(constraint) }
        scene.expectEveryRow(at: 50)
    }

    @Test func removingACopyLeavesTheOthersAndTakingAllDownFreesEverySymbol() throws {
        let scene = try Scene(rows: 20)

        try scene.solver.removeConstraint(scene.alignments[7])
        scene.solver.updateVariables()
        expectClose(scene.others[7].value, 50)
        expectClose(scene.others[8].value, scene.chainEnd)
        #expect(scene.solver.invariantViolation() == nil)

        // The chain first, so its groups are put back into their markers while rows hold them.
        for constraint in scene.chain + scene.wishes + scene.alignments where constraint !== scene.alignments[7] {
            try scene.solver.removeConstraint(constraint)
            #expect(scene.solver.invariantViolation() == nil)
        }
        #expect(scene.solver.statistics == .empty)
        #expect(scene.solver.symbolsInUse == 0)
    }

    /// A stack whose content must fit its viewport has one row that expands every row's marker.
    /// Churning half of the stack's constraints must not group that row on each re-addition and
    /// take the group apart again on each removal: the work stays what it was without groups.
    @Test func churningALongRowDoesNotRegroupIt() throws {
        let rows = 300
        let system = StackSystem(n: rows)
        let solver = Cassowary.Solver()
        let vertical = system.axisSet(vertical: true).all
        for constraint in system.fixedSet().all + vertical + [system.fitConstraint()] {
            try solver.addConstraint(constraint)
        }
        let before = solver.cellsSubstituted
        let churned = vertical.indices.filter { $0 % 2 == 0 }.map { vertical[$0] }
        for constraint in churned { try solver.removeConstraint(constraint) }
        for constraint in churned { try solver.addConstraint(constraint) }
        solver.updateVariables()

        let work = solver.cellsSubstituted - before
        #expect(work <= 40 * rows, "\(work) cells for \(rows) rows")
        let bottom = system.rowTop[rows - 1].value + system.rowHeight[rows - 1].value
        expectClose(bottom, ExpectedResults(n: rows).contentExtent, "content bottom, work \(work)")
        #expect(solver.invariantViolation() == nil)
    }
}
