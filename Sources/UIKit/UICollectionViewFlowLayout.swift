/// The grid of lines that most collection views use (UIKit's `UICollectionViewFlowLayout`):
/// items fill a line across the collection view, then the next, section after section, with
/// optional headers and footers; it scrolls vertically unless ``scrollDirection`` says not.
///
/// Each line is justified (a line of one item is centred, the last line is spaced like a full
/// one), and items shorter than their line are centred in it. Sizes and spacings come from the
/// layout's properties or, section by section and item by item, from a delegate that conforms
/// to ``UICollectionViewDelegateFlowLayout``. With an ``estimatedItemSize``, each cell sizes
/// itself when it is shown (``UICollectionReusableView/preferredLayoutAttributesFitting(_:)``).
@MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
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
    private(set) var geometry = FlowLayoutGeometry(sections: [], crossLength: 0, isVertical: true)
    /// Sizes cells gave themselves, by index path, while self-sizing.
    private var preferredSizes: [IndexPath: CGSize] = [:]
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
            geometry = FlowLayoutGeometry(sections: [], crossLength: 0, isVertical: isVertical)
            return
        }
        let insets = collectionView.adjustedContentInset
        let bounds = collectionView.bounds.size
        let cross = max(
            0, isVertical ? bounds.width - insets.left - insets.right : bounds.height - insets.top - insets.bottom)
        if cross != preparedCrossLength { preferredSizes.removeAll() }
        preparedCrossLength = cross
        let delegate = collectionView.delegate as? any UICollectionViewDelegateFlowLayout
        var sections: [FlowLayoutGeometry.SectionInput] = []
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
            var input = FlowLayoutGeometry.SectionInput(itemSizes: [])
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
        geometry = FlowLayoutGeometry(sections: sections, crossLength: cross, isVertical: isVertical)
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
            if let preferred = preferredSizes[path] { return preferred }
            if estimatedItemSize != UICollectionViewFlowLayout.automaticSize { return estimatedItemSize }
        }
        return given
    }

    private func extent(of size: CGSize) -> FlowLayoutGeometry.Extent {
        isVertical
            ? FlowLayoutGeometry.Extent(along: max(0, size.height), across: max(0, size.width))
            : FlowLayoutGeometry.Extent(along: max(0, size.width), across: max(0, size.height))
    }

    // MARK: - Reading

    /// The lines' room across and the length of everything along the scrolling axis.
    open override var collectionViewContentSize: CGSize {
        prepareIfNeeded()
        return geometry.contentSize
    }

    /// The items, headers and footers that meet `rect`: items in order, then the headers and
    /// footers.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        prepareIfNeeded()
        let (start, end, acrossStart, acrossEnd) =
            isVertical
            ? (rect.minY, rect.maxY, rect.minX, rect.maxX) : (rect.minX, rect.maxX, rect.minY, rect.maxY)
        var found = geometry.items(along: start, end, across: acrossStart, acrossEnd).map { index in
            attributes(forFlatItem: index, at: geometry.indexPath(ofFlat: index))
        }
        for section in geometry.sections(along: start, end) {
            for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
                guard let attributes = supplementaryAttributes(kind, section: section),
                    UICollectionViewFlowLayout.overlap(attributes.frame, rect)
                else { continue }
                found.append(attributes)
            }
        }
        return found
    }

    /// The attributes of the item at `indexPath`; nil if there is no such item.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareIfNeeded()
        guard let index = geometry.flatIndex(of: indexPath) else { return nil }
        return attributes(forFlatItem: index, at: indexPath)
    }

    /// The attributes of a section's header or footer; nil if it has none.
    open override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        prepareIfNeeded()
        let section = indexPath.section
        guard section >= 0, section < geometry.sectionCount else { return nil }
        return supplementaryAttributes(elementKind, section: section)
    }

    private func attributes(forFlatItem index: Int, at path: IndexPath) -> UICollectionViewLayoutAttributes {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: path)
        attributes.frame = geometry.frame(geometry.itemBoxes[index])
        return attributes
    }

    /// A section's header or footer attributes; nil if it has none. A pinned one is moved to
    /// stay in the visible area while its section is there.
    private func supplementaryAttributes(_ kind: String, section: Int) -> UICollectionViewLayoutAttributes? {
        let isHeader = kind == UICollectionView.elementKindSectionHeader
        guard isHeader || kind == UICollectionView.elementKindSectionFooter,
            var box = isHeader ? geometry.headerBoxes[section] : geometry.footerBoxes[section]
        else { return nil }
        let pins = isHeader ? sectionHeadersPinToVisibleBounds : sectionFootersPinToVisibleBounds
        if pins, let collectionView {
            let offset = collectionView.contentOffset
            let insets = collectionView.adjustedContentInset
            let span = geometry.sectionSpans[section]
            if isHeader {
                let visibleStart = isVertical ? offset.y + insets.top : offset.x + insets.left
                box.along = max(box.along, min(visibleStart, span.end - box.size.along))
            } else {
                let size = collectionView.bounds.size
                let visibleEnd =
                    isVertical ? offset.y + size.height - insets.bottom : offset.x + size.width - insets.right
                box.along = min(box.along, max(visibleEnd - box.size.along, span.start))
            }
        }
        let attributes = UICollectionViewLayoutAttributes(
            forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: section))
        attributes.frame = geometry.frame(box)
        // Above the items, as pinned ones pass over them.
        attributes.zIndex = UICollectionViewFlowLayout.supplementaryZIndex
        return attributes
    }

    /// Whether two rectangles share some area (Foundation's `intersects` here also takes
    /// rectangles that only touch).
    private static func overlap(_ first: CGRect, _ second: CGRect) -> Bool {
        first.minX < second.maxX && second.minX < first.maxX && first.minY < second.maxY && second.minY < first.maxY
    }

    /// Headers and footers show above the items.
    static let supplementaryZIndex = 10

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

    override func acceptPreferredAttributes(_ preferred: UICollectionViewLayoutAttributes) {
        preferredSizes[preferred.indexPath] = preferred.size
        // The sizes the delegate gave stay: only this item's changed.
        invalidate(remeasuringCells: false)
    }

    /// Sizes cells chose for themselves follow their items; those of items gone or reloaded go.
    override func itemsDidMove(_ newPath: (IndexPath) -> IndexPath?) {
        givenSizes = nil
        var moved: [IndexPath: CGSize] = [:]
        for (old, size) in preferredSizes {
            if let new = newPath(old) { moved[new] = size }
        }
        preferredSizes = moved
    }
}
