import Foundation

/// `stackbench`: the solver workloads W1–W8 (see `Workload`), each (workload, N) printed as one JSON line
/// with its median time, checks and `ok`. Each (workload, N) runs in a child process so that `--timeout`
/// can stop it and still report it.
let usage = """
    usage: stackbench [--n N [N ...]] [--only W1 [W3 ...]] [--repeats R] [--timeout S]
      --n        row counts (default 100 1000 10000)
      --only     workloads to run, of W1 … W8 (default all)
      --repeats  repeats per (workload, N) (default 15, 7, 3 for N = 100, 1000, 10000; else 3)
      --timeout  seconds one (workload, N) may take before it is stopped (default 300)
    """

struct Options {
    var sizes = [100, 1000, 10000]
    var workloads = Workload.allCases
    var repeats: Int?
    var timeout = 300.0
    var child = false
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("stackbench: \(message)\n\(usage)\n".utf8))
    exit(2)
}

func parse(_ arguments: [String]) -> Options {
    var options = Options()
    var index = 0
    func values() -> [String] {
        var found: [String] = []
        while index + 1 < arguments.count, !arguments[index + 1].hasPrefix("--") {
            index += 1
            found.append(arguments[index])
        }
        if found.isEmpty { fail("\(arguments[index]) needs a value") }
        return found
    }
    while index < arguments.count {
        switch arguments[index] {
        case "--n":
            options.sizes = values().map { whole($0, atLeast: 2, "N") }
        case "--only":
            options.workloads = values().map { name in
                guard let workload = Workload(rawValue: name.uppercased()) else { fail("unknown workload \(name)") }
                return workload
            }
        case "--repeats":
            options.repeats = whole(values()[0], atLeast: 1, "repeat count")
        case "--timeout":
            guard let seconds = Double(values()[0]), seconds > 0 else { fail("bad timeout \(arguments[index])") }
            options.timeout = seconds
        case "--child":
            options.child = true
        case "--help", "-h":
            print(usage)
            exit(0)
        default:
            fail("unknown option \(arguments[index])")
        }
        index += 1
    }
    return options
}

func whole(_ text: String, atLeast minimum: Int, _ what: String) -> Int {
    guard let value = Int(text), value >= minimum else { fail("bad \(what): \(text)") }
    return value
}

func defaultRepeats(_ n: Int) -> Int { n <= 100 ? 15 : n <= 1000 ? 7 : 3 }

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.count % 2 == 1
        ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

func json(_ fields: [(String, Any?)]) -> String {
    let parts = fields.map { key, value -> String in
        let text: String
        switch value {
        case nil: text = "null"
        case let string as String: text = "\"\(string)\""
        case let bool as Bool: text = bool ? "true" : "false"
        case let int as Int: text = "\(int)"
        case let double as Double: text = double.isFinite ? "\(double)" : "null"
        default: text = "\(value!)"
        }
        return "\"\(key)\": \(text)"
    }
    return "{" + parts.joined(separator: ", ") + "}"
}

/// This process's peak resident memory so far in MiB (the kernel's high-water mark), as the
/// X11 benchmark measures the demo's: each (workload, N) runs in a process of its own.
func peakResidentMiB() -> Double? {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
        let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
        let kib = Double(line.split(whereSeparator: \.isWhitespace).dropFirst().first ?? "")
    else { return nil }
    return kib / 1024
}

/// Runs every repeat of one (workload, N) in this process and prints its line.
func runDirectly(_ workload: Workload, n: Int, repeats: Int) {
    let expected = ExpectedResults(n: n)
    var runs: [Measurement] = []
    for _ in 0..<repeats {
        do { runs.append(try workload.run(n: n)) } catch { fail("\(workload.rawValue) N=\(n) failed: \(error)") }
    }
    let last = runs.last!
    let expectedChecksum: Double
    switch workload {
    case .w2, .w7: expectedChecksum = expected.resizedChecksum
    case .w4: expectedChecksum = expected.horizontalChecksum
    default: expectedChecksum = expected.verticalChecksum
    }
    let expectedHeight = workload == .w4 ? StackSystem.frameHeight : expected.contentExtent
    var ok = runs.allSatisfy {
        abs($0.contentHeight - expectedHeight) <= 1e-6
            && abs($0.checksum - expectedChecksum) <= 1e-6 * abs(expectedChecksum)
    }
    if workload == .w8 {
        // No closed form: every required constraint holds; the objective is compared with kiwi's.
        ok = runs.allSatisfy { $0.objective!.isFinite }
        print(
            json([
                ("impl", "scrollingstack-swift"), ("workload", workload.rawValue), ("n", n), ("repeats", repeats),
                ("ms", median(runs.map(\.ms))), ("ms_min", runs.map(\.ms).min()!), ("objective", last.objective),
                ("peak_mib", peakResidentMiB()), ("ok", ok),
            ]))
        return
    }
    var fields: [(String, Any?)] = [
        ("impl", "scrollingstack-swift"), ("workload", workload.rawValue), ("n", n), ("repeats", repeats),
        ("ms", median(runs.map(\.ms))), ("ms_min", runs.map(\.ms).min()!),
        ("content_height", last.contentHeight), ("expected_content_height", expectedHeight),
        ("checksum", last.checksum), ("expected_checksum", expectedChecksum),
    ]
    for key in last.extra.keys.sorted() { fields.append((key, median(runs.map { $0.extra[key]! }))) }
    if workload == .w3 {
        ok = ok && runs.allSatisfy { abs($0.hiddenContentHeight! - expected.hiddenContentHeight) <= 1e-6 }
        fields.append(("content_height_hidden", last.hiddenContentHeight))
        fields.append(("expected_content_height_hidden", expected.hiddenContentHeight))
    }
    if workload == .w4 {
        ok = ok && runs.allSatisfy { abs($0.contentWidth! - expected.contentExtent) <= 1e-6 }
        fields.append(("content_width", last.contentWidth))
    }
    fields.append(("peak_mib", peakResidentMiB()))
    fields.append(("ok", ok))
    print(json(fields))
}

/// Runs one (workload, N) in a child process, stopping it after the timeout.
func runInChild(_ workload: Workload, n: Int, repeats: Int, timeout: Double) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
    if !FileManager.default.isExecutableFile(atPath: process.executableURL!.path) {
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    }
    process.arguments = ["--child", "--only", workload.rawValue, "--n", "\(n)", "--repeats", "\(repeats)"]
    let pipe = Pipe()
    process.standardOutput = pipe
    do { try process.run() } catch { fail("cannot start a child process: \(error)") }
    let deadline = Date().addingTimeInterval(timeout)
    while process.isRunning && Date() < deadline { usleep(2000) }
    if process.isRunning {
        process.terminate()
        process.waitUntilExit()
        print(
            json([
                ("impl", "scrollingstack-swift"), ("workload", workload.rawValue), ("n", n), ("repeats", repeats),
                ("ms", nil), ("ms_min", nil), ("timed_out", true), ("timeout_s", timeout), ("ok", nil),
            ]))
        return
    }
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    FileHandle.standardOutput.write(Data(output.utf8))
    if process.terminationStatus != 0 { exit(process.terminationStatus) }
}

/// A child ends when its parent does (killed by an outer time limit, say): reparented, it would
/// go on loading the machine that later measurements run on. Checked once a second.
func exitWhenOrphaned() {
    let parent = getppid()
    let timer = DispatchSource.makeTimerSource(queue: .global(qos: .utility))
    timer.schedule(deadline: .now() + orphanCheckInterval, repeating: orphanCheckInterval)
    timer.setEventHandler { if getppid() != parent { exit(3) } }
    timer.resume()
    orphanTimer = timer
}

let orphanCheckInterval = DispatchTimeInterval.seconds(1)
nonisolated(unsafe) var orphanTimer: DispatchSourceTimer?

let options = parse(Array(CommandLine.arguments.dropFirst()))
if options.child { exitWhenOrphaned() }
for n in options.sizes {
    for workload in options.workloads {
        let repeats = options.repeats ?? defaultRepeats(n)
        if options.child {
            runDirectly(workload, n: n, repeats: repeats)
        } else {
            runInChild(workload, n: n, repeats: repeats, timeout: options.timeout)
        }
    }
}
