import Layout

/// A stack's installed constraints: a slot per arranged item for each of the constraints nearly
/// every item has (its spacing to the item before it, its alignment with the first item), and a
/// dictionary, by key, for the others (the container's, the guides', hiding, …).
///
/// A large stack's table thus costs 48 bytes per item and needs no hashing, where a dictionary
/// entry per constraint cost some 320 bytes per item at 10 000 items (a 48-byte bucket, with
/// the table's spare room, for each of three constraints). The slots follow the arranged
/// subviews as they are inserted, moved and removed (``insertItem(at:)``,
/// ``moveItem(from:to:)``, ``removeItem(at:)``), so an item's constraints stay in its slots. A
/// slot holds only specs of one role (``ConstraintSpec/Slot``), so its constraint is still
/// wanted when it relates the same sides at the same priority as the spec
/// (``ConstraintSpec/isInstalled(as:)``).
struct InstalledConstraintTable {
    /// ``ConstraintSpec/Slot/perItem`` slots per arranged item, in item order.
    private(set) var slots: [InstalledConstraint?] = []
    /// The constraints without a slot, by key (see ``ConstraintSpec/Key``).
    var keyed: [ConstraintSpec.Key: InstalledConstraint] = [:]
    /// How many slots hold a constraint.
    private(set) var occupiedSlots = 0

    /// How many constraints are installed.
    var count: Int { occupiedSlots + keyed.count }
    var isEmpty: Bool { count == 0 }

    /// The constraint in `slot` (an index of ``slots``).
    subscript(slot slot: Int) -> InstalledConstraint? {
        get { slots[slot] }
        set {
            occupiedSlots += (newValue == nil ? 0 : 1) - (slots[slot] == nil ? 0 : 1)
            slots[slot] = newValue
        }
    }

    /// Stamps the constraint in `slot` as wanted by the update `generation`.
    mutating func stamp(slot: Int, generation: UInt32) {
        slots[slot]?.generation = generation
    }

    /// Empty slots for an item inserted at `index` of the arranged subviews.
    mutating func insertItem(at index: Int) {
        let start = index * ConstraintSpec.Slot.perItem
        slots.insert(contentsOf: repeatElement(nil, count: ConstraintSpec.Slot.perItem), at: start)
    }

    /// Takes out the slots of the item at `index` of the arranged subviews, returning the
    /// constraints they held: they name that item, so the caller retires them.
    mutating func removeItem(at index: Int) -> [InstalledConstraint] {
        let range = index * ConstraintSpec.Slot.perItem..<(index + 1) * ConstraintSpec.Slot.perItem
        let removed = slots[range].compactMap { $0 }
        slots.removeSubrange(range)
        occupiedSlots -= removed.count
        return removed
    }

    /// Moves the slots of the item at `old` to `new` (indices of the arranged subviews before and
    /// after the move), with their constraints: those relating the item to the first one may
    /// still be wanted.
    mutating func moveItem(from old: Int, to new: Int) {
        let range = old * ConstraintSpec.Slot.perItem..<(old + 1) * ConstraintSpec.Slot.perItem
        let moved = Array(slots[range])
        slots.removeSubrange(range)
        slots.insert(contentsOf: moved, at: new * ConstraintSpec.Slot.perItem)
    }

    /// Empties the table, keeping a slot per item and the dictionary's room. Releases nothing:
    /// the entries' retains are the caller's to hand on (see ``InstalledConstraint``).
    mutating func removeAll() {
        for index in slots.indices { slots[index] = nil }
        occupiedSlots = 0
        keyed.removeAll(keepingCapacity: true)
    }

    /// Room for `count` constraints without a slot.
    mutating func reserveKeyedCapacity(_ count: Int) { keyed.reserveCapacity(count) }

    /// Every installed constraint: the slots' in item order, then the others in no order.
    var entries: Entries { Entries(slots: slots.makeIterator(), keyed: keyed.values.makeIterator()) }

    /// The installed constraints, without a closure per entry (in main-actor code one checks
    /// its isolation on every call).
    struct Entries: Sequence, IteratorProtocol {
        var slots: IndexingIterator<[InstalledConstraint?]>
        var keyed: Dictionary<ConstraintSpec.Key, InstalledConstraint>.Values.Iterator

        mutating func next() -> InstalledConstraint? {
            while let slot = slots.next() {
                if let slot { return slot }
            }
            return keyed.next()
        }
    }
}

/// An installed stack constraint, stamped by the update that last wanted it.
///
/// The entry owns one retain of its constraint, taken when it is made, and handed on when it
/// leaves the stack's table (`retire(_:)`: the old constraint becomes a spare or is freed,
/// right after its deactivation, while it is still in the cache) or given back by
/// ``release()``. The table's values are plain data, so emptying the table releases nothing.
/// Copies share that one retain: only the code that takes an entry out of the table hands it
/// on. (`Sendable` only so that the stack's `deinit`, which is not main-actor isolated, may
/// read the table; entries never leave the main thread.) An empty slot (`nil`) costs nothing
/// more: the entry's reference is never null.
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
