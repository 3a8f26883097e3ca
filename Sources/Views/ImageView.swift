import Geometry
import Rendering

/// A view that shows an image scaled to its bounds (UIKit's `UIImageView`, scale-to-fill).
/// Its intrinsic size is the image's.
@MainActor
open class ImageView: View {
    /// The image shown; nil shows nothing and gives no intrinsic size.
    public var image: Image? { didSet { intrinsicContentSizeDidChange() } }

    /// A view showing `image`.
    public init(image: Image?, id: String? = nil) {
        self.image = image
        super.init(id: id)
    }

    /// The image's size in points, or no intrinsic size without an image.
    open override var intrinsicContentSize: Size {
        image?.size ?? Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }

    /// Stretches the image over the whole view.
    open override func draw(in canvas: Canvas, dirtyRect: Rect) {
        guard let image else { return }
        canvas.drawImage(image, in: dirtyRect)
    }
}
