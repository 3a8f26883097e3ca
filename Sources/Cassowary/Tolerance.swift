/// The solver's one tolerance policy. Every comparison of a computed number with zero goes
/// through these, so that what counts as rounding noise is decided in one place.
///
/// Rounding noise only comes from cancellation: a product of two doubles is as exact as its
/// factors, a sum of two nearly opposite ones is not. So a coefficient is noise when it is tiny
/// next to the operands of the sum that made it (relative), while small coefficients that the
/// user wrote (1e-6 beside 1e3) are kept. Row constants are compared with the magnitude of their
/// row, or of what was summed into them.
enum Tolerance {
    /// A sum this small next to its larger operand is cancellation noise. Doubles carry about 16
    /// digits; chains of pivots lose a few of them.
    static let cancellation = 1.0e-10
    /// Below this a coefficient is dropped whatever made it: far below any that layout writes.
    static let coefficientFloor = 1.0e-12
    /// An objective coefficient is noise when this small next to the two it was summed from:
    /// weights reach 10⁶ and rows' coefficients 10⁴, so objective coefficients reach 10¹⁰ and
    /// more, where a weak constraint's reduced cost of 1 is still eleven digits above a double's
    /// rounding. No absolute floor: a weak weight times a small coefficient is a real cost.
    static let objective = 1.0e-13
    /// A reduced cost this small may be rounding; it is when it is also ``objective`` of the
    /// objective's largest coefficient (see `Objective.negativeCostsAreNoise()`). Only a primal
    /// simplex run that has made half its pivot limit stops at such costs: layout's smallest
    /// real costs (the fill order's weights of neighbouring items, 10⁻⁸ apart at 10 000 rows)
    /// never meet the rule.
    static let smallCost = 1.0e-9
    /// A row constant this close to zero, relative to the row's magnitude (at least 1), is zero.
    static let constant = 1.0e-9
    /// A constraint whose row says something else than its expression by more than this
    /// fraction of its terms' sizes means the tableau has drifted from the constraints (see
    /// ``Solver/hasDrifted(at:)``).
    static let drift = 1.0e-7
    /// A coefficient this small next to the largest in its row (or 1) is rounding left by a
    /// chain of pivots: the primal simplex does not pivot on it (see `Tableau.optimize()`).
    static let pivot = 1.0e-9
    /// A coefficient this large in a freshly solved row means its pivot divided by a small one
    /// and the tableau is checked for drift at the next update. Not 10⁶: dividing by 10⁻⁶
    /// gives 999 999.999…, which stayed under it. A stack's constraints keep coefficients near
    /// 1 and never reach it, so the check costs them nothing.
    static let amplification = 1.0e3
    /// A value this large carries rounding of 10⁻⁷ or more, far above a layout's: once a pivot
    /// on a small coefficient has asked for a drift check, the check stays on while the solver
    /// holds one (see ``Solver/updateVariables()``).
    static let hugeValue = 1.0e9
    /// A required equality may be off by this fraction of 1 + |its constant| when only that
    /// reconciles it with a redundant one: what is left between them is then rounding that
    /// coefficients like 10⁻⁶ magnified (see ``Solver/holdsWithinAllowances(_:besides:allowances:)``).
    static let consistency = 1.0e-7
    /// What a sum of doubles keeps of their rounding through a chain of pivots, as a fraction of
    /// the sum of their sizes: some thousands of units in the last place. A redundant equality
    /// that misses by more says something else (``Tolerance/constant`` would pass a miss of
    /// 0.04 beside a sum of 10⁸, which a 10⁻⁶ coefficient magnified out of a real difference).
    static let rounding = 1.0e-12
}

/// Whether a coefficient is too small to keep.
@inline(__always) func nearZero(_ value: Double) -> Bool {
    abs(value) < Tolerance.coefficientFloor
}

/// The sum `a + b` of two row coefficients, or 0 when it is only rounding noise: tiny next to
/// its operands, or below the floor. (The objective has its own rule, ``Tolerance/objective``.)
@inline(__always) func cancellingSum(_ a: Double, _ b: Double) -> Double {
    let sum = a + b
    return nearZero(sum) || abs(sum) <= Tolerance.cancellation * max(abs(a), abs(b)) ? 0 : sum
}

/// Whether a new row's constant, summed from numbers whose sizes add up to `constantScale`, is
/// zero up to noise: a sum's rounding grows with the sizes of what was summed, not with the
/// row's coefficients (a required equality that agrees with a definition chain whose constants
/// reach 10⁴ leaves 10⁻¹¹ or so, far above the 10⁻⁹ allowed a row of coefficients about 1).
@inline(__always) func isLeftover(_ constant: Double, of row: Row, summedFrom constantScale: Double) -> Bool {
    isNoise(constant, magnitude: max(row.magnitude, constantScale))
}

/// Whether a redundant equality's constant, summed from numbers whose sizes add up to
/// `constantScale`, is only their rounding (``Tolerance/rounding``).
@inline(__always) func isRounding(_ constant: Double, summedFrom constantScale: Double) -> Bool {
    abs(constant) <= Tolerance.rounding * constantScale
}

/// Whether `value` is zero up to noise, for a quantity whose terms reach `magnitude`.
@inline(__always) func isNoise(_ value: Double, magnitude: Double) -> Bool {
    abs(value) <= Tolerance.constant * max(1, magnitude)
}
