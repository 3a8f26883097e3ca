/// How much the solver cares about a constraint. Higher wins.
///
/// The value combines three tiers as kiwi does, `strong × 10⁶ + medium × 10³ + weak`, each tier
/// clamped to 0...1000, so results match kiwi's for the same constraints. ``required`` is the
/// largest value; a required constraint must hold exactly, all others are minimised by weight.
public struct Strength: Comparable, Hashable, Sendable {
    /// The combined weight: 0 ... ``Strength/required``.value.
    public let value: Double

    /// A strength from its three tiers, each clamped to 0...1000 (and optionally scaled).
    public init(strong: Double, medium: Double, weak: Double, weight: Double = 1) {
        func tier(_ x: Double) -> Double { min(max(x * weight, 0), 1000) }
        value = tier(strong) * 1_000_000 + tier(medium) * 1000 + tier(weak)
    }

    private init(value: Double) {
        self.value = value
    }

    public static let required = Strength(strong: 1000, medium: 1000, weak: 1000)
    public static let strong = Strength(strong: 1, medium: 0, weak: 0)
    public static let medium = Strength(strong: 0, medium: 1, weak: 0)
    public static let weak = Strength(strong: 0, medium: 0, weak: 1)

    /// The strength for a UIKit-style priority in 1...1000, keeping their order strictly.
    ///
    /// 1000 is required; 750...999 lie on the strong tier (750 is exactly ``strong``); 250...749
    /// on the medium tier (250 is exactly ``medium``); 1...249 on the weak tier, so
    /// `fittingSizeLevel` (50) sits below every hugging and resistance priority. Fractional
    /// priorities interpolate within their tier. Priorities outside 1...1000 are clamped.
    public init(priority: Double) {
        let p = min(max(priority, 1), 1000)
        if p >= 1000 {
            self = .required
        } else if p >= 750 {
            self.init(strong: p - 749, medium: 0, weak: 0)
        } else if p >= 250 {
            self.init(strong: 0, medium: p - 249, weak: 0)
        } else {
            self.init(strong: 0, medium: 0, weak: p)
        }
    }

    /// This strength clamped into 0 ... required.
    var clipped: Strength {
        Strength(value: min(max(value.isNaN ? 0 : value, 0), Strength.required.value))
    }

    public var isRequired: Bool { value >= Strength.required.value }

    public static func < (lhs: Strength, rhs: Strength) -> Bool { lhs.value < rhs.value }
}

extension Strength: CustomStringConvertible {
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
