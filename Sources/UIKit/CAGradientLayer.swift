import Foundation
internal import Geometry
internal import Rendering
internal import Views

/// A layer that fills its bounds with colours blended along a line or out from a point (Core
/// Animation's `CAGradientLayer`), rounded by its corner radius.
open class CAGradientLayer: CALayer {
    /// The colours, as `CGColor`s (other values are skipped, as iOS draws nothing for them);
    /// nil or empty draws nothing.
    open var colors: [Any]? { didSet { layerDidChange() } }
    /// Where each colour falls, 0 (the start) to 1 (the end), one per colour; nil spreads them
    /// evenly.
    open var locations: [NSNumber]? { didSet { layerDidChange() } }
    /// Where the gradient starts, in the unit square of the bounds ((0, 0) is the top left);
    /// the centre of a radial one. (0.5, 0) by default.
    open var startPoint = CGPoint(x: 0.5, y: 0) { didSet { layerDidChange() } }
    /// Where it ends, in the unit square; for a radial one, the ellipse's half-widths are its
    /// distances from ``startPoint`` across and down. (0.5, 1) by default.
    open var endPoint = CGPoint(x: 0.5, y: 1) { didSet { layerDidChange() } }
    /// Along a line (the default) or out from a centre; a conic gradient is drawn along its line.
    open var type: CAGradientLayerType = .axial { didSet { layerDidChange() } }

    override var drawsContent: Bool { true }

    /// Fills the bounds (rounded by the corner radius) with the gradient.
    override func drawContent(in canvas: Canvas, bounds: Rect) {
        guard let gradient = gradient(in: bounds) else { return }
        let shape = View.roundedPath(bounds, Double(cornerRadius), corners: roundedCorners)
        canvas.fill(shape, gradient: gradient, rule: .nonZero)
    }

    /// The gradient laid out over `bounds`; nil without colours.
    func gradient(in bounds: Rect) -> Gradient? {
        let colors = (colors ?? []).compactMap { ($0 as? CGColor)?.color }
        guard !colors.isEmpty else { return nil }
        let stops: [Gradient.Stop]
        if let locations = presented("locations", locations), locations.count == colors.count {
            stops = zip(locations, colors).map { Gradient.Stop(location: $0.doubleValue, color: $1) }
        } else {
            stops = Gradient.evenStops(colors)
        }
        func place(_ unit: CGPoint) -> Point {
            Point(x: bounds.minX + Double(unit.x) * bounds.width, y: bounds.minY + Double(unit.y) * bounds.height)
        }
        let start = place(presented("startPoint", startPoint))
        let end = place(presented("endPoint", endPoint))
        switch type {
        case .radial:
            return Gradient(
                stops: stops, kind: .radial(center: start, radiusX: abs(end.x - start.x), radiusY: abs(end.y - start.y))
            )
        default:
            return Gradient(stops: stops, kind: .axial(start: start, end: end))
        }
    }
}

/// How a gradient layer lays out its colours (Core Animation's `CAGradientLayerType`).
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    /// The type's name.
    public var rawValue: String
    /// A type from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Along the line from the start point to the end point.
    public static let axial = CAGradientLayerType(rawValue: "axial")
    /// In ellipses out from the start point.
    public static let radial = CAGradientLayerType(rawValue: "radial")
    /// Around the start point; drawn as axial here.
    public static let conic = CAGradientLayerType(rawValue: "conic")
}
