import TestSupport
import Testing

@testable import Cassowary

/// The solver's exact mode: when it starts, what it answers, and how it ends.
@Suite("Exact mode")
struct ExactSolverTests {
    /// A required `Σ terms + constant == 0`.
    static func equality(_ terms: [(Variable, Double)], _ constant: Double, name: String = "") -> Constraint {
        Constraint(Expression(terms.map { Term($0.0, $0.1) }, constant: constant), .equal, name: name)
    }

    @Test func layoutCoefficientsStayInDoubles() throws {
        let (x, y) = (Variable("x"), Variable("y"))
        let solver = Solver()
        try solver.addConstraint(Constraint(x, .equal, 0.5 * y + 10.0))
        try solver.addConstraint(Constraint(y, .equal, 100.0))
        try solver.addConstraint(Constraint(2 * x, .lessThanOrEqual, 500.0, strength: .strong))
        #expect(solver.exact == nil)
        solver.updateVariables()
        #expect(x.value == 60)
    }

    @Test func aCoefficientFarFromOneMovesEverythingIntoRationals() throws {
        let (x, y, z) = (Variable("x"), Variable("y"), Variable("z"))
        let solver = Solver()
        let first = Constraint(x, .equal, y + 1.0)
        try solver.addConstraint(first)
        try solver.addEditVariable(z, strength: .strong)
        try solver.suggestValue(7, for: z)
        #expect(solver.exact == nil)
        try solver.addConstraint(Self.equality([(y, 1e-6), (z, -1)], 0))
        #expect(solver.exact != nil)
        // The constraints and the edit came along.
        #expect(solver.hasConstraint(first))
        #expect(solver.hasEditVariable(z))
        #expect(solver.statistics.constraints == 3)
        solver.updateVariables()
        #expect(y.value == 7_000_000)
        #expect(x.value == 7_000_001)
        try solver.suggestValue(-2.5, for: z)
        solver.updateVariables()
        #expect(y.value == -2_500_000)
        #expect(x.value == -2_499_999)
    }

    @Test func decimalsThatAgreeOnlyUpToRoundingAreAccepted() throws {
        let (x, y, z, w) = (Variable("x"), Variable("y"), Variable("z"), Variable("w"))
        let solver = Solver()
        try solver.addConstraint(Self.equality([(w, 1e-6), (z, -1)], 0))  // into rationals
        try solver.addConstraint(Self.equality([(x, 1), (y, -1)], -0.1))
        try solver.addConstraint(Self.equality([(y, 1), (z, -1)], -0.2))
        // 0.1 + 0.2 is not 0.3 in binary, by 3·10⁻¹⁷: the same statement, so accepted.
        try solver.addConstraint(Self.equality([(x, 1), (z, -1)], -0.3))
        try solver.addConstraint(Constraint(z, .equal, 1.0))
        solver.updateVariables()
        #expect(abs(x.value - 1.3) < 1e-12)
        #expect(w.value == 1_000_000)
        // 0.31 is another statement.
        let contradiction = Self.equality([(x, 1), (z, -1)], -0.31, name: "contradiction")
        #expect {
            try solver.addConstraint(contradiction)
        } throws: { error in
            guard case .unsatisfiableConstraint(let refused, _) = error as? SolverError else { return false }
            return refused === contradiction
        }
        #expect(!solver.hasConstraint(contradiction))
        solver.updateVariables()
        #expect(abs(x.value - 1.3) < 1e-12)
    }

    /// Definitions seed 108 of the fuzzer: a bound misses by 1.6·10⁻⁷ of 510, which a chain
    /// through 10⁻⁶ and 100 magnifies into 31 on the last equality. Every constraint holds
    /// within 10⁻⁹ of its size at one point, so the set is consistent.
    @Test func aMissMagnifiedByTheChainIsSpreadOverTheConstraints() throws {
        let x = (0..<8).map { Variable("x\($0)") }
        let solver = Solver()
        try solver.addConstraint(Self.equality([(x[0], 1), (x[1], -1)], 163))
        try solver.addConstraint(Self.equality([(x[2], 1), (x[1], -1)], -15.855))
        try solver.addConstraint(Self.equality([(x[3], -1), (x[0], 1)], 2))
        try solver.addConstraint(Self.equality([(x[4], -1), (x[2], 1)], -340.66666666666663))
        try solver.addConstraint(Self.equality([(x[5], -0.1), (x[2], 1), (x[1], -0.8)], -78.884))
        try solver.addConstraint(Self.equality([(x[6], -1e-06), (x[5], -1), (x[4], 0.001)], 389.8153796666667))
        try solver.addConstraint(Self.equality([(x[7], 1), (x[6], -100)], 71057))
        try solver.addConstraint(Constraint(Expression([Term(x[1], -1)], constant: 510.145), .lessThanOrEqual))
        let last = Self.equality([(x[3], 1), (x[7], -1)], -75)
        try solver.addConstraint(last)
        solver.updateVariables()
        let (violation, scale) = violationAndScale(of: last.expression, .equal)
        #expect(violation <= 1e-7 * scale)
        #expect(x[1].value >= 510.145 - 1e-6)
        // A real contradiction with the same chain is still refused.
        #expect(throws: SolverError.self) { try solver.addConstraint(Constraint(x[1], .equal, 600.0)) }
    }

    @Test func aRefusedConstantLeavesTheOldOne() throws {
        let (x, y) = (Variable("x"), Variable("y"))
        let solver = Solver()
        let scaled = Self.equality([(x, 1e-5), (y, -1)], 0)
        let bound = Constraint(y, .lessThanOrEqual, 3.0)
        try solver.addConstraint(scaled)
        try solver.addConstraint(bound)
        let pin = Constraint(x, .equal, 100_000.0)
        try solver.addConstraint(pin)
        #expect(throws: SolverError.self) { try solver.updateConstant(of: pin, to: -400_000) }
        #expect(pin.expressionConstant == -100_000)
        solver.updateVariables()
        #expect(y.value == 1)
        try solver.updateConstant(of: pin, to: -200_000)
        solver.updateVariables()
        #expect(y.value == 2)
    }

    @Test func optionalConstraintsReachTheExactOptimum() throws {
        let (x, y) = (Variable("x"), Variable("y"))
        let solver = Solver()
        // y = 10⁻⁶·x; x wants 5·10⁶ strongly and y wants 2 weakly: x wins, y = 5.
        try solver.addConstraint(Self.equality([(x, 1e-6), (y, -1)], 0))
        try solver.addConstraint(Constraint(x, .equal, 5e6, strength: .strong))
        try solver.addConstraint(Constraint(y, .equal, 2.0, strength: .weak))
        try solver.addConstraint(Constraint(y, .lessThanOrEqual, 4.0, strength: .medium))
        solver.updateVariables()
        #expect(x.value == 5e6)
        #expect(y.value == 5)
        #expect(solver.exact?.invariantViolation() == nil)
    }

    @Test func anEmptiedOrResetSolverGoesBackToDoubles() throws {
        let (x, y) = (Variable("x"), Variable("y"))
        let solver = Solver()
        let scaled = Self.equality([(x, 1e4), (y, -1)], 0)
        try solver.addConstraint(scaled)
        try solver.addEditVariable(x, strength: .medium)
        #expect(solver.exact != nil)
        try solver.removeConstraint(scaled)
        #expect(solver.exact != nil)
        try solver.removeEditVariable(x)
        #expect(solver.exact == nil)
        #expect(solver.statistics == .empty)
        try solver.addConstraint(scaled)
        solver.reset()
        #expect(solver.exact == nil)
        #expect(!solver.hasConstraint(scaled))
    }

    @Test func unknownAndDuplicateOperationsFailAsInDoubles() throws {
        let (x, y) = (Variable("x"), Variable("y"))
        let solver = Solver()
        let scaled = Self.equality([(x, 1e-4), (y, -1)], 0)
        try solver.addConstraint(scaled)
        #expect(throws: SolverError.self) { try solver.addConstraint(scaled) }
        #expect(throws: SolverError.self) { try solver.removeConstraint(Constraint(x, .equal, 1.0)) }
        #expect(throws: SolverError.self) { try solver.suggestValue(1, for: x) }
        #expect(throws: SolverError.self) { try solver.addEditVariable(x, strength: .required) }
        try solver.addEditVariable(x, strength: .weak)
        #expect(throws: SolverError.self) { try solver.addEditVariable(x, strength: .weak) }
        #expect(throws: SolverError.self) { try solver.suggestValue(.nan, for: x) }
        #expect(throws: SolverError.self) { try solver.updateConstant(of: scaled, to: .infinity) }
    }

    @Test func aRefusedSwitchLeavesTheSolverInDoubles() throws {
        let x = Variable("x")
        let solver = Solver()
        let pinned = Constraint(x, .equal, 10.0)
        try solver.addConstraint(pinned)
        let contradiction = Self.equality([(x, 1e-6)], -5)  // x == 5·10⁶
        #expect(throws: SolverError.self) { try solver.addConstraint(contradiction) }
        #expect(solver.exact == nil)
        #expect(!solver.hasConstraint(contradiction))
        #expect(solver.statistics.constraints == 1)
        solver.updateVariables()
        #expect(x.value == 10)
    }

    @Test func aRefusalInRationalsNamesTheConstraintsInTheWay() throws {
        let (x, y, z) = (Variable("x"), Variable("y"), Variable("z"))
        let solver = Solver()
        let scaled = Self.equality([(x, 1e-6), (y, -1)], 0)
        let pinned = Constraint(y, .equal, 3.0)
        let unrelated = Constraint(z, .equal, 1.0)
        for constraint in [scaled, unrelated, pinned] { try solver.addConstraint(constraint) }
        #expect(solver.exact != nil)
        let error = #expect(throws: SolverError.self) {
            try solver.addConstraint(Constraint(x, .lessThanOrEqual, 10.0))  // x is 3·10⁶
        }
        guard case .unsatisfiableConstraint(_, let conflicting)? = error else {
            Issue.record("refused with \(String(describing: error))")
            return
        }
        #expect(conflicting.contains { $0 === scaled })
        #expect(conflicting.contains { $0 === pinned })
        #expect(!conflicting.contains { $0 === unrelated })
    }

    @Test func aRebuildOfALargeSystemStaysInDoubles() throws {
        let solver = Solver()
        let rows = (0..<Solver.exactArithmeticConstraintLimit).map { Variable("row\($0)") }
        let pins = rows.enumerated().map { Constraint($1, .equal, Double($0)) }
        for pin in pins { try solver.addConstraint(pin) }
        let y = Variable("y")
        try solver.addConstraint(Self.equality([(y, 1e4)], -5))  // past the limit: in doubles
        // Below the limit again, but what the rebuild adds back was held in doubles.
        for pin in pins.prefix(rows.count / 2) { try solver.removeConstraint(pin) }
        #expect(solver.exact == nil)
        #expect(solver.rebuildTableau())
        #expect(solver.exact == nil)
        #expect(solver.statistics.constraints == rows.count / 2 + 1)
        solver.updateVariables()
        #expect(y.value == 5e-4)
        #expect(rows.last!.value == Double(rows.count - 1))
    }

    @Test func anInjectedFailureReachesEditsInRationals() throws {
        let (x, y) = (Variable("x"), Variable("y"))
        let solver = Solver()
        try solver.addConstraint(Self.equality([(x, 1e-4), (y, -1)], 0))
        solver.failNextOperation()
        #expect(throws: SolverError.self) { try solver.addEditVariable(x, strength: .weak) }
        #expect(!solver.hasEditVariable(x))
        try solver.addEditVariable(x, strength: .weak)
        solver.failNextOperation()
        #expect(throws: SolverError.self) { try solver.removeEditVariable(x) }
        #expect(solver.hasEditVariable(x))
    }

    @Test func movedConstantsThatCannotGoBackStayAsTheyHeld() throws {
        let (x, z, w) = (Variable("x"), Variable("z"), Variable("w"))
        let solver = Solver()
        try solver.addConstraint(Self.equality([(w, 1000), (x, -1)], 0))  // into rationals
        let pinned = Self.equality([(x, 1), (z, -1)], 0)
        try solver.addConstraint(pinned)
        try solver.addEditVariable(z, strength: .strong)
        try solver.suggestValue(1e12, for: z)
        // Beside values of 10¹², misses of 0.05 are rounding: both go in, their constants moved.
        let above = Self.equality([(x, 1), (z, -1)], -0.05)
        let below = Self.equality([(x, 1), (z, -1)], 0.05)
        try solver.addConstraint(above)
        try solver.addConstraint(below)
        try solver.suggestValue(0, for: z)
        // Near zero their own constants contradict each other: they keep the moved ones.
        try solver.removeConstraint(pinned)
        #expect(solver.hasConstraint(above) && solver.hasConstraint(below))
        #expect(solver.statistics.constraints == 4)
        solver.updateVariables()
        #expect(abs(x.value - z.value) <= 0.05)
        #expect(throws: SolverError.self) { try solver.addConstraint(Constraint(x - z, .equal, 1.0)) }
    }
}
