import Foundation

/// A press of the pointer in a text field or text view, from its press to its release: where
/// it went down, whether it tried to start editing, and, once it selects, what it selected
/// first and the unit a drag extends the selection by.
struct TextPointerPress {
    /// Where the press went down, in the responder's coordinates.
    let location: CGPoint
    var triedToEdit = false
    var selection: (origin: NSRange, unit: EditableText.SelectionUnit)?

    /// How far, in points, a press into text not being edited must move to start selecting.
    static let dragThreshold: CGFloat = 4
}
