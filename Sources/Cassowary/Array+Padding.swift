extension Array {
    /// Appends `value` until the array holds `count` elements. Arrays indexed by symbol id grow
    /// one id at a time, where `append(contentsOf: repeatElement(…))` costs a generic copy per
    /// call; single appends use the array's own geometric capacity.
    @inline(__always)
    mutating func pad(toCount count: Int, with value: Element) {
        while self.count < count { append(value) }
    }

    /// Empties the array and keeps its room, one element at a time: for the short scratch
    /// lists of hot paths, where `removeAll(keepingCapacity:)` costs a generic range replacement.
    @inline(__always)
    mutating func removeAllKeepingCapacity() {
        while !isEmpty { removeLast() }
    }
}
