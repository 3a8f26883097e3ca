import Testing

@testable import UIKit

@MainActor
@Suite("Diffable data sources")
struct DiffableDataSourceTests {
    typealias Snapshot = NSDiffableDataSourceSnapshot<String, Int>

    private func snapshot(_ sections: [(String, [Int])]) -> Snapshot {
        var snapshot = Snapshot()
        for (section, items) in sections {
            snapshot.appendSections([section])
            snapshot.appendItems(items, toSection: section)
        }
        return snapshot
    }

    @Test func aSnapshotKeepsSectionsAndItemsInOrderAndFindsThemByIdentifier() {
        var snapshot = snapshot([("a", [1, 2, 3]), ("b", [4])])
        snapshot.insertItems([9], afterItem: 1)
        snapshot.insertSections(["z"], beforeSection: "a")
        snapshot.appendItems([7], toSection: "z")
        snapshot.moveItem(3, beforeItem: 4)
        snapshot.deleteItems([2, 100])
        #expect(snapshot.sectionIdentifiers == ["z", "a", "b"])
        #expect(snapshot.itemIdentifiers == [7, 1, 9, 3, 4])
        #expect(snapshot.itemIdentifiers(inSection: "b") == [3, 4])
        #expect(snapshot.sectionIdentifier(containingItem: 3) == "b")
        #expect(snapshot.indexOfItem(3) == 3)
        #expect(snapshot.indexOfSection("b") == 2)
        #expect(snapshot.numberOfItems == 5)
        snapshot.moveSection("z", afterSection: "b")
        snapshot.deleteSections(["a"])
        #expect(snapshot.sectionIdentifiers == ["b", "z"])
        #expect(snapshot.itemIdentifiers == [3, 4, 7])
        #expect(snapshot.sectionIdentifier(containingItem: 1) == nil)
    }

    @Test func theDifferenceOfTwoSnapshotsIsTheSmallestBatchOfMovesInsertsAndDeletes() {
        let old = snapshot([("a", [1, 2, 3, 4]), ("b", [5, 6]), ("c", [7])])
        var new = snapshot([("a", [2, 3, 1, 8]), ("b", [6, 4]), ("d", [9])])
        new.reloadItems([3])
        let update = new.update(from: old, vocabulary: .collection)
        func path(_ item: Int, _ section: Int) -> IndexPath { IndexPath(item: item, section: section) }
        #expect(update.deletedSections == [2])
        #expect(update.insertedSections == [2])
        // 2 and 3 keep their order in "a"; 1 moves behind them, 4 moves to "b"; 5 goes; 8 comes.
        #expect(
            update.movedRows.map { "\($0.from.item).\($0.from.section)>\($0.to.item).\($0.to.section)" } == [
                "0.0>2.0", "3.0>1.1",
            ])
        #expect(update.insertedRows == [path(3, 0)])
        #expect(update.deletedRows == [path(0, 1)])
        #expect(update.reloadedRows == [path(2, 0)])
        // The batch maps the old items where the new snapshot has them.
        let mapping = try? update.mapping(oldRowCounts: [4, 2, 1], newRowCounts: [4, 2, 1])
        #expect(mapping?.newPaths[0] == [path(2, 0), path(0, 0), path(1, 0), path(1, 1)])
        #expect(mapping?.newPaths[1] == [nil, path(0, 1)])
    }

    @Test func theLongestIncreasingRunIsFound() {
        #expect(longestIncreasingRun([3, 1, 2, 0, 4]) == [1, 2, 4])
        #expect(longestIncreasingRun([]) == [])
        #expect(longestIncreasingRun([5, 4, 3]).count == 1)
    }

    @Test func aCollectionViewShowsAppliedSnapshotsKeepingTheCellsOfItemsThatStay() {
        let scene = GridScene(itemCounts: [0])
        var asked: [Int] = []
        let source = UICollectionViewDiffableDataSource<String, Int>(collectionView: scene.collection) {
            collectionView, indexPath, item in
            asked.append(item)
            return collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
        }
        source.apply(snapshot([("main", Array(0..<8))]))
        scene.window.layoutIfNeeded()
        #expect(asked == Array(0..<8))
        let cellOfFive = scene.collection.cellForItem(at: IndexPath(item: 5, section: 0))

        asked.removeAll()
        var next = source.snapshot()
        next.deleteItems([0, 1])
        next.appendItems([20])
        source.apply(next)
        scene.window.layoutIfNeeded()
        #expect(asked == [20])
        #expect(scene.collection.cellForItem(at: IndexPath(item: 3, section: 0)) === cellOfFive)
        #expect(source.itemIdentifier(for: IndexPath(item: 3, section: 0)) == 5)
        #expect(source.indexPath(for: 20) == IndexPath(item: 6, section: 0))
        #expect(scene.collection.numberOfItems(inSection: 0) == 7)

        // Reloading marked items asks for their cells again.
        asked.removeAll()
        var reloaded = source.snapshot()
        reloaded.reloadItems([5])
        source.apply(reloaded)
        scene.window.layoutIfNeeded()
        #expect(asked == [5])
        #expect(source.snapshot().reloadedItemIdentifiers.isEmpty)
    }

    @Test func aTableShowsAppliedSnapshotsAndASubclassTitlesItsSections() {
        final class Titled: UITableViewDiffableDataSource<String, Int> {
            override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
                sectionIdentifier(for: section)?.uppercased()
            }
        }
        let (window, controller) = makeWindow()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        controller.view.addSubview(table)
        let source = Titled(tableView: table) { tableView, indexPath, item in
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = "Item \(item)"
            return cell
        }
        source.apply(snapshot([("fruit", [1, 2]), ("nuts", [3])]))
        window.layoutIfNeeded()
        #expect(table.numberOfSections == 2)
        #expect(table.headerView(forSection: 1)?.textLabel?.text == "NUTS")
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 1))?.textLabel?.text == "Item 3")

        var next = source.snapshot()
        next.moveItem(3, beforeItem: 1)
        let kept = table.cellForRow(at: IndexPath(row: 0, section: 1))
        source.apply(next)
        window.layoutIfNeeded()
        #expect(table.numberOfRows(inSection: 1) == 0)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === kept)
        #expect(kept?.textLabel?.text == "Item 3")
    }
}

extension DiffableDataSourceTests {
    @Test func aSnapshotKnowsEveryItemsPlaceAfterItChanges() {
        var snapshot = Snapshot()
        snapshot.appendSections(["a", "b"])
        snapshot.appendItems(Array(0..<20), toSection: "a")
        snapshot.appendItems(Array(20..<30), toSection: "b")
        snapshot.deleteItems([3, 7, 25])
        snapshot.insertItems([100, 101], beforeItem: 5)
        snapshot.moveItem(0, afterItem: 29)
        snapshot.moveItem(21, beforeItem: 1)
        snapshot.insertSections(["c"], afterSection: "a")
        snapshot.appendItems([200], toSection: "c")
        snapshot.reloadItems([100, 100, 5])
        #expect(snapshot.reloadedItemIdentifiers == [100, 5])
        var flat = 0
        for (section, identifier) in snapshot.sectionIdentifiers.enumerated() {
            for (place, item) in snapshot.itemIdentifiers(inSection: identifier).enumerated() {
                #expect(snapshot.indexPath(of: item) == IndexPath(item: place, section: section))
                #expect(snapshot.indexOfItem(item) == flat)
                flat += 1
            }
        }
        #expect(flat == snapshot.numberOfItems)
        #expect(snapshot.indexOfSection("b") == 2)
    }
}
