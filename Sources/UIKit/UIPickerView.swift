import Foundation

/// What a picker shows: its components and their rows (UIKit's `UIPickerViewDataSource`).
@preconcurrency @MainActor
public protocol UIPickerViewDataSource: AnyObject {
    /// How many columns the picker has.
    func numberOfComponents(in pickerView: UIPickerView) -> Int
    /// How many rows a column has.
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}

/// How a picker's rows look and what a choice does (UIKit's `UIPickerViewDelegate`); every
/// method is optional.
@preconcurrency @MainActor
public protocol UIPickerViewDelegate: AnyObject {
    /// A column's width, in points; by default the columns share the picker's width.
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat
    /// A column's row height, in points; 32 by default.
    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat
    /// A row's title.
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?
    /// A row's styled title; wins over ``pickerView(_:titleForRow:forComponent:)``.
    func pickerView(
        _ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int
    ) -> NSAttributedString?
    /// A row's view; by default a centred label of the row's title. `view` is one the column
    /// no longer shows, to reuse.
    func pickerView(
        _ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?
    ) -> UIView
    /// The user chose a row: the column came to rest on it.
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
}

extension UIPickerViewDelegate {
    /// By default the columns share the picker's width (0 asks for that share).
    public func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat { 0 }
    /// 32 points.
    public func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat {
        UIPickerView.defaultRowHeight
    }
    /// No title.
    public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        nil
    }
    /// No styled title.
    public func pickerView(
        _ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int
    ) -> NSAttributedString? { nil }
    /// A centred label of the row's styled title, else its title.
    public func pickerView(
        _ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?
    ) -> UIView {
        let label = view as? UILabel ?? UILabel()
        label.textAlignment = .center
        label.font = .systemFont(ofSize: UIPickerView.titleFontSize)
        if let attributed = self.pickerView(pickerView, attributedTitleForRow: row, forComponent: component) {
            label.attributedText = attributed
        } else {
            label.text = self.pickerView(pickerView, titleForRow: row, forComponent: component)
        }
        return label
    }
    /// Nothing.
    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {}
}

/// Columns of rows that rest with one row of each in a band across the middle (UIKit's
/// `UIPickerView`): the wheel, a drag or a click on a row moves a column, which comes to rest
/// on a row and tells the delegate. Rows are made only for what is in view.
@preconcurrency @MainActor
open class UIPickerView: UIView {
    /// Where the rows come from; the picker loads them again when it is set.
    open weak var dataSource: (any UIPickerViewDataSource)? {
        didSet { reloadAllComponents() }
    }
    /// How rows look and what a choice does.
    open weak var delegate: (any UIPickerViewDelegate)? {
        didSet { reloadAllComponents() }
    }
    /// Recorded: the band across the middle is always shown, as since iOS 7.
    open var showsSelectionIndicator = true

    /// A row's height when the delegate gives none, in points.
    nonisolated static let defaultRowHeight: CGFloat = 32
    /// The size of a row title's font, in points.
    nonisolated static let titleFontSize: CGFloat = 21
    /// The picker's natural size, in points, as UIKit's.
    static let naturalSize = CGSize(width: 320, height: 216)
    /// The rounding of the band's corners, in points.
    static let bandCornerRadius: CGFloat = 8
    /// Space between columns, in points.
    static let columnSpacing: CGFloat = 4
    /// How far the band across the middle is from the picker's sides, in points.
    static let bandInset: CGFloat = 8

    private var columns: [PickerColumn] = []
    /// The band behind the rows that rest in the middle.
    private let band = UIView()

    /// A picker with no columns until it has a data source; 320 × 216 points when no size is
    /// given, as in UIKit.
    public override init(frame: CGRect) {
        super.init(frame: frame.size == .zero ? CGRect(origin: frame.origin, size: Self.naturalSize) : frame)
    }

    /// A plain picker (no archives here).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func didInitialize() {
        super.didInitialize()
        band.backgroundColor = .tertiarySystemFill
        band.layer.cornerRadius = Self.bandCornerRadius
        addSubview(band)
    }

    /// 320 × 216 points; wider or narrower as constraints make it.
    open override var intrinsicContentSize: CGSize { Self.naturalSize }

    /// The width asked for (320 without one), 216 points high.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width > 0 ? size.width : Self.naturalSize.width, height: Self.naturalSize.height)
    }

    /// How many columns the picker has.
    open var numberOfComponents: Int { columns.count }

    /// How many rows a column has.
    open func numberOfRows(inComponent component: Int) -> Int {
        columns.indices.contains(component) ? columns[component].rowCount : 0
    }

    /// A column's row size: its width and row height.
    open func rowSize(forComponent component: Int) -> CGSize {
        guard columns.indices.contains(component) else { return .zero }
        return CGSize(width: columns[component].bounds.width, height: columns[component].rowHeight)
    }

    /// A row's view, if it is in view now.
    open func view(forRow row: Int, forComponent component: Int) -> UIView? {
        guard columns.indices.contains(component) else { return nil }
        return columns[component].view(forRow: row)
    }

    /// Loads every column's rows again from the data source, keeping the selections that
    /// still exist.
    open func reloadAllComponents() {
        let count = dataSource?.numberOfComponents(in: self) ?? 0
        while columns.count > count { columns.removeLast().removeFromSuperview() }
        while columns.count < count {
            let column = PickerColumn(component: columns.count, picker: self)
            columns.append(column)
            addSubview(column)
        }
        for component in columns.indices { reloadComponent(component) }
        setNeedsLayout()
    }

    /// Loads one column's rows again.
    open func reloadComponent(_ component: Int) {
        guard columns.indices.contains(component) else { return }
        let column = columns[component]
        column.rowCount = max(0, dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0)
        column.rowHeight = max(1, delegate?.pickerView(self, rowHeightForComponent: component) ?? Self.defaultRowHeight)
        column.selectedRow = column.rowCount == 0 ? -1 : min(max(column.selectedRow, 0), column.rowCount - 1)
        column.reloadRows()
        column.needsRecentring = true
        setNeedsLayout()
    }

    /// Moves a column to rest on `row`, at once or scrolling; the delegate is not told.
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        guard columns.indices.contains(component) else { return }
        let column = columns[component]
        guard (0..<column.rowCount).contains(row) else { return }
        column.selectedRow = row
        column.centre(row, animated: animated)
    }

    /// The row a column rests on; -1 when it has none.
    open func selectedRow(inComponent component: Int) -> Int {
        columns.indices.contains(component) ? columns[component].selectedRow : -1
    }

    /// Places the columns side by side, centred as a group, and the band across the middle.
    open override func layoutSubviews() {
        super.layoutSubviews()
        guard !columns.isEmpty else { return }
        let spacing = Self.columnSpacing
        let asked = columns.indices.map { delegate?.pickerView(self, widthForComponent: $0) ?? 0 }
        let free = bounds.width - spacing * CGFloat(columns.count - 1) - asked.reduce(0, +)
        let shares = CGFloat(asked.filter { $0 <= 0 }.count)
        let widths = asked.map { $0 > 0 ? $0 : max(0, free / max(shares, 1)) }
        // Centred as a group, as UIKit lays columns out.
        var x = (bounds.width - widths.reduce(0, +) - spacing * CGFloat(columns.count - 1)) / 2
        for (column, width) in zip(columns, widths) {
            column.place(in: CGRect(x: x, y: 0, width: width, height: bounds.height))
            x += width + spacing
        }
        let rowHeight = columns.map(\.rowHeight).max() ?? Self.defaultRowHeight
        band.frame = CGRect(
            x: Self.bandInset, y: (bounds.height - rowHeight) / 2, width: max(0, bounds.width - 2 * Self.bandInset),
            height: rowHeight)
    }

    /// A column came to rest on `row` after the user moved it: the delegate hears of a change
    /// (not from a column a reload took away).
    fileprivate func column(_ column: PickerColumn, cameToRestOn row: Int) {
        guard row != column.selectedRow, columns.indices.contains(column.component),
            columns[column.component] === column
        else { return }
        column.selectedRow = row
        delegate?.pickerView(self, didSelectRow: row, inComponent: column.component)
    }

    /// A row's view from the delegate, or a label of nothing without one.
    fileprivate func makeView(forRow row: Int, component: Int, reusing view: UIView?) -> UIView {
        guard let delegate else { return view ?? UILabel() }
        return delegate.pickerView(self, viewForRow: row, forComponent: component, reusing: view)
    }
}

/// One column of a picker: a scroll view of its rows, inset so that its first and last rows
/// can rest in the middle, that comes to rest with a row there.
@MainActor
final class PickerColumn: UIScrollView, UIScrollViewDelegate {
    let component: Int
    private weak var picker: UIPickerView?
    var rowCount = 0
    var rowHeight = UIPickerView.defaultRowHeight
    /// The row the column rests on; -1 for none.
    var selectedRow = 0
    /// Whether the column moves to rest on its selected row at its next placing (its rows
    /// changed).
    var needsRecentring = false
    /// The rows in view, by row: each a holder of the delegate's view, which the holder fades
    /// (the delegate's view keeps its own opacity).
    private var shown: [Int: UIView] = [:]
    /// Holders of rows that left the view, with the delegate's views in them, to reuse.
    private var spare: [UIView] = []
    /// Whether the column is scrolling to rest on a row.
    private var isSettling = false
    /// Counts the checks for rest after the wheel moved the column, so only the last acts.
    private var restCheckGeneration = 0
    /// How long after the wheel's last step the column settles, in seconds.
    static let wheelRestDelay: TimeInterval = 0.15
    /// The opacity of the rows furthest from the middle.
    static let farRowAlpha: CGFloat = 0.35

    init(component: Int, picker: UIPickerView) {
        self.component = component
        self.picker = picker
        super.init(frame: .zero)
        delegate = self
        showsVerticalScrollIndicator = false
        showsHorizontalScrollIndicator = false
        contentInsetAdjustmentBehavior = .never
        alwaysBounceVertical = true
        addGestureRecognizer(
            UITapGestureRecognizer { [weak self] tap in
                guard let self else { return }
                clicked(at: tap.location(in: self))
            })
    }

    required init?(coder: NSCoder) { fatalError("a picker column is made by its picker") }

    /// The space above the first row and below the last, so either can rest in the middle.
    private var restInset: CGFloat { max(0, (bounds.height - rowHeight) / 2) }

    /// Takes `frame`, sizes the content to the rows, and rests on the selected row when the
    /// frame or the rows changed (a motion under way stops).
    func place(in frame: CGRect) {
        let moved = self.frame != frame
        self.frame = frame
        contentSize = CGSize(width: frame.width, height: CGFloat(rowCount) * rowHeight)
        let inset = restInset
        if contentInset.top != inset { contentInset = UIEdgeInsets(top: inset, left: 0, bottom: inset, right: 0) }
        if (moved || needsRecentring) && selectedRow >= 0 && !isTracking {
            isSettling = false
            setContentOffset(offset(centring: selectedRow), animated: false)
        }
        needsRecentring = false
        showRows()
    }

    /// The content offset that rests `row` in the middle.
    private func offset(centring row: Int) -> CGPoint { CGPoint(x: 0, y: CGFloat(row) * rowHeight - restInset) }

    /// The row that rests in the middle nearest to the content offset `offset`.
    private func row(nearest offset: CGPoint) -> Int {
        let row = Int(((offset.y + restInset) / rowHeight).rounded())
        return min(max(row, 0), max(rowCount - 1, 0))
    }

    /// Rests `row` in the middle, at once or scrolling there; before the column has a height,
    /// at its first placing.
    func centre(_ row: Int, animated: Bool) {
        guard bounds.height > 0 else {
            needsRecentring = true
            return
        }
        let target = offset(centring: row)
        guard contentOffset != target else { return }
        isSettling = animated
        setContentOffset(target, animated: animated)
        showRows()
    }

    /// Forgets the rows' views: they are made again from the delegate.
    func reloadRows() {
        for view in shown.values { view.removeFromSuperview() }
        shown.removeAll()
        spare.removeAll()
        showRows()
    }

    /// The delegate's view of `row`, if it is in view.
    func view(forRow row: Int) -> UIView? { shown[row]?.subviews.first }

    /// Makes the views of the rows in view (and drops the others'), the ones further from the
    /// middle fainter.
    private func showRows() {
        guard rowCount > 0, rowHeight > 0, bounds.height > 0 else { return }
        let top = contentOffset.y
        let first = max(0, Int((top / rowHeight).rounded(.down)))
        let last = min(rowCount - 1, Int(((top + bounds.height) / rowHeight).rounded(.up)))
        for (row, view) in shown where row < first || row > last {
            view.removeFromSuperview()
            spare.append(view)
            shown[row] = nil
        }
        guard first <= last else { return }
        let middle = top + bounds.height / 2
        let reach = max(bounds.height / 2, rowHeight)
        for row in first...last {
            let holder = shown[row] ?? makeHolder(forRow: row)
            holder.frame = CGRect(x: 0, y: CGFloat(row) * rowHeight, width: bounds.width, height: rowHeight)
            let distance = abs(holder.frame.midY - middle) / reach
            holder.alpha = max(Self.farRowAlpha, 1 - (1 - Self.farRowAlpha) * min(distance, 1))
        }
    }

    /// A holder of the delegate's view of `row` (a spare one's view offered for reuse), shown.
    private func makeHolder(forRow row: Int) -> UIView {
        let holder = spare.popLast() ?? UIView()
        // Sized before the view goes in: the view follows the holder's later size changes.
        holder.frame = CGRect(x: 0, y: CGFloat(row) * rowHeight, width: bounds.width, height: rowHeight)
        let reused = holder.subviews.first
        let view = picker?.makeView(forRow: row, component: component, reusing: reused) ?? UILabel()
        if view !== reused {
            reused?.removeFromSuperview()
            holder.addSubview(view)
        }
        view.frame = holder.bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        shown[row] = holder
        addSubview(holder)
        return holder
    }

    /// A click on a row moves it to the middle, where the column rests on it.
    private func clicked(at point: CGPoint) {
        let row = Int((point.y / rowHeight).rounded(.down))
        guard (0..<rowCount).contains(row) else { return }
        if row == self.row(nearest: contentOffset) && contentOffset == offset(centring: row) {
            picker?.column(self, cameToRestOn: row)
        } else {
            centre(row, animated: true)
        }
    }

    /// A fling ends with a row in the middle.
    override func proposedTargetContentOffset(_ proposed: CGPoint, velocity: CGPoint) -> CGPoint {
        offset(centring: row(nearest: proposed))
    }

    /// Moves the column to rest on the row nearest the middle, or tells the picker it rests;
    /// not while a press holds it (its release settles it).
    private func settle() {
        guard rowCount > 0, !isTracking else { return }
        let row = row(nearest: contentOffset)
        if contentOffset == offset(centring: row) {
            isSettling = false
            picker?.column(self, cameToRestOn: row)
        } else {
            centre(row, animated: true)
        }
    }

    // MARK: - Scrolling

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        showRows()
        // The wheel moves the column with no motion to end: it settles once it stops. (Other
        // moves end in a callback.)
        guard !isTracking, !isDecelerating, !isSettling, !scroll.advanceAnimationsPending else { return }
        restCheckGeneration += 1
        let generation = restCheckGeneration
        DispatchQueue.main.asyncAfter(deadline: .now() + Self.wheelRestDelay) { [weak self] in
            MainActor.assumeIsolated {
                guard let self, generation == self.restCheckGeneration, !self.isTracking, !self.isDecelerating,
                    !self.isSettling, !self.scroll.advanceAnimationsPending
                else { return }
                self.settle()
            }
        }
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { settle() }
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { settle() }

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        isSettling = false
        settle()
    }
}
