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
    var violation: Double { violationAndScale(of: expression, relation).violation }
}

/// How far an expression at its variables' values is from meeting `relation`, and the size of the
/// numbers that make it up (1 + |constant| + Σ |coefficient × value|), the fuzzer's scale.
func violationAndScale(of expression: Cassowary.Expression, _ relation: Relation) -> (
    violation: Double, scale: Double
) {
    var value = expression.constant
    var scale = 1 + abs(expression.constant)
    for term in expression.terms {
        value += term.coefficient * term.variable.value
        scale += abs(term.coefficient * term.variable.value)
    }
    switch relation {
    case .equal: return (abs(value), scale)
    case .lessThanOrEqual: return (max(value, 0), scale)
    case .greaterThanOrEqual: return (max(-value, 0), scale)
    }
}

func expectClose(
    _ actual: Double, _ expected: Double, tolerance: Double = 1e-6, _ what: @autoclosure () -> String = "",
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(abs(actual - expected) <= tolerance, "\(what()) \(actual) ≠ \(expected)", sourceLocation: sourceLocation)
}
