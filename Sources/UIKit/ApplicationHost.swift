internal import CairoRendering
internal import Geometry
internal import Views
internal import X11Shell

#if canImport(Glibc)
    import Glibc
#endif

/// Runs a UIKit application in an X11 window: the shell's client (events in, frames out) and
/// the run loop that drains the main queue, fires timers and sleeps when nothing is due.
@preconcurrency @MainActor
final class ApplicationHost: ShellClient {
    private let application: UIApplication
    private(set) var key: UIWindow
    let dispatcher: EventDispatcher
    private var shell: X11Shell?
    private var isPumping = false
    private var wakeScheduled = false
    private var scrollViewsCache: [UIScrollView]?
    private var appearanceFinished = false
    /// Whether the last tick asked for more frames.
    private var wasAnimating = false
    /// Controllers shown after launch, told they appeared once their view has been laid out.
    private var appearing: [UIViewController] = []
    private let startTime = ScrollView.monotonicSeconds()

    init(application: UIApplication, window: UIWindow) {
        self.application = application
        key = window
        dispatcher = EventDispatcher(window: window)
    }

    // MARK: - ShellClient

    /// The scene's title if set; otherwise the root controller's, or for a container without
    /// one, that of the controller it shows.
    var title: String {
        if let sceneTitle = key.windowScene?.title, !sceneTitle.isEmpty { return sceneTitle }
        return key.rootViewController?.shownTitle ?? ProcessInfo.processInfo.processName
    }

    var window: Window { key.root }

    var cursorShape: CursorShape { dispatcher.cursorShape }

    /// The scene's size restrictions where they are set (a length of zero, or of the largest
    /// number, is none); the standard limits elsewhere.
    var sizeLimits: WindowSizeLimits {
        guard let restrictions = key.windowScene?.sizeRestrictions else { return .standard }
        func given(_ length: CGFloat) -> Double? {
            length > 0 && length < .greatestFiniteMagnitude ? Double(length) : nil
        }
        let standard = WindowSizeLimits.standard.minimum
        let minimum = restrictions.minimumSize
        let maximum = restrictions.maximumSize
        var limits = WindowSizeLimits(
            minimum: Size(
                width: given(minimum.width) ?? standard.width, height: given(minimum.height) ?? standard.height))
        if given(maximum.width) != nil || given(maximum.height) != nil {
            limits.maximum = Size(width: given(maximum.width) ?? .infinity, height: given(maximum.height) ?? .infinity)
        }
        return limits
    }
    private(set) var quitReason: String?

    func handlePointer(_ event: PointerEvent) {
        dispatcher.handlePointer(event)
    }

    func handleScroll(_ event: ScrollEvent) {
        dispatcher.handleScroll(event)
    }

    func handleKey(_ event: KeyEvent) {
        dispatcher.handleKey(event)
    }

    func handleResize(_ size: Size, time: Double) {
        key.resize(to: CGSize(size))
    }

    func handleFocusChange(_ isFocused: Bool) {
        application.keyboardFocusDidChange(isFocused)
    }

    func tick(_ time: Double) -> Bool {
        var animating = key.root.advanceTransition(to: time)
        for scroll in scrollViews where scroll.advance(to: time) { animating = true }
        if DisplayLinks.fire(at: time) { animating = true }
        if LayerAnimations.advance(to: time) { animating = true }
        if key.root.layoutEngine.needsLayout { key.layoutIfNeeded() }
        if !appearing.isEmpty {
            let appeared = appearing
            appearing.removeAll()
            for controller in appeared { controller.endAppearance() }
        }
        // What lies under a still pointer moves with the animation, to its last frame.
        if animating || wasAnimating { dispatcher.refreshHover() }
        wasAnimating = animating
        // An animation the layout or the appearance calls just started needs frames too.
        return animating || key.root.needsTransitionFrames
    }

    func didPresentFirstFrame(time: Double) {
        guard !appearanceFinished else { return }
        appearanceFinished = true
        key.rootViewController?.endAppearance()
        application.becomeActive()
        if ProcessInfo.processInfo.environment["UIKIT_TRACE"] != nil {
            print("UIKit: first frame after \(Int(((time - startTime) * 1000).rounded())) ms")
        }
    }

    func willExit(reason: String) {}

    // MARK: - Requests from the views

    func setNeedsDisplay() {
        shell?.setNeedsDisplay()
        guard !isPumping, !wakeScheduled else { return }
        // A change made outside an event (a timer, a task) wakes the loop, which then draws.
        wakeScheduled = true
        DispatchQueue.main.async { MainActor.assumeIsolated { self.wakeScheduled = false } }
    }

    func treeDidChange() { scrollViewsCache = nil }

    /// `controller` became the root view controller of the shown window.
    func controllerWillAppear(_ controller: UIViewController) {
        appearing.append(controller)
        setNeedsDisplay()
    }

    func windowDidBecomeKey(_ window: UIWindow) {
        key = window
        dispatcher.window = window
        treeDidChange()
    }

    /// Every scroll view in the key window, found again only after the tree changed.
    private var scrollViews: [UIScrollView] {
        if let scrollViewsCache { return scrollViewsCache }
        var found: [UIScrollView] = []
        var pending: [UIView] = [key]
        while let view = pending.popLast() {
            if let scroll = view as? UIScrollView { found.append(scroll) }
            pending.append(contentsOf: view.subviews)
        }
        scrollViewsCache = found
        return found
    }

    func handleUnclaimedKey(_ key: UIKey) -> Bool {
        dispatcher.handleUnclaimedKey(key) { self.quitReason = "quit" }
    }

    // MARK: - Running

    /// Opens the window (or, with `UIKIT_SCREENSHOT=FILE.png`, draws one frame to a PNG
    /// without a display) and runs until the window closes.
    func run() -> Never {
        if let path = ProcessInfo.processInfo.environment["UIKIT_SCREENSHOT"] { screenshot(to: path) }
        key.layoutIfNeeded()
        let shell: X11Shell
        do {
            shell = try X11Shell(client: self, scale: Double(UIScreen.main.scale))
        } catch {
            UIApplication.fail("\(error); set UIKIT_SCREENSHOT=FILE.png to draw the first frame without one")
        }
        self.shell = shell
        UIPasteboard.general.move(to: WindowClipboard(shell: shell) { [unowned self] in pump() })
        let queue = DispatchQueue.main
        let sources = [shell.connectionFileDescriptor, shell.signalFileDescriptor].map { descriptor in
            let source = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: queue)
            source.setEventHandler { MainActor.assumeIsolated { self.pump() } }
            source.resume()
            return source
        }
        let frameInterval = Double(X11Shell.frameIntervalMilliseconds) / 1000
        while true {
            pump()
            // Events Xlib already read (during a sync) wake nothing: handle them before sleeping.
            let limit =
                shell.hasQueuedEvents
                ? Date() : shell.isAnimating ? Date(timeIntervalSinceNow: frameInterval) : Date.distantFuture
            _ = withExtendedLifetime(sources) { RunLoop.main.run(mode: .default, before: limit) }
        }
    }

    private func pump() {
        guard let shell, !isPumping else { return }
        isPumping = true
        let reason = shell.pump()
        isPumping = false
        guard let reason else { return }
        // The window's clipboard goes with its connection: what it served stays in the process.
        UIPasteboard.general.keep(shell.ownedClipboardText)
        shell.finish(reason)
        application.terminate(reason: reason)
    }

    private func screenshot(to path: String) -> Never {
        key.layoutIfNeeded()
        key.rootViewController?.endAppearance()
        let size = key.root.size
        do {
            try ImageRenderer.writePNG(size: size, scale: Double(UIScreen.main.scale), to: path) { canvas in
                key.root.draw(into: canvas)
            }
        } catch {
            UIApplication.fail("\(error)")
        }
        exit(0)
    }
}

/// The window's clipboard for the general pasteboard. Reaching the X server may read events into
/// Xlib's queue, where the run loop does not see them: after a copy or paste made outside the
/// loop's turn (from a timer), the main queue pumps them, instead of the loop sleeping on them.
@MainActor
private final class WindowClipboard: Clipboard {
    private let shell: X11Shell
    private let pump: () -> Void

    init(shell: X11Shell, pump: @escaping () -> Void) {
        self.shell = shell
        self.pump = pump
    }

    func text() -> String? {
        defer { pumpQueuedEvents() }
        return shell.text()
    }

    func setText(_ text: String?) {
        shell.setText(text)
        pumpQueuedEvents()
    }

    private func pumpQueuedEvents() {
        guard shell.hasQueuedEvents else { return }
        DispatchQueue.main.async { [pump] in MainActor.assumeIsolated { pump() } }
    }
}
