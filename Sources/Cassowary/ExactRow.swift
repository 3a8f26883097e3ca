/// A row of the exact tableau, `basic = (constant + Σ coefficient × symbol) / denominator`, in
/// integers over one positive denominator, with no factor common to all of them.
///
/// One denominator per row, not one per cell: a simplex tableau's entries share most of their
/// denominators (the basis' determinant), so fractions in lowest terms would pay a greatest
/// common divisor per cell per operation for factors that a row divides out once.
struct ExactRow {
    private(set) var denominator = BigInt.one
    private(set) var constant = BigInt.zero
    /// Numerators of the non-zero coefficients.
    private(set) var cells: [Int: BigInt] = [:]

    init(constant: Rational = .zero) {
        self.constant = constant.numerator
        denominator = constant.denominator
    }

    /// `constant / denominator`.
    var value: Rational { Rational(numerator: constant, denominator: denominator) }

    /// The coefficient of `symbol`, or nil if the row does not hold it.
    func coefficient(of symbol: Int) -> Rational? {
        cells[symbol].map { Rational(numerator: $0, denominator: denominator) }
    }

    /// The sign of `symbol`'s coefficient: -1, 1, or 0 if the row does not hold it.
    func sign(of symbol: Int) -> Int { cells[symbol]?.signum ?? 0 }

    func contains(_ symbol: Int) -> Bool { cells[symbol] != nil }

    var symbols: Dictionary<Int, BigInt>.Keys { cells.keys }

    /// Drops the constant (a required constraint held within the tolerance: see ``ExactSolver``).
    mutating func zeroConstant() {
        constant = .zero
        reduce()
    }

    /// Drops `symbol`'s cell (a symbol fixed at zero for good).
    mutating func remove(_ symbol: Int) {
        if cells.removeValue(forKey: symbol) != nil { reduce() }
    }

    func negated() -> ExactRow {
        var row = self
        row.constant = -constant
        for (symbol, numerator) in cells { row.cells[symbol] = -numerator }
        return row
    }

    /// Adds `coefficient × symbol`.
    mutating func insert(_ symbol: Int, _ coefficient: Rational) {
        var term = ExactRow()
        term.cells[symbol] = coefficient.numerator
        term.denominator = coefficient.denominator
        add(term, times: .one)
    }

    /// Adds `factor × other`: `N/d + (p/q)(M/e) = (N·q·e + p·M·d) / (d·q·e)`.
    mutating func add(_ other: ExactRow, times factor: Rational) {
        if factor.isZero { return }
        combine(scalingBy: factor.denominator * other.denominator, other, times: factor.numerator * denominator)
        denominator = denominator * factor.denominator * other.denominator
        reduce()
    }

    /// Replaces `symbol` by `row` (its basic row), if this row holds it:
    /// `(N + a·s)/d` with `s = M/e` is `(N·e + a·M) / (d·e)`.
    mutating func substitute(_ symbol: Int, by row: ExactRow) {
        guard let numerator = cells.removeValue(forKey: symbol) else { return }
        combine(scalingBy: row.denominator, row, times: numerator)
        denominator = denominator * row.denominator
        reduce()
    }

    /// Numerators become `scale × own + factor × other's` (the denominator is the caller's).
    private mutating func combine(scalingBy scale: BigInt, _ other: ExactRow, times factor: BigInt) {
        if scale != .one {
            constant = constant * scale
            for (symbol, numerator) in cells { cells[symbol] = numerator * scale }
        }
        constant = constant + factor * other.constant
        for (symbol, numerator) in other.cells {
            let sum = (cells[symbol] ?? .zero) + factor * numerator
            cells[symbol] = sum.isZero ? nil : sum
        }
    }

    /// Solves `0 = (constant + Σ …) / d` for `symbol`, which this row holds.
    mutating func solve(for symbol: Int) {
        let pivot = cells.removeValue(forKey: symbol)!
        // symbol = (−constant − Σ …) / pivot, with the denominator made positive.
        let sign = pivot.isNegative ? BigInt.one : -BigInt.one
        denominator = pivot.magnitude
        constant = constant * sign
        for (key, numerator) in cells { cells[key] = numerator * sign }
        reduce()
    }

    /// Turns `basic = …` into `entering = …` (the row holds `entering`).
    mutating func solve(for basic: Int, entering: Int) {
        cells[basic] = -denominator
        solve(for: entering)
    }

    /// Divides out the factor common to the denominator and every numerator.
    private mutating func reduce() {
        var common = denominator
        if !constant.isZero { common = BigInt.greatestCommonDivisor(common, constant) }
        for numerator in cells.values {
            if common == .one { return }
            common = BigInt.greatestCommonDivisor(common, numerator)
        }
        if common == .one { return }
        denominator = denominator / common
        constant = constant / common
        for (symbol, numerator) in cells { cells[symbol] = numerator / common }
    }
}
