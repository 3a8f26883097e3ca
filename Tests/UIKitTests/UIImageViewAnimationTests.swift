import Foundation
import Rendering
import Testing

@testable import UIKit

/// An image view's frame-by-frame animations, and what else iOS code does daily: a controller's
/// edit button, a label's attributed text.
@MainActor
@Suite struct UIImageViewAnimationTests {
    /// A 4 × 4 image of one colour.
    func swatch(_ color: UIColor) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { context in
            color.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
    }

    @Test func theImagesShowInTurnOverTheDurationThenTheImageComesBack() {
        let (red, green, blue) = (swatch(.red), swatch(.green), swatch(.blue))
        let view = UIImageView(image: blue)
        view.animationImages = [red, green]
        view.animationDuration = 1
        view.animationRepeatCount = 2
        view.startAnimating()
        #expect(view.isAnimating && view.shownImage === red.image)
        #expect(DisplayLinks.fire(at: 10))  // the clock starts
        #expect(view.shownImage === red.image)
        _ = DisplayLinks.fire(at: 10.6)
        #expect(view.shownImage === green.image)
        _ = DisplayLinks.fire(at: 11.2)
        #expect(view.shownImage === red.image)  // the second pass
        _ = DisplayLinks.fire(at: 12.1)
        #expect(!view.isAnimating && view.shownImage === blue.image)
        #expect(!DisplayLinks.fire(at: 13))  // the link is gone
        // Without a duration, a thirtieth of a second each; stopping shows the image at once.
        view.animationDuration = 0
        view.animationRepeatCount = 0
        view.startAnimating()
        _ = DisplayLinks.fire(at: 20)
        _ = DisplayLinks.fire(at: 20 + 1.5 / 30)
        #expect(view.shownImage === green.image)
        view.stopAnimating()
        #expect(!view.isAnimating && view.shownImage === blue.image)
        view.animationImages = nil
        view.startAnimating()
        #expect(!view.isAnimating)
    }

    @Test func aViewFreedWhileItAnimatesLetsItsLinkGoAndStoppingKeepsTheSymbolsSize() throws {
        do {
            let view = UIImageView(image: swatch(.blue))
            view.animationImages = [swatch(.red), swatch(.green)]
            view.startAnimating()
        }
        _ = DisplayLinks.fire(at: 30)  // the link finds its view gone and goes
        #expect(!DisplayLinks.fire(at: 31))
        let symbol = try #require(UIImage(systemName: "gear"))
        let view = UIImageView(image: symbol)
        view.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 30)
        view.animationImages = [swatch(.red)]
        view.startAnimating()
        view.stopAnimating()
        #expect(view.shownImage?.size.width == 36)
    }

    @Test func theEditButtonTogglesEditingAndATableControllerPassesItOn() {
        let controller = UITableViewController(style: .plain)
        let button = controller.editButtonItem
        #expect(button === controller.editButtonItem && button.title == "Edit" && !controller.isEditing)
        button.primaryAction?.handler(button.primaryAction!)
        #expect(
            controller.isEditing && controller.tableView.isEditing && button.title == "Done" && button.style == .done)
        controller.isEditing = false
        #expect(!controller.tableView.isEditing && button.title == "Edit" && button.style == .plain)
    }

    @Test func aLabelTakesItsAttributedTextsFirstStyleAndKeepsTheString() {
        let label = UILabel()
        let paragraph = NSMutableParagraphStyle()
        paragraph.alignment = .center
        paragraph.lineSpacing = 4
        let text = NSMutableAttributedString(
            string: "Hello",
            attributes: [
                .font: UIFont.boldSystemFont(ofSize: 20), .foregroundColor: UIColor.red,
                .paragraphStyle: paragraph,
            ])
        text.addAttribute(
            .underlineStyle, value: NSUnderlineStyle.single.rawValue, range: NSRange(location: 0, length: 2))
        label.attributedText = text
        #expect(label.text == "Hello" && label.font.pointSize == 20 && label.textColor == .red)
        #expect(label.textAlignment == .center)
        #expect(label.attributedText === text || label.attributedText == text)
        #expect(
            (label.attributedText?.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle)?
                .lineSpacing == 4)
        label.text = "Plain"
        #expect(
            label.attributedText?.string == "Plain"
                && label.attributedText?.attribute(.paragraphStyle, at: 0, effectiveRange: nil) == nil)
        #expect(NSParagraphStyle.default.alignment == .natural && paragraph.mutableCopy().lineSpacing == 4)
    }
}
