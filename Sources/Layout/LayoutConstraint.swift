import Cassowary

/// How the two sides of a constraint compare (UIKit's `NSLayoutConstraint.Relation`, same raw
/// values): the solver's own relation, since a layout constraint is a solver constraint.
public typealias LayoutRelation = Relation

/// `first RELATION multiplier × second + constant` at a priority (UIKit's `NSLayoutConstraint`).
///
/// New constraints are inactive. Activating one installs it in the layout engine of its items'
/// common root; ``constant`` changes go to the solver as an edit, not a remove-and-add.
///
/// It is the solver's constraint itself, so that a layout costs one object per constraint. The
/// solver's view of it (its `expression`, `strength` and `shortfallStrength`) describes its
/// installation while its engine's solver holds it: the constant is set each time it goes in,
/// the strengths are read from the priorities (which change only out of the solver: a change
/// takes it out and puts it back), its `name` is its identifier, and the terms are derived
/// from the items whenever the solver reads them (none are kept). Out of the solver,
/// `expression` is empty. It is not meant for another solver.
@MainActor
public final class LayoutConstraint: SolverConstraint, @unchecked Sendable {
    /// The attribute on the left-hand side of the relation.
    public var firstAnchor: AnyLayoutAnchor { AnyLayoutAnchor(item: firstItem, attribute: firstAttribute) }
    /// The attribute on the right-hand side; nil when the first is compared with ``constant`` alone.
    public var secondAnchor: AnyLayoutAnchor? {
        secondAttribute.map { AnyLayoutAnchor(item: secondItem, attribute: $0) }
    }

    // Stored properties are laid out in declaration order, a subclass's right after its
    // superclass's last (a 32-bit slot hint and a one-byte relation): seven one-byte
    // properties first, which fill its last 8-byte word, then five 4-byte ones, then six 8-byte
    // ones. A constraint (thousands per stack) then takes 104 bytes with no padding: glibc's
    // 112-byte size class, the largest request it holds; one more byte anywhere takes it to the
    // 128-byte one. (The solver strengths are read from the priorities, not stored.)

    /// The first side's attribute.
    @exclusivity(unchecked) package private(set) var firstAttribute: LayoutAttribute
    /// The second side's attribute; nil when there is no second side.
    @exclusivity(unchecked) package private(set) var secondAttribute: LayoutAttribute?
    /// Whether the engine had to break this active required constraint to resolve a conflict.
    /// It then holds as an optional constraint weighing four times the strongest optional
    /// priority (999): it gives way to required constraints (and to several optional ones
    /// pulling together), and takes effect again once the conflict is gone (a hidden stack
    /// row's own height comes back when the row is shown), as in UIKit. It stays broken until
    /// deactivated. Read by the solver's nonisolated code (``strength``), on the main thread:
    /// unchecked.
    @exclusivity(unchecked) nonisolated(unsafe) public internal(set) var isBroken = false
    /// Constraints the toolkit generates (stack views, scroll views, intrinsic sizes); when
    /// required constraints conflict, the engine breaks user constraints before these.
    @exclusivity(unchecked) package var isSystem = false
    /// Whether this is an item's content-size constraint (hugging, compression resistance or
    /// both), as logs tell.
    @exclusivity(unchecked) package var isContentSize = false
    /// Whether the engine's solver holds it (active and not broken).
    @exclusivity(unchecked) var isInSolver = false
    /// The solver form, from ``prepareForSolver()`` until ``forgetSolverForm()``: whether there is
    /// one (only then does the constraint derive terms for the solver), and how each side
    /// resolved then, so that its terms stay those while the solver holds it.
    @exclusivity(unchecked) private var solverForm: SolverForm = []

    // 32 bits each, as the priorities below.
    /// When it was activated, among its engine's active constraints (see
    /// ``LayoutEngine/activate(_:)``, which renumbers them before this would overflow).
    @exclusivity(unchecked) var sequence: Int32 = 0
    /// Position in the engine's list of active constraints.
    @exclusivity(unchecked) var activeIndex: Int32 = 0
    // The priorities are read by the solver's nonisolated code (``strength``), on the main
    // thread: unchecked.
    /// ``priority``'s storage.
    @exclusivity(unchecked) nonisolated(unsafe) private var storedPriority: LayoutPriority = .required
    /// ``shortfallPriority``'s raw value, NaN for none: an optional would take 8 bytes, not 4,
    /// and the constraint into the next allocator size class (so does ``addedPriority``'s).
    @exclusivity(unchecked) nonisolated(unsafe) private var storedShortfallPriority = Float.nan
    /// ``addedPriority``'s raw value, NaN for none.
    @exclusivity(unchecked) nonisolated(unsafe) private var storedAddedPriority = Float.nan

    /// The factor applied to the second side; 0 when there is no second anchor.
    @exclusivity(unchecked) public private(set) var multiplier: Double

    // The items, not kept alive, as UIKit's constraints hold them (see ``ItemReference``).
    @exclusivity(unchecked) private var firstReference: ItemReference?
    @exclusivity(unchecked) private var secondReference: ItemReference?
    /// The engine it is active in. Not a weak reference (one per constraint costs a side-table
    /// operation on every read): an engine clears it on every constraint it deactivates and on
    /// all of its active ones when it goes.
    @exclusivity(unchecked) unowned(unsafe) var engine: LayoutEngine?
    /// ``identifier``, boxed: a reference takes 8 bytes where a string takes 16, and the
    /// constraints a container generates by the thousand share their role's box. Written on
    /// the main thread only; unchecked so that ``name``, which the solver's nonisolated code
    /// calls, may read it.
    @exclusivity(unchecked) nonisolated(unsafe) private var identifierBox: ConstraintIdentifier?

    /// The constant added to the second side, in points. Cheap to change while active.
    public var constant: Double {
        get { storedConstant }
        set { if LayoutConstraint.store(newValue, in: &storedConstant) { engine?.constantDidChange(self) } }
    }
    /// ``constant``'s storage. (Stored properties with observers are checked for exclusive
    /// access at run time on every read and change, and an axis change reads thousands; so are
    /// the two optional priorities below.)
    @exclusivity(unchecked) private var storedConstant: Double

    /// Changing an active constraint between required and optional is refused (as in UIKit,
    /// where it raises); between two optional priorities it takes effect at once.
    public var priority: LayoutPriority {
        get { storedPriority }
        set {
            guard !LayoutConstraint.isUnchanged(newValue.rawValue, storedPriority.rawValue) else { return }
            if let engine, newValue.isRequired != storedPriority.isRequired {
                engine.log(
                    "[LayoutConstraints] Mutating a priority from required to not on an installed constraint "
                        + "(or vice-versa) is not supported; \(self) keeps priority \(storedPriority). "
                        + "Deactivate it first.")
                return
            }
            changePriorities { storedPriority = newValue }
        }
    }

    /// For an optional equality: the priority of its first side falling below the second, when it
    /// differs from ``priority`` (which then weighs rising above). A content-size constraint is
    /// one such: its hugging priority above the intrinsic size, its compression resistance below.
    package var shortfallPriority: LayoutPriority? {
        get { LayoutConstraint.priority(stored: storedShortfallPriority) }
        set {
            let rawValue = LayoutConstraint.rawValue(of: newValue)
            guard !LayoutConstraint.isUnchanged(rawValue, storedShortfallPriority) else { return }
            changePriorities { storedShortfallPriority = rawValue }
        }
    }

    /// A weight added to each optional direction of this constraint: an item's fill-order
    /// preference (see ``LayoutItem/fillOrderPriority``) rides on its content-size constraints
    /// instead of being one more constraint on the same size.
    package var addedPriority: LayoutPriority? {
        get { LayoutConstraint.priority(stored: storedAddedPriority) }
        set {
            let rawValue = LayoutConstraint.rawValue(of: newValue)
            guard !LayoutConstraint.isUnchanged(rawValue, storedAddedPriority) else { return }
            changePriorities { storedAddedPriority = rawValue }
        }
    }

    /// The optional priority that `rawValue` stores, NaN for none.
    private nonisolated static func priority(stored rawValue: Float) -> LayoutPriority? {
        rawValue.isNaN ? nil : LayoutPriority(rawValue: rawValue)
    }

    /// The solver strength of ``priority``, with that of the item's fill-order weight added
    /// when it is optional. The solver reads it while it holds the constraint, when the
    /// priorities do not change.
    public nonisolated override var strength: Strength {
        // Most constraints are required: an axis change reads thousands.
        storedPriority.isRequired ? (isBroken ? LayoutConstraint.brokenStrength : .required) : weight(storedPriority)
    }

    /// The strength of a broken required constraint: above every optional priority's (999 is
    /// 250 on the strong tier), below required.
    nonisolated static let brokenStrength = Strength(strong: 1000, medium: 0, weak: 0)

    /// The solver strength of the priority of falling short (a content-size constraint's
    /// compression resistance), as ``strength`` weighs ``priority``; the same as ``strength``
    /// when there is none.
    public nonisolated override var shortfallStrength: Strength {
        storedShortfallPriority.isNaN ? strength : weight(LayoutPriority(rawValue: storedShortfallPriority))
    }

    /// `priority`'s solver strength, plus ``addedPriority``'s unless `priority` is required.
    private nonisolated func weight(_ priority: LayoutPriority) -> Strength {
        guard !storedAddedPriority.isNaN, !priority.isRequired else { return priority.strength }
        return priority.strength + LayoutPriority(rawValue: storedAddedPriority).strength
    }

    /// Makes a change to the priorities: the solver reads its strengths from them, so a
    /// constraint it holds goes out first and back in after.
    private func changePriorities(_ change: () -> Void) {
        if let engine { engine.changePriorities(of: self, change) } else { change() }
    }

    /// Stores `newValue` and returns whether it differs from the value it replaces: what an
    /// observed property's `didSet` comparing with `oldValue` would see.
    private static func store<Value: Equatable>(_ newValue: Value, in storage: inout Value) -> Bool {
        let changed = newValue != storage
        storage = newValue
        return changed
    }

    /// How an optional priority is stored: its raw value, NaN for none.
    private static func rawValue(of priority: LayoutPriority?) -> Float { priority?.rawValue ?? .nan }

    /// Whether a priority's raw value `new` leaves `stored` as it is: equal, or both NaN (a
    /// priority that is not a number, or none), which `==` would call a change each time, and
    /// each change takes an installed constraint out of the solver and puts it back.
    private static func isUnchanged(_ new: Float, _ stored: Float) -> Bool {
        new == stored || (new.isNaN && stored.isNaN)
    }

    /// A name for logs. Names beginning `SV-` and `IC-` are the toolkit's own.
    public var identifier: String? {
        get { identifierBox?.text }
        set { identifierBox = newValue.map { ConstraintIdentifier($0) } }
    }

    /// The identifier, as the solver names the constraint in its dumps and reports.
    public override var name: String { identifierBox?.text ?? "" }

    /// See ``ConstraintIdentifier/reportsConflictsAtLayout``.
    var reportsConflictsAtLayout: Bool { identifierBox?.reportsConflictsAtLayout ?? false }

    /// Installs or removes the constraint from its items' layout engine.
    public var isActive: Bool {
        get { engine != nil }
        set {
            if newValue == isActive { return }
            if newValue { LayoutEngine.activate(self) } else { engine?.deactivate(self) }
        }
    }

    /// A content-size constraint's priorities as UIKit logs them, read off its relation.
    private var contentSizeNote: String? {
        guard isContentSize else { return nil }
        switch relation {
        case .lessThanOrEqual: return "Hug:\(priority)"
        case .greaterThanOrEqual: return "CompressionResistance:\(priority)"
        case .equal: return "Hug:\(priority) CompressionResistance:\(shortfallPriority ?? priority)"
        }
    }

    /// What ``solverForm`` records, a bit each.
    private struct SolverForm: OptionSet {
        let rawValue: UInt8
        /// The constraint has a solver form.
        static let isSet = SolverForm(rawValue: 1 << 0)
        /// The first side's position was its item's alternate one (a frame guide seen from its
        /// scroll view's content; see ``LayoutItem/alternatePositionItem``).
        static let firstIsAlternate = SolverForm(rawValue: 1 << 1)
        /// The first side, a first baseline, stood for its item's bottom: it had no baseline.
        static let firstBaselineIsBottom = SolverForm(rawValue: 1 << 2)
        /// ``firstIsAlternate`` for the second side.
        static let secondIsAlternate = SolverForm(rawValue: 1 << 3)
        /// ``firstBaselineIsBottom`` for the second side.
        static let secondBaselineIsBottom = SolverForm(rawValue: 1 << 4)

        /// One side's bits: whether its position is the alternate one, and its baseline the bottom.
        func side(isAlternate: SolverForm, _ baselineIsBottom: SolverForm) -> (
            isAlternate: Bool, baselineIsBottom: Bool
        ) {
            (contains(isAlternate), contains(baselineIsBottom))
        }

        /// Sets one side's bits, as ``side(isAlternate:_:)`` reads them.
        mutating func record(
            _ side: (isAlternate: Bool, baselineIsBottom: Bool), isAlternate: SolverForm,
            _ baselineIsBottom: SolverForm
        ) {
            if side.isAlternate { insert(isAlternate) }
            if side.baselineIsBottom { insert(baselineIsBottom) }
        }
    }

    convenience init(
        _ first: AnyLayoutAnchor, _ relation: LayoutRelation, _ second: AnyLayoutAnchor?, multiplier: Double,
        constant: Double
    ) {
        self.init(
            first: first.item, first.attribute, relation, second: second?.item, second?.attribute,
            multiplier: multiplier, constant: constant)
    }

    private init(
        first: LayoutItem?, _ firstAttribute: LayoutAttribute, _ relation: LayoutRelation, second: LayoutItem?,
        _ secondAttribute: LayoutAttribute?, multiplier: Double, constant: Double
    ) {
        firstReference = first?.reference
        self.firstAttribute = firstAttribute
        secondReference = second?.reference
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        storedConstant = constant
        super.init(relation)
    }

    /// Any constraint by attributes, as containers generate them (`first.attribute RELATION
    /// multiplier × second.attribute + constant`). Toolkit code only: anchors keep user code
    /// from relating x to y.
    package convenience init(
        _ first: LayoutItem, _ firstAttribute: LayoutAttribute, _ relation: LayoutRelation,
        _ second: LayoutItem?, _ secondAttribute: LayoutAttribute, multiplier: Double = 1, constant: Double = 0,
        priority: LayoutPriority = .required, identifier: ConstraintIdentifier
    ) {
        self.init(
            first: first, firstAttribute, relation, second: second, second == nil ? nil : secondAttribute,
            multiplier: second == nil ? 0 : multiplier, constant: constant)
        self.storedPriority = priority
        identifierBox = identifier
        self.isSystem = true
    }

    /// ``init(_:_:_:_:_:multiplier:constant:priority:identifier:)`` with an identifier of its
    /// own, for a constraint of which a container makes one or a few.
    package convenience init(
        _ first: LayoutItem, _ firstAttribute: LayoutAttribute, _ relation: LayoutRelation,
        _ second: LayoutItem?, _ secondAttribute: LayoutAttribute, multiplier: Double = 1, constant: Double = 0,
        priority: LayoutPriority = .required, identifier: String
    ) {
        self.init(
            first, firstAttribute, relation, second, secondAttribute, multiplier: multiplier, constant: constant,
            priority: priority, identifier: ConstraintIdentifier(identifier))
    }

    /// Turns this inactive constraint into a new one, as the convenience initialiser with the
    /// same arguments makes it, for a container that replaces its constraints by the thousand
    /// (a stack's new axis): reusing the objects it lets go of costs no allocation and no
    /// deinitialisation. Only for a constraint no one else holds.
    package func reuse(
        as first: LayoutItem, _ firstAttribute: LayoutAttribute, _ relation: LayoutRelation, _ second: LayoutItem?,
        _ secondAttribute: LayoutAttribute, multiplier: Double, constant: Double, priority: LayoutPriority,
        identifier: ConstraintIdentifier
    ) {
        precondition(engine == nil && !isInSolver, "only an inactive constraint can be reused")
        reset(relation)
        firstReference = first.reference
        self.firstAttribute = firstAttribute
        secondReference = second?.reference
        self.secondAttribute = second == nil ? nil : secondAttribute
        self.multiplier = second == nil ? 0 : multiplier
        storedConstant = constant
        storedPriority = priority
        shortfallPriority = nil
        addedPriority = nil
        identifierBox = identifier
        isBroken = false
        isSystem = true
        isContentSize = false
        solverForm = []
    }

    /// Whether this constraint relates these sides at this priority, whatever its constant: a
    /// container's check that a constraint it installed is still the one it wants. The arguments
    /// are the convenience initialiser's (`secondAttribute` is ignored without a second item).
    /// Reads only the constraint and the items' identities.
    package func relates(
        _ first: LayoutItem, _ firstAttribute: LayoutAttribute, _ relation: LayoutRelation, _ second: LayoutItem?,
        _ secondAttribute: LayoutAttribute, multiplier: Double, priority: LayoutPriority
    ) -> Bool {
        guard firstReference === first.reference, self.firstAttribute == firstAttribute, self.relation == relation,
            storedPriority == priority
        else { return false }
        guard let second else { return secondReference == nil }
        return secondReference === second.reference && self.secondAttribute == secondAttribute
            && self.multiplier == multiplier
    }

    /// The first item (nil once it is deallocated; constraints do not keep items alive).
    public var firstItem: LayoutItem? { firstReference?.item }
    /// The second item; nil for a constraint against a constant, or once the item is deallocated.
    public var secondItem: LayoutItem? { secondReference?.item }

    /// Activates each constraint (UIKit's `NSLayoutConstraint.activate`).
    public static func activate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Renames the attributes of the chosen sides to their counterparts on the other axis
    /// (``LayoutAttribute/axisCounterpart``, which they must have), after their items exchanged their horizontal and vertical
    /// variables: the terms the solver holds stay right, and now read as what they are.
    package func exchangeAxes(first exchangesFirst: Bool = true, second exchangesSecond: Bool = true) {
        if exchangesFirst { firstAttribute = firstAttribute.axisCounterpart! }
        if exchangesSecond, let secondAttribute { self.secondAttribute = secondAttribute.axisCounterpart! }
    }

    /// Deactivates each constraint.
    public static func deactivate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// The solver expression `first − multiplier × second − constant`: its terms go to `terms`
    /// (inline), its constant is returned. With `asInstalled`, each side's terms are those it
    /// had when the solver form was set (``solverForm``), wherever its items are now and whether
    /// they have a baseline or not (the constant then is not the solver's).
    func solverExpression(appendingTo terms: inout TermList, asInstalled: Bool = false) -> Double {
        let second = secondItem
        guard let first = firstItem, secondAttribute == nil || second != nil else {
            preconditionFailure("a constraint's item was deallocated while it was active")
        }
        var constant =
            LayoutConstraint.appendTerms(
                of: first, firstAttribute, relativeTo: second,
                installed: asInstalled ? solverForm.side(isAlternate: .firstIsAlternate, .firstBaselineIsBottom) : nil,
                times: 1, to: &terms) - self.constant
        if let second, let secondAttribute {
            constant += LayoutConstraint.appendTerms(
                of: second, secondAttribute, relativeTo: first,
                installed: asInstalled
                    ? solverForm.side(isAlternate: .secondIsAlternate, .secondBaselineIsBottom) : nil,
                times: -multiplier, to: &terms)
        }
        return constant
    }

    /// Appends one side's terms, as the side resolves now or, given `installed`, as it resolved
    /// when the solver form was set: to its item's alternate position or its own, and for a
    /// first baseline, to the top or (when the item had no baseline) the bottom.
    private static func appendTerms(
        of item: LayoutItem, _ attribute: LayoutAttribute, relativeTo other: LayoutItem?,
        installed: (isAlternate: Bool, baselineIsBottom: Bool)?, times factor: Double, to terms: inout TermList
    ) -> Double {
        guard let installed else {
            return item.appendTerms(of: attribute, relativeTo: other, times: factor, to: &terms)
        }
        var attribute = attribute
        if attribute == .firstBaseline { attribute = installed.baselineIsBottom ? .bottom : .top }
        let position = installed.isAlternate ? item.alternatePositionItem : item
        return item.appendTerms(of: attribute, at: position, times: factor, to: &terms)
    }

    /// How a side resolves now, in a constraint with `other` (resolving a frame guide's
    /// position may pin its scroll view's viewport, so before the solver reads the terms):
    /// whether to its item's alternate position, and whether a first baseline stands for the
    /// bottom of an item with no baseline.
    private static func resolve(
        _ item: LayoutItem, _ attribute: LayoutAttribute, relativeTo other: LayoutItem?
    ) -> (isAlternate: Bool, baselineIsBottom: Bool) {
        let position = item.positionItem(for: attribute, relativeTo: other)
        return (position !== item, attribute == .firstBaseline && hasNoBaseline(position))
    }

    /// Whether `position` has no first baseline, so that a first baseline there stands for its
    /// bottom.
    private static func hasNoBaseline(_ position: LayoutItem) -> Bool {
        (position as? BaselineLayoutItem)?.firstBaselineOffsetFromTop == nil
    }

    /// Whether each first-baseline side still stands for the edge it stood for when the
    /// constraint went into the solver (its item's baseline, or its bottom when it had none):
    /// only then does a constant computed with the baselines as they are now (``solverConstant()``)
    /// belong with the terms the solver holds.
    var baselinesResolveAsInstalled: Bool {
        // Read on every constant edit (each scroll step edits the viewport's): most have no baseline.
        guard firstAttribute == .firstBaseline || secondAttribute == .firstBaseline else { return true }
        func resolvesAsInstalled(
            _ item: LayoutItem?, _ attribute: LayoutAttribute?, isAlternate: SolverForm, _ baselineIsBottom: SolverForm
        ) -> Bool {
            guard attribute == .firstBaseline, let item else { return true }
            let installed = solverForm.side(isAlternate: isAlternate, baselineIsBottom)
            let position = installed.isAlternate ? item.alternatePositionItem : item
            return LayoutConstraint.hasNoBaseline(position) == installed.baselineIsBottom
        }
        return resolvesAsInstalled(firstItem, firstAttribute, isAlternate: .firstIsAlternate, .firstBaselineIsBottom)
            && resolvesAsInstalled(
                secondItem, secondAttribute, isAlternate: .secondIsAlternate, .secondBaselineIsBottom)
    }

    /// The constant of ``solverExpression(appendingTo:asInstalled:)`` alone: `-constant`, unless a side is
    /// a baseline, whose offset from the item's edge adds to it.
    func solverConstant() -> Double {
        guard firstAttribute.isBaseline || secondAttribute?.isBaseline == true else { return -constant }
        var terms = TermList(retainingVariables: false)
        return solverExpression(appendingTo: &terms)
    }

    /// Sets the solver constant, before the constraint goes into a solver; from then on it
    /// derives its terms from the items (``deriveTerms(into:)``) until ``forgetSolverForm()``.
    func prepareForSolver() {
        assert(!isInSolver, "a constraint changes its solver form only outside the solver")
        precondition(
            storedShortfallPriority.isNaN
                || (relation == .equal && !storedPriority.isRequired
                    && !LayoutPriority(rawValue: storedShortfallPriority).isRequired),
            "a shortfall priority is for optional equalities only")
        // How each side resolves may change while the solver holds the constraint (a view
        // leaves a scroll view's content, an item loses its baseline): its terms must not.
        var form = SolverForm.isSet
        let (first, second) = (firstItem, secondItem)
        if let first {
            form.record(
                LayoutConstraint.resolve(first, firstAttribute, relativeTo: second), isAlternate: .firstIsAlternate,
                .firstBaselineIsBottom)
        }
        if let second, let secondAttribute {
            form.record(
                LayoutConstraint.resolve(second, secondAttribute, relativeTo: first), isAlternate: .secondIsAlternate,
                .secondBaselineIsBottom)
        }
        solverForm = form
        setConstant(solverConstant())
    }

    /// Drops the solver form once the constraint has left the solver or could not go in: its
    /// ``Cassowary/SolverConstraint/expression`` is empty again.
    func forgetSolverForm() {
        solverForm = []
        forgetConstant()
    }

    /// The terms of `first − multiplier × second`, while the engine's solver holds the
    /// constraint (none otherwise). They name the items' variables as they are now: a stack's
    /// axis change swaps its items' variables and renames the attributes of the constraints
    /// that name them before the solver reads again, and a first baseline keeps the edge it
    /// stood for when the constraint went in, so the terms the solver reads stay those it holds.
    public nonisolated override func deriveTerms(into terms: inout DerivedTerms) {
        #if DEBUG
            MainActor.assertIsolated("layout constraints are read on the main thread")
        #endif
        // The solver asks from layout code, on the main thread, for every constraint it takes
        // in: called as `MainActor.assumeIsolated` would, without its check and its closure.
        let append = unsafeBitCast(
            LayoutConstraint.appendSolverTerms as @MainActor (LayoutConstraint, inout TermList) -> Void,
            to: ((LayoutConstraint, inout TermList) -> Void).self)
        append(self, &terms.list)
    }

    /// The terms of `constraint`'s solver expression, if it has a solver form.
    private static func appendSolverTerms(of constraint: LayoutConstraint, to terms: inout TermList) {
        // None without a solver form, nor once an item is gone (its tree freed under an engine
        // that someone still holds).
        guard constraint.solverForm.contains(.isSet), constraint.firstItem != nil,
            constraint.secondAttribute == nil || constraint.secondItem != nil
        else { return }
        _ = constraint.solverExpression(appendingTo: &terms, asInstalled: true)
    }

    /// The solver's view of the constraint while its engine's solver holds it (empty
    /// otherwise), read on the main thread.
    public nonisolated override var expression: Expression {
        MainActor.preconditionIsolated("a layout constraint is read on the main thread")
        return super.expression
    }

    /// UIKit's log form, e.g. `<LayoutConstraint 'SV-spacing' label-2.top == label-1.bottom + 10   (active)>`.
    public nonisolated override var description: String {
        MainActor.assumeIsolated { text }
    }
}

extension LayoutConstraint {
    private var text: String {
        var equation = "\(firstAnchor.description) \(relation.description) "
        if let secondAnchor {
            equation += multiplier == 1 ? secondAnchor.description : "\(multiplier) * \(secondAnchor.description)"
            if constant != 0 { equation += constant < 0 ? " - \(-constant)" : " + \(constant)" }
        } else {
            equation += "\(constant)"
        }
        if let note = contentSizeNote {
            equation += " \(note)"
        } else if !priority.isRequired {
            equation += " @\(priority)"
        }
        let name = identifier.map { "'\($0)' " } ?? ""
        let kind = contentSizeNote == nil ? "LayoutConstraint" : "ContentSizeLayoutConstraint"
        let state = isBroken ? "active, broken" : isActive ? "active" : "inactive"
        return "<\(kind) \(name)\(equation)   (\(state))>"
    }
}

/// A layout constraint's identifier, boxed (see ``LayoutConstraint/identifier``): a container
/// keeps one per kind of constraint it generates and gives it to each.
package final class ConstraintIdentifier: Sendable {
    /// The identifier.
    package let text: String
    /// Whether a conflict that involves a constraint with this identifier is reported at the
    /// next layout pass, if it still stands then, rather than when it arises: for constraints
    /// UIKit makes only at the layout pass (a view's autoresizing constraints), so that a
    /// conflict over before then is never reported, as on iOS. Meanwhile the broken constraint
    /// holds as far as it can; at the pass it goes back in as required.
    package let reportsConflictsAtLayout: Bool

    package init(_ text: String, reportsConflictsAtLayout: Bool = false) {
        self.text = text
        self.reportsConflictsAtLayout = reportsConflictsAtLayout
    }
}
