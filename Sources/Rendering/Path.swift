import Geometry

#if canImport(Glibc)
    import Glibc
#endif

/// A shape of lines and cubic curves in user space (points, y down), which a ``Canvas`` fills
/// or strokes: what custom drawing builds.
public struct Path: Equatable, Sendable {
    /// One step of a path.
    public enum Element: Equatable, Sendable {
        /// Starts a subpath at the point.
        case move(Point)
        /// A straight line from the current point.
        case line(Point)
        /// A cubic Bézier curve from the current point: two control points, then the end.
        case curve(Point, Point, Point)
        /// A line back to the subpath's start, closing it.
        case close
    }

    /// The steps, in order.
    public private(set) var elements: [Element] = []
    /// Where the next step starts; nil before the first move.
    public private(set) var currentPoint: Point?
    /// Where the open subpath began: a close returns there.
    private var subpathStart: Point?

    /// An empty path.
    public init() {}

    /// Whether the path has no steps.
    public var isEmpty: Bool { elements.isEmpty }

    /// Whether every point is a finite number: only such a path can be drawn (a null or
    /// infinite rectangle makes one that is not).
    public var isFinite: Bool {
        let bounds = self.bounds
        return bounds.minX.isFinite && bounds.minY.isFinite && bounds.maxX.isFinite && bounds.maxY.isFinite
    }

    /// The smallest rectangle holding every point of the path, control points included; zero
    /// for an empty path.
    public var bounds: Rect {
        var minX = Double.infinity
        var minY = Double.infinity
        var maxX = -Double.infinity
        var maxY = -Double.infinity
        var sawNaN = false
        func include(_ point: Point) {
            if point.x.isNaN || point.y.isNaN { sawNaN = true }
            minX = min(minX, point.x)
            minY = min(minY, point.y)
            maxX = max(maxX, point.x)
            maxY = max(maxY, point.y)
        }
        for element in elements {
            switch element {
            case .move(let point), .line(let point): include(point)
            case .curve(let control1, let control2, let end):
                include(control1)
                include(control2)
                include(end)
            case .close: break
            }
        }
        if sawNaN { return Rect(x: .nan, y: .nan, width: .nan, height: .nan) }
        guard minX <= maxX else { return .zero }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Starts a new subpath at `point`.
    public mutating func move(to point: Point) {
        elements.append(.move(point))
        currentPoint = point
        subpathStart = point
    }

    /// A straight line to `point`; a move there when the path has no current point.
    public mutating func line(to point: Point) {
        guard currentPoint != nil else { return move(to: point) }
        elements.append(.line(point))
        currentPoint = point
    }

    /// A cubic curve to `end`, pulled towards `control1` and then `control2`.
    public mutating func curve(to end: Point, control1: Point, control2: Point) {
        if currentPoint == nil { move(to: control1) }
        elements.append(.curve(control1, control2, end))
        currentPoint = end
    }

    /// A quadratic curve to `end` through `control`, as the cubic curve that draws it.
    public mutating func quadCurve(to end: Point, control: Point) {
        let start = currentPoint ?? control
        let twoThirds = 2.0 / 3.0
        curve(
            to: end,
            control1: Point(
                x: start.x + twoThirds * (control.x - start.x), y: start.y + twoThirds * (control.y - start.y)),
            control2: Point(x: end.x + twoThirds * (control.x - end.x), y: end.y + twoThirds * (control.y - end.y)))
    }

    /// Closes the open subpath with a line to its start.
    public mutating func close() {
        guard currentPoint != nil else { return }
        elements.append(.close)
        currentPoint = subpathStart
    }

    /// Adds `rect` as a closed subpath, clockwise from its top left corner.
    public mutating func addRect(_ rect: Rect) {
        move(to: Point(x: rect.minX, y: rect.minY))
        line(to: Point(x: rect.maxX, y: rect.minY))
        line(to: Point(x: rect.maxX, y: rect.maxY))
        line(to: Point(x: rect.minX, y: rect.maxY))
        close()
    }

    /// Adds `rect` with its corners rounded by the radii given (top left, top right, bottom
    /// right, bottom left), each at most half the shorter side, as a closed subpath.
    public mutating func addRoundedRect(_ rect: Rect, radii: (Double, Double, Double, Double)) {
        let limit = max(0, min(rect.width, rect.height) / 2)
        let (topLeft, topRight, bottomRight, bottomLeft) = (
            min(max(0, radii.0), limit), min(max(0, radii.1), limit), min(max(0, radii.2), limit),
            min(max(0, radii.3), limit)
        )
        move(to: Point(x: rect.minX + topLeft, y: rect.minY))
        line(to: Point(x: rect.maxX - topRight, y: rect.minY))
        addCorner(at: Point(x: rect.maxX - topRight, y: rect.minY + topRight), radius: topRight, from: -.pi / 2)
        line(to: Point(x: rect.maxX, y: rect.maxY - bottomRight))
        addCorner(at: Point(x: rect.maxX - bottomRight, y: rect.maxY - bottomRight), radius: bottomRight, from: 0)
        line(to: Point(x: rect.minX + bottomLeft, y: rect.maxY))
        addCorner(at: Point(x: rect.minX + bottomLeft, y: rect.maxY - bottomLeft), radius: bottomLeft, from: .pi / 2)
        line(to: Point(x: rect.minX, y: rect.minY + topLeft))
        addCorner(at: Point(x: rect.minX + topLeft, y: rect.minY + topLeft), radius: topLeft, from: .pi)
        close()
    }

    /// A quarter turn clockwise about `centre`, from the angle `start`; nothing for radius 0.
    private mutating func addCorner(at centre: Point, radius: Double, from start: Double) {
        guard radius > 0 else { return }
        appendArcSegments(centre: centre, radius: radius, from: start, sweep: .pi / 2)
    }

    /// Adds the ellipse inscribed in `rect` as a closed subpath, clockwise from its right end.
    public mutating func addEllipse(in rect: Rect) {
        let centre = Point(x: rect.midX, y: rect.midY)
        let (rx, ry) = (rect.width / 2, rect.height / 2)
        let k = Path.quarterCircleControl
        move(to: Point(x: rect.maxX, y: centre.y))
        curve(
            to: Point(x: centre.x, y: rect.maxY), control1: Point(x: rect.maxX, y: centre.y + k * ry),
            control2: Point(x: centre.x + k * rx, y: rect.maxY))
        curve(
            to: Point(x: rect.minX, y: centre.y), control1: Point(x: centre.x - k * rx, y: rect.maxY),
            control2: Point(x: rect.minX, y: centre.y + k * ry))
        curve(
            to: Point(x: centre.x, y: rect.minY), control1: Point(x: rect.minX, y: centre.y - k * ry),
            control2: Point(x: centre.x - k * rx, y: rect.minY))
        curve(
            to: Point(x: rect.maxX, y: centre.y), control1: Point(x: centre.x + k * rx, y: rect.minY),
            control2: Point(x: rect.maxX, y: centre.y - k * ry))
        close()
    }

    /// Adds an arc of the circle of `radius` about `centre`, from `startAngle` to `endAngle`
    /// (radians, 0 along +x). `clockwise` is as seen on screen (y down): the angle grows. A
    /// line joins the current point, if any, to the arc's start. The arc turns at most once
    /// around.
    public mutating func addArc(
        centre: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool
    ) {
        // A NaN or infinite angle or radius (a ratio over 0) draws nothing, as CoreGraphics does.
        guard startAngle.isFinite, endAngle.isFinite, radius.isFinite, centre.x.isFinite, centre.y.isFinite else {
            return
        }
        let start = Point(x: centre.x + radius * cos(startAngle), y: centre.y + radius * sin(startAngle))
        if currentPoint == nil { move(to: start) } else { line(to: start) }
        let fullTurn = 2 * Double.pi
        var sweep = endAngle - startAngle
        if clockwise {
            if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: fullTurn) + fullTurn }
            sweep = min(sweep, fullTurn)
        } else {
            if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: fullTurn) - fullTurn }
            sweep = max(sweep, -fullTurn)
        }
        guard radius > 0, sweep != 0 else { return }
        appendArcSegments(centre: centre, radius: radius, from: startAngle, sweep: sweep)
    }

    /// Cubic curves along the arc from `start` through `sweep` radians (either sign), a quarter
    /// turn at most each; the current point is the arc's start.
    private mutating func appendArcSegments(centre: Point, radius: Double, from start: Double, sweep: Double) {
        let count = max(1, Int((abs(sweep) / (Double.pi / 2)).rounded(.up)))
        let step = sweep / Double(count)
        // The control points' distance along the tangent for a curve through `step` radians.
        let reach = 4.0 / 3.0 * tan(step / 4) * radius
        var angle = start
        for _ in 0..<count {
            let next = angle + step
            let (c0, s0, c1, s1) = (cos(angle), sin(angle), cos(next), sin(next))
            curve(
                to: Point(x: centre.x + radius * c1, y: centre.y + radius * s1),
                control1: Point(x: centre.x + radius * c0 - reach * s0, y: centre.y + radius * s0 + reach * c0),
                control2: Point(x: centre.x + radius * c1 + reach * s1, y: centre.y + radius * s1 - reach * c1))
            angle = next
        }
    }

    /// Whether `point` is inside the path filled by `rule` (curves followed by short lines, a
    /// few hundredths of a point off at most for layout-sized paths). Open subpaths count as
    /// closed, as when they are filled.
    public func contains(_ point: Point, rule: FillRule = .nonZero) -> Bool {
        var winding = 0
        var crossings = 0
        var start: Point?
        var current: Point?
        func edge(to end: Point) {
            guard let from = current else { return }
            defer { current = end }
            // Counts the edge when it crosses the horizontal line through the point, right of it.
            guard (from.y <= point.y) != (end.y <= point.y) else { return }
            let x = from.x + (point.y - from.y) / (end.y - from.y) * (end.x - from.x)
            guard x > point.x else { return }
            crossings += 1
            winding += end.y > from.y ? 1 : -1
        }
        func closeSubpath() {
            if let start, let current, current != start { edge(to: start) }
        }
        for element in elements {
            switch element {
            case .move(let to):
                closeSubpath()
                start = to
                current = to
            case .line(let to): edge(to: to)
            case .curve(let control1, let control2, let end):
                guard let from = current else { break }
                for step in 1...Path.curveSteps {
                    let t = Double(step) / Double(Path.curveSteps)
                    let u = 1 - t
                    let a = u * u * u
                    let b = 3 * u * u * t
                    let c = 3 * u * t * t
                    let d = t * t * t
                    edge(
                        to: Point(
                            x: a * from.x + b * control1.x + c * control2.x + d * end.x,
                            y: a * from.y + b * control1.y + c * control2.y + d * end.y))
                }
            case .close:
                closeSubpath()
                current = start
            }
        }
        closeSubpath()
        return rule == .evenOdd ? crossings % 2 == 1 : winding != 0
    }

    /// Lines a curve is followed by when testing whether a point is inside.
    static let curveSteps = 16

    /// Adds `other`'s steps after this path's. `joining` continues the open subpath: a move
    /// that `other` begins with (to this path's current point) is left out.
    public mutating func append(_ other: Path, joining: Bool = false) {
        var added = other.elements[...]
        if joining, currentPoint != nil, case .move = added.first { added = added.dropFirst() }
        let startsSubpath = added.contains { if case .move = $0 { true } else { false } }
        elements += added
        guard other.currentPoint != nil else { return }
        currentPoint = other.currentPoint
        if startsSubpath || subpathStart == nil { subpathStart = other.subpathStart }
    }

    /// The path with every point transformed by `transform`.
    public func applying(_ transform: Transform) -> Path {
        var result = self
        result.elements = elements.map { element in
            switch element {
            case .move(let point): .move(transform.apply(to: point))
            case .line(let point): .line(transform.apply(to: point))
            case .curve(let control1, let control2, let end):
                .curve(transform.apply(to: control1), transform.apply(to: control2), transform.apply(to: end))
            case .close: .close
            }
        }
        result.currentPoint = currentPoint.map(transform.apply(to:))
        result.subpathStart = subpathStart.map(transform.apply(to:))
        return result
    }

    /// The control points' distance, as a fraction of the radius, for a quarter circle drawn
    /// as one cubic curve: 4/3 · tan(π/8).
    static let quarterCircleControl = 4.0 / 3.0 * (2.0.squareRoot() - 1)

    /// Paths are equal when their steps are.
    public static func == (lhs: Path, rhs: Path) -> Bool { lhs.elements == rhs.elements }
}

/// How the inside of a path is found when it is filled.
public enum FillRule: Sendable, Equatable {
    /// Points the path winds around a non-zero number of times are inside.
    case nonZero
    /// Points an odd number of the path's edges away from the outside are inside.
    case evenOdd
}

/// How the line along a path is drawn.
public struct StrokeStyle: Equatable, Sendable {
    /// How a line's open ends are drawn.
    public enum Cap: Sendable, Equatable {
        /// Square, at the end point.
        case butt
        /// Rounded, half a line width past the end point.
        case round
        /// Square, half a line width past the end point.
        case square
    }

    /// How two segments meet.
    public enum Join: Sendable, Equatable {
        /// A sharp corner, bevelled past the miter limit.
        case miter
        /// A rounded corner.
        case round
        /// A cut corner.
        case bevel
    }

    /// The line's width, in points.
    public var lineWidth: Double
    /// The ends' shape.
    public var cap: Cap
    /// The corners' shape.
    public var join: Join
    /// How long a miter may be, in line widths, before it is bevelled.
    public var miterLimit: Double
    /// Lengths of dashes and gaps, alternating; empty for a solid line.
    public var dashes: [Double]
    /// How far into the dash pattern the line starts.
    public var dashPhase: Double

    /// A style: a solid line of `lineWidth`, butt ends and miter corners unless given.
    public init(
        lineWidth: Double = 1, cap: Cap = .butt, join: Join = .miter, miterLimit: Double = 10, dashes: [Double] = [],
        dashPhase: Double = 0
    ) {
        self.lineWidth = lineWidth
        self.cap = cap
        self.join = join
        self.miterLimit = miterLimit
        self.dashes = dashes
        self.dashPhase = dashPhase
    }

    /// How far past the path the line may reach: half its width, or the miters' reach.
    public var reach: Double {
        let half = lineWidth / 2
        return join == .miter ? half * max(1, miterLimit) : cap == .square ? half * 2.0.squareRoot() : half
    }
}
