/// Questions a caller asks before it changes what variables stand for, answered from the
/// solver's own bookkeeping without changing it.
extension Solver {
    /// How many constraints this solver holds name `variable` (0 if none does); nil if it is an
    /// edit variable, or in exact arithmetic, whose bookkeeping is another's.
    ///
    /// A caller that knows which of its constraints name a set of variables, and how often,
    /// compares the sum with its own count: equal, nothing else names them, and it may exchange
    /// their meanings among themselves by renaming its constraints alone (the solver's state
    /// stays valid, since it only ever saw the variables).
    package func useCount(of variable: Variable) -> Int? {
        guard exact == nil else { return nil }
        guard let record = existingRecord(for: variable) else { return 0 }
        if !edits.isEmpty && edits[record] != nil { return nil }
        return Int(records[record].uses)
    }

    /// How many constraints the solver holds (edits included).
    package var constraintCount: Int { exact?.constraintCount ?? entries.count }

    /// The variable's value in the current solution, before ``updateVariables()`` writes it;
    /// nil if no constraint names it, or in exact arithmetic.
    package func currentValue(of variable: Variable) -> Double? {
        guard exact == nil, let record = existingRecord(for: variable) else { return nil }
        if let value = value(ofRecord: record, depth: 0) { return value }
        // A long chain of definitions: one pass over all of them instead.
        if !isEvaluationPlanCurrent { updateEvaluationPlan() }
        evaluate(evaluationPlan, into: &values)
        return values[record]
    }

    /// A record's value through its definition's terms, or nil past ``currentValueDepthLimit``
    /// definitions deep.
    private func value(ofRecord record: Int, depth: Int) -> Double? {
        guard let definition = records[record].definition else {
            return tableau.basicValue(of: records[record].symbol) ?? 0
        }
        guard depth < Solver.currentValueDepthLimit else { return nil }
        var value = definition.constant
        for term in definitionTerms(of: record) {
            guard let termValue = self.value(ofRecord: term.record, depth: depth + 1) else { return nil }
            value += term.coefficient * termValue
        }
        return value
    }

    /// How deep ``currentValue(of:)`` follows definitions before it evaluates them all.
    static let currentValueDepthLimit = 32
}
