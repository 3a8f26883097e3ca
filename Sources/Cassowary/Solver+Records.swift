/// Variable records: found through the variable's hint, counted by the constraints that name
/// them, and freed (slot and symbol reused) when none does, so a long-running app that adds
/// and removes views does not accumulate the variables of views long gone.
extension Solver {
    /// The variable's record here, if it has one: its hint checked by identity, else the
    /// overflow dictionary (variables in two solvers at once).
    func existingRecord(for variable: Variable) -> Int? {
        let hint = variable.recordHint
        if hint >= 0 && hint < records.count && records[hint].variable === variable { return hint }
        return overflowRecords.isEmpty ? nil : overflowRecords[ObjectIdentifier(variable)]
    }

    func record(for variable: Variable) -> Int {
        if let index = existingRecord(for: variable) { return index }
        let record = VariableRecord(variable: variable, symbol: tableau.makeSymbol(.external))
        let index: Int
        if let free = freeRecords.popLast() {
            index = free
            records[index] = record
        } else {
            index = records.count
            records.append(record)
        }
        if variable.recordHint < 0 {
            variable.recordHint = index
        } else {
            overflowRecords[ObjectIdentifier(variable)] = index
        }
        return index
    }

    /// Gives the variables' hints back, so another solver can use them.
    func releaseRecordHints() {
        for (index, record) in records.enumerated() where record.variable.recordHint == index {
            record.variable.recordHint = -1
        }
    }

    func countUses(of terms: [RecordTerm], by delta: Int) {
        for term in terms { records[term.record].uses += delta }
    }

    /// Frees the records among `terms` that nothing needs any more: no constraint names them,
    /// no definition, and the tableau holds them at most as a constant row (dropped here). A
    /// variable still woven into other rows keeps its record.
    func releaseUnusedRecords(_ terms: [RecordTerm]) {
        for term in terms {
            let index = term.record
            let record = records[index]
            guard record.uses == 0, record.definition == nil, record.referencers == 0, edits[index] == nil,
                record.variable !== freeSlotVariable
            else { continue }
            if let row = tableau.row(for: record.symbol) {
                guard row.isConstant else { continue }
                tableau.removeRow(for: record.symbol)
            }
            guard !tableau.contains(record.symbol) else { continue }
            tableau.releaseSymbol(record.symbol)
            if record.variable.recordHint == index {
                record.variable.recordHint = -1
            } else {
                overflowRecords[ObjectIdentifier(record.variable)] = nil
            }
            records[index] = VariableRecord(variable: freeSlotVariable, symbol: Symbol.none)
            freeRecords.append(index)
            evaluationPlan = nil
        }
    }

    /// Live variable records (tests check that removed constraints let theirs go).
    package var variableCount: Int { records.count - freeRecords.count }
}
