internal import Geometry
internal import Rendering
internal import Views

/// A layer (Core Animation's `CALayer`, its drawing and styling): the layer behind a view, whose
/// corner radius, border, clipping, shadow and frame are the view's; or one made on its own,
/// with `CALayer()` or a subclass (``CAGradientLayer``, ``CAShapeLayer``), and added to another
/// with ``addSublayer(_:)``.
///
/// Sublayers draw over their layer's content and under its view's subviews, in the order they
/// are listed, each with its frame, background, corners, border, shadow, opacity and its own
/// sublayers. A view's subviews are not among its layer's ``sublayers`` here, and a view's own
/// layer cannot be added to another layer (add the view as a subview). A layer's properties
/// change at once: nothing is animated.
@preconcurrency @MainActor
open class CALayer {
    /// The view whose layer this is; nil for a layer made on its own (or once its view is gone:
    /// a layer kept longer goes on as one of its own).
    private(set) weak var view: UIView?

    /// A layer of its own, with an empty frame, to add to another layer.
    public init() { view = nil }

    init(view: UIView) {
        self.view = view
        if drawsContent { view.backing.layerContent = layerContentDrawing }
    }

    /// What a layer made on its own keeps; a view's layer keeps these in its view.
    private var own = OwnProperties()
    private struct OwnProperties {
        var frame = CGRect.zero
        var backgroundColor: CGColor?
        var cornerRadius: CGFloat = 0
        var borderWidth: CGFloat = 0
        var opacity: Float = 1
        var isHidden = false
        var masksToBounds = false
        var transform = CATransform3D()
    }

    /// The animations added (see `CALayer+Animation.swift`), oldest first.
    var addedAnimations: [AddedAnimation] = []

    /// The radius of the rounded corners, in points; content is clipped to them only with
    /// ``masksToBounds``.
    open var cornerRadius: CGFloat {
        get { view.map { CGFloat($0.backing.cornerRadius) } ?? own.cornerRadius }
        set {
            if let view { view.backing.cornerRadius = Double(newValue) } else { own.cornerRadius = newValue }
            setNeedsDisplay()
        }
    }

    /// The border's width in points, drawn inside the bounds above the content.
    open var borderWidth: CGFloat {
        get { view.map { CGFloat($0.backing.borderWidth) } ?? own.borderWidth }
        set {
            if let view { view.backing.borderWidth = Double(newValue) } else { own.borderWidth = newValue }
            setNeedsDisplay()
        }
    }

    /// The border's colour; opaque black by default.
    open var borderColor: CGColor? = CGColor(gray: 0, alpha: 1) {
        didSet {
            view?.backing.borderColor = (borderColor ?? CGColor(gray: 0, alpha: 1)).color
            setNeedsDisplay()
        }
    }

    /// Whether sublayers (and a view's subviews) are clipped to the bounds, the rounded corners
    /// included: a view's `clipsToBounds`.
    open var masksToBounds: Bool {
        get { view?.clipsToBounds ?? own.masksToBounds }
        set {
            if let view { view.clipsToBounds = newValue } else { own.masksToBounds = newValue }
            layerDidChange()
        }
    }

    /// The background colour: a view's `backgroundColor`.
    open var backgroundColor: CGColor? {
        get { view.map { $0.backgroundColor?.cgColor } ?? own.backgroundColor }
        set {
            if let view {
                view.backgroundColor = newValue.map { UIColor(cgColor: $0) }
            } else {
                own.backgroundColor = newValue
            }
            layerDidChange()
        }
    }

    /// The opacity, 0 (transparent) to 1, applied to the layer and its sublayers as one: a
    /// view's `alpha`.
    open var opacity: Float {
        get { view.map { Float($0.alpha) } ?? own.opacity }
        set {
            if let view { view.alpha = CGFloat(newValue) } else { own.opacity = newValue }
            layerDidChange()
        }
    }

    /// Whether the layer is drawn: a view's `isHidden`.
    open var isHidden: Bool {
        get { view?.isHidden ?? own.isHidden }
        set {
            if let view { view.isHidden = newValue } else { own.isHidden = newValue }
            layerDidChange()
        }
    }

    /// Where the layer is, in points in its superlayer's coordinates (a view's frame, in its
    /// superview's bounds coordinates).
    open var frame: CGRect {
        get { view?.frame ?? own.frame }
        set {
            if let view { view.frame = newValue } else { own.frame = newValue }
            layerDidChange()
        }
    }

    /// The layer's own coordinates: a view's bounds; a layer of its own has its frame's size at
    /// the origin (setting it keeps the layer's centre).
    open var bounds: CGRect {
        get { view?.bounds ?? CGRect(origin: .zero, size: own.frame.size) }
        set {
            if let view {
                view.bounds = newValue
            } else {
                let centre = position
                own.frame = CGRect(
                    x: centre.x - newValue.width / 2, y: centre.y - newValue.height / 2, width: newValue.width,
                    height: newValue.height)
            }
            layerDidChange()
        }
    }

    /// How the layer is drawn turned, scaled or moved about its centre, with its sublayers: a
    /// view's `transform`. Drawn flat: only the 2D part counts.
    open var transform: CATransform3D {
        get { view.map { CATransform3D($0.transform) } ?? own.transform }
        set {
            if let view { view.transform = newValue.affine } else { own.transform = newValue }
            layerDidChange()
        }
    }

    /// ``transform`` as a 2D transform.
    public func affineTransform() -> CGAffineTransform { transform.affine }

    /// Sets ``transform`` to a 2D transform.
    public func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3D(m) }

    /// The centre of the frame, in the superlayer's coordinates (the anchor point is always the
    /// middle here); setting it moves the layer.
    open var position: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set {
            let frame = self.frame
            self.frame = CGRect(
                x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2, width: frame.width,
                height: frame.height)
        }
    }

    // MARK: - Shadow

    /// The shadow's colour; opaque black by default.
    open var shadowColor: CGColor? = CGColor(gray: 0, alpha: 1) { didSet { shadowDidChange() } }
    /// The shadow's opacity, 0 (the default: no shadow) to 1.
    open var shadowOpacity: Float = 0 { didSet { shadowDidChange() } }
    /// How soft the shadow's edge is, in points (the blur's standard deviation); 3 by default.
    open var shadowRadius: CGFloat = 3 { didSet { shadowDidChange() } }
    /// The shadow's offset from the layer in points (positive y is down); (0, -3) by default.
    open var shadowOffset = CGSize(width: 0, height: -3) { didSet { shadowDidChange() } }
    /// The shape that casts the shadow, in the layer's coordinates; nil (the default) for the
    /// bounds rounded by ``cornerRadius``, which only a layer with a background colour casts
    /// here (iOS casts one from whatever the layer draws). Taken as it is when set.
    open var shadowPath: CGPath? { didSet { shadowDidChange() } }

    /// The shadow these properties describe: none at opacity 0 or without a colour.
    private var shadow: Shadow? { shadow(opacity: shadowOpacity, radius: shadowRadius) }

    /// The shadow with this opacity and blur radius.
    func shadow(opacity: Float, radius: CGFloat) -> Shadow? {
        let opacity = Double(min(max(opacity, 0), 1))
        guard opacity > 0, var color = shadowColor?.color else { return nil }
        color.alpha *= opacity
        return Shadow(
            color: color, blurRadius: Double(radius), offsetX: Double(shadowOffset.width),
            offsetY: Double(shadowOffset.height))
    }

    /// Gives a view the shadow the properties describe: drawn under it, and cut away by
    /// ``masksToBounds``, as on iOS.
    private func shadowDidChange() {
        if let view {
            view.backing.shadow = shadow
            view.backing.shadowPath = shadowPath?.path
        }
        setNeedsDisplay()
    }

    /// Asks for a frame after a change of what the layer draws.
    func layerDidChange() {
        UIApplication.current?.setNeedsDisplay()
    }

    // MARK: - Sublayers

    /// The layers added to this one, bottom first; nil when there are none. Setting it
    /// replaces them.
    open var sublayers: [CALayer]? {
        get { ownSublayers.isEmpty ? nil : ownSublayers }
        set {
            for layer in ownSublayers { layer.superlayer = nil }
            ownSublayers = []
            for layer in newValue ?? [] { insertSublayer(layer, at: UInt32(ownSublayers.count)) }
            sublayersDidChange()
        }
    }
    private var ownSublayers: [CALayer] = []

    /// The layer this one was added to.
    open private(set) weak var superlayer: CALayer?

    /// Adds `layer` on top of the other sublayers (taking it from its superlayer first).
    open func addSublayer(_ layer: CALayer) {
        insertSublayer(layer, at: UInt32(ownSublayers.count))
    }

    /// Inserts `layer` among the sublayers at `index` (0 is the bottom; past the end is the top).
    /// A view's own layer is not added: add its view as a subview instead.
    open func insertSublayer(_ layer: CALayer, at index: UInt32) {
        guard layer.view == nil, layer !== self else { return }
        layer.removeFromSuperlayer()
        ownSublayers.insert(layer, at: min(Int(index), ownSublayers.count))
        layer.superlayer = self
        sublayersDidChange()
    }

    /// Inserts `layer` just below `sibling` (at the bottom when `sibling` is not a sublayer).
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        guard layer !== sibling else { return }
        layer.removeFromSuperlayer()
        insertSublayer(layer, at: UInt32(index(of: sibling) ?? 0))
    }

    /// Inserts `layer` just above `sibling` (on top when `sibling` is not a sublayer).
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        guard layer !== sibling else { return }
        layer.removeFromSuperlayer()
        insertSublayer(layer, at: UInt32(index(of: sibling).map { $0 + 1 } ?? ownSublayers.count))
    }

    /// Puts `newLayer` where `oldLayer`, a sublayer, is.
    open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard newLayer !== oldLayer, index(of: oldLayer) != nil else { return }
        newLayer.removeFromSuperlayer()
        guard let index = index(of: oldLayer) else { return }
        oldLayer.removeFromSuperlayer()
        insertSublayer(newLayer, at: UInt32(index))
    }

    /// Where `layer` is among the sublayers.
    private func index(of layer: CALayer?) -> Int? {
        guard let layer else { return nil }
        return ownSublayers.firstIndex { $0 === layer }
    }

    /// Takes the layer out of its superlayer.
    open func removeFromSuperlayer() {
        guard let superlayer else { return }
        superlayer.ownSublayers.removeAll { $0 === self }
        self.superlayer = nil
        superlayer.sublayersDidChange()
    }

    /// A view draws its layer's sublayers, and its content for a layer class that draws some,
    /// over its own content (see `View.layerContent`).
    private func sublayersDidChange() {
        if let view { view.backing.layerContent = drawsContent || !ownSublayers.isEmpty ? layerContentDrawing : nil }
        UIApplication.current?.setNeedsDisplay()
    }

    // MARK: - Drawing

    /// Asks for the window to be drawn again: what the layer shows changed.
    open func setNeedsDisplay() {
        if let view { view.setNeedsDisplay() } else { UIApplication.current?.setNeedsDisplay() }
    }

    /// Draws custom content over the background and under the sublayers; the default draws
    /// nothing. The context's user space is the layer's bounds. Called for every frame.
    open func draw(in ctx: CGContext) {}

    /// Whether the layer draws content of its own (an image, a gradient, a shape): a view whose
    /// layer it is draws it.
    var drawsContent: Bool { contents is CGImage }

    /// Paints what the layer shows within `bounds` (its own coordinates, points), over its
    /// background: its ``contents`` image, then ``draw(in:)``; a gradient or a shape in
    /// subclasses.
    func drawContent(in canvas: Canvas, bounds: Rect) {
        if let image = contents as? CGImage {
            // Its pixels at the layer's scale: an image of twice the screen's pixels shows twice
            // as large at the default scale of 1, as on iOS.
            let scale = Double(contentsScale > 0 ? contentsScale : 1)
            let size = Size(width: Double(image.width) / scale, height: Double(image.height) / scale)
            canvas.drawImage(image.image, in: ImageView.placement(of: size, in: bounds, mode: contentsGravity.mode))
        }
        // A plain layer draws nothing of its own; a subclass's drawing is its backing store:
        // cut to the bounds, its clips and transforms ending with it.
        guard type(of: self) != CALayer.self else { return }
        canvas.save()
        canvas.clip(to: bounds, cornerRadius: 0)
        let context = CGContext(canvas: canvas)
        draw(in: context)
        context.restoreUnbalancedStates()
        canvas.restore()
    }

    /// What the layer shows: a `CGImage` (`image.cgImage`), placed in its bounds by
    /// ``contentsGravity``; anything else draws nothing.
    open var contents: Any? {
        didSet { sublayersDidChange() }
    }

    /// How ``contents`` is placed in the bounds; `.resize` (stretched) by default.
    open var contentsGravity = CALayerContentsGravity.resize {
        didSet { setNeedsDisplay() }
    }

    /// Pixels per point of ``contents``: an image shows its pixels divided by it (1 by default;
    /// set it to the screen's scale for an image made for the screen).
    open var contentsScale: CGFloat = 1 {
        didSet { setNeedsDisplay() }
    }

    /// A layer whose shape cuts this one when drawn, with its shadow and what is over it: a
    /// shape layer's path by its fill rule, or else the mask's rounded frame where it draws a
    /// background, contents, a gradient or sublayers (nothing shows through a mask that draws
    /// nothing), in this
    /// layer's coordinates, as the mask is at each frame. (iOS masks by the mask's alpha; its
    /// opaque shape is what counts here, so a mask's gradient or partial opacity does not fade,
    /// and its transform is not applied.)
    open var mask: CALayer? {
        didSet {
            if let view {
                let shape: @MainActor () -> (path: Path, rule: FillRule)? = { [weak self] in self?.maskShape }
                view.backing.mask = mask == nil ? nil : shape
            }
            layerDidChange()
        }
    }

    /// The shape ``mask`` cuts to, in this layer's coordinates, and its rule.
    var maskShape: (path: Path, rule: FillRule)? {
        guard let mask else { return nil }
        let frame = mask.presentedFrame.rect
        if let shape = mask as? CAShapeLayer {
            let path = shape.path?.path.applying(.translation(dx: frame.minX, dy: frame.minY)) ?? Path()
            return (path, shape.fillRule == .evenOdd ? .evenOdd : .nonZero)
        }
        // What the mask draws: a background, contents, a gradient or sublayers (their union
        // is taken as its frame); a mask that draws nothing shows nothing.
        guard mask.backgroundColor != nil || mask.drawsContent || mask.sublayers != nil else {
            return (Path(), .nonZero)
        }
        return (View.roundedPath(frame, Double(mask.cornerRadius), corners: mask.roundedCorners), .nonZero)
    }

    /// ``drawLayerContent(in:)``, for the view to call (the view keeps its layer).
    private final var layerContentDrawing: @MainActor (Canvas) -> Void {
        { [weak self] canvas in self?.drawLayerContent(in: canvas) }
    }

    /// What a view draws over its own content for its layer: the layer's content, if its class
    /// draws any, then its sublayers. The canvas is in the view's bounds coordinates.
    private func drawLayerContent(in canvas: Canvas) {
        guard let view else { return }
        if drawsContent {
            // At the bounds' origin as the canvas moved to it: by whole device pixels.
            let bounds = view.bounds
            drawContent(
                in: canvas,
                bounds: Rect(
                    x: canvas.roundedToPixels(Double(bounds.minX)), y: canvas.roundedToPixels(Double(bounds.minY)),
                    width: Double(bounds.width), height: Double(bounds.height)))
        }
        for layer in ownSublayers { layer.render(in: canvas) }
    }

    /// Draws a layer of its own and its sublayers, as its animations show it now; the canvas is
    /// in the superlayer's coordinates.
    func render(in canvas: Canvas) {
        let opacity = Double(min(max(presented("opacity", own.opacity), 0), 1))
        guard !own.isHidden, opacity > 0.001 else { return }
        let frame = presentedFrame.rect
        let local = Rect(origin: .zero, size: frame.size)
        let radius = Double(presented("cornerRadius", own.cornerRadius))
        let corners = roundedCorners
        canvas.save()
        canvas.translate(dx: frame.minX, dy: frame.minY)
        let turned = presentedTransform
        if !turned.isIdentity {
            let centre = Transform.translation(dx: -local.midX, dy: -local.midY)
            canvas.concat(
                centre.concatenating(turned.transform).concatenating(.translation(dx: local.midX, dy: local.midY)))
        }
        if opacity < 0.999 { canvas.beginLayer(alpha: opacity) }
        if let maskShape { canvas.clip(to: maskShape.path, rule: maskShape.rule) }
        let background = presented("backgroundColor", own.backgroundColor)?.color
        if let shadow = presentedShadow, !own.masksToBounds {
            if let shape = shadowPath?.path {
                canvas.drawShadow(shadow, of: shape, rule: .nonZero)
            } else if let background, background.alpha > 0 {
                var cast = shadow
                cast.color = shadow.color.withAlpha(shadow.color.alpha * background.alpha)
                canvas.drawShadow(cast, of: View.roundedPath(local, radius, corners: corners), rule: .nonZero)
            }
        }
        if let background, background.alpha > 0 {
            View.fillBackground(local, color: background, radius: radius, corners: corners, in: canvas)
        }
        canvas.save()
        if own.masksToBounds { canvas.clip(to: local, cornerRadius: radius) }
        drawContent(in: canvas, bounds: local)
        for layer in ownSublayers { layer.render(in: canvas) }
        canvas.restore()
        let borderWidth = Double(presented("borderWidth", own.borderWidth))
        if borderWidth > 0 {
            View.strokeBorder(
                local, color: (borderColor ?? CGColor(gray: 0, alpha: 1)).color, width: borderWidth, radius: radius,
                corners: corners, in: canvas)
        }
        if opacity < 0.999 { canvas.endLayer() }
        canvas.restore()
    }

    // MARK: - Recorded

    /// The drawing order among siblings; recorded (subview and sublayer order decide).
    open var zPosition: CGFloat = 0
    /// Which corners ``cornerRadius`` rounds for the background, the border, the shadow and a
    /// gradient; all four by default. Clipping (``masksToBounds``) rounds all four here.
    open var maskedCorners: CACornerMask = [
        .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
    ]
    {
        didSet {
            view?.backing.roundedCorners = roundedCorners
            layerDidChange()
        }
    }

    /// ``maskedCorners`` as a view's corners (y down: min y is the top).
    var roundedCorners: View.Corners {
        var corners: View.Corners = []
        if maskedCorners.contains(.layerMinXMinYCorner) { corners.insert(.topLeft) }
        if maskedCorners.contains(.layerMaxXMinYCorner) { corners.insert(.topRight) }
        if maskedCorners.contains(.layerMinXMaxYCorner) { corners.insert(.bottomLeft) }
        if maskedCorners.contains(.layerMaxXMaxYCorner) { corners.insert(.bottomRight) }
        return corners
    }
    /// The corners' curve; recorded (corners are circular arcs).
    open var cornerCurve: CALayerCornerCurve = .circular
}
/// Corners of a layer (Core Animation's `CACornerMask`).
public struct CACornerMask: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt
    /// A mask from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Top left (y down).
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    /// Top right.
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    /// Bottom left.
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    /// Bottom right.
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}

/// The curve of a layer's rounded corners (Core Animation's `CALayerCornerCurve`).
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    /// The curve's name.
    public var rawValue: String
    /// A curve from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Quarter circles.
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// Apple's continuous (squircle) corners; drawn circular here.
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

/// How a layer's contents image is placed in its bounds (Core Animation's
/// `CALayerContentsGravity`).
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    /// The gravity's string, as Core Animation spells it.
    public var rawValue: String
    /// A gravity from its string.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Centred, at its size.
    public static let center = CALayerContentsGravity(rawValue: "center")
    /// Along the top edge, centred across.
    public static let top = CALayerContentsGravity(rawValue: "top")
    /// Along the bottom edge, centred across.
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")
    /// Along the left edge, centred down.
    public static let left = CALayerContentsGravity(rawValue: "left")
    /// Along the right edge, centred down.
    public static let right = CALayerContentsGravity(rawValue: "right")
    /// In the top left corner.
    public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
    /// In the top right corner.
    public static let topRight = CALayerContentsGravity(rawValue: "topRight")
    /// In the bottom left corner.
    public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
    /// In the bottom right corner.
    public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")
    /// Stretched to the bounds.
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    /// As large as fits, its aspect kept, centred.
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    /// As small as fills the bounds, its aspect kept, centred (cut by the bounds).
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")

    /// The image view placement that is the same.
    var mode: ImageView.ContentMode {
        switch self {
        case .center: .center
        case .top: .top
        case .bottom: .bottom
        case .left: .left
        case .right: .right
        case .topLeft: .topLeft
        case .topRight: .topRight
        case .bottomLeft: .bottomLeft
        case .bottomRight: .bottomRight
        case .resizeAspect: .scaleAspectFit
        case .resizeAspectFill: .scaleAspectFill
        default: .scaleToFill
        }
    }
}
