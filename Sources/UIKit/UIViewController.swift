/// Manages a view hierarchy: loads its root view on first use and hears of its appearance and
/// layout (UIKit's `UIViewController`).
@preconcurrency @MainActor
open class UIViewController: UIResponder {
    /// Always nil: there are no nibs here.
    public let nibName: String?
    /// The bundle given at init; unused, as there are no nibs.
    public let nibBundle: Bundle?
    private var loadedView: UIView?
    /// The child view controllers, in the order added.
    public private(set) var children: [UIViewController] = []
    /// The container this controller is a child of, if any.
    public private(set) weak var parent: UIViewController?

    /// There are no nibs here: `nibName` must be nil.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        precondition(nibNameOrNil == nil, "nibs are not supported; build the view in loadView or viewDidLoad")
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        super.init()
    }

    /// Controllers decoded from an archive; there are no archives here, so this makes a plain one.
    public required init?(coder: NSCoder) {
        nibName = nil
        nibBundle = nil
        super.init()
    }

    /// `init(nibName: nil, bundle: nil)`.
    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// The root view, made by ``loadView()`` (then ``viewDidLoad()``) on first use.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set {
            loadedView?.viewController = nil
            loadedView = newValue
            newValue?.viewController = self
        }
    }

    /// The root view if it was made; reading this never loads it.
    public var viewIfLoaded: UIView? { loadedView }
    /// Whether the root view has been made.
    public var isViewLoaded: Bool { loadedView != nil }

    /// Makes the root view if there is none: ``loadView()`` (a screen-sized view if it sets none),
    /// then ``viewDidLoad()``.
    public func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { view = UIView(frame: UIScreen.main.bounds) }
        viewDidLoad()
    }

    /// Makes the root view: a plain `UIView` the size of the screen. Overrides assign `view`
    /// and do not call super.
    open func loadView() {
        view = UIView(frame: UIScreen.main.bounds)
    }

    /// Override point, called once after the root view was made.
    open func viewDidLoad() {}
    /// Override point, called when the view is about to be shown in the key window (`animated` is false).
    open func viewWillAppear(_ animated: Bool) {}
    /// Override point, called after ``viewWillAppear(_:)``, before the view's first layout on screen.
    open func viewIsAppearing(_ animated: Bool) {}
    /// Override point, called once the window showed the view's first frame.
    open func viewDidAppear(_ animated: Bool) {}
    /// Override point for before the view leaves the screen (a window's root controller replaced).
    open func viewWillDisappear(_ animated: Bool) {}
    /// Override point for after the view left the screen.
    open func viewDidDisappear(_ animated: Bool) {}
    /// Called before the root view lays out its subviews, on every layout pass.
    open func viewWillLayoutSubviews() {}
    /// Called after the root view laid out its subviews, on every layout pass.
    open func viewDidLayoutSubviews() {}
    /// Override point for a change of ``traitCollection``; never called here, where the traits
    /// do not change (see ``UITraitCollection``).
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Whether the controller's view lets the user edit its content (a table's rows): set by
    /// ``setEditing(_:animated:)``, and by ``editButtonItem``.
    open var isEditing: Bool {
        get { storedEditing }
        set { setEditing(newValue, animated: false) }
    }
    private var storedEditing = false

    /// Enters or leaves editing; ``editButtonItem`` shows Done while editing, Edit otherwise.
    /// Subclasses that override it call super (a table view controller passes it to its table).
    open func setEditing(_ editing: Bool, animated: Bool) {
        storedEditing = editing
        storedEditButtonItem?.title = editing ? "Done" : "Edit"
        storedEditButtonItem?.style = editing ? .done : .plain
    }

    /// A bar button that toggles editing, titled Edit, or Done (bold) while editing: put it in
    /// the navigation item to let the user edit.
    public var editButtonItem: UIBarButtonItem {
        if let storedEditButtonItem { return storedEditButtonItem }
        let item = UIBarButtonItem(
            title: isEditing ? "Done" : "Edit",
            primaryAction: UIAction { [weak self] _ in
                guard let self else { return }
                setEditing(!isEditing, animated: true)
            })
        item.style = isEditing ? .done : .plain
        storedEditButtonItem = item
        return item
    }
    private var storedEditButtonItem: UIBarButtonItem?

    /// The X11 window's title while this is the key window's root view controller (nil: the
    /// program's name); a navigation bar shows it too, unless the navigation item has its own.
    open var title: String? {
        didSet {
            storedNavigationItem?.title = title
            refreshDefaultTabBarItemTitle()
        }
    }

    /// The controller's tab in a tab bar controller; titled by ``title`` until given a title or
    /// replaced. A navigation controller without one of its own shows its root's.
    open var tabBarItem: UITabBarItem! {
        get {
            if let storedTabBarItem { return storedTabBarItem }
            // A navigation controller without an item of its own shows its root's, as in UIKit.
            if let navigation = self as? UINavigationController, let root = navigation.viewControllers.first {
                return root.tabBarItem
            }
            let item = UITabBarItem(title: nil, image: nil, tag: 0)
            item.followsControllerTitle = true
            storedTabBarItem = item
            refreshDefaultTabBarItemTitle()
            return item
        }
        set {
            storedTabBarItem = newValue
            tabBarController?.viewIfLoaded?.setNeedsLayout()  // its bar shows the new item
        }
    }
    private var storedTabBarItem: UITabBarItem?

    /// A tab titled by the controller takes its current title.
    func refreshDefaultTabBarItemTitle() {
        guard let item = storedTabBarItem, item.followsControllerTitle else { return }
        let shown = title
        if item.title != shown {
            item.title = shown
            item.followsControllerTitle = true
        }
    }

    /// The title a window shows for this controller: its own, else what its container shows
    /// (a navigation controller's top, a tab bar controller's selected tab).
    var shownTitle: String? {
        if let title { return title }
        if let navigation = self as? UINavigationController { return navigation.topViewController?.shownTitle }
        if let tabs = self as? UITabBarController { return tabs.selectedViewController?.shownTitle }
        return nil
    }

    /// What a navigation bar shows for this controller; titled by ``title`` until given another.
    open var navigationItem: UINavigationItem {
        if let storedNavigationItem { return storedNavigationItem }
        let item = UINavigationItem(title: title ?? "")
        if title == nil { item.title = nil }
        storedNavigationItem = item
        return item
    }
    private var storedNavigationItem: UINavigationItem?

    /// Whether the controller is appearing because a container is adding it (a push), while its
    /// appearance calls run.
    public internal(set) var isMovingToParent = false
    /// Whether the controller is disappearing because a container is removing it (a pop), while
    /// its disappearance calls run.
    public internal(set) var isMovingFromParent = false
    /// The items a navigation controller's toolbar shows while this controller is on top.
    open var toolbarItems: [UIBarButtonItem]? {
        didSet { navigationController?.toolbarItemsDidChange(of: self) }
    }
    /// Sets ``toolbarItems`` (the change is not animated here).
    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
        self.toolbarItems = toolbarItems
    }
    /// Whether a tab bar controller's bar, and a navigation controller's toolbar, hide while
    /// this controller, pushed on a navigation controller, is shown or has others pushed above it.
    open var hidesBottomBarWhenPushed = false

    /// Shows `viewController`: pushed by the navigation controller this one is in, else presented.
    open func show(_ viewController: UIViewController, sender: Any?) {
        if let navigationController {
            navigationController.pushViewController(viewController, animated: true)
        } else {
            present(viewController, animated: true)
        }
    }
    /// The size the controller would like in a container, in points; recorded only.
    open var preferredContentSize: CGSize = .zero
    /// Insets added to the root view's safe area, in points; recorded, not applied here.
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero

    /// The least layout margins of the root view: 16 points at the leading and trailing edges,
    /// none at the top and bottom, UIKit's values for a compact width (an X11 window is sized
    /// like a phone's screen here: there are no size classes).
    open var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        NSDirectionalEdgeInsets(
            top: 0, leading: UIViewController.compactSideMargin, bottom: 0,
            trailing: UIViewController.compactSideMargin)
    }

    /// UIKit's least leading and trailing margin of a root view in a compact width, in points.
    static let compactSideMargin: CGFloat = 16

    /// Whether the root view's layout margins are at least ``systemMinimumLayoutMargins``
    /// (true): smaller margins set on it are raised to the minimum.
    open var viewRespectsSystemMinimumLayoutMargins = true {
        didSet { loadedView?.applyLayoutMargins() }
    }

    /// The presenting controller for a presented one; otherwise the root view's superview, or
    /// the window for a window's root view controller (also while a full-screen presentation
    /// has taken its view out).
    open override var next: UIResponder? {
        if parent == nil, let presenter { return presenter }
        if let next = loadedView?.superview ?? parent { return next }
        return UIApplication.current?.keyWindow.flatMap { $0.rootViewController === self ? $0 : nil }
    }

    // MARK: - Key commands

    /// Where keys start when nothing is the first responder: the controller this one presents,
    /// else a tab bar controller's selected child or a navigation controller's top one, followed
    /// down; this controller when there is none.
    var deepestActionResponder: UIViewController {
        var controller = self
        // A bound, not a proof: no presentation or containment chain is this deep.
        for _ in 0..<Self.containmentDepthLimit {
            if let presented = controller.presentedViewController, presented !== controller {
                controller = presented
            } else if let tabs = controller as? UITabBarController, let selected = tabs.selectedViewController {
                controller = selected
            } else if let navigation = controller as? UINavigationController, let top = navigation.topViewController {
                controller = top
            } else {
                break
            }
        }
        return controller
    }

    /// More nested controllers than a screen ever has.
    private static let containmentDepthLimit = 64

    /// The shortcuts added with ``addKeyCommand(_:)``, in the order added.
    private var addedKeyCommands: [UIKeyCommand] = []

    /// The shortcuts added with ``addKeyCommand(_:)``; nil when there are none. An override
    /// that adds its own should include `super`'s.
    open override var keyCommands: [UIKeyCommand]? { addedKeyCommands.isEmpty ? nil : addedKeyCommands }

    /// Offers `keyCommand` while this controller is in the first responder's chain.
    open func addKeyCommand(_ keyCommand: UIKeyCommand) {
        guard !addedKeyCommands.contains(where: { $0 === keyCommand }) else { return }
        addedKeyCommands.append(keyCommand)
    }

    /// Stops offering a shortcut added with ``addKeyCommand(_:)``.
    open func removeKeyCommand(_ keyCommand: UIKeyCommand) {
        addedKeyCommands.removeAll { $0 === keyCommand }
    }

    // MARK: - Presentation

    /// How ``present(_:animated:completion:)`` shows this controller: a sheet (`.automatic`)
    /// unless set.
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// Whether this controller's view is where presentations over it happen (a search's);
    /// recorded: presentations cover the window here.
    open var definesPresentationContext = false
    /// Whether presentations in this controller's context take its transition style; recorded.
    open var providesPresentationContextTransitionStyle = false
    /// How the presentation moves: the view slides up from the bottom (`.coverVertical`) or
    /// fades in (`.crossDissolve`); the other styles slide.
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    /// Whether a sheet refuses to be dismissed by the user (dragged down, or Escape): its
    /// presentation controller's delegate then hears of the attempt.
    open var isModalInPresentation = false
    /// The presentation controller that shows this controller, or an ancestor of it, while
    /// presented; for a controller not presented, one made for its `modalPresentationStyle`
    /// (set that first), which its presentation will use, as in UIKit.
    public var presentationController: UIPresentationController? {
        // A child's is its outermost ancestor's: a navigation controller's root may set the
        // detents of the sheet its navigation controller is presented in.
        if presenter == nil, let parent { return parent.presentationController }
        return makePresentationController()
    }
    /// The presentation controller of a sheet (``presentationController`` for the sheet
    /// styles); nil for the others.
    public var sheetPresentationController: UISheetPresentationController? {
        presentationController as? UISheetPresentationController
    }
    /// The presentation controller of the controller this one, or an ancestor of it, is
    /// presented by, without making one.
    var managingPresentationController: UIPresentationController? {
        presenter != nil ? storedPresentationController : parent?.managingPresentationController
    }
    /// The presentation controller made for this controller (see ``presentationController``).
    var storedPresentationController: UIPresentationController?
    /// The controller this one, or an ancestor of it, presents.
    public var presentedViewController: UIViewController? {
        presentation?.controller ?? parent?.presentedViewController
    }
    /// The controller that presents this one, or an ancestor of it.
    public var presentingViewController: UIViewController? { presenter ?? parent?.presentingViewController }
    /// Whether the controller is being presented: from the call until it has appeared
    /// (``viewDidAppear(_:)`` included).
    public internal(set) var isBeingPresented = false
    /// Whether the controller is being dismissed: from the call until it has disappeared
    /// (``viewDidDisappear(_:)`` included).
    public internal(set) var isBeingDismissed = false
    /// Whether this controller's presentation or dismissal is moving: until its last
    /// appearance call starts (from which it may present or dismiss again).
    var isTransitioning = false
    /// What this controller presents (it keeps it alive), and how.
    var presentation: ModalPresentation?
    /// The controller that presents this one.
    weak var presenter: UIViewController?

    /// Shows `viewControllerToPresent` over this controller's screen, sliding up (or fading in)
    /// when `flag` is true, then calls `completion`.
    ///
    /// The outermost ancestor of this controller presents it. A full-screen presentation hides
    /// the presenter, which disappears; a sheet (the default) covers all but a strip at the top
    /// and dims the presenter, which stays. Presenting from a controller that already presents
    /// one, that is being presented or dismissed, or whose view is not in a window, prints a
    /// warning and does nothing.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil)
    {
        ContextMenuView.shown?.dismiss()
        beginPresenting(viewControllerToPresent, animated: flag, completion: completion)
    }

    /// Dismisses what this controller presents, with whatever that presents in turn; called on
    /// a presented controller, it asks its presenter. `completion` runs once they are gone;
    /// with nothing to dismiss, nothing happens, and while a presentation or dismissal is under
    /// way, it prints a warning and does nothing.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        beginDismissing(animated: flag, completion: completion)
    }

    // MARK: - Containment

    /// Adds `childController` as a child (it leaves any other parent first).
    open func addChild(_ childController: UIViewController) {
        childController.removeFromParent()
        childController.willMove(toParent: self)
        children.append(childController)
        childController.parent = self
    }

    /// Leaves the parent and calls ``didMove(toParent:)`` with nil; the view stays where it is.
    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    /// Override point: ``addChild(_:)`` calls it before joining `parent`; containers call it with nil before removing.
    open func willMove(toParent parent: UIViewController?) {}
    /// Override point: containers call it once a child is in place; ``removeFromParent()`` calls it with nil.
    open func didMove(toParent parent: UIViewController?) {}

    /// Where the controller is in its appearance calls: each call is made once per showing.
    enum AppearanceState {
        case disappeared, appearing, appeared, disappearing
    }
    private(set) var appearanceState = AppearanceState.disappeared

    /// The appearance calls when the window shows the view: will appear, is appearing, (the
    /// view lays out), did appear. Children whose views are in this one's take part, as UIKit
    /// forwards them; others appear when their views join a shown window (see
    /// ``viewDidChangeWindow()``).
    func beginAppearance() {
        guard appearanceState == .disappeared || appearanceState == .disappearing else { return }
        appearanceState = .appearing
        viewWillAppear(false)
        viewIsAppearing(false)
        for child in forwardedChildren where child.isViewShown(in: self) { child.beginAppearance() }
    }

    func endAppearance() {
        guard appearanceState == .appearing else { return }
        appearanceState = .appeared
        viewDidAppear(false)
        for child in forwardedChildren { child.endAppearance() }
    }

    /// The disappearance calls when the window stops showing the view: will disappear (the view
    /// is still in the window), then, once it is removed, did disappear.
    func beginDisappearance() {
        guard appearanceState == .appearing || appearanceState == .appeared else { return }
        appearanceState = .disappearing
        viewWillDisappear(false)
        for child in forwardedChildren { child.beginDisappearance() }
    }

    func endDisappearance() {
        guard appearanceState == .disappearing else { return }
        appearanceState = .disappeared
        viewDidDisappear(false)
        for child in forwardedChildren { child.endDisappearance() }
    }

    /// The children this controller's appearance calls reach: all of them, unless it forwards
    /// them itself (``shouldAutomaticallyForwardAppearanceMethods``).
    private var forwardedChildren: [UIViewController] { shouldAutomaticallyForwardAppearanceMethods ? children : [] }

    /// Whether the appearance calls reach the children on their own (true). A container that
    /// returns false makes them with ``beginAppearanceTransition(_:animated:)`` and
    /// ``endAppearanceTransition()``.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// Starts this controller's appearance (will appear, is appearing) or disappearance (will
    /// disappear), for a container that forwards the calls itself.
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        if isAppearing { beginAppearance() } else { beginDisappearance() }
    }

    /// Ends the transition ``beginAppearanceTransition(_:animated:)`` started: did appear, or
    /// did disappear.
    open func endAppearanceTransition() {
        switch appearanceState {
        case .appearing: endAppearance()
        case .disappearing: endDisappearance()
        case .appeared, .disappeared: break
        }
    }

    /// Whether this controller's view is loaded and inside `parent`'s.
    private func isViewShown(in parent: UIViewController) -> Bool {
        guard let view = viewIfLoaded, let parentView = parent.viewIfLoaded else { return false }
        return view.isDescendant(of: parentView)
    }

    /// This controller's view moved into a window or out of one: a child appears when its view
    /// joins a shown window while its parent has appeared or is appearing (a window's root
    /// controller appears through the window), and any controller disappears when its view
    /// leaves the window.
    func viewDidChangeWindow() {
        guard let window = loadedView?.window else {
            // Gone from the window: it disappears, unless a parent that is disappearing takes
            // it along, or forwards the calls itself (a controller already cut from its parent
            // disappears too, so that it can appear again).
            guard parent?.appearanceState != .disappearing,
                parent?.shouldAutomaticallyForwardAppearanceMethods ?? true
            else { return }
            beginDisappearance()
            endDisappearance()
            return
        }
        guard let parent, parent.shouldAutomaticallyForwardAppearanceMethods, window.isKeyWindow, !window.isHidden,
            parent.appearanceState == .appearing || parent.appearanceState == .appeared
        else { return }
        beginAppearance()
        // It has appeared once its view is laid out and drawn, at the next frame.
        if parent.appearanceState == .appeared { UIApplication.current?.host?.controllerWillAppear(self) }
    }
}
