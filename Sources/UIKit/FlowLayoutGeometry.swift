/// Where a flow layout puts every item, header and footer: lines of items, filled greedily in
/// item order across the collection view, one after the other along the scrolling axis.
///
/// Coordinates here are axis-neutral: *along* is the scrolling axis (y when scrolling
/// vertically), *across* the axis lines fill (x). ``frame(_:)`` turns a rectangle of them into
/// the collection view's content coordinates. Items are numbered densely across sections
/// (``sectionStarts``), so frames and lines are flat arrays, and the lines meeting a rectangle
/// are found by binary search.
struct FlowLayoutGeometry {
    /// One section's inputs, in points, already along/across.
    struct SectionInput {
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

    /// A size, along and across.
    struct Extent: Equatable {
        var along: CGFloat
        var across: CGFloat
    }

    /// A rectangle, along and across.
    struct Box: Equatable {
        var along: CGFloat
        var across: CGFloat
        var size: Extent

        var alongEnd: CGFloat { along + size.along }
    }

    /// Items' first flat number, per section, and the total at the end.
    private(set) var sectionStarts: [Int] = [0]
    /// Every item's box, in flat order.
    private(set) var itemBoxes: [Box] = []
    /// Each section's header and footer boxes; nil for none.
    private(set) var headerBoxes: [Box?] = []
    private(set) var footerBoxes: [Box?] = []
    /// Each section's extent along, header to footer.
    private(set) var sectionSpans: [(start: CGFloat, end: CGFloat)] = []
    /// Lines in order along: their first flat item, and their extent along.
    private(set) var lineStarts: [Int] = []
    private(set) var lineSpans: [(start: CGFloat, end: CGFloat)] = []
    /// The extent of everything, along (the content's length) and across (the lines' room).
    private(set) var contentLength: CGFloat = 0
    let crossLength: CGFloat
    /// Whether the scrolling axis is vertical (along is y).
    let isVertical: Bool

    var sectionCount: Int { sectionStarts.count - 1 }
    var itemCount: Int { itemBoxes.count }

    /// Lays out `sections` in `crossLength` points across.
    init(sections: [SectionInput], crossLength: CGFloat, isVertical: Bool) {
        self.crossLength = crossLength
        self.isVertical = isVertical
        var position: CGFloat = 0
        // A header or footer spans the lines' room; none when it has no length.
        func edge(_ length: CGFloat) -> Box? {
            guard length > 0 else { return nil }
            defer { position += length }
            return Box(along: position, across: 0, size: Extent(along: length, across: crossLength))
        }
        for section in sections {
            let sectionStart = position
            headerBoxes.append(edge(section.headerLength))
            position += section.insetBefore
            position = layLines(of: section, from: position)
            position += section.insetAfter
            footerBoxes.append(edge(section.footerLength))
            sectionStarts.append(itemBoxes.count)
            sectionSpans.append((sectionStart, position))
        }
        contentLength = position
    }

    /// Breaks the section's items into lines from `start` along, and returns where the last ends.
    private mutating func layLines(of section: SectionInput, from start: CGFloat) -> CGFloat {
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
        _ sizes: ArraySlice<Extent>, isLast: Bool, section: SectionInput, room: CGFloat, at position: CGFloat
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
        lineStarts.append(itemBoxes.count)
        lineSpans.append((position, position + length))
        for size in sizes {
            itemBoxes.append(Box(along: position + (length - size.along) / 2, across: across, size: size))
            across += size.across + gap
        }
        return position + length
    }

    /// The flat number of an item; nil if there is no such item.
    func flatIndex(of indexPath: IndexPath) -> Int? {
        let section = indexPath.section
        guard section >= 0, section < sectionCount, indexPath.item >= 0,
            indexPath.item < sectionStarts[section + 1] - sectionStarts[section]
        else { return nil }
        return sectionStarts[section] + indexPath.item
    }

    /// The index path of a flat item number.
    func indexPath(ofFlat index: Int) -> IndexPath {
        // The last section starting at or before the index.
        var low = 0
        var high = sectionCount - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if sectionStarts[middle] <= index { low = middle } else { high = middle - 1 }
        }
        return IndexPath(item: index - sectionStarts[low], section: low)
    }

    /// The flat numbers of the items whose boxes meet `start..<end` along and `acrossStart..<acrossEnd`
    /// across, in order.
    func items(along start: CGFloat, _ end: CGFloat, across acrossStart: CGFloat, _ acrossEnd: CGFloat) -> [Int] {
        // The first line that ends after `start`.
        var low = 0
        var high = lineSpans.count
        while low < high {
            let middle = (low + high) / 2
            if lineSpans[middle].end <= start { low = middle + 1 } else { high = middle }
        }
        var found: [Int] = []
        var line = low
        while line < lineSpans.count, lineSpans[line].start < end {
            let lineEnd = line + 1 < lineStarts.count ? lineStarts[line + 1] : itemBoxes.count
            for index in lineStarts[line]..<lineEnd {
                let box = itemBoxes[index]
                if box.along < end, box.alongEnd > start, box.across < acrossEnd,
                    box.across + box.size.across > acrossStart
                {
                    found.append(index)
                }
            }
            line += 1
        }
        return found
    }

    /// The sections whose extent along meets `start..<end`, in order.
    func sections(along start: CGFloat, _ end: CGFloat) -> Range<Int> {
        var low = 0
        var high = sectionSpans.count
        while low < high {
            let middle = (low + high) / 2
            if sectionSpans[middle].end <= start { low = middle + 1 } else { high = middle }
        }
        var upper = low
        while upper < sectionSpans.count, sectionSpans[upper].start < end { upper += 1 }
        return low..<upper
    }

    /// A box in content coordinates.
    func frame(_ box: Box) -> CGRect {
        isVertical
            ? CGRect(x: box.across, y: box.along, width: box.size.across, height: box.size.along)
            : CGRect(x: box.along, y: box.across, width: box.size.along, height: box.size.across)
    }

    /// The content's size: the lines' room across, everything's length along.
    var contentSize: CGSize {
        isVertical
            ? CGSize(width: crossLength, height: contentLength)
            : CGSize(width: contentLength, height: crossLength)
    }
}
