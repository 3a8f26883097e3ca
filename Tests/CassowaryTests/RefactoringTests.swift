import Cassowary
import Testing

/// The tableau rebuilt from its constraints (what the solver does when rounding has made its
/// rows drift from them; the regression fixtures hold systems that drift).
@Suite("Refactoring")
struct RefactoringTests {
    /// x == 10, y >= x + 5, y == 0 (weak), and an edit on z.
    private func system() throws -> (Solver, [Variable], [Constraint]) {
        let (x, y, z) = (Variable("x"), Variable("y"), Variable("z"))
        let solver = Solver()
        let constraints = [
            Constraint(x, .equal, 10.0),
            Constraint(y, .greaterThanOrEqual, x + 5.0),
            Constraint(y, .equal, 0.0, strength: .weak),
            Constraint(z, .lessThanOrEqual, 2.0 * x),
        ]
        for constraint in constraints { try solver.addConstraint(constraint) }
        try solver.addEditVariable(z, strength: .strong)
        try solver.suggestValue(30, for: z)
        solver.updateVariables()
        return (solver, [x, y, z], constraints)
    }

    @Test func aRebuiltTableauHasTheSameSolutionConstraintsAndEdits() throws {
        let (solver, variables, constraints) = try system()
        #expect(variables.map(\.value) == [10, 15, 20])

        #expect(solver.rebuildTableau())

        solver.updateVariables()
        #expect(variables.map(\.value) == [10, 15, 20])
        #expect(constraints.allSatisfy(solver.hasConstraint))
        #expect(solver.hasEditVariable(variables[2]))
        try solver.suggestValue(12, for: variables[2])
        try solver.removeConstraint(constraints[1])
        solver.updateVariables()
        #expect(variables.map(\.value) == [10, 0, 12])
    }

    @Test func aRebuildThatCannotTakeAConstraintBackLeavesTheSolverAsItWas() throws {
        let (solver, variables, constraints) = try system()
        solver.failNextOperation()  // the first constraint added again throws

        #expect(!solver.rebuildTableau())

        solver.updateVariables()
        #expect(variables.map(\.value) == [10, 15, 20])
        #expect(constraints.allSatisfy(solver.hasConstraint))
        #expect(solver.variableCount == 3)
        // Everything is found again through the hints taken back: edits, removals, re-adds.
        try solver.suggestValue(8, for: variables[2])
        try solver.removeConstraint(constraints[0])
        try solver.addConstraint(constraints[0])
        solver.updateVariables()
        #expect(variables.map(\.value) == [10, 15, 8])
        #expect {
            try solver.addConstraint(constraints[1])
        } throws: { error in
            guard case .duplicateConstraint = error as? SolverError else { return false }
            return true
        }
    }
}
