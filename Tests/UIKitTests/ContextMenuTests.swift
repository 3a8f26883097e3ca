import Testing
import Views

@testable import UIKit

/// A view whose context menu interaction's delegate gives a menu of three actions, an inline
/// group and a submenu, recording what was chosen.
@MainActor
final class MenuSource: UIContextMenuInteractionDelegate {
    var chosen: [String] = []
    var asked: [CGPoint] = []
    /// Kept, so that the check its single selection moves stays moved.
    lazy var sort = UIMenu(
        title: "Sort", options: .singleSelection,
        children: ["Name", "Date"].map { name in
            UIAction(title: name, state: name == "Name" ? .on : .off) { [unowned self] _ in chosen.append(name) }
        })

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration? {
        asked.append(location)
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [unowned self] _ in
            let copy = UIAction(title: "Copy") { _ in self.chosen.append("copy") }
            let paste = UIAction(title: "Paste", attributes: .disabled) { _ in self.chosen.append("paste") }
            let delete = UIAction(title: "Delete", attributes: .destructive) { _ in self.chosen.append("delete") }
            return UIMenu(children: [copy, paste, UIMenu(options: .displayInline, children: [delete]), sort])
        }
    }
}

/// A context menu interaction's delegate that gives the same menu wherever it is asked.
@MainActor
final class FixedMenuSource: UIContextMenuInteractionDelegate {
    let menu: UIMenu

    init(_ menu: UIMenu) { self.menu = menu }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(actionProvider: { [menu] _ in menu })
    }
}

/// A table of twenty plain rows, for tests of their menus.
class TwentyRows: UITableViewController {
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell()
    }
}

extension PresentationTests {
    /// The menu on screen, with its rows' titles.
    func shownMenu() -> (view: ContextMenuView, titles: [String])? {
        guard let menu = ContextMenuView.shown else { return nil }
        let panel = menu.subviews[0]
        let titles = panel.subviews.compactMap { row in
            (row.subviews.first { $0.tag == 1 } as? UILabel)?.text
        }
        return (menu, titles)
    }

    @Test func aRightClickShowsTheInteractionsMenuAndAClickChoosesAnAction() {
        let screen = Screen()
        let source = MenuSource()
        let area = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        screen.root.view.addSubview(area)
        area.addInteraction(UIContextMenuInteraction(delegate: source))
        screen.window.layoutIfNeeded()
        let pointer = Pointer(screen.window)
        pointer.rightClick(50, 40)
        #expect(source.asked == [CGPoint(x: 50, y: 40)])
        let shown = try! #require(shownMenu())
        // Rows: Copy, Paste, then Delete between separators, then the Sort submenu.
        #expect(shown.titles == ["Copy", "Paste", "Delete", "Sort"])
        let panel = shown.view.subviews[0]
        #expect(panel.frame.origin == CGPoint(x: 50, y: 40))
        // A disabled row cannot be chosen; clicking it leaves the menu open.
        pointer.click(80, 40 + 1.5 * ContextMenuView.rowHeight)
        #expect(source.chosen.isEmpty && ContextMenuView.shown != nil)
        pointer.click(80, 40 + 0.5 * ContextMenuView.rowHeight)
        #expect(source.chosen == ["copy"] && ContextMenuView.shown == nil)
        // A click outside closes it and reaches nothing else.
        var taps = 0
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 250, y: 350, width: 50, height: 50)
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        screen.root.view.addSubview(button)
        screen.window.layoutIfNeeded()
        pointer.rightClick(50, 40)
        pointer.click(290, 390)
        #expect(ContextMenuView.shown == nil && source.chosen == ["copy"] && taps == 0)
    }

    @Test func keysMoveTheHighlightChooseAndClose() {
        let screen = Screen()
        let source = MenuSource()
        screen.root.view.addInteraction(UIContextMenuInteraction(delegate: source))
        let keys = EventDispatcher(window: screen.window)
        let pointer = Pointer(screen.window)
        // Near the bottom right: the panel opens up and to the left, inside the window.
        pointer.rightClick(290, 390)
        let panel = try! #require(shownMenu()).view.subviews[0]
        #expect(panel.frame.maxX <= 290 && panel.frame.maxY <= 390 && panel.frame.minY >= 0)
        // Down twice skips the disabled Paste: Delete is chosen.
        for key: Key in [.arrowDown, .arrowDown, .enter] { keys.handleKey(KeyEvent(key: key, time: 1)) }
        #expect(source.chosen == ["delete"] && ContextMenuView.shown == nil)
        pointer.rightClick(10, 10)
        keys.handleKey(KeyEvent(key: .escape, time: 2))
        #expect(ContextMenuView.shown == nil && source.chosen == ["delete"])
    }

    @Test func aSubmenuOpensInPlaceAndItsSingleSelectionMovesTheCheck() {
        let screen = Screen()
        let source = MenuSource()
        screen.root.view.addInteraction(UIContextMenuInteraction(delegate: source))
        let pointer = Pointer(screen.window)
        pointer.rightClick(10, 10)
        // Copy, Paste, a separator, Delete, a separator, then Sort.
        let sortRow = 10 + ContextMenuView.rowHeight * 3 + ContextMenuView.separatorHeight * 2 + 5
        pointer.hover(40, sortRow)
        pointer.click(40, sortRow)
        #expect(shownMenu()?.titles == ["Back", "Sort", "Name", "Date"])  // back, title, the two
        pointer.click(40, 10 + ContextMenuView.rowHeight * 3.5)
        #expect(source.chosen == ["Date"])
        pointer.rightClick(10, 10)
        pointer.click(40, sortRow)
        let marks = try! #require(shownMenu()).view.subviews[0].subviews.map { row in
            row.subviews.contains { ($0 as? UILabel)?.text == "✓" }
        }
        #expect(marks == [false, false, false, true])  // the check moved to Date
        ContextMenuView.shown?.dismiss()
    }

    @Test func aButtonsMenuShowsOnRightClickOrAsItsPrimaryAction() {
        let screen = Screen()
        var chosen: [String] = []
        var taps = 0
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 20, width: 100, height: 40)
        button.setTitle("Sort", for: .normal)
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        button.menu = UIMenu(children: [
            UIAction(title: "By name") { action in chosen.append("\(action.title) from \(action.sender is UIButton)") }
        ])
        screen.root.view.addSubview(button)
        screen.window.layoutIfNeeded()
        let pointer = Pointer(screen.window)
        pointer.click(50, 40)
        #expect(taps == 1 && ContextMenuView.shown == nil)
        pointer.rightClick(50, 40)
        #expect(shownMenu()?.titles == ["By name"])
        ContextMenuView.shown?.dismiss()
        button.showsMenuAsPrimaryAction = true
        pointer.click(50, 40)
        // Below the button, and the click sent no action.
        #expect(shownMenu()?.view.subviews[0].frame.origin == CGPoint(x: 20, y: 60) && taps == 1)
        pointer.click(60, 60 + ContextMenuView.rowHeight / 2)
        #expect(chosen == ["By name from true"])
    }

    @Test func aTableRowsMenuComesFromTheDelegate() {
        final class Rows: TwentyRows {
            var asked: [IndexPath] = []
            override func tableView(
                _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
            ) -> UIContextMenuConfiguration? {
                asked.append(indexPath)
                return UIContextMenuConfiguration(actionProvider: { _ in
                    UIMenu(children: [UIAction(title: "Row \(indexPath.row)") { _ in }])
                })
            }
        }
        let screen = Screen()
        let rows = Rows(style: .plain)
        screen.window.rootViewController = rows
        screen.window.layoutIfNeeded()
        Pointer(screen.window).rightClick(100, 44 * 2 + 10)
        #expect(rows.asked == [IndexPath(row: 2, section: 0)] && shownMenu()?.titles == ["Row 2"])
        ContextMenuView.shown?.dismiss()
    }

    @Test func aRowsSwipeActionsAreItsMenuWhenTheDelegateGivesNone() {
        final class Rows: TwentyRows {
            var done: [String] = []
            override func tableView(
                _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
            ) -> UISwipeActionsConfiguration? {
                let delete = UIContextualAction(style: .destructive, title: "Delete") { [unowned self] _, view, done in
                    self.done.append("delete \(indexPath.row) in \(view is UITableViewCell)")
                    done(true)
                }
                return UISwipeActionsConfiguration(actions: [delete])
            }
        }
        let screen = Screen()
        let rows = Rows(style: .plain)
        screen.window.rootViewController = rows
        screen.window.layoutIfNeeded()
        let pointer = Pointer(screen.window)
        pointer.rightClick(100, 44 * 3 + 10)
        let shown = try! #require(shownMenu())
        #expect(shown.titles == ["Delete"])
        let label = shown.view.subviews[0].subviews[0].subviews.first { $0.tag == 1 } as? UILabel
        #expect(label?.textColor == .systemRed)
        pointer.click(110, 44 * 3 + 10 + ContextMenuView.rowHeight / 2)
        #expect(rows.done == ["delete 3 in true"] && ContextMenuView.shown == nil)
    }

    @Test func aMenuLeavesTheFieldBeingEditedAndGoesWithTheRootController() {
        let screen = Screen()
        let source = MenuSource()
        let field = UITextField(frame: CGRect(x: 10, y: 300, width: 200, height: 30))
        screen.root.view.addSubview(field)
        screen.root.view.addInteraction(UIContextMenuInteraction(delegate: source))
        screen.window.layoutIfNeeded()
        #expect(field.becomeFirstResponder())
        let pointer = Pointer(screen.window)
        pointer.rightClick(10, 10)
        #expect(ContextMenuView.shown != nil && field.isFirstResponder && field.isEditing)
        EventDispatcher(window: screen.window).handleKey(KeyEvent(key: .escape, time: 1))
        #expect(ContextMenuView.shown == nil && field.isFirstResponder)
        pointer.rightClick(10, 10)
        screen.window.rootViewController = UIViewController()
        #expect(ContextMenuView.shown == nil)
    }

    @Test func aButtonMayReplaceItsMenuAsItOpens() {
        let screen = Screen()
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 20, width: 100, height: 40)
        button.menu = UIMenu(children: [UIAction(title: "Old") { _ in }])
        button.showsMenuAsPrimaryAction = true
        button.addAction(
            UIAction { [unowned button] _ in button.menu = UIMenu(children: [UIAction(title: "New") { _ in }]) },
            for: .menuActionTriggered)
        screen.root.view.addSubview(button)
        screen.window.layoutIfNeeded()
        Pointer(screen.window).click(50, 40)
        #expect(shownMenu()?.titles == ["New"])
        ContextMenuView.shown?.dismiss()
    }

    @Test func aDeferredElementShowsWhatItsProviderGives() {
        let screen = Screen()
        var later: (([UIMenuElement]) -> Void)?
        let source = UIView(frame: screen.window.bounds)
        let now = UIDeferredMenuElement { completion in completion([UIAction(title: "Now") { _ in }]) }
        let slow = UIDeferredMenuElement.uncached { completion in later = completion }
        let delegate = FixedMenuSource(UIMenu(children: [now, slow]))
        source.addInteraction(UIContextMenuInteraction(delegate: delegate))
        screen.root.view.addSubview(source)
        screen.window.layoutIfNeeded()
        Pointer(screen.window).rightClick(10, 10)
        #expect(shownMenu()?.titles == ["Now", "Loading…"] && later != nil)
        ContextMenuView.shown?.dismiss()
    }
}
