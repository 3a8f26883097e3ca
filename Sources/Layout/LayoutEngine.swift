import Cassowary
import Geometry

#if canImport(Glibc)
    import Glibc
#endif

/// The constraint engine of one item tree (a window): it owns the solver, installs active
/// constraints, turns intrinsic sizes into hugging and compression-resistance constraints, and
/// solves once per layout pass for the whole tree.
@MainActor
public final class LayoutEngine {
    @exclusivity(unchecked) private(set) var solver = Solver()
    /// Whether a solver failure has been logged (it is logged once per engine).
    private var hasLoggedSolverFailure = false
    /// How many times the solver was rebuilt after a failure (an install in progress checks it).
    private(set) var recoveryCount = 0
    /// The root of the item tree this engine lays out. The root owns the engine, so the engine
    /// does not keep it alive.
    public var root: LayoutItem? { rootReference.item }
    private let rootReference: ItemReference
    /// Where conflict reports and errors go; standard error by default.
    public var log: (String) -> Void = { LayoutEngine.writeToStandardError($0) }
    /// Whether constraints or intrinsic sizes changed since the last ``layoutIfNeeded()``.
    @exclusivity(unchecked) public private(set) var needsLayout = true

    /// Active constraints, unordered; each knows its index (``LayoutConstraint/activeIndex``).
    @exclusivity(unchecked) private(set) var active: [LayoutConstraint] = []
    @exclusivity(unchecked) private var nextSequence: Int32 = 0
    // The queues hold items' references, not the items, and know them by their references:
    // a queued reference stays allocated, so an item made after a queued one was freed (and
    // given its address) cannot pass for it.
    @exclusivity(unchecked) private var contentSizeQueue: [ItemReference] = []
    @exclusivity(unchecked) private var queued: Set<ObjectIdentifier> = []
    private(set) var framePins: [ObjectIdentifier: [LayoutConstraint]] = [:]
    @exclusivity(unchecked) private var constraintUpdateQueue: [ItemReference] = []
    @exclusivity(unchecked) private var constraintUpdateQueued: Set<ObjectIdentifier> = []
    /// The constraints broken by conflicts kept for the next layout pass (see
    /// ``ConstraintIdentifier/reportsConflictsAtLayout``).
    private var victimsToReconsider: [LayoutConstraint] = []
    /// Set while the layout pass reconsiders them: conflicts are then reported as they arise.
    private var isReconsideringVictims = false
    /// Items whose intrinsic size depends on their solved width (see ``layoutIfNeeded()``).
    private var widthDependentItems: [ObjectIdentifier: ItemReference] = [:]

    init(root: LayoutItem) {
        rootReference = root.reference
    }

    isolated deinit {
        // Constraints that outlive their engine must not point at it (they hold it unowned),
        // nor at its solver's variables (their terms do not keep them alive).
        for constraint in active {
            constraint.engine = nil
            constraint.isInSolver = false
            constraint.forgetSolverForm()
        }
    }

    // MARK: - Layout

    /// Brings intrinsic-size constraints up to date and solves, so every item's
    /// ``LayoutItem/layoutFrame`` is current.
    public func layoutIfNeeded() {
        solve()
        // Wrapping text is measured again at its solved width, and the tree solved again: a
        // second pass as in UIKit, and a third at most if a new height moved a width again.
        for _ in 0..<LayoutEngine.mostWrappingRounds where !widthDependentItems.isEmpty {
            var changed = false
            for (key, entry) in widthDependentItems {
                // Gone, moved to another tree or no longer wrapping: forget it (a new item may
                // come to have the same identifier).
                guard let item = entry.item, item.intrinsicContentSizeDependsOnWidth, item.rootItem.ownEngine === self
                else {
                    widthDependentItems[key] = nil
                    continue
                }
                if item.solvedWidthDidChange(to: item.variables.width.value) { changed = true }
            }
            guard changed else { break }
            solve()
        }
        needsLayout = false
    }

    private func solve() {
        updateConstraints()
        reconsiderVictims()
        solver.updateVariables()
    }

    /// Puts each constraint broken by a conflict kept for the layout pass back in as required,
    /// if it is still active and broken here: a conflict over by now is forgotten, one that
    /// still stands breaks a constraint again and is reported now, once.
    private func reconsiderVictims() {
        guard !victimsToReconsider.isEmpty else { return }
        let victims = victimsToReconsider
        victimsToReconsider.removeAll()
        isReconsideringVictims = true
        defer { isReconsideringVictims = false }
        var reconsidered: Set<ObjectIdentifier> = []
        for victim in victims where victim.engine === self && victim.isBroken {
            guard reconsidered.insert(ObjectIdentifier(victim)).inserted else { continue }
            let recoveries = recoveryCount
            uninstall(victim)
            // A recovery meanwhile put every constraint back with its own conflict handling.
            guard recoveryCount == recoveries else { return }
            setBroken(victim, false)
            install(victim)
        }
    }

    /// Reports a conflict, or keeps it for the layout pass when it involves a constraint that
    /// reports its conflicts there.
    private func handleConflict(_ involved: [LayoutConstraint], breaking victim: LayoutConstraint) {
        if !isReconsideringVictims && involved.contains(where: \.reportsConflictsAtLayout) {
            victimsToReconsider.append(victim)
        } else {
            reportConflict(involved, breaking: victim)
        }
    }

    /// Brings every queued constraint up to date (containers' generated ones, intrinsic
    /// sizes), without solving.
    func updateConstraints() {
        // Intrinsic sizes go in first, as definitions of sizes nothing else sets yet: a
        // container's equalities added after them define positions, and move into the tableau
        // only the sizes they pull against (see Cassowary's Solver).
        updateContentSizeConstraints()
        // Constraint updates may queue more updates (a stack inside a stack); each item runs once
        // per round, and the rounds end when nothing new is queued.
        while !constraintUpdateQueue.isEmpty {
            let items = constraintUpdateQueue
            constraintUpdateQueue.removeAll()
            constraintUpdateQueued.removeAll()
            for case let item? in items.map(\.item) where item.rootItem.ownEngine === self {
                item.updateConstraints()
                if item.host != nil { LayoutItem.hostedUpdateConstraints?(item) }
            }
        }
        updateContentSizeConstraints()
    }

    /// Sets ``needsLayout``, so that a host that checks it lays the tree out at its next frame.
    public func setNeedsLayout() { needsLayout = true }

    /// Fixes `item`'s layout rectangle with required constraints (as a window fixes its root
    /// view's frame). Later calls move it through edits of those constraints' constants.
    public func setFrame(_ frame: Rect, of item: LayoutItem) {
        let values = [frame.minX, frame.minY, frame.width, frame.height]
        if let pins = framePins[ObjectIdentifier(item)] {
            for (pin, value) in zip(pins, values) { pin.constant = value }
            return
        }
        let pins = [
            LayoutConstraint(
                AnyLayoutAnchor(item: item, attribute: .left), .equal, nil, multiplier: 0, constant: values[0]),
            LayoutConstraint(
                AnyLayoutAnchor(item: item, attribute: .top), .equal, nil, multiplier: 0, constant: values[1]),
            item.widthAnchor.constraint(equalToConstant: values[2]),
            item.heightAnchor.constraint(equalToConstant: values[3]),
        ]
        for (pin, name) in zip(pins, ["x", "y", "width", "height"]) {
            pin.identifier = "IC-frame-\(name)"
            pin.isSystem = true
            activate(pin)
        }
        framePins[ObjectIdentifier(item)] = pins
    }

    /// Lets go of the constraints ``setFrame(_:of:)`` fixed `item`'s rectangle with, if any
    /// (the item joins a tree whose own constraints place it).
    public func removeFrame(of item: LayoutItem) {
        guard let pins = framePins.removeValue(forKey: ObjectIdentifier(item)) else { return }
        for pin in pins where pin.engine === self { deactivate(pin) }
    }

    // MARK: - Activation

    /// All active constraints, in order of activation.
    public var activeConstraints: [LayoutConstraint] {
        active.sorted { $0.sequence < $1.sequence }
    }

    /// Whether the solver holds every active constraint as it is: none is broken by a conflict.
    var solverHoldsEveryActiveConstraint: Bool { brokenCount == 0 && solver.constraintCount == active.count }

    /// Active constraints marked broken (``LayoutConstraint/isBroken``).
    private(set) var brokenCount = 0

    /// Marks `constraint` broken or not, counting the broken ones. Only while the solver does
    /// not hold it: its strength depends on it.
    private func setBroken(_ constraint: LayoutConstraint, _ isBroken: Bool) {
        assert(!constraint.isInSolver, "a constraint's strength changes only out of the solver")
        guard constraint.isBroken != isBroken else { return }
        constraint.isBroken = isBroken
        brokenCount += isBroken ? 1 : -1
    }

    /// Sizes of the solver state, for debug overlays and benchmarks.
    public var statistics: SolverStatistics { solver.statistics }

    /// The solver's work so far, counted in cells written by substitutions (for tests that
    /// check how the cost of a change grows, without timing it).
    package var solverWork: Int { solver.cellsSubstituted }

    /// Variables the solver holds records for (tests check that removed views let theirs go).
    package var solverVariableCount: Int { solver.variableCount }
    /// Variable records the solver has made so far (a work counter).
    package var solverRecordsMade: Int { solver.recordsMade }

    /// The solver's text dump (variables carry item names).
    public func dump() -> String { solver.dump() }

    static func activate(_ constraint: LayoutConstraint) {
        let second = constraint.secondItem
        guard let first = constraint.firstItem, constraint.secondAttribute == nil || second != nil else {
            LayoutEngine.writeToStandardError(
                "[LayoutConstraints] Cannot activate \(constraint): an item was deallocated.")
            return
        }
        let engine = first.layoutEngine
        if let second, second.rootItem !== first.rootItem {
            engine.log(
                "[LayoutConstraints] Unable to activate constraint with anchors \(constraint.firstAnchor.description) "
                    + "and \(constraint.secondAnchor!.description) because they have no common ancestor. "
                    + "Does the constraint reference items in different view hierarchies?")
            return
        }
        let firstAttribute = constraint.firstAttribute
        if let secondAttribute = constraint.secondAttribute,
            secondAttribute.isHorizontalLocation && firstAttribute.isHorizontalLocation,
            secondAttribute.isDirectional != firstAttribute.isDirectional,
            secondAttribute != .centerX && firstAttribute != .centerX
        {
            engine.log(
                "[LayoutConstraints] A constraint cannot be made between a leading/trailing attribute and a "
                    + "right/left attribute: \(constraint). Use leading/trailing for both or neither.")
            return
        }
        engine.activate(constraint)
    }

    /// Activates a constraint a container of this tree generated: its items are known to be in
    /// the tree and its attributes compatible, so the checks that user constraints get (a walk
    /// to each item's root, the attribute families) are left out. Debug builds still check.
    package func activate(generated constraint: LayoutConstraint) {
        assert(
            constraint.firstItem?.rootItem.ownEngine === self
                && (constraint.secondItem.map { $0.rootItem.ownEngine === self } ?? true),
            "a generated constraint names an item outside the engine's tree")
        activate(constraint)
    }

    func activate(_ constraint: LayoutConstraint) {
        if nextSequence >= lastSequence { renumberActiveConstraints() }
        nextSequence += 1
        constraint.sequence = nextSequence
        constraint.engine = self
        // Not counted here: only an engine that freed it while it was broken leaves it so.
        constraint.isBroken = false
        appendToActiveList(constraint)
        install(constraint)
    }

    /// The largest activation number (``LayoutConstraint/sequence``) a constraint is given
    /// (tests lower it).
    @exclusivity(unchecked) var lastSequence = Int32.max

    /// Numbers the active constraints 1, 2, … in the order of their activation, so that the
    /// numbers of the next activations follow theirs: once every 2³¹ activations.
    private func renumberActiveConstraints() {
        let byActivation = active.sorted { $0.sequence < $1.sequence }
        for (index, constraint) in byActivation.enumerated() { constraint.sequence = Int32(index + 1) }
        nextSequence = Int32(byActivation.count)
    }

    func deactivate(_ constraint: LayoutConstraint) {
        // Out of the active list first: a recovery while it is taken out of the solver rebuilds
        // from the active constraints, which must not bring it back.
        removeFromActiveList(constraint)
        uninstall(constraint)
        constraint.engine = nil
        setBroken(constraint, false)
    }

    /// Puts a constraint at the end of the list of active ones.
    private func appendToActiveList(_ constraint: LayoutConstraint) {
        constraint.activeIndex = Int32(active.count)
        active.append(constraint)
    }

    /// Takes a constraint out of the list of active ones (its place goes to the last one).
    private func removeFromActiveList(_ constraint: LayoutConstraint) {
        let index = Int(constraint.activeIndex)
        guard index < active.count && active[index] === constraint else { return }
        active.swapAt(index, active.count - 1)
        active[index].activeIndex = Int32(index)
        active.removeLast()
    }

    /// Adds a constraint to the solver. A required constraint that conflicts with others is
    /// resolved as UIKit does: the conflict is logged (at the layout pass, for some; see
    /// ``handleConflict(_:breaking:)``) and one constraint is broken.
    ///
    /// The rule (deterministic): break a user constraint before a toolkit one (`SV-`, `IC-`),
    /// and among those the most recently activated. A broken constraint stays active
    /// (``LayoutConstraint/isBroken``) and goes back into the solver as the strongest of
    /// optional constraints, so that it holds again once the conflict is gone.
    private func install(_ constraint: LayoutConstraint) {
        // A recovery from a solver failure may have put it back already.
        guard !constraint.isInSolver else { return }
        needsLayout = true
        constraint.prepareForSolver()
        // Out of the solver it has no solver form: its expression is empty.
        defer { if !constraint.isInSolver { constraint.forgetSolverForm() } }
        for attempt in 0...LayoutEngine.mostVictimsPerInstall {
            // Past the most victims, the constraint itself gives way.
            if attempt == LayoutEngine.mostVictimsPerInstall { setBroken(constraint, true) }
            do {
                try solver.addConstraint(constraint)
                constraint.isInSolver = true
                return
            } catch .unsatisfiableConstraint(_, let conflicting) {
                // The solver's constraints are this engine's layout constraints.
                let involved =
                    conflicting.compactMap { ($0 as? LayoutConstraint).flatMap { $0.engine === self ? $0 : nil } }
                    + [constraint]
                let victim = involved.max { ($0.isSystem ? 0 : 1, $0.sequence) < ($1.isSystem ? 0 : 1, $1.sequence) }!
                handleConflict(involved, breaking: victim)
                // Taken out as required and, broken, put back as optional: a recovery meanwhile
                // rebuilt the solver from every active constraint, with its own conflict
                // handling, this one included.
                let recoveries = recoveryCount
                if victim !== constraint { uninstall(victim) }
                guard recoveryCount == recoveries else { return }
                setBroken(victim, true)
                if victim !== constraint {
                    install(victim)
                    guard recoveryCount == recoveries else { return }
                }
            } catch .internalError(let what) {
                recoverFromSolverFailure(what, involving: [constraint])
                return
            } catch {
                // Not a number, or infinite: it cannot go in at all.
                log("[LayoutConstraints] Could not install \(constraint): \(error)")
                setBroken(constraint, true)
                return
            }
        }
    }

    /// How many other constraints one installation breaks before it breaks the new one itself.
    static let mostVictimsPerInstall = 16

    private func uninstall(_ constraint: LayoutConstraint) {
        guard constraint.isInSolver else { return }
        constraint.isInSolver = false
        needsLayout = true
        do {
            try solver.removeConstraint(constraint)
        } catch .internalError(let what) {
            recoverFromSolverFailure(what, involving: [constraint])
        } catch {
            // Unknown to the solver: nothing to take out.
        }
        // A recovery from a solver failure may have put it back (it is still active).
        if !constraint.isInSolver { constraint.forgetSolverForm() }
    }

    func constantDidChange(_ constraint: LayoutConstraint) {
        guard constraint.isInSolver else { return }
        // A baseline that came or went since it went in moved the edge its offset counts from,
        // which the terms the solver holds still name: it goes in again, with the edges as
        // they are now.
        guard constraint.baselinesResolveAsInstalled else {
            uninstall(constraint)
            install(constraint)
            return
        }
        do {
            try solver.updateConstant(of: constraint, to: constraint.solverConstant())
            needsLayout = true
        } catch .internalError(let what) {
            recoverFromSolverFailure(what, involving: [constraint])
        } catch {
            handleConflict([constraint], breaking: constraint)
            let recoveries = recoveryCount
            uninstall(constraint)
            // A recovery from a solver failure meanwhile put it back with its own conflict
            // handling, which decides what is broken. Otherwise it goes back in broken, with
            // the new constant, as the strongest optional constraint.
            guard recoveryCount == recoveries else { return }
            setBroken(constraint, true)
            install(constraint)
        }
    }

    /// The solver reported a state its algorithm rules out (a bug, never valid input): the app
    /// must keep drawing. The failure is logged once with the constraints involved, and a new
    /// solver is built from the active constraints, in the order they were activated, with the
    /// usual conflict handling.
    private func recoverFromSolverFailure(_ what: String, involving constraints: [LayoutConstraint]) {
        if !hasLoggedSolverFailure {
            hasLoggedSolverFailure = true
            log(
                "[LayoutConstraints] The constraint solver failed (\(what)) while handling:\n"
                    + constraints.map { "    \($0)\n" }.joined()
                    + "Rebuilding it from the \(active.count) active constraints.\n")
        }
        recoveryCount += 1
        // The rebuild meets the conflicts again.
        victimsToReconsider.removeAll()
        solver = Solver()
        for constraint in active {
            constraint.isInSolver = false
            setBroken(constraint, false)
        }
        for constraint in active.sorted(by: { $0.sequence < $1.sequence }) { install(constraint) }
        needsLayout = true
    }

    /// Makes the solver's next operation fail as a solver bug would, so tests can check that
    /// layout survives one.
    package func failNextSolverOperation() { solver.failNextOperation() }

    /// Changes a constraint's optional priorities (with `change`): the solver reads its
    /// strengths from them, which must not change while it holds the constraint, so one it
    /// holds goes out first and back in after.
    func changePriorities(of constraint: LayoutConstraint, _ change: () -> Void) {
        guard constraint.isInSolver else { return change() }
        // Out of the active list while it goes out, as for a deactivation: a recovery from a
        // solver failure meanwhile rebuilds without it, so the strengths change only once no
        // solver holds it (the exact solver takes errors out with the strengths it reads then).
        removeFromActiveList(constraint)
        uninstall(constraint)
        change()
        appendToActiveList(constraint)
        install(constraint)
    }

    // MARK: - Trees joining and splitting

    /// Takes over every constraint of another engine (its tree was added under this one).
    func adopt(_ other: LayoutEngine) {
        let moving = other.activeConstraints
        for constraint in moving { other.deactivate(constraint) }
        // The variables' records go now, with their hints: this solver then finds them directly.
        other.solver.releaseIdleRecords()
        for constraint in moving { activate(constraint) }
        for (key, pins) in other.framePins { framePins[key] = pins }
        for case let item? in other.contentSizeQueue.map(\.item) { setNeedsContentSizeUpdate(item) }
        for case let item? in other.constraintUpdateQueue.map(\.item) { setNeedsUpdateConstraints(item) }
        if let otherRoot = other.root { setNeedsContentSizeUpdate(forSubtreeOf: otherRoot) }
    }

    /// `item` left this tree: constraints that reach outside its subtree are deactivated, the
    /// others move to the subtree's own engine, and so do its queued constraint updates.
    func release(subtreeOf item: LayoutItem) {
        let members = Set(item.subtree.map(ObjectIdentifier.init))
        // Constraint updates queued for items that leave go with them: this engine skips items
        // outside its tree, and a tree that adopts the subtree's engine takes its queue.
        let leavingUpdates = constraintUpdateQueue.compactMap(\.item).filter { members.contains(ObjectIdentifier($0)) }
        if !leavingUpdates.isEmpty {
            let engine = item.layoutEngine
            for member in leavingUpdates { engine.setNeedsUpdateConstraints(member) }
        }
        var moving: [LayoutConstraint] = []
        for constraint in activeConstraints {
            guard let first = constraint.firstItem else { continue }
            let inFirst = members.contains(ObjectIdentifier(first))
            let inSecond = constraint.secondItem.map { members.contains(ObjectIdentifier($0)) }
            if !inFirst && inSecond != true { continue }
            deactivate(constraint)
            if inFirst && inSecond != false { moving.append(constraint) }
        }
        guard !moving.isEmpty else { return }
        // The variables' records go now, with their hints: the new solver then finds them directly.
        solver.releaseIdleRecords()
        let engine = item.layoutEngine
        for constraint in moving { engine.activate(constraint) }
    }

    func setNeedsUpdateConstraints(_ item: LayoutItem) {
        needsLayout = true
        if constraintUpdateQueued.insert(ObjectIdentifier(item.reference)).inserted {
            constraintUpdateQueue.append(item.reference)
        }
    }

    // MARK: - Intrinsic content size

    func setNeedsContentSizeUpdate(_ item: LayoutItem) {
        needsLayout = true
        if queued.insert(ObjectIdentifier(item.reference)).inserted { contentSizeQueue.append(item.reference) }
    }

    func setNeedsContentSizeUpdate(forSubtreeOf item: LayoutItem) {
        for member in item.subtree { setNeedsContentSizeUpdate(member) }
    }

    /// For each queued item and axis with an intrinsic size s: `size <= s` at the hugging
    /// priority and `size >= s` at the compression-resistance priority. A changed size is an
    /// edit of the existing constraints' constants.
    private func updateContentSizeConstraints() {
        let items = contentSizeQueue
        contentSizeQueue.removeAll()
        queued.removeAll()
        if let willRead = LayoutItem.willReadIntrinsicContentSizes, items.count > 1 {
            willRead(items.compactMap { $0.item.flatMap { $0.rootItem.ownEngine === self ? $0 : nil } })
        }
        for case let item? in items.map(\.item) where item.rootItem.ownEngine === self {
            if item.intrinsicContentSizeDependsOnWidth {
                widthDependentItems[ObjectIdentifier(item.reference)] = item.reference
            }
            let hosted = item.host != nil ? LayoutItem.hostedIntrinsicContentSize?(item) : nil
            let size = hosted ?? item.intrinsicContentSize
            var wanted = ContentSizeConstraints()
            for axis in Axis.allCases {
                let extent = axis == .horizontal ? size.width : size.height
                guard extent >= 0 else { continue }
                let dimension = axis == .horizontal ? item.widthAnchor : item.heightAnchor
                let hugging = item.contentHuggingPriority(for: axis)
                let resistance = item.contentCompressionResistancePriority(for: axis)
                if !hugging.isRequired && !resistance.isRequired {
                    // One constraint, as UIKit's content-size constraint: `size == s`, hugging
                    // weighing a size above s and resistance one below (one row for the solver).
                    wanted.append(
                        contentSizeConstraint(
                            of: item, existing: .equal, axis: axis,
                            make: { dimension.constraint(equalToConstant: extent) }, constant: extent,
                            priority: hugging, shortfallPriority: resistance, added: item.fillOrderPriority))
                    continue
                }
                wanted.append(
                    contentSizeConstraint(
                        of: item, existing: .lessThanOrEqual, axis: axis,
                        make: { dimension.constraint(lessThanOrEqualToConstant: extent) }, constant: extent,
                        priority: hugging, added: item.fillOrderPriority))
                wanted.append(
                    contentSizeConstraint(
                        of: item, existing: .greaterThanOrEqual, axis: axis,
                        make: { dimension.constraint(greaterThanOrEqualToConstant: extent) }, constant: extent,
                        priority: resistance, added: item.fillOrderPriority))
            }
            for old in item.contentSizeConstraints where !wanted.contains(where: { $0 === old }) {
                deactivate(old)
            }
            item.contentSizeConstraints = wanted
        }
    }

    private func contentSizeConstraint(
        of item: LayoutItem, existing relation: LayoutRelation, axis: Axis, make: () -> LayoutConstraint,
        constant: Double, priority: LayoutPriority, shortfallPriority: LayoutPriority? = nil,
        added: LayoutPriority?
    ) -> LayoutConstraint {
        let attribute: LayoutAttribute = axis == .horizontal ? .width : .height
        if let found = item.contentSizeConstraints.first(where: {
            $0.relation == relation && $0.firstAttribute == attribute
        }) {
            if found.priority.isRequired != priority.isRequired {
                deactivate(found)
                found.priority = priority
                found.addedPriority = added
                found.constant = constant
                activate(found)
            } else {
                found.priority = priority
                found.shortfallPriority = shortfallPriority
                found.addedPriority = added
                found.constant = constant
            }
            return found
        }
        let constraint = make()
        constraint.priority = priority
        constraint.shortfallPriority = shortfallPriority
        constraint.addedPriority = added
        constraint.isSystem = true
        constraint.isContentSize = true
        activate(constraint)
        return constraint
    }

    // MARK: - Logging

    private func reportConflict(_ constraints: [LayoutConstraint], breaking victim: LayoutConstraint) {
        let list = constraints.sorted { $0.sequence < $1.sequence }.map { "    \"\($0)\"" }
        log(
            """
            [LayoutConstraints] Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want.
            \tTry this:
            \t\t(1) look at each constraint and try to figure out which you don't expect;
            \t\t(2) find the code that added the unwanted constraint or constraints and fix it.
            (
            \(list.joined(separator: ",\n"))
            )

            Will attempt to recover by breaking constraint
            \(victim)

            """)
    }

    nonisolated static func writeToStandardError(_ text: String) {
        var line = text
        if !line.hasSuffix("\n") { line += "\n" }
        #if canImport(Glibc)
            _ = line.withCString { write(2, $0, strlen($0)) }
        #else
            print(line, terminator: "")
        #endif
    }
}
