import Geometry
import Rendering

/// A view that shows an image scaled to its bounds (UIKit's `UIImageView`, scale-to-fill).
/// Its intrinsic size is the image's.
@MainActor
open class ImageView: View {
    public var image: Image? { didSet { intrinsicContentSizeDidChange() } }

    public init(image: Image?, id: String? = nil) {
        self.image = image
        super.init(id: id)
    }

    open override var intrinsicContentSize: Size {
        image?.size ?? Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }

    open override func draw(in canvas: Canvas, dirtyRect: Rect) {
        guard let image else { return }
        canvas.drawImage(image, in: dirtyRect)
    }
}
