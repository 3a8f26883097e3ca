internal import CCairo
internal import CPango
import Rendering

/// Text through Pango: one place configures a layout from a ``TextStyle``, so measuring and
/// drawing agree to the pixel.
enum PangoText {
    /// A layout for `context` that measures in unhinted points: measuring and drawing use the
    /// same layout settings, so text measured to fit a width fits it when drawn (hinted metrics
    /// would round advances up on screen and wrap or ellipsize text that measured as fitting).
    static func makeLayout(for context: OpaquePointer) -> OpaquePointer {
        let layout = pango_cairo_create_layout(context)!
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        pango_cairo_context_set_font_options(pango_layout_get_context(layout), options)
        cairo_font_options_destroy(options)
        pango_layout_context_changed(layout)
        return layout
    }

    /// Sets text, font, width, wrapping, line limit, ellipsis and alignment on a Pango layout.
    /// `height` is the box the text is drawn in: with no line limit (`numberOfLines` 0) the
    /// text wraps freely and only the last line that fits it is truncated, as UILabel does.
    static func configure(
        _ layout: OpaquePointer, text: String, style: TextStyle, width: Double?, height: Double? = nil
    ) {
        pango_layout_set_text(layout, text, -1)
        let description = pango_font_description_new()
        pango_font_description_set_family(description, style.font.family)
        pango_font_description_set_absolute_size(description, style.font.size * Double(PANGO_SCALE))
        pango_font_description_set_weight(
            description, style.font.weight == .bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL)
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)
        if let width, width > 0 {
            pango_layout_set_width(layout, Int32((width * Double(PANGO_SCALE)).rounded(.down)))
        } else {
            pango_layout_set_width(layout, -1)
        }
        switch style.lineBreakMode {
        case .byWordWrapping:
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
            pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_NONE)
        case .byCharWrapping:
            pango_layout_set_wrap(layout, PANGO_WRAP_CHAR)
            pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_NONE)
        case .byTruncatingTail:
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
            pango_layout_set_ellipsize(layout, width == nil ? PANGO_ELLIPSIZE_NONE : PANGO_ELLIPSIZE_END)
        }
        // A negative height is a line count: Pango ellipsizes after that many lines. Without a
        // line limit, Pango's default (-1) would ellipsize after the first line: so the limit is
        // the box's height when drawing, and nothing (no ellipsis) when measuring.
        if style.numberOfLines > 0 {
            pango_layout_set_height(layout, Int32(-style.numberOfLines))
        } else if let height, height > 0 {
            pango_layout_set_height(layout, Int32((height * Double(PANGO_SCALE)).rounded(.down)))
        } else {
            pango_layout_set_height(layout, -1)
            pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_NONE)
        }
        let alignment: PangoAlignment =
            switch style.alignment {
            case .left: PANGO_ALIGN_LEFT
            case .center: PANGO_ALIGN_CENTER
            case .right: PANGO_ALIGN_RIGHT
            }
        pango_layout_set_alignment(layout, alignment)
    }
}

/// Measures text with Pango on a 1×1 image surface (no X server needed).
///
/// Each call shapes the text: views keep their own measurements (a label measures its text
/// once), so a cache here would hold one more copy of every string ever shown, never freed.
@MainActor
public final class PangoTextMeasurer: TextMeasurer {
    private let surface: OpaquePointer
    private let context: OpaquePointer
    private let layout: OpaquePointer

    /// A measurer with its own Pango layout.
    public init() {
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1)
        context = cairo_create(surface)
        layout = PangoText.makeLayout(for: context)
    }

    isolated deinit {
        g_object_unref(UnsafeMutableRawPointer(layout))
        cairo_destroy(context)
        cairo_surface_destroy(surface)
    }

    /// The size of `text` in `style`, in points rounded up, wrapped at `maxWidth` (nil: one line per paragraph),
    /// with its first and last baselines measured from the top.
    public func measure(_ text: String, style: TextStyle, maxWidth: Double?) -> TextMetrics {
        PangoText.configure(layout, text: text, style: style, width: maxWidth)
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        let scale = Double(PANGO_SCALE)
        let firstBaseline = Double(pango_layout_get_baseline(layout)) / scale
        var lastBaseline = firstBaseline
        let lines = pango_layout_get_line_count(layout)
        if lines > 1, let iterator = pango_layout_get_iter(layout) {
            while pango_layout_iter_next_line(iterator) != 0 {}
            lastBaseline = Double(pango_layout_iter_get_baseline(iterator)) / scale
            pango_layout_iter_free(iterator)
        }
        return TextMetrics(
            width: (Double(logical.width) / scale).rounded(.up), height: (Double(logical.height) / scale).rounded(.up),
            firstBaseline: firstBaseline, lastBaseline: lastBaseline)
    }
}
