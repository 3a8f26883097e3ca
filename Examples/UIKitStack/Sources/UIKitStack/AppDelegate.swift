import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        // Four tabs: the scrolling stack, a long list in a navigation controller, a grid of
        // colours, and settings as a collection view list.
        let tabs = UITabBarController()
        tabs.viewControllers = [
            RowsViewController(), UINavigationController(rootViewController: ListViewController(style: .insetGrouped)),
            SwatchesViewController(), SettingsViewController(),
        ]
        window?.rootViewController = tabs
        window?.makeKeyAndVisible()
        return true
    }

    func applicationDidBecomeActive(_ application: UIApplication) {
        print("active")
    }

    func applicationWillTerminate(_ application: UIApplication) {
        print("terminate")
    }
}
