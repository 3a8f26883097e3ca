/// A flow layout's placement: lines of items, filled greedily in item order across the
/// collection view, one after the other along the scrolling axis, with a header and footer
/// spanning each section.
extension ElementPlacement {
    /// One section's inputs, in points, already along/across.
    struct FlowSection {
        var itemSizes: [Extent]
        /// Header and footer lengths along the scrolling axis; 0 for none.
        var headerLength: CGFloat = 0
        var footerLength: CGFloat = 0
        /// Margins: before and after the lines along, at the start and end across.
        var insetBefore: CGFloat = 0
        var insetAfter: CGFloat = 0
        var insetStart: CGFloat = 0
        var insetEnd: CGFloat = 0
        /// Least space between lines, and between items of a line.
        var lineSpacing: CGFloat = 0
        var itemSpacing: CGFloat = 0
    }

    /// Lays out `sections` in `crossLength` points across; headers and footers pin to the
    /// visible area as the flags say.
    init(
        flowSections sections: [FlowSection], crossLength: CGFloat, isVertical: Bool, pinsHeaders: Bool = false,
        pinsFooters: Bool = false
    ) {
        self.init(crossLength: crossLength, isVertical: isVertical)
        var position: CGFloat = 0
        // A header or footer spans the lines' room; none when it has no length.
        func edge(_ length: CGFloat, isFooter: Bool) {
            guard length > 0 else { return }
            appendSupplementary(
                Supplementary(
                    kind: isFooter
                        ? UICollectionView.elementKindSectionFooter : UICollectionView.elementKindSectionHeader,
                    box: Box(along: position, across: 0, size: Extent(along: length, across: crossLength)),
                    isAtEnd: isFooter, pins: isFooter ? pinsFooters : pinsHeaders))
            position += length
        }
        for section in sections {
            beginSection(at: position)
            edge(section.headerLength, isFooter: false)
            position += section.insetBefore
            position = layLines(of: section, from: position)
            position += section.insetAfter
            edge(section.footerLength, isFooter: true)
            endSection(at: position)
        }
    }

    /// Breaks the section's items into lines from `start` along, and returns where the last ends.
    private mutating func layLines(of section: FlowSection, from start: CGFloat) -> CGFloat {
        let room = max(0, crossLength - section.insetStart - section.insetEnd)
        let sizes = section.itemSizes
        var position = start
        var first = 0
        while first < sizes.count {
            // Greedy: a line takes items while they fit, and always its first.
            var end = first + 1
            var used = sizes[first].across
            while end < sizes.count, used + section.itemSpacing + sizes[end].across <= room {
                used += section.itemSpacing + sizes[end].across
                end += 1
            }
            if first > 0 { position += section.lineSpacing }
            position = placeLine(
                sizes[first..<end], isLast: end == sizes.count, section: section, room: room, at: position)
            first = end
        }
        return position
    }

    /// Places one line's items at `position` along, and returns where the line ends.
    ///
    /// As UIKit's flow layout does: a line's items are justified, the first at the start margin
    /// and the last at the end one, with equal gaps; a line of one item is centred. The last line
    /// is spaced as if more items like its last one filled it, so that a grid stays a grid.
    /// Items shorter than their line are centred in it along.
    private mutating func placeLine(
        _ sizes: ArraySlice<Extent>, isLast: Bool, section: FlowSection, room: CGFloat, at position: CGFloat
    ) -> CGFloat {
        var slots = sizes.count
        var used = sizes.reduce(0) { $0 + $1.across } + CGFloat(sizes.count - 1) * section.itemSpacing
        if isLast, let last = sizes.last {
            // Counted, not looped: an item of no size with no spacing would fill a line forever.
            let step = section.itemSpacing + last.across
            if step > 0, used + step <= room {
                let more = Int(((room - used) / step).rounded(.down))
                used += CGFloat(more) * step
                slots += more
            }
        }
        let leftOver = max(0, room - used)
        let gap = slots > 1 ? section.itemSpacing + leftOver / CGFloat(slots - 1) : 0
        var across = section.insetStart + (slots == 1 ? leftOver / 2 : 0)
        let length = sizes.reduce(0) { max($0, $1.along) }
        var boxes: [Box] = []
        boxes.reserveCapacity(sizes.count)
        for size in sizes {
            boxes.append(Box(along: position + (length - size.along) / 2, across: across, size: size))
            across += size.across + gap
        }
        appendLine(boxes, from: position, to: position + length)
        return position + length
    }

}
