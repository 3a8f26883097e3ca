internal import Geometry
internal import Rendering

/// A shape of lines and curves with its own line settings, drawn into the current context
/// (UIKit's `UIBezierPath`). Coordinates are the view's (y down); an arc's `clockwise` is as
/// seen on screen. Paths are built anywhere, as on iOS; they are painted on the main actor,
/// in `draw(_:)` or an image renderer.
open class UIBezierPath {
    var path = Path()

    /// An empty path.
    public init() {}

    /// A closed rectangle.
    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect.rect)
    }

    /// The ellipse inscribed in `rect`.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect.rect)
    }

    /// A rectangle with every corner rounded by `cornerRadius` (at most half the shorter side).
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(
            roundedRect: rect, byRoundingCorners: .allCorners,
            cornerRadii: CGSize(width: cornerRadius, height: cornerRadius))
    }

    /// A rectangle with the corners given rounded by `cornerRadii.width`.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let given = Double(cornerRadii.width)
        func radius(_ corner: UIRectCorner) -> Double { corners.contains(corner) ? given : 0 }
        path.addRoundedRect(
            rect.rect, radii: (radius(.topLeft), radius(.topRight), radius(.bottomRight), radius(.bottomLeft)))
    }

    /// An arc of the circle about `center`, from `startAngle` to `endAngle` (radians, 0 along
    /// +x), clockwise on screen if `clockwise`.
    public convenience init(
        arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// The path of `cgPath`.
    public convenience init(cgPath: CGPath) {
        self.init()
        path = cgPath.path
    }

    /// The shape as a `CGPath`; setting it replaces the shape.
    open var cgPath: CGPath {
        get { CGPath(path) }
        set { path = newValue.path }
    }

    /// The line width, in points (1).
    open var lineWidth: CGFloat = 1
    /// How the line's ends are drawn (`.butt`).
    open var lineCapStyle: CGLineCap = .butt
    /// How the line's segments meet (`.miter`).
    open var lineJoinStyle: CGLineJoin = .miter
    /// How long a miter may be, in line widths (10).
    open var miterLimit: CGFloat = 10
    /// Whether ``fill()`` uses the even-odd rule rather than the non-zero winding one.
    open var usesEvenOddFillRule = false
    private var dashes: [Double] = []
    private var dashPhase = 0.0

    /// Whether the path has no elements.
    open var isEmpty: Bool { path.isEmpty }
    /// The smallest rectangle holding every point, control points included.
    open var bounds: CGRect { CGRect(path.bounds) }
    /// Where the path ends; zero when it is empty.
    open var currentPoint: CGPoint { path.currentPoint.map(CGPoint.init) ?? .zero }

    /// Whether `point` is inside the path, by its fill rule: for hit testing a shape.
    open func contains(_ point: CGPoint) -> Bool {
        path.contains(point.point, rule: usesEvenOddFillRule ? .evenOdd : .nonZero)
    }

    /// A copy, with the same line settings (iOS code writes `path.copy() as! UIBezierPath`).
    open func copy() -> Any {
        let copy = UIBezierPath()
        copy.path = path
        copy.lineWidth = lineWidth
        copy.lineCapStyle = lineCapStyle
        copy.lineJoinStyle = lineJoinStyle
        copy.miterLimit = miterLimit
        copy.usesEvenOddFillRule = usesEvenOddFillRule
        copy.dashes = dashes
        copy.dashPhase = dashPhase
        return copy
    }

    /// Starts a subpath at `point`.
    open func move(to point: CGPoint) { path.move(to: point.point) }
    /// A line to `point`.
    open func addLine(to point: CGPoint) { path.line(to: point.point) }
    /// A cubic curve to `endPoint`.
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.curve(to: endPoint.point, control1: controlPoint1.point, control2: controlPoint2.point)
    }
    /// A quadratic curve to `endPoint`.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        path.quadCurve(to: endPoint.point, control: controlPoint.point)
    }
    /// An arc about `center`, joined to the current point by a line; clockwise on screen if
    /// `clockwise`.
    open func addArc(
        withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        path.addArc(
            centre: center.point, radius: Double(radius), startAngle: Double(startAngle), endAngle: Double(endAngle),
            clockwise: clockwise)
    }
    /// Closes the open subpath.
    open func close() { path.close() }
    /// Empties the path.
    open func removeAllPoints() { path = Path() }
    /// Adds `other`'s elements.
    open func append(_ other: UIBezierPath) { path.append(other.path) }
    /// Transforms every point by `transform`.
    open func apply(_ transform: CGAffineTransform) { path = path.applying(transform.transform) }

    /// Dashes and gaps: the first `count` lengths of `pattern`, starting `phase` into it; a
    /// nil pattern for a solid line.
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        dashes = pattern.map { pattern in (0..<count).map { Double(pattern[$0]) } } ?? []
        dashPhase = Double(phase)
    }

    /// Fills the path in the current context with its fill colour (see `UIColor.setFill()`).
    @preconcurrency @MainActor
    open func fill() {
        UIGraphicsGetCurrentContext()?.fill(path, rule: usesEvenOddFillRule ? .evenOdd : .nonZero)
    }

    /// Strokes the path in the current context with its stroke colour (see
    /// `UIColor.setStroke()`) and this path's line settings.
    @preconcurrency @MainActor
    open func stroke() {
        UIGraphicsGetCurrentContext()?.stroke(
            path,
            style: StrokeStyle(
                lineWidth: Double(lineWidth), cap: lineCapStyle.cap, join: lineJoinStyle.join,
                miterLimit: Double(miterLimit), dashes: dashes, dashPhase: dashPhase))
    }

    /// Narrows the current context's clip to the inside of the path, by its fill rule, until
    /// the context's state is restored.
    @preconcurrency @MainActor
    open func addClip() {
        UIGraphicsGetCurrentContext()?.clip(to: path, rule: usesEvenOddFillRule ? .evenOdd : .nonZero)
    }

    /// Fills at `alpha`; the blend mode is not used.
    @preconcurrency @MainActor
    open func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        withAlpha(alpha) { fill() }
    }

    /// Strokes at `alpha`; the blend mode is not used.
    @preconcurrency @MainActor
    open func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        withAlpha(alpha) { stroke() }
    }

    @preconcurrency @MainActor
    private func withAlpha(_ alpha: CGFloat, _ paint: () -> Void) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setAlpha(alpha)
        paint()
        context.restoreGState()
    }
}

/// The corners of a rectangle (UIKit's `UIRectCorner`).
public struct UIRectCorner: OptionSet, Hashable, Sendable {
    /// The corners' bits.
    public let rawValue: UInt
    /// Corners from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top left corner.
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    /// The top right corner.
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    /// The bottom left corner.
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    /// The bottom right corner.
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    /// All four.
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// How painted colours combine with what is below (CoreGraphics' `CGBlendMode`): only
/// `.normal` is drawn here; the others are accepted and drawn as it.
public enum CGBlendMode: Int32, Sendable {
    /// Paint over (0).
    case normal = 0
    /// Multiply (1).
    case multiply
    /// Screen (2).
    case screen
    /// Overlay (3).
    case overlay
    /// Darken (4).
    case darken
    /// Lighten (5).
    case lighten
    /// Clear (16).
    case clear = 16
    /// Copy (17).
    case copy
}

@MainActor
extension UIColor {
    /// Makes this the current context's fill colour.
    public func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(cgColor) }
    /// Makes this the current context's stroke colour.
    public func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor) }
    /// Makes this the current context's fill and stroke colour.
    public func set() {
        setFill()
        setStroke()
    }
}
