import Cassowary
import Foundation
import TestSupport
import Testing

/// Our solver against kiwi: `Fixtures/kiwi-differential.json` holds random systems and kiwi's
/// solution after every step (made by `Scripts/make-kiwi-fixture.py` with PyPI's kiwisolver).
@Suite("Differential against kiwi")
struct DifferentialTests {
    struct Fixture: Decodable {
        struct System: Decodable {
            var names: [String]
            var ops: [Operation]
        }
        struct Operation: Decodable {
            var op: String
            var id: Int?
            var terms: [[Double]]?
            var constant: Double?
            var relation: String?
            var strength: [Double]?
            var variable: Int?
            var value: Double?
            /// kiwi's values after this step (absent on the weak stays that open a system).
            var expect: [Double]?
        }
        var kiwisolver: String
        var systems: [System]
    }

    static let fixture: Fixture = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/kiwi-differential.json")
        return try! JSONDecoder().decode(Fixture.self, from: Data(contentsOf: url))
    }()

    @Test func fixtureIsSubstantial() {
        #expect(Self.fixture.systems.count >= 100)
        #expect(Self.fixture.systems.map(\.ops.count).reduce(0, +) >= 1000)
    }

    @Test(arguments: 0..<120)
    func agreesWithKiwi(systemIndex: Int) throws {
        let system = Self.fixture.systems[systemIndex]
        let variables = system.names.map { Variable($0) }
        let solver = Solver()
        var constraints: [Int: Constraint] = [:]
        func strength(_ tiers: [Double]) -> Strength { Strength(strong: tiers[0], medium: tiers[1], weak: tiers[2]) }

        for (step, operation) in system.ops.enumerated() {
            switch operation.op {
            case "add":
                let terms = operation.terms!.map { Term(variables[Int($0[0])], $0[1]) }
                let relation: Relation =
                    switch operation.relation! {
                    case "==": .equal
                    case "<=": .lessThanOrEqual
                    default: .greaterThanOrEqual
                    }
                let constraint = Constraint(
                    Expression(terms, constant: operation.constant!), relation, strength: strength(operation.strength!))
                constraints[operation.id!] = constraint
                try solver.addConstraint(constraint)
            case "remove":
                try solver.removeConstraint(constraints[operation.id!]!)
            case "edit":
                try solver.addEditVariable(variables[operation.variable!], strength: strength(operation.strength!))
            default:
                try solver.suggestValue(operation.value!, for: variables[operation.variable!])
            }
            guard let expect = operation.expect else { continue }
            solver.updateVariables()

            for (variable, expected) in zip(variables, expect) {
                expectClose(
                    variable.value, expected, tolerance: 1e-6 * max(1, abs(expected)),
                    "system \(systemIndex) step \(step) (\(operation.op)) \(variable.name):")
            }
        }
    }
}
