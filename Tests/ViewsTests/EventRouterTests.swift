import Geometry
import Layout
import TestSupport
import Testing

@testable import Views

@MainActor
@Suite("Event routing")
struct EventRouterTests {
    /// A 400×600 window: a vertical scroll view of a button (100 high) and 2000 points of rows,
    /// with a sideways-only scroll view at 200…300.
    @MainActor
    final class Scene {
        let scroll = ScrollingStackView(axis: .vertical, id: "scroll")
        let button = Button(title: "Go", id: "button")
        let sideways = ScrollingStackView(axis: .horizontal, id: "sideways")
        let router: EventRouter
        let window: Window
        var taps = 0
        var clicks: [String?] = []
        private var time = 10.0

        init() {
            button.heightAnchor.constraint(equalToConstant: 100).isActive = true
            scroll.addArrangedSubview(button)
            sideways.addArrangedSubview(TestView("wide", width: 1200, height: 100))
            sideways.heightAnchor.constraint(equalToConstant: 100).isActive = true
            scroll.addArrangedSubview(sideways)
            scroll.addArrangedSubview(TestView("rows", height: 2000))
            window = host(scroll)
            router = EventRouter(window: window, fallbackScrollView: scroll)
            button.action = { [unowned self] in taps += 1 }
            router.clickHandler = { [unowned self] hit, _, _ in clicks.append(hit?.id) }
        }

        func pointer(_ phase: PointerEvent.Phase, _ x: Double, _ y: Double) {
            time += 0.01
            router.handlePointer(PointerEvent(phase: phase, location: Point(x: x, y: y), time: time))
        }

        func wheel(dx: Double = 0, dy: Double = 0, at x: Double, _ y: Double) {
            time += 0.01
            router.handleScroll(
                ScrollEvent(deltaX: dx, deltaY: dy, unit: .detents, location: Point(x: x, y: y), time: time))
        }
    }

    @Test func aClickOnAButtonFiresItAndOtherClicksGoToTheApplication() {
        let scene = Scene()
        scene.pointer(.down, 200, 50)
        #expect(scene.button.isHighlighted)
        scene.pointer(.up, 200, 50)
        #expect(!scene.button.isHighlighted)
        #expect(scene.taps == 1)
        #expect(scene.clicks.isEmpty)

        scene.pointer(.down, 200, 500)
        scene.pointer(.up, 200, 500)
        #expect(scene.clicks == ["rows"])
    }

    @Test func aDragFromAButtonScrollsAndDoesNotFireIt() {
        let scene = Scene()
        scene.pointer(.down, 200, 90)
        for y in stride(from: 80.0, through: 20, by: -10) { scene.pointer(.moved, 200, y) }
        #expect(!scene.button.isHighlighted)
        scene.pointer(.up, 200, 20)
        #expect(scene.taps == 0)
        #expect(scene.clicks.isEmpty)
        #expect(scene.scroll.contentOffset.y > 40)
    }

    @Test func theWheelGoesToTheInnermostScrollViewThatCanMoveAlongItsAxis() {
        let scene = Scene()
        scene.wheel(dy: 1, at: 200, 150)  // over the sideways scroller, which cannot move vertically
        #expect(scene.sideways.contentOffset == .zero)
        #expect(scene.scroll.contentOffset.y > 0)

        scene.wheel(dx: 1, at: 200, 150 - scene.scroll.contentOffset.y)
        #expect(scene.sideways.contentOffset.x > 0)
    }

    @Test func scrollingKeysMoveTheFallbackScrollView() {
        let scene = Scene()
        #expect(scene.router.handleScrollingKey(KeyEvent(key: .end, time: 1)))
        #expect(!scene.router.handleScrollingKey(KeyEvent(key: .character("x"), time: 1)))
        #expect(ScrollView.KeyScroll(KeyEvent(key: .space, modifiers: .shift, time: 1)) == .pageUp)
        #expect(scene.scroll.advanceAnimationsPending)
    }

    @Test func aScrollViewWithScrollingOffIgnoresTheWheelAndKeysEvenAsTheFallback() {
        let scene = Scene()
        scene.scroll.isScrollEnabled = false
        scene.wheel(dy: 3, at: 200, 500)
        #expect(!scene.router.handleScrollingKey(KeyEvent(key: .pageDown, time: 1)))
        #expect(scene.scroll.contentOffset == .zero)
        #expect(!scene.scroll.advanceAnimationsPending)
    }
}
