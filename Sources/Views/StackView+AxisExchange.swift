import Geometry
import Layout

/// A new axis without rebuilding: the arranged items exchange their horizontal and vertical
/// variables, so that every constraint among the items (spacing, alignment, hiding: nearly all
/// of a large stack's) stays in the solver as it is, renamed. Only the constraints with the
/// container are replaced.
extension StackView {
    /// Changes ``axis`` to `newAxis` by exchanging the items' axes, activating `newConstraint`
    /// and deactivating `oldConstraint` on the way (a scrolling stack's cross-size constraint).
    /// Returns false if it cannot, having changed nothing but let go of the pin of an earlier
    /// exchange that no layout followed: when something outside the stack's own constraints
    /// names an item's variables (a user constraint, a subview pinned to a row), when a
    /// constraint names a baseline or the alignment is by baselines, when a change waits for an
    /// update, or before the first update.
    ///
    /// The order keeps the solver's work local. With fill alignment every item's cross size is
    /// one value, tied by the alignment constraints; were it free for a moment, the solver would
    /// walk it past every item's intrinsic size, one pivot each, through a column as long as the
    /// stack. So a required pin holds it to the container's new cross size, offset by the
    /// current difference, before its old connections go; the pin's constant is then edited to
    /// 0, which moves the value in one step, and the pin goes once the next update has
    /// connected the items to the container again. The container's new cross size is free
    /// when the pin arrives: its along-axis connections go first.
    func exchangeAxes(
        to newAxis: Axis, adding newConstraint: LayoutConstraint?, removing oldConstraint: LayoutConstraint?
    ) -> Bool {
        let items = arrangedSubviews
        // Baseline alignment leaves the items' place across the axis to the solver (UIKit does
        // not define it): rebuilt, they take the place a fresh stack gives them.
        // Baseline-relative spacing names baselines along a vertical axis only. And the table
        // must describe the configuration as it is: no change may be waiting for an update.
        guard newAxis != axis, !installed.isEmpty, !items.isEmpty, alignment != .firstBaseline,
            alignment != .lastBaseline, !isBaselineRelativeArrangement, !needsFullUpdate
        else { return false }
        // A pin of an exchange that no layout has followed yet: it names an item, so it goes
        // first (its items' cross size may then move freely for a moment).
        releaseAxisExchangePin()
        let engine = layoutEngine
        let container: LayoutItem = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
        // The stack's own items (not arranged): constraints naming one are replaced.
        var ownIdentities: Set<UInt> = [ConstraintSpec.identity(self), ConstraintSpec.identity(container)]
        if let madeSpanner { ownIdentities.insert(ConstraintSpec.identity(madeSpanner)) }
        for guide in gapGuides { ownIdentities.insert(ConstraintSpec.identity(guide)) }
        let own = ItemFilter(identities: ownIdentities)
        // The constraints with the container go, the others stay (renamed). The uses of the
        // items' variables the dictionary's constraints make are counted from their keys.
        var alongContainer: [ConstraintSpec.Key] = []
        var acrossContainer: [ConstraintSpec.Key] = []
        var uses = 0
        let alongAttributes = AxisAttributes(.horizontal)  // keys name attributes as a row would
        for key in installed.keyed.keys {
            guard let firstUses = key.axisRelativeFirstAttribute.variableCount,
                let secondUses = key.axisRelativeSecondAttribute.variableCount
            else { return false }
            let firstIsOwn = own.matches(key.first, 0)
            let secondIsOwn = own.matches(key.second, 0)
            if !firstIsOwn { uses += firstUses }
            if key.second != 0 && !secondIsOwn { uses += secondUses }
            guard firstIsOwn || secondIsOwn else {
                guard key.hasAxisCounterparts else { return false }
                continue
            }
            if alongAttributes.contains(key.axisRelativeFirstAttribute) {
                alongContainer.append(key)
            } else {
                acrossContainer.append(key)
            }
        }
        // The slots' constraints name two arranged items each (see ``ConstraintSpec/Slot``).
        for entry in installed.slots {
            guard let constraint = entry?.constraint else { continue }
            guard let firstUses = constraint.firstAttribute.variableCount,
                let secondUses = constraint.secondAttribute?.variableCount,
                constraint.firstAttribute.axisCounterpart != nil, constraint.secondAttribute?.axisCounterpart != nil
            else { return false }
            uses += firstUses + secondUses
        }
        guard engine.canExchangeAxes(of: items, namedOnlyByContentSizesAnd: uses) else { return false }

        for key in alongContainer { retire(installed.keyed.removeValue(forKey: key)!.retained) }
        newConstraint?.isActive = true
        let pin = alignment == .fill ? pinCrossSize(of: items[0], to: container, in: engine) : nil
        oldConstraint?.isActive = false
        for key in acrossContainer { retire(installed.keyed.removeValue(forKey: key)!.retained) }

        // Every variable and name first, then the solver's edits: a recovery from a solver
        // failure rebuilds from the constraints' names.
        engine.exchangeAxisVariables(of: items)
        for entry in installed.entries { entry.constraint.exchangeAxes() }
        pin?.exchangeAxes(first: true, second: false)
        axisExchangePin = pin
        isExchangingAxes = true
        axis = newAxis
        isExchangingAxes = false
        engine.exchangeContentSizes(of: items)
        pin?.constant = 0
        // Proportional lengths may be equal ones along the other axis (no intrinsic lengths
        // there): constraints among the items that differ, so the next update compares all.
        // (A pending change of visibility makes the next update compare all by itself.)
        if distribution == .fillProportionally {
            invalidateArrangement()
        } else {
            containerFilterAfterExchange = own
            setNeedsUpdateConstraints()
        }
        axisExchangeCount += 1
        return true
    }

    /// Pins `first`'s size across the current axis to the container's size along it, at their
    /// current difference: a required constraint that changes nothing yet (see
    /// ``exchangeAxes(to:adding:removing:)``).
    private func pinCrossSize(of first: LayoutItem, to container: LayoutItem, in engine: LayoutEngine)
        -> LayoutConstraint
    {
        let vertical = axis == .vertical
        let crossSize = vertical ? first.variables.width : first.variables.height
        let containerSize = vertical ? container.variables.height : container.variables.width
        let difference =
            (engine.currentValue(of: crossSize) ?? crossSize.value)
            - (engine.currentValue(of: containerSize) ?? containerSize.value)
        let pin = LayoutConstraint(
            first, vertical ? .width : .height, .equal, container, vertical ? .height : .width, constant: difference,
            identifier: "SV-axis-exchange")
        pin.isSystem = true
        engine.activate(generated: pin)
        return pin
    }

    /// Deactivates the pin of an axis exchange, once an update has connected the items to the
    /// container along the new axis.
    func releaseAxisExchangePin() {
        guard let pin = axisExchangePin else { return }
        axisExchangePin = nil
        pin.isActive = false
    }
}

extension AxisAttributes {
    /// Whether `attribute` is one of this axis's.
    func contains(_ attribute: LayoutAttribute) -> Bool {
        attribute == leading || attribute == trailing || attribute == size || attribute == center
    }
}
