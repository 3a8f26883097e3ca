/// A row of a table (UIKit's `UITableViewCell`): a content view for the row's views, the system
/// texts and image of its style, an accessory on the right, a separator below, and a grey fill
/// while highlighted or selected. A table places its cells by frames and reuses them.
@preconcurrency @MainActor
open class UITableViewCell: UIView {
    /// The system layouts of a cell's texts (UIKit's `UITableViewCell.CellStyle`, same raw values).
    public enum CellStyle: Int, Sendable {
        /// A text on the left, no detail text (0).
        case `default` = 0
        /// The detail text on the right, in the secondary label colour (1).
        case value1
        /// A small blue text in a column, the detail text after it (2).
        case value2
        /// The detail text below the text, smaller (3).
        case subtitle
    }

    /// How a selected cell looks (UIKit's `UITableViewCell.SelectionStyle`).
    public enum SelectionStyle: Int, Sendable {
        /// Not at all (0).
        case none = 0
        /// Grey, as `.default` (1, 2, 3).
        case blue, gray, `default`
    }

    /// The standard accessory on the right (UIKit's `UITableViewCell.AccessoryType`).
    public enum AccessoryType: Int, Sendable {
        /// None (0).
        case none = 0
        /// A chevron: the row leads somewhere (1).
        case disclosureIndicator
        /// An info button and a chevron (2); the button is drawn, not clickable.
        case detailDisclosureButton
        /// A checkmark in the tint colour (3).
        case checkmark
        /// An info button (4); drawn, not clickable.
        case detailButton
    }

    /// An editing control's kind (UIKit's `UITableViewCell.EditingStyle`); there is no editing mode here.
    public enum EditingStyle: Int, Sendable {
        /// No control (0), a delete (1) or an insert control (2).
        case none = 0
        case delete, insert
    }

    /// How the separator is drawn (UIKit's `UITableViewCell.SeparatorStyle`).
    public enum SeparatorStyle: Int, Sendable {
        /// None (0).
        case none = 0
        /// A thin line (1); etched (2) draws the same here.
        case singleLine, singleLineEtched
    }

    /// The identifier the table reuses the cell under; nil for a cell that is not reused.
    public let reuseIdentifier: String?
    /// The style the cell was made with.
    let style: CellStyle
    /// The view to add the row's own subviews to; it fills the cell but for the accessory.
    public let contentView: UIView
    private let defaultSelectedBackground = UIView.makeDecoration(color: UITableViewCell.selectionColor)
    private let separator = UIView.makeDecoration(color: .separator)
    private var accessoryGlyph: UILabel?
    /// The system texts and image, made on first use.
    private var listContentView: UIListContentView?
    /// The view a custom (not list) content configuration made.
    private var customContentView: (any UIView & UIContentView)?
    private var hasOwnBackgroundColor = false
    private var isApplyingTableBackground = false
    /// Whether the table shows this cell's separator (not below a grouped section's last row, say).
    var tableShowsSeparator = true {
        didSet { if tableShowsSeparator != oldValue { setNeedsLayout() } }
    }

    /// The grey of a highlighted or selected cell.
    static let selectionColor = UIColor.systemGray4
    /// The height of a row with one line of body text.
    public static let standardHeight: CGFloat = 44
    /// The width the glyph accessories take at the right, in points.
    static let accessoryGlyphAreaWidth: CGFloat = 38
    /// The space on the right of an accessory, in points.
    static let accessoryTrailingMargin: CGFloat = 16

    /// A cell of `style`, reused under `reuseIdentifier`.
    public init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        contentView = UIView()
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: UITableViewCell.standardHeight))
        assembleParts()
    }

    /// There are no archives here: a cell of the default style, not reused.
    public required init?(coder: NSCoder) {
        style = .default
        reuseIdentifier = nil
        contentView = UIView()
        super.init(coder: coder)
        assembleParts()
    }

    /// A cell of the default style at `frame`, not reused.
    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// How a table makes a cell of a registered class: `init(style: .default, reuseIdentifier:)`,
    /// the subclass's override if it has one. Call `init(style:reuseIdentifier:)` instead.
    public required convenience init(dequeuedWithReuseIdentifier identifier: String?) {
        self.init(style: .default, reuseIdentifier: identifier)
    }

    private func assembleParts() {
        defaultSelectedBackground.isHidden = true
        contentView.preservesSuperviewLayoutMargins = false
        contentView.layoutMargins = UIEdgeInsets(top: 11, left: 16, bottom: 11, right: 16)
        for part in [defaultSelectedBackground, contentView, separator] { addSubview(part) }
    }

    // MARK: - System content

    /// The list content view holding the system texts and image, made on first use with the layout of the cell's style.
    private var systemContent: UIListContentView {
        if let listContentView { return listContentView }
        let view = UIListContentView.installed(in: contentView, showing: defaultContentConfiguration())
        listContentView = view
        setNeedsLayout()
        return view
    }

    /// The main text's label (made on first use).
    open var textLabel: UILabel? { systemContent.textLabel }
    /// The detail text's label; nil for the default style, which has none.
    open var detailTextLabel: UILabel? { style == .default ? nil : systemContent.secondaryTextLabel }
    /// The image view on the left (made on first use); it shows once given an image.
    open var imageView: UIImageView? { systemContent.imageView }

    /// The list configuration of the cell's style, empty: set its texts and assign it to
    /// ``contentConfiguration``.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        var configuration: UIListContentConfiguration
        switch style {
        case .default: configuration = .cell()
        case .subtitle: configuration = .subtitleCell()
        case .value1: configuration = .valueCell()
        case .value2:
            configuration = .valueCell()
            configuration.layout = .value2
            configuration.textProperties = .init(font: .boldSystemFont(ofSize: 12), color: .systemBlue)
            configuration.secondaryTextProperties = .init(font: .systemFont(ofSize: 15), color: .label)
        }
        return configuration
    }

    /// What the content view shows: a list configuration sets the system texts and image; any
    /// other makes its own view filling the content view. Nil removes a configuration's view.
    open var contentConfiguration: (any UIContentConfiguration)? {
        didSet {
            if let list = contentConfiguration as? UIListContentConfiguration {
                customContentView?.removeFromSuperview()
                customContentView = nil
                systemContent.configuration = list
            } else {
                // Its own constraints size the row.
                customContentView = contentView.showConfiguration(contentConfiguration, replacing: customContentView)
            }
            setNeedsLayout()
        }
    }

    /// Whether a state change re-applies ``contentConfiguration`` updated for the new state (true).
    open var automaticallyUpdatesContentConfiguration = true

    /// The cell's state: selected, highlighted.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState()
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        return state
    }

    /// Override point, called when the state changed (and by ``setNeedsUpdateConfiguration()``).
    open func updateConfiguration(using state: UICellConfigurationState) {
        if automaticallyUpdatesContentConfiguration, let contentConfiguration {
            self.contentConfiguration = contentConfiguration.updated(for: state)
        }
    }

    /// Asks for ``updateConfiguration(using:)`` with the current state; here it runs at once.
    open func setNeedsUpdateConfiguration() { updateConfiguration(using: configurationState) }

    // MARK: - Accessory

    /// The standard accessory; `.none` by default. ``accessoryView`` wins over it.
    open var accessoryType: AccessoryType = .none {
        didSet { if accessoryType != oldValue { updateAccessory() } }
    }

    /// A view shown on the right instead of the standard accessory, at its own size.
    open var accessoryView: UIView? {
        didSet {
            guard accessoryView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let accessoryView { addSubview(accessoryView) }
            updateAccessory()
        }
    }

    /// The accessory while editing; recorded (there is no editing mode here).
    open var editingAccessoryType: AccessoryType = .none
    /// The accessory view while editing; recorded.
    open var editingAccessoryView: UIView?

    private func updateAccessory() {
        let glyph = accessoryView == nil ? Self.glyph(for: accessoryType) : nil
        if let glyph {
            let label = accessoryGlyph ?? UILabel()
            if accessoryGlyph == nil {
                accessoryGlyph = label
                addSubview(label)
            }
            glyph.apply(to: label, tint: tintColor)
        } else {
            accessoryGlyph?.removeFromSuperview()
            accessoryGlyph = nil
        }
        setNeedsLayout()
    }

    private static func glyph(for type: AccessoryType) -> CellAccessoryGlyph? {
        switch type {
        case .none: nil
        case .disclosureIndicator: .disclosure
        case .checkmark: .checkmark
        case .detailButton: .detail
        case .detailDisclosureButton: .detailDisclosure
        }
    }

    /// The accessory keeps the tint colour it shows in step.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if accessoryType == .checkmark || accessoryType == .detailButton || accessoryType == .detailDisclosureButton {
            accessoryGlyph?.textColor = tintColor
        }
    }

    // MARK: - Selection and highlight

    /// How the cell looks while selected or highlighted; `.default` (grey).
    open var selectionStyle: SelectionStyle = .default {
        didSet { updateSelectionAppearance() }
    }

    /// Whether the cell is selected; setting it changes the look, not the table's selection.
    open var isSelected: Bool {
        get { selected }
        set { setSelected(newValue, animated: false) }
    }
    private var selected = false

    /// Whether a touch highlights the cell.
    open var isHighlighted: Bool {
        get { highlighted }
        set { setHighlighted(newValue, animated: false) }
    }
    private var highlighted = false

    /// Selects or deselects the cell's look; the table calls it for its selection.
    open func setSelected(_ selected: Bool, animated: Bool) {
        guard selected != self.selected else { return }
        self.selected = selected
        updateSelectionAppearance()
        setNeedsUpdateConfiguration()
    }

    /// Highlights the cell's look, or not; the table calls it while a touch is on the row.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        guard highlighted != self.highlighted else { return }
        self.highlighted = highlighted
        updateSelectionAppearance()
        setNeedsUpdateConfiguration()
    }

    /// The view behind the content; nil by default (the cell's background colour shows).
    open var backgroundView: UIView? {
        didSet { replaceBackgroundView(oldValue, with: backgroundView) }
    }

    /// The view shown behind the content while selected or highlighted; nil: a grey fill.
    open var selectedBackgroundView: UIView? {
        didSet {
            guard selectedBackgroundView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let selectedBackgroundView {
                insertSubview(selectedBackgroundView, belowSubview: contentView)
            }
            updateSelectionAppearance()
            setNeedsLayout()
        }
    }

    private func updateSelectionAppearance() {
        let shows = (selected || highlighted) && selectionStyle != .none
        defaultSelectedBackground.isHidden = !shows || selectedBackgroundView != nil
        selectedBackgroundView?.isHidden = !shows
    }

    // MARK: - Appearance

    /// The fill behind the content; while never set, the table's style decides it.
    open override var backgroundColor: UIColor? {
        didSet { if !isApplyingTableBackground { hasOwnBackgroundColor = true } }
    }

    /// The table's fill for its cells, unless the cell was given its own.
    func applyTableBackground(_ color: UIColor?) {
        guard !hasOwnBackgroundColor, backgroundColor != color else { return }
        isApplyingTableBackground = true
        backgroundColor = color
        isApplyingTableBackground = false
    }

    /// The separator's insets from the cell's sides, in points (top and bottom are unused); the
    /// table's until set (16 on the left).
    open var separatorInset: UIEdgeInsets {
        get { ownSeparatorInset ?? tableSeparatorInset }
        set {
            ownSeparatorInset = newValue
            setNeedsLayout()
        }
    }
    private var ownSeparatorInset: UIEdgeInsets?
    private var tableSeparatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)

    /// The table's separator inset (for a cell that sets none) and colour.
    func applyTableSeparator(inset: UIEdgeInsets, color: UIColor?) {
        if tableSeparatorInset != inset {
            tableSeparatorInset = inset
            if ownSeparatorInset == nil { setNeedsLayout() }
        }
        if separator.backgroundColor != color { separator.backgroundColor = color }
    }

    /// The indentation level; recorded (content is not indented here).
    open var indentationLevel = 0
    /// The width of an indentation level, in points; recorded.
    open var indentationWidth: CGFloat = 10
    /// Whether the cell is editing; always false here (there is no editing mode).
    open var isEditing = false
    /// Whether the cell's content is indented while editing; recorded.
    open var shouldIndentWhileEditing = true
    /// Whether the cell shows a reordering control while editing; recorded.
    open var showsReorderControl = false
    /// Enters or leaves editing; recorded only.
    open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }
    /// Whether the cell keeps the table's focus; recorded.
    open var focusStyle: FocusStyle = .default
    /// UIKit's `UITableViewCell.FocusStyle`.
    public enum FocusStyle: Int, Sendable {
        /// The system's focus look (0), or a custom one (1).
        case `default` = 0
        case custom
    }

    // MARK: - Reuse and layout

    /// Override point, called when the table takes the cell from its reuse queue for another row;
    /// call super. The table sets the selection and highlight afterwards.
    open func prepareForReuse() {}

    /// Places the content view, the system content, the accessory, the backgrounds and the separator.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let size = bounds.size
        let accessoryWidth = accessoryAreaWidth
        if let accessory = accessoryView ?? accessoryGlyph {
            let accessorySize =
                accessory === accessoryGlyph ? accessoryGlyph?.fittedSize ?? .zero : accessory.frame.size
            Self.place(
                accessory,
                CGRect(
                    x: size.width - Self.accessoryTrailingMargin - accessorySize.width,
                    y: ((size.height - accessorySize.height) / 2).rounded(), width: accessorySize.width,
                    height: accessorySize.height))
        }
        let whole = CGRect(origin: .zero, size: size)
        Self.place(contentView, CGRect(x: 0, y: 0, width: max(0, size.width - accessoryWidth), height: size.height))
        for view in [defaultSelectedBackground, backgroundView, selectedBackgroundView] {
            if let view { Self.place(view, whole) }
        }
        let content = CGRect(origin: .zero, size: contentView.frame.size)
        if let listContentView { Self.place(listContentView, content) }
        separator.isHidden = !tableShowsSeparator
        let thickness = UITableViewCell.separatorThickness
        Self.place(
            separator,
            CGRect(
                x: separatorInset.left, y: size.height - thickness,
                width: max(0, size.width - separatorInset.left - separatorInset.right), height: thickness))
        if subviews.last !== separator { bringSubviewToFront(separator) }
    }

    /// The separator's thickness, in points: one pixel here.
    static let separatorThickness: CGFloat = 1

    private static func place(_ view: UIView, _ frame: CGRect) {
        if view.frame != frame { view.frame = frame }
    }

    /// The height the cell needs at `width`: its content's constraints (views added to the
    /// content view with constraints from top to bottom), else its system texts and image, else
    /// the standard 44 points.
    func fittingHeight(forWidth width: CGFloat) -> CGFloat {
        let height = UIListContentView.height(
            of: contentView, list: listContentView, width: max(0, width - accessoryAreaWidth),
            leastWithSystemContent: UITableViewCell.standardHeight)
        return height > 0 ? height : UITableViewCell.standardHeight
    }

    /// The width the accessory takes at the right.
    private var accessoryAreaWidth: CGFloat {
        if let accessoryView { return accessoryView.frame.width + Self.accessoryTrailingMargin }
        if let size = accessoryGlyph?.fittedSize {
            return max(Self.accessoryGlyphAreaWidth, size.width + Self.accessoryTrailingMargin)
        }
        return 0
    }
}

extension UILabel {
    /// The text's size rounded up to whole points.
    var fittedSize: CGSize {
        let size = intrinsicContentSize
        return CGSize(width: ceil(size.width), height: ceil(size.height))
    }
}

extension UIListContentView {
    /// A list content view showing `configuration`, put at the back of `contentView` (a cell's
    /// or a header's system texts).
    static func installed(in contentView: UIView, showing configuration: UIListContentConfiguration)
        -> UIListContentView
    {
        let view = UIListContentView(configuration: configuration)
        contentView.insertSubview(view, at: 0)
        return view
    }

    /// The height, in whole points, that `contentView` needs at `width`: what the constraints of
    /// its own views give it (from top to bottom), and what the system texts and image of `list`
    /// need (at least `leastWithSystemContent` when there are any); 0 when neither says.
    static func height(
        of contentView: UIView, list: UIListContentView?, width: CGFloat, leastWithSystemContent: CGFloat
    ) -> CGFloat {
        var height: CGFloat = 0
        if contentView.subviews.contains(where: { $0 !== list }) {
            height =
                contentView.systemLayoutSizeFitting(
                    CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                    verticalFittingPriority: .fittingSizeLevel
                ).height
        }
        if let list, list.hasContent {
            let system = list.sizeThatFits(CGSize(width: width, height: 0)).height
            height = max(height, system, leastWithSystemContent)
        }
        return ceil(height)
    }

    /// Whether there is any text or image to show.
    var hasContent: Bool {
        !(textLabel.text ?? "").isEmpty || !(secondaryTextLabel.text ?? "").isEmpty || imageView.image != nil
    }
}
