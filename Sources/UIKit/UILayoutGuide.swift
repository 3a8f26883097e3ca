internal import Layout
internal import Views

/// A rectangle that takes part in layout without drawing (UIKit's `UILayoutGuide`).
@MainActor
open class UILayoutGuide {
    let guide: LayoutGuide
    /// The view the guide belongs to (set by `UIView.addLayoutGuide`).
    public internal(set) weak var owningView: UIView?

    public init() {
        guide = LayoutGuide(identifier: "")
        guide.host = self
    }

    /// A facade for one of a view's own guides (margins, safe area, a scroll view's guides).
    init(presenting guide: LayoutGuide, owner: UIView) {
        self.guide = guide
        owningView = owner
        guide.host = self
    }

    isolated deinit {
        if guide.host === self { guide.host = nil }
    }

    /// A name for logs.
    open var identifier: String {
        get { guide.identifier }
        set { guide.identifier = newValue }
    }

    /// The guide's rectangle in its owning view's coordinates, as of the last layout.
    open var layoutFrame: CGRect {
        guard let owningView else { return CGRect(guide.layoutFrame) }
        let origin = owningView.backing.layoutFrame.origin
        return CGRect(guide.layoutFrame.offsetBy(dx: -origin.x, dy: -origin.y))
    }

    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(guide, .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(guide, .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(guide, .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(guide, .right) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(guide, .centerX) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(guide, .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(guide, .bottom) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(guide, .centerY) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(guide, .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(guide, .height) }
}
