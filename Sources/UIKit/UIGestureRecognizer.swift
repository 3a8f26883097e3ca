/// What a gesture recognizer's delegate decides (UIKit's `UIGestureRecognizerDelegate`); every
/// method is optional.
@preconcurrency @MainActor
public protocol UIGestureRecognizerDelegate: AnyObject {
    /// Whether `gestureRecognizer` may leave `.possible` to begin or recognize; false makes it fail.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    /// Whether the two may recognize at the same time; never asked here, as every recognizer on
    /// a touch runs on its own.
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
    /// Whether `gestureRecognizer` sees `touch` at all; false makes it fail at once.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
}

extension UIGestureRecognizerDelegate {
    /// Returns true.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Returns false.
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { false }
    /// Returns true.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        true
    }
}

/// Closures instead of target–action (selectors need Objective-C): `UITapGestureRecognizer {
/// recognizer in … }`. Capture `self` weakly in handlers that outlive it.
@preconcurrency @MainActor
public protocol UIGestureRecognizerHandling: UIGestureRecognizer {}

extension UIGestureRecognizerHandling {
    /// A recognizer that calls `handler` where UIKit sends its action: once when a discrete
    /// gesture is recognized; at began, every change, end and cancel of a continuous one.
    public init(handler: @escaping @MainActor (Self) -> Void) {
        self.init()
        addHandler(handler)
    }

    /// Adds another handler; handlers run in the order they were added.
    public func addHandler(_ handler: @escaping @MainActor (Self) -> Void) {
        handlers.append { recognizer in handler(recognizer as! Self) }
    }
}

/// Recognizes a gesture from the touches on its view and its subviews, before the views get
/// them (UIKit's `UIGestureRecognizer`). Subclasses override the touch methods and set ``state``.
@preconcurrency @MainActor
open class UIGestureRecognizer: UIGestureRecognizerHandling {
    /// UIKit's `UIGestureRecognizer.State`, with its raw values.
    public enum State: Int, Sendable {
        /// Nothing recognized yet: the state at the start of each touch sequence (0).
        case possible = 0
        /// A continuous gesture began (1), changed (2), ended (3) or was cancelled (4); or the gesture
        /// failed (5).
        case began, changed, ended, cancelled, failed
        /// A discrete gesture was recognized: the same value as `.ended`.
        public static let recognized = State.ended
    }

    /// The recognizer's state. Subclasses set it; setting `.began`, `.changed`, `.ended` or
    /// `.cancelled` sends the handlers.
    public var state: State = .possible {
        didSet { if [.began, .changed, .ended, .cancelled].contains(state) { needsToFire = true } }
    }
    private var needsToFire = false
    var handlers: [(UIGestureRecognizer) -> Void] = []
    /// The view it is attached to.
    public internal(set) weak var view: UIView?
    /// Whether the recognizer sees touches (true); a disabled one ignores them, even mid-gesture.
    open var isEnabled = true
    /// On recognition the view's touch is cancelled rather than ended (true).
    open var cancelsTouchesInView = true
    /// Whether the view's touches wait until the gesture fails (false); recorded, not applied here.
    open var delaysTouchesBegan = false
    /// Whether the view's touch end waits for the gesture (true); recorded, not applied here.
    open var delaysTouchesEnded = true
    /// The object that may keep the recognizer from a touch or from beginning; not retained.
    open weak var delegate: (any UIGestureRecognizerDelegate)?
    /// A name for debugging.
    open var name: String?
    /// The touch being tracked, if any.
    var currentTouch: UITouch?
    private var failureRequirements: [UIGestureRecognizer] = []

    /// A recognizer without handlers; attach it with `UIView.addGestureRecognizer(_:)`.
    public required init() {}

    /// Where the touch is, in `view`'s coordinates (nil: the window's).
    open func location(in view: UIView?) -> CGPoint {
        currentTouch?.location(in: view) ?? .zero
    }

    /// Where touch `touchIndex` is; with a single touch (a mouse), the same as ``location(in:)``.
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint { location(in: view) }

    /// The touches being tracked: 1 while the button is down, else 0.
    open var numberOfTouches: Int { currentTouch == nil ? 0 : 1 }

    /// Waits for `otherGestureRecognizer` to fail before recognizing; recorded (single touches
    /// rarely need it here).
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        failureRequirements.append(otherGestureRecognizer)
    }

    // MARK: Subclass hooks

    /// Override point: a touch began in the view or a subview (`touches` holds the one touch).
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Override point: the touch moved.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Override point: the touch lifted.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Override point: the touch was cancelled (a scroll view took the drag); by default a gesture
    /// in progress is cancelled and one not begun fails.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .began || state == .changed { state = .cancelled } else if state == .possible { state = .failed }
    }

    /// Back to `.possible` between touch sequences; subclasses clear their own state.
    open func reset() {}

    // MARK: Delivery (the application's event dispatch)

    enum Phase { case began, moved, ended, cancelled }

    /// Feeds one touch event to the recognizer and sends its handlers if its state asks.
    func handle(_ phase: Phase, touch: UITouch, event: UIEvent) {
        guard isEnabled, ![.failed, .cancelled, .ended].contains(state) else { return }
        if phase == .began {
            guard delegate?.gestureRecognizer(self, shouldReceive: touch) ?? true else {
                state = .failed
                return
            }
            currentTouch = touch
        }
        let before = state
        needsToFire = false
        switch phase {
        case .began: touchesBegan([touch], with: event)
        case .moved: touchesMoved([touch], with: event)
        case .ended: touchesEnded([touch], with: event)
        case .cancelled: touchesCancelled([touch], with: event)
        }
        if before == .possible && (state == .began || state == .ended) && !shouldBegin() {
            needsToFire = false
            state = .failed
            return
        }
        fireIfNeeded()
    }

    private func shouldBegin() -> Bool {
        (delegate?.gestureRecognizerShouldBegin(self) ?? true) && (view?.gestureRecognizerShouldBegin(self) ?? true)
    }

    private func fireIfNeeded() {
        guard needsToFire else { return }
        needsToFire = false
        for handler in handlers { handler(self) }
    }

    /// Told when the recognizer begins outside a touch event (a press held long enough), so
    /// that the view under the touch loses it as when a recognizer begins on a move.
    weak var dispatcher: EventDispatcher?

    /// Moves from `.possible` to `newState` outside a touch event (a timer), with the checks
    /// and the handlers a touch event brings.
    func recognizeOutsideEvent(as newState: State) {
        guard isEnabled, view != nil, state == .possible, currentTouch != nil else { return }
        needsToFire = false
        state = newState
        guard shouldBegin() else {
            needsToFire = false
            state = .failed
            return
        }
        fireIfNeeded()
        dispatcher?.recognizerDidBeginOutsideEvent(self)
    }

    /// Moves on a gesture that something other than touches drives (the wheel): begins it, if
    /// the delegate and the view let it, or reports a change; sends the handlers. False when it
    /// did not move (disabled, detached, or refused).
    func continueWithoutTouches() -> Bool {
        guard isEnabled, view != nil else { return false }
        needsToFire = false
        switch state {
        case .possible:
            state = .began
            guard shouldBegin() else {
                needsToFire = false
                state = .failed
                return false
            }
        case .began, .changed: state = .changed
        default: return false
        }
        fireIfNeeded()
        return true
    }

    /// Ends (or, `cancelled`, cancels) a gesture ``continueWithoutTouches()`` moved, and
    /// readies the recognizer for the next.
    func endWithoutTouches(cancelled: Bool = false) {
        if state == .began || state == .changed {
            state = cancelled ? .cancelled : .ended
            fireIfNeeded()
        }
        sequenceDidEnd()
    }

    /// The touch sequence is over: back to `.possible` for the next one.
    func sequenceDidEnd() {
        reset()
        currentTouch = nil
        state = .possible
        needsToFire = false
    }
}

/// Recognizes taps (discrete): fails if the touch moves more than 10 points; recognized when
/// the touch lifts on the required tap count (or a multiple of it, in a quicker series).
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// The clicks needed (1); clicks within 0.5 seconds and 8 points of each other count together.
    open var numberOfTapsRequired = 1
    /// The fingers needed (1); recorded, as a mouse makes one touch.
    open var numberOfTouchesRequired = 1
    /// How far the touch may move and still be a tap, in points.
    static let allowableMovement: CGFloat = 10
    private var start: CGPoint?

    /// Remembers where the touch began.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        start = touches.first?.location(in: nil)
    }

    /// Fails once the touch is more than 10 points from where it began.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let start, let point = touches.first?.location(in: nil) else { return }
        if hypot(point.x - start.x, point.y - start.y) > Self.allowableMovement { state = .failed }
    }

    /// Recognizes when the touch's tap count is the required one; fails if it is past it.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, let touch = touches.first else { return }
        // Every click of a quicker series counts: a single-tap recognizer fires on each click of
        // a double click, a double-tap one on the second and fourth, as on iOS.
        if touch.tapCount.isMultiple(of: numberOfTapsRequired) { state = .ended }
    }

    /// Forgets where the touch began.
    open override func reset() { start = nil }
}

/// Recognizes a drag (continuous): begins once the touch moved 10 points, changes with every
/// move, ends when it lifts.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// The fewest touches that pan (1); recorded, as a mouse makes one touch.
    open var minimumNumberOfTouches = 1
    /// The most touches that pan (no limit); recorded, as a mouse makes one touch.
    open var maximumNumberOfTouches = Int.max
    /// Movement before a pan begins, in points.
    static let minimumTranslation: CGFloat = 10
    private var origin: CGPoint?
    private var samples: [(time: TimeInterval, point: CGPoint)] = []

    /// The movement since the pan began (cumulative, not a delta), in `view`'s coordinates.
    open func translation(in view: UIView?) -> CGPoint {
        guard let origin, let touch = currentTouch else { return .zero }
        let now = touch.location(in: nil)
        return CGPoint(x: now.x - origin.x, y: now.y - origin.y)
    }

    /// Makes the translation read `translation` from here on (and forgets the velocity).
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        guard let touch = currentTouch else { return }
        let now = touch.location(in: nil)
        origin = CGPoint(x: now.x - translation.x, y: now.y - translation.y)
        samples.removeAll()
    }

    /// Points per second over the last tenth of a second.
    open func velocity(in view: UIView?) -> CGPoint {
        guard let first = samples.first, let last = samples.last, last.time - first.time > 0.001 else { return .zero }
        let dt = CGFloat(last.time - first.time)
        return CGPoint(x: (last.point.x - first.point.x) / dt, y: (last.point.y - first.point.y) / dt)
    }

    /// Starts measuring from where the touch began.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first else { return }
        origin = touch.location(in: nil)
        record(touch)
    }

    /// Begins once the touch is 10 points from where it began, then changes with every move.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first, let origin else { return }
        record(touch)
        let point = touch.location(in: nil)
        switch state {
        case .possible:
            if hypot(point.x - origin.x, point.y - origin.y) >= Self.minimumTranslation { state = .began }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    /// Ends a pan that began; otherwise the gesture fails.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if let touch = touches.first { record(touch) }
        if state == .began || state == .changed { state = .ended } else { state = .failed }
    }

    /// Forgets the start point and the velocity samples.
    open override func reset() {
        origin = nil
        samples.removeAll()
    }

    private func record(_ touch: UITouch) {
        samples.append((touch.timestamp, touch.location(in: nil)))
        samples.removeAll { touch.timestamp - $0.time > 0.1 }
    }
}

/// The edges of a rectangle (UIKit's `UIRectEdge`, same bits).
public struct UIRectEdge: OptionSet, Hashable, Sendable {
    /// The edges' bits.
    public let rawValue: UInt
    /// Edges from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top edge (1).
    public static let top = UIRectEdge(rawValue: 1 << 0)
    /// The left edge (2).
    public static let left = UIRectEdge(rawValue: 1 << 1)
    /// The bottom edge (4).
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    /// The right edge (8).
    public static let right = UIRectEdge(rawValue: 1 << 3)
    /// All four (15).
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}

/// A pan that starts at an edge of the window (UIKit's `UIScreenEdgePanGestureRecognizer`):
/// with a mouse, a press within 20 points of one of ``edges`` that then moves away from it; a
/// press elsewhere, or one that moves along the edge (a scroll there), fails it. The edges are
/// the window's, as UIKit's are the screen's: on a view away from them it never begins.
@preconcurrency @MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// The edges a pan may start from; none by default, as in UIKit.
    open var edges: UIRectEdge = []
    /// The edges the press began near, and where, in window coordinates.
    private var start: (edges: UIRectEdge, point: CGPoint)?
    /// How near an edge, in points, a press starts an edge pan (the project's choice: UIKit does
    /// not publish its own).
    static let edgeMargin: CGFloat = 20

    /// Fails unless the touch begins near one of ``edges``; otherwise starts as a pan.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first, let window = touch.window ?? view?.window else {
            state = .failed
            return
        }
        let point = touch.location(in: nil)
        let bounds = window.bounds
        let margin = Self.edgeMargin
        var near: UIRectEdge = []
        if point.y - bounds.minY <= margin { near.insert(.top) }
        if point.x - bounds.minX <= margin { near.insert(.left) }
        if bounds.maxY - point.y <= margin { near.insert(.bottom) }
        if bounds.maxX - point.x <= margin { near.insert(.right) }
        guard !near.isDisjoint(with: edges) else {
            state = .failed
            return
        }
        start = (near.intersection(edges), point)
        super.touchesBegan(touches, with: event)
    }

    /// Fails a press that first moves along its edge rather than away from it; otherwise moves
    /// as a pan.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible, let start, let touch = touches.first {
            let point = touch.location(in: nil)
            let (across, along) = (abs(point.x - start.point.x), abs(point.y - start.point.y))
            let sideways = !start.edges.isDisjoint(with: [.left, .right])
            let vertical = !start.edges.isDisjoint(with: [.top, .bottom])
            // A corner takes either way; a side only the way out of it.
            let awayFromEdge = (sideways && across >= along) || (vertical && along >= across)
            if max(across, along) >= Self.minimumTranslation && !awayFromEdge {
                state = .failed
                return
            }
        }
        super.touchesMoved(touches, with: event)
    }

    /// Forgets where the press began.
    open override func reset() {
        super.reset()
        start = nil
    }
}

/// Recognizes a press held still (continuous): begins once the touch has stayed within
/// ``allowableMovement`` for ``minimumPressDuration``, changes as it moves, ends when it lifts.
/// The view under the touch then loses it, as a button under a long press does not fire.
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// How long the touch must be held, in seconds (0.5).
    open var minimumPressDuration: TimeInterval = 0.5
    /// How far the touch may move before the press begins, in points (10).
    open var allowableMovement: CGFloat = 10
    /// Taps before the press (0); recorded.
    open var numberOfTapsRequired = 0
    /// The fingers needed (1); recorded, as a mouse makes one touch.
    open var numberOfTouchesRequired = 1
    private var start: CGPoint?
    /// Counts presses, so that the timer of an earlier one does nothing.
    private var pressNumber = 0

    /// Starts waiting for the press to last.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        start = touches.first?.location(in: nil)
        pressNumber += 1
        guard minimumPressDuration > 0 else {
            state = .began
            return
        }
        let press = pressNumber
        DispatchQueue.main.asyncAfter(deadline: .now() + minimumPressDuration) { [weak self] in
            MainActor.assumeIsolated {
                guard let self, press == self.pressNumber else { return }
                self.recognizeOutsideEvent(as: .began)
            }
        }
    }

    /// Fails if the touch strays before the press begins; reports its moves after.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible:
            guard let start, let point = touches.first?.location(in: nil) else { return }
            if hypot(point.x - start.x, point.y - start.y) > allowableMovement { state = .failed }
        case .began, .changed: state = .changed
        default: break
        }
    }

    /// Ends a press that began; fails one lifted too soon.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        state = state == .began || state == .changed ? .ended : .failed
    }

    /// Forgets the press.
    open override func reset() {
        start = nil
        pressNumber += 1
    }
}

/// Recognizes a quick straight drag in one of its directions (discrete): recognized as soon as
/// the touch has moved 50 points along an allowed direction within half a second, while
/// straying from that line by less than half as far.
/// (UIKit does not publish its thresholds; these are the project's.)
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// The directions a swipe may go (UIKit's `UISwipeGestureRecognizer.Direction`, bits
    /// included).
    public struct Direction: OptionSet, Hashable, Sendable {
        /// The directions' bits.
        public let rawValue: UInt
        /// Directions from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Towards the right (1).
        public static let right = Direction(rawValue: 1 << 0)
        /// Towards the left (2).
        public static let left = Direction(rawValue: 1 << 1)
        /// Upwards (4).
        public static let up = Direction(rawValue: 1 << 2)
        /// Downwards (8).
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The directions recognized (`.right`).
    open var direction: Direction = .right
    /// The fingers needed (1); recorded, as a mouse makes one touch.
    open var numberOfTouchesRequired = 1
    /// How far the touch must go, in points.
    static let minimumDistance: CGFloat = 50
    /// How quickly it must go that far, in seconds.
    static let maximumDuration: TimeInterval = 0.5
    private var start: (point: CGPoint, time: TimeInterval)?

    /// Remembers where and when the touch began.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first else { return }
        start = (touch.location(in: nil), touch.timestamp)
    }

    /// Recognizes the swipe once it has gone far enough, straight enough, soon enough.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, let start, let touch = touches.first else { return }
        if touch.timestamp - start.time > Self.maximumDuration {
            state = .failed
            return
        }
        let point = touch.location(in: nil)
        let (dx, dy) = (point.x - start.point.x, point.y - start.point.y)
        let along: Direction
        if abs(dx) >= Self.minimumDistance && abs(dy) < abs(dx) / 2 {
            along = dx > 0 ? .right : .left
        } else if abs(dy) >= Self.minimumDistance && abs(dx) < abs(dy) / 2 {
            along = dy > 0 ? .down : .up
        } else {
            return
        }
        state = direction.contains(along) ? .ended : .failed
    }

    /// A touch lifted before the swipe was recognized fails it.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    /// Forgets the start.
    open override func reset() { start = nil }
}
