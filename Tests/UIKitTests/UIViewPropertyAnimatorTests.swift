import Foundation
import Testing

@testable import UIKit
@testable import Views

// In the presentation suite, one test at a time: animators run in the application's key window.
extension PresentationTests {
    @MainActor
    @Suite("UIViewPropertyAnimator")
    struct PropertyAnimatorTests {
        /// A key window with a 50-point box at its top left, placed by frame.
        @MainActor
        final class Scene {
            let screen = PresentationTests.Screen()
            let box = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            var ended: [UIViewAnimatingPosition] = []

            init() {
                box.backgroundColor = .red
                screen.root.view.addSubview(box)
                screen.window.layoutIfNeeded()
            }

            /// How the box is drawn now, if an animation draws it.
            var shown: View.Presentation? { box.backing.presentation }

            /// An inactive animator that fades the box to clear and moves it 100 points right,
            /// its completions recorded.
            func fadeAndMove(duration: TimeInterval, curve: UIView.AnimationCurve = .linear) -> UIViewPropertyAnimator {
                let animator = UIViewPropertyAnimator(duration: duration, curve: curve) { [box] in
                    box.alpha = 0
                    box.frame.origin.x = 100
                }
                animator.addCompletion { [unowned self] in ended.append($0) }
                return animator
            }
        }

        /// An animator waits for a start; scrubbing pauses it at that fraction, the model final
        /// at once and the box drawn part way, with no frames asked for; stopped, it finishes at
        /// its end when told, and its completions hear where.
        @Test func aScrubbedAnimatorIsDrawnPartWayAndFinishesWhereAsked() {
            let scene = Scene()
            let animator = scene.fadeAndMove(duration: 10)
            #expect(animator.state == .inactive && scene.box.alpha == 1 && scene.shown == nil)
            animator.fractionComplete = 0.25
            #expect(animator.state == .active && !animator.isRunning)
            #expect(scene.box.alpha == 0 && scene.box.frame.minX == 100)
            let shown = try! #require(scene.shown)
            #expect(abs(shown.alpha - 0.75) < 0.01 && abs(shown.frame.minX - 25) < 0.5)
            #expect(abs(animator.fractionComplete - 0.25) < 1e-9)
            #expect(!scene.screen.window.root.needsTransitionFrames)
            animator.fractionComplete = 0.5
            #expect(abs((scene.shown?.frame.minX ?? 0) - 50) < 0.5)
            animator.stopAnimation(false)
            #expect(animator.state == .stopped && scene.ended.isEmpty)
            animator.finishAnimation(at: .end)
            #expect(scene.ended == [.end] && animator.state == .inactive)
            #expect(scene.shown == nil && scene.box.alpha == 0 && scene.box.frame.minX == 100)
        }

        /// Finishing at the start puts the box's opacity, frame, colour and transform back.
        @Test func finishingAtTheStartPutsTheViewsBack() {
            let scene = Scene()
            let animator = scene.fadeAndMove(duration: 10)
            animator.addAnimations {
                scene.box.backgroundColor = .blue
                scene.box.transform = CGAffineTransform(scaleX: 2, y: 2)
            }
            animator.pauseAnimation()
            animator.fractionComplete = 0.5
            animator.stopAnimation(false)
            animator.finishAnimation(at: .start)
            #expect(scene.ended == [.start] && scene.shown == nil)
            #expect(scene.box.alpha == 1 && scene.box.frame == CGRect(x: 0, y: 0, width: 50, height: 50))
            #expect(scene.box.backgroundColor == .red && scene.box.transform == .identity)
        }

        /// A running animator, though nobody keeps it, ends by itself and runs its completion;
        /// while it runs, the window asks for frames.
        @Test func aRunningAnimatorEndsByItselfAndRunsItsCompletion() async {
            let scene = Scene()
            UIViewPropertyAnimator.runningPropertyAnimator(
                withDuration: 0.05, delay: 0, options: .curveEaseOut, animations: { scene.box.alpha = 0.5 },
                completion: { scene.ended.append($0) })
            #expect(scene.screen.window.root.needsTransitionFrames)
            #expect(await eventually { scene.ended == [.end] })
            #expect(scene.shown == nil && scene.box.alpha == 0.5)
        }

        /// Reversed, a running animator goes back and ends at its start, the box as it was.
        @Test func aReversedAnimatorRunsBackToItsStart() async {
            let scene = Scene()
            let animator = scene.fadeAndMove(duration: 0.1)
            animator.fractionComplete = 0.5
            animator.isReversed = true
            animator.startAnimation()
            #expect(animator.isRunning)
            #expect(await eventually { scene.ended == [.start] })
            #expect(animator.state == .inactive && scene.shown == nil)
            #expect(scene.box.alpha == 1 && scene.box.frame.minX == 0)
        }

        /// With `pausesOnCompletion`, the end pauses the animator there, active, without its
        /// completions; stopping without finishing makes it inactive, still without them.
        @Test func pausingOnCompletionHoldsTheAnimatorAtItsEnd() async {
            let scene = Scene()
            let animator = scene.fadeAndMove(duration: 0.05)
            animator.pausesOnCompletion = true
            animator.startAnimation()
            #expect(await eventually { !animator.isRunning })
            #expect(animator.state == .active && animator.fractionComplete == 1 && scene.ended.isEmpty)
            animator.stopAnimation(true)
            #expect(animator.state == .inactive && scene.ended.isEmpty && scene.shown == nil)
        }

        /// The named curves bend as their names say; a spring under critical damping overshoots
        /// and one at it does not, both ending near 1.
        @Test func timingCurvesBendAsNamed() {
            #expect(UICubicTimingParameters(animationCurve: .easeIn).progress(at: 0.5) < 0.4)
            #expect(UICubicTimingParameters(animationCurve: .easeOut).progress(at: 0.5) > 0.6)
            #expect(abs(UICubicTimingParameters(animationCurve: .linear).progress(at: 0.3) - 0.3) < 1e-3)
            let samples = (0...100).map { Double($0) / 100 }
            let bouncy = UISpringTimingParameters(dampingRatio: 0.3).curve(over: 1)
            let critical = UISpringTimingParameters(dampingRatio: 1).curve(over: 1)
            #expect(samples.map(bouncy).max()! > 1.1)
            #expect(samples.map(critical).allSatisfy { $0 <= 1 + 1e-9 } && critical(1) > 0.98)
            #expect(UISpringTimingParameters().timingCurveType == .spring)
            #expect(UICubicTimingParameters(controlPoint1: .zero, controlPoint2: .zero).timingCurveType == .cubic)
        }
    }
}
