/// What the diffable data sources of tables and collection views share: the snapshot shown, and
/// how a new one reaches the view (as the batch of changes between the two, or as a reload).
@preconcurrency @MainActor
struct DiffableDataSourceStore<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable> {
    typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    /// The snapshot the view shows (or will, at its next layout).
    private(set) var snapshot = Snapshot()

    /// Makes `new` the snapshot shown (its marks of reloading cleared) and returns the one it
    /// replaces, for ``deliver(_:replacing:to:reloadingData:)``: the view reads the data source
    /// back meanwhile, so the two steps are apart.
    mutating func replaceSnapshot(with new: Snapshot) -> Snapshot {
        precondition(
            !DiffableDataSourceStore.isDelivering, "a snapshot cannot be applied while another is being applied")
        let old = snapshot
        snapshot = new.clearingReloads
        return old
    }

    /// Shows `new` in `view`, which showed `old`: the changes between them as one batch (at
    /// once, unanimated), or everything reloaded with `reloadingData` or while the view has not
    /// loaded its data yet.
    static func deliver(_ new: Snapshot, replacing old: Snapshot, to view: some BatchUpdating, reloadingData: Bool) {
        precondition(view.updateDepth == 0, "a snapshot cannot be applied inside a batch of changes")
        isDelivering = true
        defer { isDelivering = false }
        if reloadingData || view.isReloadPending {
            view.reloadData()
        } else {
            view.apply(new.update(from: old, vocabulary: type(of: view).updateVocabulary))
        }
    }

    /// Set while a snapshot reaches its view (whose callbacks must not apply another).
    private static var isDelivering: Bool {
        get { DiffableDelivery.isDelivering }
        set { DiffableDelivery.isDelivering = newValue }
    }

    /// The number of sections.
    var numberOfSections: Int { snapshot.numberOfSections }

    /// The number of items in the section at `section`.
    func numberOfItems(inSection section: Int) -> Int {
        section < snapshot.sectionItems.count ? snapshot.sectionItems[section].count : 0
    }

    /// The item at `indexPath`, which must be one.
    func item(at indexPath: IndexPath) -> ItemIdentifierType {
        guard let item = snapshot.itemIdentifier(at: indexPath) else {
            preconditionFailure("no item at \(indexPath) in the data source's snapshot")
        }
        return item
    }

    /// The section identifier at `index`; nil if there is none.
    func sectionIdentifier(at index: Int) -> SectionIdentifierType? {
        index >= 0 && index < snapshot.sectionIdentifiers.count ? snapshot.sectionIdentifiers[index] : nil
    }
}

/// Whether a diffable data source is delivering a snapshot (one flag for every type of store).
@preconcurrency @MainActor
private enum DiffableDelivery {
    static var isDelivering = false
}
