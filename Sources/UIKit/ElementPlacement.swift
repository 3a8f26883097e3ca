/// Where a collection view layout puts every item and supplementary view, section after
/// section along the scrolling axis: what flow and compositional layouts build (one line or
/// group of items at a time) and read back.
///
/// Coordinates here are axis-neutral: *along* is the scrolling axis (y when scrolling
/// vertically), *across* the other (x). ``frame(_:)`` turns a rectangle of them into the
/// collection view's content coordinates. Items are numbered densely across sections
/// (``sectionStarts``), so frames and lines are flat arrays, and the lines meeting a rectangle
/// are found by binary search.
struct ElementPlacement {
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

    /// A header, footer or other supplementary view of a section.
    struct Supplementary: Equatable {
        var kind: String
        var box: Box
        /// Whether it belongs at the section's end (a footer): pinned, it keeps to the end of
        /// the visible area, not the start.
        var isAtEnd: Bool
        /// Whether it stays in the visible area while its section is there.
        var pins: Bool
    }

    /// Items' first flat number, per section, and the total at the end.
    private(set) var sectionStarts: [Int] = [0]
    /// Every item's box, in flat order.
    private(set) var itemBoxes: [Box] = []
    /// The axes on which each item's cell chooses its length when it sizes itself, in flat
    /// order; empty when every item's cell chooses both (a flow layout's).
    private(set) var itemFittedAxes: [FittedAxes] = []
    /// Each section's supplementary views.
    private(set) var supplementaries: [[Supplementary]] = []
    /// The sections whose rows draw no separators (a list configured without them).
    private(set) var sectionsWithoutSeparators: Set<Int> = []
    /// Each section's extent along, first supplementary to last.
    private(set) var sectionSpans: [(start: CGFloat, end: CGFloat)] = []
    /// Lines (or groups) in order along: their first flat item, and their extent along.
    private(set) var lineStarts: [Int] = []
    private(set) var lineSpans: [(start: CGFloat, end: CGFloat)] = []
    /// The furthest any line up to each reaches along: what the search for lines in view reads,
    /// as line ends need not grow from line to line.
    private var lineReach: [CGFloat] = []
    /// The extent of everything, along (the content's length) and across (the lines' room).
    private(set) var contentLength: CGFloat = 0
    let crossLength: CGFloat
    /// Whether the scrolling axis is vertical (along is y).
    let isVertical: Bool

    var sectionCount: Int { sectionStarts.count - 1 }
    var itemCount: Int { itemBoxes.count }

    /// An empty placement in `crossLength` points across, to build section by section.
    init(crossLength: CGFloat, isVertical: Bool) {
        self.crossLength = crossLength
        self.isVertical = isVertical
    }

    // MARK: - Building

    /// Starts a section at `position` along.
    mutating func beginSection(at position: CGFloat) {
        supplementaries.append([])
        sectionSpans.append((position, position))
    }

    /// Adds a line (or group) of items to the section: their boxes, in item order, the axes on
    /// which their cells choose their lengths (both, if not given), and the line's extent along.
    mutating func appendLine(_ boxes: [Box], fitting fitted: [FittedAxes]? = nil, from start: CGFloat, to end: CGFloat)
    {
        if let fitted {
            if itemFittedAxes.count < itemBoxes.count {
                itemFittedAxes += repeatElement([.width, .height], count: itemBoxes.count - itemFittedAxes.count)
            }
            itemFittedAxes += fitted
        }
        // The line reaches as far as its items do (an item may be taller than its group).
        let reach = boxes.reduce(end) { max($0, $1.alongEnd) }
        lineStarts.append(itemBoxes.count)
        lineSpans.append((start, reach))
        lineReach.append(max(lineReach.last ?? reach, reach))
        itemBoxes += boxes
    }

    /// The axes on which an item's cell chooses its length.
    func fittedAxes(ofFlat index: Int) -> FittedAxes {
        index < itemFittedAxes.count ? itemFittedAxes[index] : [.width, .height]
    }

    /// Adds a supplementary view to the section.
    mutating func appendSupplementary(_ supplementary: Supplementary) {
        supplementaries[supplementaries.count - 1].append(supplementary)
    }

    /// Marks the section being built as one whose rows draw no separators.
    mutating func omitSeparatorsInSection() { sectionsWithoutSeparators.insert(sectionSpans.count - 1) }

    /// Whether the rows of `section` draw separators.
    func drawsSeparators(inSection section: Int) -> Bool { !sectionsWithoutSeparators.contains(section) }

    /// Ends the section at `position` along (also the content's end so far).
    mutating func endSection(at position: CGFloat) {
        sectionStarts.append(itemBoxes.count)
        sectionSpans[sectionSpans.count - 1].end = position
        contentLength = position
    }

    // MARK: - Reading

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
        // The first line that reaches past `start` (no line before it does).
        var low = 0
        var high = lineReach.count
        while low < high {
            let middle = (low + high) / 2
            if lineReach[middle] <= start { low = middle + 1 } else { high = middle }
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

    /// The supplementary views of the sections meeting `start..<end` along, those that pin moved
    /// into the visible area (`visibleStart..<visibleEnd` along) while their section is there.
    func supplementaries(
        along start: CGFloat, _ end: CGFloat, visible visibleStart: CGFloat, _ visibleEnd: CGFloat
    ) -> [(section: Int, supplementary: Supplementary)] {
        var found: [(section: Int, supplementary: Supplementary)] = []
        for section in sections(along: start, end) {
            for var supplementary in supplementaries[section] {
                if supplementary.pins {
                    let span = sectionSpans[section]
                    let length = supplementary.box.size.along
                    supplementary.box.along =
                        supplementary.isAtEnd
                        ? min(supplementary.box.along, max(visibleEnd - length, span.start))
                        : max(supplementary.box.along, min(visibleStart, span.end - length))
                }
                guard supplementary.box.along < end, supplementary.box.alongEnd > start else { continue }
                found.append((section, supplementary))
            }
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
