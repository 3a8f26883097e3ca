import Geometry
import Rendering

/// A view that shows an image placed by its ``contentMode`` (UIKit's `UIImageView`). Its
/// intrinsic size is the image's.
@MainActor
open class ImageView: View {
    /// How an image is placed in the view (UIKit's `UIView.ContentMode`, the image cases).
    public enum ContentMode: Sendable, CaseIterable {
        /// Stretched over the whole view, its aspect ratio ignored (the default).
        case scaleToFill
        /// As large as fits whole, centred; the aspect ratio kept.
        case scaleAspectFit
        /// As small as covers the view, centred; what overflows shows unless the view clips.
        case scaleAspectFill
        /// Unscaled, centred.
        case center
        /// Unscaled, centred horizontally against the top edge.
        case top
        /// Unscaled, centred horizontally against the bottom edge.
        case bottom
        /// Unscaled, centred vertically against the left edge.
        case left
        /// Unscaled, centred vertically against the right edge.
        case right
        /// Unscaled, in the top-left corner.
        case topLeft
        /// Unscaled, in the top-right corner.
        case topRight
        /// Unscaled, in the bottom-left corner.
        case bottomLeft
        /// Unscaled, in the bottom-right corner.
        case bottomRight
    }

    /// The image shown; nil shows nothing and gives no intrinsic size.
    public var image: Image? { didSet { intrinsicContentSizeDidChange() } }
    /// How the image is placed; ``ContentMode/scaleToFill`` by default.
    public var contentMode = ContentMode.scaleToFill

    /// A view showing `image`.
    public init(image: Image?, id: String? = nil) {
        self.image = image
        super.init(id: id)
    }

    /// The image's size in points, or no intrinsic size without an image.
    open override var intrinsicContentSize: Size {
        image?.size ?? Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }

    /// Draws the image where ``contentMode`` puts it.
    open override func draw(in canvas: Canvas, dirtyRect: Rect) {
        guard let image else { return }
        canvas.drawImage(image, in: ImageView.placement(of: image.size, in: dirtyRect, mode: contentMode))
    }

    /// Where an image of `size` goes in `bounds` for `mode`.
    public static func placement(of size: Size, in bounds: Rect, mode: ContentMode) -> Rect {
        guard size.width > 0, size.height > 0 else { return bounds }
        func centred(_ width: Double, _ height: Double) -> Rect {
            Rect(x: bounds.midX - width / 2, y: bounds.midY - height / 2, width: width, height: height)
        }
        let (w, h) = (size.width, size.height)
        switch mode {
        case .scaleToFill: return bounds
        case .scaleAspectFit, .scaleAspectFill:
            let (sx, sy) = (bounds.width / w, bounds.height / h)
            let s = mode == .scaleAspectFit ? min(sx, sy) : max(sx, sy)
            return centred(w * s, h * s)
        case .center: return centred(w, h)
        case .top: return Rect(x: bounds.midX - w / 2, y: bounds.minY, width: w, height: h)
        case .bottom: return Rect(x: bounds.midX - w / 2, y: bounds.maxY - h, width: w, height: h)
        case .left: return Rect(x: bounds.minX, y: bounds.midY - h / 2, width: w, height: h)
        case .right: return Rect(x: bounds.maxX - w, y: bounds.midY - h / 2, width: w, height: h)
        case .topLeft: return Rect(x: bounds.minX, y: bounds.minY, width: w, height: h)
        case .topRight: return Rect(x: bounds.maxX - w, y: bounds.minY, width: w, height: h)
        case .bottomLeft: return Rect(x: bounds.minX, y: bounds.maxY - h, width: w, height: h)
        case .bottomRight: return Rect(x: bounds.maxX - w, y: bounds.maxY - h, width: w, height: h)
        }
    }
}
