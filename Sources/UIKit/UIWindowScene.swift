/// A scene of windows (UIKit's `UIWindowScene`): the application's one scene, whose key window
/// is the X11 window. Every application has it, with or without a scene delegate, so
/// `view.window?.windowScene?.screen` works in both.
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
    /// The windows made for this scene, in the order they were made.
    public var windows: [UIWindow] { attachedWindows.compactMap(\.window) }
    /// The scene's window that gets key presses.
    public var keyWindow: UIWindow? {
        guard let key = UIApplication.current?.keyWindow, key.windowScene === self else { return nil }
        return key
    }
    /// The screen the scene is on.
    public var screen: UIScreen { .main }
    /// The scene's traits: ``UITraitCollection/current``.
    public var traitCollection: UITraitCollection { .current }
    /// Always portrait: a desktop window does not rotate.
    public var interfaceOrientation: UIInterfaceOrientation { .portrait }
    /// The smallest and largest sizes the window may be given, told to the window manager, as
    /// on a Mac (UIKit gives nil on an iPhone or iPad).
    public let sizeRestrictions: UISceneSizeRestrictions? = UISceneSizeRestrictions()

    /// Windows are kept weakly: the window keeps its scene weakly too, and the application (or
    /// its delegate) keeps the window.
    private struct WeakWindow {
        weak var window: UIWindow?
    }
    private var attachedWindows: [WeakWindow] = []

    /// Adds `window` to ``windows``.
    func attach(_ window: UIWindow) {
        guard !attachedWindows.contains(where: { $0.window === window }) else { return }
        attachedWindows.append(WeakWindow(window: window))
    }

    /// Takes `window` out of ``windows``.
    func detach(_ window: UIWindow) {
        attachedWindows.removeAll { $0.window === window || $0.window == nil }
    }
}

/// What a window scene tells its delegate (UIKit's `UIWindowSceneDelegate`): the scene's
/// life, and the window the delegate keeps.
@preconcurrency @MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The window the delegate makes in `scene(_:willConnectTo:options:)` and keeps here.
    var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
    /// No window by default: declare `var window: UIWindow?` in the delegate to keep one.
    public var window: UIWindow? {
        get { nil }
        set {}
    }
}

/// The size limits of a scene's window (UIKit's `UISceneSizeRestrictions`), which the window
/// manager keeps the window within. A length of zero, or of the largest number, sets no limit
/// on its axis; without a minimum, a window is at least 200 × 200 points.
@preconcurrency @MainActor
public final class UISceneSizeRestrictions {
    /// The smallest size, in points; zero for none.
    public var minimumSize: CGSize = .zero {
        didSet { UIApplication.current?.setNeedsDisplay() }
    }
    /// The largest size, in points; the largest numbers for none.
    public var maximumSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude) {
        didSet { UIApplication.current?.setNeedsDisplay() }
    }
    /// Whether the window may go full screen; recorded.
    public var allowsFullScreen = true

    init() {}
}

/// How the interface is turned (UIKit's `UIInterfaceOrientation`, raw values included).
public enum UIInterfaceOrientation: Int, Sendable {
    /// Not known (0).
    case unknown = 0
    /// Upright (1): always, on a desktop.
    case portrait = 1
    /// Upside down (2).
    case portraitUpsideDown = 2
    /// Turned with the home side on the left (4).
    case landscapeLeft = 4
    /// Turned with the home side on the right (3).
    case landscapeRight = 3

    /// Whether the orientation is a portrait one.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the orientation is a landscape one.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
