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

    /// An image of `size` points at `scale` pixels per point, drawn by `draw`: transparent
    /// where nothing is drawn, or white if `opaque`.
    public static func makeImage(size: Size, scale: Double, opaque: Bool, draw: (Canvas) -> Void) -> Image {
        let drawing = ImageDrawing(size: size, scale: scale, opaque: opaque)
        draw(drawing.canvas)
        return drawing.image()
    }

    /// `image` encoded as PNG; nil if it is not a Cairo image or cannot be encoded.
    public static func pngData(of image: Image) -> [UInt8]? {
        guard let surface = (image.storage as? CairoImage)?.surface else { return nil }
        final class Sink { var bytes: [UInt8] = [] }
        let sink = Sink()
        let status = withExtendedLifetime(sink) {
            cairo_surface_write_to_png_stream(
                surface,
                { closure, data, length in
                    let sink = Unmanaged<Sink>.fromOpaque(closure!).takeUnretainedValue()
                    sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
                    return CAIRO_STATUS_SUCCESS
                }, Unmanaged.passUnretained(sink).toOpaque())
        }
        return status == CAIRO_STATUS_SUCCESS ? sink.bytes : nil
    }

    /// Decodes PNG `bytes` as an image whose size in points is its pixel size divided by `scale`;
    /// nil if they are not a PNG image.
    public static func loadPNG(bytes: [UInt8], scale: Double = 1) -> Image? {
        final class Source {
            let bytes: [UInt8]
            var offset = 0
            init(_ bytes: [UInt8]) { self.bytes = bytes }
        }
        let source = Source(bytes)
        let surface = withExtendedLifetime(source) {
            cairo_image_surface_create_from_png_stream(
                { closure, data, length in
                    let source = Unmanaged<Source>.fromOpaque(closure!).takeUnretainedValue()
                    let count = Int(length)
                    guard source.offset + count <= source.bytes.count, let data else { return CAIRO_STATUS_READ_ERROR }
                    source.bytes.withUnsafeBufferPointer { all in
                        data.update(from: all.baseAddress! + source.offset, count: count)
                    }
                    source.offset += count
                    return CAIRO_STATUS_SUCCESS
                }, Unmanaged.passUnretained(source).toOpaque())!
        }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return nil
        }
        let size = Size(
            width: Double(cairo_image_surface_get_width(surface)) / scale,
            height: Double(cairo_image_surface_get_height(surface)) / scale)
        return Image(size: size, storage: CairoImage(surface: surface))
    }

    /// `image` as a template: `color` wherever the image is opaque, as opaque as it is there
    /// (its own colours are dropped); `image` itself if it is not a Cairo image.
    public static func tinted(_ image: Image, with color: Color) -> Image {
        guard let source = (image.storage as? CairoImage)?.surface else { return image }
        let width = cairo_image_surface_get_width(source)
        let height = cairo_image_surface_get_height(source)
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)!
        let context = cairo_create(surface)!
        cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha)
        cairo_mask_surface(context, source, 0, 0)
        cairo_destroy(context)
        cairo_surface_flush(surface)
        return Image(size: image.size, storage: CairoImage(surface: surface))
    }

    /// `image` made as opaque as its most opaque pixel allows: every pixel's alpha (and its
    /// premultiplied colour) scaled so that the largest alpha is full. For pictures drawn
    /// faint on purpose (an icon theme's outline icons) that are to be used as masks.
    public static func fullStrength(_ image: Image) -> Image {
        guard let source = (image.storage as? CairoImage)?.surface,
            cairo_image_surface_get_format(source) == CAIRO_FORMAT_ARGB32
        else { return image }
        let width = Int(cairo_image_surface_get_width(source))
        let height = Int(cairo_image_surface_get_height(source))
        let rowBytes = Int(cairo_image_surface_get_stride(source))
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        cairo_surface_flush(source)
        guard width > 0, height > 0, let from = cairo_image_surface_get_data(source),
            let to = cairo_image_surface_get_data(surface)
        else {
            cairo_surface_destroy(surface)
            return image
        }
        let toStride = Int(cairo_image_surface_get_stride(surface))
        var largest: UInt32 = 0
        for y in 0..<height {
            let row = UnsafeRawPointer(from + y * rowBytes).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width { largest = max(largest, row[x] >> 24) }
        }
        let factor = largest > 0 ? 255 / Double(largest) : 1
        for y in 0..<height {
            let row = UnsafeRawPointer(from + y * rowBytes).assumingMemoryBound(to: UInt32.self)
            let out = UnsafeMutableRawPointer(to + y * toStride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                var pixel: UInt32 = 0
                for shift in stride(from: 0, through: 24, by: 8) as StrideThrough<UInt32> {
                    let channel = Double((row[x] >> shift) & 0xFF) * factor
                    pixel |= UInt32(min(channel.rounded(), 255)) << shift
                }
                out[x] = pixel
            }
        }
        cairo_surface_mark_dirty(surface)
        return Image(size: image.size, storage: CairoImage(surface: surface))
    }

    /// The pixels of `image`, if it is a Cairo image.
    public static func pixels(of image: Image) -> PixelImage? {
        (image.storage as? CairoImage).map { PixelImage(imageSurface: $0.surface) }
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

    /// The pixel's alpha, 0 (transparent) to 255; 255 for an image without alpha.
    public func alpha(x: Int, y: Int) -> Int { Int(pixels[y * width + x] >> 24) }

    /// The colour at a pixel as `0xRRGGBB`.
    public func rgb(x: Int, y: Int) -> UInt32 {
        pixels[y * width + x] & 0x00FF_FFFF
    }
}

/// An image being drawn: a canvas over an off-screen surface, whose pixels so far can be
/// taken as an image at any time (what an image context is drawn into).
@MainActor
public final class ImageDrawing {
    /// Where to draw, in points.
    public let canvas: Canvas
    private let size: Size
    private let surface: OpaquePointer
    private let context: OpaquePointer

    /// A drawing of `size` points at `scale` pixels per point: transparent, or white if
    /// `opaque`. Cairo's surfaces are at most 32 767 pixels a side; NaN or under 1 is 1.
    public init(size: Size, scale: Double, opaque: Bool) {
        func pixels(_ points: Double) -> Int32 {
            let length = (points * scale).rounded()
            return length.isNaN ? 1 : Int32(min(max(length, 1), ImageDrawing.largestSide))
        }
        self.size = size
        surface = cairo_image_surface_create(
            opaque ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32, pixels(size.width), pixels(size.height))!
        context = cairo_create(surface)!
        if opaque {
            cairo_set_source_rgb(context, 1, 1, 1)
            cairo_paint(context)
        }
        canvas = CairoCanvas(context: context, scale: scale)
    }

    /// The largest side of an image, in pixels (Cairo's limit).
    static let largestSide = 32767.0

    /// What is drawn so far, as an image (a copy: drawing goes on unchanged).
    public func image() -> Image {
        cairo_surface_flush(surface)
        let copy = cairo_surface_create_similar_image(
            surface, cairo_image_surface_get_format(surface), cairo_image_surface_get_width(surface),
            cairo_image_surface_get_height(surface))!
        let painter = cairo_create(copy)!
        cairo_set_source_surface(painter, surface, 0, 0)
        cairo_set_operator(painter, CAIRO_OPERATOR_SOURCE)
        cairo_paint(painter)
        cairo_destroy(painter)
        cairo_surface_flush(copy)
        return Image(size: size, storage: CairoImage(surface: copy))
    }

    isolated deinit {
        cairo_destroy(context)
        cairo_surface_destroy(surface)
    }
}
