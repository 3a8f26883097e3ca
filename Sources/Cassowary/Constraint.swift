/// How a constraint's expression compares with zero.
public enum Relation: Sendable, CustomStringConvertible {
    /// `expression <= 0`.
    case lessThanOrEqual
    /// `expression == 0`.
    case equal
    /// `expression >= 0`.
    case greaterThanOrEqual

    /// The relation's operator: `<=`, `==` or `>=`.
    public var description: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}

/// A linear relation `expression RELATION 0` with a strength.
///
/// Constraints are reference types: a solver recognises the same object when it is removed, and
/// two constraints with equal text are still two constraints. The expression is normalised once
/// (one term per variable). Only the constant can change after creation, through
/// ``Solver/updateConstant(of:to:)``, as only UIKit's `constant` can.
///
/// `@unchecked Sendable` only so that ``SolverError`` can carry it; it belongs to one thread.
public final class Constraint: @unchecked Sendable, SlotHinted {
    /// The left-hand side, compared with zero; normalised to one term per variable.
    public var expression: Expression { Expression(terms.array, constant: constant) }
    /// The left-hand side's terms (one per variable) and constant, as the solver reads them.
    package let terms: TermList
    @exclusivity(unchecked) package private(set) var constant: Double
    /// How ``expression`` compares with zero.
    public let relation: Relation
    /// How much the constraint matters, already clamped into 0 ... ``Strength/required``.
    public let strength: Strength
    /// For an optional equality, how much it matters that ``expression`` does not fall below
    /// zero; ``strength`` then weighs it rising above. The same as ``strength`` unless given:
    /// an intrinsic size is one such constraint, hugging above and compression resistance below.
    public let shortfallStrength: Strength
    /// A readable label used in dumps and in unsatisfiable-constraint reports.
    public var name: String
    /// Where the solver that holds this constraint keeps its entry (see ``SlotIndex``); -1 if none.
    @exclusivity(unchecked) var slotHint = -1

    /// Creates `expression RELATION 0` at `strength` (clamped into 0 ... required).
    ///
    /// `shortfallStrength`, for an optional equality only, weighs the expression falling below
    /// zero differently from rising above it (which `strength` weighs); it must be optional too.
    public convenience init(
        _ expression: Expression, _ relation: Relation, strength: Strength = .required,
        shortfallStrength: Strength? = nil, name: String = ""
    ) {
        self.init(
            terms: TermList(expression.terms), constant: expression.constant, relation, strength: strength,
            shortfallStrength: shortfallStrength, name: name)
    }

    /// Creates `Σ terms + constant RELATION 0` (see ``init(_:_:strength:shortfallStrength:name:)``)
    /// without an expression's array: layout constraints are made this way.
    package init(
        terms: consuming TermList, constant: Double, _ relation: Relation, strength: Strength = .required,
        shortfallStrength: Strength? = nil, name: String = ""
    ) {
        terms.normalize()
        self.terms = terms
        self.constant = constant
        self.relation = relation
        self.strength = strength.clipped
        self.shortfallStrength = shortfallStrength?.clipped ?? self.strength
        precondition(
            shortfallStrength == nil
                || (relation == .equal && !self.strength.isRequired
                    && !self.shortfallStrength.isRequired),
            "a shortfall strength is for optional equalities only")
        self.name = name
    }

    /// Whether the two directions of an optional equality weigh differently.
    var isAsymmetric: Bool { shortfallStrength != strength }

    /// Creates `lhs RELATION rhs`.
    public convenience init(
        _ lhs: some ExpressionConvertible, _ relation: Relation, _ rhs: some ExpressionConvertible,
        strength: Strength = .required, name: String = ""
    ) {
        self.init(lhs - rhs, relation, strength: strength, name: name)
    }

    func setConstant(_ constant: Double) {
        self.constant = constant
    }

    /// Whether every coefficient and the constant are finite numbers.
    var isFinite: Bool {
        constant.isFinite && (0..<terms.count).allSatisfy { terms.coefficient(at: $0).isFinite }
    }
}

extension Constraint: CustomStringConvertible {
    /// `expression RELATION 0`, prefixed by `'name'` when named and followed by `@strength` unless required.
    public var description: String {
        let text = "\(expression) \(relation) 0"
        let label = name.isEmpty ? text : "'\(name)' \(text)"
        if isAsymmetric { return "\(label) @\(strength) above, @\(shortfallStrength) below" }
        return strength.isRequired ? label : "\(label) @\(strength)"
    }
}
