internal import Geometry
internal import Rendering

/// What a view's `draw(_:)` painted, kept and painted again on each frame until the view
/// needs display, as iOS keeps a layer's backing store: `draw(_:)` is not called per frame.
@preconcurrency @MainActor
final class RecordedDrawing: Canvas {
    /// One call, as made.
    private enum Operation {
        case save, restore, endLayer
        case translate(dx: Double, dy: Double)
        case concat(Transform)
        case clip(Rect, cornerRadius: Double)
        case clipPath(Path, FillRule)
        case fill(Rect, Color, cornerRadius: Double)
        case stroke(Rect, Color, lineWidth: Double, cornerRadius: Double)
        case text(String, Rect, TextStyle, Color)
        case image(Image, Rect)
        case fillPath(Path, Color, FillRule)
        case strokePath(Path, Color, StrokeStyle)
        case shadow(Shadow, Path, FillRule)
        case gradient(Path, Gradient, FillRule)
        case beginLayer(alpha: Double)
    }

    private var operations: [Operation] = []
    let scale: Double
    /// The view's size when it was drawn: another size draws again.
    let size: Size
    private var matrix = Transform.identity
    /// What is visible, in the recording's first space (the view's bounds coordinates): the
    /// bounds, narrowed by the clips recorded (to their boxes).
    private var visible: Rect
    private var saved: [(Transform, Rect)] = []

    /// A recording of a view of `size` whose bounds begin at `origin`, drawn `scale` pixels
    /// per point.
    init(size: Size, origin: Point, scale: Double) {
        self.size = size
        self.origin = origin
        self.scale = scale
        visible = Rect(origin: origin, size: size)
    }

    /// The view's bounds origin when it was drawn: what it drew within is cut to that bounds.
    let origin: Point

    /// Paints what was recorded onto `canvas`, in its current user space.
    func replay(on canvas: Canvas) {
        for operation in operations {
            switch operation {
            case .save: canvas.save()
            case .restore: canvas.restore()
            case .endLayer: canvas.endLayer()
            case .translate(let dx, let dy): canvas.translate(dx: dx, dy: dy)
            case .concat(let transform): canvas.concat(transform)
            case .clip(let rect, let radius): canvas.clip(to: rect, cornerRadius: radius)
            case .clipPath(let path, let rule): canvas.clip(to: path, rule: rule)
            case .fill(let rect, let color, let radius): canvas.fill(rect, color: color, cornerRadius: radius)
            case .stroke(let rect, let color, let width, let radius):
                canvas.stroke(rect, color: color, lineWidth: width, cornerRadius: radius)
            case .text(let text, let rect, let style, let color):
                canvas.drawText(text, in: rect, style: style, color: color)
            case .image(let image, let rect): canvas.drawImage(image, in: rect)
            case .fillPath(let path, let color, let rule): canvas.fill(path, color: color, rule: rule)
            case .strokePath(let path, let color, let style): canvas.stroke(path, color: color, style: style)
            case .shadow(let shadow, let path, let rule): canvas.drawShadow(shadow, of: path, rule: rule)
            case .gradient(let path, let gradient, let rule): canvas.fill(path, gradient: gradient, rule: rule)
            case .beginLayer(let alpha): canvas.beginLayer(alpha: alpha)
            }
        }
    }

    // MARK: - Canvas

    func save() {
        saved.append((matrix, visible))
        operations.append(.save)
    }
    func restore() {
        if let (kept, keptVisible) = saved.popLast() { (matrix, visible) = (kept, keptVisible) }
        operations.append(.restore)
    }
    func translate(dx: Double, dy: Double) {
        matrix = Transform.translation(dx: dx, dy: dy).concatenating(matrix)
        operations.append(.translate(dx: dx, dy: dy))
    }
    func concat(_ transform: Transform) {
        matrix = transform.concatenating(matrix)
        operations.append(.concat(transform))
    }
    func clip(to rect: Rect, cornerRadius: Double) {
        visible = visible.intersection(matrix.apply(to: rect))
        operations.append(.clip(rect, cornerRadius: cornerRadius))
    }
    func clip(to path: Path, rule: FillRule) {
        visible = visible.intersection(matrix.apply(to: path.bounds))
        operations.append(.clipPath(path, rule))
    }
    func fill(_ rect: Rect, color: Color, cornerRadius: Double) {
        operations.append(.fill(rect, color, cornerRadius: cornerRadius))
    }
    func stroke(_ rect: Rect, color: Color, lineWidth: Double, cornerRadius: Double) {
        operations.append(.stroke(rect, color, lineWidth: lineWidth, cornerRadius: cornerRadius))
    }
    func drawText(_ text: String, in rect: Rect, style: TextStyle, color: Color) {
        operations.append(.text(text, rect, style, color))
    }
    func drawImage(_ image: Image, in rect: Rect) { operations.append(.image(image, rect)) }
    func fill(_ path: Path, color: Color, rule: FillRule) { operations.append(.fillPath(path, color, rule)) }
    func stroke(_ path: Path, color: Color, style: StrokeStyle) { operations.append(.strokePath(path, color, style)) }
    func drawShadow(_ shadow: Shadow, of path: Path, rule: FillRule) {
        operations.append(.shadow(shadow, path, rule))
    }
    func fill(_ path: Path, gradient: Gradient, rule: FillRule) { operations.append(.gradient(path, gradient, rule)) }
    func beginLayer(alpha: Double) {
        saved.append((matrix, visible))
        operations.append(.beginLayer(alpha: alpha))
    }
    func endLayer() {
        if let (kept, keptVisible) = saved.popLast() { (matrix, visible) = (kept, keptVisible) }
        operations.append(.endLayer)
    }
    /// The view's bounds narrowed by the clips, in current user space.
    var clipBounds: Rect { matrix.inverted.apply(to: visible) }
}
