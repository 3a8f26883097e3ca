internal import Geometry
internal import Views

/// The root of a view hierarchy and the application's X11 window (UIKit's `UIWindow`). Its
/// frame's size is the window's size; resizing the X11 window resizes it.
@preconcurrency @MainActor
open class UIWindow: UIView {
    var root: Window { backing as! Window }

    override class func makeBacking() -> View { Window(size: Size(width: 0, height: 0)) }

    /// Makes a hidden window with `frame`'s size, in the application's scene if one runs;
    /// ``makeKeyAndVisible()`` shows it.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        root.resize(to: frame.size.size)
        isHidden = true
        join(UIApplication.current?.scene)
    }

    /// Makes a hidden window of the screen's size in `windowScene`, as a scene delegate does.
    public init(windowScene: UIWindowScene) {
        let frame = windowScene.screen.bounds
        super.init(frame: frame)
        root.resize(to: frame.size.size)
        isHidden = true
        join(windowScene)
    }

    /// The scene the window belongs to: the application's, unless set otherwise.
    public weak var windowScene: UIWindowScene? {
        didSet {
            guard windowScene !== oldValue else { return }
            oldValue?.detach(self)
            windowScene?.attach(self)
        }
    }

    /// Sets ``windowScene`` with its effects, which an initialiser's own assignment skips.
    private func join(_ scene: UIWindowScene?) { windowScene = scene }

    /// Makes a hidden window from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isHidden = true
        join(UIApplication.current?.scene)
    }

    /// Where a window stacks among others (UIKit's `UIWindow.Level`).
    public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
        /// The level as a number; higher levels stack above lower ones.
        public var rawValue: CGFloat
        /// A level from its number.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// A level from its number, as in `UIWindow.Level(1)`.
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        /// Ordinary windows (0).
        public static let normal = Level(0)
        /// The status bar's level (1000).
        public static let statusBar = Level(1000)
        /// The level of alerts (2000).
        public static let alert = Level(2000)
        /// Orders levels by their numbers.
        public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// The window's level; `.normal` by default. Stored only: the application has one window.
    open var windowLevel: Level = .normal

    /// The controller whose view fills the window; setting it replaces the old one's view.
    open var rootViewController: UIViewController? {
        didSet {
            guard rootViewController !== oldValue else { return }
            ContextMenuView.shown?.dismiss()
            let showing = isKeyWindow && !isHidden
            // What the old controller presents goes with it.
            oldValue?.endPresentations()
            if let oldValue, showing { oldValue.beginDisappearance() }
            oldValue?.viewIfLoaded?.removeFromSuperview()
            if let oldValue, showing { oldValue.endDisappearance() }
            guard let controller = rootViewController else { return }
            let view: UIView = controller.view
            view.frame = bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            if showing { controller.beginAppearance() }
            addSubview(view)
            // A controller shown after launch appears once its view is laid out.
            if showing { UIApplication.current?.host?.controllerWillAppear(controller) }
        }
    }

    /// Whether this is the window that gets key presses.
    public var isKeyWindow: Bool { UIApplication.current?.keyWindow === self }
    /// Whether the window may become key; true. ``makeKey()`` does nothing when it is false.
    open var canBecomeKey: Bool { true }

    /// Shows the window and makes it key: with a running application, it opens on screen.
    open func makeKeyAndVisible() {
        isHidden = false
        makeKey()
    }

    /// Makes this the application's key window (the old one resigns) and starts the root
    /// controller's appearance; does nothing without a running application.
    open func makeKey() {
        guard canBecomeKey, let application = UIApplication.current, application.keyWindow !== self else { return }
        application.keyWindow?.resignKey()
        application.keyWindow = self
        becomeKey()
        rootViewController?.beginAppearance()
        application.windowDidBecomeKey(self)
    }

    /// Called after the window becomes key; does nothing by default.
    open func becomeKey() {}
    /// Called when another window is about to become key; does nothing by default.
    open func resignKey() {}

    /// The application, which follows a window in the responder chain.
    open override var next: UIResponder? { UIApplication.current }

    /// The window itself.
    open override var window: UIWindow? { self }

    /// Follows the X11 window's size.
    func resize(to size: CGSize) {
        storedFrame.size = size
        root.resize(to: size.size)
        setNeedsLayout()
    }
}

/// The display (UIKit's `UIScreen`). `bounds` is the size a new window gets: a phone-sized
/// 390 × 844 points, no larger than the X screen, or `UIKIT_SCREEN_SIZE=WIDTHxHEIGHT`;
/// `scale` is `Xft.dpi` / 96.
@preconcurrency @MainActor
open class UIScreen {
    /// The display the application runs on.
    public static let main = UIScreen()

    /// The default window size, in points: an iPhone's portrait screen.
    static let defaultSize = CGSize(width: 390, height: 844)

    /// The screen's rectangle in points, at the origin: the size a new window gets.
    public let bounds: CGRect
    /// Pixels per point, `Xft.dpi` / 96; 1 without a display.
    public let scale: CGFloat
    /// The same as ``scale``.
    public var nativeScale: CGFloat { scale }
    /// ``bounds`` in pixels: its size times ``scale``.
    public var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }
    /// Always 60 here, whatever the display's refresh rate.
    public var maximumFramesPerSecond: Int { 60 }

    init() {
        let display = UIApplication.displayMetrics
        var size = UIScreen.defaultSize
        if let display {
            size = CGSize(width: min(size.width, display.size.width), height: min(size.height, display.size.height))
        }
        if let requested = ProcessInfo.processInfo.environment["UIKIT_SCREEN_SIZE"] {
            let parts = requested.split(separator: "x").compactMap { Double($0) }
            if parts.count == 2 { size = CGSize(width: parts[0], height: parts[1]) }
        }
        bounds = CGRect(origin: .zero, size: size)
        scale = display?.scale ?? 1
    }
}
