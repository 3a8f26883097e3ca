import Geometry

/// A rectangle of whole device pixels: columns `minX..<maxX`, rows `minY..<maxY`, y downwards.
public struct PixelRect: Hashable, Sendable, CustomStringConvertible {
    /// The first column.
    public var minX: Int
    /// The first row.
    public var minY: Int
    /// One past the last column.
    public var maxX: Int
    /// One past the last row.
    public var maxY: Int

    /// The pixels from (`minX`, `minY`) up to, not including, (`maxX`, `maxY`).
    public init(minX: Int, minY: Int, maxX: Int, maxY: Int) {
        self.minX = minX
        self.minY = minY
        self.maxX = maxX
        self.maxY = maxY
    }

    /// No pixels.
    public static let empty = PixelRect(minX: 0, minY: 0, maxX: 0, maxY: 0)

    /// Every pixel that `rect` (device pixels) touches, even in part: what drawing into it may change.
    public init(covering rect: Rect) {
        self.init(
            minX: PixelRect.pixel(rect.minX.rounded(.down)), minY: PixelRect.pixel(rect.minY.rounded(.down)),
            maxX: PixelRect.pixel(rect.maxX.rounded(.up)), maxY: PixelRect.pixel(rect.maxY.rounded(.up)))
    }

    /// A whole coordinate as a pixel index, clamped to ±2³⁰ (far past any surface): a drawing
    /// far out of range, or not finite, must not trap.
    private static func pixel(_ coordinate: Double) -> Int {
        guard coordinate.isFinite else { return coordinate > 0 ? farthest : -farthest }
        return Int(min(max(coordinate, Double(-farthest)), Double(farthest)))
    }

    /// How far from the origin a pixel index goes.
    private static let farthest = 1 << 30

    /// The pixels wholly inside `rect` (device pixels): those a fill of `rect` covers completely.
    public init(inside rect: Rect) {
        let minX = Int(rect.minX.rounded(.up))
        let minY = Int(rect.minY.rounded(.up))
        self.init(
            minX: minX, minY: minY, maxX: max(minX, Int(rect.maxX.rounded(.down))),
            maxY: max(minY, Int(rect.maxY.rounded(.down))))
    }

    /// Columns across.
    public var width: Int { maxX - minX }
    /// Rows down.
    public var height: Int { maxY - minY }
    /// Whether it holds no pixel.
    public var isEmpty: Bool { maxX <= minX || maxY <= minY }

    /// The pixels in both (empty when they share none).
    public func intersection(_ other: PixelRect) -> PixelRect {
        let result = PixelRect(
            minX: max(minX, other.minX), minY: max(minY, other.minY), maxX: min(maxX, other.maxX),
            maxY: min(maxY, other.maxY))
        return result.isEmpty ? .empty : result
    }

    /// The smallest rectangle holding both (the other one when either is empty).
    public func union(_ other: PixelRect) -> PixelRect {
        guard !other.isEmpty else { return self }
        guard !isEmpty else { return other }
        return PixelRect(
            minX: min(minX, other.minX), minY: min(minY, other.minY), maxX: max(maxX, other.maxX),
            maxY: max(maxY, other.maxY))
    }

    /// Whether the two share a pixel.
    public func intersects(_ other: PixelRect) -> Bool {
        !isEmpty && !other.isEmpty && minX < other.maxX && other.minX < maxX && minY < other.maxY
            && other.minY < maxY
    }

    /// Whether every pixel of `other` is in this one (an empty `other` always is).
    public func contains(_ other: PixelRect) -> Bool {
        other.isEmpty || minX <= other.minX && minY <= other.minY && other.maxX <= maxX && other.maxY <= maxY
    }

    /// The rectangle moved by `dx` columns and `dy` rows.
    public func offsetBy(dx: Int, dy: Int) -> PixelRect {
        PixelRect(minX: minX + dx, minY: minY + dy, maxX: maxX + dx, maxY: maxY + dy)
    }

    /// The pixels of this rectangle that are not in `other`, as at most four disjoint
    /// rectangles: the bands above and below `other`, then the pieces left and right of it.
    public func subtracting(_ other: PixelRect) -> [PixelRect] {
        let cut = intersection(other)
        guard !cut.isEmpty else { return isEmpty ? [] : [self] }
        let pieces = [
            PixelRect(minX: minX, minY: minY, maxX: maxX, maxY: cut.minY),
            PixelRect(minX: minX, minY: cut.maxY, maxX: maxX, maxY: maxY),
            PixelRect(minX: minX, minY: cut.minY, maxX: cut.minX, maxY: cut.maxY),
            PixelRect(minX: cut.maxX, minY: cut.minY, maxX: maxX, maxY: cut.maxY),
        ]
        return pieces.filter { !$0.isEmpty }
    }

    /// `(minX, minY)–(maxX, maxY)`.
    public var description: String { "(\(minX), \(minY))–(\(maxX), \(maxY))" }
}
