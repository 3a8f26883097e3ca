import Foundation

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

/// An animation through a list of values (Core Animation's `CAKeyframeAnimation`), evenly
/// spaced or at ``keyTimes``, blended linearly between them.
@preconcurrency @MainActor
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The values, in order.
    open var values: [Any]?
    /// When each value is reached, 0...1, one per value; nil spreads them evenly.
    open var keyTimes: [NSNumber]?
    /// The timing between each pair of values; recorded (the animation's own applies).
    open var timingFunctions: [CAMediaTimingFunction]?
    /// How values are blended; recorded (linearly here).
    open var calculationMode: CAAnimationCalculationMode = .linear

    override func blended(at fraction: Double, model: AnimatedValue?) -> AnimatedValue? {
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
