import UIKit

/// A thousand rows in ten sections, shown in a navigation controller in the second tab: a row
/// pushes a screen of its own. Only the rows in view have cells. A search bar under the
/// navigation bar keeps the rows whose number contains the digits typed.
final class ListViewController: UITableViewController, UISearchResultsUpdating {
    private let sectionCount = 10
    private let rowsPerSection = 100
    private let search = UISearchController(searchResultsController: nil)
    /// The numbers of the rows that match the search; nil when not searching.
    private var matches: [Int]?

    override init(style: UITableView.Style) {
        super.init(style: style)
        title = "List"  // in the initialiser: the tab shows it before the list is first shown
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        search.searchResultsUpdater = self
        search.searchBar.placeholder = "Row number"
        navigationItem.searchController = search
        // Pulled down, the list "refreshes" for half a second.
        refreshControl = UIRefreshControl()
        refreshControl?.addAction(
            UIAction { [weak self] _ in
                print("refreshing")
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
                    self?.refreshControl?.endRefreshing()
                    print("refreshed")
                }
            }, for: .valueChanged)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        print("list appeared")
    }

    func updateSearchResults(for searchController: UISearchController) {
        let text = searchController.searchBar.text ?? ""
        matches = text.isEmpty ? nil : (1...sectionCount * rowsPerSection).filter { String($0).contains(text) }
        tableView.reloadData()
        if let matches { print("search '\(text)': \(matches.count) rows") }
    }

    private func number(at indexPath: IndexPath) -> Int {
        matches?[indexPath.row] ?? indexPath.section * rowsPerSection + indexPath.row + 1
    }

    override func numberOfSections(in tableView: UITableView) -> Int { matches == nil ? sectionCount : 1 }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        matches?.count ?? rowsPerSection
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        if let matches { return "\(matches.count) matching rows" }
        return "Rows \(section * rowsPerSection + 1) to \((section + 1) * rowsPerSection)"
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        let number = number(at: indexPath)
        var content = UIListContentConfiguration.valueCell()
        content.text = "Row \(number)"
        content.secondaryText = number.isMultiple(of: 2) ? "even" : "odd"
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func scrollViewDidScroll(_ scrollView: UIScrollView) {
        print("list offset \(Int(scrollView.contentOffset.y))")
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let number = number(at: indexPath)
        print("selected row \(number)")
        let detail = UIViewController()
        detail.title = "Row \(number)"
        detail.view.backgroundColor = .systemBackground
        navigationController?.pushViewController(detail, animated: true)
    }
}
