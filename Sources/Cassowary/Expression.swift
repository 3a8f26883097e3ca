/// One product `coefficient × variable` of a linear expression.
public struct Term {
    /// The unknown being multiplied.
    public var variable: Variable
    /// The factor applied to ``variable``.
    public var coefficient: Double

    /// The term `coefficient × variable`; the coefficient defaults to 1.
    @inlinable public init(_ variable: Variable, _ coefficient: Double = 1) {
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
    @inlinable public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// The expression `1 × variable`.
    @inlinable public init(_ variable: Variable) {
        self.init([Term(variable)])
    }

    /// The expression made of `constant` alone.
    @inlinable public init(constant: Double) {
        self.init([], constant: constant)
    }

    /// The same expression with one term per variable (coefficients of repeated variables added,
    /// first occurrence's position kept) and zero coefficients dropped.
    public func normalized() -> Expression {
        if isNormalized { return self }
        var merged: [Term] = []
        merged.reserveCapacity(terms.count)
        // Constraints have a handful of terms: a linear search beats hashing them.
        var positions: [UInt: Int] = [:]
        let searchLinearly = terms.count <= 16
        for term in terms {
            let index =
                searchLinearly
                ? merged.firstIndex { $0.variable == term.variable }
                : positions[term.variable.identity]
            if let index {
                merged[index].coefficient += term.coefficient
            } else {
                if !searchLinearly { positions[term.variable.identity] = merged.count }
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
            for other in terms.indices where other < index && terms[other].variable == terms[index].variable {
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

    /// Calls `body` with each term's variable and coefficient, in order, and returns the
    /// constant: the expression read without being built (a variable or a number has no array
    /// of terms to make). By default, reads ``expression``.
    func forEachTerm(_ body: (Variable, Double) -> Void) -> Double
}

extension ExpressionConvertible {
    /// Reads ``expression``'s terms and constant.
    @inlinable public func forEachTerm(_ body: (Variable, Double) -> Void) -> Double {
        let expression = self.expression
        for term in expression.terms { body(term.variable, term.coefficient) }
        return expression.constant
    }
}

extension Variable: ExpressionConvertible {
    /// The expression `1 × self`.
    @inlinable public var expression: Expression { Expression(self) }

    /// Calls `body` with `(self, 1)`; the constant is 0.
    @inlinable public func forEachTerm(_ body: (Variable, Double) -> Void) -> Double {
        body(self, 1)
        return 0
    }
}

extension Term: ExpressionConvertible {
    /// The expression made of this term alone.
    @inlinable public var expression: Expression { Expression([self]) }

    /// Calls `body` with this term; the constant is 0.
    @inlinable public func forEachTerm(_ body: (Variable, Double) -> Void) -> Double {
        body(variable, coefficient)
        return 0
    }
}

extension Expression: ExpressionConvertible {
    /// The expression itself.
    @inlinable public var expression: Expression { self }
}

extension Double: ExpressionConvertible {
    /// The constant expression of this number.
    @inlinable public var expression: Expression { Expression(constant: self) }

    /// No terms; the constant is this number.
    @inlinable public func forEachTerm(_ body: (Variable, Double) -> Void) -> Double { self }
}

/// Terms a constraint between two layout attributes rarely exceeds: the operators' arrays start
/// with room for them, so that building an expression allocates once.
@usableFromInline let typicalTermCount = 4

/// The sum of two expressions; terms are concatenated, not merged (``Constraint`` normalises them).
@inlinable public func + (lhs: some ExpressionConvertible, rhs: some ExpressionConvertible) -> Expression {
    var terms: [Term] = []
    terms.reserveCapacity(typicalTermCount)
    let left = lhs.forEachTerm { terms.append(Term($0, $1)) }
    let right = rhs.forEachTerm { terms.append(Term($0, $1)) }
    return Expression(terms, constant: left + right)
}

/// The difference `lhs − rhs` (`lhs + (−1) × rhs`).
@inlinable public func - (lhs: some ExpressionConvertible, rhs: some ExpressionConvertible) -> Expression {
    var terms: [Term] = []
    terms.reserveCapacity(typicalTermCount)
    let left = lhs.forEachTerm { terms.append(Term($0, $1)) }
    let right = rhs.forEachTerm { terms.append(Term($0, $1 * -1.0)) }
    return Expression(terms, constant: left + right * -1.0)
}

/// The sum of an expression and another operand, the expression's array reused: a chain such
/// as `a + b + 10` builds one array, not one per operator.
@inlinable public func + (lhs: consuming Expression, rhs: some ExpressionConvertible) -> Expression {
    var sum = lhs
    let constant = rhs.forEachTerm { sum.terms.append(Term($0, $1)) }
    sum.constant += constant
    return sum
}

/// The difference of an expression and another operand, the expression's array reused.
@inlinable public func - (lhs: consuming Expression, rhs: some ExpressionConvertible) -> Expression {
    var difference = lhs
    let constant = rhs.forEachTerm { difference.terms.append(Term($0, $1 * -1.0)) }
    difference.constant -= constant
    return difference
}

/// The expression scaled by `factor` (every coefficient and the constant).
@inlinable public func * (factor: Double, operand: some ExpressionConvertible) -> Expression {
    var terms: [Term] = []
    terms.reserveCapacity(typicalTermCount)
    let constant = operand.forEachTerm { terms.append(Term($0, $1 * factor)) }
    return Expression(terms, constant: constant * factor)
}

/// The expression negated.
@inlinable public prefix func - (operand: some ExpressionConvertible) -> Expression {
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
