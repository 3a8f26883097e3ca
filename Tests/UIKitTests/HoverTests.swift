import Testing
import Views

@testable import UIKit

/// The pointer with no button held: hover recognizers and the cursor.
@MainActor
@Suite("Hover and the cursor")
struct HoverTests {
    /// A 200 × 200 card holding a 100 × 40 text field at (20, 20) and a 60 × 60 badge at
    /// (120, 120), each with a hover recognizer that logs its states and locations.
    @MainActor
    final class Card {
        let window: UIWindow
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let field = UITextField(frame: CGRect(x: 20, y: 20, width: 100, height: 40))
        let badge = UIView(frame: CGRect(x: 120, y: 120, width: 60, height: 60))
        let pointer: Pointer
        var log: [String] = []

        init() {
            let (window, controller) = makeWindow()
            self.window = window
            pointer = Pointer(window)
            controller.view.addSubview(card)
            card.addSubview(field)
            card.addSubview(badge)
            for (name, view) in [("card", card), ("badge", badge)] {
                view.addGestureRecognizer(
                    UIHoverGestureRecognizer { [unowned self] recognizer in
                        let point = recognizer.location(in: recognizer.view)
                        log.append("\(name) \(recognizer.state.rawValue) \(Int(point.x)),\(Int(point.y))")
                    })
            }
            window.layoutIfNeeded()
        }

        var cursor: CursorShape { pointer.dispatcher.cursorShape }
    }

    /// Moving over the card begins its hover, moving on changes it, and a subview's own
    /// recognizer begins alongside when the pointer comes over the subview and ends when it
    /// leaves; leaving the card ends the card's, in the view's own coordinates throughout.
    @Test func hoverBeginsChangesAndEndsAsThePointerCrossesViews() {
        let scene = Card()
        scene.pointer.hover(10, 190)
        scene.pointer.hover(130, 130)
        scene.pointer.hover(150, 100)
        scene.pointer.hover(300, 300)
        #expect(
            scene.log == [
                "card 1 10,190",
                "badge 1 10,10", "card 2 130,130",
                "badge 3 10,10", "card 2 150,100",
                "card 3 150,100",
            ])
    }

    /// A press ends hovering; the release resumes it where the pointer is; leaving the window
    /// ends it too.
    @Test func aPressOrLeavingTheWindowEndsHovering() {
        let scene = Card()
        scene.pointer.hover(10, 190)
        scene.pointer.down(10, 190)
        scene.pointer.move(12, 190)
        scene.pointer.up(14, 190)
        scene.pointer.leave(14, 230)
        #expect(scene.log == ["card 1 10,190", "card 3 10,190", "card 1 14,190", "card 3 14,190"])
    }

    /// The I-beam over an enabled text field, the arrow elsewhere and over a disabled one; a
    /// press keeps the cursor it began under; leaving the window brings the arrow back.
    @Test func theCursorIsAnIBeamOverText() {
        let scene = Card()
        scene.pointer.hover(10, 10)
        #expect(scene.cursor == .arrow)
        scene.pointer.hover(30, 30)
        #expect(scene.cursor == .text)
        scene.pointer.down(30, 30)
        scene.pointer.move(150, 150)
        #expect(scene.cursor == .text, "a drag keeps the cursor it began under")
        scene.pointer.up(150, 150)
        #expect(scene.cursor == .arrow)
        scene.pointer.hover(30, 30)
        scene.pointer.leave(30, -5)
        #expect(scene.cursor == .arrow)
        scene.field.isEnabled = false
        scene.pointer.hover(31, 30)
        #expect(scene.cursor == .arrow)
        let text = UITextView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        scene.badge.addSubview(text)
        scene.window.layoutIfNeeded()
        scene.pointer.hover(130, 130)
        #expect(scene.cursor == .text)
        text.isEditable = false
        text.isSelectable = false
        scene.pointer.hover(131, 130)
        #expect(scene.cursor == .arrow)
    }

    /// A hovered view that leaves the window cancels its recognizer at the next look (a key
    /// here), a hidden one ends it, and disabling a recognizer mid-hover cancels it at once;
    /// a right or middle button held stops hovering as the primary does.
    @Test func hoverEndsOrIsCancelledWhenItsViewGoesAndButtonsStopIt() {
        let scene = Card()
        scene.pointer.hover(130, 130)
        #expect(scene.log == ["badge 1 10,10", "card 1 130,130"])
        scene.log.removeAll()
        scene.badge.removeFromSuperview()
        scene.pointer.dispatcher.handleKey(KeyEvent(key: .character("x"), time: 2000))
        #expect(scene.log.count == 1 && scene.log[0].hasPrefix("badge 4 "))
        scene.log.removeAll()
        scene.card.isHidden = true
        scene.pointer.dispatcher.handleKey(KeyEvent(key: .character("x"), time: 2001))
        #expect(scene.log == ["card 3 130,130"])
        scene.card.isHidden = false
        scene.pointer.hover(20, 20)
        scene.log.removeAll()
        scene.card.gestureRecognizers?.first?.isEnabled = false
        #expect(scene.log == ["card 4 20,20"])
        scene.card.gestureRecognizers?.first?.isEnabled = true
        scene.pointer.hover(21, 20)
        scene.log.removeAll()
        scene.pointer.rightClick(21, 20)
        #expect(scene.log == ["card 3 21,20", "card 1 21,20"], "ended by the press, begun again by the release")
    }

    /// After a wheel event the views under a still pointer are looked at again (here a
    /// scroll brought a field under it): the cursor follows without a move.
    @Test func theCursorFollowsTextScrolledUnderAStillPointer() {
        let (window, controller) = makeWindow()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        scroll.contentSize = CGSize(width: 300, height: 1000)
        controller.view.addSubview(scroll)
        scroll.addSubview(UITextField(frame: CGRect(x: 0, y: 400, width: 300, height: 100)))
        window.layoutIfNeeded()
        let pointer = Pointer(window)
        pointer.hover(150, 150)
        #expect(pointer.dispatcher.cursorShape == .arrow)
        scroll.setContentOffset(CGPoint(x: 0, y: 300), animated: false)
        pointer.wheel(down: 0, at: 150, 150)
        #expect(pointer.dispatcher.cursorShape == .text)
    }

    /// Splits its view into a left and a right region: an I-beam on the left, no cursor on
    /// the right, none in the top 10 points; logs entries and exits.
    @MainActor
    final class Halves: UIPointerInteractionDelegate {
        var log: [String] = []

        func pointerInteraction(
            _ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
            defaultRegion: UIPointerRegion
        ) -> UIPointerRegion? {
            guard request.location.y >= 10 else { return nil }
            let half = defaultRegion.rect.width / 2
            let left = request.location.x < half
            return UIPointerRegion(
                rect: CGRect(x: left ? 0 : half, y: 0, width: half, height: defaultRegion.rect.height),
                identifier: left ? "left" : "right")
        }

        func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion)
            -> UIPointerStyle?
        {
            region.identifier == AnyHashable("left") ? UIPointerStyle(shape: .verticalBeam(length: 20)) : .hidden()
        }

        func pointerInteraction(
            _ interaction: UIPointerInteraction, willEnter region: UIPointerRegion,
            animator: any UIPointerInteractionAnimating
        ) { log.append("enter \(region.identifier!)") }

        func pointerInteraction(
            _ interaction: UIPointerInteraction, willExit region: UIPointerRegion,
            animator: any UIPointerInteractionAnimating
        ) { log.append("exit \(region.identifier!)") }
    }

    /// A pointer interaction's regions set the cursor (an effect the pointing hand, a beam
    /// the I-beam, hidden none), its delegate hears the pointer enter and leave them, a text
    /// field inside still shows the I-beam, and a button with pointer interaction shows the
    /// hand unless its provider gives the system pointer.
    @Test func pointerInteractionsSetTheCursorInTheirRegions() {
        let scene = Card()
        let halves = Halves()
        scene.badge.addInteraction(UIPointerInteraction(delegate: halves))
        scene.card.addInteraction(UIPointerInteraction(delegate: nil))
        scene.pointer.hover(10, 190)
        #expect(scene.cursor == .pointingHand, "the card's automatic effect")
        scene.pointer.hover(30, 30)
        #expect(scene.cursor == .text, "the field, inside the card")
        scene.pointer.hover(125, 150)
        #expect(scene.cursor == .text && halves.log == ["enter left"])
        scene.pointer.hover(170, 150)
        #expect(scene.cursor == .hidden && halves.log == ["enter left", "exit left", "enter right"])
        scene.pointer.hover(171, 151)
        #expect(halves.log.count == 3, "the same region")
        scene.pointer.hover(170, 125)
        #expect(scene.cursor == .pointingHand, "no region at the badge's top: the card's")
        #expect(halves.log.last == "exit right")

        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 60, height: 30)
        scene.field.superview?.addSubview(button)
        scene.window.layoutIfNeeded()
        scene.pointer.hover(300, 300)
        scene.pointer.hover(5, 5)
        #expect(scene.cursor == .pointingHand, "the card's, around the button")
        scene.card.interactions = []
        scene.pointer.hover(6, 5)
        #expect(scene.cursor == .arrow)
        button.isPointerInteractionEnabled = true
        scene.pointer.hover(5, 5)
        #expect(scene.cursor == .pointingHand)
        button.pointerStyleProvider = { _, _, _ in .system() }
        scene.pointer.hover(6, 5)
        #expect(scene.cursor == .arrow)
        button.isPointerInteractionEnabled = false
        button.pointerStyleProvider = nil
        scene.pointer.hover(5, 5)
        #expect(scene.cursor == .arrow && button.interactions.isEmpty)
    }
}
