internal import CCairo
import Geometry
import Rendering

/// An off-screen image that frames are drawn into, as a window's back buffer is: what
/// ``ImageRenderer/writePNG(size:scale:to:draw:)`` draws into, and what tests draw several
/// frames into, with text kept from frame to frame.
@MainActor
package final class ImageSurface {
    private let surface: OpaquePointer

    /// A black image (every pixel zero) of `size` points at `scale` device pixels per point.
    package init(size: Size, scale: Double) {
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

    /// Writes the image as a PNG file.
    package func writePNG(to path: String) throws(ImageRenderer.Failure) {
        let status = cairo_surface_write_to_png(surface, path)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw .cannotWrite(path: path, reason: String(cString: cairo_status_to_string(status)))
        }
    }
}
