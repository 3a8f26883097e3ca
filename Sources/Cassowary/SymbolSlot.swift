/// What the tableau keeps for one symbol id: the symbol's row while it is basic, else its
/// column (the basic symbols whose rows hold it).
///
/// A basic symbol is in no row, so its column is empty: one slot serves both, in 16 bytes where
/// a row and a column side by side took 32. One word holds a row's constant or a column's first
/// two entries, so that a row's constant changes in place (a constraint's new constant, an
/// edit, shifts thousands); the other holds the row's cells or the rest of the column.
struct SymbolSlot {
    /// A basic symbol's row constant, as its bit pattern; a parametric symbol's first two
    /// column entries (``InlineEntries/word``).
    private var word: UInt64
    private var storage: Storage

    private enum Storage {
        /// A basic symbol's row cells.
        case cells([Cell])
        /// The rest of a parametric symbol's column.
        case column(Column.More)
    }

    /// The slot of a parametric symbol with this column.
    init(_ column: Column) {
        word = column.inline.word
        storage = .column(column.more)
    }

    /// The slot of a basic symbol with this row.
    init(_ row: Row) {
        word = row.constant.bitPattern
        storage = .cells(row.cells)
    }

    /// The slot of a symbol that is neither basic nor in any row.
    static var unused: SymbolSlot { SymbolSlot(Column()) }

    var isBasic: Bool {
        if case .cells = storage { return true }
        return false
    }

    /// A basic symbol's row constant, read and changed in place.
    var constant: Double {
        @inline(__always) get {
            precondition(isBasic, "only a basic symbol has a row constant")
            return Double(bitPattern: word)
        }
        @inline(__always) set {
            precondition(isBasic, "only a basic symbol has a row constant")
            word = newValue.bitPattern
        }
    }

    /// The row constant, if the symbol is basic.
    var basicConstant: Double? {
        if case .cells = storage { return Double(bitPattern: word) }
        return nil
    }

    /// The row, if the symbol is basic.
    var row: Row? {
        guard case .cells(let cells) = storage else { return nil }
        return Row(constant: Double(bitPattern: word), cells: cells)
    }

    /// The column; empty for a basic symbol.
    var column: Column {
        guard case .column(let more) = storage else { return Column() }
        return Column(inline: InlineEntries(word: word), more: more)
    }

    /// Whether the column is empty (a basic symbol's is); a column of two entries or fewer is
    /// read without a copy.
    var isColumnEmpty: Bool {
        switch storage {
        case .cells: true
        case .column(.none): InlineEntries(word: word).isEmpty
        case .column: column.isEmpty
        }
    }

    /// Adds a basic symbol to a parametric symbol's column (see ``Column/insert(_:tracked:)``).
    /// Most columns hold one or two entries, which change in the slot's word, in place.
    mutating func insertIntoColumn(_ basic: Symbol, tracked: Bool) {
        if case .column(.none) = storage {
            var inline = InlineEntries(word: word)
            if inline.insert(basic) {
                word = inline.word
                return
            }
        }
        guard var column = takeColumn() else { preconditionFailure("no row holds a basic symbol") }
        column.insert(basic, tracked: tracked)
        self = SymbolSlot(column)
    }

    /// Empties a parametric symbol's column (a basic symbol keeps its row).
    mutating func emptyColumn() {
        if !isBasic { self = .unused }
    }

    /// Removes a basic symbol from a parametric symbol's column, in place as
    /// ``insertIntoColumn(_:tracked:)`` adds one.
    mutating func removeFromColumn(_ basic: Symbol) {
        if case .column(.none) = storage {
            var inline = InlineEntries(word: word)
            inline.remove(basic)
            word = inline.word
            return
        }
        guard var column = takeColumn() else { return }
        column.remove(basic)
        self = SymbolSlot(column)
    }

    /// Takes a basic symbol's row out, leaving the slot unused: the row's cells are then
    /// referenced once, and change without a copy until the row is put back.
    mutating func takeRow() -> Row {
        guard case .cells(let cells) = storage else { preconditionFailure("the symbol is not basic") }
        let constant = Double(bitPattern: word)
        self = .unused
        return Row(constant: constant, cells: cells)
    }

    /// Takes a parametric symbol's column out, as ``takeRow()`` takes a row; nil for a basic
    /// symbol, which keeps its row.
    mutating func takeColumn() -> Column? {
        guard case .column(let more) = storage else { return nil }
        let inline = InlineEntries(word: word)
        self = .unused
        return Column(inline: inline, more: more)
    }
}
