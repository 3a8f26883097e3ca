import Geometry
import Layout
import Rendering

/// Keeping the installed constraints equal to the catalogue's: a diff, so a change to a large
/// stack edits constants and touches only the constraints that really change.
extension StackView {
    /// Brings the installed constraints to the current configuration, changing only what differs.
    ///
    /// One dictionary, stamped in place: a first pass marks the installed constraints still
    /// wanted, then removals, constant edits and additions follow in that order (no transient
    /// conflicts). A copy of the wanted set would double the peak memory of a large stack.
    /// When only visibility changed (and the change is local, see below), only the constraints
    /// naming the changed views are generated and compared.
    func updateInstalledConstraints() {
        let items = arrangedSubviews
        let visible = StackView.visibleIndices(of: items)
        let ends = visible.first.map { (first: $0, last: visible.last!) }
        // Only visibility changed: with the fill distributions, and the same first and last
        // visible items, just the changed items' constraints (their gaps, hiding, fill order,
        // spanning) can differ, so only those are generated and compared.
        let onlyAround: ItemFilter?
        if let exchanged = containerFilterAfterExchange {
            // Only the constraints with the container are missing after an axis exchange,
            // unless something else changed since.
            onlyAround = !needsFullUpdate && visibilityChanges.isEmpty ? exchanged : nil
            containerFilterAfterExchange = nil
        } else {
            onlyAround =
                !needsFullUpdate && !visibilityChanges.isEmpty && !installed.isEmpty
                    && (distribution == .fill || distribution == .fillEqually)
                    && ends?.first == visibleEnds?.first && ends?.last == visibleEnds?.last
                ? ItemFilter(visibilityChanges) : nil
            if onlyAround != nil { localUpdateCount += 1 }
        }
        needsFullUpdate = false
        visibilityChanges.removeAll()
        visibleEnds = ends
        generation &+= 1
        if installed.isEmpty {
            installAll()
            return
        }
        let specs = makeConstraintSpecs(onlyAround: onlyAround)
        // One lookup per spec: stamp what is still wanted, note constant changes and additions.
        var edits: [(constraint: LayoutConstraint, constant: Double)] = []
        var additions: [Int] = []
        var kept = 0
        let axis = self.axis
        for (index, spec) in specs.enumerated() {
            guard let slot = installed.index(forKey: spec.key(along: axis)) else {
                additions.append(index)
                continue
            }
            if installed.values[slot].generation != generation { kept += 1 }
            installed.values[slot].generation = generation
            let constraint = installed.values[slot].constraint
            if constraint.constant != spec.constant { edits.append((constraint, spec.constant)) }
        }
        if kept < installed.count || onlyAround != nil {
            var stale: [ConstraintSpec.Key] = []
            stale.reserveCapacity(installed.count - kept)
            for (key, entry) in installed where entry.generation != generation {
                if let onlyAround, !onlyAround.matches(key.first, key.second) { continue }
                stale.append(key)
            }
            for key in stale {
                guard let entry = installed.removeValue(forKey: key) else { continue }
                retire(entry.retained)
            }
        }
        for (constraint, constant) in edits { constraint.constant = constant }
        // The stack's own constraints name only items of its tree: no common-ancestor search each.
        let engine = additions.isEmpty ? nil : layoutEngine
        for index in additions { installUnlessInstalled(specs[index], in: engine!) }
        spareConstraints.removeAll()
        releaseAxisExchangePin()
    }

    /// A first update, or one after ``removeGeneratedConstraints()`` (a new axis): every spec is
    /// an addition, so each is installed as it is made, with no list of them held meanwhile
    /// (for a large stack that list was a peak of memory on top of the solver's).
    private func installAll() {
        // The stack's own constraints name only items of its tree: no common-ancestor search each.
        let engine = layoutEngine
        installed.reserveCapacity(3 * arrangedSubviews.count + 8)
        _ = makeConstraintSpecs { spec in self.installUnlessInstalled(spec, in: engine) }
        spareConstraints.removeAll()
        releaseAxisExchangePin()
    }

    /// Installs the spec's constraint unless one with its key is installed (a spec repeated
    /// within one update). One lookup, not two: the new entry goes into the table first, and a
    /// repeat puts the old one back before anything is activated (its new constraint, never
    /// activated, goes back to the spares).
    private func installUnlessInstalled(_ spec: ConstraintSpec, in engine: LayoutEngine) {
        let key = spec.key(along: axis)
        let constraint = spec.makeConstraint(reusing: &spareConstraints)
        installationCount += 1
        let entry = InstalledConstraint(
            retaining: constraint, generation: generation, order: UInt32(truncatingIfNeeded: installationCount))
        if let existing = installed.updateValue(entry, forKey: key) {
            installed[key] = existing
            spareConstraints.append(constraint)
            entry.release()
            return
        }
        engine.activate(generated: constraint)
    }

    /// The next update regenerates every constraint: anything but a visibility change.
    func invalidateArrangement() {
        needsFullUpdate = true
        setNeedsUpdateConstraints()
    }

    /// Makes the next update regenerate everything (tests compare it with a local update).
    func setNeedsFullUpdate() { invalidateArrangement() }

    /// Deactivates every generated constraint; the next update installs them afresh. For
    /// changes that replace nearly all of them anyway (a new axis), where adding the new set
    /// to an emptied stack is far cheaper for the solver than a diff against the old one.
    func removeGeneratedConstraints() {
        // Newest first: undoing additions in reverse keeps each removal local for the solver.
        // Ordering plain integers, not the entries, and reaching each constraint once: at this
        // size each first touch of a constraint is a cache miss. The table is emptied first (its
        // values are plain data, so that releases nothing): nothing can read a constraint from
        // it once it is freed. No closure (`_withUnsafeGuaranteedRef`): one in main-actor code
        // checks its isolation on every call.
        let addresses = addressesNewestFirst()
        // The new set is about as large: its table is allocated once, not freed and made again;
        // and its constraints are these objects, where no one else holds them (oldest first).
        installed.removeAll(keepingCapacity: true)
        spareConstraints.reserveCapacity(addresses.count)
        for address in addresses {
            retire(Unmanaged<LayoutConstraint>.fromOpaque(UnsafeRawPointer(bitPattern: address)!))
        }
        invalidateArrangement()
    }

    /// Deactivates a constraint that has left the table, taking over the table's retain (see
    /// ``InstalledConstraint``): it becomes one of ``spareConstraints`` if no one else holds it,
    /// and is freed otherwise.
    func retire(_ retained: Unmanaged<LayoutConstraint>) {
        retained.takeUnretainedValue().isActive = false
        var constraint = retained.takeRetainedValue()
        if isKnownUniquelyReferenced(&constraint) { spareConstraints.append(constraint) }
    }

    /// The installed constraints' addresses, the most recently installed first.
    ///
    /// By age, installations since each one (which counts across the wrap of the 32-bit
    /// orders): ages are nearly dense, since a stack installs its constraints in runs, so each
    /// address is placed at its age, in linear time. Ages spread out by churn are sorted instead.
    private func addressesNewestFirst() -> [UInt] {
        let now = UInt32(truncatingIfNeeded: installationCount)
        var oldest: UInt32 = 0
        for entry in installed.values { oldest = max(oldest, now &- entry.order) }
        let span = installed.isEmpty ? 0 : Int(oldest) + 1
        if span <= StackView.denseSlotsPerEntry * installed.count {
            var byAge = [UInt](repeating: 0, count: span)
            for entry in installed.values { byAge[Int(now &- entry.order)] = entry.address }
            var count = 0
            for address in byAge where address != 0 {
                byAge[count] = address
                count += 1
            }
            // Two entries of one age (2³² installations apart) fall back to the sort below.
            if count == installed.count {
                byAge.removeLast(span - count)
                return byAge
            }
        }
        sortedRemovalCount += 1
        var byAgeSorted: [(age: UInt32, address: UInt)] = []
        byAgeSorted.reserveCapacity(installed.count)
        for entry in installed.values { byAgeSorted.append((now &- entry.order, entry.address)) }
        byAgeSorted.sort(by: <)
        return byAgeSorted.map(\.address)
    }

    /// How many slots per constraint the linear placement of ``addressesNewestFirst()`` may use.
    private static let denseSlotsPerEntry = 4

    /// The stack's constraints that are active now, in no particular order (for tests and dumps).
    /// A constraint the stack replaces is reused as a new one when no one holds it strongly, so
    /// a weak reference to an old one may come to see a new one.
    public var generatedConstraints: [LayoutConstraint] { installed.values.map(\.constraint) }
}

/// An installed stack constraint, stamped by the update that last wanted it.
///
/// The entry owns one retain of its constraint, taken when it is made, and handed on when it
/// leaves the stack's table (`retire(_:)`: the old constraint becomes a spare or is freed,
/// right after its deactivation, while it is still in the cache) or given back by
/// ``release()``. The table's values are plain data, so emptying the table releases nothing.
/// Copies share that one retain: only the code that takes an entry out of the table hands it
/// on. (`Sendable` only so that the stack's `deinit`, which is not main-actor isolated, may
/// read the table; entries never leave the main thread.)
struct InstalledConstraint: Sendable {
    /// The constraint, with the retain this entry owns.
    let retained: Unmanaged<LayoutConstraint>
    /// The update that last wanted it (the stack's ``StackView/generation``, which wraps).
    var generation: UInt32
    /// When it was installed, among this stack's constraints (wraps after 2³² installations:
    /// it only orders removals, for speed).
    let order: UInt32

    /// An entry that retains `constraint` until ``release()``.
    init(retaining constraint: LayoutConstraint, generation: UInt32, order: UInt32) {
        retained = .passRetained(constraint)
        self.generation = generation
        self.order = order
    }

    var constraint: LayoutConstraint { retained.takeUnretainedValue() }

    /// The constraint's address, read without touching the constraint.
    var address: UInt { UInt(bitPattern: retained.toOpaque()) }

    /// Gives back the entry's retain, once it has left the table (exactly once per entry).
    func release() { retained.release() }
}
