import Foundation

/// Something a menu shows: an action or a nested menu (UIKit's `UIMenuElement`).
@preconcurrency @MainActor
open class UIMenuElement {
    /// How a menu shows an element (UIKit's `UIMenuElement.Attributes`, bits included).
    public struct Attributes: OptionSet, Hashable, Sendable {
        /// The attributes' bits.
        public let rawValue: UInt
        /// Attributes from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Shown greyed out; cannot be chosen (1).
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// Shown in red: it destroys something (2).
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// Not shown (4).
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// Choosing it leaves the menu open (8).
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// Whether an element is checked (UIKit's `UIMenuElement.State`, raw values included).
    public enum State: Int, Sendable {
        /// Unchecked (0).
        case off = 0
        /// Checked (1).
        case on
        /// Partly checked (2), shown as a dash.
        case mixed
    }

    /// The element's title.
    open var title: String
    /// A line under the title; recorded.
    open var subtitle: String?
    /// An image; recorded, menus here show titles only.
    open var image: UIImage?

    init(title: String, image: UIImage?) {
        self.title = title
        self.image = image
    }
}

/// A menu element that runs something when chosen: an action or a command (UIKit's
/// `UIMenuLeaf`).
@preconcurrency @MainActor
public protocol UIMenuLeaf: UIMenuElement {
    /// A longer description; recorded.
    var discoverabilityTitle: String? { get set }
    /// How a menu shows the element: disabled, destructive (red), hidden.
    var attributes: UIMenuElement.Attributes { get set }
    /// Whether a menu shows a checkmark by the element.
    var state: UIMenuElement.State { get set }
    /// What is running the element, while its handler runs.
    var sender: Any? { get }
    /// Runs the element's handler for `sender`; `target` is not used (no selectors here).
    func performWithSender(_ sender: Any?, target: Any?)
}

/// A list of actions and nested menus (UIKit's `UIMenu`), shown by a context menu or a
/// button's menu.
@preconcurrency @MainActor
open class UIMenu: UIMenuElement {
    /// A menu's name (UIKit's `UIMenu.Identifier`).
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The identifier's string.
        public var rawValue: String
        /// An identifier from its string.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An identifier from its string, as in `UIMenu.Identifier("sort")`.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// How a menu shows (UIKit's `UIMenu.Options`, bits included).
    public struct Options: OptionSet, Hashable, Sendable {
        /// The options' bits.
        public let rawValue: UInt
        /// Options from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Shown within its parent, between separators, rather than as a submenu (1).
        public static let displayInline = Options(rawValue: 1 << 0)
        /// Its actions destroy something (2); recorded.
        public static let destructive = Options(rawValue: 1 << 1)
        /// Choosing one of its actions checks it and unchecks the others (32).
        public static let singleSelection = Options(rawValue: 1 << 5)
        /// Shown as a row of small items (128); shown as a list here.
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    /// The menu's identifier; a unique one when none is given.
    public let identifier: Identifier
    /// How the menu shows.
    public let options: Options
    /// The actions and menus it lists.
    public let children: [UIMenuElement]
    private static var unnamedCount = 0

    /// A menu of `children`.
    public init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
        options: Options = [], children: [UIMenuElement] = []
    ) {
        if let identifier {
            self.identifier = identifier
        } else {
            UIMenu.unnamedCount += 1
            self.identifier = Identifier("menu-\(UIMenu.unnamedCount)")
        }
        self.options = options
        self.children = children
        super.init(title: title, image: image)
        self.subtitle = subtitle
    }

    /// How large the menu's elements are shown (UIKit's `UIMenu.ElementSize`); recorded.
    public enum ElementSize: Int, Sendable {
        /// Small (0).
        case small = 0
        /// Medium (1).
        case medium
        /// Large (2), the default.
        case large
        /// As the system decides (-1).
        case automatic = -1
    }

    /// How large the elements are shown; recorded.
    open var preferredElementSize: ElementSize = .large

    /// The same menu with other children.
    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(
            title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
            children: newChildren)
    }
}

/// A menu element whose elements are given when the menu opens (UIKit's
/// `UIDeferredMenuElement`): the provider is asked each time; elements it gives at once are
/// shown, and one that answers later shows "Loading…" for this opening.
@preconcurrency @MainActor
public final class UIDeferredMenuElement: UIMenuElement {
    let provider: (@escaping @MainActor ([UIMenuElement]) -> Void) -> Void

    /// An element whose elements `elementProvider` gives through its completion.
    public init(_ elementProvider: @escaping (@escaping @MainActor ([UIMenuElement]) -> Void) -> Void) {
        provider = elementProvider
        super.init(title: "", image: nil)
    }

    /// ``init(_:)``: the elements are asked for each time here.
    public static func uncached(
        _ elementProvider: @escaping (@escaping @MainActor ([UIMenuElement]) -> Void) -> Void
    ) -> UIDeferredMenuElement {
        UIDeferredMenuElement(elementProvider)
    }

    /// The elements, if the provider gives them at once.
    func elementsNow() -> [UIMenuElement]? {
        var given: [UIMenuElement]?
        provider { given = $0 }
        return given
    }
}

/// Gives a context menu's preview (UIKit's `UIContextMenuContentPreviewProvider`); previews
/// are not shown here.
public typealias UIContextMenuContentPreviewProvider = @MainActor () -> UIViewController?
/// Gives a context menu's menu from the suggested actions (UIKit's `UIContextMenuActionProvider`).
public typealias UIContextMenuActionProvider = @MainActor ([UIMenuElement]) -> UIMenu?

/// What a context menu shows (UIKit's `UIContextMenuConfiguration`): its menu, made when shown.
@preconcurrency @MainActor
open class UIContextMenuConfiguration {
    /// The identifier given.
    public let identifier: (any NSCopying)?
    let previewProvider: UIContextMenuContentPreviewProvider?
    let actionProvider: UIContextMenuActionProvider?

    /// A configuration whose menu `actionProvider` makes; the preview is not shown here.
    public init(
        identifier: (any NSCopying)? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil,
        actionProvider: UIContextMenuActionProvider? = nil
    ) {
        self.identifier = identifier
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
    }

    /// The menu to show, if the provider gives one.
    var menu: UIMenu? { actionProvider?([]) }
}

/// Something a view takes part in besides touches (UIKit's `UIInteraction`).
@preconcurrency @MainActor
public protocol UIInteraction: AnyObject {
    /// The view the interaction was added to.
    var view: UIView? { get }
    /// Called before the interaction is added to `view` (nil: removed).
    func willMove(to view: UIView?)
    /// Called after the interaction was added to `view` (nil: removed).
    func didMove(to view: UIView?)
}

/// What a context menu interaction asks its delegate (UIKit's
/// `UIContextMenuInteractionDelegate`).
@preconcurrency @MainActor
public protocol UIContextMenuInteractionDelegate: AnyObject {
    /// The menu to show for a secondary click (a right click here, a long press on iOS) at
    /// `location`, in the interaction's view; nil for none.
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration?
}

/// Shows a menu when its view is right-clicked (UIKit's `UIContextMenuInteraction`; a long
/// press on iOS, a secondary click on a desktop, as on a Mac).
@preconcurrency @MainActor
open class UIContextMenuInteraction: UIInteraction {
    /// The delegate that gives the menu; not retained.
    public private(set) weak var delegate: (any UIContextMenuInteractionDelegate)?
    /// The view the interaction is on.
    public private(set) weak var view: UIView?

    /// An interaction whose menus `delegate` gives.
    public init(delegate: any UIContextMenuInteractionDelegate) { self.delegate = delegate }

    /// Where the interaction's last secondary click was, in `view`'s coordinates (nil: the
    /// window's).
    open func location(in view: UIView?) -> CGPoint {
        guard let lastLocation else { return .zero }
        return view?.convert(lastLocation, from: nil) ?? lastLocation
    }

    /// Closes the menu the interaction shows, if any.
    open func dismissMenu() { ContextMenuView.shown?.dismiss() }

    /// Does nothing.
    open func willMove(to view: UIView?) {}
    /// Records the view.
    open func didMove(to view: UIView?) { self.view = view }

    /// The last secondary click, in window coordinates.
    var lastLocation: CGPoint?
}
