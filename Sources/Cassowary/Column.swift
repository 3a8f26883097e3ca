/// The basic symbols whose rows hold one parametric symbol, in no particular order.
///
/// Most columns hold one or two symbols: those live in the column itself, in one word
/// (``InlineEntries``), with no allocation, and a column is 16 bytes (the tableau keeps one in
/// the slot of each parametric symbol, so every payload of ``More`` is a reference, whose spare
/// bits hold the case). Up to ``largeCount`` more go
/// to an unsorted array (no hashing). A column that grows past that (a stack's width, an edited
/// frame) becomes a ``SymbolSet`` indexed by symbol id, so that removing its entries one by one
/// stays linear overall.
struct Column: Sequence {
    /// The first two entries; ``Symbol/vacant`` when unused (`second` only if `first` is used).
    /// A counted column keeps its count in `first` instead (``countedEntries``).
    private(set) var inline = InlineEntries()
    private var first: Symbol {
        get { inline.first }
        set { inline.first = newValue }
    }
    private var second: Symbol {
        get { inline.second }
        set { inline.second = newValue }
    }
    /// The entries past the first two; see ``More``.
    private(set) var more = More.none
    static let largeCount = 32

    /// Where a column keeps the entries past its first two.
    enum More {
        case none
        /// The entries past the first two, while the column is small.
        case small([Symbol])
        /// Every entry, once the column is large (`first` and `second` are then unused).
        case large(LargeColumn)
        /// Once an untracked column is large, only how many entries it has is kept, as the id of
        /// `first` (``countedEntries``); `second` is then unused (see ``insert(_:tracked:)``).
        case counted
    }

    /// A large column's set, boxed to keep columns small; copied before a shared one changes.
    final class LargeColumn {
        var set: SymbolSet
        init(_ set: SymbolSet) { self.set = set }
    }

    /// The column with these first two entries and these others.
    init(inline: InlineEntries, more: More) {
        self.inline = inline
        self.more = more
    }

    init() {}

    var count: Int {
        switch more {
        case .large(let box): box.set.count
        case .counted: countedEntries
        case .small(let rest): 2 + rest.count
        case .none: (first == .vacant ? 0 : 1) + (second == .vacant ? 0 : 1)
        }
    }

    var isEmpty: Bool { count == 0 }

    /// Whether the column only counts its entries: iterating it yields nothing, and the rows
    /// that hold its symbol must be found in the rows themselves.
    var isCounted: Bool {
        if case .counted = more { return true }
        return false
    }

    /// A counted column's number of entries, kept in `first`.
    private var countedEntries: Int {
        get { first.id }
        set { first = Symbol(id: newValue, kind: .external) }
    }

    private var isLarge: Bool {
        if case .large = more { return true }
        return false
    }

    /// Adds a symbol the column does not hold (a row holds each symbol once).
    ///
    /// An untracked column that grows large only counts its entries from then on: the column
    /// of a marker held by many rows (a container's definition chain, expanded into every row
    /// of a large stack) is only needed when its constraint changes or goes, and that touches
    /// each of those rows anyway, so a scan of the rows costs no more than the work itself;
    /// tracking each entry would cost an id-indexed set per such marker and a random access
    /// into it per row added or removed.
    mutating func insert(_ symbol: Symbol, tracked: Bool = true) {
        switch more {
        case .large:
            updateLarge { $0.insert(symbol) }
        case .counted:
            countedEntries += 1
        case .small(var rest):
            more = .none  // the array is uniquely held while it grows
            if rest.count + 2 < Column.largeCount {
                rest.append(symbol)
                more = .small(rest)
                return
            }
            let count = rest.count + 3
            guard tracked else {
                self = Column()
                more = .counted
                countedEntries = count
                return
            }
            var set = SymbolSet()
            for member in [first, second] + rest { set.insert(member) }
            set.insert(symbol)
            self = Column()
            more = .large(LargeColumn(set))
        case .none:
            if !inline.insert(symbol) { more = .small([symbol]) }
        }
    }

    mutating func remove(_ symbol: Symbol) {
        if case .counted = more {
            if countedEntries > 1 { countedEntries -= 1 } else { self = Column() }
            return
        }
        if isLarge {
            updateLarge { $0.remove(symbol) }
            if case .large(let box) = more, box.set.isEmpty { more = .none }
            return
        }
        if case .none = more {
            inline.remove(symbol)
            return
        }
        // The last entry takes the removed one's place.
        if first == symbol {
            let last = popLast()
            if last != symbol { first = last }
        } else if second == symbol {
            let last = popLast()
            if last != symbol { second = last }
        } else if case .small(var rest) = more, let index = rest.firstIndex(of: symbol) {
            more = .none
            rest.swapAt(index, rest.count - 1)
            rest.removeLast()
            more = rest.isEmpty ? .none : .small(rest)
        }
    }

    /// Removes and returns the last entry of a small column.
    private mutating func popLast() -> Symbol {
        if case .small(var rest) = more {
            more = .none
            let last = rest.removeLast()
            more = rest.isEmpty ? .none : .small(rest)
            return last
        }
        if second != .vacant {
            defer { second = .vacant }
            return second
        }
        defer { first = .vacant }
        return first
    }

    private mutating func updateLarge(_ change: (inout SymbolSet) -> Void) {
        guard case .large(var box) = more else { return }
        more = .none
        if !isKnownUniquelyReferenced(&box) { box = LargeColumn(box.set) }
        change(&box.set)
        more = .large(box)
    }

    func contains(_ symbol: Symbol) -> Bool {
        switch more {
        case .large(let box): box.set.contains(symbol)
        case .counted: false  // unknown here: callers look in the row
        case .small(let rest): first == symbol || second == symbol || rest.contains(symbol)
        case .none: symbol != .vacant && (first == symbol || second == symbol)
        }
    }

    func sorted() -> [Symbol] { Array(self).sorted() }

    func makeIterator() -> Iterator {
        assert(!isCounted, "a counted column has no entries to walk")
        return Iterator(column: self)
    }

    /// Walks a copy of the column, so the tableau may change the column itself meanwhile.
    struct Iterator: IteratorProtocol {
        private let inline: (Symbol, Symbol)
        /// How many of `inline` are entries (they fill in order).
        private let inlineCount: Int
        private let others: [Symbol]
        private var index = 0

        fileprivate init(column: Column) {
            switch column.more {
            case .large(let box):
                inline = (.vacant, .vacant)
                inlineCount = 0
                others = box.set.elements
                return
            case .counted:
                (inline, inlineCount, others) = ((.vacant, .vacant), 0, [])
                return
            case .none, .small:
                break
            }
            inline = (column.first, column.second)
            inlineCount = column.first == .vacant ? 0 : column.second == .vacant ? 1 : 2
            if case .small(let rest) = column.more { others = rest } else { others = [] }
        }

        mutating func next() -> Symbol? {
            defer { index += 1 }
            if index < inlineCount { return index == 0 ? inline.0 : inline.1 }
            let position = index - inlineCount
            return position < others.count ? others[position] : nil
        }
    }
}

/// A column's first two entries, packed in one word: ``Symbol/vacant`` where unused (`second`
/// only if `first` is used).
struct InlineEntries {
    /// `first` in the low half, `second` in the high half, as their raw values.
    var word: UInt64

    init() {
        word = InlineEntries.pack(.vacant, .vacant)
    }

    /// The entries `word` packs (see ``word``).
    init(word: UInt64) {
        self.word = word
    }

    private static func pack(_ first: Symbol, _ second: Symbol) -> UInt64 {
        UInt64(UInt32(bitPattern: first.raw)) | UInt64(UInt32(bitPattern: second.raw)) << 32
    }

    var first: Symbol {
        get { Symbol(raw: Int32(bitPattern: UInt32(truncatingIfNeeded: word))) }
        set { word = InlineEntries.pack(newValue, second) }
    }

    var second: Symbol {
        get { Symbol(raw: Int32(bitPattern: UInt32(truncatingIfNeeded: word >> 32))) }
        set { word = InlineEntries.pack(first, newValue) }
    }

    var isEmpty: Bool { first == .vacant }

    /// Puts `symbol` in the first unused place; false if both are used.
    mutating func insert(_ symbol: Symbol) -> Bool {
        if first == .vacant {
            first = symbol
        } else if second == .vacant {
            second = symbol
        } else {
            return false
        }
        return true
    }

    /// Removes `symbol` if it is one of the two (`second` then moves up, so that the used
    /// places stay first); for a column with no other entries.
    mutating func remove(_ symbol: Symbol) {
        if first == symbol {
            first = second
            second = .vacant
        } else if second == symbol {
            second = .vacant
        }
    }
}
