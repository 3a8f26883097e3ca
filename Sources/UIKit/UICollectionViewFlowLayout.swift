/// The grid of lines that most collection views use (UIKit's `UICollectionViewFlowLayout`):
/// items fill a line across the collection view, then the next, section after section, with
/// optional headers and footers; it scrolls vertically unless ``scrollDirection`` says not.
///
/// Each line is justified (a line of one item is centred, the last line is spaced like a full
/// one), and items shorter than their line are centred in it. Sizes and spacings come from the
/// layout's properties or, section by section and item by item, from a delegate that conforms
/// to ``UICollectionViewDelegateFlowLayout``. With an ``estimatedItemSize``, each cell sizes
/// itself when it is shown (``UICollectionReusableView/preferredLayoutAttributesFitting(_:)``).
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout, PlacedLayout {
    /// The direction a flow layout scrolls in (UIKit's `UICollectionView.ScrollDirection`).
    public typealias ScrollDirection = UICollectionView.ScrollDirection

    /// What ``sectionInset`` counts from (UIKit's `UICollectionViewFlowLayout.SectionInsetReference`);
    /// recorded: insets count from the content inset here.
    public enum SectionInsetReference: Int, Sendable {
        /// From the content inset (0, the default), the safe area (1), the layout margins (2).
        case fromContentInset = 0
        case fromSafeArea
        case fromLayoutMargins
    }

    /// An estimated item size that asks each cell for its own: UIKit's `automaticSize`.
    public static let automaticSize = CGSize(
        width: Double.greatestFiniteMagnitude, height: Double.greatestFiniteMagnitude)

    /// The direction of scrolling: `.vertical` (lines run across) by default.
    open var scrollDirection: ScrollDirection = .vertical { didSet { changed(scrollDirection != oldValue) } }
    /// Every item's size unless the delegate says otherwise: 50 × 50 by default.
    open var itemSize = CGSize(width: 50, height: 50) { didSet { changed(itemSize != oldValue) } }
    /// A size to assume for items not shown yet, each cell then sizing itself when shown;
    /// `.zero` (no self-sizing) by default. ``automaticSize`` assumes ``itemSize``.
    open var estimatedItemSize = CGSize.zero { didSet { changed(estimatedItemSize != oldValue) } }
    /// The least space between lines, in points: 10 by default.
    open var minimumLineSpacing: CGFloat = 10 { didSet { changed(minimumLineSpacing != oldValue) } }
    /// The least space between the items of a line, in points: 10 by default.
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { changed(minimumInteritemSpacing != oldValue) } }
    /// Each section's margins around its lines: zero by default.
    open var sectionInset = UIEdgeInsets.zero { didSet { changed(sectionInset != oldValue) } }
    /// Each section header's size (its height scrolling vertically, its width horizontally;
    /// zero: no header): zero by default.
    open var headerReferenceSize = CGSize.zero { didSet { changed(headerReferenceSize != oldValue) } }
    /// Each section footer's size, as ``headerReferenceSize``.
    open var footerReferenceSize = CGSize.zero { didSet { changed(footerReferenceSize != oldValue) } }
    /// What ``sectionInset`` counts from; recorded.
    open var sectionInsetReference: SectionInsetReference = .fromContentInset
    /// Whether a section's header stays at the top of the visible area while the section
    /// scrolls under it (false).
    open var sectionHeadersPinToVisibleBounds = false {
        didSet { changed(sectionHeadersPinToVisibleBounds != oldValue) }
    }
    /// Whether a section's footer stays at the bottom of the visible area while the section
    /// scrolls over it (false).
    open var sectionFootersPinToVisibleBounds = false {
        didSet { changed(sectionFootersPinToVisibleBounds != oldValue) }
    }

    /// The places worked out by the last ``prepare()``.
    private(set) var placement = ElementPlacement(crossLength: 0, isVertical: true)
    /// Each section's item sizes as the delegate (or ``itemSize``) gave them, kept while cells
    /// size themselves: taking a cell's size prepares the layout again, which must not ask the
    /// delegate for every item each time a cell scrolls in.
    private var givenSizes: [[CGSize]]?
    /// The length across the lines were laid out for.
    private var preparedCrossLength: CGFloat = -1

    /// A layout with UIKit's defaults.
    public override init() { super.init() }

    /// There are no archives here: a layout with UIKit's defaults.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    private func changed(_ isChange: Bool) {
        if isChange { invalidateLayout() }
    }

    private var isVertical: Bool { scrollDirection == .vertical }

    /// Whether items size themselves when shown.
    private var isSelfSizing: Bool { estimatedItemSize != .zero }

    // MARK: - Preparing

    /// Works out every element's place for the collection view's data and width (height, when
    /// scrolling horizontally).
    open override func prepare() {
        super.prepare()
        guard let collectionView else {
            placement = ElementPlacement(crossLength: 0, isVertical: isVertical)
            return
        }
        let insets = collectionView.adjustedContentInset
        let bounds = collectionView.bounds.size
        let cross = max(
            0, isVertical ? bounds.width - insets.left - insets.right : bounds.height - insets.top - insets.bottom)
        if cross != preparedCrossLength { preferredItemSizes.removeAll() }
        preparedCrossLength = cross
        let delegate = collectionView.delegate as? any UICollectionViewDelegateFlowLayout
        var sections: [ElementPlacement.FlowSection] = []
        for section in 0..<collectionView.numberOfSections {
            let count = collectionView.numberOfItems(inSection: section)
            let inset =
                delegate?.collectionView(collectionView, layout: self, insetForSectionAt: section) ?? sectionInset
            let header =
                delegate?.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section)
                ?? headerReferenceSize
            let footer =
                delegate?.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section)
                ?? footerReferenceSize
            let given = givenSizes(ofSection: section, count: count, delegate: delegate, in: collectionView)
            var input = ElementPlacement.FlowSection(itemSizes: [])
            input.itemSizes.reserveCapacity(count)
            for item in 0..<count {
                let path = IndexPath(item: item, section: section)
                input.itemSizes.append(extent(of: size(ofItemAt: path, given: given[item])))
            }
            input.headerLength = isVertical ? header.height : header.width
            input.footerLength = isVertical ? footer.height : footer.width
            input.insetBefore = isVertical ? inset.top : inset.left
            input.insetAfter = isVertical ? inset.bottom : inset.right
            input.insetStart = isVertical ? inset.left : inset.top
            input.insetEnd = isVertical ? inset.right : inset.bottom
            input.lineSpacing =
                delegate?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section)
                ?? minimumLineSpacing
            input.itemSpacing =
                delegate?.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: section)
                ?? minimumInteritemSpacing
            sections.append(input)
        }
        placement = ElementPlacement(
            flowSections: sections, crossLength: cross, isVertical: isVertical,
            pinsHeaders: sectionHeadersPinToVisibleBounds, pinsFooters: sectionFootersPinToVisibleBounds)
        if isSelfSizing, givenSizes == nil { givenSizes = sectionSizes }
        sectionSizes = []
    }

    /// The sizes the delegate (or ``itemSize``) gives a section's items: kept from an earlier
    /// preparation while self-sizing.
    private func givenSizes(
        ofSection section: Int, count: Int, delegate: (any UICollectionViewDelegateFlowLayout)?,
        in collectionView: UICollectionView
    ) -> [CGSize] {
        if let givenSizes, section < givenSizes.count, givenSizes[section].count == count {
            sectionSizes.append(givenSizes[section])
            return givenSizes[section]
        }
        let sizes = (0..<count).map { item in
            delegate?.collectionView(
                collectionView, layout: self, sizeForItemAt: IndexPath(item: item, section: section))
                ?? itemSize
        }
        sectionSizes.append(sizes)
        return sizes
    }

    /// The sizes ``prepare()`` gathered, section by section.
    private var sectionSizes: [[CGSize]] = []

    /// An item's size: what its cell preferred, else the estimate while self-sizing (unless it
    /// is ``automaticSize``), else the size `given` by the delegate or ``itemSize``.
    private func size(ofItemAt path: IndexPath, given: CGSize) -> CGSize {
        if isSelfSizing {
            if let preferred = preferredItemSizes[path] { return preferred }
            if estimatedItemSize != UICollectionViewFlowLayout.automaticSize { return estimatedItemSize }
        }
        return given
    }

    private func extent(of size: CGSize) -> ElementPlacement.Extent {
        isVertical
            ? ElementPlacement.Extent(along: max(0, size.height), across: max(0, size.width))
            : ElementPlacement.Extent(along: max(0, size.width), across: max(0, size.height))
    }

    // MARK: - Invalidation

    /// A new length across (a new width, scrolling vertically) lays the lines out again;
    /// scrolling does not.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        let cross = isVertical ? newBounds.width : newBounds.height
        guard let collectionView else { return false }
        let insets = collectionView.adjustedContentInset
        return max(0, cross - (isVertical ? insets.left + insets.right : insets.top + insets.bottom))
            != preparedCrossLength
    }

    /// Marks the layout out of date; the item sizes are asked for again.
    open override func invalidateLayout() {
        givenSizes = nil
        super.invalidateLayout()
    }

    /// While self-sizing, a cell that prefers another size than its item has calls for a new layout.
    open override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool {
        isSelfSizing && preferredAttributes.representedElementCategory == .cell
            && preferredAttributes.size != originalAttributes.size
    }

    override var asksForPreferredAttributes: Bool { isSelfSizing }

    /// The item sizes the delegate gave are asked for again after the data changed.
    override func itemsDidMove(_ newPath: (IndexPath) -> IndexPath?) {
        givenSizes = nil
        super.itemsDidMove(newPath)
    }
}
