/// Required equalities kept outside the tableau as definitions (see ``Solver``).
///
/// Invariants: a defined variable never appears in the tableau; definitions form no cycle; a
/// definition names only variables that are free, in the tableau, or defined themselves.
extension Solver {
    /// A variable is free when nothing fixes it yet: no definition, no tableau row or column, no edit.
    func isFree(_ record: Int) -> Bool {
        records[record].definition == nil && !tableau.contains(records[record].symbol)
    }

    /// Tries to keep a required equality as a definition. Returns false when it has to go into
    /// the tableau instead.
    ///
    /// First choice: a free variable of the constraint itself (the last one written, which in
    /// `view.edge == other.edge` form is usually the newest). Second choice: a defined variable of
    /// the constraint whose own defining equality has another free variable; that equality is
    /// re-solved for the free one, and the new constraint defines the variable it released.
    func defineLazily(_ constraint: Constraint, terms: [RecordTerm]) -> Bool {
        for term in terms.reversed() where isFree(term.record) {
            if define(term.record, by: constraint, terms: terms) { return true }
        }
        for term in terms.reversed() {
            guard let previous = records[term.record].definition else { continue }
            let previousTerms = recordTerms(of: previous.constraint)
            for candidate in previousTerms.reversed()
            where candidate.record != term.record && isFree(candidate.record) {
                undefine(term.record)
                if define(candidate.record, by: previous.constraint, terms: previousTerms) {
                    if define(term.record, by: constraint, terms: terms) { return true }
                    undefine(candidate.record)
                }
                _ = define(term.record, by: previous.constraint, terms: previousTerms)
            }
        }
        return false
    }

    /// Defines `record`'s variable by solving `constraint` for it, unless that would close a
    /// cycle of definitions. Returns whether it did.
    func define(_ record: Int, by constraint: Constraint, terms: [RecordTerm]) -> Bool {
        guard let own = terms.first(where: { $0.record == record }) else { return false }
        let others = terms.filter { $0.record != record }
        if records[record].referencers > 0 && reaches(record, from: others) { return false }
        let scale = -1.0 / own.coefficient
        let definition = Definition(
            constraint: constraint,
            constant: constraint.expression.constant * scale,
            terms: others.map { RecordTerm(record: $0.record, coefficient: $0.coefficient * scale) })
        for term in definition.terms { records[term.record].referencers += 1 }
        records[record].definition = definition
        register(constraint, .defining(record))
        evaluationPlan = nil
        return true
    }

    /// Drops a variable's definition; the variable is free afterwards.
    func undefine(_ record: Int) {
        guard let definition = records[record].definition else { return }
        for term in definition.terms { records[term.record].referencers -= 1 }
        records[record].definition = nil
        entries.remove(definition.constraint)
        evaluationPlan = nil
    }

    /// Whether following definitions from `terms` leads to `target` (a walk over the
    /// definition graph; only run when something already names `target`).
    private func reaches(_ target: Int, from terms: [RecordTerm]) -> Bool {
        walkStamp += 1
        let stamp = walkStamp
        var pending = terms.map(\.record)
        while let index = pending.popLast() {
            if index == target { return true }
            if records[index].mark == stamp { continue }
            records[index].mark = stamp
            for term in records[index].definition?.terms ?? [] where records[term.record].mark != stamp {
                pending.append(term.record)
            }
        }
        return false
    }

    /// Frees a defined variable that the tableau is about to need, cheaply if possible: its
    /// defining equality is re-solved for another free variable of it (so a stack's spacing
    /// equality that happened to define `row.height` comes to define the next row's `top`
    /// instead, when hugging then names the height). Only if no such variable exists is the
    /// definition chain promoted into the tableau.
    /// `avoiding` lists the variables of the constraint on its way into the tableau: none of
    /// them may become defined.
    func release(_ record: Int, avoiding: [RecordTerm]) {
        guard let definition = records[record].definition else { return }
        let terms = recordTerms(of: definition.constraint)
        for candidate in terms.reversed()
        where candidate.record != record && !avoiding.contains(where: { $0.record == candidate.record })
            && isFree(candidate.record)
        {
            undefine(record)
            if define(candidate.record, by: definition.constraint, terms: terms) { return }
            _ = define(record, by: definition.constraint, terms: terms)
        }
        promote(record)
    }

    /// Moves a defined variable, and every defined variable its definition depends on, into the
    /// tableau as ordinary required rows (with their markers, so they can be removed later).
    func promote(_ record: Int) {
        var pending: [(record: Int, expanded: Bool)] = [(record, false)]
        while let (index, expanded) = pending.popLast() {
            guard let definition = records[index].definition else { continue }
            if !expanded {
                pending.append((index, true))
                for term in definition.terms where records[term.record].definition != nil {
                    pending.append((term.record, false))
                }
                continue
            }
            let sequence = entries[definition.constraint]!.sequence
            undefine(index)
            let constraint = definition.constraint
            var (row, tag) = makeRow(for: constraint, terms: recordTerms(of: constraint))
            let symbol = records[index].symbol
            row.solve(for: symbol)
            tableau.insertRow(row, for: symbol)
            entries.set(ConstraintEntry(constraint: constraint, state: .tableau(tag), sequence: sequence))
        }
    }
}
