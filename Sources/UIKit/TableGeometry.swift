/// Where a table's items sit, top to bottom, in content points (y down): the table header, each
/// section's header, rows and footer, then the table footer. Items are dense numbers, so the
/// heights and tops are flat arrays and finding the items in a visible span is a binary search.
struct TableGeometry {
    /// What an item is.
    enum Item: Equatable {
        case tableHeader
        case header(section: Int)
        case row(IndexPath)
        case footer(section: Int)
        case tableFooter
    }

    /// The item number of each section's header; one more entry, the table footer's number
    /// (which ``item(at:)`` reads while the heights are being filled in).
    private(set) var sectionStarts: [Int] = [1]
    /// Each item's height, in points.
    private(set) var heights: [CGFloat] = [0, 0]
    /// Whether an item's height is an estimate, to be measured when it is shown.
    private(set) var isEstimate: [Bool] = [false, false]
    /// Each item's top, and after the last the content's height: `heights.count + 1` entries.
    private(set) var tops: [CGFloat] = [0, 0, 0]
    /// The first item whose top is stale since a height changed.
    private var staleFrom = Int.max

    /// An empty table: a table header and footer of no height.
    init() {}

    /// Items for `rowCounts` rows per section, with heights from `height` (a height and whether it is an estimate).
    init(rowCounts: [Int], height: (Item) -> (CGFloat, estimate: Bool)) {
        self.init(rowCounts: rowCounts)
        setHeights((0..<itemCount).map { height(item(at: $0)) })
    }

    /// Items for `rowCounts` rows per section, all of no height until ``setHeights(_:)``.
    init(rowCounts: [Int]) {
        var starts: [Int] = []
        starts.reserveCapacity(rowCounts.count + 1)
        var next = 1
        for count in rowCounts {
            starts.append(next)
            next += count + 2
        }
        starts.append(next)
        sectionStarts = starts
        heights = [CGFloat](repeating: 0, count: next + 1)
        isEstimate = [Bool](repeating: false, count: next + 1)
        tops = [CGFloat](repeating: 0, count: next + 2)
    }

    /// Sets every item's height (one per item, in order) and whether it is an estimate.
    mutating func setHeights(_ values: [(CGFloat, estimate: Bool)]) {
        precondition(values.count == heights.count, "one height per item")
        for (index, value) in values.enumerated() {
            heights[index] = max(0, value.0)
            isEstimate[index] = value.estimate
        }
        staleFrom = 0
        updateTops()
    }

    var sectionCount: Int { sectionStarts.count - 1 }
    var itemCount: Int { heights.count }
    /// The height of everything, in points.
    var contentHeight: CGFloat { tops[heights.count] }

    func rowCount(inSection section: Int) -> Int { sectionStarts[section + 1] - sectionStarts[section] - 2 }

    /// The item number of a row; nil for a path outside the table.
    func itemIndex(of indexPath: IndexPath) -> Int? {
        guard indexPath.count == 2, indexPath.section >= 0, indexPath.section < sectionCount, indexPath.row >= 0,
            indexPath.row < rowCount(inSection: indexPath.section)
        else { return nil }
        return sectionStarts[indexPath.section] + 1 + indexPath.row
    }

    func headerIndex(of section: Int) -> Int { sectionStarts[section] }
    func footerIndex(of section: Int) -> Int { sectionStarts[section + 1] - 1 }

    /// What item `index` is.
    func item(at index: Int) -> Item {
        if index == 0 { return .tableHeader }
        if index == sectionStarts[sectionStarts.count - 1] { return .tableFooter }
        // The last section starting at or before the item.
        var low = 0
        var high = sectionStarts.count - 1
        while low + 1 < high {
            let middle = (low + high) / 2
            if sectionStarts[middle] <= index { low = middle } else { high = middle }
        }
        let offset = index - sectionStarts[low]
        if offset == 0 { return .header(section: low) }
        if offset == rowCount(inSection: low) + 1 { return .footer(section: low) }
        return .row(IndexPath(row: offset - 1, section: low))
    }

    /// The item's rectangle's vertical span: its top and height.
    func span(of index: Int) -> (top: CGFloat, height: CGFloat) { (tops[index], heights[index]) }

    /// Sets an item's measured height; tops after it are updated by ``updateTops()``.
    mutating func setHeight(_ height: CGFloat, of index: Int) {
        isEstimate[index] = false
        guard heights[index] != height else { return }
        heights[index] = max(0, height)
        staleFrom = min(staleFrom, index + 1)
    }

    /// Recomputes the tops after changed heights; returns whether any moved.
    @discardableResult
    mutating func updateTops() -> Bool {
        guard staleFrom != Int.max else { return false }
        let start = min(staleFrom, heights.count)
        if tops.count != heights.count + 1 {
            tops = [CGFloat](repeating: 0, count: heights.count + 1)
        }
        var y = start == 0 ? 0 : tops[start - 1] + heights[start - 1]
        for index in start...heights.count {
            tops[index] = y
            if index < heights.count { y += heights[index] }
        }
        staleFrom = Int.max
        return true
    }

    /// The items that show in the span `minY..<maxY` (content points): those overlapping it,
    /// and items of no height inside it.
    func items(from minY: CGFloat, to maxY: CGFloat) -> Range<Int> {
        guard maxY > minY, !heights.isEmpty else { return 0..<0 }
        // The first item whose bottom is below minY (or that starts at minY with no height).
        var low = 0
        var high = heights.count
        while low < high {
            let middle = (low + high) / 2
            if tops[middle + 1] > minY || (heights[middle] == 0 && tops[middle] >= minY) {
                high = middle
            } else {
                low = middle + 1
            }
        }
        let first = low
        // The first item starting at or after maxY.
        low = first
        high = heights.count
        while low < high {
            let middle = (low + high) / 2
            if tops[middle] >= maxY { high = middle } else { low = middle + 1 }
        }
        return first..<max(first, low)
    }

    /// The item at `y` (content points), skipping items of no height; nil outside the items.
    func itemIndex(at y: CGFloat) -> Int? {
        guard y >= 0, y < contentHeight else { return nil }
        var low = 0
        var high = heights.count
        while low < high {
            let middle = (low + high) / 2
            if tops[middle + 1] > y { high = middle } else { low = middle + 1 }
        }
        return low < heights.count ? low : nil
    }
}
