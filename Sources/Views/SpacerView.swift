import Geometry
import Layout

/// An invisible view that keeps a gap in a stack view, made by ``View/createSpacer(_:axis:priority:)``.
@MainActor
public final class SpacerView: View {
    /// The view whose visibility this spacer follows.
    public private(set) weak var contentView: View?
    /// The spacer's length along its axis, in points.
    public let length: Double
    /// The axis ``length`` is measured along: height for vertical, width for horizontal.
    public let axis: Axis
    private var visibility: Observation?

    init(following contentView: View, length: Double, axis: Axis, priority: LayoutPriority) {
        self.contentView = contentView
        self.length = length
        self.axis = axis
        super.init(id: contentView.id.map { "\($0)-spacer" })
        isHidden = contentView.isHidden
        let dimension = axis == .vertical ? heightAnchor : widthAnchor
        let size = dimension.constraint(equalToConstant: length)
        size.priority = priority
        size.identifier = "spacer-size"
        size.isActive = true
        visibility = contentView.observe(.isHidden) { [weak self] view in self?.isHidden = view.isHidden }
    }
}

extension View {
    /// A spacer that hides and shows with this view ("smart spacer"): put it in a stack view
    /// right after this view. `length` is along `axis`, held at `priority` (below required, so a
    /// hidden spacer collapses without a conflict).
    public func createSpacer(_ length: Double, axis: Axis = .vertical, priority: LayoutPriority = 999) -> SpacerView {
        SpacerView(following: self, length: length, axis: axis, priority: priority)
    }
}
