import Geometry

extension Path {
    /// The part of the path between two fractions of its length, 0...1 (a shape layer's
    /// `strokeStart` and `strokeEnd`): the whole path for 0 and 1, nothing when `start` is not
    /// below `end`. Curves come back as lines about a point long.
    public func trimmed(from start: Double, to end: Double) -> Path {
        let start = min(max(start, 0), 1)
        let end = min(max(end, 0), 1)
        if start <= 0 && end >= 1 { return self }
        guard start < end else { return Path() }
        let pieces = flattened()
        let total = pieces.reduce(0) { $0 + $1.length }
        guard total > 0 else { return Path() }
        let from = start * total
        let to = end * total
        var result = Path()
        var travelled = 0.0
        for polyline in pieces {
            // A closed subpath the range holds whole stays closed: its first corner is joined.
            if polyline.isClosed && from <= travelled && travelled + polyline.length <= to {
                result.move(to: polyline.points[0])
                for point in polyline.points.dropFirst().dropLast() { result.line(to: point) }
                result.close()
                travelled += polyline.length
                continue
            }
            var pen: Point?  // where the trimmed line is, while inside the range
            for (a, b) in zip(polyline.points, polyline.points.dropFirst()) {
                let length = a.distance(to: b)
                guard length > 0 else { continue }
                defer { travelled += length }
                let enter = max(from, travelled)
                let leave = min(to, travelled + length)
                guard enter < leave else {
                    pen = nil
                    continue
                }
                let first = a.moved(toward: b, by: (enter - travelled) / length)
                let last = b.moved(toward: a, by: (travelled + length - leave) / length)
                if pen != first { result.move(to: first) }
                result.line(to: last)
                pen = leave < travelled + length ? nil : last
            }
        }
        return result
    }

    /// Each subpath as a polyline, its curves cut into short lines, closed ones back to their
    /// start.
    private func flattened() -> [Polyline] {
        var pieces: [Polyline] = []
        var current: [Point] = []
        func finish(closed: Bool = false) {
            if current.count > 1 { pieces.append(Polyline(points: current, isClosed: closed)) }
            current = []
        }
        for element in elements {
            switch element {
            case .move(let point):
                finish()
                current = [point]
            case .line(let point):
                current.append(point)
            case .curve(let control1, let control2, let end):
                guard let from = current.last else { continue }
                let reach = from.distance(to: control1) + control1.distance(to: control2) + control2.distance(to: end)
                let steps = min(Path.mostCurveSteps, max(1, Int((reach / Path.curveStepLength).rounded(.up))))
                for step in 1...steps {
                    current.append(
                        Path.point(onCurveFrom: from, control1, control2, end, at: Double(step) / Double(steps)))
                }
            case .close:
                guard let first = current.first else { continue }
                current.append(first)
                finish(closed: true)
                // A line after a close starts where the closed subpath did.
                current = [first]
            }
        }
        finish()
        return pieces
    }

    /// A curve is cut into lines this long at most (along its control polygon), in points.
    private static let curveStepLength = 1.0
    /// And into at most this many.
    private static let mostCurveSteps = 256

    /// The point of a cubic Bézier curve at `t`, 0...1.
    private static func point(onCurveFrom p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, at t: Double) -> Point {
        let u = 1 - t
        let a = u * u * u
        let b = 3 * u * u * t
        let c = 3 * u * t * t
        let d = t * t * t
        return Point(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
    }
}

/// Points joined by straight lines; a closed one ends where it starts.
private struct Polyline {
    let points: [Point]
    let isClosed: Bool

    var length: Double { zip(points, points.dropFirst()).reduce(0) { $0 + $1.0.distance(to: $1.1) } }
}

extension Point {
    /// The distance to `other`, in points.
    fileprivate func distance(to other: Point) -> Double {
        ((other.x - x) * (other.x - x) + (other.y - y) * (other.y - y)).squareRoot()
    }

    /// The point `fraction` of the way to `other`.
    fileprivate func moved(toward other: Point, by fraction: Double) -> Point {
        Point(x: x + (other.x - x) * fraction, y: y + (other.y - y) * fraction)
    }
}
