/// A layout whose elements are an ``ElementPlacement`` worked out in ``UICollectionViewLayout/prepare()``
/// (flow and compositional layouts): how they are read back as attributes, shared.
@preconcurrency @MainActor
protocol PlacedLayout: UICollectionViewLayout {
    /// The places worked out by the last preparation.
    var placement: ElementPlacement { get }
}

extension PlacedLayout {
    /// The items and supplementary views that meet `rect`: items in order, then the others.
    func placedAttributes(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        prepareIfNeeded()
        let vertical = placement.isVertical
        let (start, end, acrossStart, acrossEnd) =
            vertical ? (rect.minY, rect.maxY, rect.minX, rect.maxX) : (rect.minX, rect.maxX, rect.minY, rect.maxY)
        var found = placement.items(along: start, end, across: acrossStart, acrossEnd).map { index in
            itemAttributes(flat: index, at: placement.indexPath(ofFlat: index))
        }
        let visible = visibleSpan
        for (section, supplementary) in placement.supplementaries(
            along: start, end, visible: visible.start, visible.end)
        {
            let box = supplementary.box
            guard box.across < acrossEnd, box.across + box.size.across > acrossStart else { continue }
            found.append(attributes(of: supplementary, section: section))
        }
        return found
    }

    /// The attributes of the item at `indexPath`; nil if there is no such item.
    func placedItemAttributes(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareIfNeeded()
        guard let index = placement.flatIndex(of: indexPath) else { return nil }
        return itemAttributes(flat: index, at: indexPath)
    }

    /// The attributes of a section's supplementary view of `kind`; nil if it has none.
    func placedSupplementaryAttributes(ofKind kind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        prepareIfNeeded()
        let section = indexPath.section
        guard section >= 0, section < placement.sectionCount else { return nil }
        let span = placement.sectionSpans[section]
        let visible = visibleSpan
        return placement.supplementaries(
            along: span.start, max(span.end, span.start + 1), visible: visible.start, visible.end
        )
        .first { $0.section == section && $0.supplementary.kind == kind }
        .map { attributes(of: $0.supplementary, section: section) }
    }

    private func itemAttributes(flat index: Int, at path: IndexPath) -> UICollectionViewLayoutAttributes {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: path)
        attributes.frame = placement.frame(placement.itemBoxes[index])
        attributes.fittedAxes = placement.fittedAxes(ofFlat: index)
        attributes.showsListSeparator =
            index + 1 != placement.sectionStarts[path.section + 1] && placement.drawsSeparators(inSection: path.section)
        return attributes
    }

    private func attributes(of supplementary: ElementPlacement.Supplementary, section: Int)
        -> UICollectionViewLayoutAttributes
    {
        let attributes = UICollectionViewLayoutAttributes(
            forSupplementaryViewOfKind: supplementary.kind, with: IndexPath(item: 0, section: section))
        attributes.frame = placement.frame(supplementary.box)
        // Above the items, as pinned ones pass over them.
        attributes.zIndex = ElementPlacement.supplementaryZIndex
        return attributes
    }

    /// The part of the content in view along the scrolling axis, inside the adjusted insets:
    /// where pinned views stay.
    private var visibleSpan: (start: CGFloat, end: CGFloat) {
        guard let collectionView else { return (0, 0) }
        let offset = collectionView.contentOffset
        let insets = collectionView.adjustedContentInset
        let size = collectionView.bounds.size
        return placement.isVertical
            ? (offset.y + insets.top, offset.y + size.height - insets.bottom)
            : (offset.x + insets.left, offset.x + size.width - insets.right)
    }
}

extension ElementPlacement {
    /// Supplementary views show above the items.
    static let supplementaryZIndex = 10
}
