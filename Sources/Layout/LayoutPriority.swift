import Cassowary

/// How much a constraint matters, 1...1000 (UIKit's `UILayoutPriority`). 1000 is required.
public struct LayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral, CustomStringConvertible
{
    /// The priority, 1...1000.
    public var rawValue: Float

    /// A priority of `rawValue`.
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// A priority of `rawValue` (UIKit's unlabelled form, `UILayoutPriority(999)`).
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    /// A priority written as a literal, `750.5`.
    public init(floatLiteral value: Float) { rawValue = value }
    /// A priority written as a literal, `750`.
    public init(integerLiteral value: Int) { rawValue = Float(value) }

    /// Must hold.
    public static let required: LayoutPriority = 1000
    /// A button resisting compression of its content.
    public static let defaultHigh: LayoutPriority = 750
    /// A window being resized by a drag that may resize the scene (UIKit's value, 510).
    public static let dragThatCanResizeScene: LayoutPriority = 510
    /// The scene keeping its size (UIKit's value, 500).
    public static let sceneSizeStayPut: LayoutPriority = 500
    /// A drag that may not resize the scene (UIKit's value, 490).
    public static let dragThatCannotResizeScene: LayoutPriority = 490
    /// A button hugging its content horizontally.
    public static let defaultLow: LayoutPriority = 250
    /// The weight of the target size when fitting; below every hugging and resistance priority.
    public static let fittingSizeLevel: LayoutPriority = 50

    /// Whether the constraint must hold (1000).
    public var isRequired: Bool { rawValue >= 1000 }

    /// The solver strength, keeping the order of priorities strictly.
    ///
    /// 1000 is required; 750...999 lie on the strong tier (750 is exactly `strong`); 250...749
    /// on the medium tier (250 is exactly `medium`); 1...249 on the weak tier, so
    /// ``fittingSizeLevel`` (50) sits below every hugging and resistance priority. Fractional
    /// priorities interpolate within their tier; priorities outside 1...1000 are clamped.
    var strength: Strength {
        let p = min(max(Double(rawValue), 1), 1000)
        if p >= 1000 { return .required }
        if p >= 750 { return Strength(strong: p - 749, medium: 0, weak: 0) }
        if p >= 250 { return Strength(strong: 0, medium: p - 249, weak: 0) }
        return Strength(strong: 0, medium: 0, weak: p)
    }

    /// Orders priorities by value.
    public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The priority as UIKit logs it: `750`, or `999.5`.
    public var description: String {
        rawValue == rawValue.rounded() ? "\(Int(rawValue))" : "\(rawValue)"
    }
}
