/// How much the solver cares about a constraint. Higher wins.
///
/// The value combines three tiers as kiwi does, `strong × 10⁶ + medium × 10³ + weak`, each tier
/// clamped to 0...1000, so results match kiwi's for the same constraints. ``required`` is the
/// largest value; a required constraint must hold exactly, all others are minimised by weight.
public struct Strength: Comparable, Hashable, Sendable {
    /// The combined weight: 0 ... ``Strength/required``.value.
    public let value: Double

    /// A strength from its three tiers, each clamped to 0...1000 (and optionally scaled); a
    /// tier that is not a number weighs nothing.
    public init(strong: Double, medium: Double, weak: Double, weight: Double = 1) {
        // `min` and `max` pass a NaN through.
        func tier(_ x: Double) -> Double { (x * weight).isNaN ? 0 : min(max(x * weight, 0), 1000) }
        value = tier(strong) * 1_000_000 + tier(medium) * 1000 + tier(weak)
    }

    private init(value: Double) {
        self.value = value
    }

    /// Must hold exactly: the largest strength there is.
    public static let required = Strength(strong: 1000, medium: 1000, weak: 1000)
    /// One unit of the strong tier (kiwi's `strong`).
    public static let strong = Strength(strong: 1, medium: 0, weak: 0)
    /// One unit of the medium tier (kiwi's `medium`).
    public static let medium = Strength(strong: 0, medium: 1, weak: 0)
    /// One unit of the weak tier (kiwi's `weak`).
    public static let weak = Strength(strong: 0, medium: 0, weak: 1)

    /// This strength clamped into 0 ... required.
    var clipped: Strength {
        Strength(value: min(max(value.isNaN ? 0 : value, 0), Strength.required.value))
    }

    /// Whether a constraint of this strength must hold exactly.
    public var isRequired: Bool { value >= Strength.required.value }

    /// Orders strengths by their combined weight.
    public static func < (lhs: Strength, rhs: Strength) -> Bool { lhs.value < rhs.value }

    /// Two optional weights on one error together: what two constraints on the same expression
    /// weigh, one constraint can. The sum stays optional (just below ``required``).
    public static func + (lhs: Strength, rhs: Strength) -> Strength {
        Strength(value: min(lhs.value + rhs.value, Strength.required.value.nextDown))
    }
}

extension Strength: CustomStringConvertible {
    /// The tier's name for the named strengths, else the combined value.
    public var description: String {
        switch self {
        case .required: "required"
        case .strong: "strong"
        case .medium: "medium"
        case .weak: "weak"
        default: "strength(\(value))"
        }
    }
}
