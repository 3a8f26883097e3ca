/// One product `coefficient × variable` of a linear expression.
public struct Term {
    public var variable: Variable
    public var coefficient: Double

    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// A linear expression `Σ coefficient × variable + constant`.
public struct Expression {
    public var terms: [Term]
    public var constant: Double

    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    public init(_ variable: Variable) {
        self.init([Term(variable)])
    }

    public init(constant: Double) {
        self.init([], constant: constant)
    }

    /// The same expression with one term per variable (coefficients of repeated variables added,
    /// first occurrence's position kept) and zero coefficients dropped.
    public func normalized() -> Expression {
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

    /// Whether every coefficient and the constant are finite numbers.
    var isFinite: Bool {
        constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
    }
}

// MARK: - Arithmetic

/// Anything that can stand in a linear expression: a variable, a term, an expression, a number.
public protocol ExpressionConvertible {
    var expression: Expression { get }
}

extension Variable: ExpressionConvertible {
    public var expression: Expression { Expression(self) }
}

extension Term: ExpressionConvertible {
    public var expression: Expression { Expression([self]) }
}

extension Expression: ExpressionConvertible {
    public var expression: Expression { self }
}

extension Double: ExpressionConvertible {
    public var expression: Expression { Expression(constant: self) }
}

public func + (lhs: some ExpressionConvertible, rhs: some ExpressionConvertible) -> Expression {
    let left = lhs.expression
    let right = rhs.expression
    return Expression(left.terms + right.terms, constant: left.constant + right.constant)
}

public func - (lhs: some ExpressionConvertible, rhs: some ExpressionConvertible) -> Expression {
    lhs + (-1.0) * rhs
}

public func * (factor: Double, operand: some ExpressionConvertible) -> Expression {
    let expression = operand.expression
    return Expression(
        expression.terms.map { Term($0.variable, $0.coefficient * factor) },
        constant: expression.constant * factor)
}

public prefix func - (operand: some ExpressionConvertible) -> Expression {
    -1.0 * operand
}

extension Expression: CustomStringConvertible {
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
