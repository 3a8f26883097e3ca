/// A scrolling list of rows in sections (UIKit's `UITableView`). A data source says how many
/// rows there are and gives a cell for each; only the rows in view have cells, which the table
/// reuses as rows scroll in and out (``dequeueReusableCell(withIdentifier:for:)``), so a table of
/// any length costs what its visible rows cost.
///
/// Rows are as high as ``rowHeight`` or the delegate says; ``automaticDimension`` (the default)
/// sizes each row by its cell when it is shown (its system texts, or constraints in its content
/// view from top to bottom), estimating rows not yet shown.
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    /// A table's look (UIKit's `UITableView.Style`).
    public enum Style: Int, Sendable {
        /// Rows edge to edge, section headers that stay at the top while their rows scroll (0).
        case plain = 0
        /// Sections as groups on a grey background (1).
        case grouped
        /// Groups inset from the sides (2); their corners are square here.
        case insetGrouped
    }

    /// Where a row ends up when scrolled to (UIKit's `UITableView.ScrollPosition`).
    public enum ScrollPosition: Int, Sendable {
        /// The least scrolling that shows it (0); at the top (1), middle (2) or bottom (3).
        case none = 0
        case top, middle, bottom
    }

    /// How inserted, deleted and reloaded rows animate (UIKit's `UITableView.RowAnimation`);
    /// recorded: the changes show at once here.
    public enum RowAnimation: Int, Sendable {
        /// Fade (0), slide from a side (1–4), none (5), from the middle (6), the system's choice (100).
        case fade = 0
        case right, left, top, bottom, none, middle
        case automatic = 100
    }

    /// A height (row, header, footer) that the content decides: UIKit's `UITableView.automaticDimension`.
    public static let automaticDimension: CGFloat = -1

    /// The table's style, chosen when it is made.
    public let style: Style

    /// The rows' source; not retained. Setting it reloads.
    open weak var dataSource: (any UITableViewDataSource)? {
        didSet { reloadData() }
    }

    /// The delegate, as a table delegate (``UIScrollView/delegate`` holds it).
    var tableDelegate: (any UITableViewDelegate)? { delegate as? any UITableViewDelegate }

    /// The height of every row the delegate does not size; ``automaticDimension`` (the default)
    /// sizes rows by their cells.
    open var rowHeight: CGFloat = UITableView.automaticDimension {
        didSet { if rowHeight != oldValue { reloadGeometry() } }
    }
    /// The height assumed for rows not yet shown that size themselves; ``automaticDimension``
    /// (the default) assumes 44 points.
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension {
        didSet { if estimatedRowHeight != oldValue { reloadGeometry() } }
    }
    /// The height of section headers the delegate does not size; ``automaticDimension`` (the
    /// default) fits the title or view.
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension {
        didSet { if sectionHeaderHeight != oldValue { reloadGeometry() } }
    }
    /// The height of section footers the delegate does not size; ``automaticDimension`` (the
    /// default) fits the title or view.
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension {
        didSet { if sectionFooterHeight != oldValue { reloadGeometry() } }
    }
    /// The header height assumed before measuring; recorded (headers use their title's height).
    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
    /// The footer height assumed before measuring; recorded.
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension
    /// Space above each section header; recorded.
    open var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension

    /// Whether rows are separated by lines; `.singleLine` by default.
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine {
        didSet { setNeedsLayout() }
    }
    /// The separators' colour; the system separator colour by default.
    open var separatorColor: UIColor? = .separator {
        didSet { setNeedsLayout() }
    }
    /// The separators' insets from the sides, in points, for cells that set none of their own.
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) {
        didSet { setNeedsLayout() }
    }

    /// Whether a click selects a row (true).
    open var allowsSelection = true
    /// Whether several rows can be selected, a click toggling each (false).
    open var allowsMultipleSelection = false
    /// Whether rows can be selected while editing; recorded.
    open var allowsSelectionDuringEditing = false
    /// Whether several rows can be selected while editing; recorded.
    open var allowsMultipleSelectionDuringEditing = false
    /// Whether the table is editing; recorded (there is no editing mode here).
    open var isEditing = false
    /// Enters or leaves editing; recorded only.
    open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }
    /// Whether cells' margins follow a readable width; recorded.
    open var cellLayoutMarginsFollowReadableWidth = false

    /// A view above the first section, as high as its frame; it scrolls with the rows.
    open var tableHeaderView: UIView? {
        didSet { replaceAccessoryView(oldValue, with: tableHeaderView) }
    }
    /// A view below the last section, as high as its frame; it scrolls with the rows.
    open var tableFooterView: UIView? {
        didSet { replaceAccessoryView(oldValue, with: tableFooterView) }
    }
    /// A view behind the rows, filling the visible area; nil by default.
    open var backgroundView: UIView? {
        didSet { replaceBackgroundView(oldValue, with: backgroundView) }
    }

    // MARK: - State

    /// The items' heights and tops.
    var geometry = TableGeometry()
    /// Set when the data source must be asked again before the next use.
    private var needsReload = true
    /// The items that have views, in order, and their views: what is shown.
    private(set) var shownItems: [Int] = []
    private(set) var shownViews: [UIView] = []
    /// Cells and headers waiting for reuse, by identifier; hidden subviews.
    private var reusableCells: [String: [UITableViewCell]] = [:]
    private var reusableHeaderFooters: [String: [UITableViewHeaderFooterView]] = [:]
    private var registeredCells: [String: UITableViewCell.Type] = [:]
    private var registeredHeaderFooters: [String: UITableViewHeaderFooterView.Type] = [:]
    /// The selected rows, in the order selected.
    var selectedPaths: [IndexPath] = []
    /// The width the rows were measured at.
    private var measuredWidth: CGFloat = -1
    /// Changes collected between ``beginUpdates()`` and ``endUpdates()``.
    var pendingUpdate = TableUpdate()
    var updateDepth = 0
    /// The row a touch is on, highlighted, until it lifts or moves away.
    var touchedRow: IndexPath?
    /// Whether the shown items are those of the current offset, size and data.
    private var itemsAreCurrent = false
    /// Set while the items are being laid out (the data source's callbacks may ask for the visible cells).
    private var isLayingOutItems = false

    /// The identifier of the headers and footers the table makes for section titles.
    static let titleViewIdentifier = "UITableView.sectionTitle"
    /// A row's height when nothing else says: one line of body text.
    static let defaultRowHeight = UITableViewCell.standardHeight
    /// A plain table's title header's assumed height, before it is measured.
    static let plainTitleHeight: CGFloat = 28
    /// A grouped table's title header's assumed height, before it is measured.
    static let groupedTitleHeight: CGFloat = 38
    /// The space a grouped table leaves between sections for a header or footer with no title.
    static let groupedSpacing: CGFloat = 18
    /// How far an inset-grouped table's rows are from its sides.
    static let insetGroupedMargin: CGFloat = 20
    /// Measuring rows can move others into view; layout measures again at most this often.
    private static let mostMeasuringRounds = 8

    // MARK: - Making

    /// A table of `style` at `frame`.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        applyStyle()
    }

    /// A plain table at `frame`.
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    /// There are no archives here: an empty plain table.
    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
        applyStyle()
    }

    private func applyStyle() {
        backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
        alwaysBounceVertical = true
    }

    /// The fill of cells that have no colour of their own.
    private var cellBackgroundColor: UIColor {
        style == .plain ? .systemBackground : .secondarySystemGroupedBackground
    }

    // MARK: - Registering and reusing

    /// Registers the class of the cells ``dequeueReusableCell(withIdentifier:for:)`` makes for
    /// `identifier` (a `UITableViewCell` subclass); nil unregisters.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        guard let cellClass else {
            registeredCells[identifier] = nil
            return
        }
        guard let type = cellClass as? UITableViewCell.Type else {
            preconditionFailure("must pass a class of kind UITableViewCell, not \(cellClass)")
        }
        registeredCells[identifier] = type
    }

    /// Registers the class of the headers and footers ``dequeueReusableHeaderFooterView(withIdentifier:)``
    /// makes for `identifier`; nil unregisters.
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        guard let aClass else {
            registeredHeaderFooters[identifier] = nil
            return
        }
        guard let type = aClass as? UITableViewHeaderFooterView.Type else {
            preconditionFailure("must pass a class of kind UITableViewHeaderFooterView, not \(aClass)")
        }
        registeredHeaderFooters[identifier] = type
    }

    /// A cell for another row: one that scrolled out (after its ``UITableViewCell/prepareForReuse()``),
    /// else a new one of the registered class, else nil.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if let cell = reusableCells[identifier]?.popLast() {
            cell.prepareForReuse()
            return cell
        }
        return registeredCells[identifier]?.init(dequeuedWithReuseIdentifier: identifier)
    }

    /// A cell for the row at `indexPath`: one that scrolled out, else a new one of the class
    /// registered for `identifier` (none registered is a programming error, as in UIKit).
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        guard let cell = dequeueReusableCell(withIdentifier: identifier) else {
            preconditionFailure(
                "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the "
                    + "identifier or connect a prototype cell in a storyboard")
        }
        return cell
    }

    /// A header or footer that scrolled out, else a new one of the registered class, else nil.
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        if let view = reusableHeaderFooters[identifier]?.popLast() {
            view.prepareForReuse()
            return view
        }
        return registeredHeaderFooters[identifier]?.init(dequeuedWithReuseIdentifier: identifier)
    }

    // MARK: - Data

    /// Asks the data source for everything again; the visible cells are asked for anew at the
    /// next layout. The selection is cleared.
    open func reloadData() {
        needsReload = true
        itemsAreCurrent = false
        selectedPaths.removeAll()
        setNeedsLayout()
    }

    /// The number of sections, from the data source.
    open var numberOfSections: Int {
        loadDataIfNeeded()
        return geometry.sectionCount
    }

    /// The number of rows in `section`, from the data source.
    open func numberOfRows(inSection section: Int) -> Int {
        loadDataIfNeeded()
        precondition(section >= 0 && section < geometry.sectionCount, "section \(section) out of bounds")
        return geometry.rowCount(inSection: section)
    }

    /// Whether the data source is to be asked again before the next use.
    var isReloadPending: Bool { needsReload }

    /// Sets what is shown: items in order, and their views.
    func replaceShown(items: [Int], views: [UIView]) {
        shownItems = items
        shownViews = views
    }

    /// Asks the data source again if ``reloadData()`` (or a new data source) asked for it: the
    /// shown views go back to the reuse queues first, as they show the old data.
    func loadDataIfNeeded() {
        guard needsReload else { return }
        needsReload = false
        retireAllShown()
        rebuildGeometry(rowCounts: currentRowCounts())
    }

    /// The row counts the data source gives now.
    func currentRowCounts() -> [Int] {
        guard let dataSource else { return [] }
        return (0..<max(0, dataSource.numberOfSections(in: self))).map {
            max(0, dataSource.tableView(self, numberOfRowsInSection: $0))
        }
    }

    /// Heights changed (a new default height, a new width): every item's height is asked again,
    /// the shown views kept; self-sizing rows start from the height they had.
    func reloadGeometry() {
        guard !needsReload else { return }
        let old = geometry
        let counts = (0..<old.sectionCount).map(old.rowCount(inSection:))
        rebuildGeometry(rowCounts: counts) { index, _ in old.isEstimate[index] ? nil : old.heights[index] }
        setNeedsLayout()
    }

    /// Makes items for `rowCounts` the table's geometry, then asks for their heights (a height
    /// callback may ask the table for its counts, which are the new ones by then). A self-sizing
    /// item takes `carried(index, item)`, a height it had before, as its estimate.
    func rebuildGeometry(
        rowCounts: [Int], carried: (Int, TableGeometry.Item) -> CGFloat? = { _, _ in nil }
    ) {
        var fresh = TableGeometry(rowCounts: rowCounts)
        geometry = fresh
        let heights = (0..<fresh.itemCount).map { index -> (CGFloat, estimate: Bool) in
            let item = fresh.item(at: index)
            let initial = initialHeight(of: item)
            if initial.estimate, let height = carried(index, item) { return (height, true) }
            return initial
        }
        fresh.setHeights(heights)
        geometry = fresh
        itemsAreCurrent = false
    }

    /// An item's height before it is shown, and whether it is an estimate to measure then.
    private func initialHeight(of item: TableGeometry.Item) -> (CGFloat, estimate: Bool) {
        let delegate = tableDelegate
        switch item {
        case .tableHeader: return (tableHeaderView?.frame.height ?? 0, false)
        case .tableFooter: return (tableFooterView?.frame.height ?? 0, false)
        case .row(let indexPath):
            let height = delegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
            if height >= 0 { return (height, false) }
            let estimate = delegate?.tableView(self, estimatedHeightForRowAt: indexPath) ?? estimatedRowHeight
            return (estimate > 0 ? estimate : UITableView.defaultRowHeight, true)
        case .header(let section):
            let height = delegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight
            if height >= 0 { return (height, false) }
            let estimate = delegate?.tableView(self, estimatedHeightForHeaderInSection: section) ?? 0
            if estimate > 0 { return (estimate, true) }
            let title = dataSource?.tableView(self, titleForHeaderInSection: section)
            return (title == nil ? emptySectionEdgeHeight : titleHeight, true)
        case .footer(let section):
            let height = delegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight
            if height >= 0 { return (height, false) }
            let estimate = delegate?.tableView(self, estimatedHeightForFooterInSection: section) ?? 0
            if estimate > 0 { return (estimate, true) }
            let title = dataSource?.tableView(self, titleForFooterInSection: section)
            return (title == nil ? emptySectionEdgeHeight : titleHeight, true)
        }
    }

    /// A header or footer with no title nor view: nothing in a plain table, a gap in a grouped one.
    private var emptySectionEdgeHeight: CGFloat { style == .plain ? 0 : UITableView.groupedSpacing }
    /// A title header's or footer's assumed height.
    private var titleHeight: CGFloat { style == .plain ? UITableView.plainTitleHeight : UITableView.groupedTitleHeight }

    // MARK: - Layout

    /// Shows the items in view: cells for rows that scrolled in (measured if they size
    /// themselves), the reuse queues for those that scrolled out, and every shown view at its
    /// place; then the content size.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutItems()
    }

    private func layoutItems() {
        guard !isLayingOutItems else { return }
        isLayingOutItems = true
        defer { isLayingOutItems = false }
        loadDataIfNeeded()
        let width = bounds.width
        if width != measuredWidth {
            if measuredWidth >= 0 { reloadGeometry() }
            measuredWidth = width
        }
        geometry.updateTops()
        for _ in 0..<UITableView.mostLayoutRounds {
            let wanted = wantedItems()
            retireShown(keeping: wanted)
            for index in wanted { show(index, width: width) }
            // Measured heights moved items: which are in view may have changed.
            guard geometry.updateTops() else { break }
        }
        placeShownViews(width: width)
        let size = CGSize(width: width, height: geometry.contentHeight)
        if contentSize != size { contentSize = size }
        itemsAreCurrent = true
    }

    /// Brings the shown items up to date before they are read (after a scroll or a reload, say),
    /// as UIKit does; inside a layout of the items, they are read as they are.
    func updateShownItemsIfNeeded() {
        if !itemsAreCurrent || needsReload { layoutItems() }
    }

    private static var mostLayoutRounds: Int { mostMeasuringRounds }

    /// The visible span, in content points.
    private var visibleSpan: (minY: CGFloat, maxY: CGFloat) {
        let top = contentOffset.y
        return (top, top + bounds.height)
    }

    /// The items in view, and in a plain table the header of the first section in view (it
    /// stays at the top), in order.
    private func wantedItems() -> [Int] {
        let span = visibleSpan
        var wanted = Array(geometry.items(from: span.minY, to: span.maxY))
        if style == .plain, let first = wanted.first, first > 0, first < geometry.itemCount - 1 {
            let section = geometry.section(ofItem: first)
            let header = geometry.headerIndex(of: section)
            if header < first { wanted.insert(header, at: 0) }
        }
        return wanted
    }

    /// Where a shown item's view is in ``shownItems``, or where it would go.
    private func shownPosition(of index: Int) -> (position: Int, found: Bool) {
        var low = 0
        var high = shownItems.count
        while low < high {
            let middle = (low + high) / 2
            if shownItems[middle] < index { low = middle + 1 } else { high = middle }
        }
        return (low, low < shownItems.count && shownItems[low] == index)
    }

    /// The view shown for an item, if any.
    func shownView(of index: Int) -> UIView? {
        let (position, found) = shownPosition(of: index)
        return found ? shownViews[position] : nil
    }

    /// Gives item `index` a view if it has none (asking the data source or delegate), and
    /// measures it if its height is an estimate.
    private func show(_ index: Int, width: CGFloat) {
        let item = geometry.item(at: index)
        let (position, found) = shownPosition(of: index)
        if found {
            if geometry.isEstimate[index] { measure(shownViews[position], item: item, index: index, width: width) }
            return
        }
        let view: UIView?
        switch item {
        case .row(let indexPath): view = makeCell(for: indexPath)
        case .header(let section): view = makeSectionEdgeView(section: section, isFooter: false)
        case .footer(let section): view = makeSectionEdgeView(section: section, isFooter: true)
        case .tableHeader, .tableFooter: view = nil  // placed as they are, not shown by item
        }
        guard let view else {
            if geometry.isEstimate[index] { geometry.setHeight(emptySectionEdgeHeight, of: index) }
            return
        }
        shownItems.insert(index, at: position)
        shownViews.insert(view, at: position)
        if geometry.isEstimate[index] { measure(view, item: item, index: index, width: width) }
        switch item {
        case .row(let indexPath):
            if let cell = view as? UITableViewCell {
                tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
            }
        case .header(let section): tableDelegate?.tableView(self, willDisplayHeaderView: view, forSection: section)
        case .footer(let section): tableDelegate?.tableView(self, willDisplayFooterView: view, forSection: section)
        case .tableHeader, .tableFooter: break
        }
    }

    private func measure(_ view: UIView, item: TableGeometry.Item, index: Int, width: CGFloat) {
        let rowWidth = width - 2 * sideInset
        let height: CGFloat
        if let cell = view as? UITableViewCell {
            height = cell.fittingHeight(forWidth: rowWidth)
        } else if let edge = view as? UITableViewHeaderFooterView {
            height = edge.fittingHeight(forWidth: rowWidth)
        } else {
            let fitted = view.systemLayoutSizeFitting(
                CGSize(width: rowWidth, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel
            ).height
            height = fitted > 0 ? fitted : view.frame.height
        }
        geometry.setHeight(height, of: index)
    }

    /// The cell the data source gives for a row, made a visible subview with the row's state.
    private func makeCell(for indexPath: IndexPath) -> UIView? {
        guard let dataSource else { return nil }
        let cell = dataSource.tableView(self, cellForRowAt: indexPath)
        // A cell the data source kept (not dequeued) may still be waiting in a queue.
        if let identifier = cell.reuseIdentifier { reusableCells[identifier]?.removeAll { $0 === cell } }
        if cell.superview !== self { insertSubview(cell, at: backgroundView == nil ? 0 : 1) }
        cell.isHidden = false
        cell.applyTableBackground(cellBackgroundColor)
        cell.setHighlighted(false, animated: false)
        cell.setSelected(selectedPaths.contains(indexPath), animated: false)
        return cell
    }

    /// Whether a row has a separator below it: not with `.none`, nor below a group's last row.
    private func showsSeparator(below indexPath: IndexPath) -> Bool {
        guard separatorStyle != .none else { return false }
        return style == .plain || indexPath.row < geometry.rowCount(inSection: indexPath.section) - 1
    }

    /// The delegate's view for a section's header or footer, else one showing the data
    /// source's title, else nil.
    private func makeSectionEdgeView(section: Int, isFooter: Bool) -> UIView? {
        let delegate = tableDelegate
        let custom =
            isFooter
            ? delegate?.tableView(self, viewForFooterInSection: section)
            : delegate?.tableView(self, viewForHeaderInSection: section)
        var view = custom
        if view == nil {
            let title =
                isFooter
                ? dataSource?.tableView(self, titleForFooterInSection: section)
                : dataSource?.tableView(self, titleForHeaderInSection: section)
            if let title {
                let titleView =
                    dequeueReusableHeaderFooterView(withIdentifier: UITableView.titleViewIdentifier)
                    ?? UITableViewHeaderFooterView(reuseIdentifier: UITableView.titleViewIdentifier)
                titleView.textLabel?.text = title
                view = titleView
            }
        }
        guard let view else { return nil }
        if let edge = view as? UITableViewHeaderFooterView {
            edge.adoptRole(isFooter: isFooter, style: style)
        }
        if view.superview !== self { addSubview(view) }
        view.isHidden = false
        return view
    }

    /// How far rows are from the table's sides: only an inset-grouped table's are.
    private var sideInset: CGFloat { style == .insetGrouped ? UITableView.insetGroupedMargin : 0 }

    /// Puts every shown view at its item's place; a plain table's headers stay at the top while
    /// their section is in view.
    private func placeShownViews(width: CGFloat) {
        let inset = sideInset
        let rowWidth = max(0, width - 2 * inset)
        let visibleTop = contentOffset.y + adjustedContentInset.top
        for (index, view) in zip(shownItems, shownViews) {
            var (top, height) = geometry.span(of: index)
            let item = geometry.item(at: index)
            if style == .plain, case .header(let section) = item {
                let sectionEnd = geometry.span(of: geometry.footerIndex(of: section)).top
                top = max(top, min(visibleTop, sectionEnd - height))
                if subviews.last !== view { bringSubviewToFront(view) }
            }
            let frame = CGRect(x: inset, y: top, width: rowWidth, height: height)
            if view.frame != frame { view.frame = frame }
            if case .row(let indexPath) = item, let cell = view as? UITableViewCell {
                cell.tableShowsSeparator = showsSeparator(below: indexPath)
                cell.applyTableSeparator(inset: separatorInset, color: separatorColor)
            }
        }
        if let tableHeaderView {
            let frame = CGRect(x: 0, y: 0, width: width, height: geometry.span(of: 0).height)
            if tableHeaderView.frame != frame { tableHeaderView.frame = frame }
        }
        if let tableFooterView {
            let span = geometry.span(of: geometry.itemCount - 1)
            let frame = CGRect(x: 0, y: span.top, width: width, height: span.height)
            if tableFooterView.frame != frame { tableFooterView.frame = frame }
        }
        if let backgroundView {
            let frame = CGRect(origin: contentOffset, size: bounds.size)
            if backgroundView.frame != frame { backgroundView.frame = frame }
        }
    }

    /// Sends every shown view to the reuse queues (the data changed under them).
    private func retireAllShown() { retireShown(keeping: []) }

    /// Sends the shown views of items not in `wanted` (sorted) to the reuse queues; cells leave
    /// with `didEndDisplaying`.
    private func retireShown(keeping wanted: [Int]) {
        var keptItems: [Int] = []
        var keptViews: [UIView] = []
        var next = 0
        for (index, view) in zip(shownItems, shownViews) {
            while next < wanted.count && wanted[next] < index { next += 1 }
            if next < wanted.count && wanted[next] == index {
                keptItems.append(index)
                keptViews.append(view)
            } else {
                retire(view, item: geometry.item(at: index))
            }
        }
        shownItems = keptItems
        shownViews = keptViews
    }

    /// Hides a view that stopped showing `item` and queues it for reuse (a view without a
    /// reuse identifier is removed).
    func retire(_ view: UIView, item: TableGeometry.Item) {
        switch item {
        case .row(let indexPath):
            if let cell = view as? UITableViewCell {
                tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
            }
        case .header(let section): tableDelegate?.tableView(self, didEndDisplayingHeaderView: view, forSection: section)
        case .footer(let section): tableDelegate?.tableView(self, didEndDisplayingFooterView: view, forSection: section)
        case .tableHeader, .tableFooter: break
        }
        if let cell = view as? UITableViewCell, let identifier = cell.reuseIdentifier {
            cell.isHidden = true
            cell.setHighlighted(false, animated: false)
            reusableCells[identifier, default: []].append(cell)
        } else if let edge = view as? UITableViewHeaderFooterView, let identifier = edge.reuseIdentifier {
            edge.isHidden = true
            reusableHeaderFooters[identifier, default: []].append(edge)
        } else {
            view.removeFromSuperview()
        }
    }

    /// Replaces the table header or footer view.
    /// Replaces the table header or footer view; the same view assigned again (after changing
    /// its frame's height, the usual way to resize it) takes its new height.
    private func replaceAccessoryView(_ old: UIView?, with new: UIView?) {
        if old !== new {
            old?.removeFromSuperview()
            if let new { addSubview(new) }
        }
        reloadGeometry()
    }

    // MARK: - Touches (selection: UITableView+Selection.swift)

    /// A touch on a row highlights it, if the delegate agrees.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { touchBegan(touches) }
    /// A touch that leaves its row lets the row go.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { touchMoved(touches) }
    /// A touch lifted on the row it began on selects it (with multiple selection, toggles it).
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { touchEnded() }
    /// A drag took the touch: the row goes back to how it was.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { releaseTouchedRow() }

    /// Scrolling shows other rows: lay out again.
    override func contentOffsetDidChange() {
        super.contentOffsetDidChange()
        itemsAreCurrent = false
        setNeedsLayout()
    }

    // MARK: - Rows and rectangles

    /// The cells shown, top to bottom.
    open var visibleCells: [UITableViewCell] {
        updateShownItemsIfNeeded()
        return shownViews.compactMap { $0 as? UITableViewCell }
    }

    /// The rows that have cells shown, top to bottom; nil if none.
    open var indexPathsForVisibleRows: [IndexPath]? {
        updateShownItemsIfNeeded()
        let paths = shownItems.compactMap { index -> IndexPath? in
            if case .row(let path) = geometry.item(at: index) { return path }
            return nil
        }
        return paths.isEmpty ? nil : paths
    }

    /// The cell shown for a row; nil if the row is not in view.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        updateShownItemsIfNeeded()
        guard let index = geometry.itemIndex(of: indexPath) else { return nil }
        return shownView(of: index) as? UITableViewCell
    }

    /// The row a shown cell is showing; nil for a cell not shown.
    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        updateShownItemsIfNeeded()
        guard let position = shownViews.firstIndex(where: { $0 === cell }),
            case .row(let path) = geometry.item(at: shownItems[position])
        else { return nil }
        return path
    }

    /// The menu the delegate gives for the row at `location` (window coordinates), if any; for
    /// a row without one, its swipe actions, leading then trailing (a mouse does not swipe).
    func contextMenu(at location: CGPoint) -> UIMenu? {
        let point = convert(location, from: nil)
        guard let indexPath = indexPathForRow(at: point), let delegate = tableDelegate else { return nil }
        if let menu = delegate.tableView(self, contextMenuConfigurationForRowAt: indexPath, point: point)?.menu {
            return menu
        }
        let configurations = [
            delegate.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath),
            delegate.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath),
        ]
        let actions = configurations.compactMap { $0?.actions }.flatMap { $0 }
        guard !actions.isEmpty else { return nil }
        return UIMenu(
            children: actions.map { contextual in
                UIAction(
                    title: contextual.title ?? (contextual.style == .destructive ? "Delete" : "Action"),
                    attributes: contextual.style == .destructive ? .destructive : []
                ) { [weak self] _ in
                    guard let self else { return }
                    let view: UIView = cellForRow(at: indexPath) ?? self
                    contextual.handler(contextual, view) { _ in }
                }
            })
    }

    /// The row at `point` (the table's bounds coordinates, which are content coordinates); nil
    /// for a header, a footer or no row.
    open func indexPathForRow(at point: CGPoint) -> IndexPath? {
        loadDataIfNeeded()
        geometry.updateTops()
        guard let index = geometry.itemIndex(at: point.y), case .row(let path) = geometry.item(at: index) else {
            return nil
        }
        return path
    }

    /// The rows whose rectangles meet `rect` (content coordinates), top to bottom; nil if none.
    open func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        loadDataIfNeeded()
        geometry.updateTops()
        let paths = geometry.items(from: rect.minY, to: rect.maxY).compactMap { index -> IndexPath? in
            if case .row(let path) = geometry.item(at: index) { return path }
            return nil
        }
        return paths.isEmpty ? nil : paths
    }

    /// The rectangle of a row, in content coordinates (rows not yet shown have their estimated height).
    open func rectForRow(at indexPath: IndexPath) -> CGRect {
        loadDataIfNeeded()
        geometry.updateTops()
        guard let index = geometry.itemIndex(of: indexPath) else { return .zero }
        return rect(ofItem: index)
    }

    /// The rectangle of a section's header, in content coordinates.
    open func rectForHeader(inSection section: Int) -> CGRect {
        loadDataIfNeeded()
        geometry.updateTops()
        guard section >= 0, section < geometry.sectionCount else { return .zero }
        return rect(ofItem: geometry.headerIndex(of: section))
    }

    /// The rectangle of a section's footer, in content coordinates.
    open func rectForFooter(inSection section: Int) -> CGRect {
        loadDataIfNeeded()
        geometry.updateTops()
        guard section >= 0, section < geometry.sectionCount else { return .zero }
        return rect(ofItem: geometry.footerIndex(of: section))
    }

    /// The rectangle of a whole section, header to footer, in content coordinates.
    open func rect(forSection section: Int) -> CGRect {
        let header = rectForHeader(inSection: section)
        let footer = rectForFooter(inSection: section)
        return header.union(footer)
    }

    private func rect(ofItem index: Int) -> CGRect {
        let (top, height) = geometry.span(of: index)
        return CGRect(x: sideInset, y: top, width: max(0, bounds.width - 2 * sideInset), height: height)
    }

    /// The header view shown for a section; nil if it is not in view or has none.
    open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        updateShownItemsIfNeeded()
        guard section >= 0, section < geometry.sectionCount else { return nil }
        return shownView(of: geometry.headerIndex(of: section)) as? UITableViewHeaderFooterView
    }

    /// The footer view shown for a section; nil if it is not in view or has none.
    open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        updateShownItemsIfNeeded()
        guard section >= 0, section < geometry.sectionCount else { return nil }
        return shownView(of: geometry.footerIndex(of: section)) as? UITableViewHeaderFooterView
    }

    /// Scrolls so that the row is at `position` (`.none`: the least scrolling that shows it),
    /// within the content's range.
    open func scrollToRow(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
        loadDataIfNeeded()
        geometry.updateTops()
        guard let index = geometry.itemIndex(of: indexPath) else {
            preconditionFailure(
                "Attempted to scroll the table view to an out-of-bounds row (\(indexPath.row)) in section "
                    + "\(indexPath.section)")
        }
        scroll(toItem: index, at: position, animated: animated)
    }

    /// Scrolls so that item `index` is at `position`, within the content's range.
    func scroll(toItem index: Int, at position: ScrollPosition, animated: Bool) {
        let (top, height) = geometry.span(of: index)
        let inset = adjustedContentInset
        let viewport = bounds.height
        let current = contentOffset.y
        var target: CGFloat
        switch position {
        case .top: target = top - inset.top
        case .middle: target = top + height / 2 - (viewport - inset.top - inset.bottom) / 2 - inset.top
        case .bottom: target = top + height - viewport + inset.bottom
        case .none:
            if top < current + inset.top {
                target = top - inset.top
            } else if top + height > current + viewport - inset.bottom {
                target = top + height - viewport + inset.bottom
            } else {
                return
            }
        }
        let lowest = -inset.top
        let highest = max(lowest, geometry.contentHeight + inset.bottom - viewport)
        target = min(max(target, lowest), highest)
        guard target != current else { return }
        setContentOffset(CGPoint(x: contentOffset.x, y: target), animated: animated)
    }
}

extension TableGeometry {
    /// The section an item belongs to (for an item between the table header and footer).
    func section(ofItem index: Int) -> Int {
        switch item(at: index) {
        case .header(let section), .footer(let section): section
        case .row(let path): path.section
        case .tableHeader: 0
        case .tableFooter: Swift.max(0, sectionCount - 1)
        }
    }
}
