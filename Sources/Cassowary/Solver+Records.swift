/// Variable records: found through the variable's hint, counted by the constraints that name
/// them, and freed (slot and symbol reused) when none does, so a long-running app that adds
/// and removes views does not accumulate the variables of views long gone.
extension Solver {
    /// The variable's record here, if it has one.
    func existingRecord(for variable: Variable) -> Int? {
        recordSlots.slot(of: variable) { $0 < records.count && records[$0].variable === variable }
    }

    func record(for variable: Variable) -> Int {
        if let index = existingRecord(for: variable) { return index }
        let record = VariableRecord(variable: variable, symbol: tableau.makeSymbol(.external))
        let index = recordSlots.claim(for: variable, appending: records.count)
        if index == records.count { records.append(record) } else { records[index] = record }
        return index
    }

    /// Gives the variables' hints back, so another solver can use them.
    func releaseRecordHints() {
        // Lazily: a copy of the pairs would be a peak of memory as a large solver goes.
        recordSlots.removeAll(owners: records.enumerated().lazy.map { (slot: $0, owner: $1.variable) })
    }

    func countUses(of terms: [RecordTerm], by delta: Int) {
        for term in terms { records[term.record].uses += Int32(delta) }
    }

    /// Frees the records among `terms` that nothing needs any more: no constraint names them,
    /// no definition, and the tableau holds them at most as a constant row (dropped here). A
    /// variable still woven into other rows keeps its record.
    func releaseUnusedRecords(_ terms: [RecordTerm]) {
        for term in terms { releaseUnusedRecord(term.record) }
    }

    /// Frees one record if nothing needs it any more (see ``releaseUnusedRecords(_:)``).
    func releaseUnusedRecord(_ index: Int) {
        guard records[index].uses == 0, records[index].definition == nil, records[index].referencers == 0,
            records[index].variable !== freeSlotVariable, edits.isEmpty || edits[index] == nil
        else { return }
        let symbol = records[index].symbol
        if let row = tableau.row(for: symbol) {
            guard row.isConstant else { return }
            tableau.removeRow(for: symbol)
        }
        guard !tableau.isInRows(symbol) else { return }
        tableau.releaseSymbol(symbol)
        recordSlots.free(index, of: records[index].variable)
        records[index] = VariableRecord(variable: freeSlotVariable, symbol: .vacant)
        isEvaluationPlanCurrent = false
    }

    /// Live variable records (tests check that removed constraints let theirs go).
    package var variableCount: Int { recordSlots.inUse(ofTotal: records.count) }
}
