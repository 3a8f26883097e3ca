internal import Geometry
internal import Layout
internal import Views

/// What a scroll view tells its delegate (UIKit's `UIScrollViewDelegate`); every method is
/// optional.
@MainActor
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
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    /// Motion after a drag (a fling or a bounce back) came to rest.
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// An animated `setContentOffset` or `scrollRectToVisible` finished.
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
    func scrollViewDidZoom(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    public func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
}

/// A view that scrolls its content (UIKit's `UIScrollView`): pin content to
/// ``contentLayoutGuide`` to give it a size, to ``frameLayoutGuide`` to keep it in place. The
/// wheel, a drag and the arrow and page keys scroll it, within the content's range.
@MainActor
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
            self.delegate?.scrollViewDidScroll(self)
            self.checkObservations()
            self.setNeedsDisplay()
        }
        scroll.willEndDragging = { [unowned(unsafe) self] velocity, target in
            self.willEndDragging(velocity: CGPoint(velocity), target: &target)
        }
    }

    /// Milliseconds per second: UIKit gives the release velocity in points per millisecond.
    private static let millisecondsPerSecond: CGFloat = 1000

    /// Pages and the delegate decide where a drag's motion ends (`velocity` in points/second).
    private func willEndDragging(velocity: CGPoint, target: inout Point) {
        var proposed = CGPoint(target)
        if isPagingEnabled { proposed = pageTarget(velocity: velocity, natural: proposed) }
        let perMillisecond = CGPoint(
            x: velocity.x / UIScrollView.millisecondsPerSecond, y: velocity.y / UIScrollView.millisecondsPerSecond)
        delegate?.scrollViewWillEndDragging(self, withVelocity: perMillisecond, targetContentOffset: &proposed)
        target = proposed.point
    }

    /// With paging, the motion ends on a multiple of the bounds size: the next page in the
    /// direction of a fling, else the nearest one.
    private func pageTarget(velocity: CGPoint, natural: CGPoint) -> CGPoint {
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

    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        scroll.setContentOffset(contentOffset.point, animated: animated)
        isAnimatingScroll = animated && scroll.advanceAnimationsPending
        setNeedsDisplay()
    }

    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        scroll.scrollRectToVisible(rect.rect, animated: animated)
        isAnimatingScroll = animated && scroll.advanceAnimationsPending
        setNeedsDisplay()
    }

    /// The content's size: the content layout guide's, as of the last layout. Setting it
    /// sizes the guide for frame-based content; constraints on the guide win over it.
    open var contentSize: CGSize {
        get { CGSize(scroll.contentSize) }
        set {
            LayoutConstraint.deactivate(contentSizeConstraints)
            let guide = scroll.contentLayoutGuide
            contentSizeConstraints = [
                LayoutConstraint(
                    guide, .width, .equal, nil, .width, constant: Double(newValue.width), priority: .defaultLow,
                    identifier: "UIScrollView-contentSize"),
                LayoutConstraint(
                    guide, .height, .equal, nil, .height, constant: Double(newValue.height), priority: .defaultLow,
                    identifier: "UIScrollView-contentSize"),
            ]
            LayoutConstraint.activate(contentSizeConstraints)
            setNeedsLayout()
        }
    }

    /// The guide whose frame is the content area (its size is the content size).
    public var contentLayoutGuide: UILayoutGuide { facade(for: scroll.contentLayoutGuide) }
    /// The guide whose frame is the visible area; content pinned to it does not scroll.
    public var frameLayoutGuide: UILayoutGuide { facade(for: scroll.frameLayoutGuide) }

    open var contentInset: UIEdgeInsets {
        get { UIEdgeInsets(scroll.contentInset) }
        set { scroll.contentInset = newValue.insets }
    }

    open var adjustedContentInset: UIEdgeInsets { UIEdgeInsets(scroll.adjustedContentInset) }

    /// Whether the user can scroll it: dragging and the wheel stop when false; code still can.
    open var isScrollEnabled: Bool {
        get { scroll.isScrollEnabled }
        set { scroll.isScrollEnabled = newValue }
    }

    open var bounces: Bool {
        get { scroll.bounces }
        set { scroll.bounces = newValue }
    }

    open var alwaysBounceVertical: Bool {
        get { scroll.alwaysBounceVertical }
        set { scroll.alwaysBounceVertical = newValue }
    }

    open var alwaysBounceHorizontal: Bool {
        get { scroll.alwaysBounceHorizontal }
        set { scroll.alwaysBounceHorizontal = newValue }
    }

    open var showsVerticalScrollIndicator: Bool {
        get { scroll.showsVerticalScrollIndicator }
        set { scroll.showsVerticalScrollIndicator = newValue }
    }

    open var showsHorizontalScrollIndicator: Bool {
        get { scroll.showsHorizontalScrollIndicator }
        set { scroll.showsHorizontalScrollIndicator = newValue }
    }

    /// How fast a fling slows down (UIKit's `UIScrollView.DecelerationRate`).
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = DecelerationRate(rawValue: 0.998)
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    open var decelerationRate: DecelerationRate {
        get { DecelerationRate(rawValue: CGFloat(scroll.decelerationRate)) }
        set { scroll.decelerationRate = Double(newValue.rawValue) }
    }

    /// Whether a drag's motion ends on a multiple of the bounds size (a page).
    open var isPagingEnabled = false
    /// Whether touches in the content wait until it is clear they are not a drag (true).
    open var delaysContentTouches = true
    /// Whether a drag may start after content got a touch (true).
    open var canCancelContentTouches = true
    open var scrollsToTop = true
    open var keyboardDismissMode: KeyboardDismissMode = .none

    /// UIKit's `UIScrollView.KeyboardDismissMode`.
    public enum KeyboardDismissMode: Int, Sendable {
        case none = 0
        case onDrag, interactive, onDragWithAccessory, interactiveWithAccessory
    }

    public var isTracking: Bool { scroll.isTracking }
    public var isDragging: Bool { scroll.isDragging }
    public var isDecelerating: Bool { scroll.isDecelerating }

    /// Whether a drag that began on `view` may start scrolling after `view` got the touch:
    /// true, except for controls.
    open func touchesShouldCancel(in view: UIView) -> Bool { !(view is UIControl) }

    /// Whether content should get a touch that began on `view`; true.
    open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { true }

    /// Whether it can move along `axis`: scrolling on, and the content larger than the view.
    func canScroll(_ axis: NSLayoutConstraint.Axis) -> Bool {
        isScrollEnabled && scroll.isScrollable(axis.axis)
    }

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
        let dragged = scroll.endDrag(at: time)
        guard dragged else { return false }
        let decelerate = scroll.advanceAnimationsPending
        delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerate)
        if decelerate {
            wasDecelerating = true
            delegate?.scrollViewWillBeginDecelerating(self)
        }
        return true
    }

    func scrollWheel(deltaX: Double, deltaY: Double, time: Double) {
        scroll.scrollWheel(deltaX: deltaX, deltaY: deltaY, time: time)
    }

    func scroll(byPoints delta: CGPoint, time: Double) {
        scroll.scroll(byPoints: delta.point, time: time)
    }

    func scroll(for key: ScrollView.KeyScroll) {
        scroll.scroll(key)
        isAnimatingScroll = scroll.advanceAnimationsPending
    }
}
