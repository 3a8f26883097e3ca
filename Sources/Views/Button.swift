import Geometry
import Rendering

/// A tappable view with a title (UIKit's `UIButton`, system style).
///
/// It hugs its title vertically (750) and loosely horizontally (250), as UIKit's push buttons do.
/// While the pointer is down on it, it is highlighted; releasing inside fires ``action``.
@MainActor
open class Button: View {
    /// The text shown, centred; changing it re-measures the intrinsic size.
    public var title: String { didSet { if title != oldValue { titleDidChange() } } }
    /// The title's font; 17-point system font by default.
    public var titleFont: Font = .system(size: 17) { didSet { titleDidChange() } }
    /// The title's colour while enabled and not highlighted (highlighting dims it to 40%).
    public var titleColor: Color = .systemBlue
    /// Space around the title, in points.
    public var contentEdgeInsets = EdgeInsets(top: 8, left: 14, bottom: 8, right: 14) { didSet { titleDidChange() } }
    /// Called when the button fires (a release inside it, or ``sendAction()``).
    public var action: (() -> Void)?
    /// A disabled button draws its title grey, does not highlight and never fires.
    public var isEnabled = true
    /// Whether it draws pressed (a faint grey fill, dimmed title); the event router sets it.
    public var isHighlighted = false
    private var cachedMetrics: TextMetrics?

    /// A button showing `title`; its action is set afterwards.
    public init(title: String, id: String? = nil) {
        self.title = title
        super.init(id: id)
        setContentHuggingPriority(.defaultHigh, for: .vertical)
    }

    private var titleStyle: TextStyle { TextStyle(font: titleFont, alignment: .center) }

    private var metrics: TextMetrics {
        if let cachedMetrics { return cachedMetrics }
        let measured = TextSystem.measurer.measure(title, style: titleStyle, maxWidth: nil)
        cachedMetrics = measured
        return measured
    }

    private func titleDidChange() {
        cachedMetrics = nil
        intrinsicContentSizeDidChange()
    }

    /// The title's measured size plus ``contentEdgeInsets``.
    open override var intrinsicContentSize: Size {
        Size(
            width: metrics.width + contentEdgeInsets.left + contentEdgeInsets.right,
            height: metrics.height + contentEdgeInsets.top + contentEdgeInsets.bottom)
    }

    /// The title's first baseline below the top inset.
    open override var firstBaselineOffsetFromTop: Double? { contentEdgeInsets.top + metrics.firstBaseline }
    /// The title's last baseline above the bottom inset.
    open override var lastBaselineOffsetFromBottom: Double? {
        contentEdgeInsets.bottom + metrics.height - metrics.lastBaseline
    }

    /// Fires the action, as a release inside a highlighted button does. Disabled buttons do nothing.
    public func sendAction() {
        guard isEnabled else { return }
        action?()
    }

    /// Draws the highlight and the title, centred vertically and between the side insets.
    open override func draw(in canvas: Canvas, dirtyRect: Rect) {
        let local = dirtyRect
        if isHighlighted { canvas.fill(local, color: Color.black.withAlpha(0.08), cornerRadius: cornerRadius) }
        let color = !isEnabled ? Color.systemGray : isHighlighted ? titleColor.withAlpha(0.4) : titleColor
        let box = Rect(
            x: contentEdgeInsets.left, y: ((local.height - metrics.height) / 2).rounded(),
            width: max(0, local.width - contentEdgeInsets.left - contentEdgeInsets.right), height: metrics.height)
        canvas.drawText(title, in: box, style: titleStyle, color: color)
    }
}
