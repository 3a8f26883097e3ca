/// How an animation's progress follows time: a cubic Bézier curve from (0, 0) to (1, 1)
/// (Core Animation's `CAMediaTimingFunction`).
public final class CAMediaTimingFunction: @unchecked Sendable {
    /// The curve's two control points, x then y.
    private let control: (x1: Double, y1: Double, x2: Double, y2: Double)

    /// One of the named curves.
    public convenience init(name: CAMediaTimingFunctionName) {
        switch name {
        case .linear: self.init(controlPoints: 0, 0, 1, 1)
        case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
        case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
        default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)  // .default
        }
    }

    /// The curve through (0, 0), (`c1x`, `c1y`), (`c2x`, `c2y`) and (1, 1).
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        control = (Double(c1x), Double(c1y), Double(c2x), Double(c2y))
    }

    /// The progress at `time`, both 0...1: the curve's y where its x is `time`.
    func progress(at time: Double) -> Double {
        guard time > 0 else { return 0 }
        guard time < 1 else { return 1 }
        // x(t) rises with t (the control x's lie in 0...1): bisection finds t for the time.
        var low = 0.0
        var high = 1.0
        for _ in 0..<CAMediaTimingFunction.bisections {
            let middle = (low + high) / 2
            if bezier(middle, control.x1, control.x2) < time { low = middle } else { high = middle }
        }
        return bezier((low + high) / 2, control.y1, control.y2)
    }

    /// Halvings of the parameter: 2⁻⁴⁰, far below what a frame can show.
    private static let bisections = 40

    /// One coordinate of the curve at parameter `t`, its ends at 0 and 1.
    private func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
    }
}

/// The named timing curves (Core Animation's `CAMediaTimingFunctionName`).
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    /// The name.
    public var rawValue: String
    /// A name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Constant speed.
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    /// Slow at the start.
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    /// Slow at the end.
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    /// Slow at both ends.
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// The system's default: a little faster at the start than ease in and out.
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// What an animation shows outside its active time (Core Animation's `CAMediaTimingFillMode`).
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    /// The mode's name.
    public var rawValue: String
    /// A mode from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Nothing: the model value shows before and after (the default).
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    /// The last value stays after the end (while the animation is kept).
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// The first value shows before the start.
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// Both.
    public static let both = CAMediaTimingFillMode(rawValue: "both")
}
