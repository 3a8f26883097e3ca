import Geometry

/// A bitmap image the canvas can draw; loaded by a rendering backend.
public final class Image: @unchecked Sendable {
    /// Size in points.
    public let size: Size
    /// The backend's own handle (a Cairo surface for CairoRendering).
    public let storage: AnyObject

    /// Wraps a backend's handle; `size` is in points, not the bitmap's pixels.
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
    /// Pushes the current translation and clip, to be brought back by ``restore()``.
    func save()
    /// Pops the translation and clip pushed by the matching ``save()``.
    func restore()
    /// Moves the user space's origin by `dx`, `dy` points; later drawing lands that much further.
    func translate(dx: Double, dy: Double)
    /// Transforms the user space by `transform` (after what is there already).
    func concat(_ transform: Transform)
    /// Intersects the clip with a (rounded) rectangle.
    func clip(to rect: Rect, cornerRadius: Double)
    /// Intersects the clip with the inside of `path`, found by `rule`.
    func clip(to path: Path, rule: FillRule)
    /// Fills a rectangle, its corners rounded by `cornerRadius` points (0: square).
    func fill(_ rect: Rect, color: Color, cornerRadius: Double)
    /// Strokes inside `rect`'s edges, `lineWidth` points wide.
    func stroke(_ rect: Rect, color: Color, lineWidth: Double, cornerRadius: Double)
    /// Draws `text` laid out in `style` from `rect`'s top-left corner, wrapped to its width, clipped to it.
    func drawText(_ text: String, in rect: Rect, style: TextStyle, color: Color)
    /// Draws `image` stretched to fill `rect` (the aspect ratio is not kept).
    func drawImage(_ image: Image, in rect: Rect)
    /// Fills the inside of `path`, found by `rule`.
    func fill(_ path: Path, color: Color, rule: FillRule)
    /// Draws the line along `path` in `style`.
    func stroke(_ path: Path, color: Color, style: StrokeStyle)
    /// Paints `shadow` of the inside of `path`, found by `rule`: the shape's silhouette, moved
    /// by the shadow's offset and blurred, in its colour. The shape itself is not painted.
    func drawShadow(_ shadow: Shadow, of path: Path, rule: FillRule)
    /// Fills the inside of `path`, found by `rule`, with `gradient`.
    func fill(_ path: Path, gradient: Gradient, rule: FillRule)
    /// Everything drawn until the matching ``endLayer()`` is composited at `alpha`.
    func beginLayer(alpha: Double)
    /// Composites the layer opened by the matching ``beginLayer(alpha:)``.
    func endLayer()
    /// The clip in current user space, for culling.
    var clipBounds: Rect { get }
    /// Moves the origin by `dx`, `dy` points for the content of a view that clips to its
    /// bounds (minus its bounds origin: a scroll offset), until the matching
    /// ``endScrolledContent()``. What is drawn in between moves together when the view
    /// scrolls, which a canvas that keeps frames can copy instead of drawing again.
    func beginScrolledContent(dx: Double, dy: Double)
    /// Ends the content begun by the matching ``beginScrolledContent(dx:dy:)``; the caller
    /// restores the translation (by the ``restore()`` of a ``save()`` made before it).
    func endScrolledContent()
}

extension Canvas {
    /// Translates by `dx`, `dy`: a canvas that draws right away needs no more.
    public func beginScrolledContent(dx: Double, dy: Double) { translate(dx: dx, dy: dy) }
    /// Does nothing.
    public func endScrolledContent() {}
}

/// A canvas that records what is drawn, for tests and for counting work.
@MainActor
public final class RecordingCanvas: Canvas {
    /// One recorded drawing call; rectangles are in canvas (window) coordinates.
    public enum Command: Equatable {
        /// A fill: its rectangle and colour (the corner radius is not recorded).
        case fill(Rect, Color)
        /// A stroke: its rectangle, colour and line width in points.
        case stroke(Rect, Color, Double)
        /// Text: the string and the rectangle it was drawn in.
        case text(String, Rect)
        /// An image: its size in points and the rectangle it was drawn in.
        case image(Size, Rect)
        /// A filled path: its bounds and colour.
        case fillPath(Rect, Color)
        /// A stroked path: its bounds, colour and line width in points.
        case strokePath(Rect, Color, Double)
        /// A shadow: the bounds of every point it may darken, and its colour.
        case shadow(Rect, Color)
        /// A path filled with a gradient: its bounds and the gradient's colours.
        case gradientPath(Rect, [Color])
    }

    /// Device pixels per point, as given at creation; it changes nothing that is recorded.
    public let scale: Double
    /// Commands with rectangles in canvas (window) coordinates: under a rotation or shear, the
    /// upright box around the transformed rectangle.
    public private(set) var commands: [Command] = []
    /// User space to canvas space.
    private var matrix = Transform.identity
    private var clips: [Rect]
    private var stack: [(Transform, [Rect])] = []

    /// A canvas of `size` points, initially clipped to it.
    public init(size: Size, scale: Double = 1) {
        self.scale = scale
        clips = [Rect(origin: .zero, size: size)]
    }

    /// Pushes the transform and clips.
    public func save() { stack.append((matrix, clips)) }
    /// Pops the transform and clips; traps without a matching ``save()``.
    public func restore() { (matrix, clips) = stack.removeLast() }
    /// Moves the origin by `dx`, `dy` points.
    public func translate(dx: Double, dy: Double) { concat(.translation(dx: dx, dy: dy)) }
    /// Transforms the user space by `transform`.
    public func concat(_ transform: Transform) { matrix = transform.concatenating(matrix) }
    /// Adds `rect` to the clips; the corner radius is ignored, so the clip stays rectangular.
    public func clip(to rect: Rect, cornerRadius: Double) { clips.append(matrix.apply(to: rect)) }
    /// Adds the bounds of `path` to the clips: the clip stays rectangular.
    public func clip(to path: Path, rule: FillRule) { clips.append(matrix.apply(to: path.bounds)) }

    /// Records a ``Command/fill(_:_:)``; nothing is culled, even outside the clip.
    public func fill(_ rect: Rect, color: Color, cornerRadius: Double) {
        commands.append(.fill(matrix.apply(to: rect), color))
    }

    /// Records a ``Command/stroke(_:_:_:)``.
    public func stroke(_ rect: Rect, color: Color, lineWidth: Double, cornerRadius: Double) {
        commands.append(.stroke(matrix.apply(to: rect), color, lineWidth))
    }

    /// Records a ``Command/text(_:_:)``; the style and colour are not kept.
    public func drawText(_ text: String, in rect: Rect, style: TextStyle, color: Color) {
        commands.append(.text(text, matrix.apply(to: rect)))
    }

    /// Records a ``Command/image(_:_:)``.
    public func drawImage(_ image: Image, in rect: Rect) {
        commands.append(.image(image.size, matrix.apply(to: rect)))
    }

    /// Records a ``Command/fillPath(_:_:)``; the rule is not kept.
    public func fill(_ path: Path, color: Color, rule: FillRule) {
        commands.append(.fillPath(matrix.apply(to: path.bounds), color))
    }

    /// Records a ``Command/strokePath(_:_:_:)``; only the style's line width is kept.
    public func stroke(_ path: Path, color: Color, style: StrokeStyle) {
        commands.append(.strokePath(matrix.apply(to: path.bounds), color, style.lineWidth))
    }

    /// Records a ``Command/shadow(_:_:)``.
    public func drawShadow(_ shadow: Shadow, of path: Path, rule: FillRule) {
        commands.append(.shadow(matrix.apply(to: shadow.bounds(ofShapeIn: path.bounds)), shadow.color))
    }

    /// Records a ``Command/gradientPath(_:_:)``.
    public func fill(_ path: Path, gradient: Gradient, rule: FillRule) {
        commands.append(.gradientPath(matrix.apply(to: path.bounds), gradient.stops.map(\.color)))
    }

    /// Saves state like ``save()``; the alpha is not recorded.
    public func beginLayer(alpha: Double) { save() }
    /// Restores the state saved by ``beginLayer(alpha:)``.
    public func endLayer() { restore() }

    /// The intersection of every clip (empty if they do not overlap), in current user space.
    public var clipBounds: Rect {
        let result = clips.dropFirst().reduce(clips[0]) { $0.intersection($1) }
        return matrix.inverted.apply(to: result)
    }
}

extension Canvas {
    /// `points` rounded to the nearest whole number of device pixels (``scale`` per point).
    public func roundedToPixels(_ points: Double) -> Double {
        (points * scale).rounded() / scale
    }
}
