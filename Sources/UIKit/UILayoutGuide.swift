internal import Layout
internal import Views

/// A rectangle that takes part in layout without drawing (UIKit's `UILayoutGuide`).
@preconcurrency @MainActor
open class UILayoutGuide {
    let guide: LayoutGuide
    /// The view the guide belongs to (set by `UIView.addLayoutGuide`).
    public internal(set) weak var owningView: UIView?

    /// A guide with an empty identifier; add it to a view with `addLayoutGuide(_:)` before constraining it.
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

    deinit {
        // See `UIView`'s deinit for why not `isolated`.
        MainActor.assumeIsolated { if guide.host === self { guide.host = nil } }
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

    /// The leading edge: the left edge, as layout here is always left to right.
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(guide, .leading) }
    /// The trailing edge: the right edge, as layout here is always left to right.
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(guide, .trailing) }
    /// The left edge.
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(guide, .left) }
    /// The right edge.
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(guide, .right) }
    /// The horizontal centre.
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(guide, .centerX) }
    /// The top edge.
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(guide, .top) }
    /// The bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(guide, .bottom) }
    /// The vertical centre.
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(guide, .centerY) }
    /// The width.
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(guide, .width) }
    /// The height.
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(guide, .height) }
}
