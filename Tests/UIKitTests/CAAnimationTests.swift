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
        func at(_ name: CAMediaTimingFunctionName, _ time: Double) -> Double {
            CAMediaTimingFunction(name: name).progress(at: time)
        }
        #expect(abs(at(.linear, 0.3) - 0.3) < 1e-9)
        // The curves' values half-way, from their control points (Float, as iOS takes them).
        #expect(abs(at(.easeIn, 0.5) - 0.3153568) < 1e-6)
        #expect(abs(at(.easeOut, 0.5) - 0.6846432) < 1e-6)
        #expect(abs(at(.default, 0.5) - 0.8024034) < 1e-6)
        #expect(abs(at(.easeInEaseOut, 0.5) - 0.5) < 1e-6)
        #expect(at(.default, 0) == 0 && at(.default, 1) == 1)
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
        let drawing = DrawingTests()
        let line = drawing.lineLayer(at: 50, inset: 0, width: 4)
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
        let window = drawing.whiteWindow(showing: view)

        _ = LayerAnimations.advance(to: Self.begin + 0.5)
        var image = drawing.pixels(of: window)
        #expect(image.rgb(x: 40, y: 50) == 0x000000 && image.rgb(x: 60, y: 50) == 0xFFFFFF)
        #expect(line.strokeEnd == 1 && line.animationKeys() == ["grow"])  // the model keeps its value
        #expect(log.events == ["start"])

        _ = LayerAnimations.advance(to: Self.begin + 1.5)
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
        LayerAnimations.deliver()
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
        #expect(slideLog.events == ["start"])  // told later, as iOS tells it
        LayerAnimations.deliver()
        #expect(slideLog.events == ["start", "removed"] && layer.presentedFrame.midX == 10)

        // Replaced under the same key: the first did not finish.
        let first = CABasicAnimation(keyPath: "opacity")
        first.duration = 1
        first.beginTime = Self.begin
        let firstLog = AnimationLog()
        first.delegate = firstLog
        layer.add(first, forKey: "fade")
        layer.add(CABasicAnimation(keyPath: "opacity"), forKey: "fade")
        LayerAnimations.deliver()
        #expect(firstLog.events == ["removed"] && layer.animationKeys() == ["fade"])
        layer.removeAllAnimations()
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

    /// A quarter turn about z takes the x axis to y (clockwise on screen, y down), as a 2D
    /// rotation does; translating then scaling scales the translation.
    @Test func transformsTurnClockwiseAndComposeInOrder() {
        let turn = CATransform3DGetAffineTransform(CATransform3DMakeRotation(.pi / 2, 0, 0, 1))
        let point = CGPoint(x: 1, y: 0).applying(turn)
        #expect(abs(point.x) < 1e-9 && abs(point.y - 1) < 1e-9)
        let scaledMove = CATransform3DTranslate(CATransform3DMakeScale(2, 2, 1), 10, 0, 0)
        #expect(scaledMove.m41 == 20 && scaledMove.m11 == 2)  // moved by 10, then scaled
        let movedScale = CATransform3DScale(CATransform3DMakeTranslation(10, 0, 0), 2, 2, 1)
        #expect(movedScale.m41 == 10)  // scaled, then moved
        #expect(CATransform3DIsIdentity(CATransform3DIdentity) && !CATransform3DIsIdentity(scaledMove))
    }

    /// An additive shake ends where the layer is, plus its last value; a group's repeats and
    /// reversal time its children; a gradient's locations animate from none.
    @Test func additiveKeyframesRepeatingGroupsAndLocations() {
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 20, height: 20)  // centred at 10
        let shake = CAKeyframeAnimation(keyPath: "position.x")
        shake.values = [0, -5, 5, 2]
        shake.isAdditive = true
        shake.duration = 1
        shake.beginTime = Self.begin
        shake.fillMode = .forwards
        shake.isRemovedOnCompletion = false
        layer.add(shake, forKey: "shake")
        _ = LayerAnimations.advance(to: Self.begin + 5)
        #expect(abs(layer.presentedFrame.midX - 12) < 1e-9)
        layer.removeAllAnimations()

        let grow = CABasicAnimation(keyPath: "opacity")
        grow.fromValue = 0
        grow.toValue = 1
        let group = CAAnimationGroup()
        group.animations = [grow]
        group.duration = 1
        group.autoreverses = true
        group.repeatCount = .infinity
        group.beginTime = Self.begin
        layer.add(group, forKey: nil)
        _ = LayerAnimations.advance(to: Self.begin + 1.5)  // half-way back
        #expect(abs(layer.presented("opacity", layer.opacity) - 0.5) < 1e-6)
        _ = LayerAnimations.advance(to: Self.begin + 10.25)  // far on: repeating for ever
        #expect(abs(layer.presented("opacity", layer.opacity) - 0.25) < 1e-6)
        layer.removeAllAnimations()

        let gradient = CAGradientLayer()
        let shimmer = CABasicAnimation(keyPath: "locations")
        shimmer.fromValue = [0, 0.1]
        shimmer.toValue = [0.9, 1]
        shimmer.duration = 1
        shimmer.beginTime = Self.begin
        gradient.add(shimmer, forKey: nil)
        _ = LayerAnimations.advance(to: Self.begin + 0.5)
        let locations = gradient.presented("locations", gradient.locations)?.map(\.doubleValue) ?? []
        #expect(locations.count == 2 && abs(locations[0] - 0.45) < 1e-6 && abs(locations[1] - 0.55) < 1e-6)
        gradient.removeAllAnimations()
        LayerAnimations.deliver()
    }
}

/// The application's frames: the loop ticks animations, and keeps drawing while one runs in a
/// window, including one a delegate adds when another stops.
extension PresentationTests {
    /// Starts the next animation on another layer when told the first stopped.
    final class Chain: CAAnimationDelegate {
        let next: CALayer
        init(next: CALayer) { self.next = next }
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
            let follow = CABasicAnimation(keyPath: "opacity")
            follow.duration = 1
            follow.beginTime = CAAnimationTests.begin + 2
            next.add(follow, forKey: "follow")
        }
    }

    @Test func theApplicationsFramesTickAnimationsInItsWindow() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let host = ApplicationHost(application: UIApplication(), window: window)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        let (first, second) = (CALayer(), CALayer())
        view.layer.addSublayer(first)
        view.layer.addSublayer(second)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.duration = 1
        fade.beginTime = CAAnimationTests.begin
        let chain = Chain(next: second)
        fade.delegate = chain
        first.add(fade, forKey: "fade")
        #expect(host.tick(CAAnimationTests.begin + 0.5))
        #expect(abs(first.presented("opacity", Float(1)) - 0.5) < 1e-6)
        // The first ends; its delegate starts the second, so frames go on.
        #expect(host.tick(CAAnimationTests.begin + 1.5))
        #expect(second.animationKeys() == ["follow"] && first.animationKeys() == nil)
        #expect(!host.tick(CAAnimationTests.begin + 3.5))
        // Out of any window, a layer's endless animation asks for no frames.
        let loose = CALayer()
        let forever = CABasicAnimation(keyPath: "opacity")
        forever.repeatCount = .infinity
        forever.beginTime = CAAnimationTests.begin
        loose.add(forever, forKey: nil)
        #expect(!host.tick(CAAnimationTests.begin + 4))
        loose.removeAllAnimations()
        LayerAnimations.deliver()
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

        // An animation replaced before the commit is not waited for.
        CATransaction.begin()
        CATransaction.setCompletionBlock { completed += 1 }
        layer.add(CABasicAnimation(keyPath: "opacity"), forKey: "x")
        layer.add(CABasicAnimation(keyPath: "opacity"), forKey: "x")
        layer.removeAllAnimations()
        LayerAnimations.deliver()  // told before the commit
        CATransaction.commit()
        #expect(await eventually(within: 5) { completed == 3 })
    }
}
