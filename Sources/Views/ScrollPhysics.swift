import Geometry

#if canImport(Glibc)
    import Glibc
#endif

/// The range a scroll view's content offset may take, per axis (spec §3.2):
/// `min = −inset.leading`, `max = max(min, contentSize + inset.trailing − boundsSize)`.
/// Content smaller than the viewport collapses the range to its top/left end.
public struct OffsetRange: Equatable, Sendable {
    public var minX: Double
    public var maxX: Double
    public var minY: Double
    public var maxY: Double

    public init(contentSize: Size, boundsSize: Size, insets: EdgeInsets) {
        minX = -insets.left
        minY = -insets.top
        maxX = max(minX, contentSize.width + insets.right - boundsSize.width)
        maxY = max(minY, contentSize.height + insets.bottom - boundsSize.height)
    }

    public func clamped(_ offset: Point) -> Point {
        Point(x: min(max(offset.x, minX), maxX), y: min(max(offset.y, minY), maxY))
    }

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
    /// `decelerationRate` values: velocity multipliers per millisecond.
    public static let normalDecelerationRate = 0.998
    public static let fastDecelerationRate = 0.99
    /// Movement before a press becomes a drag, in points (UIKit's slop is unpublished; ~10).
    public static let dragThreshold = 10.0
    /// Releases slower than this (points per second) do not decelerate.
    public static let minimumFlingVelocity = 10.0
    /// An arrow key's step, in points (spec §3.11: Chromium's 40).
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
    /// most half a page (spec §3.12). 600 → 71.1.
    public static func wheelStep(pageSize: Double) -> Double {
        guard pageSize > 0 else { return 0 }
        return min(pow(pageSize, 2.0 / 3.0), pageSize / 2)
    }

    /// Page Up/Down and Space: 0.875 of the visible length (spec §3.11).
    public static func pageStep(visibleLength: Double) -> Double { 0.875 * visibleLength }
}

/// Exponential deceleration along one axis (spec §3.6): `v(t) = v₀·rate^(1000t)`.
public struct Deceleration: Equatable, Sendable {
    public let start: Double
    /// Points per second at `startTime`.
    public let velocity: Double
    public let rate: Double
    /// Seconds on the caller's clock.
    public let startTime: Double

    public init(start: Double, velocity: Double, rate: Double, startTime: Double) {
        self.start = start
        self.velocity = velocity
        self.rate = rate
        self.startTime = startTime
    }

    private var k: Double { 1000 * log(rate) }

    public func offset(at time: Double) -> Double {
        let t = max(0, time - startTime)
        return start + velocity * (pow(rate, 1000 * t) - 1) / k
    }

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

/// A critically damped spring back to an edge (spec §3.6: mass 1, stiffness 100, ω = 10/s):
/// `x(t) = e^(−ωt)·(x₀ + (v₀ + ω·x₀)·t)`, x the displacement from the edge.
public struct SpringBack: Equatable, Sendable {
    public static let angularFrequency = 10.0
    public let edge: Double
    public let displacement: Double
    public let velocity: Double
    public let startTime: Double

    public init(edge: Double, from offset: Double, velocity: Double, startTime: Double) {
        self.edge = edge
        displacement = offset - edge
        self.velocity = velocity
        self.startTime = startTime
    }

    public func offset(at time: Double) -> Double {
        let t = max(0, time - startTime)
        let w = SpringBack.angularFrequency
        return edge + exp(-w * t) * (displacement + (velocity + w * displacement) * t)
    }

    /// Within a quarter point of the edge after the motion has turned towards it.
    public func isFinished(at time: Double) -> Bool {
        abs(offset(at: time) - edge) < 0.25 && time - startTime > 0.05
    }
}

/// A programmatic scroll: an ease-out (quadratic) from one offset to another.
public struct EaseOut: Equatable, Sendable {
    public static let duration = 0.3
    public let from: Double
    public let to: Double
    public let startTime: Double

    public func offset(at time: Double) -> Double {
        let p = min(1, max(0, (time - startTime) / EaseOut.duration))
        return from + (to - from) * (1 - (1 - p) * (1 - p))
    }

    public func isFinished(at time: Double) -> Bool { time - startTime >= EaseOut.duration }
}

/// Scroll indicator geometry (spec §3.10): length = visible/total × track, at least
/// ``minimumLength``; position = progress × (track − length). Shrinks while overscrolled.
public enum ScrollIndicatorGeometry {
    public static let thickness = 3.0
    public static let inset = 2.5
    public static let minimumLength = 36.0
    /// Fully visible for this long after the last scroll, then fades over ``fadeDuration``.
    public static let holdDuration = 0.6
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
