internal import Geometry
internal import Views

/// A view that lays out a row or column of views (UIKit's `UIStackView`). Arranged subviews
/// are placed by constraints (their `translatesAutoresizingMaskIntoConstraints` is turned
/// off); hiding one collapses it, and custom spacing after a hidden view goes with it.
@preconcurrency @MainActor
open class UIStackView: UIView {
    private var stack: StackView { backing as! StackView }

    override class func makeBacking() -> View { StackView() }

    /// UIKit's `UIStackView.Distribution`, with its raw values.
    public enum Distribution: Int, Sendable {
        /// Items fill the axis; the one that hugs least (or resists compression least) takes the slack (0).
        case fill = 0
        /// Equal lengths (1), lengths in proportion to intrinsic sizes (2), equal gaps (3), or equal
        /// distances between centres (4).
        case fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    /// UIKit's `UIStackView.Alignment`, with its raw values.
    public enum Alignment: Int, Sendable {
        /// Items fill the stack across its axis (0).
        case fill = 0
        /// Against the leading (top) edge (1), on the first baselines (2), centred (3), against the
        /// trailing (bottom) edge (4), or on the last baselines (5).
        case leading, firstBaseline, center, trailing, lastBaseline
        /// `.leading`, named for horizontal stacks.
        public static let top = Alignment.leading
        /// `.trailing`, named for horizontal stacks.
        public static let bottom = Alignment.trailing
    }

    /// A `spacing` or custom spacing value meaning "the default" (UIKit's constant).
    public static let spacingUseDefault = CGFloat(StackView.spacingUseDefault)
    /// A spacing value meaning "the system spacing between these two views" (UIKit's constant).
    public static let spacingUseSystem = CGFloat(StackView.spacingUseSystem)

    /// The views the stack lays out, in order along its axis; all of them are also subviews.
    /// (The toolkit stack keeps the order; this reads it back through each view's host.)
    public var arrangedSubviews: [UIView] { stack.arrangedSubviews.compactMap { $0.host as? UIView } }

    /// A horizontal stack arranging `views` in order.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// The direction items follow each other in; horizontal by default.
    open var axis: NSLayoutConstraint.Axis {
        get { NSLayoutConstraint.Axis(stack.axis) }
        set {
            stack.axis = newValue.axis
            setNeedsLayout()
        }
    }

    /// How items share the stack's length along the axis; `.fill` by default.
    open var distribution: Distribution {
        get { Distribution(rawValue: stack.distribution.rawValue) ?? .fill }
        set {
            stack.distribution = StackView.Distribution(rawValue: newValue.rawValue) ?? .fill
            setNeedsLayout()
        }
    }

    /// How items are placed across the axis; `.fill` by default.
    open var alignment: Alignment {
        get { Alignment(rawValue: stack.alignment.rawValue) ?? .fill }
        set {
            stack.alignment = StackView.Alignment(rawValue: newValue.rawValue) ?? .fill
            setNeedsLayout()
        }
    }

    /// The gap between neighbours in points (0): exact for the fill distributions, a minimum for the equal ones.
    open var spacing: CGFloat {
        get { CGFloat(stack.spacing) }
        set {
            stack.spacing = Double(newValue)
            setNeedsLayout()
        }
    }

    /// Vertical stacks only: gaps run from one item's last baseline to the next one's first (false).
    open var isBaselineRelativeArrangement: Bool {
        get { stack.isBaselineRelativeArrangement }
        set {
            stack.isBaselineRelativeArrangement = newValue
            setNeedsLayout()
        }
    }

    /// Whether items are laid out inside the layout margins rather than the bounds (false).
    open var isLayoutMarginsRelativeArrangement: Bool {
        get { stack.isLayoutMarginsRelativeArrangement }
        set {
            stack.isLayoutMarginsRelativeArrangement = newValue
            setNeedsLayout()
        }
    }

    /// Adds `view` at the end of the arrangement (and as a subview if it is not one).
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: stack.arrangedSubviews.count)
    }

    /// Puts `view` at `stackIndex` (clamped) in the arrangement, adding it on top as a subview if needed.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        let stackIndex = min(max(stackIndex, 0), stack.arrangedSubviews.count)
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview === self {
            stack.insertArrangedSubview(view.backing, at: stackIndex)
            return
        }
        adopt(view, at: subviews.count) { self.stack.insertArrangedSubview(view.backing, at: stackIndex) }
    }

    /// Stops arranging `view`; it stays a subview (remove it from the superview to remove it).
    open func removeArrangedSubview(_ view: UIView) {
        guard stack.arrangedSubviews.contains(where: { $0 === view.backing }) else { return }
        stack.removeArrangedSubview(view.backing)
        setNeedsLayout()
    }

    /// Sets the gap after `arrangedSubview` in points; ``spacingUseDefault`` returns to ``spacing``,
    /// ``spacingUseSystem`` asks for 8 points. Ignored for a view that is not arranged.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        stack.setCustomSpacing(Double(spacing), after: arrangedSubview.backing)
        setNeedsLayout()
    }

    /// The custom gap after `arrangedSubview`, or ``spacingUseDefault`` if it has none.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        CGFloat(stack.customSpacing(after: arrangedSubview.backing))
    }
}
