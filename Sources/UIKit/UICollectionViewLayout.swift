extension UICollectionView {
    /// What a layout element is (UIKit's `UICollectionView.ElementCategory`).
    public enum ElementCategory: UInt, Sendable {
        /// An item's cell (0), a header or footer (1), a decoration (2; no layout here makes one).
        case cell = 0
        case supplementaryView
        case decorationView
    }
}

/// Where and how one element of a collection view shows: an item's cell, or a section's header
/// or footer (UIKit's `UICollectionViewLayoutAttributes`). A layout makes them; the collection
/// view applies them to the element's view (``UICollectionReusableView/apply(_:)``).
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes: CustomStringConvertible {
    /// The element's rectangle, in the collection view's content coordinates.
    open var frame: CGRect
    /// The element: its item, or the section (and 0) of a header or footer.
    open var indexPath: IndexPath
    /// Whether this is a cell, a header or footer, or a decoration.
    public let representedElementCategory: UICollectionView.ElementCategory
    /// The kind of a supplementary view (``UICollectionView/elementKindSectionHeader``, say);
    /// nil for a cell.
    public let representedElementKind: String?
    /// The element's opacity (1).
    open var alpha: CGFloat = 1
    /// Elements with a higher value show above the others (0).
    open var zIndex = 0
    /// Whether the element is hidden (false).
    open var isHidden = false
    /// The element's transform, about its centre (identity).
    open var transform: CGAffineTransform = .identity
    /// The axes on which a cell that sizes itself chooses its length (the others keep the
    /// layout's): both in a flow layout, the estimated ones in a compositional layout.
    var fittedAxes: FittedAxes = [.width, .height]
    /// Whether a list row draws its separator: not below its section's last row, nor in a
    /// list that shows none.
    var showsListSeparator = true

    /// Attributes of the cell of the item at `indexPath`, with no frame yet.
    public convenience init(forCellWith indexPath: IndexPath) {
        self.init(category: .cell, kind: nil, indexPath: indexPath)
    }

    /// Attributes of a supplementary view of `elementKind` (a header, a footer) for `indexPath`.
    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init(category: .supplementaryView, kind: elementKind, indexPath: indexPath)
    }

    /// Attributes of a decoration view of `decorationViewKind`; no view shows them here.
    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init(category: .decorationView, kind: decorationViewKind, indexPath: indexPath)
    }

    /// The designated initialiser; subclasses override it to copy their own properties in
    /// ``copy()``.
    public required init(category: UICollectionView.ElementCategory, kind: String?, indexPath: IndexPath) {
        frame = .zero
        self.indexPath = indexPath
        representedElementCategory = category
        representedElementKind = kind
    }

    /// The element's centre, in content coordinates; setting it moves ``frame``.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }

    /// The element's size; setting it keeps the centre.
    open var size: CGSize {
        get { frame.size }
        set {
            let centre = center
            frame = CGRect(
                x: centre.x - newValue.width / 2, y: centre.y - newValue.height / 2, width: newValue.width,
                height: newValue.height)
        }
    }

    /// The element's bounds: its size at the origin.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { size = newValue.size }
    }

    /// A copy, of the same class, with the same values (a layout hands out copies of what it
    /// keeps); subclasses with properties of their own override it and copy them, calling super.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = Self(category: representedElementCategory, kind: representedElementKind, indexPath: indexPath)
        copy.frame = frame
        copy.alpha = alpha
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        copy.transform = transform
        copy.fittedAxes = fittedAxes
        copy.showsListSeparator = showsListSeparator
        return copy
    }

    /// A copy (``copy(with:)``).
    public func copy() -> Any { copy(with: nil) }

    /// Whether two sets of attributes show the same (the collection view then leaves a view alone).
    open func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UICollectionViewLayoutAttributes else { return false }
        return frame == other.frame && indexPath == other.indexPath
            && representedElementCategory == other.representedElementCategory
            && representedElementKind == other.representedElementKind && alpha == other.alpha
            && zIndex == other.zIndex && isHidden == other.isHidden && transform == other.transform
    }

    /// The element, its index path and frame.
    nonisolated open var description: String {
        // Printing from another thread names nothing rather than reading main-actor state.
        guard Thread.isMainThread else { return "<UICollectionViewLayoutAttributes>" }
        return MainActor.assumeIsolated {
            let element = representedElementKind.map { "\(representedElementCategory) \($0)" } ?? "cell"
            return "<UICollectionViewLayoutAttributes: \(element) index path: \(indexPath); frame = \(frame)>"
        }
    }
}

/// The axes on which a cell that sizes itself chooses its length.
struct FittedAxes: OptionSet, Sendable {
    let rawValue: UInt8
    static let width = FittedAxes(rawValue: 1)
    static let height = FittedAxes(rawValue: 2)
}

/// Where a collection view's elements go (UIKit's `UICollectionViewLayout`): an abstract base
/// that a layout subclasses. The collection view calls ``prepare()`` once the layout is
/// invalid, then reads ``collectionViewContentSize`` and asks
/// ``layoutAttributesForElements(in:)`` for the elements in view.
@preconcurrency @MainActor
open class UICollectionViewLayout {
    /// The collection view using this layout; nil until one does.
    open internal(set) weak var collectionView: UICollectionView?

    /// Whether ``prepare()`` must run before the layout is read again.
    var isPrepared = false

    /// A layout with nothing prepared.
    public init() {}

    /// There are no archives here: a layout with nothing prepared.
    public required init?(coder: NSCoder) {}

    /// Override point: works out the elements' places for the current collection view and its
    /// data. Called before the layout is read, once after each invalidation.
    open func prepare() {}

    // The readers below answer for the flow and compositional layouts (their places are an
    // ``ElementPlacement``, read back the same way); a layout of your own overrides them.

    /// The size of everything laid out, in points; zero for a layout of your own.
    open var collectionViewContentSize: CGSize {
        guard let placed = self as? any PlacedLayout else { return .zero }
        prepareIfNeeded()
        return placed.placement.contentSize
    }

    /// The attributes of every element that meets `rect` (content coordinates), items in order
    /// then supplementary views (pinned ones where they stay); none for a layout of your own.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        (self as? any PlacedLayout)?.placedAttributes(in: rect)
    }

    /// The attributes of the item at `indexPath`; nil if there is none, and for a layout of your own.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        (self as? any PlacedLayout)?.placedItemAttributes(at: indexPath)
    }

    /// The attributes of the supplementary view of `elementKind` at `indexPath`; nil if there is
    /// none, and for a layout of your own.
    open func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        (self as? any PlacedLayout)?.placedSupplementaryAttributes(ofKind: elementKind, at: indexPath)
    }

    /// Whether the layout must be worked out again when the collection view's bounds become
    /// `newBounds`; false here (scrolling moves the bounds).
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// Marks the layout out of date: the collection view prepares it again at its next layout,
    /// and cells that size themselves are measured again. Subclasses that keep what
    /// ``prepare()`` works out drop it here; call super.
    open func invalidateLayout() { invalidate(remeasuringCells: true) }

    /// Marks the layout out of date; with `remeasuringCells`, the cells shown are measured again.
    func invalidate(remeasuringCells: Bool) {
        isPrepared = false
        collectionView?.layoutDidInvalidate(remeasuringCells: remeasuringCells)
    }

    /// Marks the layout out of date, as ``invalidateLayout()``; the context's details are not
    /// used here (everything is worked out again).
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) { invalidateLayout() }

    /// The context of an invalidation for a change of bounds (scrolling, resizing).
    open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        UICollectionViewLayoutInvalidationContext()
    }

    /// The class of the attributes the layout makes; subclasses of the attributes name theirs here.
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

    /// Registers a decoration view's class; recorded (no decoration is drawn here).
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {}

    /// Override point before a batch of changes is applied; nothing here.
    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}

    /// Override point once a batch of changes is applied; nothing here.
    open func finalizeCollectionViewUpdates() {}

    /// Whether a cell's preferred attributes (its own fitted size) call for a new layout; false
    /// here: only a layout that estimates sizes takes them.
    open func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool { false }

    /// Whether the collection view asks each new cell for its preferred attributes
    /// (``UICollectionReusableView/preferredLayoutAttributesFitting(_:)``): only a layout that
    /// estimates sizes needs them, and measuring costs a fitting per cell.
    var asksForPreferredAttributes: Bool { false }

    /// The sizes cells preferred, by index path, for a layout that estimates sizes (flow and
    /// compositional layouts): kept across preparations, following their items.
    var preferredItemSizes: [IndexPath: CGSize] = [:]

    /// Takes a cell's preferred attributes, once ``shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)``
    /// said they matter: its size is kept, and the layout prepared again (the cells shown are
    /// not measured again: only this one changed).
    func acceptPreferredAttributes(_ preferred: UICollectionViewLayoutAttributes) {
        preferredItemSizes[preferred.indexPath] = preferred.size
        invalidate(remeasuringCells: false)
    }

    /// The data changed: the item at each old index path is now at `newPath(old)`, or gone (nil).
    /// The sizes cells preferred follow their items; those of items gone or reloaded go.
    func itemsDidMove(_ newPath: (IndexPath) -> IndexPath?) {
        var moved: [IndexPath: CGSize] = [:]
        for (old, size) in preferredItemSizes {
            if let new = newPath(old) { moved[new] = size }
        }
        preferredItemSizes = moved
    }

    /// The content offset to settle on once the layout changed; `proposedContentOffset` here.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// Where a drag's motion ends, given where it would (`proposedContentOffset`) and the
    /// release velocity (points per millisecond): a paging or snapping layout overrides it.
    /// `proposedContentOffset` here.
    open func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
        proposedContentOffset
    }

    /// Works out the places (``prepare()``) if the layout is out of date.
    func prepareIfNeeded() {
        guard !isPrepared else { return }
        isPrepared = true
        prepare()
    }
}

/// What an invalidation of a layout concerns (UIKit's `UICollectionViewLayoutInvalidationContext`);
/// recorded: every invalidation works the whole layout out again here.
@preconcurrency @MainActor
open class UICollectionViewLayoutInvalidationContext {
    /// Whether everything is out of date (true when the data changed).
    open var invalidateEverything = false
    /// Whether the item counts are out of date.
    open var invalidateDataSourceCounts = false
    /// How far the content offset moves, in points.
    open var contentOffsetAdjustment = CGPoint.zero
    /// How much the content size changes, in points.
    open var contentSizeAdjustment = CGSize.zero
    /// The items named out of date.
    open private(set) var invalidatedItemIndexPaths: [IndexPath]?

    /// An empty context.
    public init() {}

    /// Names items out of date.
    open func invalidateItems(at indexPaths: [IndexPath]) {
        invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
    }

    /// Names supplementary elements out of date; recorded.
    open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {}
}

/// One change of a batch, as a layout sees it before the batch is applied (UIKit's
/// `UICollectionViewUpdateItem`).
@preconcurrency @MainActor
open class UICollectionViewUpdateItem {
    /// What the change does (UIKit's `UICollectionViewUpdateItem.Action`).
    public enum Action: Int, Sendable {
        /// Insert (0), delete (1), reload (2), move (3), none (4).
        case insert = 0
        case delete, reload, move, none
    }

    /// The item or section before the change (nil for an insertion); a section is a path of one index.
    public let indexPathBeforeUpdate: IndexPath?
    /// The item or section after the change (nil for a deletion).
    public let indexPathAfterUpdate: IndexPath?
    /// The change.
    public let updateAction: Action

    init(before: IndexPath?, after: IndexPath?, action: Action) {
        indexPathBeforeUpdate = before
        indexPathAfterUpdate = after
        updateAction = action
    }
}
