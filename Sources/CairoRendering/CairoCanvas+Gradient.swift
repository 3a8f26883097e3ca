internal import CCairo
import Geometry
import Rendering

extension CairoCanvas {
    /// Fills the inside of `path` with `gradient`: a Cairo linear pattern, or a radial one
    /// stretched into the gradient's ellipses.
    public func fill(_ path: Path, gradient: Gradient, rule: FillRule) {
        guard path.isFinite, !path.isEmpty, gradient.isFinite, !gradient.stops.isEmpty else { return }
        let pattern: OpaquePointer
        switch gradient.kind {
        case .axial(let start, let end):
            // No line, no direction to blend along: nothing is drawn.
            guard start != end else { return }
            pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)
        case .radial(let center, let radiusX, let radiusY):
            // The unit circle, mapped onto the ellipse: the pattern's matrix takes user space to it.
            guard radiusX > 0, radiusY > 0 else { return }
            pattern = cairo_pattern_create_radial(0, 0, 0, 0, 0, 1)
            var matrix = cairo_matrix_t()
            cairo_matrix_init_scale(&matrix, 1 / radiusX, 1 / radiusY)
            cairo_matrix_translate(&matrix, -center.x, -center.y)
            cairo_pattern_set_matrix(pattern, &matrix)
        case .circles(let startCenter, let startRadius, let endCenter, let endRadius):
            // Two equal circles at one place blend nothing.
            guard startRadius >= 0, endRadius >= 0, startCenter != endCenter || startRadius != endRadius else {
                return
            }
            pattern = cairo_pattern_create_radial(
                startCenter.x, startCenter.y, startRadius, endCenter.x, endCenter.y, endRadius)
        }
        defer { cairo_pattern_destroy(pattern) }
        for stop in gradient.stops {
            let color = stop.color
            cairo_pattern_add_color_stop_rgba(
                pattern, min(max(stop.location, 0), 1), color.red, color.green, color.blue, color.alpha)
        }
        cairo_pattern_set_extend(pattern, gradient.extendsBeyondEnds ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_NONE)
        cairo_set_source(context, pattern)
        CairoCanvas.trace(path, in: context)
        cairo_set_fill_rule(context, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        cairo_fill(context)
    }
}
