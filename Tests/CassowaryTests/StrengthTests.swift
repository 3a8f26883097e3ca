import Cassowary
import Testing

@Suite("Strengths")
struct StrengthTests {
    @Test func tiersAreClampedLikeKiwi() {
        #expect(Strength(strong: 5000, medium: -3, weak: 2).value == 1000 * 1_000_000 + 2)
        #expect(Strength.required.value == 1_001_001_000)
    }

    /// `x == 100`, rising above it weighs weak, falling below it strong (an intrinsic size with
    /// low hugging and high compression resistance), against medium pulls either way.
    @Test func anEqualityCanWeighItsTwoDirectionsApart() throws {
        let solver = Solver()
        let x = Variable("x")
        let size = Constraint(x - 100, .equal, strength: .weak, shortfallStrength: .strong)
        #expect(size.description.hasSuffix("above, @\(Strength.strong) below"))
        try solver.addConstraint(size)

        let down = Constraint(x - 50, .equal, strength: .medium)
        try solver.addConstraint(down)
        solver.updateVariables()
        #expect(x.value == 100)  // the strong shortfall wins

        try solver.removeConstraint(down)
        let up = Constraint(x - 150, .equal, strength: .medium)
        try solver.addConstraint(up)
        solver.updateVariables()
        #expect(x.value == 150)  // the weak excess gives way

        try solver.updateConstant(of: size, to: -200)  // now x == 200: 150 is a strong shortfall
        solver.updateVariables()
        #expect(x.value == 200)

        // Removing it takes both weights out of the objective: the medium pull's two errors are
        // all that is left in it.
        try solver.removeConstraint(size)
        #expect(solver.statistics.objectiveCells == 2)
        solver.updateVariables()
        #expect(x.value == 150)
    }
}
