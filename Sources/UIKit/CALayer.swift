internal import Rendering

/// The layer behind a view: corner radius, border, clipping and shadow (Core Animation's
/// `CALayer`, the styling part).
@MainActor
open class CALayer {
    private unowned let view: UIView

    init(view: UIView) { self.view = view }

    /// The radius of the rounded corners, in points; content is clipped to them only with
    /// ``masksToBounds``.
    open var cornerRadius: CGFloat {
        get { CGFloat(view.backing.cornerRadius) }
        set {
            view.backing.cornerRadius = Double(newValue)
            view.setNeedsDisplay()
        }
    }

    /// The border's width in points, drawn inside the bounds above the content.
    open var borderWidth: CGFloat {
        get { CGFloat(view.backing.borderWidth) }
        set {
            view.backing.borderWidth = Double(newValue)
            view.setNeedsDisplay()
        }
    }

    /// The border's colour; opaque black by default.
    open var borderColor: CGColor? {
        get { storedBorderColor }
        set {
            storedBorderColor = newValue
            view.backing.borderColor = (newValue ?? CGColor(gray: 0, alpha: 1)).color
            view.setNeedsDisplay()
        }
    }
    private var storedBorderColor: CGColor? = CGColor(gray: 0, alpha: 1)

    /// Whether sublayers (the subviews) are clipped to the bounds: the view's `clipsToBounds`.
    open var masksToBounds: Bool {
        get { view.clipsToBounds }
        set { view.clipsToBounds = newValue }
    }

    /// The view's background colour, as a layer colour.
    open var backgroundColor: CGColor? {
        get { view.backgroundColor?.cgColor }
        set { view.backgroundColor = newValue.map { UIColor(cgColor: $0) } }
    }

    /// The view's `alpha`, 0 (transparent) to 1.
    open var opacity: Float {
        get { Float(view.alpha) }
        set { view.alpha = CGFloat(newValue) }
    }

    /// The view's `isHidden`.
    open var isHidden: Bool {
        get { view.isHidden }
        set { view.isHidden = newValue }
    }

    /// The view's frame, in points in the superview's bounds coordinates.
    open var frame: CGRect {
        get { view.frame }
        set { view.frame = newValue }
    }

    /// The view's bounds.
    open var bounds: CGRect {
        get { view.bounds }
        set { view.bounds = newValue }
    }

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

    /// Gives the view the shadow these properties describe: none at opacity 0 or without a
    /// colour. Drawn under the view, and cut away by ``masksToBounds``, as on iOS.
    private func shadowDidChange() {
        let opacity = Double(min(max(shadowOpacity, 0), 1))
        if opacity > 0, var color = shadowColor?.color {
            color.alpha *= opacity
            view.backing.shadow = Shadow(
                color: color, blurRadius: Double(shadowRadius), offsetX: Double(shadowOffset.width),
                offsetY: Double(shadowOffset.height))
        } else {
            view.backing.shadow = nil
        }
        view.backing.shadowPath = shadowPath?.path
        view.setNeedsDisplay()
    }

    /// The drawing order among siblings; recorded (subview order decides).
    open var zPosition: CGFloat = 0
    /// Which corners ``cornerRadius`` rounds; recorded (all four are rounded).
    open var maskedCorners: CACornerMask = [
        .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
    ]
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
