import Geometry
import Rendering
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Paths as custom drawing builds them: arcs turn the way asked, rounded corners stay within
/// their sides, and a display list records a path's reach.
@MainActor
@Suite struct PathTests {
    /// A point's distance from another.
    func distance(_ a: Point?, _ b: Point) -> Double {
        guard let a else { return .infinity }
        return ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
    }

    @Test func aClockwiseArcTurnsTheWayTheAngleGrowsOnScreen() {
        var clockwise = Path()
        clockwise.addArc(centre: Point(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        // A quarter turn through the lower right (y down): from (60, 50) to (50, 60).
        #expect(distance(clockwise.currentPoint, Point(x: 50, y: 60)) < 1e-9)
        #expect(clockwise.bounds.minX >= 50 - 1e-9 && clockwise.bounds.minY >= 50 - 1e-9)
        var anticlockwise = Path()
        anticlockwise.addArc(
            centre: Point(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        // Three quarters the other way, through the top and the left.
        #expect(distance(anticlockwise.currentPoint, Point(x: 50, y: 60)) < 1e-9)
        #expect(abs(anticlockwise.bounds.minX - 40) < 1e-9 && abs(anticlockwise.bounds.minY - 40) < 1e-6)
        // From the top to the right, clockwise: a quarter, though the end angle is smaller.
        var quarter = Path()
        quarter.addArc(
            centre: Point(x: 50, y: 50), radius: 10, startAngle: 1.5 * .pi, endAngle: 0, clockwise: true)
        #expect(quarter.bounds.minX >= 50 - 1e-9 && abs(quarter.bounds.minY - 40) < 1e-9)
        // A whole turn from 0 to 2π, not nothing.
        var circle = Path()
        circle.addArc(centre: .zero, radius: 1, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        #expect(circle.elements.count == 5 && abs(circle.bounds.width - 2) < 1e-6)
    }

    @Test func anArcsCurvesStayOnTheCircle() {
        var path = Path()
        path.addArc(centre: Point(x: 0, y: 0), radius: 100, startAngle: 0.3, endAngle: 2.9, clockwise: true)
        // Each cubic's midpoint lies within a thousandth of the radius of the circle.
        var start = path.currentPoint
        for element in path.elements {
            switch element {
            case .move(let point): start = point
            case .curve(let c1, let c2, let end):
                let p0 = start!
                let mid = Point(
                    x: 0.125 * p0.x + 0.375 * c1.x + 0.375 * c2.x + 0.125 * end.x,
                    y: 0.125 * p0.y + 0.375 * c1.y + 0.375 * c2.y + 0.125 * end.y)
                #expect(abs(distance(mid, .zero) - 100) < 0.1)
                start = end
            default: break
            }
        }
    }

    @Test func roundedCornersAreAtMostHalfTheShorterSide() {
        var path = Path()
        path.addRoundedRect(Rect(x: 0, y: 0, width: 40, height: 20), radii: (50, 50, 0, 0))
        let bounds = path.bounds
        #expect(abs(bounds.minX) < 1e-9 && abs(bounds.minY) < 1e-9 && abs(bounds.maxX - 40) < 1e-9)
        #expect(abs(bounds.maxY - 20) < 1e-9)
        // The top edge runs between the two corners of radius 10.
        #expect(path.elements[1] == .line(Point(x: 30, y: 0)))
        #expect(path.elements.last == .close && path.currentPoint == Point(x: 10, y: 0))
    }

    @Test func aQuadraticCurveIsTheCubicThatDrawsIt() {
        var path = Path()
        path.move(to: Point(x: 0, y: 0))
        path.quadCurve(to: Point(x: 30, y: 0), control: Point(x: 15, y: 30))
        #expect(path.elements[1] == .curve(Point(x: 10, y: 20), Point(x: 20, y: 20), Point(x: 30, y: 0)))
    }

    @Test func joiningAPathContinuesTheOpenSubpath() {
        var path = Path()
        path.move(to: Point(x: 0, y: 0))
        var more = Path()
        more.move(to: Point(x: 0, y: 0))
        more.line(to: Point(x: 5, y: 5))
        path.append(more, joining: true)
        path.close()
        #expect(path.elements == [.move(.zero), .line(Point(x: 5, y: 5)), .close])
        #expect(path.currentPoint == .zero)
    }

    @Test func aDisplayListRecordsAStrokedPathWithItsReach() throws {
        let list = DisplayList(size: Size(width: 100, height: 100))
        var line = Path()
        line.move(to: Point(x: 10, y: 50))
        line.line(to: Point(x: 90, y: 50))
        list.stroke(line, color: .black, style: StrokeStyle(lineWidth: 6, cap: .round, join: .round))
        guard case .draw(let operation) = list.operations.last else {
            Issue.record("nothing recorded")
            return
        }
        // Round caps reach half the width past the ends and either side of the line.
        #expect(operation.pixelBounds.minX <= 7 && operation.pixelBounds.maxX >= 93)
        #expect(operation.pixelBounds.minY <= 47 && operation.pixelBounds.maxY >= 53)
        var longer = line
        longer.line(to: Point(x: 90, y: 60))
        let other = DisplayList(size: Size(width: 100, height: 100))
        other.stroke(longer, color: .black, style: StrokeStyle(lineWidth: 6, cap: .round, join: .round))
        let changed = try #require(
            other.operations.last.flatMap { if case .draw(let changed) = $0 { changed } else { nil } })
        #expect(changed.drawing != operation.drawing)
    }

    @Test func whatIsNotFiniteIsNotDrawn() {
        var arc = Path()
        arc.addArc(centre: Point(x: 10, y: 10), radius: 5, startAngle: 0, endAngle: .nan, clockwise: true)
        #expect(arc.isEmpty)
        var null = Path()
        null.addRect(Rect(x: .infinity, y: .infinity, width: 0, height: 0))
        #expect(!null.isFinite)
        let list = DisplayList(size: Size(width: 100, height: 100))
        list.fill(null, color: .black, rule: .nonZero)
        var line = Path()
        line.move(to: .zero)
        line.line(to: Point(x: 10, y: 0))
        list.stroke(line, color: .black, style: StrokeStyle(lineWidth: .infinity))
        #expect(list.operations.isEmpty)
    }

    @Test func aPointIsInsideByTheFillRule() {
        var ring = Path()
        ring.addEllipse(in: Rect(x: 0, y: 0, width: 100, height: 100))
        #expect(ring.contains(Point(x: 50, y: 50)) && ring.contains(Point(x: 50, y: 2)))
        #expect(!ring.contains(Point(x: 5, y: 5)) && !ring.contains(Point(x: 101, y: 50)))
        ring.addEllipse(in: Rect(x: 25, y: 25, width: 50, height: 50))
        // Two circles the same way round: the hole is inside by winding, outside by parity.
        #expect(ring.contains(Point(x: 50, y: 50)) && !ring.contains(Point(x: 50, y: 50), rule: .evenOdd))
        #expect(ring.contains(Point(x: 10, y: 50), rule: .evenOdd))
        var open = Path()
        open.move(to: Point(x: 0, y: 0))
        open.line(to: Point(x: 10, y: 0))
        open.line(to: Point(x: 10, y: 10))
        #expect(open.contains(Point(x: 8, y: 2)) && !open.contains(Point(x: 2, y: 8)))  // closed when filled
    }

    /// Trimming takes the part between two fractions of the length, across subpaths and closes;
    /// the whole path for 0 and 1, nothing for an empty range.
    @Test func aTrimmedPathKeepsThePartBetweenTwoFractionsOfItsLength() {
        var path = Path()
        path.move(to: Point(x: 0, y: 0))
        path.line(to: Point(x: 100, y: 0))  // 100
        path.move(to: Point(x: 0, y: 10))
        path.line(to: Point(x: 50, y: 10))  // 50, then a closing 50 back
        path.close()
        #expect(path.trimmed(from: 0, to: 1) == path)
        #expect(path.trimmed(from: 0.5, to: 0.5).isEmpty && path.trimmed(from: 0.8, to: 0.2).isEmpty)
        let start = path.trimmed(from: 0, to: 0.25)  // the first 50 of 200
        #expect(start.elements == [.move(Point(x: 0, y: 0)), .line(Point(x: 50, y: 0))])
        let across = path.trimmed(from: 0.25, to: 0.625)  // 50 to 125: the end of one, into the next
        #expect(
            across.elements == [
                .move(Point(x: 50, y: 0)), .line(Point(x: 100, y: 0)), .move(Point(x: 0, y: 10)),
                .line(Point(x: 25, y: 10)),
            ])
        let closing = path.trimmed(from: 0.875, to: 1.5)  // 175 to the end: half the closing line
        #expect(closing.elements == [.move(Point(x: 25, y: 10)), .line(Point(x: 0, y: 10))])
    }

    /// A trim across a corner is one line through it; a line after a close starts where the
    /// closed subpath did; a closed subpath the range holds whole stays closed.
    @Test func aTrimmedPathTurnsCornersAndKeepsWholeClosedSubpathsClosed() {
        var corner = Path()
        corner.move(to: Point(x: 0, y: 0))
        corner.line(to: Point(x: 10, y: 0))
        corner.line(to: Point(x: 10, y: 10))
        #expect(
            corner.trimmed(from: 0.25, to: 0.75).elements == [
                .move(Point(x: 5, y: 0)), .line(Point(x: 10, y: 0)), .line(Point(x: 10, y: 5)),
            ])
        var square = Path()
        square.addRect(Rect(x: 0, y: 0, width: 10, height: 10))  // 40 long, closed
        square.line(to: Point(x: 0, y: -10))  // 10 more, from the square's start
        let whole = square.trimmed(from: 0, to: 0.9)  // 45 of 50: the square, then half the line
        #expect(
            whole.elements == [
                .move(Point(x: 0, y: 0)), .line(Point(x: 10, y: 0)), .line(Point(x: 10, y: 10)),
                .line(Point(x: 0, y: 10)), .close, .move(Point(x: 0, y: 0)), .line(Point(x: 0, y: -5)),
            ])
    }

    /// A curve is measured along itself: half a semicircle's length ends at its top, a quarter
    /// half-way up its first quarter.
    @Test func aTrimmedCurveEndsWhereItsLengthSays() {
        var arc = Path()
        arc.addArc(centre: Point(x: 50, y: 50), radius: 40, startAngle: .pi, endAngle: 0, clockwise: true)
        let half = arc.trimmed(from: 0, to: 0.5)
        #expect(distance(half.currentPoint, Point(x: 50, y: 10)) < 0.5, "\(String(describing: half.currentPoint))")
        let eighth = 40 * (0.5).squareRoot()
        let quarter = arc.trimmed(from: 0, to: 0.25)
        #expect(distance(quarter.currentPoint, Point(x: 50 - eighth, y: 50 - eighth)) < 0.5)
        #expect(
            distance(half.elements.first.flatMap { if case .move(let p) = $0 { p } else { nil } }, Point(x: 10, y: 50))
                < 1e-9)
    }
}
