import Geometry
import Layout

/// A scroll view that embeds a stack view and passes its API through: the stack is pinned to
/// the content layout guide, and one more constraint ties its cross-axis size to the viewport,
/// so it scrolls along ``axis`` only.
///
/// Changing ``axis`` replaces the width-or-height constraint. The rows keep their constraints
/// with each other: they exchange their horizontal and vertical variables, and only the stack's
/// constraints with its container are replaced (``StackView``'s axis exchange). Where that
/// cannot be done (a constraint of the app's own names a row), the stack's generated
/// constraints go before the old width-or-height constraint, and the stack rebuilds along the
/// new axis in the order of a first layout. (Pinning a stack to the viewport while its rows
/// still run along the other axis would squeeze every row into it for a moment: seconds of
/// solver work at a thousand rows.)
@MainActor
open class ScrollingStackView: ScrollView {
    /// The embedded stack; prefer the pass-throughs below.
    public let stackView: StackView
    private var axisConstraint: LayoutConstraint?

    /// A scrolling stack of `arrangedSubviews`; given an `id`, the stack's is that id plus "-stack".
    public init(arrangedSubviews: [View] = [], axis: Axis = .vertical, id: String? = nil) {
        stackView = StackView(arrangedSubviews: arrangedSubviews, id: id.map { "\($0)-stack" })
        super.init(id: id)
        addSubview(stackView)
        LayoutConstraint.activate(stackView.edgeConstraints(equalTo: contentLayoutGuide))
        self.axis = axis
        applyAxis()
    }

    /// An empty scrolling stack along `axis`.
    public convenience init(axis: Axis) {
        self.init(arrangedSubviews: [], axis: axis)
    }

    /// The scrolling direction: vertical pins the stack's width to the viewport, horizontal its
    /// height (to the safe area, which on X11 is the frame). It also sets the matching
    /// `alwaysBounce…` flag and clears the other.
    public var axis: Axis = .vertical {
        didSet { if axis != oldValue { applyAxis() } }
    }

    private func applyAxis() {
        let constraint =
            axis == .vertical
            ? stackView.widthAnchor.constraint(equalTo: frameLayoutGuide.widthAnchor)
            : stackView.heightAnchor.constraint(equalTo: safeAreaLayoutGuide.heightAnchor)
        constraint.identifier = "scrolling-stack-axis"
        if !stackView.exchangeAxes(to: axis, adding: constraint, removing: axisConstraint) {
            // The stack's constraints go while its cross size is still pinned: each removal is local.
            stackView.removeGeneratedConstraints()
            axisConstraint?.isActive = false
            constraint.isActive = true
            stackView.axis = axis
        }
        axisConstraint = constraint
        alwaysBounceVertical = axis == .vertical
        alwaysBounceHorizontal = axis == .horizontal
    }

    // MARK: - Stack pass-throughs

    /// The stack's ``StackView/arrangedSubviews``.
    public var arrangedSubviews: [View] { stackView.arrangedSubviews }
    /// Appends `view` to the stack (``StackView/addArrangedSubview(_:)``).
    public func addArrangedSubview(_ view: View) { stackView.addArrangedSubview(view) }
    /// Inserts `view` into the stack at `index` (``StackView/insertArrangedSubview(_:at:)``).
    public func insertArrangedSubview(_ view: View, at index: Int) { stackView.insertArrangedSubview(view, at: index) }
    /// Stops arranging `view`; it stays a subview (``StackView/removeArrangedSubview(_:)``).
    public func removeArrangedSubview(_ view: View) { stackView.removeArrangedSubview(view) }

    /// The stack's ``StackView/alignment`` across the scrolling axis.
    public var alignment: StackView.Alignment {
        get { stackView.alignment }
        set { stackView.alignment = newValue }
    }
    /// The stack's ``StackView/distribution`` along the scrolling axis.
    public var distribution: StackView.Distribution {
        get { stackView.distribution }
        set { stackView.distribution = newValue }
    }
    /// The stack's ``StackView/spacing`` between arranged subviews, in points.
    public var spacing: Double {
        get { stackView.spacing }
        set { stackView.spacing = newValue }
    }
    /// Sets the stack's spacing after `view` (``StackView/setCustomSpacing(_:after:)``).
    public func setCustomSpacing(_ spacing: Double, after view: View) {
        stackView.setCustomSpacing(spacing, after: view)
    }
    /// The stack's custom gap after `view`, or ``StackView/spacingUseDefault`` if it has none.
    public func customSpacing(after view: View) -> Double { stackView.customSpacing(after: view) }
    /// The stack's ``StackView/isBaselineRelativeArrangement``.
    public var isBaselineRelativeArrangement: Bool {
        get { stackView.isBaselineRelativeArrangement }
        set { stackView.isBaselineRelativeArrangement = newValue }
    }
    /// The stack's ``StackView/isLayoutMarginsRelativeArrangement``.
    public var isLayoutMarginsRelativeArrangement: Bool {
        get { stackView.isLayoutMarginsRelativeArrangement }
        set { stackView.isLayoutMarginsRelativeArrangement = newValue }
    }
    /// The stack's margins (used when ``isLayoutMarginsRelativeArrangement``).
    public var stackLayoutMargins: EdgeInsets {
        get { stackView.layoutMargins }
        set { stackView.layoutMargins = newValue }
    }
}
