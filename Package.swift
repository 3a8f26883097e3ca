// swift-tools-version: 6.0
// Swift 6 language mode: strict concurrency checking is on for every target.

import PackageDescription

/// Tableau invariants (`Solver.checkInvariants`) run after every public solver operation in
/// debug builds, which is what `swift test` builds. Release builds (the benchmark) skip them.
let solverChecks: [SwiftSetting] = [.define("SOLVER_INTERNAL_CHECKS", .when(configuration: .debug))]

let package = Package(
    name: "ScrollingStack",
    products: [
        .library(name: "Cassowary", targets: ["Cassowary"]),
        .library(name: "Geometry", targets: ["Geometry"]),
        .library(name: "Layout", targets: ["Layout"]),
        .library(name: "Views", targets: ["Views"]),
        .library(name: "Rendering", targets: ["Rendering"]),
        /// Cairo drawing, Pango text, PNG images and screenshots for the native toolkit.
        .library(name: "CairoRendering", targets: ["CairoRendering"]),
        /// The X11 window shell for the native toolkit (UIKit apps get it through `UIKit`).
        .library(name: "X11Shell", targets: ["X11Shell"]),
        /// UIKit's API over the toolkit: `import UIKit` code from iOS, in an X11 window; with it,
        /// `import QuartzCore` and `import CoreGraphics` (the same API here), and Swift Testing's
        /// overlay for UIKit, which `import Testing` beside `import UIKit` looks for.
        .library(
            name: "UIKit", targets: ["UIKit", "QuartzCore", "CoreGraphics", "_Testing_UIKit", "_Testing_CoreGraphics"]),
        .executable(name: "stackbench", targets: ["StackBench"]),
        .executable(name: "toolkitbench", targets: ["ToolkitBench"]),
        // Preloaded by tests and benchmarks that count allocations (LD_PRELOAD); not for apps.
        .library(name: "AllocationCounter", type: .dynamic, targets: ["AllocationCounter"]),
        .executable(name: "stackdemo", targets: ["StackDemo"]),
        .executable(name: "solverreplay", targets: ["SolverReplay"]),
    ],
    targets: [
        // MARK: - System libraries (module map + pkg-config name, nothing else)
        .systemLibrary(
            name: "CX11", pkgConfig: "x11-xcb",
            providers: [.apt(["libx11-dev", "libx11-xcb-dev", "libxi-dev"])]),
        .systemLibrary(
            name: "CCairo", pkgConfig: "cairo-xlib",
            providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(
            name: "CPango", pkgConfig: "pangocairo",
            providers: [.apt(["libpango1.0-dev"])]),
        .systemLibrary(
            name: "CXKBCommon", pkgConfig: "xkbcommon-x11",
            providers: [.apt(["libxkbcommon-dev", "libxkbcommon-x11-dev"])]),

        // MARK: - Pure logic
        /// The constraint solver. Imports nothing, not even Foundation.
        .target(name: "Cassowary", swiftSettings: solverChecks),
        /// Points, sizes, rectangles, insets, axes.
        .target(name: "Geometry"),
        /// Auto Layout (items, guides, anchors, constraints) over the solver. No X11, no Cairo.
        .target(name: "Layout", dependencies: ["Cassowary", "Geometry"]),
        /// The drawing seam: Canvas and TextMeasurer protocols, colours, fonts. No Cairo.
        .target(name: "Rendering", dependencies: ["Geometry"]),
        /// Views, stack view, scroll view, scroll physics. No X11, no Cairo.
        .target(name: "Views", dependencies: ["Layout", "Rendering", "Geometry"]),
        /// Canvas and TextMeasurer over Cairo and Pango; PNG images and screenshots.
        .target(name: "CairoRendering", dependencies: ["Rendering", "Geometry", "CCairo", "CPango"]),
        /// The X11 window shell: every Xlib, XInput2 and xkbcommon call, and the event loop.
        .target(
            name: "X11Shell",
            dependencies: ["Views", "CairoRendering", "Rendering", "Geometry", "CX11", "CXKBCommon", "CCairo"]),
        /// The demo's scenes, layout dump and options, shared by the executable and its tests.
        .target(name: "DemoKit", dependencies: ["Views", "CairoRendering", "Rendering", "Geometry"]),

        /// UIKit's names and behaviour (views, controllers, controls, the application and its run
        /// loop, event dispatch) over Views, drawn by CairoRendering in an X11Shell window.
        .target(
            name: "UIKit",
            dependencies: ["Views", "Layout", "Rendering", "Geometry", "CairoRendering", "X11Shell", "UIKitSupport"]),
        /// Core Animation's and CoreGraphics' names, which iOS code imports on their own: UIKit's
        /// layers and contexts, re-exported.
        .target(name: "QuartzCore", dependencies: ["UIKit"]),
        .target(name: "CoreGraphics", dependencies: ["UIKit"]),
        /// Empty: Swift Testing's cross-import overlays, which the compiler looks for when a
        /// file imports Testing beside UIKit or CoreGraphics (on Apple's platforms they add
        /// image attachments).
        .target(name: "_Testing_UIKit"),
        .target(name: "_Testing_CoreGraphics"),
        /// What Swift cannot say: making the `@main` delegate from its class, stdout buffering.
        .target(name: "UIKitSupport"),
        /// Counts the heap allocations of a process it is preloaded into (Scripts/check-allocations).
        .target(name: "AllocationCounter"),

        /// Solver op scripts (the differential fuzzer's format): parsing and replay.
        .target(name: "SolverScript", dependencies: ["Cassowary"]),

        // MARK: - Executables
        .executableTarget(name: "StackBench", dependencies: ["Cassowary"]),
        /// `toolkitbench`: the labels scene's stack edits through the toolkit, headless (Scripts/bench toolkit).
        /// Preloaded with the AllocationCounter library, it also reports allocations per step.
        .executableTarget(name: "ToolkitBench", dependencies: ["Views", "Layout", "Geometry"]),
        /// `solverreplay`: replays op scripts from standard input for `Scripts/fuzz`.
        .executableTarget(name: "SolverReplay", dependencies: ["SolverScript"]),
        // Release builds link the Swift runtime statically: the demo starts faster (no runtime
        // libraries to load and relocate) and maps about 2 MB less (the demo's start-up figures).
        // lld lays out the functions that run together side by side (stackdemo.order, made by
        // Scripts/order-file) and packs the 25 000 relative relocations into a few kilobytes
        // (RELR), and nothing is exported (nothing looks symbols up in the demo, and 3500 public
        // ones made a 290 kB dynamic symbol table): the binary maps about 2 MB less again
        // (Scripts/check-residency). The runtime's C++ library is linked statically too
        // (StaticCxx/libstdc++.so): its shared copy's symbol tables took 0.9 MB of every launch.
        .executableTarget(
            name: "StackDemo", dependencies: ["DemoKit", "X11Shell"], exclude: ["stackdemo.order", "StaticCxx"],
            linkerSettings: [
                .unsafeFlags(
                    [
                        "-static-stdlib", "-use-ld=lld",
                        "-Xlinker",
                        "--symbol-ordering-file=\(Context.packageDirectory)/Sources/StackDemo/stackdemo.order",
                        "-Xlinker", "--no-warn-symbol-ordering", "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs",
                        "-Xlinker", "--no-export-dynamic",
                        "-L\(Context.packageDirectory)/Sources/StackDemo/StaticCxx",
                    ], .when(configuration: .release))
            ]),

        // MARK: - Tests
        /// Fixtures and expectations shared by the test targets.
        .target(
            name: "TestSupport", dependencies: ["Cassowary", "Geometry", "Layout", "Views"], path: "Tests/TestSupport"),
        .testTarget(
            name: "CassowaryTests", dependencies: ["TestSupport", "Cassowary", "StackBench", "SolverScript"],
            exclude: ["Fixtures"], swiftSettings: solverChecks),
        .testTarget(name: "LayoutTests", dependencies: ["TestSupport", "Layout", "Cassowary", "Geometry"]),
        .testTarget(name: "ViewsTests", dependencies: ["TestSupport", "Views", "Rendering", "Geometry", "Layout"]),
        .testTarget(
            name: "DemoTests",
            dependencies: ["TestSupport", "DemoKit", "Views", "CairoRendering", "Rendering", "Geometry"]),
        .testTarget(name: "UIKitTests", dependencies: ["UIKit", "Views", "Geometry", "Rendering", "CairoRendering"]),
        // iOS code in the Swift 5 language mode, as most apps are: UIKit's main-actor isolation
        // is not enforced there, as for Apple's UIKit (this target does not compile otherwise).
        .testTarget(
            name: "UIKitSwift5ModeTests",
            dependencies: ["UIKit", "QuartzCore", "CoreGraphics", "_Testing_UIKit", "_Testing_CoreGraphics"],
            swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(name: "X11ShellTests", dependencies: ["X11Shell", "Views", "Geometry"]),
        .testTarget(
            name: "SystemLibrariesTests",
            dependencies: ["CX11", "CCairo", "CPango", "CXKBCommon"]),
    ]
)
