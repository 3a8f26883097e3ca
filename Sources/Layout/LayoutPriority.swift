import Cassowary

/// How much a constraint matters, 1...1000 (UIKit's `UILayoutPriority`). 1000 is required.
public struct LayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral, CustomStringConvertible
{
    public var rawValue: Float

    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public init(floatLiteral value: Float) { rawValue = value }
    public init(integerLiteral value: Int) { rawValue = Float(value) }

    /// Must hold.
    public static let required: LayoutPriority = 1000
    /// A button resisting compression of its content.
    public static let defaultHigh: LayoutPriority = 750
    public static let dragThatCanResizeScene: LayoutPriority = 510
    public static let sceneSizeStayPut: LayoutPriority = 500
    public static let dragThatCannotResizeScene: LayoutPriority = 490
    /// A button hugging its content horizontally.
    public static let defaultLow: LayoutPriority = 250
    /// The weight of the target size when fitting; below every hugging and resistance priority.
    public static let fittingSizeLevel: LayoutPriority = 50

    public var isRequired: Bool { rawValue >= 1000 }

    /// The solver strength: order-preserving, with 750 and 250 exactly on strong and medium.
    var strength: Strength { Strength(priority: Double(rawValue)) }

    public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String {
        rawValue == rawValue.rounded() ? "\(Int(rawValue))" : "\(rawValue)"
    }
}
