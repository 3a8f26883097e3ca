/// A scrolling view of items in sections, placed by a layout (UIKit's `UICollectionView`): a
/// ``UICollectionViewFlowLayout`` grid, or a layout of your own. A data source says how many
/// items there are and gives a cell for each; only the elements in view have views, which the
/// collection view reuses as they scroll in and out
/// (``dequeueReusableCell(withReuseIdentifier:for:)``), so a collection of any size costs what
/// its visible elements cost.
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
    /// The direction a layout scrolls in (UIKit's `UICollectionView.ScrollDirection`).
    public enum ScrollDirection: Int, Sendable {
        /// Lines run across, one under the other (0); or down, side by side (1).
        case vertical = 0
        case horizontal
    }

    /// Where an item ends up when scrolled to (UIKit's `UICollectionView.ScrollPosition`): at
    /// most one vertical and one horizontal place; the least scrolling that shows the item on an
    /// axis that has none.
    public struct ScrollPosition: OptionSet, Sendable {
        /// The places as bits: 1, 2, 4 vertically; 8, 16, 32 horizontally.
        public let rawValue: UInt
        /// The places whose bits `rawValue` sets.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The least scrolling that shows the item.
        public static let none = ScrollPosition([])
        /// The item's top at the top of the visible area.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// The item's centre at the visible area's, vertically.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// The item's bottom at the bottom of the visible area.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// The item's left side at the left of the visible area.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// The item's centre at the visible area's, horizontally.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// The item's right side at the right of the visible area.
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// The kind of a flow layout's section headers.
    nonisolated public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a flow layout's section footers.
    nonisolated public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
    /// The kind of element a cell is, in messages.
    nonisolated static let elementKindCell = "UICollectionElementKindCell"

    /// Where the elements go. Setting it lays everything out again.
    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            guard collectionViewLayout !== oldValue else { return }
            oldValue.collectionView = nil
            adopt(collectionViewLayout)
        }
    }

    /// The items' source; not retained. Setting it reloads.
    open weak var dataSource: (any UICollectionViewDataSource)? {
        didSet { reloadData() }
    }

    /// The delegate, as a collection view delegate (``UIScrollView/delegate`` holds it).
    var collectionDelegate: (any UICollectionViewDelegate)? { delegate as? any UICollectionViewDelegate }

    /// A view behind the items, filling the visible area; nil by default.
    open var backgroundView: UIView? {
        didSet { replaceBackgroundView(oldValue, with: backgroundView) }
    }

    /// Whether a click selects an item (true).
    open var allowsSelection = true
    /// Whether several items can be selected, a click toggling each (false).
    open var allowsMultipleSelection = false
    /// Whether items are fetched ahead of scrolling; recorded (only the items in view are asked for).
    open var isPrefetchingEnabled = true
    /// The source asked to fetch items ahead of scrolling; recorded (it is never asked here).
    open weak var prefetchDataSource: (any UICollectionViewDataSourcePrefetching)?

    // MARK: - State

    /// Each section's item count, from the data source.
    private(set) var itemCounts: [Int] = []
    /// Set when the data source must be asked again before the next use.
    private var needsReload = true
    /// The elements shown, and their views, in no particular order.
    private(set) var shownElements: [ShownElement] = []
    /// Views waiting for reuse, hidden, by ``reuseKey(kind:identifier:)``.
    private var reusableViews: [String: [UICollectionReusableView]] = [:]
    private var registeredClasses: [String: UICollectionReusableView.Type] = [:]
    /// The selected items, in the order selected.
    var selectedPaths: [IndexPath] = []
    /// The item a touch is on, highlighted, until it lifts or moves away.
    var touchedItem: IndexPath?
    /// Changes collected between the start and the end of a batch.
    var pendingUpdate = TableUpdate(vocabulary: .collection)
    var updateDepth = 0
    /// Whether the shown elements are those of the current offset, size, layout and data.
    private var elementsAreCurrent = false
    /// Set while the elements are being laid out (callbacks may ask for the visible cells).
    private var isLayingOutElements = false
    /// The size and adjusted insets the layout was last prepared for: the layout is
    /// invalidated when they change.
    private var preparedSize: CGSize?
    private var preparedInsets: UIEdgeInsets?
    /// The bounds' origin at the last layout of the elements.
    private var laidOutOrigin: CGPoint?
    /// The layout pass (``UIView/layoutPassNumber``) of the last layout of the elements.
    private var laidOutPass = -1
    /// Set when the cells shown are to be measured again (an invalidation by the app, a batch).
    private var needsRemeasuring = false

    /// Self-sizing cells can move others into view; layout measures again at most this often.
    private static let mostMeasuringRounds = 8

    /// Which element something is: a cell's item, or a supplementary view's kind and index path.
    struct ElementKey: Hashable {
        var category: ElementCategory
        /// A supplementary view's kind; nil for a cell.
        var kind: String?
        var indexPath: IndexPath

        @preconcurrency @MainActor init(_ attributes: UICollectionViewLayoutAttributes) {
            category = attributes.representedElementCategory
            kind = attributes.representedElementKind
            indexPath = attributes.indexPath
        }
    }

    /// An element shown, and its view.
    struct ShownElement {
        var key: ElementKey
        var view: UICollectionReusableView

        var indexPath: IndexPath { key.indexPath }
        var isCell: Bool { key.category == .cell }
    }

    // MARK: - Making

    /// A collection view at `frame` whose elements `layout` places.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        adopt(layout)
    }

    /// A collection view at `frame` with a default flow layout (UIKit requires a layout).
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, collectionViewLayout: UICollectionViewFlowLayout())
    }

    /// There are no archives here: an empty collection view with a default flow layout.
    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
        adopt(collectionViewLayout)
    }

    private func adopt(_ layout: UICollectionViewLayout) {
        if let previous = layout.collectionView, previous !== self {
            previous.collectionViewLayout = UICollectionViewFlowLayout()
        }
        layout.collectionView = self
        if backgroundColor == nil { backgroundColor = .systemBackground }
        layout.invalidateLayout()
    }

    /// Sets the layout; the change shows at once here, unanimated.
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        collectionViewLayout = layout
    }

    /// Sets the layout, then calls `completion` with true.
    open func setCollectionViewLayout(
        _ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil
    ) {
        collectionViewLayout = layout
        completion?(true)
    }

    /// The layout was invalidated: it is prepared again before it is read, and the elements laid
    /// out again. Within a layout pass that has still to reach this view, its own layout will;
    /// within one that has, the elements are laid out again now (the app's layout callbacks
    /// invalidate layouts, and asking for another pass would loop).
    func layoutDidInvalidate(remeasuringCells: Bool) {
        if remeasuringCells { needsRemeasuring = true }
        elementsAreCurrent = false
        guard !isLayingOutElements else { return }
        guard UIView.isInLayoutPass else {
            setNeedsLayout()
            return
        }
        if laidOutPass == UIView.layoutPassNumber { layoutElements() }
    }

    /// The layout, prepared for the current size and insets (invalidated first if they changed).
    func preparedLayout() -> UICollectionViewLayout {
        let layout = collectionViewLayout
        let size = bounds.size
        let insets = adjustedContentInset
        if preparedSize != size || preparedInsets != insets {
            let wasPrepared = preparedSize != nil
            preparedSize = size
            preparedInsets = insets
            if wasPrepared { layout.invalidateLayout() }
        }
        layout.prepareIfNeeded()
        return layout
    }

    // MARK: - Registering and reusing

    /// Registers the class of the cells ``dequeueReusableCell(withReuseIdentifier:for:)`` makes
    /// for `identifier` (a `UICollectionViewCell` subclass); nil unregisters.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        register(
            cellClass, kind: UICollectionView.elementKindCell, identifier: identifier, base: UICollectionViewCell.self)
    }

    /// Registers the class of the headers or footers (`elementKind`)
    /// ``dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`` makes; nil unregisters.
    open func register(
        _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String
    ) {
        register(viewClass, kind: elementKind, identifier: identifier, base: UICollectionReusableView.self)
    }

    private func register<Base: UICollectionReusableView>(
        _ viewClass: AnyClass?, kind: String, identifier: String, base: Base.Type
    ) {
        let key = UICollectionView.reuseKey(kind: kind, identifier: identifier)
        guard let viewClass else {
            registeredClasses[key] = nil
            return
        }
        guard let type = viewClass as? Base.Type else {
            preconditionFailure("must pass a class of kind \(base), not \(viewClass)")
        }
        registeredClasses[key] = type
    }

    /// Registers `type` for a registration's identifier the first time it is used.
    func registerIfNeeded(_ type: UICollectionReusableView.Type, kind: String, identifier: String) {
        let key = UICollectionView.reuseKey(kind: kind, identifier: identifier)
        if registeredClasses[key] == nil { registeredClasses[key] = type }
    }

    private static func reuseKey(kind: String, identifier: String) -> String { kind + "\u{0}" + identifier }

    /// A cell for the item at `indexPath`: one that scrolled out (after its
    /// ``UICollectionReusableView/prepareForReuse()``), else a new one of the class registered
    /// for `identifier` (none registered is a programming error, as in UIKit).
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let view = dequeue(kind: UICollectionView.elementKindCell, identifier: identifier)
        guard let cell = view as? UICollectionViewCell else {
            preconditionFailure("the view dequeued with identifier \(identifier) is not a UICollectionViewCell")
        }
        return cell
    }

    /// A header or footer (`elementKind`) for the section of `indexPath`: one that scrolled out,
    /// else a new one of the registered class (none registered is a programming error).
    open func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView {
        dequeue(kind: elementKind, identifier: identifier)
    }

    private func dequeue(kind: String, identifier: String) -> UICollectionReusableView {
        let key = UICollectionView.reuseKey(kind: kind, identifier: identifier)
        if let view = reusableViews[key]?.popLast() {
            // Shown again: only a view still hidden can still be in a queue (see `makeView(for:)`).
            view.isHidden = false
            view.prepareForReuse()
            return view
        }
        guard let type = registeredClasses[key] else {
            preconditionFailure(
                "could not dequeue a view of kind: \(kind) with identifier \(identifier) - must register a nib or "
                    + "a class for the identifier or connect a prototype cell in a storyboard")
        }
        return type.init(dequeuedWithReuseIdentifier: identifier)
    }

    // MARK: - Data

    /// Asks the data source for everything again; the visible cells are asked for anew at the
    /// next layout. The selection is cleared.
    open func reloadData() {
        needsReload = true
        elementsAreCurrent = false
        selectedPaths.removeAll()
        setNeedsLayout()
    }

    /// The number of sections, from the data source.
    open var numberOfSections: Int {
        loadDataIfNeeded()
        return itemCounts.count
    }

    /// The number of items in `section`, from the data source.
    open func numberOfItems(inSection section: Int) -> Int {
        loadDataIfNeeded()
        precondition(section >= 0 && section < itemCounts.count, "section \(section) out of bounds")
        return itemCounts[section]
    }

    /// Whether the data source is to be asked again before the next use.
    var isReloadPending: Bool { needsReload }

    /// Asks the data source again if ``reloadData()`` (or a new data source) asked for it: the
    /// shown views go back to the reuse queues first, as they show the old data.
    func loadDataIfNeeded() {
        guard needsReload else { return }
        needsReload = false
        retireShown { _ in false }
        itemCounts = currentItemCounts()
        collectionViewLayout.itemsDidMove { _ in nil }
        collectionViewLayout.invalidateLayout()
    }

    /// The item counts the data source gives now.
    func currentItemCounts() -> [Int] {
        guard let dataSource else { return [] }
        return (0..<max(0, dataSource.numberOfSections(in: self))).map {
            max(0, dataSource.collectionView(self, numberOfItemsInSection: $0))
        }
    }

    /// Takes new item counts after a batch of changes; the layout is worked out again.
    func replaceItemCounts(_ counts: [Int]) {
        itemCounts = counts
        collectionViewLayout.invalidateLayout()
    }

    /// The index path is one of an item.
    func isValidItem(_ path: IndexPath) -> Bool {
        path.count == 2 && path.section >= 0 && path.section < itemCounts.count && path.item >= 0
            && path.item < itemCounts[path.section]
    }

    // MARK: - Layout

    /// Shows the elements in view: views for elements that came into view (measured, if the
    /// layout asks cells for their sizes), the reuse queues for those that left, every shown
    /// view with its attributes; then the content size.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutElements()
    }

    private func layoutElements() {
        guard !isLayingOutElements else { return }
        isLayingOutElements = true
        defer { isLayingOutElements = false }
        loadDataIfNeeded()
        laidOutPass = UIView.layoutPassNumber
        let layout = collectionViewLayout
        if let laidOutOrigin, laidOutOrigin != bounds.origin, layout.shouldInvalidateLayout(forBoundsChange: bounds) {
            layout.invalidateLayout()
        }
        laidOutOrigin = bounds.origin
        var wanted: [UICollectionViewLayoutAttributes] = []
        for _ in 0..<UICollectionView.mostMeasuringRounds {
            _ = preparedLayout()
            var measuredAgain = needsRemeasuring && remeasureShownCells()
            needsRemeasuring = false
            if measuredAgain { continue }
            wanted = (layout.layoutAttributesForElements(in: visibleRect) ?? []).filter {
                $0.representedElementCategory != .decorationView
            }
            let wantedKeys = Set(wanted.map(ElementKey.init))
            retireShown { wantedKeys.contains($0.key) }
            let shownKeys = Set(shownElements.map(\.key))
            for attributes in wanted where !shownKeys.contains(ElementKey(attributes)) {
                if show(attributes) { measuredAgain = true }
            }
            guard measuredAgain else { break }
        }
        let positions = Dictionary(
            shownElements.enumerated().map { ($1.key, $0) }, uniquingKeysWith: { first, _ in first })
        for attributes in wanted {
            guard let position = positions[ElementKey(attributes)] else { continue }
            let view = shownElements[position].view
            view.show(attributes)
            // Elements raised above the others (headers over items) come last.
            if attributes.zIndex > 0, subviews.last !== view { bringSubviewToFront(view) }
        }
        let size = layout.collectionViewContentSize
        if contentSize != size { contentSize = size }
        if let backgroundView {
            let frame = CGRect(origin: contentOffset, size: bounds.size)
            if backgroundView.frame != frame { backgroundView.frame = frame }
        }
        elementsAreCurrent = true
    }

    /// The visible area, in content coordinates.
    private var visibleRect: CGRect { CGRect(origin: contentOffset, size: bounds.size) }

    /// Brings the shown elements up to date before they are read (after a scroll or a reload, say),
    /// as UIKit does; inside a layout of the elements, they are read as they are.
    func updateShownElementsIfNeeded() {
        if !elementsAreCurrent || needsReload || !collectionViewLayout.isPrepared { layoutElements() }
    }

    /// Gives the element of `attributes` (not shown) a view, from the data source. Returns
    /// whether the layout took a size the new cell preferred (and is to be read again).
    private func show(_ attributes: UICollectionViewLayoutAttributes) -> Bool {
        guard let view = makeView(for: attributes) else { return false }
        if view.superview !== self { insertSubview(view, at: backgroundView == nil ? 0 : 1) }
        view.isHidden = false
        let path = attributes.indexPath
        shownElements.append(ShownElement(key: ElementKey(attributes), view: view))
        view.show(attributes)
        if let cell = view as? UICollectionViewCell {
            cell.isHighlighted = false
            cell.isSelected = selectedPaths.contains(path)
            collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: path)
        } else if let kind = attributes.representedElementKind {
            collectionDelegate?.collectionView(self, willDisplaySupplementaryView: view, forElementKind: kind, at: path)
        }
        return measure(view, attributes)
    }

    /// Asks `view` for the attributes it prefers to `attributes`, if the layout asks for them,
    /// and gives them to the layout if they matter. Returns whether they did (the layout is to
    /// be read again).
    private func measure(_ view: UICollectionReusableView, _ attributes: UICollectionViewLayoutAttributes) -> Bool {
        let layout = collectionViewLayout
        guard layout.asksForPreferredAttributes else { return false }
        // A copy: the view may change what it is given and return it.
        let original = attributes.copy() as! UICollectionViewLayoutAttributes
        let preferred = view.preferredLayoutAttributesFitting(attributes.copy() as! UICollectionViewLayoutAttributes)
        guard layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
        else { return false }
        layout.acceptPreferredAttributes(preferred)
        return true
    }

    /// Measures the cells shown again (their content changed, say). Returns whether the layout
    /// took new sizes.
    private func remeasureShownCells() -> Bool {
        guard collectionViewLayout.asksForPreferredAttributes else { return false }
        var changed = false
        for element in shownElements where element.isCell {
            guard let attributes = collectionViewLayout.layoutAttributesForItem(at: element.indexPath) else { continue }
            if measure(element.view, attributes) { changed = true }
        }
        return changed
    }

    /// The view the data source gives for an element.
    private func makeView(for attributes: UICollectionViewLayoutAttributes) -> UICollectionReusableView? {
        guard let dataSource else { return nil }
        UICollectionView.isAskingDataSource = true
        defer { UICollectionView.isAskingDataSource = false }
        let path = attributes.indexPath
        let view: UICollectionReusableView
        if let kind = attributes.representedElementKind {
            view = dataSource.collectionView(self, viewForSupplementaryElementOfKind: kind, at: path)
        } else {
            guard isValidItem(path) else { return nil }
            let cell = dataSource.collectionView(self, cellForItemAt: path)
            precondition(
                cell.reuseIdentifier != nil,
                "the cell returned from -collectionView:cellForItemAtIndexPath: does not have a reuseIdentifier - "
                    + "cells must be retrieved by calling -dequeueReusableCellWithReuseIdentifier:forIndexPath:")
            view = cell
        }
        // A view the data source kept (not dequeued) may still be waiting in a queue, hidden
        // (dequeued ones are shown as they leave it).
        if view.isHidden, view.superview === self {
            for key in reusableViews.keys { reusableViews[key]?.removeAll { $0 === view } }
        }
        return view
    }

    /// Sends the shown views of elements that `keeps` does not keep to the reuse queues.
    private func retireShown(keeping keeps: (ShownElement) -> Bool) {
        var kept: [ShownElement] = []
        for element in shownElements {
            if keeps(element) { kept.append(element) } else { retire(element) }
        }
        shownElements = kept
    }

    /// Hides a view that stopped showing its element and queues it for reuse (a view without a
    /// reuse identifier is removed).
    func retire(_ element: ShownElement) {
        let view = element.view
        if let cell = view as? UICollectionViewCell {
            collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: element.indexPath)
        } else if let kind = element.key.kind {
            collectionDelegate?.collectionView(
                self, didEndDisplayingSupplementaryView: view, forElementOfKind: kind, at: element.indexPath)
        }
        guard let identifier = view.reuseIdentifier else {
            view.removeFromSuperview()
            return
        }
        view.isHidden = true
        (view as? UICollectionViewCell)?.isHighlighted = false
        let kind = element.key.kind ?? UICollectionView.elementKindCell
        reusableViews[UICollectionView.reuseKey(kind: kind, identifier: identifier), default: []].append(view)
    }

    /// Replaces the shown elements (after a batch of changes moved them).
    func replaceShown(_ elements: [ShownElement]) { shownElements = elements }

    /// The layout decides where a drag's motion ends (a snapping layout), before the delegate.
    override func proposedTargetContentOffset(_ proposed: CGPoint, velocity: CGPoint) -> CGPoint {
        preparedLayout().targetContentOffset(forProposedContentOffset: proposed, withScrollingVelocity: velocity)
    }

    /// Scrolling shows other elements: lay out again.
    override func contentOffsetDidChange() {
        super.contentOffsetDidChange()
        elementsAreCurrent = false
        setNeedsLayout()
    }

    // MARK: - Items and rectangles

    /// The cells shown, in no particular order.
    open var visibleCells: [UICollectionViewCell] {
        updateShownElementsIfNeeded()
        return shownElements.compactMap { $0.view as? UICollectionViewCell }
    }

    /// The items that have cells shown, in no particular order.
    open var indexPathsForVisibleItems: [IndexPath] {
        updateShownElementsIfNeeded()
        return shownElements.filter(\.isCell).map(\.indexPath)
    }

    /// The cell shown for an item; nil if the item is not in view.
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        updateShownElementsIfNeeded()
        return shownElements.first { $0.isCell && $0.indexPath == indexPath }?.view as? UICollectionViewCell
    }

    /// The item a shown cell is showing; nil for a cell not shown.
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        updateShownElementsIfNeeded()
        return shownElements.first { $0.view === cell }?.indexPath
    }

    /// The supplementary view shown for an element; nil if it is not in view.
    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionReusableView?
    {
        updateShownElementsIfNeeded()
        return shownElements.first { $0.key.kind == elementKind && $0.indexPath == indexPath }?.view
    }

    /// The supplementary views of `elementKind` shown, in no particular order.
    open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        updateShownElementsIfNeeded()
        return shownElements.filter { $0.key.kind == elementKind }.map(\.view)
    }

    /// The menu the delegate gives for the item at `location` (window coordinates), if any:
    /// from the older method first, then iOS 16's.
    func contextMenu(at location: CGPoint) -> UIMenu? {
        let point = convert(location, from: nil)
        guard let delegate = collectionDelegate else { return nil }
        // Between items, iOS 16's form is asked for no items.
        guard let indexPath = indexPathForItem(at: point) else {
            return delegate.collectionView(self, contextMenuConfigurationForItemsAt: [], point: point)?.menu
        }
        let configuration =
            delegate.collectionView(self, contextMenuConfigurationForItemAt: indexPath, point: point)
            ?? delegate.collectionView(self, contextMenuConfigurationForItemsAt: [indexPath], point: point)
        return configuration?.menu
    }

    /// The item at `point` (content coordinates); nil for a header, a footer or no item.
    open func indexPathForItem(at point: CGPoint) -> IndexPath? {
        let probe = CGRect(x: point.x, y: point.y, width: 1, height: 1)
        return layoutAttributes(in: probe).last { $0.representedElementCategory == .cell && $0.frame.contains(point) }?
            .indexPath
    }

    /// The layout's attributes of the item at `indexPath`.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        loadDataIfNeeded()
        return preparedLayout().layoutAttributesForItem(at: indexPath)
    }

    /// The layout's attributes of a supplementary element.
    open func layoutAttributesForSupplementaryElement(
        ofKind kind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        loadDataIfNeeded()
        return preparedLayout().layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    private func layoutAttributes(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        loadDataIfNeeded()
        return preparedLayout().layoutAttributesForElements(in: rect) ?? []
    }

    /// Scrolls so that the item is at `scrollPosition` (the least scrolling that shows it on an
    /// axis the position does not name), within the content's range.
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        loadDataIfNeeded()
        precondition(
            isValidItem(indexPath),
            "Attempted to scroll the collection view to an out-of-bounds item (\(indexPath.item)) when there are "
                + "only \(isValidSection(indexPath.section) ? itemCounts[indexPath.section] : 0) items in section "
                + "\(indexPath.section)")
        // A layout that does not place single items cannot be scrolled to one.
        guard let frame = layoutAttributesForItem(at: indexPath)?.frame else { return }
        let inset = adjustedContentInset
        let size = bounds.size
        let content = collectionViewLayout.collectionViewContentSize
        func target(
            start: CGFloat, length: CGFloat, current: CGFloat, viewport: CGFloat, before: CGFloat, after: CGFloat,
            contentLength: CGFloat, first: ScrollPosition, middle: ScrollPosition, last: ScrollPosition
        ) -> CGFloat {
            var offset: CGFloat
            if scrollPosition.contains(first) {
                offset = start - before
            } else if scrollPosition.contains(middle) {
                offset = start + length / 2 - (viewport - before - after) / 2 - before
            } else if scrollPosition.contains(last) {
                offset = start + length - viewport + after
            } else if start < current + before {
                offset = start - before
            } else if start + length > current + viewport - after {
                offset = start + length - viewport + after
            } else {
                offset = current
            }
            let lowest = -before
            let highest = max(lowest, contentLength + after - viewport)
            return min(max(offset, lowest), highest)
        }
        let x = target(
            start: frame.minX, length: frame.width, current: contentOffset.x, viewport: size.width, before: inset.left,
            after: inset.right, contentLength: content.width, first: .left, middle: .centeredHorizontally, last: .right)
        let y = target(
            start: frame.minY, length: frame.height, current: contentOffset.y, viewport: size.height,
            before: inset.top, after: inset.bottom, contentLength: content.height, first: .top,
            middle: .centeredVertically, last: .bottom)
        let offset = CGPoint(x: x, y: y)
        guard offset != contentOffset else { return }
        setContentOffset(offset, animated: animated)
    }

    private func isValidSection(_ section: Int) -> Bool { section >= 0 && section < itemCounts.count }

    // MARK: - Touches (selection: UICollectionView+Selection.swift)

    /// A touch on an item highlights it, if the delegate agrees.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { touchBegan(touches) }
    /// A touch that leaves its item lets the item go.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { touchMoved(touches) }
    /// A touch lifted on the item it began on selects it (with multiple selection, toggles it).
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { touchEnded() }
    /// A drag took the touch: the item goes back to how it was.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { releaseTouchedItem() }
}
