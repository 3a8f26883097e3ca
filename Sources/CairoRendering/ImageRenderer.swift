internal import CCairo
import Geometry
import Rendering

/// Off-screen rendering into a Cairo image surface: screenshots without an X server, and PNG
/// images for ``Rendering/Image``.
@MainActor
public enum ImageRenderer {
    public enum Failure: Error, CustomStringConvertible {
        case cannotWrite(path: String, reason: String)
        case cannotRead(path: String, reason: String)

        public var description: String {
            switch self {
            case .cannotWrite(let path, let reason): "cannot write \(path): \(reason)"
            case .cannotRead(let path, let reason): "cannot read \(path): \(reason)"
            }
        }
    }

    /// Draws `size` points at `scale` with `draw` and writes a PNG to `path`.
    public static func writePNG(
        size: Size, scale: Double, to path: String, draw: (Canvas) -> Void
    ) throws(Failure) {
        let width = Int32((size.width * scale).rounded())
        let height = Int32((size.height * scale).rounded())
        let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, width, height)!
        defer { cairo_surface_destroy(surface) }
        let context = cairo_create(surface)!
        do {
            let canvas = CairoCanvas(context: context, scale: scale)
            draw(canvas)
        }
        cairo_destroy(context)
        cairo_surface_flush(surface)
        let status = cairo_surface_write_to_png(surface, path)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw .cannotWrite(path: path, reason: String(cString: cairo_status_to_string(status)))
        }
    }

    /// Loads a PNG file as an image whose size in points is its pixel size divided by `scale`.
    public static func loadPNG(_ path: String, scale: Double = 1) throws(Failure) -> Image {
        let surface = cairo_image_surface_create_from_png(path)!
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw .cannotRead(path: path, reason: String(cString: cairo_status_to_string(status)))
        }
        let size = Size(
            width: Double(cairo_image_surface_get_width(surface)) / scale,
            height: Double(cairo_image_surface_get_height(surface)) / scale)
        return Image(size: size, storage: CairoImage(surface: surface))
    }
}
