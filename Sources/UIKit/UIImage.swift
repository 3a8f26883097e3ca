internal import CairoRendering
internal import Rendering
internal import Views

/// A bitmap (UIKit's `UIImage`), loaded from PNG files.
@preconcurrency @MainActor
open class UIImage {
    let image: Image

    init(_ image: Image) { self.image = image }

    /// An image from the main bundle's resources or the working directory: `name@2x.png` (scale
    /// 2), else `name.png`, or `name` itself if it ends in `.png`. Nil if none is found.
    public convenience init?(named name: String) {
        let bundle = Bundle.main
        let base = name.hasSuffix(".png") ? String(name.dropLast(4)) : name
        var candidates: [(path: String, scale: Double)] = []
        for (suffix, scale) in [("@2x", 2.0), ("", 1.0)] {
            let file = "\(base)\(suffix).png"
            if let path = bundle.path(forResource: file, ofType: nil) { candidates.append((path, scale)) }
            candidates.append((file, scale))
        }
        for candidate in candidates where FileManager.default.fileExists(atPath: candidate.path) {
            if let image = try? ImageRenderer.loadPNG(candidate.path, scale: candidate.scale) {
                self.init(image)
                return
            }
        }
        return nil
    }

    /// An image from a PNG file; nil if it cannot be read.
    public convenience init?(contentsOfFile path: String) {
        guard let image = try? ImageRenderer.loadPNG(path) else { return nil }
        self.init(image)
    }

    /// SF Symbols are Apple's; there are none here, so this is always nil.
    public convenience init?(systemName name: String) { return nil }

    /// The size in points.
    open var size: CGSize { CGSize(image.size) }
    /// The pixels per point; always 1 here, even for an image loaded from an `@2x` file.
    open var scale: CGFloat { 1 }
}

/// A view that shows an image (UIKit's `UIImageView`); it sizes itself to the image and takes
/// no touches.
@preconcurrency @MainActor
open class UIImageView: UIView {
    private var imageView: ImageView { backing as! ImageView }

    override class func makeBacking() -> View { ImageView(image: nil) }

    override func didInitialize() {
        isUserInteractionEnabled = false
    }

    /// An image view the size of `image`, showing it.
    public convenience init(image: UIImage?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
        // Observers do not run for assignments in the type's own initialisers.
        imageView.image = image?.image
    }

    /// The image shown, placed by ``contentMode``.
    open var image: UIImage? {
        didSet {
            imageView.image = image?.image
            setNeedsDisplay()
        }
    }

    /// How the image is placed in the view; `.scaleToFill` by default (`.redraw` acts like it).
    open override var contentMode: UIView.ContentMode {
        didSet {
            imageView.contentMode =
                switch contentMode {
                case .scaleToFill, .redraw: .scaleToFill
                case .scaleAspectFit: .scaleAspectFit
                case .scaleAspectFill: .scaleAspectFill
                case .center: .center
                case .top: .top
                case .bottom: .bottom
                case .left: .left
                case .right: .right
                case .topLeft: .topLeft
                case .topRight: .topRight
                case .bottomLeft: .bottomLeft
                case .bottomRight: .bottomRight
                }
            setNeedsDisplay()
        }
    }

    /// The image for the highlighted state; recorded, not drawn.
    open var highlightedImage: UIImage?
    /// Whether the view is highlighted; recorded, the image shown stays ``image``.
    open var isHighlighted = false

    /// The image's size in points; no intrinsic size without an image.
    open override var intrinsicContentSize: CGSize { CGSize(imageView.intrinsicContentSize) }

    /// The image's size (the current size without an image), whatever `size` is:
    /// ``UIView/sizeToFit()`` sizes the view to its image.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicSizeOrCurrent }
}
