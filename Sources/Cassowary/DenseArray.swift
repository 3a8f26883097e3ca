#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An array for the solver's tables indexed by dense id (records, constraint entries, symbol
/// slots), which grows in place: its storage is reallocated, not copied, when it runs out.
///
/// A Swift `Array` grows by allocating twice the room and copying into it: each doubling of a
/// large table touches fresh pages and copies the old ones, and the old and the new buffer are
/// both resident meanwhile. Here the C allocator resizes the block, for a large one by moving
/// its pages (`mremap` on Linux), so growing a table costs about what its final size does.
/// That is sound because Swift values move bitwise, which holds for every element type used
/// here (none holds a weak reference).
///
/// A value type, copied on write like `Array` (the solver keeps a copy of its state while it
/// rebuilds).
struct DenseArray<Element>: RandomAccessCollection, MutableCollection, ExpressibleByArrayLiteral {
    /// Nil until the first element: an empty table allocates nothing.
    private var storage: DenseArrayStorage<Element>?

    init() {}

    init(arrayLiteral elements: Element...) {
        reserveCapacity(elements.count)
        for element in elements { append(element) }
    }

    /// `count` copies of `value`.
    init(repeating value: Element, count: Int) {
        reserveCapacity(count)
        for _ in 0..<count { append(value) }
    }

    var startIndex: Int { 0 }
    var endIndex: Int { storage?.count ?? 0 }
    var count: Int { storage?.count ?? 0 }
    var isEmpty: Bool { count == 0 }
    var capacity: Int { storage?.capacity ?? 0 }

    @inline(__always) func index(after index: Int) -> Int { index + 1 }
    @inline(__always) func index(before index: Int) -> Int { index - 1 }

    // Addressors, as `Array` has: `records[i].uses` reads and writes one field in place,
    // where a getter would copy the whole element (and retain its references).
    subscript(index: Int) -> Element {
        @inline(__always) unsafeAddress {
            precondition(index >= 0 && index < count, "DenseArray index out of range")
            return UnsafePointer(storage.unsafelyUnwrapped.base + index)
        }
        @inline(__always) unsafeMutableAddress {
            precondition(index >= 0 && index < count, "DenseArray index out of range")
            makeUnique()
            return storage.unsafelyUnwrapped.base + index
        }
    }

    /// Appends `element`, growing the storage in place when it is full.
    @inline(__always) mutating func append(_ element: Element) {
        makeUnique()
        if count == capacity { grow(toAtLeast: count + 1) }
        let storage = storage.unsafelyUnwrapped
        (storage.base + storage.count).initialize(to: element)
        storage.count += 1
    }

    /// Appends `value` until the array holds `count` elements.
    @inline(__always) mutating func pad(toCount count: Int, with value: Element) {
        if count > capacity { reserveCapacity(count) }
        while self.count < count { append(value) }
    }

    /// Removes and returns the last element, or nil when empty.
    @inline(__always) mutating func popLast() -> Element? {
        guard count > 0 else { return nil }
        return removeLast()
    }

    /// Removes and returns the last element (there must be one).
    @discardableResult
    @inline(__always) mutating func removeLast() -> Element {
        precondition(count > 0, "removeLast from an empty DenseArray")
        makeUnique()
        let storage = storage.unsafelyUnwrapped
        storage.count -= 1
        return (storage.base + storage.count).move()
    }

    /// Removes every element; the room stays allocated when asked, as for `Array`.
    mutating func removeAll(keepingCapacity keepCapacity: Bool = false) {
        guard keepCapacity, storage != nil, isKnownUniquelyReferenced(&storage) else {
            storage = nil
            return
        }
        let storage = storage.unsafelyUnwrapped
        storage.base.deinitialize(count: storage.count)
        storage.count = 0
    }

    /// Makes room for `minimumCapacity` elements in all.
    mutating func reserveCapacity(_ minimumCapacity: Int) {
        guard minimumCapacity > capacity else { return }
        makeUnique()
        grow(toAtLeast: minimumCapacity)
    }

    /// A storage of its own, before a change (copied if another array shares it).
    @inline(__always) private mutating func makeUnique() {
        if storage == nil {
            storage = DenseArrayStorage(capacity: DenseArray.initialCapacity)
        } else if !isKnownUniquelyReferenced(&storage) {
            storage = storage.unsafelyUnwrapped.copy()
        }
    }

    /// Grows a unique storage geometrically to hold at least `minimumCapacity` elements.
    private mutating func grow(toAtLeast minimumCapacity: Int) {
        storage.unsafelyUnwrapped.reallocate(capacity: Swift.max(minimumCapacity, 2 * capacity))
    }

    /// The room a first element allocates.
    private static var initialCapacity: Int { 16 }
}

/// The elements of a ``DenseArray``, in one block from the C allocator.
final class DenseArrayStorage<Element> {
    // Unchecked: only its array reaches a storage, one access at a time.
    @exclusivity(unchecked) private(set) var base: UnsafeMutablePointer<Element>
    @exclusivity(unchecked) var count = 0
    @exclusivity(unchecked) private(set) var capacity: Int

    init(capacity: Int) {
        self.capacity = Swift.max(capacity, 1)
        base = DenseArrayStorage.resized(nil, capacity: self.capacity)
    }

    deinit {
        base.deinitialize(count: count)
        free(base)
    }

    /// Another storage with copies of these elements and the same room.
    func copy() -> DenseArrayStorage {
        let copy = DenseArrayStorage(capacity: capacity)
        copy.base.initialize(from: base, count: count)
        copy.count = count
        return copy
    }

    /// Resizes the block to `capacity` elements; the elements move with it, bitwise.
    func reallocate(capacity newCapacity: Int) {
        precondition(newCapacity >= count, "a DenseArray cannot shrink below its count")
        base = DenseArrayStorage.resized(base, capacity: newCapacity)
        capacity = newCapacity
    }

    private static func resized(_ pointer: UnsafeMutablePointer<Element>?, capacity: Int) -> UnsafeMutablePointer<
        Element
    > {
        // malloc's blocks are aligned for any scalar, which is all the solver stores.
        assert(MemoryLayout<Element>.alignment <= 16, "DenseArray elements must fit malloc's alignment")
        let bytes = Swift.max(capacity * MemoryLayout<Element>.stride, 1)
        guard let raw = realloc(pointer, bytes) else {
            fatalError("out of memory growing a DenseArray to \(bytes) bytes")
        }
        return raw.bindMemory(to: Element.self, capacity: capacity)
    }
}
