/// Told when a search controller's text or state changes (UIKit's `UISearchResultsUpdating`).
@preconcurrency @MainActor
public protocol UISearchResultsUpdating: AnyObject {
    /// The search text changed, or the search began or ended: show the results for
    /// `searchController.searchBar.text`.
    func updateSearchResults(for searchController: UISearchController)
}

/// Told when a search controller's search begins and ends (UIKit's `UISearchControllerDelegate`).
@preconcurrency @MainActor
public protocol UISearchControllerDelegate: AnyObject {
    /// The search is about to begin.
    func willPresentSearchController(_ searchController: UISearchController)
    /// The search began.
    func didPresentSearchController(_ searchController: UISearchController)
    /// The search is about to end.
    func willDismissSearchController(_ searchController: UISearchController)
    /// The search ended.
    func didDismissSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
    /// Nothing to do.
    public func willPresentSearchController(_ searchController: UISearchController) {}
    /// Nothing to do.
    public func didPresentSearchController(_ searchController: UISearchController) {}
    /// Nothing to do.
    public func willDismissSearchController(_ searchController: UISearchController) {}
    /// Nothing to do.
    public func didDismissSearchController(_ searchController: UISearchController) {}
}

/// Searching through a search bar (UIKit's `UISearchController`): give it to a navigation item
/// (``UINavigationItem/searchController``) and its bar shows under the navigation bar; clicking
/// into the field begins the search (``isActive``), typing tells the ``searchResultsUpdater``,
/// and the cancel button ends it, clearing the text.
///
/// The results are shown in place: a results controller is kept but not presented here.
@preconcurrency @MainActor
open class UISearchController: UIViewController {
    /// The bar the search is typed into.
    open var searchBar: UISearchBar { ownSearchBar }
    private let ownSearchBar = UISearchBar()
    /// Shows the results as the text changes.
    open weak var searchResultsUpdater: (any UISearchResultsUpdating)?
    /// Told when the search begins and ends.
    open weak var delegate: (any UISearchControllerDelegate)?
    /// The controller of the results; kept, not presented here.
    public let searchResultsController: UIViewController?
    /// Whether the content is dimmed while searching; recorded.
    open var obscuresBackgroundDuringPresentation = true
    /// Recorded (the older name of ``obscuresBackgroundDuringPresentation``).
    open var dimsBackgroundDuringPresentation: Bool {
        get { obscuresBackgroundDuringPresentation }
        set { obscuresBackgroundDuringPresentation = newValue }
    }
    /// Whether the navigation bar hides while searching; recorded (it stays here).
    open var hidesNavigationBarDuringPresentation = true
    /// Whether the cancel button shows while searching (true).
    open var automaticallyShowsCancelButton = true
    /// Whether the results controller shows; recorded.
    open var showsSearchResultsController = false

    /// A search controller whose results `searchResultsController` shows (nil: in place).
    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
        ownSearchBar.searchController = self
    }

    /// A search controller showing its results in place.
    public convenience init() { self.init(searchResultsController: nil) }

    /// There are no archives here: a search controller showing its results in place.
    public required init?(coder: NSCoder) {
        searchResultsController = nil
        super.init(coder: coder)
        ownSearchBar.searchController = self
    }

    /// Whether a search is going on: set when the field is clicked into, cleared by the cancel
    /// button; the updater hears each change.
    open var isActive = false {
        didSet {
            guard isActive != oldValue else { return }
            if isActive {
                delegate?.willPresentSearchController(self)
                if automaticallyShowsCancelButton { searchBar.showsCancelButton = true }
                delegate?.didPresentSearchController(self)
            } else {
                delegate?.willDismissSearchController(self)
                if automaticallyShowsCancelButton { searchBar.showsCancelButton = false }
                _ = searchBar.searchTextField.resignFirstResponder()
                delegate?.didDismissSearchController(self)
            }
            searchResultsUpdater?.updateSearchResults(for: self)
        }
    }

    /// The search text changed through typing.
    func searchTextDidChange() {
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    /// The cancel button: the text goes and the search ends.
    func cancel() {
        searchBar.text = ""
        if isActive { isActive = false } else { searchResultsUpdater?.updateSearchResults(for: self) }
    }
}
