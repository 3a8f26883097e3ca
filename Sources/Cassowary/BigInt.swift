/// An integer of any size: a sign and a magnitude in 64-bit limbs, least significant first.
///
/// What ``Rational`` needs and no more: the four operations, remainders and greatest common
/// divisors. The solver's exact mode (``ExactSolver``) is its only user, so clarity beats speed,
/// except that values which fit one limb skip the general loops.
struct BigInt: Equatable, Comparable, CustomStringConvertible {
    /// The magnitude's limbs, least significant first, without zero limbs at the top: zero has none.
    private(set) var limbs: [UInt64]
    /// Whether the value is below zero (never for zero).
    private(set) var isNegative: Bool

    static let zero = BigInt(limbs: [], isNegative: false)
    static let one = BigInt(1)

    init(_ value: Int) {
        self.init(limbs: value == 0 ? [] : [UInt64(value.magnitude)], isNegative: value < 0)
    }

    /// The value `±magnitude`; zero limbs at the top are dropped.
    init(limbs: [UInt64], isNegative: Bool) {
        var limbs = limbs
        while limbs.last == 0 { limbs.removeLast() }
        self.limbs = limbs
        self.isNegative = isNegative && !limbs.isEmpty
    }

    var isZero: Bool { limbs.isEmpty }

    private var isPlusOrMinusOne: Bool { limbs.count == 1 && limbs[0] == 1 }

    /// -1, 0 or 1.
    var signum: Int { isZero ? 0 : (isNegative ? -1 : 1) }

    var magnitude: BigInt { BigInt(limbs: limbs, isNegative: false) }

    /// How many bits the magnitude takes (0 for zero).
    var bitWidth: Int {
        guard let top = limbs.last else { return 0 }
        return limbs.count * 64 - top.leadingZeroBitCount
    }

    /// How many zero bits the magnitude ends with (0 for zero).
    var trailingZeroBitCount: Int {
        guard let index = limbs.firstIndex(where: { $0 != 0 }) else { return 0 }
        return index * 64 + limbs[index].trailingZeroBitCount
    }

    var description: String {
        if isZero { return "0" }
        var digits: [String] = []
        var rest = magnitude
        let chunk = BigInt(1_000_000_000_000_000_000)
        while !rest.isZero {
            let (quotient, remainder) = rest.quotientAndRemainder(dividingBy: chunk)
            digits.append(String(remainder.limbs.first ?? 0))
            rest = quotient
        }
        let padded = digits.dropLast().reversed().map { String(repeating: "0", count: 18 - $0.count) + $0 }
        return (isNegative ? "-" : "") + digits.last! + padded.joined()
    }

    // MARK: - Comparison

    static func < (lhs: BigInt, rhs: BigInt) -> Bool {
        if lhs.isNegative != rhs.isNegative { return lhs.isNegative }
        let order = compareMagnitudes(lhs.limbs, rhs.limbs)
        return lhs.isNegative ? order > 0 : order < 0
    }

    /// -1, 0 or 1 as `a` is below, equal to or above `b` (magnitudes without top zero limbs).
    private static func compareMagnitudes(_ a: [UInt64], _ b: [UInt64]) -> Int {
        if a.count != b.count { return a.count < b.count ? -1 : 1 }
        for index in stride(from: a.count - 1, through: 0, by: -1) where a[index] != b[index] {
            return a[index] < b[index] ? -1 : 1
        }
        return 0
    }

    // MARK: - Addition and subtraction

    static prefix func - (value: BigInt) -> BigInt {
        BigInt(limbs: value.limbs, isNegative: !value.isNegative)
    }

    static func + (lhs: BigInt, rhs: BigInt) -> BigInt {
        if lhs.isNegative == rhs.isNegative {
            return BigInt(limbs: addMagnitudes(lhs.limbs, rhs.limbs), isNegative: lhs.isNegative)
        }
        // Opposite signs: the larger magnitude keeps its sign.
        if compareMagnitudes(lhs.limbs, rhs.limbs) >= 0 {
            return BigInt(limbs: subtractMagnitudes(lhs.limbs, rhs.limbs), isNegative: lhs.isNegative)
        }
        return BigInt(limbs: subtractMagnitudes(rhs.limbs, lhs.limbs), isNegative: rhs.isNegative)
    }

    static func - (lhs: BigInt, rhs: BigInt) -> BigInt { lhs + -rhs }

    private static func addMagnitudes(_ a: [UInt64], _ b: [UInt64]) -> [UInt64] {
        let (long, short) = a.count >= b.count ? (a, b) : (b, a)
        var sum = long
        var carry: UInt64 = 0
        for index in 0..<long.count {
            if index >= short.count && carry == 0 { break }
            let (partial, overflow1) = long[index].addingReportingOverflow(index < short.count ? short[index] : 0)
            let (total, overflow2) = partial.addingReportingOverflow(carry)
            sum[index] = total
            carry = (overflow1 ? 1 : 0) + (overflow2 ? 1 : 0)
        }
        if carry != 0 { sum.append(carry) }
        return sum
    }

    /// `a - b` for `a >= b`.
    private static func subtractMagnitudes(_ a: [UInt64], _ b: [UInt64]) -> [UInt64] {
        var difference = a
        var borrow: UInt64 = 0
        for index in 0..<a.count {
            if index >= b.count && borrow == 0 { break }
            let (partial, overflow1) = a[index].subtractingReportingOverflow(index < b.count ? b[index] : 0)
            let (total, overflow2) = partial.subtractingReportingOverflow(borrow)
            difference[index] = total
            borrow = (overflow1 ? 1 : 0) + (overflow2 ? 1 : 0)
        }
        assert(borrow == 0, "subtracted a larger magnitude")
        return difference
    }

    // MARK: - Multiplication

    static func * (lhs: BigInt, rhs: BigInt) -> BigInt {
        if lhs.isZero || rhs.isZero { return .zero }
        // A factor of ±1 (most scalings in a tableau of layout-like rows) shares the other's limbs.
        if lhs.isPlusOrMinusOne { return BigInt(limbs: rhs.limbs, isNegative: lhs.isNegative != rhs.isNegative) }
        if rhs.isPlusOrMinusOne { return BigInt(limbs: lhs.limbs, isNegative: lhs.isNegative != rhs.isNegative) }
        return BigInt(limbs: multiplyMagnitudes(lhs.limbs, rhs.limbs), isNegative: lhs.isNegative != rhs.isNegative)
    }

    private static func multiplyMagnitudes(_ a: [UInt64], _ b: [UInt64]) -> [UInt64] {
        var product = [UInt64](repeating: 0, count: a.count + b.count)
        for i in 0..<a.count {
            var carry: UInt64 = 0
            for j in 0..<b.count {
                let (high, low) = a[i].multipliedFullWidth(by: b[j])
                let (sum1, overflow1) = low.addingReportingOverflow(product[i + j])
                let (sum2, overflow2) = sum1.addingReportingOverflow(carry)
                product[i + j] = sum2
                // high ≤ 2⁶⁴ - 2, so adding two carries cannot overflow.
                carry = high &+ (overflow1 ? 1 : 0) &+ (overflow2 ? 1 : 0)
            }
            product[i + b.count] = carry
        }
        return product
    }

    /// The magnitude shifted left by `bits` (under 64), with one more limb when it spills.
    private static func shiftLeft(_ limbs: [UInt64], by bits: Int) -> [UInt64] {
        guard bits > 0 else { return limbs }
        var shifted = [UInt64](repeating: 0, count: limbs.count + 1)
        for index in 0..<limbs.count {
            shifted[index] |= limbs[index] << UInt64(bits)
            shifted[index + 1] = limbs[index] >> UInt64(64 - bits)
        }
        return shifted
    }

    /// The value times 2^`bits` (`bits` ≥ 0).
    func shiftedLeft(by bits: Int) -> BigInt {
        let limbShift = [UInt64](repeating: 0, count: bits / 64)
        return BigInt(limbs: limbShift + BigInt.shiftLeft(limbs, by: bits % 64), isNegative: isNegative)
    }

    /// The magnitude divided by 2^`bits` (`bits` ≥ 0, rounding towards zero), with the sign.
    func shiftedRight(by bits: Int) -> BigInt {
        let limbShift = bits / 64
        guard limbShift < limbs.count else { return .zero }
        let bitShift = UInt64(bits % 64)
        var shifted = Array(limbs[limbShift...])
        if bitShift > 0 {
            for index in 0..<shifted.count {
                let next = index + 1 < shifted.count ? shifted[index + 1] : 0
                shifted[index] = shifted[index] >> bitShift | next << (64 - bitShift)
            }
        }
        return BigInt(limbs: shifted, isNegative: isNegative)
    }

    // MARK: - Division

    /// The quotient rounded towards zero and the remainder, which has the dividend's sign.
    func quotientAndRemainder(dividingBy divisor: BigInt) -> (quotient: BigInt, remainder: BigInt) {
        precondition(!divisor.isZero, "division by zero")
        let (quotient, remainder) = BigInt.divideMagnitudes(limbs, divisor.limbs)
        return (
            BigInt(limbs: quotient, isNegative: isNegative != divisor.isNegative),
            BigInt(limbs: remainder, isNegative: isNegative)
        )
    }

    static func / (lhs: BigInt, rhs: BigInt) -> BigInt { lhs.quotientAndRemainder(dividingBy: rhs).quotient }

    /// Long division of magnitudes (the divisor is not zero): Knuth's algorithm D, which guesses
    /// each quotient limb from the top two limbs and corrects the guess by at most two.
    private static func divideMagnitudes(_ dividend: [UInt64], _ divisor: [UInt64]) -> ([UInt64], [UInt64]) {
        if compareMagnitudes(dividend, divisor) < 0 { return ([], dividend) }
        if divisor.count == 1 {
            var quotient = dividend
            var remainder: UInt64 = 0
            for index in stride(from: dividend.count - 1, through: 0, by: -1) {
                (quotient[index], remainder) = divisor[0].dividingFullWidth((remainder, dividend[index]))
            }
            return (quotient, remainder == 0 ? [] : [remainder])
        }
        // Normalise so that the divisor's top limb has its top bit set.
        let shift = divisor.last!.leadingZeroBitCount
        let v = shiftLeft(divisor, by: shift).prefix(divisor.count).map { $0 }
        var u = shiftLeft(dividend, by: shift)
        if u.count == dividend.count { u.append(0) }
        let n = v.count
        let m = dividend.count - n
        var quotient = [UInt64](repeating: 0, count: m + 1)
        for j in stride(from: m, through: 0, by: -1) {
            // Guess q̂ from u[j+n]·2⁶⁴ + u[j+n-1] over v[n-1]; u[j+n] ≤ v[n-1] always holds.
            var guess: UInt64
            var remainder: UInt64
            var remainderOverflowed = false
            if u[j + n] == v[n - 1] {
                guess = .max
                (remainder, remainderOverflowed) = u[j + n - 1].addingReportingOverflow(v[n - 1])
            } else {
                (guess, remainder) = v[n - 1].dividingFullWidth((u[j + n], u[j + n - 1]))
            }
            // While q̂·v[n-2] > r̂·2⁶⁴ + u[j+n-2], q̂ is too large (at most twice).
            while !remainderOverflowed {
                let (high, low) = guess.multipliedFullWidth(by: v[n - 2])
                guard high > remainder || (high == remainder && low > u[j + n - 2]) else { break }
                guess -= 1
                (remainder, remainderOverflowed) = remainder.addingReportingOverflow(v[n - 1])
            }
            // u[j...j+n] -= q̂·v.
            var carry: UInt64 = 0
            var borrow: UInt64 = 0
            for i in 0..<n {
                let (high, low) = guess.multipliedFullWidth(by: v[i])
                let (product, overflow) = low.addingReportingOverflow(carry)
                carry = high &+ (overflow ? 1 : 0)
                let (partial, overflow1) = u[i + j].subtractingReportingOverflow(product)
                let (total, overflow2) = partial.subtractingReportingOverflow(borrow)
                u[i + j] = total
                borrow = (overflow1 ? 1 : 0) + (overflow2 ? 1 : 0)
            }
            let (partial, overflow1) = u[j + n].subtractingReportingOverflow(carry)
            let (total, overflow2) = partial.subtractingReportingOverflow(borrow)
            u[j + n] = total
            if overflow1 || overflow2 {
                // q̂ was one too large (rare): add v back.
                guess -= 1
                var carryBack: UInt64 = 0
                for i in 0..<n {
                    let (sum1, overflow1) = u[i + j].addingReportingOverflow(v[i])
                    let (sum2, overflow2) = sum1.addingReportingOverflow(carryBack)
                    u[i + j] = sum2
                    carryBack = (overflow1 ? 1 : 0) + (overflow2 ? 1 : 0)
                }
                u[j + n] &+= carryBack
            }
            quotient[j] = guess
        }
        let remainder = BigInt(limbs: Array(u.prefix(n)), isNegative: false).shiftedRight(by: shift)
        return (quotient, remainder.limbs)
    }

    /// The greatest common divisor of the magnitudes (0 only for two zeros).
    ///
    /// Lehmer's algorithm: Euclid's steps are run on the top 62 bits of both numbers, in
    /// machine words, for as long as they provably match the steps on the whole numbers, and
    /// then applied to the whole numbers at once, so each long operation gains about 62 bits
    /// where a plain Euclid step would gain a few.
    static func greatestCommonDivisor(_ a: BigInt, _ b: BigInt) -> BigInt {
        var (x, y) = a.magnitude < b.magnitude ? (b.magnitude, a.magnitude) : (a.magnitude, b.magnitude)
        while y.limbs.count > 1 {
            let shift = x.bitWidth - headBits
            guard y.bitWidth > shift + headBits / 2 else {
                // Of very different sizes: one division brings them together.
                (x, y) = (y, x.quotientAndRemainder(dividingBy: y).remainder)
                continue
            }
            var xHead = Int(x.shiftedRight(by: shift).limbs.first ?? 0)
            var yHead = Int(y.shiftedRight(by: shift).limbs.first ?? 0)
            // x' = a·x + b·y and y' = c·x + d·y, as long as the heads' quotient is the true one.
            var (a, b, c, d) = (1, 0, 0, 1)
            while yHead + c != 0 && yHead + d != 0 {
                let quotient = (xHead + a) / (yHead + c)
                guard quotient == (xHead + b) / (yHead + d) else { break }
                (a, c) = (c, a - quotient * c)
                (b, d) = (d, b - quotient * d)
                (xHead, yHead) = (yHead, xHead - quotient * yHead)
            }
            if b == 0 {
                (x, y) = (y, x.quotientAndRemainder(dividingBy: y).remainder)
            } else {
                (x, y) = (BigInt(a) * x + BigInt(b) * y, BigInt(c) * x + BigInt(d) * y)
            }
        }
        guard !y.isZero else { return x }
        // One limb left in y: one remainder, then machine words.
        var (p, q) = (y.limbs[0], x.remainder(dividingBy: y.limbs[0]))
        while q != 0 { (p, q) = (q, p % q) }
        return p == 1 ? .one : BigInt(limbs: [p], isNegative: false)
    }

    /// The magnitude's remainder on division by `divisor` (not zero), without allocating.
    private func remainder(dividingBy divisor: UInt64) -> UInt64 {
        var remainder: UInt64 = 0
        for limb in limbs.reversed() { remainder = divisor.dividingFullWidth((remainder, limb)).remainder }
        return remainder
    }

    /// How many top bits Lehmer's steps read: few enough that the cofactors fit an `Int`.
    private static let headBits = 62

    // MARK: - Doubles

    /// The double nearest the value (ties to even); infinity beyond the double range.
    func toDouble() -> Double {
        guard let top = limbs.last else { return 0 }
        let shift = max(0, bitWidth - 64)
        var head = shift == 0 ? top : shiftedRight(by: shift).limbs[0]
        // The bits shifted out only break a tie: one sticky bit, far below the 53 kept,
        // stands for them.
        if hasBitsSet(below: shift) { head |= 1 }
        let value = Double(head) * Double(sign: .plus, exponent: shift, significand: 1)
        return isNegative ? -value : value
    }

    /// Whether any of the magnitude's lowest `bits` bits is 1.
    func hasBitsSet(below bits: Int) -> Bool {
        let wholeLimbs = min(bits / 64, limbs.count)
        if limbs[..<wholeLimbs].contains(where: { $0 != 0 }) { return true }
        let partBits = UInt64(bits % 64)
        return partBits > 0 && wholeLimbs < limbs.count && limbs[wholeLimbs] & (1 << partBits - 1) != 0
    }

    /// The value with its lowest bit set (the magnitude's, the sign kept).
    func withLowestBitSet() -> BigInt {
        var limbs = limbs
        if limbs.isEmpty { limbs = [1] } else { limbs[0] |= 1 }
        return BigInt(limbs: limbs, isNegative: isNegative)
    }
}
