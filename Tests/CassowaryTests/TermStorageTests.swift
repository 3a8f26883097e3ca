import TestSupport
import Testing

@testable import Cassowary

@Suite("Term storage")
struct TermStorageTests {
    /// Normalising a term list gives the terms `Expression.normalized()` gives, in the same
    /// order, for lists held inline and lists that spill into the array.
    @Test(arguments: 0..<60)
    func aTermListNormalisesAsAnExpressionDoes(seed: Int) {
        let variables = (0..<4).map { Variable("v\($0)") }
        var generator = SeededGenerator(seed: UInt64(seed))
        let count = Int(generator.next() % 7)
        let coefficients: [Double] = [1, -1, 0.5, 2, 1e-12, -0.5]
        let terms = (0..<count).map { _ in
            Term(
                variables[Int(generator.next() % UInt64(variables.count))],
                coefficients[Int(generator.next() % UInt64(coefficients.count))])
        }
        var list = TermList(terms)
        #expect(list.count == terms.count)
        list.normalize()
        let expected = Expression(terms).normalized().terms
        #expect(list.count == expected.count)
        for (index, term) in expected.enumerated() where index < list.count {
            #expect(list.variable(at: index) == term.variable, "term \(index) of \(terms)")
            #expect(list.coefficient(at: index) == term.coefficient, "term \(index) of \(terms)")
        }
    }

    /// Each kind of operand reads, through `forEachTerm`, the terms and constant of its
    /// `expression`; the operators built on it give the terms in order, with their constants.
    @Test func operandsReadTheirTermsWithoutBuildingAnExpression() {
        let (x, y) = (Variable("x"), Variable("y"))
        func read(_ operand: some ExpressionConvertible) -> (terms: [String], constant: Double) {
            var terms: [String] = []
            let constant = operand.forEachTerm { terms.append("\($1)·\($0.name)") }
            let expression = operand.expression
            #expect(terms == expression.terms.map { "\($0.coefficient)·\($0.variable.name)" })
            #expect(constant == expression.constant)
            return (terms, constant)
        }
        #expect(read(x) == (["1.0·x"], 0))
        #expect(read(Term(y, -2)) == (["-2.0·y"], 0))
        #expect(read(7.5) == ([], 7.5))
        #expect(read(x + 2.0 * y + 3.0) == (["1.0·x", "2.0·y"], 3))
        #expect(read(x - (y - 4.0)) == (["1.0·x", "-1.0·y"], 4))
        #expect(read(-0.5 * (x + 10.0)) == (["-0.5·x"], -5))

        let constraint = Constraint(x + 1.0, .equal, 2.0 * y)
        #expect(constraint.withTerms { $0.count } == 2 && constraint.expressionConstant == 1)
        #expect(constraint.withTerms { $0.variable(at: 1) == y && $0.coefficient(at: 1) == -2 })
    }

    /// A released run is handed out again for the next definition of its length, and once no
    /// run is live the pool starts again from nothing.
    @Test func theDefinitionPoolReusesReleasedRuns() {
        var pool = DefinitionTermPool()
        let pair = pool.allocate(count: 2)
        let triple = pool.allocate(count: 3)
        let single = pool.allocate(count: 1)
        #expect([pair, triple, single] == [0, 2, 5] && pool.terms.count == 6)
        for (offset, position) in (Int(triple)..<Int(triple) + 3).enumerated() {
            pool[position] = RecordTerm(record: 10 + offset, coefficient: Double(offset))
        }
        pool.release(start: pair, count: 2)
        #expect(pool.allocate(count: 3) == 6, "a run of another length is not reused")
        #expect(pool.allocate(count: 2) == pair)
        #expect((Int(triple)..<Int(triple) + 3).map { pool[$0].record } == [10, 11, 12], "live runs are untouched")
        for (start, count) in [(pair, 2), (triple, 3), (single, 1), (6, 3)] { pool.release(start: start, count: count) }
        #expect(pool.terms.isEmpty && pool.allocate(count: 2) == 0)
        #expect(pool.allocate(count: 0) == 0 && pool.terms.count == 2, "an empty run takes no room")
    }

    /// A rebuilt or reset solver keeps only the terms of the definitions it has: the runs of
    /// the definitions it dropped are not left behind in its pool.
    @Test func rebuildingOrResettingLeavesNoStaleDefinitionTerms() throws {
        let solver = Solver()
        let (x, y, z) = (Variable("x"), Variable("y"), Variable("z"))
        try solver.addConstraint(Constraint(x - y - 1.0, .equal))
        try solver.addConstraint(Constraint(y - z - 2.0, .equal))
        let live = solver.definitionTermPool.terms.count
        #expect(live == 2)
        #expect(solver.rebuildTableau())
        #expect(solver.definitionTermPool.terms.count == live)
        solver.reset()
        #expect(solver.definitionTermPool.terms.isEmpty)
    }

    /// A removal gives back the records of every term, read from the constraint again, however
    /// many; for a definition, a tableau row and an optional row alike.
    @Test(arguments: 1...6)
    func removalsLetTheRecordsOfEveryTermGo(termCount: Int) throws {
        let solver = Solver()
        let variables = (0..<termCount).map { Variable("v\($0)") }
        let sum = Expression(variables.map { Term($0, 1) }, constant: -10)
        let constraints = [
            Constraint(sum, .equal),
            Constraint(Expression(variables.map { Term($0, 2) }, constant: -30), .lessThanOrEqual),
            Constraint(Expression(variables.map { Term($0, -1) }, constant: 12), .equal, strength: .weak),
        ]
        for constraint in constraints { try solver.addConstraint(constraint) }
        #expect(solver.variableCount == termCount)
        for constraint in constraints.reversed() { try solver.removeConstraint(constraint) }
        #expect(solver.variableCount == 0)
    }
}
