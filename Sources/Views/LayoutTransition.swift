import Geometry
import Rendering

/// An animated change of layout, as inside UIKit's `UIView.animate`: frames, opacity and
/// background colours are captured before the change, the change is applied and laid out, and
/// views are then drawn in interpolated ("presentation") states until the new one is reached. A
/// stack's arranged view being hidden stays visible while it collapses and fades; one being
/// shown grows and fades in. Other views are hidden or shown at once, as in UIKit.
@MainActor
final class LayoutTransition {
    struct Entry {
        let view: View
        let from: View.Presentation
        let to: View.Presentation
        /// The view's place among its superview's subviews when the animation began.
        let position: Int
        /// The view's own state before the change: its `from` unless another animation was
        /// drawing it then (its opacity its own, where a hidden view is drawn at 0).
        let own: View.Presentation
        /// The progress at which `from` is drawn: 0, or, for a change added to an animation
        /// under way, how far it was drawn then (the view goes from there to the end).
        var startProgress = 0.0
    }

    /// Where the animation is at each moment.
    let clock: TransitionClock
    fileprivate let entries: [Entry]
    /// The animated views under each superview, by their places there.
    private let movingSubviews: [ObjectIdentifier: [(position: Int, view: View)]]
    /// Whether the animation stands still although its clock runs: held at an end by its
    /// owner, or waiting for its owner's delayed start.
    private(set) var isIdle = false

    init(clock: TransitionClock, entries: [Entry]) {
        self.clock = clock
        self.entries = entries
        var moving: [ObjectIdentifier: [(position: Int, view: View)]] = [:]
        for entry in entries {
            guard let superview = entry.view.superview else { continue }
            moving[ObjectIdentifier(superview), default: []].append((entry.position, entry.view))
        }
        for key in moving.keys { moving[key]!.sort { $0.position < $1.position } }
        movingSubviews = moving
    }

    /// The subviews of `view` that this animation draws away from their frames, by their
    /// places among its subviews when it began.
    func movingSubviews(of view: View) -> [(position: Int, view: View)] {
        movingSubviews[ObjectIdentifier(view)] ?? []
    }

    /// Sets every animated view's presentation state for `time`. Returns false once the clock
    /// has reached its end (the presentation states are then cleared), unless its owner ends
    /// the animation (``TransitionClock/isEndedByOwner``): it is then held at either end, drawn
    /// there, until the owner ends it or runs the clock again.
    func apply(at time: Double) -> Bool {
        let ended = clock.hasEnded(at: time)
        if ended && !clock.isEndedByOwner {
            clear()
            return false
        }
        // An owner's clock stands still at its ends, and before its delayed start (the owner
        // wakes the window then).
        isIdle = clock.isEndedByOwner && (ended || clock.isWaiting(at: time))
        let progress = clock.progress(at: time)
        for entry in entries {
            entry.view.presentation = entry.from.interpolated(to: entry.to, at: Self.share(of: progress, from: entry))
        }
        return true
    }

    /// How far `entry` is drawn at `progress`: the progress itself, or, for a change that joined
    /// at a later point, its way from there to the end (nothing below that point; an overshoot
    /// past the end no larger than the curve's; joined at the end, at the end at once).
    private static func share(of progress: Double, from entry: Entry) -> Double {
        let start = entry.startProgress
        guard start > 0 else { return progress }
        if start >= 1 { return 1 }
        if progress >= 1 { return progress }
        return max(0, (progress - start) / (1 - start))
    }

    /// Whether the animation needs frames: it moves (its clock runs and it is not standing still).
    var needsFrames: Bool { !clock.isPaused && !isIdle }

    /// Ends the animation: every view is drawn in its own state again.
    func clear() {
        for entry in entries { entry.view.presentation = nil }
    }

    /// Each animated view with its own state before the change.
    var startStates: [TransitionStart] { entries.map { TransitionStart(view: $0.view, state: $0.own) } }
}

/// An animated view as a layout animation found it: its own state before the change (not
/// what another animation drew), for a caller that puts it back.
public struct TransitionStart {
    /// The view.
    public let view: View
    /// Its frame, opacity (its own, also when hidden), background and transform.
    public let state: View.Presentation
}

/// How far a layout animation has gone at each moment, as a linear fraction from 0 (its start)
/// to 1 (its end) that its curve then eases. By default it runs from its start to its end over
/// its duration; a caller that drives the animation (UIKit's property animators) pauses it,
/// moves it to a fraction, and runs it on forwards or backwards.
@MainActor
public final class TransitionClock {
    /// The linear fraction at ``anchorTime``.
    private var anchorFraction: Double
    /// When the fraction was ``anchorFraction``, in seconds on the shell's clock.
    private var anchorTime: Double
    /// Fraction per second: positive forwards, negative backwards, zero paused.
    public private(set) var rate: Double
    /// The eased progress for a linear fraction: 0 at 0 and 1 at 1; it may overshoot between.
    public let curve: @MainActor (Double) -> Double
    /// Whether the animation is drawn at its linear fraction rather than along ``curve`` (a
    /// caller scrubbing a paused animation).
    public var drawsLinearly = false
    /// Whether the clock's owner ends the animation: reaching either end, it is held there,
    /// drawn, until the owner ends it (an animator that may pause or turn there).
    public var isEndedByOwner = false

    /// A clock that runs from 0 at `start` to 1 at `start + duration`, eased by `curve`
    /// (UIKit's default ease-in-out unless given).
    public init(
        start: Double, duration: Double, curve: @escaping @MainActor (Double) -> Double = TransitionClock.easeInOut
    ) {
        anchorFraction = 0
        anchorTime = start
        rate = duration > 0 ? 1 / duration : .infinity
        self.curve = curve
    }

    /// The linear fraction at `time`, within 0...1.
    public func fraction(at time: Double) -> Double {
        // A paused clock reads its fraction whatever the time; a clock waiting for its start
        // time reads the fraction it starts from.
        let moved = rate == 0 || time <= anchorTime ? 0 : (time - anchorTime) * rate
        return min(1, max(0, anchorFraction + moved))
    }

    /// How far the animation is drawn at `time`: the fraction along the curve, or as it is
    /// when ``drawsLinearly``.
    public func progress(at time: Double) -> Double {
        let fraction = fraction(at: time)
        return drawsLinearly ? fraction : curve(fraction)
    }

    /// From `time` on, runs at `rate` from `fraction`: forwards, backwards, or (0) paused there.
    public func run(from fraction: Double, at time: Double, rate: Double) {
        anchorFraction = min(1, max(0, fraction))
        anchorTime = time
        self.rate = rate
    }

    /// Whether the clock is paused.
    public var isPaused: Bool { rate == 0 }

    /// Whether the clock runs but waits for its start time.
    public func isWaiting(at time: Double) -> Bool { rate != 0 && time < anchorTime }

    /// Seconds from `time` until the clock reaches the end it runs towards: 0 once there; nil
    /// when paused.
    public func secondsToEnd(from time: Double) -> Double? {
        guard rate != 0 else { return nil }
        let end = anchorTime + ((rate > 0 ? 1 : 0) - anchorFraction) / rate
        return max(0, end - time)
    }

    /// Whether the clock has reached the end it runs towards at `time`: 1 forwards, 0
    /// backwards; a paused clock never has.
    public func hasEnded(at time: Double) -> Bool {
        if rate > 0 { return fraction(at: time) >= 1 }
        if rate < 0 { return fraction(at: time) <= 0 }
        return false
    }

    /// UIKit's default curve: slow at both ends.
    public nonisolated static func easeInOut(_ fraction: Double) -> Double {
        fraction < 0.5 ? 2 * fraction * fraction : 1 - (2 - 2 * fraction) * (2 - 2 * fraction) / 2
    }
}

extension Window {
    /// Runs `changes` (hide a row, change an axis …) and animates from the old layout to the new
    /// one over `duration` seconds starting at `time`; ``advanceTransition(to:)`` moves it on.
    ///
    /// Only views that can be seen while it runs animate; the others take their new state at
    /// once, so a change to a large stack costs what is on screen.
    public func animateChanges(at time: Double, duration: Double = 0.3, _ changes: () -> Void) {
        animateChanges(clock: TransitionClock(start: time, duration: duration), at: time, changes)
    }

    /// Runs `changes` as ``animateChanges(at:duration:_:)`` does, the animation following
    /// `clock` from `time` on (a caller keeps the clock to pause, scrub or reverse it). When the
    /// running animation already follows `clock`, the changes join it: the views they change go
    /// from what is drawn now to the end, the others keep their way. Returns whether anything
    /// animates: nothing that changed can be seen otherwise.
    @discardableResult
    public func animateChanges(clock: TransitionClock, at time: Double, _ changes: () -> Void) -> Bool {
        // A new animation starts from what is on screen, mid-way through a running one.
        _ = transition?.apply(at: time)
        // The states before, in the order of the views then: no table by identity to fill and
        // look up for each of a large stack's rows. Views the changes add have no state before
        // and do not animate; views they take out of the window are skipped.
        // The buffer is handed over, not shared: a shared array would be copied, not refilled.
        var buffer: [View.Presentation] = []
        swap(&buffer, &transitionStates)
        var tree = TransitionTree(root: self, reusing: buffer)
        transition?.clear()
        changes()
        // Laid out only if the changes call for it: a layout the changes ran themselves is not
        // run again (its callbacks would run twice).
        if layoutEngine.needsLayout { layout() }
        var entries = tree.animatedEntries(in: self)
        transitionStates = tree.releasingViews()
        if let joined = transition, joined.clock === clock {
            entries = Self.joining(entries, to: joined, at: clock.progress(at: time), in: self)
        }
        transition = entries.isEmpty ? nil : LayoutTransition(clock: clock, entries: entries)
        _ = transition?.apply(at: time)
        return transition != nil
    }

    /// The entries of changes that join `running` at `progress`: a view they left as the
    /// animation had it keeps its entry (its way from the start); one they changed goes from
    /// what is drawn now, joining there, with its own state from before the animation.
    private static func joining(
        _ added: [LayoutTransition.Entry], to running: LayoutTransition, at progress: Double, in root: View
    ) -> [LayoutTransition.Entry] {
        var earlier: [ObjectIdentifier: LayoutTransition.Entry] = [:]
        for entry in running.entries { earlier[ObjectIdentifier(entry.view)] = entry }
        var entries: [LayoutTransition.Entry] = []
        for var entry in added {
            let key = ObjectIdentifier(entry.view)
            if let kept = earlier.removeValue(forKey: key) {
                if kept.to == entry.to {
                    entries.append(kept)
                    continue
                }
                entry = LayoutTransition.Entry(
                    view: entry.view, from: entry.from, to: entry.to, position: entry.position, own: kept.own)
            }
            entry.startProgress = progress
            entries.append(entry)
        }
        // Views of the running animation the added changes did not reach go on as they were.
        entries += earlier.values.filter { $0.view.rootItem === root }
        return entries
    }

    /// Moves a running layout animation to `time`. Returns whether it needs more frames: it is
    /// still running and moving (not paused, held at an end, or waiting for a delayed start).
    @discardableResult
    public func advanceTransition(to time: Double) -> Bool {
        guard let transition else { return false }
        if !transition.apply(at: time) { self.transition = nil }
        return needsTransitionFrames
    }

    /// Whether a layout animation from ``animateChanges(at:duration:_:)`` is still running
    /// (paused or not).
    public var isAnimatingLayout: Bool { transition != nil }

    /// Whether a layout animation runs that needs frames: one whose clock runs and that is not
    /// held at an end.
    public var needsTransitionFrames: Bool { transition?.needsFrames ?? false }

    /// The clock of the running layout animation, if any: a caller that made the animation with
    /// its own clock tells by identity whether it still runs (a later one replaces it).
    public var transitionClock: TransitionClock? { transition?.clock }

    /// Each view the running layout animation draws, as it was when the animation began (for a
    /// caller that may put views back where it started); empty when none runs.
    public var transitionStartStates: [TransitionStart] { transition?.startStates ?? [] }

    /// Ends the running layout animation at once: every view is drawn in its own state.
    public func endTransition() {
        transition?.clear()
        transition = nil
    }

    /// Every view of the tree, depth first.
    var allViews: [View] {
        var views: [View] = []
        var pending: [View] = [self]
        while let view = pending.popLast() {
            views.append(view)
            pending.append(contentsOf: view.subviews)
        }
        return views
    }
}

/// A window's views before a change, and which of them can be seen while it animates.
///
/// A view is animated when it changed and it, or a view under it, can be seen at some moment of
/// the animation: on its way from its old frame to its new one, its superview moving as it
/// will, or, were it not animated, at its new frame. Where a view can be seen is
/// the nearest clipping ancestor's bounds (the window's at the top) moved into its superview's
/// coordinates: further ancestors only clip more. Frames, and so that area, move linearly with
/// the animation's progress, which makes the test exact (`Rect.meetsWhileMoving(to:_:to:)`).
/// Transforms are not followed: a view under one animates if it changed.
@MainActor
struct TransitionTree {
    /// The views, parents before children.
    private var views: [View] = []
    /// Each view's superview, as an index into ``views`` (-1 for the root).
    private var parents: [Int32] = []
    /// Each view's place among its superview's subviews.
    private var positions: [Int32] = []
    /// Each view's state before the change (its presentation, if it was animating).
    private var before: [View.Presentation]
    /// The own states, before the change, of the views another animation was drawing (few:
    /// only those on screen then), by their indices.
    private var ownBeforeDrawn: [Int32: View.Presentation] = [:]
    /// Whether each view was hidden before the change, and its opacity then.
    private var wasHidden: [Bool] = []
    private var alphaBefore: [Double] = []

    /// The views under `root` and their states now. `buffer` is a former tree's states, whose
    /// storage is filled again: for a large window it is megabytes that the system would
    /// otherwise give and zero again on each change.
    init(root: View, reusing buffer: [View.Presentation]) {
        before = buffer
        before.removeAll(keepingCapacity: true)
        // Each view with its superview's solved origin: a frame is read once per view, not
        // once more for each subview.
        var pending: [(view: View, parent: Int32, position: Int32, parentOrigin: Point)] = [(root, -1, 0, .zero)]
        while let (view, parent, position, parentOrigin) = pending.popLast() {
            let index = Int32(views.count)
            let solved = view.layoutFrame
            views.append(view)
            parents.append(parent)
            positions.append(position)
            wasHidden.append(view.isHidden)
            alphaBefore.append(view.alpha)
            if let presentation = view.presentation {
                before.append(presentation)
                ownBeforeDrawn[index] = view.shownState(
                    solvedFrame: solved, parentOrigin: parent < 0 ? nil : parentOrigin)
            } else {
                before.append(view.shownState(solvedFrame: solved, parentOrigin: parent < 0 ? nil : parentOrigin))
            }
            for (position, subview) in view.subviews.enumerated() {
                pending.append((subview, index, Int32(position), solved.origin))
            }
        }
    }

    /// The entries of the views that changed and can be seen while the change animates, once
    /// it is laid out. Views that changed unseen are left in their new state.
    mutating func animatedEntries(in root: View) -> [LayoutTransition.Entry] {
        let count = views.count
        // Per view: the area it shows of its subviews at the start and at the end (its bounds
        // coordinates; a scroll offset does not animate, so the new one holds throughout), its
        // solved frame now (read once), and what is known of it (``Mark``). Compact: for a
        // large stack these are the arrays that touch every row.
        var shownAtStart = [Rect](repeating: .zero, count: count)
        var shownAtEnd = [Rect](repeating: .zero, count: count)
        var solved = [Rect](repeating: .zero, count: count)
        var marks = [Mark](repeating: [], count: count)
        func after(_ index: Int) -> View.Presentation {
            let parent = Int(parents[index])
            guard marks[index].contains(.stays) else { return views[index].shownState }
            return views[index].shownState(
                solvedFrame: solved[index], parentOrigin: parent < 0 ? nil : solved[parent].origin)
        }
        for index in 0..<count {
            let view = views[index]
            let parent = Int(parents[index])
            // Still under its superview of before, or else still in this window at all.
            let stays =
                parent < 0 ? view === root : marks[parent].contains(.inWindow) && view.parentItem === views[parent]
            guard stays || (parent >= 0 && view.rootItem === root) else { continue }
            marks[index].insert(stays ? [.inWindow, .stays] : .inWindow)
            solved[index] = view.layoutFrame
            let from = before[index]
            let to = after(index)
            if from != to { marks[index].insert(.changed) }
            let origin = view.boundsOrigin
            if parent < 0 || view.clipsToBounds {
                shownAtStart[index] = Rect(origin: origin, size: from.frame.size)
                shownAtEnd[index] = Rect(origin: origin, size: to.frame.size)
            }
            guard parent >= 0 else {
                if from != to { marks[index].insert(.animated) }
                continue
            }
            // A view the change moved to another superview: where it is seen is not followed.
            if !stays || marks[parent].contains(.unknownArea) || !from.transform.isIdentity || !to.transform.isIdentity
            {
                marks[index].insert(.unknownArea)
            }
            if !view.clipsToBounds {
                shownAtStart[index] = shownAtStart[parent].offsetBy(
                    dx: origin.x - from.frame.minX, dy: origin.y - from.frame.minY)
                shownAtEnd[index] = shownAtEnd[parent].offsetBy(
                    dx: origin.x - to.frame.minX, dy: origin.y - to.frame.minY)
            }
            // Seen at some moment on its way, its superview moving as it will if animated; or,
            // were it not animated itself, at its new frame.
            let (start, end) = (shownAtStart[parent], shownAtEnd[parent])
            if marks[index].contains(.unknownArea) || from.frame.meetsWhileMoving(to: to.frame, start, to: end)
                || (from != to && to.frame.meetsWhileMoving(to: to.frame, start, to: end))
            {
                marks[index].insert(.seen)
            }
        }
        // Children after parents: backwards, each view seen or holding one seen marks its
        // superview of before (which it is still under; a moved view's former superview is not
        // its ancestor any more). A view that changed animates when it or a view under it is
        // seen: a view with no area of its own still carries its subviews along.
        for index in stride(from: count - 1, to: 0, by: -1)
        where marks[index].contains(.stays) && !marks[index].isDisjoint(with: [.seen, .holdsSeen]) {
            marks[Int(parents[index])].insert(.holdsSeen)
        }
        for index in 1..<max(1, count)
        where marks[index].contains(.changed) && !marks[index].isDisjoint(with: [.seen, .holdsSeen]) {
            marks[index].insert(.animated)
        }
        var entries: [LayoutTransition.Entry] = []
        for index in 0..<count where marks[index].contains(.animated) {
            let view = views[index]
            var from = before[index]
            let to = after(index)
            // Being hidden or shown is not animated, as in UIKit, but for a stack's arranged
            // views, which collapse or expand: the others are hidden at once, or shown at once
            // from the opacity they had (an opacity changed with it still animates).
            if wasHidden[index] != view.isHidden && !view.isArrangedInStack {
                from.alpha = view.isHidden ? to.alpha : alphaBefore[index]
                if from == to { continue }
            }
            var position = Int(positions[index])
            if let siblings = view.superview?.subviews, !(position < siblings.count && siblings[position] === view) {
                position = siblings.firstIndex { $0 === view } ?? position  // the change moved it
            }
            var own = ownBeforeDrawn[Int32(index)] ?? before[index]
            own.alpha = alphaBefore[index]
            entries.append(.init(view: view, from: from, to: to, position: position, own: own))
        }
        return entries
    }

    /// What ``animatedEntries(in:)`` knows of a view.
    private struct Mark: OptionSet {
        let rawValue: UInt8
        /// In the window after the change.
        static let inWindow = Mark(rawValue: 1)
        /// Under the same superview as before.
        static let stays = Mark(rawValue: 2)
        /// Its state differs from the one before.
        static let changed = Mark(rawValue: 4)
        /// A transform here or above, or a move, leaves where it is seen unknown.
        static let unknownArea = Mark(rawValue: 8)
        /// It gets an entry.
        static let animated = Mark(rawValue: 16)
        /// It can be seen at some moment of the animation.
        static let seen = Mark(rawValue: 32)
        /// A view under it can be seen at some moment of the animation.
        static let holdsSeen = Mark(rawValue: 64)
    }

    /// Lets the views go and hands back the states' storage for the next tree.
    consuming func releasingViews() -> [View.Presentation] {
        views = []
        return before
    }
}

extension View {
    /// Whether the view is one of its stack view's arranged subviews.
    fileprivate var isArrangedInStack: Bool {
        (superview as? StackView)?.arranged.contains(ObjectIdentifier(self)) ?? false
    }
}

extension View {
    /// How the view is drawn when nothing animates: its frame, its opacity (0 when hidden), its
    /// background.
    var shownState: Presentation {
        shownState(solvedFrame: layoutFrame, parentOrigin: superview?.layoutFrame.origin)
    }

    /// ``shownState`` from the view's solved frame and its superview's solved origin (nil for
    /// none), as a walk over the tree has them.
    func shownState(solvedFrame: Rect, parentOrigin: Point?) -> Presentation {
        let frame = parentOrigin.map { solvedFrame.offsetBy(dx: -$0.x, dy: -$0.y) } ?? solvedFrame
        return Presentation(
            frame: frame, alpha: isHidden ? 0 : alpha, backgroundColor: backgroundColor, transform: transform)
    }
}

extension View.Presentation {
    /// The state `progress` (0…1) of the way to `target`. A missing background is the other
    /// one made transparent, so a colour fades in or out.
    func interpolated(to target: View.Presentation, at progress: Double) -> View.Presentation {
        func lerp(_ a: Double, _ b: Double) -> Double { a + (b - a) * progress }
        let clearFrom = backgroundColor ?? target.backgroundColor?.withAlpha(0)
        let clearTo = target.backgroundColor ?? backgroundColor?.withAlpha(0)
        var background: Color?
        if let a = clearFrom, let b = clearTo {
            background = Color(
                red: lerp(a.red, b.red), green: lerp(a.green, b.green), blue: lerp(a.blue, b.blue),
                alpha: lerp(a.alpha, b.alpha))
        }
        return View.Presentation(
            frame: Rect(
                x: lerp(frame.minX, target.frame.minX), y: lerp(frame.minY, target.frame.minY),
                width: lerp(frame.width, target.frame.width), height: lerp(frame.height, target.frame.height)),
            alpha: lerp(alpha, target.alpha), backgroundColor: background,
            transform: transform.interpolated(to: target.transform, at: progress))
    }
}
