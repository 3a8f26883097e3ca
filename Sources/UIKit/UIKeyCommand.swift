import Foundation

/// A keyboard shortcut (UIKit's `UIKeyCommand`): a key with modifiers that runs a handler when
/// pressed while a responder that publishes the command (``UIResponder/keyCommands``) is in the
/// responder chain of the first responder.
///
/// On this desktop Command is Ctrl, as Linux users expect of shortcuts: a command with
/// `.command` runs on Ctrl and its key, and so does one with `.control`. The input names the
/// key as typed without Shift (`"["` with `.shift` for Ctrl+Shift+[), letters in either case;
/// a character typed with Shift (`"?"`, `"+"`) may also be named as typed, its flags leaving
/// Shift out. The nearest responder's command wins. A first responder that edits text keeps
/// the keys it edits with (typing, arrows, Ctrl+A, C, X, V) unless a command asks for
/// ``wantsPriorityOverSystemBehavior``.
@preconcurrency @MainActor
open class UIKeyCommand: UICommand {
    /// The key: a character such as `"n"`, `"\r"` or `"\t"`, or one of the `input…` names
    /// (``inputUpArrow``…) or function keys (``f1``…).
    public let input: String?
    /// The modifier keys held with it.
    public let modifierFlags: UIKeyModifierFlags
    /// Whether the command runs before a text field or text view editing with the key.
    open var wantsPriorityOverSystemBehavior = false
    /// Recorded: shortcuts here are matched by the character the key types on the current layout.
    open var allowsAutomaticLocalization = true
    /// Recorded: this toolkit lays out left to right.
    open var allowsAutomaticMirroring = true

    /// A shortcut that runs `handler` with itself when `input` is pressed with `modifierFlags`.
    public init(
        title: String = "", image: UIImage? = nil, input: String, modifierFlags: UIKeyModifierFlags = [],
        propertyList: Any? = nil, discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
        state: UIMenuElement.State = .off, handler: @escaping (UIKeyCommand) -> Void
    ) {
        self.input = input
        self.modifierFlags = modifierFlags
        super.init(
            title: title, image: image, propertyList: propertyList, discoverabilityTitle: discoverabilityTitle,
            attributes: attributes, state: state
        ) { handler($0 as! UIKeyCommand) }
    }

    /// A shortcut that runs `handler` (UIKit's `init(input:modifierFlags:action:)`).
    public convenience init(
        input: String, modifierFlags: UIKeyModifierFlags, handler: @escaping (UIKeyCommand) -> Void
    ) {
        self.init(title: "", input: input, modifierFlags: modifierFlags, handler: handler)
    }

    /// The up arrow key.
    public static let inputUpArrow = "UIKeyInputUpArrow"
    /// The down arrow key.
    public static let inputDownArrow = "UIKeyInputDownArrow"
    /// The left arrow key.
    public static let inputLeftArrow = "UIKeyInputLeftArrow"
    /// The right arrow key.
    public static let inputRightArrow = "UIKeyInputRightArrow"
    /// The Escape key.
    public static let inputEscape = "UIKeyInputEscape"
    /// The Page Up key.
    public static let inputPageUp = "UIKeyInputPageUp"
    /// The Page Down key.
    public static let inputPageDown = "UIKeyInputPageDown"
    /// The Home key.
    public static let inputHome = "UIKeyInputHome"
    /// The End key.
    public static let inputEnd = "UIKeyInputEnd"
    /// The forward Delete key (Backspace is `"\u{8}"`).
    public static let inputDelete = "UIKeyInputDelete"
    /// F1.
    public static let f1 = "UIKeyInputF1"
    /// F2.
    public static let f2 = "UIKeyInputF2"
    /// F3.
    public static let f3 = "UIKeyInputF3"
    /// F4.
    public static let f4 = "UIKeyInputF4"
    /// F5.
    public static let f5 = "UIKeyInputF5"
    /// F6.
    public static let f6 = "UIKeyInputF6"
    /// F7.
    public static let f7 = "UIKeyInputF7"
    /// F8.
    public static let f8 = "UIKeyInputF8"
    /// F9.
    public static let f9 = "UIKeyInputF9"
    /// F10.
    public static let f10 = "UIKeyInputF10"
    /// F11.
    public static let f11 = "UIKeyInputF11"
    /// F12.
    public static let f12 = "UIKeyInputF12"

    /// The keys the `input…` names stand for.
    private static let namedInputs: [String: UIKeyboardHIDUsage] = [
        inputUpArrow: .keyboardUpArrow, inputDownArrow: .keyboardDownArrow, inputLeftArrow: .keyboardLeftArrow,
        inputRightArrow: .keyboardRightArrow, inputEscape: .keyboardEscape, inputPageUp: .keyboardPageUp,
        inputPageDown: .keyboardPageDown, inputHome: .keyboardHome, inputEnd: .keyboardEnd,
        inputDelete: .keyboardDeleteForward, f1: .keyboardF1, f2: .keyboardF2, f3: .keyboardF3, f4: .keyboardF4,
        f5: .keyboardF5, f6: .keyboardF6, f7: .keyboardF7, f8: .keyboardF8, f9: .keyboardF9, f10: .keyboardF10,
        f11: .keyboardF11, f12: .keyboardF12,
    ]

    /// How a menu row shows the shortcut, as this desktop writes them: "Ctrl+Shift+N", "Alt+F4",
    /// "Esc"; nil without an input.
    var shortcutText: String? {
        guard let input, !input.isEmpty else { return nil }
        let flags = Self.desktopModifiers(modifierFlags)
        let names: [(UIKeyModifierFlags, String)] = [(.control, "Ctrl"), (.alternate, "Alt"), (.shift, "Shift")]
        let key =
            Self.inputNames[input]
            ?? (input.hasPrefix("UIKeyInputF") ? String(input.dropFirst("UIKeyInput".count)) : input.uppercased())
        return (names.filter { flags.contains($0.0) }.map(\.1) + [key]).joined(separator: "+")
    }

    /// The names of the keys that type no visible character, as shortcuts show them.
    private static let inputNames: [String: String] = [
        inputUpArrow: "Up", inputDownArrow: "Down", inputLeftArrow: "Left", inputRightArrow: "Right",
        inputEscape: "Esc", inputPageUp: "Page Up", inputPageDown: "Page Down", inputHome: "Home", inputEnd: "End",
        inputDelete: "Delete", "\r": "Enter", "\t": "Tab", " ": "Space", "\u{8}": "Backspace",
    ]

    /// Whether pressing `key` runs this command (see the type's rules), disabled or not.
    func matches(_ key: UIKey) -> Bool {
        guard let input else { return false }
        let wanted = Self.desktopModifiers(modifierFlags)
        let held = Self.desktopModifiers(key.modifierFlags)
        if let usage = Self.namedInputs[input] { return key.keyCode == usage && held == wanted }
        guard !input.isEmpty else { return false }
        if key.charactersIgnoringModifiers == input.lowercased() && held == wanted { return true }
        // A character typed with Shift, named as typed ("?" rather than Shift and "/").
        let hasCase = input.lowercased() != input.uppercased()
        return !hasCase && key.characters == input && held == wanted.union(.shift)
    }

    /// The modifiers that tell shortcuts apart here: Shift, Ctrl and Alt, with Command read as
    /// Ctrl.
    static func desktopModifiers(_ flags: UIKeyModifierFlags) -> UIKeyModifierFlags {
        var result = flags.intersection([.shift, .control, .alternate])
        if flags.contains(.command) { result.insert(.control) }
        return result
    }

    /// The enabled command that `key` runs: the first match up the responder chain from
    /// `first`, the nearest responder's winning. When `first` edits text with the key, only a
    /// command that wants priority over that runs.
    static func command(for key: UIKey, from first: UIResponder) -> UIKeyCommand? {
        let editing = (first as? any TextEditingResponder)?.takesKey(key) == true
        for responder in sequence(first: first, next: { $0.next }) {
            let found = responder.keyCommands?.first {
                $0.matches(key) && !$0.attributes.contains(.disabled)
                    && (!editing || $0.wantsPriorityOverSystemBehavior)
            }
            if let found { return found }
        }
        return nil
    }
}
