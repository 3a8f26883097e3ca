/// An exact fraction in lowest terms, with a positive denominator.
///
/// Every finite double is one (a multiple of a power of two), so the exact solver
/// (``ExactSolver``) takes constraints' doubles as they are and decides without rounding.
struct Rational: Comparable, CustomStringConvertible {
    private(set) var numerator: BigInt
    /// Positive, and coprime with ``numerator``.
    private(set) var denominator: BigInt

    static let zero = Rational(0)
    static let one = Rational(1)

    init(_ value: Int) {
        numerator = BigInt(value)
        denominator = .one
    }

    /// The double's exact value (which must be finite).
    init(_ value: Double) {
        precondition(value.isFinite, "a rational is finite")
        guard value != 0 else {
            self = .zero
            return
        }
        // value = ±significand × 2^exponent, with an integer significand.
        var significand = value.significandBitPattern
        var exponent: Int
        if value.isNormal {
            significand |= 1 << UInt64(Double.significandBitCount)
            exponent = Int(value.exponent) - Double.significandBitCount
        } else {
            exponent = Int(Double.leastNonzeroMagnitude.exponent)
        }
        let zeros = significand.trailingZeroBitCount
        significand >>= UInt64(zeros)
        exponent += zeros
        let magnitude = BigInt(limbs: [significand], isNegative: value < 0)
        if exponent >= 0 {
            numerator = magnitude.shiftedLeft(by: exponent)
            denominator = .one
        } else {
            numerator = magnitude
            denominator = BigInt.one.shiftedLeft(by: -exponent)
        }
    }

    /// `numerator / denominator` (the denominator not zero), reduced.
    init(numerator: BigInt, denominator: BigInt) {
        precondition(!denominator.isZero, "a rational's denominator is not zero")
        let divisor = BigInt.greatestCommonDivisor(numerator, denominator)
        let sign = denominator.isNegative ? -BigInt.one : BigInt.one
        if divisor == .one {
            self.numerator = numerator * sign
            self.denominator = denominator * sign
        } else {
            self.numerator = numerator / divisor * sign
            self.denominator = denominator / divisor * sign
        }
    }

    var isZero: Bool { numerator.isZero }

    /// -1, 0 or 1.
    var signum: Int { numerator.signum }

    /// The absolute value.
    var magnitude: Rational { signum < 0 ? -self : self }

    var description: String {
        denominator == .one ? numerator.description : "\(numerator)/\(denominator)"
    }

    static func < (lhs: Rational, rhs: Rational) -> Bool {
        if lhs.denominator == rhs.denominator { return lhs.numerator < rhs.numerator }
        return lhs.numerator * rhs.denominator < rhs.numerator * lhs.denominator
    }

    static prefix func - (value: Rational) -> Rational {
        var negated = value
        negated.numerator = -value.numerator
        return negated
    }

    static func + (lhs: Rational, rhs: Rational) -> Rational {
        if lhs.isZero { return rhs }
        if rhs.isZero { return lhs }
        if lhs.denominator == rhs.denominator {
            return Rational(numerator: lhs.numerator + rhs.numerator, denominator: lhs.denominator)
        }
        return Rational(
            numerator: lhs.numerator * rhs.denominator + rhs.numerator * lhs.denominator,
            denominator: lhs.denominator * rhs.denominator)
    }

    static func - (lhs: Rational, rhs: Rational) -> Rational { lhs + -rhs }

    static func * (lhs: Rational, rhs: Rational) -> Rational {
        if lhs.isZero || rhs.isZero { return .zero }
        return Rational(numerator: lhs.numerator * rhs.numerator, denominator: lhs.denominator * rhs.denominator)
    }

    /// The quotient; `rhs` must not be zero.
    static func / (lhs: Rational, rhs: Rational) -> Rational {
        Rational(numerator: lhs.numerator * rhs.denominator, denominator: lhs.denominator * rhs.numerator)
    }

    static func += (lhs: inout Rational, rhs: Rational) { lhs = lhs + rhs }

    /// The double nearest the value (ties to even, for results in the normal range), ±infinity
    /// beyond the double range.
    func toDouble() -> Double {
        if isZero { return 0 }
        // A quotient of at least 65 bits, scaled back by the shift that made it; a sticky
        // lowest bit stands for a remainder, so that the quotient rounds as the value does.
        let shift = 65 - (numerator.bitWidth - denominator.bitWidth)
        let (quotient, remainder) =
            shift >= 0
            ? numerator.shiftedLeft(by: shift).quotientAndRemainder(dividingBy: denominator)
            : numerator.quotientAndRemainder(dividingBy: denominator.shiftedLeft(by: -shift))
        let head = (remainder.isZero ? quotient : quotient.withLowestBitSet()).toDouble()
        return Double(sign: head < 0 ? .minus : .plus, exponent: -shift, significand: abs(head))
    }
}
