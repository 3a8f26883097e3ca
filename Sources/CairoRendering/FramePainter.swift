internal import CCairo
import Geometry
import Rendering

/// Draws a window's frames into one surface that keeps its pixels between frames. Each frame
/// is recorded first; when it differs from the last only by a scroll of whole device pixels
/// (``DisplayList/scrollBlit(since:)``), the pixels that stay in view are copied and only the
/// rest is drawn. A scroll frame then shapes and rasterises the rows scrolled into view, not
/// every visible row.
@MainActor
package final class FramePainter {
    /// The last frame drawn, while the surface still shows it.
    private var previous: DisplayList?
    /// Frames made by copying, frames drawn only where they changed, and frames not drawn
    /// because they were the last one again (for tests and benchmarks).
    package private(set) var copiedFrames = 0
    package private(set) var partialFrames = 0
    package private(set) var unchangedFrames = 0

    package init() {}

    /// Forgets the last frame: the surface's pixels are no longer its (a new surface), so the
    /// next frame is drawn whole.
    package func forgetLastFrame() { previous = nil }

    /// What one frame drew into the surface.
    package struct Drawing {
        /// The device pixels drawn, whole (the frame was drawn whole: its whole surface).
        package let areas: [PixelRect]
        /// Whether the frame was drawn whole.
        package let isWhole: Bool
        /// The copy made before drawing, if the frame only scrolled.
        package let blit: ScrollBlit?
    }

    /// Draws the frame `draw` makes, at `scale` device pixels per point, on `surface` (a
    /// `cairo_surface_t *` of `size` points). When the frame only scrolled, `copy` first moves
    /// the last frame's pixels as the blit says, wherever they are kept (in `surface` itself, or
    /// in a window it is shown in), and only the areas it leaves are drawn: pixels of `surface`
    /// outside them are then whatever it held, and the caller shows the frame by copying only
    /// the areas drawn. Returns nil when the frame is the last one again (nothing drawn).
    package func drawFrame(
        on surface: OpaquePointer, size: Size, scale: Double, textLayouts: TextLayoutCache?,
        copy: (ScrollBlit) -> Void, _ draw: (Canvas) -> Void
    ) -> Drawing? {
        let frame = DisplayList(size: size, scale: scale)
        draw(frame)
        defer { previous = frame }
        var areas: [PixelRect]?
        var blitMade: ScrollBlit?
        if let previous, let changed = frame.changedPixels(since: previous) {
            // The surface shows this frame already; its text stays kept as the last frame's.
            guard !changed.isEmpty else {
                unchangedFrames += 1
                return nil
            }
            partialFrames += 1
            areas = changed
        } else if let previous, let blit = frame.scrollBlit(since: previous) {
            cairo_surface_flush(surface)
            copy(blit)
            cairo_surface_mark_dirty(surface)
            copiedFrames += 1
            blitMade = blit
            areas = blit.repaint
        }
        CairoCanvas.drawFrame(on: surface, scale: scale, textLayouts: textLayouts) { canvas in
            canvas.replay(frame, in: areas)
        }
        return Drawing(areas: areas ?? [frame.pixelBounds], isWhole: areas == nil, blit: blitMade)
    }
}
