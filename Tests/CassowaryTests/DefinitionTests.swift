import Cassowary
import TestSupport
import Testing

/// Required equalities kept as definitions outside the tableau, and what moves them in.
@Suite("Definitions")
struct DefinitionTests {
    /// x₀ = 0, xᵢ = xᵢ₋₁ + 10: a stack view's chain in miniature.
    func chain(_ count: Int, in solver: Solver) throws -> (variables: [Variable], links: [Constraint]) {
        let x = (0..<count).map { Variable("x\($0)") }
        var links = [Constraint(x[0], .equal, 0.0)]
        for i in 1..<count { links.append(Constraint(x[i], .equal, x[i - 1] + 10.0)) }
        for link in links { try solver.addConstraint(link) }
        return (x, links)
    }

    @Test func aChainStaysOutOfTheTableau() throws {
        let solver = Solver()
        let (x, _) = try chain(50, in: solver)

        solver.updateVariables()

        #expect(solver.statistics.definitions == 50)
        #expect(solver.statistics.tableauRows == 0)
        for (i, v) in x.enumerated() { expectClose(v.value, Double(10 * i)) }
    }

    /// A value read before `updateVariables()` writes it: through a few definitions, and
    /// through a chain longer than the walk's depth, by evaluating every definition.
    @Test func currentValuesAreReadBeforeAnUpdate() throws {
        let solver = Solver()
        let (x, links) = try chain(100, in: solver)
        let wish = Constraint(x[99], .equal, 5000.0, strength: .weak)
        try solver.addConstraint(wish)

        #expect(solver.currentValue(of: x[3]) == 30)
        #expect(solver.currentValue(of: x[99]) == 990)
        try solver.updateConstant(of: links[0], to: -7)  // x₀ = 7
        #expect(solver.currentValue(of: x[99]) == 997)
        #expect(x[99].value == 0)  // not written yet
        #expect(solver.currentValue(of: Variable("elsewhere")) == nil)
    }

    /// The walks over definitions stamp the records they visit with 32-bit numbers: when the
    /// numbers run out, the marks are cleared and the walks go on finding every definition.
    @Test func walksGoOnWhenTheirStampsRunOut() throws {
        let solver = Solver()
        let (x, links) = try chain(20, in: solver)
        solver.walkStamp = Int32.max - 3
        for round in 1...6 {
            // Each round walks the definitions at least twice: the update's evaluation plan, and
            // the move of the optional definition that the inequality reaches into the tableau.
            try solver.updateConstant(of: links[0], to: Double(-round))  // x₀ = round
            let wish = Constraint(x[19], .equal, 0.0, strength: .weak)
            try solver.addConstraint(wish)
            let floor = Constraint(x[10], .greaterThanOrEqual, 0.0)
            try solver.addConstraint(floor)
            solver.updateVariables()
            for (i, v) in x.enumerated() { expectClose(v.value, Double(round + 10 * i)) }
            #expect(solver.invariantViolation() == nil)
            try solver.removeConstraint(floor)
            try solver.removeConstraint(wish)
        }
        #expect(solver.walkStamp > 0 && solver.walkStamp < 100)
    }

    @Test func removingALinkFreesItsVariable() throws {
        let solver = Solver()
        let (x, links) = try chain(50, in: solver)

        try solver.removeConstraint(links[25])
        solver.updateVariables()

        // Nothing fixes x25 any more: like kiwi, an undetermined variable reads 0.
        for i in 0..<25 { expectClose(x[i].value, Double(10 * i)) }
        for i in 25..<50 { expectClose(x[i].value, Double(10 * (i - 25))) }
    }

    @Test func anInequalityOnAChainHoldsItsExpansionAndTheChainStays() throws {
        let solver = Solver()
        let (x, links) = try chain(50, in: solver)

        try solver.addConstraint(Constraint(x[30], .greaterThanOrEqual, 100.0))
        solver.updateVariables()
        let expanded = solver.statistics
        try solver.removeConstraint(links[10])
        try solver.addConstraint(Constraint(x[10], .equal, 80.0, strength: .weak))
        solver.updateVariables()

        // One row: the inequality's slack over the markers of the 31 links x30 depends on.
        #expect(expanded.definitions == 50)
        #expect(expanded.tableauRows == 1)
        #expect(expanded.tableauCells == 31)
        // x10 is now only held by the weak constraint and by x30 ≥ 100 (x30 = x10 + 200).
        expectClose(x[10].value, 80)
        expectClose(x[30].value, 280)
        expectClose(x[49].value, 470)
    }

    @Test func aLongChainUnderAClosingInequalityCostsLinearWork() throws {
        // A stack whose content must fit its container: the inequality on the last row used to
        // move the whole chain into the tableau (O(N²) cells).
        let solver = Solver()
        let (x, _) = try chain(2000, in: solver)
        try solver.addConstraint(Constraint(x[1999], .lessThanOrEqual, 30_000.0))
        solver.updateVariables()

        #expect(solver.statistics.tableauCells <= 2000)
        #expect(solver.cellsSubstituted <= 4000)
        expectClose(x[1999].value, 19_990)
    }

    @Test func aDefinitionIsResolvedForAnotherVariableWhenNeeded() throws {
        let (a, b, c) = (Variable("a"), Variable("b"), Variable("c"))
        let solver = Solver()

        try solver.addConstraint(Constraint(a + b, .equal, c))  // defines c
        try solver.addConstraint(Constraint(c, .equal, 10.0))  // re-solves the first for b
        try solver.addConstraint(Constraint(a, .equal, 3.0))
        solver.updateVariables()

        #expect(solver.statistics.tableauRows == 0)
        #expect(solver.statistics.definitions == 3)
        expectClose(a.value, 3)
        expectClose(b.value, 7)
        expectClose(c.value, 10)
    }

    @Test func aRedundantEqualityIsAcceptedAndAContradictionRefused() throws {
        let (x, y) = (Variable("x"), Variable("y"))
        let solver = Solver()
        try solver.addConstraint(Constraint(x, .equal, y + 1.0))

        try solver.addConstraint(Constraint(y, .equal, x - 1.0))
        #expect(throws: SolverError.self) { try solver.addConstraint(Constraint(x, .equal, y + 5.0)) }
        try solver.addConstraint(Constraint(x, .equal, 7.0, strength: .weak))
        solver.updateVariables()

        expectClose(x.value, 7)
        expectClose(y.value, 6)
    }

    @Test func changingADefinitionsConstantIsAnEditNotARebuild() throws {
        let solver = Solver()
        let (x, links) = try chain(20, in: solver)
        solver.updateVariables()
        let before = solver.statistics

        try solver.updateConstant(of: links[5], to: 30)  // x5 = x4 + 10 - 30... i.e. expression constant
        solver.updateVariables()

        #expect(solver.statistics == before)
        // The constraint reads x5 - (x4 + 10) == 0, so its constant is -10; setting it to 30
        // makes it x5 = x4 - 30.
        expectClose(x[5].value, 40 - 30)
        expectClose(x[19].value, 10 + 140)
    }

    @Test func editingAFrameWidthMovesEverythingDefinedFromIt() throws {
        let (frame, content, child) = (Variable("frame"), Variable("content"), Variable("child"))
        let solver = Solver()
        try solver.addConstraint(Constraint(content, .equal, frame))
        try solver.addConstraint(Constraint(child, .equal, 0.5 * content - 4.0))
        try solver.addEditVariable(frame, strength: .strong)

        for width in stride(from: 400.0, through: 300, by: -20) {
            try solver.suggestValue(width, for: frame)
            solver.updateVariables()
            expectClose(content.value, width)
            expectClose(child.value, width / 2 - 4)
        }
    }

    @Test func dumpShowsDefinitionsAndTheMarkersOfTheirExpansions() throws {
        let solver = Solver()
        let (x, _) = try chain(3, in: solver)
        solver.updateVariables()
        let defined = solver.dump()
        try solver.addConstraint(Constraint(x[2], .lessThanOrEqual, 50.0, name: "cap"))
        solver.updateVariables()

        let expanded = solver.dump()

        for section in ["Objective", "Tableau", "Definitions", "Edits", "Constraints", "Variables"] {
            #expect(defined.contains("\(section)\n---"), "missing \(section)")
        }
        #expect(defined.contains("x1 := 10.0 + 1.0 * x0\n"))
        #expect(defined.contains("x2 - x1 - 10.0 == 0  [defines x2]\n"))
        #expect(defined.contains("x0 = 0.0\n"))
        // x0-x2 are defined and never enter a row, so they have no symbols: the cap's row holds
        // the markers d0-d2 of the definitions it expands, and its slack is s3.
        #expect(expanded.contains("x2 := 10.0 + 1.0 * x1 - 1.0 * d0\n"))
        #expect(expanded.contains("x1 := 10.0 + 1.0 * x0 - 1.0 * d1\n"))
        #expect(expanded.contains("s3 = 30.0 + 1.0 * d0 + 1.0 * d1 + 1.0 * d2\n"))
        #expect(expanded.contains("'cap' x2 - 50.0 <= 0  [marker s3]\n"))
        #expect(expanded.contains("x2 = 20.0\n"))
    }
}

extension DefinitionTests {
    @Test func aVariableNoConstraintNamesKeepsItsLastValue() throws {
        let solver = Solver()
        let (x, y) = (Variable("x"), Variable("y"))
        let pin = Constraint(x, .equal, 5.0)
        let link = Constraint(y, .greaterThanOrEqual, x + 1.0)
        try solver.addConstraint(pin)
        try solver.addConstraint(link)
        solver.updateVariables()
        try solver.removeConstraint(link)
        try solver.removeConstraint(pin)
        solver.updateVariables()

        #expect(solver.variableCount == 0)
        expectClose(x.value, 5)
        expectClose(y.value, 6)
    }

    /// An optional equality on a variable nothing else constrains holds exactly: a definition,
    /// with no row and no errors in the objective. When a row would hold its expansion (an
    /// inequality through a definition that names it), it goes into the tableau first and gives
    /// way there, and takes effect again once that is gone.
    @Test func anOptionalEqualityOnAFreeVariableIsADefinitionUntilSomethingPullsAgainstIt() throws {
        let solver = Solver()
        let (x, y) = (Variable("x"), Variable("y"))
        let wish = Constraint(x, .equal, 21.0, strength: .weak)
        try solver.addConstraint(wish)
        let link = Constraint(y, .equal, x + 10.0)
        try solver.addConstraint(link)
        solver.updateVariables()

        #expect(solver.statistics.definitions == 2)
        #expect(solver.statistics.tableauRows == 0)
        #expect(solver.statistics.objectiveCells == 0)
        expectClose(x.value, 21)
        expectClose(y.value, 31)

        // The inequality's row expands y's definition, which names x's.
        let ceiling = Constraint(y, .lessThanOrEqual, 25.0)
        try solver.addConstraint(ceiling)
        solver.updateVariables()
        #expect(solver.statistics.definitions == 1)
        #expect(solver.statistics.objectiveCells > 0)
        expectClose(x.value, 15)
        expectClose(y.value, 25)

        try solver.removeConstraint(ceiling)
        solver.updateVariables()
        expectClose(x.value, 21)
        expectClose(y.value, 31)

        // In the tableau now, it gives way to a required value of x and changes its constant.
        let pin = Constraint(x, .equal, 40.0)
        try solver.addConstraint(pin)
        try solver.updateConstant(of: wish, to: -30)
        solver.updateVariables()
        expectClose(x.value, 40)
        try solver.removeConstraint(pin)
        solver.updateVariables()
        expectClose(x.value, 30)
        expectClose(y.value, 40)

        try solver.removeConstraint(wish)
        try solver.removeConstraint(link)
        #expect(solver.statistics == .empty)
    }

    /// An edit on a free variable is such a definition too: suggestions change its constant.
    /// An inequality on a variable that a definition by it sets moves it into the tableau, where
    /// the edit gives way as edits do.
    @Test func anEditOnAFreeVariableMovesIntoTheTableauWhenConstrained() throws {
        let solver = Solver()
        let (x, y) = (Variable("x"), Variable("y"))
        try solver.addEditVariable(x, strength: .strong)
        try solver.suggestValue(50, for: x)
        solver.updateVariables()
        #expect(solver.statistics.tableauRows == 0)
        expectClose(x.value, 50)

        try solver.addConstraint(Constraint(y, .equal, 2.0 * x))
        #expect(solver.statistics.tableauRows == 0)
        try solver.addConstraint(Constraint(y, .lessThanOrEqual, 60.0))
        #expect(solver.statistics.definitions == 1)
        #expect(solver.statistics.objectiveCells > 0)
        try solver.suggestValue(20, for: x)
        solver.updateVariables()
        expectClose(x.value, 20)
        expectClose(y.value, 40)
        try solver.suggestValue(45, for: x)
        solver.updateVariables()
        expectClose(x.value, 30)
        expectClose(y.value, 60)
    }

    /// Removing a definition whose marker a row holds turns it back into a row, which holds
    /// its expansion: an optional definition it reaches goes into the tableau first. Here `v`
    /// cancels out of the inequality's row, so it is still free when the wish defines it.
    @Test func removingADefinitionThatReachesAnOptionalOneMovesThatIntoTheTableau() throws {
        let solver = Solver()
        let (a, b, c, e, v) = (Variable("a"), Variable("b"), Variable("c"), Variable("e"), Variable("v"))
        // Written so that each defines its last variable: c and e by v, a by c, b by e (whose
        // definitions name no free variable, so the inequality re-solves none of them).
        try solver.addConstraint(Constraint(v, .equal, c))
        try solver.addConstraint(Constraint(v, .equal, e))
        let aFollowsC = Constraint(c + 1.0, .equal, a)
        try solver.addConstraint(aFollowsC)
        try solver.addConstraint(Constraint(e, .equal, b))
        try solver.addConstraint(Constraint(a - b, .lessThanOrEqual, 5.0))
        try solver.addConstraint(Constraint(v, .equal, 7.0, strength: .strong))
        #expect(solver.statistics.definitions == 5)
        #expect(solver.statistics.objectiveCells == 0)

        try solver.removeConstraint(aFollowsC)
        try solver.addConstraint(Constraint(a, .equal, 30.0, strength: .weak))
        solver.updateVariables()

        #expect(solver.statistics.objectiveCells > 0)
        expectClose(v.value, 7)
        expectClose(b.value, 7)
        expectClose(a.value, 12)
    }
}
