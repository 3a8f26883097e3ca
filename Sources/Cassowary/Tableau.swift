/// The simplex tableau: basic symbols with their rows, the objective, and a column index.
///
/// Every row is written in parametric (non-basic) symbols only, and the objective too. The
/// column index maps each parametric symbol to the basic symbols whose rows hold it, so a
/// substitution visits only those rows instead of the whole tableau (kiwi visits every row).
final class Tableau {
    private(set) var rows: [Symbol: Row] = [:]
    /// Parametric symbol → basic symbols whose rows contain it.
    private(set) var columns: [Symbol: Set<Symbol>] = [:]
    private(set) var objective = Objective()
    /// The phase-one objective, present only while a constraint is added through an artificial variable.
    private var artificial: Objective?
    /// Restricted basic symbols whose constant went negative; the dual simplex repairs them.
    private var infeasible: [Symbol] = []
    private var appeared: [Symbol] = []
    private var vanished: [Symbol] = []

    // MARK: - Queries

    func row(for basic: Symbol) -> Row? { rows[basic] }

    func isBasic(_ symbol: Symbol) -> Bool { rows[symbol] != nil }

    /// Whether the symbol takes part in the tableau at all: basic, in a row, or in the objective.
    func contains(_ symbol: Symbol) -> Bool {
        rows[symbol] != nil || columns[symbol] != nil || objective.contains(symbol)
    }

    /// The basic symbols whose rows hold `symbol`, in symbol order (determinism matters:
    /// pivots chosen from them must not depend on hashing).
    func rowsContaining(_ symbol: Symbol) -> [Symbol] {
        guard let column = columns[symbol] else { return [] }
        return column.sorted()
    }

    func column(_ symbol: Symbol, contains basic: Symbol) -> Bool {
        columns[symbol]?.contains(basic) ?? false
    }

    func reset() {
        rows.removeAll()
        columns.removeAll()
        objective = Objective()
        artificial = nil
        infeasible.removeAll()
    }

    // MARK: - Row bookkeeping

    func insertRow(_ row: Row, for basic: Symbol) {
        for cell in row.cells { columns[cell.symbol, default: []].insert(basic) }
        rows[basic] = row
    }

    @discardableResult
    func removeRow(for basic: Symbol) -> Row? {
        guard let row = rows.removeValue(forKey: basic) else { return nil }
        for cell in row.cells { unindex(cell.symbol, from: basic) }
        return row
    }

    private func unindex(_ symbol: Symbol, from basic: Symbol) {
        guard var column = columns.removeValue(forKey: symbol) else { return }
        column.remove(basic)
        if !column.isEmpty { columns[symbol] = column }
    }

    /// Adds `delta` to a basic row's constant; a restricted row that turns negative is queued
    /// for the dual simplex.
    func shiftConstant(of basic: Symbol, by delta: Double) {
        rows[basic]!.constant += delta
        if basic.isRestricted && rows[basic]!.constant < 0 { infeasible.append(basic) }
    }

    /// Queues every restricted row whose constant is negative for the dual simplex.
    func queueNegativeRows() {
        for (basic, row) in rows where basic.isRestricted && row.constant < 0 { infeasible.append(basic) }
        infeasible.sort(by: >)
    }

    func addToObjective(_ symbol: Symbol, _ coefficient: Double) {
        objective.insert(symbol, coefficient)
    }

    func addToObjective(_ row: Row, times factor: Double) {
        objective.add(row, times: factor)
    }

    /// Replaces `symbol` everywhere (rows, objective, phase-one objective) by `row`.
    func substitute(_ symbol: Symbol, with row: Row) {
        for basic in rowsContaining(symbol) {
            let coefficient = rows[basic]!.coefficient(for: symbol)
            rows[basic]!.remove(symbol)
            unindex(symbol, from: basic)
            appeared.removeAll(keepingCapacity: true)
            vanished.removeAll(keepingCapacity: true)
            rows[basic]!.add(row, times: coefficient, appeared: &appeared, vanished: &vanished)
            for added in appeared { columns[added, default: []].insert(basic) }
            for gone in vanished { unindex(gone, from: basic) }
            if basic.isRestricted && rows[basic]!.constant < 0 { infeasible.append(basic) }
        }
        objective.substitute(symbol, with: row)
        artificial?.substitute(symbol, with: row)
    }

    /// Exchanges a basic symbol for a parametric one that its row holds.
    func pivot(leaving: Symbol, entering: Symbol) {
        var row = removeRow(for: leaving)!
        row.solve(for: entering, exchanging: leaving)
        substitute(entering, with: row)
        insertRow(row, for: entering)
    }

    // MARK: - Simplex

    /// Primal simplex on the objective (or, during phase one, the artificial objective).
    func optimize(artificialObjective: Bool = false) throws(SolverError) {
        while true {
            let current = artificialObjective ? artificial! : objective
            guard let entering = current.enteringSymbol else { return }
            guard let leaving = leavingRow(for: entering) else {
                throw .internalError("the objective is unbounded")
            }
            pivot(leaving: leaving, entering: entering)
        }
    }

    /// The restricted row that limits `entering` first (minimum ratio; ties to the lower symbol).
    private func leavingRow(for entering: Symbol) -> Symbol? {
        var best: Symbol?
        var bestRatio = Double.infinity
        for basic in rowsContaining(entering) where basic.isRestricted {
            let row = rows[basic]!
            let coefficient = row.coefficient(for: entering)
            guard coefficient < 0 else { continue }
            let ratio = -row.constant / coefficient
            if ratio < bestRatio {
                bestRatio = ratio
                best = basic
            }
        }
        return best
    }

    /// Dual simplex: makes the queued negative rows feasible again while the objective stays optimal.
    /// Returns false when a row cannot be repaired (the constraints have become infeasible).
    func dualOptimize() -> Bool {
        while let leaving = infeasible.popLast() {
            guard let row = rows[leaving], row.constant < 0 else { continue }
            var entering: Symbol?
            var bestRatio = Double.infinity
            for cell in row.cells where cell.coefficient > 0 && !cell.symbol.isDummy {
                let ratio = objective.coefficient(for: cell.symbol) / cell.coefficient
                if ratio < bestRatio {
                    bestRatio = ratio
                    entering = cell.symbol
                }
            }
            guard let entering else {
                infeasible.removeAll()
                return false
            }
            pivot(leaving: leaving, entering: entering)
        }
        return true
    }

    /// The row to pivot on when a marker must leave the tableau: a restricted row that the marker
    /// limits first, else any restricted row, else an external one (kiwi's three tiers: they keep
    /// the remaining rows feasible).
    func markerLeavingRow(for marker: Symbol) -> Symbol? {
        var first: Symbol?
        var second: Symbol?
        var third: Symbol?
        var firstRatio = Double.infinity
        var secondRatio = Double.infinity
        for basic in rowsContaining(marker) {
            let row = rows[basic]!
            let coefficient = row.coefficient(for: marker)
            if basic.isExternal {
                if third == nil { third = basic }
            } else if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if ratio < firstRatio {
                    firstRatio = ratio
                    first = basic
                }
            } else {
                let ratio = row.constant / coefficient
                if ratio < secondRatio {
                    secondRatio = ratio
                    second = basic
                }
            }
        }
        return first ?? second ?? third
    }

    /// Takes a marker (or an artificial symbol) and everything it defines out of the tableau.
    func removeMarker(_ marker: Symbol) throws(SolverError) {
        if removeRow(for: marker) != nil { return }
        guard let leaving = markerLeavingRow(for: marker) else {
            throw .internalError("no row holds the marker of a constraint being removed")
        }
        var row = removeRow(for: leaving)!
        row.solve(for: marker, exchanging: leaving)
        substitute(marker, with: row)
    }

    /// Adds a row that has no valid subject by minimising an artificial variable equal to it.
    ///
    /// - Returns: nil on success, else the symbols of the phase-one objective at its optimum:
    ///   the markers of the constraints that keep the new row from reaching zero. On failure the
    ///   row is taken out again, so the tableau is as before.
    func addWithArtificialVariable(_ row: Row, artificialSymbol: Symbol) throws(SolverError) -> [Symbol]? {
        insertRow(row, for: artificialSymbol)
        artificial = Objective(row)
        try optimize(artificialObjective: true)
        let phaseOne = artificial!
        artificial = nil
        guard nearZero(phaseOne.constant) else {
            try removeMarker(artificialSymbol)
            return phaseOne.cells.keys.sorted()
        }
        if var basicRow = removeRow(for: artificialSymbol), !basicRow.isConstant {
            // The artificial symbol is basic at zero: swap it for any slack or error in its row.
            guard let entering = basicRow.cells.first(where: { $0.symbol.isPivotable })?.symbol else {
                return []
            }
            basicRow.solve(for: entering, exchanging: artificialSymbol)
            substitute(entering, with: basicRow)
            insertRow(basicRow, for: entering)
        }
        // Now parametric at zero: dropping it from every row keeps every value.
        for basic in rowsContaining(artificialSymbol) {
            rows[basic]!.remove(artificialSymbol)
            unindex(artificialSymbol, from: basic)
        }
        objective.remove(artificialSymbol)
        return nil
    }
}
