import Geometry

/// A bitmap image the canvas can draw; loaded by a rendering backend.
public final class Image: @unchecked Sendable {
    /// Size in points.
    public let size: Size
    /// The backend's own handle (a Cairo surface for CairoRendering).
    public let storage: AnyObject

    public init(size: Size, storage: AnyObject) {
        self.size = size
        self.storage = storage
    }
}

/// Where views draw. Coordinates are points in the current user space (the window's, moved by
/// ``translate(dx:dy:)``); y grows downwards. The backend maps points to pixels (HiDPI scale).
@MainActor
public protocol Canvas: AnyObject {
    /// Device pixels per point.
    var scale: Double { get }
    func save()
    func restore()
    func translate(dx: Double, dy: Double)
    /// Intersects the clip with a (rounded) rectangle.
    func clip(to rect: Rect, cornerRadius: Double)
    func fill(_ rect: Rect, color: Color, cornerRadius: Double)
    /// Strokes inside `rect`'s edges, `lineWidth` points wide.
    func stroke(_ rect: Rect, color: Color, lineWidth: Double, cornerRadius: Double)
    func drawText(_ text: String, in rect: Rect, style: TextStyle, color: Color)
    func drawImage(_ image: Image, in rect: Rect)
    /// Everything drawn until the matching ``endLayer()`` is composited at `alpha`.
    func beginLayer(alpha: Double)
    func endLayer()
    /// The clip in current user space, for culling.
    var clipBounds: Rect { get }
}

/// A canvas that records what is drawn, for tests and for counting work.
@MainActor
public final class RecordingCanvas: Canvas {
    public enum Command: Equatable {
        case fill(Rect, Color)
        case stroke(Rect, Color, Double)
        case text(String, Rect)
        case image(Size, Rect)
    }

    public let scale: Double
    /// Commands with rectangles in canvas (window) coordinates.
    public private(set) var commands: [Command] = []
    private var offset = Point.zero
    private var clips: [Rect]
    private var stack: [(Point, [Rect])] = []

    public init(size: Size, scale: Double = 1) {
        self.scale = scale
        clips = [Rect(origin: .zero, size: size)]
    }

    public func save() { stack.append((offset, clips)) }
    public func restore() { (offset, clips) = stack.removeLast() }
    public func translate(dx: Double, dy: Double) { offset = Point(x: offset.x + dx, y: offset.y + dy) }
    public func clip(to rect: Rect, cornerRadius: Double) { clips.append(rect.offsetBy(dx: offset.x, dy: offset.y)) }

    public func fill(_ rect: Rect, color: Color, cornerRadius: Double) {
        commands.append(.fill(rect.offsetBy(dx: offset.x, dy: offset.y), color))
    }

    public func stroke(_ rect: Rect, color: Color, lineWidth: Double, cornerRadius: Double) {
        commands.append(.stroke(rect.offsetBy(dx: offset.x, dy: offset.y), color, lineWidth))
    }

    public func drawText(_ text: String, in rect: Rect, style: TextStyle, color: Color) {
        commands.append(.text(text, rect.offsetBy(dx: offset.x, dy: offset.y)))
    }

    public func drawImage(_ image: Image, in rect: Rect) {
        commands.append(.image(image.size, rect.offsetBy(dx: offset.x, dy: offset.y)))
    }

    public func beginLayer(alpha: Double) { save() }
    public func endLayer() { restore() }

    public var clipBounds: Rect {
        var result = clips[0]
        for clip in clips.dropFirst() {
            let minX = max(result.minX, clip.minX)
            let minY = max(result.minY, clip.minY)
            result = Rect(
                x: minX, y: minY, width: max(0, min(result.maxX, clip.maxX) - minX),
                height: max(0, min(result.maxY, clip.maxY) - minY))
        }
        return result.offsetBy(dx: -offset.x, dy: -offset.y)
    }
}
