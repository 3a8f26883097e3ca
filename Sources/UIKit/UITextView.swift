internal import Geometry
internal import Layout
internal import Rendering
internal import Views

/// Hears of a text view's editing and may veto changes (UIKit's `UITextViewDelegate`); every
/// method is optional. A text view's delegate is also its scroll view delegate.
@preconcurrency @MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
    /// Whether editing may begin; true by default.
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    /// Whether editing may end; true by default.
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    /// Editing began: the text view is the first responder.
    func textViewDidBeginEditing(_ textView: UITextView)
    /// Editing ended.
    func textViewDidEndEditing(_ textView: UITextView)
    /// Whether the characters in `range` (UTF-16 offsets) may be replaced by `text`; true by
    /// default.
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The user changed the text (not called for changes made by code).
    func textViewDidChange(_ textView: UITextView)
    /// The caret moved or the selection changed.
    func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
    /// True.
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    /// True.
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    /// Does nothing.
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    /// Does nothing.
    public func textViewDidEndEditing(_ textView: UITextView) {}
    /// True.
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String)
        -> Bool
    { true }
    /// Does nothing.
    public func textViewDidChange(_ textView: UITextView) {}
    /// Does nothing.
    public func textViewDidChangeSelection(_ textView: UITextView) {}
}

/// The region a text view lays its text out in (UIKit's `NSTextContainer`): the padding at
/// each end of a line.
@preconcurrency @MainActor
open class NSTextContainer {
    /// The space left empty at the start and end of each line, in points; 5 by default.
    open var lineFragmentPadding: CGFloat = NSTextContainer.defaultLineFragmentPadding {
        didSet { textView?.textLayoutDidChange() }
    }
    /// The most lines laid out; kept and read back (a text view lays out every line here).
    open var maximumNumberOfLines = 0
    /// How the last line that fits ends when lines are limited; kept and read back (lines wrap
    /// between words here).
    open var lineBreakMode: NSLineBreakMode = .byWordWrapping
    /// Kept and read back: a text view's container follows its width, and its height is unlimited.
    open var size = CGSize(width: 0, height: 10_000_000)
    /// Kept and read back (a text view's container always follows its width here).
    open var widthTracksTextView = true
    /// Kept and read back.
    open var heightTracksTextView = false

    /// The text view it lays out, which owns it.
    weak var textView: UITextView?

    /// A container of `size`.
    public init(size: CGSize = CGSize(width: 0, height: 10_000_000)) {
        self.size = size
    }

    /// The padding UIKit gives a line's ends, in points.
    nonisolated static let defaultLineFragmentPadding: CGFloat = 5
}

/// Scrolling, editable, multi-line text (UIKit's `UITextView`): a click makes it the first
/// responder, with the caret where it was clicked, and typed keys edit the text.
///
/// The text wraps at the view's width, less ``textContainerInset`` and the container's line
/// padding, and scrolls vertically. With scrolling off, the view takes its text's size (its
/// intrinsic size, wrapped at the width layout gives it, as a multi-line label's), as on iOS.
///
/// Keys: characters go in at the caret (replacing a selection), Return starts a new line and
/// Tab inserts a tab; Backspace and Delete remove the selection or a character; the arrows,
/// Home and End (the line's ends; with Ctrl, the text's) move the caret, and with Shift extend
/// the selection; Ctrl+A selects everything. Shift and a click extend the selection to the
/// click. Each change asks the delegate first
/// (`textView(_:shouldChangeTextIn:replacementText:)`, UTF-16 ranges as in UIKit), then tells it
/// (`textViewDidChangeSelection(_:)`, `textViewDidChange(_:)`) and posts
/// ``textDidChangeNotification``. Setting ``text`` by code tells no one. There is no copy and
/// paste, no selection by dragging (a drag scrolls), no input method and no attributed runs.
@preconcurrency @MainActor
open class UITextView: UIScrollView {
    /// Posted when a text view begins editing; the object is the text view.
    public nonisolated static let textDidBeginEditingNotification = Notification.Name(
        "UITextViewTextDidBeginEditingNotification")
    /// Posted after each change of the text by the user; the object is the text view.
    public nonisolated static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
    /// Posted when a text view ends editing; the object is the text view.
    public nonisolated static let textDidEndEditingNotification = Notification.Name(
        "UITextViewTextDidEndEditingNotification")

    /// The default font's size, in points (UIKit's).
    static let defaultFontSize: CGFloat = 12
    /// The caret's width, in points.
    static let caretWidth: CGFloat = 2
    /// How strongly the tint colours selected text's background.
    static let selectionAlpha: CGFloat = 0.25

    override class func makeBacking() -> View { TextViewBacking() }

    private let textLabel = UILabel()
    private let caret = UIView.makeDecoration()
    lazy var caretBlink = CaretBlink(caret)
    /// The selection's highlight: its first line, the lines between, its last line.
    private let selectionParts = (0..<3).map { _ in UIView.makeDecoration() }
    var editor = EditableText()
    /// Where Up and Down keep the caret across lines (x in the text's coordinates), from the
    /// first of a run of such moves; nil after other moves.
    private var lineMoveX: CGFloat?
    var pointerPress: TextPointerPress?
    /// Whether the next layout scrolls the caret into view.
    private var scrollsToCaret = false
    /// The width the text wraps at for the intrinsic height with scrolling off: the width the
    /// last layout gave the view, NaN before the first.
    private var solvedWidth = CGFloat.nan

    /// The region the text is laid out in: its line padding.
    public private(set) var textContainer = NSTextContainer()

    /// Hears of editing and may veto changes (the scroll view's ``UIScrollView/delegate``, as
    /// a text view delegate).
    var textViewDelegate: (any UITextViewDelegate)? { delegate as? any UITextViewDelegate }

    /// A text view at `frame` laying its text out in `textContainer` (a new one for nil).
    public convenience init(frame: CGRect, textContainer: NSTextContainer?) {
        self.init(frame: frame)
        if let textContainer {
            self.textContainer.textView = nil
            self.textContainer = textContainer
            textContainer.textView = self
            textLayoutDidChange()
        }
    }

    override func didInitialize() {
        super.didInitialize()
        textContainer.textView = self
        textLabel.isUserInteractionEnabled = false
        textLabel.numberOfLines = 0
        textLabel.lineBreakMode = .byWordWrapping
        caret.isHidden = true
        for part in selectionParts {
            part.isHidden = true
            addSubview(part)
        }
        addSubview(textLabel)
        addSubview(caret)
        backgroundColor = .systemBackground
        updateText()
    }

    // MARK: - Text and look

    /// The text; "" when empty (setting nil empties it). Setting it puts the caret at the end
    /// and tells no one.
    open var text: String! {
        get { editor.string }
        set {
            editor.setString(newValue ?? "")
            lineMoveX = nil
            updateText()
            checkObservations()
        }
    }

    /// The text with attributes: the text view's font and colour throughout. Setting it keeps
    /// its characters, and the font, colour and alignment of its first character.
    open var attributedText: NSAttributedString! {
        get { NSAttributedString(string: editor.string, attributes: [.font: shownFont, .foregroundColor: shownColor]) }
        set {
            if let newValue, newValue.length > 0 {
                let attributes = newValue.attributes(at: 0, effectiveRange: nil)
                if let font = attributes[.font] as? UIFont { storedFont = font }
                if let color = attributes[.foregroundColor] as? UIColor { storedTextColor = color }
                if let paragraph = attributes[.paragraphStyle] as? NSParagraphStyle {
                    textAlignment = paragraph.alignment
                }
            }
            text = newValue?.string
        }
    }

    /// The text's font: the 12-point system font unless set (setting nil restores it).
    open var font: UIFont? {
        get { shownFont }
        set {
            storedFont = newValue
            updateText()
        }
    }
    private var storedFont: UIFont?
    private var shownFont: UIFont { storedFont ?? .systemFont(ofSize: UITextView.defaultFontSize) }

    /// The text's colour; `.label` unless set (setting nil restores it).
    open var textColor: UIColor? {
        get { shownColor }
        set {
            storedTextColor = newValue
            updateText()
        }
    }
    private var storedTextColor: UIColor?
    private var shownColor: UIColor { storedTextColor ?? .label }

    /// Where each line sits across the view.
    open var textAlignment: NSTextAlignment = .natural {
        didSet { updateText() }
    }

    /// The space between the view's edges and the text container, in points; 8 above and
    /// below by default, as in UIKit.
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
        didSet { textLayoutDidChange() }
    }

    /// Text that can be edited or selected: the pointer selects it.
    override var selectsTextWithPointer: Bool { isEditable || isSelectable }

    /// Whether the user may edit the text; true by default. One that is not editable may still
    /// be selected and copied (``isSelectable``), with no caret and no editing calls to the
    /// delegate.
    open var isEditable = true {
        didSet { if isEditable != oldValue && isFirstResponder { _ = finishEditing(askingDelegate: false) } }
    }
    /// Whether the user may select the text of a text view that is not editable (clicks, Shift
    /// with the arrows, Ctrl+A) and copy it; true by default.
    open var isSelectable = true {
        didSet { if !isSelectable && !isEditable && isFirstResponder { _ = finishEditing(askingDelegate: false) } }
    }
    /// Whether the text view is first responder as an editable one: the delegate heard that
    /// editing began.
    private var isEditingText = false
    /// Kept and read back.
    open var allowsEditingTextAttributes = false
    /// Kept and read back: links and numbers are not detected here.
    open var dataDetectorTypes: UIDataDetectorTypes = []
    /// Kept and read back: typed text takes the view's font and colour.
    open var typingAttributes: [NSAttributedString.Key: Any] = [:]
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
    /// Whether the font follows the user's text size; kept, as the size never changes here.
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

    /// The text's layout settings, as the label draws it and the caret is placed in it.
    private var textStyle: TextStyle {
        TextStyle(
            font: shownFont.font, alignment: textAlignment.alignment, numberOfLines: 0, lineBreakMode: .byWordWrapping)
    }

    private func updateText() {
        textLabel.text = editor.string
        textLabel.font = shownFont
        textLabel.textColor = shownColor
        textLabel.textAlignment = textAlignment
        textLayoutDidChange()
    }

    /// The text or its layout changed: laid out again, and with scrolling off, measured again.
    func textLayoutDidChange() {
        if !isScrollEnabled { invalidateIntrinsicContentSize() }
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// With scrolling off, the view takes its height from its text.
    open override var isScrollEnabled: Bool {
        didSet { if isScrollEnabled != oldValue { invalidateIntrinsicContentSize() } }
    }

    // MARK: - Geometry

    /// The left edge of the text and the width it wraps at, in a view `width` points wide.
    private func textColumn(inWidth width: CGFloat) -> (x: CGFloat, width: CGFloat) {
        let padding = textContainer.lineFragmentPadding
        let x = textContainerInset.left + padding
        return (x, max(width - x - textContainerInset.right - padding, 0))
    }

    /// The text's size wrapped at `width` (the text's own width; nil for no wrapping): at least
    /// one line high, as the caret is.
    private func textSize(wrappedAt width: CGFloat?) -> CGSize {
        let lineHeight = CGFloat(
            TextSystem.measurer.caretRect(in: "", at: 0, style: textStyle, maxWidth: nil).height.rounded(.up))
        guard !editor.string.isEmpty else { return CGSize(width: 0, height: lineHeight) }
        let metrics = TextSystem.measurer.measure(
            editor.string, style: textStyle, maxWidth: width.map { Double($0) })
        return CGSize(width: CGFloat(metrics.width), height: max(CGFloat(metrics.height), lineHeight))
    }

    /// The size the view needs for its text, wrapped at `width` less the insets and padding
    /// (nil: unwrapped), with them.
    private func fittingSize(forWidth width: CGFloat?) -> CGSize {
        let text = textSize(wrappedAt: width.map { textColumn(inWidth: $0).width })
        let padding = textContainer.lineFragmentPadding
        return CGSize(
            width: text.width + textContainerInset.left + textContainerInset.right + 2 * padding,
            height: text.height + textContainerInset.top + textContainerInset.bottom)
    }

    /// With scrolling off, the text's size with the insets, wrapped at the width layout last
    /// gave the view (unwrapped before the first layout), as a multi-line label's. With
    /// scrolling on, none.
    open override var intrinsicContentSize: CGSize {
        guard !isScrollEnabled else {
            return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
        }
        return fittingSize(forWidth: solvedWidth.isNaN ? nil : solvedWidth)
    }

    /// The text's size with the insets, wrapped at `size.width` (a width of 0 or less does not
    /// wrap), no wider than that.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let fitting = fittingSize(forWidth: size.width > 0 ? size.width : nil)
        return CGSize(width: size.width > 0 ? min(fitting.width, size.width) : fitting.width, height: fitting.height)
    }

    /// The intrinsic size at `width` (for fitting), without keeping it.
    fileprivate func intrinsicSize(forWidth width: Double) -> Size {
        guard !isScrollEnabled else { return Size(width: -1, height: -1) }
        let size = fittingSize(forWidth: CGFloat(width))
        return Size(width: Double(size.width), height: Double(size.height))
    }

    /// Layout gave the view a new width: with scrolling off, the text wraps there, and the
    /// intrinsic size follows (changes under half a point are ignored). Returns whether the
    /// size changed.
    fileprivate func solvedWidthDidChange(to width: Double) -> Bool {
        let width = CGFloat(width)
        guard !isScrollEnabled, width > 0, solvedWidth.isNaN || abs(width - solvedWidth) >= 0.5 else { return false }
        let old = intrinsicContentSize
        solvedWidth = width
        guard intrinsicContentSize != old else { return false }
        backing.intrinsicContentSizeDidChange()
        return true
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let column = textColumn(inWidth: bounds.width)
        let height = textSize(wrappedAt: column.width).height
        let frame = CGRect(x: column.x, y: textContainerInset.top, width: column.width, height: height)
        if textLabel.frame != frame { textLabel.frame = frame }
        let size = CGSize(width: bounds.width, height: height + textContainerInset.top + textContainerInset.bottom)
        if contentSize != size { contentSize = size }
        placeCaretAndSelection()
        if scrollsToCaret {
            scrollsToCaret = false
            let place = caretRect(at: editor.caret)
            scrollRectToVisible(place.insetBy(dx: 0, dy: -textContainerInset.top), animated: false)
        }
    }

    /// The caret before the character at `offset`, in the view's content coordinates.
    private func caretRect(at offset: Int) -> CGRect {
        let place = textPlace(of: offset)
        return CGRect(
            x: textLabel.frame.minX + place.minX, y: textLabel.frame.minY + place.minY,
            width: UITextView.caretWidth, height: place.height)
    }

    /// The caret before the character at `offset`, in the text's coordinates.
    private func textPlace(of offset: Int) -> CGRect {
        let rect = TextSystem.measurer.caretRect(
            in: editor.string, at: offset, style: textStyle, maxWidth: Double(textLabel.frame.width))
        return CGRect(x: CGFloat(rect.minX), y: CGFloat(rect.minY), width: 0, height: CGFloat(rect.height))
    }

    /// The character boundary nearest `point`, in the text's coordinates.
    private func offset(nearest point: CGPoint) -> Int {
        TextSystem.measurer.caretOffset(
            in: editor.string, nearest: Point(x: Double(point.x), y: Double(point.y)), style: textStyle,
            maxWidth: Double(textLabel.frame.width))
    }

    private func placeCaretAndSelection() {
        defer { caretBlink.caretWasPlaced() }
        let editing = isFirstResponder
        caret.isHidden = !editing || editor.hasSelection || !isEditable
        if !caret.isHidden {
            caret.backgroundColor = tintColor
            caret.frame = caretRect(at: editor.caret)
        }
        let range = editor.selectedRange
        let parts = editing && range.length > 0 ? selectionRects(of: range) : []
        for (index, part) in selectionParts.enumerated() {
            part.isHidden = index >= parts.count
            guard index < parts.count else { continue }
            part.backgroundColor = tintColor.withAlphaComponent(UITextView.selectionAlpha)
            part.frame = parts[index]
        }
    }

    /// The highlight of `range` in content coordinates: from its start to the end of its first
    /// line, the whole lines between, and from the start of its last line to its end.
    private func selectionRects(of range: NSRange) -> [CGRect] {
        let start = caretRect(at: range.location)
        let end = caretRect(at: NSMaxRange(range))
        let left = textLabel.frame.minX
        let right = textLabel.frame.maxX
        if abs(start.minY - end.minY) < 0.5 {
            return [CGRect(x: start.minX, y: start.minY, width: end.minX - start.minX, height: start.height)]
        }
        var rects = [CGRect(x: start.minX, y: start.minY, width: max(right - start.minX, 0), height: start.height)]
        if end.minY > start.maxY + 0.5 {
            rects.append(CGRect(x: left, y: start.maxY, width: right - left, height: end.minY - start.maxY))
        }
        rects.append(CGRect(x: left, y: end.minY, width: end.minX - left, height: end.height))
        return rects
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsLayout()
    }

    // MARK: - Selection

    /// The selected range, in UTF-16 offsets; empty at the caret when nothing is selected.
    /// Setting it selects the range (widened to whole characters), with the caret at its end,
    /// and tells the delegate.
    open var selectedRange: NSRange {
        get { editor.selectedRange }
        set {
            editor.select(newValue)
            selectionDidChange(scrollingToCaret: false)
        }
    }

    /// Scrolls the least needed to show the start of `range`.
    open func scrollRangeToVisible(_ range: NSRange) {
        layoutIfNeeded()
        let place = caretRect(at: min(max(range.location, 0), editor.length))
        scrollRectToVisible(place, animated: false)
    }

    /// Whether there is any text.
    open var hasText: Bool { !editor.string.isEmpty }

    /// Types `text` at the selection, as keys do: the delegate is asked and told.
    open func insertText(_ text: String) {
        replace(editor.selectedRange, with: text)
    }

    /// Removes the selection or the character before the caret, as Backspace does.
    open func deleteBackward() {
        if let range = editor.rangeDeletedBackward { replace(range, with: "") }
    }

    // MARK: - Pasteboard

    /// Puts the selected text on the general pasteboard (Ctrl+C); nothing without a selection.
    open override func copy(_ sender: Any?) { copySelection() }

    /// Puts the selected text on the general pasteboard and removes it, as typing would (the
    /// delegate is asked) (Ctrl+X); only while editable.
    open override func cut(_ sender: Any?) { cutSelection() }

    /// Types the general pasteboard's text at the selection (Ctrl+V), its line breaks as
    /// newlines; only while editable.
    open override func paste(_ sender: Any?) { pasteFromPasteboard() }

    /// Selects all the text (Ctrl+A).
    open override func selectAll(_ sender: Any?) { selectAllText() }

    /// Removes the selection, as Delete does.
    open override func delete(_ sender: Any?) { deleteSelection() }

    // MARK: - Editing

    open override var canBecomeFirstResponder: Bool { (isEditable || isSelectable) && isUserInteractionEnabled }

    /// Starts editing if the delegate agrees: tells it and posts
    /// ``textDidBeginEditingNotification``. A text view that is only selectable becomes the
    /// first responder without asking.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, !isEditable || textViewDelegate?.textViewShouldBeginEditing(self) ?? true,
            super.becomeFirstResponder()
        else { return false }
        setNeedsLayout()
        guard isEditable else { return true }
        isEditingText = true
        textViewDelegate?.textViewDidBeginEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidBeginEditingNotification, object: self)
        return true
    }

    /// Ends editing if the delegate agrees: tells it and posts ``textDidEndEditingNotification``.
    @discardableResult
    open override func resignFirstResponder() -> Bool { finishEditing(askingDelegate: true) }

    /// Ends editing, asking the delegate first unless forced (the view left its window, or
    /// stopped being editable).
    func finishEditing(askingDelegate: Bool) -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        if askingDelegate && isEditingText && !(textViewDelegate?.textViewShouldEndEditing(self) ?? true) {
            return false
        }
        guard super.resignFirstResponder() else { return false }
        setNeedsLayout()
        guard isEditingText else { return true }
        isEditingText = false
        textViewDelegate?.textViewDidEndEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidEndEditingNotification, object: self)
        return true
    }

    /// A text view that leaves its window stops editing (its keys would go nowhere).
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil && isFirstResponder { _ = finishEditing(askingDelegate: false) }
    }

    /// A press while editing (or selecting, in a text view that is only selectable) puts the
    /// caret at the nearest character boundary (with Shift, extends the selection there); a
    /// double press selects a word, a triple one the paragraph, and a drag from there selects
    /// on by the same unit. (The wheel scrolls; a drag selects.)
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, isEditable || isSelectable else {
            return super.touchesBegan(touches, with: event)
        }
        pointerPressed(
            at: touch.location(in: self), tapCount: touch.tapCount,
            extending: event?.modifierFlags.contains(.shift) ?? false)
    }

    /// A drag selects; in a text view not editing yet, editing starts first, from the press.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, pointerPress != nil else { return super.touchesMoved(touches, with: event) }
        pointerDragged(to: touch.location(in: self))
    }

    /// A click in a text view not editing starts editing (selecting, in one that is only
    /// selectable), with the caret at the nearest character boundary.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, pointerPress != nil else { return super.touchesEnded(touches, with: event) }
        guard pointerReleased(), window != nil, becomeFirstResponder() else { return }
        moveCaret(to: textOffset(at: touch.location(in: self)), extending: false)
    }

    /// A cancelled press selects no further.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard pointerPress != nil else { return super.touchesCancelled(touches, with: event) }
        pointerPress = nil
    }

    func textOffset(at point: CGPoint) -> Int { offset(nearest: textLabel.convert(point, from: self)) }

    var hidesWords: Bool { false }

    /// Edits the text with the key while editing; other presses go up the responder chain.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard isFirstResponder, let key = presses.first?.key, handle(key) else {
            return super.pressesBegan(presses, with: event)
        }
    }

    /// The release of a key the text view took ends here; others go up the chain.
    open override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard isFirstResponder, let key = presses.first?.key, isEditingKey(key) else {
            return super.pressesEnded(presses, with: event)
        }
    }

    func takesKey(_ key: UIKey) -> Bool { isFirstResponder && isEditingKey(key) }

    /// Whether the text view handles `key` while editing.
    private func isEditingKey(_ key: UIKey) -> Bool {
        let flags = key.modifierFlags
        guard isEditable else {
            // Only selecting and copying.
            switch key.keyCode {
            case .keyboardHome, .keyboardEnd, .keyboardLeftArrow, .keyboardRightArrow, .keyboardUpArrow,
                .keyboardDownArrow:
                return !flags.contains(.alternate)
            case .keyboardA, .keyboardC: return flags.contains(.control)
            default: return false
            }
        }
        switch key.keyCode {
        case .keyboardHome, .keyboardEnd:
            return true
        case _ where isEditShortcut(key):
            return true
        case _ where flags.contains(.control) || flags.contains(.alternate):
            return false
        case .keyboardDeleteOrBackspace, .keyboardDeleteForward, .keyboardLeftArrow, .keyboardRightArrow,
            .keyboardUpArrow, .keyboardDownArrow, .keyboardReturnOrEnter, .keyboardTab:
            return true
        default:
            return EditableText.isTypedText(key.characters)
        }
    }

    /// Edits for one key; false when the text view does not handle it.
    private func handle(_ key: UIKey) -> Bool {
        guard isEditingKey(key) else { return false }
        if performEditShortcut(key) { return true }
        let shift = key.modifierFlags.contains(.shift)
        let control = key.modifierFlags.contains(.control)
        switch key.keyCode {
        case .keyboardDeleteOrBackspace: deleteBackward()
        case .keyboardDeleteForward:
            if let range = editor.rangeDeletedForward { replace(range, with: "") }
        case .keyboardLeftArrow: moveCaret(to: editor.offsetLeft(extending: shift), extending: shift)
        case .keyboardRightArrow: moveCaret(to: editor.offsetRight(extending: shift), extending: shift)
        case .keyboardUpArrow: moveCaretAcrossLines(up: true, extending: shift)
        case .keyboardDownArrow: moveCaretAcrossLines(up: false, extending: shift)
        case .keyboardHome: moveCaret(to: control ? 0 : lineEnd(start: true), extending: shift)
        case .keyboardEnd: moveCaret(to: control ? editor.length : lineEnd(start: false), extending: shift)
        case .keyboardReturnOrEnter: insertText("\n")
        case .keyboardTab: insertText("\t")
        default: insertText(key.characters)
        }
        return true
    }

    /// The offset at the start or end of the caret's line.
    private func lineEnd(start: Bool) -> Int {
        layoutIfNeeded()
        let place = textPlace(of: editor.caret)
        // Any point left of the text, or right of it, is on the line's end.
        let x = start ? -1 : textLabel.frame.width + 1
        return offset(nearest: CGPoint(x: x, y: place.midY))
    }

    /// Moves the caret a line up or down, keeping its x across a run of such moves; past the
    /// first or last line, to the text's start or end. A selection collapses from its start
    /// going up, from its end going down.
    private func moveCaretAcrossLines(up: Bool, extending: Bool) {
        layoutIfNeeded()
        let range = editor.selectedRange
        let from = extending || range.length == 0 ? editor.caret : up ? range.location : NSMaxRange(range)
        let place = textPlace(of: from)
        let x = lineMoveX ?? place.minX
        let y = up ? place.minY - place.height / 2 : place.maxY + place.height / 2
        let target: Int
        if y < 0 {
            target = 0
        } else if y > textLabel.frame.height {
            target = editor.length
        } else {
            target = offset(nearest: CGPoint(x: x, y: y))
        }
        moveCaret(to: target, extending: extending)
        lineMoveX = x
    }

    /// Replaces `range` by `replacement` if the delegate agrees, the caret after it, and says so;
    /// returns whether it did.
    @discardableResult
    func replace(_ range: NSRange, with replacement: String) -> Bool {
        guard textViewDelegate?.textView(self, shouldChangeTextIn: range, replacementText: replacement) ?? true else {
            return false
        }
        editor.replace(range, with: replacement)
        caretBlink.restart()
        lineMoveX = nil
        updateText()
        scrollsToCaret = true
        checkObservations()
        textViewDelegate?.textViewDidChangeSelection(self)
        textViewDelegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: self)
        return true
    }

    private func moveCaret(to offset: Int, extending: Bool) {
        let before = editor.selectedRange
        let caretBefore = editor.caret
        editor.moveCaret(to: offset, extending: extending)
        guard editor.selectedRange != before || editor.caret != caretBefore else { return }
        selectionDidChange()
    }

    /// The caret or the selection moved: drawn there (the caret scrolled into view, unless the
    /// change came from code), and the delegate told.
    private func selectionDidChange(scrollingToCaret: Bool = true) {
        caretBlink.restart()
        lineMoveX = nil
        if scrollingToCaret { scrollsToCaret = true }
        setNeedsLayout()
        textViewDelegate?.textViewDidChangeSelection(self)
    }
}

/// A text view's toolkit view: with scrolling off, its intrinsic height depends on the width
/// layout gives it, as a wrapping label's does.
private final class TextViewBacking: ScrollView {
    private var textView: UITextView? { host as? UITextView }

    override var intrinsicContentSizeDependsOnWidth: Bool { textView.map { !$0.isScrollEnabled } ?? false }

    override func intrinsicContentSize(forWidth width: Double) -> Size {
        textView?.intrinsicSize(forWidth: width) ?? intrinsicContentSize
    }

    override func solvedWidthDidChange(to width: Double) -> Bool {
        textView?.solvedWidthDidChange(to: width) ?? false
    }
}

/// Kinds of data a text view turns into links (UIKit's `UIDataDetectorTypes`); kept and read
/// back, as nothing is detected here.
public struct UIDataDetectorTypes: OptionSet, Hashable, Sendable {
    /// The types as bits.
    public let rawValue: UInt
    /// Types from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Telephone numbers.
    public static let phoneNumber = UIDataDetectorTypes(rawValue: 1 << 0)
    /// Web addresses.
    public static let link = UIDataDetectorTypes(rawValue: 1 << 1)
    /// Postal addresses.
    public static let address = UIDataDetectorTypes(rawValue: 1 << 2)
    /// Calendar events.
    public static let calendarEvent = UIDataDetectorTypes(rawValue: 1 << 3)
    /// Shipment tracking numbers.
    public static let shipmentTrackingNumber = UIDataDetectorTypes(rawValue: 1 << 4)
    /// Flight numbers.
    public static let flightNumber = UIDataDetectorTypes(rawValue: 1 << 5)
    /// Words worth looking up.
    public static let lookupSuggestion = UIDataDetectorTypes(rawValue: 1 << 6)
    /// Every type.
    public static let all = UIDataDetectorTypes(rawValue: UInt.max)
}

extension UITextView: TextEditingResponder {
    var canChangeText: Bool { isEditable }
    var canCopyText: Bool { true }

    func pastable(_ text: String) -> String {
        text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
    }

    func selectedRangeDidChange() { selectionDidChange() }
}
