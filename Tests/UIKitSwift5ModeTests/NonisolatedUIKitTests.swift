import CoreGraphics
import Foundation
import QuartzCore
import Testing
import UIKit

/// Builds views the way much iOS code does, from code the compiler does not know runs on the
/// main actor: a closure that initialises a stored property, a static factory of a plain type.
/// Apple's UIKit comes from Objective-C, whose main-actor annotations such code in the Swift 5
/// mode may ignore; this UIKit's are marked `@preconcurrency` so that it may here too.
struct Swift5ModeFactory {
    static func makeTitle(_ text: String) -> UILabel {
        let label = UILabel()
        label.text = text
        label.font = .preferredFont(forTextStyle: .headline)
        label.numberOfLines = 0
        return label
    }

    static func makeBadge() -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 8, height: 8)).image { context in
            UIColor.red.setFill()
            UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 8, height: 8)).fill()
        }
    }
}

final class Swift5ModeCard: UIView {
    let title: UILabel = {
        let label = UILabel()
        label.textColor = .secondaryLabel
        return label
    }()
    let ring: CAShapeLayer = {
        let ring = CAShapeLayer()
        ring.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 20), transform: nil)
        return ring
    }()
}

@Suite struct NonisolatedUIKitTests {
    @Test @MainActor func codeOutsideTheMainActorBuildsViewsAsOnIOS() {
        let label = Swift5ModeFactory.makeTitle("Hello")
        #expect(label.text == "Hello" && label.font.pointSize == 17)
        #expect(Swift5ModeFactory.makeBadge().size == CGSize(width: 8, height: 8))
        let card = Swift5ModeCard()
        #expect(card.title.textColor == .secondaryLabel && card.ring.path?.boundingBox.width == 20)
    }
}
