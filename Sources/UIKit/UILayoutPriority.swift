internal import Layout

/// A constraint's priority, 1…1000 (UIKit's `UILayoutPriority`).
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral
{
    /// The priority as a number, 1…1000; 1000 means required.
    public var rawValue: Float

    /// A priority from its number; it is not clamped to 1…1000.
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// A priority from its number, as in `UILayoutPriority(999)`.
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    /// A priority written as a float literal, such as `999.5`.
    public init(floatLiteral value: Float) { rawValue = value }
    /// A priority written as an integer literal, such as `999`.
    public init(integerLiteral value: Int) { rawValue = Float(value) }

    /// A constraint that must hold (1000).
    public static let required = UILayoutPriority(1000)
    /// A strong optional priority (750), UIKit's usual resistance to a view being squeezed.
    public static let defaultHigh = UILayoutPriority(750)
    /// The priority of a drag that may resize the window (510); nothing here uses it.
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    /// The priority at which a window keeps its size (500); nothing here uses it.
    public static let sceneSizeStayPut = UILayoutPriority(500)
    /// The priority of a drag that may not resize the window (490); unused here.
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    /// A weak optional priority (250), UIKit's usual resistance to a view being stretched.
    public static let defaultLow = UILayoutPriority(250)
    /// The level at which a view is pulled to its smallest fitting size (50).
    public static let fittingSizeLevel = UILayoutPriority(50)

    /// Orders priorities by their numbers.
    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
    /// The priority raised by `rhs`; not clamped to 1…1000.
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
        UILayoutPriority(lhs.rawValue + rhs)
    }
    /// The priority lowered by `rhs`; not clamped to 1…1000.
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
        UILayoutPriority(lhs.rawValue - rhs)
    }

    var priority: LayoutPriority { LayoutPriority(rawValue) }
    init(_ priority: LayoutPriority) { rawValue = priority.rawValue }
}
