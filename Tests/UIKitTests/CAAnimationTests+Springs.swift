import Foundation
import Testing

@testable import UIKit

/// Springs and paths: what moves a layer as a mass on a spring, or along a curve.
extension CAAnimationTests {
    @Test func aSpringStartsAtRestOvershootsWhenLightlyDampedAndSettles() {
        let spring = CASpringAnimation(keyPath: "position.x")
        spring.damping = 5  // a quarter of critical damping (20 for a stiffness of 100)
        #expect(spring.displacement(at: 0) == 0)
        let path = stride(from: 0.0, through: 3, by: 0.01).map { spring.displacement(at: $0) }
        #expect(path.max()! > 1.3)  // it swings past the end
        let settle = spring.settlingDuration
        #expect(settle > 0.5 && settle < 5, "\(settle)")
        #expect(abs(1 - spring.displacement(at: settle)) <= CASpringAnimation.restThreshold)
        #expect(abs(1 - spring.displacement(at: settle * 0.5)) > CASpringAnimation.restThreshold)
        // Critically and over-damped springs never pass the end.
        for damping in [20.0, 60.0] {
            spring.damping = CGFloat(damping)
            let values = stride(from: 0.0, through: 5, by: 0.01).map { spring.displacement(at: $0) }
            #expect(values.allSatisfy { $0 <= 1 + 1e-9 } && values.last! > 0.99, "damping \(damping)")
        }
        // Beyond critical damping a spring moves as a critically damped one, unless allowed.
        spring.damping = 60
        let clamped = spring.displacement(at: 0.2)
        spring.damping = 20
        #expect(abs(spring.displacement(at: 0.2) - clamped) < 1e-12)
        spring.damping = 60
        spring.allowsOverdamping = true
        #expect(spring.displacement(at: 0.2) < clamped)
        spring.allowsOverdamping = false
        // A push at the start goes further sooner.
        spring.damping = 20
        let still = spring.displacement(at: 0.05)
        spring.initialVelocity = 10
        #expect(spring.displacement(at: 0.05) > still)
        // SwiftUI's description: no bounce is critical damping.
        let described = CASpringAnimation(perceptualDuration: 0.5, bounce: 0)
        #expect(abs(described.damping - 2 * described.stiffness.squareRoot()) < 1e-6)
        // A negative bounce is slower than none.
        let sluggish = CASpringAnimation(perceptualDuration: 0.5, bounce: -0.5)
        #expect(sluggish.displacement(at: 0.2) < described.displacement(at: 0.2))
    }

    @Test func aSpringMovesALayerByItsDisplacement() {
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        let spring = CASpringAnimation(keyPath: "position.x")
        spring.fromValue = 0
        spring.toValue = 100
        spring.damping = 5
        spring.duration = spring.settlingDuration
        spring.beginTime = Self.begin
        layer.add(spring, forKey: "spring")
        for time in [0.1, 0.3, 0.6] {
            _ = LayerAnimations.advance(to: Self.begin + time)
            let x = layer.presented("position.x", layer.position.x)
            #expect(abs(x - 100 * spring.displacement(at: time)) < 1e-6, "at \(time): \(x)")
        }
        _ = LayerAnimations.advance(to: Self.begin + 0.3)
        #expect(layer.presented("position.x", layer.position.x) > 100)  // past the end, swinging back
    }

    @Test func aKeyframePathMovesAPointAtAnEvenPaceAndTurnsTheLayerAlongIt() {
        // Right 100, then down 100: half-way by length is the corner.
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 100))
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        let move = CAKeyframeAnimation(keyPath: "position")
        move.path = path
        move.rotationMode = .rotateAuto
        move.duration = 1
        move.beginTime = Self.begin
        layer.add(move, forKey: "move")
        _ = LayerAnimations.advance(to: Self.begin + 0.25)
        let quarter = layer.presented("position", layer.position)
        #expect(abs(quarter.x - 50) < 1e-6 && abs(quarter.y) < 1e-6, "\(quarter)")
        #expect(abs(layer.presented("transform.rotation.z", CGFloat(0))) < 1e-6)  // heading right
        _ = LayerAnimations.advance(to: Self.begin + 0.75)
        let late = layer.presented("position", layer.position)
        #expect(abs(late.x - 100) < 1e-6 && abs(late.y - 50) < 1e-6, "\(late)")
        #expect(abs(layer.presented("transform.rotation.z", CGFloat(0)) - .pi / 2) < 1e-6)  // heading down
        move.rotationMode = nil
        #expect(layer.presented("transform.rotation.z", CGFloat(0)) == 0)
    }
}
