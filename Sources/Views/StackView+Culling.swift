import Geometry
import Layout
import Rendering

/// Finding the rows in a rectangle without looking at every row.
extension StackView {
    /// The arranged subviews intersecting `rect` (bounds coordinates), in order: they are ordered
    /// along the axis, so a binary search finds the first one and the scan stops at the last.
    func arrangedSubviews(intersecting rect: Rect) -> [View] {
        var result: [View] = []
        for index in arrangedIndices(intersecting: rect) { result.append(arrangedSubviews[index]) }
        return result
    }

    /// ``arrangedSubviews(intersecting:)`` during a layout animation: those found by their
    /// frames, and among `moving` (the rows drawn away from their frames, by place, ascending)
    /// those drawn in `rect`, in order. Nil when a place no longer holds its row (arranged rows
    /// changed meanwhile): the caller then looks at every row.
    func arrangedSubviews(intersecting rect: Rect, adding moving: [(position: Int, view: View)]) -> [View]? {
        let items = arrangedSubviews
        for (position, view) in moving where !(position < items.count && items[position] === view) { return nil }
        var result: [View] = []
        var next = 0
        func addMoving(before limit: Int) {
            while next < moving.count && moving[next].position < limit {
                if moving[next].view.mayBeDrawn(in: rect) { result.append(moving[next].view) }
                next += 1
            }
        }
        for index in arrangedIndices(intersecting: rect) {
            addMoving(before: index)
            if next < moving.count && moving[next].position == index { next += 1 }
            result.append(items[index])
        }
        addMoving(before: items.count)
        return result
    }

    /// The indices of the arranged subviews whose frames intersect `rect`, ascending.
    private func arrangedIndices(intersecting rect: Rect) -> [Int] {
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
        var result: [Int] = []
        var index = low
        while index < items.count {
            let frame = items[index].frame
            if (horizontal ? frame.minX : frame.minY) > upper { break }
            if frame.intersects(rect) { result.append(index) }
            index += 1
        }
        return result
    }
}
