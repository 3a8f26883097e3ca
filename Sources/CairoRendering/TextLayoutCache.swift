internal import CCairo
internal import CPango
import Rendering

/// Shaped text kept from one frame to the next: a scrolling list draws the same labels frame
/// after frame, and Pango, HarfBuzz and GLib, mostly shaping them again, were about half of a
/// scroll frame's client time; keeping the layouts cut that time by about 30%.
///
/// A layout is kept while frames draw it and freed at the end of the first frame that does
/// not: what stays in view is shaped once, and the cache holds one screenful between frames.
/// A layout is reused only for the same text, style and box, and is brought up to date with a
/// context (Pango then shapes it again) only when the context's scale, rotation or surface
/// differ from the last one it was drawn in. Pango's own update sets the context's matrix
/// each time, which marks it changed, so every draw through it shaped the text again.
@MainActor
package final class TextLayoutCache {
    private struct Key: Hashable {
        let text: String
        let style: TextStyle
        let width: Double
        let height: Double
    }

    /// A layout and what it was last brought up to date with.
    private struct Entry {
        let layout: OpaquePointer
        var linearPart: (xx: Double, yx: Double, xy: Double, yy: Double)
        var target: OpaquePointer?
    }

    /// Layouts drawn in the current frame, and those drawn in the previous one only.
    private var current: [Key: Entry] = [:]
    private var previous: [Key: Entry] = [:]
    /// How many layouts were made, and how many times one was brought up to date with a
    /// context: tests check that frames reuse them and that moving one does not re-shape it.
    package private(set) var layoutsMade = 0
    package private(set) var contextUpdates = 0

    package init() {}

    isolated deinit {
        for entry in current.values { g_object_unref(UnsafeMutableRawPointer(entry.layout)) }
        for entry in previous.values { g_object_unref(UnsafeMutableRawPointer(entry.layout)) }
    }

    /// The number of layouts held.
    package var count: Int { current.count + previous.count }

    /// A layout of `text` configured for a box of `width` × `height` points, kept from this
    /// frame or the last or made now, ready to show in `context`.
    func layout(
        for text: String, style: TextStyle, width: Double, height: Double, in context: OpaquePointer
    ) -> OpaquePointer {
        let key = Key(text: text, style: style, width: width, height: height)
        var entry: Entry
        if let kept = current[key] ?? previous.removeValue(forKey: key) {
            entry = kept
        } else {
            let layout = PangoText.makeLayout(for: context)
            PangoText.configure(layout, text: text, style: style, width: width, height: height)
            layoutsMade += 1
            entry = Entry(layout: layout, linearPart: (0, 0, 0, 0), target: nil)
        }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(context, &matrix)
        let target = cairo_get_target(context)
        // Translations do not change shaping; anything else may.
        if entry.linearPart != (matrix.xx, matrix.yx, matrix.xy, matrix.yy) || entry.target != target {
            pango_cairo_update_layout(context, entry.layout)
            entry.linearPart = (matrix.xx, matrix.yx, matrix.xy, matrix.yy)
            entry.target = target
            contextUpdates += 1
        }
        current[key] = entry
        return entry.layout
    }

    /// Keeps the layout of `text` for a box of `width` × `height` points, if there is one, as
    /// if this frame drew it: for text a frame leaves on screen without drawing it again.
    func keep(_ text: String, style: TextStyle, width: Double, height: Double) {
        let key = Key(text: text, style: style, width: width, height: height)
        guard current[key] == nil, let kept = previous.removeValue(forKey: key) else { return }
        current[key] = kept
    }

    /// Frees every layout: for a new surface, which could come at the address of the old one.
    package func removeAll() {
        endFrame()
        endFrame()
    }

    /// Ends a frame: the layouts it did not draw, and that the frame before did, are freed.
    package func endFrame() {
        for entry in previous.values { g_object_unref(UnsafeMutableRawPointer(entry.layout)) }
        previous.removeAll(keepingCapacity: true)
        swap(&current, &previous)
    }
}
