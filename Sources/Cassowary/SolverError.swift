/// Every error the solver throws. Cases carry the constraints or variables involved.
public enum SolverError: Error {
    /// The constraint was already added to this solver.
    case duplicateConstraint(SolverConstraint)
    /// The constraint is not in this solver (never added, or already removed).
    case unknownConstraint(SolverConstraint)
    /// A required constraint cannot hold together with the required constraints already added.
    /// `conflicting` lists those that it contradicts (as far as the tableau shows them).
    case unsatisfiableConstraint(SolverConstraint, conflicting: [SolverConstraint])
    /// The variable already has an edit.
    case duplicateEditVariable(Variable)
    /// The variable has no edit.
    case unknownEditVariable(Variable)
    /// Edit variables must be optional: a required edit would make every suggestion a conflict.
    case requiredEditStrength(Variable)
    /// A coefficient or constant of the constraint is NaN or infinite.
    case nonFiniteConstraint(SolverConstraint)
    /// A suggested value or new constant is NaN or infinite.
    case nonFiniteValue(Double)
    /// The solver reached a state its algorithm rules out; this is a bug in the solver.
    case internalError(String)
}

extension SolverError: CustomStringConvertible {
    /// A one-line message naming the constraint, variable or value involved.
    public var description: String {
        switch self {
        case .duplicateConstraint(let c): "duplicate constraint: \(c)"
        case .unknownConstraint(let c): "unknown constraint: \(c)"
        case .unsatisfiableConstraint(let c, let others):
            "unsatisfiable constraint: \(c)"
                + (others.isEmpty ? "" : "; conflicts with: " + others.map(\.description).joined(separator: ", "))
        case .duplicateEditVariable(let v): "duplicate edit variable: \(v)"
        case .unknownEditVariable(let v): "unknown edit variable: \(v)"
        case .requiredEditStrength(let v): "edit variable \(v) cannot be required"
        case .nonFiniteConstraint(let c): "constraint has a NaN or infinite coefficient or constant: \(c)"
        case .nonFiniteValue(let x): "value is not finite: \(x)"
        case .internalError(let text): "internal solver error: \(text)"
        }
    }
}
