/// Adding a constraint to the simplex tableau (kiwi's path, with defined variables expanded).
extension Solver {
    /// Returns whether the row went in through phase one (``Tableau/addWithArtificialVariable(_:artificialSymbol:constantScale:)``).
    /// `place` is the constraint's place among the additions when it keeps the one it had.
    func addToTableau(
        _ constraint: SolverConstraint, terms: [RecordTerm], keeping place: SequencePlace? = nil
    ) throws(SolverError) -> Bool {
        var namesDefinition = false
        for term in terms where records[term.record].definition != nil {
            release(term.record, avoiding: terms)
            namesDefinition = true
        }
        if namesDefinition { try hardenOptionalDefinitions(reachableFrom: terms) }
        var (row, tag, constantScale) = makeRow(for: constraint, terms: terms)
        // A constant that is only what is left of a cancellation is zero: solving for a small
        // coefficient must not turn the leftover into a value. (A redundant equality's is
        // judged below, by what its equalities may be off by. The scan of the cells comes last:
        // most rows a layout adds have a constant of zero.)
        if row.constant != 0 && isLeftover(row.constant, of: row, summedFrom: constantScale) && !namesDummiesOnly(row) {
            row.constant = 0
        }
        var subject = chooseSubject(row, tag) ?? freeRestrictedSubject(row)
        if subject == nil && namesDummiesOnly(row) {
            let isRoundingOnly = isRounding(row.constant, summedFrom: constantScale)
            guard
                isRoundingOnly
                    || holdsWithinAllowances(row, allowances: consistencyAllowances(adding: (tag.marker, constraint)))
            else {
                release(tag)
                throw .unsatisfiableConstraint(constraint, conflicting: owners(of: row.cells.map(\.symbol)))
            }
            // Redundant: it holds already, or within what its equalities may be off by (a miss
            // kept, see `Tableau.acceptMiss(ofRowFor:)`). Its marker becomes basic, so it can be
            // removed later.
            if isRoundingOnly { row.constant = 0 }
            subject = tag.marker
        }
        let throughPhaseOne = subject == nil
        tableau.changedConstantScale = 0
        if let subject {
            tableau.noteSolved(largestCoefficient: row.solve(for: subject))
            tableau.substitute(subject, with: row)
            tableau.insertRow(row, for: subject)
            if subject.isDummy { tableau.acceptMiss(ofRowFor: subject) }
        } else {
            let artificial = makeSymbol(.slack)
            let blocking = try tableau.addWithArtificialVariable(
                row, artificialSymbol: artificial, constantScale: constantScale)
            tableau.releaseSymbol(artificial)
            if let blocking {
                // Phase one pivoted the real objective along; make it optimal again before refusing.
                try tableau.optimize()
                try repairAfterRefusal()
                release(tag)
                throw .unsatisfiableConstraint(constraint, conflicting: owners(of: blocking))
            }
        }
        register(constraint, .tableau(tag), terms: terms, keeping: place)
        guard try tableau.optimize() else {
            // A row the new one pushed below zero cannot be lifted back: with it, the required
            // constraints cannot all hold (seen through rows whose old values were so large
            // that the push looked like their rounding).
            let conflicting = owners(of: tableau.unliftedRow)
            entries.remove(constraint)
            try removeFromTableau(tag, of: constraint)
            try repairAfterRefusal()
            throw .unsatisfiableConstraint(constraint, conflicting: conflicting)
        }
        return throughPhaseOne
    }

    /// After a refused row is taken out again: the pivots it caused through rows of values like
    /// 10¹⁵ may leave a restricted row below zero by their rounding, in rows whose values are
    /// now small. Such a row is zero, at the scale of the rows the attempt changed
    /// (`Tableau.changedConstantScale`). A scan of every row, on refusals only.
    private func repairAfterRefusal() throws(SolverError) {
        tableau.queueNegativeRows()
        _ = try tableau.dualOptimize(zeroingNoise: true, noiseScale: tableau.changedConstantScale)
    }

    /// Whether a row holds dummies only: what a redundant required equality leaves.
    private func namesDummiesOnly(_ row: Row) -> Bool {
        for cell in row.cells where !cell.symbol.isDummy { return false }
        return true
    }

    /// Whether a row of dummies only (a redundant required equality) holds once each required
    /// equality it names may be off by its allowance (``consistencyAllowances(adding:)``): its
    /// constant, plus what it was let miss before (`besides`, its basic dummy, if it is in the
    /// tableau), is within the dummies' reach.
    func holdsWithinAllowances(_ row: Row, besides: Symbol? = nil, allowances: [Double]) -> Bool {
        let miss = row.constant + (besides.map(tableau.acceptedMiss(of:)) ?? 0)
        let reach = tableau.dummyReach(of: row, besides: besides) { $0.id < allowances.count ? allowances[$0.id] : 0 }
        return abs(miss) <= reach
    }

    /// How far each required equality may be off, by its marker's id (0 for other symbols):
    /// ``Tolerance/consistency`` of 1 + |its constant|. `adding` is a constraint not registered
    /// yet, with its marker. It reads every constraint: only for rows refused until now.
    func consistencyAllowances(adding: (marker: Symbol, constraint: SolverConstraint)? = nil) -> [Double] {
        var allowances: [Double] = []
        func allow(_ marker: Symbol?, _ constraint: SolverConstraint) {
            guard let marker, marker.isDummy else { return }
            if marker.id >= allowances.count { allowances.pad(toCount: marker.id + 1, with: 0) }
            allowances[marker.id] = Tolerance.consistency * (1 + abs(constraint.expressionConstant))
        }
        for entry in entries.entries {
            switch entry.state {
            case .tableau(let tag): allow(tag.marker, entry.constraint)
            case .defining(let record): allow(records[Int(record)].definition!.marker, entry.constraint)
            }
        }
        if let adding { allow(adding.marker, adding.constraint) }
        return allowances
    }

    /// Calls `body` with each error symbol of a tableau constraint and its weight in the
    /// objective: the strength for the error of an inequality and for an equality's rising
    /// above zero, the shortfall strength for an equality's falling below.
    static func forEachError(of tag: Tag, _ constraint: SolverConstraint, _ body: (Symbol, Double) -> Void) {
        if tag.marker.kind == .error { body(tag.marker, constraint.strength.value) }
        if let other = tag.other, other.kind == .error {
            body(other, (constraint.relation == .equal ? constraint.shortfallStrength : constraint.strength).value)
        }
    }

    /// Calls `body` with every error symbol of the tableau and its weight in the objective
    /// (``Tableau/forEachErrorWeight``).
    func forEachErrorWeight(_ body: (Symbol, Double) -> Void) {
        entries.forEachEntry { entry in
            if case .tableau(let tag) = entry.state { Solver.forEachError(of: tag, entry.constraint, body) }
        }
    }

    /// Gives back the symbols of a constraint that did not go in.
    func release(_ tag: Tag) {
        tableau.releaseSymbol(tag.marker)
        if let other = tag.other { tableau.releaseSymbol(other) }
    }

    /// The constraint as a row in parametric symbols, with its slack, error or dummy symbols,
    /// and the sum of the sizes of the numbers summed into its constant.
    func makeRow(for constraint: SolverConstraint, terms: [RecordTerm]) -> (Row, Tag, constantScale: Double) {
        scratchRow.addConstant(constraint.expressionConstant)
        appendExpansion(of: terms, into: &scratchRow)
        // The new symbols go into the accumulator too, so the row is sorted and sized once.
        let strength = constraint.strength
        let tag: Tag
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign = constraint.relation == .lessThanOrEqual ? 1.0 : -1.0
            let slack = makeSymbol(.slack)
            scratchRow.add(slack, sign)
            if strength.isRequired {
                tag = Tag(marker: slack, other: nil, markerSign: sign)
            } else {
                let error = makeSymbol(.error)
                scratchRow.add(error, -sign)
                tag = Tag(marker: slack, other: error, markerSign: sign)
            }
        case .equal:
            if strength.isRequired {
                let dummy = makeSymbol(.dummy)
                scratchRow.add(dummy, 1)
                tag = Tag(marker: dummy, other: nil, markerSign: 1)
            } else {
                let plus = makeSymbol(.error)
                let minus = makeSymbol(.error)
                scratchRow.add(plus, -1)
                scratchRow.add(minus, 1)
                tag = Tag(marker: plus, other: minus, markerSign: -1)
            }
        }
        Solver.forEachError(of: tag, constraint) { tableau.addToObjective($0, $1) }
        let constantScale = scratchRow.constantScale
        var row = scratchRow.makeRow()
        // Restricted subjects need a non-negative constant.
        if row.constant < 0 { row.reverseSign() }
        return (row, tag, constantScale)
    }

    /// The symbol to solve a new row for: the external symbol with the largest coefficient; else the marker or the other
    /// error symbol if it is restricted and its coefficient is negative (so it is ≥ 0 at the start).
    private func chooseSubject(_ row: Row, _ tag: Tag) -> Symbol? {
        // The external with the largest coefficient: solving divides by it.
        var external: Cell?
        for cell in row.cells where cell.symbol.isExternal {
            if abs(cell.coefficient) > abs(external?.coefficient ?? 0) { external = cell }
        }
        if let external { return external.symbol }
        if tag.marker.isRestricted && row.coefficient(for: tag.marker) < 0 { return tag.marker }
        if let other = tag.other, other.isRestricted && row.coefficient(for: other) < 0 { return other }
        return nil
    }

    /// A slack or error symbol to solve a row for without the artificial-variable phase (which
    /// kiwi would run). Solving `0 = c + Σ aᵢsᵢ` (c ≥ 0) for `s` gives `s = c / |aₛ|` when
    /// aₛ < 0, and every restricted row holding `s` moves by `coefficient × c / |aₛ|`; `s` is
    /// valid when none of them turns negative. With c = 0 (an alignment that already holds) any
    /// nonzero coefficient will do: nothing moves. The objective is re-optimised afterwards.
    private func freeRestrictedSubject(_ row: Row) -> Symbol? {
        let constantIsZero = row.constant == 0
        for cell in row.cells where cell.symbol.isPivotable && (cell.coefficient < 0 || constantIsZero) {
            if constantIsZero { return cell.symbol }
            let value = row.constant / -cell.coefficient
            let keepsFeasibility = tableau.allRowsContaining(cell.symbol) { basic in
                guard basic.isRestricted, let other = tableau.row(for: basic) else { return true }
                let shift = other.coefficient(for: cell.symbol) * value
                let moved = other.constant + shift
                // Noise at the scale of the two numbers summed, not of the row's coefficients:
                // those may be the very ones that cancel (a row of 10¹⁴·s left at −173).
                return moved >= 0 || isNoise(moved, magnitude: max(abs(other.constant), abs(shift)))
            }
            if keepsFeasibility { return cell.symbol }
        }
        return nil
    }

    /// The constraints whose markers are among `symbols`, oldest first.
    func owners(of symbols: [Symbol]) -> [SolverConstraint] {
        // Only conflict reports ask: a scan of the entries instead of a marker index kept up
        // on every constraint.
        let markers = Set(tableau.ungrouped(symbols))
        return entries.entries.filter { entry in
            switch entry.state {
            case .tableau(let tag): markers.contains(tag.marker)
            case .defining(let record): records[Int(record)].definition!.marker.map(markers.contains) ?? false
            }
        }
        .sorted { $0.sequence < $1.sequence }
        .map(\.constraint)
    }
}
