import Testing

@testable import UIKit

@MainActor
@Suite("Compositional layouts")
struct CompositionalLayoutTests {
    /// A 400 × 600 collection view showing `itemCounts` through `layout`, laid out.
    private func show(
        _ layout: UICollectionViewLayout, itemCounts: [Int], cellClass: AnyClass = UICollectionViewCell.self
    )
        -> (UIWindow, UICollectionView, ItemGrid)
    {
        let (window, controller) = makeWindow()
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 400, height: 600), collectionViewLayout: layout)
        let grid = ItemGrid(itemCounts: itemCounts)
        collection.register(cellClass, forCellWithReuseIdentifier: "item")
        for (kind, identifier) in [
            (UICollectionView.elementKindSectionHeader, "header"),
            (UICollectionView.elementKindSectionFooter, "footer"),
        ] {
            collection.register(
                UICollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier)
        }
        collection.dataSource = grid
        controller.view.addSubview(collection)
        window.layoutIfNeeded()
        return (window, collection, grid)
    }

    private func frame(_ collection: UICollectionView, _ item: Int, section: Int = 0) -> CGRect? {
        collection.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    private func size(_ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension)
        -> NSCollectionLayoutSize
    {
        NSCollectionLayoutSize(widthDimension: width, heightDimension: height)
    }

    @Test func aGroupRepeatsItsItemsWhileTheyFitAndItemsKeepInsideTheirInsets() {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [item])
        let (_, collection, _) = show(
            UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), itemCounts: [5])
        #expect(frame(collection, 0) == CGRect(x: 8, y: 4, width: 184, height: 92))
        #expect(frame(collection, 1) == CGRect(x: 208, y: 4, width: 184, height: 92))
        #expect(frame(collection, 4) == CGRect(x: 8, y: 204, width: 184, height: 92))
        #expect(collection.contentSize == CGSize(width: 400, height: 300))
        #expect(collection.visibleCells.count == 5)
    }

    @Test func aCountSharesTheGroupsWidthLessItsSpacing() {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(50)), subitem: item, count: 3)
        group.interItemSpacing = .fixed(20)
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 20, bottom: 5, trailing: 20)
        let (_, collection, _) = show(UICollectionViewCompositionalLayout(section: section), itemCounts: [4])
        // 360 inside the insets: three of (360 − 40) / 3.
        let width = CGFloat(320) / 3
        #expect(frame(collection, 1) == CGRect(x: 20 + width + 20, y: 5, width: width, height: 50))
        #expect(frame(collection, 3) == CGRect(x: 20, y: 65, width: width, height: 50))
        #expect(collection.contentSize.height == 120)
    }

    @Test func groupsNestAndTakeItemsInOrder() {
        let big = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.75), .fractionalHeight(1)))
        let small = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.5)))
        let column = NSCollectionLayoutGroup.vertical(
            layoutSize: size(.fractionalWidth(0.25), .fractionalHeight(1)), subitems: [small])
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(200)), subitems: [big, column])
        let (_, collection, _) = show(
            UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), itemCounts: [4])
        #expect(frame(collection, 0) == CGRect(x: 0, y: 0, width: 300, height: 200))
        #expect(frame(collection, 1) == CGRect(x: 300, y: 0, width: 100, height: 100))
        #expect(frame(collection, 2) == CGRect(x: 300, y: 100, width: 100, height: 100))
        #expect(frame(collection, 3) == CGRect(x: 0, y: 200, width: 300, height: 200))
    }

    @Test func headersAndFootersBoundEachSectionFromTheProvider() {
        let layout = UICollectionViewCompositionalLayout { index, environment in
            let item = NSCollectionLayoutItem(
                layoutSize: self.size(.fractionalWidth(1), .absolute(index == 0 ? 40 : 60)))
            let group = NSCollectionLayoutGroup.vertical(
                layoutSize: self.size(.fractionalWidth(1), .absolute(index == 0 ? 40 : 60)), subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 16, bottom: 10, trailing: 16)
            section.boundarySupplementaryItems = [
                NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: self.size(.fractionalWidth(1), .absolute(30)),
                    elementKind: UICollectionView.elementKindSectionHeader, alignment: .top),
                NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: self.size(.fractionalWidth(1), .absolute(20)),
                    elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom),
            ]
            #expect(environment.container.effectiveContentSize.width == 400)
            return section
        }
        let (_, collection, grid) = show(layout, itemCounts: [2, 1])
        // Section 0: header 30, inset 10, two rows of 40, inset 10, footer 20: 150.
        #expect(frame(collection, 1) == CGRect(x: 16, y: 80, width: 368, height: 40))
        let header = collection.layoutAttributesForSupplementaryElement(
            ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
        #expect(header?.frame == CGRect(x: 16, y: 150, width: 368, height: 30))
        #expect(frame(collection, 0, section: 1) == CGRect(x: 16, y: 190, width: 368, height: 60))
        #expect(collection.contentSize.height == CGFloat(150 + 30 + 10 + 60 + 10 + 20))
        #expect(Set(grid.supplementariesAsked) == ["footer 0", "footer 1", "header 0", "header 1"])
    }

    @Test func itemsOfEstimatedHeightTakeTheHeightTheirCellsFitAtTheirWidth() {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .estimated(44)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .estimated(44)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 2
        let (window, collection, grid) = show(
            UICollectionViewCompositionalLayout(section: section), itemCounts: [3], cellClass: CaptionCell.self)
        let source = CaptionSource(grid: grid, captions: ["One", "Two\nlines", "Three\nlines\nhere"])
        collection.dataSource = source
        window.layoutIfNeeded()
        let frames = (0..<3).compactMap { collection.cellForItem(at: IndexPath(item: $0, section: 0))?.frame }
        #expect(frames.count == 3)
        // As wide as the collection view (the cell's own width preference does not count).
        #expect(frames.allSatisfy { $0.width == 400 })
        #expect(frames[1].height > frames[0].height && frames[2].height > frames[1].height)
        #expect(frames[1].minY == frames[0].maxY + 2)
        #expect(collection.contentSize.height == frames[2].maxY)
    }

    @Test func flexibleSpacingSharesOutTheRoomLeft() {
        let item = NSCollectionLayoutItem(layoutSize: size(.absolute(100), .absolute(50)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item])
        group.interItemSpacing = .flexible(10)
        let (_, collection, _) = show(
            UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), itemCounts: [3])
        // Three of 100 with 10 between fit in 400 (a fourth would not): 80 left, 40 more per gap.
        #expect(frame(collection, 1)?.minX == 150)
        #expect(frame(collection, 2)?.minX == 300)
    }
}

extension CompositionalLayoutTests {
    @Test func aSectionWithNoItemsNeedsNoSectionAndAGroupKeepsInsideItsInsets() {
        let layout = UICollectionViewCompositionalLayout { index, _ in
            guard index == 0 else { return nil }
            let item = NSCollectionLayoutItem(layoutSize: self.size(.fractionalWidth(0.5), .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: self.size(.fractionalWidth(1), .absolute(100)), subitems: [item])
            group.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
            return NSCollectionLayoutSection(group: group)
        }
        let (_, collection, _) = show(layout, itemCounts: [3, 0])
        // 360 wide and 80 high inside the group's insets: two of 180.
        #expect(frame(collection, 0) == CGRect(x: 20, y: 10, width: 180, height: 80))
        #expect(frame(collection, 1) == CGRect(x: 200, y: 10, width: 180, height: 80))
        #expect(frame(collection, 2) == CGRect(x: 20, y: 110, width: 180, height: 80))
        #expect(collection.contentSize.height == 200)
    }

    @Test func aCountSharesItsLengthEvenAmongItemsOfEstimatedWidth() {
        let item = NSCollectionLayoutItem(layoutSize: size(.estimated(30), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(40)), subitem: item, count: 4)
        let (_, collection, _) = show(
            UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), itemCounts: [4])
        #expect(frame(collection, 3) == CGRect(x: 300, y: 0, width: 100, height: 40))
    }

    @Test func aNarrowHeaderAlignedToTheTrailingSideSitsThere() {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .absolute(40)))
        let section = NSCollectionLayoutSection(
            group: .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(40)), subitems: [item]))
        section.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: size(.absolute(100), .absolute(30)), elementKind: UICollectionView.elementKindSectionHeader,
                alignment: .topTrailing)
        ]
        let (_, collection, _) = show(UICollectionViewCompositionalLayout(section: section), itemCounts: [1])
        let header = collection.layoutAttributesForSupplementaryElement(
            ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(header?.frame == CGRect(x: 300, y: 0, width: 100, height: 30))
    }

    @Test func anItemTallerThanItsGroupIsFoundWhileAnyOfItIsInView() {
        var placement = ElementPlacement(crossLength: 400, isVertical: true)
        placement.beginSection(at: 0)
        let tall = ElementPlacement.Box(along: 0, across: 0, size: .init(along: 300, across: 100))
        placement.appendLine([tall], from: 0, to: 100)
        let next = ElementPlacement.Box(along: 100, across: 100, size: .init(along: 50, across: 100))
        placement.appendLine([next], from: 100, to: 150)
        placement.endSection(at: 300)
        #expect(placement.items(along: 200, 260, across: 0, 400) == [0])
        #expect(placement.items(along: 120, 140, across: 0, 400) == [0, 1])
    }
}

/// A cell whose label wraps, pinned to its content view's edges: its width comes from its item.
final class WrappingCell: UICollectionViewCell {
    let caption = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        caption.numberOfLines = 0
        addPinned(caption, to: contentView)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

extension CompositionalLayoutTests {
    @Test func aCellOfEstimatedHeightWrapsItsTextAtItsItemsWidth() {
        final class Source: NSObject, UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
                -> UICollectionViewCell
            {
                let cell =
                    collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath) as! WrappingCell
                cell.caption.text = String(repeating: "A line long enough to wrap at a list's width. ", count: 4)
                return cell
            }
        }
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .estimated(20)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .estimated(20)), subitems: [item])
        let (window, collection, _) = show(
            UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), itemCounts: [1],
            cellClass: WrappingCell.self)
        let source = Source()
        collection.dataSource = source
        window.layoutIfNeeded()
        let cell = collection.cellForItem(at: IndexPath(item: 0, section: 0)) as? WrappingCell
        let oneLine = cell?.caption.font.lineHeight ?? 0
        // Wrapped at 400 points: several lines, not one line as wide as the text.
        #expect((cell?.frame.height ?? 0) > oneLine * 3)
        #expect(cell?.frame.width == 400)
    }
}
