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

extension UIView {
    /// The built-in timing curves (UIKit's `UIView.AnimationCurve`, same raw values).
    public enum AnimationCurve: Int, Sendable {
        /// Slow at the start and the end.
        case easeInOut = 0
        /// Slow at the start.
        case easeIn
        /// Slow at the end.
        case easeOut
        /// At a constant speed.
        case linear
    }
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
    }

    /// The curve through these control points.
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        isBuiltin = false
        controlPoint1 = point1
        controlPoint2 = point2
    }

    /// `.builtin` for a named curve, else `.cubic`.
    public var timingCurveType: UITimingCurveType { isBuiltin ? .builtin : .cubic }
    /// This curve.
    public var cubicTimingParameters: UICubicTimingParameters? { self }
    /// None.
    public var springTimingParameters: UISpringTimingParameters? { nil }

    /// The progress at a linear fraction of the time.
    func progress(at fraction: Double) -> Double {
        CAMediaTimingFunction(
            controlPoints: Float(controlPoint1.x), Float(controlPoint1.y), Float(controlPoint2.x),
            Float(controlPoint2.y)
        ).progress(at: fraction)
    }
}

/// A spring timing curve (UIKit's `UISpringTimingParameters`): over an animator's duration the
/// values move as a mass on a damped spring, overshooting when the damping ratio is below 1.
@preconcurrency @MainActor
open class UISpringTimingParameters: UITimingCurveProvider {
    /// The speed at the start, in distances (from start to end) per second, per axis.
    public let initialVelocity: CGVector
    /// How damped the spring is: 1 settles without overshooting, lower values bounce.
    let dampingRatio: CGFloat
    /// The spring as Core Animation's (mass, stiffness, damping), when given so.
    private let physical: (mass: CGFloat, stiffness: CGFloat, damping: CGFloat)?

    /// A critically damped spring.
    public convenience init() { self.init(dampingRatio: 1) }

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

    /// The spring's displacement curve over `duration` seconds: a spring given by its damping
    /// ratio settles in about that time; one given physically moves at its own pace.
    func curve(over duration: TimeInterval) -> @MainActor (Double) -> Double {
        let spring = CASpringAnimation()
        if let physical {
            spring.mass = physical.mass
            spring.stiffness = physical.stiffness
            spring.damping = physical.damping
            spring.allowsOverdamping = true
        } else {
            let period = max(duration, 0.01)
            spring.stiffness = CGFloat(pow(2 * .pi / period, 2))
            spring.damping = 4 * .pi * dampingRatio / CGFloat(period)
            spring.allowsOverdamping = dampingRatio > 1
        }
        spring.initialVelocity = initialVelocity.dx != 0 ? initialVelocity.dx : initialVelocity.dy
        return { fraction in spring.displacement(at: fraction * duration) }
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
/// `UIView.animate` started later takes over what is on screen from where it is. Finishing
/// at the start puts the animated views' opacity, background, transform and (for views placed
/// by frame) frame back; finishing where it is, or stopping without finishing, shows the end
/// state. Delay factors, `scrubsLinearly` and a new curve given to
/// ``continueAnimation(withTimingParameters:durationFactor:)`` are recorded, not applied.
@preconcurrency @MainActor
open class UIViewPropertyAnimator: UIViewImplicitlyAnimating {
    /// The curve.
    open private(set) var timingParameters: (any UITimingCurveProvider)?
    /// The time from start to end, in seconds.
    open private(set) var duration: TimeInterval
    /// The delay of the last start, in seconds.
    open private(set) var delay: TimeInterval = 0
    /// Recorded: the views under an animation take touches whatever this says.
    open var isUserInteractionEnabled = true
    /// Recorded.
    open var isManualHitTestingEnabled = false
    /// Recorded: every animator here can be paused and stopped.
    open var isInterruptible = true
    /// Recorded: a paused animation is drawn along its curve.
    open var scrubsLinearly = true
    /// Whether reaching the end pauses the animator there (still active) instead of finishing.
    open var pausesOnCompletion = false
    /// Inactive until started; active while running or paused; stopped until finished.
    open private(set) var state: UIViewAnimatingState = .inactive
    /// Whether the animation is running, not paused.
    open private(set) var isRunning = false

    /// Whether the animation runs backwards, towards its start; a running one turns at once.
    open var isReversed = false {
        didSet {
            guard isReversed != oldValue, isRunning, let clock else { return }
            run(clock, from: clock.fraction(at: Self.now), seconds: remainingSeconds(of: clock))
        }
    }

    /// How far the animation has gone, 0 at its start and 1 at its end. Setting it pauses an
    /// inactive animator at that point; a running one ignores it.
    open var fractionComplete: CGFloat {
        get { CGFloat(clock?.fraction(at: Self.now) ?? 0) }
        set {
            if state == .inactive { pauseAnimation() }
            guard state == .active, !isRunning, let clock else { return }
            clock.run(from: Double(newValue), at: Self.now, rate: 0)
            redraw()
        }
    }

    private var animations: [() -> Void]
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    /// The clock of the running or paused animation; nil while inactive.
    private var clock: TransitionClock?
    /// The window the animation runs in.
    private weak var window: UIWindow?
    /// The animated views' states when it began, for a finish at the start.
    private var startStates: [(view: View, state: View.Presentation)] = []
    /// Counts the checks scheduled for the end, so that an earlier one, made before a pause
    /// or a turn, does nothing.
    private var endCheck = 0

    /// An inactive animator of `duration` seconds along `parameters`' curve.
    public required init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
        self.duration = duration
        timingParameters = parameters
        animations = []
    }

    /// An inactive animator along a named curve.
    public convenience init(
        duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil
    ) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { self.animations.append(animations) }
    }

    /// An inactive animator along the cubic curve through these control points.
    public convenience init(
        duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
        animations: (() -> Void)? = nil
    ) {
        self.init(
            duration: duration,
            timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { self.animations.append(animations) }
    }

    /// An inactive animator along a spring of this damping ratio.
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { self.animations.append(animations) }
    }

    /// An animator that starts at once (after `delay`), along the curve the options name,
    /// with `completion` added.
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

    // MARK: - Blocks

    /// Adds animations: they run with the others when the animator starts; while it is
    /// active, they run at once and animate over the time left.
    open func addAnimations(_ animation: @escaping () -> Void) {
        guard state == .active, let clock else {
            animations.append(animation)
            return
        }
        // The running animation takes the new changes from where it is on.
        let fraction = clock.fraction(at: Self.now)
        begin([animation], from: fraction, running: isRunning)
    }

    /// Adds animations; the delay factor is recorded, not applied (they start with the others).
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
    /// a paused one. Starting a stopped animator is a programmer error.
    open func startAnimation(afterDelay delay: TimeInterval) {
        precondition(state != .stopped, "a stopped animator cannot start again: finish it first")
        if state == .inactive {
            self.delay = max(delay, 0)
            begin(animations, from: 0, running: true, startingIn: self.delay)
            animations = []
        } else if let clock, !isRunning {
            run(clock, from: clock.fraction(at: Self.now), seconds: remainingSeconds(of: clock))
        }
    }

    /// Pauses the animation where it is; an inactive animator starts, paused at its start.
    open func pauseAnimation() {
        precondition(state != .stopped, "a stopped animator cannot pause: finish it first")
        if state == .inactive {
            begin(animations, from: 0, running: false)
            animations = []
            return
        }
        guard isRunning, let clock else { return }
        clock.run(from: clock.fraction(at: Self.now), at: Self.now, rate: 0)
        isRunning = false
        endCheck += 1
    }

    /// Resumes a paused animation over `durationFactor` of the time that was left; a new curve
    /// is recorded, not applied.
    open func continueAnimation(
        withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat
    ) {
        if let parameters { timingParameters = parameters }
        guard state == .active, !isRunning, let clock else { return startAnimation() }
        run(clock, from: clock.fraction(at: Self.now), seconds: remainingSeconds(of: clock) * Double(durationFactor))
    }

    /// Stops the animation: `withoutFinishing` ends it at once (inactive, the views in their
    /// end state, no completions); otherwise it holds where it is, stopped, until
    /// ``finishAnimation(at:)``.
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        endCheck += 1
        isRunning = false
        if withoutFinishing {
            end()
            return
        }
        if let clock { clock.run(from: clock.fraction(at: Self.now), at: Self.now, rate: 0) }
        state = .stopped
    }

    /// Ends a stopped animation at `finalPosition` and runs the completions with it: at the
    /// start, the animated views go back to where they began.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        precondition(state == .stopped, "only a stopped animator is finished with finishAnimation(at:)")
        finish(at: finalPosition)
    }

    // MARK: - Mechanics

    /// Seconds on the clock the window's animations follow.
    private static var now: Double { ScrollView.monotonicSeconds() }

    /// Runs `blocks` and animates what they change, from `fraction` on: running towards the
    /// end the animator runs to (after `startingIn` seconds), or paused there.
    private func begin(
        _ blocks: [() -> Void], from fraction: Double, running: Bool, startingIn wait: TimeInterval = 0
    ) {
        let now = Self.now
        let clock = TransitionClock(start: now + wait, duration: duration, curve: curve())
        clock.run(from: fraction, at: now + wait, rate: 0)
        self.clock = clock
        state = .active
        let window = UIApplication.current?.keyWindow
        self.window = window
        if let window, duration > 0, UIView.areAnimationsEnabled {
            window.root.animateChanges(clock: clock, at: now) {
                for block in blocks { block() }
                window.layoutIfNeeded()
            }
            startStates = window.root.transitionStartStates
            window.setNeedsDisplay()
        } else {
            for block in blocks { block() }
        }
        if running {
            run(clock, from: fraction, seconds: remainingSeconds(of: clock), startingIn: wait)
        } else {
            isRunning = false
        }
    }

    /// Runs the clock from `fraction` towards the end the animator runs to, reaching it in
    /// `seconds` (after `wait`), and checks for the end then.
    private func run(_ clock: TransitionClock, from fraction: Double, seconds: Double, startingIn wait: Double = 0) {
        let distance = isReversed ? fraction : 1 - fraction
        let speed = seconds > 0 ? distance / seconds : .infinity
        clock.run(from: fraction, at: Self.now + wait, rate: isReversed ? -speed : speed)
        isRunning = true
        redraw()
        scheduleEndCheck(after: wait + seconds)
    }

    /// Seconds left to the end the animator runs to, at its own speed.
    private func remainingSeconds(of clock: TransitionClock) -> Double {
        let fraction = clock.fraction(at: Self.now)
        return duration * (isReversed ? fraction : 1 - fraction)
    }

    private func scheduleEndCheck(after seconds: Double) {
        endCheck += 1
        let check = endCheck
        // The animator is kept until then: a running one finishes, and runs its completions,
        // whether or not its maker kept it.
        DispatchQueue.main.asyncAfter(deadline: .now() + max(seconds, 0)) {
            MainActor.assumeIsolated { self.checkEnd(check) }
        }
    }

    /// At the time the clock should reach its end: finishes there (or pauses, with
    /// ``pausesOnCompletion``); a check made before a pause or a turn does nothing.
    private func checkEnd(_ check: Int) {
        guard check == endCheck, isRunning, let clock else { return }
        let now = Self.now
        let fraction = clock.fraction(at: now)
        guard isReversed ? fraction <= 0 : fraction >= 1 else {
            // Early by a rounding of the timer: check again when it ends.
            scheduleEndCheck(after: remainingSeconds(of: clock))
            return
        }
        if pausesOnCompletion {
            clock.run(from: fraction, at: now, rate: 0)
            isRunning = false
            redraw()
            return
        }
        finish(at: isReversed ? .start : .end)
    }

    /// Ends the animation at `position` and runs the completions.
    private func finish(at position: UIViewAnimatingPosition) {
        let states = startStates
        end()
        if position == .start { Self.restore(states) }
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
        isRunning = false
        state = .inactive
        endCheck += 1
    }

    /// Puts animated views back in their states when the animation began: opacity, background,
    /// transform, and the frame of views placed by frame (a layout would move the others again).
    private static func restore(_ states: [(view: View, state: View.Presentation)]) {
        for (backing, state) in states {
            guard let view = backing.host as? UIView else { continue }
            view.alpha = CGFloat(state.alpha)
            view.transform = CGAffineTransform(state.transform)
            if view.backgroundColor?.color != state.backgroundColor {
                view.backgroundColor = state.backgroundColor.map(UIColor.init)
            }
            if view.translatesAutoresizingMaskIntoConstraints { view.frame = CGRect(state.frame) }
        }
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
