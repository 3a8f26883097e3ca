import Testing

@testable import UIKit

/// Records what a tab bar controller's delegate hears, and may refuse a tab.
@MainActor
final class TabChoices: UITabBarControllerDelegate {
    var refused: String?
    var chosen: [String] = []
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    {
        viewController.shownTitle != refused
    }
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        chosen.append(viewController.shownTitle ?? "")
    }
}

// In the serialized suite: the scene runs an application, for the window's appearance calls.
extension PresentationTests {
    /// Three tabs in a shown 300 × 600 window: "Home", a navigation controller around "Mail",
    /// "Profile".
    @MainActor
    final class TabsScene {
        let log = CallLog()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
        let tabs = UITabBarController()
        let home: LoggingController
        let mail: LoggingController
        let profile: LoggingController
        let navigation: UINavigationController
        let choices = TabChoices()
        let pointer: Pointer

        init() {
            UIApplication.current = UIApplication()
            home = LoggingController("Home", log)
            mail = LoggingController("Mail", log)
            profile = LoggingController("Profile", log)
            navigation = UINavigationController(rootViewController: mail)
            tabs.viewControllers = [home, navigation, profile]
            tabs.delegate = choices
            window.rootViewController = tabs
            window.makeKeyAndVisible()
            tabs.endAppearance()  // the first frame
            window.layoutIfNeeded()
            pointer = Pointer(window)
        }

        isolated deinit {
            UIApplication.current = nil
        }

        /// The appearance calls so far, then forgets every call.
        func appearances() -> [String] { log.take().filter { $0.contains("ppear") } }

        /// Clicks the tab at `index` (100 points wide each, the bar 49 high at the bottom).
        func clickTab(_ index: Int) {
            pointer.click(CGFloat(index) * 100 + 50, 600 - 20)
            window.layoutIfNeeded()
        }
    }

    @Test func theTabsAreTheChildrensItemsAndTheFirstIsShownAboveTheBar() {
        let scene = TabsScene()
        #expect(scene.tabs.tabBar.items?.map(\.title) == ["Home", "Mail", "Profile"])
        #expect(scene.tabs.selectedViewController === scene.home)
        #expect(scene.tabs.tabBar.frame == CGRect(x: 0, y: 600 - 49, width: 300, height: 49))
        #expect(scene.home.view.window === scene.window)
        #expect(scene.home.view.safeAreaInsets.bottom == UITabBar.standardHeight)
        #expect(!scene.profile.isViewLoaded)
        #expect(scene.appearances() == ["Home willAppear", "Home didAppear"])
        #expect(scene.tabs.shownTitle == "Home")
        #expect(scene.home.tabBarController === scene.tabs)
        #expect(!scene.window.backing.layoutEngine.needsLayout)  // the layout settled
    }

    @Test func itemsTheAppSetsOrReplacesShowAndANavigationTabShowsItsRootsItem() {
        let scene = TabsScene()
        // A title set on the default item stays, whatever the controller's title.
        scene.profile.tabBarItem.title = "Account"
        scene.profile.title = "Profile page"
        scene.window.layoutIfNeeded()
        #expect(scene.tabs.tabBar.items?[2].title == "Account")
        // An item replaced after the tabs were set (in viewDidLoad, say) shows.
        let favorites = UITabBarItem(tabBarSystemItem: .favorites, tag: 1)
        scene.home.tabBarItem = favorites
        scene.window.layoutIfNeeded()
        #expect(scene.tabs.tabBar.items?.first === favorites)
        #expect(scene.tabs.tabBar.selectedItem === favorites)
        // The navigation controller's tab is its root's item.
        scene.mail.tabBarItem.badgeValue = "5"
        #expect(scene.tabs.tabBar.items?[1] === scene.mail.tabBarItem)
        #expect(scene.tabs.tabBar.items?.firstIndex(of: scene.mail.tabBarItem) == 1)
    }

    @Test func removingTheSelectedTabKeepsItsNumber() {
        let scene = TabsScene()
        scene.clickTab(1)
        scene.tabs.viewControllers = [scene.home, scene.profile]
        #expect(scene.tabs.selectedIndex == 1)
        #expect(scene.tabs.selectedViewController === scene.profile)
        #expect(scene.navigation.parent == nil)
        #expect(scene.navigation.view.safeAreaInsets == .zero)
    }

    @Test func aControllerPushedWithHidesBottomBarWhenPushedHidesTheTabBar() {
        let scene = TabsScene()
        scene.clickTab(1)
        let detail = UIViewController()
        detail.hidesBottomBarWhenPushed = true
        scene.navigation.pushViewController(detail, animated: false)
        scene.window.layoutIfNeeded()
        #expect(scene.tabs.tabBar.isHidden)
        #expect(detail.view.safeAreaInsets.bottom == 0)
        scene.navigation.popViewController(animated: false)
        scene.window.layoutIfNeeded()
        #expect(!scene.tabs.tabBar.isHidden)
        #expect(scene.mail.view.safeAreaInsets.bottom == UITabBar.standardHeight)
    }

    @Test func theMarginsCountFromTheSafeAreaUnlessTheViewSaysNot() {
        let scene = TabsScene()
        let box = UIView(frame: scene.home.view.bounds)
        scene.home.view.addSubview(box)
        let margins = box.layoutMarginsGuide  // made before the layout that places it
        scene.window.layoutIfNeeded()
        #expect(box.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        #expect(margins.layoutFrame.maxY == 600 - UITabBar.standardHeight - 8)
        box.insetsLayoutMarginsFromSafeArea = false
        scene.window.layoutIfNeeded()
        #expect(margins.layoutFrame.maxY == CGFloat(600 - 8))
    }

    @Test func aChildControllerEmbeddedByHandInheritsTheSafeArea() {
        let scene = TabsScene()
        let child = UIViewController()
        scene.home.addChild(child)
        child.view.frame = scene.home.view.bounds
        scene.home.view.addSubview(child.view)
        child.didMove(toParent: scene.home)
        scene.window.layoutIfNeeded()
        #expect(child.view.safeAreaInsets.bottom == UITabBar.standardHeight)
    }

    @Test func clickingATabShowsItsControllerWithUIKitsOrderOfAppearanceCalls() {
        let scene = TabsScene()
        _ = scene.appearances()
        scene.clickTab(2)
        #expect(scene.tabs.selectedIndex == 2)
        #expect(
            scene.appearances() == [
                "Home willDisappear", "Profile willAppear", "Home didDisappear", "Profile didAppear",
            ])
        #expect(scene.home.view.window == nil)
        #expect(scene.profile.view.window === scene.window)
        #expect(scene.choices.chosen == ["Profile"])
        #expect(scene.tabs.tabBar.selectedItem === scene.profile.tabBarItem)
        #expect(scene.tabs.shownTitle == "Profile")
        // Through a navigation controller, its top controller hears of it.
        scene.clickTab(1)
        #expect(
            scene.appearances() == [
                "Profile willDisappear", "Mail willAppear", "Profile didDisappear", "Mail didAppear",
            ])
        #expect(scene.mail.view.safeAreaInsets.top == UINavigationBar.standardHeight)
        #expect(scene.mail.view.safeAreaInsets.bottom == UITabBar.standardHeight)
    }

    @Test func theDelegateMayRefuseATabAndChoosingANavigationTabAgainPopsToItsRoot() {
        let scene = TabsScene()
        scene.choices.refused = "Profile"
        scene.clickTab(2)
        #expect(scene.tabs.selectedIndex == 0)
        #expect(scene.tabs.tabBar.selectedItem === scene.home.tabBarItem)
        #expect(scene.choices.chosen.isEmpty)
        scene.clickTab(1)
        scene.navigation.pushViewController(UIViewController(), animated: false)
        #expect(scene.navigation.viewControllers.count == 2)
        scene.clickTab(1)
        #expect(scene.navigation.viewControllers.count == 1)
        #expect(scene.choices.chosen == ["Mail", "Mail"])
    }

    @Test func itemsShowTheirBadgesAndTitlesFollowTheControllers() {
        let scene = TabsScene()
        scene.profile.tabBarItem.badgeValue = "3"
        scene.profile.title = "Me"
        #expect(scene.profile.tabBarItem.title == "Me")  // at once, before any layout
        scene.window.layoutIfNeeded()
        #expect(scene.tabs.tabBar.items?.map(\.title) == ["Home", "Mail", "Me"])
        let button = scene.tabs.tabBar.subviews.compactMap { $0 as? TabBarButton }[2]
        let badge = button.subviews.compactMap { $0 as? UILabel }.first { $0.backgroundColor == .systemRed }
        #expect(badge?.isHidden == false)
        #expect(badge?.text?.contains("3") == true)
        // An item the app made keeps its own title.
        scene.home.tabBarItem = UITabBarItem(tabBarSystemItem: .favorites, tag: 1)
        scene.tabs.viewControllers = scene.tabs.viewControllers
        scene.home.title = "Start"
        #expect(scene.tabs.tabBar.items?.first?.title == "Favorites")
    }

    @Test func aTableInATabScrollsAboveTheBar() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
        let tabs = UITabBarController()
        let list = Fruits(style: .plain)
        tabs.viewControllers = [list]
        window.rootViewController = tabs
        window.isHidden = false
        window.layoutIfNeeded()
        #expect(list.tableView.adjustedContentInset.bottom == UITabBar.standardHeight)
    }
}

@MainActor
@Suite("Bar appearances")
struct BarAppearanceTests {
    @Test func theAppearanceAnAppConfiguresColoursTheBarsAndTheirTitles() {
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemIndigo
        appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
        let bar = UINavigationBar()
        bar.items = [UINavigationItem(title: "Inbox")]
        bar.standardAppearance = appearance
        bar.scrollEdgeAppearance = appearance
        #expect(bar.backgroundColor == .systemIndigo)
        let title = bar.subviews.compactMap { $0 as? UILabel }.first { $0.text == "Inbox" }
        #expect(title?.textColor == .white)

        let tabs = UITabBar()
        let transparent = UITabBarAppearance()
        transparent.configureWithTransparentBackground()
        tabs.standardAppearance = transparent
        #expect(tabs.backgroundColor == .clear)
        let line = tabs.subviews.first { $0.backgroundColor == .separator }
        #expect(line?.isHidden == true)
        let copy = transparent.copy()
        copy.configureWithDefaultBackground()
        tabs.standardAppearance = copy
        #expect(tabs.backgroundColor == UITabBar.defaultBackground)
        #expect(line?.isHidden == false)
    }
}
