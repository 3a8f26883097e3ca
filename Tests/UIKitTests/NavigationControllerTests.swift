import Testing

@testable import UIKit

extension PresentationTests {
    /// A shown 300 × 400 window whose root is a navigation controller that has appeared, with a
    /// running application for the animations.
    @MainActor
    final class NavigationScreen {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        let log = CallLog()
        let navigation: UINavigationController
        let root: LoggingController

        init() {
            UIApplication.current = UIApplication()
            root = LoggingController("A", log)
            navigation = UINavigationController(rootViewController: root)
            window.rootViewController = navigation
            window.makeKeyAndVisible()
            navigation.endAppearance()  // the first frame
            window.layoutIfNeeded()
        }

        isolated deinit {
            UIApplication.current = nil
        }

        /// The bar's buttons by title.
        var barButtons: [String: UIButton] {
            var buttons: [String: UIButton] = [:]
            for case let button as UIButton in navigation.navigationBar.subviews {
                if let title = button.currentTitle { buttons[title] = button }
            }
            return buttons
        }

        /// The bar's title.
        var barTitle: String? {
            navigation.navigationBar.subviews.compactMap { $0 as? UILabel }.first?.text
        }

        /// Clicks the centre of `view`.
        func click(_ view: UIView) {
            window.layoutIfNeeded()
            let frame = view.convert(view.bounds, to: nil)
            Pointer(window).click(frame.midX, frame.midY)
        }
    }

    @Test func aPushSlidesInWithUIKitsCallsAndTheBackButtonPopsInReverse() async {
        let screen = NavigationScreen()
        let log = screen.log
        #expect(log.take() == ["A didMove in", "A didLoad", "A willAppear", "A didAppear"])
        #expect(screen.barTitle == "A" && screen.barButtons.isEmpty)

        let second = LoggingController("B", log)
        screen.navigation.pushViewController(second, animated: true)
        #expect(log.take() == ["B didLoad", "A willDisappear", "B willAppear"])
        #expect(await eventually { log.calls.count == 3 })
        #expect(log.take() == ["A didDisappear", "B didAppear", "B didMove in"])
        #expect(screen.navigation.viewControllers == [screen.root, second])
        #expect(second.navigationController === screen.navigation)
        #expect(screen.root.viewIfLoaded?.window == nil && second.view.window === screen.window)
        screen.window.layoutIfNeeded()
        #expect(second.view.frame == CGRect(x: 0, y: 0, width: 300, height: 400))
        #expect(second.view.safeAreaInsets.top == 44)
        #expect(screen.barTitle == "B")

        screen.click(screen.barButtons["‹ A"]!)
        #expect(log.take() == ["B willDisappear", "A willAppear"])
        #expect(await eventually { log.calls.count == 3 })
        #expect(log.take() == ["B didDisappear", "A didAppear", "B didMove out"])
        #expect(screen.navigation.viewControllers == [screen.root])
        #expect(second.parent == nil && second.view.window == nil)
        #expect(screen.barTitle == "A" && screen.barButtons.isEmpty)
    }

    @Test func theStackChangesAtOnceWithoutAnimation() {
        let screen = NavigationScreen()
        let log = screen.log
        let (second, third) = (LoggingController("B", log), LoggingController("C", log))
        screen.root.show(second, sender: nil)  // pushes, animated: finished by the next change
        screen.navigation.pushViewController(third, animated: false)
        #expect(screen.navigation.topViewController === third)
        #expect(screen.navigation.visibleViewController === third)
        #expect(third.view.window === screen.window && second.viewIfLoaded?.window == nil)
        log.calls.removeAll()
        let popped = screen.navigation.popToRootViewController(animated: false)
        #expect(popped == [second, third])
        #expect(
            log.take() == [
                "C willDisappear", "A willAppear", "C didDisappear", "A didAppear", "B didMove out", "C didMove out",
            ])
        #expect(screen.navigation.popViewController(animated: false) == nil)
        screen.navigation.viewControllers = [second]
        #expect(screen.navigation.children == [second] && screen.root.parent == nil)
        #expect(screen.barTitle == "B" && screen.barButtons.isEmpty)
    }

    @Test func theBarShowsTheTopItemsTitleAndButtons() {
        let screen = NavigationScreen()
        let detail = LoggingController("Detail", screen.log)
        screen.navigation.pushViewController(detail, animated: false)
        var senders: [UIBarButtonItem] = []
        let save = UIBarButtonItem(
            systemItem: .save,
            primaryAction: UIAction { action in
                if let item = action.sender as? UIBarButtonItem { senders.append(item) }
            })
        detail.navigationItem.rightBarButtonItem = save
        screen.root.navigationItem.backButtonTitle = "Home"
        #expect(Set(screen.barButtons.keys) == ["‹ Home", "Save"])
        screen.click(screen.barButtons["Save"]!)
        #expect(senders.count == 1 && senders.first === save)

        detail.title = "Renamed"
        #expect(screen.barTitle == "Renamed")
        detail.navigationItem.title = "Own title"
        #expect(screen.barTitle == "Own title")
        detail.navigationItem.hidesBackButton = true
        #expect(Set(screen.barButtons.keys) == ["Save"])
        // The title stays clear of the buttons, in the middle of the bar.
        screen.window.layoutIfNeeded()
        let title = screen.navigation.navigationBar.subviews.compactMap { $0 as? UILabel }.first!
        #expect(abs(title.frame.midX - 150) < 0.5)
        #expect(title.frame.maxX <= screen.barButtons["Save"]!.frame.minX)
        screen.navigation.isNavigationBarHidden = true
        screen.window.layoutIfNeeded()
        #expect(detail.view.safeAreaInsets.top == 0)
    }

    @Test func theDelegateHearsOfEachControllerShownAndAPushDuringATransitionFinishesIt() async {
        final class Delegate: UINavigationControllerDelegate {
            var calls: [String] = []
            func navigationController(
                _ navigationController: UINavigationController, willShow viewController: UIViewController,
                animated: Bool
            ) { calls.append("will \(viewController.title ?? "")") }
            func navigationController(
                _ navigationController: UINavigationController, didShow viewController: UIViewController,
                animated: Bool
            ) { calls.append("did \(viewController.title ?? "")") }
        }
        let screen = NavigationScreen()
        let delegate = Delegate()
        screen.navigation.delegate = delegate
        let (second, third) = (LoggingController("B", screen.log), LoggingController("C", screen.log))
        screen.navigation.pushViewController(second, animated: true)
        screen.navigation.pushViewController(third, animated: true)
        #expect(delegate.calls == ["will B", "did B", "will C"])
        #expect(screen.root.viewIfLoaded?.superview == nil)
        #expect(await eventually { delegate.calls.count == 4 })
        #expect(delegate.calls.last == "did C")
        #expect(second.viewIfLoaded?.superview == nil)
        #expect(screen.navigation.children == [screen.root, second, third])
    }
}

extension PresentationTests {
    @Test func aControllerPushedFromABarButtonPopsFromTheBackButton() async {
        let screen = NavigationScreen()
        let detail = LoggingController("B", screen.log)
        screen.root.navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Next",
            primaryAction: UIAction { [unowned screen] _ in
                screen.navigation.pushViewController(detail, animated: true)
            })
        screen.click(screen.barButtons["Next"]!)
        #expect(await eventually { detail.viewIfLoaded?.window != nil && screen.root.viewIfLoaded?.window == nil })
        #expect(await eventually { screen.log.calls.last == "B didMove in" })
        screen.click(screen.barButtons["‹ A"]!)
        #expect(await eventually { screen.navigation.viewControllers == [screen.root] })
    }
}

extension PresentationTests {
    /// A root controller that pushes another from its first viewWillAppear.
    final class PushingController: UIViewController {
        let pushed: UIViewController
        var moving: [String] = []

        init(pushing next: UIViewController) {
            self.pushed = next
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { fatalError("not archived") }

        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            if navigationController?.topViewController === self {
                navigationController?.pushViewController(pushed, animated: false)
            }
        }
    }

    @Test func aPushWhileTheNavigationControllerFirstAppearsShowsTheNewTopOnce() {
        UIApplication.current = UIApplication()
        defer { UIApplication.current = nil }
        let log = CallLog()
        let second = LoggingController("B", log)
        let root = PushingController(pushing: second)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        let navigation = UINavigationController(rootViewController: root)
        // A root set on a shown window starts appearing before its view is in the window.
        window.makeKeyAndVisible()
        window.rootViewController = navigation
        navigation.endAppearance()  // the first frame
        #expect(log.take() == ["B didLoad", "B willAppear", "B didMove in", "B didAppear"])
        #expect(second.view.window === window && root.viewIfLoaded?.window == nil)
    }

    @Test func aControllerKnowsWhenItMovesAndLosesTheBarsInsetWhenPopped() {
        final class MovingController: UIViewController {
            var seen: [String] = []
            override func viewWillAppear(_ animated: Bool) { seen.append("appear moving \(isMovingToParent)") }
            override func viewWillDisappear(_ animated: Bool) {
                seen.append("disappear moving \(isMovingFromParent)")
            }
        }
        let screen = NavigationScreen()
        let (second, third) = (MovingController(), MovingController())
        screen.navigation.pushViewController(second, animated: false)
        screen.navigation.pushViewController(third, animated: false)
        screen.navigation.popViewController(animated: false)
        screen.navigation.popViewController(animated: false)
        #expect(
            second.seen == [
                "appear moving true", "disappear moving false", "appear moving false", "disappear moving true",
            ])
        #expect(!second.isMovingFromParent && !second.isMovingToParent)
        #expect(second.view.safeAreaInsets.top == 0)
    }

    @Test func itemsOutliveTheirBar() {
        let kept = UIViewController()
        do {
            let navigation = UINavigationController(rootViewController: UIViewController())
            navigation.loadViewIfNeeded()
            navigation.pushViewController(kept, animated: false)
            kept.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit")
            #expect(navigation.navigationBar.topItem === kept.navigationItem)
            navigation.setViewControllers([], animated: false)
        }
        // The bar is gone: changing what it showed must not reach it.
        kept.title = "Renamed"
        kept.navigationItem.rightBarButtonItem?.title = "Done"
        #expect(kept.navigationItem.title == "Renamed")
    }
}

extension PresentationTests {
    @Test func aNavigationControllerAtTheRootTitlesTheWindowWithItsTopController() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        let top = UIViewController()
        top.title = "Inbox"
        let navigation = UINavigationController(rootViewController: top)
        window.rootViewController = navigation
        let host = ApplicationHost(application: UIApplication(), window: window)
        #expect(host.title == "Inbox")
        navigation.title = "Mail"
        #expect(host.title == "Mail")
    }
}

extension PresentationTests {
    /// The buttons a toolbar shows, by title.
    @MainActor
    func toolbarTitles(_ toolbar: UIToolbar) -> [String] {
        toolbar.subviews.compactMap { ($0 as? UIButton)?.currentTitle }
    }

    @Test func aShownToolbarHoldsTheTopControllersItemsAboveTheSafeAreasBottom() {
        let screen = NavigationScreen()
        let navigation = screen.navigation
        let toolbar: UIToolbar = navigation.toolbar
        screen.root.toolbarItems = [
            UIBarButtonItem(title: "Edit", style: .plain),
            UIBarButtonItem(systemItem: .flexibleSpace),
            UIBarButtonItem(title: "Share", style: .plain),
        ]
        screen.window.layoutIfNeeded()
        // Hidden by default, as in UIKit: the content's safe area reaches the bottom.
        #expect(navigation.isToolbarHidden && toolbar.isHidden)
        #expect(screen.root.view.safeAreaInsets.bottom == 0)
        navigation.setToolbarHidden(false, animated: true)
        screen.window.layoutIfNeeded()
        #expect(!toolbar.isHidden && toolbar.frame == CGRect(x: 0, y: 356, width: 300, height: 44))
        #expect(toolbarTitles(toolbar) == ["Edit", "Share"])
        #expect(screen.root.view.safeAreaInsets.bottom == 44)
        // The flexible space puts Share at the right.
        let share = toolbar.subviews.first { ($0 as? UIButton)?.currentTitle == "Share" }!
        #expect(share.frame.maxX > 250)

        // A pushed controller's items replace the root's; none leaves the toolbar empty.
        let second = UIViewController()
        second.toolbarItems = [UIBarButtonItem(title: "Reply", style: .plain)]
        navigation.pushViewController(second, animated: false)
        screen.window.layoutIfNeeded()
        #expect(toolbarTitles(toolbar) == ["Reply"] && second.view.safeAreaInsets.bottom == 44)
        second.setToolbarItems(nil, animated: false)
        screen.window.layoutIfNeeded()
        #expect(toolbarTitles(toolbar).isEmpty && !toolbar.isHidden)
        navigation.popViewController(animated: false)
        screen.window.layoutIfNeeded()
        #expect(toolbarTitles(toolbar) == ["Edit", "Share"])

        // A controller pushed hiding the bottom bars hides the toolbar while it is shown.
        let full = UIViewController()
        full.hidesBottomBarWhenPushed = true
        navigation.pushViewController(full, animated: false)
        screen.window.layoutIfNeeded()
        #expect(toolbar.isHidden && full.view.safeAreaInsets.bottom == 0)
        navigation.popViewController(animated: false)
        navigation.isToolbarHidden = true
        screen.window.layoutIfNeeded()
        #expect(toolbar.isHidden && screen.root.view.safeAreaInsets.bottom == 0)
    }
}
