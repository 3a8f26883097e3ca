/// The constraints of one solver with their entries, found without hashing.
///
/// Entries live in slots of a ``SlotIndex``: each constraint remembers its slot, so a lookup is
/// one array read checked by identity.
struct ConstraintTable {
    private var slots: DenseArray<ConstraintEntry?> = []
    private var index = SlotIndex<SolverConstraint>()

    var count: Int { index.inUse(ofTotal: slots.count) }

    private func slot(of constraint: SolverConstraint) -> Int? {
        index.slot(of: constraint) { $0 < slots.count && slots[$0]?.constraint === constraint }
    }

    subscript(constraint: SolverConstraint) -> ConstraintEntry? {
        guard let slot = slot(of: constraint) else { return nil }
        return slots[slot]
    }

    /// Adds or replaces the entry of `entry.constraint`.
    mutating func set(_ entry: ConstraintEntry) {
        if let slot = slot(of: entry.constraint) {
            slots[slot] = entry
            return
        }
        let slot = index.claim(for: entry.constraint, appending: slots.count)
        if slot == slots.count { slots.append(entry) } else { slots[slot] = entry }
    }

    @discardableResult
    mutating func remove(_ constraint: SolverConstraint) -> ConstraintEntry? {
        guard let slot = slot(of: constraint) else { return nil }
        let entry = slots[slot]
        slots[slot] = nil
        index.free(slot, of: constraint)
        return entry
    }

    /// Numbers the entries 1, 2, … in their order of addition, so that the numbers of the next
    /// additions follow theirs, and returns the last: once every 2³¹ additions.
    mutating func renumberSequences() -> Int {
        let order = slots.indices.filter { slots[$0] != nil }.sorted { slots[$0]!.sequence < slots[$1]!.sequence }
        for (number, slot) in order.enumerated() { slots[slot]!.sequence = Int32(number + 1) }
        return order.count
    }

    /// Calls `body` with every entry, in no particular order, without a copy of them.
    func forEachEntry(_ body: (ConstraintEntry) -> Void) {
        for slot in slots.indices { if let entry = slots[slot] { body(entry) } }
    }

    /// Every entry, in no particular order.
    var entries: [ConstraintEntry] { slots.compactMap { $0 } }

    /// Empties the table and gives the constraints' hints back.
    mutating func removeAll() {
        index.removeAll(owners: owners)
        slots.removeAll()
    }

    /// Takes back the constraints' hints after ``removeAll()`` on another copy of this table
    /// (the solver restoring a state it kept).
    func reclaimHints() {
        index.reclaimHints(owners: owners)
    }

    /// Each held constraint with its slot, lazily: a copy of the pairs would be a peak of
    /// memory as a large solver goes.
    private var owners: some Sequence<(slot: Int, owner: SolverConstraint)> {
        slots.enumerated().lazy.compactMap { slot, entry in entry.map { (slot: slot, owner: $0.constraint) } }
    }
}
