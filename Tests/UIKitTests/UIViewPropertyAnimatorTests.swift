import Foundation
import Testing

@testable import UIKit
@testable import Views

// In the presentation suite, one test at a time: animators run in the application's key window.
extension PresentationTests {
    @MainActor
    @Suite("UIViewPropertyAnimator")
    struct PropertyAnimatorTests {
        /// A key window with a red 50-point box at its top left and a second box beside it, both
        /// placed by frame.
        @MainActor
        final class Scene {
            let screen = PresentationTests.Screen()
            let box = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            let other = UIView(frame: CGRect(x: 0, y: 100, width: 50, height: 50))
            var ended: [UIViewAnimatingPosition] = []

            init() {
                box.backgroundColor = .red
                other.backgroundColor = .blue
                screen.root.view.addSubview(box)
                screen.root.view.addSubview(other)
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

            /// Moves the window's animation on to `time`, as its frames do.
            func tick(_ time: Double = .infinity) { screen.window.root.advanceTransition(to: time) }
        }

        /// An animator waits for a start; scrubbing pauses it at that fraction, the model final
        /// at once and the box drawn part way, with no frames asked for; stopped, it finishes at
        /// its end when told, and its completions hear where.
        @Test func aScrubbedAnimatorIsDrawnPartWayAndFinishesWhereAsked() throws {
            let scene = Scene()
            let animator = scene.fadeAndMove(duration: 10)
            #expect(animator.state == .inactive && scene.box.alpha == 1 && scene.shown == nil)
            animator.fractionComplete = 0.25
            #expect(animator.state == .active && !animator.isRunning)
            #expect(scene.box.alpha == 0 && scene.box.frame.minX == 100)
            let shown = try #require(scene.shown)
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

        /// Scrubbing draws the fraction as that share of the way; without `scrubsLinearly`, along
        /// the curve.
        @Test func scrubbingIsLinearUnlessToldOtherwise() {
            let scene = Scene()
            let linear = scene.fadeAndMove(duration: 10, curve: .easeIn)
            linear.fractionComplete = 0.5
            #expect(abs((scene.shown?.frame.minX ?? 0) - 50) < 0.5)
            linear.stopAnimation(true)
            #expect(abs(scene.box.alpha - 0.5) < 0.01 && abs(scene.box.frame.minX - 50) < 0.5)
            let eased = scene.fadeAndMove(duration: 10, curve: .easeIn)
            eased.scrubsLinearly = false
            eased.fractionComplete = 0.5
            // From where the first left the box, 50, to 100.
            let expected = 50 + 50 * UICubicTimingParameters(animationCurve: .easeIn).progress(at: 0.5)
            #expect(expected < 70 && abs((scene.shown?.frame.minX ?? 0) - expected) < 0.5)
            eased.stopAnimation(true)
        }

        /// Finishing at the start puts the box's opacity, frame, colour and transform back;
        /// finishing where it is keeps what is drawn.
        @Test func finishingAtTheStartPutsTheViewsBackAndWhereItIsKeepsThem() {
            let scene = Scene()
            let back = scene.fadeAndMove(duration: 10)
            back.addAnimations {
                scene.box.backgroundColor = .green
                scene.box.transform = CGAffineTransform(scaleX: 2, y: 2)
            }
            back.pauseAnimation()
            back.fractionComplete = 0.5
            back.stopAnimation(false)
            back.finishAnimation(at: .start)
            #expect(scene.ended == [.start] && scene.shown == nil)
            #expect(scene.box.alpha == 1 && scene.box.frame == CGRect(x: 0, y: 0, width: 50, height: 50))
            #expect(scene.box.backgroundColor == .red && scene.box.transform == .identity)
            let here = scene.fadeAndMove(duration: 10)
            here.fractionComplete = 0.5
            here.stopAnimation(false)
            here.finishAnimation(at: .current)
            #expect(scene.ended == [.start, .current] && scene.shown == nil)
            #expect(abs(scene.box.alpha - 0.5) < 0.01 && abs(scene.box.frame.minX - 50) < 0.5)
        }

        /// A running animator, though nobody keeps it, ends by itself, runs its completion and
        /// goes; while it runs, the window asks for frames.
        @Test func aRunningAnimatorEndsByItselfRunsItsCompletionAndGoes() async {
            let scene = Scene()
            weak var dropped: UIViewPropertyAnimator?
            dropped = UIViewPropertyAnimator.runningPropertyAnimator(
                withDuration: 0.05, delay: 0, options: .curveEaseOut, animations: { scene.box.alpha = 0.5 },
                completion: { scene.ended.append($0) })
            #expect(scene.screen.window.root.needsTransitionFrames)
            #expect(await eventually { scene.ended == [.end] })
            #expect(scene.shown == nil && scene.box.alpha == 0.5)
            #expect(await eventually { dropped == nil })
        }

        /// Turned while running, an animator goes back and ends at its start, the box as it was.
        @Test func aRunningAnimatorTurnsBackToItsStart() async {
            let scene = Scene()
            let animator = scene.fadeAndMove(duration: 0.3)
            animator.startAnimation()
            #expect(await eventually { animator.fractionComplete > 0.1 })
            animator.isReversed = true
            #expect(animator.isRunning)
            #expect(await eventually { scene.ended == [.start] })
            #expect(animator.state == .inactive && scene.shown == nil)
            #expect(scene.box.alpha == 1 && scene.box.frame.minX == 0)
        }

        /// With `pausesOnCompletion`, the end pauses the animator there, drawn at its end even
        /// after the window's frames reach it; started reversed, it runs back to its start and
        /// pauses there too, until stopped and finished.
        @Test func pausingOnCompletionHoldsTheEndUntilTurnedBack() async {
            let scene = Scene()
            let animator = scene.fadeAndMove(duration: 0.05)
            animator.pausesOnCompletion = true
            animator.startAnimation()
            scene.tick()
            #expect(await eventually { !animator.isRunning })
            #expect(animator.state == .active && animator.fractionComplete == 1 && scene.ended.isEmpty)
            scene.tick()
            #expect(abs((scene.shown?.frame.minX ?? 0) - 100) < 0.5 && !scene.screen.window.root.needsTransitionFrames)
            animator.isReversed = true
            animator.startAnimation()
            #expect(await eventually { !animator.isRunning })
            #expect(animator.fractionComplete == 0 && scene.ended.isEmpty)
            #expect(abs((scene.shown?.frame.minX ?? -1) - 0) < 0.5)
            animator.stopAnimation(false)
            animator.finishAnimation(at: .start)
            #expect(scene.ended == [.start] && scene.box.alpha == 1 && scene.box.frame.minX == 0)
        }

        /// A delayed start shows the start state until then; a faster continuation ends sooner;
        /// an animator stopped without finishing never runs its completions.
        @Test func delaysSpeedsAndStopsWithoutFinishing() async {
            let scene = Scene()
            let delayed = scene.fadeAndMove(duration: 0.05)
            delayed.startAnimation(afterDelay: 0.05)
            #expect(delayed.delay == 0.05 && delayed.isRunning && delayed.fractionComplete == 0)
            #expect(abs((scene.shown?.frame.minX ?? -1) - 0) < 0.5)
            #expect(await eventually { scene.ended == [.end] })
            let stopped = scene.fadeAndMove(duration: 0.05)
            stopped.startAnimation()
            stopped.stopAnimation(true)
            #expect(stopped.state == .inactive)
            // A long animator, continued at a hundredth of its duration, ends in a fraction of a
            // second (at its own speed it would take 50).
            let long = scene.fadeAndMove(duration: 100)
            long.fractionComplete = 0.5
            long.continueAnimation(withTimingParameters: nil, durationFactor: 0.01)
            #expect(await eventually { scene.ended == [.end, .end] })
        }

        /// Animations added while paused join from what is on screen, with no jump; a
        /// `UIView.animate` started meanwhile takes over what is on screen, and leaves nothing
        /// drawn once it ends, while the paused animator's fraction stays.
        @Test func addedAnimationsAndALaterAnimationTakeOverWithoutAJump() {
            let scene = Scene()
            let animator = scene.fadeAndMove(duration: 10)
            animator.fractionComplete = 0.5
            animator.addAnimations { scene.other.alpha = 0 }
            #expect(abs((scene.shown?.frame.minX ?? 0) - 50) < 0.5)
            #expect(scene.other.backing.presentation?.alpha == 1)
            UIView.animate(withDuration: 0.2) { scene.other.backgroundColor = .green }
            #expect(abs((scene.shown?.frame.minX ?? 0) - 50) < 0.5)
            scene.tick()
            #expect(scene.shown == nil && scene.other.backing.presentation == nil)
            #expect(abs(animator.fractionComplete - 0.5) < 1e-9)
            animator.stopAnimation(true)
            #expect(scene.ended.isEmpty)
        }

        /// Scrubbed back below where animations joined, the views that were animating keep their
        /// way from the start, and the joined ones wait at what was drawn then.
        @Test func joinedAnimationsKeepTheEarlierViewsWay() {
            let scene = Scene()
            let animator = scene.fadeAndMove(duration: 10)
            animator.fractionComplete = 0.5
            animator.addAnimations { scene.other.alpha = 0 }
            animator.fractionComplete = 0.75
            #expect(abs((scene.shown?.frame.minX ?? 0) - 75) < 0.5)
            #expect(abs((scene.other.backing.presentation?.alpha ?? 0) - 0.5) < 0.01)
            animator.fractionComplete = 0.2
            #expect(abs((scene.shown?.frame.minX ?? 0) - 20) < 0.5)
            #expect(scene.other.backing.presentation?.alpha == 1)
            animator.stopAnimation(false)
            animator.finishAnimation(at: .start)
            #expect(scene.box.frame.minX == 0 && scene.other.alpha == 1)
        }

        /// Put back at its start, a view another animation was moving gets its own state from
        /// before (where that animation sends it), not what was drawn.
        @Test func finishingAtTheStartGivesBackOwnStatesNotDrawnOnes() {
            let scene = Scene()
            UIView.animate(withDuration: 10) { scene.box.frame.origin.x = 100 }
            #expect(scene.shown != nil && scene.box.frame.minX == 100)
            let animator = UIViewPropertyAnimator(duration: 10, curve: .linear) { scene.box.frame.origin.x = 200 }
            animator.fractionComplete = 0.5
            // Drawn half way from where the first animation drew it (near its start) to 200.
            #expect((90...110).contains(scene.shown?.frame.minX ?? 0))
            animator.stopAnimation(false)
            animator.finishAnimation(at: .start)
            #expect(scene.box.frame.minX == 100)
        }

        /// During a delayed start the window is asked for no frames; it is woken at the start.
        @Test func aDelayedStartAsksForFramesOnlyOnceItBegins() async {
            let scene = Scene()
            let animator = scene.fadeAndMove(duration: 0.2)
            animator.startAnimation(afterDelay: 0.1)
            #expect(!scene.screen.window.root.needsTransitionFrames)
            #expect(await eventually { scene.screen.window.root.needsTransitionFrames })
            animator.stopAnimation(true)
            #expect(!scene.screen.window.root.isAnimatingLayout && scene.ended.isEmpty)
        }

        /// The named curves bend as their names say; a spring under critical damping overshoots
        /// and one at it does not, both at 1 at the end; a spring given physically sets the
        /// animator's duration to its settling time.
        @Test func timingCurvesBendAsNamed() {
            #expect(UICubicTimingParameters(animationCurve: .easeIn).progress(at: 0.5) < 0.4)
            #expect(UICubicTimingParameters(animationCurve: .easeOut).progress(at: 0.5) > 0.6)
            #expect(abs(UICubicTimingParameters(animationCurve: .linear).progress(at: 0.3) - 0.3) < 1e-3)
            let samples = (0...100).map { Double($0) / 100 }
            let bouncy = UISpringTimingParameters(dampingRatio: 0.3).curve(over: 1)
            let critical = UISpringTimingParameters(dampingRatio: 1).curve(over: 1)
            #expect(samples.map(bouncy).max()! > 1.1 && bouncy(1) == 1 && abs(bouncy(0.99) - 1) < 0.01)
            #expect(samples.map(critical).allSatisfy { $0 <= 1 + 1e-9 } && abs(critical(0.99) - 1) < 0.01)
            let physical = UIViewPropertyAnimator(duration: 1, timingParameters: UISpringTimingParameters())
            #expect(physical.duration != 1 && physical.duration > 0.05)
            #expect(UICubicTimingParameters(controlPoint1: .zero, controlPoint2: .zero).timingCurveType == .cubic)
        }
    }
}
