/// Hears of a text field's editing and may veto it (UIKit's `UITextFieldDelegate`); every
/// method is optional.
@MainActor
public protocol UITextFieldDelegate: AnyObject {
    /// Whether editing may begin; true by default.
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// Editing began: the field is the first responder.
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Whether editing may end; true by default.
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    /// Editing ended.
    func textFieldDidEndEditing(_ textField: UITextField)
    /// Whether the characters in `range` (UTF-16 offsets) may be replaced by `string`; true by default.
    func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool
    /// The caret moved or the text changed.
    func textFieldDidChangeSelection(_ textField: UITextField)
    /// Return was pressed: whether the field does what Return does (sends
    /// `.editingDidEndOnExit`, and ends editing if an action listens for it); true by default.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    /// True.
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    /// Does nothing.
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    /// True.
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    /// Does nothing.
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    /// True.
    public func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool { true }
    /// Does nothing.
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    /// True.
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}

/// A single line of editable text (UIKit's `UITextField`): a click makes it the first responder,
/// and typed keys edit it.
///
/// Typed characters go in at the caret, Backspace and Delete remove the character before or after
/// it, the arrow keys, Home and End move it, and Return asks the delegate
/// (`textFieldShouldReturn(_:)`), then sends `.editingDidEndOnExit` and, if an action listens
/// for that, ends editing. Each change asks the
/// delegate first (`textField(_:shouldChangeCharactersIn:replacementString:)`, UTF-16 ranges as
/// in UIKit) and is followed by `.editingChanged` and `textDidChangeNotification`; editing sends
/// `.editingDidBegin` and `.editingDidEnd`. Setting ``text`` by code sends nothing. There is no
/// selection of a range, no copy and paste and no input method here; the caret does not blink.
@MainActor
open class UITextField: UIControl {
    /// The look of the field's edge (UIKit's raw values).
    public enum BorderStyle: Int, Sendable {
        /// No border (0), a thin line (1), a bezel (2, drawn as a grey line here), or a rounded
        /// rectangle on white (3).
        case none = 0
        case line, bezel, roundedRect
    }

    /// When an overlay view shows (UIKit's raw values); overlays are kept and read back.
    public enum ViewMode: Int, Sendable {
        /// Never (0), while editing (1), unless editing (2), always (3).
        case never = 0
        case whileEditing, unlessEditing, always
    }

    /// Posted when a field begins editing; the object is the field.
    public static let textDidBeginEditingNotification = Notification.Name(
        "UITextFieldTextDidBeginEditingNotification")
    /// Posted after each change of the text by the user; the object is the field.
    public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    /// Posted when a field ends editing; the object is the field.
    public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")

    /// The space between a rounded field's edge and its text, in points.
    static let roundedTextInset: CGFloat = 7
    /// A rounded field's corner radius, in points.
    static let roundedCornerRadius: CGFloat = 5
    /// The caret's width, in points.
    static let caretWidth: CGFloat = 2
    /// The character drawn for each one of secure text.
    static let secureCharacter: Character = "•"
    /// A rounded field's border colour.
    static let roundedBorderColor = UIColor(white: 0.8, alpha: 1)

    private let textLabel = UILabel()
    private let caret = UIView.makeDecoration()
    /// Measures the text before the caret.
    private let measuringLabel = UILabel()
    private var storedText = ""
    /// The caret's place, in UTF-16 offsets into the text.
    private var caretOffset = 0
    /// Whether the field is the first responder, taking typed keys.
    public private(set) var isEditing = false

    /// Hears of editing and may veto it.
    open weak var delegate: UITextFieldDelegate?

    override func didInitialize() {
        super.didInitialize()
        textLabel.isUserInteractionEnabled = false
        caret.isHidden = true
        addSubview(textLabel)
        addSubview(caret)
        updateText()
    }

    // MARK: - Text and look

    /// The text; "" when empty (setting nil empties it). Setting it moves the caret to the end
    /// and sends nothing.
    open var text: String? {
        get { storedText }
        set {
            storedText = newValue ?? ""
            caretOffset = storedText.utf16.count
            updateText()
            checkObservations()
        }
    }

    /// The text shown, grey, while the field is empty.
    open var placeholder: String? {
        didSet { updateText() }
    }
    /// The text as an attributed string (its attributes are not kept).
    open var attributedText: NSAttributedString? {
        get { NSAttributedString(string: storedText) }
        set { text = newValue?.string }
    }
    /// The placeholder as an attributed string (its attributes are not kept).
    open var attributedPlaceholder: NSAttributedString? {
        get { placeholder.map { NSAttributedString(string: $0) } }
        set { placeholder = newValue?.string }
    }
    /// The text's font; the 17-point system font unless set.
    open var font: UIFont? {
        didSet { updateText() }
    }
    /// The text's colour; `.label` unless set.
    open var textColor: UIColor? {
        didSet { updateText() }
    }
    /// Where the text sits across the field.
    open var textAlignment: NSTextAlignment = .natural {
        didSet { updateText() }
    }
    /// The edge drawn around the field.
    open var borderStyle: BorderStyle = .none {
        didSet { updateText() }
    }
    /// Whether each character is drawn as a bullet (a password).
    open var isSecureTextEntry = false {
        didSet { updateText() }
    }
    /// Whether beginning to edit empties the field.
    open var clearsOnBeginEditing = false
    /// Kept and read back; the text is never shrunk here.
    open var adjustsFontSizeToFitWidth = false
    /// Kept and read back.
    open var minimumFontSize: CGFloat = 0
    /// Kept and read back; no clear button is drawn here.
    open var clearButtonMode: ViewMode = .never
    /// Kept and read back; overlay views are not shown here.
    open var leftView: UIView?
    /// Kept and read back.
    open var leftViewMode: ViewMode = .never
    /// Kept and read back; overlay views are not shown here.
    open var rightView: UIView?
    /// Kept and read back.
    open var rightViewMode: ViewMode = .never
    /// Kept and read back (there is no on-screen keyboard).
    open var keyboardType: UIKeyboardType = .default
    /// Kept and read back.
    open var returnKeyType: UIReturnKeyType = .default
    /// Kept and read back.
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// Kept and read back.
    open var autocorrectionType: UITextAutocorrectionType = .default
    /// Kept and read back.
    open var spellCheckingType: UITextSpellCheckingType = .default
    /// Kept and read back.
    open var textContentType: UITextContentType?

    private var shownFont: UIFont { font ?? .systemFont(ofSize: 17) }

    /// The text as drawn: bullets for secure entry.
    private func drawn(_ text: String) -> String {
        isSecureTextEntry ? String(repeating: UITextField.secureCharacter, count: text.count) : text
    }

    private func updateText() {
        let showsPlaceholder = storedText.isEmpty
        textLabel.text = showsPlaceholder ? placeholder : drawn(storedText)
        textLabel.font = shownFont
        textLabel.textColor = showsPlaceholder ? .placeholderText : (textColor ?? .label)
        textLabel.textAlignment = textAlignment
        switch borderStyle {
        case .none:
            layer.borderWidth = 0
        case .line:
            layer.borderWidth = 1
            layer.borderColor = UIColor.black.cgColor
        case .bezel:
            layer.borderWidth = 1
            layer.borderColor = UIColor.gray.cgColor
        case .roundedRect:
            layer.borderWidth = 0.5
            layer.borderColor = UITextField.roundedBorderColor.cgColor
            if backgroundColor == nil { backgroundColor = .white }
        }
        layer.cornerRadius = borderStyle == .roundedRect ? UITextField.roundedCornerRadius : 0
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    // MARK: - Geometry

    /// The text's line, with a rounded field's insets around it.
    open override var intrinsicContentSize: CGSize {
        measuringLabel.font = shownFont
        measuringLabel.text = storedText.isEmpty ? (placeholder ?? "") : drawn(storedText)
        let inset = borderStyle == .roundedRect ? UITextField.roundedTextInset : 0
        let width = max(measuringLabel.intrinsicContentSize.width, 0) + 2 * inset + UITextField.caretWidth
        return CGSize(width: width, height: ceil(shownFont.lineHeight) + 2 * inset)
    }

    /// Where the text is drawn: the bounds, inset by a rounded field's 7 points at the sides.
    open func textRect(forBounds bounds: CGRect) -> CGRect {
        let inset = borderStyle == .roundedRect ? UITextField.roundedTextInset : 0
        return bounds.insetBy(dx: inset, dy: 0)
    }

    /// Where the text is drawn while editing: ``textRect(forBounds:)``.
    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// Where the placeholder is drawn: ``textRect(forBounds:)``.
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let rect = isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds)
        textLabel.frame = storedText.isEmpty ? placeholderRect(forBounds: bounds) : rect
        placeCaret(in: rect)
    }

    /// The caret after the text before it, as tall as the font's line, centred across the field.
    private func placeCaret(in rect: CGRect) {
        caret.isHidden = !isEditing
        guard isEditing else { return }
        let before = String(storedText[..<String.Index(utf16Offset: caretOffset, in: storedText)])
        measuringLabel.font = shownFont
        measuringLabel.text = drawn(before)
        let textWidth = before.isEmpty ? 0 : measuringLabel.intrinsicContentSize.width
        measuringLabel.text = drawn(storedText)
        let fullWidth = storedText.isEmpty ? 0 : measuringLabel.intrinsicContentSize.width
        let start: CGFloat
        switch textAlignment {
        case .center: start = rect.midX - fullWidth / 2
        case .right: start = rect.maxX - fullWidth
        default: start = rect.minX
        }
        let height = ceil(shownFont.lineHeight)
        caret.backgroundColor = tintColor
        caret.frame = CGRect(
            x: min(start + textWidth, rect.maxX - UITextField.caretWidth), y: rect.midY - height / 2,
            width: UITextField.caretWidth, height: height)
    }

    // MARK: - Editing

    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Starts editing if the delegate agrees: sends `.editingDidBegin` and posts
    /// ``textDidBeginEditingNotification``.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, delegate?.textFieldShouldBeginEditing(self) ?? true,
            super.becomeFirstResponder()
        else { return false }
        isEditing = true
        if clearsOnBeginEditing { text = "" }
        caretOffset = storedText.utf16.count
        setNeedsLayout()
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        NotificationCenter.default.post(name: UITextField.textDidBeginEditingNotification, object: self)
        return true
    }

    /// Ends editing if the delegate agrees: sends `.editingDidEnd` and posts
    /// ``textDidEndEditingNotification``.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        guard delegate?.textFieldShouldEndEditing(self) ?? true, super.resignFirstResponder() else { return false }
        isEditing = false
        setNeedsLayout()
        delegate?.textFieldDidEndEditing(self)
        sendActions(for: .editingDidEnd)
        NotificationCenter.default.post(name: UITextField.textDidEndEditingNotification, object: self)
        return true
    }

    /// A click starts editing, with the caret at the end.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        if isTouchInside { becomeFirstResponder() }
    }

    /// Edits the text with the key while editing; other presses go up the responder chain.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard isEditing, let key = presses.first?.key, handle(key) else {
            return super.pressesBegan(presses, with: event)
        }
    }

    open override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        // A press handled when it began ends here; others go up the chain.
        guard isEditing, let key = presses.first?.key, isEditingKey(key) else {
            return super.pressesEnded(presses, with: event)
        }
    }

    /// Whether the field handles `key` while editing.
    private func isEditingKey(_ key: UIKey) -> Bool {
        if key.modifierFlags.contains(.control) { return false }
        switch key.keyCode {
        case .keyboardDeleteOrBackspace, .keyboardDeleteForward, .keyboardLeftArrow, .keyboardRightArrow,
            .keyboardHome, .keyboardEnd, .keyboardReturnOrEnter:
            return true
        default:
            // Text, not a control character (Escape, Tab…).
            return !key.characters.isEmpty
                && key.characters.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value != 0x7F }
        }
    }

    /// Edits for one key; false when the field does not handle it.
    private func handle(_ key: UIKey) -> Bool {
        guard isEditingKey(key) else { return false }
        let length = storedText.utf16.count
        switch key.keyCode {
        case .keyboardDeleteOrBackspace:
            if caretOffset > 0 { replace(characterRange(endingAt: caretOffset), with: "") }
        case .keyboardDeleteForward:
            if caretOffset < length { replace(characterRange(startingAt: caretOffset), with: "") }
        case .keyboardLeftArrow:
            if caretOffset > 0 { moveCaret(to: characterRange(endingAt: caretOffset).location) }
        case .keyboardRightArrow:
            if caretOffset < length { moveCaret(to: NSMaxRange(characterRange(startingAt: caretOffset))) }
        case .keyboardHome: moveCaret(to: 0)
        case .keyboardEnd: moveCaret(to: length)
        case .keyboardReturnOrEnter:
            guard delegate?.textFieldShouldReturn(self) ?? true else { break }
            sendActions(for: .editingDidEndOnExit)
            if allControlEvents.contains(.editingDidEndOnExit) { resignFirstResponder() }
        default:
            replace(NSRange(location: caretOffset, length: 0), with: key.characters)
        }
        return true
    }

    /// The UTF-16 range of the character (grapheme) that ends at `offset`.
    private func characterRange(endingAt offset: Int) -> NSRange {
        let end = String.Index(utf16Offset: offset, in: storedText)
        let start = storedText.index(before: end)
        return NSRange(start..<end, in: storedText)
    }

    /// The UTF-16 range of the character (grapheme) that starts at `offset`.
    private func characterRange(startingAt offset: Int) -> NSRange {
        let start = String.Index(utf16Offset: offset, in: storedText)
        return NSRange(start..<storedText.index(after: start), in: storedText)
    }

    /// Replaces `range` by `replacement` if the delegate agrees, the caret after it, and says so.
    private func replace(_ range: NSRange, with replacement: String) {
        guard delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: replacement) ?? true,
            let bounds = Range(range, in: storedText)
        else { return }
        storedText.replaceSubrange(bounds, with: replacement)
        caretOffset = range.location + replacement.utf16.count
        updateText()
        checkObservations()
        delegate?.textFieldDidChangeSelection(self)
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
    }

    private func moveCaret(to offset: Int) {
        guard offset != caretOffset else { return }
        caretOffset = offset
        setNeedsLayout()
        delegate?.textFieldDidChangeSelection(self)
    }

    /// The caret's place, in UTF-16 offsets into the text (there is no selection of a range).
    public var caretPosition: Int { caretOffset }
}

extension UIView {
    /// Makes the first responder resign if it is this view or inside it (with `force`, even if
    /// its delegate refuses: here the delegate is still asked, and a refusal stands). Returns
    /// whether no first responder is left inside.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        guard let responder = UIResponder.firstResponder as? UIView, responder.isDescendant(of: self) else {
            return true
        }
        return responder.resignFirstResponder()
    }
}

/// The kind of keyboard a text field asks for (UIKit's `UIKeyboardType`, raw values included);
/// kept and read back, as there is no on-screen keyboard here.
public enum UIKeyboardType: Int, Sendable {
    /// The default (0), ASCII capable, numbers and punctuation, URL, number pad, phone pad, name
    /// and phone pad, e-mail address, decimal pad, Twitter, web search, ASCII capable number pad.
    case `default` = 0
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// The other kinds; `URL` keeps UIKit's upper-case name.
    case asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
        decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// The title of the Return key (UIKit's `UIReturnKeyType`, raw values included); kept and read back.
public enum UIReturnKeyType: Int, Sendable {
    /// Return (0), Go, Google, Join, Next, Route, Search, Send, Yahoo, Done, Emergency Call, Continue.
    case `default` = 0
    case go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

/// When typed text is capitalised (UIKit's `UITextAutocapitalizationType`); kept and read back.
public enum UITextAutocapitalizationType: Int, Sendable {
    /// Never (0), each word (1), each sentence (2), every character (3).
    case none = 0
    case words, sentences, allCharacters
}

/// Whether typed text is corrected (UIKit's `UITextAutocorrectionType`); kept and read back.
public enum UITextAutocorrectionType: Int, Sendable {
    /// As the system decides (0), never (1), always (2).
    case `default` = 0
    case no, yes
}

/// Whether typed text is spell-checked (UIKit's `UITextSpellCheckingType`); kept and read back.
public enum UITextSpellCheckingType: Int, Sendable {
    /// As the system decides (0), never (1), always (2).
    case `default` = 0
    case no, yes
}

/// What a text field holds, for autofill (UIKit's `UITextContentType`); kept and read back.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    /// The type's name.
    public let rawValue: String
    /// A type from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A user name.
    public static let username = UITextContentType(rawValue: "username")
    /// A password.
    public static let password = UITextContentType(rawValue: "password")
    /// A new password.
    public static let newPassword = UITextContentType(rawValue: "new-password")
    /// A one-time code.
    public static let oneTimeCode = UITextContentType(rawValue: "one-time-code")
    /// An e-mail address.
    public static let emailAddress = UITextContentType(rawValue: "email")
    /// A person's name.
    public static let name = UITextContentType(rawValue: "name")
    /// A telephone number.
    public static let telephoneNumber = UITextContentType(rawValue: "tel")
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// A URL (UIKit's name, upper case).
    public static let URL = UITextContentType(rawValue: "url")
}
