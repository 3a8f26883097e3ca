import Cassowary

/// Exchanging items' axes in place (a stack view's new axis): checks and the exchange itself.
extension LayoutEngine {
    /// Whether the active constraints naming `items`' variables are the items' own content-size
    /// constraints and others that name them `uses` times in all (a caller's count of its own),
    /// with no active constraint broken: if so, nothing else names them, and ``exchangeAxes(of:)`` with a renaming of those
    /// constraints leaves the solver valid.
    package func canExchangeAxes(of items: [LayoutItem], namedOnlyByContentSizesAnd uses: Int) -> Bool {
        // A broken constraint of the caller's would count for one outside it.
        guard solverHoldsEveryActiveConstraint else { return false }
        var expected = uses
        var found = 0
        for item in items {
            // Each content-size constraint names one size.
            expected += item.contentSizeConstraints.count
            guard let left = solver.useCount(of: item.variables.left),
                let top = solver.useCount(of: item.variables.top),
                let width = solver.useCount(of: item.variables.width),
                let height = solver.useCount(of: item.variables.height)
            else { return false }
            found += left + top + width + height
        }
        return found == expected
    }

    /// Exchanges the items' horizontal and vertical variables, for a caller that renames the
    /// constraints naming them to match (checked by ``canExchangeAxes(of:namedOnlyByContentSizesAnd:)``).
    /// The solver is not touched: it only ever saw the variables. Each item's content-size
    /// constraints are renamed too, and take the other axis's intrinsic size and priorities:
    /// where both axes have one constraint of the same priorities (a label's), by exchanging
    /// their constants (two edits); otherwise at the next layout, from the item.
    package func exchangeAxes(of items: [LayoutItem]) {
        for item in items {
            item.exchangeAxisVariables()
            let sizes = item.contentSizeConstraints
            for constraint in sizes { constraint.exchangeAxes() }
            if sizes.count == 2, sizes[0].relation == .equal, sizes[1].relation == .equal,
                sizes[0].priority == sizes[1].priority, sizes[0].shortfallPriority == sizes[1].shortfallPriority,
                sizes[0].addedPriority == sizes[1].addedPriority
            {
                (sizes[0].constant, sizes[1].constant) = (sizes[1].constant, sizes[0].constant)
            } else {
                setNeedsContentSizeUpdate(item)
            }
        }
    }

    /// The variable's value in the solver's current solution, ahead of the next layout; nil if
    /// no active constraint names it.
    package func currentValue(of variable: Variable) -> Double? {
        solver.currentValue(of: variable)
    }
}
