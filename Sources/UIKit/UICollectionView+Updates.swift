extension UICollectionView: BatchUpdating {
    // MARK: - Inserting, deleting, reloading and moving

    static var updateVocabulary: TableUpdate.Vocabulary { .collection }

    /// Runs `updates` (the changes) as one batch, then `completion` with true: the data
    /// source's new counts must be the old ones with the changes (else a programming error, as
    /// in UIKit). Items that stay keep their cells; the changes show at once, unanimated.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginBatch()
        updates?()
        endBatch()
        completion?(true)
    }

    /// Inserts items (paths after the change); the data source must already have them.
    public func insertItems(at indexPaths: [IndexPath]) {
        record { $0.insertedRows += indexPaths }
    }

    /// Deletes items (paths before the change); the data source must no longer have them.
    public func deleteItems(at indexPaths: [IndexPath]) {
        record { $0.deletedRows += indexPaths }
    }

    /// Asks the data source for these items' cells again (paths before the change).
    public func reloadItems(at indexPaths: [IndexPath]) {
        record { $0.reloadedRows += indexPaths }
    }

    /// Asks the data source to configure these items' cells again (here: asks for their cells
    /// again, as a reload does).
    public func reconfigureItems(at indexPaths: [IndexPath]) {
        reloadItems(at: indexPaths)
    }

    /// Moves an item, keeping its cell.
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { $0.movedRows.append((indexPath, newIndexPath)) }
    }

    /// Inserts sections (numbers after the change).
    public func insertSections(_ sections: IndexSet) {
        record { $0.insertedSections += Array(sections) }
    }

    /// Deletes sections (numbers before the change).
    public func deleteSections(_ sections: IndexSet) {
        record { $0.deletedSections += Array(sections) }
    }

    /// Asks the data source for these sections again, items and all.
    public func reloadSections(_ sections: IndexSet) {
        record { $0.reloadedSections += Array(sections) }
    }

    /// Applies a batch: items that stay keep their cells, the selection follows its items, and
    /// everything else is asked for again at the next layout.
    func apply(_ update: TableUpdate) {
        // Data not loaded yet (or a reload pending): the next load sees the new data anyway.
        guard !isReloadPending else { return }
        guard dataSource != nil else {
            reloadData()
            return
        }
        releaseTouchedItem()
        let newCounts = currentItemCounts()
        collectionViewLayout.prepare(forCollectionViewUpdates: update.updateItems)
        let mapping: TableUpdate.Mapping
        do {
            mapping = try update.mapping(oldRowCounts: itemCounts, newRowCounts: newCounts)
        } catch {
            preconditionFailure(error.reason)
        }
        let reloaded = Set(mapping.reloadedPaths)
        func newPath(of old: IndexPath) -> IndexPath? {
            guard old.section < mapping.newPaths.count, old.item < mapping.newPaths[old.section].count,
                let new = mapping.newPaths[old.section][old.item]
            else { return nil }
            return new
        }
        // Cells of items that stay move to their new items; headers and footers, and the rest,
        // go back to the queues (asked for again at the next layout).
        var kept: [ShownElement] = []
        for element in shownElements {
            if element.isCell, let new = newPath(of: element.indexPath), !reloaded.contains(new) {
                var moved = element
                moved.key.indexPath = new
                kept.append(moved)
            } else {
                retire(element)
            }
        }
        replaceShown(kept)
        selectedPaths = selectedPaths.compactMap(newPath(of:))
        collectionViewLayout.itemsDidMove { old in
            newPath(of: old).flatMap { reloaded.contains($0) ? nil : $0 }
        }
        replaceItemCounts(newCounts)
        collectionViewLayout.finalizeCollectionViewUpdates()
        setNeedsLayout()
    }
}

extension TableUpdate {
    /// The batch's changes as a layout sees them (``UICollectionViewLayout/prepare(forCollectionViewUpdates:)``):
    /// sections as paths of one index.
    @preconcurrency @MainActor var updateItems: [UICollectionViewUpdateItem] {
        func section(_ index: Int) -> IndexPath { IndexPath(index: index) }
        return deletedSections.map { UICollectionViewUpdateItem(before: section($0), after: nil, action: .delete) }
            + insertedSections.map { UICollectionViewUpdateItem(before: nil, after: section($0), action: .insert) }
            + reloadedSections.map {
                UICollectionViewUpdateItem(before: section($0), after: section($0), action: .reload)
            }
            + deletedRows.map { UICollectionViewUpdateItem(before: $0, after: nil, action: .delete) }
            + insertedRows.map { UICollectionViewUpdateItem(before: nil, after: $0, action: .insert) }
            + reloadedRows.map { UICollectionViewUpdateItem(before: $0, after: $0, action: .reload) }
            + movedRows.map { UICollectionViewUpdateItem(before: $0.from, after: $0.to, action: .move) }
    }
}
