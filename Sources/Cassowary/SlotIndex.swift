/// Something that remembers where one table keeps it, so that table finds it without hashing:
/// an object, or a value whose hint lives in an object (a ``Variable``'s, in its group).
protocol SlotHinted {
    /// The slot in the table that claimed it first; -1 when none has.
    var slotHint: Int { get nonmutating set }
    /// What tells it apart from the others, for the tables that find it by hashing.
    var slotIdentity: UInt { get }
}

extension SolverConstraint {
    var slotIdentity: UInt { UInt(bitPattern: ObjectIdentifier(self)) }
}

extension Variable: SlotHinted {
    var slotIdentity: UInt { identity }
}

/// Slot numbers of one table for owners that remember their slot (``SlotHinted``): a lookup
/// is the owner's hint, checked by the table, so no hashing. An owner in two tables at once
/// keeps the first one's hint; the second finds it through a dictionary. Freed slots are reused.
struct SlotIndex<Owner: SlotHinted> {
    private var freeSlots: [Int] = []
    /// Owners whose hint belongs to another table → their slot here.
    private var overflow: [UInt: Int] = [:]

    /// Slots handed out and not freed, given how many the table has.
    func inUse(ofTotal total: Int) -> Int { total - freeSlots.count }

    /// `owner`'s slot, where `holds(slot)` tells whether the table's slot `slot` holds it.
    func slot(of owner: Owner, holds: (Int) -> Bool) -> Int? {
        let hint = owner.slotHint
        if hint >= 0 && holds(hint) { return hint }
        return overflow.isEmpty ? nil : overflow[owner.slotIdentity]
    }

    /// A slot for `owner`: a freed one, or `appending` (the table's next new slot).
    mutating func claim(for owner: Owner, appending: Int) -> Int {
        let slot = freeSlots.popLast() ?? appending
        if owner.slotHint < 0 {
            owner.slotHint = slot
        } else {
            overflow[owner.slotIdentity] = slot
        }
        return slot
    }

    /// Frees `owner`'s slot for reuse.
    mutating func free(_ slot: Int, of owner: Owner) {
        freeSlots.append(slot)
        // The overflow first: the hint of an owner there is another table's, even when its
        // number is this slot's.
        if !overflow.isEmpty && overflow.removeValue(forKey: owner.slotIdentity) != nil { return }
        assert(owner.slotHint == slot, "the owner's hint is not this slot's")
        owner.slotHint = -1
    }

    /// Forgets every slot; `owners` are the owners in them, whose hints are given back.
    mutating func removeAll(owners: some Sequence<(slot: Int, owner: Owner)>) {
        // An owner in `overflow` keeps another table's hint, even if the numbers coincide.
        for (slot, owner) in owners where owner.slotHint == slot && overflow[owner.slotIdentity] == nil {
            owner.slotHint = -1
        }
        freeSlots.removeAll()
        overflow.removeAll()
    }

    /// Takes back the hints of `owners` (each with its slot here) that this table held before
    /// ``removeAll(owners:)`` gave them away, when its state is restored as it was.
    func reclaimHints(owners: some Sequence<(slot: Int, owner: Owner)>) {
        for (slot, owner) in owners where overflow[owner.slotIdentity] == nil && owner.slotHint < 0 {
            owner.slotHint = slot
        }
    }
}
