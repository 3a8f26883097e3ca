import Geometry
import Layout
import Rendering

/// Finding the rows in a rectangle without looking at every row.
extension StackView {
    /// The arranged subviews intersecting `rect` (bounds coordinates), in order: they are ordered
    /// along the axis, so a binary search finds the first one and the scan stops at the last.
    func arrangedSubviews(intersecting rect: Rect) -> [View] {
        let items = arrangedSubviews
        let horizontal = axis == .horizontal
        let lower = horizontal ? rect.minX : rect.minY
        let upper = horizontal ? rect.maxX : rect.maxY
        var low = 0
        var high = items.count
        while low < high {
            let mid = (low + high) / 2
            let frame = items[mid].frame
            if (horizontal ? frame.maxX : frame.maxY) < lower { low = mid + 1 } else { high = mid }
        }
        var result: [View] = []
        var index = low
        while index < items.count {
            let frame = items[index].frame
            if (horizontal ? frame.minX : frame.minY) > upper { break }
            if frame.intersects(rect) { result.append(items[index]) }
            index += 1
        }
        return result
    }
}
