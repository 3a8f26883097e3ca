import SolverScript
import Testing

@testable import Cassowary

@Suite("Symbol sets and the objective")
struct SymbolSetTests {
    @Test func membershipFollowsInsertionAndRemovalAcrossReusedIds() {
        var set = SymbolSet()
        let a = Symbol(id: 3, kind: .slack)
        let b = Symbol(id: 70, kind: .error)
        set.insert(a)
        set.insert(b)
        set.insert(a)
        #expect(set.count == 2)
        #expect(set.contains(a) && set.contains(b))
        set.remove(a)
        #expect(!set.contains(a) && set.contains(b) && set.count == 1)
        // Ids are reused once a symbol is released: a new symbol under id 70 is another member.
        let reused = Symbol(id: 70, kind: .slack)
        #expect(!set.contains(reused))
        set.insert(reused)
        #expect(set.contains(reused) && !set.contains(b) && set.count == 1)
        #expect(set.min() == reused)
    }

    @Test func theObjectiveCancelsCellsAndOffersTheMostNegativeOrTheSmallestSymbol() {
        var objective = Objective()
        let x = Symbol(id: 5, kind: .error)
        let y = Symbol(id: 2, kind: .error)
        let dummy = Symbol(id: 1, kind: .dummy)
        objective.insert(x, -2)
        objective.insert(y, -1)
        objective.insert(dummy, -4)
        #expect(objective.enteringSymbol(lowest: false) == x)  // Dantzig: the most negative
        #expect(objective.enteringSymbol(lowest: true) == y)  // Bland: the smallest
        objective.insert(y, 1)  // cancels
        #expect(!objective.contains(y) && objective.count == 2)
        #expect(objective.enteringSymbol(lowest: true) == x)
        objective.remove(x)
        #expect(!objective.contains(x) && objective.count == 1)
        #expect(objective.enteringSymbol(lowest: false) == nil)
        #expect(objective.enteringSymbol(lowest: true) == nil)
        #expect(objective.coefficient(for: dummy) == -4)
        #expect(objective.cells { Symbol(id: $0, kind: $0 == 1 ? .dummy : .error) } == [dummy: -4])
    }

    /// The objective made afresh from the constraints' error weights (as after drift) is the one
    /// kept up incrementally: each error weighs its constraint's strength, and an equality's
    /// shortfall its shortfall strength (x stays at 40, where falling short weighs strong, against
    /// a medium x <= 30). Edits and removals leave no weight behind.
    @Test func aRefreshedObjectiveIsTheOneKeptUpIncrementally() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        let z = Variable("z")
        let lopsided = Constraint(
            Expression([Term(x, 1)], constant: -40), .equal, strength: .weak, shortfallStrength: .strong)
        let constraints = [
            Constraint(Expression([Term(x, 1), Term(y, -1)], constant: 0), .lessThanOrEqual),
            lopsided,
            Constraint(Expression([Term(y, 1)], constant: -30), .greaterThanOrEqual, strength: .medium),
            Constraint(Expression([Term(y, 1), Term(z, 1)], constant: -100), .equal, strength: .strong),
            Constraint(Expression([Term(z, 1)], constant: -10), .lessThanOrEqual, strength: .weak),
            Constraint(Expression([Term(x, 1)], constant: -30), .lessThanOrEqual, strength: .medium),
        ]
        for constraint in constraints { try solver.addConstraint(constraint) }
        try solver.addEditVariable(z, strength: .medium)
        try solver.suggestValue(25, for: z)
        try solver.removeConstraint(constraints[2])
        solver.updateVariables()
        #expect(abs(x.value - 40) <= 1e-9 && abs(z.value - 25) <= 1e-9)

        func objective() -> (constant: Double, cells: [Symbol: Double]) {
            (solver.tableau.objective.constant, solver.tableau.objectiveCells)
        }
        let kept = objective()
        #expect(!kept.cells.isEmpty)
        solver.tableau.refreshObjective()
        let fresh = objective()
        #expect(abs(fresh.constant - kept.constant) <= 1e-9 * max(1, abs(kept.constant)))
        #expect(Set(fresh.cells.keys) == Set(kept.cells.keys))
        for (symbol, coefficient) in kept.cells {
            #expect(abs((fresh.cells[symbol] ?? 0) - coefficient) <= 1e-9 * max(1, abs(coefficient)), "\(symbol)")
        }
    }
}

@Suite("Op scripts")
struct OpScriptTests {
    @Test func aScriptNamingAVariableItNeverMadeIsMalformedNotACrash() throws {
        let replayer = ScriptReplayer()
        _ = try replayer.run(.makeVariables(count: 1))
        #expect(throws: ScriptError.self) {
            try replayer.run(
                .constraint(
                    id: 0, terms: [(variable: 5, coefficient: 1)], constant: 0, relation: .equal, strength: .required,
                    add: true))
        }
        #expect(throws: ScriptError.self) { try replayer.run(.suggest(variable: 1, value: 2)) }
        #expect(try replayer.run(.hasEdit(variable: 0)) == .flag(false))
    }

    /// Through a 10⁻⁶ coefficient, a constant read a few units in the last place off moves an
    /// exact answer by more than the fuzzer allows (`JSONSerialization` reads this one so).
    @Test func numbersAreReadToTheNearestDouble() throws {
        let line =
            #"{"op": "add", "cid": 7, "terms": [[0, 1341.4159991666666], [1, "-inf"]], "constant": -1320.618611111111, "rel": "<=", "strength": [1, 2, 3, 0.5]}"#
        let parsed = try ScriptOperation.parseLines(line)
        #expect(parsed.count == 1)
        guard
            case .constraint(let id, let terms, let constant, let relation, let strength, let add) = parsed[0].operation
        else {
            Issue.record("not a constraint: \(parsed[0].operation)")
            return
        }
        #expect(id == 7 && add && relation == .lessThanOrEqual)
        #expect(constant == Double("-1320.618611111111")!)
        #expect(terms.map(\.variable) == [0, 1])
        #expect(terms[0].coefficient == Double("1341.4159991666666")!)
        #expect(terms[1].coefficient == -.infinity)
        #expect(strength == Strength(strong: 1, medium: 2, weak: 3, weight: 0.5))
    }
}
