/// The bar at the top of a navigation controller (UIKit's `UINavigationBar`): the top item's
/// title in the middle, a back button to the item below it at the left (‹ and that item's
/// title), and the items' buttons at the sides, over a light background with a hairline below.
///
/// A navigation controller keeps its items; a click on the back button asks it to pop.
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    /// The bar's height, in points.
    static let standardHeight: CGFloat = 44
    /// The space between the bar's edges and its outer buttons, and between buttons, in points.
    static let itemSpacing: CGFloat = 8
    /// The size of the buttons' titles and of the bar's title, in points.
    static let titleSize: CGFloat = 17
    /// The bar's colour (UIKit's light-mode bar, without the blur).
    static let barColor = UIColor(red: 249 / 255, green: 249 / 255, blue: 249 / 255, alpha: 1)
    /// The back button's chevron, before the title it leads back to.
    static let backChevron = "‹ "

    /// The items, bottom to top: the top one is shown, the one below it titles the back button.
    /// Setting it is ``setItems(_:animated:)`` without animation.
    open var items: [UINavigationItem]? {
        get { storedItems }
        set { setItems(newValue, animated: false) }
    }
    private var storedItems: [UINavigationItem]? = []
    /// The bar button items shown, whose changes rebuild the bar.
    private var shownBarButtonItems: [UIBarButtonItem] = []
    /// The shown item.
    open var topItem: UINavigationItem? { items?.last }
    /// The item the back button leads back to.
    open var backItem: UINavigationItem? {
        guard let items, items.count > 1 else { return nil }
        return items[items.count - 2]
    }
    /// The background's colour; nil for the standard light grey.
    open var barTintColor: UIColor? {
        didSet { applyAppearance() }
    }
    /// The bar's look: background (``barTintColor`` where it sets none), line and title (the
    /// bar's own ``titleTextAttributes`` win).
    open var standardAppearance = UINavigationBarAppearance() {
        didSet {
            applyAppearance()
            rebuild()  // the title's attributes may have changed
        }
    }
    /// The look at the top of scrolled content; recorded (the standard look is always shown).
    open var scrollEdgeAppearance: UINavigationBarAppearance?
    /// The look in a compact height; recorded (the standard look is always shown).
    open var compactAppearance: UINavigationBarAppearance?
    /// The compact look at the top of scrolled content; recorded.
    open var compactScrollEdgeAppearance: UINavigationBarAppearance?

    private func applyAppearance() {
        standardAppearance.apply(to: self, line: hairline, standard: barTintColor ?? UINavigationBar.barColor)
    }

    /// The title's attributes in effect: the bar's own, else its appearance's.
    private var shownTitleAttributes: [NSAttributedString.Key: Any]? {
        titleTextAttributes
            ?? (standardAppearance.titleTextAttributes.isEmpty ? nil : standardAppearance.titleTextAttributes)
    }
    /// Kept and read back; the bar is always opaque here.
    open var isTranslucent = true
    /// Recorded: titles are always standard here.
    open var prefersLargeTitles = false
    /// The title's font (`.font`) and colour (`.foregroundColor`); other attributes are kept.
    open var titleTextAttributes: [NSAttributedString.Key: Any]? {
        didSet { rebuild() }
    }

    /// Called when the back button is clicked (the navigation controller pops).
    var backAction: (() -> Void)?

    private let titleLabel = UILabel()
    private let hairline = UIView.makeDecoration(color: .separator)
    /// The views at the left and right, outer first.
    private var leftViews: [UIView] = []
    private var rightViews: [UIView] = []
    /// The top item's title view, shown instead of the title.
    private var shownTitleView: UIView?
    /// The widths items set for their views, by view.
    private var fixedWidths: [ObjectIdentifier: CGFloat] = [:]

    override func didInitialize() {
        super.didInitialize()
        backgroundColor = UINavigationBar.barColor
        titleLabel.font = .systemFont(ofSize: UINavigationBar.titleSize, weight: .semibold)
        titleLabel.textAlignment = .center
        titleLabel.isUserInteractionEnabled = false
        addSubview(titleLabel)
        addSubview(hairline)
    }

    /// 44 points high, no intrinsic width.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UINavigationBar.standardHeight)
    }

    /// The width offered, 44 points high.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: UINavigationBar.standardHeight)
    }

    /// Shows `item` on top; the change is not animated here.
    open func pushItem(_ item: UINavigationItem, animated: Bool) {
        storedItems = (storedItems ?? []) + [item]
        rebuild()
    }

    /// Takes the top item off and returns it.
    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? {
        guard let top = storedItems?.popLast() else { return nil }
        top.changeHandler = nil
        rebuild()
        return top
    }

    /// Replaces the items; the change is not animated here.
    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        for item in storedItems ?? [] { item.changeHandler = nil }
        storedItems = items ?? []
        rebuild()
    }

    /// Makes the buttons and title for the top item again.
    private func rebuild() {
        for view in leftViews + rightViews { view.removeFromSuperview() }
        shownTitleView?.removeFromSuperview()
        for item in shownBarButtonItems { item.changeHandler = nil }
        shownBarButtonItems = []
        leftViews = []
        rightViews = []
        shownTitleView = nil
        fixedWidths = [:]
        // The top item's changes and the back item's (its title leads back) show at once.
        // Weakly: an item may outlive its bar (a controller kept after its navigation controller went).
        for item in storedItems ?? [] { item.changeHandler = { [weak self] in self?.rebuild() } }
        guard let top = topItem else {
            titleLabel.text = nil
            return setNeedsLayout()
        }
        let leftItems = top.leftBarButtonItems ?? []
        if let backItem, !top.hidesBackButton, leftItems.isEmpty || top.leftItemsSupplementBackButton {
            let back = makeButton(title: UINavigationBar.backChevron + backItem.titleLeadingBack, isBold: false)
            back.addAction(UIAction { [unowned self] _ in backAction?() }, for: .touchUpInside)
            leftViews.append(back)
        }
        leftViews += leftItems.map(makeView(for:))
        rightViews = (top.rightBarButtonItems ?? []).map(makeView(for:))
        for view in leftViews + rightViews { addSubview(view) }
        shownTitleView = top.titleView
        if let titleView = top.titleView { addSubview(titleView) }
        titleLabel.text = top.titleView == nil ? top.title : nil
        titleLabel.font =
            shownTitleAttributes?[.font] as? UIFont
            ?? .systemFont(ofSize: UINavigationBar.titleSize, weight: .semibold)
        titleLabel.textColor = shownTitleAttributes?[.foregroundColor] as? UIColor ?? .label
        setNeedsLayout()
    }

    private func makeButton(title: String?, isBold: Bool) -> UIButton {
        UIBarButtonItem.makeBarButton(title: title, isBold: isBold)
    }

    /// A button for `item`, or its custom view.
    private func makeView(for item: UIBarButtonItem) -> UIView {
        item.changeHandler = { [weak self] in self?.rebuild() }
        shownBarButtonItems.append(item)
        let view = item.makeBarView()
        if item.width > 0 { fixedWidths[ObjectIdentifier(view)] = item.width }
        return view
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let height = bounds.height
        let spacing = UINavigationBar.itemSpacing
        var left = spacing
        for view in leftViews {
            let size = fittedSize(of: view)
            view.frame = CGRect(x: left, y: (height - size.height) / 2, width: size.width, height: size.height)
            left += size.width + spacing
        }
        var right = bounds.width - spacing
        for view in rightViews {
            let size = fittedSize(of: view)
            right -= size.width
            view.frame = CGRect(x: right, y: (height - size.height) / 2, width: size.width, height: size.height)
            right -= spacing
        }
        // The title is centred in the bar, moved in as far as the buttons need.
        let middle: UIView = shownTitleView ?? titleLabel
        let size = fittedSize(of: middle)
        let width = min(size.width, max(right - left, 0))
        let x = min(max((bounds.width - width) / 2, left), right - width)
        middle.frame = CGRect(x: x, y: (height - size.height) / 2, width: width, height: size.height)
        let line = 1 / UIScreen.main.scale
        hairline.frame = CGRect(x: 0, y: height - line, width: bounds.width, height: line)
    }

    /// A view's size in the bar: the width its item set, else its intrinsic size (its frame's
    /// where it has none), at most the bar's height.
    private func fittedSize(of view: UIView) -> CGSize {
        let intrinsic = view.intrinsicSizeOrCurrent
        let width = fixedWidths[ObjectIdentifier(view)] ?? intrinsic.width
        return CGSize(width: max(width, 0), height: min(max(intrinsic.height, 0), bounds.height))
    }
}
