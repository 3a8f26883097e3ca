/// An item of a tab bar: a title, an image and a badge (UIKit's `UITabBarItem`).
@preconcurrency @MainActor
open class UITabBarItem: Hashable {
    /// Items are equal only when they are the same object.
    nonisolated public static func == (lhs: UITabBarItem, rhs: UITabBarItem) -> Bool { lhs === rhs }
    /// Hashes the item's identity.
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// The standard items (UIKit's `UITabBarItem.SystemItem`, same raw values): titled by their
    /// names, with the system image that shows each.
    public enum SystemItem: Int, Sendable {
        /// More (0), favorites (1), featured (2), top rated (3), recents (4), contacts (5),
        /// history (6), bookmarks (7), search (8), downloads (9), most recent (10), most viewed (11).
        case more = 0
        case favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads, mostRecent,
            mostViewed

        var title: String {
            switch self {
            case .more: "More"
            case .favorites: "Favorites"
            case .featured: "Featured"
            case .topRated: "Top Rated"
            case .recents: "Recents"
            case .contacts: "Contacts"
            case .history: "History"
            case .bookmarks: "Bookmarks"
            case .search: "Search"
            case .downloads: "Downloads"
            case .mostRecent: "Most Recent"
            case .mostViewed: "Most Viewed"
            }
        }

        /// The system image's name.
        var symbolName: String {
            switch self {
            case .more: "ellipsis"
            case .favorites, .featured, .topRated: "star.fill"
            case .recents, .history, .mostRecent: "clock"
            case .contacts: "person.crop.circle"
            case .bookmarks: "book"
            case .search: "magnifyingglass"
            case .downloads: "arrow.down.circle"
            case .mostViewed: "list.number"
            }
        }
    }

    /// The title under the image; setting it stops the title following the controller's.
    open var title: String? {
        didSet {
            followsControllerTitle = false
            changed()
        }
    }
    /// The image; nil shows the title alone.
    open var image: UIImage? {
        didSet { changed() }
    }
    /// The image while selected; nil uses ``image``.
    open var selectedImage: UIImage? {
        didSet { changed() }
    }
    /// A short text in a red badge at the image's corner; nil for none.
    open var badgeValue: String? {
        didSet { changed() }
    }
    /// The badge's colour; nil for the system red.
    open var badgeColor: UIColor? {
        didSet { changed() }
    }
    /// A number for the app's use.
    open var tag = 0
    /// Whether the item can be selected (true); a disabled item is dimmed.
    open var isEnabled = true {
        didSet { changed() }
    }
    /// Whether the title came from the controller's title (and follows it).
    var followsControllerTitle = false
    /// The tab bar showing the item, told of its changes.
    weak var bar: UITabBar?

    /// An item with a title, an image and a tag.
    public init(title: String?, image: UIImage?, tag: Int) {
        self.title = title
        self.image = image
        self.tag = tag
    }

    /// An item with a title and images for the normal and selected states.
    public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    /// A standard item, titled by its kind, with its system image.
    public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        title = systemItem.title
        image = UIImage(systemName: systemItem.symbolName)
        self.tag = tag
    }

    /// An item with nothing set.
    public init() {}

    private func changed() { bar?.itemsDidChange() }
}

/// Hears of the user choosing an item of a tab bar (UIKit's `UITabBarDelegate`).
@preconcurrency @MainActor
public protocol UITabBarDelegate: AnyObject {
    /// The user chose `item`.
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
}

extension UITabBarDelegate {
    /// Does nothing.
    public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
}

/// A bar of items at the bottom of the screen, one selected (UIKit's `UITabBar`): each item an
/// image over a title, the selected one in the tint colour, with an optional badge.
@preconcurrency @MainActor
open class UITabBar: UIView {
    /// The bar's height, in points.
    public static let standardHeight: CGFloat = 49
    /// The items, left to right.
    open var items: [UITabBarItem]? {
        didSet {
            for item in oldValue ?? [] where item.bar === self { item.bar = nil }
            for item in items ?? [] { item.bar = self }
            if let selectedItem, !(items ?? []).contains(where: { $0 === selectedItem }) { self.selectedItem = nil }
            rebuildButtons()
        }
    }
    /// The item shown as selected.
    open var selectedItem: UITabBarItem? {
        didSet { if selectedItem !== oldValue { itemsDidChange() } }
    }
    /// Told when the user chooses an item; not retained.
    open weak var delegate: (any UITabBarDelegate)?
    /// The colour of the items that are not selected; nil for the system grey.
    open var unselectedItemTintColor: UIColor? {
        didSet { itemsDidChange() }
    }
    /// The bar's fill; nil for the system's.
    open var barTintColor: UIColor? {
        didSet { applyAppearance() }
    }
    /// The bar's look: background (``barTintColor`` where it sets none) and line.
    open var standardAppearance = UITabBarAppearance() {
        didSet { applyAppearance() }
    }
    /// The look at the bottom of scrolled content; recorded (the standard look is always shown).
    open var scrollEdgeAppearance: UITabBarAppearance?

    private func applyAppearance() {
        standardAppearance.apply(to: self, line: hairline, standard: barTintColor ?? UITabBar.defaultBackground)
    }
    /// Whether the bar is translucent; recorded (it is drawn opaque).
    open var isTranslucent = true

    private var buttons: [TabBarButton] = []
    private let hairline = UIView.makeDecoration(color: .separator)
    static let defaultBackground = UIColor.systemGray6

    /// An empty bar.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UITabBar.defaultBackground
        addSubview(hairline)
    }

    /// There are no archives here: an empty bar.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        backgroundColor = UITabBar.defaultBackground
        addSubview(hairline)
    }

    /// Sets the items; `animated` is not used.
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) { self.items = items }

    /// The standard height at the width given.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: UITabBar.standardHeight)
    }

    /// The tint follows to the selected item.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        itemsDidChange()
    }

    private func rebuildButtons() {
        for button in buttons { button.removeFromSuperview() }
        buttons = (items ?? []).map { item in
            let button = TabBarButton(item: item)
            button.addAction(
                UIAction { [weak self, unowned item] _ in
                    self?.userSelected(item)
                }, for: .touchUpInside)
            addSubview(button)
            return button
        }
        itemsDidChange()
    }

    /// An item's title, image or badge changed, or the selection: the buttons show it.
    func itemsDidChange() {
        let selectedColor: UIColor = tintColor
        let normalColor = unselectedItemTintColor ?? .systemGray
        for button in buttons {
            button.show(
                selected: button.item === selectedItem,
                color: button.item === selectedItem ? selectedColor : normalColor)
        }
    }

    private func userSelected(_ item: UITabBarItem) {
        guard item.isEnabled else { return }
        selectedItem = item
        delegate?.tabBar(self, didSelect: item)
    }

    /// Shares the width among the items; the hairline along the top.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let size = bounds.size
        let hairlineFrame = CGRect(x: 0, y: 0, width: size.width, height: UITableViewCell.separatorThickness)
        if hairline.frame != hairlineFrame { hairline.frame = hairlineFrame }
        guard !buttons.isEmpty else { return }
        let width = size.width / CGFloat(buttons.count)
        for (index, button) in buttons.enumerated() {
            let frame = CGRect(
                x: (CGFloat(index) * width).rounded(), y: 0, width: width.rounded(), height: UITabBar.standardHeight)
            if button.frame != frame { button.frame = frame }
        }
        bringSubviewToFront(hairline)
    }
}

/// One item's button in a tab bar: the image over the title, and the badge.
@preconcurrency @MainActor
final class TabBarButton: UIControl {
    let item: UITabBarItem
    private let imageView = UIImageView()
    private let titleLabel = UILabel()
    private let badge = UILabel()

    /// The title's size under an image, and alone.
    static let titleSizeUnderImage: CGFloat = 10
    static let titleSizeAlone: CGFloat = 13
    /// The largest image shown, in points.
    static let imageSide: CGFloat = 25
    /// The badge's height, in points.
    static let badgeHeight: CGFloat = 18

    init(item: UITabBarItem) {
        self.item = item
        super.init(frame: .zero)
        titleLabel.textAlignment = .center
        badge.textAlignment = .center
        badge.font = .systemFont(ofSize: 13)
        badge.textColor = .white
        badge.layer.cornerRadius = TabBarButton.badgeHeight / 2
        badge.clipsToBounds = true
        // A tab's image is a template in the tab's colour, whatever image it is, as on iOS.
        imageView.drawsImagesAsTemplates = true
        for part in [imageView, titleLabel, badge] as [UIView] { addSubview(part) }
    }

    required init?(coder: NSCoder) { fatalError("tab bar buttons are made by their bar") }

    /// What the button shows, to skip a change that changes nothing.
    private var shownLook: (selected: Bool, color: UIColor, title: String?, badge: String?, enabled: Bool)?

    func show(selected: Bool, color: UIColor) {
        let look = (selected, color, item.title, item.badgeValue, item.isEnabled)
        if let shownLook, shownLook == look,
            imageView.image === (selected ? item.selectedImage ?? item.image : item.image),
            badge.backgroundColor == (item.badgeColor ?? .systemRed)
        {
            return
        }
        shownLook = look
        let image = selected ? item.selectedImage ?? item.image : item.image
        imageView.image = image
        // A template (a symbol) shows the selected tint or the unselected grey, as the title.
        imageView.tintColor = color
        imageView.isHidden = image == nil
        titleLabel.text = item.title
        titleLabel.font = .systemFont(
            ofSize: image == nil ? TabBarButton.titleSizeAlone : TabBarButton.titleSizeUnderImage, weight: .medium)
        titleLabel.textColor = color
        alpha = item.isEnabled ? 1 : 0.4
        badge.text = item.badgeValue.map { " \($0) " }
        badge.isHidden = item.badgeValue == nil
        badge.backgroundColor = item.badgeColor ?? .systemRed
        isSelected = selected
        setNeedsLayout()
        superview?.setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let size = bounds.size
        let title = titleLabel.fittedSize
        var anchor: CGRect
        if let image = imageView.image {
            let side = min(TabBarButton.imageSide, max(image.size.width, image.size.height))
            let scale = side / max(1, max(image.size.width, image.size.height))
            let imageSize = CGSize(width: image.size.width * scale, height: image.size.height * scale)
            anchor = CGRect(
                x: ((size.width - imageSize.width) / 2).rounded(), y: 6, width: imageSize.width,
                height: imageSize.height)
            imageView.frame = anchor
            titleLabel.frame = CGRect(
                x: 0, y: size.height - title.height - 4, width: size.width, height: title.height)
        } else {
            titleLabel.frame = CGRect(
                x: 0, y: ((size.height - title.height) / 2).rounded(), width: size.width, height: title.height)
            anchor = CGRect(
                x: (size.width - title.width) / 2, y: titleLabel.frame.minY, width: title.width, height: title.height)
        }
        let badgeWidth = max(TabBarButton.badgeHeight, badge.fittedSize.width)
        badge.frame = CGRect(
            x: anchor.maxX - badgeWidth / 3, y: max(2, anchor.minY - TabBarButton.badgeHeight / 2), width: badgeWidth,
            height: TabBarButton.badgeHeight)
    }
}
