/// An action a row offers when swiped (UIKit's `UIContextualAction`). A mouse does not swipe:
/// a table row's swipe actions are offered in its context menu (a right click) instead,
/// unless the delegate gives that menu itself.
@preconcurrency @MainActor
open class UIContextualAction {
    /// How the action looks (UIKit's `UIContextualAction.Style`).
    public enum Style: Int, Sendable {
        /// A grey button (0), or a red one that removes the row (1).
        case normal = 0
        case destructive
    }

    /// What the action does: given the action, the view it was shown in, and a completion to
    /// call with whether it was performed.
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    /// How the action looks.
    public let style: Style
    /// The button's title.
    open var title: String?
    /// The button's colour; nil for the style's.
    open var backgroundColor: UIColor!
    /// The button's image.
    open var image: UIImage?
    /// What the action does.
    public let handler: Handler

    /// An action of `style`, titled `title`, doing `handler`.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        backgroundColor = style == .destructive ? .systemRed : .systemGray
    }
}

/// The actions a row offers on one side when swiped (UIKit's `UISwipeActionsConfiguration`);
/// a table row's are offered in its context menu here.
@preconcurrency @MainActor
open class UISwipeActionsConfiguration {
    /// The actions, from the edge inwards.
    public let actions: [UIContextualAction]
    /// Whether a full swipe performs the first action (true).
    open var performsFirstActionWithFullSwipe = true

    /// A configuration of `actions`.
    public init(actions: [UIContextualAction]) { self.actions = actions }
}
