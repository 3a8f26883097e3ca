import Cassowary

/// One measured repeat of a workload: its timed figures and what it read.
struct Measurement {
    var ms = 0.0
    var extra: [String: Double] = [:]
    var contentHeight = 0.0
    var checksum = 0.0
    var contentWidth: Double?
    var hiddenContentHeight: Double?
    /// W8: the weighted error of the solution (NaN if a required constraint is broken).
    var objective: Double?
}

enum Workload: String, CaseIterable {
    /// Builds the vertical stack from nothing and solves it.
    case w1 = "W1"
    /// Replaces the fixed frame width with a strong edit, then narrows it from 400 to 300 points in 50 suggestions.
    case w2 = "W2"
    /// Hides the middle row (its spacing, hugging and resistance out, X1 and X2 in), then shows it again.
    case w3 = "W3"
    /// Turns the stack from vertical to horizontal: every vertical row constraint out, the horizontal set in.
    case w4 = "W4"
    /// Reads the values of a vertical stack already built and solved.
    case w5 = "W5"
    /// W1 plus a closing inequality on the last row (the content must fill the viewport).
    case w6 = "W6"
    /// W6, then a width edit and half of the axis constraints removed and added again.
    case w7 = "W7"
    /// A random sparse system of N constraints (``RandomSystem``).
    case w8 = "W8"

    /// Runs one repeat on a fresh solver and fresh variables, so repeats do not share state.
    func run(n: Int) throws -> Measurement {
        let system = StackSystem(n: n)
        let solver = Solver()
        var result = Measurement()
        switch self {
        case .w1:
            // Timed in two parts, reported apart: making the constraints, then solving.
            var constraints: [Constraint] = []
            let constructMs = milliseconds {
                constraints = system.fixedSet().all
                system.appendAxisSet(vertical: true, to: &constraints)
            }
            let solveMs = try milliseconds {
                for constraint in constraints { try solver.addConstraint(constraint) }
                solver.updateVariables()
                result.checksum = system.checksum()
            }
            result.extra["construct_ms"] = constructMs
            result.ms = constructMs + solveMs
        case .w2:
            let (fixed, widthConstraint) = system.fixedSet()
            try build(solver, fixed + system.axisSet(vertical: true).all)
            result.extra["setup_ms"] = try milliseconds {
                try solver.removeConstraint(widthConstraint)
                try solver.addEditVariable(system.frameWidth, strength: .strong)
                try solver.suggestValue(StackSystem.frameWidth, for: system.frameWidth)
                solver.updateVariables()
            }
            result.ms = try milliseconds {
                for j in 0..<50 {
                    try solver.suggestValue(400 - 2 * Double(j + 1), for: system.frameWidth)
                    solver.updateVariables()
                }
            }
            result.extra["ms_per_step"] = result.ms / 50
            result.checksum = system.checksum()
            if system.rowWidth.contains(where: { $0.value != 300 }) { result.checksum = .nan }
        case .w3:
            let vertical = system.axisSet(vertical: true)
            try build(solver, system.fixedSet().all + vertical.all)
            let k = n / 2
            let hide = system.hidingSet(row: k)
            let hideMs = try milliseconds {
                try solver.removeConstraint(vertical.hugging[k])
                try solver.removeConstraint(vertical.resistance[k])
                try solver.removeConstraint(vertical.spacing[k])
                for constraint in hide { try solver.addConstraint(constraint) }
                solver.updateVariables()
                result.hiddenContentHeight = system.contentHeight.value
            }
            let unhideMs = try milliseconds {
                for constraint in hide { try solver.removeConstraint(constraint) }
                for constraint in [vertical.spacing[k], vertical.hugging[k], vertical.resistance[k]] {
                    try solver.addConstraint(constraint)
                }
                solver.updateVariables()
                result.contentHeight = system.contentHeight.value
            }
            result.ms = hideMs + unhideMs
            result.extra["ms_hide"] = hideMs
            result.extra["ms_unhide"] = unhideMs
            result.checksum = system.checksum()
        case .w4:
            let vertical = system.axisSet(vertical: true).all
            try build(solver, system.fixedSet().all + vertical)
            result.ms = try milliseconds {
                for constraint in vertical { try solver.removeConstraint(constraint) }
                for constraint in system.axisSet(vertical: false).all { try solver.addConstraint(constraint) }
                solver.updateVariables()
                result.checksum = system.checksum()
            }
            result.contentWidth = system.contentWidth.value
        case .w5:
            try build(solver, system.fixedSet().all + system.axisSet(vertical: true).all)
            var size = (0.0, 0.0)
            result.ms = milliseconds {
                solver.updateVariables()
                size = (system.contentWidth.value, system.contentHeight.value)
            }
            result.contentHeight = size.1
            result.checksum = system.checksum()
        case .w6:
            result.ms = try milliseconds {
                let all = system.fixedSet().all + system.axisSet(vertical: true).all + [system.fitConstraint()]
                for constraint in all { try solver.addConstraint(constraint) }
                solver.updateVariables()
                result.checksum = system.checksum()
            }
        case .w7:
            let (fixed, widthConstraint) = system.fixedSet()
            let vertical = system.axisSet(vertical: true).all
            try build(solver, fixed + vertical + [system.fitConstraint()])
            let churned = vertical.indices.filter { $0 % 2 == 0 }.map { vertical[$0] }
            result.ms = try milliseconds {
                try solver.removeConstraint(widthConstraint)
                try solver.addEditVariable(system.frameWidth, strength: .strong)
                try solver.suggestValue(300, for: system.frameWidth)
                for constraint in churned { try solver.removeConstraint(constraint) }
                for constraint in churned { try solver.addConstraint(constraint) }
                solver.updateVariables()
                result.checksum = system.checksum()
            }
        case .w8:
            let random = RandomSystem(n: n)
            result.ms = try milliseconds {
                for constraint in random.constraints { try solver.addConstraint(constraint) }
                solver.updateVariables()
                result.objective = random.objective()
            }
        }
        if self != .w3 { result.contentHeight = system.contentHeight.value }
        return result
    }

    private func build(_ solver: Solver, _ constraints: [Constraint]) throws {
        for constraint in constraints { try solver.addConstraint(constraint) }
        solver.updateVariables()
    }
}

/// Wall-clock milliseconds of `body` on the monotonic clock.
func milliseconds(_ body: () throws -> Void) rethrows -> Double {
    let start = ContinuousClock.now
    try body()
    let elapsed = ContinuousClock.now - start
    return Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
}
