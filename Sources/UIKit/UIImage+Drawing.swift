internal import CairoRendering
internal import Geometry
internal import Rendering

extension UIImage {
    /// An image from PNG bytes; nil if they are not a PNG image.
    public convenience init?(data: Data) { self.init(data: data, scale: 1) }

    /// An image from PNG bytes at `scale` pixels per point; nil if they are not a PNG image.
    public convenience init?(data: Data, scale: CGFloat) {
        guard let image = ImageRenderer.loadPNG(bytes: [UInt8](data), scale: Double(scale)) else { return nil }
        self.init(image)
    }

    /// The image encoded as PNG.
    public func pngData() -> Data? { ImageRenderer.pngData(of: image).map { Data($0) } }

    /// Draws the image stretched to `rect` in the current context.
    public func draw(in rect: CGRect) { UIGraphicsGetCurrentContext()?.draw(image, in: rect.rect) }
    /// Draws the image stretched to `rect` at `alpha`; the blend mode is not used.
    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        UIGraphicsGetCurrentContext()?.draw(image, in: rect.rect, alpha: Double(alpha))
    }
    /// Draws the image at its size with its top left corner at `point`.
    public func draw(at point: CGPoint) { draw(in: CGRect(origin: point, size: size)) }
}
