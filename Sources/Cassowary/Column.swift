/// The basic symbols whose rows hold one parametric symbol, in no particular order.
///
/// Most columns hold one or two symbols: those live in the column itself, with no allocation.
/// Up to ``largeCount`` more go to an unsorted array (no hashing). A column that grows past
/// that (a stack's width, an edited frame) becomes a ``SymbolSet`` indexed by symbol id, so that
/// removing its entries one by one stays linear overall.
struct Column: Sequence {
    private var first = Symbol.vacant
    private var second = Symbol.vacant
    /// How many of `first` and `second` are in use (0...2); `rest` is empty unless both are.
    private var inlineCount: UInt8 = 0
    private var rest: [Symbol] = []
    private var large: SymbolSet?
    static let largeCount = 32

    var count: Int { large?.count ?? Int(inlineCount) + rest.count }
    var isEmpty: Bool { count == 0 }

    /// Adds a symbol the column does not hold (a row holds each symbol once).
    mutating func insert(_ symbol: Symbol) {
        if large != nil {
            large!.insert(symbol)
            return
        }
        switch inlineCount {
        case 0:
            first = symbol
            inlineCount = 1
        case 1:
            second = symbol
            inlineCount = 2
        default:
            if rest.count + 2 < Column.largeCount {
                rest.append(symbol)
                return
            }
            var set = SymbolSet()
            for member in self { set.insert(member) }
            set.insert(symbol)
            self = Column()
            large = set
        }
    }

    mutating func remove(_ symbol: Symbol) {
        if large != nil {
            large!.remove(symbol)
            if large!.isEmpty { large = nil }
            return
        }
        // The last entry takes the removed one's place.
        if inlineCount > 0 && first == symbol {
            let last = popLast()
            if count > 0 { first = last }
        } else if inlineCount > 1 && second == symbol {
            let last = popLast()
            if count > 1 { second = last }
        } else if let index = rest.firstIndex(of: symbol) {
            rest.swapAt(index, rest.count - 1)
            _ = popLast()
        }
    }

    /// Removes and returns the last entry.
    private mutating func popLast() -> Symbol {
        if !rest.isEmpty {
            let last = rest.removeLast()
            if rest.isEmpty { rest = [] }  // lets the buffer go
            return last
        }
        inlineCount -= 1
        return inlineCount == 1 ? second : first
    }

    func contains(_ symbol: Symbol) -> Bool {
        if let large { return large.contains(symbol) }
        return (inlineCount > 0 && first == symbol) || (inlineCount > 1 && second == symbol) || rest.contains(symbol)
    }

    func sorted() -> [Symbol] { Array(self).sorted() }

    func makeIterator() -> Iterator { Iterator(column: self, members: large?.elements) }

    /// Walks a copy of the column, so the tableau may change the column itself meanwhile.
    struct Iterator: IteratorProtocol {
        let column: Column
        let members: [Symbol]?
        var index = 0

        mutating func next() -> Symbol? {
            defer { index += 1 }
            if let members { return index < members.count ? members[index] : nil }
            switch index {
            case 0: return column.inlineCount > 0 ? column.first : nil
            case 1: return column.inlineCount > 1 ? column.second : nil
            default: return index - 2 < column.rest.count ? column.rest[index - 2] : nil
            }
        }
    }
}
