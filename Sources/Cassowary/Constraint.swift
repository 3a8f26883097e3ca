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

/// A linear relation `expression RELATION 0` with a strength, as a solver holds it: a
/// ``Constraint``, made from an expression that it keeps, or a subclass that derives its terms
/// whenever the solver reads them (``deriveTerms(into:)``), as a layout constraint does from its
/// items, so that a layout costs one object per constraint, and no list of terms in each.
///
/// Constraints are reference types: a solver recognises the same object when it is removed, and
/// two constraints with equal text are still two constraints. The expression is normalised (one
/// term per variable). Only the constant can change while a solver holds the constraint, through
/// ``Solver/updateConstant(of:to:)``, as only UIKit's `constant` can.
///
/// `@unchecked Sendable` only so that ``SolverError`` can carry it; it belongs to one thread.
open class SolverConstraint: @unchecked Sendable, SlotHinted, CustomStringConvertible {
    // The fields a removal reads come first, to share the object's first cache line.
    /// The left-hand side's constant.
    @exclusivity(unchecked) package final private(set) var expressionConstant: Double
    /// How much the constraint matters, in 0 ... ``Strength/required``. Not stored here: a
    /// ``Constraint`` keeps the one it is given, a subclass derives it (a layout constraint's
    /// from its priorities). It must not change while a solver holds the constraint.
    open var strength: Strength { .required }
    /// For an optional equality, how much it matters that ``expression`` does not fall below
    /// zero; ``strength`` then weighs it rising above. The same as ``strength`` unless given:
    /// an intrinsic size is one such constraint, hugging above and compression resistance below.
    /// Like ``strength``, fixed while a solver holds the constraint.
    open var shortfallStrength: Strength { strength }
    /// Where the solver that holds this constraint keeps its entry (see ``SlotIndex``); -1 if none.
    final var slotHint: Int {
        get { Int(storedSlotHint) }
        set { storedSlotHint = Int32(truncatingIfNeeded: newValue) }
    }
    /// ``slotHint``, narrow (a solver holds far fewer than 2³¹ constraints): with the relation,
    /// it fills the last 8-byte word but three bytes, where a subclass's one-byte properties go.
    @exclusivity(unchecked) private var storedSlotHint: Int32 = -1
    /// How ``expression`` compares with zero. (Declared last, so that a subclass's one-byte
    /// properties follow it with no padding: stored properties are laid out in declaration
    /// order.)
    @exclusivity(unchecked) public package(set) final var relation: Relation

    /// A readable label used in dumps and in unsatisfiable-constraint reports: a ``Constraint``
    /// keeps the one it is given; a subclass says where its own comes from (a layout
    /// constraint's is its identifier). Not stored here, so that a subclass that has one
    /// elsewhere pays nothing for it.
    open var name: String { "" }

    /// Whether ``relation`` is `==`. Other modules read it through this accessor: a direct read
    /// of the stored property from another module is checked for exclusive access at run time.
    package final var isEquality: Bool { relation == .equal }

    /// The left-hand side, compared with zero; normalised to one term per variable.
    open var expression: Expression {
        withTerms { Expression($0.array, constant: expressionConstant) }
    }

    /// Calls `body` with the left-hand side's terms, one per variable, as the solver reads them:
    /// a ``Constraint``'s own, or those a subclass derives (``deriveTerms(into:)``) now.
    @inline(__always)
    package final func withTerms<Result, Failure: Error>(
        _ body: (borrowing TermList) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        // A metadata comparison, not a cast: every addition reads the terms.
        if type(of: self) == Constraint.self { return try body(unsafeDowncast(self, to: Constraint.self).terms) }
        var derived = DerivedTerms()
        deriveTerms(into: &derived)
        derived.list.normalize()
        return try body(derived.list)
    }

    /// Puts the terms of the left-hand side into `terms`, for a subclass that computes its
    /// expression rather than keeping it (a layout constraint, from its items): the solver asks
    /// whenever it reads the terms while it holds the constraint, and they must not change
    /// meanwhile. A ``Constraint`` keeps its terms and is not asked.
    open func deriveTerms(into terms: inout DerivedTerms) {}

    /// Creates `0 RELATION 0`, for a subclass to set its constant (``setConstant(_:)``) before
    /// it goes into a solver.
    package init(_ relation: Relation) {
        expressionConstant = 0
        self.relation = relation
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

    /// Makes this constraint, out of every solver, one with `relation`, as ``init(_:)`` makes
    /// it: for an owner that reuses the object for another constraint.
    package final func reset(_ relation: Relation) {
        assert(slotHint < 0, "a constraint is reset only out of every solver")
        self.relation = relation
        expressionConstant = 0
    }

    /// Drops the constant, keeping the relation: for a constraint that describes
    /// only the installation a solver holds, once none does.
    package final func forgetConstant() {
        expressionConstant = 0
    }

    /// Sets the left-hand side's constant; only while no solver holds the constraint, or by
    /// the solver that does.
    package final func setConstant(_ constant: Double) {
        expressionConstant = constant
    }

    /// Whether every coefficient and the constant are finite numbers.
    var isFinite: Bool {
        expressionConstant.isFinite && withTerms { SolverConstraint.isFinite($0) }
    }

    /// Whether every coefficient of `terms` is a finite number.
    static func isFinite(_ terms: borrowing TermList) -> Bool {
        (0..<terms.count).allSatisfy { terms.coefficient(at: $0).isFinite }
    }
}

/// A constraint made from an expression, which it keeps, normalised.
public final class Constraint: SolverConstraint, @unchecked Sendable {
    /// The left-hand side's terms, one per variable.
    @exclusivity(unchecked) package private(set) var terms: TermList
    /// ``name``'s storage.
    @exclusivity(unchecked) private var storedName: String
    /// ``strength``'s storage.
    @exclusivity(unchecked) private let storedStrength: Strength
    /// ``shortfallStrength``'s storage.
    @exclusivity(unchecked) private let storedShortfallStrength: Strength

    /// How much the constraint matters, as given, clamped into 0 ... ``Strength/required``.
    public override var strength: Strength { storedStrength }
    /// The shortfall strength given, clamped, or ``strength`` when none was.
    public override var shortfallStrength: Strength { storedShortfallStrength }

    /// A readable label used in dumps and in unsatisfiable-constraint reports.
    public override var name: String {
        get { storedName }
        set { storedName = newValue }
    }

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
    /// without an expression's array.
    @usableFromInline package init(
        terms: consuming TermList, constant: Double, _ relation: Relation, strength: Strength = .required,
        shortfallStrength: Strength? = nil, name: String = ""
    ) {
        // Moved in and normalised in place: a copy would retain each of its variables.
        var list = consume terms
        list.normalize()
        self.terms = list
        storedName = name
        storedStrength = strength.clipped
        storedShortfallStrength = shortfallStrength?.clipped ?? strength.clipped
        super.init(relation)
        setConstant(constant)
        precondition(
            shortfallStrength == nil
                || (relation == .equal && !storedStrength.isRequired && !storedShortfallStrength.isRequired),
            "a shortfall strength is for optional equalities only")
    }

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
}

/// The terms a constraint derives (``SolverConstraint/deriveTerms(into:)``), repeated variables
/// allowed.
public struct DerivedTerms: ~Copyable {
    /// The terms, not keeping their variables alive: their owners do, while the solver reads
    /// them.
    package var list = TermList(retainingVariables: false)

    init() {}
}
