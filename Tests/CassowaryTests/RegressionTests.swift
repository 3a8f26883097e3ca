import Cassowary
import Foundation
import SolverScript
import TestSupport
import Testing

/// Every failing case the differential fuzzer (`Scripts/fuzz`) ever found, minimised, replayed
/// without an oracle: each op's outcome is the one the fuzzer judged right (kiwi, or an LP where
/// they disagreed), required constraints must hold after every update, and the objective must be
/// the LP's optimum. The tolerances are the fuzzer's (`Scripts/fuzzlib/model.py`).
@Suite("Fuzzer regressions")
struct RegressionTests {
    /// A required constraint holds when its violation is at most this times its scale.
    static let feasibilityTolerance = 1e-4
    /// The objective may exceed the optimum by this times Σ weight × scale, plus the absolute part.
    static let objectiveRelativeTolerance = 1e-6
    static let objectiveAbsoluteTolerance = 1e-7

    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/solver-regressions")

    static let files: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".jsonl") }.sorted()
    }()

    @Test func theFixturesAreThere() {
        #expect(Self.files.count >= 18)
    }

    @Test(arguments: files)
    func replays(_ file: String) throws {
        let text = try String(contentsOf: Self.folder.appendingPathComponent(file), encoding: .utf8)
        let replayer = ScriptReplayer()
        /// Edits as the script made them: strength and last suggested value, by variable.
        var edits: [Int: (strength: Strength, value: Double)] = [:]

        for (step, (json, operation)) in try ScriptOperation.parseLines(text).enumerated() {
            let result = try replayer.run(operation)
            let place = "\(file) op \(step + 1) \(json["op"] ?? "")"
            switch (operation, result) {
            case (.addEdit(let variable, let strength), .ok): edits[variable] = (strength, 0)
            case (.removeEdit(let variable), .ok): edits[variable] = nil
            case (.suggest(let variable, let value), .ok): edits[variable]?.value = value
            case (.reset, .ok): edits = [:]
            default: break
            }
            if let expected = json["expect"] as? String, expected != "ok" || !isValues(result) {
                #expect(describe(result) == expected, "\(place)")
            }
            guard case .values = result, let optimum = json["expect_objective"] as? Double else { continue }
            check(replayer, edits: edits, optimum: optimum, at: place)
        }
    }

    private func isValues(_ result: ScriptResult) -> Bool {
        if case .values = result { return true }
        return false
    }

    private func describe(_ result: ScriptResult) -> String {
        switch result {
        case .ok: "ok"
        case .error(let kind): "err:\(kind)"
        default: "\(result)"
        }
    }

    /// Required constraints hold and the weighted error is the optimum, within the tolerances.
    private func check(
        _ replayer: ScriptReplayer, edits: [Int: (strength: Strength, value: Double)], optimum: Double,
        at place: String
    ) {
        var objective = 0.0
        var objectiveScale = 0.0
        for constraint in replayer.constraints.values where replayer.solver.hasConstraint(constraint) {
            let (violation, scale) = violationAndScale(of: constraint.expression, constraint.relation)
            if constraint.strength.isRequired {
                #expect(
                    violation <= Self.feasibilityTolerance * scale, "\(place): \(constraint) broken by \(violation)")
            } else {
                objective += constraint.strength.value * violation
                objectiveScale += constraint.strength.value * scale
            }
        }
        for (variable, edit) in edits {
            let expression = Cassowary.Expression([Term(replayer.variables[variable])], constant: -edit.value)
            let (violation, scale) = violationAndScale(of: expression, .equal)
            objective += edit.strength.value * violation
            objectiveScale += edit.strength.value * scale
        }
        let tolerance = Self.objectiveRelativeTolerance * objectiveScale + Self.objectiveAbsoluteTolerance
        #expect(objective <= optimum + tolerance, "\(place): objective \(objective), optimum \(optimum)")
    }
}
