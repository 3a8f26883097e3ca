import Testing

@testable import UIKit

/// A data source and delegate that lists rows "s.r" and records what the table asked and told.
@MainActor
final class RowList: NSObject, UITableViewDataSource, UITableViewDelegate {
    var rowCounts: [Int]
    var titles: [String?] = []
    var cellsAsked: [IndexPath] = []
    var ended: [IndexPath] = []
    var events: [String] = []
    var redirectSelection: ((IndexPath) -> IndexPath?)?

    init(rowCounts: [Int]) { self.rowCounts = rowCounts }

    func numberOfSections(in tableView: UITableView) -> Int { rowCounts.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rowCounts[section] }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        cellsAsked.append(indexPath)
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "\(indexPath.section).\(indexPath.row)"
        return cell
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        section < titles.count ? titles[section] : nil
    }
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        ended.append(indexPath)
    }
    func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {
        events.append("header \(section) ended")
    }
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        redirectSelection.map { $0(indexPath) } ?? indexPath
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        events.append("select \(indexPath.section).\(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        events.append("deselect \(indexPath.section).\(indexPath.row)")
    }
}

/// A table view controller subclass as an iOS app writes one, overriding the table methods.
@MainActor
final class Fruits: UITableViewController {
    var chosen: [Int] = []
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "fruit")
    }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "fruit", for: indexPath)
        cell.textLabel?.text = ["Apple", "Pear", "Plum"][indexPath.row]
        return cell
    }
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        chosen.append(indexPath.row)
    }
    override func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true) }
        return UISwipeActionsConfiguration(actions: [delete])
    }
}

/// A 400 × 600 table filling a window, showing `source`'s rows (cells of `cellClass` under
/// `identifier`), laid out.
@MainActor
func showTable(
    _ source: any UITableViewDataSource, delegate: (any UITableViewDelegate)? = nil,
    cellClass: AnyClass = UITableViewCell.self, identifier: String = "row"
) -> (UIWindow, UITableView) {
    let (window, controller) = makeWindow()
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
    table.register(cellClass, forCellReuseIdentifier: identifier)
    table.dataSource = source
    table.delegate = delegate
    controller.view.addSubview(table)
    window.layoutIfNeeded()
    return (window, table)
}

/// A table filling a 400 × 600 window, laid out.
@MainActor
final class TableScene {
    let window: UIWindow
    let table: UITableView
    let list: RowList
    let pointer: Pointer

    init(rowCounts: [Int], style: UITableView.Style = .plain, configure: (UITableView, RowList) -> Void = { _, _ in }) {
        let (window, controller) = makeWindow()
        self.window = window
        table = UITableView(frame: CGRect(x: 0, y: 0, width: 400, height: 600), style: style)
        list = RowList(rowCounts: rowCounts)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        configure(table, list)
        table.dataSource = list
        table.delegate = list
        controller.view.addSubview(table)
        window.layoutIfNeeded()
        pointer = Pointer(window)
    }

    /// The texts of the cells shown, top to bottom.
    var shownTexts: [String] { table.visibleCells.map { $0.textLabel?.text ?? "" } }

    func scroll(to y: CGFloat) {
        table.contentOffset = CGPoint(x: 0, y: y)
        window.layoutIfNeeded()
    }
}

@MainActor
@Suite("UITableView")
struct UITableViewTests {
    @Test func onlyTheRowsInViewHaveCellsAndTheContentIsAsTallAsEveryRow() {
        let scene = TableScene(rowCounts: [1000])
        // 600 points of 44-point rows: rows 0 to 13.
        #expect(scene.list.cellsAsked == (0...13).map { IndexPath(row: $0, section: 0) })
        #expect(scene.shownTexts == (0...13).map { "0.\($0)" })
        #expect(scene.table.contentSize.height == 44_000)
        #expect(
            scene.table.cellForRow(at: IndexPath(row: 5, section: 0))?.frame
                == CGRect(x: 0, y: 220, width: 400, height: 44))
        #expect(scene.table.cellForRow(at: IndexPath(row: 14, section: 0)) == nil)
        #expect(scene.table.numberOfRows(inSection: 0) == 1000)
        #expect(!scene.window.backing.layoutEngine.needsLayout)  // the layout settled
    }

    @Test func scrollingReusesTheCellsThatLeftAndTellsTheDelegate() {
        let scene = TableScene(rowCounts: [1000])
        let firstCells = Set(scene.table.visibleCells.map(ObjectIdentifier.init))
        scene.scroll(to: 44 * 500)
        #expect(scene.shownTexts == (500...513).map { "0.\($0)" })
        #expect(scene.table.indexPathsForVisibleRows?.first == IndexPath(row: 500, section: 0))
        // The same cells show the new rows: none was made.
        #expect(Set(scene.table.visibleCells.map(ObjectIdentifier.init)) == firstCells)
        #expect(scene.list.ended.count == 14)
        #expect(scene.table.cellForRow(at: IndexPath(row: 500, section: 0))?.frame.minY == CGFloat(22_000))
        // Through the wheel too: three detents down move the rows shown.
        scene.pointer.wheel(down: 3, at: 200, 300)
        scene.window.layoutIfNeeded()
        let first = scene.table.indexPathsForVisibleRows?.first?.row ?? 0
        #expect(first > 500)
        #expect(scene.shownTexts.first == "0.\(first)")
    }

    @Test func aClickSelectsTheRowAndDeselectsTheOneBefore() {
        let scene = TableScene(rowCounts: [20])
        scene.pointer.click(100, 44 * 2 + 10)
        #expect(scene.list.events == ["select 0.2"])
        #expect(scene.table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        #expect(scene.table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == true)
        scene.pointer.click(100, 44 * 4 + 10)
        #expect(scene.list.events == ["select 0.2", "deselect 0.2", "select 0.4"])
        #expect(scene.table.indexPathsForSelectedRows == [IndexPath(row: 4, section: 0)])
        #expect(scene.table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == false)
        // A drag scrolls and selects nothing.
        scene.pointer.down(100, 300)
        scene.pointer.move(100, 250)
        scene.pointer.move(100, 200)
        scene.pointer.up(100, 200)
        #expect(scene.list.events.count == 3)
    }

    @Test func theDelegateCanRedirectOrRefuseASelection() {
        let scene = TableScene(rowCounts: [20]) { _, list in
            list.redirectSelection = { $0.row == 1 ? nil : IndexPath(row: 0, section: 0) }
        }
        scene.pointer.click(100, 44 + 10)
        #expect(scene.list.events.isEmpty)
        scene.pointer.click(100, 44 * 3 + 10)
        #expect(scene.list.events == ["select 0.0"])
        #expect(scene.table.cellForRow(at: IndexPath(row: 0, section: 0))?.isSelected == true)
    }

    @Test func multipleSelectionTogglesEachRow() {
        let scene = TableScene(rowCounts: [20]) { table, _ in table.allowsMultipleSelection = true }
        scene.pointer.click(100, 10)
        scene.pointer.click(100, 44 + 10)
        scene.pointer.click(100, 10)
        #expect(scene.list.events == ["select 0.0", "select 0.1", "deselect 0.0"])
        #expect(scene.table.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0)])
    }

    @Test func aSelectedRowKeepsItsLookWhenItsCellIsReused() {
        let scene = TableScene(rowCounts: [100])
        scene.table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        scene.scroll(to: 44 * 50)
        #expect(scene.table.visibleCells.allSatisfy { !$0.isSelected })
        scene.scroll(to: 0)
        #expect(scene.table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == true)
        #expect(scene.list.events.isEmpty)  // selection by code tells nobody
    }

    @Test func aFixedRowHeightAndScrollingToARow() {
        let scene = TableScene(rowCounts: [100]) { table, _ in table.rowHeight = 60 }
        #expect(scene.table.contentSize.height == 6000)
        scene.table.scrollToRow(at: IndexPath(row: 50, section: 0), at: .top, animated: false)
        #expect(scene.table.contentOffset.y == 3000)
        scene.table.scrollToRow(at: IndexPath(row: 50, section: 0), at: .bottom, animated: false)
        #expect(scene.table.contentOffset.y == CGFloat(3060 - 600))
        scene.table.scrollToRow(at: IndexPath(row: 99, section: 0), at: .top, animated: false)
        #expect(scene.table.contentOffset.y == CGFloat(6000 - 600))  // no further than the end
        scene.window.layoutIfNeeded()
        #expect(scene.shownTexts.last == "0.99")
    }

    @Test func aCellSizesItselfByTheConstraintsInItsContentView() {
        final class NoteCell: UITableViewCell {
            let note = UILabel()
            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                note.numberOfLines = 0
                note.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(note)
                NSLayoutConstraint.activate([
                    note.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
                    note.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
                    note.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
                    note.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
                ])
            }
            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        }
        final class Notes: NSObject, UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath) as! NoteCell
                cell.note.text = indexPath.row == 1 ? String(repeating: "long words wrap ", count: 20) : "short"
                return cell
            }
        }
        let notes = Notes()
        let (_, table) = showTable(notes, cellClass: NoteCell.self, identifier: "note")
        let cells = table.visibleCells
        #expect(cells.count == 3)
        #expect(cells.allSatisfy { $0 is NoteCell })  // the subclass's initialiser ran
        let one = UILabel()
        one.text = "short"
        let lineHeight = ceil(one.intrinsicContentSize.height)
        let short = lineHeight + 22  // the content view's margins, 11 above and below
        #expect(cells[0].frame.height == short)
        #expect(cells[1].frame.height > 2 * lineHeight + 22)
        #expect(cells[2].frame.minY == cells[1].frame.maxY)
        #expect(table.contentSize.height == cells[2].frame.maxY)
        let note = (cells[1] as! NoteCell).note
        #expect(note.frame.maxY <= cells[1].contentView.bounds.height - 11 + 0.5)
    }

    @Test func sectionsHaveTitleHeadersAndAPlainTablesHeaderStaysAtTheTop() {
        let scene = TableScene(rowCounts: [30, 30]) { _, list in list.titles = ["First", "Second"] }
        let header = scene.table.headerView(forSection: 0)
        #expect(header?.textLabel?.text == "First")
        let headerHeight = header?.frame.height ?? 0
        #expect(headerHeight > 20)
        #expect(scene.table.cellForRow(at: IndexPath(row: 0, section: 0))?.frame.minY == headerHeight)
        // Scrolled into the first section's rows, its header stays at the top of the view.
        scene.scroll(to: 300)
        #expect(scene.table.headerView(forSection: 0)?.frame.minY == 300)
        #expect(scene.list.events.isEmpty)
        // Near the end of the section, the next header pushes it up.
        let secondTop = scene.table.rectForHeader(inSection: 1).minY
        scene.scroll(to: secondTop - 10)
        #expect(scene.table.headerView(forSection: 0)?.frame.minY == secondTop - headerHeight)
        #expect(scene.table.indexPathForRow(at: CGPoint(x: 10, y: secondTop + headerHeight + 1))?.section == 1)
        scene.scroll(to: secondTop + 100)
        #expect(scene.list.events == ["header 0 ended"])
    }

    @Test func insertedAndDeletedRowsKeepTheOtherCellsAndTheSelection() {
        let scene = TableScene(rowCounts: [10])
        scene.table.selectRow(at: IndexPath(row: 3, section: 0), animated: false, scrollPosition: .none)
        let cellOfRow3 = scene.table.cellForRow(at: IndexPath(row: 3, section: 0))
        scene.list.cellsAsked.removeAll()
        scene.list.rowCounts = [11]
        scene.table.insertRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)
        scene.window.layoutIfNeeded()
        #expect(scene.list.cellsAsked == [IndexPath(row: 1, section: 0)])  // only the new row
        #expect(scene.table.cellForRow(at: IndexPath(row: 4, section: 0)) === cellOfRow3)
        #expect(cellOfRow3?.frame.minY == CGFloat(44 * 4))
        #expect(scene.table.indexPathForSelectedRow == IndexPath(row: 4, section: 0))
        scene.list.cellsAsked.removeAll()
        scene.list.rowCounts = [9]
        scene.table.performBatchUpdates {
            scene.table.deleteRows(at: [IndexPath(row: 0, section: 0), IndexPath(row: 4, section: 0)], with: .fade)
        }
        scene.window.layoutIfNeeded()
        #expect(scene.list.cellsAsked.isEmpty)
        #expect(scene.table.indexPathsForSelectedRows == nil)  // the selected row was deleted
        #expect(scene.table.contentSize.height == CGFloat(44 * 9))
        #expect(scene.table.visibleCells.count == 9)
    }

    @Test func reloadDataAsksForTheShownCellsAgain() {
        let scene = TableScene(rowCounts: [5])
        scene.list.cellsAsked.removeAll()
        scene.list.rowCounts = [2]
        scene.table.reloadData()
        #expect(scene.table.numberOfRows(inSection: 0) == 2)
        scene.window.layoutIfNeeded()
        #expect(scene.list.cellsAsked == [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)])
        #expect(scene.table.visibleCells.count == 2)
        #expect(scene.table.subviews.filter { !$0.isHidden && $0 is UITableViewCell }.count == 2)
    }

    @Test func valueCellsPutTheDetailOnTheRightAndAccessoriesTakeTheirRoom() {
        let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        var content = cell.defaultContentConfiguration()
        content.text = "Wi-Fi"
        content.secondaryText = "Home"
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        cell.layoutIfNeeded()
        #expect(cell.textLabel?.frame.minX == 16)
        #expect(cell.contentView.frame.width == 320 - UITableViewCell.accessoryGlyphAreaWidth)
        let detail = cell.detailTextLabel?.frame ?? .zero
        #expect(abs(detail.maxX - (cell.contentView.frame.width - 16)) < 0.5)
        #expect(cell.detailTextLabel?.textColor == .secondaryLabel)
        #expect(UITableViewCell(style: .default, reuseIdentifier: nil).detailTextLabel == nil)
    }

    @Test func aTableViewControllerSubclassOverridesTheTableMethods() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
        let fruits = Fruits(style: .grouped)
        window.rootViewController = fruits
        window.isHidden = false
        window.layoutIfNeeded()
        #expect(fruits.tableView.visibleCells.map { $0.textLabel?.text } == ["Apple", "Pear", "Plum"])
        #expect(fruits.tableView.backgroundColor == .systemGroupedBackground)
        let swipe = fruits.tableView(
            fruits.tableView, trailingSwipeActionsConfigurationForRowAt: IndexPath(row: 0, section: 0))
        #expect(swipe?.actions.first?.backgroundColor == .systemRed)
        let pear = fruits.tableView.rectForRow(at: IndexPath(row: 1, section: 0))
        let pointer = Pointer(window)
        pointer.click(100, pear.midY)
        #expect(fruits.chosen == [1])
        #expect(fruits.tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        fruits.viewWillAppear(false)  // as when a pushed controller is popped off it
        #expect(fruits.tableView.indexPathForSelectedRow == nil)
    }

    @Test func inANavigationControllerTheRowsStartBelowTheBar() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
        let fruits = Fruits(style: .plain)
        window.rootViewController = UINavigationController(rootViewController: fruits)
        window.isHidden = false
        window.layoutIfNeeded()
        let table: UITableView = fruits.tableView
        #expect(table.safeAreaInsets.top == UINavigationBar.standardHeight)
        #expect(table.adjustedContentInset.top == UINavigationBar.standardHeight)
        #expect(table.contentOffset.y == -UINavigationBar.standardHeight)
        let apple = table.cellForRow(at: IndexPath(row: 0, section: 0))
        #expect(apple?.convert(CGPoint.zero, to: nil).y == UINavigationBar.standardHeight)
        // The content inset adds to the bar's; `.never` leaves the bar out.
        table.contentInset.top = 10
        #expect(table.adjustedContentInset.top == UINavigationBar.standardHeight + 10)
        #expect(table.contentOffset.y == -UINavigationBar.standardHeight)  // an inset the app sets moves nothing
        table.contentInsetAdjustmentBehavior = .never
        #expect(table.adjustedContentInset.top == 10)
    }
}

@MainActor
@Suite("UITableView, as apps use it")
struct UITableViewUsageTests {
    /// Rows whose heights ask the table for its counts (the last row is taller), and can grow.
    final class Accordion: NSObject, UITableViewDataSource, UITableViewDelegate {
        var rows = 5
        var expanded: Int?
        var visibleWhileScrolling: [Int] = []
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = "\(indexPath.row)"
            return cell
        }
        func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
            if indexPath.row == expanded { return 100 }
            return indexPath.row == tableView.numberOfRows(inSection: 0) - 1 ? 60 : 44
        }
        func scrollViewDidScroll(_ scrollView: UIScrollView) {
            let table = scrollView as! UITableView
            visibleWhileScrolling = table.indexPathsForVisibleRows?.map(\.row) ?? []
        }
    }

    func makeTable(_ accordion: Accordion) -> (UIWindow, UITableView) {
        showTable(accordion, delegate: accordion)
    }

    @Test func heightCallbacksSeeTheNewCountsAndAnEmptyBatchAsksForHeightsAgain() {
        let accordion = Accordion()
        let (window, table) = makeTable(accordion)
        #expect(table.rectForRow(at: IndexPath(row: 4, section: 0)).height == 60)
        accordion.rows = 7
        table.insertRows(at: [IndexPath(row: 5, section: 0), IndexPath(row: 6, section: 0)], with: .automatic)
        #expect(table.rectForRow(at: IndexPath(row: 4, section: 0)).height == 44)
        #expect(table.rectForRow(at: IndexPath(row: 6, section: 0)).height == 60)
        // The accordion idiom: change what the height depends on, then an empty batch.
        accordion.expanded = 1
        table.beginUpdates()
        table.endUpdates()
        window.layoutIfNeeded()
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.frame.height == 100)
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.frame.minY == 144)
    }

    @Test func theVisibleRowsAreCurrentWhenTheDelegateHearsOfAScroll() {
        let accordion = Accordion()
        accordion.rows = 100
        let (_, table) = makeTable(accordion)
        table.contentOffset = CGPoint(x: 0, y: 44 * 50)
        #expect(accordion.visibleWhileScrolling.first == 50)
    }

    @Test func aTableInAScreenUnderANavigationBarStartsBelowIt() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
        let screen = UIViewController()
        let table = UITableView(frame: .zero, style: .plain)
        addPinned(table, to: screen.view)
        window.rootViewController = UINavigationController(rootViewController: screen)
        window.isHidden = false
        window.layoutIfNeeded()
        #expect(table.safeAreaInsets.top == UINavigationBar.standardHeight)
        #expect(table.adjustedContentInset.top == UINavigationBar.standardHeight)
        #expect(table.contentOffset.y == -UINavigationBar.standardHeight)
    }

    @Test func aScrollViewPinnedBelowTheBarHearsNoInsetChangeWhenItFirstAppears() {
        final class Listener: NSObject, UIScrollViewDelegate {
            var calls: [String] = []
            func scrollViewDidScroll(_ scrollView: UIScrollView) { calls.append("scroll") }
            func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) { calls.append("inset") }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
        #expect(window.layoutMargins == UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
        let screen = UIViewController()
        let scroll = UIScrollView()
        let listener = Listener()
        scroll.delegate = listener
        addPinned(scroll, to: screen.view, top: screen.view.safeAreaLayoutGuide.topAnchor)
        window.rootViewController = UINavigationController(rootViewController: screen)
        window.isHidden = false
        window.layoutIfNeeded()
        #expect(scroll.frame.minY == UINavigationBar.standardHeight)
        #expect(scroll.adjustedContentInset.top == 0)
        #expect(listener.calls.isEmpty)
    }

    @Test func aScrollViewPinnedToTheSafeAreaInANavigationTabHearsNoInsetChange() {
        final class Listener: NSObject, UIScrollViewDelegate {
            var calls = 0
            func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) { calls += 1 }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
        let screen = UIViewController()
        let scroll = UIScrollView()
        let listener = Listener()
        scroll.delegate = listener
        let guide = screen.view.safeAreaLayoutGuide
        addPinned(scroll, to: screen.view, top: guide.topAnchor, bottom: guide.bottomAnchor)
        let tabs = UITabBarController()
        tabs.viewControllers = [UINavigationController(rootViewController: screen)]
        window.rootViewController = tabs
        window.isHidden = false
        window.layoutIfNeeded()
        #expect(scroll.frame == CGRect(x: 0, y: 44, width: 400, height: 600 - 44 - 49))
        #expect(scroll.adjustedContentInset == .zero)
        #expect(listener.calls == 0)
    }

    @Test func aTableHeaderViewAssignedAgainTakesItsNewHeight() {
        let scene = TableScene(rowCounts: [3])
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 50))
        scene.table.tableHeaderView = header
        scene.window.layoutIfNeeded()
        #expect(scene.table.contentSize.height == CGFloat(50 + 3 * 44))
        header.frame.size.height = 80
        scene.table.tableHeaderView = header
        scene.window.layoutIfNeeded()
        #expect(scene.table.contentSize.height == CGFloat(80 + 3 * 44))
        #expect(header.frame.width == 400)
        #expect(scene.table.cellForRow(at: IndexPath(row: 0, section: 0))?.frame.minY == 80)
    }

    @Test func clicksOnAPinnedHeaderOrACellThatTakesNoTouchesSelectNothing() {
        let scene = TableScene(rowCounts: [30]) { _, list in list.titles = ["Fruit"] }
        scene.scroll(to: 200)
        // The header stays at the top, over the rows scrolled under it.
        scene.pointer.click(100, 10)
        #expect(scene.list.events.isEmpty)
        let cell = scene.table.cellForRow(at: IndexPath(row: 10, section: 0))
        cell?.isUserInteractionEnabled = false
        let y = (cell?.frame.midY ?? 0) - 200
        scene.pointer.click(100, y)
        #expect(scene.list.events.isEmpty)
        cell?.isUserInteractionEnabled = true
        scene.pointer.click(100, y)
        #expect(scene.list.events == ["select 0.10"])
    }

    @Test func aCellTheDataSourceKeepsIsNotHandedOutForAnotherRow() {
        final class Kept: NSObject, UITableViewDataSource {
            let first = UITableViewCell(style: .default, reuseIdentifier: "row")
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 100 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                if indexPath.row == 0 { return first }
                return tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            }
        }
        let kept = Kept()
        let (window, table) = showTable(kept)
        table.contentOffset.y = 44 * 20  // the kept cell scrolls out, into the queue
        window.layoutIfNeeded()
        table.contentOffset.y = 0  // and is given back for row 0
        window.layoutIfNeeded()
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === kept.first)
        // New rows come in below while row 0 stays: none of them gets the kept cell.
        table.contentOffset.y = 20  // row 14 comes in
        window.layoutIfNeeded()
        #expect(table.indexPathsForVisibleRows?.last?.row == 14)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === kept.first)
        let cells = table.visibleCells
        #expect(Set(cells.map(ObjectIdentifier.init)).count == cells.count)
        #expect(!kept.first.isHidden)
    }

    @Test func theTablesSeparatorInsetAppliesToCellsThatSetNone() {
        let scene = TableScene(rowCounts: [3]) { table, _ in table.separatorInset = .zero }
        let cells = scene.table.visibleCells
        #expect(cells[0].separatorInset == .zero)
        cells[1].separatorInset.left = 30
        scene.window.layoutIfNeeded()
        #expect(cells[1].separatorInset.left == 30)
        #expect(cells[1].subviews.last?.frame.minX == 30)  // the separator, in front
        #expect(cells[0].subviews.last?.frame.minX == 0)
    }

    @Test func pullingTheRowsDownFarEnoughStartsARefreshUntilTheAppEndsIt() {
        let scene = TableScene(rowCounts: [30])
        let refresh = UIRefreshControl()
        var refreshes = 0
        refresh.addAction(UIAction { _ in refreshes += 1 }, for: .valueChanged)
        scene.table.refreshControl = refresh
        scene.window.layoutIfNeeded()
        #expect(refresh.frame == CGRect(x: 0, y: -UIRefreshControl.height, width: 400, height: UIRefreshControl.height))
        // A short pull springs back.
        scene.pointer.down(200, 100)
        scene.pointer.move(200, 110)
        scene.pointer.move(200, 130)
        scene.pointer.up(200, 130)
        #expect(refreshes == 0)
        #expect(!refresh.isRefreshing)
        // A long one refreshes: the content rests below the spinner.
        scene.pointer.wait(1)
        scene.pointer.down(200, 100)
        for y in stride(from: 120, through: 500, by: 20) { scene.pointer.move(200, CGFloat(y)) }
        scene.pointer.up(200, 500)
        #expect(refreshes == 1)
        #expect(refresh.isRefreshing)
        #expect(scene.table.adjustedContentInset.top == UIRefreshControl.height)
        #expect(scene.list.events.isEmpty)  // no row was selected by the drag
        refresh.endRefreshing()
        #expect(!refresh.isRefreshing)
        #expect(scene.table.adjustedContentInset.top == 0)
        // From code, no action is sent.
        refresh.beginRefreshing()
        #expect(refresh.isRefreshing && refreshes == 1)
    }

    @Test func aCustomContentConfigurationSizesTheRow() {
        struct Tall: UIContentConfiguration {
            func makeContentView() -> any UIView & UIContentView { TallView(configuration: self) }
            func updated(for state: any UIConfigurationState) -> Tall { self }
        }
        final class TallView: UIView, UIContentView {
            var configuration: any UIContentConfiguration
            init(configuration: any UIContentConfiguration) {
                self.configuration = configuration
                super.init(frame: .zero)
                heightAnchor.constraint(equalToConstant: 90).isActive = true
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        final class Source: NSObject, UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
                cell.contentConfiguration = Tall()
                return cell
            }
        }
        let source = Source()
        let (_, table) = showTable(source)
        #expect(table.visibleCells.map(\.frame.height) == [90, 90])
    }
}

@Suite("Table geometry and updates")
struct TableGeometryTests {
    @Test func itemsAreFoundByPositionAndByPath() {
        // Two sections of 3 and 2 rows of 10 points, headers of 5, no footers.
        let geometry = TableGeometry(rowCounts: [3, 2]) { item in
            switch item {
            case .row: (10, false)
            case .header: (5, false)
            default: (0, false)
            }
        }
        #expect(geometry.contentHeight == CGFloat(5 + 30 + 5 + 20))
        #expect(geometry.item(at: 0) == .tableHeader)
        #expect(geometry.item(at: 1) == .header(section: 0))
        #expect(geometry.item(at: 4) == .row(IndexPath(row: 2, section: 0)))
        #expect(geometry.item(at: 5) == .footer(section: 0))
        #expect(geometry.item(at: 6) == .header(section: 1))
        #expect(geometry.item(at: 9) == .footer(section: 1))
        #expect(geometry.item(at: 10) == .tableFooter)
        #expect(geometry.itemIndex(of: IndexPath(row: 1, section: 1)) == 8)
        #expect(geometry.itemIndex(of: IndexPath(row: 2, section: 1)) == nil)
        #expect(geometry.itemIndex(at: 36) == 6)  // the second header, 35..<40
        #expect(geometry.itemIndex(at: 60) == nil)
        // 12..<41: rows from the first section's second to the second section's first.
        #expect(geometry.items(from: 12, to: 41) == 2..<8)
    }

    @Test func aMeasuredHeightMovesTheItemsBelow() {
        var geometry = TableGeometry(rowCounts: [4]) { item in
            if case .row = item { return (44, true) }
            return (0, false)
        }
        geometry.setHeight(100, of: 2)
        let moved = geometry.updateTops()
        #expect(moved)
        #expect(geometry.span(of: 3).top == 100)  // below the first row (item 2)
        #expect(geometry.contentHeight == CGFloat(44 * 3 + 100))
        #expect(!geometry.isEstimate[2] && geometry.isEstimate[3])
        let movedAgain = geometry.updateTops()
        #expect(!movedAgain)
    }

    @Test func anUpdateMapsOldRowsToNewOnes() throws {
        var update = TableUpdate()
        update.insertedRows = [IndexPath(row: 0, section: 0)]
        update.deletedRows = [IndexPath(row: 2, section: 0)]
        update.movedRows = [(IndexPath(row: 0, section: 1), IndexPath(row: 3, section: 0))]
        let mapping = try update.mapping(oldRowCounts: [3, 2], newRowCounts: [4, 1])
        #expect(
            mapping.newPaths == [
                [IndexPath(row: 1, section: 0), IndexPath(row: 2, section: 0), nil],
                [IndexPath(row: 3, section: 0), IndexPath(row: 0, section: 1)],
            ])
        var sections = TableUpdate()
        sections.deletedSections = [0]
        sections.insertedSections = [1]
        let moved = try sections.mapping(oldRowCounts: [1, 2], newRowCounts: [2, 5])
        #expect(moved.newPaths == [[nil], [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)]])
    }

    @Test func rowsAndSectionsOutsideTheTableAreAnInconsistency() {
        var update = TableUpdate()
        update.deletedRows = [IndexPath(row: 3, section: 0)]
        do {
            _ = try update.mapping(oldRowCounts: [3], newRowCounts: [2])
            Issue.record("no error")
        } catch {
            #expect(
                error.reason == "attempt to delete row 3 in section 0, which only contains 3 rows before the update")
        }
        var sections = TableUpdate()
        sections.insertedSections = [-1]
        #expect(throws: TableUpdate.InconsistencyError.self) {
            try sections.mapping(oldRowCounts: [3], newRowCounts: [3, 1])
        }
    }

    @Test func countsThatDoNotAddUpAreAnInconsistency() {
        var update = TableUpdate()
        update.insertedRows = [IndexPath(row: 0, section: 0)]
        #expect(throws: TableUpdate.InconsistencyError.self) {
            try update.mapping(oldRowCounts: [3], newRowCounts: [3])
        }
        do {
            _ = try update.mapping(oldRowCounts: [3], newRowCounts: [5])
            Issue.record("no error")
        } catch {
            #expect(error.reason.hasPrefix("Invalid update: invalid number of rows in section 0."))
            #expect(error.reason.contains("(1 inserted, 0 deleted)"))
        }
    }
}
