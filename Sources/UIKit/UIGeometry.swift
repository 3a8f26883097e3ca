internal import Geometry

/// Insets of the four edges, in points (UIKit's `UIEdgeInsets`).
public struct UIEdgeInsets: Hashable, Sendable {
    /// The top edge's inset, in points; positive moves it down, into the rectangle.
    public var top: CGFloat
    /// The left edge's inset, in points; positive moves it right, into the rectangle.
    public var left: CGFloat
    /// The bottom edge's inset, in points; positive moves it up, into the rectangle.
    public var bottom: CGFloat
    /// The right edge's inset, in points; positive moves it left, into the rectangle.
    public var right: CGFloat

    /// Insets of the four edges, in points.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// Zero insets on every edge.
    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }

    /// No inset on any edge.
    public static let zero = UIEdgeInsets()

    var insets: EdgeInsets {
        EdgeInsets(top: Double(top), left: Double(left), bottom: Double(bottom), right: Double(right))
    }

    init(_ insets: EdgeInsets) {
        self.init(
            top: CGFloat(insets.top), left: CGFloat(insets.left), bottom: CGFloat(insets.bottom),
            right: CGFloat(insets.right))
    }
}

/// Insets by leading and trailing edge (UIKit's `NSDirectionalEdgeInsets`). Left-to-right
/// only: leading is left.
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
    /// The top edge's inset, in points; positive moves it down, into the rectangle.
    public var top: CGFloat
    /// The leading edge's inset, in points; here always the left edge.
    public var leading: CGFloat
    /// The bottom edge's inset, in points; positive moves it up, into the rectangle.
    public var bottom: CGFloat
    /// The trailing edge's inset, in points; here always the right edge.
    public var trailing: CGFloat

    /// Insets of the four edges, in points.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// Zero insets on every edge.
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

    /// No inset on any edge.
    public static let zero = NSDirectionalEdgeInsets()

    var edgeInsets: UIEdgeInsets { UIEdgeInsets(top: top, left: leading, bottom: bottom, right: trailing) }
}

extension CGRect {
    /// The rectangle with its edges moved in by `insets` (UIKit's `inset(by:)`).
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(
            x: minX + insets.left, y: minY + insets.top, width: width - insets.left - insets.right,
            height: height - insets.top - insets.bottom)
    }
}

extension NSLayoutConstraint {
    /// The two axes of layout (UIKit's `NSLayoutConstraint.Axis`).
    public enum Axis: Int, Sendable {
        /// Along x, the width; raw value 0.
        case horizontal = 0
        /// Along y, the height; raw value 1.
        case vertical = 1

        var axis: Geometry.Axis { self == .horizontal ? .horizontal : .vertical }

        init(_ axis: Geometry.Axis) { self = axis == .horizontal ? .horizontal : .vertical }
    }
}

/// A two-dimensional vector, such as a velocity (Core Graphics' `CGVector`).
public struct CGVector: Hashable, Sendable {
    /// The horizontal component.
    public var dx: CGFloat
    /// The vertical component.
    public var dy: CGFloat

    /// A vector of these components.
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    /// The zero vector.
    public init() { self.init(dx: 0, dy: 0) }

    /// The zero vector.
    public static let zero = CGVector()
}
