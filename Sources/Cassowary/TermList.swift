/// A constraint's terms, the first four stored inline: a constraint between two layout
/// attributes has at most four (an edge is one variable or two), so making one allocates
/// nothing beyond the constraint itself. Longer lists keep the rest in an array.
///
/// Terms are read by position, variable and coefficient apart, so reading one retains nothing
/// it does not need; and the list is no collection, whose generic copies would retain all four.
package struct TermList {
    private var variable0, variable1, variable2, variable3: Variable?
    private var coefficient0 = 0.0, coefficient1 = 0.0, coefficient2 = 0.0, coefficient3 = 0.0
    /// The terms after the fourth.
    private var overflow: [Term] = []
    /// How many terms there are.
    package private(set) var count = 0

    /// Terms kept without an array.
    static let inlineCapacity = 4

    /// No terms.
    package init() {}

    /// The terms of `terms`, in order.
    init(_ terms: [Term]) {
        for term in terms { append(term.variable, term.coefficient) }
    }

    /// The variable of the term at `index` (in 0..<count).
    func variable(at index: Int) -> Variable {
        assert(index >= 0 && index < count, "term index out of range")
        return switch index {
        case 0: variable0.unsafelyUnwrapped
        case 1: variable1.unsafelyUnwrapped
        case 2: variable2.unsafelyUnwrapped
        case 3: variable3.unsafelyUnwrapped
        default: overflow[index - TermList.inlineCapacity].variable
        }
    }

    /// The coefficient of the term at `index` (in 0..<count).
    func coefficient(at index: Int) -> Double {
        assert(index >= 0 && index < count, "term index out of range")
        return switch index {
        case 0: coefficient0
        case 1: coefficient1
        case 2: coefficient2
        case 3: coefficient3
        default: overflow[index - TermList.inlineCapacity].coefficient
        }
    }

    private mutating func setCoefficient(_ coefficient: Double, at index: Int) {
        switch index {
        case 0: coefficient0 = coefficient
        case 1: coefficient1 = coefficient
        case 2: coefficient2 = coefficient
        case 3: coefficient3 = coefficient
        default: overflow[index - TermList.inlineCapacity].coefficient = coefficient
        }
    }

    /// Adds `coefficient × variable` at the end.
    package mutating func append(_ variable: Variable, _ coefficient: Double) {
        switch count {
        case 0: (variable0, coefficient0) = (variable, coefficient)
        case 1: (variable1, coefficient1) = (variable, coefficient)
        case 2: (variable2, coefficient2) = (variable, coefficient)
        case 3: (variable3, coefficient3) = (variable, coefficient)
        default: overflow.append(Term(variable, coefficient))
        }
        count += 1
    }

    /// The terms in an array, in order.
    var array: [Term] {
        (0..<count).map { Term(variable(at: $0), coefficient(at: $0)) }
    }

    /// Leaves one term per variable (coefficients of a repeated variable added at its first
    /// place) and drops zero coefficients, as ``Expression/normalized()`` does.
    mutating func normalize() {
        if count > TermList.inlineCapacity {
            self = TermList(Expression(array).normalized().terms)
            return
        }
        var needsRebuild = false
        for index in 0..<count {
            if nearZero(coefficient(at: index)) { needsRebuild = true }
            for earlier in 0..<index where variable(at: earlier) === variable(at: index) { needsRebuild = true }
        }
        guard needsRebuild else { return }
        var merged = TermList()
        for index in 0..<count {
            let variable = variable(at: index)
            if let first = (0..<merged.count).first(where: { merged.variable(at: $0) === variable }) {
                merged.setCoefficient(merged.coefficient(at: first) + coefficient(at: index), at: first)
            } else {
                merged.append(variable, coefficient(at: index))
            }
        }
        self = TermList()
        for index in 0..<merged.count where !nearZero(merged.coefficient(at: index)) {
            append(merged.variable(at: index), merged.coefficient(at: index))
        }
    }
}
