internal import CairoRendering
internal import Geometry
internal import Rendering

/// A bitmap (CoreGraphics' `CGImage`): a `UIImage`'s pixels, as layers show them
/// (`CALayer.contents`) and contexts draw them.
public final class CGImage: @unchecked Sendable {
    let image: Image
    /// The pixels per point the image was made for.
    let scale: Double

    init(_ image: Image, scale: Double) {
        self.image = image
        self.scale = scale
    }

    /// The width in pixels.
    public var width: Int { Int((image.size.width * scale).rounded()) }
    /// The height in pixels.
    public var height: Int { Int((image.size.height * scale).rounded()) }
    /// Bits per colour component: 8.
    public var bitsPerComponent: Int { 8 }
    /// Bits per pixel: 32 (premultiplied ARGB).
    public var bitsPerPixel: Int { 32 }
}

extension UIImage {
    /// How an image is turned when drawn (UIKit's `UIImage.Orientation`, raw values included);
    /// images here are drawn as stored, `.up`.
    public enum Orientation: Int, Sendable {
        case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored
    }

    /// The image's pixels as a `CGImage`.
    public var cgImage: CGImage? { CGImage(image, scale: pixelsPerPoint) }

    /// The pixels per point of the image's bitmap.
    var pixelsPerPoint: Double {
        guard let pixels = ImageRenderer.pixels(of: image), image.size.width > 0 else { return 1 }
        return Double(pixels.width) / image.size.width
    }

    /// An image of `cgImage`'s pixels, one point per pixel.
    public convenience init(cgImage: CGImage) { self.init(cgImage: cgImage, scale: 1, orientation: .up) }

    /// An image of `cgImage`'s pixels at `scale` pixels per point; the orientation is not used.
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        let points = Size(
            width: Double(cgImage.width) / Double(max(scale, 0.001)),
            height: Double(cgImage.height) / Double(max(scale, 0.001)))
        self.init(Image(size: points, storage: cgImage.image.storage))
    }

    /// How the image is turned: always `.up` here.
    public var imageOrientation: Orientation { .up }
}

extension CGContext {
    /// Draws `image` stretched to `rect`, as CoreGraphics does: in its own y-up space, so in a
    /// UIKit context (y down) the picture comes out upside down, as on iOS.
    public func draw(_ image: CGImage, in rect: CGRect) {
        saveGState()
        translateBy(x: 0, y: rect.minY + rect.maxY)
        scaleBy(x: 1, y: -1)
        draw(image.image, in: rect.rect)
        restoreGState()
    }
}
