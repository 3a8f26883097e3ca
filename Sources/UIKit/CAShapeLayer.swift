import Foundation
internal import Geometry
internal import Rendering

/// A layer that fills and strokes a path (Core Animation's `CAShapeLayer`): a ring, a badge, a
/// progress line.
open class CAShapeLayer: CALayer {
    /// The shape, in the layer's coordinates; nil draws nothing. Taken as it is when set.
    open var path: CGPath? { didSet { layerDidChange() } }
    /// The inside's colour; opaque black by default, nil for none.
    open var fillColor: CGColor? = CGColor(gray: 0, alpha: 1) { didSet { layerDidChange() } }
    /// How the inside is found; non-zero by default.
    open var fillRule: CAShapeLayerFillRule = .nonZero { didSet { layerDidChange() } }
    /// The line's colour; nil (the default) for no line.
    open var strokeColor: CGColor? { didSet { layerDidChange() } }
    /// The line's width in points; 1 by default.
    open var lineWidth: CGFloat = 1 { didSet { layerDidChange() } }
    /// The line's ends; butt by default.
    open var lineCap: CAShapeLayerLineCap = .butt { didSet { layerDidChange() } }
    /// The line's corners; miter by default.
    open var lineJoin: CAShapeLayerLineJoin = .miter { didSet { layerDidChange() } }
    /// How long a miter may be, in line widths; 10 by default.
    open var miterLimit: CGFloat = 10 { didSet { layerDidChange() } }
    /// Dashes and gaps, in points; nil for a solid line.
    open var lineDashPattern: [NSNumber]? { didSet { layerDidChange() } }
    /// How far into the dash pattern the line starts, in points.
    open var lineDashPhase: CGFloat = 0 { didSet { layerDidChange() } }
    /// Where the line starts, as a fraction of the path's length; 0 by default.
    open var strokeStart: CGFloat = 0 { didSet { layerDidChange() } }
    /// Where the line ends, as a fraction of the path's length; 1 by default (a progress ring
    /// sets it to its progress). The fill is whole whatever the two are.
    open var strokeEnd: CGFloat = 1 { didSet { layerDidChange() } }

    override var drawsContent: Bool { true }

    /// Fills, then strokes the path.
    override func drawContent(in canvas: Canvas, bounds: Rect) {
        guard let shape = path?.path, !shape.isEmpty else { return }
        if let fill = presented("fillColor", fillColor)?.color, fill.alpha > 0 {
            canvas.fill(shape, color: fill, rule: fillRule == .evenOdd ? .evenOdd : .nonZero)
        }
        let width = presented("lineWidth", lineWidth)
        guard let stroke = presented("strokeColor", strokeColor)?.color, stroke.alpha > 0, width > 0 else { return }
        let line = shape.trimmed(
            from: Double(presented("strokeStart", strokeStart)), to: Double(presented("strokeEnd", strokeEnd)))
        guard !line.isEmpty else { return }
        canvas.stroke(line, color: stroke, style: strokeStyle(width: width))
    }

    /// The line settings, as the canvas takes them, `width` points wide.
    private func strokeStyle(width: CGFloat) -> StrokeStyle {
        var style = StrokeStyle()
        style.lineWidth = Double(width)
        style.cap =
            switch lineCap {
            case .round: .round
            case .square: .square
            default: .butt
            }
        style.join =
            switch lineJoin {
            case .round: .round
            case .bevel: .bevel
            default: .miter
            }
        style.miterLimit = Double(miterLimit)
        style.dashes = (lineDashPattern ?? []).map(\.doubleValue)
        style.dashPhase = Double(lineDashPhase)
        return style
    }
}

/// How a shape layer finds the inside of its path (Core Animation's `CAShapeLayerFillRule`).
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    /// The rule's name.
    public var rawValue: String
    /// A rule from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Inside where the path winds round a point a non-zero number of times.
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    /// Inside where a ray from a point crosses the path an odd number of times.
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// How a shape layer's line ends (Core Animation's `CAShapeLayerLineCap`).
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    /// The cap's name.
    public var rawValue: String
    /// A cap from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Square at the end point.
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    /// A half disc past the end point.
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    /// A half square past the end point.
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}

/// How a shape layer's line turns corners (Core Animation's `CAShapeLayerLineJoin`).
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    /// The join's name.
    public var rawValue: String
    /// A join from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A sharp point, up to the miter limit.
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    /// A rounded corner.
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    /// A cut corner.
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}
