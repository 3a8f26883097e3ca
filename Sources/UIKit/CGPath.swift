internal import Geometry
internal import Rendering

/// An immutable shape of lines and curves (CoreGraphics' `CGPath`), in a view's coordinates
/// (y down). Angles are in radians; an arc's `clockwise` is CoreGraphics': in a view's flipped
/// space a clockwise arc turns anticlockwise on screen, as on iOS.
public class CGPath: Equatable {
    var path: Path

    init(_ path: Path) { self.path = path }

    /// A closed rectangle, transformed by `transform` if given.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>? = nil) {
        var path = Path()
        path.addRect(rect.rect)
        self.init(path.applying(transform?.pointee.transform ?? .identity))
    }

    /// The ellipse inscribed in `rect`, transformed by `transform` if given.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>? = nil) {
        var path = Path()
        path.addEllipse(in: rect.rect)
        self.init(path.applying(transform?.pointee.transform ?? .identity))
    }

    /// A rectangle with corners rounded by `cornerWidth` (the same height is used), transformed
    /// by `transform` if given.
    public convenience init(
        roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
        transform: UnsafePointer<CGAffineTransform>? = nil
    ) {
        var path = Path()
        let radius = Double(min(cornerWidth, cornerHeight))
        path.addRoundedRect(rect.rect, radii: (radius, radius, radius, radius))
        self.init(path.applying(transform?.pointee.transform ?? .identity))
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { path.isEmpty }
    /// The smallest rectangle holding every point of the path, control points included.
    public var boundingBox: CGRect { CGRect(path.bounds) }
    /// Here the same as ``boundingBox``.
    public var boundingBoxOfPath: CGRect { boundingBox }
    /// Where the path ends; zero for an empty path.
    public var currentPoint: CGPoint { path.currentPoint.map(CGPoint.init) ?? .zero }

    /// Whether `point` is inside the path filled by `rule`, after `transform`.
    public func contains(
        _ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity
    )
        -> Bool
    {
        path.applying(transform.transform).contains(point.point, rule: rule.rule)
    }

    /// An immutable copy.
    public func copy() -> CGPath? { CGPath(path) }
    /// A mutable copy.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(path) }
    /// A copy with every point transformed by `transform`.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        CGPath(path.applying(transform?.pointee.transform ?? .identity))
    }

    /// Paths are equal when their elements are.
    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.path == rhs.path }
}

/// A path built step by step (CoreGraphics' `CGMutablePath`). Each method's `transform`
/// applies to what it adds.
public final class CGMutablePath: CGPath {
    /// An empty path.
    public init() { super.init(Path()) }

    override init(_ path: Path) { super.init(path) }

    /// Adds what `build` makes, transformed by `transform`, continuing the open subpath.
    private func adding(_ transform: CGAffineTransform, _ build: (inout Path) -> Void) {
        path.add(transformedBy: transform.transform, build)
    }

    /// Starts a subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        adding(transform) { $0.move(to: point.point) }
    }

    /// A line to `point`.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        adding(transform) { $0.line(to: point.point) }
    }

    /// Lines through `points`, the first a move.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        adding(transform) { path in
            path.move(to: first.point)
            for point in points.dropFirst() { path.line(to: point.point) }
        }
    }

    /// A closed rectangle.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        adding(transform) { $0.addRect(rect.rect) }
    }

    /// Closed rectangles.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// A rectangle with corners rounded by `cornerWidth` (and `cornerHeight`, taken as equal).
    public func addRoundedRect(
        in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity
    ) {
        let radius = Double(min(cornerWidth, cornerHeight))
        adding(transform) { $0.addRoundedRect(rect.rect, radii: (radius, radius, radius, radius)) }
    }

    /// The ellipse inscribed in `rect`.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        adding(transform) { $0.addEllipse(in: rect.rect) }
    }

    /// An arc about `center` from `startAngle` to `endAngle`, joined to the current point by a
    /// line; `clockwise` as CoreGraphics means it (anticlockwise on screen in a view).
    public func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        adding(transform) {
            $0.addArc(
                centre: center.point, radius: Double(radius), startAngle: Double(startAngle),
                endAngle: Double(endAngle), clockwise: !clockwise)
        }
    }

    /// A cubic curve to `end`.
    public func addCurve(
        to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity
    ) {
        adding(transform) { $0.curve(to: end.point, control1: control1.point, control2: control2.point) }
    }

    /// A quadratic curve to `end`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        adding(transform) { $0.quadCurve(to: end.point, control: control.point) }
    }

    /// Another path's elements.
    public func addPath(_ other: CGPath, transform: CGAffineTransform = .identity) {
        path.append(other.path.applying(transform.transform))
    }

    /// Closes the open subpath.
    public func closeSubpath() { path.close() }
}

/// How a line's open ends are drawn (CoreGraphics' `CGLineCap`, raw values included).
public enum CGLineCap: Int32, Sendable {
    /// Square, at the end point (0).
    case butt = 0
    /// Rounded (1).
    case round
    /// Square, half a line width past the end point (2).
    case square

    var cap: StrokeStyle.Cap {
        switch self {
        case .butt: .butt
        case .round: .round
        case .square: .square
        }
    }
}

/// How a line's segments meet (CoreGraphics' `CGLineJoin`, raw values included).
public enum CGLineJoin: Int32, Sendable {
    /// A sharp corner (0).
    case miter = 0
    /// A rounded corner (1).
    case round
    /// A cut corner (2).
    case bevel

    var join: StrokeStyle.Join {
        switch self {
        case .miter: .miter
        case .round: .round
        case .bevel: .bevel
        }
    }
}

/// How the inside of a path is found (CoreGraphics' `CGPathFillRule`, raw values included).
public enum CGPathFillRule: Int, Sendable {
    /// A non-zero winding number (0).
    case winding = 0
    /// An odd number of crossings (1).
    case evenOdd

    var rule: FillRule { self == .evenOdd ? .evenOdd : .nonZero }
}

/// How a context paints its path (CoreGraphics' `CGPathDrawingMode`, raw values included).
public enum CGPathDrawingMode: Int32, Sendable {
    /// Fill, non-zero winding (0).
    case fill = 0
    /// Fill, even-odd (1).
    case eoFill
    /// Stroke (2).
    case stroke
    /// Fill, then stroke (3).
    case fillStroke
    /// Fill even-odd, then stroke (4).
    case eoFillStroke
}

extension Path {
    /// Adds what `build` makes, its points transformed by `transform`, continuing the open
    /// subpath: what a CoreGraphics path call with a transform, or under a context's, adds.
    mutating func add(transformedBy transform: Transform, _ build: (inout Path) -> Void) {
        guard !transform.isIdentity else { return build(&self) }
        var added = Path()
        // Built from the current point in the untransformed space, so lines and arcs join it.
        if let current = currentPoint { added.move(to: transform.inverted.apply(to: current)) }
        build(&added)
        append(added.applying(transform), joining: true)
    }
}
