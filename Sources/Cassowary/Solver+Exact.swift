/// When the solver changes to exact arithmetic, and how it hands its constraints over.
///
/// Layout's coefficients are 1, −1 and multipliers near 1, and doubles solve them exactly
/// enough. A coefficient far from 1 (10⁻⁶ beside 1, or 10⁴) is what makes pivots spend the
/// digits of a double (see ``ExactSolver``): the first constraint with one moves the whole
/// system into rationals, where it stays until it is empty or reset. Large systems stay in
/// doubles, whose speed they need more.
extension Solver {
    /// Coefficients strictly within this factor of 1 (either way) keep the solver in doubles.
    static let exactArithmeticCoefficientRatio = 1.0e3
    /// Systems with more constraints than this stay in doubles whatever their coefficients:
    /// the exact mode's work grows with the size of the numbers as well as of the system.
    static let exactArithmeticConstraintLimit = 2000

    /// Whether a constraint's coefficients, those of `terms`, call for exact arithmetic.
    func needsExactArithmetic(_ terms: borrowing TermList) -> Bool {
        guard entries.count < Solver.exactArithmeticConstraintLimit else { return false }
        let ratio = Solver.exactArithmeticCoefficientRatio
        for index in 0..<terms.count {
            let size = abs(terms.coefficient(at: index))
            if size != 0 && (size >= ratio || size * ratio <= 1) { return true }
        }
        return false
    }

    /// Moves every constraint and edit into an ``ExactSolver``, in the order they were added,
    /// adds `constraint` there and empties the double tableau. If the exact solver refuses
    /// `constraint`, it throws and the solver stays in doubles, unchanged.
    func switchToExactArithmetic(adding constraint: SolverConstraint) throws(SolverError) {
        let exact = ExactSolver()
        for entry in entries.entries.sorted(by: { $0.sequence < $1.sequence }) {
            exact.adopt(entry.constraint)
        }
        for (record, edit) in edits { exact.adoptEdit(edit.constraint, of: records[record].variable) }
        try exact.addConstraint(constraint)
        reset()
        self.exact = exact
    }

    /// Back to doubles once the exact mode holds nothing.
    func leaveExactArithmeticIfEmpty() {
        if exact?.constraintCount == 0 { exact = nil }
    }

    /// Checks the exact tableau's invariants in debug builds, as ``checkInvariants()`` does
    /// the double one's.
    @inline(__always)
    func checkExactInvariants() {
        #if SOLVER_INTERNAL_CHECKS
            if let problem = exact?.invariantViolation() {
                preconditionFailure("exact solver invariant broken: \(problem)\n\(exact!.dump())")
            }
        #endif
    }
}

extension Constraint {
    /// The constraint an edit on `variable` adds: `variable == suggestion` at `strength`
    /// (clipped; its constant is minus the suggested value).
    ///
    /// - Throws: ``SolverError/requiredEditStrength(_:)`` for a required strength.
    static func edit(of variable: Variable, strength: Strength) throws(SolverError) -> Constraint {
        let strength = strength.clipped
        guard !strength.isRequired else { throw .requiredEditStrength(variable) }
        return Constraint(Expression(variable), .equal, strength: strength, name: "edit(\(variable))")
    }
}
