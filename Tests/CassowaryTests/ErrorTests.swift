import Cassowary
import TestSupport
import Testing

@Suite("Errors")
struct ErrorTests {
    @Test func duplicateConstraintIsRejected() throws {
        let x = Variable("x")
        let solver = Solver()
        let constraint = Constraint(x, .equal, 1.0)
        try solver.addConstraint(constraint)

        #expect {
            try solver.addConstraint(constraint)
        } throws: { error in
            guard case .duplicateConstraint(let c) = error as? SolverError else { return false }
            return c === constraint
        }
    }

    @Test func removingAnUnknownConstraintFails() {
        let solver = Solver()
        let constraint = Constraint(Variable("x"), .equal, 1.0)
        #expect {
            try solver.removeConstraint(constraint)
        } throws: { error in
            guard case .unknownConstraint(let c) = error as? SolverError else { return false }
            return c === constraint
        }
        #expect(!solver.hasConstraint(constraint))
    }

    @Test func conflictingEqualitiesNameTheConstraintsInvolved() throws {
        let (x, y) = (Variable("x"), Variable("y"))
        let solver = Solver()
        let first = Constraint(x, .equal, y + 10.0, name: "first")
        let second = Constraint(y, .equal, 5.0, name: "second")
        let third = Constraint(x, .equal, 20.0, name: "third")
        try solver.addConstraint(first)
        try solver.addConstraint(second)

        #expect {
            try solver.addConstraint(third)
        } throws: { error in
            guard case .unsatisfiableConstraint(let c, let conflicting) = error as? SolverError else { return false }
            return c === third && conflicting.contains { $0 === first } && conflicting.contains { $0 === second }
        }
        solver.updateVariables()
        #expect(!solver.hasConstraint(third))
        expectClose(x.value, 15)
        expectClose(y.value, 5)
    }

    @Test func conflictingInequalitiesLeaveTheSolverUsable() throws {
        let x = Variable("x")
        let solver = Solver()
        let floor = Constraint(x, .greaterThanOrEqual, 10.0, name: "floor")
        try solver.addConstraint(floor)
        let ceiling = Constraint(x, .lessThanOrEqual, 5.0, name: "ceiling")

        #expect {
            try solver.addConstraint(ceiling)
        } throws: { error in
            guard case .unsatisfiableConstraint(let c, let conflicting) = error as? SolverError else { return false }
            return c === ceiling && conflicting.contains { $0 === floor }
        }
        try solver.addConstraint(Constraint(x, .lessThanOrEqual, 12.0))
        try solver.addConstraint(Constraint(x, .equal, 11.0, strength: .weak))
        solver.updateVariables()
        expectClose(x.value, 11)
    }

    @Test func editVariableErrors() throws {
        let x = Variable("x")
        let solver = Solver()
        #expect(throws: SolverError.self) { try solver.suggestValue(1, for: x) }
        #expect(throws: SolverError.self) { try solver.removeEditVariable(x) }
        #expect {
            try solver.addEditVariable(x, strength: .required)
        } throws: { error in
            guard case .requiredEditStrength(let v) = error as? SolverError else { return false }
            return v == x
        }
        try solver.addEditVariable(x, strength: .strong)
        #expect {
            try solver.addEditVariable(x, strength: .medium)
        } throws: { error in
            guard case .duplicateEditVariable(let v) = error as? SolverError else { return false }
            return v == x
        }
        #expect {
            try solver.suggestValue(.nan, for: x)
        } throws: { error in
            guard case .nonFiniteValue = error as? SolverError else { return false }
            return true
        }
        try solver.removeEditVariable(x)
        #expect(!solver.hasEditVariable(x))
        #expect {
            try solver.suggestValue(3, for: x)
        } throws: { error in
            guard case .unknownEditVariable(let v) = error as? SolverError else { return false }
            return v == x
        }
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func nonFiniteNumbersAreRejected(_ bad: Double) throws {
        let x = Variable("x")
        let solver = Solver()
        let badCoefficient = Constraint(bad * x, .equal, 1.0)
        let badConstant = Constraint(x, .equal, bad)

        for constraint in [badCoefficient, badConstant] {
            #expect {
                try solver.addConstraint(constraint)
            } throws: { error in
                guard case .nonFiniteConstraint(let c) = error as? SolverError else { return false }
                return c === constraint
            }
            #expect(!solver.hasConstraint(constraint))
        }
        let good = Constraint(x, .equal, 1.0)
        try solver.addConstraint(good)
        #expect(throws: SolverError.self) { try solver.updateConstant(of: good, to: bad) }
        solver.updateVariables()
        expectClose(x.value, 1)
    }

    @Test func changingARequiredConstantIntoAConflictKeepsTheOldOne() throws {
        let (x, y) = (Variable("x"), Variable("y"))
        let solver = Solver()
        try solver.addConstraint(Constraint(x, .lessThanOrEqual, 10.0))
        let link = Constraint(y, .equal, x + 2.0)
        try solver.addConstraint(link)
        let floor = Constraint(y, .greaterThanOrEqual, 0.0)
        try solver.addConstraint(floor)
        try solver.addConstraint(Constraint(x, .equal, 4.0, strength: .weak))

        #expect(throws: SolverError.self) { try solver.updateConstant(of: floor, to: -20) }  // y ≥ 20

        solver.updateVariables()
        expectClose(floor.expression.constant, 0)
        expectClose(x.value, 4)
        expectClose(y.value, 6)
    }

    /// A duplicate may miss its twin by its allowance (10⁻⁷ of 1 + |constant|), in total: steps
    /// each within it must not take the two apart by more than one step beyond it could.
    @Test func smallStepsCannotTakeADuplicateAwayFromItsTwin() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint(Constraint(x, .equal, 5.0))
        let twin = Constraint(x, .equal, 5.0)
        try solver.addConstraint(twin)

        // Each may be off by 6e-7 (10⁻⁷ × (1 + 5)), so together they may disagree by 1.2e-6.
        let step = 4e-7
        let allowed = 2 * 6e-7
        var accepted = 0
        for index in 1...10 {
            do {
                try solver.updateConstant(of: twin, to: -5 - step * Double(index))
                accepted += 1
            } catch {
                break
            }
        }
        #expect(accepted >= 1)
        #expect(Double(accepted) * step <= allowed * (1 + 1e-9), "apart by \(Double(accepted) * step)")
        #expect(throws: SolverError.self) { try solver.updateConstant(of: twin, to: -5 - 1e-3) }
    }
}
