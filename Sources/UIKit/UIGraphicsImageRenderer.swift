internal import CairoRendering
internal import Geometry
internal import Rendering
internal import Views

/// How a renderer's images are made (UIKit's `UIGraphicsImageRendererFormat`).
@preconcurrency @MainActor
open class UIGraphicsImageRendererFormat {
    /// Pixels per point: the screen's by default.
    open var scale: CGFloat
    /// Whether the image has no transparency (white where nothing is drawn); false by default.
    open var opaque = false
    /// The format's colour range (UIKit's enum, raw values included); recorded, sRGB always.
    public enum Range: Int, Sendable {
        /// Chosen by the system (-1).
        case unspecified = -1
        /// As the screen (0).
        case automatic = 0
        /// Wide colour (1).
        case extended
        /// sRGB (2).
        case standard
    }
    /// The colour range; recorded.
    open var preferredRange: Range = .automatic

    /// The screen's format.
    public init() { scale = UIScreen.main.scale }

    /// The screen's format.
    open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

    /// A format for the main screen, as ``preferred()`` gives.
    open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

    /// The rectangle a renderer with this format draws in: set by the renderer it belongs to.
    public internal(set) var bounds = CGRect.zero
}

/// What an image renderer's drawing closure gets (UIKit's `UIGraphicsImageRendererContext`).
@preconcurrency @MainActor
open class UIGraphicsImageRendererContext {
    /// The context to draw into; also `UIGraphicsGetCurrentContext()` during the drawing.
    public let cgContext: CGContext
    /// The renderer's format.
    public let format: UIGraphicsImageRendererFormat

    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat) {
        self.cgContext = cgContext
        self.format = format
    }

    /// Fills `rect` with the fill colour.
    open func fill(_ rect: CGRect) { cgContext.fill(rect) }
    /// Fills `rect` with the fill colour; the blend mode is not used.
    open func fill(_ rect: CGRect, blendMode: CGBlendMode) { cgContext.fill(rect) }
    /// Strokes `rect`'s outline with the stroke colour.
    open func stroke(_ rect: CGRect) { cgContext.stroke(rect) }
    /// Narrows the clip to `rect`.
    open func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

/// Draws images off screen (UIKit's `UIGraphicsImageRenderer`): the closure draws with
/// `UIBezierPath`, the context, images and text, as in `draw(_:)`.
@preconcurrency @MainActor
open class UIGraphicsImageRenderer {
    /// The drawing's area, in points.
    public let bounds: CGRect
    /// How the images are made.
    public let format: UIGraphicsImageRendererFormat

    /// A renderer of images of `size` points in the screen's format.
    public convenience init(size: CGSize) { self.init(bounds: CGRect(origin: .zero, size: size)) }
    /// A renderer of images of `size` points in `format`.
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }
    /// A renderer of images of `bounds`, in `format`: user space is `bounds`' coordinates.
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat = .preferred()) {
        UIApplication.prepareToolkit()
        self.bounds = bounds
        self.format = format
        format.bounds = bounds
    }

    /// An image drawn by `actions`.
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        UIImage(render(actions))
    }

    /// A PNG file's bytes drawn by `actions`.
    open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        Data(ImageRenderer.pngData(of: render(actions)) ?? [])
    }

    private func render(_ actions: (UIGraphicsImageRendererContext) -> Void) -> Image {
        ImageRenderer.makeImage(size: bounds.size.size, scale: Double(format.scale), opaque: format.opaque) { canvas in
            canvas.translate(dx: -Double(bounds.minX), dy: -Double(bounds.minY))
            let context = CGContext(canvas: canvas)
            UIGraphicsPushContext(context)
            actions(UIGraphicsImageRendererContext(cgContext: context, format: format))
            context.restoreUnbalancedStates()
            UIGraphicsPopContext()
        }
    }
}

/// The image contexts begun and not ended, innermost last, each with the context drawing
/// goes to.
@preconcurrency @MainActor
private var imageContexts: [(drawing: ImageDrawing, context: CGContext)] = []

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Begins drawing an image of `size` points (the older API that ``UIGraphicsImageRenderer``
/// replaces): `UIGraphicsGetCurrentContext()` is its context until
/// ``UIGraphicsEndImageContext()``. A `scale` of 0 is the screen's.
@preconcurrency @MainActor
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    UIApplication.prepareToolkit()
    let drawing = ImageDrawing(
        size: size.size, scale: Double(scale > 0 ? scale : UIScreen.main.scale), opaque: opaque)
    let context = CGContext(canvas: drawing.canvas)
    imageContexts.append((drawing, context))
    UIGraphicsPushContext(context)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Begins drawing a transparent image of `size` points at a scale of 1.
@preconcurrency @MainActor
public func UIGraphicsBeginImageContext(_ size: CGSize) { UIGraphicsBeginImageContextWithOptions(size, false, 1) }

// swift-format-ignore: AlwaysUseLowerCamelCase
/// What the current image context holds so far; nil if the current context is not an image's.
@preconcurrency @MainActor
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let last = imageContexts.last, UIGraphicsGetCurrentContext() === last.context else { return nil }
    return UIImage(last.drawing.image())
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Ends the image context begun last.
@preconcurrency @MainActor
public func UIGraphicsEndImageContext() {
    guard let last = imageContexts.popLast() else { return }
    last.context.restoreUnbalancedStates()
    if UIGraphicsGetCurrentContext() === last.context { UIGraphicsPopContext() }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Fills `rect` with the current context's fill colour.
@preconcurrency @MainActor
public func UIRectFill(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.fill(rect) }

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Draws a one-point frame just inside `rect` with the current context's fill colour.
@preconcurrency @MainActor
public func UIRectFrame(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext(), rect.width > 0, rect.height > 0 else { return }
    let line = min(1, rect.width / 2, rect.height / 2)
    context.fill([
        CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: line),
        CGRect(x: rect.minX, y: rect.maxY - line, width: rect.width, height: line),
        CGRect(x: rect.minX, y: rect.minY, width: line, height: rect.height),
        CGRect(x: rect.maxX - line, y: rect.minY, width: line, height: rect.height),
    ])
}
