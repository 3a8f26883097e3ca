import Foundation
import Testing
import Views

@testable import UIKit

/// Pinches and rotations, from the wheel with Ctrl (and Shift) held.
extension GestureRecognizerTests {
    @Test func ctrlAndTheWheelPinchTheViewUnderThePointerThenTheGestureEnds() async {
        let scene = Area()
        var log: [(UIGestureRecognizer.State, CGFloat)] = []
        let pinch = UIPinchGestureRecognizer { log.append(($0.state, $0.scale)) }
        scene.area.addGestureRecognizer(pinch)
        scene.pointer.wheel(down: -1, at: 150, 150, holding: .control)  // up: zoom in
        scene.pointer.wheel(down: -1, at: 150, 150, holding: .control)
        #expect(log.map(\.0) == [.began, .changed])
        #expect(abs(log[0].1 - 1.1) < 1e-9 && abs(log[1].1 - 1.21) < 1e-9)
        #expect(pinch.velocity > 0 && pinch.location(in: scene.area) == CGPoint(x: 150, y: 150))
        // Code that applies the scale sets it back to 1; the next notch starts from there.
        pinch.scale = 1
        scene.pointer.wheel(down: 1, at: 150, 150, holding: .control)
        #expect(abs(log[2].1 - 1 / 1.1) < 1e-9 && pinch.velocity < 0)
        #expect(await eventually { log.last?.0 == .ended })
        #expect(pinch.state == .possible && pinch.scale == 1)  // ready for the next
        // Without Ctrl the wheel scrolls, as before; outside the view nothing pinches.
        scene.pointer.wheel(down: 1, at: 150, 150)
        scene.pointer.wheel(down: 1, at: 350, 350, holding: .control)
        #expect(log.count == 4)
    }

    @Test func ctrlShiftAndTheWheelRotateAndADelegateCanRefuse() async {
        let scene = Area()
        var turns: [CGFloat] = []
        let rotation = UIRotationGestureRecognizer { turns.append($0.rotation) }
        scene.area.addGestureRecognizer(rotation)
        let pinch = UIPinchGestureRecognizer { _ in Issue.record("Ctrl+Shift pinched") }
        scene.area.addGestureRecognizer(pinch)
        scene.pointer.wheel(down: 1, at: 150, 150, holding: [.control, .shift])
        scene.pointer.wheel(down: 1, at: 150, 150, holding: [.control, .shift])
        #expect(turns.count == 2 && abs(turns[1] - .pi / 6) < 1e-9)  // two notches: 30° clockwise
        #expect(await eventually { rotation.state == .possible })
        #expect(turns.count == 3)  // the end
        final class Refusal: UIGestureRecognizerDelegate {
            func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
        }
        let refusal = Refusal()
        rotation.delegate = refusal
        scene.pointer.wheel(down: 1, at: 150, 150, holding: [.control, .shift])
        #expect(turns.count == 3 && rotation.state == .failed)
        #expect(await eventually { rotation.state == .possible })
    }

    @Test func theInnermostPinchHasTheWheel() async {
        let scene = Area()
        let inner = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        scene.area.addSubview(inner)
        var pinched: [String] = []
        inner.addGestureRecognizer(UIPinchGestureRecognizer { _ in pinched.append("inner") })
        scene.area.addGestureRecognizer(UIPinchGestureRecognizer { _ in pinched.append("outer") })
        scene.pointer.wheel(down: -1, at: 150, 150, holding: .control)
        #expect(pinched == ["inner"])
        scene.pointer.wheel(down: -1, at: 50, 50, holding: .control)
        #expect(pinched == ["inner", "outer"])
        #expect(await eventually { pinched.count == 4 })  // both end
    }
}
