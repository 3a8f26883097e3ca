/// A button in a navigation bar (UIKit's `UIBarButtonItem`), with a closure action instead of a
/// target and selector.
@preconcurrency @MainActor
open class UIBarButtonItem {
    /// How the item's title is drawn (UIKit's raw values).
    public enum Style: Int, Sendable {
        /// A plain title (0).
        case plain = 0
        /// The old bordered look (1), drawn plain.
        case bordered
        /// A bold title, for the action that completes a task (2).
        case done
    }

    /// The items the system names (UIKit's raw values). Those UIKit draws as symbols show the
    /// system image (see `UIImage(systemName:)`), titled with a word for when there is none.
    public enum SystemItem: Int, Sendable {
        /// Done (0), titled in bold.
        case done = 0
        /// Cancel, Edit, Save (bold), Add (+), the two spaces, and the items UIKit draws as
        /// symbols (7–22), in UIKit's order.
        case cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize,
            bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo
        /// The page curl (23), untitled.
        case pageCurl = 23
        /// Close (24).
        case close = 24

        /// The title shown for the item, and whether it is bold.
        var title: (text: String, isBold: Bool) {
            switch self {
            case .done: ("Done", true)
            case .cancel: ("Cancel", false)
            case .edit: ("Edit", false)
            case .save: ("Save", true)
            case .add: ("+", false)
            case .flexibleSpace, .fixedSpace: ("", false)
            case .compose: ("Compose", false)
            case .reply: ("Reply", false)
            case .action: ("Share", false)
            case .organize: ("Organize", false)
            case .bookmarks: ("Bookmarks", false)
            case .search: ("Search", false)
            case .refresh: ("Refresh", false)
            case .stop: ("Stop", false)
            case .camera: ("Camera", false)
            case .trash: ("Trash", false)
            case .play: ("Play", false)
            case .pause: ("Pause", false)
            case .rewind: ("Rewind", false)
            case .fastForward: ("Forward", false)
            case .undo: ("Undo", false)
            case .redo: ("Redo", false)
            case .pageCurl: ("", false)
            case .close: ("Close", false)
            }
        }

        /// The system image iOS draws the item as; nil for the items it titles.
        var symbolName: String? {
            switch self {
            case .add: "plus"
            case .compose: "square.and.pencil"
            case .action: "square.and.arrow.up"
            case .organize: "folder"
            case .bookmarks: "book"
            case .search: "magnifyingglass"
            case .refresh: "arrow.clockwise"
            case .stop, .close: "xmark"
            case .camera: "camera"
            case .trash: "trash"
            case .play: "play.fill"
            case .pause: "pause.fill"
            case .rewind: "backward.fill"
            case .fastForward: "forward.fill"
            case .undo: "arrow.uturn.backward"
            case .redo: "arrow.uturn.forward"
            default: nil
            }
        }
    }

    /// The title shown.
    open var title: String? {
        didSet { changed() }
    }
    /// The image shown instead of the title; a template (a system image) in the item's tint.
    open var image: UIImage? {
        didSet { changed() }
    }
    /// How the title is drawn.
    open var style: Style = .plain {
        didSet { changed() }
    }
    /// Whether the item can be clicked; true by default.
    open var isEnabled = true {
        didSet { changed() }
    }
    /// The title's colour; nil for the bar's tint.
    open var tintColor: UIColor? {
        didSet { changed() }
    }
    /// The action a click runs, with the item as its sender.
    open var primaryAction: UIAction? {
        didSet {
            if let primaryAction, title == nil { title = primaryAction.title }
            changed()
        }
    }
    /// A view shown instead of a button.
    /// The item's menu: a click shows it when the item has no primary action, a right click
    /// always.
    open var menu: UIMenu? {
        didSet { changed() }
    }
    open var customView: UIView? {
        didSet { changed() }
    }
    /// The width set, in points; 0 for the title's.
    open var width: CGFloat = 0 {
        didSet { changed() }
    }
    /// A number the app chooses.
    open var tag = 0
    /// The system item it was made as, if any.
    let systemItem: SystemItem?
    /// Tells the bar showing the item that it changed.
    var changeHandler: (() -> Void)?

    /// An item titled `title` (or by `primaryAction`) that runs `primaryAction` when clicked,
    /// or without one shows `menu`.
    public init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        systemItem = nil
        self.title = title ?? primaryAction?.title
        self.image = image
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// An item titled `title` in `style`, without an action yet.
    public convenience init(title: String?, style: Style) {
        self.init(title: title)
        self.style = style
    }

    /// An item showing `customView`.
    public init(customView: UIView) {
        systemItem = nil
        self.customView = customView
    }

    /// One of the items the system names, running `primaryAction` when clicked, or without
    /// one showing `menu`.
    public init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.menu = menu
        self.systemItem = systemItem
        title = systemItem.title.text
        image = systemItem.symbolName.flatMap { UIImage(systemName: $0) }
        style = systemItem.title.isBold ? .done : .plain
        self.primaryAction = primaryAction
    }

    /// ``init(systemItem:primaryAction:menu:)`` under UIKit's other label.
    public convenience init(barButtonSystemItem systemItem: SystemItem, primaryAction: UIAction? = nil) {
        self.init(systemItem: systemItem, primaryAction: primaryAction)
    }

    /// A space that pushes the items apart: a toolbar shares its free width among them (a
    /// navigation bar lays its items out without it).
    public class func flexibleSpace() -> UIBarButtonItem { UIBarButtonItem(systemItem: .flexibleSpace) }

    /// A space `width` points wide.
    public class func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(systemItem: .fixedSpace)
        item.width = width
        return item
    }

    private func changed() { changeHandler?() }

    /// Whether the item is a space between items rather than a button.
    var isSpace: Bool { systemItem == .flexibleSpace || systemItem == .fixedSpace }

    /// What a bar shows for the item: its custom view, or a system button that shows its
    /// image (alone, as on iOS) or its title, and triggers it.
    func makeBarView() -> UIView {
        if let customView { return customView }
        let button = UIBarButtonItem.makeBarButton(title: image == nil ? title : nil, isBold: style == .done)
        button.setImage(image, for: .normal)
        if let tintColor { button.tintColor = tintColor }
        button.isEnabled = isEnabled
        button.addAction(UIAction { _ in self.trigger() }, for: .touchUpInside)
        button.menu = menu
        button.showsMenuAsPrimaryAction = primaryAction == nil && menu != nil
        return button
    }

    /// A bar's system button, titled in the bars' 17-point font (semibold when bold).
    static func makeBarButton(title: String?, isBold: Bool) -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.titleLabel?.font = .systemFont(ofSize: UINavigationBar.titleSize, weight: isBold ? .semibold : .regular)
        return button
    }

    /// Runs the primary action with this item as its sender.
    func trigger() {
        guard isEnabled, let primaryAction else { return }
        primaryAction.performWithSender(self, target: nil)
    }
}

/// What a navigation bar shows for a view controller (UIKit's `UINavigationItem`): its title, its
/// back button's title and the buttons at the sides.
@preconcurrency @MainActor
open class UINavigationItem {
    /// How a large title shows (recorded; titles are always standard here).
    public enum LargeTitleDisplayMode: Int, Sendable {
        /// As the item below (0).
        case automatic = 0
        /// Always large (1), never large (2).
        case always, never
    }

    /// The title in the middle of the bar; the controller's title unless set.
    open var title: String? {
        didSet { changed() }
    }
    /// A view shown instead of the title.
    open var titleView: UIView? {
        didSet { changed() }
    }
    /// Kept and read back; no prompt is drawn.
    open var prompt: String?
    /// The title of the back button that leads back to this item's controller; its title unless set.
    open var backButtonTitle: String? {
        didSet { changed() }
    }
    /// The item whose title the back button to this controller shows.
    open var backBarButtonItem: UIBarButtonItem? {
        didSet { changed() }
    }
    /// Whether the back button is hidden while this item is on top.
    open var hidesBackButton = false {
        didSet { changed() }
    }
    /// Whether the left items go after the back button rather than instead of it.
    open var leftItemsSupplementBackButton = false {
        didSet { changed() }
    }
    /// The buttons at the left, from the left edge in.
    open var leftBarButtonItems: [UIBarButtonItem]? {
        didSet { changed() }
    }
    /// The buttons at the right, from the right edge in.
    open var rightBarButtonItems: [UIBarButtonItem]? {
        didSet { changed() }
    }
    /// Recorded: titles are always standard here.
    open var largeTitleDisplayMode = LargeTitleDisplayMode.automatic
    /// A search whose bar shows under the navigation bar while this item's controller is on top.
    open var searchController: UISearchController? {
        didSet { changed() }
    }
    /// Whether the search bar hides as the content scrolls; recorded (it stays here).
    open var hidesSearchBarWhenScrolling = true

    /// Tells the bar showing the item that it changed.
    var changeHandler: (() -> Void)?

    /// An item titled `title`.
    public init(title: String) {
        self.title = title
    }

    /// An item without a title (the controller's title shows).
    public init() {}

    /// The first left item.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The first right item.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// Sets ``leftBarButtonItem``; the change is not animated here.
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    /// Sets ``rightBarButtonItem``; the change is not animated here.
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    /// Sets ``leftBarButtonItems``; the change is not animated here.
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    /// Sets ``rightBarButtonItems``; the change is not animated here.
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
    /// Sets ``hidesBackButton``; the change is not animated here.
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }

    /// The back button's title leading back to this item: the back item's, the back title, the
    /// title, else "Back".
    var titleLeadingBack: String {
        backBarButtonItem?.title ?? backButtonTitle ?? title.flatMap { $0.isEmpty ? nil : $0 } ?? "Back"
    }

    private func changed() { changeHandler?() }
}
