/// A table's data source that shows snapshots of identifiers (UIKit's
/// `UITableViewDiffableDataSource`): apply a snapshot, and the table gets the changes from the
/// last one as a batch (rows that stay keep their cells). A cell provider makes each row's cell;
/// subclasses override the title and editing methods.
///
/// The table holds its data source weakly, as in UIKit: keep this object.
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: UIDiffableDataSource<SectionIdentifierType, ItemIdentifierType>, UITableViewDataSource {
    /// Makes the cell of a row: the table, the row's index path and its item's identifier.
    public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

    private let cellProvider: CellProvider

    /// How changes would animate; recorded (they show at once here).
    public var defaultRowAnimation: UITableView.RowAnimation = .automatic

    /// A data source for `tableView` (it becomes the table's data source), whose cells
    /// `cellProvider` makes.
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.cellProvider = cellProvider
        super.init(view: tableView)
        tableView.dataSource = self
    }

    // MARK: - Data source

    /// The snapshot's sections.
    open func numberOfSections(in tableView: UITableView) -> Int { store.numberOfSections }

    /// The snapshot's items in the section.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        store.numberOfItems(inSection: section)
    }

    /// The cell provider's cell (nil from it is a programming error, as in UIKit).
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let cell = cellProvider(tableView, indexPath, store.item(at: indexPath)) else {
            preconditionFailure("UITableView dataSource returned a nil cell for row at index path: \(indexPath)")
        }
        return cell
    }

    /// No title; subclasses override it.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// No title; subclasses override it.
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    /// False; subclasses override it.
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
    /// False; subclasses override it.
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    /// Does nothing; subclasses override it.
    open func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {}
    /// Does nothing; subclasses override it.
    open func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}
    /// None.
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    /// The title's position.
    open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        index
    }
}
