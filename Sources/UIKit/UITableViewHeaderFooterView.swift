/// A section's header or footer in a table (UIKit's `UITableViewHeaderFooterView`): a content
/// view, and a text in the look of the table's style. The table makes one for a section title.
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
    /// The identifier the table reuses the view under; nil for a view that is not reused.
    public let reuseIdentifier: String?
    /// The view to add the header's own subviews to; it fills the header.
    public let contentView = UIView()
    private var listContentView: UIListContentView?
    /// Whether the view is a footer, and of which table style: chooses the default look.
    private(set) var role: (isFooter: Bool, style: UITableView.Style) = (false, .plain)
    /// Whether the table gave the view its role (and its plain header's background) yet.
    private var hasRole = false

    /// Takes the look of a header or footer of a table's style, the first time or when that
    /// changes; a look the app set (a configuration, a background) stays.
    func adoptRole(isFooter: Bool, style: UITableView.Style) {
        guard !hasRole || role != (isFooter, style) else { return }
        hasRole = true
        role = (isFooter, style)
        if contentConfiguration == nil, let listContentView { listContentView.adopt(defaultContentConfiguration()) }
        if style == .plain && !isFooter && backgroundView == nil && backgroundColor == nil
            && contentView.backgroundColor == nil
        {
            contentView.backgroundColor = .secondarySystemBackground
        }
    }

    /// A header or footer reused under `reuseIdentifier`.
    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        addSubview(contentView)
    }

    /// There are no archives here: a view that is not reused.
    public required init?(coder: NSCoder) {
        reuseIdentifier = nil
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// A view at `frame`, not reused.
    public override convenience init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    /// How a table makes a view of a registered class: `init(reuseIdentifier:)`, the subclass's
    /// override if it has one. Call `init(reuseIdentifier:)` instead.
    public required convenience init(dequeuedWithReuseIdentifier identifier: String?) {
        self.init(reuseIdentifier: identifier)
    }

    private var systemContent: UIListContentView {
        if let listContentView { return listContentView }
        let view = UIListContentView.installed(in: contentView, showing: defaultContentConfiguration())
        listContentView = view
        setNeedsLayout()
        return view
    }

    /// The text's label (made on first use).
    open var textLabel: UILabel? { systemContent.textLabel }
    /// A second text's label (made on first use).
    open var detailTextLabel: UILabel? { systemContent.secondaryTextLabel }

    /// The list configuration of a header or footer of the table's style, empty.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        switch (role.style, role.isFooter) {
        case (.plain, false): .plainHeader()
        case (.plain, true): .plainFooter()
        case (_, false): .groupedHeader()
        case (_, true): .groupedFooter()
        }
    }

    /// What the view shows; a list configuration sets its text, others are ignored here.
    open var contentConfiguration: (any UIContentConfiguration)? {
        didSet {
            if let list = contentConfiguration as? UIListContentConfiguration { systemContent.configuration = list }
        }
    }

    /// The view behind the content; nil by default.
    open var backgroundView: UIView? {
        didSet { replaceBackgroundView(oldValue, with: backgroundView) }
    }

    /// Override point, called when the table takes the view from its reuse queue; call super.
    open func prepareForReuse() {}

    /// Fills the view with the content view and the background.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let whole = CGRect(origin: .zero, size: bounds.size)
        for view in [backgroundView, contentView, listContentView] {
            if let view, view.frame != whole { view.frame = whole }
        }
    }

    /// The height the view needs at `width`: its text's, or its content's constraints'.
    func fittingHeight(forWidth width: CGFloat) -> CGFloat {
        UIListContentView.height(of: contentView, list: listContentView, width: width, leastWithSystemContent: 0)
    }
}

extension UIListContentView {
    /// Takes the look of `configuration`, keeping the texts and image shown.
    func adopt(_ look: UIListContentConfiguration) {
        var configuration = look
        configuration.text = textLabel.text
        configuration.secondaryText = secondaryTextLabel.text
        configuration.image = imageView.image
        self.configuration = configuration
    }
}
