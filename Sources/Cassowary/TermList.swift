/// A constraint's terms, the first four stored inline: a constraint between two layout
/// attributes has at most four (an edge is one variable or two), so making one allocates
/// nothing beyond the constraint itself. Longer lists keep the rest in an array.
///
/// Terms are read by position, variable and coefficient apart, so reading one retains nothing
/// it does not need; and the list is no collection, whose generic copies would retain all four.
///
/// A list either keeps its inline variables' groups alive (the default, for constraints built
/// from expressions) or only refers to them (``init(retainingVariables:)`` with false), for a
/// layout constraint whose items own the groups: building and dropping such a list then costs
/// no reference counting, an atomic operation on each group. Noncopyable, so that each retain
/// is given back exactly once.
@usableFromInline package struct TermList: ~Copyable {
    /// The inline terms' variables, as their ``Variable/identity`` (0 for none): a word each.
    private var variable0: UInt = 0, variable1: UInt = 0, variable2: UInt = 0, variable3: UInt = 0
    private var coefficient0 = 0.0, coefficient1 = 0.0, coefficient2 = 0.0, coefficient3 = 0.0
    /// The terms after the fourth (their variables are always retained); nil for none.
    private var overflow: [Term]?
    /// How many terms there are.
    package var count: Int { Int(storedCount) }
    /// ``count``, narrow: it packs with the flag below, so a constraint that holds a list pays
    /// 8 bytes less.
    private var storedCount: Int32 = 0
    /// Whether the list holds a retain of each inline variable's group.
    private let retainsVariables: Bool

    /// Terms kept without an array.
    static let inlineCapacity = 4

    /// No terms. With `retainingVariables` false, the list does not keep its variables alive:
    /// whoever builds it must, for as long as it is read.
    @usableFromInline package init(retainingVariables: Bool = true) {
        retainsVariables = retainingVariables
    }

    /// The terms of `terms`, in order.
    init(_ terms: [Term], retainingVariables: Bool = true) {
        self.init(retainingVariables: retainingVariables)
        for term in terms { append(term.variable, term.coefficient) }
    }

    deinit {
        guard retainsVariables else { return }
        for index in 0..<min(count, TermList.inlineCapacity) {
            VariableGroup.unpack(inlineIdentity(at: index)).group.release()
        }
    }

    /// The variable of the term at `index` (in 0..<count).
    func variable(at index: Int) -> Variable {
        assert(index >= 0 && index < count, "term index out of range")
        if index >= TermList.inlineCapacity {
            return overflow.unsafelyUnwrapped[index - TermList.inlineCapacity].variable
        }
        let (group, part) = VariableGroup.unpack(inlineIdentity(at: index))
        return Variable(group: group.takeUnretainedValue(), part: part)
    }

    /// Calls `body` with the variable of the term at `index` (in 0..<count), retaining nothing.
    func withVariable<Result>(at index: Int, _ body: (Variable) -> Result) -> Result {
        assert(index >= 0 && index < count, "term index out of range")
        if index >= TermList.inlineCapacity {
            return body(overflow.unsafelyUnwrapped[index - TermList.inlineCapacity].variable)
        }
        let (group, part) = VariableGroup.unpack(inlineIdentity(at: index))
        return group._withUnsafeGuaranteedRef { body(Variable(group: $0, part: part)) }
    }

    /// The identity of the variable of the term at `index` (in 0..<count), read without
    /// retaining it.
    func identity(at index: Int) -> UInt {
        assert(index >= 0 && index < count, "term index out of range")
        if index >= TermList.inlineCapacity {
            return overflow.unsafelyUnwrapped[index - TermList.inlineCapacity].variable.identity
        }
        return inlineIdentity(at: index)
    }

    private func inlineIdentity(at index: Int) -> UInt {
        switch index {
        case 0: variable0
        case 1: variable1
        case 2: variable2
        default: variable3
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
        default: overflow.unsafelyUnwrapped[index - TermList.inlineCapacity].coefficient
        }
    }

    private mutating func setCoefficient(_ coefficient: Double, at index: Int) {
        switch index {
        case 0: coefficient0 = coefficient
        case 1: coefficient1 = coefficient
        case 2: coefficient2 = coefficient
        case 3: coefficient3 = coefficient
        default: overflow![index - TermList.inlineCapacity].coefficient = coefficient
        }
    }

    /// Adds `coefficient × variable` at the end.
    @usableFromInline package mutating func append(_ variable: Variable, _ coefficient: Double) {
        append(unretained: .passUnretained(variable.group), part: variable.part, coefficient)
    }

    /// Adds `coefficient ×` variable `part` of `group` at the end, for a caller that keeps the
    /// group alive through the call: passing it unmanaged spares the retain and release a class
    /// argument costs across modules.
    package mutating func append(unretained group: Unmanaged<VariableGroup>, part: Int, _ coefficient: Double) {
        guard count < TermList.inlineCapacity else {
            if overflow == nil { overflow = [] }
            overflow!.append(Term(Variable(group: group.takeUnretainedValue(), part: part), coefficient))
            storedCount += 1
            return
        }
        if retainsVariables { _ = group.retain() }
        let identity = VariableGroup.identity(of: group, part: part)
        switch count {
        case 0: (variable0, coefficient0) = (identity, coefficient)
        case 1: (variable1, coefficient1) = (identity, coefficient)
        case 2: (variable2, coefficient2) = (identity, coefficient)
        default: (variable3, coefficient3) = (identity, coefficient)
        }
        storedCount += 1
    }

    /// The terms in an array, in order.
    var array: [Term] {
        (0..<count).map { Term(variable(at: $0), coefficient(at: $0)) }
    }

    /// Leaves one term per variable (coefficients of a repeated variable added at its first
    /// place) and drops zero coefficients, as ``Expression/normalized()`` does.
    mutating func normalize() {
        if count > TermList.inlineCapacity {
            self = TermList(Expression(array).normalized().terms, retainingVariables: retainsVariables)
            return
        }
        var needsRebuild = false
        for index in 0..<count {
            if nearZero(coefficient(at: index)) { needsRebuild = true }
            for earlier in 0..<index where identity(at: earlier) == identity(at: index) { needsRebuild = true }
        }
        guard needsRebuild else { return }
        var merged = TermList(retainingVariables: false)
        for index in 0..<count {
            let variable = variable(at: index)
            if let first = (0..<merged.count).first(where: { merged.identity(at: $0) == variable.identity }) {
                merged.setCoefficient(merged.coefficient(at: first) + coefficient(at: index), at: first)
            } else {
                merged.append(variable, coefficient(at: index))
            }
        }
        // Made before it replaces this list, whose retains keep the variables alive meanwhile.
        var normalized = TermList(retainingVariables: retainsVariables)
        for index in 0..<merged.count where !nearZero(merged.coefficient(at: index)) {
            normalized.append(merged.variable(at: index), merged.coefficient(at: index))
        }
        self = normalized
    }
}
