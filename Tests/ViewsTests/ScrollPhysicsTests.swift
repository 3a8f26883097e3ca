import Geometry
import Testing

@testable import Views

@Suite("Scroll physics (pure)")
struct ScrollPhysicsTests {
    @Test func offsetRangeFollowsTheSpec() {
        let range = OffsetRange(
            contentSize: Size(width: 400, height: 1000), boundsSize: Size(width: 400, height: 600), insets: .zero)
        #expect(
            range
                == OffsetRange(
                    contentSize: Size(width: 400, height: 1000), boundsSize: Size(width: 400, height: 600),
                    insets: .zero))
        #expect((range.minX, range.maxX, range.minY, range.maxY) == (0, 0, 0, 400))
        #expect(range.clamped(Point(x: -5, y: 1000)) == Point(x: 0, y: 400))
        #expect(range.clamped(Point(x: 0, y: -3)) == Point(x: 0, y: 0))
        #expect(range.contains(Point(x: 0, y: 400)) && !range.contains(Point(x: 0, y: 400.5)))
    }

    @Test func contentSmallerThanTheViewportPinsTheRangeToTheTop() {
        let range = OffsetRange(
            contentSize: Size(width: 100, height: 300), boundsSize: Size(width: 400, height: 600),
            insets: EdgeInsets(top: 20, left: 0, bottom: 10, right: 0))
        #expect((range.minY, range.maxY) == (-20, -20))
    }

    @Test func insetsWidenTheRange() {
        let range = OffsetRange(
            contentSize: Size(width: 400, height: 1000), boundsSize: Size(width: 400, height: 600),
            insets: EdgeInsets(top: 20, left: 5, bottom: 30, right: 5))
        #expect((range.minY, range.maxY) == (-20, 430))
        #expect((range.minX, range.maxX) == (-5, 5))
    }

    /// UIKit's rubber-band offsets for a 600-point viewport.
    @Test(arguments: [(10.0, 5.45), (50, 26.29), (100, 50.38), (300, 129.41), (600, 212.90), (1200, 314.29)])
    func rubberBandMatchesTheTable(raw: Double, shown: Double) {
        #expect(abs(ScrollPhysics.rubberBand(raw, dimension: 600) - shown) < 0.01)
        #expect(abs(ScrollPhysics.rubberBand(-raw, dimension: 600) + shown) < 0.01)
        #expect(
            abs(ScrollPhysics.rubberBandInverse(ScrollPhysics.rubberBand(raw, dimension: 600), dimension: 600) - raw)
                < 1e-6)
    }

    @Test func displayedOffsetClampsWithoutBounce() {
        #expect(ScrollPhysics.displayedOffset(raw: -50, min: 0, max: 400, dimension: 600, bounces: false) == 0)
        #expect(ScrollPhysics.displayedOffset(raw: 450, min: 0, max: 400, dimension: 600, bounces: false) == 400)
        #expect(ScrollPhysics.displayedOffset(raw: 200, min: 0, max: 400, dimension: 600, bounces: true) == 200)
        #expect(
            abs(ScrollPhysics.displayedOffset(raw: 500, min: 0, max: 400, dimension: 600, bounces: true) - 450.38)
                < 0.01)
    }

    /// GTK's step, pageSize^(2/3) capped at half a page.
    @Test(arguments: [(200.0, 34.2), (400, 54.3), (600, 71.1), (800, 86.2), (1000, 100), (20, 7.37)])
    func wheelStepPerDetent(pageSize: Double, step: Double) {
        #expect(abs(ScrollPhysics.wheelStep(pageSize: pageSize) - step) < 0.05)
    }

    /// Deceleration: v₀ = 2000 pt/s travels 999 pt at the normal rate, 199 pt at the fast one.
    @Test func decelerationRestsWhereTheSpecSays() {
        let normal = Deceleration(start: 0, velocity: 2000, rate: ScrollPhysics.normalDecelerationRate, startTime: 0)
        let fast = Deceleration(start: 0, velocity: 2000, rate: ScrollPhysics.fastDecelerationRate, startTime: 0)
        #expect(abs(normal.restingOffset - 999) < 1)
        #expect(abs(fast.restingOffset - 199) < 1)
        #expect(abs(normal.velocity(at: 1.0 / 60) / 2000 - 0.96718) < 1e-4)  // per-frame factor at 60 Hz
        #expect(!normal.isFinished(at: 1) && normal.isFinished(at: 4))
        #expect(abs(normal.offset(at: 10) - normal.restingOffset) < 1e-3)
    }

    @Test func springBackSettlesOnTheEdgeWithoutOvershootingIt() {
        let spring = SpringBack(edge: 400, from: 480, velocity: 0, startTime: 0)
        var previous = 480.0
        for step in 1...200 {
            let offset = spring.offset(at: Double(step) / 100)
            #expect(offset <= previous + 1e-9 && offset >= 400 - 1e-9)
            previous = offset
        }
        #expect(spring.isFinished(at: 2))
    }

    @Test func indicatorGeometry() {
        let thumb = ScrollIndicatorGeometry.thumb(
            offset: 200, minOffset: 0, maxOffset: 400, visible: 600, content: 1000, track: 595)
        #expect(abs(thumb.length - 357) < 1e-9)
        #expect(abs(thumb.start - 0.5 * (595 - 357)) < 1e-9)
        let tiny = ScrollIndicatorGeometry.thumb(
            offset: 0, minOffset: 0, maxOffset: 99_400, visible: 600, content: 100_000, track: 595)
        #expect(tiny.length == ScrollIndicatorGeometry.minimumLength)
        let overshot = ScrollIndicatorGeometry.thumb(
            offset: 450, minOffset: 0, maxOffset: 400, visible: 600, content: 1000, track: 595)
        #expect(overshot.length < thumb.length && abs(overshot.start + overshot.length - 595) < 1e-9)
        #expect(ScrollIndicatorGeometry.alpha(secondsSinceActivity: 0.1) == 1)
        #expect(abs(ScrollIndicatorGeometry.alpha(secondsSinceActivity: 0.75) - 0.5) < 1e-9)
        #expect(ScrollIndicatorGeometry.alpha(secondsSinceActivity: 2) == 0)
    }
}
