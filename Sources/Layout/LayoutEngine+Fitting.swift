import Cassowary
import Geometry

extension LayoutEngine {
    /// The largest length a fitting size is pulled towards: targets beyond it (UIKit code passes
    /// `greatestFiniteMagnitude` for "as large as it gets") are taken as it, so that their
    /// weighted errors stay finite.
    public static let largestFittingLength = 10_000_000.0

    /// The size `item` takes from its own constraints and those inside its subtree when its
    /// width is pulled towards `target.width` at `horizontalPriority` and its height towards
    /// `target.height` at `verticalPriority`: UIKit's `systemLayoutSizeFitting`.
    ///
    /// Constraints that tie the subtree to anything outside it play no part, nor do `ignored`
    /// (a view's autoresizing constraints) and the frame that ``setFrame(_:of:)`` fixed for
    /// `item`. Queued constraint updates run first, as before a layout pass; nothing is laid
    /// out and no frame moves. Multi-line text is measured at the width found, for the fitting
    /// only (``LayoutItem/intrinsicContentSize(forWidth:)``). Targets are clamped into
    /// 0...``largestFittingLength``.
    public func fittingSize(
        of item: LayoutItem, target: Size, horizontalPriority: LayoutPriority = .fittingSizeLevel,
        verticalPriority: LayoutPriority = .fittingSizeLevel, ignoring ignored: [LayoutConstraint] = []
    ) -> Size {
        precondition(item.rootItem.ownEngine === self, "the item is laid out by another engine")
        updateConstraints()
        let subtree = item.subtree
        let members = Set(subtree.map(ObjectIdentifier.init))
        let excluded = Set((ignored + (framePins[ObjectIdentifier(item)] ?? [])).map(ObjectIdentifier.init))
        let pulls = [
            (item.variables.width, target.width, horizontalPriority),
            (item.variables.height, target.height, verticalPriority),
        ]
        let inside = active.filter { constraint in
            constraint.isInSolver && !excluded.contains(ObjectIdentifier(constraint))
                && constraint.firstItem.map { members.contains(ObjectIdentifier($0)) } == true
                && (constraint.secondItem.map { members.contains(ObjectIdentifier($0)) } ?? true)
        }.sorted { $0.sequence < $1.sequence }
        // As a layout pass does, text that wraps is measured at the width found and the size
        // found again, twice at most; for this fitting only, so the items keep their own
        // measurements.
        var measured: [ObjectIdentifier: Size] = [:]
        var fitted = Size(width: 0, height: 0)
        for round in 0...LayoutEngine.mostWrappingRounds {
            // The subtree starts with the item itself.
            let sizes = LayoutEngine.solveApart(inside, measured: measured, pulls: pulls, reading: subtree)
            fitted = sizes[0]
            guard round < LayoutEngine.mostWrappingRounds else { break }
            var changed = false
            for (member, size) in zip(subtree, sizes) where member.intrinsicContentSizeDependsOnWidth {
                let wrapped = member.intrinsicContentSize(forWidth: size.width)
                let key = ObjectIdentifier(member)
                if wrapped != measured[key] ?? member.intrinsicContentSize {
                    measured[key] = wrapped
                    changed = true
                }
            }
            guard changed else { break }
        }
        return fitted
    }

    /// How many times a layout pass or a fitting solves again for text measured at a new width.
    static let mostWrappingRounds = 2

    /// The sizes of `items`, in their order, that `constraints` and the `pulls` (a variable
    /// pulled towards a length at a priority) give them, found by a solver of their own: the
    /// engine's solver and the items' variables stay as they were. The content-size
    /// constraints of the items in `measured` hold the sizes given there instead of their own.
    private static func solveApart(
        _ constraints: [LayoutConstraint], measured: [ObjectIdentifier: Size],
        pulls: [(Variable, Double, LayoutPriority)], reading items: [LayoutItem]
    ) -> [Size] {
        let solver = Solver()
        for constraint in constraints {
            // A conflict the engine resolved with a constraint outside the subtree, say.
            try? solver.addConstraint(remeasured(constraint, measured) ?? constraint)
        }
        for (variable, target, priority) in pulls {
            let length = min(max(target.isNaN ? 0 : target, 0), largestFittingLength)
            let towardsTarget = Expression([Term(variable)], constant: -length)
            // A required pull the constraints refuse gives way to them, as a broken constraint does.
            if (try? solver.addConstraint(Constraint(towardsTarget, .equal, strength: priority.strength))) == nil {
                try? solver.addConstraint(Constraint(towardsTarget, .equal, strength: LayoutConstraint.brokenStrength))
            }
        }
        // Read through the variables, then put back what the engine solved.
        let variables = items.flatMap {
            [$0.variables.left, $0.variables.top, $0.variables.width, $0.variables.height]
        }
        let saved = variables.map(\.value)
        solver.updateVariables()
        let sizes = items.map { Size(width: $0.variables.width.value, height: $0.variables.height.value) }
        for (variable, value) in zip(variables, saved) { variable.value = value }
        return sizes
    }

    /// `constraint` holding the size `measured` gives its item, if it is a content-size
    /// constraint of such an item: the same relation and weights, another constant.
    private static func remeasured(_ constraint: LayoutConstraint, _ measured: [ObjectIdentifier: Size])
        -> SolverConstraint?
    {
        guard constraint.isContentSize, let item = constraint.firstItem, let size = measured[ObjectIdentifier(item)]
        else { return nil }
        let isWidth = constraint.firstAttribute == .width
        let extent = isWidth ? size.width : size.height
        guard extent >= 0 else { return nil }
        let variable = isWidth ? item.variables.width : item.variables.height
        let strength = constraint.strength
        let shortfall = constraint.shortfallStrength
        return Constraint(
            Expression([Term(variable)], constant: -extent), constraint.relation, strength: strength,
            shortfallStrength: shortfall == strength ? nil : shortfall)
    }
}
