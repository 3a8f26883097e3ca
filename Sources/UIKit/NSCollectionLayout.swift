/// One dimension of a compositional layout's element (UIKit's `NSCollectionLayoutDimension`):
/// a fraction of its container's width or height, a length in points, or an estimate that the
/// element's measured content replaces.
@preconcurrency @MainActor
public final class NSCollectionLayoutDimension {
    enum Kind: Equatable {
        case fractionalWidth, fractionalHeight, absolute, estimated
    }

    let kind: Kind
    /// The fraction, the length or the estimate, in points.
    public let dimension: CGFloat

    private init(_ kind: Kind, _ dimension: CGFloat) {
        self.kind = kind
        self.dimension = dimension
    }

    /// A fraction of the container's width.
    public static func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.fractionalWidth, fractionalWidth)
    }
    /// A fraction of the container's height.
    public static func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.fractionalHeight, fractionalHeight)
    }
    /// A length in points.
    public static func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.absolute, absoluteDimension)
    }
    /// A length in points until the content is measured.
    public static func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.estimated, estimatedDimension)
    }

    /// Whether it is a fraction of the container's width.
    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    /// Whether it is a fraction of the container's height.
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    /// Whether it is a length in points.
    public var isAbsolute: Bool { kind == .absolute }
    /// Whether it is an estimate.
    public var isEstimated: Bool { kind == .estimated }

    /// The length in a container of `size` (the estimate, for an estimated dimension).
    func resolved(in size: CGSize) -> CGFloat {
        switch kind {
        case .fractionalWidth: dimension * size.width
        case .fractionalHeight: dimension * size.height
        case .absolute, .estimated: dimension
        }
    }
}

/// A compositional layout element's width and height (UIKit's `NSCollectionLayoutSize`).
@preconcurrency @MainActor
public final class NSCollectionLayoutSize {
    /// The width.
    public let widthDimension: NSCollectionLayoutDimension
    /// The height.
    public let heightDimension: NSCollectionLayoutDimension

    /// A size of these dimensions.
    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension)
    {
        widthDimension = width
        heightDimension = height
    }

    /// The size in a container of `size` (estimates as they are).
    func resolved(in size: CGSize) -> CGSize {
        CGSize(width: widthDimension.resolved(in: size), height: heightDimension.resolved(in: size))
    }
}

/// The space between a group's items (UIKit's `NSCollectionLayoutSpacing`): fixed, or at least
/// a length with the room left shared out.
@preconcurrency @MainActor
public final class NSCollectionLayoutSpacing {
    /// The space, in points.
    public let spacing: CGFloat
    /// Whether the room the items leave is shared out between them.
    public let isFlexibleSpacing: Bool
    /// Whether the space is exactly ``spacing``.
    public var isFixedSpacing: Bool { !isFlexibleSpacing }

    private init(_ spacing: CGFloat, flexible: Bool) {
        self.spacing = spacing
        isFlexibleSpacing = flexible
    }

    /// Exactly `fixedSpacing` points.
    public static func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing {
        NSCollectionLayoutSpacing(fixedSpacing, flexible: false)
    }
    /// At least `flexibleSpacing` points, the room left shared out.
    public static func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing {
        NSCollectionLayoutSpacing(flexibleSpacing, flexible: true)
    }
}

/// One item of a compositional layout: the place of a cell (UIKit's `NSCollectionLayoutItem`).
@preconcurrency @MainActor
public class NSCollectionLayoutItem {
    /// The item's size, in its group.
    public let layoutSize: NSCollectionLayoutSize
    /// Insets of the cell inside the item's place (not for estimated dimensions).
    public var contentInsets = NSDirectionalEdgeInsets.zero
    /// Space around the item beside its neighbours; recorded (use spacing or insets here).
    public var edgeSpacing: NSCollectionLayoutEdgeSpacing?
    /// Attached supplementary items; recorded (none is shown here).
    public let supplementaryItems: [NSCollectionLayoutSupplementaryItem]

    /// An item of `layoutSize`.
    public convenience init(layoutSize: NSCollectionLayoutSize) {
        self.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// An item of `layoutSize` with supplementary items (recorded).
    public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        self.layoutSize = layoutSize
        self.supplementaryItems = supplementaryItems
    }
}

/// Items side by side or one under the other, repeated while they fit (UIKit's
/// `NSCollectionLayoutGroup`); groups nest.
@preconcurrency @MainActor
public final class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    /// The direction items follow each other in.
    enum Axis { case horizontal, vertical }

    let axis: Axis
    /// The items (and groups), in order.
    public let subitems: [NSCollectionLayoutItem]
    /// How many times a single subitem repeats, its length shared out; nil to repeat while
    /// the subitems fit.
    let count: Int?
    /// The space between items; none by default.
    public var interItemSpacing: NSCollectionLayoutSpacing?

    private init(axis: Axis, layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem], count: Int?) {
        self.axis = axis
        self.subitems = subitems
        self.count = count
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// Items side by side, repeated while they fit across the group.
    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem])
        -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(axis: .horizontal, layoutSize: layoutSize, subitems: subitems, count: nil)
    }

    /// `count` of one item side by side, sharing the group's width.
    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int)
        -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(axis: .horizontal, layoutSize: layoutSize, subitems: [subitem], count: count)
    }

    /// `count` of one item side by side, sharing the group's width (the newer name).
    public static func horizontal(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
    )
        -> NSCollectionLayoutGroup
    {
        horizontal(layoutSize: layoutSize, subitem: subitem, count: count)
    }

    /// Items one under the other, repeated while they fit down the group.
    public static func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem])
        -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(axis: .vertical, layoutSize: layoutSize, subitems: subitems, count: nil)
    }

    /// `count` of one item one under the other, sharing the group's height.
    public static func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int)
        -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(axis: .vertical, layoutSize: layoutSize, subitems: [subitem], count: count)
    }

    /// `count` of one item one under the other (the newer name).
    public static func vertical(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
    )
        -> NSCollectionLayoutGroup
    {
        vertical(layoutSize: layoutSize, subitem: subitem, count: count)
    }
}

/// Where a supplementary view sits against its container (UIKit's `NSRectAlignment`).
public enum NSRectAlignment: Int, Sendable {
    /// No alignment (0), then clockwise from the top: top (1), top trailing, trailing, bottom
    /// trailing, bottom (5), bottom leading, leading, top leading (8).
    case none = 0
    case top, topTrailing, trailing, bottomTrailing, bottom, bottomLeading, leading, topLeading
}

/// A supplementary view attached to an item (UIKit's `NSCollectionLayoutSupplementaryItem`);
/// the base of section headers and footers.
@preconcurrency @MainActor
public class NSCollectionLayoutSupplementaryItem {
    /// Its size.
    public let layoutSize: NSCollectionLayoutSize
    /// Its kind, as the data source gets it.
    public let elementKind: String
    /// Shows above items with a lower value.
    public var zIndex = 1

    /// Where it is attached to its item; recorded (items' supplementary views are not shown here).
    public let containerAnchor: NSCollectionLayoutAnchor?

    init(layoutSize: NSCollectionLayoutSize, elementKind: String) {
        self.layoutSize = layoutSize
        self.elementKind = elementKind
        containerAnchor = nil
    }

    /// A view of `elementKind` and `layoutSize` attached to its item at `containerAnchor`
    /// (a badge, say); recorded.
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor) {
        self.layoutSize = layoutSize
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
    }
}

/// Where a supplementary view is attached to its item (UIKit's `NSCollectionLayoutAnchor`); recorded.
@preconcurrency @MainActor
public final class NSCollectionLayoutAnchor {
    /// The edges it is attached to.
    public let edges: NSDirectionalRectEdge
    /// How far it is moved from them, in points.
    public let offset: CGPoint

    /// An anchor at `edges`.
    public convenience init(edges: NSDirectionalRectEdge) { self.init(edges: edges, absoluteOffset: .zero) }

    /// An anchor at `edges`, moved by `absoluteOffset` points.
    public init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
        self.edges = edges
        offset = absoluteOffset
    }
}

/// Edges of a rectangle by direction (UIKit's `NSDirectionalRectEdge`).
public struct NSDirectionalRectEdge: OptionSet, Sendable {
    /// The edges as bits: top 1, leading 2, bottom 4, trailing 8.
    public let rawValue: UInt
    /// The edges whose bits `rawValue` sets.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top edge.
    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    /// The leading edge.
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    /// The trailing edge.
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    /// All four edges.
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}

/// Space around an item beside its neighbours (UIKit's `NSCollectionLayoutEdgeSpacing`); recorded.
@preconcurrency @MainActor
public final class NSCollectionLayoutEdgeSpacing {
    /// The spacing on the leading edge; nil for none.
    public let leading: NSCollectionLayoutSpacing?
    /// The spacing on the top edge; nil for none.
    public let top: NSCollectionLayoutSpacing?
    /// The spacing on the trailing edge; nil for none.
    public let trailing: NSCollectionLayoutSpacing?
    /// The spacing on the bottom edge; nil for none.
    public let bottom: NSCollectionLayoutSpacing?

    /// Spacing on each edge.
    public init(
        leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?, trailing: NSCollectionLayoutSpacing?,
        bottom: NSCollectionLayoutSpacing?
    ) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }
}

/// A view behind a section (UIKit's `NSCollectionLayoutDecorationItem`); recorded (no
/// decoration is drawn here).
@preconcurrency @MainActor
public final class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    /// The kind of decoration view.
    public let elementKind: String

    private init(elementKind: String) {
        self.elementKind = elementKind
        super.init(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
            supplementaryItems: [])
    }

    /// A background of `elementKind` behind the section.
    public static func background(elementKind: String) -> NSCollectionLayoutDecorationItem {
        NSCollectionLayoutDecorationItem(elementKind: elementKind)
    }
}

/// A section's header or footer (UIKit's `NSCollectionLayoutBoundarySupplementaryItem`): at the
/// top (`.top`) or bottom (`.bottom`) of its section, as wide as the section.
@preconcurrency @MainActor
public final class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    /// Where it sits: `.top` (a header), `.bottom` (a footer); the others are placed at the top.
    public let alignment: NSRectAlignment
    /// Whether it stays in view while its section scrolls under it (false).
    public var pinToVisibleBounds = false
    /// Whether it adds to the section's length rather than overlapping the items (true).
    public var extendsBoundary = true

    /// A header or footer of `layoutSize` and `elementKind`, aligned to `alignment`.
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.alignment = alignment
        super.init(layoutSize: layoutSize, elementKind: elementKind)
    }

    /// A header or footer moved by `absoluteOffset` points; the offset is recorded.
    public convenience init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint
    ) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, alignment: alignment)
    }
}

/// A section of a compositional layout: a group repeated for the section's items, with insets,
/// spacing, and headers and footers (UIKit's `NSCollectionLayoutSection`).
@preconcurrency @MainActor
public final class NSCollectionLayoutSection {
    /// How a section would scroll across the layout (UIKit's `UICollectionLayoutSectionOrthogonalScrollingBehavior`);
    /// recorded: such sections are laid out like the others here, group under group.
    public enum OrthogonalScrollingBehavior: Int, Sendable {
        /// Not across (0), then the kinds of scrolling across.
        case none = 0
        case continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
    }

    /// The group repeated for the section's items.
    public let group: NSCollectionLayoutGroup
    /// Margins around the groups.
    public var contentInsets = NSDirectionalEdgeInsets.zero
    /// The space between groups, in points.
    public var interGroupSpacing: CGFloat = 0
    /// Headers and footers.
    public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Whether headers and footers keep within the leading and trailing insets (true).
    public var supplementariesFollowContentInsets = true
    /// How the section scrolls across; recorded.
    public var orthogonalScrollingBehavior = OrthogonalScrollingBehavior.none
    /// What ``contentInsets`` count from; recorded (the collection view's edges here).
    public var contentInsetsReference = UIContentInsetsReference.automatic
    /// Views behind the section; recorded.
    public var decorationItems: [NSCollectionLayoutDecorationItem] = []
    /// Called with the visible items as the section scrolls; recorded (never called here).
    public var visibleItemsInvalidationHandler:
        (([any NSCollectionLayoutVisibleItem], CGPoint, any NSCollectionLayoutEnvironment) -> Void)?
    /// Space before the section, above its headers (a grouped list's gap between sections).
    var leadingSpace: CGFloat = 0
    /// The list configuration the section was made from, if it is a list's.
    var listStyle: UICollectionLayoutListConfiguration?

    /// A section that repeats `group`.
    public init(group: NSCollectionLayoutGroup) {
        self.group = group
    }
}

/// What insets count from (UIKit's `UIContentInsetsReference`).
public enum UIContentInsetsReference: Int, Sendable {
    /// The system's choice (0), none (1), the safe area (2), the layout margins (3), the readable
    /// content guide (4).
    case automatic = 0
    case none, safeArea, layoutMargins, readableContent
}

/// An item in view, as a section's visible-items handler sees it (UIKit's
/// `NSCollectionLayoutVisibleItem`); never handed out here.
@preconcurrency @MainActor
public protocol NSCollectionLayoutVisibleItem: AnyObject {
    /// The item's frame.
    var frame: CGRect { get }
    /// The item's index path.
    var indexPath: IndexPath { get }
}

/// How a section scrolls across (UIKit's name for it).
public typealias UICollectionLayoutSectionOrthogonalScrollingBehavior = NSCollectionLayoutSection
    .OrthogonalScrollingBehavior

/// The container a compositional layout's section is laid out in (UIKit's
/// `NSCollectionLayoutContainer`).
@preconcurrency @MainActor
public protocol NSCollectionLayoutContainer {
    /// The collection view's size, in points.
    var contentSize: CGSize { get }
    /// The size inside ``contentInsets``.
    var effectiveContentSize: CGSize { get }
    /// The insets the content keeps from the collection view's edges.
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
    /// The insets, in points.
    var contentInsets: NSDirectionalEdgeInsets { get }
}

/// What a section provider knows of where its section goes (UIKit's `NSCollectionLayoutEnvironment`).
@preconcurrency @MainActor
public protocol NSCollectionLayoutEnvironment {
    /// The container.
    var container: any NSCollectionLayoutContainer { get }
    /// The traits.
    var traitCollection: UITraitCollection { get }
}

/// The environment of a layout pass: the collection view's size and insets.
struct CompositionalEnvironment: NSCollectionLayoutEnvironment, NSCollectionLayoutContainer {
    let contentSize: CGSize
    let contentInsets: NSDirectionalEdgeInsets

    var effectiveContentSize: CGSize {
        CGSize(
            width: max(0, contentSize.width - contentInsets.leading - contentInsets.trailing),
            height: max(0, contentSize.height - contentInsets.top - contentInsets.bottom))
    }
    var effectiveContentInsets: NSDirectionalEdgeInsets { contentInsets }
    var container: any NSCollectionLayoutContainer { self }
    var traitCollection: UITraitCollection { .current }
}
