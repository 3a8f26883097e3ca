import Foundation
import Testing

@testable import UIKit

/// Long presses and swipes, from a mouse's presses and moves.
@MainActor
@Suite("Long presses and swipes")
struct GestureRecognizerTests {
    /// A 300 × 300 area in a window, with a button at its top left.
    @MainActor
    final class Area {
        let window: UIWindow
        let area = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let button = UIButton(type: .system)
        var taps = 0
        let pointer: Pointer

        init() {
            let (window, controller) = makeWindow()
            self.window = window
            pointer = Pointer(window)
            controller.view.addSubview(area)
            button.frame = CGRect(x: 0, y: 0, width: 100, height: 44)
            button.setTitle("Tap", for: .normal)
            button.addAction(UIAction { [unowned self] _ in taps += 1 }, for: .touchUpInside)
            area.addSubview(button)
            window.layoutIfNeeded()
        }

        /// What the long press added by ``addLongPress()`` sent.
        var states: [UIGestureRecognizer.State] = []

        /// Adds a long press of 0.05 seconds to the area, recording its states in ``states``.
        func addLongPress() -> UILongPressGestureRecognizer {
            let press = UILongPressGestureRecognizer { [unowned self] in states.append($0.state) }
            press.minimumPressDuration = 0.05
            area.addGestureRecognizer(press)
            return press
        }

        /// Whether a press held in the area begins with nothing before it, no sooner than
        /// `duration`: the timer of the last press, due first, has run by then and began
        /// nothing (a stale timer would begin it early).
        func nextPressBeginsAlone(after duration: TimeInterval) async -> Bool {
            let start = Date()
            pointer.down(200, 200)
            defer { pointer.up(200, 200) }
            return await eventually { !states.isEmpty } && states == [.began]
                && Date().timeIntervalSince(start) >= duration
        }
    }

    @Test func aPressHeldStillBeginsThenEndsAndTheButtonUnderItDoesNotFire() async {
        let scene = Area()
        let press = scene.addLongPress()
        scene.pointer.down(20, 20)
        #expect(scene.button.isHighlighted)
        #expect(await eventually { scene.states == [.began] })
        #expect(!scene.button.isHighlighted)  // the button lost the touch
        scene.pointer.move(25, 20)
        scene.pointer.up(25, 20)
        #expect(scene.states == [.began, .changed, .ended] && scene.taps == 0)
        // A quick click is a tap: the press fails and the button fires.
        scene.states.removeAll()
        scene.pointer.click(20, 20)
        #expect(scene.taps == 1)
        #expect(await scene.nextPressBeginsAlone(after: press.minimumPressDuration))
    }

    @Test func aPressThatStraysFails() async {
        let scene = Area()
        let press = scene.addLongPress()
        scene.pointer.down(150, 150)
        scene.pointer.move(170, 150)
        #expect(press.state == .failed)
        scene.pointer.up(170, 150)
        #expect(await scene.nextPressBeginsAlone(after: press.minimumPressDuration))
    }

    @Test func aSwipeIsRecognizedAlongItsDirectionsOnly() {
        let scene = Area()
        var swipes: [String] = []
        let right = UISwipeGestureRecognizer { _ in swipes.append("right") }
        let vertical = UISwipeGestureRecognizer { _ in swipes.append("vertical") }
        vertical.direction = [.up, .down]
        scene.area.addGestureRecognizer(right)
        scene.area.addGestureRecognizer(vertical)
        // Right, quickly: recognized as the touch passes 50 points, before it lifts.
        scene.pointer.down(100, 150)
        scene.pointer.move(130, 152)
        #expect(swipes.isEmpty)
        scene.pointer.move(160, 155)
        #expect(swipes == ["right"])
        scene.pointer.up(170, 155)
        // Left: neither. Down: the vertical one.
        for (x, y) in [(40.0, 150.0), (100, 220)] {
            scene.pointer.down(100, 150)
            scene.pointer.move(x, y)
            scene.pointer.up(x, y)
        }
        #expect(swipes == ["right", "vertical"])
        // Too slow: a drag, not a swipe.
        scene.pointer.down(100, 150)
        scene.pointer.wait(1)
        scene.pointer.move(200, 150)
        scene.pointer.up(200, 150)
        // Too crooked.
        scene.pointer.down(100, 150)
        scene.pointer.move(160, 190)
        scene.pointer.up(160, 190)
        #expect(swipes == ["right", "vertical"])
    }

    @Test func aTapDoesNotAlsoFireAfterALongPressAndAZeroDurationPressBeginsAtOnce() async {
        let scene = Area()
        var events: [String] = []
        let press = UILongPressGestureRecognizer { events.append("press \($0.state.rawValue)") }
        press.minimumPressDuration = 0.05
        scene.area.addGestureRecognizer(press)
        scene.area.addGestureRecognizer(UITapGestureRecognizer { _ in events.append("tap") })
        scene.pointer.down(150, 150)
        #expect(await eventually { !events.isEmpty })
        scene.pointer.up(150, 150)
        #expect(events == ["press 1", "press 3"])
        events.removeAll()
        press.minimumPressDuration = 0
        scene.pointer.down(150, 150)
        #expect(events == ["press 1"])
        scene.pointer.up(150, 150)
    }

    @Test func aSwipeTakesTheTouchFromTheViewUnderIt() {
        let scene = Area()
        var swipes = 0
        scene.area.addGestureRecognizer(UISwipeGestureRecognizer { _ in swipes += 1 })
        scene.pointer.down(10, 20)
        #expect(scene.button.isHighlighted)
        scene.pointer.move(40, 20)
        scene.pointer.move(70, 20)
        #expect(swipes == 1 && !scene.button.isHighlighted)
        scene.pointer.up(70, 20)
        #expect(scene.taps == 0)
    }
}
