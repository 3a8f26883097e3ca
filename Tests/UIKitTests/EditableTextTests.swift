import Foundation
import Testing

@testable import UIKit

/// The editing text fields and text views share: offsets in UTF-16 units, on whole characters.
@Suite struct EditableTextTests {
    /// "a", a flag (four units, one character), "é" as e and a combining accent (two units).
    let text = "a🇫🇷e\u{301}b"

    @Test func theCaretStepsOverWholeCharacters() {
        var editor = EditableText(text)
        #expect(editor.caret == 8 && editor.length == 8)
        editor.moveCaret(to: editor.offsetLeft(extending: false), extending: false)
        #expect(editor.caret == 7)
        editor.moveCaret(to: editor.offsetLeft(extending: false), extending: false)
        #expect(editor.caret == 5)
        editor.moveCaret(to: editor.offsetLeft(extending: false), extending: false)
        #expect(editor.caret == 1)
        editor.moveCaret(to: editor.offsetRight(extending: false), extending: false)
        #expect(editor.caret == 5)
        // Inside a character: back to its start.
        editor.moveCaret(to: 3, extending: false)
        #expect(editor.caret == 1)
        #expect(editor.rangeDeletedBackward == NSRange(location: 0, length: 1))
        #expect(editor.rangeDeletedForward == NSRange(location: 1, length: 4))
    }

    @Test func aSelectionGrowsFromItsAnchorAndCollapsesToItsEnds() {
        var editor = EditableText(text)
        editor.moveCaret(to: 1, extending: false)
        editor.moveCaret(to: editor.offsetRight(extending: true), extending: true)
        editor.moveCaret(to: editor.offsetRight(extending: true), extending: true)
        #expect(editor.selectedRange == NSRange(location: 1, length: 6) && editor.hasSelection)
        #expect(editor.rangeDeletedBackward == editor.selectedRange)
        #expect(editor.rangeDeletedForward == editor.selectedRange)
        // Left without Shift goes to the selection's start, Right to its end.
        #expect(editor.offsetLeft(extending: false) == 1)
        #expect(editor.offsetRight(extending: false) == 7)
        // Extending back past the anchor selects the other way.
        editor.moveCaret(to: 0, extending: true)
        #expect(editor.selectedRange == NSRange(location: 0, length: 1) && editor.caret == 0)
    }

    /// A CR LF pair is one character: one step, one deletion.
    @Test func aCarriageReturnAndLineFeedAreOneCharacter() {
        var editor = EditableText("a\r\nb")
        editor.moveCaret(to: 3, extending: false)
        #expect(editor.rangeDeletedBackward == NSRange(location: 1, length: 2))
        #expect(editor.offsetLeft(extending: false) == 1)
        editor.replace(editor.rangeDeletedBackward!, with: "")
        #expect(editor.string == "ab" && editor.caret == 1)
    }

    @Test func aSelectionIsClampedAndWidenedToWholeCharacters() {
        var editor = EditableText(text)
        editor.select(NSRange(location: 2, length: 4))
        #expect(editor.selectedRange == NSRange(location: 1, length: 6))
        editor.select(NSRange(location: 6, length: 100))
        #expect(editor.selectedRange == NSRange(location: 5, length: 3))
    }

    @Test func aReplacementLeavesTheCaretAfterItOnAWholeCharacter() {
        var editor = EditableText("ab")
        editor.replace(NSRange(location: 1, length: 0), with: "xyz")
        #expect(editor.string == "axyzb" && editor.caret == 4 && !editor.hasSelection)
        editor.select(NSRange(location: 1, length: 3))
        editor.replace(editor.selectedRange, with: "")
        #expect(editor.string == "ab" && editor.caret == 1)
        // A regional indicator before another joins it into a flag: the caret goes past both.
        var flags = EditableText("\u{1F1EB}")
        flags.moveCaret(to: 0, extending: false)
        flags.replace(NSRange(location: 0, length: 0), with: "\u{1F1EB}")
        #expect(flags.string == "🇫🇫" && flags.caret == 4)
    }
}
