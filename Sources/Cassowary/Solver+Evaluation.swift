/// Evaluating definitions: the defined records in dependency order, rebuilt only when
/// definitions change, so reading the solution is one linear pass (an edit per frame pays
/// nothing else). Each step reads its definition where it lives (the record's constant, the
/// pool's terms): a copy of every definition here took 76 bytes per stack row.
struct EvaluationPlan {
    /// Defined records, each after every defined record its definition names.
    var records: [Int32] = []

    /// Empties the plan, keeping its room.
    mutating func removeAll() {
        records.removeAll(keepingCapacity: true)
    }
}

extension Solver {
    /// Builds the plan by a depth-first walk over definitions (post-order = dependency order),
    /// in the arrays of the last one.
    func updateEvaluationPlan() {
        var plan = evaluationPlan
        evaluationPlan = EvaluationPlan()  // uniquely referenced while it is refilled
        defer {
            evaluationPlan = plan
            isEvaluationPlanCurrent = true
        }
        // Sized exactly first: grown by doubling, a large solver's plan would hold and copy up to
        // twice what it needs (a peak of memory the moment a large layout is first read).
        var definedCount = 0
        for index in records.indices where records[index].definition != nil { definedCount += 1 }
        plan.removeAll()
        plan.records.reserveCapacity(definedCount)
        let stamp = beginWalk()
        // A record to visit, or (as ~record) one whose dependencies are all in the plan.
        var pending = walkBuffer
        walkBuffer = []
        defer { walkBuffer = pending }
        pending.removeAll(keepingCapacity: true)
        for start in records.indices where records[start].definition != nil && records[start].mark != stamp {
            pending.append(Int32(start))
            while let next = pending.popLast() {
                let expanded = next < 0
                let index = Int(expanded ? ~next : next)
                // Fields are read in place: copying the definition would retain and release
                // its constraint and terms for every record visited.
                guard records[index].definition != nil else { continue }
                if expanded {
                    plan.records.append(Int32(index))
                    continue
                }
                if records[index].mark == stamp { continue }
                records[index].mark = stamp
                pending.append(~Int32(index))
                for position in records[index].definition!.termRange {
                    let record = definitionTermPool[position].record
                    if records[record].mark != stamp { pending.append(Int32(record)) }
                }
            }
        }
    }

    /// The value of every record: basic externals read their row's constant, defined ones are
    /// evaluated in plan order, everything else is 0.
    func evaluate(_ plan: EvaluationPlan, into values: inout [Double]) {
        values.removeAll(keepingCapacity: true)
        values.append(contentsOf: repeatElement(0, count: records.count))
        for index in records.indices {
            if let value = tableau.basicValue(of: records[index].symbol) { values[index] = value }
        }
        // Fields are read in place, and terms by position: a copy of a definition would retain
        // and release its constraint, a slice of the pool the pool.
        definitionTermPool.terms.withUnsafeBufferPointer { terms in
            values.withUnsafeMutableBufferPointer { values in
                for step in plan.records {
                    let index = Int(step)
                    var value = records[index].definition!.constant
                    for position in records[index].definition!.termRange {
                        value += terms[position].coefficient * values[terms[position].record]
                    }
                    values[index] = value
                }
            }
        }
    }
}
