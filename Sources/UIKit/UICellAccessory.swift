/// A view at a list cell's trailing side (UIKit's `UICellAccessory`): a disclosure indicator, a
/// checkmark, a detail button, a text label. Editing accessories (delete, insert, reorder,
/// multiselect) and outline disclosure are kept but not shown here.
public struct UICellAccessory: Sendable {
    /// When an accessory shows (UIKit's `UICellAccessory.DisplayedState`).
    public enum DisplayedState: Int, Sendable {
        /// While editing (0), while not editing (1), always (2); cells never edit here.
        case whenEditing = 0
        case whenNotEditing, always
    }

    enum Kind: Sendable, Equatable {
        case disclosureIndicator, checkmark, detail
        case label(String)
        case hidden
    }

    let kind: Kind
    /// When the accessory shows.
    public let displayed: DisplayedState

    /// A disclosure indicator (›).
    public static func disclosureIndicator(displayed: DisplayedState = .always) -> UICellAccessory {
        UICellAccessory(kind: .disclosureIndicator, displayed: displayed)
    }
    /// A checkmark (✓) in the tint colour.
    public static func checkmark(displayed: DisplayedState = .always) -> UICellAccessory {
        UICellAccessory(kind: .checkmark, displayed: displayed)
    }
    /// A detail button (ⓘ) in the tint colour; its action is recorded (it takes no clicks here).
    public static func detail(
        displayed: DisplayedState = .always, actionHandler: (@MainActor @Sendable () -> Void)? = nil
    )
        -> UICellAccessory
    {
        UICellAccessory(kind: .detail, displayed: displayed)
    }
    /// A text, in the secondary label colour.
    public static func label(text: String, displayed: DisplayedState = .always) -> UICellAccessory {
        UICellAccessory(kind: .label(text), displayed: displayed)
    }
    /// A delete control; recorded (cells never edit here).
    public static func delete(displayed: DisplayedState = .whenEditing) -> UICellAccessory {
        UICellAccessory(kind: .hidden, displayed: displayed)
    }
    /// An insert control; recorded.
    public static func insert(displayed: DisplayedState = .whenEditing) -> UICellAccessory {
        UICellAccessory(kind: .hidden, displayed: displayed)
    }
    /// A reorder control; recorded.
    public static func reorder(displayed: DisplayedState = .whenEditing) -> UICellAccessory {
        UICellAccessory(kind: .hidden, displayed: displayed)
    }
    /// A selection circle; recorded.
    public static func multiselect(displayed: DisplayedState = .whenEditing) -> UICellAccessory {
        UICellAccessory(kind: .hidden, displayed: displayed)
    }
    /// An outline's expand and collapse control; recorded (outlines do not fold here).
    public static func outlineDisclosure(displayed: DisplayedState = .always) -> UICellAccessory {
        UICellAccessory(kind: .hidden, displayed: displayed)
    }

    /// How it is drawn: a text, its font and whether it takes the tint colour; nil when it is not
    /// shown (editing accessories, and those shown only while editing).
    var glyph: CellAccessoryGlyph? {
        guard displayed != .whenEditing else { return nil }
        switch kind {
        case .disclosureIndicator: return .disclosure
        case .checkmark: return .checkmark
        case .detail: return .detail
        case .label(let text): return CellAccessoryGlyph(text: text, font: .systemFont(ofSize: 17), usesTint: false)
        case .hidden: return nil
        }
    }
}

/// An accessory drawn as text at a cell's trailing side (tables' and lists' alike).
struct CellAccessoryGlyph: Sendable {
    let text: String
    let font: UIFont
    /// Whether it takes the tint colour (else the tertiary label colour).
    let usesTint: Bool

    static let disclosure = CellAccessoryGlyph(
        text: "›", font: .systemFont(ofSize: 24, weight: .semibold), usesTint: false)
    static let checkmark = CellAccessoryGlyph(text: "✓", font: .boldSystemFont(ofSize: 17), usesTint: true)
    static let detail = CellAccessoryGlyph(text: "ⓘ", font: .systemFont(ofSize: 20), usesTint: true)
    static let detailDisclosure = CellAccessoryGlyph(text: "ⓘ ›", font: .systemFont(ofSize: 20), usesTint: true)

    /// A label showing it in `tint` (or the tertiary label colour).
    @preconcurrency @MainActor func apply(to label: UILabel, tint: UIColor) {
        label.text = text
        label.font = font
        label.textColor = usesTint ? tint : .tertiaryLabel
        label.textAlignment = .right
    }
}
