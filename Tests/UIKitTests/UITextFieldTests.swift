import Testing
import Views

@testable import UIKit

@MainActor
@Suite("UITextField", .serialized)
struct UITextFieldTests {
    /// A rounded field at (20, 100), 200 × 34, in a window, the editing events it sends by
    /// name, and a way to type keys.
    @MainActor
    final class FieldScene {
        let window: UIWindow
        let controller: UIViewController
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
        let keys: EventDispatcher
        var events: [String] = []
        private var time = 1.0

        init() {
            let made = makeWindow()
            window = made.0
            controller = made.1
            field.borderStyle = .roundedRect
            controller.view.addSubview(field)
            window.layoutIfNeeded()
            keys = EventDispatcher(window: window)
            let named: [(String, UIControl.Event)] = [
                ("begin", .editingDidBegin), ("changed", .editingChanged), ("end", .editingDidEnd),
            ]
            for (name, event) in named {
                field.addAction(UIAction { [unowned self] _ in events.append(name) }, for: event)
            }
        }

        func type(_ keys: Key...) {
            for key in keys {
                time += 0.1
                self.keys.handleKey(KeyEvent(key: key, time: time))
            }
        }

        func type(_ text: String) {
            for character in text { type(.character(String(character))) }
        }

        /// The events seen so far, then forgets them.
        func takeEvents() -> [String] {
            defer { events.removeAll() }
            return events
        }
    }

    @Test func aClickStartsEditingAndKeysEditAtTheCaret() {
        let scene = FieldScene()
        let field = scene.field
        Pointer(scene.window).click(120, 117)
        #expect(field.isEditing && field.isFirstResponder)
        #expect(scene.takeEvents() == ["begin"])
        scene.type("hi")
        #expect(field.text == "hi" && field.caretPosition == 2)
        scene.type(.arrowLeft)
        scene.type("!")
        #expect(field.text == "h!i" && field.caretPosition == 2)
        scene.type(.backspace)
        #expect(field.text == "hi" && field.caretPosition == 1)
        scene.type(.delete)
        #expect(field.text == "h")
        scene.type(.home)
        #expect(field.caretPosition == 0)
        scene.type("é.")
        #expect(field.text == "é.h")
        #expect(scene.takeEvents() == Array(repeating: "changed", count: 7))
        // Keys the field does not take go on up the chain; editing is unchanged.
        scene.type(.escape)
        #expect(field.text == "é.h" && field.isEditing)
    }

    @Test func returnEndsEditingWhenAnActionListensForIt() {
        let scene = FieldScene()
        let field = scene.field
        field.becomeFirstResponder()
        scene.type(.enter)
        #expect(field.isEditing)
        field.addAction(UIAction { [unowned scene] _ in scene.events.append("exit") }, for: .editingDidEndOnExit)
        scene.type(.enter)
        #expect(!field.isEditing && !field.isFirstResponder)
        #expect(scene.takeEvents() == ["begin", "exit", "end"])
    }

    @Test func theDelegateVetoesEditsAndEditing() {
        final class DigitsOnly: UITextFieldDelegate {
            var ranges: [String] = []
            var mayBegin = true
            var returns = 0
            func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { mayBegin }
            func textField(
                _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
            ) -> Bool {
                ranges.append("\(range.location),\(range.length) \(string)")
                return string.allSatisfy(\.isNumber)
            }
            func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                returns += 1
                return false
            }
        }
        let scene = FieldScene()
        let delegate = DigitsOnly()
        scene.field.delegate = delegate
        delegate.mayBegin = false
        #expect(!scene.field.becomeFirstResponder())
        Pointer(scene.window).click(120, 117)
        #expect(!scene.field.isEditing)
        delegate.mayBegin = true
        scene.field.becomeFirstResponder()
        scene.type("1a2")
        scene.type(.backspace)
        #expect(scene.field.text == "1")
        #expect(delegate.ranges == ["0,0 1", "1,0 a", "1,0 2", "1,1 "])
        scene.field.addAction(UIAction { _ in }, for: .editingDidEndOnExit)
        scene.type(.enter)
        #expect(delegate.returns == 1 && scene.field.isEditing)
    }

    @Test func textSetByCodeIsSilentAndSecureTextShowsBullets() {
        let scene = FieldScene()
        let field = scene.field
        final class Count: @unchecked Sendable { var value = 0 }
        let notified = Count()
        let observer = NotificationCenter.default.addObserver(
            forName: UITextField.textDidChangeNotification, object: field, queue: nil
        ) { _ in notified.value += 1 }
        defer { NotificationCenter.default.removeObserver(observer) }
        field.placeholder = "Password"
        let label = field.subviews.compactMap { $0 as? UILabel }.first!
        #expect(label.text == "Password" && label.textColor == UIColor.placeholderText)
        field.text = "abc"
        field.text = nil
        #expect(field.text == "" && scene.takeEvents().isEmpty && notified.value == 0)
        field.isSecureTextEntry = true
        field.becomeFirstResponder()
        scene.type("pw")
        #expect(field.text == "pw" && label.text == "••")
        #expect(notified.value == 2)
    }

    @Test func theCaretFollowsTheTextAndEndEditingResigns() {
        let scene = FieldScene()
        let field = scene.field
        field.becomeFirstResponder()
        scene.window.layoutIfNeeded()
        let caret = field.subviews.first { !($0 is UILabel) }!
        #expect(!caret.isHidden)
        let start = caret.frame.minX
        #expect(start == 7)
        scene.type("wide text")
        scene.window.layoutIfNeeded()
        #expect(caret.frame.minX > start + 40)
        #expect(field.intrinsicContentSize.height == ceil(UIFont.systemFont(ofSize: 17).lineHeight) + 14)
        #expect(scene.controller.view.endEditing(true))
        #expect(!field.isEditing)
        scene.window.layoutIfNeeded()
        #expect(caret.isHidden)
    }
}
