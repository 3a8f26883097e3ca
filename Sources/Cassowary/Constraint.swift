/// How a constraint's expression compares with zero (with UIKit's raw values, so that layout
/// constraints use this type as their relation).
public enum Relation: Int, Sendable, CustomStringConvertible {
    /// `expression <= 0` (-1).
    case lessThanOrEqual = -1
    /// `expression == 0` (0).
    case equal = 0
    /// `expression >= 0` (1).
    case greaterThanOrEqual = 1

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
/// (one term per variable). Only the constant can change while a solver holds the constraint,
/// through ``Solver/updateConstant(of:to:)``, as only UIKit's `constant` can.
///
/// Layout constraints are constraints themselves, so that a layout costs one object per
/// constraint; they set their terms and strengths each time they go into a solver.
///
/// `@unchecked Sendable` only so that ``SolverError`` can carry it; it belongs to one thread.
open class Constraint: @unchecked Sendable, SlotHinted, CustomStringConvertible {
    // The fields a removal reads come first, to share the object's first cache line.
    /// Where the solver that holds this constraint keeps its entry (see ``SlotIndex``); -1 if none.
    @exclusivity(unchecked) final var slotHint = -1
    /// The left-hand side's terms (one per variable) and constant, as the solver reads them.
    @exclusivity(unchecked) package final private(set) var terms: TermList
    /// How ``expression`` compares with zero. (Declared here, beside the terms' count, so that
    /// it fills what would be padding: stored properties are laid out in declaration order.)
    @exclusivity(unchecked) public package(set) final var relation: Relation
    /// The left-hand side's constant.
    @exclusivity(unchecked) package final private(set) var expressionConstant: Double
    /// How much the constraint matters, already clamped into 0 ... ``Strength/required``.
    @exclusivity(unchecked) public final private(set) var strength: Strength
    /// For an optional equality, how much it matters that ``expression`` does not fall below
    /// zero; ``strength`` then weighs it rising above. The same as ``strength`` unless given:
    /// an intrinsic size is one such constraint, hugging above and compression resistance below.
    @exclusivity(unchecked) public final private(set) var shortfallStrength: Strength
    /// A readable label used in dumps and in unsatisfiable-constraint reports. (A layout
    /// constraint's is its identifier.)
    @exclusivity(unchecked) public final var name: String

    /// Whether ``relation`` is `==`. Other modules read it through this accessor: a direct read
    /// of the stored property from another module is checked for exclusive access at run time.
    package final var isEquality: Bool { relation == .equal }

    /// The left-hand side, compared with zero; normalised to one term per variable.
    public final var expression: Expression { Expression(terms.array, constant: expressionConstant) }

    /// Creates `expression RELATION 0` at `strength` (clamped into 0 ... required).
    ///
    /// `shortfallStrength`, for an optional equality only, weighs the expression falling below
    /// zero differently from rising above it (which `strength` weighs); it must be optional too.
    public convenience init(
        _ expression: Expression, _ relation: Relation, strength: Strength = .required,
        shortfallStrength: Strength? = nil, name: String = ""
    ) {
        self.init(relation)
        update(
            terms: TermList(expression.terms), constant: expression.constant, strength: strength,
            shortfallStrength: shortfallStrength, name: name)
    }

    /// Creates `Σ terms + constant RELATION 0` (see ``init(_:_:strength:shortfallStrength:name:)``)
    /// without an expression's array.
    @usableFromInline package convenience init(
        terms: consuming TermList, constant: Double, _ relation: Relation, strength: Strength = .required,
        shortfallStrength: Strength? = nil, name: String = ""
    ) {
        self.init(relation)
        update(terms: terms, constant: constant, strength: strength, shortfallStrength: shortfallStrength, name: name)
    }

    /// Creates `0 RELATION 0`, required, for a subclass to ``update(terms:constant:strength:shortfallStrength:name:)``
    /// before it goes into a solver.
    package init(_ relation: Relation) {
        terms = TermList()
        expressionConstant = 0
        self.relation = relation
        strength = .required
        shortfallStrength = .required
        name = ""
    }

    /// Sets everything but the relation; only while no solver holds the constraint.
    package final func update(
        terms: consuming TermList, constant: Double, strength: Strength, shortfallStrength: Strength?, name: String
    ) {
        // Moved in and normalised in place: a copy would retain each of its variables.
        self.terms = consume terms
        self.terms.normalize()
        expressionConstant = constant
        self.strength = strength.clipped
        self.shortfallStrength = shortfallStrength?.clipped ?? self.strength
        precondition(
            shortfallStrength == nil
                || (relation == .equal && !self.strength.isRequired
                    && !self.shortfallStrength.isRequired),
            "a shortfall strength is for optional equalities only")
        self.name = name
    }

    /// `expression RELATION 0`, prefixed by `'name'` when named and followed by `@strength` unless
    /// required. (Layout constraints describe themselves as UIKit does.)
    open var description: String {
        let text = "\(expression) \(relation) 0"
        let label = name.isEmpty ? text : "'\(name)' \(text)"
        if isAsymmetric { return "\(label) @\(strength) above, @\(shortfallStrength) below" }
        return strength.isRequired ? label : "\(label) @\(strength)"
    }

    /// Whether the two directions of an optional equality weigh differently.
    var isAsymmetric: Bool { shortfallStrength != strength }

    /// Creates `lhs RELATION rhs`.
    @inlinable public convenience init(
        _ lhs: some ExpressionConvertible, _ relation: Relation, _ rhs: some ExpressionConvertible,
        strength: Strength = .required, name: String = ""
    ) {
        // `lhs − rhs` read straight into the term list, with no arrays for the difference (the
        // right side negated, then both sides joined).
        var terms = TermList()
        let left = lhs.forEachTerm { terms.append($0, $1) }
        let right = rhs.forEachTerm { terms.append($0, $1 * -1.0) }
        self.init(terms: terms, constant: left + right * -1.0, relation, strength: strength, name: name)
    }

    /// Makes this constraint, out of every solver, one with `relation` and no terms, as
    /// ``init(_:)`` makes it: for an owner that reuses the object for another constraint.
    package final func reset(_ relation: Relation) {
        assert(slotHint < 0, "a constraint is reset only out of every solver")
        self.relation = relation
        forgetTerms()
        strength = .required
        shortfallStrength = .required
        name = ""
    }

    /// Drops the terms (and the constant), keeping the relation and strengths: for a constraint
    /// whose list does not retain its variables, once no solver holds it.
    package final func forgetTerms() {
        terms = TermList()
        expressionConstant = 0
    }

    func setConstant(_ constant: Double) {
        expressionConstant = constant
    }

    /// Whether every coefficient and the constant are finite numbers.
    var isFinite: Bool {
        expressionConstant.isFinite && (0..<terms.count).allSatisfy { terms.coefficient(at: $0).isFinite }
    }
}
