#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An incremental Cassowary solver: add and remove constraints, edit variables, read values.
///
/// The algorithm is the one of Badros, Borning and Stuckey's Cassowary paper as kiwi implements it
/// (primal simplex after each change, dual simplex for edits, local removal through markers),
/// with two changes that make its work follow the structure of the constraint graph:
///
/// - **Definitions.** An equality with a variable that nothing else constrains yet is not put
///   into the tableau. It is kept as a sparse definition `v = c + Σ aᵢ·xᵢ` that may name
///   other defined variables, and values are found by evaluating definitions in dependency order.
///   A stack view's chain `row[i].top = row[i-1].top + row[i-1].height + s` then stays one short
///   definition per row, where a fully substituted tableau holds O(N²) cells (kiwi's case).
///   When an inequality, an optional constraint or an edit names a variable a required
///   equality defines, its row holds the definition's expansion plus the definition's marker,
///   and the definition stays:
///   a closing inequality on the last row of a stack is one row of O(N) cells, not N promoted
///   rows. A definition whose marker rows hold becomes a row again only when it is removed.
///   An optional equality defining a variable holds exactly (a view's intrinsic length along
///   its stack: no row, no errors in the objective) until a row would hold its expansion: then
///   it goes into the tableau first, where it can give way.
/// - **Sparse rows with a column index**, so a pivot touches only the rows that hold its symbol.
///
/// A system with a coefficient 10³ or more away from 1 (10⁻⁶ beside 1) is solved in exact
/// rational arithmetic instead, from its first such constraint until it is empty or reset:
/// pivots on such coefficients spend the digits of a double, and no tolerance then tells
/// rounding from a real difference. Required constraints that agree up to the rounding of their
/// decimals (`x == z + 0.3` beside `x == y + 0.1` and `y == z + 0.2`) still hold together
/// there. Layout's coefficients never call for it.
///
/// Nothing here is thread-safe; use one solver from one thread.
public final class Solver {
    let tableau = Tableau()
    @exclusivity(unchecked) var records: DenseArray<VariableRecord> = []
    /// Which record slot holds which variable, and which slots are free.
    @exclusivity(unchecked) var recordSlots = SlotIndex<Variable>()
    /// Stands in free record slots (one per solver: values are written to it).
    let freeSlotVariable = Variable("(free)")
    @exclusivity(unchecked) var entries = ConstraintTable()
    /// Record index → the edit on that variable.
    @exclusivity(unchecked) var edits: [Int: Edit] = [:]
    /// The sequence number of the latest addition (see ``register(_:_:terms:keeping:)``).
    @exclusivity(unchecked) private(set) var nextSequence: Int32 = 0
    /// How many times the entries have been renumbered (see ``register(_:_:terms:keeping:)``).
    @exclusivity(unchecked) private var sequenceNumbering = 0
    /// The largest sequence number an entry is given (tests lower it).
    @exclusivity(unchecked) var lastSequence = Int32.max
    /// A visit stamp for graph walks over definitions; bumped once per walk (``beginWalk()``).
    /// Tests raise it to its end.
    @exclusivity(unchecked) package var walkStamp: Int32 = 0
    /// Operations so far, for spacing out invariant checks on large systems.
    @exclusivity(unchecked) var operationCount = 0
    /// How many rows and records a debug build checks per operation, on average (see
    /// ``checkInvariants()``). Applications built for debugging get a small budget, so that a
    /// view tree of hundreds of constraints moves between windows in a fifth of a second (it
    /// took two seconds at 256); the fuzzer and the project's tests check larger systems after
    /// every operation.
    package var invariantCheckBudget = Solver.defaultInvariantCheckBudget
    /// The thorough budget, used by the fuzzer's replayer and, through the environment
    /// variable `SOLVER_INVARIANT_BUDGET`, by the project's test runs.
    package static let thoroughInvariantCheckBudget = 256
    /// The budget of ``invariantCheckBudget`` unless set: `SOLVER_INVARIANT_BUDGET` if it is a
    /// positive number, else 8.
    package static let defaultInvariantCheckBudget: Int = {
        guard let text = getenv("SOLVER_INVARIANT_BUDGET"), let budget = Int(String(cString: text)), budget > 0
        else { return 8 }
        return budget
    }()
    /// The order in which to evaluate definitions. Valid while ``isEvaluationPlanCurrent``;
    /// otherwise its arrays are kept to be refilled, so a large layout's change does not free and
    /// allocate megabytes (each large allocation makes the allocator sort through every small
    /// block the change freed).
    @exclusivity(unchecked) var evaluationPlan = EvaluationPlan()
    @exclusivity(unchecked) var isEvaluationPlanCurrent = false
    @exclusivity(unchecked) private var failsNextOperation = false
    /// Set while the tableau is rebuilt, or an addition retried on a rebuilt one (see
    /// ``reconsiderOnDrift(_:)``): those additions do not start another rebuild.
    @exclusivity(unchecked) var isRefactoring = false
    /// Set while ``rebuildTableau(order:accepts:)`` puts the constraints back, each with its
    /// old sequence number.
    @exclusivity(unchecked) var isRebuildingTableau = false
    /// Scratch buffer of values, kept between updates.
    @exclusivity(unchecked) var values: [Double] = []
    /// Scratch row for building constraint rows (see ``RowAccumulator``).
    @exclusivity(unchecked) var scratchRow = RowAccumulator()
    /// The storage of the rows a constant change moves, kept between changes.
    @exclusivity(unchecked) var movedRows: [Symbol] = []
    /// The buffer ``byStability(_:)`` fills, handed back by its callers.
    @exclusivity(unchecked) var stabilityOrderBuffer: [RecordTerm] = []
    /// Buffers for what a constraint's addition gathers and drops again (no allocation on the
    /// hot path): ``borrowRecordTerms(of:)``'s (a few: an addition that frees a defined variable
    /// re-solves its definition meanwhile), ``appendExpansion(of:into:groupingRowsRead:)``'s defined records,
    /// their order and weights, and a definition walk's pending records.
    @exclusivity(unchecked) var recordTermsBuffers: [[RecordTerm]] = []
    @exclusivity(unchecked) var expansionStarts: [Int] = []
    @exclusivity(unchecked) var expansionOrder: [Int] = []
    @exclusivity(unchecked) var expansionWeights: [Double] = []
    @exclusivity(unchecked) var walkBuffer: [Int32] = []
    /// The terms of the definitions.
    @exclusivity(unchecked) var definitionTermPool = DefinitionTermPool()
    /// Records retired by constraint removals and not freed yet (see ``retireRecord(_:)``).
    @exclusivity(unchecked) var idleRecords: [Int] = []
    /// Variable records made so far (a work counter: tests check that changes reuse records).
    @exclusivity(unchecked) package internal(set) var recordsMade = 0
    /// The exact mode, once a constraint's coefficients called for it (see ``switchToExactArithmetic(adding:)``):
    /// it then holds every constraint, and the double state is empty.
    @exclusivity(unchecked) var exact: ExactSolver?

    /// An empty solver: no constraints, edits or variables.
    public init() {
        tableau.forEachErrorWeight = { [unowned self] body in forEachErrorWeight(body) }
    }

    deinit {
        releaseRecordHints()
        entries.removeAll()
    }

    // MARK: - Constraints

    /// Adds a constraint.
    ///
    /// - Throws: ``SolverError/duplicateConstraint(_:)`` if it is already added,
    ///   ``SolverError/nonFiniteConstraint(_:)`` for a NaN or infinite coefficient or constant,
    ///   ``SolverError/unsatisfiableConstraint(_:conflicting:)`` if it is required and cannot hold
    ///   with the required constraints already added (the solver then holds what it held, with
    ///   the same values).
    public func addConstraint(_ constraint: SolverConstraint) throws(SolverError) {
        try injectedFailure()
        if let exact {
            defer { checkExactInvariants() }
            return try exact.addConstraint(constraint)
        }
        guard entries[constraint] == nil else { throw .duplicateConstraint(constraint) }
        // Its terms read once (a layout constraint derives them).
        try constraint.withTerms { (terms: borrowing TermList) throws(SolverError) in
            try add(constraint, terms: terms)
        }
    }

    /// ``addConstraint(_:)`` of a constraint this solver does not hold, with its terms.
    private func add(_ constraint: SolverConstraint, terms list: borrowing TermList) throws(SolverError) {
        guard constraint.expressionConstant.isFinite && SolverConstraint.isFinite(list) else {
            throw .nonFiniteConstraint(constraint)
        }
        // Not while rebuilding: the constraints going in again were all held in doubles.
        if !isRefactoring && needsExactArithmetic(list) {
            defer { checkExactInvariants() }
            return try switchToExactArithmetic(adding: constraint)
        }
        // In the solver's buffer: every addition reads its terms, and none keeps them.
        let terms = borrowRecordTerms(of: list)
        defer {
            giveBack(terms)
            checkInvariants()
        }
        if constraint.relation == .equal && defineLazily(constraint, terms: terms) {
            countUses(of: terms, by: 1)
            return
        }
        let throughPhaseOne: Bool
        do {
            throughPhaseOne = try addToTableau(constraint, terms: terms)
        } catch {
            releaseUnusedRecords(terms)  // those this attempt made
            // Refused by a tableau that has drifted: refused again, if at all, by a rebuilt one.
            if case .unsatisfiableConstraint = error, rebuiltAfterDrift() {
                isRefactoring = true
                defer { isRefactoring = false }
                try addConstraint(constraint)
                return
            }
            throw error
        }
        countUses(of: terms, by: 1)
        if throughPhaseOne && tableau.mayHaveDrifted && !isRefactoring { try reconsiderOnDrift(constraint) }
    }

    /// For an addition refused by a tableau that may have drifted: if the constraints no longer
    /// hold at the current values, builds the tableau again from them (not while rebuilding).
    /// Returns whether it did, so that the addition is tried once more.
    private func rebuiltAfterDrift() -> Bool {
        guard tableau.mayHaveDrifted, !isRefactoring, constraintsNoLongerHold() else { return false }
        tableau.mayHaveDrifted = false
        return rebuildTableau()
    }

    /// Whether some tableau constraint no longer holds at the current values (``hasDrifted(at:)``).
    private func constraintsNoLongerHold() -> Bool {
        if !isEvaluationPlanCurrent { updateEvaluationPlan() }
        evaluate(evaluationPlan, into: &values)
        return hasDrifted(at: values)
    }

    /// Phase one found a way to satisfy a new constraint in a tableau that may have drifted
    /// (see ``hasDrifted(at:)``): through a coefficient of a drifted row it can find one where
    /// there is none. If the constraints no longer hold at the values found, the constraint
    /// is taken out, the tableau built again from the constraints, and the constraint added to
    /// that.
    private func reconsiderOnDrift(_ constraint: SolverConstraint) throws(SolverError) {
        guard constraintsNoLongerHold() else { return }
        tableau.mayHaveDrifted = false
        // Once per addition: a rebuilt tableau that drifts again is taken as it is.
        isRefactoring = true
        defer { isRefactoring = false }
        try removeConstraint(constraint)
        _ = rebuildTableau()
        try addConstraint(constraint)
    }

    /// Removes a constraint that was added.
    ///
    /// - Throws: ``SolverError/unknownConstraint(_:)`` if it is not in this solver.
    public func removeConstraint(_ constraint: SolverConstraint) throws(SolverError) {
        try injectedFailure()
        if let exact {
            defer {
                checkExactInvariants()
                leaveExactArithmeticIfEmpty()
            }
            return try exact.removeConstraint(constraint)
        }
        guard let entry = entries.remove(constraint) else {
            throw .unknownConstraint(constraint)
        }
        defer { checkInvariants() }
        switch entry.state {
        case .defining(let record):
            try removeDefinition(of: Int(record))
        case .tableau(let tag):
            try removeFromTableau(tag, of: constraint)
        }
        // Through the variables' hints (none if the constraint's items are gone: their records
        // then stay until the solver goes).
        constraint.withTerms { terms in
            for index in 0..<terms.count {
                guard let record = terms.withVariable(at: index, { existingRecord(for: $0) }) else { continue }
                records[record].uses -= 1
                retireRecord(record)
            }
        }
    }

    /// Takes the rows and symbols of a tableau constraint out (its entry is gone already).
    func removeFromTableau(_ tag: Tag, of constraint: SolverConstraint) throws(SolverError) {
        // Take the errors' weights out of the objective before the rows they live in go: the
        // weights they went in with (a held constraint's strengths do not change).
        Solver.forEachError(of: tag, constraint) { tableau.removeFromObjective($0, $1) }
        tableau.removeMarker(tag.marker)
        try tableau.optimize()
        release(tag)
    }

    /// Whether the constraint has been added and not removed.
    public func hasConstraint(_ constraint: SolverConstraint) -> Bool {
        exact?.hasConstraint(constraint) ?? (entries[constraint] != nil)
    }

    /// Changes the constant of an added constraint in place, without removing and re-adding it.
    ///
    /// For a constraint kept as a definition this is one number; in the tableau it shifts the rows
    /// that hold the constraint's marker and repairs them with the dual simplex, as an edit does.
    /// - Throws: ``SolverError/unknownConstraint(_:)``, ``SolverError/nonFiniteValue(_:)``, or
    ///   ``SolverError/unsatisfiableConstraint(_:conflicting:)`` if a required constraint cannot
    ///   take the new constant (the old one is kept).
    public func updateConstant(of constraint: SolverConstraint, to constant: Double) throws(SolverError) {
        try injectedFailure()
        if let exact {
            defer { checkExactInvariants() }
            return try exact.updateConstant(of: constraint, to: constant)
        }
        guard let entry = entries[constraint] else {
            throw .unknownConstraint(constraint)
        }
        guard constant.isFinite else { throw .nonFiniteValue(constant) }
        defer { checkInvariants() }
        let delta = constant - constraint.expressionConstant
        if delta == 0 { return }
        switch entry.state {
        case .defining(let recordNumber):
            let record = Int(recordNumber)
            let definition = records[record].definition!
            if let marker = definition.marker, tableau.contains(marker) {
                // Rows hold the definition's expansion: they move as a tableau constraint's would.
                try shift(Tag(marker: marker, other: nil, markerSign: 1), of: constraint, by: delta)
            }
            records[record].definition!.constant += delta * definition.markerCoefficient
        case .tableau(let tag):
            try shift(tag, of: constraint, by: delta)
        }
        constraint.setConstant(constant)
    }

    /// Moves the tableau to `constraint`'s constant shifted by `delta`, or throws
    /// ``SolverError/unsatisfiableConstraint(_:conflicting:)`` and leaves the old constant.
    private func shift(_ tag: Tag, of constraint: SolverConstraint, by delta: Double) throws(SolverError) {
        // An optional constraint (an edit) can take any constant: a row that stays below zero
        // by no more than the tableau's rounding is zero, not a reason to refuse.
        let isOptional = tag.isOptional
        switch try shiftMarker(of: tag, by: delta, zeroingNoise: isOptional) {
        case .shifted:
            return
        case .refused:
            throw .unsatisfiableConstraint(constraint, conflicting: [])
        case .unliftable:
            // Undo: the old constant was feasible, so after shifting back the dual simplex
            // can repair every row the failed attempt left negative, and the redundant
            // equalities are off by rounding only.
            let basics = rowsMoved(byConstantOf: tag)
            defer { movedRows = basics }
            move(basics, holdingMarkerOf: tag, by: -delta)
            for basic in basics where basic.isDummy { tableau.acceptMiss(ofRowFor: basic) }
            tableau.queueNegativeRows()
            guard try tableau.dualOptimize(zeroingNoise: isOptional) else {
                throw .internalError("cannot restore a constant")
            }
            throw .unsatisfiableConstraint(constraint, conflicting: [])
        }
    }

    /// What ``shiftMarker(of:by:zeroingNoise:)`` did.
    private enum ShiftOutcome {
        /// The constraint holds with its new constant.
        case shifted
        /// A redundant required equality would no longer hold: nothing changed.
        case refused
        /// A row cannot be repaired: the rows are shifted and partly repaired.
        case unliftable
    }

    /// Renames the marker `m` as `m' + δ·μ` (μ = ±1, the marker's coefficient in the constraint's
    /// original row), which is what changing the constraint's constant by δ means for the tableau,
    /// then lets the dual simplex repair the rows that went negative. The constraints cannot
    /// hold with the new constant when a redundant required equality (a basic dummy, which
    /// must stay zero) would no longer hold, and then the rows' constants are put back exactly
    /// as they were (shifting back would leave rounding in them); or when a row cannot be
    /// repaired.
    private func shiftMarker(of tag: Tag, by delta: Double, zeroingNoise: Bool) throws(SolverError) -> ShiftOutcome {
        let basics = rowsMoved(byConstantOf: tag)
        defer { movedRows = basics }
        // Only a redundant equality's row can refuse the shift: without one, nothing to restore.
        let before = basics.contains(where: \.isDummy) ? tableau.constants(of: basics) : nil
        move(basics, holdingMarkerOf: tag, by: delta)
        if let before, !reconcilesDummyRows(among: basics) {
            tableau.restore(before)
            return .refused
        }
        return try tableau.dualOptimize(zeroingNoise: zeroingNoise) ? .shifted : .unliftable
    }

    /// The rows a change of `tag`'s constraint's constant moves: the marker's own row if it is
    /// basic, else the rows that hold it, itself or in a group (groups stay whole: the change
    /// renames the marker, it does not take it out).
    /// In ``movedRows``'s storage, which the caller hands back (an edit allocates nothing).
    private func rowsMoved(byConstantOf tag: Tag) -> [Symbol] {
        var basics: [Symbol] = []
        swap(&basics, &movedRows)
        basics.removeAllKeepingCapacity()
        if tableau.isBasic(tag.marker) {
            basics.append(tag.marker)
        } else {
            tableau.appendRowsHoldingInEffect(tag.marker, to: &basics)
        }
        return basics
    }

    /// Shifts the constants of `basics` (``rowsMoved(byConstantOf:)``) as a change of `tag`'s
    /// constraint's constant by `delta` does.
    private func move(_ basics: [Symbol], holdingMarkerOf tag: Tag, by delta: Double) {
        let shift = delta * tag.markerSign
        for basic in basics {
            // The marker's own row is `m = … − shift`; any other moves by its coefficient of m.
            let coefficient =
                basic == tag.marker ? -1.0 : tableau.coefficientInEffect(of: tag.marker, inRowFor: basic)
            tableau.shiftConstant(of: basic, by: coefficient * shift)
        }
    }

    /// Whether every basic dummy among `basics` (a redundant required equality) still holds,
    /// at most after zeroing constants that its equalities' allowances reach, together with
    /// what it was let miss before (``holdsWithinAllowances(_:besides:allowances:)``; the dummy
    /// itself is one of them).
    private func reconcilesDummyRows(among basics: [Symbol]) -> Bool {
        var allowances: [Double]?
        while let broken = tableau.brokenDummyRow(among: basics) {
            var row = tableau.row(for: broken)!
            row.insert(broken, 1)  // the basic dummy may be off too
            if allowances == nil { allowances = consistencyAllowances() }
            guard holdsWithinAllowances(row, besides: broken, allowances: allowances!) else { return false }
            tableau.acceptMiss(ofRowFor: broken)
        }
        return true
    }

    // MARK: - Edit variables

    /// Makes `variable` suggestible at `strength` (which must not be required).
    ///
    /// - Throws: ``SolverError/duplicateEditVariable(_:)`` if it already has an edit,
    ///   ``SolverError/requiredEditStrength(_:)`` for a required strength.
    public func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        if let exact {
            try injectedFailure()
            defer { checkExactInvariants() }
            return try exact.addEditVariable(variable, strength: strength)
        }
        let record = self.record(for: variable)
        guard edits[record] == nil else { throw .duplicateEditVariable(variable) }
        let constraint = try Constraint.edit(of: variable, strength: strength)
        try addConstraint(constraint)
        // Looked up again: an addition may have rebuilt the tableau, and the records with it.
        edits[self.record(for: variable)] = Edit(constraint: constraint, value: 0)
    }

    /// Removes the edit on `variable`.
    ///
    /// - Throws: ``SolverError/unknownEditVariable(_:)`` if it has none.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        if let exact {
            try injectedFailure()
            defer {
                checkExactInvariants()
                leaveExactArithmeticIfEmpty()
            }
            return try exact.removeEditVariable(variable)
        }
        guard let record = existingRecord(for: variable), let edit = edits[record] else {
            throw .unknownEditVariable(variable)
        }
        try removeConstraint(edit.constraint)
        edits[record] = nil
        releaseUnusedRecords([RecordTerm(record: record, coefficient: 1)])
    }

    /// Whether `variable` currently has an edit (added and not removed).
    public func hasEditVariable(_ variable: Variable) -> Bool {
        if let exact { return exact.hasEditVariable(variable) }
        return existingRecord(for: variable).map { edits[$0] != nil } ?? false
    }

    /// Suggests a value for an edit variable; the dual simplex moves the solution to it as far as
    /// stronger constraints allow.
    ///
    /// - Throws: ``SolverError/unknownEditVariable(_:)`` if the variable has no edit,
    ///   ``SolverError/nonFiniteValue(_:)`` for NaN or infinity.
    public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        if let exact {
            try injectedFailure()  // as the double path's updateConstant does
            defer { checkExactInvariants() }
            return try exact.suggestValue(value, for: variable)
        }
        guard let record = existingRecord(for: variable), let edit = edits[record] else {
            throw .unknownEditVariable(variable)
        }
        guard value.isFinite else { throw .nonFiniteValue(value) }
        // The edit constraint is `variable - value == 0`.
        try updateConstant(of: edit.constraint, to: -value)
        edits[record]!.value = value
    }

    // MARK: - Values

    /// Writes the current solution into every variable's ``Variable/value``.
    ///
    /// A variable that nothing determines reads 0, as in kiwi.
    public func updateVariables() {
        if let exact { return exact.updateVariables() }
        releaseIdleRecords()
        if !isEvaluationPlanCurrent { updateEvaluationPlan() }
        evaluate(evaluationPlan, into: &values)
        if tableau.mayHaveDrifted {
            let drift = drift(at: values)
            if drift > Tolerance.drift { refactor(drifting: drift) }
            // Values far beyond any layout's keep the check on: a later row that cancels one
            // of them down to a small value keeps its rounding, which is drift only then.
            tableau.mayHaveDrifted = holdsHugeValue()
        }
        for index in records.indices { records[index].variable.value = values[index] }
    }

    /// Whether a variable's value is beyond ``Tolerance/hugeValue``.
    private func holdsHugeValue() -> Bool {
        for value in values where abs(value) > Tolerance.hugeValue { return true }
        return false
    }

    /// Removes every constraint, edit and variable.
    public func reset() {
        exact = nil
        self.tableau.reset()
        releaseRecordHints()
        records.removeAll()
        idleRecords.removeAll()
        entries.removeAll()
        edits.removeAll()
        definitionTermPool = DefinitionTermPool()
        isEvaluationPlanCurrent = false
    }

    // MARK: - Internals shared by the extensions

    /// Makes the next add, remove or constant update throw ``SolverError/internalError(_:)``
    /// before it changes anything, so that callers' recovery from a solver bug can be tested.
    package func failNextOperation() { failsNextOperation = true }

    private func injectedFailure() throws(SolverError) {
        guard failsNextOperation else { return }
        failsNextOperation = false
        throw .internalError("injected for a test")
    }

    /// The constraint's terms by record, in one of the buffers the solver keeps: give it back
    /// with ``giveBack(_:)`` once done with it.
    func borrowRecordTerms(of constraint: SolverConstraint) -> [RecordTerm] {
        constraint.withTerms { borrowRecordTerms(of: $0) }
    }

    /// The records of `list`'s terms, made where missing, in a buffer to ``giveBack(_:)``.
    func borrowRecordTerms(of list: borrowing TermList) -> [RecordTerm] {
        var terms = recordTermsBuffers.popLast() ?? []
        terms.removeAllKeepingCapacity()
        terms.reserveCapacity(list.count)
        for index in 0..<list.count {
            let record = list.withVariable(at: index) { self.record(for: $0) }
            terms.append(RecordTerm(record: record, coefficient: list.coefficient(at: index)))
        }
        return terms
    }

    func giveBack(_ terms: [RecordTerm]) {
        // Borrowers nest a few deep; beyond that (never on the usual paths) buffers are dropped.
        if recordTermsBuffers.count < Solver.keptRecordTermsBuffers { recordTermsBuffers.append(terms) }
    }

    /// How many record-term buffers the solver keeps (borrowers nest two deep).
    static let keptRecordTermsBuffers = 4

    func makeSymbol(_ kind: Symbol.Kind) -> Symbol { tableau.makeSymbol(kind) }

    /// Enters `constraint` in the table, with the records of its `terms` (all of them), as the
    /// latest addition, unless it keeps the number it had (`place`: a held constraint that moves
    /// into the tableau) and the entries have not been renumbered since.
    func register(
        _ constraint: SolverConstraint, _ state: ConstraintEntry.State, terms: [RecordTerm],
        keeping place: SequencePlace? = nil
    ) {
        if let place, place.numbering == sequenceNumbering {
            entries.set(ConstraintEntry(constraint: constraint, sequence: place.number, state: state))
            return
        }
        // A rebuild gives each constraint its old number back once it is in, and the count goes
        // on from where it was: it neither counts nor renumbers a table it is still filling.
        var sequence: Int32 = 0
        if !isRebuildingTableau {
            if nextSequence >= lastSequence {
                nextSequence = Int32(entries.renumberSequences())
                sequenceNumbering += 1
            }
            nextSequence += 1
            sequence = nextSequence
        }
        entries.set(
            ConstraintEntry(constraint: constraint, sequence: sequence, state: state))
    }

    /// A held constraint's number among the additions, and the numbering it belongs to.
    struct SequencePlace {
        let number: Int32
        let numbering: Int
    }

    /// The place of a held constraint, to give back once it is entered again.
    func place(of constraint: SolverConstraint) -> SequencePlace? {
        entries[constraint].map { SequencePlace(number: $0.sequence, numbering: sequenceNumbering) }
    }
}

// MARK: - Bookkeeping types

/// A user variable as the solver knows it.
struct VariableRecord {
    // In this order, the record takes 64 bytes with no padding: the use count fills the word of
    // the variable's part, the symbol the end of the definition's last word.
    let variable: Variable
    // The counts are 32 bits: a large solver keeps a record per variable.
    /// Constraints (edits included) that name the variable; at 0 the record can be freed.
    var uses: Int32 = 0
    /// Set while the variable is defined by an equality outside the tableau: a required one, or
    /// an optional one that nothing else constrains the variable against (see
    /// ``Solver/defineLazily(_:terms:)``).
    var definition: Definition?
    /// The variable's symbol in the tableau, made when the variable first enters a row
    /// (``Solver/tableauSymbol(of:)``); ``Symbol/vacant`` until then: most of a layout's
    /// variables are defined and never do.
    var symbol: Symbol
    /// How many definitions name this variable.
    var referencers: Int32 = 0
    /// Visit stamp for graph walks (see ``Solver/beginWalk()``); while a row expands
    /// definitions, ~place in their order (see ``Solver/appendExpansion(of:into:groupingRowsRead:)``).
    var mark: Int32 = 0

    init(variable: Variable, symbol: Symbol) {
        self.variable = variable
        self.symbol = symbol
    }
}

struct RecordTerm {
    var record: Int
    var coefficient: Double
}

/// `variable = constant + Σ coefficient × other`, one equality solved for one variable.
struct Definition {
    let constraint: SolverConstraint
    var constant: Double
    /// Where the terms are in the solver's ``DefinitionTermPool``, and how many.
    let termStart: Int32
    let termCount: Int32
    /// The marker's coefficient in the expansion: the constraint `expression + marker == 0`
    /// solved for the variable, like the terms.
    let markerCoefficient: Double
    /// ``marker``, or ``Symbol/vacant`` for none: an optional would take 8 more bytes in every
    /// variable record.
    private var storedMarker: Symbol

    init(
        constraint: SolverConstraint, constant: Double, termStart: Int32, termCount: Int, markerCoefficient: Double,
        marker: Symbol?
    ) {
        self.constraint = constraint
        self.constant = constant
        self.termStart = termStart
        self.termCount = Int32(termCount)
        self.markerCoefficient = markerCoefficient
        storedMarker = marker ?? .vacant
    }

    /// The positions of the terms in the pool.
    var termRange: Range<Int> { Int(termStart)..<Int(termStart) + Int(termCount) }

    /// The dummy symbol that tableau rows holding this definition's expansion carry; nil until a
    /// row first needs it (see ``Solver/appendExpansion(of:into:groupingRowsRead:)``).
    var marker: Symbol? {
        get { storedMarker == .vacant ? nil : storedMarker }
        set { storedMarker = newValue ?? .vacant }
    }
}

/// The marker (and, for optional constraints, the other error symbol) of a tableau constraint.
struct Tag {
    var marker: Symbol
    var other: Symbol?

    /// Whether the marker's coefficient in the constraint's own row is -1 rather than 1 (a
    /// flag, not the number: a large solver keeps a tag per constraint).
    private var isMarkerNegated: Bool

    init(marker: Symbol, other: Symbol?, markerSign: Double) {
        self.marker = marker
        self.other = other
        isMarkerNegated = markerSign < 0
    }

    /// The marker's coefficient in the constraint's own row, before any pivot: 1 or -1.
    var markerSign: Double { isMarkerNegated ? -1 : 1 }
    /// Whether the constraint is optional: only an optional one has an error besides its
    /// marker. (Read here, not from the constraint's strength, which a subclass may compute.)
    var isOptional: Bool { other != nil }
}

struct ConstraintEntry {
    // In this order, with 32-bit numbers, an entry takes 24 bytes (23 and the optional's tag in
    // the reference's spare bits): a large layout holds thousands. It keeps no records of the
    // constraint's terms: a removal finds them through the variables' hints.
    enum State {
        /// Kept as the definition of the variable of this record.
        case defining(Int32)
        /// In the tableau, found again through its marker and error symbols.
        case tableau(Tag)
    }
    let constraint: SolverConstraint
    /// Order of addition, for dumps and conflict reports (see ``Solver/register(_:_:terms:keeping:)``,
    /// which renumbers the entries before it would overflow).
    var sequence: Int32
    var state: State
}

struct Edit {
    let constraint: SolverConstraint
    var value: Double
}
