internal import CairoRendering
internal import Geometry
internal import Layout
internal import UIKitSupport
internal import Views
internal import X11Shell

#if canImport(Glibc)
    import Glibc
#endif

/// What the application tells its delegate (UIKit's `UIApplicationDelegate`); every method is
/// optional. Mark the delegate class `@main`, as on iOS: the protocol provides `main()`.
@preconcurrency @MainActor
public protocol UIApplicationDelegate: AnyObject {
    /// The window that code-only apps create at launch and keep here.
    var window: UIWindow? { get set }
    /// Launch has begun: called first, before ``application(_:didFinishLaunchingWithOptions:)``.
    /// `launchOptions` is always nil and the result is ignored.
    func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool
    /// Build the window here: `UIWindow(frame:)`, `rootViewController`, `makeKeyAndVisible()`.
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool
    /// The window showed its first frame, or got the keyboard focus back: the application is
    /// active and gets events.
    func applicationDidBecomeActive(_ application: UIApplication)
    /// The application stops being active: another window took the keyboard focus, or the
    /// application is on its way out.
    func applicationWillResignActive(_ application: UIApplication)
    /// The application went to the background; here that happens only on the way out.
    func applicationDidEnterBackground(_ application: UIApplication)
    /// The application is coming back from the background; never called on a desktop.
    func applicationWillEnterForeground(_ application: UIApplication)
    /// The app is about to exit (its window was closed, it was asked to quit, or SIGTERM).
    func applicationWillTerminate(_ application: UIApplication)
    /// Which classes make the scene and its delegate. Asked once, after launch, when
    /// ``application(_:didFinishLaunchingWithOptions:)`` showed no window (a scene-based
    /// application, as Xcode's template makes). The default, like a configuration made with a
    /// name as the template's is, names no delegate class: the application's class named
    /// `SceneDelegate`, in the delegate's module, is then the scene's delegate.
    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration
    /// Sessions the user closed while the application was not running; never called here, as a
    /// desktop application keeps no sessions between launches.
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
}

extension UIApplicationDelegate {
    /// No window by default: declare `var window: UIWindow?` in the delegate to keep one.
    public var window: UIWindow? {
        get { nil }
        set {}
    }
    /// Does nothing and returns true.
    public func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { true }
    /// Does nothing and returns true.
    public func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { true }
    /// Does nothing.
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationWillResignActive(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationWillEnterForeground(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationWillTerminate(_ application: UIApplication) {}
    /// A configuration without a name or a delegate class, for the session's role.
    public func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
    }
    /// Does nothing.
    public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}

    /// The entry point `@main` calls: runs the application with this class as its delegate.
    public static func main() {
        UIApplication.run(principal: UIApplication.self, delegate: Self.self)
    }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Runs an application whose classes are named "Module.Class" (as `NSStringFromClass` gives
/// them); nil principal means `UIApplication`. Never returns.
@preconcurrency @MainActor @discardableResult
public func UIApplicationMain(
    _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>, _ principalClassName: String?,
    _ delegateClassName: String?
) -> Int32 {
    func resolve(_ name: String) -> AnyClass {
        guard let found = _typeByName(name) as? AnyClass else {
            UIApplication.fail("no class named '\(name)' (give it as Module.Class)")
        }
        return found
    }
    let principal = principalClassName.map(resolve) as? UIApplication.Type ?? UIApplication.self
    let delegate: AnyClass? = delegateClassName.map(resolve)
    UIApplication.run(principal: principal, delegate: delegate)
}

/// The running application: its windows, its delegate and the event loop (UIKit's
/// `UIApplication`).
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    /// The application object, once `UIApplicationMain` (or `@main`) made it.
    public class var shared: UIApplication {
        guard let current else { fail("UIApplication.shared was used before the application started") }
        return current
    }

    /// The application, if one is running (views work without one: tests, off-screen images).
    static var current: UIApplication?

    /// Keys of the launch options dictionary (always nil here).
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        /// The key's string, as UIKit spells it.
        public var rawValue: String
        /// A key with the given string.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The URL the application was opened with.
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        /// The bundle identifier of the application that opened this one.
        public static let sourceApplication = LaunchOptionsKey(
            rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
        /// The remote notification that launched the application.
        public static let remoteNotification = LaunchOptionsKey(
            rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
        /// The Home Screen quick action that launched the application.
        public static let shortcutItem = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
        /// The user activity the application was launched to continue.
        public static let userActivityDictionary = LaunchOptionsKey(
            rawValue: "UIApplicationLaunchOptionsUserActivityDictionaryKey")
    }

    /// UIKit's `UIApplication.State`.
    public enum State: Int, Sendable {
        /// In the foreground and getting events (0): from the first frame on.
        case active = 0
        /// Launching, before the first frame (`inactive`, 1); terminating (`background`, 2).
        case inactive, background
    }

    /// Posted after the delegate's `application(_:didFinishLaunchingWithOptions:)` returned.
    public static let didFinishLaunchingNotification = Notification.Name("UIApplicationDidFinishLaunchingNotification")
    /// Posted once the window showed its first frame (or, if another window had the keyboard
    /// focus then, when it came back), and each time the focus comes back, after the delegate
    /// heard of it.
    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    /// Posted as the application resigns active: its window lost the keyboard focus, or it
    /// terminates (before it enters the background).
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    /// Posted as the application terminates, after it resigned active.
    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    /// Posted last, just before the process exits.
    public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")

    /// The delegate (not retained, as in UIKit; the application keeps the one it made).
    public weak var delegate: (any UIApplicationDelegate)?
    private var madeDelegate: (any UIApplicationDelegate)?
    /// `.inactive` while launching and while another window has the keyboard focus, `.active`
    /// from the first frame on (once the window has the focus), `.background` while terminating.
    public internal(set) var applicationState: State = .inactive
    /// The window that gets key presses.
    public internal(set) var keyWindow: UIWindow?
    /// The application's windows: those of its scene.
    public var windows: [UIWindow] { scene.windows }
    /// The application's one scene, made with it and connected after launch (see
    /// ``UIWindowScene``).
    let scene = UIWindowScene(session: UISceneSession(role: .windowApplication), connectionOptions: .init())
    /// The scenes connected: the application's one scene, from the end of launch on.
    public var connectedScenes: Set<UIScene> { scene.activationState == .unattached ? [] : [scene] }
    /// The sessions of the scenes: the one scene's.
    public var openSessions: Set<UISceneSession> { [scene.session] }
    /// False: an application here has one window.
    public var supportsMultipleScenes: Bool { false }
    /// Whether a scene delegate, rather than the application delegate, hears of the
    /// application's life (UIKit calls one or the other).
    private var usesSceneDelegate: Bool { scene.delegate != nil }
    /// Recorded; a desktop has no idle timer.
    open var isIdleTimerDisabled = false

    var host: ApplicationHost?

    /// Made for the principal class by `UIApplicationMain` (or `@main`); applications do not make one.
    public override init() {
        super.init()
    }

    /// The delegate, if it is a responder that is not a view, controller or the application.
    open override var next: UIResponder? {
        guard let responder = delegate as? UIResponder,
            !(responder is UIView || responder is UIViewController || responder is UIApplication)
        else { return nil }
        return responder
    }

    /// Keys nobody handled: Ctrl+Q and Ctrl+W quit; arrows, Page Up/Down, Space, Home and End
    /// scroll the first scroll view in the window.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard let key = presses.first?.key, host?.handleUnclaimedKey(key) == true else {
            super.pressesBegan(presses, with: event)
            return
        }
    }

    /// Asks for a frame: something visible changed.
    func setNeedsDisplay() {
        displayRequests += 1
        host?.setNeedsDisplay()
    }
    /// How many times a frame was asked for (tests count them).
    private(set) var displayRequests = 0

    /// The view tree changed shape (scroll views may have come or gone).
    func treeDidChange() { host?.treeDidChange() }

    func windowDidBecomeKey(_ window: UIWindow) { host?.windowDidBecomeKey(window) }

    // MARK: - Running

    /// Text is measured with Pango, and layout passes reach the UIKit views, from the first
    /// view made (with or without an application).
    static func prepareToolkit() {
        guard !toolkitPrepared else { return }
        toolkitPrepared = true
        TextSystem.measurer = PangoTextMeasurer()
        View.hostedViewDidLayout = { view in (view.host as? UIView)?.hostedViewDidLayoutSubviews() }
        LayoutItem.hostedIntrinsicContentSize = { item in (item.host as? UIView)?.intrinsicContentSize.size }
        LayoutItem.hostedUpdateConstraints = { item in (item.host as? UIView)?.updateConstraints() }
    }
    private static var toolkitPrepared = false

    /// The X screen's size and scale, read once (nil without a display).
    static let displayMetrics: (size: CGSize, scale: CGFloat)? = {
        guard let metrics = try? X11Shell.screenMetrics() else { return nil }
        return (CGSize(metrics.size), CGFloat(metrics.scale))
    }()

    /// Makes the application and its delegate, launches, opens the key window on X11 and runs
    /// the event loop until the window closes.
    static func run(principal: UIApplication.Type, delegate delegateClass: AnyClass?) -> Never {
        uikit_line_buffer_stdout()
        let window = launch(principal: principal, delegate: delegateClass)
        let application = current!
        let host = ApplicationHost(application: application, window: window)
        application.host = host
        host.run()
    }

    /// Makes the application and its delegate and launches in UIKit's order: the delegate's
    /// two launch calls, then the scene's connection. When the delegate showed no window at
    /// launch, the scene's delegate (see ``UIApplicationDelegate/application(_:configurationForConnecting:options:)``)
    /// is made and connected, and shows one. Returns the window to open.
    static func launch(principal: UIApplication.Type, delegate delegateClass: AnyClass?) -> UIWindow {
        prepareToolkit()
        let application = make(principal) as! UIApplication
        current = application
        if let delegateClass {
            guard let delegate = make(delegateClass) as? any UIApplicationDelegate else {
                fail("\(delegateClass) is not a UIApplicationDelegate")
            }
            application.madeDelegate = delegate
            application.delegate = delegate
        }
        let delegate = application.delegate
        _ = delegate?.application(application, willFinishLaunchingWithOptions: nil)
        _ = delegate?.application(application, didFinishLaunchingWithOptions: nil)
        NotificationCenter.default.post(name: didFinishLaunchingNotification, object: application)
        if let window = application.keyWindow ?? delegate?.window {
            application.connectScene(delegate: nil)
            if application.keyWindow == nil { window.makeKeyAndVisible() }
            return window
        }
        let scene = application.scene
        let options = UIScene.ConnectionOptions()
        if let delegate {
            scene.session.configuration = delegate.application(
                application, configurationForConnecting: scene.session, options: options)
        }
        guard let sceneDelegateClass = scene.session.configuration.delegateClass ?? templateSceneDelegate(of: delegate)
        else {
            fail(
                "no window to show: make a UIWindow and call makeKeyAndVisible() in application(_:didFinishLaunchingWithOptions:), "
                    + "or declare a scene delegate (class SceneDelegate: UIResponder, UIWindowSceneDelegate) that does "
                    + "in scene(_:willConnectTo:options:)")
        }
        guard let sceneDelegate = make(sceneDelegateClass) as? any UISceneDelegate else {
            fail("\(sceneDelegateClass) is not a UISceneDelegate")
        }
        application.connectScene(delegate: sceneDelegate, options: options)
        guard let window = application.keyWindow ?? (sceneDelegate as? any UIWindowSceneDelegate)?.window else {
            fail(
                "no window to show: make a UIWindow(windowScene:) and call makeKeyAndVisible() in "
                    + "\(sceneDelegateClass)'s scene(_:willConnectTo:options:)")
        }
        if application.keyWindow == nil { window.makeKeyAndVisible() }
        return window
    }

    /// The class Xcode's application template names as the scene's delegate in its Info.plist:
    /// `SceneDelegate` in the application delegate's module, if there is one.
    private static func templateSceneDelegate(of delegate: (any UIApplicationDelegate)?) -> AnyClass? {
        guard let delegate, let module = String(reflecting: type(of: delegate)).split(separator: ".").first else {
            return nil
        }
        return _typeByName("\(module).SceneDelegate") as? AnyClass
    }

    /// Connects the scene, with `delegate` hearing of its life instead of the application's
    /// delegate, if given; the scene then comes to the foreground.
    func connectScene(delegate sceneDelegate: (any UISceneDelegate)?, options: UIScene.ConnectionOptions = .init()) {
        scene.delegate = sceneDelegate
        scene.session.scene = scene
        sceneDelegate?.scene(scene, willConnectTo: scene.session, options: options)
        NotificationCenter.default.post(name: UIScene.willConnectNotification, object: scene)
        scene.move(to: .foregroundInactive)
    }

    /// The first frame is on screen: the scene and the application become active, unless
    /// another window has the keyboard focus (then they do when it comes back).
    func becomeActive() {
        hasPresentedFirstFrame = true
        becomeActiveIfFocused()
    }

    /// Whether the window has shown its first frame.
    private var hasPresentedFirstFrame = false

    /// The scene and the application become active: once the first frame is on screen, while
    /// the window has the keyboard focus, and not once terminating.
    private func becomeActiveIfFocused() {
        guard hasPresentedFirstFrame, hasKeyboardFocus, scene.activationState == .foregroundInactive,
            applicationState == .inactive
        else { return }
        scene.move(to: .foregroundActive)
        applicationState = .active
        if !usesSceneDelegate { delegate?.applicationDidBecomeActive(self) }
        NotificationCenter.default.post(name: UIApplication.didBecomeActiveNotification, object: self)
    }

    /// An instance of a `UIResponder` subclass made through its `init()`, as UIKit makes the
    /// principal class and the delegate from their names.
    static func make(_ responderClass: AnyClass) -> AnyObject {
        guard responderClass is UIResponder.Type else {
            fail("\(responderClass) must be a subclass of UIResponder (declare it `class X: UIResponder, …`)")
        }
        let raw = uikit_make_responder(unsafeBitCast(responderClass, to: UnsafeRawPointer.self))!
        return Unmanaged<AnyObject>.fromOpaque(raw).takeRetainedValue()
    }

    /// Whether the application's window has the keyboard focus (as the desktop gives it to one
    /// window at a time); it has it until the shell says otherwise.
    private(set) var hasKeyboardFocus = true

    /// The window lost or got back the keyboard focus: another window took it, or the user
    /// came back. As a desktop app's window does, the scene and the application resign active
    /// while another window has it (a game pauses, a text caret hides) and become active again
    /// when it comes back.
    func keyboardFocusDidChange(_ isFocused: Bool) {
        guard isFocused != hasKeyboardFocus else { return }
        hasKeyboardFocus = isFocused
        if isFocused {
            becomeActiveIfFocused()
        } else if applicationState == .active {
            resignActive()
        }
        NotificationCenter.default.post(name: UIApplication.keyboardFocusDidChangeNotification, object: self)
    }

    /// Posted after the window lost or got back the keyboard focus (text carets hide and show).
    static let keyboardFocusDidChangeNotification = Notification.Name("ScrollingStackKeyboardFocusDidChange")

    /// The scene, then the application, resign active, in UIKit's order; the application's
    /// state reads active until they have heard.
    private func resignActive() {
        if scene.activationState == .foregroundActive { scene.move(to: .foregroundInactive) }
        if !usesSceneDelegate { delegate?.applicationWillResignActive(self) }
        NotificationCenter.default.post(name: UIApplication.willResignActiveNotification, object: self)
        applicationState = .inactive
    }

    /// Tells the delegates the application ends, in UIKit's order, and exits with 0.
    func terminate(reason: String) -> Never {
        willTerminate()
        exit(0)
    }

    /// Tells the delegates the application ends: the scene, then the application, resign
    /// active and enter the background; the scene disconnects; the application terminates.
    func willTerminate() {
        let delegate = self.delegate
        let center = NotificationCenter.default
        if applicationState == .active { resignActive() }
        if scene.activationState == .foregroundInactive { scene.move(to: .background) }
        applicationState = .background
        if !usesSceneDelegate { delegate?.applicationDidEnterBackground(self) }
        center.post(name: UIApplication.didEnterBackgroundNotification, object: self)
        if scene.activationState != .unattached { scene.move(to: .unattached) }
        delegate?.applicationWillTerminate(self)
        center.post(name: UIApplication.willTerminateNotification, object: self)
    }

    /// Prints `message` after the program's name and exits with 1.
    static func fail(_ message: String) -> Never {
        let name = CommandLine.arguments.first.map { String($0.split(separator: "/").last ?? "app") } ?? "app"
        FileHandle.standardError.write(Data("\(name): \(message)\n".utf8))
        exit(1)
    }
}
