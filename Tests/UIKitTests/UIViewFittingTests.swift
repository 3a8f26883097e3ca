import Testing

@testable import UIKit

@MainActor
@Suite("UIView fitting size")
struct UIViewFittingTests {
    /// A table header's usual sizing: a frame-based view holding a multi-line label pinned
    /// 16 points in at the sides and 12 at top and bottom, fitted to a width of 320.
    func header() -> (UIView, UILabel) {
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 10))
        let label = UILabel()
        label.numberOfLines = 0
        label.text = String(repeating: "A sentence that needs more than one line. ", count: 6)
        label.translatesAutoresizingMaskIntoConstraints = false
        header.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: header.leadingAnchor, constant: 16),
            header.trailingAnchor.constraint(equalTo: label.trailingAnchor, constant: 16),
            label.topAnchor.constraint(equalTo: header.topAnchor, constant: 12),
            header.bottomAnchor.constraint(equalTo: label.bottomAnchor, constant: 12),
        ])
        return (header, label)
    }

    /// Outside a window and inside one (where its autoresizing constraints hold it at 320 × 10),
    /// the header fits its wrapped text, and keeps its frame.
    @Test func aFrameBasedHeaderFitsItsWrappedLabel() {
        for inWindow in [false, true] {
            let (header, label) = header()
            // Kept until the end of the round: the window owns the tree's layout.
            let window = inWindow ? makeWindow() : nil
            if let (window, controller) = window {
                controller.view.addSubview(header)
                window.layoutIfNeeded()
            }
            let fitted = header.systemLayoutSizeFitting(
                CGSize(width: 320, height: UIView.layoutFittingCompressedSize.height),
                withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)

            let text = label.sizeThatFits(CGSize(width: 288, height: CGFloat.greatestFiniteMagnitude))
            let line = label.sizeThatFits(CGSize(width: 10_000, height: CGFloat.greatestFiniteMagnitude))
            #expect(text.height > 2 * line.height, "the text wraps")
            #expect(fitted.width == 320, "in a window: \(inWindow)")
            #expect(abs(fitted.height - (text.height + 24)) < 0.5, "in a window: \(inWindow): \(fitted)")
            #expect(header.frame == CGRect(x: 0, y: 0, width: 320, height: 10), "in a window: \(inWindow)")
            withExtendedLifetime(window) {}
        }
    }

    /// A card stretched over the whole screen by its constraints fits its content, not the
    /// screen; compressed and expanded targets agree when the content's size is fixed.
    @Test func aCardFitsItsContentNotWhatStretchesIt() {
        let (window, controller) = makeWindow()
        let card = UIView()
        let badge = UIView()
        for view in [card, badge] { view.translatesAutoresizingMaskIntoConstraints = false }
        controller.view.addSubview(card)
        card.addSubview(badge)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            card.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor),
            card.topAnchor.constraint(equalTo: controller.view.topAnchor),
            card.bottomAnchor.constraint(equalTo: controller.view.bottomAnchor),
            badge.widthAnchor.constraint(equalToConstant: 100),
            badge.heightAnchor.constraint(equalToConstant: 50),
            badge.centerXAnchor.constraint(equalTo: card.centerXAnchor),
            badge.topAnchor.constraint(equalTo: card.topAnchor, constant: 20),
            badge.leadingAnchor.constraint(greaterThanOrEqualTo: card.leadingAnchor, constant: 20),
            card.bottomAnchor.constraint(greaterThanOrEqualTo: badge.bottomAnchor, constant: 20),
        ])
        window.layoutIfNeeded()
        #expect(card.frame == CGRect(x: 0, y: 0, width: 400, height: 600))

        #expect(card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 140, height: 90))
        let expanded = card.systemLayoutSizeFitting(UIView.layoutFittingExpandedSize)
        #expect(expanded == UIView.layoutFittingExpandedSize)
        #expect(card.frame == CGRect(x: 0, y: 0, width: 400, height: 600))
        #expect(card.systemLayoutSizeFitting(CGSize(width: 250, height: 0)) == CGSize(width: 250, height: 90))
    }
}
