/// One product `coefficient × variable` of a linear expression.
public struct Term {
    /// The unknown being multiplied.
    public var variable: Variable
    /// The factor applied to ``variable``.
    public var coefficient: Double

    /// The term `coefficient × variable`; the coefficient defaults to 1.
    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// A linear expression `Σ coefficient × variable + constant`.
public struct Expression {
    /// The variable terms, in the order written; a variable may appear more than once until ``normalized()``.
    public var terms: [Term]
    /// The constant term.
    public var constant: Double

    /// The expression `Σ terms + constant`; with no arguments, the zero expression.
    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// The expression `1 × variable`.
    public init(_ variable: Variable) {
        self.init([Term(variable)])
    }

    /// The expression made of `constant` alone.
    public init(constant: Double) {
        self.init([], constant: constant)
    }

    /// The same expression with one term per variable (coefficients of repeated variables added,
    /// first occurrence's position kept) and zero coefficients dropped.
    public func normalized() -> Expression {
        if isNormalized { return self }
        var merged: [Term] = []
        merged.reserveCapacity(terms.count)
        // Constraints have a handful of terms: a linear search beats hashing them.
        var positions: [ObjectIdentifier: Int] = [:]
        let searchLinearly = terms.count <= 16
        for term in terms {
            let index =
                searchLinearly
                ? merged.firstIndex { $0.variable === term.variable }
                : positions[ObjectIdentifier(term.variable)]
            if let index {
                merged[index].coefficient += term.coefficient
            } else {
                if !searchLinearly { positions[ObjectIdentifier(term.variable)] = merged.count }
                merged.append(term)
            }
        }
        merged.removeAll { nearZero($0.coefficient) }
        return Expression(merged, constant: constant)
    }

    /// Whether the terms are already one per variable with no zero coefficient (the common case,
    /// checked without allocating).
    private var isNormalized: Bool {
        guard terms.count <= 8 else { return false }
        for index in terms.indices {
            if nearZero(terms[index].coefficient) { return false }
            for other in terms.indices where other < index && terms[other].variable === terms[index].variable {
                return false
            }
        }
        return true
    }
}

// MARK: - Arithmetic

/// Anything that can stand in a linear expression: a variable, a term, an expression, a number.
public protocol ExpressionConvertible {
    /// The value as a linear expression.
    var expression: Expression { get }
}

extension Variable: ExpressionConvertible {
    /// The expression `1 × self`.
    public var expression: Expression { Expression(self) }
}

extension Term: ExpressionConvertible {
    /// The expression made of this term alone.
    public var expression: Expression { Expression([self]) }
}

extension Expression: ExpressionConvertible {
    /// The expression itself.
    public var expression: Expression { self }
}

extension Double: ExpressionConvertible {
    /// The constant expression of this number.
    public var expression: Expression { Expression(constant: self) }
}

/// The sum of two expressions; terms are concatenated, not merged (``Constraint`` normalises them).
public func + (lhs: some ExpressionConvertible, rhs: some ExpressionConvertible) -> Expression {
    let left = lhs.expression
    let right = rhs.expression
    return Expression(left.terms + right.terms, constant: left.constant + right.constant)
}

/// The difference `lhs − rhs`.
public func - (lhs: some ExpressionConvertible, rhs: some ExpressionConvertible) -> Expression {
    lhs + (-1.0) * rhs
}

/// The expression scaled by `factor` (every coefficient and the constant).
public func * (factor: Double, operand: some ExpressionConvertible) -> Expression {
    let expression = operand.expression
    return Expression(
        expression.terms.map { Term($0.variable, $0.coefficient * factor) },
        constant: expression.constant * factor)
}

/// The expression negated.
public prefix func - (operand: some ExpressionConvertible) -> Expression {
    -1.0 * operand
}

extension Expression: CustomStringConvertible {
    /// Readable form such as `a - 2.0 * b + 10.0`, unit coefficients omitted; just the constant when there are no terms.
    public var description: String {
        var text = ""
        for term in terms {
            let magnitude = abs(term.coefficient)
            let sign = term.coefficient < 0 ? "-" : "+"
            if text.isEmpty {
                text += term.coefficient < 0 ? "-" : ""
            } else {
                text += " \(sign) "
            }
            text += magnitude == 1 ? term.variable.description : "\(magnitude) * \(term.variable)"
        }
        if text.isEmpty { return "\(constant)" }
        if constant != 0 { text += constant < 0 ? " - \(-constant)" : " + \(constant)" }
        return text
    }
}
