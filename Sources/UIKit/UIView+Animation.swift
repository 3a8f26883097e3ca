internal import Views

extension UIView {
    /// Options of the block animations (UIKit's `UIView.AnimationOptions`, same bits). The curve
    /// is applied; the others are accepted, but every animation here runs once.
    public struct AnimationOptions: OptionSet, Hashable, Sendable {
        /// The options' bits.
        public let rawValue: UInt
        /// Options with the given bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lay subviews out as part of the animation.
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Let the animating views take touches.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Start from what is on screen rather than from the values set before.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Run the animation again and again.
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Run the animation backwards after each forward run.
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// Use this duration rather than that of an enclosing animation.
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// Use this curve rather than that of an enclosing animation.
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// Redraw the content as it changes rather than animating snapshots.
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// Hide and show views in a transition rather than removing and adding them.
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        /// Ignore the options of an enclosing animation.
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
        /// Slow at the start and the end (the default curve: 0 in bits 16–19).
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// Slow at the start.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Slow at the end.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// At a constant speed.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        /// No transition (0 in bits 20–23).
        public static let transitionNone = AnimationOptions(rawValue: 0 << 20)
        /// Turn the view over about its vertical axis, left edge first.
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        /// Turn the view over about its vertical axis, right edge first.
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        /// Curl the old content up like a page.
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        /// Curl the new content down like a page.
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        /// Fade the old content out while the new fades in.
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        /// Turn the view over about its horizontal axis, top edge first.
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        /// Turn the view over about its horizontal axis, bottom edge first.
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
    }

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

    /// Options of keyframe animations (UIKit's `UIView.KeyframeAnimationOptions`, same bits);
    /// accepted, not applied.
    public struct KeyframeAnimationOptions: OptionSet, Hashable, Sendable {
        /// The options' bits.
        public let rawValue: UInt
        /// Options with the given bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lay subviews out as part of the animation.
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        /// Let the animating views take touches.
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        /// Start from what is on screen rather than from the values set before.
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        /// Run the animation again and again.
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        /// Run the animation backwards after each forward run.
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        /// Straight segments between the keyframes (the default: 0 in bits 10–12).
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        /// Jump from keyframe to keyframe.
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        /// Even pacing over the whole path.
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        /// A smooth curve through the keyframes.
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        /// A smooth, evenly paced curve through the keyframes.
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)
    }

    /// Runs `animations` at once and animates what they changed in frames (constraint changes
    /// laid out inside the block included), alpha and hidden stack rows, ease-in-out, in the key
    /// window. The completion runs when the animation ends, or at the next turn of the run loop
    /// when nothing animates.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// As ``animate(withDuration:animations:)``; `completion` gets true after `duration` seconds, or at
    /// the next turn of the run loop when nothing animates.
    public class func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// As ``animate(withDuration:animations:completion:)``, drawn from `delay` seconds on (the
    /// block runs at once, as in UIKit), along the curve the options name (ease-in-out by
    /// default, as Core Animation draws it); the other options are accepted but change nothing.
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let timing = UICubicTimingParameters(animationCurve: curve(of: options))
        animate(
            withDuration: duration, delay: delay, curve: { timing.progress(at: $0) }, animations: animations,
            completion: completion)
    }

    /// The curve `options` name (bits 16–19).
    private static func curve(of options: AnimationOptions) -> AnimationCurve {
        switch (options.rawValue >> 16) & 0xF {
        case 1: .easeIn
        case 2: .easeOut
        case 3: .linear
        default: .easeInOut
        }
    }

    /// Runs `animations` now and animates what they changed along `curve` (progress at each
    /// linear fraction of the time) over `duration` seconds, from `delay` seconds on.
    private class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, curve: @escaping @MainActor (Double) -> Double,
        animations: @escaping () -> Void, completion: ((Bool) -> Void)?
    ) {
        // As in UIKit, the block runs now (the model is final at once); only what is drawn waits
        // out the delay, showing the old state until then.
        let delay = max(delay, 0)
        // An animation started from inside another's changes (a layout callback it runs) is
        // part of that one.
        guard duration > 0, areAnimationsEnabled, !isCollectingChanges, let window = UIApplication.current?.keyWindow
        else {
            animations()
            finishLater(after: delay, completion)
            return
        }
        isCollectingChanges = true
        defer { isCollectingChanges = false }
        // Laid out as `layoutIfNeeded()` lays out, so frames that layout callbacks set stand.
        let start = ScrollView.monotonicSeconds() + delay
        window.root.animateChanges(clock: TransitionClock(start: start, duration: duration, curve: curve), at: start) {
            animations()
            window.layoutIfNeeded()
        }
        window.setNeedsDisplay()
        finishLater(after: delay + duration, completion)
    }

    /// Set while an animation collects its changes (its block and the layout after it).
    static var isCollectingChanges = false

    /// The spring form: what the block changes moves on a spring of `dampingRatio` (1 settles
    /// without overshooting, lower values bounce) that settles in `duration`, starting at
    /// `velocity` (distances from start to end per second).
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        let spring = UISpringTimingParameters(
            dampingRatio: dampingRatio, initialVelocity: CGVector(dx: velocity, dy: velocity))
        animate(
            withDuration: duration, delay: delay, curve: spring.curve(over: duration), animations: animations,
            completion: completion)
    }

    /// A transition of `view`'s content: `animations` runs now and what it changes in frames
    /// and opacity animates, as in ``animate(withDuration:delay:options:animations:completion:)``;
    /// content that has no frame (a label's text, an image) changes at once, without the flip,
    /// curl or cross-dissolve the options name. `completion` gets true after `duration`.
    public class func transition(
        with view: UIView, duration: TimeInterval, options: AnimationOptions = [], animations: (() -> Void)?,
        completion: ((Bool) -> Void)? = nil
    ) {
        animate(
            withDuration: duration, delay: 0, options: options, animations: animations ?? {}, completion: completion)
    }

    /// Replaces `fromView` with `toView` in `fromView`'s superview, at its place; with
    /// `.showHideTransitionViews`, hides `fromView` and shows `toView` instead. The change is
    /// made at once, without the transition the options name; `completion` gets true after
    /// `duration`.
    public class func transition(
        from fromView: UIView, to toView: UIView, duration: TimeInterval, options: AnimationOptions = [],
        completion: ((Bool) -> Void)? = nil
    ) {
        if options.contains(.showHideTransitionViews) {
            fromView.isHidden = true
            toView.isHidden = false
        } else if let superview = fromView.superview {
            superview.insertSubview(toView, aboveSubview: fromView)
            fromView.removeFromSuperview()
        }
        finishLater(after: duration, completion)
    }

    /// A keyframe animation: `animations` runs now, and the keyframes it adds
    /// (``addKeyframe(withRelativeStartTime:relativeDuration:animations:)``) run in it, in
    /// order; their end state animates over the whole `duration`, as one animation (the
    /// keyframes' own timing is not kept).
    public class func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval, options: KeyframeAnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        animate(withDuration: duration, delay: delay, options: [], animations: animations, completion: completion)
    }

    /// A keyframe of the enclosing ``animateKeyframes(withDuration:delay:options:animations:completion:)``:
    /// `animations` runs now, as part of it (outside one, it simply runs).
    public class func addKeyframe(
        withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
        animations: @escaping () -> Void
    ) {
        animations()
    }

    /// Runs `actionsWithoutAnimation` with animations off.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        let was = areAnimationsEnabled
        areAnimationsEnabled = false
        actionsWithoutAnimation()
        areAnimationsEnabled = was
    }

    /// Turns the block animations on or off for every view; while off, changes apply at once.
    public class func setAnimationsEnabled(_ enabled: Bool) { areAnimationsEnabled = enabled }

    /// Whether the block animations animate; true unless turned off.
    public private(set) static var areAnimationsEnabled = true

    private static func finishLater(after seconds: TimeInterval, _ completion: ((Bool) -> Void)?) {
        guard let completion else { return }
        DispatchQueue.main.asyncAfter(deadline: .now() + seconds) {
            MainActor.assumeIsolated { completion(true) }
        }
    }
}
