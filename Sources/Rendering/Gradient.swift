import Geometry

/// Colours blended along a line or out from a centre: what a gradient layer, or a context's
/// gradient, fills a shape with.
public struct Gradient: Equatable, Sendable {
    /// One colour and where it falls, from 0 (the start) to 1 (the end).
    public struct Stop: Equatable, Sendable {
        /// Where the colour is reached, 0...1.
        public var location: Double
        /// The colour there.
        public var color: Color

        /// `color` at `location`.
        public init(location: Double, color: Color) {
            self.location = location
            self.color = color
        }
    }

    /// How the colours are laid out, in the user space of the shape filled (points).
    public enum Kind: Equatable, Sendable {
        /// Along the line from `start` to `end`, the same all across it.
        case axial(start: Point, end: Point)
        /// Out from `center` in ellipses, the last colour reached `radiusX` across and
        /// `radiusY` down from it.
        case radial(center: Point, radiusX: Double, radiusY: Double)
        /// Between two circles: each location's colour on the circle that far from the start
        /// circle to the end one, centre and radius alike (a cone when the centres differ).
        case circles(startCenter: Point, startRadius: Double, endCenter: Point, endRadius: Double)
    }

    /// The colours, by location, ascending.
    public var stops: [Stop]
    /// The line or the ellipses they are laid along.
    public var kind: Kind
    /// Whether the first and last colours go on before the start and past the end (a layer's
    /// gradient), or nothing is painted there.
    public var extendsBeyondEnds: Bool

    /// A gradient of `stops` (sorted by location here) laid out as `kind`.
    public init(stops: [Stop], kind: Kind, extendsBeyondEnds: Bool = true) {
        self.stops = stops.sorted { $0.location < $1.location }
        self.kind = kind
        self.extendsBeyondEnds = extendsBeyondEnds
    }

    /// The colours spread evenly from 0 to 1, as a layer spreads colours given no locations.
    public static func evenStops(_ colors: [Color]) -> [Stop] {
        guard colors.count > 1 else { return colors.map { Stop(location: 0, color: $0) } }
        return colors.enumerated().map {
            Stop(location: Double($0.offset) / Double(colors.count - 1), color: $0.element)
        }
    }

    /// Whether every number is finite, so that it can be drawn.
    public var isFinite: Bool {
        let numbers: [Double] =
            switch kind {
            case .axial(let start, let end): [start.x, start.y, end.x, end.y]
            case .radial(let center, let radiusX, let radiusY): [center.x, center.y, radiusX, radiusY]
            case .circles(let startCenter, let startRadius, let endCenter, let endRadius):
                [startCenter.x, startCenter.y, startRadius, endCenter.x, endCenter.y, endRadius]
            }
        return numbers.allSatisfy(\.isFinite) && stops.allSatisfy { $0.location.isFinite }
    }
}
