internal import CCairo
internal import CX11
internal import CXKBCommon
import CairoRendering
import Geometry
import Rendering
import Views

#if canImport(Glibc)
    import Glibc
#endif

// C callbacks capture nothing: they reach the shell's state through these.
nonisolated(unsafe) private var stopSignal: Int32 = 0
/// The self-pipe a signal handler writes to, so a signal that lands just before the loop blocks
/// in poll still wakes it (checking `stopSignal` alone leaves that window: a hang on SIGTERM).
nonisolated(unsafe) private var signalPipe: (read: Int32, write: Int32) = (-1, -1)
/// What the C error handlers print before the message (the application's name).
nonisolated(unsafe) private var messagePrefix = "x11"
/// Called (from the C I/O error handler) when the X server connection is lost, just before exit.
nonisolated(unsafe) private var connectionLostHandler: (() -> Void)?

/// Runs a `ShellClient` in an X11 window until it quits, the window closes or a signal
/// arrives. Every Xlib, XInput2 and xkbcommon call of the project is in this module.
@MainActor
public final class X11Shell {
    /// Why the shell could not reach an X server.
    public enum Failure: Error, CustomStringConvertible {
        /// `DISPLAY` is not set, or empty.
        case noDisplay
        /// `XOpenDisplay` failed for the named display.
        case cannotOpen(String)

        /// A one-line message for the user.
        public var description: String {
            switch self {
            case .noDisplay: "no X display (DISPLAY is not set)"
            case .cannotOpen(let name): "cannot open X display '\(name)'"
            }
        }
    }

    private let client: ShellClient
    let display: OpaquePointer
    let window: UInt
    private var translator: XEventTranslator
    private let scale: Double
    private var pixelSize: (width: Int32, height: Int32)
    private var backBuffer: UInt = 0
    private var surface: OpaquePointer?
    private let graphics: GC
    private let wmProtocols: Atom
    private let wmDelete: Atom
    private let wmPing: Atom
    private var xiOpcode: Int32 = -1
    private var xkbEventBase: Int32 = -1
    private var keyboard: Keyboard?
    /// The union of the Expose rectangles of the current series.
    private var exposedArea: PixelRect?
    private var scrollValuators: [Int32: [ScrollValuator]] = [:]
    private var dirty = true
    private var presented = false
    /// Called after each presented frame with the milliseconds spent rendering and presenting,
    /// when input caused the frame the milliseconds from reading that input to the frame being
    /// on screen, and how the frame was made. Setting it makes every frame wait for the server
    /// (XSync).
    public var frameObserver:
        ((_ frameMilliseconds: Double, _ inputLatencyMilliseconds: Double?, _ kind: FrameKind) -> Void)?

    /// How a presented frame was made.
    public enum FrameKind: String, Sendable {
        /// Drawn and shown whole.
        case whole
        /// A scroll: the last frame's pixels moved, and only what came into view drawn.
        case copied
        /// Only what changed since the last frame drawn and shown.
        case partial
    }
    private var firstUnpresentedInput: Double?
    /// Text shaped for earlier frames, reused while it stays in view.
    private let textLayouts = TextLayoutCache()
    /// Draws each frame into the back buffer, only what changed since the last one.
    private let painter = FramePainter()
    /// Copies within the window, with exposures: the server reports what it could not copy
    /// (a part of the window that was covered) as GraphicsExpose events.
    private let scrollGraphics: GC
    /// Whether no other window covers any part of ours (VisibilityNotify): then a scroll
    /// copies the window's own pixels, and the back buffer is not copied as well.
    private var isUnobscured = false
    /// Whether the window shows pixels the back buffer lacks, moved there by a copy within
    /// the window: the back buffer is right only where frames drew since the last whole one.
    private var backBufferIsStale = false
    private let identity: Identity
    /// The atoms of the clipboard's selection protocol (see `X11Shell+Clipboard.swift`).
    let selectionAtoms: SelectionAtoms
    /// The text this window serves as the CLIPBOARD selection's owner; nil when it owns none
    /// or owns it empty.
    var clipboardText: String?
    /// The server time of the latest key or button press: the time a copy or paste stands for
    /// (ICCCM asks for an event's time, not `CurrentTime`); 0 before any.
    var lastInputServerTime: UInt = 0
    /// The server time this window took the CLIPBOARD selection at (requests from before it are
    /// refused).
    var clipboardOwnedSince: UInt = 0
    /// A motion event not yet delivered: runs of motion collapse to the last one.
    private var pendingMotion: PointerEvent?
    /// The cursor shown over the window; nil before the first.
    private var shownCursorShape: CursorShape?
    /// The X cursors made so far, for each shape; the server frees them with the connection.
    private var cursors: [CursorShape: Cursor] = [:]
    /// Whether the last tick asked for more frames (an animation is running).
    public private(set) var isAnimating = false

    struct ScrollValuator {
        let number: Int32
        let increment: Double
        let horizontal: Bool
    }

    /// Opens the display and the window. `scale` overrides the display's `Xft.dpi` / 96.
    /// `onConnectionLost` runs if the X server goes away, just before the process exits with 1.
    public init(
        client: ShellClient, scale requestedScale: Double?, identity: Identity = .executable,
        onConnectionLost: (() -> Void)? = nil
    ) throws(Failure) {
        let display = try X11Shell.openDisplay()
        self.display = display
        self.client = client
        self.identity = identity
        messagePrefix = identity.name
        connectionLostHandler = onConnectionLost
        XSetIOErrorHandler { _ in
            connectionLostHandler?()
            _ = "\(messagePrefix): lost the connection to the X server\n".withCString { write(2, $0, strlen($0)) }
            _exit(1)
        }
        XSetErrorHandler { _, event in
            let code = event?.pointee.error_code ?? 0
            let request = event?.pointee.request_code ?? 0
            _ = "\(messagePrefix): X error \(code) (request \(request))\n".withCString { write(2, $0, strlen($0)) }
            return 0
        }
        let screen = XDefaultScreen(display)
        let scale = requestedScale ?? X11Shell.resourceScale(display) ?? 1
        self.scale = scale
        translator = XEventTranslator(scale: scale)
        let size = client.window.size
        pixelSize = (Int32((size.width * scale).rounded()), Int32((size.height * scale).rounded()))
        window = XCreateSimpleWindow(
            display, XRootWindow(display, screen), 0, 0, UInt32(pixelSize.width), UInt32(pixelSize.height), 0,
            XBlackPixel(display, screen), XWhitePixel(display, screen))
        // No background: the server must not clear exposed areas before we copy the back buffer.
        XSetWindowBackgroundPixmap(display, window, 0)
        wmProtocols = XInternAtom(display, "WM_PROTOCOLS", 0)
        wmDelete = XInternAtom(display, "WM_DELETE_WINDOW", 0)
        wmPing = XInternAtom(display, "_NET_WM_PING", 0)
        selectionAtoms = SelectionAtoms(display: display)
        graphics = XCreateGC(display, window, 0, nil)
        XSetGraphicsExposures(display, graphics, 0)
        scrollGraphics = XCreateGC(display, window, 0, nil)
        setProperties()
        // Property changes: a large paste comes in chunks, each announced by one.
        var mask =
            ExposureMask | StructureNotifyMask | KeyPressMask | EnterWindowMask | LeaveWindowMask
            | VisibilityChangeMask | PropertyChangeMask | FocusChangeMask
        if !selectXInput2() { mask |= ButtonPressMask | ButtonReleaseMask | PointerMotionMask }
        XSelectInput(display, window, mask)
        showCursorShape()
        keyboard = Keyboard(display: display)
        selectKeyboardEvents()
        XMapWindow(display, window)
        recreateBackBuffer()
        var ends: [Int32] = [-1, -1]
        if signalPipe.read < 0 && pipe(&ends) == 0 {  // one pipe per process, like the handlers
            for end in ends {
                _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
                _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            }
            signalPipe = (ends[0], ends[1])
        }
        let onSignal: @convention(c) (Int32) -> Void = { number in
            stopSignal = number
            var byte: UInt8 = 1
            _ = write(signalPipe.write, &byte, 1)  // async-signal-safe; a full pipe already wakes poll
        }
        signal(SIGTERM, onSignal)
        signal(SIGINT, onSignal)
    }

    // MARK: - Window properties

    private func setProperties() {
        updateTitle()
        updateSizeLimits()
        identity.name.withCString { name in
            identity.className.withCString { className in
                var hint = XClassHint(
                    res_name: UnsafeMutablePointer(mutating: name), res_class: UnsafeMutablePointer(mutating: className)
                )
                XSetClassHint(display, window, &hint)
            }
        }
        setIcon(identity.icon ?? .toolkit())
        var pid = Int(getpid())
        XChangeProperty(
            display, window, XInternAtom(display, "_NET_WM_PID", 0), UInt(XA_CARDINAL), 32, PropModeReplace, &pid, 1)
        var protocols = [wmDelete, wmPing]
        XSetWMProtocols(display, window, &protocols, Int32(protocols.count))
    }

    private var shownSizeLimits: WindowSizeLimits?

    /// `WM_NORMAL_HINTS`: the client's smallest and largest sizes, in pixels.
    private func updateSizeLimits() {
        let limits = client.sizeLimits
        guard limits != shownSizeLimits, let hints = XAllocSizeHints() else { return }
        shownSizeLimits = limits
        // X sizes are 16-bit: an infinite length is the largest.
        func pixels(_ points: Double) -> Int32 { Int32(min((points * scale).rounded(), Double(Int16.max))) }
        hints.pointee.flags = PMinSize
        hints.pointee.min_width = pixels(limits.minimum.width)
        hints.pointee.min_height = pixels(limits.minimum.height)
        if let maximum = limits.maximum {
            hints.pointee.flags |= PMaxSize
            hints.pointee.max_width = pixels(maximum.width)
            hints.pointee.max_height = pixels(maximum.height)
        }
        XSetWMNormalHints(display, window, hints)
        XFree(hints)
    }

    private var shownTitle = ""

    /// `_NET_WM_ICON`: width, height, then the pixels, each a CARDINAL (a C long for Xlib).
    private func setIcon(_ icon: Icon) {
        var data = [Int(icon.width), Int(icon.height)] + icon.pixels.map { Int($0) }
        XChangeProperty(
            display, window, XInternAtom(display, "_NET_WM_ICON", 0), UInt(XA_CARDINAL), 32, PropModeReplace, &data,
            Int32(data.count))
    }

    private func updateTitle() {
        let title = client.title
        guard title != shownTitle else { return }
        shownTitle = title
        // WM_NAME in Latin-1 for old tools, _NET_WM_NAME in UTF-8 for everything else.
        XStoreName(display, window, title.replacingEmDash())
        let utf8 = Array(title.utf8)
        XChangeProperty(
            display, window, XInternAtom(display, "_NET_WM_NAME", 0), XInternAtom(display, "UTF8_STRING", 0), 8,
            PropModeReplace, utf8, Int32(utf8.count))
    }

    private static func openDisplay() throws(Failure) -> OpaquePointer {
        guard let name = getenv("DISPLAY").map({ String(cString: $0) }), !name.isEmpty else { throw .noDisplay }
        guard let display = XOpenDisplay(nil) else { throw .cannotOpen(name) }
        return display
    }

    /// The default screen's size in points and its scale (`Xft.dpi` / 96), read from a short
    /// connection: what an application asks before it has a window (UIKit's `UIScreen.main`).
    public static func screenMetrics() throws(Failure) -> (size: Size, scale: Double) {
        let display = try openDisplay()
        defer { XCloseDisplay(display) }
        let screen = XDefaultScreen(display)
        let scale = resourceScale(display) ?? 1
        let pixels = Size(
            width: Double(XDisplayWidth(display, screen)), height: Double(XDisplayHeight(display, screen)))
        return (Size(width: pixels.width / scale, height: pixels.height / scale), scale)
    }

    /// `Xft.dpi` from the resource database as a scale factor (96 dpi = 1), in quarter steps.
    private static func resourceScale(_ display: OpaquePointer) -> Double? {
        XrmInitialize()
        guard let resources = XResourceManagerString(display), let database = XrmGetStringDatabase(resources) else {
            return nil
        }
        defer { XrmDestroyDatabase(database) }
        var type: UnsafeMutablePointer<CChar>?
        var value = XrmValue()
        guard XrmGetResource(database, "Xft.dpi", "Xft.Dpi", &type, &value) != 0, let address = value.addr,
            let dpi = Double(String(cString: address)), dpi > 0
        else { return nil }
        return max(1, (dpi / 96 * 4).rounded() / 4)
    }

    // MARK: - XInput2

    /// Selects XI2 button, motion and device-change events (for smooth scrolling). Returns false
    /// when XI2.1+ is not there, and the core events are used instead.
    private func selectXInput2() -> Bool {
        var event: Int32 = 0
        var error: Int32 = 0
        guard XQueryExtension(display, "XInputExtension", &xiOpcode, &event, &error) != 0 else { return false }
        var major: Int32 = 2
        var minor: Int32 = 2
        guard XIQueryVersion(display, &major, &minor) == Success, major * 10 + minor >= 21 else { return false }
        var bits = [UInt8](repeating: 0, count: Int(XI_LASTEVENT) / 8 + 1)
        for type in [XI_ButtonPress, XI_ButtonRelease, XI_Motion, XI_DeviceChanged, XI_Enter] {
            bits[Int(type) >> 3] |= UInt8(1 << (type & 7))
        }
        let ok = bits.withUnsafeMutableBufferPointer { buffer -> Bool in
            var mask = XIEventMask(
                deviceid: XIAllMasterDevices, mask_len: Int32(buffer.count), mask: buffer.baseAddress)
            return XISelectEvents(display, window, &mask, 1) == Success
        }
        if ok { queryScrollValuators() }
        return ok
    }

    /// Records each device's smooth-scroll valuators (Xvfb's devices have none).
    private func queryScrollValuators() {
        scrollValuators.removeAll()
        var count: Int32 = 0
        guard let devices = XIQueryDevice(display, XIAllDevices, &count) else { return }
        defer { XIFreeDeviceInfo(devices) }
        for index in 0..<Int(count) {
            let device = devices[index]
            var found: [ScrollValuator] = []
            for classIndex in 0..<Int(device.num_classes) {
                guard let info = device.classes[classIndex], info.pointee.type == XIScrollClass else { continue }
                let scroll = UnsafeRawPointer(info).assumingMemoryBound(to: XIScrollClassInfo.self).pointee
                found.append(
                    ScrollValuator(
                        number: scroll.number, increment: scroll.increment,
                        horizontal: scroll.scroll_type == XIScrollTypeHorizontal))
            }
            if !found.isEmpty { scrollValuators[device.deviceid] = found }
        }
    }

    // MARK: - Keyboard

    private func selectKeyboardEvents() {
        var opcode: Int32 = 0
        var error: Int32 = 0
        var major = Int32(XkbMajorVersion)
        var minor = Int32(XkbMinorVersion)
        guard XkbQueryExtension(display, &opcode, &xkbEventBase, &error, &major, &minor) != 0 else { return }
        let mask = UInt(XkbNewKeyboardNotifyMask | XkbMapNotifyMask)
        XkbSelectEvents(display, UInt32(XkbUseCoreKbd), UInt32(mask), UInt32(mask))
    }

    // MARK: - Drawing

    private func recreateBackBuffer() {
        // Text shaped for the old surface goes with it (a new one may reuse its address).
        textLayouts.removeAll()
        painter.forgetLastFrame()
        if let surface { cairo_surface_destroy(surface) }
        if backBuffer != 0 { XFreePixmap(display, backBuffer) }
        let screen = XDefaultScreen(display)
        backBuffer = XCreatePixmap(
            display, window, UInt32(pixelSize.width), UInt32(pixelSize.height),
            UInt32(XDefaultDepth(display, screen)))
        surface = cairo_xlib_surface_create(
            display, backBuffer, XDefaultVisual(display, screen), pixelSize.width, pixelSize.height)
        dirty = true
    }

    /// Draws the view tree into the back buffer (the tree culls to what is visible; the painter
    /// draws only what changed since the last frame) and shows it. Returns how, or nil when the
    /// frame was the last one again, and nothing was drawn or shown.
    private func renderAndPresent() -> FrameKind? {
        guard let surface else { return nil }
        // A copy within the back buffer needs the last frame there whole.
        if backBufferIsStale && !isUnobscured { painter.forgetLastFrame() }
        let size = client.window.size
        dirty = false
        func drawWindow(_ canvas: Canvas) {
            canvas.fill(Rect(origin: .zero, size: size), color: .white, cornerRadius: 0)
            client.window.draw(into: canvas)
        }
        guard
            let drawing = painter.drawFrame(
                on: surface, size: size, scale: scale, textLayouts: textLayouts, copy: copyLastFrame, drawWindow)
        else { return nil }
        if drawing.isWhole {
            backBufferIsStale = false
            present()
            return .whole
        } else {
            // Only what was drawn: after a copy within the window, the back buffer is right
            // nowhere else. A copy within the back buffer moved its pixels, shown with it.
            // (Visibility changes only between frames, as events are handled.)
            let copiedWithinWindow = drawing.blit != nil && isUnobscured
            if copiedWithinWindow { backBufferIsStale = true }
            let moved = copiedWithinWindow ? [] : drawing.blit.map { [$0.destination] } ?? []
            present(drawing.areas + moved)
            return drawing.blit == nil ? .partial : .copied
        }
    }

    /// Moves the last frame's pixels for a frame that only scrolled: within the window when
    /// nothing covers it (the back buffer then keeps only what frames draw), else within the
    /// back buffer.
    private func copyLastFrame(_ blit: ScrollBlit) {
        let source = blit.source
        let (from, gc) = isUnobscured ? (window, scrollGraphics) : (backBuffer, graphics)
        XCopyArea(
            display, from, from, gc, Int32(source.minX), Int32(source.minY), UInt32(source.width),
            UInt32(source.height), Int32(source.minX + blit.dx), Int32(source.minY + blit.dy))
    }

    /// Copies the back buffer to the window, all of it or only `areas` (pixels): one copy per
    /// frame, so there is no flicker. The caller flushes (``pump()`` does, once per turn).
    private func present(_ areas: [PixelRect]? = nil) {
        let whole = PixelRect(minX: 0, minY: 0, maxX: Int(pixelSize.width), maxY: Int(pixelSize.height))
        for area in areas ?? [whole] {
            XCopyArea(
                display, backBuffer, window, graphics, Int32(area.minX), Int32(area.minY), UInt32(area.width),
                UInt32(area.height), Int32(area.minX), Int32(area.minY))
        }
    }

    // MARK: - Event loop

    /// The X connection's file descriptor: readable when the server has sent something. A host
    /// that runs its own loop waits on it, then calls ``pump()``.
    public var connectionFileDescriptor: Int32 { XConnectionNumber(display) }

    /// Whether events wait in Xlib's own queue: read from the socket (by a sync after drawing,
    /// say) but not handled. They do not make ``connectionFileDescriptor`` readable, so a host
    /// must not sleep while this is true.
    public var hasQueuedEvents: Bool { XEventsQueued(display, QueuedAlready) > 0 }

    /// Readable once SIGTERM or SIGINT arrived (the shell handles both); a host with its own
    /// loop waits on it too, then calls ``pump()``, which returns "signal".
    public var signalFileDescriptor: Int32 { signalPipe.read }

    /// Runs until the client quits, the window closes or a signal arrives; returns the exit status.
    public func run() -> Int32 {
        while true {
            if let reason = pump() { return finish(reason) }
            // Block until X has something for us; wake at display rate only while animating.
            var descriptors = [
                pollfd(fd: connectionFileDescriptor, events: Int16(POLLIN), revents: 0),
                pollfd(fd: signalPipe.read, events: Int16(POLLIN), revents: 0),
            ]
            if XPending(display) == 0 && stopSignal == 0 {
                _ = poll(&descriptors, nfds_t(descriptors.count), isAnimating ? X11Shell.frameIntervalMilliseconds : -1)
            }
        }
    }

    /// Milliseconds between frames while something animates (60 Hz).
    public static let frameIntervalMilliseconds: Int32 = 16

    /// Handles every event already received, advances animations, and draws and presents a
    /// frame if anything changed. Never blocks. Returns the reason to stop ("close", "quit",
    /// "signal", "destroyed") once the window should go; the caller then calls ``finish(_:)``.
    public func pump() -> String? {
        while XPending(display) > 0 {
            var event = XEvent()
            XNextEvent(display, &event)
            if let reason = handle(&event) { return reason }
        }
        flushPendingMotion()
        if let reason = client.quitReason { return reason }
        if stopSignal != 0 { return "signal" }
        let animating = client.tick(X11Shell.now())
        showCursorShape()
        // The turn an animation ends draws its last state too (a faded indicator gone, not at
        // the alpha of the last tick before the end).
        if animating || isAnimating { dirty = true }
        isAnimating = animating
        updateTitle()
        updateSizeLimits()
        if dirty { presentFrame() }
        XFlush(display)
        return nil
    }

    /// Marks the window for redrawing at the next ``pump()`` (the client changed something
    /// outside an event, e.g. from a timer).
    public func setNeedsDisplay() { dirty = true }

    private func deliver(_ event: ShellEvent) {
        if case .focus(let isFocused) = event {
            // No input: no input-to-frame time to measure; the client asks for the frames it needs.
            client.handleFocusChange(isFocused)
            return
        }
        if case .pointer(let pointer) = event, pointer.phase == .moved {
            pendingMotion = pointer
            return
        }
        flushPendingMotion()
        if firstUnpresentedInput == nil { firstUnpresentedInput = X11Shell.now() }
        switch event {
        case .pointer(let pointer): client.handlePointer(pointer)
        case .scroll(let scroll): client.handleScroll(scroll)
        case .key(let key): client.handleKey(key)
        case .resize(let size): client.handleResize(size, time: X11Shell.now())
        case .focus: break
        }
        // Any event may change what lies under the pointer (a scroll, a key that opens a sheet).
        showCursorShape()
        dirty = true
    }

    private func flushPendingMotion() {
        guard let motion = pendingMotion else { return }
        pendingMotion = nil
        client.handlePointer(motion)
        showCursorShape()
        dirty = true
    }

    /// Shows the cursor the client asks for, if it changed (after each event and animation
    /// tick): one of X's cursor-font glyphs, which Xlib draws from the desktop's cursor theme
    /// when there is one.
    private func showCursorShape() {
        let shape = client.cursorShape
        guard shape != shownCursorShape else { return }
        shownCursorShape = shape
        let cursor = cursors[shape] ?? makeCursor(shape)
        cursors[shape] = cursor
        XDefineCursor(display, window, cursor)
    }

    /// An X cursor of `shape`: a cursor-font glyph, or for none, a cursor of one clear pixel.
    private func makeCursor(_ shape: CursorShape) -> Cursor {
        let glyph: Int32
        switch shape {
        case .arrow: glyph = XC_left_ptr
        case .text: glyph = XC_xterm
        case .pointingHand: glyph = XC_hand2
        case .hidden:
            var clear: CChar = 0
            let pixmap = XCreateBitmapFromData(display, window, &clear, 1, 1)
            defer { XFreePixmap(display, pixmap) }
            var foreground = XColor()
            var background = XColor()
            return XCreatePixmapCursor(display, pixmap, pixmap, &foreground, &background, 0, 0)
        }
        return XCreateFontCursor(display, UInt32(glyph))
    }

    private func presentFrame() {
        let frameStart = X11Shell.now()
        // A frame that is the last one again (an animation tick that moved nothing) is not shown.
        guard let kind = renderAndPresent() else {
            if presented { firstUnpresentedInput = nil }
            return
        }
        if let frameObserver {
            XSync(display, 0)
            let done = X11Shell.now()
            frameObserver((done - frameStart) * 1000, firstUnpresentedInput.map { (done - $0) * 1000 }, kind)
        }
        firstUnpresentedInput = nil
        if !presented {
            presented = true
            XSync(display, 0)
            client.didPresentFirstFrame(time: X11Shell.now())
        }
    }

    /// Tells the client why it stops, closes the window and the connection; returns the exit
    /// status (0: every reason is a normal end).
    @discardableResult
    public func finish(_ reason: String) -> Int32 {
        client.willExit(reason: reason)
        if reason != "destroyed" { XDestroyWindow(display, window) }
        XCloseDisplay(display)
        return 0
    }

    /// One X event. Returns an exit reason when the window goes away.
    private func handle(_ event: inout XEvent) -> String? {
        let time = X11Shell.now()
        switch event.type {
        case Expose:
            // The back buffer still holds the frame: copy the exposed area once the series
            // ends (count 0), no redraw; unless a scroll copied within the window since the
            // last whole frame (then the back buffer lacks what it copied): draw whole.
            let expose = event.xexpose
            let rect = PixelRect(
                minX: Int(expose.x), minY: Int(expose.y), maxX: Int(expose.x + expose.width),
                maxY: Int(expose.y + expose.height))
            exposedArea = exposedArea.map { $0.union(rect) } ?? rect
            if expose.count == 0 {
                if backBufferIsStale {
                    painter.forgetLastFrame()
                    dirty = true
                } else if let exposedArea {
                    // Even with a frame pending: it may draw only part of the window, or nothing.
                    present([exposedArea])
                }
                exposedArea = nil
            }
        case GraphicsExpose:
            // A copy within the window found part of it covered: draw the next frame whole.
            painter.forgetLastFrame()
            dirty = true
        case VisibilityNotify:
            isUnobscured = event.xvisibility.state == VisibilityUnobscured
        case ConfigureNotify:
            let configure = event.xconfigure
            if configure.width != pixelSize.width || configure.height != pixelSize.height {
                pixelSize = (configure.width, configure.height)
                recreateBackBuffer()
                if let shellEvent = translator.translate(
                    XEventFields(kind: .configure(width: configure.width, height: configure.height), time: time))
                {
                    deliver(shellEvent)
                }
            }
        case ClientMessage:
            guard event.xclient.message_type == wmProtocols else { return nil }
            let request = Atom(event.xclient.data.l.0)
            if request == wmDelete { return "close" }
            if request == wmPing {
                // The window manager checks that we are alive: send its message back to the root.
                let root = XDefaultRootWindow(display)
                event.xclient.window = root
                XSendEvent(display, root, 0, SubstructureNotifyMask | SubstructureRedirectMask, &event)
            }
        case DestroyNotify:
            if event.xdestroywindow.window == window { return "destroyed" }
        case SelectionRequest:
            answer(event.xselectionrequest)
        case SelectionClear:
            clipboardWasTaken(event.xselectionclear)
        case KeyPress:
            guard let keyboard else { return nil }
            let key = event.xkey
            lastInputServerTime = key.time
            let (keysym, text, unshifted) = keyboard.lookup(keycode: key.keycode, state: key.state)
            if let shellEvent = translator.translate(
                XEventFields(
                    kind: .key(keysym: keysym, text: text, unshiftedText: unshifted), state: key.state, time: time))
            {
                deliver(shellEvent)
            }
        case ButtonPress, ButtonRelease:
            let button = event.xbutton
            lastInputServerTime = button.time
            if let shellEvent = translator.translate(
                XEventFields(
                    kind: .button(pressed: event.type == ButtonPress, button: button.button), x: Double(button.x),
                    y: Double(button.y), state: button.state, time: time))
            {
                deliver(shellEvent)
            }
        case MotionNotify:
            let motion = event.xmotion
            if let shellEvent = translator.translate(
                XEventFields(kind: .motion, x: Double(motion.x), y: Double(motion.y), state: motion.state, time: time))
            {
                deliver(shellEvent)
            }
        case EnterNotify, LeaveNotify:
            if event.type == EnterNotify { translator.resetSmoothScrolling() }
            // Read for the focus first: keys follow the pointer while the focus is the root's.
            let crossing = event.xcrossing
            if let focusEvent = translator.translate(
                XEventFields(
                    kind: .crossing(
                        entered: event.type == EnterNotify, windowHasFocus: crossing.focus != 0, detail: crossing.detail
                    ),
                    time: time))
            {
                deliver(focusEvent)
            }
            // With a button held the window keeps the pointer (and its cursor) until the
            // release; a grab's crossings (a window manager's, before a click) are not the
            // pointer moving. Coming in is a move, so that the cursor is right at once.
            let buttons = UInt32(Button1Mask | Button2Mask | Button3Mask | Button4Mask | Button5Mask)
            guard crossing.state & buttons == 0, crossing.mode != NotifyGrab else { return nil }
            if let shellEvent = translator.translate(
                XEventFields(
                    kind: event.type == EnterNotify ? .motion : .leave, x: Double(crossing.x), y: Double(crossing.y),
                    state: crossing.state, time: time))
            {
                deliver(shellEvent)
            }
        case FocusIn, FocusOut:
            let focus = event.xfocus
            if let shellEvent = translator.translate(
                XEventFields(
                    kind: .focus(isIn: event.type == FocusIn, mode: focus.mode, detail: focus.detail), time: time))
            {
                deliver(shellEvent)
            }
        case MappingNotify:
            XRefreshKeyboardMapping(&event.xmapping)
        case GenericEvent where event.xcookie.extension == xiOpcode:
            handleXInput2(&event, time: time)
        default:
            if event.type == xkbEventBase { keyboard?.reload(display: display) }
        }
        return nil
    }

    private func handleXInput2(_ event: inout XEvent, time: Double) {
        guard XGetEventData(display, &event.xcookie) != 0 else { return }
        defer { XFreeEventData(display, &event.xcookie) }
        let type = event.xcookie.evtype
        if type == XI_DeviceChanged {
            queryScrollValuators()
            translator.resetSmoothScrolling()
            return
        }
        if type == XI_Enter {
            translator.resetSmoothScrolling()
            return
        }
        let device = event.xcookie.data.assumingMemoryBound(to: XIDeviceEvent.self).pointee
        let state = UInt32(bitPattern: device.mods.effective)
        let valuators = scrollValuators[device.sourceid] ?? []
        switch type {
        case XI_ButtonPress, XI_ButtonRelease:
            lastInputServerTime = device.time
            let fields = XEventFields(
                kind: .button(pressed: type == XI_ButtonPress, button: UInt32(device.detail)), x: device.event_x,
                y: device.event_y, state: state, emulated: device.flags & XIPointerEmulated != 0,
                sourceHasScrollValuators: !valuators.isEmpty, time: time)
            if let shellEvent = translator.translate(fields) { deliver(shellEvent) }
        case XI_Motion:
            // Smooth-scroll valuators first (values hold only the set bits, packed in order).
            var packed = 0
            let mask = device.valuators.mask!
            for bit in 0..<Int(device.valuators.mask_len) * 8 where mask[bit >> 3] & UInt8(1 << (bit & 7)) != 0 {
                let value = device.valuators.values[packed]
                packed += 1
                guard let valuator = valuators.first(where: { $0.number == Int32(bit) }) else { continue }
                let fields = XEventFields(
                    kind: .smoothScroll(
                        device: device.sourceid, valuator: Int32(bit), value: value, increment: valuator.increment,
                        horizontal: valuator.horizontal), x: device.event_x, y: device.event_y, state: state, time: time
                )
                if let shellEvent = translator.translate(fields) { deliver(shellEvent) }
            }
            let fields = XEventFields(kind: .motion, x: device.event_x, y: device.event_y, state: state, time: time)
            if let shellEvent = translator.translate(fields) { deliver(shellEvent) }
        default:
            break
        }
    }

    /// Seconds on the monotonic clock (the clock every event carries).
    public static func now() -> Double { ScrollView.monotonicSeconds() }
}

extension String {
    /// Latin-1 has no em dash; old tools reading WM_NAME get a hyphen.
    fileprivate func replacingEmDash() -> String {
        String(map { $0 == "—" ? "-" : $0 })
    }
}
