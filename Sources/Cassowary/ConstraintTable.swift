/// The constraints of one solver with their entries, found without hashing.
///
/// Entries live in slots, and each constraint remembers its slot (``Constraint/slotHint``), so
/// a lookup is one array read checked by identity. A constraint that is in two solvers at once
/// keeps the first one's hint; the second finds it through a dictionary instead.
struct ConstraintTable {
    private var slots: [ConstraintEntry?] = []
    private var freeSlots: [Int] = []
    /// Constraints whose hint belongs to another solver → their slot here.
    private var overflow: [ObjectIdentifier: Int] = [:]
    private(set) var count = 0

    private func slot(of constraint: Constraint) -> Int? {
        let hint = constraint.slotHint
        if hint >= 0 && hint < slots.count && slots[hint]?.constraint === constraint { return hint }
        return overflow.isEmpty ? nil : overflow[ObjectIdentifier(constraint)]
    }

    subscript(constraint: Constraint) -> ConstraintEntry? {
        guard let slot = slot(of: constraint) else { return nil }
        return slots[slot]
    }

    /// Adds or replaces the entry of `entry.constraint`.
    mutating func set(_ entry: ConstraintEntry) {
        let constraint = entry.constraint
        if let slot = slot(of: constraint) {
            slots[slot] = entry
            return
        }
        let slot: Int
        if let free = freeSlots.popLast() {
            slot = free
            slots[slot] = entry
        } else {
            slot = slots.count
            slots.append(entry)
        }
        if constraint.slotHint < 0 {
            constraint.slotHint = slot
        } else {
            overflow[ObjectIdentifier(constraint)] = slot
        }
        count += 1
    }

    @discardableResult
    mutating func remove(_ constraint: Constraint) -> ConstraintEntry? {
        guard let slot = slot(of: constraint) else { return nil }
        let entry = slots[slot]
        slots[slot] = nil
        freeSlots.append(slot)
        if constraint.slotHint == slot {
            constraint.slotHint = -1
        } else {
            overflow[ObjectIdentifier(constraint)] = nil
        }
        count -= 1
        return entry
    }

    /// Every entry, in no particular order.
    var entries: [ConstraintEntry] { slots.compactMap { $0 } }

    /// Empties the table and gives the constraints' hints back.
    mutating func removeAll() {
        for case (let slot, let entry?) in slots.enumerated() where entry.constraint.slotHint == slot {
            entry.constraint.slotHint = -1
        }
        slots.removeAll()
        freeSlots.removeAll()
        overflow.removeAll()
        count = 0
    }
}
