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
    /// The selection the pointer is making, from a press until its release.
    var pointerSelection: PointerSelection? { get set }
}

/// A selection made with the pointer: what the press selected, and the unit a drag from it
/// extends the selection by.
struct PointerSelection {
    var origin: NSRange
    var unit: EditableText.SelectionUnit

    /// How far, in points, a press into text not being edited must move to start selecting.
    static let dragThreshold: CGFloat = 4
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

    /// A press at `offset` (UTF-16, into the text), the `tapCount`th of a series: the caret
    /// there (with `extending`, the selection stretched to it), the word around it on a double
    /// press, its paragraph on a triple one, as desktops and iPadOS's pointer do. A drag from it
    /// then extends the selection by the same unit.
    func beginPointerSelection(at offset: Int, tapCount: Int, extending: Bool) {
        let unit = EditableText.SelectionUnit(tapCount: tapCount)
        let origin =
            extending && unit == .character
            ? NSRange(location: editor.anchor, length: 0) : editor.range(of: unit, at: offset)
        pointerSelection = PointerSelection(origin: origin, unit: unit)
        continuePointerSelection(to: offset)
    }

    /// The pointer, pressed, is over `offset`: the selection runs from the press's to the unit
    /// there.
    func continuePointerSelection(to offset: Int) {
        guard let selection = pointerSelection else { return }
        let (before, caret) = (editor.selectedRange, editor.caret)
        editor.select(from: selection.origin, to: offset, by: selection.unit)
        if editor.selectedRange != before || editor.caret != caret { selectedRangeDidChange() }
    }

    /// Removes the selection, as Delete does.
    func deleteSelection() {
        guard canChangeText, editor.hasSelection else { return }
        replace(editor.selectedRange, with: "")
    }
}
