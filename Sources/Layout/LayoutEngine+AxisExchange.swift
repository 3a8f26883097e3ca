import Cassowary

/// Exchanging items' axes in place (a stack view's new axis): checks and the exchange itself.
extension LayoutEngine {
    /// Whether the active constraints naming `items`' variables are the items' own content-size
    /// constraints and others that name them `uses` times in all (a caller's count of its own),
    /// with no active constraint broken: if so, nothing else names them, and
    /// ``exchangeAxisVariables(of:)`` with a renaming of those constraints leaves the solver valid.
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

    /// Exchanges the items' horizontal and vertical variables (and their last values, so a
    /// frame read before the next layout is still the old one), for a caller that renames the
    /// constraints naming them to match (checked by ``canExchangeAxes(of:namedOnlyByContentSizesAnd:)``),
    /// and renames the items' content-size constraints. The solver is not touched: it only ever
    /// saw the variables. ``exchangeContentSizes(of:)`` follows, once every constraint is renamed.
    package func exchangeAxisVariables(of items: [LayoutItem]) {
        for item in items {
            item.exchangeAxisVariables()
            // By index, in place: a copy of the list to iterate would retain each of its parts.
            for index in 0..<item.contentSizeConstraints.count { item.contentSizeConstraints[index].exchangeAxes() }
        }
    }

    /// After ``exchangeAxisVariables(of:)`` and the caller's renaming: each item's content-size
    /// constraints take the other axis's intrinsic size and priorities. Where both axes have one
    /// constraint of the same priorities (a label's: optional), their constants are exchanged
    /// (two edits). The others go, and are made again at the next layout: one of them may be a
    /// required size of the old axis, which the caller's move of the items' sizes to the new
    /// one must not meet, and the new axis's must come after that move.
    package func exchangeContentSizes(of items: [LayoutItem]) {
        for item in items {
            // Read in place (see `exchangeAxisVariables(of:)`).
            if let (width, height) = item.contentSizeConstraints.pair, width.isEquality, height.isEquality,
                width.priority == height.priority, width.shortfallPriority == height.shortfallPriority,
                width.addedPriority == height.addedPriority
            {
                let widthConstant = width.constant
                width.constant = height.constant
                height.constant = widthConstant
            } else if !item.contentSizeConstraints.isEmpty {
                for constraint in item.contentSizeConstraints { deactivate(constraint) }
                item.contentSizeConstraints = ContentSizeConstraints()
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
