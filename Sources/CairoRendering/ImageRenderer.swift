internal import CCairo
import Geometry
import Rendering

/// Off-screen rendering into a Cairo image surface: screenshots without an X server, and PNG
/// images for `Rendering/Image`.
@MainActor
public enum ImageRenderer {
    /// Why a PNG file could not be written or read.
    public enum Failure: Error, CustomStringConvertible {
        /// Writing `path` failed; `reason` is Cairo's status message.
        case cannotWrite(path: String, reason: String)
        /// Reading or decoding `path` failed; `reason` is Cairo's status message.
        case cannotRead(path: String, reason: String)

        /// `cannot write PATH: REASON` or `cannot read PATH: REASON`.
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
        let image = ImageSurface(size: size, scale: scale)
        image.drawFrame(scale: scale, draw)
        try image.writePNG(to: path)
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

/// The pixels of a PNG file, for checking screenshots.
public struct PixelImage: Sendable {
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    private let pixels: [UInt32]

    /// Reads a PNG file.
    public init(contentsOf path: String) throws(ImageRenderer.Failure) {
        let surface = cairo_image_surface_create_from_png(path)!
        defer { cairo_surface_destroy(surface) }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw .cannotRead(path: path, reason: String(cString: cairo_status_to_string(status)))
        }
        self.init(imageSurface: surface)
    }

    /// The pixels of a Cairo image surface (`cairo_surface_t *` of 32 bits per pixel) as they are now.
    init(imageSurface surface: OpaquePointer) {
        cairo_surface_flush(surface)
        let columns = Int(cairo_image_surface_get_width(surface))
        let lines = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface)) / 4
        var rows: [UInt32] = []
        rows.reserveCapacity(columns * lines)
        cairo_image_surface_get_data(surface)!.withMemoryRebound(to: UInt32.self, capacity: stride * lines) { data in
            for y in 0..<lines {
                rows.append(contentsOf: UnsafeBufferPointer(start: data + y * stride, count: columns))
            }
        }
        width = columns
        height = lines
        pixels = rows
    }

    /// The index of the first pixel, row by row, whose colour differs from `other`'s, or nil when
    /// every pixel is the same (images of different sizes differ at 0).
    public func firstDifference(from other: PixelImage) -> Int? {
        guard width == other.width, height == other.height else { return 0 }
        return pixels.indices.first { (pixels[$0] ^ other.pixels[$0]) & 0x00FF_FFFF != 0 }
    }

    /// The colour at a pixel as `0xRRGGBB`.
    public func rgb(x: Int, y: Int) -> UInt32 {
        pixels[y * width + x] & 0x00FF_FFFF
    }
}
