/// Manages a view hierarchy: loads its root view on first use and hears of its appearance and
/// layout (UIKit's `UIViewController`).
@MainActor
open class UIViewController: UIResponder {
    public let nibName: String?
    public let nibBundle: Bundle?
    private var loadedView: UIView?
    public private(set) var children: [UIViewController] = []
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

    public var viewIfLoaded: UIView? { loadedView }
    public var isViewLoaded: Bool { loadedView != nil }

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

    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewIsAppearing(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    /// Called before the root view lays out its subviews, on every layout pass.
    open func viewWillLayoutSubviews() {}
    /// Called after the root view laid out its subviews, on every layout pass.
    open func viewDidLayoutSubviews() {}

    /// Shown by containers; a plain property here.
    open var title: String?
    open var preferredContentSize: CGSize = .zero
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero

    /// The root view's superview, or the window for a window's root view controller.
    open override var next: UIResponder? { loadedView?.superview ?? parent }

    // MARK: - Containment

    /// Adds `childController` as a child (it leaves any other parent first).
    open func addChild(_ childController: UIViewController) {
        childController.removeFromParent()
        childController.willMove(toParent: self)
        children.append(childController)
        childController.parent = self
    }

    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}

    /// The appearance calls when the window shows the view: will appear, is appearing, (the
    /// view lays out), did appear.
    func beginAppearance() {
        viewWillAppear(false)
        viewIsAppearing(false)
        for child in children { child.beginAppearance() }
    }

    func endAppearance() {
        viewDidAppear(false)
        for child in children { child.endAppearance() }
    }

    func disappear() {
        viewWillDisappear(false)
        viewDidDisappear(false)
    }
}
