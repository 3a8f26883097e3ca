import Geometry
import Layout
import Rendering

/// Keeping the installed constraints equal to the catalogue's: a diff, so a change to a large
/// stack edits constants and touches only the constraints that really change.
extension StackView {
    /// Brings the installed constraints to the current configuration, changing only what differs.
    ///
    /// One table, stamped in place: a first pass marks the installed constraints still wanted,
    /// then removals, constant edits and additions follow in that order (no transient
    /// conflicts). A copy of the wanted set would double the peak memory of a large stack.
    /// When only visibility changed (and the change is local, see below), only the constraints
    /// naming the changed views are generated and compared.
    ///
    /// A spec with a slot looks there first: the constraint in it is either the spec's or, not
    /// stamped by an earlier spec, one this update replaces (it is then known to be stale, which
    /// a local update could not tell otherwise without reading every slot's constraint).
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
        var replacedSlots: [Int] = []
        var kept = 0
        let axis = self.axis
        for (index, spec) in specs.enumerated() {
            let slot = Int(spec.slot)
            if slot >= 0, let entry = installed[slot: slot] {
                let constraint = entry.constraint
                if spec.isInstalled(as: constraint) {
                    if entry.generation != generation { kept += 1 }
                    installed.stamp(slot: slot, generation: generation)
                    if constraint.constant != spec.constant { edits.append((constraint, spec.constant)) }
                    continue
                }
                if entry.generation != generation { replacedSlots.append(slot) }
            }
            // Not in its slot: a spec without one, or one that found its slot taken when installed.
            guard !installed.keyed.isEmpty, let position = installed.keyed.index(forKey: spec.key(along: axis)) else {
                additions.append(index)
                continue
            }
            if installed.keyed.values[position].generation != generation { kept += 1 }
            installed.keyed.values[position].generation = generation
            let constraint = installed.keyed.values[position].constraint
            if constraint.constant != spec.constant { edits.append((constraint, spec.constant)) }
        }
        if kept < installed.count || onlyAround != nil {
            removeStale(onlyAround: onlyAround, replacedSlots: replacedSlots, count: installed.count - kept)
        }
        for (constraint, constant) in edits { constraint.constant = constant }
        // The stack's own constraints name only items of its tree: no common-ancestor search each.
        let engine = additions.isEmpty ? nil : layoutEngine
        for index in additions { installUnlessInstalled(specs[index], in: engine!) }
        spareConstraints.removeAll()
        releaseAxisExchangePin()
    }

    /// Retires the installed constraints the update `generation` did not stamp: all of them, or
    /// with `onlyAround` (a local update), those naming one of its items. Of the slots', those
    /// are the ones its specs replaced (`replacedSlots`): a local update happens only with the
    /// fill distributions, which give every slot a spec whatever is hidden (a hidden neighbour
    /// only changes it), and after an axis exchange, whose items are the stack's own, which
    /// slots never name.
    private func removeStale(onlyAround: ItemFilter?, replacedSlots: [Int], count: Int) {
        if onlyAround == nil {
            for slot in installed.slots.indices {
                guard let entry = installed[slot: slot], entry.generation != generation else { continue }
                installed[slot: slot] = nil
                retire(entry.retained)
            }
        } else {
            for slot in replacedSlots {
                guard let entry = installed[slot: slot], entry.generation != generation else { continue }
                installed[slot: slot] = nil
                retire(entry.retained)
            }
            assert(noSlotIsStale(around: onlyAround!), "a local update left a stale constraint in a slot")
        }
        var stale: [ConstraintSpec.Key] = []
        stale.reserveCapacity(min(count, installed.keyed.count))
        for (key, entry) in installed.keyed where entry.generation != generation {
            if let onlyAround, !onlyAround.matches(key.first, key.second) { continue }
            stale.append(key)
        }
        for key in stale {
            guard let entry = installed.keyed.removeValue(forKey: key) else { continue }
            retire(entry.retained)
        }
    }

    /// Whether no slot holds a constraint that names one of `items` and that the current update
    /// did not stamp (reads every slot's constraint: for assertions).
    private func noSlotIsStale(around items: ItemFilter) -> Bool {
        for entry in installed.slots {
            guard let entry, entry.generation != generation else { continue }
            let constraint = entry.constraint
            if items.matches(
                ConstraintSpec.identity(constraint.firstItem), ConstraintSpec.identity(constraint.secondItem))
            {
                return false
            }
        }
        return true
    }

    /// Retires the constraints in the slots of the arranged item at `index`, which is leaving
    /// the arrangement: they name it.
    func retireSlots(ofItemAt index: Int) {
        for entry in installed.removeItem(at: index) { retire(entry.retained) }
    }

    /// A first update, or one after ``removeGeneratedConstraints()`` (a new axis): every spec is
    /// an addition, so each is installed as it is made, with no list of them held meanwhile
    /// (for a large stack that list was a peak of memory on top of the solver's).
    private func installAll() {
        // The stack's own constraints name only items of its tree: no common-ancestor search each.
        let engine = layoutEngine
        // Fill alignment's constraints with the container and guides, and a few more.
        installed.reserveKeyedCapacity(8)
        _ = makeConstraintSpecs { spec in self.installUnlessInstalled(spec, in: engine) }
        spareConstraints.removeAll()
        releaseAxisExchangePin()
    }

    /// Installs the spec's constraint unless it is installed (a spec repeated within one
    /// update): in its slot if it has one and it is free, otherwise in the dictionary. One
    /// lookup there, not two: the new entry goes into the table first, and a repeat puts the old
    /// one back before anything is activated (its new constraint, never activated, goes back to
    /// the spares).
    private func installUnlessInstalled(_ spec: ConstraintSpec, in engine: LayoutEngine) {
        let slot = Int(spec.slot)
        if slot >= 0 {
            if let entry = installed[slot: slot] {
                if spec.isInstalled(as: entry.constraint) { return }
            } else {
                let entry = makeEntry(for: spec)
                installed[slot: slot] = entry
                engine.activate(generated: entry.constraint)
                return
            }
        }
        let key = spec.key(along: axis)
        let entry = makeEntry(for: spec)
        if let existing = installed.keyed.updateValue(entry, forKey: key) {
            installed.keyed[key] = existing
            spareConstraints.append(entry.constraint)
            entry.release()
            return
        }
        engine.activate(generated: entry.constraint)
    }

    /// A table entry for the spec's constraint, made or reused, not yet active.
    private func makeEntry(for spec: ConstraintSpec) -> InstalledConstraint {
        let constraint = spec.makeConstraint(reusing: &spareConstraints)
        installationCount += 1
        return InstalledConstraint(
            retaining: constraint, generation: generation, order: UInt32(truncatingIfNeeded: installationCount))
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
        installed.removeAll()
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
        for entry in installed.entries { oldest = max(oldest, now &- entry.order) }
        let span = installed.isEmpty ? 0 : Int(oldest) + 1
        if span <= StackView.denseSlotsPerEntry * installed.count {
            var byAge = [UInt](repeating: 0, count: span)
            for entry in installed.entries { byAge[Int(now &- entry.order)] = entry.address }
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
        for entry in installed.entries { byAgeSorted.append((now &- entry.order, entry.address)) }
        byAgeSorted.sort(by: <)
        return byAgeSorted.map(\.address)
    }

    /// How many slots per constraint the linear placement of ``addressesNewestFirst()`` may use.
    private static let denseSlotsPerEntry = 4

    /// The stack's constraints that are active now, in no particular order (for tests and dumps).
    /// A constraint the stack replaces is reused as a new one when no one holds it strongly, so
    /// a weak reference to an old one may come to see a new one.
    public var generatedConstraints: [LayoutConstraint] { installed.entries.map(\.constraint) }
}
