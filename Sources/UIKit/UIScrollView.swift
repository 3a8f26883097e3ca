internal import Geometry
internal import Layout
internal import Views

/// What a scroll view tells its delegate (UIKit's `UIScrollViewDelegate`); every method is
/// optional.
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: AnyObject {
    /// The content offset changed, however it moved.
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// A drag started moving the content.
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// The finger (button) is lifting after a drag: `velocity` in points per millisecond, and
    /// where the content will come to rest, which the delegate may change.
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// The finger (button) lifted after a drag; `decelerate` says whether the content still moves.
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    /// The drag ended with the content still moving (a fling or a bounce back).
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    /// Motion after a drag (a fling or a bounce back) came to rest.
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// An animated `setContentOffset` or `scrollRectToVisible` finished.
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    /// Whether a status-bar tap may scroll to the top; never asked here (there is no status bar).
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
    /// A scroll to the top after a status-bar tap ended; never called here.
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
    /// The adjusted content inset changed (the content inset, or the safe area under a bar).
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
    /// The view to scale while zooming; never asked here, as scroll views do not zoom.
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
    /// The zoom scale changed; never called here.
    func scrollViewDidZoom(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    /// Does nothing.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// Does nothing.
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// Leaves the target as it is.
    public func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    /// Does nothing.
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// Does nothing.
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    /// Does nothing.
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    /// Does nothing.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    /// Returns true.
    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    /// Does nothing.
    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    /// Does nothing.
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
    /// Returns nil: no zooming.
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    /// Does nothing.
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
}

/// A view that scrolls its content (UIKit's `UIScrollView`): pin content to
/// ``contentLayoutGuide`` to give it a size, to ``frameLayoutGuide`` to keep it in place. The
/// wheel, a drag and the arrow and page keys scroll it, within the content's range.
@preconcurrency @MainActor
open class UIScrollView: UIView {
    var scroll: ScrollView { backing as! ScrollView }
    private var offsetObservation: Observation?
    /// What was moving at the last frame, to tell the delegate when it stops.
    private var wasDecelerating = false
    private var isAnimatingScroll = false
    private var contentSizeConstraints: [LayoutConstraint] = []

    override class func makeBacking() -> View { ScrollView() }

    override func didInitialize() {
        offsetObservation = scroll.observe(.contentOffset) { [unowned(unsafe) self] _ in
            self.contentOffsetDidChange()
            self.delegate?.scrollViewDidScroll(self)
            self.checkObservations()
            self.setNeedsDisplay()
        }
        scroll.willEndDragging = { [weak self] velocity, target in
            self?.willEndDragging(velocity: CGPoint(velocity), target: &target)
        }
    }

    /// The content offset changed: subclasses that show only what is visible (a table) lay out
    /// again (and call super); a refresh control shows how far the content is pulled down.
    func contentOffsetDidChange() {
        refreshControl?.contentPulled(by: pulledDistance)
    }

    // MARK: - Pull to refresh

    /// Shows a spinner above the content when it is pulled down, and refreshes when a drag is
    /// released far enough (see ``UIRefreshControl``).
    open var refreshControl: UIRefreshControl? {
        didSet {
            guard refreshControl !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let refreshControl {
                insertSubview(refreshControl, at: 0)
                alwaysBounceVertical = true  // content shorter than the view can be pulled too
            }
            applyAdjustedContentInset(keepingContentAtTop: false)
            setNeedsLayout()
        }
    }

    /// How far the content is pulled down past its resting top, in points (0 when it is not).
    private var pulledDistance: CGFloat {
        let refreshing = refreshControl?.isRefreshing == true ? UIRefreshControl.height : 0
        return max(0, -(contentOffset.y + adjustedContentInset.top - refreshing))
    }

    /// The refresh control started or ended: the content's top inset makes room for it, or
    /// gives it back (the content moving up).
    func refreshStateDidChange() {
        applyAdjustedContentInset(keepingContentAtTop: false)
        let top = -adjustedContentInset.top
        if contentOffset.y < top { setContentOffset(CGPoint(x: contentOffset.x, y: top), animated: true) }
    }

    /// Keeps the refresh control just above the content, as wide as the view.
    open override func layoutSubviews() {
        super.layoutSubviews()
        guard let refreshControl else { return }
        let frame = CGRect(
            x: 0, y: -UIRefreshControl.height, width: bounds.width, height: UIRefreshControl.height)
        if refreshControl.frame != frame { refreshControl.frame = frame }
    }

    deinit {
        // The toolkit view may outlive this one. (See `UIView`'s deinit for why not `isolated`.)
        MainActor.assumeIsolated { scroll.willEndDragging = nil }
    }

    /// Milliseconds per second: UIKit gives the release velocity in points per millisecond.
    private static let millisecondsPerSecond: CGFloat = 1000

    /// Pages and the delegate decide where a drag's motion ends (`velocity` in points/second).
    private func willEndDragging(velocity: CGPoint, target: inout Point) {
        var proposed = CGPoint(target)
        if isPagingEnabled { proposed = pageTarget(velocity: velocity) }
        let perMillisecond = CGPoint(
            x: velocity.x / UIScrollView.millisecondsPerSecond, y: velocity.y / UIScrollView.millisecondsPerSecond)
        proposed = proposedTargetContentOffset(proposed, velocity: perMillisecond)
        delegate?.scrollViewWillEndDragging(self, withVelocity: perMillisecond, targetContentOffset: &proposed)
        target = proposed.point
    }

    /// Where a drag's motion ends before the delegate is asked (`velocity` in points per
    /// millisecond): `proposed`; a collection view asks its layout.
    func proposedTargetContentOffset(_ proposed: CGPoint, velocity: CGPoint) -> CGPoint { proposed }

    /// With paging, the motion ends on a multiple of the bounds size: the next page in the
    /// direction of a fling, else the nearest one.
    private func pageTarget(velocity: CGPoint) -> CGPoint {
        let range = scroll.offsetRange
        func page(_ offset: CGFloat, _ speed: CGFloat, _ size: CGFloat, _ low: Double, _ high: Double) -> CGFloat {
            guard size > 0 else { return offset }
            let position = offset / size
            let fling = CGFloat(ScrollPhysics.minimumFlingVelocity)
            let index =
                speed > fling ? position.rounded(.up) : speed < -fling ? position.rounded(.down) : position.rounded()
            return min(max(index * size, CGFloat(low)), CGFloat(high))
        }
        let size = bounds.size
        return CGPoint(
            x: page(contentOffset.x, velocity.x, size.width, range.minX, range.maxX),
            y: page(contentOffset.y, velocity.y, size.height, range.minY, range.maxY))
    }

    /// The object told about scrolling; not retained.
    open weak var delegate: (any UIScrollViewDelegate)?

    /// The content point at the top-left corner of the visible area; positive scrolls down/right.
    open var contentOffset: CGPoint {
        get { CGPoint(scroll.contentOffset) }
        set { scroll.contentOffset = newValue.point }
    }

    override var boundsOrigin: CGPoint {
        get { contentOffset }
        set { contentOffset = newValue }
    }

    /// Scrolls to `contentOffset` (not clamped to the content's range), at once or in a 0.3-second
    /// ease-out; either way a running fling stops.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        scroll.setContentOffset(contentOffset.point, animated: animated)
        if animated { animatedScrollDidStart() } else { setNeedsDisplay() }
    }

    /// Scrolls the least needed to show `rect` (content coordinates), within the content's range.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        scroll.scrollRectToVisible(rect.rect, animated: animated)
        if animated { animatedScrollDidStart() } else { setNeedsDisplay() }
    }

    /// The content's size: the content layout guide's, as of the last layout, or the size set
    /// since. Setting it sizes the guide for frame-based content (constraints on the guide win
    /// over it at the next layout) and takes effect at once: the offset range and
    /// ``scrollRectToVisible(_:animated:)`` use it.
    open var contentSize: CGSize {
        get { CGSize(scroll.contentSize) }
        set {
            let (width, height) = (Double(newValue.width), Double(newValue.height))
            if contentSizeConstraints.count == 2 {
                // Setting it again (from layoutSubviews, say) is a no-op; a new size is two edits.
                guard contentSizeConstraints[0].constant != width || contentSizeConstraints[1].constant != height
                else { return }
                contentSizeConstraints[0].constant = width
                contentSizeConstraints[1].constant = height
            } else {
                let guide = scroll.contentLayoutGuide
                contentSizeConstraints = [
                    LayoutConstraint(
                        guide, .width, .equal, nil, .width, constant: width, priority: .defaultLow,
                        identifier: "UIScrollView-contentSize"),
                    LayoutConstraint(
                        guide, .height, .equal, nil, .height, constant: height, priority: .defaultLow,
                        identifier: "UIScrollView-contentSize"),
                ]
                LayoutConstraint.activate(contentSizeConstraints)
            }
            scroll.expectedContentSize = Size(width: width, height: height)
            setNeedsLayout()
        }
    }

    /// The guide whose frame is the content area (its size is the content size).
    public var contentLayoutGuide: UILayoutGuide { facade(for: scroll.contentLayoutGuide) }
    /// The guide whose frame is the visible area; content pinned to it does not scroll.
    public var frameLayoutGuide: UILayoutGuide { facade(for: scroll.frameLayoutGuide) }

    /// Extra scrollable space around the content, in points; zero by default.
    open var contentInset: UIEdgeInsets = .zero {
        didSet { applyAdjustedContentInset(keepingContentAtTop: false) }
    }

    /// The insets scrolling uses: ``contentInset`` plus the safe area (a navigation bar above
    /// the view), unless ``contentInsetAdjustmentBehavior`` is `.never`.
    open var adjustedContentInset: UIEdgeInsets { UIEdgeInsets(scroll.contentInset) }

    /// The safe area changed: the adjusted insets follow it.
    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        applyAdjustedContentInset(keepingContentAtTop: true)
    }

    /// Gives the toolkit's scroll view the adjusted insets; with `keepingContentAtTop`, content
    /// resting at the top edge stays there (below a bar that appeared), as in UIKit; an inset
    /// the app sets leaves the offset alone.
    private func applyAdjustedContentInset(keepingContentAtTop: Bool) {
        let safeArea = contentInsetAdjustmentBehavior == .never ? .zero : safeAreaInsets
        let refreshing = refreshControl?.isRefreshing == true ? UIRefreshControl.height : 0
        let adjusted = UIEdgeInsets(
            top: contentInset.top + safeArea.top + refreshing, left: contentInset.left + safeArea.left,
            bottom: contentInset.bottom + safeArea.bottom, right: contentInset.right + safeArea.right)
        let old = adjustedContentInset
        guard adjusted != old else { return }
        let wasAtTop = contentOffset.y == -old.top
        scroll.contentInset = adjusted.insets
        if wasAtTop && keepingContentAtTop { contentOffset.y = -adjusted.top }
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
        setNeedsLayout()
    }

    /// Whether the user can scroll it: dragging and the wheel stop when false; code still can.
    open var isScrollEnabled: Bool {
        get { scroll.isScrollEnabled }
        set { scroll.isScrollEnabled = newValue }
    }

    /// Whether a drag may pull the content past its edges, to spring back on release (true); the wheel never does.
    open var bounces: Bool {
        get { scroll.bounces }
        set { scroll.bounces = newValue }
    }

    /// Whether a vertical drag bounces even when the content fits (false); needs ``bounces``.
    open var alwaysBounceVertical: Bool {
        get { scroll.alwaysBounceVertical }
        set { scroll.alwaysBounceVertical = newValue }
    }

    /// Whether a horizontal drag bounces even when the content fits (false); needs ``bounces``.
    open var alwaysBounceHorizontal: Bool {
        get { scroll.alwaysBounceHorizontal }
        set { scroll.alwaysBounceHorizontal = newValue }
    }

    /// Whether the vertical indicator is drawn when the content is taller than the view (true).
    open var showsVerticalScrollIndicator: Bool {
        get { scroll.showsVerticalScrollIndicator }
        set { scroll.showsVerticalScrollIndicator = newValue }
    }

    /// Whether the horizontal indicator is drawn when the content is wider than the view (true).
    open var showsHorizontalScrollIndicator: Bool {
        get { scroll.showsHorizontalScrollIndicator }
        set { scroll.showsHorizontalScrollIndicator = newValue }
    }

    /// How fast a fling slows down (UIKit's `UIScrollView.DecelerationRate`).
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        /// The fraction of its velocity a fling keeps each millisecond.
        public var rawValue: CGFloat
        /// A rate with the given fraction.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// UIKit's normal rate, 0.998: a long glide.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// UIKit's fast rate, 0.99: a quick stop.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// How fast a fling slows down; `.normal` by default.
    open var decelerationRate: DecelerationRate {
        get { DecelerationRate(rawValue: CGFloat(scroll.decelerationRate)) }
        set { scroll.decelerationRate = Double(newValue.rawValue) }
    }

    /// How the safe area (under a navigation bar) adds to the content inset: every behaviour but
    /// `.never` adds all of it.
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { applyAdjustedContentInset(keepingContentAtTop: true) }
    }
    /// Insets of the vertical indicator's track, in points; recorded.
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// Insets of the horizontal indicator's track, in points; recorded.
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// Insets of both indicators' tracks (setting it sets both), in points; recorded.
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set { (verticalScrollIndicatorInsets, horizontalScrollIndicatorInsets) = (newValue, newValue) }
    }
    /// Whether the indicator insets follow the safe area; recorded.
    open var automaticallyAdjustsScrollIndicatorInsets = true
    /// The indicators' colours; recorded.
    open var indicatorStyle: IndicatorStyle = .default
    /// Zooming is not supported: the scale stays 1.
    open var zoomScale: CGFloat = 1
    /// Zooming is not supported; recorded.
    open var minimumZoomScale: CGFloat = 1
    /// Zooming is not supported; recorded.
    open var maximumZoomScale: CGFloat = 1

    /// Whether a drag's motion ends on a multiple of the bounds size (a page).
    open var isPagingEnabled = false
    /// Whether touches in the content wait until it is clear they are not a drag (true).
    open var delaysContentTouches = true
    /// Whether a drag may start after content got a touch (true).
    open var canCancelContentTouches = true
    /// Whether a status-bar tap scrolls to the top (true); recorded, there is no status bar here.
    open var scrollsToTop = true
    /// How a drag dismisses the keyboard; recorded, there is no on-screen keyboard here.
    open var keyboardDismissMode: KeyboardDismissMode = .none

    /// UIKit's `UIScrollView.KeyboardDismissMode`.
    public enum KeyboardDismissMode: Int, Sendable {
        /// A drag leaves the keyboard alone (0).
        case none = 0
        /// Dismiss when a drag begins (1), or follow the drag down (2); the same, keeping the accessory
        /// view (3, 4).
        case onDrag, interactive, onDragWithAccessory, interactiveWithAccessory
    }

    /// Whether the button went down in the scroll view and is still down, dragging or not.
    public var isTracking: Bool { scroll.isTracking }
    /// Whether a drag is moving the content.
    public var isDragging: Bool { scroll.isDragging }
    /// Whether the content is still gliding after a fling.
    public var isDecelerating: Bool { scroll.isDecelerating }

    /// Whether a drag that began on `view` may start scrolling after `view` got the touch:
    /// true, except for controls.
    open func touchesShouldCancel(in view: UIView) -> Bool { !(view is UIControl) }

    /// Whether content should get a touch that began on `view`; true. Not consulted here yet.
    open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { true }

    // MARK: - Frames

    /// Moves running motions to `time` and tells the delegate when they stop. Returns whether
    /// another frame is needed.
    func advance(to time: Double) -> Bool {
        let moving = scroll.advanceAnimations(to: time)
        let decelerating = scroll.isDecelerating
        if wasDecelerating && !moving && !scroll.isTracking {
            wasDecelerating = false
            delegate?.scrollViewDidEndDecelerating(self)
        }
        if isAnimatingScroll && !moving {
            isAnimatingScroll = false
            delegate?.scrollViewDidEndScrollingAnimation(self)
        }
        if decelerating { wasDecelerating = true }
        return moving || scroll.needsAnimationFrames(at: time)
    }

    // MARK: - Dragging (driven by the application's event dispatch)

    func beginDrag(at windowPoint: CGPoint, time: Double) {
        scroll.beginDrag(at: windowPoint.point, time: time)
    }

    /// Returns whether this move turned the press into a drag.
    func dragMoved(to windowPoint: CGPoint, time: Double) -> Bool {
        let was = scroll.isDragging
        scroll.dragMoved(to: windowPoint.point, time: time)
        guard !was && scroll.isDragging else { return false }
        delegate?.scrollViewWillBeginDragging(self)
        return true
    }

    func endDrag(at time: Double) -> Bool {
        let pulled = pulledDistance
        let dragged = scroll.endDrag(at: time)
        guard dragged else { return false }
        refreshControl?.dragReleased(pulledBy: pulled)
        let decelerate = scroll.advanceAnimationsPending
        delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerate)
        if decelerate {
            wasDecelerating = true
            delegate?.scrollViewWillBeginDecelerating(self)
        }
        return true
    }

    /// An animated scroll started (a key, `setContentOffset(_:animated:)`): the delegate hears
    /// `scrollViewDidEndScrollingAnimation` when it stops.
    func animatedScrollDidStart() {
        isAnimatingScroll = scroll.advanceAnimationsPending
        setNeedsDisplay()
    }
}
