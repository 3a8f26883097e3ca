import Foundation

/// Text being edited and its selection: what text fields and text views share.
///
/// Offsets are UTF-16 code units, as in UIKit's `NSRange`s, and always fall on character
/// (grapheme cluster) boundaries. The selection runs from the ``anchor``, where it began, to the
/// ``caret``, the end that keys move; an empty selection is a caret alone.
struct EditableText {
    /// The text.
    private(set) var string: String
    /// Where the selection began: it stays while Shift and a caret move extend the selection.
    private(set) var anchor: Int
    /// The end of the selection that moves: where typing goes when nothing is selected.
    private(set) var caret: Int

    /// `string`, with the caret at its end.
    init(_ string: String = "") {
        self.string = string
        anchor = string.utf16.count
        caret = anchor
    }

    /// Whether a key's `characters` are text to type, not a control character (Escape, Tab,
    /// Delete…) nor nothing.
    static func isTypedText(_ characters: String) -> Bool {
        !characters.isEmpty && characters.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value != 0x7F }
    }

    /// The text's length in UTF-16 code units.
    var length: Int { string.utf16.count }

    /// The selected range (empty at the caret when nothing is selected).
    var selectedRange: NSRange { NSRange(location: min(anchor, caret), length: abs(caret - anchor)) }

    /// Whether some text is selected.
    var hasSelection: Bool { anchor != caret }

    /// The selected text, nil when nothing is selected.
    var selectedText: String? {
        guard hasSelection else { return nil }
        return (string as NSString).substring(with: selectedRange)
    }

    /// Replaces the whole text and puts the caret at its end.
    mutating func setString(_ newString: String) {
        self = EditableText(newString)
    }

    /// Selects `range`, clamped to the text and widened to whole characters.
    mutating func select(_ range: NSRange) {
        let start = characterBoundary(atOrBefore: range.location)
        anchor = start
        caret = max(start, characterBoundary(atOrAfter: range.location + max(range.length, 0)))
    }

    /// Moves the caret to `offset` (clamped, and moved back to a character boundary); the
    /// selection collapses to it unless `extending`, when the anchor stays.
    mutating func moveCaret(to offset: Int, extending: Bool) {
        caret = characterBoundary(atOrBefore: offset)
        if !extending { anchor = caret }
    }

    /// Where Left moves the caret: a character back, or to the selection's start when one
    /// collapses.
    func offsetLeft(extending: Bool) -> Int {
        if hasSelection && !extending { return selectedRange.location }
        return caret > 0 ? characterRange(endingAt: caret).location : 0
    }

    /// Where Right moves the caret: a character on, or to the selection's end when one collapses.
    func offsetRight(extending: Bool) -> Int {
        if hasSelection && !extending { return NSMaxRange(selectedRange) }
        return caret < length ? NSMaxRange(characterRange(startingAt: caret)) : length
    }

    /// What Backspace removes: the selection, or the character before the caret; nil for nothing.
    var rangeDeletedBackward: NSRange? {
        if hasSelection { return selectedRange }
        return caret > 0 ? characterRange(endingAt: caret) : nil
    }

    /// What Delete removes: the selection, or the character after the caret; nil for nothing.
    var rangeDeletedForward: NSRange? {
        if hasSelection { return selectedRange }
        return caret < length ? characterRange(startingAt: caret) : nil
    }

    /// Replaces `range` (clamped to the text) by `replacement`, with the caret after it and
    /// nothing selected. An edit may join characters (a letter before a flag's half): the
    /// caret then goes to the end of the character it would fall inside.
    mutating func replace(_ range: NSRange, with replacement: String) {
        let start = min(max(range.location, 0), length)
        let end = min(max(start + max(range.length, 0), start), length)
        let utf16 = string.utf16
        let bounds = utf16.index(utf16.startIndex, offsetBy: start)..<utf16.index(utf16.startIndex, offsetBy: end)
        string.replaceSubrange(bounds, with: replacement)
        caret = characterBoundary(atOrAfter: start + replacement.utf16.count)
        anchor = caret
    }

    /// The UTF-16 offset of the first character boundary at or after `offset` (the text's end
    /// past it).
    func characterBoundary(atOrAfter offset: Int) -> Int {
        var position = 0
        for character in string {
            if position >= offset { return position }
            position += character.utf16.count
        }
        return position
    }

    /// The UTF-16 offset of the last character boundary at or before `offset` (0 before it).
    func characterBoundary(atOrBefore offset: Int) -> Int {
        var position = 0
        for character in string {
            let next = position + character.utf16.count
            if next > offset { return position }
            position = next
        }
        return position
    }

    /// The UTF-16 range of the character that ends at `offset` (a boundary after the start).
    func characterRange(endingAt offset: Int) -> NSRange {
        let end = String.Index(utf16Offset: offset, in: string)
        let start = string.index(before: end)
        return NSRange(start..<end, in: string)
    }

    /// The UTF-16 range of the character that starts at `offset` (a boundary before the end).
    func characterRange(startingAt offset: Int) -> NSRange {
        let start = String.Index(utf16Offset: offset, in: string)
        return NSRange(start..<string.index(after: start), in: string)
    }

    /// How much a press selects, and a drag from it extends by: characters for a click, words
    /// for a double click, paragraphs (a field's whole line) for a triple click.
    enum SelectionUnit {
        case character, word, paragraph

        /// The unit of a press that is the `tapCount`th of a series.
        init(tapCount: Int) {
            self = tapCount >= 3 ? .paragraph : tapCount == 2 ? .word : .character
        }
    }

    /// The unit of text at `offset` (the caret's empty range for characters): the word or run
    /// of spaces there (a mark of punctuation on its own), or its paragraph with the line break
    /// that ends it. At a boundary it is the unit after, unless a word ends there and something
    /// else follows (a click on a word's last letter lands after it), or at the text's end.
    func range(of unit: SelectionUnit, at offset: Int) -> NSRange {
        let offset = characterBoundary(atOrBefore: min(max(offset, 0), length))
        switch unit {
        case .character:
            return NSRange(location: offset, length: 0)
        case .paragraph:
            let text = string as NSString
            let breaks = CharacterSet.newlines
            let before = text.rangeOfCharacter(
                from: breaks, options: .backwards, range: NSRange(location: 0, length: offset))
            let after = text.rangeOfCharacter(from: breaks, range: NSRange(location: offset, length: length - offset))
            let start = before.location == NSNotFound ? 0 : NSMaxRange(before)
            let end = after.location == NSNotFound ? length : NSMaxRange(after)
            return NSRange(location: start, length: end - start)
        case .word:
            let characters = Array(string)
            guard !characters.isEmpty else { return NSRange(location: 0, length: 0) }
            var starts: [Int] = []
            var position = 0
            for character in characters {
                starts.append(position)
                position += character.utf16.count
            }
            func kind(_ index: Int) -> WordKind {
                guard characters.indices.contains(index) else { return .other }
                // An apostrophe between letters is part of the word ("don't").
                if characters[index] == "'" || characters[index] == "\u{2019}" {
                    return WordKind(characters[max(index - 1, 0)]) == .word && index > 0
                        && index + 1 < characters.count && WordKind(characters[index + 1]) == .word ? .word : .other
                }
                return WordKind(characters[index])
            }
            var index = starts.lastIndex { $0 <= offset } ?? 0
            if offset == length
                || (index > 0 && starts[index] == offset && kind(index - 1) == .word && kind(index) != .word)
            {
                index = offset == length ? characters.count - 1 : index - 1
            }
            let found = kind(index)
            guard found != .other else {
                return NSRange(location: starts[index], length: characters[index].utf16.count)
            }
            var first = index
            while first > 0 && kind(first - 1) == found { first -= 1 }
            var last = index
            while last + 1 < characters.count && kind(last + 1) == found { last += 1 }
            let end = starts[last] + characters[last].utf16.count
            return NSRange(location: starts[first], length: end - starts[first])
        }
    }

    /// What a double click gathers into one run: word characters, or spaces; anything else
    /// (punctuation, a line break) stands alone.
    private enum WordKind {
        case word, space, other

        init(_ character: Character) {
            if character.isLetter || character.isNumber || character == "_" {
                self = .word
            } else if character.isWhitespace && !character.isNewline {
                self = .space
            } else {
                self = .other
            }
        }
    }

    /// Selects from `origin` (what the press selected) to the `unit` at `offset`, both whole:
    /// the caret at the end the pointer is at.
    mutating func select(from origin: NSRange, to offset: Int, by unit: SelectionUnit) {
        // Both on character boundaries (a "\r\n" is one character, which a paragraph's end
        // found by its line break falls inside), and in the text, which may have changed
        // since the press that chose `origin`.
        func whole(_ range: NSRange) -> NSRange {
            let start = characterBoundary(atOrBefore: min(max(range.location, 0), length))
            let end = characterBoundary(atOrAfter: min(max(NSMaxRange(range), start), length))
            return NSRange(location: start, length: end - start)
        }
        let origin = whole(origin)
        let reached = whole(range(of: unit, at: offset))
        if reached.location < origin.location {
            anchor = NSMaxRange(origin)
            caret = reached.location
        } else {
            anchor = origin.location
            caret = max(NSMaxRange(reached), NSMaxRange(origin))
        }
    }
}
