internal import CCairo
import Geometry
import Rendering

#if canImport(Glibc)
    import Glibc
#endif

/// An off-screen image that frames are drawn into, as a window's back buffer is: what
/// ``ImageRenderer/writePNG(size:scale:to:draw:)`` draws into, and what tests draw several
/// frames into, with text kept from frame to frame.
@MainActor
package final class ImageSurface {
    private let surface: OpaquePointer
    /// The image's size in points.
    package let size: Size

    /// A black image (every pixel zero) of `size` points at `scale` device pixels per point.
    package init(size: Size, scale: Double) {
        self.size = size
        let width = Int32((size.width * scale).rounded())
        let height = Int32((size.height * scale).rounded())
        surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, width, height)!
    }

    isolated deinit {
        cairo_surface_destroy(surface)
    }

    /// Draws one frame with `draw`, through a canvas at `scale`; text is reused from
    /// `textLayouts`, whose frame then ends, when one is given.
    package func drawFrame(scale: Double, textLayouts: TextLayoutCache? = nil, _ draw: (Canvas) -> Void) {
        CairoCanvas.drawFrame(on: surface, scale: scale, textLayouts: textLayouts, draw)
    }

    /// Draws one frame as a window's back buffer is drawn: recorded, then `painter` draws it
    /// whole or, when only a scroll moved since its last frame here, copies what stays in view.
    /// Returns what was drawn (nil: nothing, the frame was the last one again).
    @discardableResult
    package func drawFrame(
        with painter: FramePainter, scale: Double, textLayouts: TextLayoutCache? = nil, _ draw: (Canvas) -> Void
    ) -> FramePainter.Drawing? {
        painter.drawFrame(
            on: surface, size: size, scale: scale, textLayouts: textLayouts, copy: copyPixels(_:), draw)
    }

    /// Moves the pixels of `blit`'s source to its destination, in place.
    private func copyPixels(_ blit: ScrollBlit) {
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        let source = blit.source
        let destination = blit.destination
        let bytesPerPixel = 4
        // Row by row away from the destination, so that no row is overwritten before it is read.
        let rows = 0..<source.height
        for row in blit.dy > 0 ? Array(rows.reversed()) : Array(rows) {
            memmove(
                data + (destination.minY + row) * stride + destination.minX * bytesPerPixel,
                data + (source.minY + row) * stride + source.minX * bytesPerPixel, source.width * bytesPerPixel)
        }
    }

    /// The pixels as they are now.
    package var pixels: PixelImage { PixelImage(imageSurface: surface) }

    /// Writes the image as a PNG file.
    package func writePNG(to path: String) throws(ImageRenderer.Failure) {
        let status = cairo_surface_write_to_png(surface, path)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw .cannotWrite(path: path, reason: String(cString: cairo_status_to_string(status)))
        }
    }
}
