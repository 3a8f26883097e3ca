/// A collection view's data source that shows snapshots of identifiers (UIKit's
/// `UICollectionViewDiffableDataSource`): apply a snapshot, and the collection view gets the
/// changes from the last one as a batch (items that stay keep their cells). A cell provider
/// makes each item's cell.
///
/// The collection view holds its data source weakly, as in UIKit: keep this object.
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: UIDiffableDataSource<SectionIdentifierType, ItemIdentifierType>, UICollectionViewDataSource {
    /// Makes the cell of an item: the collection view, the item's index path and identifier.
    public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    /// Makes a header or footer: the collection view, the kind and the index path.
    public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?

    private let cellProvider: CellProvider

    /// Makes the headers and footers the layout asks for; nil (none) by default.
    public var supplementaryViewProvider: SupplementaryViewProvider?

    /// A data source for `collectionView` (it becomes the collection view's data source), whose
    /// cells `cellProvider` makes.
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.cellProvider = cellProvider
        super.init(view: collectionView)
        collectionView.dataSource = self
    }

    // MARK: - Data source

    /// The snapshot's sections.
    open func numberOfSections(in collectionView: UICollectionView) -> Int { store.numberOfSections }

    /// The snapshot's items in the section.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        store.numberOfItems(inSection: section)
    }

    /// The cell provider's cell (nil from it is a programming error, as in UIKit).
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        guard let cell = cellProvider(collectionView, indexPath, store.item(at: indexPath)) else {
            preconditionFailure("UICollectionView dataSource returned a nil cell for item at index path: \(indexPath)")
        }
        return cell
    }

    /// The supplementary view provider's view (none is a programming error, as in UIKit).
    open func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        guard let view = supplementaryViewProvider?(collectionView, kind, indexPath) else {
            preconditionFailure(
                "the layout asked for a \(kind) view at \(indexPath), but the diffable data source's "
                    + "supplementaryViewProvider gave none")
        }
        return view
    }

    /// Not movable.
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }

    /// Nothing to move.
    open func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}
}
