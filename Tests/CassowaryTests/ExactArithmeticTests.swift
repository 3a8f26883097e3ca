import TestSupport
import Testing

@testable import Cassowary

/// The integers and fractions under the solver's exact mode, checked against the standard
/// library's 128-bit integers where those reach, and against the identities of division where
/// they do not.
@Suite("Exact arithmetic")
struct ExactArithmeticTests {
    /// Limbs that exercise carries, borrows and the rare steps of long division.
    static func limb(_ random: inout SeededGenerator) -> UInt64 {
        switch random.next() % 6 {
        case 0: 0
        case 1: 1
        case 2: .max
        case 3: 1 << 63
        case 4: .max - 1
        default: random.next()
        }
    }

    static func number(_ random: inout SeededGenerator, limbs count: Int) -> BigInt {
        BigInt(limbs: (0..<count).map { _ in limb(&random) }, isNegative: random.next() % 2 == 0)
    }

    static func big(_ value: Int128) -> BigInt {
        BigInt(
            limbs: [UInt64(truncatingIfNeeded: value.magnitude), UInt64(truncatingIfNeeded: value.magnitude >> 64)],
            isNegative: value < 0)
    }

    @Test func twoLimbArithmeticMatchesInt128() {
        var random = SeededGenerator(seed: 11)
        for _ in 0..<2000 {
            // Operands below 2¹²⁶ in size, so sums and differences fit.
            let a = Int128(truncatingIfNeeded: UInt128(Self.limb(&random)) << 62 | UInt128(Self.limb(&random)))
            let b = Int128(truncatingIfNeeded: UInt128(Self.limb(&random)) << 62 | UInt128(Self.limb(&random)))
            let (x, y) = (random.next() % 2 == 0 ? a : -a, random.next() % 2 == 0 ? b : -b)
            #expect(Self.big(x) + Self.big(y) == Self.big(x + y))
            #expect(Self.big(x) - Self.big(y) == Self.big(x - y))
            #expect((Self.big(x) < Self.big(y)) == (x < y))
            if y != 0 {
                let (quotient, remainder) = Self.big(x).quotientAndRemainder(dividingBy: Self.big(y))
                #expect(quotient == Self.big(x / y), "\(x) / \(y)")
                #expect(remainder == Self.big(x % y), "\(x) % \(y)")
            }
            let (small, other) = (
                Int128(Int64(truncatingIfNeeded: random.next())), Int128(Int32(truncatingIfNeeded: random.next()))
            )
            #expect(Self.big(small) * Self.big(other) == Self.big(small * other))
        }
    }

    @Test func longDivisionMeetsItsIdentity() {
        var random = SeededGenerator(seed: 12)
        for _ in 0..<3000 {
            let dividend = Self.number(&random, limbs: Int(random.next() % 7))
            let divisor = Self.number(&random, limbs: 1 + Int(random.next() % 4))
            guard !divisor.isZero else { continue }
            let (quotient, remainder) = dividend.quotientAndRemainder(dividingBy: divisor)
            #expect(quotient * divisor + remainder == dividend)
            #expect(remainder.magnitude < divisor.magnitude)
            #expect(remainder.isZero || remainder.isNegative == dividend.isNegative)
        }
    }

    @Test func multiplicationDistributes() {
        var random = SeededGenerator(seed: 13)
        for _ in 0..<1000 {
            let (a, b, c) = (
                Self.number(&random, limbs: 3), Self.number(&random, limbs: 2), Self.number(&random, limbs: 4)
            )
            #expect(a * (b + c) == a * b + a * c)
            #expect(b.isZero || (a * b) / b == a)
        }
    }

    @Test func greatestCommonDivisorDividesBoth() {
        var random = SeededGenerator(seed: 14)
        for _ in 0..<500 {
            let common = Self.number(&random, limbs: 2)
            let (a, b) = (Self.number(&random, limbs: 2) * common, Self.number(&random, limbs: 3) * common)
            let divisor = BigInt.greatestCommonDivisor(a, b)
            guard !divisor.isZero else { continue }
            #expect(a.quotientAndRemainder(dividingBy: divisor).remainder.isZero)
            #expect(b.quotientAndRemainder(dividingBy: divisor).remainder.isZero)
            #expect(common.isZero || divisor.quotientAndRemainder(dividingBy: common).remainder.isZero)
        }
        #expect(BigInt.greatestCommonDivisor(BigInt(12), BigInt(-18)) == BigInt(6))
    }

    @Test func decimalTextIsExact() {
        #expect(BigInt.one.shiftedLeft(by: 100).description == "1267650600228229401496703205376")
        #expect((-BigInt(1_000_000_000_000_000_000)).description == "-1000000000000000000")
        #expect(BigInt.zero.description == "0")
    }

    @Test func doublesAreTakenExactlyAndComeBackUnchanged() {
        var random = SeededGenerator(seed: 15)
        let samples: [Double] = [
            0.1, -0.3, 1e-6, 6.25e10, 1e300, -.leastNonzeroMagnitude, .leastNormalMagnitude, 510.145, 1, 0,
        ]
        for value in samples + (0..<2000).map({ _ in Double(bitPattern: random.next()) }) where value.isFinite {
            #expect(Rational(value).toDouble() == value, "\(value)")
        }
        // 0.1 is 3602879701896397 / 2⁵⁵ exactly.
        #expect(Rational(0.1).description == "3602879701896397/36028797018963968")
    }

    @Test func fractionsFollowTheRulesOfAField() {
        let tenth = Rational(0.1)
        let fifth = Rational(0.2)
        // In doubles 0.1 + 0.2 != 0.3; as the doubles' exact values the sums differ as well.
        #expect(tenth + fifth != Rational(0.3))
        #expect((tenth + fifth) - fifth == tenth)
        #expect(tenth / fifth == Rational(1) / Rational(2))
        #expect(Rational(numerator: BigInt(6), denominator: BigInt(-4)) == Rational(-1.5))
        #expect(Rational(1) / Rational(3) * Rational(3) == .one)
        #expect((Rational(1) / Rational(3)).toDouble() == 1.0 / 3.0)
        #expect(Rational(-2) < Rational(1) / Rational(3))
    }

    @Test func roundingToADoubleBreaksTiesByEverythingBelow() {
        let tie = BigInt.one.shiftedLeft(by: 53) + .one  // halfway between 2⁵³ and 2⁵³ + 2
        #expect(tie.toDouble() == 0x1p53)  // to even
        let aboveTie = tie.shiftedLeft(by: 70) + .one
        #expect(aboveTie.toDouble() == 0x1p123 + 0x1p71)
        let third = Rational(numerator: tie.shiftedLeft(by: 70) + .one, denominator: BigInt.one.shiftedLeft(by: 70))
        #expect(third.toDouble() == 0x1p53 + 2)
    }
}
