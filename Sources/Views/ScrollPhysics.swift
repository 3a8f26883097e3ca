import Geometry

#if canImport(Glibc)
    import Glibc
#endif

/// The range a scroll view's content offset may take at rest, per axis, in points:
/// `min = −inset.leading`, `max = max(min, contentSize + inset.trailing − boundsSize)`.
/// Content smaller than the viewport collapses the range to its top/left end.
public struct OffsetRange: Equatable, Sendable {
    /// Smallest horizontal offset, `−inset.left`: the content's left edge shown that far in.
    public var minX: Double
    /// Largest horizontal offset: the content's right end (plus inset) at the viewport's; never below ``minX``.
    public var maxX: Double
    /// Smallest vertical offset, `−inset.top`: the content's top shown that far down.
    public var minY: Double
    /// Largest vertical offset: the content's bottom (plus inset) at the viewport's; never below ``minY``.
    public var maxY: Double

    /// The range for `contentSize` shown in a viewport of `boundsSize`, padded by `insets`.
    public init(contentSize: Size, boundsSize: Size, insets: EdgeInsets) {
        minX = -insets.left
        minY = -insets.top
        maxX = max(minX, contentSize.width + insets.right - boundsSize.width)
        maxY = max(minY, contentSize.height + insets.bottom - boundsSize.height)
    }

    /// `offset` moved onto the nearest point of the range, each axis on its own.
    public func clamped(_ offset: Point) -> Point {
        Point(x: min(max(offset.x, minX), maxX), y: min(max(offset.y, minY), maxY))
    }

    /// Whether `offset` is within the range on both axes (edges included).
    public func contains(_ offset: Point) -> Bool { clamped(offset) == offset }

    func bounds(_ axis: Axis) -> (min: Double, max: Double) {
        axis == .horizontal ? (minX, maxX) : (minY, maxY)
    }
}

/// Pure scroll maths: no state, no clock of its own. Offsets and lengths are points; a positive
/// offset delta moves the content up/left (shows what lies below/right).
public enum ScrollPhysics {
    /// UIKit's rubber-band constant: the slope of the displayed overshoot at the edge.
    public static let rubberBandCoefficient = 0.55
    /// `decelerationRate` values: velocity multipliers per millisecond. The default, a long glide.
    public static let normalDecelerationRate = 0.998
    /// A `decelerationRate` that stops a fling quickly (UIKit's `.fast`).
    public static let fastDecelerationRate = 0.99
    /// Movement before a press becomes a drag, in points (UIKit's slop is unpublished; ~10).
    public static let dragThreshold = 10.0
    /// Releases slower than this (points per second) do not decelerate.
    public static let minimumFlingVelocity = 10.0
    /// An arrow key's step, in points (40, as in Chromium).
    public static let lineStep = 40.0

    /// The overshoot shown for a raw overshoot `x` past an edge, on an axis of length `d`:
    /// `f(x) = (1 − 1/(|x|·c/d + 1))·d`, signed like `x`. Slope c at 0, approaches d.
    public static func rubberBand(_ x: Double, dimension d: Double) -> Double {
        guard d > 0 else { return 0 }
        let magnitude = (1 - 1 / (abs(x) * rubberBandCoefficient / d + 1)) * d
        return x < 0 ? -magnitude : magnitude
    }

    /// The raw overshoot that shows as `f` (the inverse of ``rubberBand(_:dimension:)``).
    public static func rubberBandInverse(_ f: Double, dimension d: Double) -> Double {
        guard d > 0, abs(f) < d else { return f }
        let magnitude = (d / rubberBandCoefficient) * abs(f) / (d - abs(f))
        return f < 0 ? -magnitude : magnitude
    }

    /// The offset shown for a raw (unclamped) drag offset: inside the range it is the raw offset;
    /// beyond an edge it is rubber-banded when `bounces`, else clamped.
    public static func displayedOffset(
        raw: Double, min lower: Double, max upper: Double, dimension: Double, bounces: Bool
    )
        -> Double
    {
        if raw < lower { return bounces ? lower + rubberBand(raw - lower, dimension: dimension) : lower }
        if raw > upper { return bounces ? upper + rubberBand(raw - upper, dimension: dimension) : upper }
        return raw
    }

    /// Points per wheel detent for a viewport of `pageSize` points: GTK's `pageSize^(2/3)`, at
    /// most half a page. 600 → 71.1.
    public static func wheelStep(pageSize: Double) -> Double {
        guard pageSize > 0 else { return 0 }
        return min(pow(pageSize, 2.0 / 3.0), pageSize / 2)
    }

    /// Page Up/Down and Space: 0.875 of the visible length, so an eighth of the old page stays in view.
    public static func pageStep(visibleLength: Double) -> Double { 0.875 * visibleLength }
}

/// Exponential deceleration along one axis after a fling: `v(t) = v₀·rate^(1000t)`, t in seconds.
public struct Deceleration: Equatable, Sendable {
    /// The offset at `startTime`, in points.
    public let start: Double
    /// Points per second at `startTime`.
    public let velocity: Double
    /// Velocity multiplier per millisecond, below 1 (``ScrollPhysics/normalDecelerationRate``).
    public let rate: Double
    /// Seconds on the caller's clock.
    public let startTime: Double

    /// A fling from `start` at `velocity` points per second, beginning at `startTime` seconds.
    public init(start: Double, velocity: Double, rate: Double, startTime: Double) {
        self.start = start
        self.velocity = velocity
        self.rate = rate
        self.startTime = startTime
    }

    private var k: Double { 1000 * log(rate) }

    /// The offset at `time` (seconds, same clock); ``start`` before the start time.
    public func offset(at time: Double) -> Double {
        let t = max(0, time - startTime)
        return start + velocity * (pow(rate, 1000 * t) - 1) / k
    }

    /// The velocity at `time`, in points per second.
    public func velocity(at time: Double) -> Double {
        velocity * pow(rate, 1000 * max(0, time - startTime))
    }

    /// Where the fling comes to rest: `x∞ = x₀ − v₀ / (1000·ln rate)`.
    public var restingOffset: Double { start - velocity / k }

    /// Whether the motion is within half a point of rest and slower than the fling threshold.
    public func isFinished(at time: Double) -> Bool {
        abs(offset(at: time) - restingOffset) < 0.5 && abs(velocity(at: time)) < ScrollPhysics.minimumFlingVelocity
    }
}

/// A critically damped spring back to an edge (mass 1, stiffness 100, so ω = 10/s):
/// `x(t) = e^(−ωt)·(x₀ + (v₀ + ω·x₀)·t)`, x the displacement from the edge.
public struct SpringBack: Equatable, Sendable {
    /// ω, in radians per second: √(stiffness / mass) for stiffness 100 and mass 1.
    public static let angularFrequency = 10.0
    /// The offset the spring comes to rest at, in points.
    public let edge: Double
    /// The start offset minus ``edge``, in points: positive past the bottom/right edge.
    public let displacement: Double
    /// The offset's velocity at the start, in points per second.
    public let velocity: Double
    /// Seconds on the caller's clock.
    public let startTime: Double

    /// A spring from `offset` back to `edge`, starting with `velocity` points per second.
    public init(edge: Double, from offset: Double, velocity: Double, startTime: Double) {
        self.edge = edge
        displacement = offset - edge
        self.velocity = velocity
        self.startTime = startTime
    }

    /// The offset at `time` (seconds, same clock).
    public func offset(at time: Double) -> Double {
        let t = max(0, time - startTime)
        let w = SpringBack.angularFrequency
        return edge + exp(-w * t) * (displacement + (velocity + w * displacement) * t)
    }

    /// Within a quarter point of the edge, and at least 50 ms in, so that a spring starting at
    /// the edge while moving outwards is not over before it has moved.
    public func isFinished(at time: Double) -> Bool {
        abs(offset(at: time) - edge) < 0.25 && time - startTime > 0.05
    }
}

/// A programmatic scroll: an ease-out (quadratic) from one offset to another.
public struct EaseOut: Equatable, Sendable {
    /// How long every ease-out scroll takes, in seconds.
    public static let duration = 0.3
    /// The offset at the start, in points.
    public let from: Double
    /// The offset at the end, in points.
    public let to: Double
    /// Seconds on the caller's clock.
    public let startTime: Double

    /// The offset at `time`: fast at first, slowing into ``to``.
    public func offset(at time: Double) -> Double {
        let p = min(1, max(0, (time - startTime) / EaseOut.duration))
        return from + (to - from) * (1 - (1 - p) * (1 - p))
    }

    /// Whether ``duration`` has passed since the start.
    public func isFinished(at time: Double) -> Bool { time - startTime >= EaseOut.duration }
}

/// Scroll indicator geometry: length = visible/total × track, at least
/// ``minimumLength``; position = progress × (track − length). Shrinks while overscrolled.
public enum ScrollIndicatorGeometry {
    /// The bar's width across the axis, in points.
    public static let thickness = 3.0
    /// Gap between the bar and the view's edges, in points.
    public static let inset = 2.5
    /// The shortest thumb, in points, however long the content (overscroll may shrink it further).
    public static let minimumLength = 36.0
    /// Fully visible for this long after the last scroll, then fades over ``fadeDuration``.
    public static let holdDuration = 0.6
    /// Seconds the fade to invisible takes.
    public static let fadeDuration = 0.3

    /// The thumb's start and length along a track of `track` points.
    public static func thumb(
        offset: Double, minOffset: Double, maxOffset: Double, visible: Double, content: Double, track: Double
    )
        -> (start: Double, length: Double)
    {
        guard content > visible, track > 0 else { return (0, track) }
        var length = max(minimumLength, visible / content * track)
        let overshoot = offset < minOffset ? minOffset - offset : offset > maxOffset ? offset - maxOffset : 0
        length = max(thickness * 2, length - overshoot)
        let progress = maxOffset > minOffset ? min(1, max(0, (offset - minOffset) / (maxOffset - minOffset))) : 0
        return (progress * (track - length), length)
    }

    /// Opacity `seconds` after the last scroll activity: 1, then a linear fade to 0.
    public static func alpha(secondsSinceActivity seconds: Double) -> Double {
        if seconds <= holdDuration { return 1 }
        return max(0, 1 - (seconds - holdDuration) / fadeDuration)
    }
}
