import Cassowary
import TestSupport
import Testing

@Suite("Textbook cases")
struct TextbookTests {
    /// Chvátal, *Linear Programming* (1983), ch. 2, the first worked example:
    /// maximise 5x₁ + 4x₂ + 3x₃ subject to 2x₁ + 3x₂ + x₃ ≤ 5, 4x₁ + x₂ + 2x₃ ≤ 11,
    /// 3x₁ + 4x₂ + 2x₃ ≤ 8, x ≥ 0; optimum x = (2, 0, 1), value 13.
    /// Cassowary only minimises weighted errors, so "maximise Σ wᵢxᵢ" is written as weak
    /// constraints xᵢ == 1000 with weights wᵢ: their error Σ wᵢ(1000 − xᵢ) falls as Σ wᵢxᵢ rises.
    @Test func chvatalFirstExample() throws {
        let x = (1...3).map { Variable("x\($0)") }
        let solver = Solver()
        for v in x { try solver.addConstraint(Constraint(v, .greaterThanOrEqual, 0.0)) }
        try solver.addConstraint(Constraint(2 * x[0] + 3 * x[1] + x[2], .lessThanOrEqual, 5.0))
        try solver.addConstraint(Constraint(4 * x[0] + x[1] + 2 * x[2], .lessThanOrEqual, 11.0))
        try solver.addConstraint(Constraint(3 * x[0] + 4 * x[1] + 2 * x[2], .lessThanOrEqual, 8.0))
        for (v, weight) in zip(x, [5.0, 4.0, 3.0]) {
            try solver.addConstraint(
                Constraint(v, .equal, 1000.0, strength: Strength(strong: 0, medium: 0, weak: weight)))
        }

        solver.updateVariables()

        expectClose(x[0].value, 2)
        expectClose(x[1].value, 0)
        expectClose(x[2].value, 1)
    }

    /// Cassowary's textbook example: the midpoint of a segment, 2·xm = xl + xr, xl + 10 ≤ xr,
    /// xr ≤ 100, xl ≥ 0, with xm dragged through an edit. Weak stays (xr twice as strong as xl)
    /// decide where the ends go; the expected values follow by hand from those weights.
    @Test func midpointDrag() throws {
        let (left, middle, right) = (Variable("xl"), Variable("xm"), Variable("xr"))
        let solver = Solver()
        try solver.addConstraint(Constraint(2 * middle, .equal, left + right))
        try solver.addConstraint(Constraint(left + 10.0, .lessThanOrEqual, right))
        try solver.addConstraint(Constraint(right, .lessThanOrEqual, 100.0))
        try solver.addConstraint(Constraint(left, .greaterThanOrEqual, 0.0))
        try solver.addConstraint(Constraint(left, .equal, 30.0, strength: Strength(strong: 0, medium: 0, weak: 1)))
        try solver.addConstraint(Constraint(right, .equal, 60.0, strength: Strength(strong: 0, medium: 0, weak: 2)))
        try solver.addEditVariable(middle, strength: .strong)

        try solver.suggestValue(90, for: middle)
        solver.updateVariables()
        let far = (left.value, middle.value, right.value)
        try solver.suggestValue(10, for: middle)
        solver.updateVariables()

        // xl + xr = 180 and xr ≥ xl + 10 ⇒ xr ≥ 95; the heavier stay pulls xr down to 95.
        expectClose(far.0, 85)
        expectClose(far.1, 90)
        expectClose(far.2, 95)
        // xl + xr = 20, xl ≥ 0 ⇒ xr ≤ 20; the heavier stay pulls xr up to 20.
        expectClose(left.value, 0)
        expectClose(middle.value, 10)
        expectClose(right.value, 20)
    }

    /// A soft constraint gives way to a stronger one by exactly the needed amount (Cassowary's
    /// weighted-sum semantics): medium x == 10 against strong x ≥ 25.
    @Test func optionalConstraintsYieldByStrength() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint(Constraint(x, .equal, 10.0, strength: .medium))
        try solver.addConstraint(Constraint(x, .greaterThanOrEqual, 25.0, strength: .strong))
        solver.updateVariables()
        expectClose(x.value, 25)
    }
}
