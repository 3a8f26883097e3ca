/// A bar of buttons (UIKit's `UIToolbar`): its items left to right, 8 points apart, a flexible
/// space sharing the width left over with the others and a fixed space as wide as it says, over
/// the bars' light background with a hairline along the top. 44 points high.
@preconcurrency @MainActor
open class UIToolbar: UIView {
    /// The bar's height, in points.
    static let standardHeight: CGFloat = 44

    /// The items, left to right; setting it is ``setItems(_:animated:)`` without animation.
    open var items: [UIBarButtonItem]? {
        get { storedItems }
        set { setItems(newValue, animated: false) }
    }
    private var storedItems: [UIBarButtonItem]?
    /// What each item shows, in order: its button or custom view, or nil for a space.
    private var shownViews: [UIView?] = []

    /// The background's colour; nil for the bars' standard light grey.
    open var barTintColor: UIColor? {
        didSet { applyAppearance() }
    }
    /// The bar's look: its background (``barTintColor`` where it sets none) and its line.
    open var standardAppearance = UIToolbarAppearance() {
        didSet { applyAppearance() }
    }
    /// The look at the bottom of scrolled content; kept (the standard look is always shown).
    open var scrollEdgeAppearance: UIToolbarAppearance?
    /// The look in a compact height; kept.
    open var compactAppearance: UIToolbarAppearance?
    /// Whether the bar lets content show through; kept (bars are opaque here).
    open var isTranslucent = true
    /// The bar's style; kept (the standard look is always shown).
    open var barStyle = UIBarStyle.default

    private let hairline = UIView.makeDecoration(color: .separator)

    /// A toolbar at `frame`, with no items.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(hairline)
        applyAppearance()
    }

    /// There are no archives here: an empty toolbar.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(hairline)
        applyAppearance()
    }

    private func applyAppearance() {
        standardAppearance.apply(to: self, line: hairline, standard: barTintColor ?? UINavigationBar.barColor)
    }

    /// Replaces the items; the change is not animated here.
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        for item in storedItems ?? [] { item.changeHandler = nil }
        storedItems = items
        rebuild()
    }

    /// Makes the items' views again (an item changed, or the items did).
    private func rebuild() {
        for view in shownViews { view?.removeFromSuperview() }
        shownViews = (storedItems ?? []).map { item in
            item.changeHandler = { [weak self] in self?.rebuild() }
            guard !item.isSpace else { return nil }
            let view = item.makeBarView()
            addSubview(view)
            return view
        }
        setNeedsLayout()
    }

    /// As tall as a toolbar; no width of its own.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIToolbar.standardHeight)
    }

    /// The width given, the toolbar's height.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: UIToolbar.standardHeight)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let items = storedItems ?? []
        let spacing = UINavigationBar.itemSpacing
        let height = bounds.height
        // Each item's width: a button's or view's own (or the width its item sets), a fixed
        // space's, or a share of what is left for the flexible spaces.
        var widths = zip(items, shownViews).map { item, view -> CGFloat in
            if let view { return item.width > 0 ? item.width : max(view.intrinsicSizeOrCurrent.width, 0) }
            return item.systemItem == .fixedSpace ? item.width : 0
        }
        let flexible = items.indices.filter { items[$0].systemItem == .flexibleSpace }
        let used = widths.reduce(0, +) + spacing * CGFloat(items.count + 1)
        if !flexible.isEmpty {
            let share = max(bounds.width - used, 0) / CGFloat(flexible.count)
            for index in flexible { widths[index] = share }
        }
        var x = spacing
        for (index, view) in shownViews.enumerated() {
            if let view {
                let viewHeight = min(max(view.intrinsicSizeOrCurrent.height, 0), height)
                view.frame = CGRect(x: x, y: (height - viewHeight) / 2, width: widths[index], height: viewHeight)
            }
            x += widths[index] + spacing
        }
        hairline.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 1 / UIScreen.main.scale)
    }
}

/// A toolbar's look (UIKit's `UIToolbarAppearance`): its background and line.
@preconcurrency @MainActor
open class UIToolbarAppearance: UIBarAppearance {
    /// The standard look.
    public override init() { super.init() }

    /// A copy of `appearance`'s settings.
    public required init(copying appearance: UIBarAppearance) { super.init(copying: appearance) }
}

/// The look of a bar (UIKit's `UIBarStyle`, raw values included); kept, bars here have one look.
public enum UIBarStyle: Int, Sendable {
    /// The standard light bar (0).
    case `default` = 0
    /// A dark bar (1).
    case black
}
