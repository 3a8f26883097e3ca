internal import Layout

/// A relation between two layout attributes, `first = multiplier × second + constant`, at a
/// priority (UIKit's `NSLayoutConstraint`). New constraints are inactive.
@preconcurrency @MainActor
open class NSLayoutConstraint: CustomStringConvertible {
    let constraint: LayoutConstraint
    /// The views or guides the constraint names, kept as given.
    public private(set) weak var firstItem: AnyObject?
    /// The second view or guide; nil when the first attribute is set to a constant.
    public private(set) weak var secondItem: AnyObject?

    /// UIKit's `NSLayoutConstraint.Attribute`, with its raw values.
    public enum Attribute: Int, Sendable {
        /// The left edge (1).
        case left = 1
        /// The right (2), top (3) and bottom (4) edges, leading (5) and trailing (6) edges, width (7),
        /// height (8), centres (9, 10), and the last (11) and first (12) baselines.
        case right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline, firstBaseline
        /// The same edges and centres of the view's layout margins guide (13–20); read back, they
        /// show as the plain attribute.
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin, centerXWithinMargins,
            centerYWithinMargins
        /// No attribute: the second attribute of a constraint to a constant (0).
        case notAnAttribute = 0

        static let baseline = Attribute.lastBaseline
    }

    /// UIKit's `NSLayoutConstraint.Relation`.
    public enum Relation: Int, Sendable {
        /// The first attribute is at most the expression (-1).
        case lessThanOrEqual = -1
        /// The first attribute equals the expression (0).
        case equal = 0
        /// The first attribute is at least the expression (1).
        case greaterThanOrEqual = 1

        var relation: LayoutRelation {
            switch self {
            case .lessThanOrEqual: .lessThanOrEqual
            case .equal: .equal
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
        }
    }

    init(_ constraint: LayoutConstraint, firstItem: AnyObject?, secondItem: AnyObject?) {
        self.constraint = constraint
        self.firstItem = firstItem
        self.secondItem = secondItem
    }

    /// A constraint by attributes, as in the visual-format era: `item.attribute relation
    /// multiplier × toItem.attribute + constant`. Items are views or layout guides; margin
    /// attributes relate to the view's layout margins guide.
    public convenience init(
        item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
        attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        let (item1, attribute1) = NSLayoutConstraint.resolve(view1, attr1)
        let second = view2.map { NSLayoutConstraint.resolve($0, attr2) }
        let made = LayoutConstraint(
            item1, attribute1, relation.relation, second?.item, second?.attribute ?? attribute1,
            multiplier: Double(multiplier), constant: Double(c), identifier: "")
        made.isSystem = false
        made.identifier = nil
        self.init(made, firstItem: view1 as AnyObject, secondItem: view2.map { $0 as AnyObject })
    }

    /// The toolkit item and attribute for a UIKit item and attribute.
    private static func resolve(_ item: Any, _ attribute: Attribute) -> (item: LayoutItem, attribute: LayoutAttribute) {
        let plain: LayoutAttribute? = LayoutAttribute(rawValue: attribute.rawValue)
        if let view = item as? UIView {
            if let plain { return (view.backing, plain) }
            let margins = view.layoutMarginsGuide.guide
            let mapped: LayoutAttribute =
                switch attribute {
                case .leftMargin: .left
                case .rightMargin: .right
                case .topMargin: .top
                case .bottomMargin: .bottom
                case .leadingMargin: .leading
                case .trailingMargin: .trailing
                case .centerXWithinMargins: .centerX
                default: .centerY
                }
            return (margins, mapped)
        }
        guard let guide = item as? UILayoutGuide, let plain else {
            preconditionFailure("NSLayoutConstraint items must be views or layout guides, not \(type(of: item))")
        }
        return (guide.guide, plain)
    }

    /// The attribute of the first item.
    public var firstAttribute: Attribute {
        Attribute(rawValue: constraint.firstAnchor.attribute.rawValue) ?? .notAnAttribute
    }
    /// The attribute of the second item, `.notAnAttribute` for a constant.
    public var secondAttribute: Attribute {
        constraint.secondAnchor.flatMap { Attribute(rawValue: $0.attribute.rawValue) } ?? .notAnAttribute
    }
    /// How the first attribute relates to the expression.
    public var relation: Relation { Relation(rawValue: constraint.relation.rawValue) ?? .equal }
    /// The factor on the second attribute; fixed once made.
    public var multiplier: CGFloat { CGFloat(constraint.multiplier) }

    /// The constant, in points; changing it on an active constraint is a cheap solver edit.
    open var constant: CGFloat {
        get { CGFloat(constraint.constant) }
        set {
            constraint.constant = Double(newValue)
            UIApplication.current?.setNeedsDisplay()
        }
    }

    /// 1…1000. An active constraint cannot move between required and optional.
    open var priority: UILayoutPriority {
        get { UILayoutPriority(constraint.priority) }
        set {
            constraint.priority = newValue.priority
            UIApplication.current?.setNeedsDisplay()
        }
    }

    /// A name shown in layout logs.
    open var identifier: String? {
        get { constraint.identifier }
        set { constraint.identifier = newValue }
    }

    /// Whether the constraint takes part in layout.
    open var isActive: Bool {
        get { constraint.isActive }
        set {
            guard newValue != constraint.isActive else { return }
            constraint.isActive = newValue
            guard let holder = firstItem as? UIView ?? (firstItem as? UILayoutGuide)?.owningView else { return }
            // Also drops those the engine let go of (a removed subtree's), and never lists one twice.
            holder.heldConstraints.removeAll { !$0.isActive || $0 === self }
            if newValue && constraint.isActive { holder.heldConstraints.append(self) }
            UIApplication.current?.setNeedsDisplay()
        }
    }

    /// Whether a required constraint should be archived; nothing is archived here.
    open var shouldBeArchived = false

    /// Activates each constraint.
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates each constraint.
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// The constraint as the layout log writes it.
    nonisolated public var description: String {
        // Printing from another thread names no items rather than reading main-actor state.
        guard Thread.isMainThread else { return "<NSLayoutConstraint>" }
        return MainActor.assumeIsolated { "<NSLayoutConstraint \(constraint.description)>" }
    }
}
