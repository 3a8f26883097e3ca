import Geometry
import Layout
import Rendering

/// Lays out its arranged subviews in a row or a column with constraints (UIKit's `UIStackView`).
///
/// The stack generates UIKit's constraints (identifiers `SV-…`, `StackView+Catalogue.swift`)
/// and, whenever something changes, compares them with the installed ones: unchanged
/// constraints stay, changed constants become solver edits, and only the rest is added or
/// removed. Hiding a row therefore touches its hiding constraint and two spacing constants.
@MainActor
open class StackView: View {
    /// How items share the length along the axis (UIKit's `UIStackView.Distribution`, same raw
    /// values).
    public enum Distribution: Int, Sendable, CaseIterable {
        /// Items keep their intrinsic lengths; the slack goes to the last items first.
        case fill = 0
        /// `fillEqually` (1): equal lengths; `fillProportionally` (2): lengths in proportion to
        /// the intrinsic ones; `equalSpacing` (3): equal gaps; `equalCentering` (4): equal
        /// distances between centres.
        case fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    /// How items are placed across the axis (UIKit's `UIStackView.Alignment`, same raw values).
    public enum Alignment: Int, Sendable, CaseIterable {
        /// Items stretch to the stack's width (or height, in a row).
        case fill = 0
        /// `leading` (1), `firstBaseline` (2), `center` (3), `trailing` (4), `lastBaseline` (5).
        case leading, firstBaseline, center, trailing, lastBaseline
        /// In a row, the top edge: the same as ``leading``.
        public static let top = Alignment.leading
        /// In a row, the bottom edge: the same as ``trailing``.
        public static let bottom = Alignment.trailing
    }

    /// Custom spacing meaning "use ``spacing``" (UIKit's FLT_MAX).
    public static let spacingUseDefault = Double(Float.greatestFiniteMagnitude)
    /// Custom spacing meaning "the system spacing to the neighbour" (UIKit's FLT_MIN): 8 points.
    public static let spacingUseSystem = Double(Float.leastNormalMagnitude)
    /// The system spacing between siblings, in points.
    public static let systemSpacing = 8.0

    /// A row (horizontal, the default) or a column.
    @exclusivity(unchecked) public var axis: Axis = .horizontal {
        didSet {
            // The installed constraints' keys are relative to the axis (see ConstraintSpec.Key):
            // a new axis starts from an empty table, unless its items exchanged their axes.
            guard axis != oldValue, !isExchangingAxes else { return }
            releaseAxisExchangePin()
            removeGeneratedConstraints()
        }
    }
    /// How items share the length along the axis; ``Distribution/fill`` by default.
    public var distribution: Distribution = .fill {
        didSet {
            guard distribution != oldValue else { return }
            applyFillOrder()
            invalidateArrangement()
        }
    }
    /// How items are placed across the axis; ``Alignment/fill`` by default.
    public var alignment: Alignment = .fill { didSet { if alignment != oldValue { invalidateArrangement() } } }
    /// The gap between items in points: exact for the fill distributions, a minimum for the equal ones.
    @exclusivity(unchecked) public var spacing = 0.0 { didSet { if spacing != oldValue { invalidateArrangement() } } }
    /// Vertical stacks only: spacing runs from one item's last baseline to the next one's first.
    @exclusivity(unchecked) public var isBaselineRelativeArrangement = false { didSet { invalidateArrangement() } }
    /// Whether items are pinned to ``View/layoutMarginsGuide`` rather than the edges.
    public var isLayoutMarginsRelativeArrangement = false { didSet { invalidateArrangement() } }

    /// The views the stack lays out, in order along the axis (all of them subviews).
    @exclusivity(unchecked) public private(set) var arrangedSubviews: [View] = []
    /// Membership of ``arrangedSubviews``, so adding N rows is not O(N²).
    var arranged: Set<ObjectIdentifier> = []
    @exclusivity(unchecked) var customSpacings: [ObjectIdentifier: Double] = [:]
    /// Each entry owns a retain of its constraint (see ``InstalledConstraint``). Its slots
    /// follow ``arrangedSubviews``.
    @exclusivity(unchecked) var installed = InstalledConstraintTable()
    /// Constraints let go of by ``removeGeneratedConstraints()`` or by an update's stale ones,
    /// that no one else holds, for that update's new ones (see
    /// ``ConstraintSpec/makeConstraint(reusing:)``); emptied at the end of each update.
    @exclusivity(unchecked) var spareConstraints: [LayoutConstraint] = []
    /// Whether the next update must regenerate every constraint; otherwise only the ones around
    /// the arranged subviews in ``visibilityChanges`` are (hiding a row in a large stack).
    var needsFullUpdate = true
    var visibilityChanges: Set<ObjectIdentifier> = []
    /// The first and last visible arranged subviews at the last update.
    var visibleEnds: (first: Int, last: Int)?
    /// Updates that took the local path (tests check that they are exercised).
    var localUpdateCount = 0
    /// Axis changes made by exchanging the items' axes (tests check which path a change took).
    var axisExchangeCount = 0
    /// Axis changes whose removal order had to be sorted (tests check that churn leads there).
    var sortedRemovalCount = 0
    /// Stamps the entries of ``installed`` that the current update still wants.
    @exclusivity(unchecked) var generation: UInt32 = 0
    @exclusivity(unchecked) var installationCount = 0
    /// The guide that spans the items across the axis, for the alignments other than fill;
    /// made the first time one needs it.
    var spanner: LayoutGuide {
        if let madeSpanner { return madeSpanner }
        let guide = LayoutGuide(identifier: "\(name).SV-alignment-spanner")
        addLayoutGuide(guide)
        madeSpanner = guide
        return guide
    }
    private(set) var madeSpanner: LayoutGuide?
    /// Holds the items' common cross size while their axes are exchanged, until the next update
    /// has connected them to the container again (see ``exchangeAxes(to:adding:removing:)``).
    var axisExchangePin: LayoutConstraint?
    /// After an axis exchange, the stack's own items (itself, its guides): the next update,
    /// unless something else changed, only adds the constraints that name them.
    var containerFilterAfterExchange: ItemFilter?
    /// Set while ``exchangeAxes(to:adding:removing:)`` changes ``axis``.
    var isExchangingAxes = false
    var gapGuides: [LayoutGuide] = []

    /// A row arranging `arrangedSubviews` (set ``axis`` for a column).
    public init(arrangedSubviews: [View] = [], id: String? = nil) {
        super.init(id: id)
        for view in arrangedSubviews { addArrangedSubview(view) }
        invalidateArrangement()
    }

    deinit {
        // The table's retains of the generated constraints (see ``InstalledConstraint``).
        for entry in installed.entries { entry.release() }
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
            let new = min(index, arrangedSubviews.count)
            arrangedSubviews.insert(view, at: new)
            installed.moveItem(from: old, to: new)
            applyFillOrder(from: min(old, index))
        } else {
            releaseLastFramePins(of: view)
            arranged.insert(key)
            arrangedSubviews.insert(view, at: index)
            installed.insertItem(at: index)
            // After addSubview: leaving another stack clears the view's fill order.
            if view.superview !== self { addSubview(view) }
            applyFillOrder(from: index)
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
        retireSlots(ofItemAt: index)
        customSpacings[key] = nil
        view.fillOrderPriority = nil
        applyFillOrder(from: index)
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
        retireSlots(ofItemAt: index)
        customSpacings[ObjectIdentifier(subview)] = nil
        subview.fillOrderPriority = nil
        applyFillOrder(from: index)
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

    // MARK: - Constraints and drawing

    open override func updateConstraints() {
        super.updateConstraints()
        updateInstalledConstraints()
    }

    /// Drawing and hit testing cost what is visible, not the number of rows: a stack whose
    /// subviews are all arranged finds them by binary search.
    open override func subviews(intersecting rect: Rect) -> [View] {
        guard arrangedSubviews.count > StackView.searchThreshold, subviews.count == arrangedSubviews.count else {
            return super.subviews(intersecting: rect)
        }
        let moving = subviewsMovingInLayoutAnimation
        if moving.isEmpty { return arrangedSubviews(intersecting: rect) }
        return arrangedSubviews(intersecting: rect, adding: moving) ?? super.subviews(intersecting: rect)
    }

    /// Below this many rows a plain scan of the subviews is as fast as the search.
    public static let searchThreshold = 16
}
