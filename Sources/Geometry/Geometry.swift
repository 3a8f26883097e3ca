/// A point in points (not pixels). The coordinate space is named by whoever holds it;
/// y grows downwards, as in UIKit.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// Horizontal position in points; grows to the right.
    public var x: Double
    /// Vertical position in points; grows downwards.
    public var y: Double

    /// A point at `x`, `y` points.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, (0, 0).
    public static let zero = Point(x: 0, y: 0)
    /// The point as `(x, y)`, for logs and test messages.
    public var description: String { "(\(x), \(y))" }
}

/// A size in points.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// Horizontal extent in points.
    public var width: Double
    /// Vertical extent in points.
    public var height: Double

    /// A size of `width` by `height` points.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The empty size, 0 by 0.
    public static let zero = Size(width: 0, height: 0)
    /// The size as `(width, height)`, for logs and test messages.
    public var description: String { "(\(width), \(height))" }
}

/// An axis-aligned rectangle in points: origin at its top-left corner.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The top-left corner.
    public var origin: Point
    /// The width and height; not normalised, so it may be negative.
    public var size: Size

    /// A rectangle with its top-left corner at `origin`.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// A rectangle from its top-left corner and size, all in points.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The empty rectangle at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The left edge.
    public var minX: Double { origin.x }
    /// The top edge.
    public var minY: Double { origin.y }
    /// The right edge.
    public var maxX: Double { origin.x + size.width }
    /// The bottom edge.
    public var maxY: Double { origin.y + size.height }
    /// The horizontal centre.
    public var midX: Double { origin.x + size.width / 2 }
    /// The vertical centre.
    public var midY: Double { origin.y + size.height / 2 }
    /// Shorthand for `size.width`.
    public var width: Double { size.width }
    /// Shorthand for `size.height`.
    public var height: Double { size.height }

    /// Whether `point` lies inside: the top and left edges count, the bottom and right do not.
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// Whether the two rectangles share some area; rectangles that only touch do not intersect.
    public func intersects(_ other: Rect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    /// The area both share; when they share none, an empty rectangle at the larger origin.
    public func intersection(_ other: Rect) -> Rect {
        let x = max(minX, other.minX)
        let y = max(minY, other.minY)
        return Rect(x: x, y: y, width: max(0, min(maxX, other.maxX) - x), height: max(0, min(maxY, other.maxY) - y))
    }

    /// The rectangle moved by `dx`, `dy`.
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width, height: height)
    }

    /// Whether this rectangle, moving linearly to `end`, and `area`, moving linearly to
    /// `areaEnd` over the same time, intersect at some moment (``intersects(_:)``'s rule). Each
    /// edge's separation is linear in time, so each of the four conditions holds on one interval
    /// of it, and they hold together when those intervals overlap.
    public func meetsWhileMoving(to end: Rect, _ area: Rect, to areaEnd: Rect) -> Bool {
        // The moments in 0...1 where every condition so far holds: (earliest, latest).
        var earliest = 0.0
        var latest = 1.0
        // Keeps the moments t where (1 − t)·atStart + t·atEnd > 0.
        func require(_ atStart: Double, _ atEnd: Double) {
            let slope = atEnd - atStart
            if slope == 0 {
                if atStart <= 0 { latest = -1 }
            } else if slope > 0 {
                earliest = Swift.max(earliest, -atStart / slope)
            } else {
                latest = Swift.min(latest, -atStart / slope)
            }
        }
        require(area.maxX - minX, areaEnd.maxX - end.minX)
        require(maxX - area.minX, end.maxX - areaEnd.minX)
        require(area.maxY - minY, areaEnd.maxY - end.minY)
        require(maxY - area.minY, end.maxY - areaEnd.minY)
        // Strict: at a single moment the conditions, strict too, cannot all hold.
        return earliest < latest
    }

    /// The rectangle shrunk by `insets` on each side.
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(
            x: minX + insets.left, y: minY + insets.top,
            width: width - insets.left - insets.right, height: height - insets.top - insets.bottom)
    }

    /// The rectangle as `(x, y, width, height)`, for logs and test messages.
    public var description: String { "(\(minX), \(minY), \(width), \(height))" }
}

/// Distances inwards from each edge of a rectangle, in points (positive = inside).
public struct EdgeInsets: Hashable, Sendable {
    /// Inset from the top edge.
    public var top: Double
    /// Inset from the left edge.
    public var left: Double
    /// Inset from the bottom edge.
    public var bottom: Double
    /// Inset from the right edge.
    public var right: Double

    /// Insets given edge by edge, in points.
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same inset on every edge.
    public init(all inset: Double) {
        self.init(top: inset, left: inset, bottom: inset, right: inset)
    }

    /// No inset on any edge.
    public static let zero = EdgeInsets(all: 0)
}

/// The two layout axes (UIKit's `NSLayoutConstraint.Axis`).
public enum Axis: Sendable, CaseIterable, CustomStringConvertible {
    /// Left to right: x and widths.
    case horizontal
    /// Top to bottom: y and heights.
    case vertical

    /// The case's name, for logs and test messages.
    public var description: String { self == .horizontal ? "horizontal" : "vertical" }
}
