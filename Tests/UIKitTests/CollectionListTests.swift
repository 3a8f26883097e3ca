import Testing

@testable import UIKit

/// Modern collection view code as iOS apps write it: a list layout, list cells filled through a
/// cell registration, a diffable data source.
@MainActor
@Suite("Collection view lists")
struct CollectionListTests {
    enum Section: Hashable, Sendable { case fruit, nuts }

    /// A 400 × 600 list of `appearance` showing fruit and nuts, laid out.
    private func showList(
        _ appearance: UICollectionLayoutListConfiguration.Appearance, showsSeparators: Bool = true
    ) -> (UIWindow, UICollectionView, UICollectionViewDiffableDataSource<Section, String>, () -> Int) {
        let (window, controller) = makeWindow()
        var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
        configuration.headerMode = .supplementary
        configuration.showsSeparators = showsSeparators
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 400, height: 600), collectionViewLayout: layout)
        controller.view.addSubview(collection)
        var filled = 0
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, name in
            filled += 1
            var content = cell.defaultContentConfiguration()
            content.text = name
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        let headers = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { header, _, indexPath in
            var content = UIListContentConfiguration.groupedHeader()
            content.text = indexPath.section == 0 ? "Fruit" : "Nuts"
            header.contentConfiguration = content
        }
        let source = UICollectionViewDiffableDataSource<Section, String>(collectionView: collection) {
            collectionView, indexPath, name in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: name)
        }
        source.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.fruit, .nuts])
        snapshot.appendItems(["Apple", "Pear", "Plum"], toSection: .fruit)
        snapshot.appendItems(["Almond"], toSection: .nuts)
        source.apply(snapshot, animatingDifferences: false)
        window.layoutIfNeeded()
        return (window, collection, source, { filled })
    }

    private func cell(_ collection: UICollectionView, _ item: Int, section: Int = 0) -> UICollectionViewListCell? {
        collection.cellForItem(at: IndexPath(item: item, section: section)) as? UICollectionViewListCell
    }

    @Test func aListShowsRowsFilledThroughARegistrationUnderTheirHeaders() {
        let (_, collection, _, filled) = showList(.plain)
        #expect(filled() == 4)
        let apple = cell(collection, 0)
        #expect((apple?.contentConfiguration as? UIListContentConfiguration)?.text == "Apple")
        // Rows as wide as the list, as high as a line of body text with its margins.
        #expect(apple?.frame.width == 400)
        let rowHeight = apple?.frame.height ?? 0
        #expect(rowHeight >= 40 && rowHeight <= 50)
        let header = collection.supplementaryView(
            forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
        #expect(
            (header as? UICollectionViewListCell).flatMap { $0.contentConfiguration as? UIListContentConfiguration }?
                .text == "Nuts")
        #expect(cell(collection, 1)?.frame.minY == apple?.frame.maxY)
        #expect(header?.frame.minY == cell(collection, 2)?.frame.maxY)
        #expect(cell(collection, 0, section: 1)?.frame.minY == header?.frame.maxY)
    }

    @Test func anInsetGroupedListKeepsItsRowsFromTheSidesAndItsSectionsApart() {
        let (_, collection, _, _) = showList(.insetGrouped)
        let apple = cell(collection, 0)
        #expect(apple?.frame.minX == 20)
        #expect(apple?.frame.width == 360)
        let header = collection.supplementaryView(
            forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(header?.frame.minY == 18)
        let nutsHeader = collection.supplementaryView(
            forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
        #expect(nutsHeader?.frame.minY == (cell(collection, 2)?.frame.maxY ?? 0) + 18)
    }

    @Test func rowsButTheLastOfASectionAndHeadersDrawSeparators() {
        let (_, collection, _, _) = showList(.insetGrouped)
        func separatorShows(_ view: UIView?) -> Bool {
            view?.subviews.contains { $0.backgroundColor == .separator && !$0.isHidden } ?? false
        }
        #expect(separatorShows(cell(collection, 0)))
        #expect(separatorShows(cell(collection, 1)))
        #expect(!separatorShows(cell(collection, 2)))
        #expect(!separatorShows(cell(collection, 0, section: 1)))
        let header = collection.supplementaryView(
            forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(header != nil)
        #expect(!separatorShows(header))
        // Grouped: the list's grey behind white rows and clear headers.
        #expect(collection.backgroundColor == .systemGroupedBackground)
        #expect(cell(collection, 0)?.backgroundColor == .secondarySystemGroupedBackground)
        #expect(header?.backgroundColor == .clear)

        let (_, bare, _, _) = showList(.plain, showsSeparators: false)
        #expect(!separatorShows(cell(bare, 0)))
        #expect(bare.backgroundColor == .systemBackground)
    }

    @Test func aListCellKeepsItsAccessoryLabelsAndTellsItsUpdateHandler() {
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
        var states: [Bool] = []
        cell.configurationUpdateHandler = { _, state in states.append(state.isSelected) }
        cell.accessories = [.disclosureIndicator()]
        let label = cell.subviews.compactMap { $0 as? UILabel }.first { $0.text == "›" }
        cell.accessories = [.checkmark()]
        let again = cell.subviews.compactMap { $0 as? UILabel }.first { $0.text == "✓" }
        #expect(label != nil && label === again)
        cell.isSelected = true
        #expect(states.last == true)
    }

    @Test func aListCellShowsItsAccessoryAndTheGreyOfASelectedRow() {
        let (window, collection, source, _) = showList(.plain)
        let apple = cell(collection, 0)
        let glyph = apple?.subviews.compactMap { $0 as? UILabel }.first { $0.text == "›" }
        #expect(glyph != nil)
        #expect((glyph?.frame.maxX ?? 0) <= 400 - 16)
        #expect((apple?.contentView.frame.width ?? 400) < 400)
        let fill = apple?.subviews.first { $0.backgroundColor == UITableViewCell.selectionColor }
        #expect(fill?.isHidden == true)
        Pointer(window).click(100, (apple?.frame.midY ?? 0))
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
        #expect(source.itemIdentifier(for: IndexPath(item: 0, section: 0)) == "Apple")
        #expect(fill?.isHidden == false)
    }
}
