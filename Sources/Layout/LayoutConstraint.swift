import Cassowary

/// How the two sides of a constraint compare (UIKit's `NSLayoutConstraint.Relation`).
public enum LayoutRelation: Int, Sendable {
    /// The first side is at most the second: `first <= multiplier × second + constant`.
    case lessThanOrEqual = -1
    /// The two sides are equal.
    case equal = 0
    /// The first side is at least the second: `first >= multiplier × second + constant`.
    case greaterThanOrEqual = 1

    var symbol: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }

    var solverRelation: Relation {
        switch self {
        case .lessThanOrEqual: .lessThanOrEqual
        case .equal: .equal
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }
}

/// `first RELATION multiplier × second + constant` at a priority (UIKit's `NSLayoutConstraint`).
///
/// New constraints are inactive. Activating one installs it in the layout engine of its items'
/// common root; ``constant`` changes go to the solver as an edit, not a remove-and-add.
@MainActor
public final class LayoutConstraint {
    /// The attribute on the left-hand side of the relation.
    public let firstAnchor: AnyLayoutAnchor
    /// How the first side compares with the second.
    public let relation: LayoutRelation
    /// The attribute on the right-hand side; nil when the first is compared with ``constant`` alone.
    public let secondAnchor: AnyLayoutAnchor?
    /// The factor applied to the second side; 0 when there is no second anchor.
    public let multiplier: Double

    /// The constant added to the second side, in points. Cheap to change while active.
    public var constant: Double {
        didSet { if constant != oldValue { engine?.constantDidChange(self) } }
    }

    /// Changing an active constraint between required and optional is refused (as in UIKit,
    /// where it raises); between two optional priorities it takes effect at once.
    public var priority: LayoutPriority {
        get { storedPriority }
        set {
            guard newValue != storedPriority else { return }
            if let engine, newValue.isRequired != storedPriority.isRequired {
                engine.log(
                    "[LayoutConstraints] Mutating a priority from required to not on an installed constraint "
                        + "(or vice-versa) is not supported; \(self) keeps priority \(storedPriority). "
                        + "Deactivate it first.")
                return
            }
            storedPriority = newValue
            engine?.priorityDidChange(self)
        }
    }
    private var storedPriority: LayoutPriority = .required

    /// A name for logs. Names beginning `SV-` and `IC-` are the toolkit's own.
    public var identifier: String?

    /// Installs or removes the constraint from its items' layout engine.
    public var isActive: Bool {
        get { engine != nil }
        set {
            if newValue == isActive { return }
            if newValue { LayoutEngine.activate(self) } else { engine?.deactivate(self) }
        }
    }

    /// Whether the engine had to leave this active constraint out to resolve a conflict.
    public internal(set) var isBroken = false

    /// Constraints the toolkit generates (stack views, scroll views, intrinsic sizes); when
    /// required constraints conflict, the engine breaks user constraints before these.
    package var isSystem = false
    /// Describes a content-size (hugging or compression resistance) constraint in logs.
    package var contentSizeNote: String?

    weak var engine: LayoutEngine?
    var solverConstraint: Constraint?
    var sequence = 0
    /// Position in the engine's list of active constraints.
    var activeIndex = 0

    init(
        _ first: AnyLayoutAnchor, _ relation: LayoutRelation, _ second: AnyLayoutAnchor?, multiplier: Double,
        constant: Double
    ) {
        firstAnchor = first
        self.relation = relation
        secondAnchor = second
        self.multiplier = multiplier
        self.constant = constant
    }

    /// Any constraint by attributes, as containers generate them (`first.attribute RELATION
    /// multiplier × second.attribute + constant`). Toolkit code only: anchors keep user code
    /// from relating x to y.
    package convenience init(
        _ first: LayoutItem, _ firstAttribute: LayoutAttribute, _ relation: LayoutRelation,
        _ second: LayoutItem?, _ secondAttribute: LayoutAttribute, multiplier: Double = 1, constant: Double = 0,
        priority: LayoutPriority = .required, identifier: String
    ) {
        self.init(
            AnyLayoutAnchor(item: first, attribute: firstAttribute), relation,
            second.map { AnyLayoutAnchor(item: $0, attribute: secondAttribute) },
            multiplier: second == nil ? 0 : multiplier, constant: constant)
        self.storedPriority = priority
        self.identifier = identifier
        self.isSystem = true
    }

    /// The first item (nil once it is deallocated; constraints do not keep items alive).
    public var firstItem: LayoutItem? { firstAnchor.item }
    /// The second item; nil for a constraint against a constant, or once the item is deallocated.
    public var secondItem: LayoutItem? { secondAnchor?.item }

    /// Activates each constraint (UIKit's `NSLayoutConstraint.activate`).
    public static func activate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates each constraint.
    public static func deactivate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// The solver expression `first − multiplier × second − constant`, built in one array.
    func solverExpression() -> Expression {
        var terms: [Term] = []
        terms.reserveCapacity(4)
        var constant = firstAnchor.appendTerms(relativeTo: secondItem, times: 1, to: &terms) - self.constant
        if let secondAnchor {
            constant += secondAnchor.appendTerms(relativeTo: firstItem, times: -multiplier, to: &terms)
        }
        return Expression(terms, constant: constant)
    }

    func makeSolverConstraint() -> Constraint {
        Constraint(solverExpression(), relation.solverRelation, strength: priority.strength, name: identifier ?? "")
    }
}

extension LayoutConstraint: CustomStringConvertible {
    /// UIKit's log form, e.g. `<LayoutConstraint 'SV-spacing' label-2.top == label-1.bottom + 10   (active)>`.
    public nonisolated var description: String {
        MainActor.assumeIsolated { text }
    }

    private var text: String {
        var equation = "\(firstAnchor.description) \(relation.symbol) "
        if let secondAnchor {
            equation += multiplier == 1 ? secondAnchor.description : "\(multiplier) * \(secondAnchor.description)"
            if constant != 0 { equation += constant < 0 ? " - \(-constant)" : " + \(constant)" }
        } else {
            equation += "\(constant)"
        }
        if !priority.isRequired { equation += " @\(priority)" }
        if let note = contentSizeNote { equation += " \(note)" }
        let name = identifier.map { "'\($0)' " } ?? ""
        let kind = contentSizeNote == nil ? "LayoutConstraint" : "ContentSizeLayoutConstraint"
        let state = isBroken ? "active, broken" : isActive ? "active" : "inactive"
        return "<\(kind) \(name)\(equation)   (\(state))>"
    }
}
