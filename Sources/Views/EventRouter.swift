import Geometry

/// Routes a window's pointer, wheel and scrolling keys to its views, as a desktop toolkit does:
/// a press on a ``Button`` highlights it and a release inside fires it; a press in a
/// ``ScrollView`` may become a drag that pans it (and then clears the highlight); the wheel goes
/// to the innermost scroll view under the pointer that can move along the wheel's axis (an outer
/// one when the inner cannot). Applications add what is theirs through ``clickHandler``.
@MainActor
public final class EventRouter {
    /// The window whose views receive the events.
    public var window: Window
    /// Scrolled by the wheel and keys when nothing under the pointer can move.
    public var fallbackScrollView: ScrollView?
    /// A click (press and release without a drag) that no button took: the deepest view under
    /// it (nil outside every view), the location in window points and the time in seconds.
    public var clickHandler: ((View?, Point, Double) -> Void)?
    /// Where the primary button went down: the scroll view it may drag, the button it highlights.
    private var press: (scroll: ScrollView?, button: Button?, location: Point, time: Double)?

    /// A router for `window`. Without a fallback, keys never scroll and the wheel moves only scroll views under the pointer.
    public init(window: Window, fallbackScrollView: ScrollView? = nil) {
        self.window = window
        self.fallbackScrollView = fallbackScrollView
    }

    // MARK: - Pointer

    /// Handles a press, move or release of the primary button (other buttons' presses are ignored):
    /// highlights and fires buttons, starts, moves and ends drags, and reports clicks.
    public func handlePointer(_ event: PointerEvent) {
        switch event.phase {
        case .down:
            guard event.button == .primary else { return }
            let hit = window.view(at: event.location)
            let button = hit.flatMap { $0.ancestor(ofType: Button.self) }
            button?.isHighlighted = button?.isEnabled == true
            let scroll = hit?.ancestor(ofType: ScrollView.self) ?? fallbackScrollView
            scroll?.beginDrag(at: event.location, time: event.time)
            press = (scroll, button, event.location, event.time)
        case .moved:
            guard var current = press else { return }
            current.scroll = current.scroll.map {
                EventRouter.handOffDrag(
                    of: $0, pressedAt: current.location, current.time, movedTo: event.location, at: event.time)
            }
            press = current
            current.scroll?.dragMoved(to: event.location, time: event.time)
            if current.scroll?.isDragging == true { current.button?.isHighlighted = false }
        case .up:
            guard let press, event.button == .primary else { return }
            self.press = nil
            let dragged = press.scroll?.endDrag(at: event.time) ?? false
            press.button?.isHighlighted = false
            guard !dragged else { return }
            let hit = window.view(at: event.location)
            if let button = press.button {
                if button.isEnabled && hit.map({ $0.isDescendant(of: button) }) == true { button.sendAction() }
                return
            }
            clickHandler?(hit, event.location, event.time)
        case .exited:
            // A button held keeps the pointer's events coming until its release.
            break
        }
    }

    /// Before a press becomes a drag, hands it to the scroll view that can move along the
    /// drag's axis (a sideways list inside a vertical page passes vertical drags up). `location`
    /// and `time` are the press's, `pointer` and `now` the move's; returns the scroll view that
    /// now owns the drag.
    public static func handOffDrag(
        of scroll: ScrollView, pressedAt location: Point, _ time: Double, movedTo pointer: Point, at now: Double
    ) -> ScrollView {
        let delta = Point(x: pointer.x - location.x, y: pointer.y - location.y)
        let threshold = ScrollPhysics.dragThreshold
        guard !scroll.isDragging, delta.x * delta.x + delta.y * delta.y >= threshold * threshold else { return scroll }
        let target = scroll.dragTarget(forMovement: delta)
        guard target !== scroll else { return scroll }
        scroll.endDrag(at: now)
        target.beginDrag(at: location, time: time)
        return target
    }

    // MARK: - Wheel

    /// Scrolls the innermost scroll view under the pointer that can move along the wheel's
    /// main axis (detents are wheel notches, points a touchpad's distance).
    public func handleScroll(_ event: ScrollEvent) {
        let axis: Axis = abs(event.deltaX) > abs(event.deltaY) ? .horizontal : .vertical
        guard let scroll = scrollView(at: event.location, along: axis) else { return }
        if event.unit == .detents {
            scroll.scrollWheel(deltaX: event.deltaX, deltaY: event.deltaY, time: event.time)
        } else {
            scroll.scroll(byPoints: Point(x: event.deltaX, y: event.deltaY), time: event.time)
        }
    }

    /// The innermost visible scroll view at `location` (window points) that takes user
    /// scrolling and can move along `axis`; the fallback if none can (and it takes scrolling).
    public func scrollView(at location: Point, along axis: Axis) -> ScrollView? {
        var candidate = window.deepestVisibleView(at: location)
        while let view = candidate {
            if let scroll = view as? ScrollView, scroll.isScrollEnabled, scroll.isScrollable(axis) { return scroll }
            candidate = view.superview
        }
        return fallbackScrollView.flatMap { $0.isScrollEnabled ? $0 : nil }
    }

    // MARK: - Keys

    /// Scrolls the fallback scroll view for arrows, Page Up/Down, Space (Shift+Space up), Home
    /// and End. Returns whether the key was one of those.
    @discardableResult
    public func handleScrollingKey(_ event: KeyEvent) -> Bool {
        guard let scroll = ScrollView.KeyScroll(event), let target = fallbackScrollView, target.isScrollEnabled else {
            return false
        }
        target.scroll(scroll)
        return true
    }
}

extension ScrollView.KeyScroll {
    /// The scrolling a key asks for on a desktop, if any.
    public init?(_ event: KeyEvent) {
        switch event.key {
        case .arrowUp: self = .lineUp
        case .arrowDown: self = .lineDown
        case .arrowLeft: self = .lineLeft
        case .arrowRight: self = .lineRight
        case .pageUp: self = .pageUp
        case .pageDown: self = .pageDown
        case .space: self = event.modifiers.contains(.shift) ? .pageUp : .pageDown
        case .home: self = .home
        case .end: self = .end
        default: return nil
        }
    }
}

extension View {
    /// This view or its closest ancestor of type `T`.
    public func ancestor<T: View>(ofType type: T.Type) -> T? {
        var current: View? = self
        while let node = current {
            if let match = node as? T { return match }
            current = node.superview
        }
        return nil
    }

    /// The deepest visible view at `location` (window points), whether or not it takes touches:
    /// what a wheel reaches. Hidden and fully transparent views are looked through.
    public func deepestVisibleView(at location: Point) -> View? {
        let local = convert(location, from: nil)
        guard !isHidden, alpha >= View.minimumInteractiveAlpha, point(inside: local) else { return nil }
        for subview in subviews(intersecting: Rect(x: local.x, y: local.y, width: 1, height: 1)).reversed() {
            if let found = subview.deepestVisibleView(at: location) { return found }
        }
        return self
    }
}
