import Cassowary
import Testing

/// A small deterministic generator (SplitMix64) so random tests repeat exactly.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension Constraint {
    /// How far the current variable values are from meeting this constraint (0 when met).
    var violation: Double {
        let value = expression.terms.reduce(expression.constant) { $0 + $1.coefficient * $1.variable.value }
        switch relation {
        case .equal: return abs(value)
        case .lessThanOrEqual: return max(value, 0)
        case .greaterThanOrEqual: return max(-value, 0)
        }
    }
}

func expectClose(
    _ actual: Double, _ expected: Double, tolerance: Double = 1e-6, _ what: @autoclosure () -> String = "",
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(abs(actual - expected) <= tolerance, "\(what()) \(actual) ≠ \(expected)", sourceLocation: sourceLocation)
}
