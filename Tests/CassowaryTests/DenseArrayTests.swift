import Testing

@testable import Cassowary

@Suite("Dense arrays")
struct DenseArrayTests {
    /// Counts the live probes of one test, so that each test sees only its own.
    final class Census {
        var alive = 0
    }

    /// An element with a reference: it must be retained once per copy and released once.
    final class Probe {
        let census: Census
        let value: Int
        init(_ value: Int, _ census: Census) {
            self.value = value
            self.census = census
            census.alive += 1
        }
        deinit { census.alive -= 1 }
    }

    struct Slot {
        var probe: Probe?
        var count: Int32
    }

    @Test func growingKeepsEveryElementInOrder() {
        var dense: DenseArray<Int> = []
        var reference: [Int] = []
        for value in 0..<10_000 {
            dense.append(value * 7)
            reference.append(value * 7)
        }
        #expect(Array(dense) == reference)
        #expect(dense.count == 10_000 && dense.capacity >= 10_000 && dense.capacity < 2 * 10_000 + 16)
        dense[5000] += 1
        #expect(dense[5000] == 5000 * 7 + 1)
        #expect(dense.popLast() == 9999 * 7)
        #expect(dense.count == 9999)
    }

    @Test func elementsWithReferencesAreReleasedExactlyOnce() {
        let census = Census()
        do {
            var dense: DenseArray<Slot> = []
            for value in 0..<1000 { dense.append(Slot(probe: Probe(value, census), count: Int32(value))) }
            #expect(census.alive == 1000)
            dense[3].probe = nil
            #expect(census.alive == 999)
            let last = dense.removeLast()
            #expect(last.probe?.value == 999 && census.alive == 999)
            dense.pad(toCount: 1200, with: Slot(probe: nil, count: -1))
            #expect(dense.count == 1200 && dense[1100].count == -1)
            let capacity = dense.capacity
            dense.removeAll(keepingCapacity: true)
            #expect(dense.isEmpty && dense.capacity == capacity)
            #expect(census.alive == 1)  // `last` still holds its probe
            for value in 0..<10 { dense.append(Slot(probe: Probe(value, census), count: 0)) }
            #expect(census.alive == 11)
        }
        #expect(census.alive == 0)
    }

    @Test func copiesAreIndependentValues() {
        let census = Census()
        do {
            var original: DenseArray<Slot> = []
            for value in 0..<100 { original.append(Slot(probe: Probe(value, census), count: Int32(value))) }
            var copy = original
            copy[10].count = -10
            copy.append(Slot(probe: Probe(100, census), count: 100))
            #expect(original[10].count == 10 && original.count == 100)
            #expect(copy[10].count == -10 && copy.count == 101)
            #expect(copy[20].probe === original[20].probe)
            var emptied = original
            emptied.removeAll(keepingCapacity: true)
            #expect(emptied.isEmpty && original.count == 100 && original[99].probe?.value == 99)
            _ = original.popLast()
            #expect(copy[99].probe?.value == 99)
            #expect(census.alive == 101)
        }
        #expect(census.alive == 0)
    }

    @Test func anEmptyArrayAllocatesNothingAndFillsByRepeating() {
        let empty = DenseArray<Double>()
        #expect(empty.isEmpty && empty.capacity == 0)
        let filled = DenseArray(repeating: 1.5, count: 33)
        #expect(filled.count == 33 && filled.allSatisfy { $0 == 1.5 })
        var literal: DenseArray<Int32> = [3, 1, 2]
        literal.sort()
        #expect(Array(literal) == [1, 2, 3])
    }
}
