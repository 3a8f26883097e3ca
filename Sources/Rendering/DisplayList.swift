import Geometry

/// A frame recorded as a flat list of operations in device pixels: what a window draws, kept
/// so that the next frame can be compared with it (``scrollBlit(since:)``) and replayed by a
/// backend, whole or only where pixels changed.
///
/// Every drawing keeps the full transform from its user space to device pixels and the clip it
/// was drawn under, so two frames compare operation by operation without replaying the
/// save/restore structure around them.
@MainActor
public final class DisplayList: Canvas {
    /// What a drawing paints; its rectangle, transform and clip are in ``DrawOperation``.
    public enum Drawing: Equatable {
        /// A fill, its corners rounded by `cornerRadius` points.
        case fill(Color, cornerRadius: Double)
        /// A border inside the rectangle's edges.
        case stroke(Color, lineWidth: Double, cornerRadius: Double)
        /// Text laid out from the rectangle's top-left corner, clipped to it.
        case text(String, TextStyle, Color)
        /// An image stretched to the rectangle.
        case image(Image)
        /// A path filled, stroked, filled with a gradient or casting a shadow; the rectangle is
        /// its bounds.
        case path(PaintedPath)

        /// Same kind and values; images are the same when they are the same object.
        public static func == (lhs: Drawing, rhs: Drawing) -> Bool {
            switch (lhs, rhs) {
            case (.fill(let a, let r), .fill(let b, let s)): a == b && r == s
            case (.stroke(let a, let w, let r), .stroke(let b, let v, let s)): a == b && w == v && r == s
            case (.text(let a, let x, let c), .text(let b, let y, let d)): a == b && x == y && c == d
            case (.image(let a), .image(let b)): a === b
            case (.path(let a), .path(let b)): a == b
            default: false
            }
        }
    }

    /// A path and how it is painted, kept by reference so that a recorded drawing stays small.
    public final class PaintedPath: Equatable, Sendable {
        /// How the path is painted.
        public enum Paint: Equatable, Sendable {
            /// Its inside filled.
            case fill(FillRule)
            /// A line drawn along it.
            case stroke(StrokeStyle)
            /// Its inside filled with a gradient (the colour is not used).
            case gradient(Gradient, FillRule)
            /// Its inside's shadow, in the shadow's colour; the path itself is not painted.
            case shadow(Shadow, FillRule)
        }

        /// The path, in the drawing's user space.
        public let path: Path
        /// The paint's colour.
        public let color: Color
        /// Filled, stroked, filled with a gradient, or casting a shadow.
        public let paint: Paint

        init(path: Path, color: Color, paint: Paint) {
            self.path = path
            self.color = color
            self.paint = paint
        }

        /// The same path, colour and paint.
        public static func == (lhs: PaintedPath, rhs: PaintedPath) -> Bool {
            lhs === rhs || (lhs.color == rhs.color && lhs.paint == rhs.paint && lhs.path == rhs.path)
        }
    }

    /// One drawing with everything that decides its pixels.
    public struct DrawOperation {
        /// What is painted.
        public let drawing: Drawing
        /// Where, in the drawing's user space (points).
        public let rect: Rect
        /// The drawing's user space to device pixels.
        public let matrix: Transform
        /// The clip it is drawn under: an index into ``clips``, or ``noClip``.
        public let clip: Int
        /// Every device pixel it may change: `rect`'s box (a border's, widened by its line width; a
        /// shadow's, moved and widened as far as its offset and blur take it).
        public let pixelBounds: PixelRect
    }

    /// One clip, intersected with those before it (its `parent` and theirs).
    public struct Clip {
        /// The clip this one narrows: an index into ``clips``, or ``noClip``.
        public let parent: Int
        /// The clip's rectangle in its user space (points).
        public let rect: Rect
        /// Its corners' radius in points (0: square).
        public let cornerRadius: Double
        /// For a clip to a shape other than a rounded rectangle, the shape, in its user space
        /// (``rect`` is then its bounds and ``cornerRadius`` 0); nil for a rectangle.
        public let path: Path?
        /// How the inside of ``path`` is found.
        public let rule: FillRule
        /// Its user space to device pixels.
        public let matrix: Transform
        /// The box of device pixels inside this clip and every one it narrows.
        public let deviceBounds: Rect
    }

    /// Where the content of a view that clips to its bounds begins, moved by its bounds origin.
    public struct ScrolledContent {
        /// The content's user space to device pixels: what a scroll changes.
        public let matrix: Transform
        /// The clip the content is drawn under (the view's bounds and its ancestors' clips).
        public let clip: Int
        /// How many layers are open around the content.
        public let layerDepth: Int
    }

    /// One recorded call, in order.
    public enum Operation {
        /// Pushes the clip (``Canvas/save()``).
        case save
        /// Pops the clip.
        case restore
        /// Narrows the clip to ``clips``[index].
        case clip(Int)
        /// Paints.
        case draw(DrawOperation)
        /// Opens a layer composited at `alpha` by the matching ``endLayer``.
        case beginLayer(alpha: Double)
        /// Composites the innermost open layer.
        case endLayer
        /// The operations until the matching ``endScrolledContent`` move with a view's bounds origin.
        case beginScrolledContent(ScrolledContent)
        /// Ends the innermost scrolled content.
        case endScrolledContent
    }

    /// The index that stands for "no clip but the canvas's edges".
    public static let noClip = -1

    /// Device pixels per point.
    public let scale: Double
    /// The canvas's device pixels.
    public let pixelBounds: PixelRect
    /// The recorded calls.
    public private(set) var operations: [Operation] = []
    /// Every clip made, indexed by ``Operation/clip(_:)`` and ``DrawOperation/clip``.
    public private(set) var clips: [Clip] = []

    /// User space to device pixels.
    private var matrix: Transform
    /// The clip in force: an index into `clips`, or `noClip`.
    private var clip = DisplayList.noClip
    private var saved: [(Transform, Int)] = []
    private var layerDepth = 0

    /// An empty frame of `size` points at `scale` device pixels per point.
    public init(size: Size, scale: Double = 1) {
        self.scale = scale
        matrix = Transform(a: scale, b: 0, c: 0, d: scale, tx: 0, ty: 0)
        pixelBounds = PixelRect(
            minX: 0, minY: 0, maxX: Int((size.width * scale).rounded()), maxY: Int((size.height * scale).rounded()))
        operations.reserveCapacity(256)
    }

    /// The device box the clip `index` leaves (the canvas's bounds for ``noClip``).
    public func deviceBounds(ofClip index: Int) -> Rect {
        guard index != DisplayList.noClip else {
            return Rect(
                x: Double(pixelBounds.minX), y: Double(pixelBounds.minY), width: Double(pixelBounds.width),
                height: Double(pixelBounds.height))
        }
        return clips[index].deviceBounds
    }

    // MARK: - Canvas

    /// Pushes the transform and clip.
    public func save() {
        saved.append((matrix, clip))
        operations.append(.save)
    }

    /// Pops the transform and clip pushed by the matching ``save()``.
    public func restore() {
        (matrix, clip) = saved.removeLast()
        operations.append(.restore)
    }

    /// Moves the origin by `dx`, `dy` points.
    public func translate(dx: Double, dy: Double) {
        matrix.tx += matrix.a * dx + matrix.c * dy
        matrix.ty += matrix.b * dx + matrix.d * dy
    }

    /// Transforms the user space by `transform`.
    public func concat(_ transform: Transform) { matrix = transform.concatenating(matrix) }

    /// Narrows the clip to `rect` with rounded corners.
    public func clip(to rect: Rect, cornerRadius: Double) {
        narrowClip(to: rect, cornerRadius: cornerRadius, path: nil, rule: .nonZero)
    }

    /// Narrows the clip to the inside of `path`.
    public func clip(to path: Path, rule: FillRule) {
        // A path that cannot be drawn leaves nothing inside.
        let shape = path.isFinite ? path : Path()
        narrowClip(to: shape.bounds, cornerRadius: 0, path: shape, rule: rule)
    }

    private func narrowClip(to rect: Rect, cornerRadius: Double, path: Path?, rule: FillRule) {
        let bounds = deviceBounds(ofClip: clip).intersection(matrix.apply(to: rect))
        clips.append(
            Clip(
                parent: clip, rect: rect, cornerRadius: cornerRadius, path: path, rule: rule, matrix: matrix,
                deviceBounds: bounds))
        clip = clips.count - 1
        operations.append(.clip(clip))
    }

    /// Records a fill.
    public func fill(_ rect: Rect, color: Color, cornerRadius: Double) {
        record(.fill(color, cornerRadius: cornerRadius), in: rect)
    }

    /// Records a border.
    public func stroke(_ rect: Rect, color: Color, lineWidth: Double, cornerRadius: Double) {
        // A line wider than the rectangle reaches past it (by less than its width).
        let reach = Rect(
            x: rect.minX - lineWidth, y: rect.minY - lineWidth, width: rect.width + 2 * lineWidth,
            height: rect.height + 2 * lineWidth)
        record(.stroke(color, lineWidth: lineWidth, cornerRadius: cornerRadius), in: rect, reaching: reach)
    }

    /// Records text.
    public func drawText(_ text: String, in rect: Rect, style: TextStyle, color: Color) {
        record(.text(text, style, color), in: rect)
    }

    /// Records an image.
    public func drawImage(_ image: Image, in rect: Rect) { record(.image(image), in: rect) }

    /// Records a filled path.
    public func fill(_ path: Path, color: Color, rule: FillRule) {
        guard path.isFinite else { return }
        record(.path(PaintedPath(path: path, color: color, paint: .fill(rule))), in: path.bounds)
    }

    /// Records a stroked path, reaching past its bounds by the line's reach.
    public func stroke(_ path: Path, color: Color, style: StrokeStyle) {
        guard path.isFinite, style.reach.isFinite else { return }
        let bounds = path.bounds
        let reach = style.reach
        record(
            .path(PaintedPath(path: path, color: color, paint: .stroke(style))), in: bounds,
            reaching: Rect(
                x: bounds.minX - reach, y: bounds.minY - reach, width: bounds.width + 2 * reach,
                height: bounds.height + 2 * reach))
    }

    /// Records a shadow, reaching as far as its blur and offset take it.
    public func drawShadow(_ shadow: Shadow, of path: Path, rule: FillRule) {
        guard path.isFinite, !path.isEmpty, !shadow.isInvisible else { return }
        let bounds = path.bounds
        record(
            .path(PaintedPath(path: path, color: shadow.color, paint: .shadow(shadow, rule))), in: bounds,
            reaching: shadow.bounds(ofShapeIn: bounds))
    }

    /// Records a path filled with a gradient.
    public func fill(_ path: Path, gradient: Gradient, rule: FillRule) {
        guard path.isFinite, !path.isEmpty, gradient.isFinite, !gradient.stops.isEmpty else { return }
        record(.path(PaintedPath(path: path, color: .clear, paint: .gradient(gradient, rule))), in: path.bounds)
    }

    /// Records the start of a layer; the clip and transform are saved as by ``save()``.
    public func beginLayer(alpha: Double) {
        saved.append((matrix, clip))
        layerDepth += 1
        operations.append(.beginLayer(alpha: alpha))
    }

    /// Records the end of the layer and restores what ``beginLayer(alpha:)`` saved.
    public func endLayer() {
        (matrix, clip) = saved.removeLast()
        layerDepth -= 1
        operations.append(.endLayer)
    }

    /// Moves the origin by `dx`, `dy` points and marks where the scrolled content begins.
    public func beginScrolledContent(dx: Double, dy: Double) {
        translate(dx: dx, dy: dy)
        operations.append(.beginScrolledContent(ScrolledContent(matrix: matrix, clip: clip, layerDepth: layerDepth)))
    }

    /// Marks where the scrolled content ends.
    public func endScrolledContent() { operations.append(.endScrolledContent) }

    /// The clip's box in current user space, for culling.
    public var clipBounds: Rect { matrix.inverted.apply(to: deviceBounds(ofClip: clip)) }

    private func record(_ drawing: Drawing, in rect: Rect, reaching reach: Rect? = nil) {
        let bounds = PixelRect(covering: matrix.apply(to: reach ?? rect))
        operations.append(
            .draw(DrawOperation(drawing: drawing, rect: rect, matrix: matrix, clip: clip, pixelBounds: bounds)))
    }
}
