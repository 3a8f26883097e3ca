import Foundation

/// What text fields and text views share for the standard edit actions (copy, cut, paste,
/// select all, delete): the editing core, and how a change goes in (the delegate asked), so
/// that the actions behave alike in both. Each class overrides the responder's actions with a
/// call to these (Swift cannot override through a protocol).
@MainActor
protocol TextEditingResponder: UIResponder {
    /// The text and its selection.
    var editor: EditableText { get set }
    /// Whether the text may change now (a field while editing, an editable text view).
    var canChangeText: Bool { get }
    /// Whether the selection may go to the pasteboard (not secure text).
    var canCopyText: Bool { get }
    /// Replaces `range` by `replacement` if the delegate agrees, and says so; whether it did.
    @discardableResult
    func replace(_ range: NSRange, with replacement: String) -> Bool
    /// The pasteboard's text as it goes in (a field's on one line).
    func pastable(_ text: String) -> String
    /// The selection changed, the text did not: drawn anew, and the delegate told.
    func selectedRangeDidChange()
    /// Whether the responder edits or selects with `key` now (typing, the caret keys, the edit
    /// shortcuts): such keys reach it before key commands that do not ask for priority.
    func takesKey(_ key: UIKey) -> Bool
    /// The pointer's press in the text, from its press until its release.
    var pointerPress: TextPointerPress? { get set }
    /// The character boundary nearest `point`, in the responder's own coordinates, as drawn.
    func textOffset(at point: CGPoint) -> Int
    /// Whether the words of the text must not show (secure text): a double click then
    /// selects the whole text, not a word.
    var hidesWords: Bool { get }
}

extension TextEditingResponder {
    /// Whether `key` is the Control shortcut of a standard edit action: A, C, X or V, with Ctrl
    /// alone.
    func isEditShortcut(_ key: UIKey) -> Bool {
        key.modifierFlags.intersection([.shift, .control, .alternate, .command]) == .control
            && [.keyboardA, .keyboardC, .keyboardX, .keyboardV].contains(key.keyCode)
    }

    /// Sends the standard edit action `key` is the shortcut of (select all, copy, cut, paste),
    /// through the responder's own methods; false for another key.
    func performEditShortcut(_ key: UIKey) -> Bool {
        guard isEditShortcut(key) else { return false }
        switch key.keyCode {
        case .keyboardA: selectAll(nil)
        case .keyboardC: copy(nil)
        case .keyboardX: cut(nil)
        default: paste(nil)
        }
        return true
    }

    /// Puts the selection on the general pasteboard; nothing without one.
    func copySelection() {
        guard canCopyText, let selected = editor.selectedText else { return }
        UIPasteboard.general.string = selected
    }

    /// Removes the selection, as typing would, and puts it on the general pasteboard; nothing
    /// if the delegate refuses.
    func cutSelection() {
        guard canChangeText, canCopyText, let selected = editor.selectedText,
            replace(editor.selectedRange, with: "")
        else { return }
        UIPasteboard.general.string = selected
    }

    /// Types the general pasteboard's text over the selection, as typing would.
    func pasteFromPasteboard() {
        guard canChangeText, let text = UIPasteboard.general.string, !text.isEmpty else { return }
        replace(editor.selectedRange, with: pastable(text))
    }

    /// Selects all the text (the delegate told if that changed the selection).
    func selectAllText() {
        let before = editor.selectedRange
        editor.select(NSRange(location: 0, length: editor.length))
        if editor.selectedRange != before { selectedRangeDidChange() }
    }

    /// A press at `point` (the responder's coordinates), the `tapCount`th of a series, as
    /// desktops and iPadOS's pointer take it. In text being edited (or selected), it puts the
    /// caret there, or selects the word around it on a double press and its paragraph on a
    /// triple one; with `extending`, the selection stretches from its anchor to there instead.
    /// A drag from it then extends the selection by the same unit.
    func pointerPressed(at point: CGPoint, tapCount: Int, extending: Bool) {
        pointerPress = TextPointerPress(location: point)
        guard isFirstResponder else { return }
        var unit = EditableText.SelectionUnit(tapCount: tapCount)
        if hidesWords && unit == .word { unit = .paragraph }
        let offset = textOffset(at: point)
        startSelecting(
            from: extending ? NSRange(location: editor.anchor, length: 0) : editor.range(of: unit, at: offset),
            by: unit, to: offset)
    }

    /// The pressed pointer moved to `point`: the selection runs from what the press selected to
    /// the unit there. In text not being edited, a drag past the threshold starts editing (the
    /// delegate is asked once a press) and selects from the press.
    func pointerDragged(to point: CGPoint) {
        guard var press = pointerPress else { return }
        if press.selection == nil {
            let moved = hypot(point.x - press.location.x, point.y - press.location.y)
            // Not for text that left the window meanwhile.
            guard !press.triedToEdit, moved >= TextPointerPress.dragThreshold, (self as? UIView)?.window != nil
            else { return }
            press.triedToEdit = true
            pointerPress = press
            // Beginning to edit calls out (the delegate, actions), which may undo it.
            guard becomeFirstResponder(), isFirstResponder, pointerPress != nil else { return }
            let offset = textOffset(at: press.location)
            startSelecting(from: NSRange(location: offset, length: 0), by: .character, to: offset)
        }
        guard let selection = pointerPress?.selection else { return }
        select(from: selection.origin, by: selection.unit, to: textOffset(at: point))
    }

    /// The press ended. Returns whether it was a plain click in text not being edited, which
    /// the caller answers by starting editing as a click does.
    func pointerReleased() -> Bool {
        defer { pointerPress = nil }
        guard let press = pointerPress else { return false }
        return press.selection == nil && !press.triedToEdit
    }

    private func startSelecting(from origin: NSRange, by unit: EditableText.SelectionUnit, to offset: Int) {
        pointerPress?.selection = (origin, unit)
        select(from: origin, by: unit, to: offset)
    }

    private func select(from origin: NSRange, by unit: EditableText.SelectionUnit, to offset: Int) {
        let (before, caret) = (editor.selectedRange, editor.caret)
        editor.select(from: origin, to: offset, by: unit)
        if editor.selectedRange != before || editor.caret != caret { selectedRangeDidChange() }
    }

    /// Removes the selection, as Delete does.
    func deleteSelection() {
        guard canChangeText, editor.hasSelection else { return }
        replace(editor.selectedRange, with: "")
    }
}
