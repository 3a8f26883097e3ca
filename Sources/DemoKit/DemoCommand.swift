import CairoRendering
import Geometry
import Views

#if canImport(Glibc)
    import Glibc
#endif

/// `stackdemo`'s command line. Bad input gets one line on standard error naming the problem
/// and the valid choices, exit status 2, and nothing written.
public struct DemoOptions: Equatable, Sendable {
    /// The scene to show (`--scene`).
    public var scene: SceneName = .labels
    /// What the scene is built with (`--rows`, `--axis`).
    public var sceneOptions = SceneOptions()
    /// The window size in points (`--size`).
    public var size = Size(width: 400, height: 600)
    /// Device pixels per point; nil: the display's (Xft.dpi), or 1 headless.
    public var scale: Double?
    /// Print the laid-out view tree as JSON and exit, without a display (`--dump-layout`).
    public var dumpLayout = false
    /// The PNG file to render the scene into before exiting, without a display (`--screenshot`).
    public var screenshot: String?
    /// The folder to render every scene into, one PNG each, before exiting (`--render-all`).
    public var renderAll: String?
    /// Ids of views to hide before the first layout (`--hide`).
    public var hide: [String] = []
    /// The main scroll view's content offset in points, clamped as a user's scroll would be (`--offset`).
    public var offset: Point?
    /// Print one JSON line per notable event: ready, scroll, axis, hidden, tap, scene, resize, exit (`--trace`).
    public var trace = false
    /// Print a `frame` line per presented frame (for the benchmark): `frameMs`, `inputMs`.
    public var frameStats = false
    /// Print the usage text and exit (`--help`, `-h`).
    public var help = false
    /// Print the version and exit (`--version`).
    public var version = false

    /// The defaults: the labels scene in a 400×600-point window, interactive.
    public init() {}
}

/// A usage error: the message names the problem and the valid choices.
public struct UsageError: Error, Equatable, CustomStringConvertible {
    /// The line printed after `stackdemo: `.
    public let message: String
    /// The message itself.
    public var description: String { message }
}

/// The `stackdemo` command: parses its arguments, then writes a dump or screenshots or runs the demo in a window.
public enum DemoCommand {
    /// The version `--version` prints.
    public static let version = "0.2.0"

    /// The text `--help` prints: the options, the scenes and the view ids `--hide` accepts.
    public static let usage = """
        usage: stackdemo [--scene NAME] [--rows N] [--axis vertical|horizontal] [--size WxH] [--scale S]
                         [--hide ID[,ID...]] [--offset X,Y] [--dump-layout | --screenshot FILE.png]
               stackdemo --render-all DIR
        scenes: \(SceneName.allCases.map { "\($0.rawValue)" }.joined(separator: ", ")) (default labels)
          --rows N          labels scene: number of labels (default 29)
          --axis A          labels scene: starting axis (default vertical)
          --size WxH        window size in points (default 400x600)
          --scale S         device pixels per point, 0.5...4 (default 1)
          --hide IDS        hide views by id first (e.g. label-3, button-Help, settings)
          --offset X,Y      set the main scroll view's content offset, clamped as a user's scroll
          --dump-layout     print the laid-out view tree as JSON and exit (no display needed)
          --screenshot F    render to a PNG file and exit (no display needed)
          --render-all DIR  render every scene to DIR/SCENE.png and exit
          --trace           print JSON lines (ready, scroll, axis, hidden, tap, scene, resize, exit)
          --frame-stats     print a JSON line per presented frame: time and kind (for Scripts/bench, e2e)
        ids: labels label-N; profile header, button-<title>, settings; spacers smart-row-N,
             smart-row-N-spacer, custom-row-N; scroll cases scroll, content, block-N, card-N, grid
        """

    /// Parses arguments (without the program name).
    public static func parse(_ arguments: [String]) throws(UsageError) -> DemoOptions {
        var options = DemoOptions()
        var index = 0
        func value(_ flag: String) throws(UsageError) -> String {
            index += 1
            guard index < arguments.count else { throw UsageError(message: "\(flag) needs a value") }
            return arguments[index]
        }
        while index < arguments.count {
            let flag = arguments[index]
            switch flag {
            case "--scene":
                let name = try value(flag)
                guard let scene = SceneName(rawValue: name) else {
                    throw UsageError(
                        message: "unknown scene '\(name)'; valid scenes: "
                            + SceneName.allCases.map(\.rawValue).joined(separator: ", "))
                }
                options.scene = scene
            case "--rows":
                let text = try value(flag)
                guard let rows = Int(text), rows >= 1, rows <= 100_000 else {
                    throw UsageError(message: "malformed --rows '\(text)'; expected a whole number from 1 to 100000")
                }
                options.sceneOptions.rows = rows
            case "--axis":
                let text = try value(flag)
                switch text {
                case "vertical": options.sceneOptions.axis = .vertical
                case "horizontal": options.sceneOptions.axis = .horizontal
                default: throw UsageError(message: "unknown axis '\(text)'; valid axes: vertical, horizontal")
                }
            case "--size":
                let text = try value(flag)
                guard let pair = numbers(text, separator: "x"), pair.0 >= 64, pair.1 >= 64, pair.0 <= 8192,
                    pair.1 <= 8192
                else {
                    throw UsageError(
                        message: "malformed --size '\(text)'; expected WxH in points, each 64...8192, e.g. 400x600")
                }
                options.size = Size(width: pair.0, height: pair.1)
            case "--scale":
                let text = try value(flag)
                guard let scale = Double(text), scale >= 0.5, scale <= 4 else {
                    throw UsageError(message: "malformed --scale '\(text)'; expected a number from 0.5 to 4, e.g. 2")
                }
                options.scale = scale
            case "--hide":
                let text = try value(flag)
                options.hide += text.split(separator: ",").map(String.init).filter { !$0.isEmpty }
            case "--offset":
                let text = try value(flag)
                guard let pair = numbers(text, separator: ",") else {
                    throw UsageError(message: "malformed --offset '\(text)'; expected X,Y in points, e.g. 0,120")
                }
                options.offset = Point(x: pair.0, y: pair.1)
            case "--dump-layout": options.dumpLayout = true
            case "--screenshot": options.screenshot = try value(flag)
            case "--render-all": options.renderAll = try value(flag)
            case "--trace": options.trace = true
            case "--frame-stats": options.frameStats = true
            case "--help", "-h": options.help = true
            case "--version": options.version = true
            default:
                throw UsageError(
                    message: "unknown option '\(flag)'; valid options: --scene, --rows, --axis, --size, --scale, "
                        + "--hide, --offset, --dump-layout, --screenshot, --render-all, --trace, --frame-stats, --help, --version"
                )
            }
            index += 1
        }
        if options.dumpLayout && options.screenshot != nil {
            throw UsageError(message: "--dump-layout and --screenshot exclude each other; choose one")
        }
        return options
    }

    private static func numbers(_ text: String, separator: Character) -> (Double, Double)? {
        let parts = text.split(separator: separator, omittingEmptySubsequences: false)
        guard parts.count == 2, let a = Double(parts[0]), let b = Double(parts[1]), a.isFinite, b.isFinite else {
            return nil
        }
        return (a, b)
    }

    /// Builds the scene the options name, with hidden views and the offset applied.
    @MainActor
    public static func makeScene(_ options: DemoOptions) throws(UsageError) -> Scene {
        let scene = Scene.make(
            options.scene, size: options.size, scale: options.scale ?? 1, options: options.sceneOptions)
        for id in options.hide {
            guard let view = scene.window.view(withID: id) else {
                let ids = allIDs(in: scene.window)
                let shown = ids.prefix(24).joined(separator: ", ") + (ids.count > 24 ? ", …" : "")
                throw UsageError(
                    message: "unknown id '\(id)' in --hide for scene \(options.scene.rawValue); valid ids: \(shown)")
            }
            view.isHidden = true
        }
        scene.window.layout()
        if let offset = options.offset {
            let scroll = scene.mainScrollView
            scroll.setContentOffset(scroll.offsetRange.clamped(offset), animated: false)
            scene.window.layout()
        }
        return scene
    }

    @MainActor
    static func allIDs(in view: View) -> [String] {
        (view.id.map { [$0] } ?? []) + view.subviews.flatMap(allIDs)
    }

    /// Runs the command; returns the exit status.
    @MainActor
    public static func run(_ arguments: [String]) -> Int32 {
        let options: DemoOptions
        do {
            options = try parse(arguments)
        } catch {
            return fail(error.message)
        }
        if options.help {
            output(usage)
            return 0
        }
        if options.version {
            output("stackdemo \(version)")
            return 0
        }
        TextSystem.measurer = PangoTextMeasurer()
        if let directory = options.renderAll { return renderAll(into: directory, options: options) }
        guard options.dumpLayout || options.screenshot != nil else { return interactive(options) }
        let scene: Scene
        do {
            scene = try makeScene(options)
        } catch {
            return fail(error.message)
        }
        if options.dumpLayout {
            output(LayoutDump.json(of: scene))
            return 0
        }
        if let path = options.screenshot {
            do {
                try screenshot(scene, to: path)
            } catch {
                return fail("\(error.description); check that the folder exists and is writable")
            }
            return 0
        }
        return interactive(options)
    }

    /// Opens the window through the installed shell (the executable provides the X11 one).
    @MainActor public static var openWindow: ((DemoController, DemoOptions) -> Int32)?

    @MainActor
    static func interactive(_ options: DemoOptions) -> Int32 {
        let trace: (String) -> Void = options.trace ? { output($0) } : { _ in }
        let controller: DemoController
        do {
            controller = try DemoController(options: options, startTime: processStart, trace: trace)
        } catch {
            return fail(error.message)
        }
        guard let openWindow else { return fail("this build has no window shell; use --screenshot or --dump-layout") }
        return openWindow(controller, options)
    }

    /// When the process started, on the monotonic clock (read as early as `main` runs).
    public nonisolated(unsafe) static var processStart = ScrollView.monotonicSeconds()

    @MainActor
    static func screenshot(_ scene: Scene, to path: String) throws(ImageRenderer.Failure) {
        let window = scene.window
        try ImageRenderer.writePNG(size: window.size, scale: window.scale, to: path) { canvas in
            window.draw(into: canvas)
        }
    }

    @MainActor
    static func renderAll(into directory: String, options: DemoOptions) -> Int32 {
        guard makeDirectories(directory) else {
            return fail("cannot create the folder \(directory): \(String(cString: strerror(errno)))")
        }
        var written: [String] = []
        for name in SceneName.allCases {
            var sceneOptions = options
            sceneOptions.scene = name
            let path = directory + "/" + name.rawValue + ".png"
            do {
                let scene = try makeScene(sceneOptions)
                try screenshot(scene, to: path)
            } catch let error as ImageRenderer.Failure {
                return fail("\(error.description); check that the folder exists and is writable")
            } catch {
                return fail("\(error)")
            }
            written.append(path)
        }
        output("rendered \(written.count) scenes: " + written.joined(separator: " "))
        return 0
    }

    /// Creates `path` and any missing parents (`mkdir -p`); true if it exists as a folder after.
    static func makeDirectories(_ path: String) -> Bool {
        var prefix = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/") {
            prefix += component + "/"
            if mkdir(prefix, 0o755) != 0 && errno != EEXIST { return false }
        }
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
    }

    static func output(_ text: String) {
        write(text + "\n", to: 1)
    }

    static func fail(_ message: String) -> Int32 {
        write("stackdemo: \(message)\n", to: 2)
        return 2
    }

    private static func write(_ text: String, to descriptor: Int32) {
        var remaining = Array(text.utf8)
        while !remaining.isEmpty {
            let count = remaining.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if count <= 0 { return }
            remaining.removeFirst(count)
        }
    }
}
