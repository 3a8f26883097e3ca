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

    /// A double click's unit is a run of word characters (an apostrophe within) or of spaces,
    /// or one other mark; a triple click's is the paragraph with its line break. Where a word
    /// ends, it is that word; at the end, the unit before.
    @Test func wordsAndParagraphsAroundAnOffset() {
        let editor = EditableText("héllo,  wörld_2\nnext line")
        func word(_ offset: Int) -> String {
            (editor.string as NSString).substring(with: editor.range(of: .word, at: offset))
        }
        #expect(word(0) == "héllo" && word(3) == "héllo")
        #expect(word(5) == "héllo", "a click on the last letter's right half")
        #expect(word(6) == "  " && word(7) == "  ")
        #expect(word(10) == "wörld_2" && word(15) == "wörld_2")
        #expect(word(16) == "next")
        #expect(word(editor.length) == "line")
        let paragraph = { (offset: Int) in
            (editor.string as NSString).substring(with: editor.range(of: .paragraph, at: offset))
        }
        #expect(paragraph(3) == "héllo,  wörld_2\n" && paragraph(18) == "next line")
        let quoted = EditableText("don't 'go'")
        #expect((quoted.string as NSString).substring(with: quoted.range(of: .word, at: 2)) == "don't")
        #expect((quoted.string as NSString).substring(with: quoted.range(of: .word, at: 6)) == "'")
        #expect(editor.range(of: .character, at: 4) == NSRange(location: 4, length: 0))
    }

    /// A selection dragged from what a press selected keeps it whole, the caret at the
    /// pointer's end, by the press's unit.
    @Test func aDragExtendsByThePressesUnit() {
        var editor = EditableText("one two three")
        let two = editor.range(of: .word, at: 5)
        editor.select(from: two, to: 10, by: .word)
        #expect(editor.selectedRange == NSRange(location: 4, length: 9) && editor.caret == 13)
        editor.select(from: two, to: 1, by: .word)
        #expect(editor.selectedRange == NSRange(location: 0, length: 7) && editor.caret == 0)
        editor.select(from: NSRange(location: 5, length: 0), to: 2, by: .character)
        #expect(editor.selectedRange == NSRange(location: 2, length: 3) && editor.caret == 2)
    }

    /// A press's selection stays in the text and on whole characters though the text changed
    /// under it (shortened while held), and a paragraph ending in "\r\n" ends after both.
    @Test func aDragAfterTheTextChangedStaysInIt() {
        var editor = EditableText("foo ")
        editor.select(from: NSRange(location: 4, length: 3), to: 0, by: .word)
        #expect(editor.selectedRange == NSRange(location: 0, length: 4) && editor.caret == 0)
        var lines = EditableText("one\r\ntwo")
        lines.select(from: lines.range(of: .paragraph, at: 1), to: 1, by: .paragraph)
        #expect(lines.selectedRange == NSRange(location: 0, length: 5))
    }
}
