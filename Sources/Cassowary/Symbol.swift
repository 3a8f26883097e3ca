/// A column of the tableau: an external variable, or a slack, error or dummy symbol the
/// solver made for a constraint.
///
/// Packed into one 32-bit integer: the kind in the low two bits, an id above (ids are reused, so
/// they stay below the number of symbols alive, far from 2²⁹). Ordering by the raw value gives
/// the fixed total order that Bland's rule needs against cycling. Four bytes, not eight: the
/// tableau keeps symbols by the hundred thousand (in variable records, columns, tags).
struct Symbol: Hashable, Comparable {
    enum Kind: Int {
        /// A user variable; unrestricted in sign. Made when the variable first enters a row.
        case external = 0
        /// The slack of an inequality; must stay ≥ 0.
        case slack = 1
        /// One side of a non-required constraint's error; must stay ≥ 0 and is weighed in the objective.
        case error = 2
        /// The marker of a required equality; stays 0 and never enters the basis.
        case dummy = 3
    }

    let raw: Int32

    init(id: Int, kind: Kind) {
        raw = Int32(id << 2 | kind.rawValue)
    }

    /// The symbol whose ``raw`` value this is.
    init(raw: Int32) {
        self.raw = raw
    }

    var id: Int { Int(raw >> 2) }
    var kind: Kind { Kind(rawValue: Int(raw & 3))! }
    var isExternal: Bool { raw & 3 == 0 }
    var isDummy: Bool { raw & 3 == 3 }
    /// Slack and error symbols are restricted to non-negative values.
    var isRestricted: Bool { !isExternal && !isDummy }
    /// Slack and error symbols are the only ones a pivot may bring into the basis freely.
    var isPivotable: Bool { isRestricted }

    static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.raw < rhs.raw }

    /// A symbol no tableau owns (its id is beyond any): it marks freed record and symbol slots,
    /// and the record of a variable that has not entered a row yet.
    static let vacant = Symbol(id: Int(Int32.max >> 2), kind: .external)
}
