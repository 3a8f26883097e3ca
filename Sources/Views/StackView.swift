import Geometry
import Layout
import Rendering

/// Lays out its arranged subviews in a row or a column with constraints (UIKit's `UIStackView`).
///
/// The stack generates UIKit's constraints (identifiers `SV-…`, see ``makeConstraintSpecs()``)
/// and, whenever something changes, compares them with the installed ones: unchanged
/// constraints stay, changed constants become solver edits, and only the rest is added or
/// removed. Hiding a row therefore touches its hiding constraint and two spacing constants.
@MainActor
open class StackView: View {
    public enum Distribution: Int, Sendable, CaseIterable {
        case fill = 0
        case fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    public enum Alignment: Int, Sendable, CaseIterable {
        case fill = 0
        case leading, firstBaseline, center, trailing, lastBaseline
        public static let top = Alignment.leading
        public static let bottom = Alignment.trailing
    }

    /// Custom spacing meaning "use ``spacing``" (UIKit's FLT_MAX).
    public static let spacingUseDefault = Double(Float.greatestFiniteMagnitude)
    /// Custom spacing meaning "the system spacing to the neighbour" (UIKit's FLT_MIN): 8 points.
    public static let spacingUseSystem = Double(Float.leastNormalMagnitude)
    /// The system spacing between siblings (spec §1.6).
    static let systemSpacing = 8.0

    public var axis: Axis = .horizontal { didSet { if axis != oldValue { invalidateArrangement() } } }
    public var distribution: Distribution = .fill {
        didSet { if distribution != oldValue { invalidateArrangement() } }
    }
    public var alignment: Alignment = .fill { didSet { if alignment != oldValue { invalidateArrangement() } } }
    /// The gap between items in points: exact for the fill distributions, a minimum for the equal ones.
    public var spacing = 0.0 { didSet { if spacing != oldValue { invalidateArrangement() } } }
    /// Vertical stacks only: spacing runs from one item's last baseline to the next one's first.
    public var isBaselineRelativeArrangement = false { didSet { invalidateArrangement() } }
    /// Whether items are pinned to ``View/layoutMarginsGuide`` rather than the edges.
    public var isLayoutMarginsRelativeArrangement = false { didSet { invalidateArrangement() } }

    public private(set) var arrangedSubviews: [View] = []
    /// Membership of ``arrangedSubviews``, so adding N rows is not O(N²).
    private var arranged: Set<ObjectIdentifier> = []
    private var customSpacings: [ObjectIdentifier: Double] = [:]
    private var installed: [ConstraintSpec.Key: InstalledConstraint] = [:]
    /// Whether the next update must regenerate every constraint; otherwise only the ones around
    /// the arranged subviews in ``visibilityChanges`` are (hiding a row in a large stack).
    private var needsFullUpdate = true
    private var visibilityChanges: Set<ObjectIdentifier> = []
    /// The first and last visible arranged subviews at the last update.
    private var visibleEnds: (first: Int, last: Int)?
    /// Updates that took the local path (tests check that they are exercised).
    private(set) var localUpdateCount = 0
    /// Stamps the entries of ``installed`` that the current update still wants.
    private var generation = 0
    private var installationCount = 0
    private lazy var spanner: LayoutGuide = {
        let guide = LayoutGuide(identifier: "\(name).SV-alignment-spanner")
        addLayoutGuide(guide)
        return guide
    }()
    private var gapGuides: [LayoutGuide] = []

    public init(arrangedSubviews: [View] = [], id: String? = nil) {
        super.init(id: id)
        for view in arrangedSubviews { addArrangedSubview(view) }
        invalidateArrangement()
    }

    // MARK: - Arranged subviews

    /// Appends `view` to the arranged subviews; it becomes a subview (on top) if it is not one.
    public func addArrangedSubview(_ view: View) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts `view` at `index` of the arranged subviews (0...count). If it is already arranged,
    /// only its place in the arrangement moves.
    public func insertArrangedSubview(_ view: View, at index: Int) {
        precondition(
            index >= 0 && index <= arrangedSubviews.count, "insertArrangedSubview: index \(index) out of bounds")
        let key = ObjectIdentifier(view)
        if arranged.contains(key), let old = arrangedSubviews.firstIndex(where: { $0 === view }) {
            arrangedSubviews.remove(at: old)
            arrangedSubviews.insert(view, at: min(index, arrangedSubviews.count))
        } else {
            releaseLastFramePins(of: view)
            arranged.insert(key)
            arrangedSubviews.insert(view, at: index)
            if view.superview !== self { addSubview(view) }
        }
        invalidateArrangement()
    }

    /// Stops arranging `view`. It stays a subview, visible, with its last frame (as in UIKit):
    /// use `removeFromSuperview()` to take it away.
    public func removeArrangedSubview(_ view: View) {
        let key = ObjectIdentifier(view)
        guard arranged.remove(key) != nil, let index = arrangedSubviews.firstIndex(where: { $0 === view }) else {
            return
        }
        arrangedSubviews.remove(at: index)
        customSpacings[key] = nil
        // Keep the last frame: the view is no longer positioned by the stack.
        let frame = view.frame
        needsFullUpdate = true
        updateInstalledConstraints()
        let pins = [
            LayoutConstraint(view, .left, .equal, self, .left, constant: frame.minX, identifier: "SV-removed-frame"),
            LayoutConstraint(view, .top, .equal, self, .top, constant: frame.minY, identifier: "SV-removed-frame"),
            LayoutConstraint(view, .width, .equal, nil, .width, constant: frame.width, identifier: "SV-removed-frame"),
            LayoutConstraint(
                view, .height, .equal, nil, .height, constant: frame.height, identifier: "SV-removed-frame"),
        ]
        LayoutConstraint.activate(pins)
        lastFramePins[key] = pins
    }

    private var lastFramePins: [ObjectIdentifier: [LayoutConstraint]] = [:]

    private func releaseLastFramePins(of view: View) {
        if let pins = lastFramePins.removeValue(forKey: ObjectIdentifier(view)) { LayoutConstraint.deactivate(pins) }
    }

    open override func willRemoveSubview(_ subview: View) {
        releaseLastFramePins(of: subview)
        guard arranged.remove(ObjectIdentifier(subview)) != nil,
            let index = arrangedSubviews.firstIndex(where: { $0 === subview })
        else { return }
        arrangedSubviews.remove(at: index)
        customSpacings[ObjectIdentifier(subview)] = nil
        needsFullUpdate = true
        updateInstalledConstraints()
    }

    /// Replaces the gap after `view` (which must be arranged; otherwise this does nothing).
    /// ``spacingUseDefault`` returns to ``spacing``; ``spacingUseSystem`` asks for 8 points.
    public func setCustomSpacing(_ spacing: Double, after view: View) {
        guard arranged.contains(ObjectIdentifier(view)) else { return }
        customSpacings[ObjectIdentifier(view)] = spacing == StackView.spacingUseDefault ? nil : spacing
        invalidateArrangement()
    }

    /// The custom gap after `view`, or ``spacingUseDefault``.
    public func customSpacing(after view: View) -> Double {
        customSpacings[ObjectIdentifier(view)] ?? StackView.spacingUseDefault
    }

    /// Arranged subviews are subviews, so their changes arrive here without an observation
    /// per row: hiding re-collapses, and proportions and the fill order follow intrinsic lengths.
    open override func subview(_ subview: View, didChange property: ViewProperty) {
        super.subview(subview, didChange: property)
        guard arranged.contains(ObjectIdentifier(subview)) else { return }
        switch property {
        case .isHidden:
            visibilityChanges.insert(ObjectIdentifier(subview))
            setNeedsUpdateConstraints()
        case .intrinsicContentSize where distribution == .fillProportionally || distribution == .fill:
            invalidateArrangement()
        default:
            break
        }
    }

    // MARK: - Constraints

    open override func updateConstraints() {
        super.updateConstraints()
        updateInstalledConstraints()
    }

    /// Brings the installed constraints to the current configuration, changing only what differs.
    ///
    /// One dictionary, stamped in place: a first pass marks the installed constraints still
    /// wanted, then removals, constant edits and additions follow in that order (no transient
    /// conflicts). A copy of the wanted set would double the peak memory of a large stack.
    /// When only visibility changed (and the change is local, see below), only the constraints
    /// naming the changed views are generated and compared.
    private func updateInstalledConstraints() {
        let items = arrangedSubviews
        let visible = items.indices.filter { !items[$0].isHidden }
        let ends = visible.first.map { (first: $0, last: visible.last!) }
        // Only visibility changed: with the fill distributions, and the same first and last
        // visible items, just the changed items' constraints (their gaps, hiding, fill order,
        // spanning) can differ, so only those are generated and compared.
        let onlyAround: ItemFilter? =
            !needsFullUpdate && !visibilityChanges.isEmpty && !installed.isEmpty
                && (distribution == .fill || distribution == .fillEqually)
                && ends?.first == visibleEnds?.first && ends?.last == visibleEnds?.last
            ? ItemFilter(visibilityChanges) : nil
        if onlyAround != nil { localUpdateCount += 1 }
        needsFullUpdate = false
        visibilityChanges.removeAll()
        visibleEnds = ends
        let specs = makeConstraintSpecs(onlyAround: onlyAround)
        generation &+= 1
        // One lookup per spec: stamp what is still wanted, note constant changes and additions.
        var edits: [(constraint: LayoutConstraint, constant: Double)] = []
        var additions: [Int] = []
        var kept = 0
        for (index, spec) in specs.enumerated() {
            guard let slot = installed.index(forKey: spec.key) else {
                additions.append(index)
                continue
            }
            if installed.values[slot].generation != generation { kept += 1 }
            installed.values[slot].generation = generation
            let constraint = installed.values[slot].constraint
            if constraint.constant != spec.constant { edits.append((constraint, spec.constant)) }
        }
        if kept < installed.count || onlyAround != nil {
            var stale: [ConstraintSpec.Key] = []
            stale.reserveCapacity(installed.count - kept)
            for (key, entry) in installed where entry.generation != generation {
                if let onlyAround, !onlyAround.matches(key.first, key.second) { continue }
                stale.append(key)
            }
            for key in stale { installed.removeValue(forKey: key)?.constraint.isActive = false }
        }
        for (constraint, constant) in edits { constraint.constant = constant }
        for index in additions where installed[specs[index].key] == nil {
            let constraint = specs[index].makeConstraint()
            constraint.isActive = true
            installationCount += 1
            installed[specs[index].key] = InstalledConstraint(
                constraint: constraint, generation: generation, order: installationCount)
        }
    }

    /// The next update regenerates every constraint: anything but a visibility change.
    private func invalidateArrangement() {
        needsFullUpdate = true
        setNeedsUpdateConstraints()
    }

    /// Makes the next update regenerate everything (tests compare it with a local update).
    func setNeedsFullUpdate() { invalidateArrangement() }

    /// Deactivates every generated constraint; the next update installs them afresh. For
    /// changes that replace nearly all of them anyway (a new axis), where adding the new set
    /// to an emptied stack is far cheaper for the solver than a diff against the old one.
    func removeGeneratedConstraints() {
        // Newest first: undoing additions in reverse keeps each removal local for the solver.
        for entry in installed.values.sorted(by: { $0.order > $1.order }) { entry.constraint.isActive = false }
        installed.removeAll()
        invalidateArrangement()
    }

    /// The stack's constraints that are active now, in no particular order (for tests and dumps).
    public var generatedConstraints: [LayoutConstraint] { installed.values.map(\.constraint) }

    /// The spacing before hiding rules, for the gap after item `index`.
    private func baseSpacing(after index: Int) -> Double {
        func resolve(_ value: Double, fallback: Double) -> Double {
            if value == StackView.spacingUseSystem { return StackView.systemSpacing }
            if value == StackView.spacingUseDefault { return fallback }
            return value
        }
        let general = resolve(spacing, fallback: 0)
        guard let custom = customSpacings[ObjectIdentifier(arrangedSubviews[index])] else { return general }
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

    /// UIKit's constraint catalogue for the current configuration (spec §2.3–2.9).
    /// With `onlyAround`, only the constraints that name one of those items.
    func makeConstraintSpecs(onlyAround: ItemFilter? = nil) -> [ConstraintSpec] {
        var specs = SpecList(onlyAround: onlyAround)
        let items = arrangedSubviews
        guard !items.isEmpty else { return [] }
        let container: LayoutItem = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
        let along = AxisAttributes(axis)
        let across = AxisAttributes(axis == .horizontal ? .vertical : .horizontal)
        let visible = items.indices.filter { !items[$0].isHidden }

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
                // Each hidden end of the pair takes half of the spacing with it (spec §2.7). Two
                // hidden neighbours therefore get 0; UIKit's bug that leaves a full spacing between
                // them when they precede a visible view ([H,H,V]) is deliberately not copied.
                let hiddenEnds = (previous.isHidden ? 1.0 : 0) + (next.isHidden ? 1.0 : 0)
                let base = baseSpacing(after: index)
                gap = base - base / 2 * hiddenEnds
            }
            totalGap += gap
            if isBaselineRelativeArrangement && axis == .vertical && !previous.isHidden && !next.isHidden {
                specs.add(.spacing, next, .firstBaseline, .equal, previous, .lastBaseline, constant: gap)
            } else {
                specs.add(.spacing, next, along.leading, .equal, previous, along.trailing, constant: gap)
            }
        }
        guard let first = visible.first else { return }
        switch distribution {
        case .fill:
            // Equal hugging or resistance priorities leave the solver free to give the slack to
            // any item. Like fillProportionally's 999, 998, …, earlier items win: each visible item
            // weakly prefers its intrinsic length, by a weight that falls with its index, so later
            // items absorb extra space and give way first. The weights (1…1.5, weak tier) sit far
            // below hugging (250) and do not change when items are hidden or appended.
            for index in visible {
                let size = items[index].intrinsicContentSize
                let length = axis == .horizontal ? size.width : size.height
                guard length >= 0 else { continue }
                specs.add(
                    .fillOrder, items[index], along.size, .equal, nil, along.size, constant: length,
                    priority: LayoutPriority(Float(1 + 1 / Double(index + 2))))
            }
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
                    priority: LayoutPriority(Float(max(251, 999 - order))))
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
        specs.add(.canvasFit, container, along.size, .equal, nil, along.size, constant: 0, priority: 49)
        let centering = distribution == .equalCentering
        for (gapIndex, (index, nextIndex)) in zip(visible, visible.dropFirst()).enumerated() {
            let (previous, next) = (items[index], items[nextIndex])
            specs.add(
                .spacing, next, along.leading, .greaterThanOrEqual, previous, along.trailing,
                constant: baseSpacing(after: index))
            let guide = gapGuide(gapIndex)
            let edge = centering ? along.center : along.trailing
            let nextEdge = centering ? along.center : along.leading
            specs.add(.distributingEdge, guide, along.leading, .equal, previous, edge)
            specs.add(.distributingEdge, guide, along.trailing, .equal, next, nextEdge)
            if gapIndex > 0 {
                specs.add(
                    .fillEqually, guide, along.size, .equal, gapGuide(0), along.size,
                    priority: centering ? 149 : .required)
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
                specs.add(.spacing, items[index], along.leading, .equal, items[previousVisible], along.trailing)
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
            for item in items.dropFirst() {
                specs.add(.alignment, first, across.leading, .equal, item, across.leading)
                specs.add(.alignment, first, across.trailing, .equal, item, across.trailing)
            }
            return
        }
        let isBaseline = alignment == .firstBaseline || alignment == .lastBaseline
        if alignment == .center && items.count == 1 {
            specs.add(.canvasConnection, container, across.leading, .lessThanOrEqual, first, across.leading)
            specs.add(.canvasConnection, first, across.trailing, .lessThanOrEqual, container, across.trailing)
            specs.add(.canvasConnection, container, across.center, .equal, first, across.center)
            specs.add(.canvasFit, container, across.size, .equal, nil, across.size, constant: 0, priority: 49)
            specs.add(.ambiguitySuppression, first, across.size, .equal, nil, across.size, priority: 25)
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
            for item in items.dropFirst() {
                specs.add(.alignment, first, attribute, .equal, item, attribute)
            }
        }
        let guide = spanner
        for index in visible {
            let item = items[index]
            switch alignment {
            case .leading:
                specs.add(.spanningBoundary, guide, across.leading, .equal, item, across.leading, priority: 999.5)
                specs.add(.spanningBoundary, guide, across.trailing, .greaterThanOrEqual, item, across.trailing)
            case .trailing:
                specs.add(.spanningBoundary, guide, across.leading, .lessThanOrEqual, item, across.leading)
                specs.add(
                    .spanningBoundary, guide, across.trailing, .equal, item, across.trailing, priority: 999.5)
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
        specs.add(.spanningFit, guide, across.size, .equal, nil, across.size, priority: 51)
        for item in items {
            specs.add(.ambiguitySuppression, item, across.size, .equal, nil, across.size, priority: 25)
        }
        if isBaseline && axis == .horizontal {
            specs.add(.canvasFit, container, across.size, .equal, nil, across.size, priority: 49)
            // At 760 this beats compression resistance; UIKit's trigger is undocumented, and on
            // every item it would force equal widths. It exists to give wrapping text a width, so
            // only multi-line labels get it (a decision; see the issue note).
            let share = 1.0 / Double(max(1, items.count))
            for item in items where (item as? Label)?.numberOfLines != 1 && item is Label {
                specs.add(
                    .textWidthDisambiguation, item, along.size, .equal, container, along.size,
                    multiplier: share, priority: 760)
            }
        }
    }

    // MARK: - Drawing

    /// Arranged subviews are ordered along the axis, so the visible ones are found by binary
    /// search: drawing costs what is visible, not the number of rows.
    open override func subviews(intersecting rect: Rect) -> [View] {
        let items = arrangedSubviews
        guard items.count > 16, subviews.count == items.count else { return super.subviews(intersecting: rect) }
        let horizontal = axis == .horizontal
        let lower = horizontal ? rect.minX : rect.minY
        let upper = horizontal ? rect.maxX : rect.maxY
        var low = 0
        var high = items.count
        while low < high {
            let mid = (low + high) / 2
            let frame = items[mid].frame
            if (horizontal ? frame.maxX : frame.maxY) < lower { low = mid + 1 } else { high = mid }
        }
        var result: [View] = []
        var index = low
        while index < items.count {
            let frame = items[index].frame
            if (horizontal ? frame.minX : frame.minY) > upper { break }
            if frame.intersects(rect) { result.append(items[index]) }
            index += 1
        }
        return result
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
enum StackConstraintRole: UInt8 {
    case alignment
    case ambiguitySuppression
    case canvasConnection
    case canvasFit
    case distributingEdge
    case fillEqually
    case fillOrder
    case fillProportionally
    case hiding
    case spacing
    case spanningBoundary
    case spanningFit
    case textWidthDisambiguation

    var identifier: String {
        switch self {
        case .alignment: "SV-alignment"
        case .ambiguitySuppression: "SV-ambiguity-suppression"
        case .canvasConnection: "SV-canvas-connection"
        case .canvasFit: "SV-canvas-fit"
        case .distributingEdge: "SV-distributing-edge"
        case .fillEqually: "SV-fill-equally"
        case .fillOrder: "SV-fill-order"
        case .fillProportionally: "SV-fill-proportionally"
        case .hiding: "SV-hiding"
        case .spacing: "SV-spacing"
        case .spanningBoundary: "SV-spanning-boundary"
        case .spanningFit: "SV-spanning-fit"
        case .textWidthDisambiguation: "SV-text-width-disambiguation"
        }
    }
}

/// An installed stack constraint, stamped by the update that last wanted it.
struct InstalledConstraint {
    let constraint: LayoutConstraint
    var generation: Int
    /// When it was installed, among this stack's constraints.
    let order: Int
}

/// A constraint a container wants, compared by everything but its constant.
struct ConstraintSpec {
    /// Everything but the constant. Plain values only, so building and diffing thousands of
    /// specs (a change to a large stack) costs no reference counting.
    struct Key: Hashable {
        let role: StackConstraintRole
        let first: ObjectIdentifier
        let firstAttribute: LayoutAttribute
        let relation: LayoutRelation
        let second: ObjectIdentifier?
        let secondAttribute: LayoutAttribute
        let multiplier: Double
        let priority: Float
    }

    let key: Key
    /// Unretained: specs live only during an update, while the stack holds these items.
    unowned(unsafe) let first: LayoutItem
    unowned(unsafe) let second: LayoutItem?
    let constant: Double

    @MainActor
    func makeConstraint() -> LayoutConstraint {
        LayoutConstraint(
            first, key.firstAttribute, key.relation, second, key.secondAttribute, multiplier: key.multiplier,
            constant: constant, priority: LayoutPriority(key.priority), identifier: key.role.identifier)
    }
}

/// Collects specs in order (the order new constraints are activated in).
struct SpecList {
    private(set) var specs: [ConstraintSpec] = []
    /// Keeps only specs naming one of these items (a local update); nil keeps all.
    let onlyAround: ItemFilter?

    mutating func add(
        _ role: StackConstraintRole, _ first: LayoutItem, _ firstAttribute: LayoutAttribute,
        _ relation: LayoutRelation, _ second: LayoutItem?, _ secondAttribute: LayoutAttribute, multiplier: Double = 1,
        constant: Double = 0, priority: LayoutPriority = .required
    ) {
        if let onlyAround, !onlyAround.matches(ObjectIdentifier(first), second.map(ObjectIdentifier.init)) { return }
        let key = ConstraintSpec.Key(
            role: role, first: ObjectIdentifier(first), firstAttribute: firstAttribute, relation: relation,
            second: second.map(ObjectIdentifier.init), secondAttribute: secondAttribute,
            multiplier: second == nil ? 0 : multiplier, priority: priority.rawValue)
        specs.append(ConstraintSpec(key: key, first: first, second: second, constant: constant))
    }
}

/// A few items, matched by identity: an array for the usual one or two, a set beyond.
struct ItemFilter {
    private let few: [ObjectIdentifier]
    private let many: Set<ObjectIdentifier>?

    init(_ items: Set<ObjectIdentifier>) {
        few = items.count <= 8 ? Array(items) : []
        many = items.count <= 8 ? nil : items
    }

    func matches(_ first: ObjectIdentifier, _ second: ObjectIdentifier?) -> Bool {
        if let many { return many.contains(first) || second.map(many.contains) == true }
        return few.contains(first) || second.map(few.contains) == true
    }
}
