extension NSDiffableDataSourceSnapshot {
    /// The batch of changes that turns `old` into this snapshot, for a table or collection view
    /// showing `old`: deletions and reloads by their places in `old`, insertions by their places
    /// here, and moves for items that stay but change place.
    ///
    /// Sections and items that keep their relative order stay (the longest such run); the others
    /// move (an item) or go and come back (a section: a view moves items, not sections, here).
    func update(from old: Self, vocabulary: TableUpdate.Vocabulary) -> TableUpdate {
        var update = TableUpdate(vocabulary: vocabulary)
        // Sections in both, in old order, that keep their order: kept; the rest go or come.
        let common = old.sectionIdentifiers.indices.filter { sectionIndex[old.sectionIdentifiers[$0]] != nil }
        let keptOld = Set(
            longestIncreasingRun(common.map { sectionIndex[old.sectionIdentifiers[$0]]! }).map { common[$0] })
        let reloaded = Set(reloadedSectionIdentifiers)
        var keptNew = Set<Int>()
        for oldSection in old.sectionIdentifiers.indices {
            let identifier = old.sectionIdentifiers[oldSection]
            if keptOld.contains(oldSection), let new = sectionIndex[identifier] {
                keptNew.insert(new)
                if reloaded.contains(identifier) { update.reloadedSections.append(oldSection) }
            } else {
                update.deletedSections.append(oldSection)
            }
        }
        update.insertedSections = sectionIdentifiers.indices.filter { !keptNew.contains($0) }
        // Items of kept sections: those that stay in their section in order stay; the others
        // of kept sections move; the rest are deleted or inserted.
        func isKept(oldPath path: IndexPath) -> Bool {
            keptOld.contains(path.section) && !reloaded.contains(old.sectionIdentifiers[path.section])
        }
        for newSection in sectionIdentifiers.indices
        where keptNew.contains(newSection) && !reloaded.contains(sectionIdentifiers[newSection]) {
            let items = sectionItems[newSection]
            // The items that were in this section, in new order, and their old places.
            let fromHere = items.indices.filter { old.itemSection[items[$0]] == sectionIdentifiers[newSection] }
            let oldPlaces = fromHere.map { old.indexPath(of: items[$0])!.item }
            let staying = Set(longestIncreasingRun(oldPlaces).map { fromHere[$0] })
            for (index, item) in items.enumerated() where !staying.contains(index) {
                let newPath = IndexPath(item: index, section: newSection)
                if let oldPath = old.indexPath(of: item), isKept(oldPath: oldPath) {
                    update.movedRows.append((oldPath, newPath))
                } else {
                    update.insertedRows.append(newPath)
                }
            }
        }
        // Old items of kept sections that are gone, or now in a section that came or went.
        for oldSection in old.sectionIdentifiers.indices {
            for (index, item) in old.sectionItems[oldSection].enumerated() {
                let oldPath = IndexPath(item: index, section: oldSection)
                guard isKept(oldPath: oldPath) else { continue }
                let newSection = itemSection[item].flatMap { sectionIndex[$0] }
                let stillKept =
                    newSection.map { keptNew.contains($0) && !reloaded.contains(sectionIdentifiers[$0]) } ?? false
                if !stillKept { update.deletedRows.append(oldPath) }
            }
        }
        // Items marked for reloading that were there before and are not deleted.
        let deleted = Set(update.deletedRows)
        var reloadedPaths = Set<IndexPath>()
        for item in reloadedItemIdentifiers + reconfiguredItemIdentifiers {
            guard let oldPath = old.indexPath(of: item), isKept(oldPath: oldPath), !deleted.contains(oldPath),
                reloadedPaths.insert(oldPath).inserted
            else { continue }
            update.reloadedRows.append(oldPath)
        }
        return update
    }

    /// This snapshot with its marks of reloading cleared (what a data source keeps once applied).
    var clearingReloads: Self {
        var copy = self
        copy.reloadedItemIdentifiers = []
        copy.reconfiguredItemIdentifiers = []
        copy.reloadedSectionIdentifiers = []
        return copy
    }
}

/// The positions of a longest strictly increasing subsequence of `values`, in order (patience
/// sorting, O(n log n)): the elements that can stay while the others move.
func longestIncreasingRun(_ values: [Int]) -> [Int] {
    // tails[k]: the position of the smallest last value of an increasing run of length k + 1.
    var tails: [Int] = []
    var previous = [Int](repeating: -1, count: values.count)
    for (position, value) in values.enumerated() {
        var low = 0
        var high = tails.count
        while low < high {
            let middle = (low + high) / 2
            if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
        }
        if low > 0 { previous[position] = tails[low - 1] }
        if low == tails.count { tails.append(position) } else { tails[low] = position }
    }
    var run: [Int] = []
    var position = tails.last ?? -1
    while position >= 0 {
        run.append(position)
        position = previous[position]
    }
    return run.reversed()
}
