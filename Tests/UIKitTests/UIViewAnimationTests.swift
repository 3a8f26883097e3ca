import Testing

@testable import UIKit

@MainActor
@Suite("UIView transitions and keyframes", .serialized)
struct UIViewAnimationTests {
    /// A view replaced by another takes its place among its siblings; with
    /// `.showHideTransitionViews` the two are hidden and shown instead. Completions run.
    @Test func aTransitionReplacesAViewInItsPlace() async {
        let (window, controller) = makeWindow()
        let (front, back, other) = (UIView(), UIView(), UIView())
        for view in [back, front, other] { controller.view.addSubview(view) }
        let replacement = UIView()
        var finished = 0
        UIView.transition(from: front, to: replacement, duration: 0.01, options: .transitionCrossDissolve) {
            if $0 { finished += 1 }
        }
        #expect(controller.view.subviews == [back, replacement, other])
        #expect(front.superview == nil)

        UIView.transition(from: back, to: other, duration: 0.01, options: .showHideTransitionViews) {
            if $0 { finished += 1 }
        }
        #expect(back.isHidden && !other.isHidden && back.superview === controller.view)
        #expect(await eventually { finished == 2 })
        withExtendedLifetime(window) {}
    }

    /// A content transition and a keyframe animation run their blocks, keyframes in order, and
    /// end where the blocks left the views.
    @Test func transitionAndKeyframeBlocksRunAndComplete() async {
        let label = UILabel()
        var finished = 0
        let turn = { label.text = "Turned" }
        let done: (Bool) -> Void = { _ in finished += 1 }
        UIView.transition(
            with: label, duration: 0.01, options: .transitionFlipFromLeft, animations: turn, completion: done)
        #expect(label.text == "Turned")

        let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var order: [Int] = []
        let keyframes = {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
                order.append(1)
                box.alpha = 0.5
            }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                order.append(2)
                box.frame.origin.x = 40
            }
        }
        UIView.animateKeyframes(
            withDuration: 0.01, delay: 0, options: .calculationModeCubic, animations: keyframes, completion: done)
        #expect(order == [1, 2])
        #expect(box.alpha == 0.5 && box.frame.minX == 40)
        #expect(await eventually { finished == 2 })
    }
}
