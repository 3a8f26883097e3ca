extension UICollectionView {
    // MARK: - Selection by code (the delegate is not told, as in UIKit)

    /// The selected items, in the order selected; nil if none.
    public var indexPathsForSelectedItems: [IndexPath]? { selectedPaths.isEmpty ? nil : selectedPaths }

    /// Selects an item (nil deselects all) and scrolls to it at `scrollPosition`; the delegate is
    /// not told. Without multiple selection, the other items are deselected.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        loadDataIfNeeded()
        guard let indexPath else {
            for path in selectedPaths { deselectItem(at: path, animated: animated) }
            return
        }
        guard isValidItem(indexPath), allowsSelection || allowsMultipleSelection else { return }
        if !allowsMultipleSelection {
            for path in selectedPaths where path != indexPath { deselectItem(at: path, animated: animated) }
        }
        if !selectedPaths.contains(indexPath) { selectedPaths.append(indexPath) }
        cellForItem(at: indexPath)?.isSelected = true
        if scrollPosition != .none { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects an item; the delegate is not told.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        guard let position = selectedPaths.firstIndex(of: indexPath) else { return }
        selectedPaths.remove(at: position)
        cellForItem(at: indexPath)?.isSelected = false
    }

    // MARK: - Selection by the user

    /// A touch on an item highlights it, if the delegate agrees.
    func touchBegan(_ touches: Set<UITouch>) {
        guard let touch = touches.first, allowsSelection || allowsMultipleSelection,
            let path = touchedCellItem(touch),
            collectionDelegate?.collectionView(self, shouldHighlightItemAt: path) ?? true
        else { return }
        touchedItem = path
        cellForItem(at: path)?.isHighlighted = true
        collectionDelegate?.collectionView(self, didHighlightItemAt: path)
    }

    /// The item of the cell the touch began in; nil for a touch on a header, a footer, a cell
    /// that takes no touches (the collection view got it) or the space between.
    private func touchedCellItem(_ touch: UITouch) -> IndexPath? {
        var view = touch.view
        while let current = view, current !== self {
            if let cell = current as? UICollectionViewCell, cell.superview === self { return indexPath(for: cell) }
            view = current.superview
        }
        return nil
    }

    /// A touch that leaves its item's rectangle lets the item go.
    func touchMoved(_ touches: Set<UITouch>) {
        guard let touched = touchedItem, let touch = touches.first else { return }
        if indexPathForItem(at: touch.location(in: self)) != touched { releaseTouchedItem() }
    }

    /// A touch lifted on the item it began on selects it (or, with multiple selection, toggles
    /// it); in UIKit's order: unhighlight, then the selection.
    func touchEnded() {
        guard let path = touchedItem else { return }
        releaseTouchedItem()
        if allowsMultipleSelection && selectedPaths.contains(path) {
            userDeselect(path)
        } else {
            userSelect(path)
        }
    }

    /// The touch ended or a drag took it: the item goes back to how it was.
    func releaseTouchedItem() {
        guard let path = touchedItem else { return }
        touchedItem = nil
        cellForItem(at: path)?.isHighlighted = false
        collectionDelegate?.collectionView(self, didUnhighlightItemAt: path)
    }

    /// The user's selection, if the delegate agrees; without multiple selection the items
    /// selected before are deselected (the delegate told) first. An item selected already stays so.
    private func userSelect(_ path: IndexPath) {
        let delegate = collectionDelegate
        guard isValidItem(path), delegate?.collectionView(self, shouldSelectItemAt: path) ?? true else { return }
        if !allowsMultipleSelection {
            for other in selectedPaths where other != path {
                deselectItem(at: other, animated: false)
                delegate?.collectionView(self, didDeselectItemAt: other)
            }
        }
        if !selectedPaths.contains(path) { selectedPaths.append(path) }
        cellForItem(at: path)?.isSelected = true
        delegate?.collectionView(self, didSelectItemAt: path)
    }

    /// A click on a selected item with multiple selection deselects it, if the delegate agrees.
    private func userDeselect(_ path: IndexPath) {
        let delegate = collectionDelegate
        guard delegate?.collectionView(self, shouldDeselectItemAt: path) ?? true else { return }
        deselectItem(at: path, animated: false)
        delegate?.collectionView(self, didDeselectItemAt: path)
    }
}
