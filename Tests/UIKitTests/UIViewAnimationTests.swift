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

extension PresentationTests {
    /// UIView.animate draws along the curve its options name, and the spring form on a spring.
    @MainActor
    @Suite("UIView.animate curves")
    struct UIViewAnimationCurveTests {
        /// The curve of the layout animation that moving a view with `animate` starts.
        private func curve(_ animate: (UIView, @escaping () -> Void) -> Void) -> (Double) -> Double {
            UIApplication.current = UIApplication()
            defer { UIApplication.current = nil }
            let (window, controller) = makeWindow()
            window.makeKeyAndVisible()
            let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            controller.view.addSubview(box)
            window.layoutIfNeeded()
            animate(box) { box.frame.origin.x = 100 }
            guard let clock = window.root.transitionClock else { return { _ in .nan } }
            return { fraction in MainActor.assumeIsolated { clock.curve(fraction) } }
        }

        @Test func theOptionsCurveAndTheSpringReachTheAnimation() {
            let linear = curve { _, move in
                UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: move)
            }
            #expect(abs(linear(0.25) - 0.25) < 1e-9 && abs(linear(0.5) - 0.5) < 1e-9)
            let easeIn = curve { _, move in
                UIView.animate(withDuration: 1, delay: 0, options: .curveEaseIn, animations: move)
            }
            let expected = UICubicTimingParameters(animationCurve: .easeIn).progress(at: 0.5)
            #expect(abs(easeIn(0.5) - expected) < 1e-9 && expected < 0.4)
            let standard = curve { _, move in UIView.animate(withDuration: 1, animations: move) }
            #expect(abs(standard(0.25) - UICubicTimingParameters().progress(at: 0.25)) < 1e-9)
            let bouncy = curve { _, move in
                UIView.animate(
                    withDuration: 1, delay: 0, usingSpringWithDamping: 0.3, initialSpringVelocity: 0, animations: move)
            }
            let samples = stride(from: 0.0, through: 1, by: 0.01).map(bouncy)
            #expect(samples.max()! > 1.05 && bouncy(1) == 1, "it overshoots, and ends at the end")
            let settled = curve { _, move in
                UIView.animate(
                    withDuration: 1, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0, animations: move)
            }
            #expect(stride(from: 0.0, through: 1, by: 0.01).allSatisfy { settled($0) <= 1.0001 })
        }
    }
}
