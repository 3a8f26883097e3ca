import Geometry
import Layout
import Rendering

/// The root of a view tree: it pins its own frame to the window's size, runs layout passes and
/// renders. It knows nothing of X11; a shell (or a headless screenshot) drives it.
@MainActor
public final class Window: View {
    /// Device pixels per point.
    public var scale: Double
    /// The window's size in points; change it with ``resize(to:)``.
    public private(set) var size: Size
    /// The running layout animation, if any.
    var transition: LayoutTransition?
    /// The views' states before the last animated change, kept for the next one's storage.
    var transitionStates: [View.Presentation] = []
    /// Draw the debug overlay: every view's frame, the scroll views' guides, the engine's figures.
    public var showsDebugOverlay = false
    /// Milliseconds the last layout pass took (shown by the debug overlay).
    public private(set) var lastLayoutMilliseconds = 0.0

    /// A window's layout margins: 16 points at the left and right.
    public static let standardLayoutMargins = EdgeInsets(top: 0, left: 16, bottom: 0, right: 16)

    /// A window of `size` points on a white background, with 16-point left and right margins.
    public init(size: Size, scale: Double = 1, id: String? = nil) {
        self.size = size
        self.scale = scale
        super.init(id: id ?? "window")
        backgroundColor = .systemBackground
        layoutMargins = Window.standardLayoutMargins
        layoutEngine.setFrame(Rect(origin: .zero, size: size), of: self)
    }

    /// Resizes the root; the next layout re-solves through edits of the frame constraints.
    public func resize(to size: Size) {
        guard size != self.size else { return }
        self.size = size
        layoutEngine.setFrame(Rect(origin: .zero, size: size), of: self)
    }

    /// Updates constraints, solves once, and runs `layoutSubviews` top down; the time it took
    /// goes to ``lastLayoutMilliseconds``.
    public func layout() {
        let start = ScrollView.monotonicSeconds()
        layoutIfNeeded()
        lastLayoutMilliseconds = (ScrollView.monotonicSeconds() - start) * 1000
    }

    /// Draws the whole tree into `canvas` (whose user space is window points).
    public func draw(into canvas: Canvas) {
        render(in: canvas)
        if showsDebugOverlay { drawDebugOverlay(in: canvas) }
    }

    /// Outlines every view (grey), each scroll view's frame guide (green) and content guide
    /// (orange), and prints the constraint count and the last layout's time.
    private func drawDebugOverlay(in canvas: Canvas) {
        for view in allViews where !view.isHidden && view !== self {
            canvas.stroke(view.windowFrame, color: Color(hex: 0x8E8E93, alpha: 0.8), lineWidth: 1, cornerRadius: 0)
        }
        for scroll in scrollViews {
            let origin = scroll.windowFrame.origin
            let content = scroll.contentLayoutGuide.layoutFrame
            let offset = scroll.contentOffset
            canvas.stroke(
                Rect(x: origin.x - offset.x, y: origin.y - offset.y, width: content.width, height: content.height),
                color: Color(hex: 0xFF9500), lineWidth: 2, cornerRadius: 0)
            canvas.stroke(scroll.windowFrame, color: Color(hex: 0x34C759), lineWidth: 3, cornerRadius: 0)
        }
        let stats = layoutEngine.statistics
        let text = "\(stats.constraints) constraints · layout \((lastLayoutMilliseconds * 100).rounded() / 100) ms"
        let box = Rect(x: 8, y: size.height - 30, width: size.width - 16, height: 22)
        canvas.fill(box, color: Color.black.withAlpha(0.7), cornerRadius: 6)
        canvas.drawText(
            text, in: Rect(x: box.minX + 8, y: box.minY + 3, width: box.width - 16, height: 18),
            style: TextStyle(font: .system(size: 12)), color: .white)
    }

    /// The deepest view at a window point.
    public func view(at point: Point) -> View? { hitTest(point) }

    /// Every scroll view in the tree, outermost first.
    public var scrollViews: [ScrollView] {
        var found: [ScrollView] = []
        var pending: [View] = [self]
        var next = 0
        while next < pending.count {
            let view = pending[next]
            next += 1
            if let scroll = view as? ScrollView { found.append(scroll) }
            pending.append(contentsOf: view.subviews)
        }
        return found
    }
}
