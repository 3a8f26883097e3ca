import Testing
import Views

@testable import UIKit

/// Records what a search tells.
@MainActor
final class SearchLog: UISearchResultsUpdating, UISearchBarDelegate {
    var updates: [String] = []
    var events: [String] = []

    func updateSearchResults(for searchController: UISearchController) {
        updates.append(
            "\(searchController.isActive ? "active" : "inactive") '\(searchController.searchBar.text ?? "")'")
    }
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { events.append("text \(searchText)") }
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { events.append("search") }
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { events.append("cancel") }
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { events.append("begin") }
}

// In the presentation suite, run one test at a time: the first responder is the application's.
extension PresentationTests {
    /// A navigation controller showing a table whose navigation item has a search controller,
    /// in a 400 × 600 window that takes keys.
    @MainActor
    final class SearchScene {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
        let screen = UIViewController()
        let table = UITableView()
        let search = UISearchController(searchResultsController: nil)
        let log = SearchLog()
        let keys: EventDispatcher
        let pointer: Pointer
        private var time = 1.0

        init() {
            UIApplication.current = UIApplication()
            addPinned(table, to: screen.view)
            search.searchResultsUpdater = log
            search.searchBar.delegate = log
            screen.navigationItem.searchController = search
            window.rootViewController = UINavigationController(rootViewController: screen)
            window.makeKeyAndVisible()
            window.layoutIfNeeded()
            keys = EventDispatcher(window: window)
            pointer = Pointer(window)
        }

        func type(_ text: String) {
            for character in text {
                time += 0.1
                keys.handleKey(KeyEvent(key: .character(String(character)), time: time))
            }
        }

        func press(_ key: Key) {
            time += 0.1
            keys.handleKey(KeyEvent(key: key, time: time))
        }
    }

    @Test func aSearchControllersBarShowsUnderTheNavigationBarAndInsetsTheContent() {
        let scene = SearchScene()
        defer { UIApplication.current = nil }
        let bar = scene.search.searchBar
        #expect(bar.window != nil)
        #expect(bar.frame == CGRect(x: 0, y: UINavigationBar.standardHeight, width: 400, height: 52))
        #expect(scene.table.adjustedContentInset.top == UINavigationBar.standardHeight + 52)
        #expect(bar.searchTextField.frame.height == 36)
        // The text starts after the magnifying glass.
        #expect(bar.searchTextField.textRect(forBounds: bar.searchTextField.bounds).minX == UISearchBar.glassWidth)
        #expect(!bar.showsCancelButton)
    }

    @Test func typingInTheSearchBarUpdatesTheResultsAndCancelEndsTheSearch() {
        let scene = SearchScene()
        defer { UIApplication.current = nil }
        let field = scene.search.searchBar.searchTextField
        let fieldCentre = field.convert(CGPoint(x: field.bounds.midX, y: field.bounds.midY), to: nil)
        scene.pointer.click(fieldCentre.x, fieldCentre.y)
        #expect(scene.search.isActive)
        #expect(scene.search.searchBar.showsCancelButton)
        #expect(scene.log.updates == ["active ''"])
        scene.type("ab")
        #expect(scene.log.updates == ["active ''", "active 'a'", "active 'ab'"])
        scene.press(.enter)
        #expect(scene.log.events == ["begin", "text a", "text ab", "search"])

        scene.window.layoutIfNeeded()
        let cancel = scene.search.searchBar.subviews.compactMap { $0 as? UIButton }.first { !$0.isHidden }
        let cancelCentre = cancel.map { $0.convert(CGPoint(x: $0.bounds.midX, y: $0.bounds.midY), to: nil) }
        #expect(cancelCentre != nil)
        scene.pointer.click(cancelCentre?.x ?? 0, cancelCentre?.y ?? 0)
        #expect(scene.log.events.last == "cancel")
        #expect(!scene.search.isActive)
        #expect(scene.search.searchBar.text == "")
        #expect(scene.log.updates.last == "inactive ''")
        #expect(!scene.search.searchBar.showsCancelButton)
    }
}

extension PresentationTests {
    @Test func aSearchBarPassesTheFirstResponderAndTraitsToItsField() {
        let scene = SearchScene()
        defer { UIApplication.current = nil }
        scene.screen.definesPresentationContext = true
        let bar = scene.search.searchBar
        bar.autocapitalizationType = .none
        #expect(bar.searchTextField.autocapitalizationType == .none)
        #expect(bar.returnKeyType == .search)
        #expect(bar.becomeFirstResponder())
        #expect(bar.searchTextField.isFirstResponder)
        #expect(bar.isFirstResponder)
        #expect(scene.search.isActive)
        #expect(bar.resignFirstResponder())
        #expect(!bar.searchTextField.isFirstResponder)
        let loose = UISearchBar(frame: .zero)
        loose.sizeToFit()
        #expect(loose.frame.height == UISearchBar.standardHeight)
    }
}
