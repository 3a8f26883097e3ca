/// The terms of every definition, in one array: a definition holds where its run of terms
/// starts and how long it is, so making or dropping one allocates nothing, and definitions
/// made together (a stack's rows) lie together in memory.
///
/// A dropped run is reused by the next definition of the same length; the lengths a layout's
/// definitions have are few (one to three terms, mostly), so little room is left unused.
struct DefinitionTermPool {
    /// The runs, live and free, one after another.
    private(set) var terms: [RecordTerm] = []
    /// By run length, the start of a free run of that length, or -1; a free run's first term
    /// holds the start of the next free run of its length in ``RecordTerm/record``.
    private var freeRunStarts: [Int32] = []
    /// Runs handed out and not yet released: at 0 the array is emptied, in place.
    private var liveRunCount = 0

    /// A run of `count` terms, to be written through the subscript; its start.
    mutating func allocate(count: Int) -> Int32 {
        guard count > 0 else { return 0 }
        liveRunCount += 1
        if count < freeRunStarts.count, freeRunStarts[count] >= 0 {
            let start = freeRunStarts[count]
            freeRunStarts[count] = Int32(terms[Int(start)].record)
            return start
        }
        let start = Int32(terms.count)
        terms.pad(toCount: terms.count + count, with: RecordTerm(record: 0, coefficient: 0))
        return start
    }

    /// Gives a run back (`count` as it was allocated).
    mutating func release(start: Int32, count: Int) {
        guard count > 0 else { return }
        liveRunCount -= 1
        if liveRunCount == 0 {
            terms.removeAll(keepingCapacity: true)
            for length in freeRunStarts.indices { freeRunStarts[length] = -1 }
            return
        }
        freeRunStarts.pad(toCount: count + 1, with: -1)
        terms[Int(start)].record = Int(freeRunStarts[count])
        freeRunStarts[count] = start
    }

    subscript(index: Int) -> RecordTerm {
        get { terms[index] }
        set { terms[index] = newValue }
    }
}
