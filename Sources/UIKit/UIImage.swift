internal import CairoRendering
internal import Rendering
internal import Views

/// A bitmap (UIKit's `UIImage`), loaded from PNG files.
@preconcurrency @MainActor
open class UIImage {
    let image: Image
    /// How views draw the image: its own colours, or as a template in a tint colour.
    public private(set) var renderingMode = RenderingMode.automatic
    /// The configuration a symbol image was made with; nil for other images.
    public internal(set) var symbolConfiguration: SymbolConfiguration?
    /// The symbol's name, for a system image.
    var symbolName: String?
    /// The colour ``withTintColor(_:)`` gave, which a template draws in instead of the view's.
    private var ownTint: UIColor?
    /// The last tinted copy made, and its colour: views ask again on every change of tint.
    private var tintedCache: (color: Color, image: Image)?

    init(_ image: Image) { self.image = image }

    /// A copy of `other` showing `image` (another size or tint of the same picture).
    init(_ image: Image, as other: UIImage) {
        self.image = image
        renderingMode = other.renderingMode
        symbolConfiguration = other.symbolConfiguration
        symbolName = other.symbolName
        ownTint = other.ownTint
    }

    /// How an image is drawn (UIKit's `UIImage.RenderingMode`, raw values included).
    public enum RenderingMode: Int, Sendable {
        /// As the context decides: symbol images as templates, others in their own colours (0).
        case automatic
        /// Always in the image's own colours (1).
        case alwaysOriginal
        /// Always as a template: the tint colour wherever the image is opaque (2).
        case alwaysTemplate
    }

    /// Whether the image is a symbol (made by `init(systemName:)`).
    public var isSymbolImage: Bool { symbolName != nil }

    /// This image drawn as `renderingMode` says.
    open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        let copy = UIImage(image, as: self)
        copy.renderingMode = renderingMode
        return copy
    }

    /// This image in `color` wherever it is opaque, whatever the view's tint; its rendering
    /// mode is kept.
    open func withTintColor(_ color: UIColor) -> UIImage { withTintColor(color, renderingMode: renderingMode) }

    /// This image in `color` wherever it is opaque, drawn as `renderingMode` says: as iOS
    /// does, even `.alwaysOriginal` shows the colour (the way to colour a symbol for good).
    open func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        let copy = withRenderingMode(renderingMode)
        copy.ownTint = color
        return copy
    }

    /// Whether views draw this image as a template in their tint: always, never, or, for
    /// `.automatic`, a symbol, or any image where the context makes templates of them
    /// (`templateByDefault`: tab bars and system buttons).
    func drawsAsTemplate(byDefault templateByDefault: Bool = false) -> Bool {
        switch renderingMode {
        case .alwaysTemplate: true
        case .alwaysOriginal: false
        case .automatic: isSymbolImage || templateByDefault
        }
    }

    /// What a view with tint `tint` draws: for a template the tint (a hierarchical or palette
    /// colour of its configuration first) where the image is opaque; else the image in its
    /// own colour (``withTintColor(_:)``'s), a symbol's being the label colour.
    func displayed(tint: UIColor, templateByDefault: Bool = false) -> Image {
        let color: Color
        if drawsAsTemplate(byDefault: templateByDefault) {
            color = (ownTint ?? symbolConfiguration?.color ?? tint).color
        } else if let ownTint {
            color = ownTint.color
        } else if isSymbolImage {
            color = UIColor.label.color
        } else {
            return image
        }
        if let tintedCache, tintedCache.color == color { return tintedCache.image }
        let tinted = ImageRenderer.tinted(image, with: color)
        tintedCache = (color, tinted)
        return tinted
    }

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

    /// The size in points.
    open var size: CGSize { CGSize(image.size) }
    /// The pixels per point; always 1 here, even for an image loaded from an `@2x` file.
    open var scale: CGFloat { 1 }
}

/// A view that shows an image (UIKit's `UIImageView`); it sizes itself to the image and takes
/// no touches.
@preconcurrency @MainActor
open class UIImageView: UIView {
    var imageView: ImageView { backing as! ImageView }

    override class func makeBacking() -> View { ImageView(image: nil) }

    override func didInitialize() {
        isUserInteractionEnabled = false
    }

    /// An image view the size of `image`, showing it.
    public convenience init(image: UIImage?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
        // Observers do not run for assignments in the type's own initialisers.
        showImage()
    }

    /// The image shown, placed by ``contentMode``; a template (a symbol, by default) in the
    /// view's ``UIView/tintColor``.
    open var image: UIImage? {
        didSet { showImage() }
    }

    /// The configuration symbol images are shown with, over their own; nil for theirs.
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration? {
        didSet { showImage() }
    }

    /// Whether `.automatic` images are templates here (a tab bar's, a system button's), as
    /// symbols are everywhere.
    var drawsImagesAsTemplates = false {
        didSet { showImage() }
    }

    /// The image with ``preferredSymbolConfiguration`` applied, made when either changes.
    private var configuredImage: UIImage?

    /// Gives the toolkit view the image as it is drawn: configured, and tinted if a template.
    private func showImage() {
        var shown = image
        if let preferredSymbolConfiguration, let symbol = shown, symbol.isSymbolImage {
            shown = symbol.applyingSymbolConfiguration(preferredSymbolConfiguration) ?? symbol
        }
        configuredImage = shown
        showTint()
    }

    /// Gives the toolkit view the configured image in today's tint (or the animation's
    /// image of the moment).
    private func showTint() {
        // A running animation shows its own image at the next frame.
        guard animation == nil else { return }
        show(configuredImage)
    }

    /// Gives the toolkit view `image` in today's tint.
    func show(_ image: UIImage?) {
        imageView.image = image?.displayed(tint: tintColor, templateByDefault: drawsImagesAsTemplates)
        setNeedsDisplay()
    }

    /// Shows the configured image again once an animation has stopped.
    func showImageAfterAnimation() { showTint() }

    /// Whether the image shown follows the tint.
    private var followsTint: Bool {
        configuredImage?.drawsAsTemplate(byDefault: drawsImagesAsTemplates) == true
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if followsTint { showTint() }
    }

    // A view that inherits its tint takes its new superview's.
    open override func didMoveToSuperview() {
        super.didMoveToSuperview()
        if followsTint { showTint() }
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

    /// The images ``startAnimating()`` shows in turn, over ``animationDuration``; nil for none.
    open var animationImages: [UIImage]? {
        didSet { if animationImages?.isEmpty ?? true { stopAnimating() } }
    }
    /// The images shown in turn while highlighted; recorded, ``animationImages`` are shown.
    open var highlightedAnimationImages: [UIImage]?
    /// How long one pass through ``animationImages`` takes, in seconds; 0 for a thirtieth of a
    /// second per image.
    open var animationDuration: TimeInterval = 0
    /// How many passes to show; 0 for no end.
    open var animationRepeatCount = 0
    /// The link that advances the animation, while it runs; when it began.
    var animation: (link: CADisplayLink, start: CFTimeInterval?)?

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
