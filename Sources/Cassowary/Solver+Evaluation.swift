/// Evaluating definitions: a flat plan in dependency order, rebuilt only when definitions change,
/// so reading the solution is one linear pass (an edit per frame pays nothing else).
struct EvaluationPlan {
    /// Defined records, each after every defined record its definition names.
    var records: [Int32] = []
    var constants: [Double] = []
    /// Terms of step `i` are `termStart[i] ..< termStart[i + 1]`.
    var termStart: [Int32] = [0]
    var termRecords: [Int32] = []
    var termCoefficients: [Double] = []
    /// Record → its step, or -1.
    var step: [Int32] = []

    /// Empties every array, keeping its room.
    mutating func removeAll() {
        records.removeAll(keepingCapacity: true)
        constants.removeAll(keepingCapacity: true)
        termStart.removeAll(keepingCapacity: true)
        termStart.append(0)
        termRecords.removeAll(keepingCapacity: true)
        termCoefficients.removeAll(keepingCapacity: true)
        step.removeAll(keepingCapacity: true)
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
        var termCount = 0
        for index in records.indices where records[index].definition != nil {
            definedCount += 1
            termCount += Int(records[index].definition!.termCount)
        }
        plan.removeAll()
        plan.records.reserveCapacity(definedCount)
        plan.constants.reserveCapacity(definedCount)
        plan.termStart.reserveCapacity(definedCount + 1)
        plan.termRecords.reserveCapacity(termCount)
        plan.termCoefficients.reserveCapacity(termCount)
        plan.step.append(contentsOf: repeatElement(-1, count: records.count))
        walkStamp += 1
        let stamp = walkStamp
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
                    plan.step[index] = Int32(plan.records.count)
                    plan.records.append(Int32(index))
                    plan.constants.append(records[index].definition!.constant)
                    // Positions, not `definitionTerms(of:)`: a slice would retain the pool each time.
                    for position in records[index].definition!.termRange {
                        plan.termRecords.append(Int32(definitionTermPool[position].record))
                        plan.termCoefficients.append(definitionTermPool[position].coefficient)
                    }
                    plan.termStart.append(Int32(plan.termRecords.count))
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
        plan.termRecords.withUnsafeBufferPointer { termRecords in
            plan.termCoefficients.withUnsafeBufferPointer { termCoefficients in
                values.withUnsafeMutableBufferPointer { values in
                    for step in plan.records.indices {
                        var value = plan.constants[step]
                        for t in Int(plan.termStart[step])..<Int(plan.termStart[step + 1]) {
                            value += termCoefficients[t] * values[Int(termRecords[t])]
                        }
                        values[Int(plan.records[step])] = value
                    }
                }
            }
        }
    }
}
