import Testing
import Views

@testable import UIKit

/// Alerts are presented controllers: these run in the presentation suite, one at a time.
extension PresentationTests {
    /// The buttons of a presented alert, by title, in window coordinates.
    func buttonFrames(of alert: UIAlertController) -> [String: CGRect] {
        var frames: [String: CGRect] = [:]
        func visit(_ view: UIView) {
            if let button = view as? UIButton, let title = button.currentTitle {
                frames[title] = button.convert(button.bounds, to: nil)
            }
            view.subviews.forEach(visit)
        }
        visit(alert.view)
        return frames
    }

    @Test func anAlertCentresItsCardWithTwoButtonsSideBySideCancelFirst() async {
        let screen = Screen()
        let alert = UIAlertController(title: "Delete?", message: "It cannot be undone.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        await present(alert, on: screen.root)
        #expect(screen.root.presentedViewController === alert)
        let card = alert.view.subviews[0]
        let cardFrame = card.convert(card.bounds, to: nil)
        #expect(cardFrame.width == 270 && cardFrame.midX == 150)
        #expect(abs(cardFrame.midY - 200) < 1)
        let buttons = buttonFrames(of: alert)
        let (cancel, delete) = (buttons["Cancel"]!, buttons["Delete"]!)
        #expect(cancel.maxX < delete.minX && cancel.minY == delete.minY)
        #expect(cancel.height == 44 && abs(cancel.width - delete.width) < 0.01)
        #expect(cancel.maxY == cardFrame.maxY)
        #expect(alert.view.backgroundColor == UIColor(white: 0, alpha: 0.2))
    }

    @Test func choosingAnActionDismissesTheAlertThenRunsItsHandler() async {
        let screen = Screen()
        let alert = UIAlertController(title: "Saved", message: nil, preferredStyle: .alert)
        var handled: [String] = []
        for title in ["One", "Two", "Three"] {
            alert.addAction(
                UIAlertAction(title: title, style: .default) { action in
                    // Gone by the time the handler runs.
                    handled.append("\(action.title!) \(screen.root.presentedViewController == nil)")
                })
        }
        await present(alert, on: screen.root)
        let buttons = buttonFrames(of: alert)
        // Three stack up, in order.
        #expect(buttons["One"]!.maxY < buttons["Two"]!.minY && buttons["Two"]!.maxY < buttons["Three"]!.minY)
        let two = buttons["Two"]!
        Pointer(screen.window).click(two.midX, two.midY)
        #expect(await eventually { handled == ["Two true"] })
        #expect(alert.view.window == nil)
    }

    @Test func escapeCancelsAndReturnChoosesThePreferredAction() async {
        let screen = Screen()
        var handled: [String] = []
        func makeAlert() -> UIAlertController {
            let alert = UIAlertController(title: "Quit?", message: nil, preferredStyle: .alert)
            for (title, style) in [("Stay", UIAlertAction.Style.cancel), ("Quit", .default)] {
                alert.addAction(UIAlertAction(title: title, style: style) { handled.append($0.title!) })
            }
            alert.preferredAction = alert.actions[1]
            return alert
        }
        let keys = EventDispatcher(window: screen.window)
        for (key, expected) in [(Key.escape, ["Stay"]), (.enter, ["Stay", "Quit"])] {
            let alert = makeAlert()
            await present(alert, on: screen.root)
            #expect(alert.isFirstResponder)
            keys.handleKey(KeyEvent(key: key, time: 1))
            #expect(await eventually { handled == expected })
            #expect(!alert.isFirstResponder)
        }
    }

    @Test func anActionSheetKeepsItsCancelButtonApartAndAClickBesideItCancels() async {
        let screen = Screen()
        let sheet = UIAlertController(title: nil, message: "Share the photo", preferredStyle: .actionSheet)
        var handled: [String] = []
        for (title, style) in [("Cancel", UIAlertAction.Style.cancel), ("Copy", .default), ("Print", .default)] {
            sheet.addAction(UIAlertAction(title: title, style: style) { handled.append($0.title!) })
        }
        await present(sheet, on: screen.root)
        let buttons = buttonFrames(of: sheet)
        let (copy, print, cancel) = (buttons["Copy"]!, buttons["Print"]!, buttons["Cancel"]!)
        #expect(copy.maxY < print.minY && print.maxY + 8 == cancel.minY)
        #expect(cancel.maxY == 400 - 8 && cancel.minX == 8 && cancel.width == 300 - 16)
        #expect(copy.height == 57)
        // A click on the card's message does nothing; one on the dimmed window cancels.
        let pointer = Pointer(screen.window)
        pointer.click(150, copy.minY - 10)
        #expect(!sheet.isBeingDismissed)
        pointer.click(150, 20)
        #expect(await eventually { handled == ["Cancel"] })
    }

    @Test func aDisabledActionCannotBeChosenUntilEnabled() async {
        let screen = Screen()
        // A click on a button made after the action was disabled, and Return, do nothing.
        let alert = UIAlertController(title: "Sign in", message: nil, preferredStyle: .alert)
        var handled = 0
        let signIn = UIAlertAction(title: "Sign in", style: .default) { _ in handled += 1 }
        signIn.isEnabled = false
        alert.addAction(signIn)
        await present(alert, on: screen.root)
        let frame = buttonFrames(of: alert)["Sign in"]!
        let pointer = Pointer(screen.window)
        pointer.click(frame.midX, frame.midY)
        // Nor can Return choose it.
        alert.preferredAction = signIn
        EventDispatcher(window: screen.window).handleKey(KeyEvent(key: .enter, time: 1))
        #expect(!alert.isBeingDismissed)
        signIn.isEnabled = true
        // The cards were rebuilt for the preferred action: drawn before the next click.
        screen.window.layoutIfNeeded()
        pointer.click(frame.midX, frame.midY)
        #expect(await eventually { handled == 1 })
        #expect(screen.root.presentedViewController == nil)
    }
}

extension PresentationTests {
    @Test func thePreferredActionIsBoldInsteadOfCancelAndATitleChangeShows() async {
        let screen = Screen()
        let alert = UIAlertController(title: "Save?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Save", style: .default))
        func font(of title: String) -> UIFont? {
            var found: UIFont?
            func visit(_ view: UIView) {
                if let button = view as? UIButton, button.currentTitle == title { found = button.titleLabel?.font }
                view.subviews.forEach(visit)
            }
            visit(alert.view)
            return found
        }
        alert.loadViewIfNeeded()
        let bold = UIFont.systemFont(ofSize: 17, weight: .semibold)
        let regular = UIFont.systemFont(ofSize: 17, weight: .regular)
        #expect(font(of: "Cancel") == bold && font(of: "Save") == regular)
        alert.preferredAction = alert.actions[1]
        #expect(font(of: "Cancel") == regular && font(of: "Save") == bold)

        await present(alert, on: screen.root)
        alert.title = "Save changes?"
        var titles: [String] = []
        func collect(_ view: UIView) {
            if let label = view as? UILabel, let text = label.text { titles.append(text) }
            view.subviews.forEach(collect)
        }
        collect(alert.view)
        #expect(titles.contains("Save changes?") && !titles.contains("Save?"))
    }

    @Test func aClickWhileTheAlertFadesInIsChosenOnceItIsIn() async {
        let screen = Screen()
        let alert = UIAlertController(title: "Go?", message: nil, preferredStyle: .alert)
        var handled = 0
        alert.addAction(UIAlertAction(title: "Go", style: .default) { _ in handled += 1 })
        screen.root.present(alert, animated: true)
        screen.window.layoutIfNeeded()
        #expect(alert.isBeingPresented)
        let frame = buttonFrames(of: alert)["Go"]!
        Pointer(screen.window).click(frame.midX, frame.midY)
        #expect(await eventually { handled == 1 })
        #expect(screen.root.presentedViewController == nil)
    }

    @Test func theAlertGivesTheKeysBackAndASheetIgnoresThePreferredAction() async {
        final class KeyView: UIView {
            override var canBecomeFirstResponder: Bool { true }
        }
        let screen = Screen()
        let field = KeyView()
        screen.root.view.addSubview(field)
        field.becomeFirstResponder()
        let sheet = UIAlertController(title: nil, message: "Pick", preferredStyle: .actionSheet)
        var handled: [String] = []
        for title in ["One", "Two"] {
            sheet.addAction(UIAlertAction(title: title, style: .default) { handled.append($0.title!) })
        }
        sheet.preferredAction = sheet.actions[1]
        await present(sheet, on: screen.root)
        #expect(sheet.isFirstResponder)
        EventDispatcher(window: screen.window).handleKey(KeyEvent(key: .enter, time: 1))
        #expect(!sheet.isBeingDismissed)
        EventDispatcher(window: screen.window).handleKey(KeyEvent(key: .escape, time: 2))
        let frame = buttonFrames(of: sheet)["One"]!
        Pointer(screen.window).click(frame.midX, frame.midY)
        #expect(await eventually { handled == ["One"] })
        #expect(field.isFirstResponder)
    }
}

extension PresentationTests {
    @Test func anAlertsTextFieldTakesTheKeysAndReturnChoosesThePreferredAction() async {
        let screen = Screen()
        let alert = UIAlertController(title: "Sign in", message: "Your name and password", preferredStyle: .alert)
        alert.addTextField { $0.placeholder = "Name" }
        alert.addTextField { $0.isSecureTextEntry = true }
        var signedIn: [String] = []
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        let signIn = UIAlertAction(title: "Sign in", style: .default) { [unowned alert] _ in
            signedIn.append(alert.textFields?.map { $0.text ?? "" }.joined(separator: "/") ?? "")
        }
        alert.addAction(signIn)
        alert.preferredAction = signIn
        await present(alert, on: screen.root)
        let fields = alert.textFields ?? []
        #expect(fields.count == 2 && fields[0].isEditing)
        // Under the message, one above the other, inside the card.
        let card = alert.view.subviews[0].convert(alert.view.subviews[0].bounds, to: nil)
        let (first, second) = (
            fields[0].convert(fields[0].bounds, to: nil), fields[1].convert(fields[1].bounds, to: nil)
        )
        #expect(first.maxY < second.minY && card.contains(first) && card.contains(second))
        let keys = EventDispatcher(window: screen.window)
        for (time, key) in [Key.character("a"), .tab, .character("b"), .enter].enumerated() {
            keys.handleKey(KeyEvent(key: key, time: Double(time)))
        }
        #expect(await eventually { signedIn == ["a/b"] })
    }
}
