extension UITableView {
    // MARK: - Selection by code (the delegate is not told, as in UIKit)

    /// The first selected row in table order; nil if none.
    public var indexPathForSelectedRow: IndexPath? { selectedPaths.min() }

    /// The selected rows, in the order selected; nil if none.
    public var indexPathsForSelectedRows: [IndexPath]? { selectedPaths.isEmpty ? nil : selectedPaths }

    /// Selects a row (nil deselects all) and scrolls to it at `scrollPosition`; the delegate is
    /// not told. Without multiple selection, the other rows are deselected.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        loadDataIfNeeded()
        guard let indexPath else {
            for path in selectedPaths { deselectRow(at: path, animated: animated) }
            return
        }
        guard let index = geometry.itemIndex(of: indexPath), allowsSelection || allowsMultipleSelection else { return }
        if !allowsMultipleSelection {
            for path in selectedPaths where path != indexPath { deselectRow(at: path, animated: animated) }
        }
        if !selectedPaths.contains(indexPath) { selectedPaths.append(indexPath) }
        cellForRow(at: indexPath)?.setSelected(true, animated: animated)
        if scrollPosition != .none {
            geometry.updateTops()
            scroll(toItem: index, at: scrollPosition, animated: animated)
        }
    }

    /// Deselects a row; the delegate is not told.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        guard let position = selectedPaths.firstIndex(of: indexPath) else { return }
        selectedPaths.remove(at: position)
        cellForRow(at: indexPath)?.setSelected(false, animated: animated)
    }

    // MARK: - Selection by the user

    /// A touch on a row highlights it, if the delegate agrees.
    func touchBegan(_ touches: Set<UITouch>) {
        guard let touch = touches.first, allowsSelection || allowsMultipleSelection,
            let path = touchedCellRow(touch),
            tableDelegate?.tableView(self, shouldHighlightRowAt: path) ?? true
        else { return }
        touchedRow = path
        cellForRow(at: path)?.setHighlighted(true, animated: false)
        tableDelegate?.tableView(self, didHighlightRowAt: path)
    }

    /// The row of the cell the touch began in; nil for a touch on a header, a footer, a cell
    /// that takes no touches (the table got it) or the space between.
    private func touchedCellRow(_ touch: UITouch) -> IndexPath? {
        var view = touch.view
        while let current = view, current !== self {
            if let cell = current as? UITableViewCell, cell.superview === self { return indexPath(for: cell) }
            view = current.superview
        }
        return nil
    }

    /// A touch that leaves its row's rectangle lets the row go.
    func touchMoved(_ touches: Set<UITouch>) {
        guard let touched = touchedRow, let touch = touches.first else { return }
        if indexPathForRow(at: touch.location(in: self)) != touched { releaseTouchedRow() }
    }

    /// A touch lifted on the row it began on selects it (or, with multiple selection, toggles it).
    func touchEnded() {
        guard let path = touchedRow else { return }
        releaseTouchedRow()
        if allowsMultipleSelection && selectedPaths.contains(path) {
            userDeselect(path)
        } else {
            userSelect(path)
        }
    }

    /// The touch ended or a drag took it: the row goes back to how it was.
    func releaseTouchedRow() {
        guard let path = touchedRow else { return }
        touchedRow = nil
        cellForRow(at: path)?.setHighlighted(false, animated: false)
        tableDelegate?.tableView(self, didUnhighlightRowAt: path)
    }

    /// The user's selection: the delegate may redirect or refuse it; without multiple selection
    /// the rows selected before are deselected (the delegate told) first.
    private func userSelect(_ path: IndexPath) {
        let delegate = tableDelegate
        let proposed: IndexPath? = if let delegate { delegate.tableView(self, willSelectRowAt: path) } else { path }
        guard let target = proposed, geometry.itemIndex(of: target) != nil
        else { return }
        if !allowsMultipleSelection {
            for other in selectedPaths where other != target { userDeselect(other) }
        }
        if !selectedPaths.contains(target) { selectedPaths.append(target) }
        cellForRow(at: target)?.setSelected(true, animated: false)
        delegate?.tableView(self, didSelectRowAt: target)
    }

    private func userDeselect(_ path: IndexPath) {
        let delegate = tableDelegate
        let proposed: IndexPath? = if let delegate { delegate.tableView(self, willDeselectRowAt: path) } else { path }
        guard let target = proposed, selectedPaths.contains(target)
        else { return }
        deselectRow(at: target, animated: false)
        delegate?.tableView(self, didDeselectRowAt: target)
    }
}
