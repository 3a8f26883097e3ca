import Geometry
import Layout
import Rendering

#if canImport(Glibc)
    import Glibc
#endif

/// A view whose content is larger than itself and moves under it (UIKit's `UIScrollView`).
///
/// Content pinned to ``contentLayoutGuide`` defines ``contentSize``; ``frameLayoutGuide`` is the
/// viewport. ``contentOffset`` is the bounds origin: the point of the content (in content
/// coordinates, points) shown at the top-left corner. Scrolling never re-solves constraints.
///
/// Input arrives as calls with times from ``clock`` (seconds): ``beginDrag(at:time:)``,
/// ``scrollWheel(deltaX:deltaY:time:)``, ``scroll(_:)``; a host calls
/// ``advanceAnimations(to:)`` once per frame while ``needsAnimationFrames(at:)`` is true.
@MainActor
open class ScrollView: View {
    /// The scrolling a key asks for: a line (an arrow), a page, or the start or end.
    public enum KeyScroll: Sendable {
        /// Lines move ``ScrollPhysics/lineStep`` along their axis; pages, Home and End move along
        /// the vertical axis, or the horizontal one when only it can scroll.
        case lineUp, lineDown, lineLeft, lineRight, pageUp, pageDown, home, end
    }

    /// The content's rectangle: its size is ``contentSize``, its origin the content's (0, 0).
    /// Pin content to it, as to UIKit's `contentLayoutGuide`.
    public let contentLayoutGuide: LayoutGuide
    /// The viewport: the scroll view's frame to views outside it; to its content, the visible
    /// area, so content pinned to it stays in place while the rest scrolls ("floats").
    public let frameLayoutGuide: LayoutGuide
    /// The frame guide as the content sees it: at the content offset, in content coordinates.
    /// Its position is edited on every scroll once some content is pinned to it.
    private let viewportGuide: LayoutGuide
    private var viewportPins: [LayoutConstraint] = []
    /// ``unscrolledFrameGuide``'s storage, made on first use.
    private var madeUnscrolledFrameGuide: LayoutGuide?

    /// The content point at the viewport's top-left corner, in points; positive scrolls down/right.
    /// Setting it directly is not clamped (as in UIKit); user scrolling always is.
    public var contentOffset = Point.zero {
        didSet {
            guard contentOffset != oldValue else { return }
            if viewportPins.count == 2 {
                viewportPins[0].constant = contentOffset.x
                viewportPins[1].constant = contentOffset.y
            }
            notify(.contentOffset)
        }
    }
    /// Extra scrollable space around the content, in points.
    public var contentInset = EdgeInsets.zero
    /// ``contentInset`` plus the safe area on scrollable edges; with no safe area on X11, the same.
    public var adjustedContentInset: EdgeInsets { contentInset }
    /// Whether a drag past an edge rubber-bands (and a fling springs back) rather than stopping.
    public var bounces = true
    /// Lets vertical drags move and bounce even when the content fits (needs ``bounces``).
    public var alwaysBounceVertical = false
    /// Lets horizontal drags move and bounce even when the content fits (needs ``bounces``).
    public var alwaysBounceHorizontal = false
    /// Whether the user can scroll it: when false, drags do nothing and the event router sends it
    /// no wheel or keys. Code, including direct calls to ``scrollWheel(deltaX:deltaY:time:)``,
    /// still scrolls.
    public var isScrollEnabled = true
    /// Whether the vertical bar is drawn (and can be grabbed) while the content overflows.
    public var showsVerticalScrollIndicator = true
    /// Whether the horizontal bar is drawn (and can be grabbed) while the content overflows.
    public var showsHorizontalScrollIndicator = true
    /// Velocity multiplier per millisecond after a fling (``ScrollPhysics/normalDecelerationRate``).
    public var decelerationRate = ScrollPhysics.normalDecelerationRate
    /// Called when a drag ends with the release velocity (points per second; positive: the offset
    /// grows, scrolling down/right) and where the content would come to rest; may move that target (paging,
    /// UIKit's `scrollViewWillEndDragging`).
    public var willEndDragging: ((_ velocity: Point, _ target: inout Point) -> Void)?
    /// Seconds on a monotonic clock; tests replace it.
    public var clock: () -> Double = ScrollView.monotonicSeconds

    /// Whether a motion (deceleration, spring, programmatic animation) is still running.
    public var advanceAnimationsPending: Bool { !motions.isEmpty }
    /// True between ``beginDrag(at:time:)`` and ``endDrag(at:)``, whether or not the press became a drag.
    public private(set) var isTracking = false
    /// True once a press has moved past the drag threshold, or moved a grabbed indicator, until release.
    public private(set) var isDragging = false
    /// True while a fling is slowing down on either axis (not during a spring-back or ease-out).
    public var isDecelerating: Bool { motions.values.contains { if case .decelerate = $0 { true } else { false } } }

    enum Motion {
        case decelerate(Deceleration)
        case spring(SpringBack)
        case ease(EaseOut)
    }

    private var motions: [Axis: Motion] = [:]
    private var drag: DragState?
    private var indicatorDrag: (axis: Axis, pointer: Double, offset: Double)?
    private var lastActivity = -Double.infinity
    private var lastLaidOutSizes: (content: Size, bounds: Size)?

    struct DragState {
        var startPointer: Point
        var startRawOffset: Point
        var samples: [(time: Double, pointer: Point)]
    }

    /// An empty scroll view, clipping to its bounds; content is added as subviews pinned to
    /// ``contentLayoutGuide``.
    public override init(id: String? = nil) {
        let base = id ?? "scroll"
        contentLayoutGuide = LayoutGuide(identifier: "\(base).contentLayoutGuide")
        viewportGuide = LayoutGuide(identifier: "\(base).viewport")
        frameLayoutGuide = FrameLayoutGuide(identifier: "\(base).frameLayoutGuide", viewport: viewportGuide)
        super.init(id: id)
        clipsToBounds = true
        addLayoutGuide(contentLayoutGuide)
        addLayoutGuide(frameLayoutGuide)
        addLayoutGuide(viewportGuide)
        (frameLayoutGuide as! FrameLayoutGuide).viewportNeeded = { [unowned self] in self.pinViewport() }
        // The engine solves content unscrolled: the content guide starts at the scroll view's
        // origin, and the offset is applied when converting to window coordinates.
        LayoutConstraint.activate([
            LayoutConstraint(contentLayoutGuide, .left, .equal, self, .left, identifier: "SCROLL-content-origin"),
            LayoutConstraint(contentLayoutGuide, .top, .equal, self, .top, identifier: "SCROLL-content-origin"),
            LayoutConstraint(frameLayoutGuide, .left, .equal, self, .left, identifier: "SCROLL-frame-guide"),
            LayoutConstraint(frameLayoutGuide, .top, .equal, self, .top, identifier: "SCROLL-frame-guide"),
            LayoutConstraint(frameLayoutGuide, .width, .equal, self, .width, identifier: "SCROLL-frame-guide"),
            LayoutConstraint(frameLayoutGuide, .height, .equal, self, .height, identifier: "SCROLL-frame-guide"),
        ])
    }

    /// Pins the viewport guide the first time content is constrained to the frame guide's
    /// position: until then scrolling edits nothing.
    private func pinViewport() {
        guard viewportPins.isEmpty else { return }
        viewportPins = [
            LayoutConstraint(
                viewportGuide, .left, .equal, self, .left, constant: contentOffset.x, identifier: "SCROLL-viewport"),
            LayoutConstraint(
                viewportGuide, .top, .equal, self, .top, constant: contentOffset.y, identifier: "SCROLL-viewport"),
        ]
        LayoutConstraint.activate(
            viewportPins + [
                LayoutConstraint(viewportGuide, .width, .equal, self, .width, identifier: "SCROLL-viewport"),
                LayoutConstraint(viewportGuide, .height, .equal, self, .height, identifier: "SCROLL-viewport"),
            ])
    }

    /// The ``contentOffset``: subviews are laid out in content coordinates and drawn shifted by it.
    open override var boundsOrigin: Point { contentOffset }

    /// To the views inside it, the scroll view's edges (and baselines) are its content area's,
    /// the content layout guide's, while its size and centre stay its frame's (UIKit's rule):
    /// content pinned to all four edges defines the content size, as it does on iOS. Its own
    /// guides are not content: they relate to its frame.
    open override func positionItem(for attribute: LayoutAttribute, relativeTo other: LayoutItem?) -> LayoutItem {
        guard !attribute.isSize, !attribute.isCenter, let other, other.isDescendant(of: self),
            !(other is LayoutGuide && other.parentItem === self)
        else { return self }
        return contentLayoutGuide
    }

    open override var alternatePositionItem: LayoutItem { contentLayoutGuide }

    /// The frame where content coordinates start, unscrolled: the content's origin, the frame's
    /// size. Its edges stay the frame's to the content, for what follows the scroll view's size
    /// rather than its content's (UIKit's autoresizing masks, which resize subviews with the
    /// bounds). Made on first use.
    package var unscrolledFrameGuide: LayoutGuide {
        if let madeUnscrolledFrameGuide { return madeUnscrolledFrameGuide }
        let guide = LayoutGuide(identifier: "\(name).unscrolledFrame")
        addLayoutGuide(guide)
        LayoutConstraint.activate(
            [LayoutAttribute.left, .top, .width, .height].map {
                LayoutConstraint(guide, $0, .equal, self, $0, identifier: "SCROLL-unscrolled-frame")
            })
        madeUnscrolledFrameGuide = guide
        return guide
    }

    /// The content's size in points, from the content layout guide, as of the last layout; or
    /// the size set for it since by code, until the next layout.
    public var contentSize: Size { expectedContentSize ?? contentLayoutGuide.layoutFrame.size }

    /// A content size set by code (UIKit's `contentSize` setter, which also constrains the
    /// guide), in effect at once, as UIKit's stored property is: the offset range and the
    /// programmatic scrolls use it until the next layout solves the guide.
    package var expectedContentSize: Size?

    /// Where the offset may rest, from the content size, the viewport size and the adjusted insets.
    public var offsetRange: OffsetRange {
        OffsetRange(contentSize: contentSize, boundsSize: bounds.size, insets: adjustedContentInset)
    }

    /// Whether the user can drag along `axis`: the content overflows, or it always bounces.
    public func isScrollable(_ axis: Axis) -> Bool {
        let range = offsetRange.bounds(axis)
        return range.max > range.min || (bounces && (axis == .vertical ? alwaysBounceVertical : alwaysBounceHorizontal))
    }

    // MARK: - Layout

    /// After a layout that changed the content or viewport size, an offset left outside the
    /// range (an axis change, a resize) is clamped, unless the user is moving it.
    open override func layoutSubviews() {
        super.layoutSubviews()
        expectedContentSize = nil  // solved now
        let sizes = (content: contentSize, bounds: bounds.size)
        defer { lastLaidOutSizes = sizes }
        guard let last = lastLaidOutSizes, last.content != sizes.content || last.bounds != sizes.bounds else { return }
        if !isTracking && motions.isEmpty { contentOffset = offsetRange.clamped(contentOffset) }
    }

    // MARK: - Programmatic scrolling

    /// Moves the content. Animated: an ease-out over 0.3 s driven by ``advanceAnimations(to:)``;
    /// otherwise at once, unclamped. Either way any deceleration stops.
    public func setContentOffset(_ offset: Point, animated: Bool) {
        motions.removeAll()
        lastActivity = clock()
        guard animated else {
            contentOffset = offset
            return
        }
        let now = clock()
        motions[.horizontal] = .ease(EaseOut(from: contentOffset.x, to: offset.x, startTime: now))
        motions[.vertical] = .ease(EaseOut(from: contentOffset.y, to: offset.y, startTime: now))
    }

    /// Scrolls the least needed to show `rect` (content coordinates), within the range.
    public func scrollRectToVisible(_ rect: Rect, animated: Bool) {
        let visible = bounds.inset(by: adjustedContentInset)
        func axisOffset(_ low: Double, _ high: Double, _ visibleLow: Double, _ visibleHigh: Double, _ current: Double)
            -> Double
        {
            if high - low >= visibleHigh - visibleLow || low < visibleLow { return current - (visibleLow - low) }
            if high > visibleHigh { return current + (high - visibleHigh) }
            return current
        }
        let target = Point(
            x: axisOffset(rect.minX, rect.maxX, visible.minX, visible.maxX, contentOffset.x),
            y: axisOffset(rect.minY, rect.maxY, visible.minY, visible.maxY, contentOffset.y))
        let clamped = offsetRange.clamped(target)
        if clamped != contentOffset { setContentOffset(clamped, animated: animated) }
    }

    // MARK: - Wheel and keys

    /// Scrolls by wheel detents (positive: down / right), GTK's step per detent, clamped to the
    /// range (a wheel never rubber-bands). Stops deceleration on that axis.
    public func scrollWheel(deltaX: Double, deltaY: Double, time: Double) {
        let size = bounds.size
        scroll(
            byPoints: Point(
                x: deltaX * ScrollPhysics.wheelStep(pageSize: size.width),
                y: deltaY * ScrollPhysics.wheelStep(pageSize: size.height)), time: time)
    }

    /// Scrolls by a distance in points (touchpads, precise deltas), clamped to the range.
    public func scroll(byPoints delta: Point, time: Double) {
        let range = offsetRange
        var offset = contentOffset
        if delta.x != 0 && range.maxX > range.minX {
            motions[.horizontal] = nil
            offset.x = min(max(offset.x + delta.x, range.minX), range.maxX)
        }
        if delta.y != 0 && range.maxY > range.minY {
            motions[.vertical] = nil
            offset.y = min(max(offset.y + delta.y, range.minY), range.maxY)
        }
        lastActivity = time
        contentOffset = offset
    }

    /// Scrolls for a key (arrows 40 pt, pages 0.875 of the view, Home/End to the ends), animated.
    public func scroll(_ key: KeyScroll) {
        let range = offsetRange
        let size = bounds.size
        var target = contentOffset
        let vertical = range.maxY > range.minY || range.maxX <= range.minX
        switch key {
        case .lineUp: target.y -= ScrollPhysics.lineStep
        case .lineDown: target.y += ScrollPhysics.lineStep
        case .lineLeft: target.x -= ScrollPhysics.lineStep
        case .lineRight: target.x += ScrollPhysics.lineStep
        case .pageUp:
            if vertical {
                target.y -= ScrollPhysics.pageStep(visibleLength: size.height)
            } else {
                target.x -= ScrollPhysics.pageStep(visibleLength: size.width)
            }
        case .pageDown:
            if vertical {
                target.y += ScrollPhysics.pageStep(visibleLength: size.height)
            } else {
                target.x += ScrollPhysics.pageStep(visibleLength: size.width)
            }
        case .home: if vertical { target.y = range.minY } else { target.x = range.minX }
        case .end: if vertical { target.y = range.maxY } else { target.x = range.maxX }
        }
        let clamped = range.clamped(target)
        if clamped != contentOffset { setContentOffset(clamped, animated: true) }
    }

    // MARK: - Dragging

    /// The pointer went down at `pointer` (window coordinates). Stops any motion.
    public func beginDrag(at pointer: Point, time: Double) {
        guard isScrollEnabled else { return }
        motions.removeAll()
        isTracking = true
        isDragging = false
        if let axis = indicatorAxis(atWindowPoint: pointer) {
            let along = axis == .vertical ? pointer.y : pointer.x
            indicatorDrag = (axis, along, axis == .vertical ? contentOffset.y : contentOffset.x)
            lastActivity = time
            return
        }
        // Resuming while overshot: find the raw offset that shows as the current one.
        let range = offsetRange
        let size = bounds.size
        func raw(_ shown: Double, _ low: Double, _ high: Double, _ d: Double) -> Double {
            if shown < low { return low + ScrollPhysics.rubberBandInverse(shown - low, dimension: d) }
            if shown > high { return high + ScrollPhysics.rubberBandInverse(shown - high, dimension: d) }
            return shown
        }
        let start = Point(
            x: raw(contentOffset.x, range.minX, range.maxX, size.width),
            y: raw(contentOffset.y, range.minY, range.maxY, size.height))
        drag = DragState(startPointer: pointer, startRawOffset: start, samples: [(time, pointer)])
    }

    /// The pointer moved while down. Past ``ScrollPhysics/dragThreshold`` it pans the content:
    /// the offset follows the pointer, rubber-banded beyond the edges when ``bounces``.
    public func dragMoved(to pointer: Point, time: Double) {
        if let indicatorDrag {
            moveIndicator(indicatorDrag, to: pointer, time: time)
            return
        }
        guard var state = drag else { return }
        state.samples.append((time, pointer))
        if state.samples.count > 2 { state.samples.removeAll { time - $0.time > 0.1 } }
        if !isDragging {
            let dx = pointer.x - state.startPointer.x
            let dy = pointer.y - state.startPointer.y
            guard dx * dx + dy * dy >= ScrollPhysics.dragThreshold * ScrollPhysics.dragThreshold else {
                drag = state
                return
            }
            // The pan starts where the pointer crossed the threshold, so the content neither
            // jumps by the threshold nor loses the rest of a long first move.
            isDragging = true
            let scale = ScrollPhysics.dragThreshold / (dx * dx + dy * dy).squareRoot()
            state.startPointer = Point(x: state.startPointer.x + dx * scale, y: state.startPointer.y + dy * scale)
        }
        drag = state
        let range = offsetRange
        let size = bounds.size
        var offset = contentOffset
        if isScrollable(.horizontal) {
            let raw = state.startRawOffset.x - (pointer.x - state.startPointer.x)
            offset.x = ScrollPhysics.displayedOffset(
                raw: raw, min: range.minX, max: range.maxX, dimension: size.width, bounces: bounces)
        }
        if isScrollable(.vertical) {
            let raw = state.startRawOffset.y - (pointer.y - state.startPointer.y)
            offset.y = ScrollPhysics.displayedOffset(
                raw: raw, min: range.minY, max: range.maxY, dimension: size.height, bounces: bounces)
        }
        lastActivity = time
        contentOffset = offset
    }

    /// The pointer went up: a fast release decelerates, an overshoot springs back to the edge.
    /// Returns whether the press became a drag (if not, it was a click on the content).
    @discardableResult
    public func endDrag(at time: Double) -> Bool {
        defer {
            drag = nil
            indicatorDrag = nil
            isTracking = false
            isDragging = false
        }
        if indicatorDrag != nil { return true }
        guard let state = drag, isDragging else { return false }
        let velocity = releaseVelocity(state.samples, at: time)
        let range = offsetRange
        var natural = contentOffset
        for axis in Axis.allCases where isScrollable(axis) {
            let (low, high) = range.bounds(axis)
            let offset = axis == .vertical ? contentOffset.y : contentOffset.x
            let speed = axis == .vertical ? velocity.y : velocity.x
            var rest = min(max(offset, low), high)
            if offset < low || offset > high {
                motions[axis] = .spring(SpringBack(edge: rest, from: offset, velocity: 0, startTime: time))
            } else if abs(speed) > ScrollPhysics.minimumFlingVelocity {
                let deceleration = Deceleration(start: offset, velocity: speed, rate: decelerationRate, startTime: time)
                motions[axis] = .decelerate(deceleration)
                rest = min(max(deceleration.restingOffset, low), high)
            }
            if axis == .vertical { natural.y = rest } else { natural.x = rest }
        }
        if let willEndDragging {
            var target = natural
            willEndDragging(velocity, &target)
            retarget(from: natural, to: target, at: time)
        }
        lastActivity = time
        return true
    }

    /// Where the content comes to rest after a drag was moved (paging, or a delegate's
    /// `targetContentOffset`): an ease-out to the new target replaces the fling on that axis.
    private func retarget(from natural: Point, to target: Point, at time: Double) {
        for axis in Axis.allCases {
            let (old, new) = axis == .vertical ? (natural.y, target.y) : (natural.x, target.x)
            guard old != new else { continue }
            let offset = axis == .vertical ? contentOffset.y : contentOffset.x
            motions[axis] = .ease(EaseOut(from: offset, to: new, startTime: time))
        }
    }

    /// Which of this scroll view and its ancestors a drag that has moved by `delta` should pan:
    /// the innermost that can move along the drag's main axis, else this one.
    public func dragTarget(forMovement delta: Point) -> ScrollView {
        let axis: Axis = abs(delta.x) > abs(delta.y) ? .horizontal : .vertical
        var candidate: View? = self
        while let view = candidate {
            if let scroll = view as? ScrollView, scroll.isScrollEnabled, scroll.isScrollable(axis) { return scroll }
            candidate = view.superview
        }
        return self
    }

    /// Offset velocity (points per second) over the last 100 ms of pointer samples.
    private func releaseVelocity(_ samples: [(time: Double, pointer: Point)], at time: Double) -> Point {
        let recent = samples.filter { time - $0.time <= 0.1 }
        guard let first = recent.first, let last = recent.last, last.time - first.time > 0.005 else { return .zero }
        let dt = last.time - first.time
        return Point(x: -(last.pointer.x - first.pointer.x) / dt, y: -(last.pointer.y - first.pointer.y) / dt)
    }

    // MARK: - Animation

    /// Whether the host should keep drawing frames: a motion is running or an indicator fades.
    public func needsAnimationFrames(at time: Double) -> Bool {
        !motions.isEmpty
            || (time - lastActivity) < ScrollIndicatorGeometry.holdDuration + ScrollIndicatorGeometry.fadeDuration
    }

    /// Moves every running motion to `time`. Returns whether any is still running.
    @discardableResult
    public func advanceAnimations(to time: Double) -> Bool {
        guard !motions.isEmpty else { return false }
        let range = offsetRange
        var offset = contentOffset
        for (axis, motion) in motions {
            let (low, high) = range.bounds(axis)
            var value: Double
            var next: Motion? = motion
            switch motion {
            case .decelerate(let deceleration):
                value = deceleration.offset(at: time)
                if value < low || value > high {
                    let edge = value < low ? low : high
                    if bounces {
                        next = .spring(
                            SpringBack(
                                edge: edge, from: value, velocity: deceleration.velocity(at: time), startTime: time))
                    } else {
                        value = edge
                        next = nil
                    }
                } else if deceleration.isFinished(at: time) {
                    value = min(max(deceleration.restingOffset, low), high)
                    next = nil
                }
            case .spring(let spring):
                value = spring.offset(at: time)
                if spring.isFinished(at: time) {
                    value = spring.edge
                    next = nil
                }
            case .ease(let ease):
                value = ease.offset(at: time)
                if ease.isFinished(at: time) {
                    value = ease.to
                    next = nil
                }
            }
            if axis == .vertical { offset.y = value } else { offset.x = value }
            motions[axis] = next
        }
        lastActivity = time
        contentOffset = offset
        return !motions.isEmpty
    }

    // MARK: - Indicators

    /// The indicator thumb for `axis` in the view's local coordinates (origin at its top-left
    /// corner, not scrolled), or nil when that axis does not overflow or indicators are off.
    public func indicatorFrame(_ axis: Axis) -> Rect? {
        let vertical = axis == .vertical
        let size = bounds.size
        let (low, high) = offsetRange.bounds(axis)
        guard vertical ? showsVerticalScrollIndicator : showsHorizontalScrollIndicator, high > low else { return nil }
        let g = ScrollIndicatorGeometry.self
        let length = vertical ? size.height : size.width
        let thumb = g.thumb(
            offset: vertical ? contentOffset.y : contentOffset.x, minOffset: low, maxOffset: high, visible: length,
            content: vertical ? contentSize.height : contentSize.width, track: length - 2 * g.inset)
        // Along the axis: the thumb; across it: a thin bar at the far edge.
        let across = (vertical ? size.width : size.height) - g.inset - g.thickness
        return vertical
            ? Rect(x: across, y: g.inset + thumb.start, width: g.thickness, height: thumb.length)
            : Rect(x: g.inset + thumb.start, y: across, width: thumb.length, height: g.thickness)
    }

    /// Indicator opacity at `time`: shown while scrolling, then fading.
    public func indicatorAlpha(at time: Double) -> Double {
        ScrollIndicatorGeometry.alpha(secondsSinceActivity: time - lastActivity)
    }

    /// The axis whose thumb (with a grab margin of 8 points) contains the window point.
    private func indicatorAxis(atWindowPoint point: Point) -> Axis? {
        let origin = windowFrame.origin
        let local = Point(x: point.x - origin.x, y: point.y - origin.y)
        for axis in [Axis.vertical, .horizontal] {
            guard let thumb = indicatorFrame(axis) else { continue }
            let grab = Rect(x: thumb.minX - 8, y: thumb.minY - 8, width: thumb.width + 16, height: thumb.height + 16)
            if grab.contains(local) { return axis }
        }
        return nil
    }

    /// Dragging the thumb moves the content proportionally: thumb travel ↔ the offset range.
    private func moveIndicator(_ state: (axis: Axis, pointer: Double, offset: Double), to pointer: Point, time: Double)
    {
        isDragging = true
        let range = offsetRange
        let (low, high) = range.bounds(state.axis)
        let size = bounds.size
        let track = (state.axis == .vertical ? size.height : size.width) - 2 * ScrollIndicatorGeometry.inset
        let thumbLength = indicatorFrame(state.axis).map { state.axis == .vertical ? $0.height : $0.width } ?? track
        guard track > thumbLength else { return }
        let moved = (state.axis == .vertical ? pointer.y : pointer.x) - state.pointer
        let value = min(max(state.offset + moved * (high - low) / (track - thumbLength), low), high)
        var offset = contentOffset
        if state.axis == .vertical { offset.y = value } else { offset.x = value }
        lastActivity = time
        contentOffset = offset
    }

    /// Draws the scroll indicators, faded by ``indicatorAlpha(at:)`` at the current ``clock``.
    open override func drawOverlay(in canvas: Canvas) {
        let alpha = indicatorAlpha(at: clock())
        guard alpha > 0 else { return }
        for axis in Axis.allCases {
            guard let thumb = indicatorFrame(axis) else { continue }
            canvas.fill(
                thumb, color: Color.black.withAlpha(0.45 * alpha), cornerRadius: ScrollIndicatorGeometry.thickness / 2)
        }
    }

    /// Seconds since an arbitrary start, monotonic.
    nonisolated public static func monotonicSeconds() -> Double {
        #if canImport(Glibc)
            var spec = timespec()
            clock_gettime(CLOCK_MONOTONIC, &spec)
            return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
        #else
            return 0
        #endif
    }
}

/// A scroll view's frame guide: to items inside the scroll view, positions are the viewport's.
@MainActor
final class FrameLayoutGuide: LayoutGuide {
    private let viewport: LayoutGuide
    var viewportNeeded: (() -> Void)?

    init(identifier: String, viewport: LayoutGuide) {
        self.viewport = viewport
        super.init(identifier: identifier)
    }

    override func positionItem(for attribute: LayoutAttribute, relativeTo other: LayoutItem?) -> LayoutItem {
        guard !attribute.isSize, let other, let owner = owningItem, other !== viewport, other.isDescendant(of: owner)
        else { return self }
        viewportNeeded?()
        return viewport
    }

    override var alternatePositionItem: LayoutItem { viewport }
}
