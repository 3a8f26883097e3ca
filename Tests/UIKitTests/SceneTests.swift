import Foundation
import Geometry
import Testing
import Views

@testable import UIKit

/// The calls the launch tests' delegates heard, in order.
@MainActor
enum LaunchLog {
    static var calls: [String] = []
}

/// An application delegate that logs its launch and life, and makes no window; subclasses
/// make one or name their configuration.
class LoggingAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        LaunchLog.calls.append("didFinishLaunching")
        return true
    }

    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        LaunchLog.calls.append("configurationForConnecting")
        return UISceneConfiguration(name: configurationName, sessionRole: connectingSceneSession.role)
    }

    /// The name of the configuration it returns.
    var configurationName: String? { nil }

    func applicationDidBecomeActive(_ application: UIApplication) { LaunchLog.calls.append("app didBecomeActive") }
    func applicationWillResignActive(_ application: UIApplication) { LaunchLog.calls.append("app willResignActive") }
    func applicationDidEnterBackground(_ application: UIApplication) {
        LaunchLog.calls.append("app didEnterBackground")
    }
    func applicationWillTerminate(_ application: UIApplication) { LaunchLog.calls.append("app willTerminate") }
}

/// An application delegate as Xcode's template writes it for a scene-based application: no
/// window of its own, a named configuration.
final class TemplateAppDelegate: LoggingAppDelegate {
    override var configurationName: String? { "Default Configuration" }
}

/// The template's scene delegate, under the name its Info.plist gives: found by that name.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        LaunchLog.calls.append("willConnectTo")
        guard let windowScene = (scene as? UIWindowScene) else { return }
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = AppearanceRecorder()
        window?.makeKeyAndVisible()
    }

    func sceneDidDisconnect(_ scene: UIScene) { LaunchLog.calls.append("sceneDidDisconnect") }
    func sceneDidBecomeActive(_ scene: UIScene) { LaunchLog.calls.append("sceneDidBecomeActive") }
    func sceneWillResignActive(_ scene: UIScene) { LaunchLog.calls.append("sceneWillResignActive") }
    func sceneWillEnterForeground(_ scene: UIScene) { LaunchLog.calls.append("sceneWillEnterForeground") }
    func sceneDidEnterBackground(_ scene: UIScene) { LaunchLog.calls.append("sceneDidEnterBackground") }
}

/// A scene delegate named by a configuration, in code.
final class NamedSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        LaunchLog.calls.append("named willConnectTo")
        window = UIWindow(windowScene: scene as! UIWindowScene)
        window?.makeKeyAndVisible()
    }
}

/// An application delegate whose configuration names its scene delegate's class.
final class ConfiguringAppDelegate: UIResponder, UIApplicationDelegate {
    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
        configuration.delegateClass = NamedSceneDelegate.self
        return configuration
    }
}

/// An application delegate of a scene-less application: it makes its window at launch.
final class WindowAppDelegate: LoggingAppDelegate {
    override func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = UIViewController()
        window?.makeKeyAndVisible()
        return super.application(application, didFinishLaunchingWithOptions: launchOptions)
    }
}

extension PresentationTests {
    /// Launches with `delegate` as the application's delegate, the log cleared first; the
    /// application is gone again when `body` returns.
    func launching(_ delegate: AnyClass, _ body: (UIApplication, UIWindow) -> Void) {
        LaunchLog.calls.removeAll()
        let window = UIApplication.launch(principal: UIApplication.self, delegate: delegate)
        defer { UIApplication.current = nil }
        body(UIApplication.shared, window)
    }

    @Test func aTemplateApplicationLaunchesThroughItsSceneDelegate() {
        launching(TemplateAppDelegate.self) { application, window in
            #expect(
                LaunchLog.calls == [
                    "didFinishLaunching", "configurationForConnecting", "willConnectTo", "sceneWillEnterForeground",
                ])
            let scene = application.connectedScenes.first as? UIWindowScene
            #expect(application.connectedScenes.count == 1)
            #expect(scene?.delegate is SceneDelegate)
            #expect((scene?.delegate as? SceneDelegate)?.window === window)
            #expect(window.windowScene === scene && scene?.windows == [window] && scene?.keyWindow === window)
            #expect(scene?.session.configuration.name == "Default Configuration")
            #expect(scene?.session.scene === scene && scene?.activationState == .foregroundInactive)
            #expect(window.frame.size == UIScreen.main.bounds.size)

            LaunchLog.calls.removeAll()
            application.becomeActive()
            #expect(LaunchLog.calls == ["sceneDidBecomeActive"])
            #expect(scene?.activationState == .foregroundActive && application.applicationState == .active)

            LaunchLog.calls.removeAll()
            application.willTerminate()
            #expect(
                LaunchLog.calls == [
                    "sceneWillResignActive", "sceneDidEnterBackground", "sceneDidDisconnect", "app willTerminate",
                ])
            #expect(scene?.activationState == .unattached && application.connectedScenes.isEmpty)
        }
    }

    @Test func aConfigurationsDelegateClassMakesTheScenesDelegate() {
        launching(ConfiguringAppDelegate.self) { application, window in
            #expect(LaunchLog.calls == ["named willConnectTo"])
            #expect(application.scene.delegate is NamedSceneDelegate)
            #expect(window.windowScene === application.scene && application.keyWindow === window)
        }
    }

    @Test func aSceneLessApplicationHearsOfItsLifeThroughItsOwnDelegate() {
        final class Names: @unchecked Sendable { var posted: [String] = [] }
        let names: [Notification.Name] = [UIScene.willEnterForegroundNotification, UIScene.didActivateNotification]
        let heard = Names()
        let observers = names.map { name in
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { _ in
                heard.posted.append(name.rawValue)
            }
        }
        defer { observers.forEach(NotificationCenter.default.removeObserver) }
        launching(WindowAppDelegate.self) { application, window in
            // Asked for no configuration, and no scene delegate made, though one is declared.
            #expect(LaunchLog.calls == ["didFinishLaunching"])
            #expect(application.scene.delegate == nil)
            #expect(window.windowScene === application.scene && application.windows == [window])
            #expect(application.connectedScenes.first === application.scene)

            LaunchLog.calls.removeAll()
            application.becomeActive()
            #expect(LaunchLog.calls == ["app didBecomeActive"])
            #expect(heard.posted == names.map(\.rawValue))

            LaunchLog.calls.removeAll()
            application.willTerminate()
            #expect(LaunchLog.calls == ["app willResignActive", "app didEnterBackground", "app willTerminate"])
        }
    }

    /// As a desktop app's window does, the scene and the application resign active while
    /// another window has the keyboard focus and become active when it comes back; a window
    /// that lost it before its first frame becomes active only once it has it back.
    @Test func losingTheKeyboardFocusResignsActive() {
        launching(TemplateAppDelegate.self) { application, window in
            let host = ApplicationHost(application: application, window: window)
            host.handleFocusChange(false)
            LaunchLog.calls.removeAll()
            application.becomeActive()
            #expect(LaunchLog.calls.isEmpty && application.applicationState == .inactive)
            host.handleFocusChange(true)
            #expect(LaunchLog.calls == ["sceneDidBecomeActive"] && application.applicationState == .active)

            LaunchLog.calls.removeAll()
            host.handleFocusChange(false)
            host.handleFocusChange(false)
            #expect(LaunchLog.calls == ["sceneWillResignActive"] && application.applicationState == .inactive)
            #expect(application.scene.activationState == .foregroundInactive)
            host.handleFocusChange(true)
            #expect(LaunchLog.calls == ["sceneWillResignActive", "sceneDidBecomeActive"])

            LaunchLog.calls.removeAll()
            application.willTerminate()
            #expect(
                LaunchLog.calls == [
                    "sceneWillResignActive", "sceneDidEnterBackground", "sceneDidDisconnect", "app willTerminate",
                ])
        }
    }

    @Test func theScenesTitleIsTheWindowsTitle() {
        launching(TemplateAppDelegate.self) { application, window in
            let host = ApplicationHost(application: application, window: window)
            window.rootViewController?.title = "Rows"
            #expect(host.title == "Rows")
            window.windowScene?.title = "Notes"
            #expect(host.title == "Notes")
        }
    }

    @Test func theScenesSizeRestrictionsLimitTheWindow() {
        launching(TemplateAppDelegate.self) { application, window in
            let host = ApplicationHost(application: application, window: window)
            #expect(host.sizeLimits == .standard)
            let restrictions = window.windowScene?.sizeRestrictions
            restrictions?.minimumSize = CGSize(width: 320, height: 0)
            #expect(host.sizeLimits == WindowSizeLimits(minimum: Size(width: 320, height: 200)))
            restrictions?.maximumSize.width = 800
            #expect(
                host.sizeLimits
                    == WindowSizeLimits(
                        minimum: Size(width: 320, height: 200), maximum: Size(width: 800, height: .infinity)))
        }
    }
}
