/// Hears of a text field's editing and may veto it (UIKit's `UITextFieldDelegate`); every
/// method is optional.
///
/// The optional methods are defaults in an extension, not Objective-C optionals: a subclass of
/// a class that adopts the protocol must have the class implement a method for the subclass's
/// own to be called.
@preconcurrency @MainActor
public protocol UITextFieldDelegate: AnyObject {
    /// Whether editing may begin; true by default.
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// Editing began: the field is the first responder.
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Whether editing may end; true by default.
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    /// Editing ended.
    func textFieldDidEndEditing(_ textField: UITextField)
    /// Editing ended, and why (always `.committed` here); called after
    /// `textFieldDidEndEditing(_:)`.
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
    /// Whether the field may be emptied (``UITextField/clearsOnBeginEditing``); true by default.
    func textFieldShouldClear(_ textField: UITextField) -> Bool
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
    /// Does nothing.
    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {}
    /// True.
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
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
/// Typed characters go in at the caret (over the selection), Backspace and Delete remove the
/// selection or the character before or after the caret, the arrow keys, Home and End move it (so
/// does a click in the text; with Shift they extend the selection, and Ctrl+A selects all),
/// Ctrl+C, Ctrl+X and Ctrl+V copy, cut and paste through ``UIPasteboard``, Tab and Shift+Tab go to
/// the next and previous field of the window in reading order, and Return asks the delegate
/// (`textFieldShouldReturn(_:)`), then sends `.editingDidEndOnExit` and `.primaryActionTriggered`
/// and, if an action listens for the first, ends editing. A field that leaves its window or is
/// disabled stops editing. Each change asks the
/// delegate first (`textField(_:shouldChangeCharactersIn:replacementString:)`, UTF-16 ranges as
/// in UIKit) and is followed by `.editingChanged` and `textDidChangeNotification`; editing sends
/// `.editingDidBegin` and `.editingDidEnd`. Setting ``text`` by code sends nothing. Secure text
/// is not copied or cut. There is no input method here. A drag selects, a double click a
/// word, a triple click the whole text; the caret blinks, as a desktop's, for ten seconds after
/// it last moved.
@preconcurrency @MainActor
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

    /// Why editing ended (UIKit's raw values).
    public enum DidEndEditingReason: Int, Sendable {
        /// The field resigned (0).
        case committed = 0
        /// Editing was cancelled (1); not produced here.
        case cancelled
    }

    /// Posted when a field begins editing; the object is the field.
    public nonisolated static let textDidBeginEditingNotification = Notification.Name(
        "UITextFieldTextDidBeginEditingNotification")
    /// Posted after each change of the text by the user; the object is the field.
    public nonisolated static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    /// Posted when a field ends editing; the object is the field.
    public nonisolated static let textDidEndEditingNotification = Notification.Name(
        "UITextFieldTextDidEndEditingNotification")

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

    /// The border and background a border style draws, behind the text, so that the field's own
    /// layer and background stay the app's.
    private let border = UIView.makeDecoration()
    /// Clips the text to the text rectangle; the text moves inside it to keep the caret in view.
    private let textClip = UIView.makeDecoration()
    private let textLabel = UILabel()
    private let caret = UIView.makeDecoration()
    lazy var caretBlink = CaretBlink(caret)
    /// The caret's view, for tests.
    var caretView: UIView { caret }
    /// The selection's highlight, behind the text.
    private let selectionHighlight = UIView.makeDecoration()
    /// Measures the text before the caret.
    private let measuringLabel = UILabel()
    /// The text, the caret and the selection.
    var editor = EditableText()
    private var storedText: String { editor.string }
    /// The caret's place, in UTF-16 offsets into the text.
    private var caretOffset: Int { editor.caret }
    var pointerPress: TextPointerPress?
    /// Whether the field is the first responder, taking typed keys.
    public private(set) var isEditing = false

    /// Hears of editing and may veto it.
    open weak var delegate: UITextFieldDelegate?

    override func didInitialize() {
        super.didInitialize()
        textLabel.isUserInteractionEnabled = false
        caret.isHidden = true
        selectionHighlight.isHidden = true
        textClip.clipsToBounds = true
        addSubview(border)
        addSubview(textClip)
        textClip.addSubview(selectionHighlight)
        textClip.addSubview(textLabel)
        textClip.addSubview(caret)
        updateText()
    }

    // MARK: - Text and look

    /// The text; "" when empty (setting nil empties it). Setting it moves the caret to the end
    /// and sends nothing.
    open var text: String? {
        get { storedText }
        set {
            editor.setString(newValue ?? "")
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
    /// The text's font; the 17-point system font unless set (setting nil restores it).
    open var font: UIFont? {
        get { shownFont }
        set {
            storedFont = newValue
            updateText()
        }
    }
    private var storedFont: UIFont?
    /// The text's colour; `.label` unless set (setting nil restores it).
    open var textColor: UIColor? {
        get { storedTextColor ?? .label }
        set {
            storedTextColor = newValue
            updateText()
        }
    }
    private var storedTextColor: UIColor?
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
    /// Kept and read back: the on-screen keyboard's return key has no enabled state here.
    open var enablesReturnKeyAutomatically = false
    /// Whether the font follows the user's text size; kept, as the size never changes here
    /// (see `UIContentSizeCategory`).
    open var adjustsFontForContentSizeCategory = false
    /// Kept and read back: a desktop types on its own keyboard, and shows no input view.
    open override var inputView: UIView? {
        get { storedInputView }
        set { storedInputView = newValue }
    }
    /// Kept and read back, not shown (see ``inputView``).
    open override var inputAccessoryView: UIView? {
        get { storedInputAccessoryView }
        set { storedInputAccessoryView = newValue }
    }
    private var storedInputView: UIView?
    private var storedInputAccessoryView: UIView?

    private var shownFont: UIFont { storedFont ?? .systemFont(ofSize: UITextField.defaultFontSize) }
    /// The size of the default font, in points.
    static let defaultFontSize: CGFloat = 17

    /// The text as drawn: bullets for secure entry.
    private func drawn(_ text: String) -> String {
        isSecureTextEntry ? String(repeating: UITextField.secureCharacter, count: text.count) : text
    }

    private func updateText() {
        let showsPlaceholder = storedText.isEmpty
        textLabel.text = showsPlaceholder ? placeholder : drawn(storedText)
        textLabel.font = shownFont
        textLabel.textColor = showsPlaceholder ? .placeholderText : (storedTextColor ?? .label)
        textLabel.textAlignment = textAlignment
        let (width, color, fill): (CGFloat, UIColor?, UIColor?) =
            switch borderStyle {
            case .none: (0, nil, nil)
            case .line: (1, .black, nil)
            case .bezel: (1, .gray, nil)
            case .roundedRect: (0.5, UITextField.roundedBorderColor, .white)
            }
        border.layer.borderWidth = width
        border.layer.borderColor = color?.cgColor
        border.backgroundColor = fill
        border.layer.cornerRadius = borderStyle == .roundedRect ? UITextField.roundedCornerRadius : 0
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
    /// Text wider than that moves within it while editing, to keep the caret in view.
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
        defer { caretBlink.caretWasPlaced() }
        border.frame = bounds
        let rect =
            storedText.isEmpty
            ? placeholderRect(forBounds: bounds)
            : isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds)
        textClip.frame = rect
        let local = CGRect(origin: .zero, size: rect.size)
        textLabel.frame = local
        textLabel.textAlignment = textAlignment
        // A selection shows instead of the caret, as in a text view.
        caret.isHidden = !isEditing || editor.hasSelection
        selectionHighlight.isHidden = !isEditing || !editor.hasSelection
        guard isEditing else { return }
        // The text's width and the caret's place in it, measured in the shown font.
        let textWidth = textX(at: editor.length)
        let caretX = textX(at: caretOffset)
        let caretWidth = UITextField.caretWidth
        var start: CGFloat
        switch textAlignment {
        case .center: start = (local.width - textWidth) / 2
        case .right: start = local.width - textWidth - caretWidth
        default: start = 0
        }
        if textWidth + caretWidth > local.width {
            // Too wide: the text moves so that the caret stays in view, at the right edge at most.
            start = min(0, local.width - caretWidth - caretX)
            textLabel.textAlignment = .left
            textLabel.frame = CGRect(x: start, y: 0, width: textWidth + caretWidth, height: local.height)
        }
        let height = ceil(shownFont.lineHeight)
        caret.backgroundColor = tintColor
        caret.frame = CGRect(x: start + caretX, y: (local.height - height) / 2, width: caretWidth, height: height)
        if editor.hasSelection {
            let range = editor.selectedRange
            let from = textX(at: range.location)
            selectionHighlight.backgroundColor = tintColor.withAlphaComponent(UITextView.selectionAlpha)
            let glyphStart = textLabel.frame.minX + textInsetInLabel
            selectionHighlight.frame = CGRect(
                x: glyphStart + from, y: caret.frame.minY, width: textX(at: NSMaxRange(range)) - from, height: height)
        }
    }

    /// The x of the UTF-16 offset `offset` in the text as drawn, from the text's start.
    private func textX(at offset: Int) -> CGFloat {
        guard offset > 0 else { return 0 }
        measuringLabel.font = shownFont
        measuringLabel.text = drawn(String(storedText[..<String.Index(utf16Offset: offset, in: storedText)]))
        return measuringLabel.intrinsicContentSize.width
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        caret.backgroundColor = tintColor
        selectionHighlight.backgroundColor = tintColor.withAlphaComponent(UITextView.selectionAlpha)
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
        if clearsOnBeginEditing && !storedText.isEmpty && delegate?.textFieldShouldClear(self) ?? true { text = "" }
        editor.moveCaret(to: editor.length, extending: false)
        setNeedsLayout()
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        NotificationCenter.default.post(name: UITextField.textDidBeginEditingNotification, object: self)
        return true
    }

    /// Ends editing if the delegate agrees: sends `.editingDidEnd` and posts
    /// ``textDidEndEditingNotification``.
    @discardableResult
    open override func resignFirstResponder() -> Bool { endEditing(askingDelegate: true) }

    /// Ends editing, asking the delegate first unless forced (the field left its window, was
    /// disabled, or `endEditing(true)` was called).
    func endEditing(askingDelegate: Bool) -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        if askingDelegate && !(delegate?.textFieldShouldEndEditing(self) ?? true) { return false }
        guard super.resignFirstResponder() else { return false }
        isEditing = false
        setNeedsLayout()
        delegate?.textFieldDidEndEditing(self)
        delegate?.textFieldDidEndEditing(self, reason: .committed)
        sendActions(for: .editingDidEnd)
        NotificationCenter.default.post(name: UITextField.textDidEndEditingNotification, object: self)
        return true
    }

    /// A field that leaves its window stops editing (its keys would go nowhere).
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil && isEditing { _ = endEditing(askingDelegate: false) }
    }

    /// An enabled field: the pointer selects its text (and starts editing to).
    override var selectsTextWithPointer: Bool { isEnabled }

    /// A field disabled while editing stops editing.
    open override var isEnabled: Bool {
        didSet { if !isEnabled && isEditing { _ = endEditing(askingDelegate: false) } }
    }

    /// A press in a field already editing puts the caret at the nearest character boundary
    /// (with Shift, extends the selection to it); a double press selects a word (secure text:
    /// all of it), a triple one the whole text, and a drag from there selects on by the same
    /// unit. A drag in a field not editing starts editing and selects from the press.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        pointerPressed(
            at: touch.location(in: self), tapCount: touch.tapCount,
            extending: event?.modifierFlags.contains(.shift) ?? false)
        return super.beginTracking(touch, with: event)
    }

    /// A drag selects.
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        pointerDragged(to: touch.location(in: self))
        return super.continueTracking(touch, with: event)
    }

    /// A click in a field not editing starts editing, with the caret at the end.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        guard pointerReleased(), isTouchInside, !isEditing, window != nil else { return }
        becomeFirstResponder()
    }

    /// A cancelled press selects no further.
    open override func cancelTracking(with event: UIEvent?) {
        super.cancelTracking(with: event)
        pointerPress = nil
    }

    func textOffset(at point: CGPoint) -> Int {
        // From the glyphs' start: the label draws centred or right-aligned text inset.
        caretOffset(nearestX: textLabel.convert(point, from: self).x - textInsetInLabel)
    }

    var hidesWords: Bool { isSecureTextEntry }

    /// How far right of its label's left edge the label draws the text's first glyph.
    private var textInsetInLabel: CGFloat {
        let spare = max(textLabel.frame.width - textX(at: editor.length), 0)
        switch textLabel.textAlignment {
        case .center: return spare / 2
        case .right: return spare
        default: return 0
        }
    }

    /// The character boundary (UTF-16 offset) whose x in the text label is nearest `x`.
    private func caretOffset(nearestX x: CGFloat) -> Int {
        // Prefixes only grow wider: a binary search measures a few of them, not all (a drag
        // asks at every move).
        var boundaries = [0]
        for character in storedText { boundaries.append(boundaries[boundaries.count - 1] + character.utf16.count) }
        var low = 0
        var high = boundaries.count - 1
        while low < high {
            let middle = (low + high) / 2
            if textX(at: boundaries[middle]) < x { low = middle + 1 } else { high = middle }
        }
        guard low > 0 else { return 0 }
        let (before, after) = (boundaries[low - 1], boundaries[low])
        return x - textX(at: before) <= textX(at: after) - x ? before : after
    }

    /// The text fields of the window, in reading order (top to bottom, then left to right):
    /// the order Tab goes through.
    private var fieldsInReadingOrder: [UITextField] {
        guard let window else { return [self] }
        var fields: [(field: UITextField, frame: CGRect)] = []
        func collect(_ view: UIView) {
            guard !view.isHidden else { return }
            if let field = view as? UITextField, field.isEnabled {
                fields.append((field, field.convert(field.bounds, to: nil)))
            }
            view.subviews.forEach(collect)
        }
        collect(window)
        return fields.sorted { ($0.frame.minY, $0.frame.minX) < ($1.frame.minY, $1.frame.minX) }.map(\.field)
    }

    /// Moves editing to the next field of the window (the previous one with Shift), wrapping round.
    private func moveToNeighbour(backwards: Bool) {
        let fields = fieldsInReadingOrder
        guard fields.count > 1, let index = fields.firstIndex(where: { $0 === self }) else { return }
        let next = (index + (backwards ? fields.count - 1 : 1)) % fields.count
        fields[next].becomeFirstResponder()
    }

    /// Edits the text with the key while editing; other presses go up the responder chain.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard isEditing, let key = presses.first?.key, handle(key) else {
            return super.pressesBegan(presses, with: event)
        }
    }

    /// The release of a key the field took while editing ends here; others go up the chain.
    open override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard isEditing, let key = presses.first?.key, isEditingKey(key) else {
            return super.pressesEnded(presses, with: event)
        }
    }

    func takesKey(_ key: UIKey) -> Bool { isEditing && isEditingKey(key) }

    /// Whether the field handles `key` while editing.
    private func isEditingKey(_ key: UIKey) -> Bool {
        if key.modifierFlags.contains(.control) { return isEditShortcut(key) }
        // Alt with a key is a shortcut's, not typing (as in a text view).
        if key.modifierFlags.contains(.alternate) { return false }
        switch key.keyCode {
        case .keyboardDeleteOrBackspace, .keyboardDeleteForward, .keyboardLeftArrow, .keyboardRightArrow,
            .keyboardHome, .keyboardEnd, .keyboardReturnOrEnter, .keyboardTab:
            return true
        default:
            return EditableText.isTypedText(key.characters)
        }
    }

    /// Edits for one key; false when the field does not handle it.
    private func handle(_ key: UIKey) -> Bool {
        guard isEditingKey(key) else { return false }
        if performEditShortcut(key) { return true }
        let shift = key.modifierFlags.contains(.shift)
        switch key.keyCode {
        case .keyboardDeleteOrBackspace:
            if let range = editor.rangeDeletedBackward { replace(range, with: "") }
        case .keyboardDeleteForward:
            if let range = editor.rangeDeletedForward { replace(range, with: "") }
        case .keyboardLeftArrow: moveCaret(to: editor.offsetLeft(extending: shift), extending: shift)
        case .keyboardRightArrow: moveCaret(to: editor.offsetRight(extending: shift), extending: shift)
        case .keyboardTab: moveToNeighbour(backwards: shift)
        case .keyboardHome: moveCaret(to: 0, extending: shift)
        case .keyboardEnd: moveCaret(to: editor.length, extending: shift)
        case .keyboardReturnOrEnter:
            guard delegate?.textFieldShouldReturn(self) ?? true else { break }
            let endsEditing = allControlEvents.contains(.editingDidEndOnExit)
            sendActions(for: .editingDidEndOnExit)
            sendActions(for: .primaryActionTriggered)
            if endsEditing { resignFirstResponder() }
        default:
            replace(editor.selectedRange, with: key.characters)
        }
        return true
    }

    /// Replaces `range` by `replacement` if the delegate agrees, the caret after it, and says so;
    /// returns whether it did.
    @discardableResult
    func replace(_ range: NSRange, with replacement: String) -> Bool {
        guard delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: replacement) ?? true
        else { return false }
        editor.replace(range, with: replacement)
        caretBlink.restart()
        updateText()
        checkObservations()
        delegate?.textFieldDidChangeSelection(self)
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
        return true
    }

    // MARK: - Pasteboard

    /// Puts the selected text on the general pasteboard (Ctrl+C); nothing without a selection,
    /// or for secure text.
    open override func copy(_ sender: Any?) { copySelection() }

    /// Puts the selected text on the general pasteboard and removes it, as typing would (the
    /// delegate is asked) (Ctrl+X); not for secure text.
    open override func cut(_ sender: Any?) { cutSelection() }

    /// Types the general pasteboard's text over the selection (Ctrl+V), its line breaks as
    /// spaces (a field holds one line), as typing would: the delegate is asked.
    open override func paste(_ sender: Any?) { pasteFromPasteboard() }

    /// Selects all the text (Ctrl+A) while editing.
    open override func selectAll(_ sender: Any?) {
        if isEditing { selectAllText() } else { super.selectAll(sender) }
    }

    /// Removes the selection, as Delete does.
    open override func delete(_ sender: Any?) { deleteSelection() }

    private func moveCaret(to offset: Int, extending: Bool = false) {
        let before = editor.selectedRange
        let caretBefore = caretOffset
        editor.moveCaret(to: offset, extending: extending)
        guard editor.selectedRange != before || caretOffset != caretBefore else { return }
        selectedRangeDidChange()
    }

    /// The caret's place, in UTF-16 offsets into the text: the moving end of the selection.
    public var caretPosition: Int { caretOffset }

    /// The selected range, in UTF-16 offsets into the text (empty at the caret when nothing is
    /// selected; UIKit's is `selectedTextRange`, of `UITextInput`, which is not here).
    var selectedRange: NSRange { editor.selectedRange }
}

extension UIView {
    /// Makes the first responder resign if it is this view or inside it; with `force`, a text
    /// field resigns without asking its delegate. Returns whether no first responder is left inside.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        guard let responder = UIResponder.firstResponder as? UIView, responder.isDescendant(of: self) else {
            return true
        }
        if force, let field = responder as? UITextField { return field.endEditing(askingDelegate: false) }
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

extension UITextField: TextEditingResponder {
    var canChangeText: Bool { isEditing }
    var canCopyText: Bool { !isSecureTextEntry }

    func pastable(_ text: String) -> String {
        text.replacingOccurrences(of: "\r\n", with: " ").replacingOccurrences(of: "\n", with: " ")
            .replacingOccurrences(of: "\r", with: " ")
    }

    func selectedRangeDidChange() {
        caretBlink.restart()
        setNeedsLayout()
        delegate?.textFieldDidChangeSelection(self)
    }
}
