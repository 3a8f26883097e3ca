extension UITableView: BatchUpdating {
    // MARK: - Inserting, deleting, reloading and moving

    static var updateVocabulary: TableUpdate.Vocabulary { .table }

    /// Starts a batch: the changes until the matching ``endUpdates()`` apply together.
    public func beginUpdates() { beginBatch() }

    /// Applies the batch begun by ``beginUpdates()``: the data source's new counts must be the
    /// old ones with the changes (else a programming error, as in UIKit). Rows that stay keep
    /// their cells; the changes show at once, unanimated.
    public func endUpdates() { endBatch() }

    /// Runs `updates` (the changes) as one batch, then `completion` with true.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        endUpdates()
        completion?(true)
    }

    /// Inserts rows (paths after the change); the data source must already have them.
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record { $0.insertedRows += indexPaths }
    }

    /// Deletes rows (paths before the change); the data source must no longer have them.
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record { $0.deletedRows += indexPaths }
    }

    /// Asks the data source for these rows' cells again (paths before the change).
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record { $0.reloadedRows += indexPaths }
    }

    /// Moves a row, keeping its cell.
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { $0.movedRows.append((indexPath, newIndexPath)) }
    }

    /// Inserts sections (numbers after the change).
    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        record { $0.insertedSections += Array(sections) }
    }

    /// Deletes sections (numbers before the change).
    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        record { $0.deletedSections += Array(sections) }
    }

    /// Asks the data source for these sections again, rows and all.
    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        record { $0.reloadedSections += Array(sections) }
    }

    /// Asks the data source to configure the cells shown for these rows again (here: asks for
    /// their cells again, as a reload does).
    public func reconfigureRows(at indexPaths: [IndexPath]) {
        reloadRows(at: indexPaths, with: .none)
    }

    /// Applies a batch: rows that stay keep their cells and measured heights, the selection
    /// follows its rows, and everything else is asked for again at the next layout.
    func apply(_ update: TableUpdate) {
        // Data not loaded yet (or a reload pending): the next load sees the new data anyway.
        guard !isReloadPending else { return }
        guard dataSource != nil else {
            reloadData()
            return
        }
        releaseTouchedRow()
        let oldGeometry = geometry
        let oldCounts = (0..<oldGeometry.sectionCount).map(oldGeometry.rowCount(inSection:))
        let newCounts = currentRowCounts()
        let mapping: TableUpdate.Mapping
        do {
            mapping = try update.mapping(oldRowCounts: oldCounts, newRowCounts: newCounts)
        } catch {
            preconditionFailure(error.reason)
        }
        let reloaded = Set(mapping.reloadedPaths)
        // Measured heights of rows that stay, by their new paths: where self-sizing rows start
        // (shown ones are measured again, as an empty batch asks).
        var carriedHeights: [IndexPath: CGFloat] = [:]
        for (section, rows) in mapping.newPaths.enumerated() {
            for (row, newPath) in rows.enumerated() {
                guard let newPath, !reloaded.contains(newPath),
                    let index = oldGeometry.itemIndex(of: IndexPath(row: row, section: section)),
                    !oldGeometry.isEstimate[index]
                else { continue }
                carriedHeights[newPath] = oldGeometry.span(of: index).height
            }
        }
        rebuildGeometry(rowCounts: newCounts) { _, item in
            if case .row(let path) = item { return carriedHeights[path] }
            return nil
        }
        // Cells of rows that stay move to their new items; the rest go back to the queues.
        var moved: [(index: Int, view: UIView)] = []
        for (index, view) in zip(shownItems, shownViews) {
            let item = oldGeometry.item(at: index)
            if case .row(let old) = item, let new = mapping.newPaths[old.section][old.row], !reloaded.contains(new),
                let newIndex = geometry.itemIndex(of: new)
            {
                moved.append((newIndex, view))
            } else {
                retire(view, item: item)
            }
        }
        moved.sort { $0.index < $1.index }
        replaceShown(items: moved.map(\.index), views: moved.map(\.view))
        selectedPaths = selectedPaths.compactMap { path in
            guard path.section < mapping.newPaths.count, path.row < mapping.newPaths[path.section].count else {
                return nil
            }
            return mapping.newPaths[path.section][path.row]
        }
        setNeedsLayout()
    }
}
