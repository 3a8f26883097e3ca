import Foundation
import Testing

@testable import UIKit

/// Toolbars: items laid out left to right, spaces shared, buttons that run their actions.
@MainActor
@Suite struct UIToolbarTests {
    @Test func flexibleSpacesShareTheWidthAndFixedSpacesKeepTheirs() throws {
        let (window, controller) = makeWindow(width: 320, height: 480)
        var tapped: [String] = []
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 436, width: 320, height: 44))
        let cancel = UIBarButtonItem(title: "Cancel", primaryAction: UIAction { _ in tapped.append("cancel") })
        let done = UIBarButtonItem(systemItem: .done, primaryAction: UIAction { _ in tapped.append("done") })
        let add = UIBarButtonItem(systemItem: .add)
        toolbar.items = [cancel, .flexibleSpace(), add, .fixedSpace(30), done]
        controller.view.addSubview(toolbar)
        window.layoutIfNeeded()
        let buttons = toolbar.subviews.compactMap { $0 as? UIButton }
        #expect(buttons.count == 3)
        let (left, middle, right) = (buttons[0], buttons[1], buttons[2])
        #expect(left.frame.minX == 8 && left.currentTitle == "Cancel")
        #expect(abs(right.frame.maxX - 312) < 1e-9 && right.currentTitle == "Done")
        #expect(abs(right.frame.minX - middle.frame.maxX - (8 + 30 + 8)) < 1e-9)  // the fixed space
        #expect(middle.currentImage?.isSymbolImage == true)  // +, as iOS draws it
        #expect(toolbar.intrinsicContentSize.height == 44 && toolbar.sizeThatFits(.zero).height == 44)
        // A click on a button runs its item's action; a changed item shows at once.
        let pointer = Pointer(window)
        pointer.click(left.frame.midX, 436 + left.frame.midY)
        #expect(tapped == ["cancel"])
        cancel.title = "Close"
        window.layoutIfNeeded()
        let titles = toolbar.subviews.compactMap { ($0 as? UIButton)?.currentTitle }
        #expect(titles.contains("Close"))
        // Without a flexible space the items stay at the left.
        toolbar.items = [cancel, done]
        window.layoutIfNeeded()
        let packed = toolbar.subviews.compactMap { $0 as? UIButton }
        #expect(packed.count == 2 && abs(packed[1].frame.minX - packed[0].frame.maxX - 8) < 1e-9)
    }
}
