/// A view controller whose view is a collection view it is the data source and delegate of
/// (UIKit's `UICollectionViewController`). Subclasses override the collection view methods they
/// need (with `override`, as on iOS); the others keep the defaults here. As on iOS, it is not a
/// flow layout's delegate: a subclass that sizes items declares `UICollectionViewDelegateFlowLayout`
/// and implements its methods (without `override`). When the view is about to appear, the
/// selection is cleared (``clearsSelectionOnViewWillAppear``).
@preconcurrency @MainActor
open class UICollectionViewController: UIScrollViewDelegatingController, UICollectionViewDataSource,
    UICollectionViewDelegate
{
    private let initialLayout: UICollectionViewLayout

    /// A controller whose collection view's elements `layout` places.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        initialLayout = layout
        super.init(nibName: nil, bundle: nil)
    }

    /// A controller with a flow layout (there are no nibs: `nibName` must be nil).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        initialLayout = UICollectionViewFlowLayout()
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// There are no archives here: a controller with a flow layout.
    public required init?(coder: NSCoder) {
        initialLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
    }

    /// The collection view, which is the view.
    open var collectionView: UICollectionView! {
        get { view as? UICollectionView }
        set { view = newValue }
    }

    /// The collection view's layout.
    open var collectionViewLayout: UICollectionViewLayout {
        collectionView?.collectionViewLayout ?? initialLayout
    }

    /// Whether the selection is cleared each time the view is about to appear (true).
    open var clearsSelectionOnViewWillAppear = true
    /// Whether the controller swaps layouts with the one it pushes; recorded.
    open var useLayoutToLayoutNavigationTransitions = false

    /// Makes the collection view, with this controller as its data source and delegate.
    open override func loadView() {
        let collection = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: initialLayout)
        collection.dataSource = self
        collection.delegate = self
        view = collection
    }

    /// Clears the selection if ``clearsSelectionOnViewWillAppear``; overrides call super.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, let collection = view as? UICollectionView else { return }
        for path in collection.indexPathsForSelectedItems ?? [] {
            collection.deselectItem(at: path, animated: animated)
        }
    }

    // MARK: - Data source

    /// One section.
    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    /// No items.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
    /// Subclasses that have items override it; reaching this is a programming error.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        preconditionFailure("\(type(of: self)) has items but does not override collectionView(_:cellForItemAt:)")
    }
    /// Subclasses whose layout has headers or footers override it; reaching this is a
    /// programming error.
    open func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        preconditionFailure(
            "\(type(of: self)) has \(kind) views but does not override "
                + "collectionView(_:viewForSupplementaryElementOfKind:at:)")
    }
    /// False.
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }
    /// Does nothing.
    open func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}

    // MARK: - Delegate

    /// True.
    open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        true
    }
    /// Does nothing.
    open func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
    /// Does nothing.
    open func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    /// True.
    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        true
    }
    /// Does nothing.
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    /// Nil.
    open func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? { nil }
    /// Nil.
    open func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
    ) -> UIContextMenuConfiguration? { nil }
    /// True.
    open func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        true
    }
    /// Does nothing.
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    /// Does nothing.
    open func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {}
    /// Does nothing.
    open func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
        forItemAt indexPath: IndexPath
    ) {}
    /// Does nothing.
    open func collectionView(
        _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath
    ) {}
    /// Does nothing.
    open func collectionView(
        _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath
    ) {}
}
