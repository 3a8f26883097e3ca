import Geometry
import Layout
import Rendering
import TestSupport
import Testing

@testable import Views

/// A scroll view driven by input events and a manual clock, as the X11 shell will drive it.
@MainActor
@Suite("Scroll view behaviour")
struct ScrollViewTests {
    /// A 400×600 scroll view over content `contentHeight` tall (and 400 wide, or `contentWidth`).
    @MainActor
    final class Harness {
        let scroll = ScrollView(id: "scroll")
        let content: TestView
        let window: Window
        var now = 100.0

        init(contentHeight: Double = 2000, contentWidth: Double? = nil) {
            content = TestView("content", width: contentWidth ?? View.noIntrinsicMetric, height: contentHeight)
            scroll.addSubview(content)
            LayoutConstraint.activate(content.edgeConstraints(equalTo: scroll.contentLayoutGuide))
            if contentWidth == nil {
                content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor).isActive = true
            }
            window = host(scroll)
            scroll.clock = { [unowned self] in self.now }
        }

        /// Drags from `start` by `delta` in `steps` moves 10 ms apart, then releases.
        func drag(from start: Point, by delta: Point, steps: Int = 10, release: Bool = true) {
            scroll.beginDrag(at: start, time: now)
            for step in 1...steps {
                now += 0.01
                let fraction = Double(step) / Double(steps)
                scroll.dragMoved(to: Point(x: start.x + delta.x * fraction, y: start.y + delta.y * fraction), time: now)
            }
            if release { scroll.endDrag(at: now) }
        }

        /// Runs animation frames at 60 Hz until they stop (at most `limit` seconds).
        func settle(limit: Double = 10) {
            let end = now + limit
            while now < end {
                now += 1.0 / 60
                if !scroll.advanceAnimations(to: now) { return }
            }
        }
    }

    /// Content pinned to the scroll view's own edges, as before content guides, is pinned to its
    /// content area (UIKit's rule): the content's size is the content size, while a width or a
    /// centre pinned to the scroll view's follows its frame.
    @Test func contentPinnedToTheScrollViewsEdgesDefinesTheContentSize() {
        let scroll = ScrollView(id: "scroll")
        let column = TestView("column", width: View.noIntrinsicMetric, height: 2000)
        let badge = TestView("badge", width: 100, height: 20)
        scroll.addSubview(column)
        scroll.addSubview(badge)
        LayoutConstraint.activate(
            column.edgeConstraints(equalTo: scroll) + [
                column.widthAnchor.constraint(equalTo: scroll.widthAnchor),
                badge.centerXAnchor.constraint(equalTo: scroll.centerXAnchor),
                badge.bottomAnchor.constraint(equalTo: scroll.bottomAnchor),
            ])
        _ = host(scroll)
        #expect(scroll.contentSize == Size(width: 400, height: 2000))
        #expect(column.frame == Rect(x: 0, y: 0, width: 400, height: 2000))
        #expect(badge.frame == Rect(x: 150, y: 1980, width: 100, height: 20))
        #expect(scroll.offsetRange.maxY == 1400)
    }

    @Test func contentSizeComesFromTheContentGuide() {
        let harness = Harness(contentHeight: 2000)
        #expect(harness.scroll.contentSize == Size(width: 400, height: 2000))
        #expect(harness.scroll.offsetRange.maxY == 1400)
        #expect(harness.scroll.isScrollable(.vertical) && !harness.scroll.isScrollable(.horizontal))
    }

    @Test func scrollingMovesBoundsNotFramesAndNeverReSolves() {
        let harness = Harness()
        let frame = harness.content.frame
        let statistics = harness.window.layoutEngine.statistics

        harness.scroll.scrollWheel(deltaX: 0, deltaY: 3, time: harness.now)

        let step = ScrollPhysics.wheelStep(pageSize: 600)
        #expect(abs(harness.scroll.contentOffset.y - 3 * step) < 1e-9)
        #expect(harness.content.frame == frame)
        #expect(harness.scroll.bounds.origin == harness.scroll.contentOffset)
        #expect(abs(harness.content.windowFrame.minY + 3 * step) < 1e-9)
        #expect(harness.window.layoutEngine.statistics == statistics && !harness.window.layoutEngine.needsLayout)
    }

    @Test func aLongWheelBurstStopsExactlyAtTheEnd() {
        let harness = Harness(contentHeight: 2000)
        for _ in 0..<100 { harness.scroll.scrollWheel(deltaX: 0, deltaY: 1, time: harness.now) }
        #expect(harness.scroll.contentOffset.y == 1400)
        for _ in 0..<100 { harness.scroll.scrollWheel(deltaX: 0, deltaY: -1, time: harness.now) }
        #expect(harness.scroll.contentOffset.y == 0)
    }

    @Test func horizontalWheelDoesNothingOnVerticalContent() {
        let harness = Harness()
        harness.scroll.scrollWheel(deltaX: 4, deltaY: 0, time: harness.now)
        #expect(harness.scroll.contentOffset == .zero)
    }

    @Test func aSlowDragPansAndAClickDoesNot() {
        let harness = Harness()
        harness.scroll.beginDrag(at: Point(x: 200, y: 300), time: harness.now)
        harness.scroll.dragMoved(to: Point(x: 200, y: 296), time: harness.now + 0.01)
        let clicked = harness.scroll.endDrag(at: harness.now + 0.02)
        #expect(!clicked && harness.scroll.contentOffset == .zero)

        harness.scroll.beginDrag(at: Point(x: 200, y: 400), time: harness.now)
        harness.scroll.dragMoved(to: Point(x: 200, y: 380), time: harness.now + 0.2)  // past the threshold at 390
        harness.scroll.dragMoved(to: Point(x: 200, y: 300), time: harness.now + 0.4)
        #expect(harness.scroll.isDragging)
        #expect(harness.scroll.contentOffset.y == 90)

        // One long first move (coalesced motion) keeps everything past the threshold.
        harness.scroll.endDrag(at: harness.now + 0.5)
        harness.scroll.setContentOffset(.zero, animated: false)
        harness.scroll.beginDrag(at: Point(x: 200, y: 400), time: harness.now + 1)
        harness.scroll.dragMoved(to: Point(x: 200, y: 200), time: harness.now + 1.3)
        #expect(harness.scroll.contentOffset.y == 190)
    }

    @Test func aFlingDeceleratesAndStopsInsideTheRange() {
        let harness = Harness(contentHeight: 5000)

        harness.drag(from: Point(x: 200, y: 500), by: Point(x: 0, y: -200), steps: 10)
        let atRelease = harness.scroll.contentOffset.y
        #expect(harness.scroll.isDecelerating)
        harness.settle()

        #expect(harness.scroll.contentOffset.y > atRelease + 100)
        #expect(harness.scroll.offsetRange.contains(harness.scroll.contentOffset))
        #expect(!harness.scroll.isDecelerating)
    }

    @Test func aFlingPastTheEndSpringsBackToIt() {
        let harness = Harness(contentHeight: 1000)

        harness.drag(from: Point(x: 200, y: 500), by: Point(x: 0, y: -300), steps: 5)
        harness.settle()

        #expect(harness.scroll.contentOffset.y == 400)
    }

    @Test func draggingPastAnEdgeRubberBandsThenSettles() {
        let harness = Harness()

        harness.drag(from: Point(x: 200, y: 100), by: Point(x: 0, y: 310), steps: 31, release: false)
        let shown = harness.scroll.contentOffset.y
        harness.now += 0.3  // hold still, so the release has no speed
        harness.scroll.dragMoved(to: Point(x: 200, y: 410), time: harness.now)
        harness.scroll.endDrag(at: harness.now)
        harness.settle()

        // 300 raw points past the top (the first 10 were the threshold) show as 129.41.
        #expect(abs(shown + 129.41) < 0.01)
        #expect(harness.scroll.contentOffset.y == 0)
    }

    @Test func withoutBounceADragStopsAtTheEdge() {
        let harness = Harness()
        harness.scroll.bounces = false

        harness.drag(from: Point(x: 200, y: 100), by: Point(x: 0, y: 300))

        #expect(harness.scroll.contentOffset.y == 0)
    }

    @Test func keysScrollByTheProposedSteps() {
        let harness = Harness()

        harness.scroll.scroll(.lineDown)
        harness.settle()
        let line = harness.scroll.contentOffset.y
        harness.scroll.scroll(.pageDown)
        harness.settle()
        let page = harness.scroll.contentOffset.y
        harness.scroll.scroll(.end)
        harness.settle()
        let end = harness.scroll.contentOffset.y
        harness.scroll.scroll(.home)
        harness.settle()

        #expect(line == 40)
        #expect(page == 40 + 525)
        #expect(end == 1400)
        #expect(harness.scroll.contentOffset.y == 0)
    }

    @Test func scrollRectToVisibleMovesTheLeast() {
        let harness = Harness()

        harness.scroll.scrollRectToVisible(Rect(x: 0, y: 700, width: 10, height: 50), animated: false)
        let below = harness.scroll.contentOffset.y
        harness.scroll.scrollRectToVisible(Rect(x: 0, y: 400, width: 10, height: 20), animated: false)
        let visibleAlready = harness.scroll.contentOffset.y
        harness.scroll.scrollRectToVisible(Rect(x: 0, y: 100, width: 10, height: 20), animated: false)

        #expect(below == 150)
        #expect(visibleAlready == 150)
        #expect(harness.scroll.contentOffset.y == 100)
    }

    @Test func animatedSetContentOffsetArrivesAndIsNotClamped() {
        let harness = Harness()

        harness.scroll.setContentOffset(Point(x: 0, y: 300), animated: true)
        harness.now += 0.1
        harness.scroll.advanceAnimations(to: harness.now)
        let midway = harness.scroll.contentOffset.y
        harness.settle()
        let arrived = harness.scroll.contentOffset.y
        harness.scroll.setContentOffset(Point(x: 0, y: -50), animated: false)

        #expect(midway > 0 && midway < 300)
        #expect(arrived == 300)
        #expect(harness.scroll.contentOffset.y == -50)  // programmatic offsets are not clamped, as in UIKit
    }

    @Test func aLayoutThatShrinksTheContentReClampsTheOffset() {
        let harness = Harness(contentHeight: 2000)
        harness.scroll.setContentOffset(Point(x: 0, y: 1400), animated: false)

        harness.content.size = Size(width: View.noIntrinsicMetric, height: 900)
        harness.window.layout()

        #expect(harness.scroll.contentOffset.y == 300)
    }

    @Test func theIndicatorAppearsWhileScrollingAndFades() {
        let harness = Harness(contentHeight: 2000)
        #expect(harness.scroll.indicatorAlpha(at: harness.now) == 0)

        harness.scroll.scrollWheel(deltaX: 0, deltaY: 5, time: harness.now)
        let thumb = harness.scroll.indicatorFrame(.vertical)!

        #expect(harness.scroll.indicatorAlpha(at: harness.now + 0.1) == 1)
        #expect(harness.scroll.needsAnimationFrames(at: harness.now + 0.5))
        #expect(harness.scroll.indicatorAlpha(at: harness.now + 1) == 0)
        #expect(!harness.scroll.needsAnimationFrames(at: harness.now + 1))
        #expect(harness.scroll.indicatorFrame(.horizontal) == nil)
        #expect(thumb.minX == 400 - 2.5 - 3 && thumb.height == 595 * 600 / 2000)
    }

    @Test func draggingTheThumbScrollsProportionally() {
        let harness = Harness(contentHeight: 2000)
        harness.scroll.scrollWheel(deltaX: 0, deltaY: 1, time: harness.now)
        let thumb = harness.scroll.indicatorFrame(.vertical)!
        let start = Point(x: thumb.midX, y: thumb.midY)
        let before = harness.scroll.contentOffset.y

        harness.scroll.beginDrag(at: start, time: harness.now)
        harness.scroll.dragMoved(to: Point(x: start.x, y: start.y + 100), time: harness.now + 0.05)
        harness.scroll.endDrag(at: harness.now + 0.1)

        let expected = before + 100 * 1400 / (595 - thumb.height)
        #expect(abs(harness.scroll.contentOffset.y - expected) < 1e-6)
    }

    @Test func contentPinnedToTheFrameGuideFloats() {
        let harness = Harness(contentHeight: 2000)
        let badge = TestView("badge", width: 40, height: 20)
        harness.scroll.addSubview(badge)
        LayoutConstraint.activate([
            badge.topAnchor.constraint(equalTo: harness.scroll.frameLayoutGuide.topAnchor, constant: 10),
            badge.trailingAnchor.constraint(equalTo: harness.scroll.frameLayoutGuide.trailingAnchor, constant: -10),
        ])
        harness.window.layout()
        let before = badge.windowFrame

        harness.scroll.scrollWheel(deltaX: 0, deltaY: 4, time: harness.now)
        harness.window.layout()

        #expect(before == Rect(x: 350, y: 10, width: 40, height: 20))
        #expect(badge.windowFrame == before)  // on screen it stays put
        #expect(badge.frame.minY == 10 + harness.scroll.contentOffset.y)  // in content coordinates it moves
        #expect(harness.content.windowFrame.minY == -harness.scroll.contentOffset.y)  // the rest scrolls
        #expect(harness.scroll.frameLayoutGuide.layoutFrame == Rect(x: 0, y: 0, width: 400, height: 600))
    }

    /// A view pinned to the frame guide from inside the content leaves it: the constraints it
    /// takes along go out one by one while it is already outside, where the frame guide would
    /// stand for the frame, not the viewport. Each must still read as it went in (debug builds
    /// check after each solver operation that the terms of every constraint the solver holds
    /// name the variables it counts for it). Pinned again, it floats again.
    @Test func aViewPinnedToTheFrameGuideLeavesTheContent() {
        let harness = Harness(contentHeight: 2000)
        let badge = TestView("badge", width: 40, height: 20)
        func pin() {
            harness.scroll.addSubview(badge)
            LayoutConstraint.activate([
                badge.topAnchor.constraint(equalTo: harness.scroll.frameLayoutGuide.topAnchor, constant: 10),
                badge.trailingAnchor.constraint(equalTo: harness.scroll.frameLayoutGuide.trailingAnchor, constant: -10),
            ])
        }
        pin()
        harness.scroll.scrollWheel(deltaX: 0, deltaY: 4, time: harness.now)
        harness.window.layout()
        let offset = harness.scroll.contentOffset.y
        #expect(offset > 0 && badge.frame.minY == 10 + offset)

        badge.removeFromSuperview()
        harness.window.layout()
        #expect(!harness.window.layoutEngine.activeConstraints.contains { $0.firstItem === badge })
        #expect(harness.scroll.contentOffset.y == offset)

        pin()
        harness.window.layout()
        #expect(badge.windowFrame == Rect(x: 350, y: 10, width: 40, height: 20))
    }

    @Test func scrollingBothWaysWithAGrid() {
        let harness = Harness(contentHeight: 1600, contentWidth: 1200)
        harness.scroll.scrollWheel(deltaX: 2, deltaY: 2, time: harness.now)
        let step = ScrollPhysics.wheelStep(pageSize: 600)
        #expect(harness.scroll.contentSize == Size(width: 1200, height: 1600))
        #expect(abs(harness.scroll.contentOffset.x - 2 * ScrollPhysics.wheelStep(pageSize: 400)) < 1e-9)
        #expect(abs(harness.scroll.contentOffset.y - 2 * step) < 1e-9)
    }
}
