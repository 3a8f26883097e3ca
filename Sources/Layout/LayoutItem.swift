import Cassowary
import Geometry

/// A rectangle the layout engine solves for: a view, or a layout guide.
///
/// It has four variables, `left`, `top`, `width` and `height`, in the engine's coordinate space
/// (the window's, for views in a window), held together in one group; right, bottom and the
/// centres are derived from them.
/// Items form a tree (``parentItem``); constraints live in the engine of the tree's root.
@MainActor
open class LayoutItem {
    /// The solver variables of the item's layout rectangle.
    public struct Variables {
        /// The x of the left edge, in points, in the engine's coordinate space.
        public let left: Variable
        /// The y of the top edge, in points, in the engine's coordinate space (y grows downwards).
        public let top: Variable
        /// The width, in points.
        public let width: Variable
        /// The height, in points.
        public let height: Variable
    }

    /// The value UIKit's `intrinsicContentSize` uses for "no size on this axis".
    public static let noIntrinsicMetric = -1.0

    /// The object that presents this item under another API (the `UIKit` module's `UIView` or
    /// `UILayoutGuide`). Not retained: the host owns the item.
    @exclusivity(unchecked) public unowned(unsafe) var host: AnyObject?
    /// A readable name, used for solver variables (`name.left`), dumps and logs.
    public let name: String
    /// The four solver variables that hold the item's rectangle once solved: parts of one
    /// group, the item's `reference`, which holds their values.
    public var variables: Variables {
        Variables(
            left: reference.variable(part(of: .left)), top: reference.variable(part(of: .top)),
            width: reference.variable(part(of: .width)), height: reference.variable(part(of: .height)))
    }

    /// Which of the reference's variables stands for `role` (see ``ItemReference/part(of:)``).
    @inline(__always)
    nonisolated final func part(of role: VariableRole) -> Int { reference.part(of: role) }

    /// The last solved value of the variable that stands for `role`.
    @inline(__always)
    final func value(of role: VariableRole) -> Double { reference.value(part: reference.part(of: role)) }
    /// The item this one sits under (a view's superview, a guide's owning view); nil for a root.
    public var parentItem: LayoutItem? { parentReference?.item }
    /// ``parentItem``, not kept alive (the parent owns its children).
    @exclusivity(unchecked) private var parentReference: ItemReference?
    /// The items directly under this one, in insertion order.
    @exclusivity(unchecked) public private(set) var childItems: [LayoutItem] = []

    /// How everything that refers to this item without owning it reaches it (see ``ItemReference``).
    let reference = ItemReference()

    /// The engine, held by the root of the item tree only.
    @exclusivity(unchecked) var ownEngine: LayoutEngine?
    /// Final, so that its reads are direct: an axis change walks every item's, in place.
    @exclusivity(unchecked) final var contentSizeConstraints = ContentSizeConstraints()
    private var huggingPriorities: (horizontal: LayoutPriority, vertical: LayoutPriority) = (.defaultLow, .defaultLow)
    private var resistancePriorities: (horizontal: LayoutPriority, vertical: LayoutPriority) = (
        .defaultHigh, .defaultHigh
    )

    /// An item outside any tree, its variables named after `name` (`item` when it is empty).
    public init(name: String = "") {
        self.name = name
        reference.item = self
    }

    deinit {
        // Readers on the main thread would race with a clear made on another one.
        MainActor.assertIsolated("layout items must be released on the main thread")
        reference.item = nil
    }

    /// The name, or the type name when there is none.
    public var debugName: String { name.isEmpty ? "\(type(of: self))" : name }

    // MARK: - Tree

    /// The root of this item's tree.
    public var rootItem: LayoutItem {
        var item = self
        while let parent = item.parentItem { item = parent }
        return item
    }

    /// The engine of this item's tree if it has one yet (reading ``layoutEngine`` makes one).
    package var layoutEngineIfMade: LayoutEngine? { rootItem.ownEngine }

    /// The engine of this item's tree, created with the first constraint.
    public var layoutEngine: LayoutEngine {
        let root = rootItem
        if let engine = root.ownEngine { return engine }
        let engine = LayoutEngine(root: root)
        root.ownEngine = engine
        engine.setNeedsContentSizeUpdate(forSubtreeOf: root)
        return engine
    }

    /// Adds `child` (and its subtree) under this item; the child's own constraints join this
    /// tree's engine. A child that has a parent is moved.
    package func addChildItem(_ child: LayoutItem, at index: Int? = nil) {
        precondition(child !== self && !isDescendant(of: child), "an item cannot contain its own ancestor")
        if child.parentItem != nil { child.removeFromParentItem() }
        // A fill order is its stack's: a stack that arranges the child sets it again after this.
        child.fillOrderPriority = nil
        childItems.insert(child, at: index ?? childItems.count)
        child.parentReference = reference
        let childEngine = child.ownEngine
        child.ownEngine = nil
        if let childEngine {
            layoutEngine.adopt(childEngine)
        } else if rootItem.ownEngine != nil {
            layoutEngine.setNeedsContentSizeUpdate(forSubtreeOf: child)
        }
    }

    /// Takes this item out of its parent. Constraints between its subtree and the rest of the
    /// tree are deactivated (as UIKit's `removeFromSuperview` does); those inside it go along.
    package func removeFromParentItem() {
        guard let parent = parentItem else { return }
        let oldEngine = parent.rootItem.ownEngine
        parent.childItems.removeAll { $0 === self }
        parentReference = nil
        oldEngine?.release(subtreeOf: self)
    }

    /// The item whose variables stand for `attribute` of this item in a constraint with
    /// `other`. Itself, except for items that look different from inside and outside: to its
    /// content, a scroll view's frame guide is the viewport, and a scroll view's edges are its
    /// content area's (its size and centre stay its frame's), as in UIKit.
    open func positionItem(for attribute: LayoutAttribute, relativeTo other: LayoutItem?) -> LayoutItem { self }

    /// The item other than itself that ``positionItem(for:relativeTo:)`` returns for some
    /// items (a frame guide's viewport, a scroll view's content area), read with no side
    /// effect; itself for most items. A constraint the solver holds reads its position from the
    /// item it resolved to when it went in, though the items may have moved since.
    open var alternatePositionItem: LayoutItem { self }

    /// The closest item that is `other` or this one, or holds both; nil in different trees.
    func closestCommonAncestor(with other: LayoutItem) -> LayoutItem? {
        var candidate: LayoutItem? = self
        while let item = candidate {
            if item === other || other.isDescendant(of: item) { return item }
            candidate = item.parentItem
        }
        return nil
    }

    package func isDescendant(of item: LayoutItem) -> Bool {
        var current = parentItem
        while let node = current {
            if node === item { return true }
            current = node.parentItem
        }
        return false
    }

    /// This item and every item below it, depth first.
    var subtree: [LayoutItem] {
        var items: [LayoutItem] = []
        var pending = [self]
        while let item = pending.popLast() {
            items.append(item)
            pending.append(contentsOf: item.childItems.reversed())
        }
        return items
    }

    // MARK: - Constraint updates

    /// What the API presenting hosted items (``host``) says of them: an intrinsic size (nil: the
    /// item's own) and constraint updates to run after the item's. Set once by that API.
    public static var hostedIntrinsicContentSize: ((LayoutItem) -> Size?)?
    /// Runs the host's constraint updates for a hosted item, after the item's own.
    public static var hostedUpdateConstraints: ((LayoutItem) -> Void)?
    /// Called with the items whose intrinsic sizes a layout pass is about to read, in the
    /// order it reads them, so that a module can measure them together: the view layer
    /// measures its labels' text in one batch, which its text measurer may share between
    /// threads. A module adds its own by wrapping the one it finds.
    public static var willReadIntrinsicContentSizes: (@MainActor ([LayoutItem]) -> Void)?

    /// Called before the next solve after ``setNeedsUpdateConstraints()``: the place for an item
    /// to add, change or remove the constraints it manages (UIKit's `updateConstraints`).
    open func updateConstraints() {}

    /// Asks for ``updateConstraints()`` before the next layout.
    public func setNeedsUpdateConstraints() {
        layoutEngine.setNeedsUpdateConstraints(self)
    }

    // MARK: - Anchors

    /// The left edge.
    public var leftAnchor: LayoutXAxisAnchor { LayoutAnchor(self, .left) }
    /// The right edge (left + width).
    public var rightAnchor: LayoutXAxisAnchor { LayoutAnchor(self, .right) }
    /// The leading edge; the same as the left edge here, since layout is always left to right.
    public var leadingAnchor: LayoutXAxisAnchor { LayoutAnchor(self, .leading) }
    /// The trailing edge; the same as the right edge here, since layout is always left to right.
    public var trailingAnchor: LayoutXAxisAnchor { LayoutAnchor(self, .trailing) }
    /// The horizontal centre (left + width / 2).
    public var centerXAnchor: LayoutXAxisAnchor { LayoutAnchor(self, .centerX) }
    /// The top edge.
    public var topAnchor: LayoutYAxisAnchor { LayoutAnchor(self, .top) }
    /// The bottom edge (top + height).
    public var bottomAnchor: LayoutYAxisAnchor { LayoutAnchor(self, .bottom) }
    /// The vertical centre (top + height / 2).
    public var centerYAnchor: LayoutYAxisAnchor { LayoutAnchor(self, .centerY) }
    /// The width, in points.
    public var widthAnchor: LayoutDimension { LayoutAnchor(self, .width) }
    /// The height, in points.
    public var heightAnchor: LayoutDimension { LayoutAnchor(self, .height) }

    /// Leading, trailing, top and bottom equal to `other`'s, `insets` inside it (inactive, like
    /// any new constraint): the usual way to fill a container or a guide.
    public func edgeConstraints(equalTo other: LayoutItem, insets: EdgeInsets = .zero) -> [LayoutConstraint] {
        [
            leadingAnchor.constraint(equalTo: other.leadingAnchor, constant: insets.left),
            trailingAnchor.constraint(equalTo: other.trailingAnchor, constant: -insets.right),
            topAnchor.constraint(equalTo: other.topAnchor, constant: insets.top),
            bottomAnchor.constraint(equalTo: other.bottomAnchor, constant: -insets.bottom),
        ]
    }

    /// Exchanges the item's horizontal and vertical variables (left with top, width with
    /// height), with their names and last values: the engine's axis exchange of a stack's items
    /// (``LayoutEngine/exchangeAxisVariables(of:)``), whose caller renames the constraints
    /// naming them.
    func exchangeAxisVariables() {
        reference.axesExchanged.toggle()
        reference.exchangeValues(VariableRole.left.rawValue, VariableRole.top.rawValue)
        reference.exchangeValues(VariableRole.width.rawValue, VariableRole.height.rawValue)
    }

    // MARK: - Solved geometry

    /// The solved rectangle in the engine's coordinate space (the window's), as of the last layout.
    public var layoutFrame: Rect {
        Rect(
            x: value(of: .left), y: value(of: .top), width: value(of: .width), height: value(of: .height))
    }

    // MARK: - Intrinsic content size

    /// The natural size of the content, or ``noIntrinsicMetric`` on an axis without one.
    /// Subclasses override it and call ``invalidateIntrinsicContentSize()`` when it changes.
    open var intrinsicContentSize: Size {
        Size(width: LayoutItem.noIntrinsicMetric, height: LayoutItem.noIntrinsicMetric)
    }

    /// Whether the intrinsic size depends on the width layout gives the item (wrapping text).
    /// The engine then reports each solved width through ``solvedWidthDidChange(to:)`` and
    /// solves again when the intrinsic size changed: UIKit's second pass for multi-line labels.
    open var intrinsicContentSizeDependsOnWidth: Bool { false }

    /// The intrinsic size the item would have at `width` (its text wrapped there), leaving its
    /// own as it is: what a fitting measures. ``intrinsicContentSize`` unless the size depends
    /// on the width.
    open func intrinsicContentSize(forWidth width: Double) -> Size { intrinsicContentSize }

    /// The solved width, after a solve, for items whose intrinsic size depends on it. Returns
    /// whether the intrinsic size changed (the item has invalidated it).
    open func solvedWidthDidChange(to width: Double) -> Bool { false }

    /// How much more the item prefers its intrinsic size, on both axes, than its hugging and
    /// compression resistance say: set by a stack view with the fill distribution, so that among
    /// items of equal priorities the later ones absorb slack first (nil: nothing added). It is
    /// added to the weights of the item's content-size constraints, as a separate weak equality
    /// on the same size would be, without one more constraint per item.
    package var fillOrderPriority: LayoutPriority? {
        didSet { if fillOrderPriority != oldValue { rootItem.ownEngine?.setNeedsContentSizeUpdate(self) } }
    }

    /// Tells the engine to read ``intrinsicContentSize`` again at the next layout.
    public func invalidateIntrinsicContentSize() {
        rootItem.ownEngine?.setNeedsContentSizeUpdate(self)
    }

    /// How strongly the item resists growing past its intrinsic size on `axis` (default 250).
    public func contentHuggingPriority(for axis: Axis) -> LayoutPriority {
        axis == .horizontal ? huggingPriorities.horizontal : huggingPriorities.vertical
    }

    /// Sets how strongly the item resists growing on `axis`; takes effect at the next layout.
    public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: Axis) {
        if axis == .horizontal {
            huggingPriorities.horizontal = priority
        } else {
            huggingPriorities.vertical = priority
        }
        invalidateIntrinsicContentSize()
    }

    /// How strongly the item resists shrinking below its intrinsic size on `axis` (default 750).
    public func contentCompressionResistancePriority(for axis: Axis) -> LayoutPriority {
        axis == .horizontal ? resistancePriorities.horizontal : resistancePriorities.vertical
    }

    /// Sets how strongly the item resists shrinking on `axis`; takes effect at the next layout.
    public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: Axis) {
        if axis == .horizontal {
            resistancePriorities.horizontal = priority
        } else {
            resistancePriorities.vertical = priority
        }
        invalidateIntrinsicContentSize()
    }
}

/// An item with text baselines: it gains first and last baseline anchors (views have them,
/// layout guides do not, as in UIKit).
@MainActor
public protocol BaselineLayoutItem: LayoutItem {
    /// Distance from the top to the first baseline, in points; nil means the bottom edge.
    var firstBaselineOffsetFromTop: Double? { get }
    /// Distance from the last baseline up to the bottom, in points; nil means the bottom edge.
    var lastBaselineOffsetFromBottom: Double? { get }
}

extension BaselineLayoutItem {
    /// The baseline of the first line of text (the bottom edge when the item has none).
    public var firstBaselineAnchor: LayoutYAxisAnchor { LayoutAnchor(self, .firstBaseline) }
    /// The baseline of the last line of text (the bottom edge when the item has none).
    public var lastBaselineAnchor: LayoutYAxisAnchor { LayoutAnchor(self, .lastBaseline) }
}

/// An invisible rectangle that takes part in layout (UIKit's `UILayoutGuide`), owned by an item.
@MainActor
open class LayoutGuide: LayoutItem {
    /// The item that owns the guide.
    public var owningItem: LayoutItem? { parentItem }
    /// The guide's identifier (UIKit's `UILayoutGuide.identifier`); its first value is also the item's `name`.
    public var identifier: String

    /// A guide named `identifier`, not yet added to an item (see ``LayoutItem/addLayoutGuide(_:)``).
    public init(identifier: String) {
        self.identifier = identifier
        super.init(name: identifier)
    }
}

extension LayoutItem {
    /// Adds a layout guide to this item (UIKit's `addLayoutGuide`).
    public func addLayoutGuide(_ guide: LayoutGuide) {
        addChildItem(guide)
    }
}

/// A reference to a layout item that does not keep it alive and reads nil once the item is gone.
///
/// Each item has one, shared by everything that refers to the item without owning it: its
/// constraints (as UIKit's do not keep their items alive), anchors, its children's parent
/// links, the engine's root and queues. Weak references would do the same, but the first one
/// gives an item a side table, through which every later retain and release of the item goes,
/// and each costs a side-table operation as a constraint is made and as it goes: a large stack
/// makes and drops thousands at once.
///
/// Unlike a weak reference, it reads the item until `LayoutItem`'s own `deinit` runs (after
/// those of its subclasses), and it is not atomic: items, like the rest of the toolkit, are
/// released on the main thread (debug builds check it).
///
/// It is also the group of the item's four variables: it holds their values and the solver's
/// hints, and names them.
final class ItemReference: VariableGroup, @unchecked Sendable {
    /// The item, until it is deinitialised (its `deinit` clears this).
    @exclusivity(unchecked) unowned(unsafe) var item: LayoutItem?
    /// Whether the item's horizontal and vertical variables have exchanged roles an odd number
    /// of times (``LayoutItem/exchangeAxisVariables()``). Kept here, not in the item, so that
    /// the variables' names stay right once the item is gone.
    @exclusivity(unchecked) var axesExchanged = false

    /// Which variable stands for `role`: the role's own part, unless the axes were exchanged,
    /// which swaps left with top and width with height.
    @inline(__always)
    func part(of role: VariableRole) -> Int { role.rawValue ^ (axesExchanged ? 1 : 0) }

    /// `name.role`, such as `label-3.top`; `item.role` for an item with no name or gone.
    override func variableName(part: Int) -> String {
        let owner = item.map { $0.name.isEmpty ? "item" : $0.name } ?? "item"
        let role = VariableRole.allCases.first { self.part(of: $0) == part } ?? .left
        return "\(owner).\(role)"
    }
}

/// What each of a layout item's four variables stands for; the raw value is its part in the
/// item's ``ItemReference`` while the axes are not exchanged.
enum VariableRole: Int, CaseIterable, CustomStringConvertible {
    case left, top, width, height

    var description: String {
        switch self {
        case .left: "left"
        case .top: "top"
        case .width: "width"
        case .height: "height"
        }
    }
}

/// An item's content-size constraints (its engine's, for its intrinsic size), in the order they
/// were made. Most items have one per axis: those two are kept inline, so that a label (a list
/// holds thousands) needs no array for them. Only a required hugging or compression resistance
/// makes two on one axis, and those past the second go to an array.
struct ContentSizeConstraints: RandomAccessCollection {
    private var first: LayoutConstraint?
    private var second: LayoutConstraint?
    /// The constraints past the second; empty (no allocation) for most items.
    private var more: [LayoutConstraint] = []

    /// No constraints.
    init() {}

    var startIndex: Int { 0 }
    var endIndex: Int { first == nil ? 0 : second == nil ? 1 : 2 + more.count }

    subscript(position: Int) -> LayoutConstraint {
        switch position {
        case 0: first!
        case 1: second!
        default: more[position - 2]
        }
    }

    /// The two constraints, when there are exactly two (one per axis, for most items).
    var pair: (LayoutConstraint, LayoutConstraint)? {
        guard let first, let second, more.isEmpty else { return nil }
        return (first, second)
    }

    /// Adds `constraint` after the others.
    mutating func append(_ constraint: LayoutConstraint) {
        if first == nil {
            first = constraint
        } else if second == nil {
            second = constraint
        } else {
            more.append(constraint)
        }
    }
}
