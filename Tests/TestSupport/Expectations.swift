import Cassowary
import Geometry
import Testing

/// Expects `actual` within `tolerance` of `expected`.
public func expectClose(
    _ actual: Double, _ expected: Double, tolerance: Double = 1e-6, _ what: @autoclosure () -> String = "",
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(abs(actual - expected) <= tolerance, "\(what()) \(actual) ≠ \(expected)", sourceLocation: sourceLocation)
}

/// Expects `actual` to be the rectangle (x, y, width, height), each within 1e-6.
public func expectRect(
    _ actual: Rect, _ x: Double, _ y: Double, _ width: Double, _ height: Double, _ what: String = "",
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let tolerance = 1e-6
    let ok =
        abs(actual.minX - x) < tolerance && abs(actual.minY - y) < tolerance && abs(actual.width - width) < tolerance
        && abs(actual.height - height) < tolerance
    #expect(ok, "\(what) \(actual) ≠ (\(x), \(y), \(width), \(height))", sourceLocation: sourceLocation)
}

/// A small deterministic generator (SplitMix64) so random tests repeat exactly.
public struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    /// A generator whose sequence is fixed by `seed`.
    public init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// How far an expression at its variables' values is from meeting `relation`, and the size of the
/// numbers that make it up (1 + |constant| + Σ |coefficient × value|), the fuzzer's scale.
public func violationAndScale(of expression: Cassowary.Expression, _ relation: Relation) -> (
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

extension Constraint {
    /// How far the current variable values are from meeting this constraint (0 when met).
    public var violation: Double { violationAndScale(of: expression, relation).violation }
}
