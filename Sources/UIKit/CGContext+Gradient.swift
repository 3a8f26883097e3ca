internal import Geometry
internal import Rendering

extension CGContext {
    /// Paints the clip's area with `gradient` blended along the line from `start` to `end` (user
    /// space), the same across it; before the start and past the end only as `options` allow.
    public func drawLinearGradient(
        _ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions
    ) {
        let (from, to) = (start.point, end.point)
        guard from != to else { return }
        let area = canvas.clipBounds
        let direction = Point(x: to.x - from.x, y: to.y - from.y)
        // Cairo extends both ends or neither: one end alone is the area on its side of the
        // other end's perpendicular, painted with both extended.
        let region: Path
        switch (options.contains(.drawsBeforeStartLocation), options.contains(.drawsAfterEndLocation)) {
        case (true, false): region = CGContext.part(of: area, behind: to, facing: direction)
        case (false, true): region = CGContext.part(of: area, behind: from, facing: direction.negated)
        default: region = Path(rect: area)
        }
        paint(
            region, rule: .nonZero,
            with: Gradient(
                stops: gradient.stops, kind: .axial(start: from, end: to), extendsBeyondEnds: !options.isEmpty))
    }

    /// Paints the clip's area with `gradient` blended from the start circle to the end circle
    /// (user space); before the start circle and past the end one only as `options` allow.
    /// With one option alone, the area painted is taken as a disc or the outside of one: the
    /// end disc or the outside of the start disc when the circles grow (exact when the start
    /// circle lies inside the end one, as it usually does), the other way round when they
    /// shrink.
    public func drawRadialGradient(
        _ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint,
        endRadius: CGFloat, options: CGGradientDrawingOptions
    ) {
        let area = canvas.clipBounds
        let (center0, center1) = (startCenter.point, endCenter.point)
        let (radius0, radius1) = (Double(max(startRadius, 0)), Double(max(endRadius, 0)))
        func disc(_ center: Point, _ radius: Double) -> Rect {
            Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius)
        }
        // The area less a disc: the two shapes, even-odd, with the area around both.
        func outside(_ hole: Rect) -> Path {
            var shape = Path(rect: CGContext.box(around: area, hole))
            shape.addEllipse(in: hole)
            return shape
        }
        func inside(_ shape: Rect) -> Path {
            var path = Path()
            path.addEllipse(in: shape)
            return path
        }
        let growing = radius1 >= radius0
        var region = Path(rect: area)
        var rule = FillRule.nonZero
        switch (options.contains(.drawsBeforeStartLocation), options.contains(.drawsAfterEndLocation)) {
        case (true, false):
            // Up to the end circle: inside it when the circles grow, outside it when they shrink.
            region = growing ? inside(disc(center1, radius1)) : outside(disc(center1, radius1))
            rule = growing ? .nonZero : .evenOdd
        case (false, true):
            // From the start circle on: outside it when the circles grow, inside when they shrink.
            region = growing ? outside(disc(center0, radius0)) : inside(disc(center0, radius0))
            rule = growing ? .evenOdd : .nonZero
        default: break
        }
        let kind = Gradient.Kind.circles(
            startCenter: center0, startRadius: radius0, endCenter: center1, endRadius: radius1)
        paint(
            region, rule: rule, with: Gradient(stops: gradient.stops, kind: kind, extendsBeyondEnds: !options.isEmpty))
    }

    /// Fills `region` with `gradient` at the context's alpha.
    private func paint(_ region: Path, rule: FillRule, with gradient: Gradient) {
        guard !region.isEmpty else { return }
        var faded = gradient
        let alpha = currentAlpha
        if alpha < 1 {
            faded.stops = faded.stops.map {
                Gradient.Stop(location: $0.location, color: $0.color.withAlpha($0.color.alpha * alpha))
            }
        }
        markPainted()
        canvas.fill(region, gradient: faded, rule: rule)
    }

    /// The part of `area` behind the line through `point` across `direction`: the points `p`
    /// with `(p - point) · direction <= 0`.
    static func part(of area: Rect, behind point: Point, facing direction: Point) -> Path {
        let corners = [
            Point(x: area.minX, y: area.minY), Point(x: area.maxX, y: area.minY),
            Point(x: area.maxX, y: area.maxY), Point(x: area.minX, y: area.maxY),
        ]
        func side(_ p: Point) -> Double { (p.x - point.x) * direction.x + (p.y - point.y) * direction.y }
        // One edge of Sutherland–Hodgman clipping: keep the corners inside, add the crossings.
        var kept: [Point] = []
        for index in corners.indices {
            let (a, b) = (corners[index], corners[(index + 1) % corners.count])
            let (sideA, sideB) = (side(a), side(b))
            if sideA <= 0 { kept.append(a) }
            if (sideA < 0 && sideB > 0) || (sideA > 0 && sideB < 0) {
                let t = sideA / (sideA - sideB)
                kept.append(Point(x: a.x + t * (b.x - a.x), y: a.y + t * (b.y - a.y)))
            }
        }
        var shape = Path()
        guard let first = kept.first, kept.count >= 3 else { return shape }
        shape.move(to: first)
        for corner in kept.dropFirst() { shape.line(to: corner) }
        shape.close()
        return shape
    }
}

extension CGContext {
    /// The smallest rectangle that holds both.
    fileprivate static func box(around a: Rect, _ b: Rect) -> Rect {
        let (minX, minY) = (min(a.minX, b.minX), min(a.minY, b.minY))
        return Rect(x: minX, y: minY, width: max(a.maxX, b.maxX) - minX, height: max(a.maxY, b.maxY) - minY)
    }
}

extension Point {
    /// The same vector, pointing the other way.
    fileprivate var negated: Point { Point(x: -x, y: -y) }
}
