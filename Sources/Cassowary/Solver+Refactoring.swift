/// Refactoring: when rounding has let the tableau drift from the constraints it stands for, the
/// tableau is built again from the constraints themselves.
///
/// A pivot that divides by a coefficient tiny next to its row's (1e-6 beside 1, say, or the
/// product of two such) moves some values to 1e12 and beyond, where a double keeps no digits
/// for the rest of the row; pivoting back later leaves rows that no longer say what their
/// constraints say. Such pivots are rare and flagged (``Tableau/mayHaveDrifted``), so the check
/// below runs only after one, and layout, which never makes them, never pays for it.
extension Solver {
    /// Whether some tableau constraint's row identity no longer holds at `values` (the records'
    /// values): its expression must equal what its marker and error symbols say, up to
    /// ``Tolerance/drift`` of its terms' sizes.
    func hasDrifted(at values: [Double]) -> Bool { drift(at: values) > Tolerance.drift }

    /// How far the tableau has drifted at `values`: the largest gap between a tableau
    /// constraint's expression and what its marker and error symbols say, as a fraction of its
    /// terms' sizes (0 when every row identity holds exactly).
    func drift(at values: [Double]) -> Double {
        var largest = 0.0
        for entry in entries.entries {
            guard case .tableau(let tag) = entry.state else { continue }
            let constraint = entry.constraint
            var sum = constraint.expressionConstant
            var size = 1 + abs(sum)
            constraint.withTerms { terms in
                for index in 0..<terms.count {
                    guard let record = terms.withVariable(at: index, { existingRecord(for: $0) }) else { continue }
                    let product = terms.coefficient(at: index) * values[record]
                    sum += product
                    size += abs(product)
                }
            }
            // The row is `expression + markerSign·marker − markerSign·other = 0` (see makeRow).
            let marker = (tableau.basicValue(of: tag.marker) ?? 0) * tag.markerSign
            let other = tag.other.map { (tableau.basicValue(of: $0) ?? 0) * -tag.markerSign } ?? 0
            sum += marker + other
            size += abs(marker) + abs(other)
            largest = max(largest, abs(sum) / size)
        }
        return largest
    }

    /// The orders a tableau is built again in, each a different path through the same
    /// constraints: one that drifts (through pivots on coefficients like 10⁻⁶, which leave only
    /// the rounding of values of 10¹¹) seldom drifts in all of them. Required constraints always
    /// go first.
    package enum RebuildOrder: CaseIterable {
        /// The optional constraints in the order they were added.
        case asAdded
        /// The strongest optional constraints first: a weaker one added first may pull a value
        /// far out that a stronger one then pins near zero.
        case strongestFirst
        /// The optional constraints newest first.
        case newestOptionalFirst
        /// The required constraints, then the optional ones, each newest first.
        case newestFirst
    }

    /// Builds a drifted tableau (``drift(at:)`` of `drift`) again, in each ``RebuildOrder`` in
    /// turn until one holds. A rebuild is kept only if it drifts less than the tableau it
    /// replaces (rebuilding can drift too, and worse). Leaves ``values`` current.
    func refactor(drifting drift: Double) {
        var least = drift
        for order in RebuildOrder.allCases where least > Tolerance.drift {
            _ = rebuildTableau(order: order) {
                updateEvaluationPlan()
                evaluate(evaluationPlan, into: &values)
                let rebuilt = self.drift(at: values)
                guard rebuilt < least else { return false }
                least = rebuilt
                return true
            }
        }
        updateEvaluationPlan()
        evaluate(evaluationPlan, into: &values)
    }

    /// Builds the tableau again from the constraints: the required ones first, each group in
    /// the order it came (or in another ``RebuildOrder``), then the edits' suggestions as they
    /// stand. With every required constraint in place before any optional one, no optional
    /// constraint can pull a value far out on its own first.
    ///
    /// Returns false, with the solver as it was, if a constraint does not go in again (a
    /// required set that held only within rounding): a drifted tableau loses nothing, a
    /// rebuilt one must not either. (The constraints go in through ``addConstraint(_:)``, so a
    /// pending ``failNextOperation()`` fails the rebuild: tests use that.) Each constraint keeps
    /// its place in the order of addition, which conflict reports and dumps follow.
    ///
    /// With `accepts`, asked once the rebuilt tableau is complete, the solver is also put back
    /// as it was, and false returned, when it answers false.
    package func rebuildTableau(order: RebuildOrder = .asAdded, accepts: () -> Bool = { true }) -> Bool {
        let wasRefactoring = isRefactoring
        isRefactoring = true
        defer { isRefactoring = wasRefactoring }
        let ordered = entries.entries.sorted {
            let (first, second) = ($0.constraint.strength, $1.constraint.strength)
            if first.isRequired != second.isRequired { return first.isRequired }
            switch order {
            case .asAdded: return $0.sequence < $1.sequence
            case .strongestFirst: return first != second ? first > second : $0.sequence < $1.sequence
            case .newestOptionalFirst: return first.isRequired ? $0.sequence < $1.sequence : $0.sequence > $1.sequence
            case .newestFirst: return $0.sequence > $1.sequence
            }
        }
        let editValues = edits.map { (records[$0.key].variable, $0.value) }
        releaseIdleRecords()  // the saved state has none, so a restore leaves none
        let saved = State(of: self)
        forgetState()
        let wasRebuilding = isRebuildingTableau
        isRebuildingTableau = true
        defer { isRebuildingTableau = wasRebuilding }
        for entry in ordered {
            do {
                try addConstraint(entry.constraint)
            } catch {
                forgetState()
                saved.restore(into: self)
                return false
            }
            if var added = entries[entry.constraint] {
                added.sequence = entry.sequence
                entries.set(added)
            }
        }
        for (variable, edit) in editValues {
            edits[record(for: variable)] = edit
        }
        guard accepts() else {
            forgetState()
            saved.restore(into: self)
            return false
        }
        return true
    }

    /// Starts empty without touching what `saved` holds: gives the variables' and constraints'
    /// slot hints back and empties the tableau.
    private func forgetState() {
        releaseRecordHints()
        entries.removeAll()
        tableau.reset()
        records = []
        idleRecords = []
        recordSlots = SlotIndex()
        edits = [:]
        definitionTermPool = DefinitionTermPool()
        isEvaluationPlanCurrent = false
    }

    /// Everything ``forgetState()`` lets go of.
    private struct State {
        /// The tableau's contents (``Tableau/exchangeContents(with:)``).
        let tableau = Tableau()
        let records: DenseArray<VariableRecord>
        let recordSlots: SlotIndex<Variable>
        let entries: ConstraintTable
        let edits: [Int: Edit]
        let definitionTermPool: DefinitionTermPool
        /// The walk stamp, above every mark of the records kept: the rebuild's walks may start
        /// the stamps again (``beginWalk()``), which clears only the new records' marks.
        let walkStamp: Int32

        init(of solver: Solver) {
            tableau.exchangeContents(with: solver.tableau)
            records = solver.records
            recordSlots = solver.recordSlots
            entries = solver.entries
            edits = solver.edits
            definitionTermPool = solver.definitionTermPool
            walkStamp = solver.walkStamp
        }

        func restore(into solver: Solver) {
            solver.tableau.exchangeContents(with: tableau)
            solver.records = records
            solver.idleRecords = []
            solver.recordSlots = recordSlots
            solver.entries = entries
            solver.edits = edits
            solver.definitionTermPool = definitionTermPool
            solver.walkStamp = max(solver.walkStamp, walkStamp)
            solver.isEvaluationPlanCurrent = false
            solver.recordSlots.reclaimHints(
                owners: records.enumerated().compactMap { slot, record in
                    record.variable == solver.freeSlotVariable ? nil : (slot, record.variable)
                })
            solver.entries.reclaimHints()
        }
    }
}
