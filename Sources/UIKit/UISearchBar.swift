/// What a search bar tells and asks (UIKit's `UISearchBarDelegate`); every method has a default.
@preconcurrency @MainActor
public protocol UISearchBarDelegate: AnyObject {
    /// Whether the field may start editing; true by default.
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
    /// The field started editing.
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
    /// Whether the field may stop editing; true by default.
    func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool
    /// The field stopped editing.
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
    /// The text changed through typing.
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    /// Whether typing may replace `range` (UTF-16 offsets) with `text`; true by default.
    func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// Return was pressed in the field.
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    /// The cancel button was clicked.
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
}

extension UISearchBarDelegate {
    /// Begins.
    public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
    /// Nothing to do.
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
    /// Ends.
    public func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { true }
    /// Nothing to do.
    public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
    /// Nothing to do.
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    /// Allows it.
    public func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String)
        -> Bool
    { true }
    /// Nothing to do.
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    /// Nothing to do.
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
}

/// A search bar's text field (UIKit's `UISearchTextField`): its text starts after the
/// magnifying glass.
@preconcurrency @MainActor
open class UISearchTextField: UITextField {
    /// The bounds less the glass at the left and a margin at the right.
    open override func textRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(
            x: bounds.minX + UISearchBar.glassWidth, y: bounds.minY,
            width: max(0, bounds.width - UISearchBar.glassWidth - UISearchTextField.trailingMargin),
            height: bounds.height)
    }

    /// The room left at the right of the text, in points.
    static let trailingMargin: CGFloat = 8
}

/// A field for search text with a magnifying glass, and a cancel button when asked for (UIKit's
/// `UISearchBar`): put it in a table's header, or let a ``UISearchController`` show it under the
/// navigation bar.
@preconcurrency @MainActor
open class UISearchBar: UIView {
    /// How a search bar looks (UIKit's `UISearchBar.Style`); recorded.
    public enum Style: UInt, Sendable {
        /// The system's (0), on a background (1), only the field (2).
        case `default` = 0
        case prominent, minimal
    }

    /// The field the text is typed into.
    public let searchTextField = UISearchTextField()
    /// Told about editing, typing, Return and the cancel button.
    open weak var delegate: (any UISearchBarDelegate)?
    /// The look; recorded.
    open var searchBarStyle = Style.default
    /// The bar's colour; recorded (the bar is clear here).
    open var barTintColor: UIColor?
    /// A line above the bar; recorded.
    open var prompt: String?
    /// Titles of scope buttons below the field; recorded (no scope bar is shown here).
    open var scopeButtonTitles: [String]?
    /// The selected scope button; recorded.
    open var selectedScopeButtonIndex = 0
    /// Whether the scope bar shows; recorded.
    open var showsScopeBar = false
    /// Whether the bar lets the content show through; recorded.
    open var isTranslucent = true

    private let glass = UILabel()
    private let cancelButton = UIButton(type: .system)
    private let relay = SearchFieldRelay()
    /// Set by the search controller that shows the bar.
    weak var searchController: UISearchController?

    /// A bar's height, in points.
    public static let standardHeight: CGFloat = 56
    /// A bar's height under a navigation bar, in points.
    static let navigationBarHeight: CGFloat = 52
    /// The field's height, in points.
    static let fieldHeight: CGFloat = 36
    /// The space around the field, in points.
    static let fieldMargin: CGFloat = 8
    /// The room the magnifying glass takes at the field's left, in points.
    static let glassWidth: CGFloat = 28

    /// A search bar as high as ``standardHeight``.
    public convenience init() {
        self.init(frame: CGRect(x: 0, y: 0, width: 320, height: UISearchBar.standardHeight))
    }

    /// Puts the field and the cancel button in, whichever initialiser made the bar.
    override func didInitialize() {
        super.didInitialize()
        searchTextField.backgroundColor = .tertiarySystemFill
        searchTextField.layer.cornerRadius = 10
        searchTextField.placeholder = "Search"
        searchTextField.returnKeyType = .search
        searchTextField.delegate = relay
        relay.bar = self
        searchTextField.addAction(
            UIAction { [weak self] _ in self?.textDidChange() }, for: .editingChanged)
        glass.text = "⌕"
        glass.font = .systemFont(ofSize: 20)
        glass.textColor = .secondaryLabel
        glass.isUserInteractionEnabled = false
        cancelButton.setTitle("Cancel", for: .normal)
        cancelButton.isHidden = true
        cancelButton.addAction(UIAction { [weak self] _ in self?.cancelClicked() }, for: .touchUpInside)
        for part in [searchTextField, glass, cancelButton] as [UIView] { addSubview(part) }
    }

    // MARK: - Text

    /// The search text.
    open var text: String? {
        get { searchTextField.text }
        set { searchTextField.text = newValue }
    }

    /// The grey text shown while the field is empty ("Search" by default).
    open var placeholder: String? {
        get { searchTextField.placeholder }
        set { searchTextField.placeholder = newValue }
    }

    // MARK: - Text input traits (the field's)

    /// How typed text is capitalised (the field's).
    open var autocapitalizationType: UITextAutocapitalizationType {
        get { searchTextField.autocapitalizationType }
        set { searchTextField.autocapitalizationType = newValue }
    }
    /// Whether typed text is corrected (the field's; recorded there).
    open var autocorrectionType: UITextAutocorrectionType {
        get { searchTextField.autocorrectionType }
        set { searchTextField.autocorrectionType = newValue }
    }
    /// Whether spelling is checked (the field's; recorded there).
    open var spellCheckingType: UITextSpellCheckingType {
        get { searchTextField.spellCheckingType }
        set { searchTextField.spellCheckingType = newValue }
    }
    /// The keyboard to show (the field's; recorded there).
    open var keyboardType: UIKeyboardType {
        get { searchTextField.keyboardType }
        set { searchTextField.keyboardType = newValue }
    }
    /// The Return key's title (the field's; recorded there). `.search` by default.
    open var returnKeyType: UIReturnKeyType {
        get { searchTextField.returnKeyType }
        set { searchTextField.returnKeyType = newValue }
    }
    /// What the text is (the field's; recorded there).
    open var textContentType: UITextContentType? {
        get { searchTextField.textContentType }
        set { searchTextField.textContentType = newValue }
    }
    /// Whether Return works only with text; recorded.
    open var enablesReturnKeyAutomatically = false

    // MARK: - First responder (the field)

    /// Whether the field can take the keys: true.
    open override var canBecomeFirstResponder: Bool { searchTextField.canBecomeFirstResponder }

    /// Whether the field takes the keys.
    open override var isFirstResponder: Bool { searchTextField.isFirstResponder }

    /// Starts editing in the field.
    @discardableResult
    open override func becomeFirstResponder() -> Bool { searchTextField.becomeFirstResponder() }

    /// Stops editing in the field.
    @discardableResult
    open override func resignFirstResponder() -> Bool { searchTextField.resignFirstResponder() }

    // MARK: - Cancel button

    /// Whether the cancel button shows at the right (false).
    open var showsCancelButton: Bool {
        get { !cancelButton.isHidden }
        set {
            guard newValue != showsCancelButton else { return }
            cancelButton.isHidden = !newValue
            setNeedsLayout()
        }
    }

    /// Sets ``showsCancelButton``; the change is not animated here.
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        self.showsCancelButton = showsCancelButton
    }

    // MARK: - Layout

    /// As high as ``standardHeight``; as wide as its superview lets it be.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UISearchBar.standardHeight)
    }

    /// Its width (or `size`'s, when it has none yet), ``standardHeight`` high.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: bounds.width > 0 ? bounds.width : size.width, height: UISearchBar.standardHeight)
    }

    /// The field fills the bar less its margins and the cancel button; the glass sits in the
    /// field's left end.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let size = bounds.size
        let margin = UISearchBar.fieldMargin
        var fieldWidth = size.width - 2 * margin
        if showsCancelButton {
            let buttonSize = cancelButton.intrinsicContentSize
            let buttonFrame = CGRect(
                x: size.width - margin - buttonSize.width, y: ((size.height - buttonSize.height) / 2).rounded(),
                width: buttonSize.width, height: buttonSize.height)
            if cancelButton.frame != buttonFrame { cancelButton.frame = buttonFrame }
            fieldWidth -= buttonSize.width + margin
        }
        let field = CGRect(
            x: margin, y: ((size.height - UISearchBar.fieldHeight) / 2).rounded(), width: max(0, fieldWidth),
            height: UISearchBar.fieldHeight)
        if searchTextField.frame != field { searchTextField.frame = field }
        let glassSize = glass.intrinsicContentSize
        let glassFrame = CGRect(
            x: field.minX + (UISearchBar.glassWidth - glassSize.width) / 2,
            y: field.minY + ((field.height - glassSize.height) / 2).rounded(), width: glassSize.width,
            height: glassSize.height)
        if glass.frame != glassFrame { glass.frame = glassFrame }
    }

    // MARK: - Events

    private func textDidChange() {
        delegate?.searchBar(self, textDidChange: text ?? "")
        searchController?.searchTextDidChange()
    }

    private func cancelClicked() {
        delegate?.searchBarCancelButtonClicked(self)
        searchController?.cancel()
    }

    fileprivate func didBeginEditing() {
        delegate?.searchBarTextDidBeginEditing(self)
        searchController?.isActive = true
    }
}

/// Passes the field's delegate calls on as the search bar's.
@preconcurrency @MainActor
private final class SearchFieldRelay: UITextFieldDelegate {
    weak var bar: UISearchBar?

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        guard let bar else { return true }
        return bar.delegate?.searchBarShouldBeginEditing(bar) ?? true
    }

    func textFieldDidBeginEditing(_ textField: UITextField) { bar?.didBeginEditing() }

    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        guard let bar else { return true }
        return bar.delegate?.searchBarShouldEndEditing(bar) ?? true
    }

    func textFieldDidEndEditing(_ textField: UITextField) {
        guard let bar else { return }
        bar.delegate?.searchBarTextDidEndEditing(bar)
    }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
        -> Bool
    {
        guard let bar else { return true }
        return bar.delegate?.searchBar(bar, shouldChangeTextIn: range, replacementText: string) ?? true
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        guard let bar else { return true }
        bar.delegate?.searchBarSearchButtonClicked(bar)
        return true
    }
}
