import Cassowary
import TestSupport
import Testing

/// Random systems of required and optional constraints, driven by a seeded generator.
@Suite("Randomised properties")
struct PropertyTests {
    struct Scenario {
        var random: SeededGenerator
        let variables: [Variable]
        let solver = Solver()
        var live: [Constraint] = []
        var edited: [Variable] = []

        init(seed: UInt64, variableCount: Int) {
            random = SeededGenerator(seed: seed)
            variables = (0..<variableCount).map { Variable("v\($0)") }
        }

        mutating func randomExpression() -> Expression {
            let count = Int.random(in: 1...3, using: &random)
            let chosen = variables.shuffled(using: &random).prefix(count)
            let terms = chosen.map { Term($0, [-2, -1, 1, 1, 2, 0.5].randomElement(using: &random)!) }
            return Expression(terms, constant: Double(Int.random(in: -100...100, using: &random)))
        }

        mutating func randomConstraint() -> Constraint {
            let relation: Relation = [.equal, .equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(
                using: &random)!
            let strength: Strength = [.required, .required, .strong, .medium, .weak].randomElement(using: &random)!
            return Constraint(randomExpression(), relation, strength: strength)
        }

        /// One random operation. Unsatisfiable required constraints are expected and refused.
        mutating func step() throws {
            switch Int.random(in: 0..<10, using: &random) {
            case 0..<5:
                let constraint = randomConstraint()
                if let error = failure(of: { () throws(SolverError) in try solver.addConstraint(constraint) }) {
                    // Only a required constraint may be refused, and only as unsatisfiable.
                    guard case .unsatisfiableConstraint(let refused, _) = error else { throw error }
                    #expect(refused === constraint && constraint.strength.isRequired)
                } else {
                    live.append(constraint)
                }
            case 5..<7 where !live.isEmpty:
                let victim = live.remove(at: Int.random(in: 0..<live.count, using: &random))
                try solver.removeConstraint(victim)
            case 7:
                let variable = variables.randomElement(using: &random)!
                if !solver.hasEditVariable(variable) {
                    try solver.addEditVariable(variable, strength: [.strong, .medium].randomElement(using: &random)!)
                    edited.append(variable)
                }
                try solver.suggestValue(Double(Int.random(in: -200...200, using: &random)), for: variable)
            case 8 where !live.isEmpty:
                let target = live.randomElement(using: &random)!
                let constant = Double(Int.random(in: -100...100, using: &random))
                if let error = failure(of: { () throws(SolverError) in
                    try solver.updateConstant(of: target, to: constant)
                }) {
                    guard case .unsatisfiableConstraint = error else { throw error }
                    #expect(target.strength.isRequired)
                }
            default:
                if let variable = edited.popLast() { try solver.removeEditVariable(variable) }
            }
        }

        /// The error an operation threw, or nil.
        private func failure(of operation: () throws(SolverError) -> Void) -> SolverError? {
            do {
                try operation()
                return nil
            } catch {
                return error
            }
        }

        func requiredViolation() -> Double {
            solver.updateVariables()
            return live.filter(\.strength.isRequired).map(\.violation).max() ?? 0
        }
    }

    @Test(arguments: 1...40)
    func requiredConstraintsHoldAfterEveryOperation(seed: Int) throws {
        var scenario = Scenario(seed: UInt64(seed), variableCount: 3 + seed % 6)
        for index in 0..<80 {
            try scenario.step()

            let violation = scenario.requiredViolation()
            #expect(violation < 1e-6, "seed \(seed), step \(index): a required constraint is off by \(violation)")
            #expect(scenario.solver.invariantViolation() == nil, "seed \(seed), step \(index)")
        }
    }

    @Test(arguments: 1...20)
    func removingEverythingLeavesACleanSolver(seed: Int) throws {
        var scenario = Scenario(seed: UInt64(1000 + seed), variableCount: 6)
        for _ in 0..<60 { try scenario.step() }

        for variable in scenario.edited { try scenario.solver.removeEditVariable(variable) }
        for constraint in scenario.live.shuffled(using: &scenario.random) {
            try scenario.solver.removeConstraint(constraint)
        }

        #expect(scenario.solver.statistics == .empty, "seed \(seed): \(scenario.solver.dump())")
        #expect(scenario.solver.variableCount == 0 && scenario.solver.symbolsInUse == 0, "seed \(seed)")
        scenario.solver.updateVariables()
        #expect(scenario.variables.allSatisfy { $0.value == 0 })
    }
}
