import Foundation
import SolverScript

// `solverreplay`: the differential fuzzer's view of our solver. Each line of standard input is
// one script, `{"ops": [...]}`; each gets one line back, `{"results": [...]}`, one result per op.
// A broken tableau invariant traps (debug builds), which the fuzzer counts as a crash.
// `--dump` writes the solver's state to standard error after every op, for debugging.

let dumpsState = CommandLine.arguments.contains("--dump")

while let line = readLine() {
    guard !line.isEmpty else { continue }
    var results: [Any] = []
    do {
        guard let script = try ScriptOperation.jsonObject(line) as? [String: Any],
            let ops = script["ops"] as? [[String: Any]]
        else { throw ScriptError(description: "a script is {\"ops\": [...]}") }
        let replayer = ScriptReplayer()
        for op in ops {
            let operation = try ScriptOperation(json: op)
            results.append(try replayer.run(operation).json)
            if dumpsState {
                FileHandle.standardError.write(Data("== \(op) -> \(results.last!)\n\(replayer.solver.dump())\n".utf8))
            }
        }
        let data = try JSONSerialization.data(withJSONObject: ["results": results])
        FileHandle.standardOutput.write(data + Data("\n".utf8))
    } catch {
        // Through the JSON encoder: the message may hold quotes.
        let data = (try? JSONSerialization.data(withJSONObject: ["error": "\(error)"])) ?? Data("{}".utf8)
        FileHandle.standardOutput.write(data + Data("\n".utf8))
    }
}
