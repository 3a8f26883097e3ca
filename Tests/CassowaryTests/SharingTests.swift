import Cassowary
import TestSupport
import Testing

/// Variables and constraints remember where one solver keeps them; these cases share them
/// between solvers, where the others must fall back to their own lookups.
@Suite("Sharing between solvers")
struct SharingTests {
    @Test func oneConstraintInTwoSolversIsRemovedFromEachIndependently() throws {
        let (x, y) = (Variable("x"), Variable("y"))
        let shared = Constraint(x, .equal, y + 10.0)
        let first = Solver()
        let second = Solver()
        try first.addConstraint(Constraint(y, .equal, 1.0))
        try second.addConstraint(Constraint(y, .equal, 2.0))
        try first.addConstraint(shared)
        try second.addConstraint(shared)

        second.updateVariables()
        expectClose(x.value, 12)
        try first.removeConstraint(shared)
        #expect(!first.hasConstraint(shared))
        #expect(second.hasConstraint(shared))
        try second.removeConstraint(shared)
        #expect(!second.hasConstraint(shared))

        // Free again: a third solver takes it, and removing it twice is still an error.
        let third = Solver()
        try third.addConstraint(shared)
        try third.removeConstraint(shared)
        #expect(throws: SolverError.self) { try third.removeConstraint(shared) }
    }

    /// The second solver keeps the shared constraint and variable in the same slots as the
    /// first (their hints are the first's): taking them out of the second leaves the first's
    /// hints alone.
    @Test func whatTheSecondSolverLetsGoStaysFoundByTheFirst() throws {
        let (x, y) = (Variable("x"), Variable("y"))
        let shared = Constraint(x, .equal, y + 10.0)
        let first = Solver()
        let second = Solver()
        for (solver, value) in [(first, 1.0), (second, 2.0)] {
            try solver.addConstraint(Constraint(y, .equal, value))
            try solver.addConstraint(shared)
        }
        try second.removeConstraint(shared)
        second.updateVariables()  // frees the second's record of x

        #expect(first.hasConstraint(shared))
        try first.addConstraint(Constraint(x, .equal, 5.0, strength: .weak))
        first.updateVariables()
        expectClose(x.value, 11)
        try first.removeConstraint(shared)
        #expect(!first.hasConstraint(shared))
    }

    @Test func aVariableKeepsItsValueInEachSolverItIsIn() throws {
        let x = Variable("x")
        let first = Solver()
        let second = Solver()
        try first.addEditVariable(x, strength: .strong)
        try second.addEditVariable(x, strength: .strong)
        try first.suggestValue(3, for: x)
        try second.suggestValue(7, for: x)

        first.updateVariables()
        expectClose(x.value, 3)
        second.updateVariables()
        expectClose(x.value, 7)
        #expect(first.hasEditVariable(x) && second.hasEditVariable(x))
    }

    @Test func aResetOrFreedSolverLetsItsVariablesAndConstraintsGo() throws {
        let x = Variable("x")
        let constraint = Constraint(x, .equal, 5.0)
        var solver: Solver? = Solver()
        try solver!.addConstraint(constraint)
        solver = nil

        let next = Solver()
        try next.addConstraint(constraint)
        next.updateVariables()
        expectClose(x.value, 5)
        next.reset()
        #expect(!next.hasConstraint(constraint))
        try next.addConstraint(Constraint(x, .equal, 6.0))
        next.updateVariables()
        expectClose(x.value, 6)
    }
}

@Suite("Symbol ids")
struct SymbolReuseTests {
    /// A long-running app adds and removes constraints forever (a stack toggling its axis):
    /// the ids of removed constraints must come back, or the tableau's arrays grow without end.
    @Test func removedConstraintsGiveTheirSymbolsBack() throws {
        let (x, y) = (Variable("x"), Variable("y"))
        let solver = Solver()
        try solver.addConstraint(Constraint(x, .greaterThanOrEqual, 0.0))
        let baseline = solver.symbolsInUse
        for round in 0..<200 {
            let constraints = [
                Constraint(x, .lessThanOrEqual, Double(round)),
                Constraint(y, .equal, x + 5.0, strength: .strong),
                Constraint(y, .greaterThanOrEqual, 1.0, strength: .weak),
                Constraint(x + y, .equal, 100.0, strength: .medium),
            ]
            for constraint in constraints { try solver.addConstraint(constraint) }
            solver.updateVariables()
            expectClose(x.value, min(Double(round), 47.5))  // the medium x + y = 100 with y = x + 5
            for constraint in constraints.reversed() { try solver.removeConstraint(constraint) }
        }
        // Everything came back, y's own id too: no constraint names y any more.
        #expect(solver.symbolsInUse == baseline)
    }

    /// Views come and go in a long-running app: the records of variables that no constraint
    /// names any more are freed, and the solver stops holding the variables (by the next update
    /// of values at the latest: until then a constraint may name them again).
    @Test func variablesNoConstraintNamesAreLetGo() throws {
        let solver = Solver()
        let anchor = Variable("anchor")
        let pin = Constraint(anchor, .equal, 0.0)
        try solver.addConstraint(pin)
        try solver.addEditVariable(anchor, strength: .strong)
        var generator = SeededGenerator(seed: 7)
        weak var lastTop: VariableGroup?
        weak var lastBottom: VariableGroup?
        for round in 0..<60 {
            let (top, bottom) = (Variable("top\(round)"), Variable("bottom\(round)"))
            let constraints = [
                Constraint(top, .equal, anchor + 10.0),
                Constraint(bottom, .greaterThanOrEqual, top + 20.0),
                Constraint(bottom, .equal, top + 25.0, strength: .weak),
                Constraint(bottom, .lessThanOrEqual, 100.0, strength: .medium),
            ]
            for constraint in constraints { try solver.addConstraint(constraint) }
            solver.updateVariables()
            expectClose(bottom.value, 35)
            // Removed in a different order each round.
            for constraint in constraints.shuffled(using: &generator) { try solver.removeConstraint(constraint) }
            (lastTop, lastBottom) = (top.group, bottom.group)
        }
        solver.updateVariables()
        #expect(lastTop == nil && lastBottom == nil)
        #expect(solver.variableCount == 1)
        try solver.removeEditVariable(anchor)
        try solver.removeConstraint(pin)
        #expect(solver.variableCount == 0)
        #expect(solver.statistics == .empty)
    }
}
