internal import Views

extension UIView {
    /// Options of the block animations (UIKit's `UIView.AnimationOptions`, same bits).
    public struct AnimationOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        public static let transitionNone = AnimationOptions(rawValue: 0 << 20)
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    }

    /// Runs `animations` at once and animates what they changed in frames (constraint changes
    /// laid out inside the block included), alpha and hidden stack rows, ease-in-out, in the key
    /// window. The completion runs when the animation ends, or at the next turn of the run loop
    /// when nothing animates.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    public class func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        guard delay <= 0 else {
            DispatchQueue.main.asyncAfter(deadline: .now() + delay) {
                MainActor.assumeIsolated {
                    animate(
                        withDuration: duration, delay: 0, options: options, animations: animations,
                        completion: completion)
                }
            }
            return
        }
        guard duration > 0, areAnimationsEnabled, let window = UIApplication.current?.keyWindow else {
            animations()
            finishLater(after: 0, completion)
            return
        }
        window.root.animateChanges(at: ScrollView.monotonicSeconds(), duration: duration, animations)
        window.setNeedsDisplay()
        finishLater(after: duration, completion)
    }

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

    public class func setAnimationsEnabled(_ enabled: Bool) { areAnimationsEnabled = enabled }

    public private(set) static var areAnimationsEnabled = true

    private static func finishLater(after seconds: TimeInterval, _ completion: ((Bool) -> Void)?) {
        guard let completion else { return }
        DispatchQueue.main.asyncAfter(deadline: .now() + seconds) {
            MainActor.assumeIsolated { completion(true) }
        }
    }
}
