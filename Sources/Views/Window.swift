import Geometry
import Layout
import Rendering

/// The root of a view tree: it pins its own frame to the window's size, runs layout passes and
/// renders. It knows nothing of X11; a shell (or a headless screenshot) drives it.
@MainActor
public final class Window: View {
    /// Device pixels per point.
    public var scale: Double
    public private(set) var size: Size

    public init(size: Size, scale: Double = 1, id: String? = nil) {
        self.size = size
        self.scale = scale
        super.init(id: id ?? "window")
        backgroundColor = .systemBackground
        layoutMargins = EdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
        layoutEngine.setFrame(Rect(origin: .zero, size: size), of: self)
    }

    /// Resizes the root; the next layout re-solves through edits of the frame constraints.
    public func resize(to size: Size) {
        guard size != self.size else { return }
        self.size = size
        layoutEngine.setFrame(Rect(origin: .zero, size: size), of: self)
    }

    /// Updates constraints, solves once, and runs `layoutSubviews` top down.
    public func layout() {
        layoutIfNeeded()
    }

    /// Draws the whole tree into `canvas` (whose user space is window points).
    public func draw(into canvas: Canvas) {
        render(in: canvas)
    }

    /// The deepest view at a window point.
    public func view(at point: Point) -> View? { hitTest(point) }

    /// Every scroll view in the tree, outermost first.
    public var scrollViews: [ScrollView] {
        var found: [ScrollView] = []
        var pending: [View] = [self]
        while !pending.isEmpty {
            let view = pending.removeFirst()
            if let scroll = view as? ScrollView { found.append(scroll) }
            pending.append(contentsOf: view.subviews)
        }
        return found
    }
}
