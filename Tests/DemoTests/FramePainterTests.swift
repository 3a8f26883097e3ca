import CairoRendering
import DemoKit
import Geometry
import Rendering
import Testing
import Views

/// Frames made by copying what a scroll moved are the frames a full redraw makes, pixel for
/// pixel: random scrolls, jumps, fades of the indicators and hidden views, in every scene, at
/// one and two device pixels per point.
@MainActor
@Suite struct FramePainterTests {
    /// A small, seeded generator (SplitMix64), so that a failure can be replayed.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static let steps = 60

    @Test(arguments: SceneName.allCases, [1.0, 2.0])
    func copiedFramesAreTheFramesOfAFullRedraw(scene name: SceneName, scale: Double) throws {
        TextSystem.measurer = PangoTextMeasurer()
        var random = Generator(state: UInt64(name.rawValue.count) &* 7919 &+ UInt64(scale) &+ 12345)
        let scene = Scene.make(name, size: Size(width: 320, height: 240), scale: scale)
        let window = scene.window
        var now = 1000.0
        let scrollViews = window.scrollViews
        for scroll in scrollViews { scroll.clock = { now } }
        var views: [View] = []
        var pending: [View] = window.subviews
        while let view = pending.popLast() {
            if !(view is ScrollView) { views.append(view) }
            pending.append(contentsOf: view.subviews)
        }

        let painter = FramePainter()
        let cache = TextLayoutCache()
        let backBuffer = ImageSurface(size: window.size, scale: scale)
        func drawWindow(_ canvas: Canvas) {
            canvas.fill(Rect(origin: .zero, size: window.size), color: .white, cornerRadius: 0)
            window.draw(into: canvas)
        }
        // Steps where only a scroll moved, by less than half the viewport, and how many were copied.
        var scrollSteps = 0
        var copiedScrolls = 0
        for step in 0..<Self.steps {
            let scroll = scrollViews[Int.random(in: 0..<scrollViews.count, using: &random)]
            let offsetBefore = scroll.contentOffset
            var onlyScrolled = true
            switch Int.random(in: 0..<10, using: &random) {
            case 0..<6:
                // Whole points, or quarter points (whole pixels at scale 2 only, after rounding at 1).
                let quarters = Double(Int.random(in: -600...600, using: &random))
                let delta = Bool.random(using: &random) ? quarters.rounded() : quarters / 4
                let vertical = !scroll.isScrollable(.horizontal) || Bool.random(using: &random)
                now += 0.016
                scroll.scroll(
                    byPoints: vertical ? Point(x: 0, y: delta) : Point(x: delta, y: 0), time: now)
            case 6:
                let range = scroll.offsetRange
                now += 0.016
                scroll.setContentOffset(
                    Point(
                        x: Double.random(in: range.minX...max(range.minX, range.maxX), using: &random).rounded(),
                        y: Double.random(in: range.minY...max(range.minY, range.maxY), using: &random).rounded()),
                    animated: false)
            case 7:
                now += Double.random(in: 0.1...2, using: &random)
            default:
                let view = views[Int.random(in: 0..<views.count, using: &random)]
                view.isHidden.toggle()
                onlyScrolled = false
            }
            window.layout()
            let moved = Point(
                x: ((scroll.contentOffset.x - offsetBefore.x) * scale).rounded(),
                y: ((scroll.contentOffset.y - offsetBefore.y) * scale).rounded())
            let smallScroll =
                onlyScrolled && moved != .zero && abs(moved.x) < scroll.bounds.width * scale / 2
                && abs(moved.y) < scroll.bounds.height * scale / 2
            let blit = backBuffer.drawFrame(with: painter, scale: scale, textLayouts: cache, drawWindow)?.blit
            if smallScroll {
                scrollSteps += 1
                if blit != nil { copiedScrolls += 1 }
            }
            let reference = ImageSurface(size: window.size, scale: scale)
            reference.drawFrame(scale: scale, drawWindow)
            let difference = backBuffer.pixels.firstDifference(from: reference.pixels)
            if difference != nil {
                let path = "/tmp/frame-painter-\(name.rawValue)-\(Int(scale))x"
                try backBuffer.writePNG(to: path + "-copied.png")
                try reference.writePNG(to: path + "-drawn.png")
            }
            try #require(
                difference == nil,
                "step \(step): pixel \(difference ?? 0) differs after \(blit.map { "\($0)" } ?? "a frame not copied")"
            )
        }
        // Then, every view shown again, the indicators fade out frame by frame, at 60 Hz.
        for view in views { view.isHidden = false }
        window.layout()
        now += 1
        for scroll in scrollViews {
            scroll.setContentOffset(Point(x: scroll.offsetRange.minX, y: scroll.offsetRange.minY), animated: false)
            scroll.scroll(byPoints: Point(x: 1, y: 1), time: now)
        }
        let fadeEnd = now + ScrollIndicatorGeometry.holdDuration + ScrollIndicatorGeometry.fadeDuration
        while now < fadeEnd {
            now += 0.016
            window.layout()
            backBuffer.drawFrame(with: painter, scale: scale, textLayouts: cache, drawWindow)
            let reference = ImageSurface(size: window.size, scale: scale)
            reference.drawFrame(scale: scale, drawWindow)
            try #require(backBuffer.pixels.firstDifference(from: reference.pixels) == nil, "fading at \(now)")
        }
        // The copy was taken, not only the full redraw.
        #expect(copiedScrolls * 4 >= scrollSteps * 3, "\(copiedScrolls) copied of \(scrollSteps) scrolls")
        // Fading indicators were drawn alone, and frames that changed nothing were not drawn.
        #expect(painter.partialFrames > 0 && painter.unchangedFrames > 0)
    }
}
