internal import CCairo
internal import CPango
import Geometry
import Rendering

/// A `Canvas` over a Cairo context. User space is points; the context is scaled by `scale`
/// so that lines and text are crisp at 2x.
@MainActor
public final class CairoCanvas: Canvas {
    let context: OpaquePointer
    /// Device pixels per point; the context was scaled by it once, at creation.
    public let scale: Double
    /// Where text shaped in earlier frames is kept, if the owner of the surface keeps one.
    private let textLayouts: TextLayoutCache?
    /// The layout text is configured in when there is no cache, made on first use.
    private var ownLayout: OpaquePointer?

    /// Wraps a Cairo context (`cairo_t *`) that draws into a surface of device pixels; text is
    /// shaped anew for each draw, or reused from `textLayouts` (kept across frames by the owner).
    package init(context: OpaquePointer, scale: Double, textLayouts: TextLayoutCache? = nil) {
        self.context = context
        self.scale = scale
        self.textLayouts = textLayouts
        cairo_scale(context, scale, scale)
    }

    isolated deinit {
        if let ownLayout { g_object_unref(UnsafeMutableRawPointer(ownLayout)) }
    }

    /// Draws one frame on a Cairo surface (`cairo_surface_t *`): `draw` gets a canvas at
    /// `scale`; text is reused from `textLayouts`, whose frame then ends, when one is given.
    /// What a window's back buffer and an off-screen image both draw through.
    package static func drawFrame(
        on surface: OpaquePointer, scale: Double, textLayouts: TextLayoutCache?, _ draw: (CairoCanvas) -> Void
    ) {
        let context = cairo_create(surface)!
        do {
            let canvas = CairoCanvas(context: context, scale: scale, textLayouts: textLayouts)
            draw(canvas)
        }
        textLayouts?.endFrame()
        cairo_destroy(context)
        cairo_surface_flush(surface)
    }

    /// Keeps `text`'s shaped layout for the next frame without drawing it (a frame drawn in
    /// part leaves it on screen).
    func keepText(_ text: String, style: TextStyle, width: Double, height: Double) {
        textLayouts?.keep(text, style: style, width: width, height: height)
    }

    /// A layout of `text` for a box of `rect`'s size, ready to show in this context: from the
    /// cache, or configured in this canvas's own layout.
    private func layout(for text: String, in rect: Rect, style: TextStyle) -> OpaquePointer {
        if let textLayouts {
            return textLayouts.layout(for: text, style: style, width: rect.width, height: rect.height, in: context)
        }
        let layout = ownLayout ?? PangoText.makeLayout(for: context)
        ownLayout = layout
        PangoText.configure(layout, text: text, style: style, width: rect.width, height: rect.height)
        pango_cairo_update_layout(context, layout)
        return layout
    }

    /// Pushes the transform, clip and source colour (Cairo's `cairo_save`).
    public func save() { cairo_save(context) }
    /// Pops the state pushed by the matching ``save()``.
    public func restore() { cairo_restore(context) }
    /// Moves the origin of user space by `dx`, `dy` points (y grows downwards).
    public func translate(dx: Double, dy: Double) { cairo_translate(context, dx, dy) }

    /// Transforms the user space by `transform` (`cairo_transform`).
    public func concat(_ transform: Transform) {
        let transform = CairoCanvas.invertible(transform)
        var matrix = cairo_matrix_t(
            xx: transform.a, yx: transform.b, xy: transform.c, yy: transform.d, x0: transform.tx, y0: transform.ty)
        cairo_transform(context, &matrix)
    }

    /// `transform`, or for one that flattens the plane (a scale of 0, which Cairo refuses and
    /// then draws nothing more), one that shrinks it to almost nothing.
    static func invertible(_ transform: Transform) -> Transform {
        let determinant = transform.a * transform.d - transform.b * transform.c
        guard determinant == 0 || !determinant.isFinite else { return transform }
        return Transform(a: CairoCanvas.flattened, b: 0, c: 0, d: CairoCanvas.flattened, tx: 0, ty: 0)
    }

    /// The scale that stands for 0.
    private static let flattened = 1e-9

    private func path(_ rect: Rect, cornerRadius: Double) {
        let r = min(cornerRadius, rect.width / 2, rect.height / 2)
        guard r > 0 else {
            cairo_rectangle(context, rect.minX, rect.minY, rect.width, rect.height)
            return
        }
        cairo_new_sub_path(context)
        cairo_arc(context, rect.maxX - r, rect.minY + r, r, -Double.pi / 2, 0)
        cairo_arc(context, rect.maxX - r, rect.maxY - r, r, 0, Double.pi / 2)
        cairo_arc(context, rect.minX + r, rect.maxY - r, r, Double.pi / 2, Double.pi)
        cairo_arc(context, rect.minX + r, rect.minY + r, r, Double.pi, 3 * Double.pi / 2)
        cairo_close_path(context)
    }

    private func setColor(_ color: Color) {
        cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha)
    }

    /// Intersects the clip with `rect`, its corners rounded by `cornerRadius` points (capped at half the shorter side).
    public func clip(to rect: Rect, cornerRadius: Double) {
        path(rect, cornerRadius: cornerRadius)
        cairo_clip(context)
    }

    /// Intersects the clip with the inside of `path`, found by `rule`; a path that cannot be
    /// drawn (not finite) leaves nothing inside.
    public func clip(to path: Path, rule: FillRule) {
        cairo_new_path(context)
        if path.isFinite { CairoCanvas.trace(path, in: context) }
        cairo_set_fill_rule(context, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        cairo_clip(context)
    }

    /// Fills `rect`, its corners rounded by `cornerRadius` points, with `color`.
    public func fill(_ rect: Rect, color: Color, cornerRadius: Double) {
        setColor(color)
        path(rect, cornerRadius: cornerRadius)
        cairo_fill(context)
    }

    /// Strokes a border `lineWidth` points wide that lies wholly inside `rect`, the way a view's border is drawn.
    public func stroke(_ rect: Rect, color: Color, lineWidth: Double, cornerRadius: Double) {
        setColor(color)
        cairo_set_line_width(context, lineWidth)
        let half = lineWidth / 2
        path(
            Rect(
                x: rect.minX + half, y: rect.minY + half, width: rect.width - lineWidth, height: rect.height - lineWidth
            ),
            cornerRadius: max(0, cornerRadius - half))
        cairo_stroke(context)
    }

    /// Fills the inside of `path` with `color`.
    public func fill(_ path: Path, color: Color, rule: FillRule) {
        setColor(color)
        trace(path)
        cairo_set_fill_rule(context, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        cairo_fill(context)
    }

    /// Draws the line along `path` in `style`; the line settings last for this stroke only.
    public func stroke(_ path: Path, color: Color, style: StrokeStyle) {
        cairo_save(context)
        setColor(color)
        trace(path)
        cairo_set_line_width(context, style.lineWidth)
        let cap: cairo_line_cap_t =
            switch style.cap {
            case .butt: CAIRO_LINE_CAP_BUTT
            case .round: CAIRO_LINE_CAP_ROUND
            case .square: CAIRO_LINE_CAP_SQUARE
            }
        let join: cairo_line_join_t =
            switch style.join {
            case .miter: CAIRO_LINE_JOIN_MITER
            case .round: CAIRO_LINE_JOIN_ROUND
            case .bevel: CAIRO_LINE_JOIN_BEVEL
            }
        cairo_set_line_cap(context, cap)
        cairo_set_line_join(context, join)
        cairo_set_miter_limit(context, style.miterLimit)
        // Cairo refuses negative dashes and dashes that are all 0: the line is then solid.
        if !style.dashes.isEmpty, style.dashes.allSatisfy({ $0 >= 0 && $0.isFinite }),
            style.dashes.contains(where: { $0 > 0 })
        {
            cairo_set_dash(context, style.dashes, Int32(style.dashes.count), style.dashPhase)
        }
        cairo_stroke(context)
        cairo_restore(context)
    }

    /// Makes `path` Cairo's current path.
    private func trace(_ path: Path) { CairoCanvas.trace(path, in: context) }

    /// Makes `path` the current path of `context` (a `cairo_t *`).
    static func trace(_ path: Path, in context: OpaquePointer) {
        cairo_new_path(context)
        for element in path.elements {
            switch element {
            case .move(let point): cairo_move_to(context, point.x, point.y)
            case .line(let point): cairo_line_to(context, point.x, point.y)
            case .curve(let control1, let control2, let end):
                cairo_curve_to(context, control1.x, control1.y, control2.x, control2.y, end.x, end.y)
            case .close: cairo_close_path(context)
            }
        }
    }

    /// Draws `text` from `rect`'s top-left corner, wrapped to its width and clipped to it, with the layout
    /// settings ``PangoTextMeasurer`` measures with; lines past `rect`'s height are cut or ellipsized.
    public func drawText(_ text: String, in rect: Rect, style: TextStyle, color: Color) {
        let layout = layout(for: text, in: rect, style: style)
        setColor(color)
        cairo_save(context)
        cairo_rectangle(context, rect.minX, rect.minY, rect.width, rect.height)
        cairo_clip(context)
        cairo_move_to(context, rect.minX, rect.minY)
        pango_cairo_show_layout(context, layout)
        cairo_restore(context)
    }

    /// Draws a Cairo-loaded image stretched to fill `rect`, clipped to it; images from other backends and empty ones draw nothing.
    public func drawImage(_ image: Image, in rect: Rect) {
        // A zero or infinite scale would leave Cairo's context in error for the rest of the frame.
        guard let surface = (image.storage as? CairoImage)?.surface, image.size.width > 0, image.size.height > 0,
            rect.width > 0, rect.height > 0, rect.width.isFinite, rect.height.isFinite
        else { return }
        // Scale from the surface's pixels (not the image's points) to the rectangle.
        let pixelWidth = Double(cairo_image_surface_get_width(surface))
        let pixelHeight = Double(cairo_image_surface_get_height(surface))
        cairo_save(context)
        // Filtering a scaled image reaches half a source pixel past its edges: keep to `rect`.
        cairo_rectangle(context, rect.minX, rect.minY, rect.width, rect.height)
        cairo_clip(context)
        cairo_translate(context, rect.minX, rect.minY)
        cairo_scale(context, rect.width / pixelWidth, rect.height / pixelHeight)
        cairo_set_source_surface(context, surface, 0, 0)
        // The edge pixels go on past the edges: a stretched image keeps them whole, instead of
        // fading them into the transparency outside.
        cairo_pattern_set_extend(cairo_get_source(context), CAIRO_EXTEND_PAD)
        cairo_paint(context)
        cairo_restore(context)
    }

    /// Starts drawing into an offscreen group that ``endLayer()`` composites at `alpha`, so overlaps fade as one.
    public func beginLayer(alpha: Double) {
        cairo_push_group(context)
        layerAlphas.append(alpha)
    }

    /// Paints the group begun by the matching ``beginLayer(alpha:)`` at that call's alpha.
    public func endLayer() {
        cairo_pop_group_to_source(context)
        cairo_paint_with_alpha(context, layerAlphas.removeLast())
    }

    private var layerAlphas: [Double] = []

    /// The bounding box of the current clip in user space (points), for skipping what cannot show.
    public var clipBounds: Rect {
        var x1 = 0.0
        var y1 = 0.0
        var x2 = 0.0
        var y2 = 0.0
        cairo_clip_extents(context, &x1, &y1, &x2, &y2)
        return Rect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }
}

/// A Cairo image surface owned by an ``Image``.
final class CairoImage {
    let surface: OpaquePointer

    init(surface: OpaquePointer) {
        self.surface = surface
    }

    deinit {
        cairo_surface_destroy(surface)
    }
}
