internal import Geometry
internal import Views

/// A view that lays out a row or column of views (UIKit's `UIStackView`). Arranged subviews
/// are placed by constraints (their `translatesAutoresizingMaskIntoConstraints` is turned
/// off); hiding one collapses it, and custom spacing after a hidden view goes with it.
@MainActor
open class UIStackView: UIView {
    private var stack: StackView { backing as! StackView }

    override class func makeBacking() -> View { StackView() }

    /// UIKit's `UIStackView.Distribution`, with its raw values.
    public enum Distribution: Int, Sendable {
        case fill = 0
        case fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    /// UIKit's `UIStackView.Alignment`, with its raw values.
    public enum Alignment: Int, Sendable {
        case fill = 0
        case leading, firstBaseline, center, trailing, lastBaseline
        public static let top = Alignment.leading
        public static let bottom = Alignment.trailing
    }

    /// A `spacing` or custom spacing value meaning "the default" (UIKit's constant).
    public static let spacingUseDefault = CGFloat(StackView.spacingUseDefault)
    /// A spacing value meaning "the system spacing between these two views" (UIKit's constant).
    public static let spacingUseSystem = CGFloat(StackView.spacingUseSystem)

    public private(set) var arrangedSubviews: [UIView] = []

    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    open var axis: NSLayoutConstraint.Axis {
        get { NSLayoutConstraint.Axis(stack.axis) }
        set {
            stack.axis = newValue.axis
            setNeedsLayout()
        }
    }

    open var distribution: Distribution {
        get { Distribution(rawValue: stack.distribution.rawValue) ?? .fill }
        set {
            stack.distribution = StackView.Distribution(rawValue: newValue.rawValue) ?? .fill
            setNeedsLayout()
        }
    }

    open var alignment: Alignment {
        get { Alignment(rawValue: stack.alignment.rawValue) ?? .fill }
        set {
            stack.alignment = StackView.Alignment(rawValue: newValue.rawValue) ?? .fill
            setNeedsLayout()
        }
    }

    open var spacing: CGFloat {
        get { CGFloat(stack.spacing) }
        set {
            stack.spacing = Double(newValue)
            setNeedsLayout()
        }
    }

    open var isBaselineRelativeArrangement: Bool {
        get { stack.isBaselineRelativeArrangement }
        set { stack.isBaselineRelativeArrangement = newValue }
    }

    open var isLayoutMarginsRelativeArrangement: Bool {
        get { stack.isLayoutMarginsRelativeArrangement }
        set { stack.isLayoutMarginsRelativeArrangement = newValue }
    }

    /// Adds `view` at the end of the arrangement (and as a subview if it is not one).
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        let stackIndex = min(max(stackIndex, 0), arrangedSubviews.count)
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(stackIndex, arrangedSubviews.count))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview === self {
            stack.insertArrangedSubview(view.backing, at: stackIndex)
            return
        }
        adopt(view, at: subviews.count) { self.stack.insertArrangedSubview(view.backing, at: stackIndex) }
    }

    /// Stops arranging `view`; it stays a subview (remove it from the superview to remove it).
    open func removeArrangedSubview(_ view: UIView) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangedSubviews.removeAll { $0 === view }
        stack.removeArrangedSubview(view.backing)
        setNeedsLayout()
    }

    override func backingWillRemove(_ subview: UIView) {
        arrangedSubviews.removeAll { $0 === subview }
    }

    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        stack.setCustomSpacing(Double(spacing), after: arrangedSubview.backing)
        setNeedsLayout()
    }

    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        CGFloat(stack.customSpacing(after: arrangedSubview.backing))
    }
}
