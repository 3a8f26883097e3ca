import Geometry
import Rendering
import TestSupport
import Testing

@testable import Views

/// Frames recorded as display lists and compared: a scroll is a copy and a strip, a colour
/// change repaints its own pixels, anything else draws the frame whole.
@MainActor
@Suite struct DisplayListTests {
    /// A 200×100 window over a stack of forty 20-point rows, their colours alternating.
    @MainActor
    final class Harness {
        let window = Window(size: Size(width: 200, height: 100))
        let scroll = ScrollingStackView(axis: .vertical)
        var rows: [TestView] = []
        var now = 100.0

        init(scale: Double = 1) {
            window.scale = scale
            window.addSubview(scroll)
            for constraint in scroll.edgeConstraints(equalTo: window) { constraint.isActive = true }
            for index in 0..<40 {
                let row = TestView("row-\(index)", width: View.noIntrinsicMetric, height: 20)
                row.backgroundColor = index % 2 == 0 ? Color(hex: 0xF2F2F7) : Color(hex: 0xE0ECFF)
                rows.append(row)
                scroll.addArrangedSubview(row)
            }
            scroll.clock = { [unowned self] in self.now }
            window.layout()
        }

        func frame() -> DisplayList {
            window.layout()
            let list = DisplayList(size: window.size, scale: window.scale)
            list.fill(Rect(origin: .zero, size: window.size), color: .white, cornerRadius: 0)
            window.draw(into: list)
            return list
        }
    }

    @Test func aScrollIsACopyAndTheStripScrolledIntoView() throws {
        let harness = Harness()
        let before = harness.frame()
        harness.scroll.contentOffset = Point(x: 0, y: 30)
        let blit = try #require(harness.frame().scrollBlit(since: before))
        #expect(blit.dx == 0 && blit.dy == -30)
        #expect(blit.source == PixelRect(minX: 0, minY: 30, maxX: 200, maxY: 100))
        #expect(blit.destination == PixelRect(minX: 0, minY: 0, maxX: 200, maxY: 70))
        #expect(blit.repaint == [PixelRect(minX: 0, minY: 70, maxX: 200, maxY: 100)])
    }

    @Test func atTwoPixelsPerPointTheCopyIsInPixels() throws {
        let harness = Harness(scale: 2)
        let before = harness.frame()
        harness.scroll.contentOffset = Point(x: 0, y: 10.5)
        let blit = try #require(harness.frame().scrollBlit(since: before))
        #expect(blit.dy == -21)
        #expect(blit.repaint == [PixelRect(minX: 0, minY: 179, maxX: 400, maxY: 200)])
    }

    @Test func theScrollIndicatorIsDrawnAgainWhereItWasAndWhereItIs() throws {
        let harness = Harness()
        harness.scroll.scroll(byPoints: Point(x: 0, y: 10), time: harness.now)
        let before = harness.frame()
        harness.now += 0.016
        harness.scroll.scroll(byPoints: Point(x: 0, y: 10), time: harness.now)
        let blit = try #require(harness.frame().scrollBlit(since: before))
        #expect(blit.dy == -10)
        // The strip, the old thumb where the copy moved it, and the new thumb.
        #expect(blit.repaint.count == 3)
        #expect(blit.repaint.dropFirst().allSatisfy { $0.minX >= 190 })
    }

    @Test func aChangedRowIsNotCopied() {
        let harness = Harness()
        let before = harness.frame()
        harness.scroll.contentOffset = Point(x: 0, y: 30)
        harness.rows[3].backgroundColor = .black
        #expect(harness.frame().scrollBlit(since: before) == nil)
    }

    @Test func aFadingRowIsNotCopied() {
        let harness = Harness()
        let before = harness.frame()
        harness.scroll.contentOffset = Point(x: 0, y: 30)
        harness.rows[3].alpha = 0.5
        #expect(harness.frame().scrollBlit(since: before) == nil)
    }

    @Test func aColourChangeRepaintsOnlyItsRow() throws {
        let harness = Harness()
        let before = harness.frame()
        #expect(harness.frame().changedPixels(since: before) == [])
        harness.rows[1].backgroundColor = .black
        let changed = try #require(harness.frame().changedPixels(since: before))
        #expect(Set(changed) == [PixelRect(minX: 0, minY: 20, maxX: 200, maxY: 40)])
    }

    /// A rounded shape's pixels depend on how a clip cuts it, and in a layer a backend cannot
    /// draw it apart from the region's clip: the frame is drawn whole.
    @Test func aRoundedRowInALayerIsNotRepaintedAlone() {
        let harness = Harness()
        harness.rows[1].cornerRadius = 4
        harness.rows[1].alpha = 0.5
        let before = harness.frame()
        harness.rows[1].backgroundColor = .black
        #expect(harness.frame().changedPixels(since: before) == nil)
        harness.rows[1].alpha = 1
        let opaque = harness.frame()
        harness.rows[1].backgroundColor = .white
        #expect(harness.frame().changedPixels(since: opaque) != nil)
    }

    @Test func aBorderReachesItsLineWidthPastItsRectangle() throws {
        let list = DisplayList(size: Size(width: 100, height: 100))
        list.stroke(Rect(x: 10, y: 10, width: 2, height: 2), color: .black, lineWidth: 6, cornerRadius: 0)
        guard case .draw(let border) = try #require(list.operations.first) else {
            Issue.record("no drawing recorded")
            return
        }
        #expect(border.pixelBounds == PixelRect(minX: 4, minY: 4, maxX: 18, maxY: 18))
    }

    /// A shadow reaches as far as its offset and three deviations of blur take it, in device
    /// pixels; an invisible one is not recorded. A blurred shadow does not depend on how a
    /// clip cuts it (an image on whole pixels); a hard one does (a path).
    @Test func aShadowReachesPastItsShapeByItsOffsetAndBlur() throws {
        let list = DisplayList(size: Size(width: 100, height: 100), scale: 2)
        var square = Path()
        square.addRect(Rect(x: 20, y: 20, width: 10, height: 10))
        list.drawShadow(Shadow(color: .black, blurRadius: 2, offsetX: -1, offsetY: 5), of: square, rule: .nonZero)
        list.drawShadow(Shadow(color: .clear, blurRadius: 2, offsetX: 0, offsetY: 0), of: square, rule: .nonZero)
        list.drawShadow(Shadow(color: .black, blurRadius: 0.1, offsetX: 0, offsetY: 0), of: square, rule: .nonZero)
        #expect(list.operations.count == 2)
        guard case .draw(let shadow) = try #require(list.operations.first) else {
            Issue.record("no drawing recorded")
            return
        }
        // (20, 20) to (30, 30), moved by (-1, 5), widened by 6: (13, 19) to (35, 41), doubled.
        #expect(shadow.pixelBounds == PixelRect(minX: 26, minY: 38, maxX: 70, maxY: 82))
        #expect(!DisplayList.dependsOnClipShape(shadow))
        guard case .draw(let hard) = list.operations[1] else {
            Issue.record("no hard shadow recorded")
            return
        }
        #expect(DisplayList.dependsOnClipShape(hard))  // 0.1 point is 0.2 pixel: under a quarter
    }

    /// A blur is round in device pixels, as wide as the transform's narrowest stretch.
    @Test func aShadowsDeviceBlurFollowsTheNarrowestStretch() {
        let shadow = Shadow(color: .black, blurRadius: 4, offsetX: 0, offsetY: 0)
        #expect(shadow.deviceBlur(under: .identity) == 4)
        #expect(shadow.deviceBlur(under: Transform(a: 2, b: 0, c: 0, d: 0.5, tx: 7, ty: 9)) == 2)
        let turned = Transform(a: 0, b: 3, c: -3, d: 0, tx: 0, ty: 0)  // a quarter turn, tripled
        #expect(abs(shadow.deviceBlur(under: turned) - 12) < 1e-9)
        #expect(Shadow.isDrawnHard(deviceBounds: Rect(x: 0, y: 0, width: 10, height: 10), deviceBlur: 0.2))
        #expect(!Shadow.isDrawnHard(deviceBounds: Rect(x: 0, y: 0, width: 10, height: 10), deviceBlur: 0.3))
        #expect(Shadow.isDrawnHard(deviceBounds: Rect(x: 0, y: 0, width: 5000, height: 5000), deviceBlur: 2))
        #expect(Shadow.isDrawnHard(deviceBounds: Rect(x: 0, y: 0, width: 20000, height: 10), deviceBlur: 2))
    }

    /// A gradient fill is recorded with its path's bounds, compares by value, and is cut by a
    /// clip as a path is; one that cannot be drawn is not recorded.
    @Test func aGradientFillIsRecordedAsAPathIs() throws {
        var square = Path()
        square.addRect(Rect(x: 10, y: 10, width: 20, height: 20))
        let stops = Gradient.evenStops([.black, .white])
        func recorded(_ gradient: Gradient) -> DisplayList {
            let list = DisplayList(size: Size(width: 100, height: 100))
            list.fill(square, gradient: gradient, rule: .nonZero)
            return list
        }
        let down = Gradient(stops: stops, kind: .axial(start: Point(x: 0, y: 10), end: Point(x: 0, y: 30)))
        let across = Gradient(stops: stops, kind: .axial(start: Point(x: 10, y: 0), end: Point(x: 30, y: 0)))
        let first = recorded(down)
        guard case .draw(let fill) = try #require(first.operations.first) else {
            Issue.record("no drawing recorded")
            return
        }
        #expect(fill.pixelBounds == PixelRect(minX: 10, minY: 10, maxX: 30, maxY: 30))
        #expect(DisplayList.dependsOnClipShape(fill))
        #expect(recorded(down).changedPixels(since: first) == [])
        #expect(recorded(across).changedPixels(since: first)?.isEmpty == false)
        #expect(recorded(Gradient(stops: [], kind: down.kind)).operations.isEmpty)
        #expect(Gradient.evenStops([.black, .white, .black]).map(\.location) == [0, 0.5, 1])
    }

    @Test func aHiddenRowRepaintsWhatMovedUpAndNothingAbove() throws {
        let harness = Harness()
        let before = harness.frame()
        harness.rows[1].isHidden = true
        let after = harness.frame()
        #expect(after.scrollBlit(since: before) == nil)
        let changed = try #require(after.changedPixels(since: before))
        #expect(changed.allSatisfy { $0.minY >= 20 })
        for row in 1..<5 {
            let area = PixelRect(minX: 0, minY: row * 20, maxX: 200, maxY: row * 20 + 20)
            #expect(changed.contains(area))
        }
    }
}

extension DisplayListTests {
    /// A square under a clip to a disc: a rectangle itself, but cut by a path.
    func clippedSquare(color: Color) -> DisplayList {
        let list = DisplayList(size: Size(width: 100, height: 100))
        list.fill(Rect(x: 0, y: 0, width: 100, height: 100), color: .white, cornerRadius: 0)
        list.fill(Rect(x: 60, y: 60, width: 20, height: 20), color: .black, cornerRadius: 0)
        list.save()
        var disc = Path()
        disc.addEllipse(in: Rect(x: 0, y: 0, width: 50, height: 50))
        list.clip(to: disc, rule: .nonZero)
        list.fill(Rect(x: 10, y: 10, width: 40, height: 40), color: color, cornerRadius: 0)
        list.restore()
        return list
    }

    @Test func aDrawingUnderAPathClipIsRepaintedWhole() throws {
        let before = clippedSquare(color: .black)
        let after = clippedSquare(color: Color(hex: 0xFF0000))
        guard case .draw(let cut) = after.operations[4], case .draw(let plain) = after.operations[1] else {
            Issue.record("not recorded as drawn")
            return
        }
        #expect(
            after.clips[cut.clip].path != nil && after.clips[cut.clip].rect == Rect(x: 0, y: 0, width: 50, height: 50))
        #expect(after.dependsOnClip(cut) && !DisplayList.dependsOnClipShape(cut))
        #expect(!after.dependsOnClip(plain))
        // The changed square is repainted, and drawn under its own clip whole.
        let changed = try #require(after.changedPixels(since: before))
        #expect(changed.contains(PixelRect(minX: 10, minY: 10, maxX: 50, maxY: 50)))
        // The same clip in both frames; another path makes another clip.
        #expect(clippedSquare(color: .black).changedPixels(since: before) == [])
    }
}
