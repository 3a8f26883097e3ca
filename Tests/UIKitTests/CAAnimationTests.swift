import CairoRendering
import Foundation
import Testing

@testable import UIKit

/// Records what an animation tells its delegate.
final class AnimationLog: CAAnimationDelegate {
    var events: [String] = []
    func animationDidStart(_ anim: CAAnimation) { events.append("start") }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { events.append(flag ? "finished" : "removed") }
}

/// Core Animation's explicit animations: timing, fill, repeats, what layers draw while they run,
/// and what delegates and transactions hear. Time is advanced by hand (as the application's
/// frames advance it), from a begin time each animation is given.
@MainActor
@Suite struct CAAnimationTests {
    static let begin = 1000.0

    @Test func timingCurvesFollowTheirControlPoints() {
        let linear = CAMediaTimingFunction(name: .linear)
        #expect(abs(linear.progress(at: 0.3) - 0.3) < 1e-9)
        #expect(CAMediaTimingFunction(name: .easeIn).progress(at: 0.5) < 0.4)
        #expect(CAMediaTimingFunction(name: .easeOut).progress(at: 0.5) > 0.6)
        #expect(abs(CAMediaTimingFunction(name: .easeInEaseOut).progress(at: 0.5) - 0.5) < 1e-6)
        #expect(abs(CAMediaTimingFunction(controlPoints: 0, 0, 1, 1).progress(at: 0.7) - 0.7) < 1e-9)
        #expect(CAMediaTimingFunction(name: .default).progress(at: 1) == 1)
    }

    /// Two passes of two seconds, each run there and back: the progress rises and falls twice;
    /// before and after, only a fill shows anything.
    @Test func passesRepeatsReversalAndFill() throws {
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.duration = 2
        animation.repeatCount = 2
        animation.autoreverses = true
        #expect(animation.activeDuration == 8)
        func at(_ time: Double) -> Double? { animation.progress(after: time).fraction }
        func near(_ value: Double?, _ expected: Double) -> Bool { value.map { abs($0 - expected) < 1e-9 } ?? false }
        #expect(near(at(1), 0.5) && near(at(2), 1) && near(at(3), 0.5) && near(at(5), 0.5))
        #expect(at(-1) == nil && at(8) == nil && animation.progress(after: 8).isOver)
        animation.fillMode = .both
        #expect(at(-1) == 0 && at(9) == 0)  // reversed at the end: back at the start
        animation.autoreverses = false
        animation.repeatCount = 1.5
        #expect(near(at(10), 0.5))  // half-way through the second pass when it ends
        #expect(CABasicAnimation().passDuration == 0.25)  // no duration: a quarter second
    }

    /// A shape layer whose stroke end runs from 0 to 1 in a second: half drawn half-way, whole
    /// once it ended and was removed (the model value shows).
    @Test func aStrokeEndAnimationDrawsThePartItHasReached() {
        let line = CAShapeLayer()
        line.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 50))
        path.addLine(to: CGPoint(x: 100, y: 50))
        line.path = path.cgPath
        line.strokeColor = UIColor.black.cgColor
        line.lineWidth = 4
        let grow = CABasicAnimation(keyPath: "strokeEnd")
        grow.fromValue = 0
        grow.toValue = 1
        grow.duration = 1
        grow.beginTime = Self.begin
        let log = AnimationLog()
        grow.delegate = log
        line.add(grow, forKey: "grow")
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.layer.addSublayer(line)
        let drawing = DrawingTests()
        let window = drawing.whiteWindow(showing: view)

        #expect(LayerAnimations.advance(to: Self.begin + 0.5))
        var image = drawing.pixels(of: window)
        #expect(image.rgb(x: 40, y: 50) == 0x000000 && image.rgb(x: 60, y: 50) == 0xFFFFFF)
        #expect(line.strokeEnd == 1 && line.animationKeys() == ["grow"])  // the model keeps its value
        #expect(log.events == ["start"])

        #expect(!LayerAnimations.advance(to: Self.begin + 1.5))
        image = drawing.pixels(of: window)
        #expect(image.rgb(x: 90, y: 50) == 0x000000)
        #expect(log.events == ["start", "finished"] && line.animationKeys() == nil)
    }

    /// A kept animation with a forwards fill goes on showing its end; taking it off later does
    /// not tell its delegate again. One taken off before its end did not finish.
    @Test func keptAnimationsHoldTheirEndAndRemovalTellsOnce() {
        let layer = CALayer()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.toValue = 0.25
        fade.duration = 1
        fade.beginTime = Self.begin
        fade.fillMode = .forwards
        fade.isRemovedOnCompletion = false
        let log = AnimationLog()
        fade.delegate = log
        layer.add(fade, forKey: "fade")
        _ = LayerAnimations.advance(to: Self.begin + 2)
        #expect(layer.presented("opacity", layer.opacity) == 0.25 && layer.opacity == 1)
        layer.removeAnimation(forKey: "fade")
        #expect(log.events == ["start", "finished"])
        #expect(layer.presented("opacity", layer.opacity) == 1)

        let slide = CABasicAnimation(keyPath: "position.x")
        slide.byValue = 10
        slide.duration = 1
        slide.beginTime = Self.begin
        let slideLog = AnimationLog()
        slide.delegate = slideLog
        layer.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        layer.add(slide, forKey: nil)
        _ = LayerAnimations.advance(to: Self.begin + 0.5)
        #expect(abs(layer.presentedFrame.midX - 15) < 1e-9)  // from 10 by 10, half-way
        layer.removeAllAnimations()
        #expect(slideLog.events == ["start", "removed"] && layer.presentedFrame.midX == 10)
    }

    /// Keyframes at their key times, a group of two, and a turn drawn about the centre.
    @Test func keyframesGroupsAndTurns() {
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 40, height: 10)
        let pulse = CAKeyframeAnimation(keyPath: "transform.scale")
        pulse.values = [1, 2, 1]
        pulse.keyTimes = [0, 0.25, 1]
        let turn = CABasicAnimation(keyPath: "transform.rotation.z")
        turn.fromValue = 0
        turn.toValue = CGFloat.pi
        let group = CAAnimationGroup()
        group.animations = [pulse, turn]
        group.duration = 1
        group.beginTime = Self.begin
        layer.add(group, forKey: "both")
        _ = LayerAnimations.advance(to: Self.begin + 0.125)
        #expect(abs(layer.presented("transform.scale", CGFloat(1)) - 1.5) < 1e-9)  // half-way to the key time
        _ = LayerAnimations.advance(to: Self.begin + 0.625)
        #expect(abs(layer.presented("transform.scale", CGFloat(1)) - 1.5) < 1e-9)  // half-way back
        // Children with no duration of their own take the group's.
        #expect(abs(layer.presented("transform.rotation.z", CGFloat(0)) - 0.625 * .pi) < 1e-9)
        layer.removeAllAnimations()

        let quarter = CABasicAnimation(keyPath: "transform.rotation.z")
        quarter.fromValue = CGFloat.pi / 2
        quarter.toValue = CGFloat.pi / 2
        quarter.duration = 1
        quarter.beginTime = Self.begin
        let bar = CALayer()
        bar.frame = CGRect(x: 30, y: 45, width: 40, height: 10)
        bar.backgroundColor = UIColor.black.cgColor
        bar.add(quarter, forKey: nil)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.layer.addSublayer(bar)
        _ = LayerAnimations.advance(to: Self.begin + 0.5)
        let drawing = DrawingTests()
        let image = drawing.pixels(of: drawing.whiteWindow(showing: view))
        #expect(image.rgb(x: 50, y: 35) == 0x000000 && image.rgb(x: 35, y: 50) == 0xFFFFFF)  // upright now
        bar.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(bar.transform.m12 - 1) < 1e-9 && bar.affineTransform().b > 0.99)
    }
}

/// Transactions' completions (they run on the main queue: serialized with the other tests that
/// run the application).
extension PresentationTests {
    @Test func aTransactionCompletesWhenItsAnimationsStop() async {
        var completed = 0
        let layer = CALayer()
        CATransaction.begin()
        CATransaction.setCompletionBlock { completed += 1 }
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.duration = 1
        fade.beginTime = CAAnimationTests.begin
        layer.add(fade, forKey: nil)
        CATransaction.commit()
        #expect(completed == 0)
        _ = LayerAnimations.advance(to: CAAnimationTests.begin + 0.5)
        #expect(completed == 0)
        _ = LayerAnimations.advance(to: CAAnimationTests.begin + 1.5)
        #expect(completed == 1)

        CATransaction.begin()
        CATransaction.setCompletionBlock { completed += 1 }
        CATransaction.commit()
        #expect(await eventually(within: 5) { completed == 2 })
    }
}
