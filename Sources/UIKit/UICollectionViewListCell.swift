/// A collection view cell that looks like a table row (UIKit's `UICollectionViewListCell`):
/// system texts through ``defaultContentConfiguration()``, accessories at the trailing side, a
/// separator below, and the grey of a highlighted or selected row.
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    /// The views at the trailing side, in order; none by default.
    open var accessories: [UICellAccessory] = [] {
        didSet { updateAccessories() }
    }
    /// The indentation level; recorded (content is not indented here).
    open var indentationLevel = 0
    /// The width of an indentation level, in points; recorded.
    open var indentationWidth: CGFloat = 10
    /// Whether the separator follows the content's indentation; recorded.
    open var indentsSeparatorForIndentationLevel = true

    private var accessoryLabels: [UILabel] = []
    private let separator = UIView.makeDecoration(color: .separator)
    private let selectionFill = UIView.makeDecoration(color: UITableViewCell.selectionColor)

    /// A cell at `frame`, white like a list's rows.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        assembleParts()
    }

    /// There are no archives here: an empty list cell.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        assembleParts()
    }

    private func assembleParts() {
        isApplyingDefaultBackground = true
        backgroundColor = .secondarySystemGroupedBackground
        isApplyingDefaultBackground = false
        selectionFill.isHidden = true
        insertSubview(selectionFill, at: 0)
        addSubview(separator)
    }

    /// A list configuration for a cell, empty: set its texts and assign it to
    /// ``UICollectionViewCell/contentConfiguration``.
    open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }

    /// Shows the accessories' glyphs, reusing the labels there are (a cell is configured again
    /// each time it is reused).
    private func updateAccessories() {
        let glyphs = accessories.compactMap(\.glyph)
        while accessoryLabels.count > glyphs.count { accessoryLabels.removeLast().removeFromSuperview() }
        while accessoryLabels.count < glyphs.count {
            let label = UILabel()
            addSubview(label)
            accessoryLabels.append(label)
        }
        for (glyph, label) in zip(glyphs, accessoryLabels) { glyph.apply(to: label, tint: tintColor) }
        setNeedsLayout()
    }

    /// Shows the grey of a highlighted or selected row (unless a selected background view is set).
    open override func updateConfiguration(using state: UICellConfigurationState) {
        super.updateConfiguration(using: state)
        selectionFill.isHidden = !(state.isSelected || state.isHighlighted) || selectedBackgroundView != nil
    }

    /// The accessories at the trailing side, the content view beside them, the separator below.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let size = bounds.size
        var trailing = size.width - UITableViewCell.accessoryTrailingMargin
        for label in accessoryLabels.reversed() {
            let fitted = label.fittedSize
            let frame = CGRect(
                x: trailing - fitted.width, y: ((size.height - fitted.height) / 2).rounded(), width: fitted.width,
                height: fitted.height)
            if label.frame != frame { label.frame = frame }
            trailing = frame.minX - UICollectionViewListCell.accessorySpacing
        }
        let contentWidth = accessoryLabels.isEmpty ? size.width : trailing
        let content = CGRect(x: 0, y: 0, width: max(0, contentWidth), height: size.height)
        if contentView.frame != content { contentView.frame = content }
        let whole = CGRect(origin: .zero, size: size)
        if selectionFill.frame != whole { selectionFill.frame = whole }
        let thickness = UITableViewCell.separatorThickness
        let line = CGRect(
            x: UICollectionViewListCell.separatorLeadingInset, y: size.height - thickness,
            width: max(0, size.width - UICollectionViewListCell.separatorLeadingInset), height: thickness)
        if separator.frame != line { separator.frame = line }
        if subviews.last !== separator { bringSubviewToFront(separator) }
    }

    /// Rows draw a separator below them, but not the last of a section (nor in a list without
    /// separators); a header or footer draws none, and is clear unless given a colour.
    open override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        let isRow = layoutAttributes.representedElementCategory == .cell
        separator.isHidden = !isRow || !layoutAttributes.showsListSeparator
        if !hasOwnBackgroundColor {
            isApplyingDefaultBackground = true
            backgroundColor = isRow ? .secondarySystemGroupedBackground : .clear
            isApplyingDefaultBackground = false
        }
    }

    /// The fill behind the content; while never set, a row's white or a header's clear.
    open override var backgroundColor: UIColor? {
        didSet { if !isApplyingDefaultBackground { hasOwnBackgroundColor = true } }
    }
    private var hasOwnBackgroundColor = false
    private var isApplyingDefaultBackground = false

    /// The space between accessories, in points.
    static let accessorySpacing: CGFloat = 8
    /// Where the separator starts, in points from the leading side: under the text.
    static let separatorLeadingInset: CGFloat = 16

    /// The accessories keep the tint colour they show in step.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateAccessories()
    }
}
