import Foundation
internal import Geometry
internal import Rendering

/// What an animation tells when it starts and stops (Core Animation's `CAAnimationDelegate`).
@preconcurrency @MainActor
public protocol CAAnimationDelegate: AnyObject {
    /// The animation began (its begin time came).
    func animationDidStart(_ anim: CAAnimation)
    /// The animation ended: `flag` is true when it ran to its end, false when it was removed first.
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    /// Does nothing.
    public func animationDidStart(_ anim: CAAnimation) {}
    /// Does nothing.
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// An animation of a layer's property over time (Core Animation's `CAAnimation`): its timing.
/// Added to a layer with `CALayer.add(_:forKey:)`, it changes how the layer is drawn, not the
/// layer's properties (their model values).
///
/// Layers made on their own animate their opacity, position, size, corners, border, background,
/// shadow's opacity and radius, and turn and scale (`transform.rotation`, `transform.scale`); a
/// shape layer its stroke's ends, line width and colours; a gradient layer its points and
/// locations. A view's own layer animates its gradient or shape; its other properties show
/// their model values at once. An animation is not copied when added.
@preconcurrency @MainActor
open class CAAnimation {
    /// An animation of the default timing.
    public init() {}

    /// How long one pass takes, in seconds; 0 (the default) stands for a quarter of a second.
    open var duration: CFTimeInterval = 0
    /// When it begins, on the ``CACurrentMediaTime()`` clock; 0 (the default) for when it is added.
    open var beginTime: CFTimeInterval = 0
    /// How progress follows time; nil for linear.
    open var timingFunction: CAMediaTimingFunction?
    /// How many passes it makes; 0 (the default) for one, `.infinity` for ever.
    open var repeatCount: Float = 0
    /// How long it repeats for, in seconds, instead of a count; 0 for none.
    open var repeatDuration: CFTimeInterval = 0
    /// Whether each pass runs back after running forward.
    open var autoreverses = false
    /// What it shows before it begins and after it ends.
    open var fillMode: CAMediaTimingFillMode = .removed
    /// Whether the layer lets go of it once it ends (the default); a kept one with a forwards
    /// fill goes on showing its last value.
    open var isRemovedOnCompletion = true
    /// How fast its time runs; 1 by default.
    open var speed: Float = 1
    /// Where in its time it starts, in seconds.
    open var timeOffset: CFTimeInterval = 0
    /// Told when it starts and stops; kept (retained) by the animation, as on iOS.
    open var delegate: CAAnimationDelegate?

    /// The duration of one pass, as used.
    var passDuration: Double { passDuration(inheriting: nil) }

    /// The duration of one pass, `inherited` (a group's) or the default standing for none.
    func passDuration(inheriting inherited: Double?) -> Double {
        duration > 0 ? duration : inherited ?? CAAnimation.defaultDuration
    }
    /// A duration of 0 stands for this.
    nonisolated static let defaultDuration = 0.25

    /// How long it is active, in its own time: every pass, run back and forth.
    var activeDuration: Double { activeDuration(pass: passDuration) }

    private func activeDuration(pass: Double) -> Double {
        let cycle = pass * (autoreverses ? 2 : 1)
        if repeatDuration > 0 { return repeatDuration }
        return cycle * (repeatCount > 0 ? Double(repeatCount) : 1)
    }

    /// Where in its pass it is `elapsed` seconds after it began, in seconds from the pass's
    /// start (run back on the way back of an autoreversing pass), or nil when it shows nothing
    /// then; and whether its active time is over. A child of a group with no duration of its
    /// own takes the group's (`inherited`).
    func localTime(after elapsed: Double, inheriting inherited: Double? = nil) -> (time: Double?, isOver: Bool) {
        let pass = passDuration(inheriting: inherited)
        let time = elapsed * Double(speed) + timeOffset
        let total = activeDuration(pass: pass)
        if time < 0 { return (fillMode == .backwards || fillMode == .both ? 0 : nil, false) }
        if time >= total {
            guard fillMode == .forwards || fillMode == .both else { return (nil, true) }
            return (place(at: total, pass: pass, ending: true), true)
        }
        return (place(at: time, pass: pass, ending: false), false)
    }

    /// The progress (after the timing curve), 0...1, `elapsed` seconds after it began (see
    /// ``localTime(after:inheriting:)``).
    func progress(after elapsed: Double, inheriting inherited: Double? = nil) -> (fraction: Double?, isOver: Bool) {
        let (time, isOver) = localTime(after: elapsed, inheriting: inherited)
        let curve = timingFunction ?? CAAnimation.linear
        return (time.map { curve.progress(at: $0 / passDuration(inheriting: inherited)) }, isOver)
    }

    /// Where in its pass it is, in seconds, `time` seconds into its active time (run back on the
    /// way back of an autoreversing pass). At the very end, a pass that ended whole is at its end.
    private func place(at time: Double, pass: Double, ending: Bool) -> Double {
        let cycle = pass * (autoreverses ? 2 : 1)
        var within = time.truncatingRemainder(dividingBy: cycle)
        if ending && within == 0 && time > 0 { within = cycle }
        return autoreverses && within > pass ? 2 * pass - within : min(within, pass)
    }

    private static let linear = CAMediaTimingFunction(name: .linear)

    /// The value it gives `keyPath` `elapsed` seconds after it began, the layer's own being
    /// `model`, as a `type`; nil when it gives none then (or none of that type).
    func value(for keyPath: String, elapsed: Double, model: Any, as type: Any.Type, inheriting: Double? = nil)
        -> Any?
    {
        guard animatedKeyPaths.contains(keyPath),
            let fraction = progress(after: elapsed, inheriting: inheriting).fraction
        else { return nil }
        let modelValue = AnimatedValue(model)
        guard var result = blended(at: fraction, model: modelValue) else { return nil }
        if let property = self as? CAPropertyAnimation, property.isAdditive, let modelValue,
            let sum = result.adding(modelValue, times: 1)
        {
            result = sum
        }
        return result.value(as: type)
    }

    /// The value at `fraction` of its way, before any adding to the model value; nil when it
    /// has none.
    func blended(at fraction: Double, model: AnimatedValue?) -> AnimatedValue? { nil }

    /// The key paths it animates.
    var animatedKeyPaths: [String] { [] }
}

/// An animation of one property, named by its key path (Core Animation's `CAPropertyAnimation`).
@preconcurrency @MainActor
open class CAPropertyAnimation: CAAnimation {
    /// The property, such as `"opacity"`, `"strokeEnd"` or `"transform.rotation.z"`.
    open var keyPath: String?
    /// Whether its values are added to the model value.
    open var isAdditive = false
    /// Whether repeated passes build on each other's end; recorded.
    open var isCumulative = false

    /// An animation of `path`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    override var animatedKeyPaths: [String] { keyPath.map { [$0] } ?? [] }
}

/// An animation from one value to another (Core Animation's `CABasicAnimation`): from
/// ``fromValue`` (else the model value) to ``toValue`` (else the start plus ``byValue``, else the
/// model value).
@preconcurrency @MainActor
open class CABasicAnimation: CAPropertyAnimation {
    /// Where it starts.
    open var fromValue: Any?
    /// Where it ends.
    open var toValue: Any?
    /// How far it goes, when one of the ends is not given.
    open var byValue: Any?

    override func blended(at fraction: Double, model: AnimatedValue?) -> AnimatedValue? {
        let by = byValue.flatMap { AnimatedValue($0) }
        var start = fromValue.flatMap { AnimatedValue($0) }
        var end = toValue.flatMap { AnimatedValue($0) }
        if start == nil, let end, let by { start = end.adding(by, times: -1) }
        if end == nil, let by { end = (start ?? model)?.adding(by, times: 1) }
        guard let from = start ?? model, let to = end ?? model else { return nil }
        return from.interpolated(to: to, fraction)
    }
}

/// An animation from one value to another that moves as a mass on a damped spring (Core
/// Animation's `CASpringAnimation`): it may overshoot and swing back before it settles. Its
/// timing function is not used; set ``CAAnimation/duration`` to ``settlingDuration`` to let it
/// settle.
@preconcurrency @MainActor
open class CASpringAnimation: CABasicAnimation {
    /// The mass on the spring; 1 by default.
    open var mass: CGFloat = 1
    /// The spring's stiffness; 100 by default.
    open var stiffness: CGFloat = 100
    /// How strongly motion is damped; 10 by default.
    open var damping: CGFloat = 10
    /// The speed at the start, in distances (from start to end) per second; 0 by default.
    open var initialVelocity: CGFloat = 0
    /// Whether a damping above critical slows the spring further (iOS 17); when false, the
    /// default, such a spring moves as a critically damped one.
    open var allowsOverdamping = false

    /// A spring that settles in about `perceptualDuration` seconds, bouncing more as `bounce`
    /// rises from 0 (none) towards 1, as SwiftUI's springs are described.
    public convenience init(perceptualDuration: TimeInterval, bounce: CGFloat) {
        self.init()
        let period = max(perceptualDuration, 0.01)
        // Bounce lies strictly between -1 (overdamped without end) and 1 (no damping).
        let bounce = min(max(bounce, -0.99), 0.99)
        stiffness = CGFloat(pow(2 * .pi / period, 2))
        let ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        damping = CGFloat(4 * .pi * Double(ratio) / period)
        // A negative bounce is an overdamped spring, slower than a critical one.
        allowsOverdamping = bounce < 0
    }

    /// How long the spring takes to come to rest (within a thousandth of the distance), in
    /// seconds.
    open var settlingDuration: CFTimeInterval {
        let step = 1.0 / 240
        let limit = 60.0
        var lastMoving = 0.0
        var time = 0.0
        while time <= limit {
            if abs(1 - displacement(at: time)) > CASpringAnimation.restThreshold { lastMoving = time }
            time += step
        }
        return lastMoving + step
    }
    /// The share of the distance within which the spring is at rest.
    nonisolated static let restThreshold = 0.001

    /// The way from start (0) to end (1) the mass has gone `time` seconds in.
    func displacement(at time: Double) -> Double {
        let (m, k, c) = (max(Double(mass), 1e-6), max(Double(stiffness), 1e-6), max(Double(damping), 0))
        let velocity = Double(initialVelocity)
        let natural = (k / m).squareRoot()
        let dampingRatio = c / (2 * (k * m).squareRoot())
        let ratio = allowsOverdamping ? dampingRatio : min(dampingRatio, 1)
        // What is left of the way, y = 1 - x, from y(0) = 1 and y'(0) = -velocity.
        let left: Double
        if ratio < 1 {
            let damped = natural * (1 - ratio * ratio).squareRoot()
            let sine = (ratio * natural - velocity) / damped
            left = exp(-ratio * natural * time) * (cos(damped * time) + sine * sin(damped * time))
        } else if ratio == 1 {
            left = exp(-natural * time) * (1 + (natural - velocity) * time)
        } else {
            let root = (ratio * ratio - 1).squareRoot()
            let (fast, slow) = (-natural * (ratio + root), -natural * (ratio - root))
            let slowShare = (-velocity - fast) / (slow - fast)
            left = (1 - slowShare) * exp(fast * time) + slowShare * exp(slow * time)
        }
        return 1 - left
    }

    override func progress(after elapsed: Double, inheriting inherited: Double? = nil) -> (
        fraction: Double?, isOver: Bool
    ) {
        let (time, isOver) = localTime(after: elapsed, inheriting: inherited)
        return (time.map { displacement(at: $0) }, isOver)
    }
}

/// An animation through a list of values (Core Animation's `CAKeyframeAnimation`), evenly
/// spaced or at ``keyTimes``, blended linearly between them; or, for a point such as
/// `"position"`, along a ``path`` at an even pace.
@preconcurrency @MainActor
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The curve a point follows, at an even pace along its length; when set, ``values`` are
    /// not used.
    open var path: CGPath?
    /// With `.rotateAuto`, the layer turns to follow the path's direction (with
    /// `.rotateAutoReverse`, the other way); nil keeps it as it is.
    open var rotationMode: CAAnimationRotationMode?
    /// The values, in order.
    open var values: [Any]?
    /// When each value is reached, 0...1, one per value; nil spreads them evenly.
    open var keyTimes: [NSNumber]?
    /// The timing between each pair of values; recorded (the animation's own applies).
    open var timingFunctions: [CAMediaTimingFunction]?
    /// How values are blended; recorded (linearly here).
    open var calculationMode: CAAnimationCalculationMode = .linear

    override var animatedKeyPaths: [String] {
        let paths = super.animatedKeyPaths
        return path != nil && rotationMode != nil ? paths + ["transform.rotation.z"] : paths
    }

    /// The path's direction as the layer's turn, with ``rotationMode`` (a turn of the key path
    /// `"transform.rotation.z"`); the value along the path for the animated key path.
    override func value(
        for keyPath: String, elapsed: Double, model: Any, as type: Any.Type, inheriting: Double? = nil
    ) -> Any? {
        guard keyPath == "transform.rotation.z", keyPath != self.keyPath, let path, let rotationMode,
            let fraction = progress(after: elapsed, inheriting: inheriting).fraction,
            let angle = direction(along: path.path, at: fraction)
        else { return super.value(for: keyPath, elapsed: elapsed, model: model, as: type, inheriting: inheriting) }
        return AnimatedValue.number(rotationMode == .rotateAutoReverse ? angle + .pi : angle).value(as: type)
    }

    override func blended(at fraction: Double, model: AnimatedValue?) -> AnimatedValue? {
        if let path { return point(along: path.path, at: fraction).map { .point($0.x, $0.y) } }
        let frames = (values ?? []).compactMap { AnimatedValue($0) }
        guard let first = frames.first, let last = frames.last else { return nil }
        guard frames.count > 1 else { return first }
        let times: [Double] =
            keyTimes.map { $0.map(\.doubleValue) }.flatMap { $0.count == frames.count ? $0 : nil }
            ?? frames.indices.map { Double($0) / Double(frames.count - 1) }
        let next = times.firstIndex { $0 > fraction } ?? frames.count
        if next == 0 { return first }
        if next == frames.count { return last }
        let span = times[next] - times[next - 1]
        return frames[next - 1].interpolated(to: frames[next], span > 0 ? (fraction - times[next - 1]) / span : 1)
    }
}

extension CAKeyframeAnimation {
    /// The point `fraction` of the way along `path` by its length.
    func point(along path: Path, at fraction: Double) -> Point? {
        path.trimmed(from: 0, to: min(max(fraction, 0), 1)).currentPoint
    }

    /// The direction of `path` `fraction` of the way along it, in radians from the x axis.
    func direction(along path: Path, at fraction: Double) -> Double? {
        let step = 0.001
        let (before, after) = (max(fraction - step, 0), min(fraction + step, 1))
        guard after > before, let a = point(along: path, at: before), let b = point(along: path, at: after),
            a != b
        else { return nil }
        return atan2(b.y - a.y, b.x - a.x)
    }

}

/// How a layer moving along a keyframe path turns (Core Animation's
/// `CAAnimationRotationMode`).
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    /// The mode's name.
    public var rawValue: String
    /// A mode from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Turned to the path's direction.
    public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
    /// Turned against the path's direction.
    public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}

/// How a keyframe animation blends its values (Core Animation's `CAAnimationCalculationMode`).
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    /// The mode's name.
    public var rawValue: String
    /// A mode from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Straight lines between values.
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    /// Each value held until the next.
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    /// Evenly paced.
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    /// A smooth curve through the values.
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
}

/// Animations run together on the group's time (Core Animation's `CAAnimationGroup`), each
/// from its own begin time within the group's, for the group's duration when it has none.
@preconcurrency @MainActor
open class CAAnimationGroup: CAAnimation {
    /// The animations.
    open var animations: [CAAnimation]?

    override var animatedKeyPaths: [String] { (animations ?? []).flatMap(\.animatedKeyPaths) }

    /// The value the last child that animates `keyPath` gives, at the group's own time
    /// `elapsed` seconds after it began (its repeats, reversal, speed and fill applied), each
    /// child timed from its own begin time within it, for the group's duration when it has none.
    override func value(
        for keyPath: String, elapsed: Double, model: Any, as type: Any.Type, inheriting: Double? = nil
    ) -> Any? {
        guard let local = localTime(after: elapsed, inheriting: inheriting).time else { return nil }
        for child in (animations ?? []).reversed() {
            if let value = child.value(
                for: keyPath, elapsed: local - child.beginTime, model: model, as: type,
                inheriting: passDuration(inheriting: inheriting))
            {
                return value
            }
        }
        return nil
    }
}
