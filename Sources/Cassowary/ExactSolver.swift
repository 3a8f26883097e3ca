/// The solver's exact mode: the same Cassowary algorithm over ``Rational``s, for systems whose
/// coefficients span too many orders of magnitude for doubles (see ``Solver``).
///
/// A double holds 16 digits; a pivot on a coefficient of 10⁻⁶ beside one of 10³ spends nine of
/// them, and a few such pivots leave rounding that no tolerance tells from a real difference:
/// a feasible addition is refused, an optimum is missed. In rationals zero is zero, so every
/// decision (unsatisfiable or not, optimal or not, which row leaves) is the right one, and the
/// answer is only rounded once, when values are read.
///
/// Exact is not what a user of doubles means, though: `x == y + 0.1`, `y == z + 0.2` and
/// `x == z + 0.3` contradict each other by 3·10⁻¹⁷ in binary. A required constraint is refused
/// only when no point comes within ``nearFeasibility`` × (1 + |constant|) of every required
/// constraint; one that does is kept with its constant moved by at most that much (the
/// tableau's constants are the moved ones, see ``Entry/constant``).
///
/// It is kiwi's algorithm kept simple, at the price of speed: rows are dictionaries, a refused
/// addition restores a copy of the tableau, and a constant update is a removal and an addition.
/// Dantzig's rule picks the entering symbol until pivots stop making progress, then Bland's.
/// External variables are unrestricted: one with a positive cost may enter going down.
final class ExactSolver {
    enum Kind {
        case external, slack, error, dummy
        /// Slack and error symbols must stay ≥ 0 (dummies stay 0).
        var isRestricted: Bool { self == .slack || self == .error }
    }

    typealias Row = ExactRow

    /// A constraint's marker (and the other error symbol of an optional one).
    struct Tag {
        var marker: Int
        var other: Int?
    }

    /// A held constraint and its tag; no tag for one that the double tableau accepted and the
    /// rationals cannot (see ``adopt(_:)``).
    struct Entry {
        let constraint: SolverConstraint
        /// Order of addition, kept when the tableau is built again.
        let sequence: Int
        var tag: Tag?
        /// The constant in the tableau: the constraint's, or one moved within the tolerance.
        var constant: Rational
    }

    private var kinds: [Kind] = []
    private var rows: [Int: Row] = [:]
    private var objective = Row()
    /// Phase one's objective, while an addition looks for a feasible point.
    private var artificial: Row?
    private var symbols: [Variable: Int] = [:]
    private var variables: [Int: (variable: Variable, uses: Int)] = [:]
    private var entries: [ObjectIdentifier: Entry] = [:]
    private var edits: [Variable: SolverConstraint] = [:]

    private var nextSequence = 0
    /// Calls of `invariantViolation`, which checks the encoding of constraints every few.
    private var encodingChecks = 0

    /// Degenerate pivots in a row before the entering symbol is chosen by Bland's rule.
    static let degeneratePivotsBeforeBland = 50
    /// How far, as a fraction of 1 + |constant|, a required constraint may miss and still be
    /// taken as holding: far above the rounding of the decimals users write, far below a
    /// contradiction anyone means.
    static let nearFeasibility = 1.0e-7
    /// A miss this small next to the numbers summed into a row's constant is the rounding of
    /// those numbers (see `allowedMiss`): some hundreds of units in the last place of a double.
    static let roundingNoise = 1.0e-13

    /// How many constraints are held (edits included).
    var constraintCount: Int { entries.count }

    // MARK: - Constraints

    func hasConstraint(_ constraint: SolverConstraint) -> Bool {
        entries[ObjectIdentifier(constraint)] != nil
    }

    /// As ``Solver/addConstraint(_:)``.
    func addConstraint(_ constraint: SolverConstraint) throws(SolverError) {
        guard !hasConstraint(constraint) else { throw .duplicateConstraint(constraint) }
        guard constraint.isFinite else { throw .nonFiniteConstraint(constraint) }
        let (tag, constant) = try place(constraint, constant: constraint.expressionConstant)
        nextSequence += 1
        entries[ObjectIdentifier(constraint)] = Entry(
            constraint: constraint, sequence: nextSequence, tag: tag, constant: constant)
        countUses(of: constraint, by: 1)
    }

    /// Takes over a constraint the double tableau held: added again, or, if it contradicts the
    /// required constraints (which only rounding let the double tableau accept), held without
    /// effect until it is removed.
    func adopt(_ constraint: SolverConstraint) {
        var placed: (tag: Tag, constant: Rational)?
        do {
            placed = try place(constraint, constant: constraint.expressionConstant)
        } catch {
            if case .internalError(let problem) = error { assertionFailure("adopting \(constraint): \(problem)") }
        }
        nextSequence += 1
        entries[ObjectIdentifier(constraint)] = Entry(
            constraint: constraint, sequence: nextSequence, tag: placed?.tag,
            constant: placed?.constant ?? Rational(constraint.expressionConstant))
        countUses(of: constraint, by: 1)
    }

    /// As ``Solver/removeConstraint(_:)``.
    func removeConstraint(_ constraint: SolverConstraint) throws(SolverError) {
        let id = ObjectIdentifier(constraint)
        guard let entry = entries[id] else { throw .unknownConstraint(constraint) }
        if let tag = entry.tag {
            // An internal error leaves the constraint held, as it was.
            let saved = (rows, objective)
            do {
                try removeFromTableau(constraint, tag)
            } catch {
                (rows, objective) = saved
                throw error
            }
        }
        entries[id] = nil
        countUses(of: constraint, by: -1)
        if constraint.strength.isRequired { try restoreMovedConstants() }
    }

    /// As ``Solver/updateConstant(of:to:)``: the constraint goes and comes back with the new
    /// constant, or with the old one if the new one cannot hold.
    func updateConstant(of constraint: SolverConstraint, to constant: Double) throws(SolverError) {
        let id = ObjectIdentifier(constraint)
        guard let entry = entries[id] else { throw .unknownConstraint(constraint) }
        guard constant.isFinite else { throw .nonFiniteValue(constant) }
        guard constant != constraint.expressionConstant else { return }
        guard let tag = entry.tag else {
            constraint.setConstant(constant)
            return
        }
        let saved = (rows, objective, entries)
        do {
            try removeFromTableau(constraint, tag)
            entries[id]!.tag = nil
            (entries[id]!.tag, entries[id]!.constant) = try place(constraint, constant: constant)
        } catch {
            (rows, objective, entries) = saved  // the old constant, as it was
            throw error
        }
        constraint.setConstant(constant)
        if constraint.strength.isRequired { try restoreMovedConstants() }
    }

    /// Gives constants moved to reconcile a near miss (see `place`) back to their constraints,
    /// as far as the others allow, once a required constraint has gone or changed: the miss
    /// may have gone with it, and a moved constant that a 10⁻⁶ coefficient magnifies moves
    /// values, and optima, far more than its 10⁻⁷. The moved constraints go out and come back
    /// in their order with their own constants (moved again only as far as still needed).
    private func restoreMovedConstants() throws(SolverError) {
        let moved = entries.values.filter { entry in
            entry.tag != nil && entry.constant != Rational(entry.constraint.expressionConstant)
        }.sorted { $0.sequence < $1.sequence }
        guard !moved.isEmpty else { return }
        let saved = (rows, objective, entries)
        do {
            for entry in moved {
                try removeFromTableau(entry.constraint, entry.tag!)
                entries[ObjectIdentifier(entry.constraint)]!.tag = nil
            }
            for entry in moved {
                let id = ObjectIdentifier(entry.constraint)
                (entries[id]!.tag, entries[id]!.constant) = try place(
                    entry.constraint, constant: entry.constraint.expressionConstant)
            }
        } catch {
            if case .internalError = error { throw error }
            // Their own constants no longer hold together (what let the miss pass may have
            // changed, as values that made rounding large): they stay moved, as they held.
            (rows, objective, entries) = saved
        }
    }

    // MARK: - Edits

    /// As ``Solver/addEditVariable(_:strength:)``.
    func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        guard edits[variable] == nil else { throw .duplicateEditVariable(variable) }
        let constraint = try Constraint.edit(of: variable, strength: strength)
        try addConstraint(constraint)
        edits[variable] = constraint
    }

    /// Takes over an edit the double tableau held, whose constraint is adopted already.
    func adoptEdit(_ constraint: SolverConstraint, of variable: Variable) {
        edits[variable] = constraint
    }

    /// As ``Solver/removeEditVariable(_:)``.
    func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let constraint = edits.removeValue(forKey: variable) else {
            throw .unknownEditVariable(variable)
        }
        try removeConstraint(constraint)
    }

    func hasEditVariable(_ variable: Variable) -> Bool {
        edits[variable] != nil
    }

    /// As ``Solver/suggestValue(_:for:)``.
    func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        guard let constraint = edits[variable] else { throw .unknownEditVariable(variable) }
        guard value.isFinite else { throw .nonFiniteValue(value) }
        try updateConstant(of: constraint, to: -value)
    }

    // MARK: - Values

    /// Writes each variable's value, rounded once; a variable nothing determines reads 0.
    func updateVariables() {
        for (symbol, known) in variables {
            known.variable.value = rows[symbol]?.value.toDouble() ?? 0
        }
    }

    /// The exact value of `variable` in the current solution (0 if nothing determines it).
    func value(of variable: Variable) -> Rational {
        guard let symbol = symbols[variable] else { return .zero }
        return rows[symbol]?.value ?? .zero
    }

    // MARK: - Near consistency

    /// For a required constraint that the others refuse: the constants that make every required
    /// constraint hold exactly at the point that misses them least (each miss measured against
    /// 1 + |its constant|), if that point misses none by more than ``nearFeasibility``; else nil.
    ///
    /// The point minimises `miss` over `-scale·miss ≤ expression ≤ scale·miss` for each
    /// required constraint (one side for an inequality), solved by another exact solver.
    private func nearlyConsistentConstants(adding constraint: SolverConstraint, constant: Double) -> [ObjectIdentifier:
        Rational]?
    {
        // In the order of addition, as everything here: the point found must not depend on hashing.
        var required = entries.values.filter { $0.tag != nil && $0.constraint.strength.isRequired }
            .sorted { $0.sequence < $1.sequence }.map { ($0.constraint, $0.constraint.expressionConstant) }
        required.append((constraint, constant))
        let probe = ExactSolver()
        let miss = Variable("miss")
        do {
            for (member, memberConstant) in required {
                let scale = 1 + abs(memberConstant)
                let terms = member.expression.terms
                if member.relation != .greaterThanOrEqual {
                    try probe.addConstraint(
                        Constraint(Expression(terms + [Term(miss, -scale)], constant: memberConstant), .lessThanOrEqual)
                    )
                }
                if member.relation != .lessThanOrEqual {
                    try probe.addConstraint(
                        Constraint(
                            Expression(terms + [Term(miss, scale)], constant: memberConstant), .greaterThanOrEqual))
                }
            }
            try probe.addConstraint(Constraint(Expression(miss), .greaterThanOrEqual))
            try probe.addConstraint(Constraint(Expression(miss), .equal, strength: .weak))
        } catch {
            return nil
        }
        guard probe.value(of: miss) <= Rational(ExactSolver.nearFeasibility) else { return nil }
        var constants: [ObjectIdentifier: Rational] = [:]
        for (member, memberConstant) in required {
            var residual = Rational(memberConstant)
            for term in member.expression.terms {
                residual += Rational(term.coefficient) * probe.value(of: term.variable)
            }
            // Move the constant by what the point misses by, and no more.
            switch member.relation {
            case .equal: break
            case .lessThanOrEqual: residual = max(residual, .zero)
            case .greaterThanOrEqual: residual = min(residual, .zero)
            }
            constants[ObjectIdentifier(member)] = Rational(memberConstant) - residual
        }
        return constants
    }

    /// Builds the tableau again from the held constraints in their order, required ones with
    /// `constants`, then adds `constraint` with its own; all hold together at one point, so
    /// no addition should be refused. If one is, the tableau is left as it was.
    private func rebuild(
        movingConstantsTo constants: [ObjectIdentifier: Rational], thenAdding constraint: SolverConstraint
    ) throws(SolverError) -> (tag: Tag, constant: Rational) {
        let held = entries.values.filter { $0.tag != nil && $0.constraint !== constraint }.sorted {
            $0.sequence < $1.sequence
        }
        let saved = (rows, objective, entries)
        rows = [:]
        objective = Row()
        do {
            for entry in held {
                let id = ObjectIdentifier(entry.constraint)
                (entries[id]!.tag, entries[id]!.constant) = try addToTableau(
                    entry.constraint, constant: constants[id] ?? entry.constant)
            }
            return try addToTableau(constraint, constant: constants[ObjectIdentifier(constraint)]!)
        } catch {
            (rows, objective, entries) = saved
            throw error
        }
    }

    // MARK: - The tableau

    private func makeSymbol(_ kind: Kind) -> Int {
        kinds.append(kind)
        return kinds.count - 1
    }

    private func countUses(of constraint: SolverConstraint, by step: Int) {
        for term in constraint.expression.terms {
            guard let symbol = symbols[term.variable] else { continue }
            variables[symbol]!.uses += step
            forgetIfUnused(symbol)
        }
    }

    /// Drops a variable no constraint names (nothing in the tableau holds it then).
    private func forgetIfUnused(_ symbol: Int) {
        guard let known = variables[symbol], known.uses == 0 else { return }
        variables[symbol] = nil
        symbols[known.variable] = nil
    }

    private func symbol(for variable: Variable) -> Int {
        if let symbol = symbols[variable] { return symbol }
        let symbol = makeSymbol(.external)
        symbols[variable] = symbol
        variables[symbol] = (variable, 0)
        return symbol
    }

    /// Adds the constraint with `constant`; if it is required and misses the others by more
    /// than the tolerance allows it alone, the tableau is built again with every required
    /// constant moved within the tolerance, if that makes them hold together. Returns the tag
    /// and the constant the tableau holds; throws and leaves the tableau as it was otherwise.
    private func place(_ constraint: SolverConstraint, constant: Double) throws(SolverError) -> (
        tag: Tag, constant: Rational
    ) {
        do {
            return try addToTableau(constraint, constant: Rational(constant))
        } catch {
            guard case .unsatisfiableConstraint = error, constraint.strength.isRequired, refusalMayBeRounding,
                let constants = nearlyConsistentConstants(adding: constraint, constant: constant)
            else { throw error }
            do {
                return try rebuild(movingConstantsTo: constants, thenAdding: constraint)
            } catch let rebuildError {
                if case .internalError = rebuildError { throw rebuildError }
                // The moved constants still miss by more than rounding once noise is dropped.
                throw error
            }
        }
    }

    /// Adds the constraint's row with `constant`, or throws and leaves the tableau as it was.
    /// A required constraint that misses by no more than the tolerance, the others holding,
    /// is added with its constant moved so that it holds; the constant in the tableau is returned.
    private func addToTableau(_ constraint: SolverConstraint, constant: Rational) throws(SolverError) -> (
        tag: Tag, constant: Rational
    ) {
        var (row, tag, sign, largestConstantTerm) = makeRow(constraint, constant: constant)
        let allowedMiss = ExactSolver.allowedMiss(constant, summedFrom: largestConstantTerm)
        var held = constant
        if let subject = subject(of: row, tag) {
            row.solve(for: subject)
            substitute(subject, by: row)
            rows[subject] = row
        } else if row.symbols.allSatisfy({ kinds[$0] == .dummy }) {
            // Only markers of required equalities: redundant if the constant agrees.
            guard row.value <= allowedMiss else {
                refusalMayBeRounding = mayBeRounding(miss: row.value, costs: row, allowedMiss: allowedMiss)
                dropUnused(constraint)
                throw .unsatisfiableConstraint(constraint, conflicting: owners(of: row.symbols))
            }
            held = held - sign * row.value
            row.zeroConstant()
            row.solve(for: tag.marker)
            substitute(tag.marker, by: row)
            rows[tag.marker] = row
        } else {
            let (savedRows, savedObjective) = (rows, objective)
            var blocking: [Int] = []
            let found: Rational?
            do {
                found = try addWithArtificialVariable(row, allowedMiss: allowedMiss, blocking: &blocking)
            } catch {
                (rows, objective) = (savedRows, savedObjective)
                throw error
            }
            guard let miss = found else {
                (rows, objective) = (savedRows, savedObjective)
                dropUnused(constraint)
                throw .unsatisfiableConstraint(constraint, conflicting: owners(of: blocking))
            }
            held = held - sign * miss
        }
        try optimize()
        return (tag, held)
    }

    /// Whether the last refusal by `addToTableau` may be rounding that moving constants within
    /// the tolerance takes away (else `nearlyConsistentConstants` cannot succeed; see
    /// ``mayBeRounding(miss:costs:allowedMiss:)``).
    private var refusalMayBeRounding = true

    /// Whether a refused constraint's least `miss` (the others holding exactly) could come
    /// within `allowedMiss` with every required constant moved by at most twice its tolerance
    /// (once for a constant already moved, see ``Entry/constant``). The least miss is convex in
    /// the constants, and `costs` (the miss in terms of the symbols at its minimum) holds its
    /// slope in each constraint's marker: moving the constants lowers it by at most the sum of
    /// |slope| × allowed move. Cheap next to the probe it spares (a system as large as this one).
    private func mayBeRounding(miss: Rational, costs: Row, allowedMiss: Rational) -> Bool {
        let twiceTheTolerance = Rational(2 * ExactSolver.nearFeasibility)
        var reach = allowedMiss
        for entry in entries.values where entry.constraint.strength.isRequired {
            guard let marker = entry.tag?.marker, let slope = costs.coefficient(of: marker) else { continue }
            let size = Rational(1 + abs(entry.constraint.expressionConstant))
            reach += slope.magnitude * twiceTheTolerance * size
            if miss <= reach { return true }
        }
        return miss <= reach
    }

    /// What a required constraint with `constant` may miss by and still count as holding.
    /// A miss is also allowed the rounding of the numbers its row's constant was summed from
    /// (see `makeRow`): values of 10¹² carry 10⁻⁴ of it.
    private static func allowedMiss(_ constant: Rational, summedFrom largestTerm: Rational) -> Rational {
        let size = constant.magnitude
        return max(Rational(nearFeasibility) * (.one + size), Rational(roundingNoise) * largestTerm)
    }

    /// Forgets the variables a refused addition made.
    private func dropUnused(_ constraint: SolverConstraint) {
        for term in constraint.expression.terms {
            if let symbol = symbols[term.variable] { forgetIfUnused(symbol) }
        }
    }

    /// The constraint as a row `0 = constant + Σ …` over parametric symbols, with its constant
    /// not negative, and its tag; error symbols enter the objective at their weights. The sign
    /// is -1 if the row is the constraint's negated; the size of the largest number summed into
    /// the constant comes last.
    ///
    /// Every coefficient is kept, however small the substitution of basic rows leaves it next
    /// to the terms that made it: dropping such "noise" changes the constraint (removal seed
    /// 1640300 lost a required inequality that way).
    private func makeRow(_ constraint: SolverConstraint, constant: Rational) -> (Row, Tag, Rational, Rational) {
        var row = Row(constant: constant)
        var largestConstantTerm = constant.magnitude
        for term in constraint.expression.terms {
            let coefficient = Rational(term.coefficient)
            guard !coefficient.isZero else { continue }
            let symbol = symbol(for: term.variable)
            if let basic = rows[symbol] {
                row.add(basic, times: coefficient)
                let term = coefficient * basic.value
                largestConstantTerm = max(largestConstantTerm, term.magnitude)
            } else {
                row.insert(symbol, coefficient)
            }
        }
        var tag: Tag
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            tag = Tag(marker: makeSymbol(.slack))
            if !constraint.strength.isRequired {
                tag.other = makeSymbol(.error)
                objective.insert(tag.other!, Rational(constraint.strength.value))
            }
        case .equal where constraint.strength.isRequired:
            tag = Tag(marker: makeSymbol(.dummy))
        case .equal:
            tag = Tag(marker: makeSymbol(.error), other: makeSymbol(.error))
            objective.insert(tag.marker, Rational(constraint.strength.value))
            objective.insert(tag.other!, Rational(constraint.shortfallStrength.value))
        }
        let coefficients = ExactSolver.tagCoefficients(of: constraint)
        row.insert(tag.marker, coefficients.marker)
        if let other = tag.other { row.insert(other, coefficients.other) }
        if row.constant.signum < 0 { return (row.negated(), tag, -.one, largestConstantTerm) }
        return (row, tag, .one, largestConstantTerm)
    }

    /// The coefficients of a constraint's marker and other error symbol in its row: expression
    /// + slack = 0 for ≤ and expression − slack = 0 for ≥, an error on the other side letting an
    /// optional one miss; expression + dummy = 0 for a required equality, and expression =
    /// above − below for an optional one.
    private static func tagCoefficients(of constraint: SolverConstraint) -> (marker: Rational, other: Rational) {
        switch constraint.relation {
        case .lessThanOrEqual: (.one, -.one)
        case .greaterThanOrEqual: (-.one, .one)
        case .equal: constraint.strength.isRequired ? (.one, .zero) : (-.one, .one)
        }
    }

    /// An external symbol (the lowest), else the marker or other error symbol if its
    /// coefficient is negative: solving for it keeps every restricted row as it is. An external
    /// is taken only if no restricted row holds it, whose value would move with it.
    private func subject(of row: Row, _ tag: Tag) -> Int? {
        let externals = row.symbols.filter { kinds[$0] == .external }.sorted()
        if let external = externals.first(where: { symbol in
            !rows.contains { basic, other in kinds[basic] != .external && other.contains(symbol) }
        }) {
            return external
        }
        if kinds[tag.marker].isRestricted, row.sign(of: tag.marker) < 0 { return tag.marker }
        if let other = tag.other, kinds[other].isRestricted, row.sign(of: other) < 0 { return other }
        return nil
    }

    /// Phase one: the row becomes an artificial symbol's, whose value the simplex drives as
    /// low as it goes: the least the constraint misses by while the others hold. Returns that
    /// miss if it is at most `allowedMiss` (the row's constant is then moved by it), else nil
    /// with the symbols that hold the miss up in `blocking`.
    private func addWithArtificialVariable(_ row: Row, allowedMiss: Rational, blocking: inout [Int])
        throws(SolverError) -> Rational?
    {
        let artificialSymbol = makeSymbol(.slack)
        rows[artificialSymbol] = row
        artificial = row
        do {
            try optimize(phaseOne: true)
        } catch {
            artificial = nil
            throw error
        }
        let miss = artificial!.value
        let costs = artificial!
        artificial = nil
        guard miss <= allowedMiss else {
            blocking = Array(costs.symbols)
            refusalMayBeRounding = mayBeRounding(miss: miss, costs: costs, allowedMiss: allowedMiss)
            return nil
        }
        if !miss.isZero { rows[artificialSymbol]!.zeroConstant() }
        if var basicRow = rows.removeValue(forKey: artificialSymbol), !basicRow.symbols.isEmpty {
            // Still basic at zero: any symbol of its row can take its place.
            let symbols = basicRow.symbols
            let entering =
                symbols.filter { kinds[$0].isRestricted }.min() ?? symbols.filter { kinds[$0] == .external }.min()
                ?? symbols.min()!
            basicRow.solve(for: artificialSymbol, entering: entering)
            substitute(entering, by: basicRow)
            rows[entering] = basicRow
        }
        for basic in Array(rows.keys) where rows[basic]!.contains(artificialSymbol) {
            rows[basic]!.remove(artificialSymbol)
        }
        objective.remove(artificialSymbol)
        return miss
    }

    /// The held constraints whose markers or errors are among `symbols`, in the order they
    /// were added.
    private func owners(of symbols: some Sequence<Int>) -> [SolverConstraint] {
        let symbols = Set(symbols)
        return entries.values.filter { entry in
            guard let tag = entry.tag else { return false }
            return symbols.contains(tag.marker) || tag.other.map(symbols.contains) == true
        }.sorted { $0.sequence < $1.sequence }.map(\.constraint)
    }

    private func substitute(_ symbol: Int, by row: Row) {
        for basic in Array(rows.keys) where rows[basic]!.contains(symbol) {
            rows[basic]!.substitute(symbol, by: row)
        }
        objective.substitute(symbol, by: row)
        artificial?.substitute(symbol, by: row)
    }

    private func pivot(leaving: Int, entering: Int) {
        var row = rows.removeValue(forKey: leaving)!
        row.solve(for: leaving, entering: entering)
        substitute(entering, by: row)
        rows[entering] = row
    }

    /// The primal simplex on the objective (or phase one's): moves to an optimum, keeping
    /// every restricted row at or above zero and every dummy at zero.
    private func optimize(phaseOne: Bool = false) throws(SolverError) {
        var degeneratePivots = 0
        while true {
            let costs = phaseOne ? artificial! : objective
            let useBland = degeneratePivots >= ExactSolver.degeneratePivotsBeforeBland
            guard let (entering, direction) = enteringSymbol(costs, useBland: useBland) else { return }
            guard let (leaving, ratio) = leavingRow(for: entering, direction: direction) else {
                throw .internalError("exact simplex: the objective is unbounded")
            }
            degeneratePivots = ratio.isZero ? degeneratePivots + 1 : 0
            pivot(leaving: leaving, entering: entering)
        }
    }

    /// A symbol whose move lowers the objective, and its direction (+1 up, -1 down: externals
    /// only): the most improving one, or with Bland's rule the lowest. (Costs are compared by
    /// numerator: they share the row's denominator.)
    private func enteringSymbol(_ costs: Row, useBland: Bool) -> (Int, Int)? {
        var best: (symbol: Int, direction: Int, cost: BigInt)?
        for (symbol, cost) in costs.cells {
            let direction: Int
            switch kinds[symbol] {
            case .dummy: continue
            case .external: direction = cost.signum < 0 ? 1 : -1
            case .slack, .error:
                guard cost.signum < 0 else { continue }
                direction = 1
            }
            let gain = direction < 0 ? -cost : cost  // negative
            guard let current = best else {
                best = (symbol, direction, gain)
                continue
            }
            let isBetter =
                useBland
                ? symbol < current.symbol : (gain < current.cost || (gain == current.cost && symbol < current.symbol))
            if isBetter { best = (symbol, direction, gain) }
        }
        return best.map { ($0.symbol, $0.direction) }
    }

    /// The row whose basic symbol first meets its bound as `entering` moves in `direction`
    /// (ties to the lowest symbol), and how far it moves.
    private func leavingRow(for entering: Int, direction: Int) -> (Int, Rational)? {
        var best: (basic: Int, ratio: Rational)?
        for (basic, row) in rows {
            guard let coefficient = row.cells[entering] else { continue }
            let ratio: Rational
            switch kinds[basic] {
            case .external: continue
            case .dummy: ratio = .zero
            case .slack, .error:
                // The row's denominator cancels out of constant / rate.
                let rate = direction < 0 ? -coefficient : coefficient
                guard rate.signum < 0 else { continue }
                ratio = Rational(numerator: row.constant, denominator: -rate)
            }
            if let current = best, current.ratio < ratio || (current.ratio == ratio && current.basic < basic) {
                continue
            }
            best = (basic, ratio)
        }
        return best.map { ($0.basic, $0.ratio) }
    }

    /// Takes the constraint's row out: its errors leave the objective, its marker becomes
    /// basic in a row that can lose it without breaking a bound, and that row goes.
    private func removeFromTableau(_ constraint: SolverConstraint, _ tag: Tag) throws(SolverError) {
        if kinds[tag.marker] == .error { removeFromObjective(tag.marker, weight: constraint.strength) }
        if let other = tag.other, kinds[other] == .error {
            removeFromObjective(
                other, weight: constraint.relation == .equal ? constraint.shortfallStrength : constraint.strength)
        }
        if rows.removeValue(forKey: tag.marker) == nil {
            guard let leaving = markerLeavingRow(tag.marker) else {
                throw .internalError("exact simplex: no row holds a constraint's marker")
            }
            var row = rows.removeValue(forKey: leaving)!
            row.solve(for: leaving, entering: tag.marker)
            substitute(tag.marker, by: row)
        }
        try optimize()
    }

    private func removeFromObjective(_ symbol: Int, weight: Strength) {
        let weight = Rational(weight.value)
        if let row = rows[symbol] {
            objective.add(row, times: -weight)
        } else {
            objective.insert(symbol, -weight)
        }
    }

    /// The row to solve for a parametric marker: a dummy's (which stays zero), else the
    /// restricted row that bounds the marker's move first (upwards, else downwards), else an
    /// external's. Ties go to the lowest symbol.
    private func markerLeavingRow(_ marker: Int) -> Int? {
        var dummy: Int?
        var up: (basic: Int, ratio: Rational)?
        var down: (basic: Int, ratio: Rational)?
        var external: Int?
        func better(_ candidate: (basic: Int, ratio: Rational), than current: (basic: Int, ratio: Rational)?) -> Bool {
            guard let current else { return true }
            return candidate.ratio < current.ratio
                || (candidate.ratio == current.ratio && candidate.basic < current.basic)
        }
        for (basic, row) in rows {
            guard let coefficient = row.cells[marker] else { continue }
            switch kinds[basic] {
            case .dummy: dummy = min(dummy ?? basic, basic)
            case .external: external = min(external ?? basic, basic)
            case .slack, .error:
                if coefficient.signum < 0 {
                    let candidate = (basic, Rational(numerator: -row.constant, denominator: coefficient))
                    if better(candidate, than: up) { up = candidate }
                } else {
                    let candidate = (basic, Rational(numerator: row.constant, denominator: coefficient))
                    if better(candidate, than: down) { down = candidate }
                }
            }
        }
        return dummy ?? up?.basic ?? down?.basic ?? external
    }

    // MARK: - Checks

    /// A description of the first broken invariant, or nil: rows over parametric symbols,
    /// restricted rows not negative, dummy rows zero, the objective optimal, and (every few
    /// calls in a large system) every held constraint still stated by the tableau.
    func invariantViolation() -> String? {
        for (basic, row) in rows {
            if let symbol = row.symbols.first(where: { rows[$0] != nil }) {
                return "exact row \(basic) holds basic \(symbol)"
            }
            if kinds[basic].isRestricted && row.constant.signum < 0 { return "exact row \(basic) is negative" }
            if kinds[basic] == .dummy && (!row.constant.isZero || row.symbols.contains { kinds[$0] != .dummy }) {
                return "exact dummy row \(basic) is not zero in dummies only"
            }
        }
        if enteringSymbol(objective, useBland: true) != nil { return "exact objective is not optimal" }
        encodingChecks += 1
        guard encodingChecks % max(1, entries.count / ExactSolver.encodingChecksPerCall) == 0 else { return nil }
        return entries.values.lazy.compactMap(encodingViolation).first
    }

    /// Held constraints whose encoding one call of `invariantViolation` checks, on average:
    /// every one, in a system of this many or fewer, else all after every few calls (each
    /// check costs a row's worth of substitutions).
    private static let encodingChecksPerCall = 32

    /// A description of how the tableau no longer states `entry`'s constraint, or nil: its
    /// terms, held constant and tag symbols, each basic one replaced by its row, must cancel
    /// exactly (a row that lost a cell would hold some other constraint).
    private func encodingViolation(of entry: Entry) -> String? {
        guard let tag = entry.tag else { return nil }
        let constraint = entry.constraint
        var residual = Row(constant: entry.constant)
        func add(_ symbol: Int, times coefficient: Rational) {
            if let basic = rows[symbol] {
                residual.add(basic, times: coefficient)
            } else {
                residual.insert(symbol, coefficient)
            }
        }
        for term in constraint.expression.terms {
            let coefficient = Rational(term.coefficient)
            guard !coefficient.isZero else { continue }
            guard let symbol = symbols[term.variable] else {
                return "\(constraint) names a variable the tableau does not know"
            }
            add(symbol, times: coefficient)
        }
        let coefficients = ExactSolver.tagCoefficients(of: constraint)
        add(tag.marker, times: coefficients.marker)
        if let other = tag.other { add(other, times: coefficients.other) }
        guard residual.value.isZero, residual.symbols.isEmpty else {
            return
                "the tableau no longer states \(constraint): off by \(residual.value) and \(residual.symbols.count) symbols"
        }
        return nil
    }
}

extension ExactSolver {
    /// The sizes of the exact state, as ``Solver/statistics`` reports them.
    var statistics: SolverStatistics {
        SolverStatistics(
            constraints: entries.count, definitions: 0, tableauRows: rows.count,
            tableauCells: rows.values.reduce(0) { $0 + $1.symbols.count }, objectiveCells: objective.symbols.count,
            edits: edits.count)
    }

    /// The exact rows, objective first, symbols named by kind and id (`x3` external, `s4` slack,
    /// `e5` error, `d6` dummy) and numbers as fractions.
    func dump() -> String {
        func text(_ row: Row) -> String {
            row.symbols.sorted().reduce("\(row.value)") { text, symbol in
                let coefficient = row.coefficient(of: symbol)!
                return text + (coefficient.signum < 0 ? " - " : " + ")
                    + "\(coefficient.magnitude) * "
                    + name(symbol)
            }
        }
        func name(_ symbol: Int) -> String {
            switch kinds[symbol] {
            case .external: variables[symbol].map { "\($0.variable)" } ?? "x\(symbol)"
            case .slack: "s\(symbol)"
            case .error: "e\(symbol)"
            case .dummy: "d\(symbol)"
            }
        }
        var out = "Exact objective\n---------------\n\(text(objective))\n\nExact tableau\n-------------\n"
        for basic in rows.keys.sorted() { out += "\(name(basic)) = \(text(rows[basic]!))\n" }
        out += "\nExact constraints\n-----------------\n"
        for entry in entries.values.sorted(by: { $0.constraint.description < $1.constraint.description }) {
            out +=
                "\(entry.constraint)" + (entry.tag.map { "  [marker \(name($0.marker))]" } ?? "  [without effect]")
                + "\n"
        }
        return out
    }
}
