import Foundation
import Geometry
import Layout
import Views

/// `toolkitbench`: the stack edits of the demo's labels scene through the toolkit (views, stack
/// constraints, layout engine and solver) without a display or fonts, so each layer's cost can
/// be measured and profiled on its own. Text is measured by the toolkit's font-free measurer.
/// Each (workload, N) prints one JSON line with its median time per step and whether the layout
/// was right; with the AllocationCounter library preloaded, also the allocations of each step
/// and, for T1, the heap the built scene holds.
let usage = """
    usage: toolkitbench [--n N [N ...]] [--only T1 [T2 ...]] [--repeats R]
      --n        row counts (default 1000 10000)
      --only     workloads, of T1 (build and lay out), T2 (axis toggle there and back),
                 T3 (hide and show a middle row) (default all)
      --repeats  repeats per (workload, N) (default 5)
    """

/// The demo's labels scene: a vertical scrolling stack of N labels, spacing 10, in a window.
@MainActor
struct LabelsScene {
    static let windowSize = Size(width: 800, height: 600)
    static let spacing = 10.0
    let window = Window(size: LabelsScene.windowSize)
    let scroll: ScrollingStackView
    let labels: [Label]

    init(rows: Int) {
        scroll = ScrollingStackView(axis: .vertical, id: "scroll")
        scroll.spacing = LabelsScene.spacing
        labels = (1...rows).map { Label(text: "Hello, this is label nº \($0)", id: "label-\($0)") }
        for label in labels { scroll.addArrangedSubview(label) }
        window.addSubview(scroll)
        LayoutConstraint.activate(scroll.edgeConstraints(equalTo: window.safeAreaLayoutGuide))
        measuredEngine = window.layoutEngine
    }

    /// The content length along `axis` that the visible labels must add up to.
    func expectedContentLength(along axis: Axis) -> Double {
        let visible = labels.filter { !$0.isHidden }
        let lengths = visible.map { axis == .vertical ? $0.intrinsicContentSize.height : $0.intrinsicContentSize.width }
        return lengths.reduce(0, +) + LabelsScene.spacing * Double(max(0, visible.count - 1))
    }

    func contentLength(along axis: Axis) -> Double {
        axis == .vertical ? scroll.contentSize.height : scroll.contentSize.width
    }

    func isLaidOut(along axis: Axis) -> Bool {
        abs(contentLength(along: axis) - expectedContentLength(along: axis)) <= 1e-6
    }
}

enum Workload: String, CaseIterable {
    /// Builds the scene and lays it out (the first frame's layout).
    case t1 = "T1"
    /// Turns the built stack horizontal and lays out, then vertical again (two toggles, each timed).
    case t2 = "T2"
    /// Hides the middle row and lays out, then shows it again.
    case t3 = "T3"

    /// Milliseconds per timed step, and whether every layout was right.
    @MainActor
    func run(n: Int) -> (steps: [Double], ok: Bool) {
        switch self {
        case .t1:
            var scene: LabelsScene?
            measuredEngine = nil
            let heapBefore = liveHeapBytes?() ?? 0
            let ms = milliseconds {
                scene = LabelsScene(rows: n)
                scene!.window.layout()
            }
            if let liveHeapBytes { sceneHeapBytes.append(liveHeapBytes() - heapBefore) }
            return ([ms], scene!.isLaidOut(along: .vertical))
        case .t2:
            let scene = LabelsScene(rows: n)
            scene.window.layout()
            let there = milliseconds {
                scene.scroll.axis = .horizontal
                scene.window.layout()
            }
            var ok = scene.isLaidOut(along: .horizontal)
            let back = milliseconds {
                scene.scroll.axis = .vertical
                scene.window.layout()
            }
            ok = ok && scene.isLaidOut(along: .vertical)
            return ([there, back], ok)
        case .t3:
            let scene = LabelsScene(rows: n)
            scene.window.layout()
            let row = scene.labels[n / 2]
            let hide = milliseconds {
                row.isHidden = true
                scene.window.layout()
            }
            var ok = scene.isLaidOut(along: .vertical)
            let show = milliseconds {
                row.isHidden = false
                scene.window.layout()
            }
            ok = ok && scene.isLaidOut(along: .vertical)
            return ([hide, show], ok)
        }
    }
}

/// Allocations so far, when the AllocationCounter library is preloaded (LD_PRELOAD).
let mallocCount: (@convention(c) () -> UInt)? = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "allocation_count").map {
    unsafeBitCast($0, to: (@convention(c) () -> UInt).self)
}
nonisolated(unsafe) var allocationsPerStep: [Double] = []
/// Bytes of heap in use now, when the AllocationCounter library is preloaded.
let liveHeapBytes: (@convention(c) () -> Int)? = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "allocation_live_bytes")
    .map { unsafeBitCast($0, to: (@convention(c) () -> Int).self) }
/// The heap each T1 scene held once laid out, while it was still alive.
nonisolated(unsafe) var sceneHeapBytes: [Int] = []
/// The engine of the scene being measured, whose solver work (cells substituted) is counted.
nonisolated(unsafe) var measuredEngine: LayoutEngine?
nonisolated(unsafe) var cellsPerStep: [Int] = []

@MainActor
func milliseconds(_ body: () -> Void) -> Double {
    let allocations = mallocCount?() ?? 0
    let cells = measuredEngine?.solverWork ?? 0
    let start = ContinuousClock.now
    body()
    let elapsed = ContinuousClock.now - start
    cellsPerStep.append((measuredEngine?.solverWork ?? 0) - cells)
    if let mallocCount { allocationsPerStep.append(Double(mallocCount() - allocations)) }
    return Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("toolkitbench: \(message)\n\(usage)\n".utf8))
    exit(2)
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.count % 2 == 1
        ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

var sizes = [1000, 10000]
var workloads = Workload.allCases
var repeats = 5
var arguments = Array(CommandLine.arguments.dropFirst())[...]
while let flag = arguments.popFirst() {
    var values: [String] = []
    while let next = arguments.first, !next.hasPrefix("--") { values.append(arguments.removeFirst()) }
    switch flag {
    case "--n":
        sizes = values.map { Int($0) ?? 0 }
        if values.isEmpty || sizes.contains(where: { $0 < 2 }) { fail("bad row counts \(values)") }
    case "--only":
        workloads = values.map { name in
            guard let workload = Workload(rawValue: name.uppercased()) else { fail("unknown workload \(name)") }
            return workload
        }
        if workloads.isEmpty { fail("--only needs a workload") }
    case "--repeats":
        guard values.count == 1, let count = Int(values[0]), count >= 1 else { fail("bad repeat count \(values)") }
        repeats = count
    case "--help", "-h":
        print(usage)
        exit(0)
    default:
        fail("unknown option \(flag)")
    }
}

MainActor.assumeIsolated {
    for n in sizes {
        for workload in workloads {
            var runs: [[Double]] = []
            var ok = true
            for _ in 0..<repeats {
                let (steps, right) = workload.run(n: n)
                runs.append(steps)
                ok = ok && right
            }
            let stepMedians = runs[0].indices.map { step in median(runs.map { $0[step] }) }
            let figures = stepMedians.map { String(format: "%.3f", $0) }.joined(separator: ", ")
            // Counts are exact, so the last repeat's stand for all of them.
            let allocations = allocationsPerStep.suffix(runs[0].count).map { String(Int($0)) }
            let cells = cellsPerStep.suffix(runs[0].count).map(String.init)
            allocationsPerStep.removeAll()
            cellsPerStep.removeAll()
            var counted = #", "solver_cells": [\#(cells.joined(separator: ", "))]"#
            if !allocations.isEmpty { counted += #", "allocations": [\#(allocations.joined(separator: ", "))]"# }
            if let heap = sceneHeapBytes.last { counted += #", "scene_heap_bytes": \#(heap)"# }
            sceneHeapBytes.removeAll()
            print(
                #"{"impl": "scrollingstack-toolkit", "workload": "\#(workload.rawValue)", "n": \#(n), "#
                    + #""repeats": \#(repeats), "ms": [\#(figures)]\#(counted), "ok": \#(ok)}"#)
        }
    }
}
