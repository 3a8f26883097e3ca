import Geometry
import Layout
import Rendering

/// UIKit's constraint catalogue: what a stack view installs for its configuration.
extension StackView {
    /// The spacing before hiding rules, for the gap after item `index`.
    func baseSpacing(after index: Int) -> Double {
        func resolve(_ value: Double, fallback: Double) -> Double {
            if value == StackView.spacingUseSystem { return StackView.systemSpacing }
            if value == StackView.spacingUseDefault { return fallback }
            return value
        }
        let general = resolve(spacing, fallback: 0)
        // Most stacks have no custom spacing: no hashing per item for them.
        guard !customSpacings.isEmpty, let custom = customSpacings[ObjectIdentifier(arrangedSubviews[index])] else {
            return general
        }
        return resolve(custom, fallback: general)
    }

    func gapGuide(_ index: Int) -> LayoutGuide {
        while gapGuides.count <= index {
            let guide = LayoutGuide(identifier: "\(name).SV-gap-\(gapGuides.count)")
            addLayoutGuide(guide)
            gapGuides.append(guide)
        }
        return gapGuides[index]
    }

    /// `.fill`: equal hugging or resistance priorities leave the solver free to give the slack
    /// to any item. Like fillProportionally's 999, 998, …, earlier items win: each item weakly
    /// prefers its intrinsic size, by a weight that falls with its index, so later items absorb
    /// extra space and give way first. The weights (1…1.5, weak tier) sit far below hugging
    /// (250) and do not change when items are hidden or appended. They are added to the items'
    /// content-size constraints (``LayoutItem/fillOrderPriority``) instead of being one more
    /// constraint per item, on both axes: across the axis items do not compete for slack, so
    /// they change nothing there, and a new axis leaves them as they are.
    /// Set when items are arranged, not during layout, so that an item's content-size
    /// constraints are made with their weight rather than re-made.
    func applyFillOrder(from start: Int = 0) {
        for index in start..<arrangedSubviews.count {
            arrangedSubviews[index].fillOrderPriority =
                distribution == .fill ? StackPriority.fillOrder(index) : nil
        }
    }

    /// UIKit's constraint catalogue for the current configuration: the constraints a
    /// `UIStackView` installs for its axis, distribution, alignment, spacing and hidden views.
    /// With `onlyAround`, only the constraints that name one of those items.
    /// With `sink`, each spec goes to it as it is made and none is kept (the result is empty).
    func makeConstraintSpecs(
        onlyAround: ItemFilter? = nil, sink: ((ConstraintSpec) -> Void)? = nil
    ) -> [ConstraintSpec] {
        let items = arrangedSubviews
        // The fill distributions with fill alignment make three per item, and a few more.
        var specs = SpecList(onlyAround: onlyAround, expected: sink == nil ? 3 * items.count + 8 : 0, sink: sink)
        guard !items.isEmpty else { return [] }
        let container: LayoutItem = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
        let along = AxisAttributes(axis)
        let across = AxisAttributes(axis == .horizontal ? .vertical : .horizontal)
        let visible = StackView.visibleIndices(of: items)

        // Along the axis.
        switch distribution {
        case .fill, .fillEqually, .fillProportionally:
            addFillChain(&specs, items: items, visible: visible, container: container, along: along)
        case .equalSpacing, .equalCentering:
            addEqualDistribution(&specs, items: items, visible: visible, container: container, along: along)
        }
        for index in items.indices where items[index].isHidden {
            specs.add(.hiding, items[index], along.size, .equal, nil, along.size, constant: 0)
        }

        // Across the axis.
        addAlignment(&specs, items: items, visible: visible, container: container, across: across, along: along)
        return specs.specs
    }

    /// The indices of the items that are not hidden, in order. A loop, not `filter`: a closure
    /// in main-actor code checks its isolation on every call, a cost per item of a large stack.
    static func visibleIndices(of items: [View]) -> [Int] {
        var visible: [Int] = []
        visible.reserveCapacity(items.count)
        for index in items.indices where !items[index].isHidden { visible.append(index) }
        return visible
    }

    private func addFillChain(
        _ specs: inout SpecList, items: [View], visible: [Int], container: LayoutItem, along: AxisAttributes
    ) {
        specs.add(.canvasConnection, container, along.leading, .equal, items[0], along.leading)
        specs.add(.canvasConnection, items[items.count - 1], along.trailing, .equal, container, along.trailing)
        let firstVisible = visible.first ?? items.count
        let lastVisible = visible.last ?? -1
        var totalGap = 0.0
        for index in 0..<(items.count - 1) {
            let (previous, next) = (items[index], items[index + 1])
            let gap: Double
            if index + 1 <= firstVisible || index >= lastVisible {
                gap = 0  // before the first visible item or after the last one
            } else {
                // Each hidden end of the pair takes half of the spacing with it, as in UIKit. Two
                // hidden neighbours therefore get 0; UIKit's bug that leaves a full spacing between
                // them when they precede a visible view ([H,H,V]) is deliberately not copied.
                let hiddenEnds = (previous.isHidden ? 1.0 : 0) + (next.isHidden ? 1.0 : 0)
                let base = baseSpacing(after: index)
                gap = base - base / 2 * hiddenEnds
            }
            totalGap += gap
            if isBaselineRelativeArrangement && axis == .vertical && !previous.isHidden && !next.isHidden {
                specs.add(
                    .spacing, next, .firstBaseline, .equal, previous, .lastBaseline, constant: gap,
                    slot: (.spacingBefore, index + 1))
            } else {
                specs.add(
                    .spacing, next, along.leading, .equal, previous, along.trailing, constant: gap,
                    slot: (.spacingBefore, index + 1))
            }
        }
        guard let first = visible.first else { return }
        switch distribution {
        case .fill:
            break  // the fill order is a weight on each item's size (see applyFillOrder)
        case .fillEqually:
            for index in visible.dropFirst() {
                specs.add(.fillEqually, items[index], along.size, .equal, items[first], along.size)
            }
        case .fillProportionally:
            let lengths = visible.map { index -> Double in
                let size = items[index].intrinsicContentSize
                return max(0, axis == .horizontal ? size.width : size.height)
            }
            let total = lengths.reduce(0, +)
            if total <= 0 {
                for index in visible.dropFirst() {
                    specs.add(.fillEqually, items[index], along.size, .equal, items[first], along.size)
                }
                return
            }
            // Deliberately not UIKit's bug (radar 34595752): the spacing is taken out before the
            // split, so the proportions hold with spacing > 0 and the last item is not stretched.
            for (order, (index, length)) in zip(visible, lengths).enumerated() {
                let share = length / total
                specs.add(
                    .fillProportionally, items[index], along.size, .equal, container, along.size,
                    multiplier: share, constant: -share * totalGap,
                    priority: StackPriority.fillProportionally(order))
            }
        default:
            break
        }
    }

    private func addEqualDistribution(
        _ specs: inout SpecList, items: [View], visible: [Int], container: LayoutItem, along: AxisAttributes
    ) {
        guard let first = visible.first, let last = visible.last else {
            specs.add(.canvasConnection, container, along.size, .equal, nil, along.size, constant: 0)
            for item in items {
                specs.add(.spacing, item, along.leading, .equal, container, along.leading)
            }
            return
        }
        specs.add(.canvasConnection, container, along.leading, .equal, items[first], along.leading)
        specs.add(.canvasConnection, items[last], along.trailing, .equal, container, along.trailing)
        specs.add(
            .canvasFit, container, along.size, .equal, nil, along.size, constant: 0, priority: StackPriority.canvasFit)
        let centering = distribution == .equalCentering
        for (gapIndex, (index, nextIndex)) in zip(visible, visible.dropFirst()).enumerated() {
            let (previous, next) = (items[index], items[nextIndex])
            specs.add(
                .spacing, next, along.leading, .greaterThanOrEqual, previous, along.trailing,
                constant: baseSpacing(after: index), slot: (.spacingBefore, nextIndex))
            let guide = gapGuide(gapIndex)
            let edge = centering ? along.center : along.trailing
            let nextEdge = centering ? along.center : along.leading
            specs.add(.distributingEdge, guide, along.leading, .equal, previous, edge)
            specs.add(.distributingEdge, guide, along.trailing, .equal, next, nextEdge)
            if gapIndex > 0 {
                specs.add(
                    .fillEqually, guide, along.size, .equal, gapGuide(0), along.size,
                    priority: centering ? StackPriority.equalCentering : .required)
            }
        }
        // Hidden items sit, collapsed, right after the visible item before them.
        var previousVisible: Int?
        for index in items.indices {
            if !items[index].isHidden {
                previousVisible = index
                continue
            }
            if let previousVisible {
                specs.add(
                    .spacing, items[index], along.leading, .equal, items[previousVisible], along.trailing,
                    slot: (.spacingBefore, index))
            } else {
                specs.add(.spacing, items[index], along.leading, .equal, container, along.leading)
            }
        }
    }

    private func addAlignment(
        _ specs: inout SpecList, items: [View], visible: [Int], container: LayoutItem, across: AxisAttributes,
        along: AxisAttributes
    ) {
        let first = items[0]
        if alignment == .fill {
            specs.add(.canvasConnection, container, across.leading, .equal, first, across.leading)
            specs.add(.canvasConnection, first, across.trailing, .equal, container, across.trailing)
            for index in 1..<items.count {
                specs.add(
                    .alignment, first, across.leading, .equal, items[index], across.leading,
                    slot: (.firstAlignment, index))
                specs.add(
                    .alignment, first, across.trailing, .equal, items[index], across.trailing,
                    slot: (.secondAlignment, index))
            }
            return
        }
        let isBaseline = alignment == .firstBaseline || alignment == .lastBaseline
        if alignment == .center && items.count == 1 {
            specs.add(.canvasConnection, container, across.leading, .lessThanOrEqual, first, across.leading)
            specs.add(.canvasConnection, first, across.trailing, .lessThanOrEqual, container, across.trailing)
            specs.add(.canvasConnection, container, across.center, .equal, first, across.center)
            specs.add(
                .canvasFit, container, across.size, .equal, nil, across.size, constant: 0,
                priority: StackPriority.canvasFit)
            specs.add(
                .ambiguitySuppression, first, across.size, .equal, nil, across.size,
                priority: StackPriority.ambiguitySuppression)
            return
        }
        // Items align to the first one, except baselines in a vertical stack (not defined by
        // UIKit; like Arranged, the items are then held only by the spanner).
        let attribute: LayoutAttribute? =
            switch alignment {
            case .leading: across.leading
            case .trailing: across.trailing
            case .center: across.center
            case .firstBaseline: axis == .horizontal ? .firstBaseline : nil
            case .lastBaseline: axis == .horizontal ? .lastBaseline : nil
            case .fill: nil
            }
        if let attribute {
            for index in 1..<items.count {
                specs.add(.alignment, first, attribute, .equal, items[index], attribute, slot: (.firstAlignment, index))
            }
        }
        let guide = spanner
        for index in visible {
            let item = items[index]
            switch alignment {
            case .leading:
                specs.add(
                    .spanningBoundary, guide, across.leading, .equal, item, across.leading,
                    priority: StackPriority.spanningEdge)
                specs.add(.spanningBoundary, guide, across.trailing, .greaterThanOrEqual, item, across.trailing)
            case .trailing:
                specs.add(.spanningBoundary, guide, across.leading, .lessThanOrEqual, item, across.leading)
                specs.add(
                    .spanningBoundary, guide, across.trailing, .equal, item, across.trailing,
                    priority: StackPriority.spanningEdge)
            default:
                specs.add(.spanningBoundary, guide, across.leading, .lessThanOrEqual, item, across.leading)
                specs.add(.spanningBoundary, guide, across.trailing, .greaterThanOrEqual, item, across.trailing)
            }
        }
        switch alignment {
        case .leading:
            specs.add(.canvasConnection, container, across.leading, .equal, first, across.leading)
            specs.add(.canvasConnection, guide, across.trailing, .equal, container, across.trailing)
        case .trailing:
            specs.add(.canvasConnection, container, across.leading, .equal, guide, across.leading)
            specs.add(.canvasConnection, first, across.trailing, .equal, container, across.trailing)
        case .center:
            specs.add(.canvasConnection, container, across.leading, .equal, guide, across.leading)
            specs.add(.canvasConnection, guide, across.trailing, .equal, container, across.trailing)
            specs.add(.canvasConnection, container, across.center, .equal, first, across.center)
        case .lastBaseline where axis == .horizontal:
            specs.add(.canvasConnection, container, across.leading, .equal, guide, across.leading)
            specs.add(.canvasConnection, container, across.trailing, .greaterThanOrEqual, first, across.trailing)
        default:
            specs.add(.canvasConnection, container, across.leading, .equal, guide, across.leading)
            specs.add(.canvasConnection, guide, across.trailing, .equal, container, across.trailing)
        }
        specs.add(.spanningFit, guide, across.size, .equal, nil, across.size, priority: StackPriority.spanningFit)
        for item in items {
            specs.add(
                .ambiguitySuppression, item, across.size, .equal, nil, across.size,
                priority: StackPriority.ambiguitySuppression)
        }
        if isBaseline && axis == .horizontal {
            specs.add(.canvasFit, container, across.size, .equal, nil, across.size, priority: StackPriority.canvasFit)
            // Above compression resistance; UIKit's trigger is undocumented, and on every item it
            // would force equal widths. It exists to give wrapping text a width, so only
            // multi-line labels get it (our decision).
            let share = 1.0 / Double(max(1, items.count))
            for item in items where (item as? Label)?.numberOfLines != 1 && item is Label {
                specs.add(
                    .textWidthDisambiguation, item, along.size, .equal, container, along.size,
                    multiplier: share, priority: StackPriority.textWidthDisambiguation)
            }
        }
    }
}

/// The priorities of the generated constraints, UIKit's where it has them.
enum StackPriority {
    /// The container hugs its content along an axis where nothing else sizes it (UIKit's
    /// `SV-canvas-fit`): just below `fittingSizeLevel`, so any real constraint wins.
    static let canvasFit: LayoutPriority = 49
    /// The gaps of `.equalCentering` stay equal unless that is impossible (UIKit's value).
    static let equalCentering: LayoutPriority = 149
    /// Pins an item's size across the axis when nothing else does, below everything else.
    static let ambiguitySuppression: LayoutPriority = 25
    /// The alignment spanner's edge on the aligned side: just below required, so a required
    /// size of the item wins over the alignment.
    static let spanningEdge: LayoutPriority = 999.5
    /// The alignment spanner shrinks to its items (UIKit's `SV-spanning-fit`).
    static let spanningFit: LayoutPriority = 51
    /// Gives multi-line labels in a baseline-aligned row a width: above compression
    /// resistance (750) so the text wraps rather than widening the stack.
    static let textWidthDisambiguation: LayoutPriority = 760

    /// `.fill`: each item weakly prefers its intrinsic size, by a weight that falls with its
    /// index (1.5, 1.33, …, towards 1; see ``StackView/applyFillOrder(from:)``).
    static func fillOrder(_ index: Int) -> LayoutPriority {
        LayoutPriority(Float(1 + 1 / Double(index + 2)))
    }

    /// `.fillProportionally`: 999, 998, … for the visible items in order (never below 251, so
    /// above hugging), as UIKit numbers them; earlier items win ties.
    static func fillProportionally(_ order: Int) -> LayoutPriority {
        LayoutPriority(Float(max(251, 999 - order)))
    }
}

/// The attributes of one axis: leading edge, trailing edge, size, centre.
struct AxisAttributes {
    let leading: LayoutAttribute
    let trailing: LayoutAttribute
    let size: LayoutAttribute
    let center: LayoutAttribute

    init(_ axis: Axis) {
        if axis == .horizontal {
            (leading, trailing, size, center) = (.leading, .trailing, .width, .centerX)
        } else {
            (leading, trailing, size, center) = (.top, .bottom, .height, .centerY)
        }
    }
}

/// The kinds of constraint a stack generates, named by UIKit's identifiers (`SV-…`).
enum StackConstraintRole: UInt8, CaseIterable {
    case alignment
    case ambiguitySuppression
    case canvasConnection
    case canvasFit
    case distributingEdge
    case fillEqually
    case fillProportionally
    case hiding
    case spacing
    case spanningBoundary
    case spanningFit
    case textWidthDisambiguation

    /// The identifier each constraint of this role carries, one box for all of them.
    var identifier: ConstraintIdentifier { StackConstraintRole.identifiers[Int(rawValue)] }

    private static let identifiers = allCases.map { ConstraintIdentifier($0.identifierText) }

    private var identifierText: String {
        switch self {
        case .alignment: "SV-alignment"
        case .ambiguitySuppression: "SV-ambiguity-suppression"
        case .canvasConnection: "SV-canvas-connection"
        case .canvasFit: "SV-canvas-fit"
        case .distributingEdge: "SV-distributing-edge"
        case .fillEqually: "SV-fill-equally"
        case .fillProportionally: "SV-fill-proportionally"
        case .hiding: "SV-hiding"
        case .spacing: "SV-spacing"
        case .spanningBoundary: "SV-spanning-boundary"
        case .spanningFit: "SV-spanning-fit"
        case .textWidthDisambiguation: "SV-text-width-disambiguation"
        }
    }
}

/// A constraint a container wants, compared by everything but its constant.
struct ConstraintSpec {
    /// Everything but the constant: the key of a constraint without a slot in the stack's
    /// table (``InstalledConstraintTable/keyed``). Plain values only, 32 bytes.
    ///
    /// Attributes are relative to the stack's axis: a vertical stack's are stored as their
    /// horizontal counterparts (``LayoutAttribute/axisCounterpart``), so a constraint whose
    /// items exchanged their axes (``StackView/exchangeAxes(to:adding:removing:)``) keeps its
    /// key. Any other change of axis must therefore empty the table first.
    struct Key: Hashable {
        /// The items' identities (``ConstraintSpec/identity(_:)``); the second is 0 for none.
        let first: UInt
        let second: UInt
        let multiplier: Double
        let priority: Float
        /// The role, the two attributes and the relation, a byte each.
        let packedKinds: UInt32

        init(
            role: StackConstraintRole, first: LayoutItem, firstAttribute: LayoutAttribute, relation: LayoutRelation,
            second: LayoutItem?, secondAttribute: LayoutAttribute, multiplier: Double, priority: Float, axis: Axis
        ) {
            self.first = ConstraintSpec.identity(first)
            self.second = ConstraintSpec.identity(second)
            self.multiplier = multiplier
            self.priority = priority
            let firstCode = Key.code(of: firstAttribute, along: axis)
            let secondCode = Key.code(of: secondAttribute, along: axis)
            packedKinds =
                UInt32(role.rawValue) | firstCode << 8 | secondCode << 16 | UInt32(relation.rawValue + 1) << 24
        }

        /// The attribute as a horizontal stack would name it (see ``Key``).
        private static func code(of attribute: LayoutAttribute, along axis: Axis) -> UInt32 {
            let relative = axis == .vertical ? attribute.axisCounterpart ?? attribute : attribute
            return UInt32(relative.rawValue)
        }

        /// The first item's attribute, as a horizontal stack would name it.
        var axisRelativeFirstAttribute: LayoutAttribute {
            LayoutAttribute(rawValue: Int(packedKinds >> 8 & 0xFF))!
        }

        /// The second item's attribute, as a horizontal stack would name it (the first's again
        /// for a constraint with a constant only).
        var axisRelativeSecondAttribute: LayoutAttribute {
            LayoutAttribute(rawValue: Int(packedKinds >> 16 & 0xFF))!
        }

        /// Whether both attributes have a counterpart on the other axis.
        var hasAxisCounterparts: Bool {
            axisRelativeFirstAttribute.axisCounterpart != nil && axisRelativeSecondAttribute.axisCounterpart != nil
        }

        /// The items and the small fields: multiplier and priority rarely tell keys apart, so
        /// they are left to `==`.
        func hash(into hasher: inout Hasher) {
            hasher.combine(first)
            hasher.combine(second)
            hasher.combine(packedKinds)
        }
    }

    /// An item's identity as a number, 0 for none.
    static func identity(_ item: LayoutItem?) -> UInt {
        item.map { UInt(bitPattern: ObjectIdentifier($0)) } ?? 0
    }

    // The key's fields, once each: a large stack's update holds a spec per constraint at once.
    let role: StackConstraintRole
    let firstAttribute: LayoutAttribute
    let relation: LayoutRelation
    let secondAttribute: LayoutAttribute
    /// Its index in ``InstalledConstraintTable/slots``, or -1 for the table's dictionary.
    let slot: Int32
    /// Unretained: specs live only during an update, while the stack holds these items.
    unowned(unsafe) let first: LayoutItem
    unowned(unsafe) let second: LayoutItem?
    let multiplier: Double
    let priority: Float
    let constant: Double

    /// The spec's key in a stack along `axis`.
    func key(along axis: Axis) -> Key {
        Key(
            role: role, first: first, firstAttribute: firstAttribute, relation: relation, second: second,
            secondAttribute: secondAttribute, multiplier: multiplier, priority: priority, axis: axis)
    }

    /// Whether `constraint` is this spec's, whatever its constant (for the constraint in the
    /// spec's slot, which holds specs of the spec's role only).
    @MainActor
    func isInstalled(as constraint: LayoutConstraint) -> Bool {
        constraint.relates(
            first, firstAttribute, relation, second, secondAttribute, multiplier: multiplier,
            priority: LayoutPriority(priority))
    }

    /// The slots of an arranged item in ``InstalledConstraintTable``. Each holds specs of one
    /// role only, naming that item and another arranged item (never the stack's own items).
    enum Slot: Int, CaseIterable {
        /// `.spacing`: the item's leading edge (or first baseline) from an item before it.
        case spacingBefore
        /// `.alignment`: the item's aligned edge (fill alignment's leading one) with the first item's.
        case firstAlignment
        /// `.alignment`: fill alignment's trailing edge.
        case secondAlignment

        static let perItem = allCases.count

        /// The index in ``InstalledConstraintTable/slots`` of this slot of the item at `item`.
        func index(ofItem item: Int) -> Int32 { Int32(item * Slot.perItem + rawValue) }
    }

    /// The spec's constraint, made anew or, from the end of `spares`, reused.
    @MainActor
    func makeConstraint(reusing spares: inout [LayoutConstraint]) -> LayoutConstraint {
        guard let constraint = spares.popLast() else {
            return LayoutConstraint(
                first, firstAttribute, relation, second, secondAttribute, multiplier: multiplier,
                constant: constant, priority: LayoutPriority(priority), identifier: role.identifier)
        }
        constraint.reuse(
            as: first, firstAttribute, relation, second, secondAttribute, multiplier: multiplier,
            constant: constant, priority: LayoutPriority(priority), identifier: role.identifier)
        return constraint
    }
}

/// Collects specs in order (the order new constraints are activated in).
struct SpecList {
    private(set) var specs: [ConstraintSpec] = []
    /// Keeps only specs naming one of these items (a local update); nil keeps all.
    let onlyAround: ItemFilter?

    /// Where specs go instead of ``specs``, if set.
    let sink: ((ConstraintSpec) -> Void)?

    /// Room for `expected` specs at once: a full update of a large stack would otherwise grow
    /// the list by doubling, up to twice what it needs, while every constraint is being made.
    init(onlyAround: ItemFilter?, expected: Int, sink: ((ConstraintSpec) -> Void)? = nil) {
        self.onlyAround = onlyAround
        self.sink = sink
        if onlyAround == nil && expected > 0 { specs.reserveCapacity(expected) }
    }

    mutating func add(
        _ role: StackConstraintRole, _ first: LayoutItem, _ firstAttribute: LayoutAttribute,
        _ relation: LayoutRelation, _ second: LayoutItem?, _ secondAttribute: LayoutAttribute, multiplier: Double = 1,
        constant: Double = 0, priority: LayoutPriority = .required, slot: (ConstraintSpec.Slot, item: Int)? = nil
    ) {
        if let onlyAround, !onlyAround.matches(ConstraintSpec.identity(first), ConstraintSpec.identity(second)) {
            return
        }
        let spec = ConstraintSpec(
            role: role, firstAttribute: firstAttribute, relation: relation, secondAttribute: secondAttribute,
            slot: slot.map { $0.0.index(ofItem: $0.item) } ?? -1, first: first, second: second,
            multiplier: second == nil ? 0 : multiplier,
            priority: priority.rawValue, constant: constant)
        if let sink { sink(spec) } else { specs.append(spec) }
    }
}

/// A few items, matched by identity (``ConstraintSpec/identity(_:)``): an array for the usual
/// one or two, a set beyond.
struct ItemFilter {
    private let few: [UInt]
    private let many: Set<UInt>?

    init(_ items: Set<ObjectIdentifier>) {
        self.init(identities: Set(items.map { UInt(bitPattern: $0) }))
    }

    /// The items of these identities (``ConstraintSpec/identity(_:)``).
    init(identities: Set<UInt>) {
        few = identities.count <= 8 ? Array(identities) : []
        many = identities.count <= 8 ? nil : identities
    }

    /// Whether either identity is one of the items (0, no item, never is).
    func matches(_ first: UInt, _ second: UInt) -> Bool {
        if let many { return many.contains(first) || many.contains(second) }
        return few.contains(first) || few.contains(second)
    }
}
