import Foundation
internal import Geometry
internal import Views

/// Where an animator is in its life (UIKit's `UIViewAnimatingState`, same raw values).
public enum UIViewAnimatingState: Int, Sendable {
    /// Not started, or finished: its animations are not running.
    case inactive = 0
    /// Started: running or paused.
    case active = 1
    /// Stopped without finishing; ``UIViewAnimating/finishAnimation(at:)`` ends it.
    case stopped = 2
}

/// Where an animation ended (UIKit's `UIViewAnimatingPosition`, same raw values).
public enum UIViewAnimatingPosition: Int, Sendable {
    /// At its end state.
    case end = 0
    /// Back at its start state.
    case start = 1
    /// Where it was when it was stopped.
    case current = 2
}

/// The kind of a timing curve (UIKit's `UITimingCurveType`, same raw values).
public enum UITimingCurveType: Int, Sendable {
    /// One of the named curves.
    case builtin = 0
    /// A cubic Bézier curve.
    case cubic
    /// A spring.
    case spring
    /// A cubic curve and a spring together.
    case composed
}

/// How an animation's progress follows time (UIKit's `UITimingCurveProvider`).
@preconcurrency @MainActor
public protocol UITimingCurveProvider: AnyObject {
    /// Which parameters describe the curve.
    var timingCurveType: UITimingCurveType { get }
    /// The cubic curve, if the curve is one.
    var cubicTimingParameters: UICubicTimingParameters? { get }
    /// The spring, if the curve is one.
    var springTimingParameters: UISpringTimingParameters? { get }
}

/// A cubic Bézier timing curve from (0, 0) to (1, 1) (UIKit's `UICubicTimingParameters`).
@preconcurrency @MainActor
open class UICubicTimingParameters: UITimingCurveProvider {
    /// The named curve, `.easeInOut` for a curve given by its control points.
    public let animationCurve: UIView.AnimationCurve
    /// The first control point.
    public let controlPoint1: CGPoint
    /// The second control point.
    public let controlPoint2: CGPoint
    private let isBuiltin: Bool
    /// The curve, evaluated.
    private let function: CAMediaTimingFunction

    /// The ease-in-out curve.
    public convenience init() { self.init(animationCurve: .easeInOut) }

    /// A named curve, with Core Animation's control points.
    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        isBuiltin = true
        let points: (CGFloat, CGFloat, CGFloat, CGFloat) =
            switch curve {
            case .easeInOut: (0.42, 0, 0.58, 1)
            case .easeIn: (0.42, 0, 1, 1)
            case .easeOut: (0, 0, 0.58, 1)
            case .linear: (0, 0, 1, 1)
            }
        controlPoint1 = CGPoint(x: points.0, y: points.1)
        controlPoint2 = CGPoint(x: points.2, y: points.3)
        function = Self.function(controlPoint1, controlPoint2)
    }

    /// The curve through these control points.
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        isBuiltin = false
        controlPoint1 = point1
        controlPoint2 = point2
        function = Self.function(point1, point2)
    }

    private static func function(_ point1: CGPoint, _ point2: CGPoint) -> CAMediaTimingFunction {
        CAMediaTimingFunction(controlPoints: Float(point1.x), Float(point1.y), Float(point2.x), Float(point2.y))
    }

    /// `.builtin` for a named curve, else `.cubic`.
    public var timingCurveType: UITimingCurveType { isBuiltin ? .builtin : .cubic }
    /// This curve.
    public var cubicTimingParameters: UICubicTimingParameters? { self }
    /// None.
    public var springTimingParameters: UISpringTimingParameters? { nil }

    /// The progress at a linear fraction of the time.
    func progress(at fraction: Double) -> Double { function.progress(at: fraction) }
}

/// A spring timing curve (UIKit's `UISpringTimingParameters`). Given a damping ratio, the
/// spring settles over the animator's duration, overshooting when the ratio is below 1; given
/// a mass, stiffness and damping, it moves at its own pace and the animator lasts until it
/// settles, whatever duration it was given.
@preconcurrency @MainActor
open class UISpringTimingParameters: UITimingCurveProvider {
    /// The speed at the start, in distances (from start to end) per second, per axis.
    public let initialVelocity: CGVector
    /// How damped the spring is: 1 settles without overshooting, lower values bounce.
    let dampingRatio: CGFloat
    /// The spring as Core Animation's (mass, stiffness, damping), when given so.
    private let physical: (mass: CGFloat, stiffness: CGFloat, damping: CGFloat)?

    /// UIKit's default spring: mass 3, stiffness 1000, damping 500.
    public convenience init() {
        self.init(mass: 3, stiffness: 1000, damping: 500, initialVelocity: .zero)
    }

    /// A spring of this damping ratio, starting at rest.
    public convenience init(dampingRatio ratio: CGFloat) { self.init(dampingRatio: ratio, initialVelocity: .zero) }

    /// A spring of this damping ratio and initial velocity.
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        dampingRatio = ratio
        initialVelocity = velocity
        physical = nil
    }

    /// A spring of this mass, stiffness and damping (as Core Animation's springs are given).
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        physical = (mass, stiffness, damping)
        dampingRatio = damping / (2 * (max(stiffness, 1e-6) * max(mass, 1e-6)).squareRoot())
        initialVelocity = velocity
    }

    /// `.spring`.
    public var timingCurveType: UITimingCurveType { .spring }
    /// None.
    public var cubicTimingParameters: UICubicTimingParameters? { nil }
    /// This spring.
    public var springTimingParameters: UISpringTimingParameters? { self }

    /// The spring Core Animation would run: one given physically as it is; one given by its
    /// damping ratio stiff enough to settle in `duration` seconds (its slowest motion down to
    /// Core Animation's rest threshold by then).
    private func spring(settlingIn duration: TimeInterval) -> CASpringAnimation {
        let spring = CASpringAnimation()
        spring.initialVelocity = initialVelocity.dx != 0 ? initialVelocity.dx : initialVelocity.dy
        if let physical {
            // As Core Animation moves them: damping above critical moves as critical.
            (spring.mass, spring.stiffness, spring.damping) = physical
            return spring
        }
        spring.allowsOverdamping = true
        let ratio = max(Double(dampingRatio), 0.01)
        let duration = max(duration, 0.01)
        // A first guess from the slowest motion's envelope, exp(-decay * natural * t); then
        // scaled by the settling time it gives (which scales as 1 / natural).
        let decay = ratio <= 1 ? ratio : ratio - (ratio * ratio - 1).squareRoot()
        var natural = log(1 / CASpringAnimation.restThreshold) / (decay * duration)
        for _ in 0..<2 {
            spring.stiffness = CGFloat(natural * natural)
            spring.damping = CGFloat(2 * ratio * natural)
            natural *= spring.settlingDuration / duration
        }
        spring.stiffness = CGFloat(natural * natural)
        spring.damping = CGFloat(2 * ratio * natural)
        return spring
    }

    /// How long an animator along this spring lasts: the spring's own settling time when it is
    /// given physically, else `duration`.
    func duration(given duration: TimeInterval) -> TimeInterval {
        physical == nil ? duration : spring(settlingIn: duration).settlingDuration
    }

    /// The spring's progress at each fraction of `duration`, exactly 1 at the end.
    func curve(over duration: TimeInterval) -> @MainActor (Double) -> Double {
        let spring = spring(settlingIn: duration)
        return { fraction in fraction >= 1 ? 1 : spring.displacement(at: fraction * duration) }
    }
}

/// An animation a caller controls (UIKit's `UIViewAnimating`): started, paused, scrubbed,
/// stopped and finished.
@preconcurrency @MainActor
public protocol UIViewAnimating: AnyObject {
    /// Inactive, active (running or paused) or stopped.
    var state: UIViewAnimatingState { get }
    /// Whether it is running, not paused.
    var isRunning: Bool { get }
    /// Whether it runs backwards, towards its start.
    var isReversed: Bool { get set }
    /// How far it has gone, 0...1; settable while paused.
    var fractionComplete: CGFloat { get set }
    /// Starts, or resumes, at once.
    func startAnimation()
    /// Starts after `delay` seconds.
    func startAnimation(afterDelay delay: TimeInterval)
    /// Pauses where it is (an inactive animator starts paused at its start).
    func pauseAnimation()
    /// Stops: with `withoutFinishing`, at once and inactive, without its completions; otherwise
    /// it waits, stopped, for ``finishAnimation(at:)``.
    func stopAnimation(_ withoutFinishing: Bool)
    /// Ends a stopped animation at `finalPosition` and runs its completions.
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// An animation that takes more animations and completions (UIKit's
/// `UIViewImplicitlyAnimating`).
@preconcurrency @MainActor
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    /// Adds animations: run with the others when it starts, or at once if it runs.
    func addAnimations(_ animation: @escaping () -> Void)
    /// Adds animations that start `delayFactor` of the remaining time in.
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    /// Adds a block to run when it ends, with where it ended.
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
    /// Resumes a paused animation, over `durationFactor` of the time that was left.
    func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat)
}

/// An animation of views' properties that a caller controls (UIKit's
/// `UIViewPropertyAnimator`): its blocks run when it starts, and what they change in frames
/// (constraint changes laid out in them included), opacity, background colours and
/// transforms animates along its curve; it can be paused, scrubbed with ``fractionComplete``,
/// reversed, stopped, and finished at its end, its start or where it is.
///
/// Here the key window runs one layout animation at a time: an animator or
/// `UIView.animate` started later takes over what is on screen from where it is. Delay
/// factors and a new curve given to ``continueAnimation(withTimingParameters:durationFactor:)``
/// are not applied; an animator's properties cannot be observed with key paths.
@preconcurrency @MainActor
open class UIViewPropertyAnimator: UIViewImplicitlyAnimating {
    /// The curve.
    open private(set) var timingParameters: (any UITimingCurveProvider)?
    /// The time from start to end, in seconds (a spring given physically sets its own).
    open private(set) var duration: TimeInterval
    /// The delay of the last start, in seconds.
    open private(set) var delay: TimeInterval = 0
    /// Recorded: the views under an animation take touches whatever this says.
    open var isUserInteractionEnabled = true
    /// Recorded.
    open var isManualHitTestingEnabled = false
    /// Recorded: every animator here can be paused and stopped.
    open var isInterruptible = true
    /// Whether a ``fractionComplete`` set while paused is drawn as that share of the way
    /// (true), or along the curve.
    open var scrubsLinearly = true
    /// Whether reaching the end pauses the animator there (still active) instead of finishing.
    open var pausesOnCompletion = false
    /// Inactive until started; active while running or paused; stopped until finished.
    open private(set) var state: UIViewAnimatingState = .inactive
    /// Whether the animation is running, not paused.
    open private(set) var isRunning = false

    /// Whether the animation runs backwards, towards its start; a running one turns at once,
    /// at the same speed.
    open var isReversed = false {
        didSet {
            guard isReversed != oldValue, isRunning, let clock else { return }
            resume(speed: abs(clock.rate))
        }
    }

    /// How far the animation has gone, 0 at its start and 1 at its end. Setting it pauses an
    /// inactive animator at that point; a running one ignores it. A run resumed after a linear
    /// scrub goes on linearly, from what is drawn.
    open var fractionComplete: CGFloat {
        get { CGFloat(clock?.fraction(at: Self.now) ?? 0) }
        set {
            if state == .inactive { pauseAnimation() }
            guard state == .active, !isRunning, let clock else { return }
            clock.run(from: Double(newValue), at: Self.now, rate: 0)
            clock.drawsLinearly = scrubsLinearly
            redraw()
        }
    }

    private var animations: [() -> Void] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    /// The clock of the running or paused animation; nil while inactive.
    private var clock: TransitionClock?
    /// The window the animation runs in.
    private weak var window: UIWindow?
    /// Each animated view as the animation found it, for a finish at the start.
    private var startStates: [TransitionStart] = []
    /// When a delayed start begins, in seconds on ``now``'s clock; 0 once begun.
    private var delayedStart: Double = 0
    /// Counts the checks scheduled for the end, so that one made before a pause or a turn does
    /// nothing.
    private var endCheckGeneration = 0
    /// The animator itself while it runs: a running one finishes, and runs its completions,
    /// whether or not its maker keeps it; a paused one nobody keeps goes.
    private var selfWhileRunning: UIViewPropertyAnimator?

    /// An inactive animator of `duration` seconds along `parameters`' curve.
    public required init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
        self.duration = parameters.springTimingParameters?.duration(given: duration) ?? duration
        timingParameters = parameters
    }

    /// An inactive animator along a named curve.
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    /// An inactive animator along the cubic curve through these control points.
    public convenience init(
        duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
        animations: (() -> Void)? = nil
    ) {
        self.init(
            duration: duration,
            timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    /// An inactive animator along a spring of this damping ratio that settles in `duration`.
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// An animator that starts at once (after `delay`), along the curve the options name,
    /// with `completion` added; it runs to its end whether or not it is kept.
    @discardableResult
    open class func runningPropertyAnimator(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((UIViewAnimatingPosition) -> Void)? = nil
    ) -> Self {
        let curve = UIView.AnimationCurve(rawValue: Int((options.rawValue >> 16) & 0b11)) ?? .easeInOut
        let animator = Self(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    /// An animator dropped while paused or stopped ends its animation: the views show their
    /// end state rather than staying drawn part way.
    isolated deinit {
        if state != .inactive { end() }
    }

    // MARK: - Blocks

    /// Adds animations: they run with the others when the animator starts; while it is active,
    /// they run at once, and what is on screen goes from there to the animation's end. Adding
    /// to a stopped animator is a programmer error.
    open func addAnimations(_ animation: @escaping () -> Void) {
        precondition(state != .stopped, "a stopped animator takes no animations: finish it first")
        guard state == .active, let clock else {
            animations.append(animation)
            return
        }
        collectChanges([animation], on: clock)
        redraw()
    }

    /// Adds animations; the delay factor is not applied (they start with the others).
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        addAnimations(animation)
    }

    /// Adds a block to run when the animation ends, with where it ended.
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    // MARK: - Running

    /// Starts the animation at once, or resumes it where it was paused.
    open func startAnimation() { startAnimation(afterDelay: 0) }

    /// Starts the animation after `delay` seconds (its blocks run now, as in UIKit), or resumes
    /// a paused one after it. Starting a stopped animator is a programmer error.
    open func startAnimation(afterDelay delay: TimeInterval) {
        precondition(state != .stopped, "a stopped animator cannot start again: finish it first")
        let delay = max(delay, 0)
        if state == .inactive { begin() }
        guard !isRunning else { return }
        self.delay = delay
        delayedStart = delay > 0 ? Self.now + delay : 0
        resume(speed: 1 / duration)
    }

    /// Pauses the animation where it is (a delayed start waits no more); an inactive animator
    /// starts, paused at its start.
    open func pauseAnimation() {
        precondition(state != .stopped, "a stopped animator cannot pause: finish it first")
        if state == .inactive { begin() }
        guard isRunning, let clock else { return }
        let now = Self.now
        clock.run(from: clock.fraction(at: now), at: now, rate: 0)
        stopRunning()
        redraw()
    }

    /// Resumes a paused animation at the speed of `durationFactor` times the animator's duration
    /// for the whole way (0 or 1: its own speed); a new curve is not applied.
    open func continueAnimation(
        withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat
    ) {
        guard state == .active, !isRunning else { return startAnimation() }
        let factor = durationFactor > 0 ? Double(durationFactor) : 1
        resume(speed: 1 / (duration * factor))
    }

    /// Stops the animation where it is: `withoutFinishing`, the views keep what is on screen and
    /// the animator is inactive at once, without its completions; otherwise it holds there,
    /// stopped, until ``finishAnimation(at:)``.
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        if let clock {
            let now = Self.now
            clock.run(from: clock.fraction(at: now), at: now, rate: 0)
        }
        stopRunning()
        if withoutFinishing {
            let shown = shownStates()
            end()
            keep(shown)
            return
        }
        state = .stopped
    }

    /// Ends a stopped animation at `finalPosition` and runs the completions with it: at the
    /// start, the animated views go back to where they began; where it is, they keep what is on
    /// screen.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        precondition(state == .stopped, "only a stopped animator is finished with finishAnimation(at:)")
        finish(at: finalPosition)
    }

    // MARK: - Mechanics

    /// Seconds on the clock the window's animations follow.
    private static var now: Double { ScrollView.monotonicSeconds() }

    /// Makes the animator active: its blocks run and what they change is drawn from the start,
    /// on a clock held there (paused) until ``resume(speed:)``.
    private func begin() {
        let now = Self.now
        let clock = TransitionClock(start: now, duration: duration, curve: curve())
        clock.isEndedByOwner = true
        clock.run(from: 0, at: now, rate: 0)
        self.clock = clock
        window = UIApplication.current?.keyWindow
        state = .active
        isRunning = false
        let blocks = animations
        animations = []
        // Without blocks there is nothing to animate: an animation in flight is left alone.
        if !blocks.isEmpty { collectChanges(blocks, on: clock) }
    }

    /// Runs `blocks` and animates what they change on `clock`, in the animator's window: joining
    /// an animation under way on it, what is on screen goes from there to the end, and views
    /// already animating keep their way. Inside another animation's changes, the blocks are part
    /// of that one.
    private func collectChanges(_ blocks: [() -> Void], on clock: TransitionClock) {
        guard let window, duration > 0, UIView.areAnimationsEnabled, !UIView.isCollectingChanges else {
            for block in blocks { block() }
            return
        }
        UIView.isCollectingChanges = true
        defer { UIView.isCollectingChanges = false }
        window.root.animateChanges(clock: clock, at: Self.now) {
            for block in blocks { block() }
            window.layoutIfNeeded()
        }
        let known = Set(startStates.map { ObjectIdentifier($0.view) })
        startStates += window.root.transitionStartStates.filter { !known.contains(ObjectIdentifier($0.view)) }
        window.setNeedsDisplay()
    }

    /// Runs the clock from where it is towards the end the animator runs to, at `speed`
    /// (fractions per second), from the delayed start if one is pending (the window is woken
    /// then: it draws nothing new meanwhile), and checks for the end then.
    private func resume(speed: Double) {
        guard let clock else { return }
        let now = Self.now
        let speed = speed.isFinite && speed > 0 ? speed : .infinity
        clock.run(from: clock.fraction(at: now), at: max(now, delayedStart), rate: isReversed ? -speed : speed)
        isRunning = true
        selfWhileRunning = self
        redraw()
        scheduleEndCheck(after: clock.secondsToEnd(from: now) ?? 0)
        if delayedStart > now {
            let generation = endCheckGeneration
            DispatchQueue.main.asyncAfter(deadline: .now() + (delayedStart - now)) { [weak self] in
                MainActor.assumeIsolated {
                    guard let self, generation == self.endCheckGeneration else { return }
                    self.redraw()
                }
            }
        }
    }

    /// The animator no longer runs: pending checks lapse, and nothing keeps it but its owner.
    private func stopRunning() {
        isRunning = false
        delayedStart = 0
        endCheckGeneration += 1
        selfWhileRunning = nil
    }

    private func scheduleEndCheck(after seconds: Double) {
        endCheckGeneration += 1
        let generation = endCheckGeneration
        DispatchQueue.main.asyncAfter(deadline: .now() + max(seconds, 0)) { [weak self] in
            MainActor.assumeIsolated { self?.checkEnd(generation) }
        }
    }

    /// When the clock should be at its end: finishes there (or pauses, with
    /// ``pausesOnCompletion``); a check made before a pause or a turn does nothing.
    private func checkEnd(_ generation: Int) {
        guard generation == endCheckGeneration, isRunning, let clock else { return }
        let now = Self.now
        if let left = clock.secondsToEnd(from: now), left > 0 {
            // Early by a rounding of the timer.
            scheduleEndCheck(after: left)
            return
        }
        if pausesOnCompletion {
            clock.run(from: clock.fraction(at: now), at: now, rate: 0)
            stopRunning()
            redraw()
            return
        }
        finish(at: isReversed ? .start : .end)
    }

    /// Ends the animation at `position` and runs the completions: at the start, the animated
    /// views are put back; where it is, they keep what is on screen.
    private func finish(at position: UIViewAnimatingPosition) {
        let states = position == .current ? shownStates() : position == .start ? ownStartStates : []
        end()
        keep(states)
        let completions = self.completions
        self.completions = []
        for completion in completions { completion(position) }
    }

    /// Makes the animator inactive; its animation, if still the window's, ends.
    private func end() {
        if let window, let clock, window.root.transitionClock === clock {
            window.root.endTransition()
            window.setNeedsDisplay()
        }
        clock = nil
        startStates = []
        state = .inactive
        stopRunning()
    }

    /// A view's properties that an animator may give it back: as it began, or as drawn.
    private struct ViewState {
        let view: UIView
        let state: View.Presentation
        /// Its own opacity, which `state` may not hold (a hidden view is drawn at 0).
        let alpha: Double
    }

    /// The animated views as they began (their own states, not what another animation drew).
    private var ownStartStates: [ViewState] {
        startStates.compactMap { start in
            (start.view.host as? UIView).map { ViewState(view: $0, state: start.state, alpha: start.state.alpha) }
        }
    }

    /// What is on screen now of each view the animation draws (nothing if the window runs
    /// another animation now), with the view's own opacity where the animation does not fade
    /// it (a row it hides is drawn fading, but keeps its opacity).
    private func shownStates() -> [ViewState] {
        guard let window, let clock, window.root.transitionClock === clock else { return [] }
        window.root.advanceTransition(to: Self.now)
        return startStates.compactMap { start in
            guard let shown = start.view.currentPresentation, let view = start.view.host as? UIView else { return nil }
            let fades = Double(view.alpha) != start.state.alpha
            return ViewState(view: view, state: shown, alpha: fades ? shown.alpha : start.state.alpha)
        }
    }

    /// Gives views `states` as their own, for the properties that differ: opacity, background,
    /// transform, and the frame of views placed by frame (a layout would move the others
    /// again); laid out at once, as a frame set in UIKit takes effect.
    private func keep(_ states: [ViewState]) {
        for kept in states {
            let (view, state) = (kept.view, kept.state)
            if Double(view.alpha) != kept.alpha { view.alpha = CGFloat(kept.alpha) }
            let transform = CGAffineTransform(state.transform)
            if view.transform != transform { view.transform = transform }
            if view.backgroundColor?.color != state.backgroundColor {
                view.backgroundColor = state.backgroundColor.map(UIColor.init)
            }
            let frame = CGRect(state.frame)
            if view.translatesAutoresizingMaskIntoConstraints && view.frame != frame { view.frame = frame }
        }
        window?.layoutIfNeeded()
    }

    /// Applies the clock now and draws.
    private func redraw() {
        guard let window, let clock, window.root.transitionClock === clock else { return }
        window.root.advanceTransition(to: Self.now)
        window.setNeedsDisplay()
    }

    /// The eased progress for each linear fraction.
    private func curve() -> @MainActor (Double) -> Double {
        if let spring = timingParameters?.springTimingParameters { return spring.curve(over: duration) }
        let cubic = timingParameters?.cubicTimingParameters ?? UICubicTimingParameters()
        return { cubic.progress(at: $0) }
    }
}
