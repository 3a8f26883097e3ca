import CairoRendering
import Foundation
import Rendering
import Testing
import Views

@testable import UIKit

// Nested in the presentation suite, which runs its tests one at a time: the first responder is
// one for the whole application.
extension PresentationTests {
    @MainActor
    @Suite("UITextView")
    struct UITextViewTests {
        /// A 200 × 150 text view at (20, 100) in a window, in a 15-point font, with a delegate
        /// that logs what it hears and a way to type keys.
        @MainActor
        final class TextScene {
            let window: UIWindow
            let controller: UIViewController
            let textView = UITextView(frame: CGRect(x: 20, y: 100, width: 200, height: 150))
            let delegate = LoggingDelegate()
            let pointer: Pointer
            private var time = 1.0

            init() {
                let made = makeWindow()
                window = made.0
                controller = made.1
                textView.font = .systemFont(ofSize: 15)
                textView.delegate = delegate
                controller.view.addSubview(textView)
                window.layoutIfNeeded()
                pointer = Pointer(window)
            }

            func type(_ keys: Key..., holding modifiers: Modifiers = []) {
                for key in keys {
                    time += 0.1
                    pointer.dispatcher.handleKey(KeyEvent(key: key, modifiers: modifiers, time: time))
                }
                window.layoutIfNeeded()
            }

            func type(_ text: String) {
                for character in text {
                    type(character == "\n" ? .enter : .character(String(character)))
                }
            }

            /// The caret's place, or the selection's.
            var selection: NSRange { textView.selectedRange }
        }

        /// Logs the delegate methods called, and refuses to let "#" be typed.
        @MainActor
        final class LoggingDelegate: UITextViewDelegate {
            var log: [String] = []

            func textViewShouldBeginEditing(_ textView: UITextView) -> Bool {
                log.append("shouldBegin")
                return true
            }
            func textViewDidBeginEditing(_ textView: UITextView) { log.append("didBegin") }
            var allowsEnding = true
            var allowsChanges = true
            func textViewShouldEndEditing(_ textView: UITextView) -> Bool {
                log.append("shouldEnd")
                return allowsEnding
            }
            func textViewDidEndEditing(_ textView: UITextView) { log.append("didEnd") }
            func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String)
                -> Bool
            {
                log.append("shouldChange \(range.location),\(range.length) \(text)")
                return allowsChanges && text != "#"
            }
            func textViewDidChange(_ textView: UITextView) { log.append("didChange") }
            func textViewDidChangeSelection(_ textView: UITextView) { log.append("selection") }

            func take() -> [String] {
                defer { log.removeAll() }
                return log
            }
        }

        @Test func aClickStartsEditingAndKeysEditOverLines() {
            let scene = TextScene()
            let textView = scene.textView
            scene.pointer.click(100, 120)
            #expect(textView.isFirstResponder)
            #expect(scene.delegate.take() == ["shouldBegin", "didBegin"])
            scene.type("abc\nabcd")
            #expect(textView.text == "abc\nabcd" && scene.selection == NSRange(location: 8, length: 0))
            let log = scene.delegate.take()
            #expect(log.prefix(3) == ["shouldChange 0,0 a", "selection", "didChange"])
            #expect(log.contains("shouldChange 3,0 \n") && log.count == 8 * 3)
            // Up keeps the column where the line above is long enough, else goes to its end.
            scene.type(.arrowLeft, .arrowUp)
            #expect(scene.selection.location == 3)
            scene.type(.arrowDown)
            #expect(scene.selection.location == 7)
            scene.type(.arrowUp, .arrowUp)
            #expect(scene.selection.location == 0)
            scene.type(.arrowDown, .arrowDown, .arrowDown)
            #expect(scene.selection.location == 8)
            // Home and End: the line's ends; with Ctrl, the text's.
            scene.type(.home)
            #expect(scene.selection.location == 4)
            scene.type(.arrowUp, .end)
            #expect(scene.selection.location == 3)
            scene.type(.end, holding: .control)
            #expect(scene.selection.location == 8)
            scene.type(.home, holding: .control)
            #expect(scene.selection.location == 0)
            // Tab and Delete edit too; Escape is not the text view's.
            scene.type(.tab, .delete)
            #expect(textView.text == "\tbc\nabcd")
            _ = scene.delegate.take()
            scene.type(.escape)
            #expect(textView.text == "\tbc\nabcd" && scene.delegate.take().isEmpty)
        }

        /// Up and Down keep the caret's column over a run of moves, through a shorter line; a
        /// selection collapses from its start going up and from its end going down; End on a
        /// wrapped line stays on that line.
        @Test func upAndDownKeepTheColumnAndEndStaysOnAWrappedLine() {
            let scene = TextScene()
            let textView = scene.textView
            textView.text = "abcdef\nxy\nabcdef"
            textView.becomeFirstResponder()
            textView.selectedRange = NSRange(location: 3, length: 0)
            scene.type(.arrowDown)
            #expect(scene.selection.location == 9)  // the end of "xy"
            scene.type(.arrowDown)
            #expect(scene.selection.location == 13)  // column 3 again
            scene.type(.arrowUp, .arrowUp)
            #expect(scene.selection.location == 3)
            textView.selectedRange = NSRange(location: 8, length: 5)  // "y\nabc"
            scene.type(.arrowUp)
            #expect(scene.selection == NSRange(location: 1, length: 0))
            textView.selectedRange = NSRange(location: 8, length: 5)
            scene.type(.arrowDown)
            #expect(scene.selection == NSRange(location: 16, length: 0))

            let style = TextStyle(font: .system(size: 15), numberOfLines: 0, lineBreakMode: .byWordWrapping)
            let words = "wrapping words wrapping words wrapping words wrapping words"
            textView.text = words
            scene.type(.home, holding: .control)
            scene.type(.end)
            let width = Double(textView.bounds.width - 10)  // less the line padding
            let end = TextSystem.measurer.caretRect(
                in: words, at: scene.selection.location, style: style, maxWidth: width)
            #expect(scene.selection.location > 10 && end.minY == 0)
        }

        /// Ctrl+C copies the selection to the general pasteboard, Ctrl+X cuts it (asking the
        /// delegate), Ctrl+V types the pasteboard's text over the selection; without a
        /// selection, copying and cutting leave the pasteboard as it was, and a text view that
        /// is not editable takes no paste.
        @Test func controlKeysCopyCutAndPasteThroughTheGeneralPasteboard() {
            let scene = TextScene()
            let textView = scene.textView
            let pasteboard = UIPasteboard.general
            pasteboard.string = "before"
            textView.text = "hello world"
            textView.becomeFirstResponder()
            scene.type(.character("c"), holding: .control)  // nothing selected
            #expect(pasteboard.string == "before")
            scene.type(.arrowLeft, .arrowLeft, .arrowLeft, .arrowLeft, .arrowLeft, holding: .shift)
            scene.type(.character("c"), holding: .control)
            #expect(pasteboard.string == "world" && textView.text == "hello world")
            _ = scene.delegate.take()
            scene.type(.character("x"), holding: .control)
            #expect(pasteboard.string == "world" && textView.text == "hello ")
            #expect(scene.delegate.take() == ["shouldChange 6,5 ", "selection", "didChange"])
            // A cut the delegate refuses leaves the text and the pasteboard.
            pasteboard.string = "kept"
            scene.type(.arrowLeft, holding: .shift)
            scene.delegate.allowsChanges = false
            scene.type(.character("x"), holding: .control)
            #expect(textView.text == "hello " && pasteboard.string == "kept")
            scene.delegate.allowsChanges = true
            scene.type(.arrowRight)
            pasteboard.string = "world"
            scene.type(.home)
            scene.type(.character("v"), holding: .control)
            #expect(textView.text == "worldhello " && scene.selection == NSRange(location: 5, length: 0))
            // Over a selection, and refused by the delegate for "#".
            scene.type(.character("a"), holding: .control)
            pasteboard.string = "two\r\nlines"
            scene.type(.character("v"), holding: .control)
            #expect(textView.text == "two\nlines")
            // Without Control, the letters type.
            scene.type("cxv")
            #expect(textView.text == "two\nlinescxv")
            textView.text = "two\nlines"
            pasteboard.string = "#"
            scene.type(.character("v"), holding: .control)
            #expect(textView.text == "two\nlines")
            pasteboard.string = "more"
            textView.isEditable = false
            textView.paste(nil)
            textView.selectAll(nil)
            textView.cut(nil)
            #expect(textView.text == "two\nlines" && pasteboard.string == "more")
            textView.copy(nil)
            #expect(pasteboard.string == "two\nlines")
        }

        /// A text view that is not editable but selectable takes clicks, Shift with the arrows
        /// and Ctrl+A to select, and Ctrl+C to copy, with no caret and no editing calls to the
        /// delegate; keys that would edit go up the chain. One not selectable takes no click.
        @Test func aReadOnlyTextViewSelectsAndCopies() {
            let scene = TextScene()
            let textView = scene.textView
            textView.text = "read only"
            textView.isEditable = false
            UIPasteboard.general.string = "before"
            scene.pointer.click(120, 110)
            let heard = scene.delegate.take()
            #expect(textView.isFirstResponder && !heard.contains("shouldBegin") && !heard.contains("didBegin"))
            scene.type(.home)
            scene.type(.arrowRight, .arrowRight, .arrowRight, .arrowRight, holding: .shift)
            #expect(scene.selection == NSRange(location: 0, length: 4))
            scene.type(.character("c"), holding: .control)
            #expect(UIPasteboard.general.string == "read")
            scene.type("x")
            scene.type(.backspace)
            scene.type(.character("x"), holding: .control)
            scene.type(.character("v"), holding: .control)
            #expect(textView.text == "read only" && UIPasteboard.general.string == "read")
            scene.type(.character("a"), holding: .control)
            #expect(scene.selection == NSRange(location: 0, length: 9))
            scene.type(.arrowRight)
            #expect(scene.selection == NSRange(location: 9, length: 0))
            let caret = textView.subviews.first { !$0.isHidden && $0.frame.width == 2 }
            #expect(caret == nil)
            #expect(textView.resignFirstResponder() && !scene.delegate.take().contains("didEnd"))
            textView.isSelectable = false
            scene.pointer.click(120, 110)
            #expect(!textView.isFirstResponder && !textView.becomeFirstResponder())
        }

        @Test func shiftSelectsAndTypingReplacesTheSelection() {
            let scene = TextScene()
            let textView = scene.textView
            textView.text = "hello world"
            #expect(scene.delegate.take().isEmpty)  // set by code: no one is told
            textView.becomeFirstResponder()
            scene.type(.arrowLeft, .arrowLeft, holding: .shift)
            #expect(scene.selection == NSRange(location: 9, length: 2))
            scene.type("D")
            #expect(textView.text == "hello worD" && scene.selection == NSRange(location: 10, length: 0))
            scene.type(.home, holding: .shift)
            scene.type(.backspace)
            #expect(textView.text == "" && scene.selection == NSRange(location: 0, length: 0))
            textView.text = "one two"
            scene.type(.character("a"), holding: .control)
            #expect(scene.selection == NSRange(location: 0, length: 7))
            scene.type("x")
            #expect(textView.text == "x")
            // A selection set by code; Shift and a click extend it to the click.
            textView.text = "abc\ndef"
            _ = scene.delegate.take()
            textView.selectedRange = NSRange(location: 1, length: 1)
            #expect(scene.selection == NSRange(location: 1, length: 1))
            #expect(scene.delegate.take() == ["selection"])
            let secondLine = CGPoint(x: 20 + 5 + 1, y: 100 + 8 + textView.font!.lineHeight * 1.5)
            scene.pointer.click(secondLine.x, secondLine.y)
            #expect(scene.selection == NSRange(location: 4, length: 0))
            scene.pointer.click(190, 100 + 8 + 3, holding: .shift)
            #expect(scene.selection == NSRange(location: 3, length: 1))
        }

        @Test func theDelegateMayRefuseAChangeAndEditingsEnd() {
            let scene = TextScene()
            let textView = scene.textView
            textView.becomeFirstResponder()
            _ = scene.delegate.take()
            final class Names: @unchecked Sendable { var posted: [Notification.Name] = [] }
            let heard = Names()
            let names = [UITextView.textDidChangeNotification, UITextView.textDidEndEditingNotification]
            let observers = names.map { name in
                NotificationCenter.default.addObserver(forName: name, object: textView, queue: nil) { _ in
                    heard.posted.append(name)
                }
            }
            defer { observers.forEach(NotificationCenter.default.removeObserver) }
            scene.type("a#b")
            #expect(textView.text == "ab")
            #expect(heard.posted == [UITextView.textDidChangeNotification, UITextView.textDidChangeNotification])
            #expect(scene.delegate.take().filter { $0 == "didChange" }.count == 2)
            scene.delegate.allowsEnding = false
            #expect(!textView.resignFirstResponder() && textView.isFirstResponder)
            scene.delegate.allowsEnding = true
            _ = scene.delegate.take()
            #expect(textView.resignFirstResponder() && !textView.isFirstResponder)
            #expect(scene.delegate.take() == ["shouldEnd", "didEnd"])
            #expect(heard.posted.last == UITextView.textDidEndEditingNotification)
            // Not editable: a click does not start editing (it selects; see below).
            textView.isEditable = false
            scene.pointer.click(100, 120)
            #expect(scene.delegate.take().allSatisfy { $0 == "selection" })
        }

        @Test func typingPastTheBottomScrollsTheCaretIntoView() {
            let scene = TextScene()
            let textView = scene.textView
            textView.becomeFirstResponder()
            for line in 1...20 { scene.type("line \(line)\n") }
            let lineHeight = ceil(textView.font!.lineHeight)
            // 21 lines (the last one empty) of about 17.5 points, and the insets.
            #expect(textView.contentSize.height > 21 * 17 + 16)
            #expect(textView.contentSize.width == 200)
            // The caret, on the last line, is in view at the bottom.
            let bottom = textView.contentOffset.y + textView.bounds.height
            #expect(textView.contentOffset.y > 0)
            #expect(abs(bottom - textView.contentSize.height) <= lineHeight)
            scene.type(.home, holding: .control)
            #expect(textView.contentOffset.y == 0)
            textView.scrollRangeToVisible(NSRange(location: textView.text.utf16.count, length: 0))
            #expect(textView.contentOffset.y > 0)
        }

        /// With scrolling off, a text view is as tall as its text at the width it is given, and
        /// grows as lines are added or its width shrinks.
        @Test func withoutScrollingATextViewIsAsTallAsItsText() {
            let (window, controller) = makeWindow()
            let textView = UITextView()
            textView.isScrollEnabled = false
            textView.font = .systemFont(ofSize: 15)
            textView.text = "one"
            textView.translatesAutoresizingMaskIntoConstraints = false
            controller.view.addSubview(textView)
            let width = textView.widthAnchor.constraint(equalToConstant: 300)
            NSLayoutConstraint.activate([
                textView.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
                textView.topAnchor.constraint(equalTo: controller.view.topAnchor),
                width,
            ])
            window.layoutIfNeeded()
            let style = TextStyle(font: .system(size: 15), numberOfLines: 0, lineBreakMode: .byWordWrapping)
            let line = CGFloat(TextSystem.measurer.caretRect(in: "", at: 0, style: style, maxWidth: nil).height)
            let oneLine = textView.frame.height
            #expect(abs(oneLine - (ceil(line) + 16)) < 0.001)
            // As wide as the text and the line padding, as a label is.
            let one = TextSystem.measurer.measure("one", style: style, maxWidth: nil)
            #expect(textView.intrinsicContentSize == CGSize(width: one.width + 10, height: ceil(line) + 16))
            textView.text = "one\ntwo\nthree"
            window.layoutIfNeeded()
            let three = TextSystem.measurer.measure("one\ntwo\nthree", style: style, maxWidth: 290)
            #expect(abs(textView.frame.height - (three.height + 16)) < 0.001)
            textView.text = String(repeating: "word ", count: 30)
            window.layoutIfNeeded()
            let wide = textView.frame.height
            width.constant = 150
            window.layoutIfNeeded()
            #expect(textView.frame.height > wide + line)
            let fits = textView.sizeThatFits(CGSize(width: 150, height: 0))
            #expect(fits.width <= 150 && fits.width > 100 && abs(fits.height - textView.frame.height) < 0.001)
            #expect(textView.intrinsicContentSize == fits)
            // Empty, one line of the font as Pango sets it (17 points: about 19.8, where the
            // font's own line height is 20.3).
            textView.font = .systemFont(ofSize: 17)
            textView.text = ""
            let line17 = TextSystem.measurer.caretRect(
                in: "", at: 0, style: TextStyle(font: .system(size: 17)), maxWidth: nil
            ).height
            let emptyHeight = Double(textView.intrinsicContentSize.height)
            #expect(emptyHeight == line17.rounded(.up) + 16)
            textView.font = .systemFont(ofSize: 15)
            textView.text = String(repeating: "word ", count: 30)
            window.layoutIfNeeded()
            // Less padding, longer lines: fewer of them.
            textView.textContainer.lineFragmentPadding = 0
            textView.textContainerInset = .zero
            let unpadded = TextSystem.measurer.measure(textView.text, style: style, maxWidth: 150)
            window.layoutIfNeeded()
            #expect(abs(textView.frame.height - unpadded.height) < 0.001)
            // Scrolling on again: the size is the constraints' business (none here gives a height).
            textView.isScrollEnabled = true
            #expect(textView.intrinsicContentSize.height == UIView.noIntrinsicMetric)
        }

        @Test func theCaretAndTheSelectionAreDrawnInTheTint() {
            let scene = TextScene()
            let textView = scene.textView
            textView.tintColor = .red
            textView.textContainerInset = .zero
            textView.textContainer.lineFragmentPadding = 0
            textView.text = "abc"
            /// Whether some pixel of `rect` (window points) is mostly red.
            func hasRed(_ image: PixelImage, in rect: CGRect) -> Bool {
                for y in Int(rect.minY)..<Int(rect.maxY) {
                    for x in Int(rect.minX)..<Int(rect.maxX) {
                        let rgb = image.rgb(x: x, y: y)
                        if rgb >> 16 > 0xC0 && (rgb >> 8 & 0xFF) < 0x60 && (rgb & 0xFF) < 0x60 { return true }
                    }
                }
                return false
            }
            let endOfText = CGFloat(
                TextSystem.measurer.measure("abc", style: TextStyle(font: .system(size: 15)), maxWidth: nil).width)
            let caretArea = CGRect(x: 20 + endOfText - 1, y: 102, width: 4, height: 12)
            #expect(!hasRed(DrawingTests().pixels(of: scene.window), in: caretArea))
            textView.becomeFirstResponder()
            #expect(hasRed(DrawingTests().pixels(of: scene.window), in: caretArea))
            // A selection hides the caret (now at the start) and tints its background, pale.
            scene.type(.home, holding: .shift)
            let selected = DrawingTests().pixels(of: scene.window)
            #expect(!hasRed(selected, in: caretArea))
            #expect(!hasRed(selected, in: CGRect(x: 19, y: 102, width: 4, height: 12)))
            let tinted = selected.rgb(x: 20 + Int(endOfText / 2), y: 101)
            #expect(tinted >> 16 == 0xFF && (tinted & 0xFF) < 0xF0 && (tinted & 0xFF) > 0x80)
            // Centred, an empty text's caret is in the middle.
            textView.textAlignment = .center
            textView.text = ""
            let centred = DrawingTests().pixels(of: scene.window)
            #expect(hasRed(centred, in: CGRect(x: 118, y: 102, width: 4, height: 12)))
            #expect(!hasRed(centred, in: CGRect(x: 18, y: 102, width: 6, height: 12)))
        }

        /// A text view made with a container of its own lays its text out in it.
        @Test func aTextViewMadeWithAContainerUsesIt() {
            let container = NSTextContainer()
            container.lineFragmentPadding = 20
            let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 100, height: 50), textContainer: container)
            #expect(textView.textContainer === container && container.textView === textView)
            textView.isScrollEnabled = false
            textView.text = ""
            #expect(textView.sizeThatFits(CGSize(width: 100, height: 0)).width == 40)
        }
    }
}
