/// Variable records: found through the variable's hint, counted by the constraints that name
/// them, and freed (slot and symbol reused) once none does, by the next update of values at the
/// latest, so a long-running app that adds and removes views does not accumulate the variables
/// of views long gone.
extension Solver {
    /// The variable's record here, if it has one.
    func existingRecord(for variable: Variable) -> Int? {
        recordSlots.slot(of: variable) { $0 < records.count && records[$0].variable == variable }
    }

    func record(for variable: Variable) -> Int {
        if let index = existingRecord(for: variable) { return index }
        let record = VariableRecord(variable: variable, symbol: .vacant)
        recordsMade += 1
        let index = recordSlots.claim(for: variable, appending: records.count)
        if index == records.count { records.append(record) } else { records[index] = record }
        return index
    }

    /// The record's symbol in the tableau, made the first time its variable enters a row.
    func tableauSymbol(of record: Int) -> Symbol {
        if records[record].symbol == .vacant { records[record].symbol = tableau.makeSymbol(.external) }
        return records[record].symbol
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
        guard isUnneeded(index) else { return }
        let symbol = records[index].symbol
        tableau.releaseSymbol(symbol)
        recordSlots.free(index, of: records[index].variable)
        records[index] = VariableRecord(variable: freeSlotVariable, symbol: .vacant)
        isEvaluationPlanCurrent = false
    }

    /// Whether nothing needs the record (see ``releaseUnusedRecords(_:)``), once a constant row
    /// of its symbol, if the tableau still has one, is dropped.
    private func isUnneeded(_ index: Int) -> Bool {
        guard records[index].uses == 0, records[index].definition == nil, records[index].referencers == 0,
            records[index].variable != freeSlotVariable, edits.isEmpty || edits[index] == nil
        else { return false }
        let symbol = records[index].symbol
        if let row = tableau.row(for: symbol) {
            guard row.isConstant else { return false }
            tableau.removeRow(for: symbol)
        }
        return !tableau.isInRows(symbol)
    }

    /// A record whose variable the removal of a constraint left unnamed: a constant row of its
    /// symbol and any cost left for it in the objective go now; the record and its symbol id at
    /// the next ``releaseIdleRecords()`` (when values are written, at the latest). A constraint
    /// that names the variable again meanwhile finds the record as it was: an axis change
    /// removes a stack's constraints and then adds the new ones, which name most of the same
    /// variables.
    func retireRecord(_ index: Int) {
        guard isUnneeded(index) else { return }
        tableau.dropResidue(of: records[index].symbol)
        idleRecords.append(index)
        if idleRecords.count > Solver.idleRecordAllowance + records.count / 2 { releaseIdleRecords() }
    }

    /// Frees the records retired since the last call that are still unneeded. Also for an
    /// engine whose constraints move to another solver: the variables' hints go back with their
    /// records, so the other solver finds them without hashing.
    package func releaseIdleRecords() {
        guard !idleRecords.isEmpty else { return }
        for index in idleRecords { releaseUnusedRecord(index) }
        idleRecords.removeAll(keepingCapacity: true)
    }

    /// Retired records are freed once there are more than this many plus half the records: a
    /// program that removes constraints and never reads values must not keep every record.
    static let idleRecordAllowance = 256

    /// A new stamp for a walk over the records (see ``VariableRecord/mark``). Stamps are
    /// positive; when they run out, every mark is cleared and they start again.
    func beginWalk() -> Int32 {
        if walkStamp == Int32.max {
            for index in records.indices { records[index].mark = 0 }
            walkStamp = 0
        }
        walkStamp += 1
        return walkStamp
    }

    /// Live variable records, retired ones freed first (tests check that removed constraints
    /// let theirs go).
    package var variableCount: Int {
        releaseIdleRecords()
        return recordSlots.inUse(ofTotal: records.count)
    }
}
