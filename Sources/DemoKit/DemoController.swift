import Geometry
import Views

/// The interactive demo, independent of X11: it receives platform-neutral events, drives the
/// scene and writes `--trace` JSON lines. The X11 shell (or a test) feeds it.
///
/// Keys: `1`…`6` and Tab switch scenes; `a` toggles the axis of a scrolling stack (animated);
/// `r` reveals hidden rows; `d` toggles the debug overlay; `q`, Escape, Ctrl+Q quit; arrows,
/// Page Up/Down, Space/Shift+Space, Home/End scroll. Clicking a row hides it (animated);
/// clicking a button highlights it while pressed and fires its action.
@MainActor
public final class DemoController: ShellClient {
    /// The scene on screen; replaced when the user switches scenes.
    public private(set) var scene: Scene
    /// Set to `"quit"` once the user pressed a quit key; the shell then closes the window.
    public private(set) var quitReason: String?
    private let options: DemoOptions
    private let trace: (String) -> Void
    /// The toolkit's routing of pointer, wheel and scrolling keys; clicks it does not take hide rows.
    private let router: EventRouter
    private var reported: [ObjectIdentifier: Point] = [:]
    /// The scene's scroll views, found once per scene (a tree walk per frame would cost O(views)).
    private var scrollViews: [ScrollView] = []
    private let startTime: Double

    /// - Parameters:
    ///   - trace: receives one JSON object per line (without the newline); pass `{ _ in }` to
    ///     trace nothing.
    ///   - startTime: the process start on the shell's clock, for the `ready` event's `ms`.
    public init(options: DemoOptions, startTime: Double, trace: @escaping (String) -> Void) throws(UsageError) {
        self.options = options
        self.trace = trace
        self.startTime = startTime
        scene = try DemoCommand.makeScene(options)
        scrollViews = scene.window.scrollViews
        router = EventRouter(window: scene.window, fallbackScrollView: scene.mainScrollView)
        router.clickHandler = { [unowned self] hit, _, time in self.hideRow(under: hit, time: time) }
        installActions()
    }

    /// `stackdemo — SCENE`, the window title.
    public var title: String { "stackdemo — \(scene.name.rawValue)" }
    /// The current scene's window.
    public var window: Window { scene.window }

    // MARK: - Events

    /// Scrolls the innermost scroll view under the pointer that can move (else the main one); traces new offsets.
    public func handleScroll(_ event: ScrollEvent) {
        router.handleScroll(event)
        reportSettledOffsets()
    }

    /// Routes presses, drags and releases to buttons and scroll views; a click no button takes hides its row.
    public func handlePointer(_ event: PointerEvent) {
        router.handlePointer(event)
        // A fling reports where it comes to rest (from tick), not where it was released.
        if event.phase == .up { reportSettledOffsets(onlyWhenStill: true) }
    }

    /// Runs the key's command (quit, switch scene, toggle axis, reveal rows, debug overlay) or scrolls.
    public func handleKey(_ event: KeyEvent) {
        switch event.key {
        case .character(let text) where event.modifiers.contains(.control):
            if text.lowercased() == "q" { quitReason = "quit" }
        case .character("q"), .escape: quitReason = "quit"
        case .character(let digit) where Int(digit).map({ (1...SceneName.allCases.count).contains($0) }) == true:
            switchScene(to: SceneName.allCases[Int(digit)! - 1], time: event.time)
        case .tab:
            let all = SceneName.allCases
            let next =
                (all.firstIndex(of: scene.name)! + (event.modifiers.contains(.shift) ? all.count - 1 : 1)) % all.count
            switchScene(to: all[next], time: event.time)
        case .character("a"): toggleAxis(time: event.time)
        case .character("r"): revealAll(time: event.time)
        case .character("d"): window.showsDebugOverlay.toggle()
        default: router.handleScrollingKey(event)
        }
    }

    /// Resizes and lays out the window, then traces the new size (in points) and any offsets it moved.
    public func handleResize(_ size: Size, time: Double) {
        guard size != window.size else { return }
        window.resize(to: size)
        window.layout()
        emit(#"{"event":"resize","size":[\#(JSONWriter.number(size.width)),\#(JSONWriter.number(size.height))]}"#)
        reportSettledOffsets()
    }

    /// Advances the layout transition and scroll motions to `time` (seconds); true while any still runs.
    public func tick(_ time: Double) -> Bool {
        var animating = window.advanceTransition(to: time)
        for scroll in scrollViews {
            if scroll.advanceAnimations(to: time) { animating = true }
            if scroll.needsAnimationFrames(at: time) { animating = true }
        }
        if window.layoutEngine.needsLayout { window.layout() }
        reportSettledOffsets(onlyWhenStill: true)
        return animating
    }

    /// Traces `ready` with the milliseconds from process start to the first frame.
    public func didPresentFirstFrame(time: Double) {
        emit(
            #"{"event":"ready","ms":\#(JSONWriter.number(((time - startTime) * 1000).rounded())),"scene":"\#(scene.name.rawValue)"}"#
        )
    }

    /// Traces `exit` with the shell's reason.
    public func willExit(reason: String) {
        emit(#"{"event":"exit","reason":\#(JSONWriter.quote(reason))}"#)
    }

    // MARK: - Actions

    /// A click on a row of a stack view hides it, animated (its smart spacer follows it).
    private func hideRow(under hit: View?, time: Double) {
        guard let (row, _) = arrangedRow(containing: hit) else { return }
        window.animateChanges(at: time) { row.isHidden = true }
        emit(#"{"event":"hidden","id":\#(JSONWriter.quote(row.id)),"hidden":true}"#)
    }

    /// The outermost arranged subview that contains `hit` (or is it), whose stack lives in a scroll view.
    private func arrangedRow(containing hit: View?) -> (View, StackView)? {
        var view = hit
        while let current = view {
            if let stack = current.superview as? StackView, !(current is SpacerView),
                stack.arrangedSubviews.contains(where: { $0 === current }), !(current is StackView)
            {
                return (current, stack)
            }
            view = current.superview
        }
        return nil
    }

    private func toggleAxis(time: Double) {
        guard let stack = scene.mainScrollView as? ScrollingStackView else { return }
        window.animateChanges(at: time) { stack.axis = stack.axis == .vertical ? .horizontal : .vertical }
        emit(#"{"event":"axis","axis":"\#(stack.axis)"}"#)
    }

    private func revealAll(time: Double) {
        let hidden = allViews(window).filter { $0.isHidden && !($0 is SpacerView) }
        guard !hidden.isEmpty else { return }
        window.animateChanges(at: time) { for view in hidden { view.isHidden = false } }
        for view in hidden { emit(#"{"event":"hidden","id":\#(JSONWriter.quote(view.id)),"hidden":false}"#) }
    }

    private func switchScene(to name: SceneName, time: Double) {
        guard name != scene.name else { return }
        var next = options
        next.scene = name
        next.hide = []
        next.offset = nil
        guard let built = try? DemoCommand.makeScene(next) else { return }
        built.window.resize(to: window.size)
        built.window.layout()
        scene = built
        scrollViews = built.window.scrollViews
        router.window = built.window
        router.fallbackScrollView = built.mainScrollView
        reported.removeAll()
        installActions()
        emit(#"{"event":"scene","scene":"\#(name.rawValue)"}"#)
    }

    /// Each button's action reports the tap (the trace shows that the action really ran).
    private func installActions() {
        for case let button as Button in allViews(window) where button.action == nil {
            let id = button.id
            button.action = { [weak self] in self?.emit(#"{"event":"tap","id":\#(JSONWriter.quote(id))}"#) }
        }
    }

    // MARK: - Helpers

    private func allViews(_ root: View) -> [View] {
        [root] + root.subviews.flatMap(allViews)
    }

    /// A `scroll` line for every scroll view whose offset changed since it was last reported;
    /// during animations only once it has stopped moving.
    private func reportSettledOffsets(onlyWhenStill: Bool = false) {
        for scroll in scrollViews {
            let key = ObjectIdentifier(scroll)
            let offset = scroll.contentOffset
            if reported[key] == nil { reported[key] = .zero }
            guard reported[key] != offset else { continue }
            if onlyWhenStill && (scroll.isDecelerating || scroll.isTracking || scroll.advanceAnimationsPending) {
                continue
            }
            reported[key] = offset
            let n = JSONWriter.number
            emit(
                #"{"event":"scroll","id":\#(JSONWriter.quote(scroll.id)),"offset":[\#(n(offset.x)),\#(n(offset.y))],"#
                    + #""contentSize":[\#(n(scroll.contentSize.width)),\#(n(scroll.contentSize.height))],"#
                    + #""bounds":[\#(n(scroll.bounds.width)),\#(n(scroll.bounds.height))]}"#)
        }
    }

    private func emit(_ line: String) { trace(line) }
}
