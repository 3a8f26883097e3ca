internal import Geometry
internal import Rendering

/// A drawing destination with a current path and graphics state (CoreGraphics' `CGContext`),
/// as `UIGraphicsGetCurrentContext()` gives it inside `draw(_:)`: user space is the view's
/// bounds, in points, y down.
@preconcurrency @MainActor
public final class CGContext {
    /// The colours, line settings, alpha and transform that ``saveGState()`` keeps.
    private struct State {
        var fill = Color.black
        var stroke = Color.black
        var style = StrokeStyle()
        var alpha = 1.0
        /// User space to the context's first space, which the canvas also applies.
        var transform = Transform.identity
        /// The shadow fills cast, its offset and blur in the context's first space; nil for none.
        var shadow: Shadow?
    }

    let canvas: Canvas
    private var state = State()
    private var saved: [State] = []
    /// The current path in the context's first space: as CoreGraphics does, each point is
    /// placed by the transform when it is added, not when the path is painted.
    private var path = Path()
    /// Whether anything was painted: a view whose `draw(_:)` paints nothing is not asked again
    /// until it needs display.
    private(set) var hasPainted = false

    init(canvas: Canvas) { self.canvas = canvas }

    /// The alpha everything painted is faded by (``setAlpha(_:)``).
    var currentAlpha: Double { state.alpha }

    /// Notes that something was painted (see ``hasPainted``).
    func markPainted() { hasPainted = true }

    // MARK: - State

    /// Pushes the graphics state: transform, clip, colours, line settings and alpha.
    public func saveGState() {
        saved.append(state)
        canvas.save()
    }

    /// Pops the state the matching ``saveGState()`` pushed.
    public func restoreGState() {
        guard let last = saved.popLast() else { return }
        state = last
        canvas.restore()
    }

    /// Pops what ``saveGState()`` pushed and nothing popped: a drawing's states end with it.
    func restoreUnbalancedStates() {
        while !saved.isEmpty { restoreGState() }
    }

    /// Moves the origin by `tx`, `ty`.
    public func translateBy(x tx: CGFloat, y ty: CGFloat) {
        transformUserSpace(by: .translation(dx: Double(tx), dy: Double(ty)))
    }
    /// Scales the user space.
    public func scaleBy(x sx: CGFloat, y sy: CGFloat) {
        transformUserSpace(by: Transform(a: Double(sx), b: 0, c: 0, d: Double(sy), tx: 0, ty: 0))
    }
    /// Rotates the user space by `angle` radians (clockwise on screen for a positive angle).
    public func rotate(by angle: CGFloat) { transformUserSpace(by: CGAffineTransform(rotationAngle: angle).transform) }
    /// Transforms the user space by `transform`.
    public func concatenate(_ transform: CGAffineTransform) { transformUserSpace(by: transform.transform) }
    /// The user space's transform to the context's first space.
    public var ctm: CGAffineTransform { CGAffineTransform(state.transform) }

    private func transformUserSpace(by transform: Transform) {
        state.transform = transform.concatenating(state.transform)
        canvas.concat(transform)
    }

    /// Adds what `build` makes in user space to the current path, placed by the transform now.
    private func addToPath(_ build: (inout Path) -> Void) { path.add(transformedBy: state.transform, build) }

    /// The fill colour.
    public func setFillColor(_ color: CGColor) { state.fill = color.color }
    /// The fill colour, from its components.
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        setFillColor(CGColor(red: red, green: green, blue: blue, alpha: alpha))
    }
    /// The fill colour, a grey.
    public func setFillColor(gray: CGFloat, alpha: CGFloat) { setFillColor(CGColor(gray: gray, alpha: alpha)) }
    /// The stroke colour.
    public func setStrokeColor(_ color: CGColor) { state.stroke = color.color }
    /// The stroke colour, from its components.
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        setStrokeColor(CGColor(red: red, green: green, blue: blue, alpha: alpha))
    }
    /// The stroke colour, a grey.
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) { setStrokeColor(CGColor(gray: gray, alpha: alpha)) }
    /// The line width, in points.
    public func setLineWidth(_ width: CGFloat) { state.style.lineWidth = Double(width) }
    /// How lines end.
    public func setLineCap(_ cap: CGLineCap) { state.style.cap = cap.cap }
    /// How lines' segments meet.
    public func setLineJoin(_ join: CGLineJoin) { state.style.join = join.join }
    /// How long a miter may be, in line widths.
    public func setMiterLimit(_ limit: CGFloat) { state.style.miterLimit = Double(limit) }
    /// Dashes and gaps; an empty list for a solid line.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        state.style.dashes = lengths.map(Double.init)
        state.style.dashPhase = Double(phase)
    }
    /// An opacity that multiplies every colour painted.
    public func setAlpha(_ alpha: CGFloat) { state.alpha = Double(min(max(alpha, 0), 1)) }

    /// Makes the fills that follow cast a shadow `offset` away (in the base space: the
    /// transform moves neither the offset nor the blur, as in CoreGraphics), blurred by `blur`
    /// points (read as twice the Gaussian's deviation, as a CSS blur radius is), in `color`;
    /// a nil colour, or none with an alpha of 0, turns shadows off. Strokes, text and images
    /// cast none here.
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        guard let color = color?.color, color.alpha > 0 else {
            state.shadow = nil
            return
        }
        state.shadow = Shadow(
            color: color, blurRadius: max(0, Double(blur)) / 2, offsetX: Double(offset.width),
            offsetY: Double(offset.height))
    }
    /// ``setShadow(offset:blur:color:)`` in black at a third opacity, CoreGraphics' default.
    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: CGColor(gray: 0, alpha: CGContext.defaultShadowAlpha))
    }
    /// The alpha of ``setShadow(offset:blur:)``'s black.
    static let defaultShadowAlpha: CGFloat = 1.0 / 3

    /// Narrows the clip to `rect`.
    public func clip(to rect: CGRect) { canvas.clip(to: rect.rect, cornerRadius: 0) }

    /// Narrows the clip to the rectangles together.
    public func clip(to rects: [CGRect]) {
        var shape = Path()
        for rect in rects { shape.addRect(rect.rect) }
        canvas.clip(to: shape, rule: .nonZero)
    }

    /// Narrows the clip to the inside of the current path, found by `rule`, and empties the path.
    public func clip(using rule: CGPathFillRule = .winding) {
        canvas.clip(to: userPath, rule: rule.rule)
        path = Path()
    }

    /// Narrows the clip to the inside of `shape` (in user space), found by `rule`.
    func clip(to shape: Path, rule: FillRule) { canvas.clip(to: shape, rule: rule) }

    /// The box around the clip, in user space.
    public var boundingBoxOfClipPath: CGRect { CGRect(canvas.clipBounds) }

    // MARK: - The current path

    /// Empties the current path.
    public func beginPath() { path = Path() }
    /// Starts a subpath at `point`.
    public func move(to point: CGPoint) { addToPath { $0.move(to: point.point) } }
    /// A line to `point`.
    public func addLine(to point: CGPoint) { addToPath { $0.line(to: point.point) } }
    /// Lines through `points`, the first a move.
    public func addLines(between points: [CGPoint]) {
        guard let first = points.first else { return }
        addToPath { path in
            path.move(to: first.point)
            for point in points.dropFirst() { path.line(to: point.point) }
        }
    }
    /// A closed rectangle.
    public func addRect(_ rect: CGRect) { addToPath { $0.addRect(rect.rect) } }
    /// Closed rectangles.
    public func addRects(_ rects: [CGRect]) { for rect in rects { addRect(rect) } }
    /// The ellipse inscribed in `rect`.
    public func addEllipse(in rect: CGRect) { addToPath { $0.addEllipse(in: rect.rect) } }
    /// An arc about `center`, joined to the current point by a line; `clockwise` as
    /// CoreGraphics means it (anticlockwise on screen, in a view's flipped space).
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        addToPath {
            $0.addArc(
                centre: center.point, radius: Double(radius), startAngle: Double(startAngle),
                endAngle: Double(endAngle), clockwise: !clockwise)
        }
    }
    /// A cubic curve to `end`.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        addToPath { $0.curve(to: end.point, control1: control1.point, control2: control2.point) }
    }
    /// A quadratic curve to `end`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        addToPath { $0.quadCurve(to: end.point, control: control.point) }
    }
    /// Closes the open subpath.
    public func closePath() { path.close() }
    /// Adds `other`'s elements.
    public func addPath(_ other: CGPath) { addToPath { $0.append(other.path) } }
    /// Whether the current path is empty.
    public var isPathEmpty: Bool { path.isEmpty }
    /// The current path's end; zero when it is empty.
    public var currentPointOfPath: CGPoint { userPath.currentPoint.map(CGPoint.init) ?? .zero }
    /// The smallest rectangle holding the current path, in user space.
    public var boundingBoxOfPath: CGRect { CGRect(userPath.bounds) }

    /// The current path in today's user space: where its points went when they were added.
    private var userPath: Path { state.transform.isIdentity ? path : path.applying(state.transform.inverted) }

    // MARK: - Painting

    /// Fills the current path and empties it.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        fill(userPath, rule: rule.rule)
        path = Path()
    }

    /// Strokes the current path and empties it.
    public func strokePath() {
        stroke(userPath)
        path = Path()
    }

    /// Paints the current path as `mode` says and empties it.
    public func drawPath(using mode: CGPathDrawingMode) {
        let shape = userPath
        switch mode {
        case .fill, .fillStroke: fill(shape, rule: .nonZero)
        case .eoFill, .eoFillStroke: fill(shape, rule: .evenOdd)
        case .stroke: break
        }
        if mode == .stroke || mode == .fillStroke || mode == .eoFillStroke { stroke(shape) }
        path = Path()
    }

    /// Fills `rect`.
    public func fill(_ rect: CGRect) { fill(Path(rect: rect.rect), rule: .nonZero) }
    /// Fills the rectangles, as one shape (one shadow for all).
    public func fill(_ rects: [CGRect]) {
        var shape = Path()
        for rect in rects { shape.addRect(rect.rect) }
        fill(shape, rule: .nonZero)
    }
    /// Strokes `rect`'s outline, centred on its edges.
    public func stroke(_ rect: CGRect) { stroke(Path(rect: rect.rect)) }
    /// Strokes `rect`'s outline `width` points wide.
    public func stroke(_ rect: CGRect, width: CGFloat) {
        let lineWidth = state.style.lineWidth
        state.style.lineWidth = Double(width)
        stroke(rect)
        state.style.lineWidth = lineWidth
    }
    /// Fills the ellipse inscribed in `rect`.
    public func fillEllipse(in rect: CGRect) {
        var ellipse = Path()
        ellipse.addEllipse(in: rect.rect)
        fill(ellipse, rule: .nonZero)
    }
    /// Strokes the ellipse inscribed in `rect`.
    public func strokeEllipse(in rect: CGRect) {
        var ellipse = Path()
        ellipse.addEllipse(in: rect.rect)
        stroke(ellipse)
    }
    /// Strokes a line between each pair of points.
    public func strokeLineSegments(between points: [CGPoint]) {
        var segments = Path()
        for index in stride(from: 0, to: points.count - 1, by: 2) {
            segments.move(to: points[index].point)
            segments.line(to: points[index + 1].point)
        }
        stroke(segments)
    }

    /// Draws `image` stretched to `rect` at the context's alpha.
    func draw(_ image: Image, in rect: Rect, alpha: Double = 1) {
        hasPainted = true
        let opacity = alpha * state.alpha
        if opacity < 0.999 { canvas.beginLayer(alpha: opacity) }
        canvas.drawImage(image, in: rect)
        if opacity < 0.999 { canvas.endLayer() }
    }

    /// Draws `text` in `style` from `rect`'s top left corner, wrapped to its width.
    func draw(_ text: String, in rect: Rect, style: TextStyle, color: Color) {
        hasPainted = true
        canvas.drawText(text, in: rect, style: style, color: color.withAlpha(color.alpha * state.alpha))
    }

    func fill(_ shape: Path, rule: FillRule) {
        guard !shape.isEmpty else { return }
        hasPainted = true
        let color = state.fill.withAlpha(state.fill.alpha * state.alpha)
        if let shadow = state.shadow {
            // The shadow of what is painted: as strong as the paint is opaque.
            canvas.drawShadow(userSpaceShadow(shadow, opacity: color.alpha), of: shape, rule: rule)
        }
        canvas.fill(shape, color: color, rule: rule)
    }

    func stroke(_ shape: Path) {
        guard !shape.isEmpty, state.style.lineWidth > 0 else { return }
        hasPainted = true
        canvas.stroke(shape, color: state.stroke.withAlpha(state.stroke.alpha * state.alpha), style: state.style)
    }

    /// `shadow`, given in the base space, in user space: its offset through the inverse of the
    /// transform's linear part, its blur divided by the transform's scale, its colour's alpha
    /// times `opacity`.
    private func userSpaceShadow(_ shadow: Shadow, opacity: Double) -> Shadow {
        var user = shadow
        user.color = shadow.color.withAlpha(shadow.color.alpha * opacity)
        let transform = state.transform
        guard !transform.isIdentity else { return user }
        let linear = Transform(a: transform.a, b: transform.b, c: transform.c, d: transform.d, tx: 0, ty: 0)
        let offset = linear.inverted.apply(to: Point(x: shadow.offsetX, y: shadow.offsetY))
        let scale = abs(transform.a * transform.d - transform.b * transform.c).squareRoot()
        user.offsetX = offset.x
        user.offsetY = offset.y
        user.blurRadius = scale > 0 ? shadow.blurRadius / scale : 0
        return user
    }

    /// Paints with a path's own line settings, the context's colours and alpha.
    func stroke(_ shape: Path, style: StrokeStyle) {
        let kept = state.style
        state.style = style
        stroke(shape)
        state.style = kept
    }

    // MARK: - The current context

    /// The contexts pushed, innermost last.
    static var stack: [CGContext] = []
}

extension Path {
    /// A closed rectangle.
    init(rect: Rect) {
        self.init()
        addRect(rect)
    }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The context drawing goes to: inside `draw(_:)`, the view's; nil elsewhere.
@preconcurrency @MainActor
public func UIGraphicsGetCurrentContext() -> CGContext? { CGContext.stack.last }

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Makes `context` the current one until the matching ``UIGraphicsPopContext()``.
@preconcurrency @MainActor
public func UIGraphicsPushContext(_ context: CGContext) { CGContext.stack.append(context) }

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Makes the context current before the matching ``UIGraphicsPushContext(_:)`` current again.
@preconcurrency @MainActor
public func UIGraphicsPopContext() { _ = CGContext.stack.popLast() }
