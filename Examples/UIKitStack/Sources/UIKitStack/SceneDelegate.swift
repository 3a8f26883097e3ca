import UIKit

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = (scene as? UIWindowScene) else { return }
        window = UIWindow(windowScene: windowScene)
        // Room for the tab bar and a few rows, as a Mac app asks.
        windowScene.sizeRestrictions?.minimumSize = CGSize(width: 320, height: 480)
        // Four tabs: the scrolling stack, a long list in a navigation controller, a grid of
        // colours, and settings as a collection view list.
        let tabs = UITabBarController()
        let controllers: [(UIViewController, symbol: String)] = [
            (RowsViewController(), "list.bullet"),
            (UINavigationController(rootViewController: ListViewController(style: .insetGrouped)), "magnifyingglass"),
            (SwatchesViewController(), "paintpalette"), (SettingsViewController(), "gear"),
        ]
        for (controller, symbol) in controllers { controller.tabBarItem.image = UIImage(systemName: symbol) }
        tabs.viewControllers = controllers.map(\.0)
        window?.rootViewController = tabs
        window?.makeKeyAndVisible()
    }

    func sceneDidBecomeActive(_ scene: UIScene) {
        print("active")
    }

    func sceneWillResignActive(_ scene: UIScene) {
        print("inactive")
    }

    func sceneDidDisconnect(_ scene: UIScene) {
        print("disconnected")
    }
}
