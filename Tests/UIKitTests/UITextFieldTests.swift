import Testing
import Views

@testable import UIKit

// Nested in the presentation suite, which runs its tests one at a time: the first responder is
// one for the whole application, and the alerts' tests there wait on it across suspensions.
extension PresentationTests {
    @MainActor
    @Suite("UITextField")
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

            func type(_ keys: Key..., holding modifiers: Modifiers = []) {
                for key in keys {
                    time += 0.1
                    self.keys.handleKey(KeyEvent(key: key, modifiers: modifiers, time: time))
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

        /// Ctrl+V types the general pasteboard's text at the caret, its line breaks as spaces;
        /// the delegate may refuse it; other Control keys are not the field's.
        @Test func controlVPastesOneLineAtTheCaret() {
            let scene = FieldScene()
            let field = scene.field
            field.text = "ab"
            field.becomeFirstResponder()
            _ = scene.takeEvents()
            scene.type(.arrowLeft)
            UIPasteboard.general.string = "one\r\ntwo\nthree"
            scene.type(.character("v"), holding: .control)
            #expect(field.text == "aone two threeb" && field.caretPosition == 14)
            #expect(scene.takeEvents() == ["changed"])
            let refusing = RefusingDelegate()
            field.delegate = refusing
            scene.type(.character("v"), holding: .control)
            #expect(field.text == "aone two threeb" && refusing.asked == ["14,0 one two three"])
            // A cut the delegate refuses leaves the text and the pasteboard.
            scene.type(.arrowLeft, holding: .shift)
            scene.type(.character("x"), holding: .control)
            #expect(field.text == "aone two threeb" && UIPasteboard.general.string == "one\r\ntwo\nthree")
            scene.type(.arrowRight)
            scene.type(.character("b"), holding: .control)
            #expect(field.text == "aone two threeb")
            // Without Control, the letters type.
            field.delegate = nil
            scene.type("vcx")
            #expect(field.text == "aone two threevcxb")
        }

        /// Shift with the arrows, Home and End selects, Ctrl+A selects all; typing, Backspace
        /// and a paste replace the selection; Ctrl+C and Ctrl+X copy and cut it (not for secure
        /// text); the selection is drawn in the tint, under the text.
        @Test func shiftSelectsAndControlKeysCopyAndCutTheSelection() {
            let scene = FieldScene()
            let field = scene.field
            let pasteboard = UIPasteboard.general
            field.text = "hello world"
            field.becomeFirstResponder()
            scene.type(.arrowLeft, .arrowLeft, .arrowLeft, .arrowLeft, .arrowLeft, holding: .shift)
            #expect(field.selectedRange == NSRange(location: 6, length: 5) && field.caretPosition == 6)
            scene.window.layoutIfNeeded()
            let highlight = field.subviews[1].subviews[0]
            let caret = field.subviews[1].subviews[2]
            #expect(!highlight.isHidden && highlight.frame.width > 20 && highlight.frame.minX > 20 && caret.isHidden)
            #expect(highlight.backgroundColor == field.tintColor.withAlphaComponent(UITextView.selectionAlpha))
            scene.type(.character("c"), holding: .control)
            #expect(pasteboard.string == "world" && field.text == "hello world")
            scene.type(.character("x"), holding: .control)
            #expect(pasteboard.string == "world" && field.text == "hello " && field.selectedRange.length == 0)
            scene.window.layoutIfNeeded()
            #expect(highlight.isHidden && !caret.isHidden)
            scene.type(.home, holding: .shift)
            scene.type("J")
            #expect(field.text == "J")
            scene.type(.character("a"), holding: .control)
            scene.type(.character("v"), holding: .control)
            #expect(field.text == "world")
            scene.type(.home)
            scene.type(.end, holding: .shift)
            scene.type(.backspace)
            #expect(field.text == "")
            // Secure text is neither copied nor cut.
            field.isSecureTextEntry = true
            field.text = "secret"
            scene.type(.character("a"), holding: .control)
            scene.type(.character("c"), holding: .control)
            scene.type(.character("x"), holding: .control)
            #expect(pasteboard.string == "world" && field.text == "secret")
        }

        /// In a right-aligned field a click finds the character under it (the text is drawn
        /// inset in its label), and Shift and a click extend the selection; the highlight covers
        /// the glyphs.
        @Test func clicksFindCharactersInARightAlignedFieldAndShiftExtends() {
            let scene = FieldScene()
            let field = scene.field
            field.textAlignment = .right
            field.text = "abc"
            field.becomeFirstResponder()
            scene.window.layoutIfNeeded()
            let width = ("abc" as NSString).size(withAttributes: [.font: field.font!]).width
            let glyphsStart = 20 + UITextField.roundedTextInset + (200 - 2 * UITextField.roundedTextInset - width)
            let pointer = Pointer(scene.window)
            pointer.click(glyphsStart + 1, 117)
            #expect(field.selectedRange == NSRange(location: 0, length: 0))
            pointer.click(20 + 200 - 3, 117, holding: .shift)
            #expect(field.selectedRange == NSRange(location: 0, length: 3) && field.caretPosition == 3)
            scene.window.layoutIfNeeded()
            let highlight = field.subviews[1].convert(field.subviews[1].subviews[0].frame, to: nil)
            #expect(abs(highlight.minX - glyphsStart) < 0.5 && abs(highlight.width - width) < 0.5)
        }

        /// Refuses every change, noting what it was asked.
        @MainActor
        final class RefusingDelegate: UITextFieldDelegate {
            var asked: [String] = []
            func textField(
                _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
            ) -> Bool {
                asked.append("\(range.location),\(range.length) \(string)")
                return false
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
            let notified = NotificationCounter(UITextField.textDidChangeNotification, object: field)
            field.placeholder = "Password"
            let label = field.subviews[1].subviews[1] as! UILabel
            #expect(label.text == "Password" && label.textColor == UIColor.placeholderText)
            field.text = "abc"
            field.text = nil
            #expect(field.text == "" && scene.takeEvents().isEmpty && notified.count == 0)
            field.isSecureTextEntry = true
            field.becomeFirstResponder()
            scene.type("pw")
            #expect(field.text == "pw" && label.text == "••")
            #expect(notified.count == 2)
        }

        @Test func theCaretFollowsTheTextAndEndEditingResigns() {
            let scene = FieldScene()
            let field = scene.field
            field.becomeFirstResponder()
            scene.window.layoutIfNeeded()
            let caret = field.subviews[1].subviews[2]
            #expect(!caret.isHidden)
            let start = caret.convert(caret.bounds, to: field).minX
            #expect(start == 7)
            scene.type("wide text")
            scene.window.layoutIfNeeded()
            #expect(caret.convert(caret.bounds, to: field).minX > start + 40)
            #expect(field.intrinsicContentSize.height == ceil(UIFont.systemFont(ofSize: 17).lineHeight) + 14)
            #expect(scene.controller.view.endEditing(true))
            #expect(!field.isEditing)
            scene.window.layoutIfNeeded()
            #expect(caret.isHidden)
        }
    }

}

extension PresentationTests.UITextFieldTests {
    /// Records the ranges the field asks to change, and may refuse to end editing.
    final class RangeRecorder: UITextFieldDelegate {
        var ranges: [String] = []
        var mayEnd = true
        func textField(
            _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
        ) -> Bool {
            ranges.append("\(range.location),\(range.length)")
            return true
        }
        func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { mayEnd }
    }

    @Test func editsTakeWholeCharactersInUTF16Ranges() {
        let scene = FieldScene()
        let recorder = RangeRecorder()
        scene.field.delegate = recorder
        scene.field.becomeFirstResponder()
        scene.type("a😀")
        scene.type(.backspace)
        #expect(scene.field.text == "a" && recorder.ranges == ["0,0", "1,0", "1,2"])
        scene.type("e\u{301}")  // e, then a combining acute accent: one character
        #expect(scene.field.text == "aé" && scene.field.caretPosition == 3)
        scene.type(.backspace)
        #expect(scene.field.text == "a" && recorder.ranges.last == "1,2")
        // Taking the letter out from between two flag halves joins them into one flag: the
        // caret goes after it, never inside it.
        scene.field.text = ""
        scene.type("🇺a🇸")
        scene.type(.arrowLeft, .backspace)
        #expect(scene.field.text == "🇺🇸" && scene.field.caretPosition == 4)
        scene.type(.arrowLeft, .backspace, .delete)
        #expect(scene.field.text == "")
    }

    @Test func editingEndsWhenTheFieldLeavesOrIsDisabledOrIsForced() {
        let scene = FieldScene()
        let recorder = RangeRecorder()
        recorder.mayEnd = false
        scene.field.delegate = recorder
        scene.field.becomeFirstResponder()
        #expect(!scene.field.resignFirstResponder() && scene.field.isEditing)
        #expect(scene.controller.view.endEditing(true) && !scene.field.isEditing)
        scene.field.becomeFirstResponder()
        scene.field.isEnabled = false
        #expect(!scene.field.isEditing && !scene.field.isFirstResponder)
        scene.field.isEnabled = true
        scene.field.becomeFirstResponder()
        scene.field.removeFromSuperview()
        #expect(!scene.field.isEditing && !scene.field.isFirstResponder)
        #expect(scene.takeEvents() == ["begin", "end", "begin", "end", "begin", "end"])
    }

    @Test func theBorderStyleLeavesTheLayerAndBackgroundToTheAppAndReturnIsThePrimaryAction() {
        let scene = FieldScene()
        let field = scene.field
        #expect(field.backgroundColor == nil && field.font == UIFont.systemFont(ofSize: 17))
        #expect(field.textColor == UIColor.label)
        field.borderStyle = .none
        field.layer.borderWidth = 3
        field.layer.cornerRadius = 6
        field.addAction(UIAction { [unowned scene] _ in scene.events.append("primary") }, for: .primaryActionTriggered)
        field.becomeFirstResponder()
        scene.type("x")
        scene.type(.enter)
        #expect(field.layer.borderWidth == 3 && field.layer.cornerRadius == 6 && field.backgroundColor == nil)
        #expect(scene.takeEvents() == ["begin", "changed", "primary"])
    }

    @Test func longTextMovesToKeepTheCaretInView() {
        let scene = FieldScene()
        let field = scene.field
        field.becomeFirstResponder()
        scene.type(String(repeating: "wide ", count: 12))
        scene.window.layoutIfNeeded()
        let clip = field.subviews[1]
        let (label, caret) = (clip.subviews[1], clip.subviews[2])  // above the selection's highlight
        #expect(label is UILabel)
        #expect(clip.clipsToBounds && caret.frame.maxX <= clip.bounds.width)
        #expect(caret.frame.maxX > clip.bounds.width - 3)
        #expect(label.frame.minX < 0)
        scene.type(.home)
        scene.window.layoutIfNeeded()
        #expect(caret.frame.minX == 0 && label.frame.minX == 0)
    }
}

extension PresentationTests.UITextFieldTests {
    /// Code written for iOS observes the keyboard by UIKit's names; they are never posted here.
    @Test func theKeyboardNotificationsHaveUIKitsNames() {
        #expect(UIResponder.keyboardWillShowNotification.rawValue == "UIKeyboardWillShowNotification")
        #expect(UIResponder.keyboardWillHideNotification.rawValue == "UIKeyboardWillHideNotification")
        #expect(UIResponder.keyboardFrameEndUserInfoKey == "UIKeyboardFrameEndUserInfoKey")
        #expect(UITextField.textDidChangeNotification.rawValue == "UITextFieldTextDidChangeNotification")
    }
}

extension PresentationTests.UITextFieldTests {
    @Test func tabGoesThroughTheFieldsInReadingOrderAndAClickPlacesTheCaret() {
        let scene = FieldScene()
        let right = UITextField(frame: CGRect(x: 240, y: 100, width: 100, height: 34))
        let below = UITextField(frame: CGRect(x: 20, y: 200, width: 200, height: 34))
        for field in [below, right] { scene.controller.view.addSubview(field) }
        scene.window.layoutIfNeeded()
        scene.field.becomeFirstResponder()
        scene.type(.tab)
        #expect(right.isEditing && !scene.field.isEditing)
        scene.type(.tab)
        #expect(below.isEditing)
        scene.type(.tab)
        #expect(scene.field.isEditing)
        scene.keys.handleKey(KeyEvent(key: .tab, modifiers: .shift, time: 100))
        #expect(below.isEditing)

        // In a field already editing, a click puts the caret at the nearest boundary.
        scene.field.becomeFirstResponder()
        scene.type("mmmm")
        scene.window.layoutIfNeeded()
        let label = scene.field.subviews[1].subviews[1] as! UILabel
        let twoWide = label.intrinsicContentSize.width / 2
        let origin = label.convert(CGPoint.zero, to: nil)
        Pointer(scene.window).click(origin.x + twoWide + 1, 117)
        #expect(scene.field.caretPosition == 2)
        Pointer(scene.window).click(origin.x + 1, 117)
        #expect(scene.field.caretPosition == 0)
    }
}
