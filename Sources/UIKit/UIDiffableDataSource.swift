/// What the diffable data sources of tables and collection views share, as their base class
/// (not a UIKit class): the snapshot shown, applying a new one, and finding items and sections
/// by identifier. Subclass ``UITableViewDiffableDataSource`` or
/// ``UICollectionViewDiffableDataSource``.
@preconcurrency @MainActor
open class UIDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable> {
    /// The table or collection view shown; not kept alive (it holds its data source weakly).
    private weak var view: UIScrollView?
    /// The snapshot shown.
    var store = DiffableDataSourceStore<SectionIdentifierType, ItemIdentifierType>()

    init(view: UIScrollView) { self.view = view }

    /// Shows `snapshot` in the view: as the batch of changes from the last one, or reloaded.
    private func show(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, reloadingData: Bool
    ) {
        guard let view = view as? any BatchUpdating else { return }
        let old = store.replaceSnapshot(with: snapshot)
        DiffableDataSourceStore.deliver(snapshot, replacing: old, to: view, reloadingData: reloadingData)
    }

    // MARK: - Snapshots

    /// A copy of the snapshot shown.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        store.snapshot
    }

    /// Shows `snapshot`: the changes from the last one reach the table or collection view as one batch,
    /// at once (there are no animations here), then `completion` runs.
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        show(snapshot, reloadingData: false)
        completion?()
    }

    /// Shows `snapshot`, as ``apply(_:animatingDifferences:completion:)``.
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true
    ) async {
        apply(snapshot, animatingDifferences: animatingDifferences, completion: nil)
    }

    /// Shows `snapshot` by reloading the table or collection view, then `completion` runs.
    open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        completion: (() -> Void)? = nil
    ) {
        show(snapshot, reloadingData: true)
        completion?()
    }

    // MARK: - Identifiers and places

    /// The item at an index path; nil if there is none.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        store.snapshot.itemIdentifier(at: indexPath)
    }

    /// An item's index path; nil if it is not shown.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        store.snapshot.indexPath(of: itemIdentifier)
    }

    /// The section at an index; nil if there is none.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { store.sectionIdentifier(at: index) }

    /// A section's index; nil if it is not shown.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        store.snapshot.indexOfSection(sectionIdentifier)
    }

}
