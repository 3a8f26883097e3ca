import Foundation

/// One instance of the application's interface (UIKit's `UIScene`). An application here has
/// one: a ``UIWindowScene`` made at launch, whose window is the X11 window. It goes through
/// UIKit's activation states and tells its delegate, if the application declares one.
@preconcurrency @MainActor
open class UIScene: UIResponder {
    /// Where a scene is in its life (UIKit's `UIScene.ActivationState`, raw values included).
    public enum ActivationState: Int, Sendable {
        /// Not connected to the application, or disconnected (-1).
        case unattached = -1
        /// On screen and getting events (0): from the first frame on.
        case foregroundActive = 0
        /// On screen, not getting events (1): from its connection to its first frame, and as it
        /// closes.
        case foregroundInactive
        /// Off screen (2): as the application terminates.
        case background
    }

    /// What the scene was opened with (UIKit's `UIScene.ConnectionOptions`): nothing here, as a
    /// desktop launch opens no URL, activity or shortcut.
    @preconcurrency @MainActor
    public final class ConnectionOptions {
        /// The URLs to open: none.
        public let urlContexts: Set<UIOpenURLContext> = []
        /// The bundle identifier of the application that asked for the scene: none.
        public let sourceApplication: String? = nil
        /// The handoff activity type: none.
        public let handoffUserActivityType: String? = nil
        init() {}
    }

    /// Posted after the scene connected, after its delegate's `scene(_:willConnectTo:options:)`.
    public static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
    /// Posted as the scene disconnects, after its delegate heard of it.
    public static let didDisconnectNotification = Notification.Name("UISceneDidDisconnectNotification")
    /// Posted once the scene is active (its first frame is on screen).
    public static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
    /// Posted as the scene stops being active.
    public static let willDeactivateNotification = Notification.Name("UISceneWillDeactivateNotification")
    /// Posted as the scene comes on screen, before it activates.
    public static let willEnterForegroundNotification = Notification.Name("UISceneWillEnterForegroundNotification")
    /// Posted once the scene is off screen.
    public static let didEnterBackgroundNotification = Notification.Name("UISceneDidEnterBackgroundNotification")

    /// The session the scene belongs to.
    public let session: UISceneSession
    /// The delegate told of the scene's life; kept (a strong reference, as in UIKit).
    open var delegate: (any UISceneDelegate)?
    /// Where the scene is in its life.
    public internal(set) var activationState: ActivationState = .unattached
    /// The scene's title: shown as the window's title when set (otherwise the root controller's
    /// title is).
    open var title: String! {
        didSet { UIApplication.current?.setNeedsDisplay() }
    }
    /// A secondary title; recorded.
    open var subtitle: String = ""

    /// A scene for `session`; the application makes it, as UIKit does.
    public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        self.session = session
        super.init()
    }

    /// The application, which follows a scene in the responder chain.
    open override var next: UIResponder? { UIApplication.current }

    /// Moves to `state`, telling the delegate and posting the notification of each step in
    /// UIKit's order.
    func move(to state: ActivationState) {
        let from = activationState
        activationState = state
        let center = NotificationCenter.default
        switch (from, state) {
        case (.unattached, .foregroundInactive), (.background, .foregroundInactive):
            delegate?.sceneWillEnterForeground(self)
            center.post(name: UIScene.willEnterForegroundNotification, object: self)
        case (.foregroundInactive, .foregroundActive):
            delegate?.sceneDidBecomeActive(self)
            center.post(name: UIScene.didActivateNotification, object: self)
        case (.foregroundActive, .foregroundInactive):
            delegate?.sceneWillResignActive(self)
            center.post(name: UIScene.willDeactivateNotification, object: self)
        case (.foregroundInactive, .background):
            delegate?.sceneDidEnterBackground(self)
            center.post(name: UIScene.didEnterBackgroundNotification, object: self)
        case (_, .unattached):
            delegate?.sceneDidDisconnect(self)
            center.post(name: UIScene.didDisconnectNotification, object: self)
        default:
            preconditionFailure("a scene does not go from \(from) to \(state)")
        }
    }
}

/// A URL a scene is asked to open (UIKit's `UIOpenURLContext`); a desktop launch has none.
@preconcurrency @MainActor
public final class UIOpenURLContext: Hashable {
    /// The URL to open.
    public let url: URL

    init(url: URL) { self.url = url }

    /// Contexts are equal when they are the same object.
    nonisolated public static func == (lhs: UIOpenURLContext, rhs: UIOpenURLContext) -> Bool { lhs === rhs }
    /// Hashes the object's identity.
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// What a scene was made from and lives in: its role and configuration (UIKit's
/// `UISceneSession`).
@preconcurrency @MainActor
public final class UISceneSession: Hashable {
    /// What a session's scenes are for (UIKit's `UISceneSession.Role`).
    public struct Role: RawRepresentable, Hashable, Sendable {
        /// The role's string, as UIKit spells it.
        public var rawValue: String
        /// A role with the given string.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The application's own windows: the only role here.
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
        /// Windows on an external display; never used here.
        public static let windowExternalDisplayNonInteractive = Role(
            rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    }

    /// The session's role: ``Role/windowApplication``.
    public let role: Role
    /// The configuration its scene was made from: the one the application delegate's
    /// `application(_:configurationForConnecting:options:)` returned, once asked.
    public internal(set) var configuration: UISceneConfiguration
    /// An identifier unique to the session.
    public let persistentIdentifier: String
    /// The session's scene, while connected.
    public internal(set) weak var scene: UIScene?
    /// Information the application keeps with the session; recorded.
    public var userInfo: [String: Any]?

    init(role: Role) {
        self.role = role
        configuration = UISceneConfiguration(name: nil, sessionRole: role)
        persistentIdentifier = UUID().uuidString
    }

    /// Sessions are equal when they are the same object.
    nonisolated public static func == (lhs: UISceneSession, rhs: UISceneSession) -> Bool { lhs === rhs }
    /// Hashes the object's identity.
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// Which classes make a session's scene and its delegate (UIKit's `UISceneConfiguration`).
///
/// On iOS, a named configuration comes from the application's Info.plist. Here there is none:
/// set ``delegateClass`` in code, or declare a class named `SceneDelegate` in the application
/// delegate's module, which is what Xcode's application template names in the Info.plist. See
/// ``UIApplicationDelegate/application(_:configurationForConnecting:options:)``.
@preconcurrency @MainActor
public final class UISceneConfiguration {
    /// The configuration's name, as given.
    public let name: String?
    /// The role of the sessions it is for.
    public let role: UISceneSession.Role
    /// The class of the scene's delegate; nil for the template's `SceneDelegate`, if the
    /// application declares one.
    public var delegateClass: AnyClass?
    /// The class of the scene, a ``UIWindowScene`` subclass; nil for `UIWindowScene`.
    public var sceneClass: AnyClass?

    /// A configuration named `name` for sessions of `sessionRole`.
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        role = sessionRole
    }
}

/// What a scene tells its delegate (UIKit's `UISceneDelegate`). Every method is optional.
@preconcurrency @MainActor
public protocol UISceneDelegate: AnyObject {
    /// The scene connected to the application: a ``UIWindowSceneDelegate`` makes its window
    /// here (`UIWindow(windowScene:)`) and shows it.
    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    /// The scene disconnected: here, as the application terminates.
    func sceneDidDisconnect(_ scene: UIScene)
    /// The scene is active: its first frame is on screen, or its window got the keyboard
    /// focus back.
    func sceneDidBecomeActive(_ scene: UIScene)
    /// The scene stops being active: another window took the keyboard focus, or the
    /// application terminates.
    func sceneWillResignActive(_ scene: UIScene)
    /// The scene comes on screen: at launch, after it connected.
    func sceneWillEnterForeground(_ scene: UIScene)
    /// The scene is off screen: as the application terminates.
    func sceneDidEnterBackground(_ scene: UIScene)
}

extension UISceneDelegate {
    /// Does nothing.
    public func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {}
    /// Does nothing.
    public func sceneDidDisconnect(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneWillResignActive(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneDidEnterBackground(_ scene: UIScene) {}
}
