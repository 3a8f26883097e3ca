internal import Views

extension UIView {
    /// Options of the block animations (UIKit's `UIView.AnimationOptions`, same bits). They are
    /// accepted but not applied: every animation here runs once, ease-in-out.
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
        /// Fade the old content out while the new fades in.
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
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
    /// block runs at once, as in UIKit); the options are accepted but do not change the animation.
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
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
        window.root.animateChanges(at: ScrollView.monotonicSeconds() + delay, duration: duration) {
            animations()
            window.layoutIfNeeded()
        }
        window.setNeedsDisplay()
        finishLater(after: delay + duration, completion)
    }

    /// Set while an animation collects its changes (its block and the layout after it).
    private static var isCollectingChanges = false

    /// The spring form; the spring is drawn as the standard ease-in-out curve here.
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        animate(withDuration: duration, delay: delay, options: options, animations: animations, completion: completion)
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
