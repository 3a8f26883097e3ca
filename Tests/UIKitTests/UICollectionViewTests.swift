import Testing

@testable import UIKit

/// A data source and delegate of items "s.i" that records what the collection view asked and told.
@MainActor
final class ItemGrid: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var itemCounts: [Int]
    var cellsAsked: [IndexPath] = []
    var supplementariesAsked: [String] = []
    var events: [String] = []
    var refusesSelection: Set<IndexPath> = []
    /// Sizes by item, when set; otherwise the layout's.
    var sizes: ((IndexPath) -> CGSize)?

    init(itemCounts: [Int]) { self.itemCounts = itemCounts }

    func numberOfSections(in collectionView: UICollectionView) -> Int { itemCounts.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        itemCounts[section]
    }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        cellsAsked.append(indexPath)
        return collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
    }
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        let name = kind == UICollectionView.elementKindSectionHeader ? "header" : "footer"
        supplementariesAsked.append("\(name) \(indexPath.section)")
        return collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: name, for: indexPath)
    }
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        sizes?(indexPath) ?? (collectionViewLayout as! UICollectionViewFlowLayout).itemSize
    }
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
        events.append("highlight \(indexPath.item)")
    }
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        events.append("unhighlight \(indexPath.item)")
    }
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        events.append("should select \(indexPath.item)")
        return !refusesSelection.contains(indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        events.append("select \(indexPath.item)")
    }
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        events.append("deselect \(indexPath.item)")
    }
}

/// A 400 × 600 collection view filling a window, with a flow layout of 100-point square items
/// and no spacing (four items a line, six lines in view), showing `grid`'s items, laid out.
@MainActor
final class GridScene {
    let window: UIWindow
    let collection: UICollectionView
    let layout = UICollectionViewFlowLayout()
    let grid: ItemGrid
    let pointer: Pointer

    init(itemCounts: [Int], configure: (UICollectionViewFlowLayout, UICollectionView) -> Void = { _, _ in }) {
        let (window, controller) = makeWindow()
        self.window = window
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumLineSpacing = 0
        layout.minimumInteritemSpacing = 0
        collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 400, height: 600), collectionViewLayout: layout)
        grid = ItemGrid(itemCounts: itemCounts)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
        configure(layout, collection)
        collection.dataSource = grid
        collection.delegate = grid
        controller.view.addSubview(collection)
        window.layoutIfNeeded()
        pointer = Pointer(window)
    }

    /// The shown items, in order.
    var visibleItems: [Int] { collection.indexPathsForVisibleItems.map(\.item).sorted() }

    func scroll(toY y: CGFloat) {
        collection.contentOffset = CGPoint(x: 0, y: y)
        window.layoutIfNeeded()
    }
}

@MainActor
@Suite("Flow layout placement")
struct FlowLayoutPlacementTests {
    typealias Extent = ElementPlacement.Extent

    private func section(_ sizes: [Extent], spacing: CGFloat = 10) -> ElementPlacement.FlowSection {
        var input = ElementPlacement.FlowSection(itemSizes: sizes)
        input.lineSpacing = spacing
        input.itemSpacing = spacing
        return input
    }

    @Test func fullLinesAreJustifiedAndTheLastIsSpacedLikeAFullOne() {
        // Three 100-point items fit in 330 with 10 between; the 10 left over widen each gap by 5.
        let items = Array(repeating: Extent(along: 50, across: 100), count: 7)
        let geometry = ElementPlacement(flowSections: [section(items)], crossLength: 330, isVertical: true)
        #expect(geometry.itemBoxes.map(\.across) == [0, 115, 230, 0, 115, 230, 0])
        #expect(geometry.itemBoxes.map(\.along) == [0, 0, 0, 60, 60, 60, 120])
        #expect(geometry.contentLength == 170)
        #expect(geometry.lineStarts == [0, 3, 6])
    }

    @Test func aLastLineIsPlacedAsIfItsLastItemFilledIt() {
        // Two items on the last line, where four would fit: the grid's first two places.
        let items = Array(repeating: Extent(along: 20, across: 70), count: 6)
        let geometry = ElementPlacement(flowSections: [section(items)], crossLength: 330, isVertical: true)
        // Four a line: 4 × 70 + 3 × 10 = 310, 20 left: gaps of 10 + 20 / 3.
        let gap = 10 + CGFloat(20) / 3
        #expect(geometry.itemBoxes[4].across == 0)
        #expect(geometry.itemBoxes[5].across == 70 + gap)
        #expect(geometry.itemBoxes[1].across == geometry.itemBoxes[5].across)
    }

    @Test func aLineOfOneItemIsCentred() {
        let items = [Extent(along: 40, across: 200), Extent(along: 40, across: 200)]
        let geometry = ElementPlacement(flowSections: [section(items)], crossLength: 330, isVertical: true)
        #expect(geometry.itemBoxes.map(\.across) == [65, 65])
    }

    @Test func itemsShorterThanTheirLineAreCentredInIt() {
        let items = [Extent(along: 40, across: 100), Extent(along: 60, across: 100)]
        let geometry = ElementPlacement(flowSections: [section(items)], crossLength: 330, isVertical: true)
        #expect(geometry.itemBoxes.map(\.along) == [10, 0])
        #expect(geometry.contentLength == 60)
    }

    @Test func aSectionIsItsHeaderInsetLinesInsetAndFooter() {
        var first = section(Array(repeating: Extent(along: 50, across: 100), count: 4), spacing: 10)
        first.headerLength = 30
        first.footerLength = 20
        first.insetBefore = 5
        first.insetAfter = 7
        first.insetStart = 15
        first.insetEnd = 15
        let second = section([Extent(along: 50, across: 100)])
        let geometry = ElementPlacement(flowSections: [first, second], crossLength: 330, isVertical: true)
        // 300 across inside the insets: two items a line (210), gaps of 10 + 90.
        #expect(
            geometry.supplementaries[0].map(\.box) == [
                .init(along: 0, across: 0, size: Extent(along: 30, across: 330)),
                .init(along: 152, across: 0, size: Extent(along: 20, across: 330)),
            ])
        #expect(geometry.itemBoxes[0] == .init(along: 35, across: 15, size: Extent(along: 50, across: 100)))
        #expect(geometry.itemBoxes[1].across == 215)
        #expect(geometry.itemBoxes[2].along == 95)
        #expect(geometry.supplementaries[1].isEmpty)
        #expect(geometry.itemBoxes[4].along == 172)
        #expect(geometry.sectionStarts == [0, 4, 5])
        #expect(geometry.indexPath(ofFlat: 4) == IndexPath(item: 0, section: 1))
        #expect(geometry.flatIndex(of: IndexPath(item: 3, section: 0)) == 3)
        #expect(geometry.flatIndex(of: IndexPath(item: 1, section: 1)) == nil)
    }

    @Test func aHorizontalLayoutFillsColumnsAndScrollsSideways() {
        let items = Array(repeating: Extent(along: 80, across: 100), count: 3)
        let geometry = ElementPlacement(flowSections: [section(items)], crossLength: 210, isVertical: false)
        // Two a column (210 tall), the third in the next column, 10 to the right.
        #expect(geometry.frame(geometry.itemBoxes[1]) == CGRect(x: 0, y: 110, width: 80, height: 100))
        #expect(geometry.frame(geometry.itemBoxes[2]) == CGRect(x: 90, y: 0, width: 80, height: 100))
        #expect(geometry.contentSize == CGSize(width: 170, height: 210))
    }

    @Test func theItemsMeetingARectangleAreFoundByTheirLines() {
        let items = Array(repeating: Extent(along: 100, across: 100), count: 40)
        let geometry = ElementPlacement(flowSections: [section(items, spacing: 0)], crossLength: 400, isVertical: true)
        #expect(geometry.items(along: 250, 450, across: 0, 400) == Array(8..<20))
        #expect(geometry.items(along: 250, 450, across: 150, 250) == [9, 10, 13, 14, 17, 18])
        #expect(geometry.items(along: 1000, 1100, across: 0, 400).isEmpty)
    }
}

/// A cell whose label, pinned to its content view's edges with 8-point margins, sizes it; it
/// would be 380 points wide (below the required priority: the estimated size holds until it is
/// measured).
final class CaptionCell: UICollectionViewCell {
    let caption = UILabel()
    private lazy var widthPreference: NSLayoutConstraint = {
        let width = contentView.widthAnchor.constraint(equalToConstant: 380)
        width.priority = .defaultHigh
        return width
    }()

    override init(frame: CGRect) {
        super.init(frame: frame)
        caption.numberOfLines = 0
        caption.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(caption)
        NSLayoutConstraint.activate([
            caption.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            caption.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
            caption.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
            caption.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8),
            widthPreference,
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

@MainActor
@Suite("Collection views")
struct UICollectionViewTests {
    @Test func onlyTheItemsInViewHaveCellsWhichScrollingReuses() {
        let scene = GridScene(itemCounts: [1000])
        #expect(scene.visibleItems == Array(0..<24))
        #expect(scene.grid.cellsAsked.count == 24)
        #expect(scene.collection.contentSize == CGSize(width: 400, height: 25_000))
        let cells = Set(scene.collection.visibleCells.map(ObjectIdentifier.init))
        #expect(
            scene.collection.cellForItem(at: IndexPath(item: 5, section: 0))?.frame
                == CGRect(x: 100, y: 100, width: 100, height: 100))

        scene.scroll(toY: 1000)
        #expect(scene.visibleItems == Array(40..<64))
        // Every cell now shows another item: the same cells, taken from the reuse queue.
        #expect(Set(scene.collection.visibleCells.map(ObjectIdentifier.init)) == cells)
        #expect(scene.collection.cellForItem(at: IndexPath(item: 5, section: 0)) == nil)
        #expect(scene.collection.indexPathForItem(at: CGPoint(x: 250, y: 1150)) == IndexPath(item: 46, section: 0))
    }

    @Test func headersAndFootersSpanTheWidthAndComeFromTheDataSource() {
        let scene = GridScene(itemCounts: [2, 3]) { layout, collection in
            layout.headerReferenceSize = CGSize(width: 0, height: 30)
            layout.footerReferenceSize = CGSize(width: 0, height: 20)
            layout.sectionInset = UIEdgeInsets(top: 5, left: 0, bottom: 5, right: 0)
            for kind in ["header", "footer"] {
                collection.register(
                    UICollectionReusableView.self,
                    forSupplementaryViewOfKind: kind == "header"
                        ? UICollectionView.elementKindSectionHeader : UICollectionView.elementKindSectionFooter,
                    withReuseIdentifier: kind)
            }
        }
        #expect(Set(scene.grid.supplementariesAsked) == ["header 0", "footer 0", "header 1", "footer 1"])
        let header = scene.collection.supplementaryView(
            forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
        // Section 0: header 30, inset 5, one line of 100, inset 5, footer 20: 160.
        #expect(header?.frame == CGRect(x: 0, y: 160, width: 400, height: 30))
        #expect(scene.collection.cellForItem(at: IndexPath(item: 2, section: 1))?.frame.minY == 195)
        #expect(scene.collection.contentSize.height == 320)
    }

    @Test func aClickSelectsInUIKitsOrderAndAnotherMovesTheSelection() {
        let scene = GridScene(itemCounts: [8])
        scene.pointer.click(150, 50)
        #expect(scene.grid.events == ["highlight 1", "unhighlight 1", "should select 1", "select 1"])
        #expect(scene.collection.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        #expect(scene.collection.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == true)

        scene.grid.events.removeAll()
        scene.pointer.click(50, 150)
        #expect(scene.grid.events == ["highlight 4", "unhighlight 4", "should select 4", "deselect 1", "select 4"])
        #expect(scene.collection.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == false)

        // The delegate can refuse; the old selection stays.
        scene.grid.events.removeAll()
        scene.grid.refusesSelection = [IndexPath(item: 2, section: 0)]
        scene.pointer.click(250, 50)
        #expect(scene.grid.events == ["highlight 2", "unhighlight 2", "should select 2"])
        #expect(scene.collection.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])

        // A click on no item selects nothing.
        scene.pointer.click(250, 450)
        #expect(scene.collection.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
    }

    @Test func withMultipleSelectionAClickTogglesAnItem() {
        let scene = GridScene(itemCounts: [8]) { _, collection in collection.allowsMultipleSelection = true }
        scene.pointer.click(50, 50)
        scene.pointer.click(150, 50)
        #expect(scene.collection.indexPathsForSelectedItems?.map(\.item) == [0, 1])
        scene.pointer.click(50, 50)
        #expect(scene.collection.indexPathsForSelectedItems?.map(\.item) == [1])
        #expect(scene.grid.events.last == "deselect 0")
    }

    @Test func theDelegateSizesItemsItemByItem() {
        let scene = GridScene(itemCounts: [3]) { layout, _ in layout.minimumInteritemSpacing = 10 }
        scene.grid.sizes = { CGSize(width: 100, height: $0.item == 1 ? 60 : 40) }
        scene.collection.collectionViewLayout.invalidateLayout()
        scene.window.layoutIfNeeded()
        let frames = (0..<3).map { scene.collection.cellForItem(at: IndexPath(item: $0, section: 0))?.frame }
        // Justified across 400 (gaps of 10 + 40), centred in the 60-point line.
        #expect(frames[0] == CGRect(x: 0, y: 10, width: 100, height: 40))
        #expect(frames[1] == CGRect(x: 150, y: 0, width: 100, height: 60))
        #expect(frames[2] == CGRect(x: 300, y: 10, width: 100, height: 40))
    }

    @Test func cellsSizeThemselvesWithAnEstimatedSize() {
        let scene = GridScene(itemCounts: [3]) { layout, collection in
            layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
            collection.register(CaptionCell.self, forCellWithReuseIdentifier: "item")
        }
        let captions = ["One", "Two\nlines", "Three\nlines\nhere"]
        // The cells show their text once asked for again.
        scene.grid.sizes = nil
        let source = CaptionSource(grid: scene.grid, captions: captions)
        scene.collection.dataSource = source
        scene.window.layoutIfNeeded()
        let heights = (0..<3).compactMap {
            scene.collection.cellForItem(at: IndexPath(item: $0, section: 0))?.frame.height
        }
        let lineHeight = heights[0] - 16
        #expect(heights.count == 3)
        #expect(lineHeight > 10)
        #expect(heights[1] > heights[0] && heights[2] > heights[1])
        // One item a line (380 wide), one under the other.
        let tops = (0..<3).compactMap { scene.collection.cellForItem(at: IndexPath(item: $0, section: 0))?.frame.minY }
        #expect(tops == [0, heights[0], heights[0] + heights[1]])
        #expect(scene.collection.contentSize.height == heights.reduce(0, +))
    }

    @Test func aBatchKeepsTheCellsAndSelectionOfItemsThatStay() {
        let scene = GridScene(itemCounts: [6])
        scene.collection.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
        let cellOfTwo = scene.collection.cellForItem(at: IndexPath(item: 2, section: 0))
        scene.grid.cellsAsked.removeAll()
        scene.grid.itemCounts = [7]
        scene.collection.performBatchUpdates {
            scene.collection.insertItems(at: [IndexPath(item: 0, section: 0)])
        }
        scene.window.layoutIfNeeded()
        #expect(scene.collection.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
        #expect(scene.collection.cellForItem(at: IndexPath(item: 3, section: 0)) === cellOfTwo)
        #expect(cellOfTwo?.isSelected == true)
        #expect(scene.grid.cellsAsked == [IndexPath(item: 0, section: 0)])
        #expect(cellOfTwo?.frame.minX == 300)
    }

    @Test func anInconsistentBatchIsReportedInUIKitsWords() {
        var update = TableUpdate(vocabulary: .collection)
        update.insertedRows = [IndexPath(item: 0, section: 0)]
        #expect(throws: TableUpdate.InconsistencyError.self) {
            try update.mapping(oldRowCounts: [3], newRowCounts: [5])
        }
        do {
            _ = try update.mapping(oldRowCounts: [3], newRowCounts: [5])
        } catch {
            #expect(
                error.reason
                    == "Invalid update: invalid number of items in section 0. The number of items contained in an "
                    + "existing section after the update (5) must be equal to the number of items contained in that "
                    + "section before the update (3), plus or minus the number of items inserted or deleted from "
                    + "that section (1 inserted, 0 deleted) and plus or minus the number of items moved into or out "
                    + "of that section (0 moved in, 0 moved out).")
        }
    }

    @Test func scrollingToAnItemPutsItWhereAsked() {
        let scene = GridScene(itemCounts: [100])
        scene.collection.scrollToItem(at: IndexPath(item: 41, section: 0), at: .top, animated: false)
        #expect(scene.collection.contentOffset.y == 1000)
        scene.collection.scrollToItem(at: IndexPath(item: 41, section: 0), at: .centeredVertically, animated: false)
        #expect(scene.collection.contentOffset.y == CGFloat(1000 + 50 - 300))
        // Already in view: no scrolling.
        scene.collection.scrollToItem(at: IndexPath(item: 45, section: 0), at: [], animated: false)
        #expect(scene.collection.contentOffset.y == 750)
        // The last line: the content's end bounds it.
        scene.collection.scrollToItem(at: IndexPath(item: 99, section: 0), at: .top, animated: false)
        #expect(scene.collection.contentOffset.y == CGFloat(2500 - 600))
        scene.window.layoutIfNeeded()
        #expect(scene.visibleItems.last == 99)
    }

    @Test func aCollectionViewControllerSubclassOverridesTheMethodsItNeeds() {
        final class Swatches: UICollectionViewController, UICollectionViewDelegateFlowLayout {
            var chosen: [Int] = []
            override func viewDidLoad() {
                super.viewDidLoad()
                collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "swatch")
            }
            override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
            {
                5
            }
            override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
                -> UICollectionViewCell
            {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "swatch", for: indexPath)
                cell.contentView.backgroundColor = .systemBlue
                return cell
            }
            func collectionView(
                _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                sizeForItemAt indexPath: IndexPath
            ) -> CGSize { CGSize(width: 180, height: 90) }
            override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
                chosen.append(indexPath.item)
            }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
        let controller = Swatches(collectionViewLayout: UICollectionViewFlowLayout())
        window.rootViewController = controller
        window.isHidden = false
        window.layoutIfNeeded()
        // Two a line: 180 + 10 + 180 in 400, justified.
        let frame = controller.collectionView.cellForItem(at: IndexPath(item: 3, section: 0))?.frame
        #expect(frame == CGRect(x: 220, y: 100, width: 180, height: 90))
        Pointer(window).click(300, 150)
        #expect(controller.chosen == [3])
    }
}

/// Items showing captions, through `grid` for the rest.
@MainActor
final class CaptionSource: NSObject, UICollectionViewDataSource {
    let grid: ItemGrid
    let captions: [String]

    init(grid: ItemGrid, captions: [String]) {
        self.grid = grid
        self.captions = captions
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        captions.count
    }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath) as! CaptionCell
        cell.caption.text = captions[indexPath.item]
        return cell
    }
}

/// A flow layout that counts its preparations.
final class CountingFlowLayout: UICollectionViewFlowLayout {
    var preparations = 0
    override func prepare() {
        super.prepare()
        preparations += 1
    }
}

@MainActor
@Suite("Collection views, as apps use them")
struct UICollectionViewUsageTests {
    @Test func aLayoutReadBeforeTheFirstLayoutIsPreparedAgainAtTheRealSize() {
        let (window, controller) = makeWindow()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumInteritemSpacing = 0
        let collection = UICollectionView(frame: .zero, collectionViewLayout: layout)
        let grid = ItemGrid(itemCounts: [8])
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
        collection.dataSource = grid
        addPinned(collection, to: controller.view)
        // Read at a size of zero: one item a line.
        #expect(layout.collectionViewContentSize.height == CGFloat(800 + 70))
        window.layoutIfNeeded()
        #expect(collection.cellForItem(at: IndexPath(item: 5, section: 0))?.frame.origin == CGPoint(x: 100, y: 110))
        #expect(layout.collectionViewContentSize == CGSize(width: 400, height: 210))
    }

    @Test func aLayoutInvalidatedInTheLayoutCallbacksDoesNotLayOutForever() {
        final class Invalidating: UICollectionViewController {
            override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
                -> Int
            { 4 }
            override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
                -> UICollectionViewCell
            {
                collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
            }
            override func viewWillLayoutSubviews() {
                super.viewWillLayoutSubviews()
                collectionViewLayout.invalidateLayout()
            }
            override func viewDidLayoutSubviews() {
                super.viewDidLayoutSubviews()
                collectionViewLayout.invalidateLayout()
            }
        }
        let layout = CountingFlowLayout()
        let controller = Invalidating(collectionViewLayout: layout)
        controller.loadViewIfNeeded()
        controller.collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
        window.rootViewController = controller
        window.isHidden = false
        window.layoutIfNeeded()
        #expect(!window.root.layoutEngine.needsLayout)
        #expect(controller.collectionView.visibleCells.count == 4)
        let before = layout.preparations
        controller.view.setNeedsLayout()
        window.layoutIfNeeded()
        // One pass: prepared for each invalidation that reaches the layout, no more.
        #expect(layout.preparations - before <= 2)
        #expect(!window.root.layoutEngine.needsLayout)
    }

    @Test func itemsOfNoSizeWithNoSpacingEndTheirLine() {
        var section = ElementPlacement.FlowSection(
            itemSizes: Array(repeating: ElementPlacement.Extent(along: 0, across: 0), count: 3))
        section.itemSpacing = 0
        let geometry = ElementPlacement(flowSections: [section], crossLength: 300, isVertical: true)
        #expect(geometry.itemCount == 3)
        #expect(geometry.lineStarts == [0])
    }

    @Test func aCellThatChangesTheAttributesItIsGivenGetsItsSize() {
        final class TallCell: UICollectionViewCell {
            override func preferredLayoutAttributesFitting(
                _ layoutAttributes: UICollectionViewLayoutAttributes
            ) -> UICollectionViewLayoutAttributes {
                layoutAttributes.frame.size = CGSize(width: 200, height: 77)
                return layoutAttributes
            }
        }
        let scene = GridScene(itemCounts: [2]) { layout, collection in
            layout.estimatedItemSize = CGSize(width: 100, height: 50)
            collection.register(TallCell.self, forCellWithReuseIdentifier: "item")
        }
        #expect(
            scene.collection.cellForItem(at: IndexPath(item: 1, section: 0))?.frame
                == CGRect(x: 200, y: 0, width: 200, height: 77))
    }

    @Test func aBatchWithNoChangesMeasuresTheShownCellsAgain() {
        let scene = GridScene(itemCounts: [3]) { layout, collection in
            layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
            collection.register(CaptionCell.self, forCellWithReuseIdentifier: "item")
        }
        let source = CaptionSource(grid: scene.grid, captions: ["One", "Two", "Three"])
        scene.collection.dataSource = source
        scene.window.layoutIfNeeded()
        let path = IndexPath(item: 0, section: 0)
        let cell = scene.collection.cellForItem(at: path) as? CaptionCell
        let before = cell?.frame.height ?? 0
        cell?.caption.text = "One\nexpanded\nto\nfour lines"
        scene.collection.performBatchUpdates(nil)
        scene.window.layoutIfNeeded()
        #expect((scene.collection.cellForItem(at: path)?.frame.height ?? 0) > before * 2)
        #expect(scene.collection.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.minY == cell?.frame.maxY)
    }

    @Test func aSnappingLayoutDecidesWhereADragEnds() {
        final class Snapping: UICollectionViewFlowLayout {
            var velocities: [CGPoint] = []
            override func targetContentOffset(
                forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
            ) -> CGPoint {
                velocities.append(velocity)
                return CGPoint(x: 0, y: (proposedContentOffset.y / 100).rounded() * 100)
            }
        }
        let (window, controller) = makeWindow()
        let layout = Snapping()
        layout.itemSize = CGSize(width: 400, height: 100)
        layout.minimumLineSpacing = 0
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 400, height: 600), collectionViewLayout: layout)
        let grid = ItemGrid(itemCounts: [50])
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
        collection.dataSource = grid
        controller.view.addSubview(collection)
        window.layoutIfNeeded()
        let pointer = Pointer(window)
        pointer.down(200, 400)
        for step in 1...5 { pointer.move(200, 400 - 237 * CGFloat(step) / 5) }
        pointer.up(200, 163)
        _ = collection.advance(to: pointer.time + 5)
        #expect(layout.velocities.count == 1)
        #expect(collection.contentOffset.y.truncatingRemainder(dividingBy: 100) == 0)
        #expect(collection.contentOffset.y >= 200)
    }

    @Test func pinnedHeadersStayAtTheTopWhileTheirSectionIsInView() {
        let scene = GridScene(itemCounts: [20, 20]) { layout, collection in
            layout.headerReferenceSize = CGSize(width: 0, height: 40)
            layout.sectionHeadersPinToVisibleBounds = true
            collection.register(
                UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                withReuseIdentifier: "header")
        }
        let header = { (section: Int) in
            scene.collection.supplementaryView(
                forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section))
        }
        // Each section: a 40-point header and five lines of 100.
        scene.scroll(toY: 200)
        #expect(header(0)?.frame.minY == 200)
        // Above the cells it passes over.
        let subviews = scene.collection.subviews
        let headerPlace = subviews.firstIndex { $0 === header(0) } ?? -1
        #expect(scene.collection.visibleCells.allSatisfy { cell in subviews.firstIndex { $0 === cell }! < headerPlace })
        // Near the section's end, the next header pushes it up.
        scene.scroll(toY: 520)
        #expect(header(0)?.frame.minY == 500)
        #expect(header(1)?.frame.minY == 540)
    }

    @Test func aCustomLayoutThatPlacesNoSingleItemIsNotScrolledToOne() {
        final class Column: UICollectionViewLayout {
            override var collectionViewContentSize: CGSize { CGSize(width: 400, height: 5000) }
            override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                (0..<50).map { item in
                    let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
                    attributes.frame = CGRect(x: 0, y: CGFloat(item) * 100, width: 400, height: 100)
                    return attributes
                }.filter { $0.frame.minY < rect.maxY && $0.frame.maxY > rect.minY }
            }
        }
        let (window, controller) = makeWindow()
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 400, height: 600), collectionViewLayout: Column())
        let grid = ItemGrid(itemCounts: [50])
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
        collection.dataSource = grid
        controller.view.addSubview(collection)
        window.layoutIfNeeded()
        #expect(collection.indexPathsForVisibleItems.count == 6)
        collection.scrollToItem(at: IndexPath(item: 30, section: 0), at: .top, animated: false)
        #expect(collection.contentOffset.y == 0)
    }

    @Test func aNewContentInsetLaysTheLinesOutAgain() {
        let scene = GridScene(itemCounts: [8])
        scene.collection.contentInset = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
        scene.window.layoutIfNeeded()
        // 360 across: three a line, justified.
        #expect(scene.collection.cellForItem(at: IndexPath(item: 3, section: 0))?.frame.origin == CGPoint(x: 0, y: 100))
        #expect(scene.collection.cellForItem(at: IndexPath(item: 2, section: 0))?.frame.minX == 260)
    }
}
