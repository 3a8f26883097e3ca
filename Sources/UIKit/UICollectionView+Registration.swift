extension UICollectionView {
    /// How the cells of one kind are made and filled for their items (UIKit's
    /// `UICollectionView.CellRegistration`): make one, then in the cell provider call
    /// ``UICollectionView/dequeueConfiguredReusableCell(using:for:item:)``.
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        /// Fills a cell for an item at an index path.
        public typealias Handler = (Cell, IndexPath, Item) -> Void

        /// The reuse identifier the registration stands for.
        let identifier: String
        let handler: Handler
        /// Whether it was made while the data source was asked for a view (a new registration
        /// for every cell, which UIKit refuses).
        let isMadeForOneView: Bool

        /// A registration of `Cell`, filled by `handler`.
        @preconcurrency @MainActor public init(handler: @escaping Handler) {
            identifier = RegistrationNumbers.nextIdentifier(for: Cell.self)
            self.handler = handler
            isMadeForOneView = UICollectionView.isAskingDataSource
        }
    }

    /// How the headers or footers of one kind are made and filled (UIKit's
    /// `UICollectionView.SupplementaryRegistration`).
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        /// Fills a view of `elementKind` at an index path.
        public typealias Handler = (Supplementary, String, IndexPath) -> Void

        /// The kind of views the registration makes.
        public let elementKind: String
        let identifier: String
        let handler: Handler
        /// Whether it was made while the data source was asked for a view.
        let isMadeForOneView: Bool

        /// A registration of `Supplementary` views of `elementKind`, filled by `handler`.
        @preconcurrency @MainActor public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            identifier = RegistrationNumbers.nextIdentifier(for: Supplementary.self)
            self.handler = handler
            isMadeForOneView = UICollectionView.isAskingDataSource
        }
    }

    /// A cell of `registration`'s class for `indexPath`, reused if one is waiting, filled by its
    /// handler for `item`.
    public func dequeueConfiguredReusableCell<Cell: UICollectionViewCell, Item>(
        using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
    ) -> Cell {
        precondition(!registration.isMadeForOneView, UICollectionView.registrationPerViewMessage)
        registerIfNeeded(Cell.self, kind: UICollectionView.elementKindCell, identifier: registration.identifier)
        let cell = dequeueReusableCell(withReuseIdentifier: registration.identifier, for: indexPath) as! Cell
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    /// A header or footer of `registration`'s class for `indexPath`, reused if one is waiting,
    /// filled by its handler.
    public func dequeueConfiguredReusableSupplementary<Supplementary: UICollectionReusableView>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
    ) -> Supplementary {
        precondition(!registration.isMadeForOneView, UICollectionView.registrationPerViewMessage)
        registerIfNeeded(Supplementary.self, kind: registration.elementKind, identifier: registration.identifier)
        let view =
            dequeueReusableSupplementaryView(
                ofKind: registration.elementKind, withReuseIdentifier: registration.identifier, for: indexPath)
            as! Supplementary
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }
}

extension UICollectionView {
    /// Set while the data source is asked for a cell or a supplementary view.
    static var isAskingDataSource = false

    /// UIKit's words for a registration made for each view.
    static let registrationPerViewMessage =
        "Attempted to dequeue a cell using a registration that was created inside "
        + "-collectionView:cellForItemAtIndexPath: or inside a UICollectionViewDiffableDataSource cell provider. "
        + "Creating a new registration each time a cell is requested will prevent reuse and cause created cells "
        + "to remain inaccessible in memory for the lifetime of the collection view. Registrations should be "
        + "created up front and reused."
}

/// Numbers registrations, so that each stands for a reuse identifier of its own.
@preconcurrency @MainActor
enum RegistrationNumbers {
    private static var next = 0

    /// A new identifier for a registration of `type`.
    static func nextIdentifier(for type: Any.Type) -> String {
        next += 1
        return "registration-\(next)-\(type)"
    }
}
