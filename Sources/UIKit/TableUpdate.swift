/// A batch of row and section changes to a table (or of item and section changes to a
/// collection view), as UIKit takes them: deletions and reloads name rows and sections as they
/// were before the batch, insertions as they are after it; a move names both.
/// ``mapping(oldRowCounts:newRowCounts:)`` says where each old row went.
struct TableUpdate {
    /// What the view and its elements are called in UIKit's messages.
    struct Vocabulary {
        var view: String
        var element: String

        static let table = Vocabulary(view: "table view", element: "row")
        static let collection = Vocabulary(view: "collection view", element: "item")
    }

    var vocabulary = Vocabulary.table
    var deletedSections: [Int] = []
    var insertedSections: [Int] = []
    var reloadedSections: [Int] = []
    var deletedRows: [IndexPath] = []
    var insertedRows: [IndexPath] = []
    var reloadedRows: [IndexPath] = []
    var movedRows: [(from: IndexPath, to: IndexPath)] = []

    /// Where the old rows are after the batch.
    struct Mapping: Equatable {
        /// For each old section and row, its path after the batch; nil if it went away.
        var newPaths: [[IndexPath?]]
        /// Rows whose cells must be asked for again (reloaded), as paths after the batch.
        var reloadedPaths: [IndexPath]
    }

    /// The counts do not add up (UIKit raises `NSInternalInconsistencyException` with this reason).
    struct InconsistencyError: Error, Equatable {
        var reason: String
    }

    /// Every section and row named exists: before the update for deletions, reloads and move
    /// sources, after it for insertions and move destinations.
    private func checkIndexes(oldRowCounts: [Int], newRowCounts: [Int]) throws(InconsistencyError) {
        func section(_ section: Int, _ verb: String, in counts: [Int], _ when: String) throws(InconsistencyError) {
            guard section >= 0, section < counts.count else {
                throw InconsistencyError(
                    reason: "attempt to \(verb) section \(section), but there are only \(counts.count) sections "
                        + "\(when) the update")
            }
        }
        func row(_ path: IndexPath, _ verb: String, in counts: [Int], _ when: String) throws(InconsistencyError) {
            try section(path.section, verb, in: counts, when)
            guard path.row >= 0, path.row < counts[path.section] else {
                throw InconsistencyError(
                    reason: "attempt to \(verb) \(vocabulary.element) \(path.row) in section \(path.section), which "
                        + "only contains \(counts[path.section]) \(vocabulary.element)s \(when) the update")
            }
        }
        for index in deletedSections { try section(index, "delete", in: oldRowCounts, "before") }
        for index in reloadedSections { try section(index, "reload", in: oldRowCounts, "before") }
        for index in insertedSections { try section(index, "insert", in: newRowCounts, "after") }
        for path in deletedRows { try row(path, "delete", in: oldRowCounts, "before") }
        for path in reloadedRows { try row(path, "reload", in: oldRowCounts, "before") }
        for path in insertedRows { try row(path, "insert", in: newRowCounts, "after") }
        for move in movedRows {
            try row(move.from, "move", in: oldRowCounts, "before")
            try row(move.to, "move", in: newRowCounts, "after")
        }
    }

    /// Maps old rows to new ones, given the row counts before and after (from the data source);
    /// throws if the counts are not the old ones plus the insertions minus the deletions.
    func mapping(oldRowCounts: [Int], newRowCounts: [Int]) throws(InconsistencyError) -> Mapping {
        let oldSections = oldRowCounts.count
        let newSections = newRowCounts.count
        try checkIndexes(oldRowCounts: oldRowCounts, newRowCounts: newRowCounts)
        let deleted = Set(deletedSections)
        let inserted = Set(insertedSections)
        guard newSections == oldSections + inserted.count - deleted.count else {
            throw InconsistencyError(
                reason: "Invalid update: invalid number of sections. The number of sections contained in the "
                    + "\(vocabulary.view) after the update (\(newSections)) must be equal to the number of sections "
                    + "contained in the \(vocabulary.view) before the update (\(oldSections)), plus or minus the number "
                    + "of sections inserted or deleted (\(inserted.count) inserted, \(deleted.count) deleted).")
        }
        // Surviving old sections keep their order and fill the new sections not inserted.
        var newSectionOf = [Int?](repeating: nil, count: oldSections)
        var nextNew = 0
        for old in 0..<oldSections where !deleted.contains(old) {
            while inserted.contains(nextNew) { nextNew += 1 }
            newSectionOf[old] = nextNew
            nextNew += 1
        }
        let reloadedSectionSet = Set(reloadedSections)
        var newPaths = oldRowCounts.map { [IndexPath?](repeating: nil, count: $0) }
        var reloadedPaths: [IndexPath] = []
        for old in 0..<oldSections {
            guard let new = newSectionOf[old], !reloadedSectionSet.contains(old) else { continue }
            let removed = Set(deletedRows.filter { $0.section == old }.map(\.row))
            let movedOut = Set(movedRows.filter { $0.from.section == old }.map(\.from.row))
            let insertedHere = Set(insertedRows.filter { $0.section == new }.map(\.row))
            let movedIn = Set(movedRows.filter { $0.to.section == new }.map(\.to.row))
            let remaining = (0..<oldRowCounts[old]).filter { !removed.contains($0) && !movedOut.contains($0) }
            let occupied = insertedHere.union(movedIn)
            guard newRowCounts[new] == remaining.count + occupied.count else {
                throw InconsistencyError(
                    reason:
                        "Invalid update: invalid number of \(vocabulary.element)s in section \(new). The number of \(vocabulary.element)s "
                        + "contained in an existing section after the update (\(newRowCounts[new])) must be "
                        + "equal to the number of \(vocabulary.element)s contained in that section before the update "
                        + "(\(oldRowCounts[old])), plus or minus the number of \(vocabulary.element)s inserted or deleted from "
                        + "that section (\(insertedHere.count) inserted, \(removed.count) deleted) and plus or "
                        + "minus the number of \(vocabulary.element)s moved into or out of that section (\(movedIn.count) moved "
                        + "in, \(movedOut.count) moved out).")
            }
            var position = 0
            for row in remaining {
                while occupied.contains(position) { position += 1 }
                newPaths[old][row] = IndexPath(row: position, section: new)
                position += 1
            }
        }
        for move in movedRows { newPaths[move.from.section][move.from.row] = move.to }
        for path in reloadedRows {
            if let new = newPaths[path.section][path.row] {
                reloadedPaths.append(new)
            }
        }
        return Mapping(newPaths: newPaths, reloadedPaths: reloadedPaths)
    }
}

/// A view that takes batches of ``TableUpdate`` changes (a table, a collection view): changes
/// between a batch's start and end apply together; a change outside a batch is a batch of its own.
@preconcurrency @MainActor
protocol BatchUpdating: AnyObject {
    /// The changes of the batch being collected.
    var pendingUpdate: TableUpdate { get set }
    /// How many batches are open (they nest).
    var updateDepth: Int { get set }
    /// Applies a whole batch.
    func apply(_ update: TableUpdate)
    /// Asks the data source for everything again.
    func reloadData()
    /// Whether everything is to be asked for again before the next use (a batch is then moot).
    var isReloadPending: Bool { get }
    /// What the view and its elements are called in UIKit's messages.
    static var updateVocabulary: TableUpdate.Vocabulary { get }
}

extension BatchUpdating {
    /// Opens a batch.
    func beginBatch() { updateDepth += 1 }

    /// Closes a batch; the outermost applies the changes.
    func endBatch() {
        precondition(updateDepth > 0, "endUpdates() without beginUpdates()")
        updateDepth -= 1
        guard updateDepth == 0 else { return }
        let update = pendingUpdate
        pendingUpdate = TableUpdate(vocabulary: Self.updateVocabulary)
        apply(update)
    }

    /// Adds a change to the open batch, or applies it alone.
    func record(_ change: (inout TableUpdate) -> Void) {
        if updateDepth > 0 {
            change(&pendingUpdate)
        } else {
            var update = TableUpdate(vocabulary: Self.updateVocabulary)
            change(&update)
            apply(update)
        }
    }
}
