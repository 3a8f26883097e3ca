/// Hears of, and may veto, the user choosing a tab (UIKit's `UITabBarControllerDelegate`);
/// every method is optional.
@preconcurrency @MainActor
public protocol UITabBarControllerDelegate: AnyObject {
    /// Whether the user may choose `viewController`'s tab; true by default.
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController)
        -> Bool
    /// The user chose `viewController`'s tab (also when it was already selected).
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
    /// True.
    public func tabBarController(
        _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
    ) -> Bool { true }
    /// Does nothing.
    public func tabBarController(
        _ tabBarController: UITabBarController, didSelect viewController: UIViewController
    ) {}
}

/// Controllers shown one at a time, chosen by a tab bar at the bottom (UIKit's
/// `UITabBarController`). Each child's ``UIViewController/tabBarItem`` is its tab; the
/// selected child's view fills the controller's, its safe area ending above the bar. Choosing
/// a navigation controller's tab again pops it to its root, as in UIKit.
@preconcurrency @MainActor
open class UITabBarController: UIViewController, UITabBarDelegate {
    /// The bar at the bottom; the controller is its delegate.
    public let tabBar = UITabBar()
    /// Hears of the user choosing tabs; not retained.
    open weak var delegate: (any UITabBarControllerDelegate)?
    private var tabs: [UIViewController] = []
    private var storedSelectedIndex = 0

    /// An empty tab bar controller; there are no nibs here.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        tabBar.delegate = self
    }

    /// An empty tab bar controller (there are no archives here).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        tabBar.delegate = self
    }

    /// The controllers, one per tab, left to right; setting them selects the first (or keeps
    /// the selected one if it stays).
    open var viewControllers: [UIViewController]? {
        get { tabs.isEmpty ? nil : tabs }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Sets the controllers; `animated` is not used.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        let new = viewControllers ?? []
        let old = selectedViewController
        let leaving = tabs.filter { tab in !new.contains { $0 === tab } }
        var added: [UIViewController] = []
        for tab in new where !tabs.contains(where: { $0 === tab }) && !added.contains(where: { $0 === tab }) {
            addChild(tab)
            added.append(tab)
        }
        tabs = new
        tabBar.items = new.map(\.tabBarItem)
        // The selected controller stays selected if it stays; else the same tab number if there is one.
        let kept = old.flatMap { old in new.firstIndex { $0 === old } }
        storedSelectedIndex = kept ?? (storedSelectedIndex < new.count ? storedSelectedIndex : 0)
        show(from: old, to: selectedViewController)
        for tab in leaving {
            tab.willMove(toParent: nil)
            tab.viewIfLoaded?.removeFromSuperview()
            tab.viewIfLoaded?.setSafeAreaInsets(.zero, byContainer: false)
            tab.removeFromParent()
        }
        for tab in added { tab.didMove(toParent: self) }
    }

    /// The selected tab's number.
    open var selectedIndex: Int {
        get { storedSelectedIndex }
        set {
            guard newValue >= 0, newValue < tabs.count, newValue != storedSelectedIndex else { return }
            let old = selectedViewController
            storedSelectedIndex = newValue
            show(from: old, to: selectedViewController)
        }
    }

    /// The selected tab's controller; setting one of the controllers selects its tab.
    open var selectedViewController: UIViewController? {
        get { tabs.isEmpty ? nil : tabs[storedSelectedIndex] }
        set {
            guard let newValue, let index = tabs.firstIndex(where: { $0 === newValue }) else { return }
            selectedIndex = index
        }
    }

    // MARK: - Views

    open override func loadView() {
        let root = UIView()
        root.backgroundColor = .systemBackground
        view = root
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(tabBar)
        if let selected = selectedViewController { view.insertSubview(selected.view, belowSubview: tabBar) }
        placeBarAndSelectedView()
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        placeBarAndSelectedView()
    }

    /// The bar along the bottom of the safe area; the selected view over the whole view, its
    /// safe area ending above the bar.
    private func placeBarAndSelectedView() {
        refreshTabItems()
        let bounds = view.bounds
        let insets = view.safeAreaInsets
        // A controller pushed with hidesBottomBarWhenPushed (or one pushed above it) hides the bar.
        let pushedHidingBar =
            (selectedViewController as? UINavigationController).map {
                UINavigationController.hidesBottomBars($0.viewControllers)
            } ?? false
        if tabBar.isHidden != pushedHidingBar { tabBar.isHidden = pushedHidingBar }
        let barTop = bounds.height - insets.bottom - (pushedHidingBar ? 0 : UITabBar.standardHeight)
        let barFrame = CGRect(
            x: 0, y: bounds.height - insets.bottom - UITabBar.standardHeight, width: bounds.width,
            height: UITabBar.standardHeight + insets.bottom)
        if tabBar.frame != barFrame { tabBar.frame = barFrame }
        guard let selected = selectedViewController?.viewIfLoaded, selected.superview === view else { return }
        if selected.frame != bounds { selected.frame = bounds }
        selected.setSafeAreaInsets(
            UIEdgeInsets(top: insets.top, left: insets.left, bottom: bounds.height - barTop, right: insets.right),
            byContainer: true)
    }

    /// The bar shows the tabs' current items (an item replaced in `viewDidLoad`, say), titled
    /// by their controllers where they follow them, and the selected one; nothing is touched
    /// when nothing changed, so layout settles.
    private func refreshTabItems() {
        for tab in tabs { tab.refreshDefaultTabBarItemTitle() }
        let items: [UITabBarItem] = tabs.map(\.tabBarItem)
        let shown = tabBar.items ?? []
        if items.count != shown.count || zip(items, shown).contains(where: { $0 !== $1 }) { tabBar.items = items }
        let selected = selectedViewController?.tabBarItem
        if tabBar.selectedItem !== selected { tabBar.selectedItem = selected }
    }

    // MARK: - Choosing tabs

    /// The user chose a tab: the delegate may refuse; choosing the selected navigation
    /// controller's tab pops it to its root.
    open func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
        guard let index = tabs.firstIndex(where: { $0.tabBarItem === item }) else { return }
        let chosen = tabs[index]
        guard delegate?.tabBarController(self, shouldSelect: chosen) ?? true else {
            tabBar.selectedItem = selectedViewController?.tabBarItem
            return
        }
        if index == storedSelectedIndex {
            (chosen as? UINavigationController)?.popToRootViewController(animated: true)
        } else {
            selectedIndex = index
        }
        delegate?.tabBarController(self, didSelect: chosen)
    }

    /// Shows `new` in place of `old`, with UIKit's order of appearance calls: old will
    /// disappear, new will appear, old did disappear, new did appear.
    private func show(from old: UIViewController?, to new: UIViewController?) {
        if tabBar.selectedItem !== new?.tabBarItem { tabBar.selectedItem = new?.tabBarItem }
        guard isViewLoaded, old !== new || new?.viewIfLoaded?.superview !== view else { return }
        // The same controller put back in place has nothing to hear.
        let isShown = (appearanceState == .appearing || appearanceState == .appeared) && old !== new
        if isShown { old?.beginAppearanceTransition(false, animated: false) }
        if let oldView = old?.viewIfLoaded, oldView.superview === view, old !== new { oldView.removeFromSuperview() }
        if let new { view.insertSubview(new.view, belowSubview: tabBar) }
        placeBarAndSelectedView()
        view.layoutIfNeeded()
        if isShown {
            new?.beginAppearanceTransition(true, animated: false)
            old?.endAppearanceTransition()
            // While the tab bar controller is still appearing, its own did appear ends the new tab's.
            if appearanceState == .appeared { new?.endAppearanceTransition() }
        }
    }

    // MARK: - Appearance, forwarded to the selected controller only

    /// False: the tab bar controller makes its selected controller's appearance calls itself.
    open override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        selectedViewController?.beginAppearanceTransition(true, animated: animated)
    }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        selectedViewController?.endAppearanceTransition()
    }

    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        selectedViewController?.beginAppearanceTransition(false, animated: animated)
    }

    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        selectedViewController?.endAppearanceTransition()
    }
}

extension UIViewController {
    /// The nearest tab bar controller among this controller's ancestors.
    public var tabBarController: UITabBarController? {
        var controller = parent
        while let current = controller {
            if let tabs = current as? UITabBarController { return tabs }
            controller = current.parent
        }
        return nil
    }
}
