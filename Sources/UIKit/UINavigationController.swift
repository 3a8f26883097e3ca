/// Hears of a navigation controller showing controllers (UIKit's
/// `UINavigationControllerDelegate`); every method is optional.
@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: AnyObject {
    /// `viewController` is about to be shown (pushed, popped back to, or set).
    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    /// `viewController` is shown, once any transition has ended.
    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}

extension UINavigationControllerDelegate {
    /// Does nothing.
    public func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {}
    /// Does nothing.
    public func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {}
}

/// A stack of view controllers shown one at a time under a navigation bar (UIKit's
/// `UINavigationController`): a push slides the new controller in from the right, the bar's back
/// button (or a pop) slides it out again.
///
/// The controllers are children; their views fill the navigation controller's, and their safe
/// area starts below the bar, as in UIKit, so content pinned to the safe area is not covered.
/// The appearance calls come in UIKit's order: the old controller's will disappear, the new
/// one's will appear, then, after the transition, did disappear and did appear. The bar's
/// title follows the top controller's navigation item (its title, unless set). A push or pop
/// during a transition finishes that transition first.
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    /// How long a push or pop slides, in seconds.
    static let transitionDuration = 0.35
    /// How far the controller underneath moves left while another slides over it, as a share of the width.
    static let underlapShift: CGFloat = 0.3

    /// The bar at the top.
    public let navigationBar = UINavigationBar()
    /// Hears of controllers being shown.
    open weak var delegate: UINavigationControllerDelegate?
    /// Not available here: there is no swipe back.
    open var interactivePopGestureRecognizer: UIGestureRecognizer? { nil }
    /// The toolbar along the bottom of the safe area, showing the top controller's
    /// ``UIViewController/toolbarItems`` while ``isToolbarHidden`` is false.
    public let toolbar: UIToolbar! = UIToolbar()
    /// Whether the toolbar is hidden; true by default, as in UIKit. A shown toolbar takes its
    /// height off the bottom of the children's safe area; a pushed controller that hides the
    /// bottom bar when pushed hides it too.
    open var isToolbarHidden = true {
        didSet { if isToolbarHidden != oldValue { viewIfLoaded?.setNeedsLayout() } }
    }

    /// Shows or hides the toolbar (the change is not animated here).
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) { isToolbarHidden = hidden }
    private var stack: [UIViewController] = []
    private var storedIsNavigationBarHidden = false
    /// The transition under way, finished early by the next change of the stack.
    private var pendingTransition: (() -> Void)?
    /// Counts transitions, so that an animation's completion finishes only its own.
    private var transitionNumber = 0
    /// Whether the view has appeared once (the delegate hears of the first top then).
    private var hasAppeared = false

    /// A navigation controller showing `rootViewController`.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        setViewControllers([rootViewController], animated: false)
    }

    /// An empty navigation controller; there are no nibs here.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// An empty navigation controller (there are no archives here).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: - The stack

    /// The controllers, root first; setting it shows the last without a transition.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The controller on top.
    open var topViewController: UIViewController? { stack.last }

    /// What is on screen: what the top controller presents, else the top controller.
    open var visibleViewController: UIViewController? {
        presentedViewController ?? topViewController?.presentedViewController ?? topViewController
    }

    /// Replaces the stack, showing its last controller: when `animated`, sliding in from the
    /// right if it is new, uncovered as by a pop if it was in the stack.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        finishPendingTransition()
        let old = stack
        let leaving = old.filter { controller in !viewControllers.contains { $0 === controller } }
        let added = viewControllers.filter { controller in !old.contains { $0 === controller } }
        for controller in added { addChild(controller) }
        stack = viewControllers
        navigationBar.setItems(viewControllers.map(\.navigationItem), animated: false)
        // A pushed controller may hide the tab bar, or stop hiding it.
        if Self.hidesBottomBars(old) != Self.hidesBottomBars(viewControllers) {
            tabBarController?.viewIfLoaded?.setNeedsLayout()
        }
        for controller in leaving { controller.willMove(toParent: nil) }
        let isPush = viewControllers.last.map { top in added.contains { $0 === top } } ?? false
        // Their appearance calls can tell a push and a pop from other showings.
        viewControllers.last?.isMovingToParent = isPush
        old.last?.isMovingFromParent = leaving.contains { $0 === old.last }
        show(from: old.last, to: viewControllers.last, sliding: animated ? (isPush ? .push : .pop) : nil) {
            viewControllers.last?.isMovingToParent = false
            old.last?.isMovingFromParent = false
            // The children change once the transition is over; those that leave lose the bar's inset.
            for controller in leaving {
                controller.viewIfLoaded?.setSafeAreaInsets(.zero, byContainer: false)
                controller.removeFromParent()
            }
            for controller in added { controller.didMove(toParent: self) }
        }
    }

    /// Pushes `viewController` on the stack and shows it, sliding in from the right when `animated`.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        guard !stack.contains(where: { $0 === viewController }) else {
            return warn(
                "Pushing the same view controller instance (\(viewController)) more than once is not supported.")
        }
        setViewControllers(stack + [viewController], animated: animated)
    }

    /// Pops the top controller, showing the one below; nil when only the root is left.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1, let top = stack.last else { return nil }
        setViewControllers(Array(stack.dropLast()), animated: animated)
        return top
    }

    /// Pops every controller above the root; returns them, nil if there were none.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = stack.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    /// Pops every controller above `viewController`; returns them, nil if it is not in the stack.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = stack.firstIndex(where: { $0 === viewController }) else { return nil }
        let popped = Array(stack[(index + 1)...])
        if !popped.isEmpty { setViewControllers(Array(stack[...index]), animated: animated) }
        return popped
    }

    // MARK: - The bar

    /// Whether the bar is hidden; the controllers' safe area then starts at the top.
    open var isNavigationBarHidden: Bool {
        get { storedIsNavigationBarHidden }
        set { setNavigationBarHidden(newValue, animated: false) }
    }

    /// Hides or shows the bar; the change is not animated here.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        storedIsNavigationBarHidden = hidden
        navigationBar.isHidden = hidden
        if isViewLoaded { placeBarAndChildren() }
    }

    open override func loadView() {
        let root = UIView()
        root.backgroundColor = .systemBackground
        view = root
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        navigationBar.backAction = { [unowned self] in popViewController(animated: true) }
        navigationBar.isHidden = storedIsNavigationBarHidden
        view.addSubview(navigationBar)
        view.addSubview(toolbar)
        // Loading the top's view may push another (from its viewDidLoad): the newest top goes in.
        _ = topViewController?.view
        if let top = topViewController, top.view.superview !== view {
            view.insertSubview(top.view, belowSubview: navigationBar)
        }
        // The top's safe area is below the bar from its first layout on, so that nothing pinned to
        // it (a scroll view's inset) moves twice.
        placeBarAndChildren()
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        placeBarAndChildren()
    }

    /// The search bar shown under the navigation bar, if any.
    private var shownSearchBar: UISearchBar?

    /// The bar at the top of the safe area, full width; the shown controllers' views over the
    /// whole view, their safe area below the bar.
    private func placeBarAndChildren() {
        let bounds = view.bounds
        let top = view.safeAreaInsets.top
        navigationBar.frame = CGRect(x: 0, y: top, width: bounds.width, height: UINavigationBar.standardHeight)
        var barBottom = storedIsNavigationBarHidden ? top : navigationBar.frame.maxY
        // The top controller's search bar, under the navigation bar; no other's.
        let searchBar =
            storedIsNavigationBarHidden ? nil : topViewController?.navigationItem.searchController?.searchBar
        if shownSearchBar !== searchBar {
            // Not if another navigation controller (another tab) shows it now.
            if shownSearchBar?.superview === view { shownSearchBar?.removeFromSuperview() }
            shownSearchBar = searchBar
        }
        if let searchBar {
            if searchBar.superview !== view { view.addSubview(searchBar) }
            let frame = CGRect(x: 0, y: barBottom, width: bounds.width, height: UISearchBar.navigationBarHeight)
            if searchBar.frame != frame { searchBar.frame = frame }
            if searchBar.backgroundColor == nil { searchBar.backgroundColor = .systemBackground }
            barBottom = frame.maxY
        }
        let insets = view.safeAreaInsets
        let toolbarTop = placeToolbar(aboveBottom: bounds.height - insets.bottom)
        for child in stack where child.viewIfLoaded?.superview === view {
            let childView: UIView = child.view
            if childView.frame.size != bounds.size { childView.frame.size = bounds.size }
            childView.setSafeAreaInsets(
                UIEdgeInsets(
                    top: barBottom, left: insets.left, bottom: bounds.height - toolbarTop, right: insets.right),
                byContainer: true)
        }
    }

    /// Shows the toolbar, with the top controller's items, on `bottom` (the safe area's), unless
    /// it is hidden; returns its top (`bottom` when hidden).
    private func placeToolbar(aboveBottom bottom: CGFloat) -> CGFloat {
        let isShown = !isToolbarHidden && !Self.hidesBottomBars(stack)
        toolbar.isHidden = !isShown
        let items = topViewController?.toolbarItems ?? []
        // Set only when they change: setting them makes the items' buttons again.
        if !items.elementsEqual(toolbar.items ?? [], by: ===) { toolbar.setItems(items, animated: false) }
        guard isShown else { return bottom }
        let frame = CGRect(
            x: 0, y: bottom - UIToolbar.standardHeight, width: view.bounds.width, height: UIToolbar.standardHeight)
        if toolbar.frame != frame { toolbar.frame = frame }
        return frame.minY
    }

    /// Whether a controller pushed on `stack` (not its root) hides the bottom bars: a tab bar
    /// controller's bar and the toolbar.
    static func hidesBottomBars(_ stack: [UIViewController]) -> Bool {
        stack.dropFirst().contains { $0.hidesBottomBarWhenPushed }
    }

    /// The top controller's toolbar items changed.
    func toolbarItemsDidChange(of controller: UIViewController) {
        if controller === topViewController { viewIfLoaded?.setNeedsLayout() }
    }

    // MARK: - Appearance, forwarded to the top controller only

    /// False: the navigation controller makes its top controller's appearance calls itself.
    open override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard let top = topViewController else { return }
        if !hasAppeared { delegate?.navigationController(self, willShow: top, animated: animated) }
        top.beginAppearanceTransition(true, animated: animated)
    }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard let top = topViewController else { return }
        top.endAppearanceTransition()
        if !hasAppeared { delegate?.navigationController(self, didShow: top, animated: animated) }
        hasAppeared = true
    }

    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        topViewController?.beginAppearanceTransition(false, animated: animated)
    }

    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        topViewController?.endAppearanceTransition()
    }

    // MARK: - Transitions

    private enum Slide {
        case push, pop
    }

    /// Shows `new` in place of `old`, sliding as a push or a pop, or at once; `cleanUp` runs at the end.
    private func show(
        from old: UIViewController?, to new: UIViewController?, sliding: Slide?, cleanUp: @escaping () -> Void
    ) {
        guard let new, new !== old else {
            cleanUp()
            return
        }
        // Not loaded yet: the top's view goes in when the navigation controller's view loads,
        // and the delegate hears of it when that view appears.
        guard isViewLoaded else {
            cleanUp()
            return
        }
        // Shown, or on its way (the window and presentations start the appearance calls before
        // they add the view).
        let isShown = appearanceState == .appearing || appearanceState == .appeared
        delegate?.navigationController(self, willShow: new, animated: sliding != nil)
        let width = view.bounds.width
        let newView: UIView = new.view
        newView.frame = view.bounds
        if isShown { old?.beginAppearanceTransition(false, animated: sliding != nil) }
        if let oldView = old?.viewIfLoaded, oldView.superview === view, sliding == .pop {
            view.insertSubview(newView, belowSubview: oldView)
        } else {
            view.insertSubview(newView, belowSubview: navigationBar)
        }
        placeBarAndChildren()
        // In place and laid out before it hears that it is appearing.
        view.layoutIfNeeded()
        if isShown { new.beginAppearanceTransition(true, animated: sliding != nil) }
        let finish = { [unowned self] in
            pendingTransition = nil
            if let oldView = old?.viewIfLoaded, old !== topViewController { oldView.removeFromSuperview() }
            old?.viewIfLoaded?.transform = .identity
            newView.transform = .identity
            if isShown {
                old?.endAppearanceTransition()
                // While the navigation controller is still appearing, its own did appear ends
                // the top's appearance.
                if appearanceState == .appeared { new.endAppearanceTransition() }
            }
            cleanUp()
            delegate?.navigationController(self, didShow: new, animated: sliding != nil)
        }
        guard let sliding, isShown else { return finish() }
        // Slid by transforms: frames stay laid out, and the views end where they began.
        let oldView = old?.viewIfLoaded
        let under = CGAffineTransform(translationX: -width * UINavigationController.underlapShift, y: 0)
        let aside = CGAffineTransform(translationX: width, y: 0)
        newView.transform = sliding == .push ? aside : under
        pendingTransition = finish
        transitionNumber += 1
        let number = transitionNumber
        UIView.animate(
            withDuration: UINavigationController.transitionDuration,
            animations: {
                newView.transform = .identity
                oldView?.transform = sliding == .push ? under : aside
            },
            completion: { [weak self] _ in
                guard let self, transitionNumber == number else { return }
                pendingTransition?()
            })
    }

    /// Ends the transition under way at once, as if it had run its course.
    private func finishPendingTransition() {
        pendingTransition?()
    }
}

extension UIViewController {
    /// The nearest navigation controller among this controller and its ancestors.
    public var navigationController: UINavigationController? {
        var controller: UIViewController? = self
        while let current = controller {
            if let navigation = current as? UINavigationController { return navigation }
            controller = current.parent
        }
        return nil
    }
}
