import Foundation
import Testing
import Views

@testable import UIKit

// Nested in the presentation suite, which runs its tests one at a time: the first responder is
// one for the whole application.
extension PresentationTests {
    /// Selecting text with the pointer, as on a desktop and with iPadOS's pointer: a drag
    /// selects, a double click a word, a triple click the paragraph (a field's whole text).
    @MainActor
    @Suite("Selecting text with the pointer")
    struct TextPointerSelectionTests {
        /// A rounded field at (20, 100), 200 × 34, holding "hello brave world", in a window
        /// whose root view is a scroll view, and where each word's glyphs start.
        @MainActor
        final class FieldScene {
            let window: UIWindow
            let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
            let pointer: Pointer
            let y: CGFloat = 117

            init() {
                let made = makeWindow()
                window = made.0
                field.borderStyle = .roundedRect
                field.text = "hello brave world"
                made.1.view.addSubview(field)
                window.layoutIfNeeded()
                pointer = Pointer(window)
            }

            /// Presses `key`, as the keyboard does.
            func type(_ key: Key) {
                time += 0.1
                pointer.dispatcher.handleKey(KeyEvent(key: key, time: time))
            }
            private var time = 5000.0

            /// The x in the window where the text's character at `offset` starts.
            func x(at offset: Int) -> CGFloat {
                let prefix = (field.text! as NSString).substring(to: offset) as NSString
                return 20 + UITextField.roundedTextInset + prefix.size(withAttributes: [.font: field.font!]).width
            }
        }

        /// In a field editing: a double click selects the word under it, a triple click the
        /// whole text, and a drag from a double click goes on by words.
        @Test func doubleAndTripleClicksInAFieldSelectAWordAndTheText() {
            let scene = FieldScene()
            scene.field.becomeFirstResponder()
            scene.pointer.clicks(2, scene.x(at: 8), scene.y)
            #expect(scene.field.selectedRange == NSRange(location: 6, length: 5), "brave")
            scene.pointer.clicks(3, scene.x(at: 8), scene.y)
            #expect(scene.field.selectedRange == NSRange(location: 0, length: 17))
            scene.pointer.click(scene.x(at: 3), scene.y)
            #expect(scene.field.selectedRange == NSRange(location: 3, length: 0))
            // Press twice on "hello", then drag into "world": whole words from hello to world.
            scene.pointer.drag(
                from: CGPoint(x: scene.x(at: 2), y: scene.y), after: 1, through: CGPoint(x: scene.x(at: 14), y: scene.y)
            )
            #expect(scene.field.selectedRange == NSRange(location: 0, length: 17) && scene.field.caretPosition == 17)
            // A double click on a word's last letter, right of its middle, selects that word.
            scene.pointer.clicks(2, scene.x(at: 5) - 1, scene.y)
            #expect(scene.field.selectedRange == NSRange(location: 0, length: 5), "hello")
            // Shift and a click stretch the selection from its anchor; a drag goes on from there.
            scene.pointer.click(scene.x(at: 2), scene.y)
            scene.pointer.drag(
                from: CGPoint(x: scene.x(at: 8), y: scene.y), through: CGPoint(x: scene.x(at: 13), y: scene.y),
                holding: .shift)
            #expect(scene.field.selectedRange == NSRange(location: 2, length: 11) && scene.field.caretPosition == 13)
        }

        /// In a secure field a double click selects the whole text: where its words break does
        /// not show.
        @Test func aDoubleClickInASecureFieldSelectsItAll() {
            let scene = FieldScene()
            scene.field.isSecureTextEntry = true
            scene.field.becomeFirstResponder()
            scene.window.layoutIfNeeded()
            scene.pointer.clicks(2, 40, scene.y)
            #expect(scene.field.selectedRange == NSRange(location: 0, length: 17))
        }

        /// Refuses to begin editing, counting the times it is asked.
        @MainActor
        final class Refusing: UITextFieldDelegate {
            var asked = 0
            func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
                asked += 1
                return false
            }
        }

        /// A drag in a field whose delegate refuses to begin editing asks once, selects nothing,
        /// and the release does not ask again.
        @Test func aRefusedDragAsksOnce() {
            let scene = FieldScene()
            let delegate = Refusing()
            scene.field.delegate = delegate
            scene.pointer.drag(
                from: CGPoint(x: scene.x(at: 1), y: scene.y), through: CGPoint(x: scene.x(at: 4), y: scene.y),
                CGPoint(x: scene.x(at: 8), y: scene.y), CGPoint(x: scene.x(at: 12), y: scene.y))
            #expect(delegate.asked == 1 && !scene.field.isEditing)
        }

        /// A drag in a field selects from the press to the pointer, backwards too; in a field
        /// not editing, it starts editing first.
        @Test func aDragInAFieldSelects() {
            let scene = FieldScene()
            #expect(!scene.field.isEditing)
            scene.pointer.drag(
                from: CGPoint(x: scene.x(at: 6), y: scene.y), through: CGPoint(x: scene.x(at: 8), y: scene.y),
                CGPoint(x: scene.x(at: 11), y: scene.y + 30))
            #expect(scene.field.isEditing)
            #expect(scene.field.selectedRange == NSRange(location: 6, length: 5) && scene.field.caretPosition == 11)
            scene.pointer.drag(
                from: CGPoint(x: scene.x(at: 11), y: scene.y), through: CGPoint(x: scene.x(at: 1), y: scene.y))
            #expect(scene.field.selectedRange == NSRange(location: 1, length: 10) && scene.field.caretPosition == 1)
            // A click in a field not editing still starts with the caret at the end.
            scene.field.resignFirstResponder()
            scene.pointer.click(scene.x(at: 3), scene.y)
            #expect(scene.field.isEditing && scene.field.caretPosition == 17)
        }

        /// In a text view inside a scroll view, a drag selects across lines instead of
        /// scrolling either; a double click selects a word, a triple click its paragraph.
        @Test func aDragInATextViewSelectsAndScrollsNothing() throws {
            let (window, controller) = makeWindow()
            let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            scroll.contentSize = CGSize(width: 300, height: 1000)
            controller.view.addSubview(scroll)
            let text = UITextView(frame: CGRect(x: 20, y: 20, width: 240, height: 60))
            text.font = .systemFont(ofSize: 15)
            text.text = "first line here\nsecond line there\nthird\n" + String(repeating: "more\n", count: 20)
            scroll.addSubview(text)
            window.layoutIfNeeded()
            let pointer = Pointer(window)
            let lineHeight = try #require(text.font).lineHeight
            let inset = text.textContainerInset
            func point(line: Int, x: CGFloat) -> CGPoint {
                CGPoint(x: 20 + inset.left + 5 + x, y: 20 + inset.top + lineHeight * (CGFloat(line) + 0.5))
            }
            pointer.drag(from: point(line: 0, x: 0), through: point(line: 1, x: 20), point(line: 1, x: 30))
            #expect(text.isFirstResponder)
            #expect(scroll.contentOffset == .zero && text.contentOffset == .zero)
            let selected = text.selectedRange
            #expect(selected.location <= 1 && NSMaxRange(selected) > 16, "from the first line into the second")
            pointer.clicks(2, point(line: 1, x: 60).x, point(line: 1, x: 60).y)
            #expect((text.text as NSString).substring(with: text.selectedRange) == "line")
            pointer.clicks(3, point(line: 1, x: 60).x, point(line: 1, x: 60).y)
            #expect((text.text as NSString).substring(with: text.selectedRange) == "second line there\n")
            text.resignFirstResponder()
        }

        /// The caret blinks from when it appears, shows again at once when it moves or the
        /// text changes (though it stays in place), stops blinking shown once the timeout
        /// passes, and stops when editing ends.
        @Test func theCaretBlinksThenRests() async {
            let (period, timeout) = (CaretBlink.period, CaretBlink.timeout)
            defer { (CaretBlink.period, CaretBlink.timeout) = (period, timeout) }
            (CaretBlink.period, CaretBlink.timeout) = (0.06, 0.5)
            let scene = FieldScene()
            let field = scene.field
            let caret = field.caretView
            scene.pointer.click(scene.x(at: 3), scene.y)
            scene.window.layoutIfNeeded()
            #expect(field.isEditing && field.caretBlink.isBlinking && caret.alpha == 1)
            #expect(await eventually { caret.alpha == 0 }, "it blinks off")
            scene.pointer.click(scene.x(at: 5), scene.y)
            scene.window.layoutIfNeeded()
            #expect(caret.alpha == 1, "shown at once where it moved")
            #expect(await eventually { caret.alpha == 0 })
            scene.type(.delete)
            scene.window.layoutIfNeeded()
            #expect(caret.alpha == 1 && field.caretPosition == 5, "an edit shows it, though it did not move")
            #expect(await eventually { !field.caretBlink.isBlinking })
            #expect(caret.alpha == 1, "and rests shown")
            scene.pointer.click(scene.x(at: 1), scene.y)
            scene.window.layoutIfNeeded()
            #expect(field.caretBlink.isBlinking)
            field.resignFirstResponder()
            scene.window.layoutIfNeeded()
            #expect(!field.caretBlink.isBlinking && caret.isHidden)
        }

        /// While another window has the keyboard focus the caret is hidden and still, also
        /// after an edit; it shows and blinks again when the focus comes back.
        @Test func theCaretHidesWhileAnotherWindowHasTheFocus() {
            let application = UIApplication()
            UIApplication.current = application
            defer { UIApplication.current = nil }
            let scene = FieldScene()
            let field = scene.field
            let caret = field.caretView
            scene.pointer.click(scene.x(at: 3), scene.y)
            scene.window.layoutIfNeeded()
            #expect(field.caretBlink.isBlinking && caret.alpha == 1)
            application.keyboardFocusDidChange(false)
            #expect(!field.caretBlink.isBlinking && caret.alpha == 0)
            scene.type(.character("l"))
            scene.window.layoutIfNeeded()
            #expect(field.text == "hello brave worldl")
            #expect(!field.caretBlink.isBlinking && caret.alpha == 0, "an edit shows no caret")
            application.keyboardFocusDidChange(true)
            #expect(field.caretBlink.isBlinking && caret.alpha == 1)
            field.resignFirstResponder()
        }
    }
}
