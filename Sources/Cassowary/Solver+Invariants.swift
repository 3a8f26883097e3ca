/// Tableau and definition invariants, checked after every public operation when the package is
/// built with `SOLVER_INTERNAL_CHECKS` (debug builds, so every test run). Empty otherwise.
extension Solver {
    /// A full check costs time linear in the system's size, so a system larger than
    /// ``invariantCheckBudget`` is checked after every k-th operation, k = size / budget: the
    /// amortised cost stays constant and every kind of operation is still covered.
    @inline(__always)
    func checkInvariants() {
        #if SOLVER_INTERNAL_CHECKS
            operationCount += 1
            let interval = (tableau.rowCount + records.count) / max(invariantCheckBudget, 1)
            guard interval <= 1 || operationCount % interval == 0 else { return }
            if let problem = invariantViolation() {
                preconditionFailure("solver invariant broken: \(problem)\n\(dump())")
            }
        #endif
    }

    /// A description of the first broken invariant, or nil. Linear in the size of the system.
    package func invariantViolation() -> String? {
        if let exact { return exact.invariantViolation() }
        var cellCount = 0
        var problem: String?
        tableau.forEachRow { basic, row in
            for cell in row.cells {
                cellCount += 1
                if tableau.isBasic(cell.symbol) { problem = "row \(name(basic)) holds basic \(name(cell.symbol))" }
                if !tableau.column(cell.symbol, contains: basic) {
                    problem = "column \(name(cell.symbol)) misses row \(name(basic))"
                }
                if nearZero(cell.coefficient) { problem = "row \(name(basic)) keeps a zero cell" }
            }
            if basic.isRestricted && row.constant < 0 && !isNoise(row.constant, magnitude: row.magnitude) {
                problem = "restricted row \(name(basic)) is negative: \(row.constant)"
            }
            if basic.isDummy && (row.constant != 0 || row.cells.contains { !$0.symbol.isDummy }) {
                problem = "redundant marker row \(name(basic)) is not zero in markers only"
            }
        }
        if let problem { return problem }
        if let problem = groupViolation() { return problem }
        if let problem = tableau.groupLinkViolation() { return problem }
        if isEvaluationPlanCurrent {
            let defined = records.reduce(0) { $0 + ($1.definition == nil ? 0 : 1) }
            if evaluationPlan.records.count != defined {
                return "the evaluation plan lists \(evaluationPlan.records.count) of \(defined) definitions"
            }
        }
        if let problem = externalSymbolViolation() { return problem }
        if let problem = useCountViolation() { return problem }
        let indexed = tableau.columnEntryCount
        if indexed != cellCount { return "column index has \(indexed) entries for \(cellCount) cells" }
        for (symbol, coefficient) in tableau.objectiveCells {
            if symbol == .vacant { return "the objective holds the id of a released symbol" }
            if tableau.isBasic(symbol) { return "objective holds basic \(name(symbol))" }
            if coefficient < 0 && !symbol.isDummy && !tableau.objective.negativeCostsAreNoise() {
                return "objective not optimal at \(name(symbol)): \(coefficient)"
            }
        }
        var referencers = [Int](repeating: 0, count: records.count)
        for (index, record) in records.enumerated() {
            guard let definition = record.definition else { continue }
            if tableau.contains(record.symbol) { return "defined \(record.variable) is in the tableau" }
            if let marker = definition.marker, tableau.isBasic(marker) {
                return "the marker of \(record.variable)'s definition is basic"
            }
            if definition.marker != nil && !definition.constraint.strength.isRequired {
                return "a row holds the expansion of \(record.variable)'s optional definition"
            }
            guard case .defining(let owner)? = entries[definition.constraint]?.state,
                Int(owner) == index
            else { return "definition of \(record.variable) has no matching constraint entry" }
            for term in definitionTerms(of: index) { referencers[term.record] += 1 }
        }
        for (index, record) in records.enumerated() where Int(record.referencers) != referencers[index] {
            return "\(record.variable) counts \(record.referencers) referencers, has \(referencers[index])"
        }
        if let cycle = definitionCycle() { return "definitions form a cycle through \(cycle)" }
        return nil
    }

    /// A record whose use count is not the number of held constraints whose terms, read now,
    /// name it, or nil: a removal counts down the records its constraint's terms name then (one
    /// that derives its terms must derive the same while the solver holds it). Not checked while
    /// a constraint reads no terms (a layout constraint whose items are gone).
    private func useCountViolation() -> String? {
        var counted = [Int32](repeating: 0, count: records.count)
        for entry in entries.entries {
            let read = entry.constraint.withTerms { terms in
                (0..<terms.count).map { index in terms.withVariable(at: index) { existingRecord(for: $0) } }
            }
            if read.isEmpty { return nil }
            for record in read {
                guard let record else { return "\(entry.constraint) names a variable without a record" }
                counted[record] += 1
            }
        }
        for (index, record) in records.enumerated() where record.uses != counted[index] {
            return "\(record.variable) counts \(record.uses) uses, has \(counted[index])"
        }
        return nil
    }

    /// A broken invariant of the variables' symbols, or nil: every external symbol in the
    /// tableau (basic, in a row or in the objective) is the symbol of exactly one record (a
    /// record takes its symbol when its variable first enters a row; see `tableauSymbol(of:)`).
    private func externalSymbolViolation() -> String? {
        var owners: [Int: Int] = [:]
        for (index, record) in records.enumerated() where record.symbol != .vacant {
            if let other = owners[record.symbol.id] {
                return "\(records[other].variable) and \(record.variable) share symbol \(record.symbol.id)"
            }
            owners[record.symbol.id] = index
        }
        func isOwned(_ symbol: Symbol) -> Bool {
            !symbol.isExternal || owners[symbol.id].map { records[$0].symbol == symbol } ?? false
        }
        var problem: String?
        tableau.forEachRow { basic, row in
            if !isOwned(basic) { problem = "basic external symbol \(basic.id) belongs to no record" }
            for cell in row.cells where !isOwned(cell.symbol) {
                problem = "row \(name(basic)) holds external symbol \(cell.symbol.id) of no record"
            }
        }
        if let problem { return problem }
        for (symbol, _) in tableau.objectiveCells where !isOwned(symbol) {
            return "the objective holds external symbol \(symbol.id) of no record"
        }
        return nil
    }

    /// A broken invariant of the groups of dummies, or nil: a group holds only plain dummies,
    /// none of them basic, and each dummy counts the groups that hold it.
    private func groupViolation() -> String? {
        var memberships: [Symbol: Int] = [:]
        for group in tableau.dummyGroups {
            if tableau.isBasic(group.symbol) { return "group \(name(group.symbol)) is basic" }
            if group.parts.constant != 0 { return "group \(name(group.symbol)) has a constant" }
            for part in group.parts.cells {
                if !part.symbol.isDummy || tableau.isGroup(part.symbol) || tableau.isBasic(part.symbol) {
                    return "group \(name(group.symbol)) holds \(name(part.symbol))"
                }
                memberships[part.symbol, default: 0] += 1
            }
        }
        for (dummy, count) in memberships where tableau.groupMembershipCount(of: dummy) != count {
            return "\(name(dummy)) counts \(tableau.groupMembershipCount(of: dummy)) groups, is in \(count)"
        }
        return nil
    }

    /// A variable on a cycle of definitions, or nil (colour DFS).
    private func definitionCycle() -> Variable? {
        var colour = [UInt8](repeating: 0, count: records.count)  // 0 new, 1 on path, 2 done
        for start in records.indices where colour[start] == 0 {
            var pending: [(Int, Bool)] = [(start, false)]
            while let (index, finished) = pending.popLast() {
                if finished {
                    colour[index] = 2
                    continue
                }
                if colour[index] != 0 { continue }
                colour[index] = 1
                pending.append((index, true))
                guard records[index].definition != nil else { continue }
                for term in definitionTerms(of: index) {
                    if colour[term.record] == 1 { return records[term.record].variable }
                    if colour[term.record] == 0 { pending.append((term.record, false)) }
                }
            }
        }
        return nil
    }
}
