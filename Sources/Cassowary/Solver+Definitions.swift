/// Equalities kept outside the tableau as definitions (see ``Solver``).
///
/// Invariants: a defined variable never appears in the tableau; definitions form no cycle; a
/// definition names only variables that are free, in the tableau, or defined themselves; no
/// tableau row holds the expansion of an optional one (it has no marker).
extension Solver {
    /// A variable is free when nothing fixes it yet: no definition, no tableau row or column, no edit.
    func isFree(_ record: Int) -> Bool {
        records[record].definition == nil && !tableau.contains(records[record].symbol)
    }

    /// Tries to keep an equality as a definition. Returns false when it has to go into the
    /// tableau instead.
    ///
    /// First choice: a free variable of the constraint itself (see ``byStability(_:)``). Second
    /// choice, for a required equality: a defined variable of the constraint (again one
    /// ``byStability(_:)`` keeps) whose own defining equality has another free variable; that
    /// equality is re-solved for the free one, and the new constraint defines the variable it
    /// released.
    ///
    /// An optional equality solved for a free variable holds exactly whatever else does, so its
    /// errors would stay zero: a view's intrinsic height in a vertical stack is a definition, not
    /// a row with two error symbols. Once a row would hold its expansion, it goes into the
    /// tableau first (``hardenOptionalDefinitions(reachableFrom:)``), where it can give way.
    func defineLazily(_ constraint: SolverConstraint, terms: [RecordTerm]) -> Bool {
        let order = byStability(terms)
        defer { recycle(order) }
        for term in order where isFree(term.record) {
            if define(term.record, by: constraint, terms: terms) { return true }
        }
        guard constraint.strength.isRequired else { return false }
        // Only a variable the first choice could solve for: dividing by a coefficient tiny next
        // to the others' would put their ratio into every row and definition that uses it.
        for term in order {
            guard let previous = records[term.record].definition, definitionNamesFreeVariable(term.record) else {
                continue
            }
            let previousTerms = borrowRecordTerms(of: previous.constraint)
            let candidates = byStability(previousTerms)
            defer {
                recycle(candidates)
                giveBack(previousTerms)
            }
            for candidate in candidates where candidate.record != term.record && isFree(candidate.record) {
                let marker = undefine(term.record)
                if define(candidate.record, by: previous.constraint, terms: previousTerms, marker: marker) {
                    if define(term.record, by: constraint, terms: terms) { return true }
                    _ = undefine(candidate.record)
                }
                _ = define(term.record, by: previous.constraint, terms: previousTerms, marker: marker)
            }
        }
        return false
    }

    /// The terms in the order to try them as the variable a definition solves for: largest
    /// coefficient first, since solving divides by it (`1e-6·x + y == 245` solved for x would
    /// put 10⁶ into every row that uses x); among equal ones the last written, which in
    /// `view.edge == other.edge` form is usually the newest variable.
    /// Terms whose coefficient is tiny next to the largest are left out altogether: a row or
    /// the tableau's own pivoting handles such a constraint better than a definition would.
    func byStability(_ terms: [RecordTerm]) -> [RecordTerm] {
        var largest = 0.0
        for term in terms { largest = max(largest, abs(term.coefficient)) }
        // A stable insertion sort of the few terms, last written first, into the buffer that the
        // last caller gave back (see ``recycle(_:)``): no allocation on the hot path.
        var ordered = stabilityOrderBuffer
        stabilityOrderBuffer = []
        ordered.removeAllKeepingCapacity()
        ordered.reserveCapacity(terms.count)
        for term in terms.reversed() where abs(term.coefficient) >= Solver.smallestDefiningRatio * largest {
            ordered.append(term)
            var index = ordered.count - 1
            while index > 0 && abs(ordered[index - 1].coefficient) < abs(term.coefficient) {
                ordered[index] = ordered[index - 1]
                index -= 1
            }
            ordered[index] = term
        }
        return ordered
    }

    /// Gives a ``byStability(_:)`` result back for reuse, once the caller is done with it.
    func recycle(_ order: [RecordTerm]) {
        stabilityOrderBuffer = order
    }

    /// A variable is solved for only if its coefficient is at least this fraction of the
    /// constraint's largest.
    static let smallestDefiningRatio = 1.0e-3

    /// Defines `record`'s variable by solving `constraint` for it, unless that would close a
    /// cycle of definitions. Returns whether it did. `marker` is the constraint's marker if
    /// tableau rows already use it (it was defining another of its variables until now).
    func define(_ record: Int, by constraint: SolverConstraint, terms: [RecordTerm], marker: Symbol? = nil) -> Bool {
        guard let own = terms.first(where: { $0.record == record }) else { return false }
        if records[record].referencers > 0 && reaches(record, fromTermsOf: terms) { return false }
        let scale = -1.0 / own.coefficient
        // The terms are normalised: one per record, so the others are one fewer.
        let count = terms.count - 1
        let start = definitionTermPool.allocate(count: count)
        var position = Int(start)
        for term in terms where term.record != record {
            definitionTermPool[position] = RecordTerm(record: term.record, coefficient: term.coefficient * scale)
            records[term.record].referencers += 1
            position += 1
        }
        assert(position == Int(start) + count, "a definition's terms must name each record once")
        records[record].definition = Definition(
            constraint: constraint, constant: constraint.expressionConstant * scale, termStart: start,
            termCount: count, markerCoefficient: scale, marker: marker)
        register(constraint, .defining(Int32(record)), terms: terms)
        isEvaluationPlanCurrent = false
        return true
    }

    /// Drops a variable's definition; the variable is free afterwards. Returns the definition's
    /// marker, if it has one, which the caller must carry over or release.
    @discardableResult
    func undefine(_ record: Int) -> Symbol? {
        guard let definition = records[record].definition else { return nil }
        for position in definition.termRange { records[definitionTermPool[position].record].referencers -= 1 }
        definitionTermPool.release(start: definition.termStart, count: Int(definition.termCount))
        records[record].definition = nil
        entries.remove(definition.constraint)
        isEvaluationPlanCurrent = false
        return definition.marker
    }

    /// Whether following definitions from the records of `terms` other than `target` leads to
    /// `target` (a walk over the definition graph; only run when something already names it).
    private func reaches(_ target: Int, fromTermsOf terms: [RecordTerm]) -> Bool {
        !walkDefinitions(from: terms, excluding: target) { $0 != target }
    }

    /// Visits each record that the records of `terms` (but `excluded`) reach through
    /// definitions, themselves included, once, until `visit` returns false. Returns whether
    /// every visit returned true.
    private func walkDefinitions(
        from terms: [RecordTerm], excluding excluded: Int? = nil, _ visit: (Int) -> Bool
    ) -> Bool {
        let stamp = beginWalk()
        var pending = walkBuffer
        walkBuffer = []
        defer { walkBuffer = pending }
        pending.removeAllKeepingCapacity()
        for term in terms where term.record != excluded { pending.append(Int32(term.record)) }
        while let next = pending.popLast() {
            let index = Int(next)
            if records[index].mark == stamp { continue }
            records[index].mark = stamp
            guard visit(index) else { return false }
            guard records[index].definition != nil else { continue }
            for term in definitionTerms(of: index) where records[term.record].mark != stamp {
                pending.append(Int32(term.record))
            }
        }
        return true
    }

    /// The terms of `record`'s definition (it must have one), read in place.
    func definitionTerms(of record: Int) -> ArraySlice<RecordTerm> {
        definitionTermPool.terms[records[record].definition!.termRange]
    }

    /// Whether the definition of `record` names a free variable outside `avoiding`: the only
    /// kind its equality could be solved for instead. A look at the definition's own terms,
    /// before the equality's terms are gathered and ordered to try them (in a large layout
    /// most definitions have none, and that work was a tenth of adding a row).
    func definitionNamesFreeVariable(_ record: Int, avoiding: [RecordTerm] = []) -> Bool {
        for term in definitionTerms(of: record)
        where term.record != record && isFree(term.record) && !avoiding.contains(where: { $0.record == term.record }) {
            return true
        }
        return false
    }

    /// Frees a defined variable that the tableau is about to name, if that is cheap: its defining
    /// equality is re-solved for another free variable of it (so a stack's spacing equality that
    /// happened to define `row.height` comes to define the next row's `top` instead, when hugging
    /// then names the height). Otherwise the variable stays defined and the new row holds its
    /// expansion (``appendExpansion(of:into:groupingRowsRead:)``), once an optional definition
    /// has moved into the tableau (``hardenOptionalDefinitions(reachableFrom:)``).
    /// `avoiding` lists the variables of the constraint on its way into the tableau: none of
    /// them may become defined.
    func release(_ record: Int, avoiding: [RecordTerm]) {
        guard let definition = records[record].definition, definitionNamesFreeVariable(record, avoiding: avoiding)
        else { return }
        let terms = borrowRecordTerms(of: definition.constraint)
        let candidates = byStability(terms)
        defer {
            recycle(candidates)
            giveBack(terms)
        }
        for candidate in candidates
        where candidate.record != record && !avoiding.contains(where: { $0.record == candidate.record })
            && isFree(candidate.record)
        {
            let marker = undefine(record)
            if define(candidate.record, by: definition.constraint, terms: terms, marker: marker) { return }
            _ = define(record, by: definition.constraint, terms: terms, marker: marker)
        }
    }

    /// Adds `Σ coefficient × variable` of `terms` to `row`, in parametric symbols: basic
    /// variables by their rows, defined ones by their definitions, recursively.
    ///
    /// A required definition stays outside the tableau when a row names its variable (an
    /// optional one reached here has moved into the tableau before: see
    /// ``hardenOptionalDefinitions(reachableFrom:)``): the row gets the
    /// definition's right-hand side plus its marker (a dummy symbol, made on first use), so the
    /// definition's constraint can still be removed or changed later as a tableau constraint
    /// would be. Shared definitions are expanded once each (coefficients are gathered in
    /// dependency order), so the cost is linear in the definitions reached: a closing inequality
    /// on the last row of a long stack is one long row, not a chain of promoted rows.
    ///
    /// With `groupingRowsRead`, basic rows read have their markers grouped first (see
    /// ``Tableau/groupDummies(ofRowFor:)``): for a new constraint's row, not for the row a
    /// removal builds only to take a marker out of it.
    func appendExpansion(of terms: [RecordTerm], into row: inout RowAccumulator, groupingRowsRead: Bool = true) {
        // The lists live in buffers the solver keeps: every row a stack adds expands some.
        var defined = expansionStarts
        expansionStarts = []
        defined.removeAll(keepingCapacity: true)
        var order = expansionOrder
        expansionOrder = []
        var weights = expansionWeights
        expansionWeights = []
        defer {
            expansionStarts = defined
            expansionOrder = order
            expansionWeights = weights
        }
        for term in terms {
            if records[term.record].definition != nil {
                defined.append(term.record)
            } else {
                appendSymbol(of: term.record, times: term.coefficient, into: &row, grouping: groupingRowsRead)
            }
        }
        if defined.isEmpty { return }
        definitionOrder(from: defined, into: &order)
        // Each ordered record's weight is at its place in the order, which its mark holds
        // meanwhile (as a negative number, which no walk's stamp equals): a weight per record
        // of the solver took 8 bytes a record.
        weights.removeAll(keepingCapacity: true)
        weights.pad(toCount: order.count, with: 0)
        for (place, index) in order.enumerated() { records[index].mark = ~Int32(place) }
        for term in terms where records[term.record].definition != nil {
            weights[Int(~records[term.record].mark)] += term.coefficient
        }
        for place in order.indices.reversed() {
            let index = order[place]
            let weight = weights[place]
            if weight == 0 { continue }
            if records[index].definition!.marker == nil { records[index].definition!.marker = makeSymbol(.dummy) }
            let definition = records[index].definition!
            row.addConstant(weight * definition.constant)
            row.add(definition.marker!, weight * definition.markerCoefficient)
            for term in definitionTerms(of: index) {
                if records[term.record].definition != nil {
                    weights[Int(~records[term.record].mark)] += weight * term.coefficient
                } else {
                    appendSymbol(
                        of: term.record, times: weight * term.coefficient, into: &row, grouping: groupingRowsRead)
                }
            }
        }
    }

    private func appendSymbol(
        of record: Int, times coefficient: Double, into row: inout RowAccumulator, grouping: Bool
    ) {
        let symbol = records[record].symbol
        if tableau.isBasic(symbol) {
            // Read by a new row, likely not the last: its dummies go in as one cell.
            if grouping { tableau.groupDummies(ofRowFor: symbol) }
            row.add(tableau.row(for: symbol)!, times: coefficient)
        } else {
            row.add(tableauSymbol(of: record), coefficient)
        }
    }

    /// Sets `order` to the defined records reachable from `starts` through definitions, each
    /// after every defined record its definition names (post-order).
    private func definitionOrder(from starts: [Int], into order: inout [Int]) {
        let stamp = beginWalk()
        order.removeAll(keepingCapacity: true)
        // A record to visit, or (as ~record) one whose dependencies are all in the order.
        var pending = walkBuffer
        walkBuffer = []
        defer { walkBuffer = pending }
        pending.removeAll(keepingCapacity: true)
        for start in starts { pending.append(Int32(start)) }
        while let next = pending.popLast() {
            if next < 0 {
                order.append(Int(~next))
                continue
            }
            let index = Int(next)
            if records[index].mark == stamp { continue }
            records[index].mark = stamp
            pending.append(~next)
            for term in definitionTerms(of: index)
            where records[term.record].definition != nil && records[term.record].mark != stamp {
                pending.append(Int32(term.record))
            }
        }
    }

    /// Takes the definition of a removed constraint out. If tableau rows hold its marker, the
    /// definition first becomes the defined variable's row (as kiwi would have kept it), so that
    /// removing the marker repairs those rows as for any tableau constraint.
    func removeDefinition(of record: Int) throws(SolverError) {
        guard let marker = records[record].definition?.marker, tableau.contains(marker) else {
            if let marker = undefine(record) { tableau.releaseSymbol(marker) }
            return
        }
        try hardenOptionalDefinitions(reachableFrom: [RecordTerm(record: record, coefficient: 1)])
        appendExpansion(of: [RecordTerm(record: record, coefficient: 1)], into: &scratchRow, groupingRowsRead: false)
        undefine(record)
        tableau.insertRow(scratchRow.makeRow(), for: tableauSymbol(of: record))
        tableau.removeMarker(marker)
        try tableau.optimize()
        tableau.releaseSymbol(marker)
    }

    /// Puts the optional definitions that `terms` reach through definitions into the tableau, for
    /// a row about to hold the expansion of those terms: there a row could only hold such a
    /// definition as if it were required.
    func hardenOptionalDefinitions(reachableFrom terms: [RecordTerm]) throws(SolverError) {
        // Rarely any: a walk finds them all, and another checks that putting them in (which may
        // re-solve definitions on the way) left none reachable.
        var reached: [Int] = []
        while true {
            optionalDefinitions(reachableFrom: terms, into: &reached)
            if reached.isEmpty { return }
            for record in reached where records[record].definition.map({ !isRequired($0) }) ?? false {
                try harden(record)
            }
        }
    }

    /// Whether a definition's equality is required (an optional one has no marker).
    private func isRequired(_ definition: Definition) -> Bool { definition.constraint.strength.isRequired }

    /// Sets `reached` to the records with optional definitions among those `terms` reach through
    /// definitions (themselves included).
    private func optionalDefinitions(reachableFrom terms: [RecordTerm], into reached: inout [Int]) {
        reached.removeAll(keepingCapacity: true)
        _ = walkDefinitions(from: terms) { index in
            if let definition = records[index].definition, !isRequired(definition) { reached.append(index) }
            return true
        }
    }

    /// Moves an optional definition into the tableau, where its errors let it give way. The
    /// constraint keeps its place in the order of additions.
    private func harden(_ record: Int) throws(SolverError) {
        let constraint = records[record].definition!.constraint
        let place = place(of: constraint)
        var terms = borrowRecordTerms(of: constraint)
        defer { giveBack(terms) }
        // A layout constraint whose items are gone reads no terms any more: its row is then
        // built from those it was defined with.
        if terms.isEmpty { appendTerms(ofDefinitionOf: record, to: &terms) }
        undefine(record)
        do {
            _ = try addToTableau(constraint, terms: terms, keeping: place)
        } catch {
            // Nothing refuses an optional row but a fault of the solver's own.
            throw .internalError("an optional definition could not move into the tableau: \(error)")
        }
    }

    /// Appends the terms of the equality that defines `record`, as the constraint named them
    /// (the variable's own coefficient among them).
    private func appendTerms(ofDefinitionOf record: Int, to terms: inout [RecordTerm]) {
        let definition = records[record].definition!
        // The definition is the equality divided by minus the variable's coefficient.
        let own = -1 / definition.markerCoefficient
        terms.append(RecordTerm(record: record, coefficient: own))
        for term in definitionTerms(of: record) {
            terms.append(RecordTerm(record: term.record, coefficient: term.coefficient * -own))
        }
    }
}
