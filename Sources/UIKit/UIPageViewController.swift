/// Where a page view controller's pages come from (UIKit's `UIPageViewControllerDataSource`).
@preconcurrency @MainActor
public protocol UIPageViewControllerDataSource: AnyObject {
    /// The page before `viewController`, or nil at the first.
    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
    ) -> UIViewController?
    /// The page after `viewController`, or nil at the last.
    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
    ) -> UIViewController?
    /// How many dots the page indicator shows; 0 (the default) shows none.
    func presentationCount(for pageViewController: UIPageViewController) -> Int
    /// The dot of the page shown by ``UIPageViewController/setViewControllers(_:direction:animated:completion:)``.
    func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
    /// No page indicator.
    public func presentationCount(for pageViewController: UIPageViewController) -> Int { 0 }
    /// The first dot.
    public func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}

/// What a page view controller tells of the user's page turns (UIKit's
/// `UIPageViewControllerDelegate`).
@preconcurrency @MainActor
public protocol UIPageViewControllerDelegate: AnyObject {
    /// A drag is turning the page towards `pendingViewControllers`.
    func pageViewController(
        _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController])
    /// The turn a drag started has ended: `completed` if the new page stays, false if the old
    /// one came back.
    func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
}

extension UIPageViewControllerDelegate {
    /// Nothing.
    public func pageViewController(
        _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]
    ) {}
    /// Nothing.
    public func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool
    ) {}
}

/// Pages of view controllers turned by a drag (UIKit's `UIPageViewController`), one at a time.
///
/// The pages slide along the navigation orientation and rest on one page: a drag past half a
/// page, or a flick, turns it; a wheel notch turns it too. The data source gives the neighbours
/// of the page shown (asked again as each drag begins); the one a turn goes to becomes a child
/// as it comes into view, and the page left goes once the turn completes. In the horizontal
/// scroll style, with a presentation count, dots show below the pages. The page-curl style
/// slides here, and the pages get no safe area of their own.
@preconcurrency @MainActor
open class UIPageViewController: UIViewController {
    /// How pages turn (UIKit's values).
    public enum TransitionStyle: Int, Sendable {
        /// A page curls over (slides here).
        case pageCurl = 0
        /// The pages slide.
        case scroll = 1
    }

    /// Which way the pages lie (UIKit's values).
    public enum NavigationOrientation: Int, Sendable {
        /// Side by side, the next on the right.
        case horizontal = 0
        /// One above the other, the next below.
        case vertical = 1
    }

    /// Which way a programmatic turn goes (UIKit's values).
    public enum NavigationDirection: Int, Sendable {
        /// To a page after the current one.
        case forward = 0
        /// To a page before it.
        case reverse = 1
    }

    /// Where a page-curl spine is (UIKit's values); recorded.
    public enum SpineLocation: Int, Sendable {
        /// No spine: the scroll style's.
        case none = 0
        /// At the left or top edge: the page-curl style's default.
        case min
        /// In the middle, two pages side by side.
        case mid
        /// At the right or bottom edge.
        case max
    }

    /// The keys of the options an initialiser takes (UIKit's `UIPageViewController.OptionsKey`).
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        /// The key's name.
        public let rawValue: String
        /// The key named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The page-curl spine's location (a `SpineLocation` raw value); recorded.
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        /// The space between pages of the scroll style, in points (a number).
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }

    /// How pages turn.
    public let transitionStyle: TransitionStyle
    /// Which way the pages lie.
    public let navigationOrientation: NavigationOrientation
    /// The spine's location; recorded.
    public let spineLocation: SpineLocation
    /// Whether pages have backs (false); recorded.
    open var isDoubleSided = false
    /// Where the neighbours come from; not retained. Without one (set it to nil to stop the
    /// user's turns), only programmatic turns.
    open weak var dataSource: (any UIPageViewControllerDataSource)? {
        didSet { neighboursDidChange() }
    }
    /// Told of the turns the user makes; not retained.
    open weak var delegate: (any UIPageViewControllerDelegate)?
    /// The page shown (one controller here), nil before the first is set.
    open private(set) var viewControllers: [UIViewController]?
    /// Recognizers of the page-curl style, none here: the scroll style drags a scroll view.
    open var gestureRecognizers: [UIGestureRecognizer] { [] }

    /// The space between pages, in points.
    let interPageSpacing: CGFloat
    /// The scroll view the pages slide in, a page (and its spacing) per stop.
    let pager = UIScrollView()
    /// The dots under the pages of the horizontal scroll style, when the data source counts them.
    let pageIndicator = UIPageControl()
    private lazy var pagerDelegate = PagerDelegate(owner: self)
    /// The neighbours of the page shown, as the data source last gave them (asked again when a
    /// drag begins and when the data source changes).
    private var before: UIViewController?
    private var after: UIViewController?
    /// The page a turn is going to, once the delegate has heard of it (a drag's or the wheel's).
    private var pending: UIViewController?
    /// Whether the motion under way began with a drag (else the wheel moved the pages).
    private var isDragTurn = false
    /// Set while the pages are laid out (the offsets that sets are no turn).
    private var isPlacing = false
    /// The completion of a programmatic turn in progress, with its target.
    private var turning: (target: UIViewController, completion: ((Bool) -> Void)?)?

    /// Pages that turn in `style`, lying along `navigationOrientation`.
    public init(
        transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
        options: [OptionsKey: Any]? = nil
    ) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        spineLocation =
            (options?[.spineLocation] as? Int).flatMap(SpineLocation.init(rawValue:))
            ?? (style == .pageCurl ? .min : .none)
        interPageSpacing = UIPageViewController.points(options?[.interPageSpacing]) ?? 0
        super.init(nibName: nil, bundle: nil)
    }

    /// The page-curl style, horizontal, as UIKit's `UIPageViewController()` is.
    public convenience override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        self.init(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
    }

    /// A page view controller decoded from an archive: there are none here.
    public required init?(coder: NSCoder) { nil }

    /// An option's number of points, whichever number type it came as.
    private static func points(_ value: Any?) -> CGFloat? {
        switch value {
        case let value as CGFloat: value
        case let value as Double: CGFloat(value)
        case let value as Float: CGFloat(value)
        case let value as Int: CGFloat(value)
        default: nil
        }
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        pager.isPagingEnabled = true
        pager.showsHorizontalScrollIndicator = false
        pager.showsVerticalScrollIndicator = false
        // The pages move along one axis only, whatever bars the safe area leaves room for.
        pager.contentInsetAdjustmentBehavior = .never
        pager.delegate = pagerDelegate
        view.addSubview(pager)
        pageIndicator.isUserInteractionEnabled = false
        pageIndicator.isHidden = true
        view.addSubview(pageIndicator)
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let indicatorHeight = pageIndicator.isHidden ? 0 : UIPageControl.height
        let bounds = view.bounds
        // The scroll view reaches half the spacing past each side, so that a page and its
        // spacing are one stop of its paging.
        let half = interPageSpacing / 2
        let pagesHeight = bounds.height - indicatorHeight
        let pagerFrame =
            navigationOrientation == .horizontal
            ? CGRect(x: -half, y: 0, width: bounds.width + interPageSpacing, height: pagesHeight)
            : CGRect(x: 0, y: -half, width: bounds.width, height: pagesHeight + interPageSpacing)
        let indicatorFrame = CGRect(x: 0, y: pagesHeight, width: bounds.width, height: indicatorHeight)
        if pager.frame != pagerFrame {
            pager.frame = pagerFrame
            placePages()
        }
        if pageIndicator.frame != indicatorFrame { pageIndicator.frame = indicatorFrame }
    }

    /// Shows `viewControllers` (one page). Animated, the pages slide in `direction`, and
    /// `completion` hears whether the turn finished; otherwise the page is there at once. A
    /// turn still under way ends at once first, its completion told it did not finish.
    open func setViewControllers(
        _ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
        completion: ((Bool) -> Void)? = nil
    ) {
        guard let page = viewControllers?.first else { return }
        loadViewIfNeeded()
        if let interrupted = turning {
            turning = nil
            // The pages' motion towards it stops where it is; the page is there at once.
            pager.setContentOffset(pager.contentOffset, animated: false)
            settle(on: interrupted.target)
            interrupted.completion?(false)
        }
        guard animated, let current = self.viewControllers?.first, current !== page, view.window != nil, pitch > 0
        else {
            settle(on: page)
            updateIndicator()
            completion?(true)
            return
        }
        // The new page goes beside the current one (on one side only) and the pages slide to it.
        if direction == .forward {
            after = page
            if before === page { before = nil }
        } else {
            before = page
            if after === page { after = nil }
        }
        show(page)
        placePages()
        turning = (page, completion)
        pager.setContentOffset(offset(ofSlot: direction == .forward ? slotCount - 1 : 0), animated: true)
    }

    // MARK: - Pages

    /// How many stops the scroll view has: the page before (if any), the one shown, the one
    /// after (if any).
    private var slotCount: Int {
        (before == nil ? 0 : 1) + (viewControllers?.first == nil ? 0 : 1) + (after == nil ? 0 : 1)
    }

    /// The stop of the page shown.
    private var shownSlot: Int { before == nil ? 0 : 1 }

    /// The length of one page and its spacing, along the orientation: the scroll view's.
    private var pitch: CGFloat {
        navigationOrientation == .horizontal ? pager.frame.width : pager.frame.height
    }

    private func offset(ofSlot slot: Int) -> CGPoint {
        let along = CGFloat(slot) * pitch
        return navigationOrientation == .horizontal ? CGPoint(x: along, y: 0) : CGPoint(x: 0, y: along)
    }

    /// The stop `page` is shown in: the shown page's, else the side a turn goes to it (the same
    /// controller may be both neighbours, of a data source that wraps round two pages).
    private func slot(of page: UIViewController) -> Int? {
        if page === viewControllers?.first { return shownSlot }
        let target = pending ?? turning?.target
        if page === after && (page !== before || target !== page || isTurningForward) { return shownSlot + 1 }
        if page === before { return 0 }
        return nil
    }

    /// Whether the pages move towards the page after the one shown.
    private var isTurningForward: Bool {
        (navigationOrientation == .horizontal ? pager.contentOffset.x : pager.contentOffset.y)
            >= CGFloat(shownSlot) * pitch
    }

    /// Lays the pages out side by side and rests on the one shown.
    private func placePages() {
        isPlacing = true
        defer { isPlacing = false }
        let size = pager.frame.size
        let half = interPageSpacing / 2
        for page in children where page.viewIfLoaded?.superview === pager {
            guard let slot = slot(of: page) else { continue }
            let origin = offset(ofSlot: slot)
            page.view.frame =
                navigationOrientation == .horizontal
                ? CGRect(x: origin.x + half, y: 0, width: size.width - interPageSpacing, height: size.height)
                : CGRect(x: 0, y: origin.y + half, width: size.width, height: size.height - interPageSpacing)
        }
        let length = CGFloat(slotCount) * pitch
        pager.contentSize =
            navigationOrientation == .horizontal
            ? CGSize(width: length, height: size.height) : CGSize(width: size.width, height: length)
        if turning == nil && pending == nil && viewControllers?.first != nil {
            pager.contentOffset = offset(ofSlot: shownSlot)
        }
    }

    /// Lays the pages out where they are, without moving to the one shown (a turn under way).
    private func placePagesKeepingOffset() {
        let offset = pager.contentOffset
        placePages()
        isPlacing = true
        pager.contentOffset = offset
        isPlacing = false
    }

    /// Makes `page` a child shown in the scroll view (it appears as its view joins the window).
    private func show(_ page: UIViewController) {
        guard page.parent !== self else { return }
        addChild(page)
        pager.addSubview(page.view)
        page.didMove(toParent: self)
    }

    /// Takes a page out (it disappears as its view leaves the window).
    private func hide(_ page: UIViewController) {
        guard page.parent === self else { return }
        page.willMove(toParent: nil)
        page.view.removeFromSuperview()
        page.removeFromParent()
    }

    /// Rests on `page`: the other pages go, and its neighbours are asked for.
    private func settle(on page: UIViewController) {
        for child in children where child !== page { hide(child) }
        viewControllers = [page]
        pending = nil
        show(page)
        askForNeighbours()
        placePages()
    }

    /// Asks the data source for the shown page's neighbours.
    private func askForNeighbours() {
        guard let page = viewControllers?.first, let dataSource else {
            (before, after) = (nil, nil)
            return
        }
        before = dataSource.pageViewController(self, viewControllerBefore: page)
        after = dataSource.pageViewController(self, viewControllerAfter: page)
        // A page cannot be its own neighbour.
        if before === page { before = nil }
        if after === page { after = nil }
    }

    /// The data source changed: the neighbours and the dots are its now.
    private func neighboursDidChange() {
        guard viewControllers != nil, turning == nil, pending == nil, !pager.isTracking else { return }
        askForNeighbours()
        updateIndicator()
        placePages()
    }

    /// The dots of the horizontal scroll style, as the data source counts them.
    private func updateIndicator() {
        let count =
            transitionStyle == .scroll && navigationOrientation == .horizontal
            ? dataSource?.presentationCount(for: self) ?? 0 : 0
        let wasHidden = pageIndicator.isHidden
        pageIndicator.numberOfPages = count
        pageIndicator.isHidden = count == 0
        if count > 0 { pageIndicator.currentPage = dataSource?.presentationIndex(for: self) ?? 0 }
        if wasHidden != pageIndicator.isHidden { view.setNeedsLayout() }
    }

    // MARK: - Turns (the scroll view's delegate)

    /// A drag began: the neighbours are asked for again (a data source may have changed).
    fileprivate func dragWillBegin() {
        isDragTurn = true
        guard turning == nil, pending == nil else { return }
        askForNeighbours()
        placePagesKeepingOffset()
    }

    /// The pages moved. A drag's first move towards a neighbour makes it a child and tells the
    /// delegate (again if the drag turns to the other side); a move with no drag and no motion
    /// running is the wheel's, which turns the page that way.
    fileprivate func pagesDidScroll() {
        guard !isPlacing, turning == nil else { return }
        if !pager.isTracking && !pager.isDecelerating && !pager.scroll.advanceAnimationsPending {
            pagesDidStop()
            return
        }
        guard pager.isTracking || pager.isDragging, viewControllers?.first != nil else { return }
        let along = navigationOrientation == .horizontal ? pager.contentOffset.x : pager.contentOffset.y
        let rest = CGFloat(shownSlot) * pitch
        let target = along > rest ? after : along < rest ? before : nil
        guard let target, target !== pending else { return }
        begin(turnTo: target)
    }

    /// A turn goes towards `target`: it joins the pages, and the delegate hears of it.
    private func begin(turnTo target: UIViewController) {
        pending = target
        show(target)
        placePagesKeepingOffset()
        delegate?.pageViewController(self, willTransitionTo: [target])
    }

    /// The pages came to rest: on a neighbour, the turn completed. Between pages, they go on:
    /// moved by the wheel, to the next page that way (a notch turns a page); else to the nearest.
    fileprivate func pagesDidStop() {
        guard viewControllers?.first != nil else { return }
        let along = navigationOrientation == .horizontal ? pager.contentOffset.x : pager.contentOffset.y
        let count = slotCount
        let nearest = min(max(Int((along / max(pitch, 1)).rounded()), 0), count - 1)
        guard abs(along - CGFloat(nearest) * pitch) < UIPageViewController.restTolerance else {
            var stop = nearest
            if !isDragTurn, turning == nil {
                let rest = CGFloat(shownSlot) * pitch
                stop = min(max(along > rest ? shownSlot + 1 : shownSlot - 1, 0), count - 1)
                if stop != shownSlot, let target = stop > shownSlot ? after : before, target !== pending {
                    begin(turnTo: target)
                }
            }
            pager.setContentOffset(offset(ofSlot: stop), animated: true)
            return
        }
        let previous = viewControllers ?? []
        let previousSlot = shownSlot
        let landed: UIViewController? =
            nearest == shownSlot ? previous.first : nearest < shownSlot ? before : after
        guard let landed else { return }
        if let turning {
            self.turning = nil
            settle(on: landed)
            updateIndicator()
            turning.completion?(landed === turning.target)
            return
        }
        // At rest on the page shown with no turn begun: nothing to tell (the end of a motion
        // reported twice, or a drag that never left the page).
        let wasTurning = pending != nil
        isDragTurn = false
        guard wasTurning || landed !== previous.first else { return }
        let completed = landed !== previous.first
        settle(on: landed)
        // The dots follow the user's turn; the data source places them after a programmatic one.
        if completed && !pageIndicator.isHidden { pageIndicator.currentPage += nearest > previousSlot ? 1 : -1 }
        delegate?.pageViewController(
            self, didFinishAnimating: true, previousViewControllers: previous, transitionCompleted: completed)
    }

    /// How far from a page the pages may rest and count as on it, in points.
    static let restTolerance: CGFloat = 0.5
}

/// The page view controller's scroll view delegate (so that its own conformance stays free).
@MainActor
private final class PagerDelegate: UIScrollViewDelegate {
    unowned let owner: UIPageViewController

    init(owner: UIPageViewController) { self.owner = owner }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { owner.dragWillBegin() }
    func scrollViewDidScroll(_ scrollView: UIScrollView) { owner.pagesDidScroll() }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { owner.pagesDidStop() }
    }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { owner.pagesDidStop() }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { owner.pagesDidStop() }
}
