/// A compositional layout's placement, scrolling vertically: each section repeats its group
/// down the collection view until its items are placed; a group places its subitems side by
/// side (or one under the other), repeating them while they fit, and groups nest.
extension ElementPlacement {
    /// A section to place: its description and how many items it has.
    struct CompositionalSection {
        var section: NSCollectionLayoutSection
        var itemCount: Int
    }

    /// Places `sections` in a collection view of `containerSize` (inside its insets), with
    /// `interSectionSpacing` between sections. `preferredSizes` are the sizes cells chose, for
    /// items with estimated dimensions.
    @preconcurrency @MainActor init(
        compositionalSections sections: [CompositionalSection], containerSize: CGSize, interSectionSpacing: CGFloat,
        preferredSizes: [IndexPath: CGSize]
    ) {
        self.init(crossLength: containerSize.width, isVertical: true)
        var position: CGFloat = 0
        for (index, described) in sections.enumerated() {
            if index > 0 { position += interSectionSpacing }
            let section = described.section
            beginSection(at: position)
            if section.listStyle?.showsSeparators == false { omitSeparatorsInSection() }
            position += section.leadingSpace
            let insets = section.contentInsets
            let width = max(0, containerSize.width - insets.leading - insets.trailing)
            let edges = section.boundarySupplementaryItems
            let headers = edges.filter {
                $0.alignment != .bottom && $0.alignment != .bottomLeading && $0.alignment != .bottomTrailing
            }
            let footers = edges.filter { !headers.contains(where: $0.isIdentical) }
            // Headers and footers as wide as the section (inside its insets if they follow them).
            let edgeStart = section.supplementariesFollowContentInsets ? insets.leading : 0
            let edgeWidth = section.supplementariesFollowContentInsets ? width : containerSize.width
            func place(_ item: NSCollectionLayoutBoundarySupplementaryItem, isFooter: Bool) {
                let size = item.layoutSize.resolved(in: CGSize(width: edgeWidth, height: containerSize.height))
                let itemWidth = min(size.width, edgeWidth)
                // Narrower than the section: at the leading side, the trailing one, or centred.
                let across: CGFloat =
                    switch item.alignment {
                    case .leading, .topLeading, .bottomLeading: edgeStart
                    case .trailing, .topTrailing, .bottomTrailing: edgeStart + edgeWidth - itemWidth
                    case .none, .top, .bottom: edgeStart + (edgeWidth - itemWidth) / 2
                    }
                let box = Box(along: position, across: across, size: Extent(along: size.height, across: itemWidth))
                appendSupplementary(
                    Supplementary(kind: item.elementKind, box: box, isAtEnd: isFooter, pins: item.pinToVisibleBounds))
                if item.extendsBoundary { position += size.height }
            }
            for header in headers { place(header, isFooter: false) }
            position += insets.top
            var cursor = ItemCursor(section: index, count: described.itemCount, preferredSizes: preferredSizes)
            var first = true
            while cursor.hasMore {
                if !first { position += section.interGroupSpacing }
                first = false
                let origin = CGPoint(x: insets.leading, y: position)
                var boxes: [Box] = []
                var fitted: [FittedAxes] = []
                let size = CompositionalGroupPlacer.place(
                    section.group, in: CGSize(width: width, height: containerSize.height), at: origin, cursor: &cursor,
                    into: &boxes, fitting: &fitted, forcedLength: nil)
                precondition(
                    !boxes.isEmpty,
                    "Invalid section definition: the group of section \(index) holds no items, but the section has "
                        + "\(described.itemCount)")
                appendLine(boxes, fitting: fitted, from: position, to: position + size.height)
                position += size.height
            }
            position += insets.bottom
            for footer in footers { place(footer, isFooter: true) }
            endSection(at: position)
        }
    }

    /// The items of a section still to place.
    struct ItemCursor {
        let section: Int
        let count: Int
        /// The sizes cells chose, by index path.
        let preferredSizes: [IndexPath: CGSize]
        private(set) var next = 0

        init(section: Int, count: Int, preferredSizes: [IndexPath: CGSize]) {
            self.section = section
            self.count = count
            self.preferredSizes = preferredSizes
        }

        /// The size the cell of `path` chose, if it did.
        func preferredSize(_ path: IndexPath) -> CGSize? { preferredSizes[path] }

        var hasMore: Bool { next < count }

        /// Takes the next item's index path.
        mutating func take() -> IndexPath {
            defer { next += 1 }
            return IndexPath(item: next, section: section)
        }
    }
}

extension NSCollectionLayoutBoundarySupplementaryItem {
    /// Whether it is the same object.
    func isIdentical(_ other: NSCollectionLayoutBoundarySupplementaryItem) -> Bool { self === other }
}

/// How a compositional group and its items take their places.
@preconcurrency @MainActor
enum CompositionalGroupPlacer {
    /// Places `group` at `origin` in a container of `container`, taking items from `cursor`,
    /// their boxes appended to `boxes` in item order. Returns the group's size.
    /// A length `forcedLength` along its parent's axis replaces the group's own there (a parent
    /// that shares its length among a count).
    static func place(
        _ group: NSCollectionLayoutGroup, in container: CGSize, at groupOrigin: CGPoint,
        cursor: inout ElementPlacement.ItemCursor, into boxes: inout [ElementPlacement.Box],
        fitting fitted: inout [FittedAxes], forcedLength: (length: CGFloat, horizontal: Bool)?
    ) -> CGSize {
        let isHorizontal = group.axis == .horizontal
        let (outer, widthIsEstimated, heightIsEstimated) = resolve(group, in: container, forcedLength: forcedLength)
        // The group's content insets, but not on an estimated axis.
        let insets = group.contentInsets
        let insetX = widthIsEstimated ? (0, 0) : (insets.leading, insets.trailing)
        let insetY = heightIsEstimated ? (0, 0) : (insets.top, insets.bottom)
        let origin = CGPoint(x: groupOrigin.x + insetX.0, y: groupOrigin.y + insetY.0)
        var size = CGSize(
            width: max(0, outer.width - insetX.0 - insetX.1), height: max(0, outer.height - insetY.0 - insetY.1))
        // Along the group's axis an estimated length is what its items take; across, the
        // largest of them.
        let lengthIsEstimated = isHorizontal ? widthIsEstimated : heightIsEstimated
        let breadthIsEstimated = isHorizontal ? heightIsEstimated : widthIsEstimated
        let room = isHorizontal ? size.width : size.height
        let spacing = group.interItemSpacing?.spacing ?? 0
        var offset: CGFloat = 0
        var breadth: CGFloat = 0
        var placed: [(first: Int, count: Int, offset: CGFloat, length: CGFloat)] = []
        func placeChild(_ child: NSCollectionLayoutItem, length forcedLength: CGFloat?) -> Bool {
            guard cursor.hasMore else { return false }
            let childOrigin =
                isHorizontal ? CGPoint(x: origin.x + offset, y: origin.y) : CGPoint(x: origin.x, y: origin.y + offset)
            let first = boxes.count
            let forced = forcedLength.map { (length: $0, horizontal: isHorizontal) }
            let childSize: CGSize
            if let subgroup = child as? NSCollectionLayoutGroup {
                childSize = place(
                    subgroup, in: size, at: childOrigin, cursor: &cursor, into: &boxes, fitting: &fitted,
                    forcedLength: forced)
            } else {
                childSize = placeItem(
                    child, in: size, at: childOrigin, cursor: &cursor, into: &boxes, fitting: &fitted,
                    forcedLength: forced)
            }
            let length = isHorizontal ? childSize.width : childSize.height
            placed.append((first, boxes.count - first, offset, length))
            breadth = max(breadth, isHorizontal ? childSize.height : childSize.width)
            offset += length + spacing
            return true
        }
        if let count = group.count, count > 0, let subitem = group.subitems.first {
            // `count` copies sharing the group's length.
            let length = max(0, (room - spacing * CGFloat(count - 1)) / CGFloat(count))
            for _ in 0..<count where placeChild(subitem, length: length) {}
        } else if !group.subitems.isEmpty {
            // The subitems in turn, while the next fits (the first always goes in); an estimated
            // length takes them once.
            var round = 0
            repeat {
                var placedThisRound = false
                for subitem in group.subitems {
                    let length = lengthOf(subitem, in: size, horizontal: isHorizontal, cursor: cursor)
                    let fits = offset + length <= room + 0.001 || placed.isEmpty
                    guard cursor.hasMore, lengthIsEstimated ? round == 0 : fits else { break }
                    if placeChild(subitem, length: nil) { placedThisRound = true }
                }
                round += 1
                // Items of no length would repeat forever.
                if !placedThisRound || offset <= 0 || lengthIsEstimated { break }
            } while cursor.hasMore && offset - spacing < room
        }
        let used = max(0, offset - spacing)
        if isHorizontal {
            if lengthIsEstimated { size.width = used }
            if breadthIsEstimated { size.height = breadth }
        } else {
            if lengthIsEstimated { size.height = used }
            if breadthIsEstimated { size.width = breadth }
        }
        // Flexible spacing shares out the room the items leave.
        if let interItemSpacing = group.interItemSpacing, interItemSpacing.isFlexibleSpacing, placed.count > 1 {
            let extra = max(0, room - used) / CGFloat(placed.count - 1)
            for (index, child) in placed.enumerated() where index > 0 {
                let shift = extra * CGFloat(index)
                for box in child.first..<child.first + child.count { boxes[box].across += isHorizontal ? shift : 0 }
                for box in child.first..<child.first + child.count { boxes[box].along += isHorizontal ? 0 : shift }
            }
        }
        return CGSize(width: size.width + insetX.0 + insetX.1, height: size.height + insetY.0 + insetY.1)
    }

    /// The length along the group's axis a subitem takes in the group: its resolved length, or
    /// for an item with an estimated one, what its cell chose if it is the next item.
    private static func lengthOf(
        _ item: NSCollectionLayoutItem, in group: CGSize, horizontal: Bool, cursor: ElementPlacement.ItemCursor
    ) -> CGFloat {
        let dimension = horizontal ? item.layoutSize.widthDimension : item.layoutSize.heightDimension
        if dimension.isEstimated, !(item is NSCollectionLayoutGroup), cursor.hasMore,
            let preferred = cursor.preferredSize(IndexPath(item: cursor.next, section: cursor.section))
        {
            return horizontal ? preferred.width : preferred.height
        }
        return dimension.resolved(in: group)
    }

    /// An item's (or group's) size in `container`, and which of its axes are estimated: a length
    /// its parent shares out (`forcedLength`) replaces its own on that axis, which is then not
    /// estimated.
    private static func resolve(
        _ item: NSCollectionLayoutItem, in container: CGSize, forcedLength: (length: CGFloat, horizontal: Bool)?
    ) -> (size: CGSize, widthIsEstimated: Bool, heightIsEstimated: Bool) {
        var size = item.layoutSize.resolved(in: container)
        var widthIsEstimated = item.layoutSize.widthDimension.isEstimated
        var heightIsEstimated = item.layoutSize.heightDimension.isEstimated
        if let forcedLength {
            if forcedLength.horizontal {
                size.width = forcedLength.length
                widthIsEstimated = false
            } else {
                size.height = forcedLength.length
                heightIsEstimated = false
            }
        }
        return (size, widthIsEstimated, heightIsEstimated)
    }

    /// Places one item: its box, inset by its content insets (not on an estimated axis).
    private static func placeItem(
        _ item: NSCollectionLayoutItem, in container: CGSize, at origin: CGPoint,
        cursor: inout ElementPlacement.ItemCursor, into boxes: inout [ElementPlacement.Box],
        fitting fitted: inout [FittedAxes], forcedLength: (length: CGFloat, horizontal: Bool)?
    ) -> CGSize {
        let path = cursor.take()
        let resolved = resolve(item, in: container, forcedLength: forcedLength)
        var size = resolved.size
        let (widthIsEstimated, heightIsEstimated) = (resolved.widthIsEstimated, resolved.heightIsEstimated)
        var axes: FittedAxes = []
        if widthIsEstimated { axes.insert(.width) }
        if heightIsEstimated { axes.insert(.height) }
        fitted.append(axes)
        if let preferred = cursor.preferredSize(path) {
            if widthIsEstimated { size.width = preferred.width }
            if heightIsEstimated { size.height = preferred.height }
        }
        let insets = item.contentInsets
        let left = widthIsEstimated ? 0 : insets.leading
        let right = widthIsEstimated ? 0 : insets.trailing
        let top = heightIsEstimated ? 0 : insets.top
        let bottom = heightIsEstimated ? 0 : insets.bottom
        boxes.append(
            ElementPlacement.Box(
                along: origin.y + top, across: origin.x + left,
                size: ElementPlacement.Extent(
                    along: max(0, size.height - top - bottom), across: max(0, size.width - left - right))))
        return size
    }
}
