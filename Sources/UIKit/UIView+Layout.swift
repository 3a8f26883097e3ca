internal import Geometry
internal import Layout
internal import Views

extension UIView {
    /// How a view made with a frame follows its superview's size (UIKit's
    /// `UIView.AutoresizingMask`, same bits).
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        /// The mask's bits.
        public let rawValue: UInt
        /// A mask with the given bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The left margin follows the superview's width (alone on its axis, the right margin stays fixed).
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The width follows the superview's; both margins then stay fixed (iOS shares the change with them).
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The right margin follows the superview's width; with both margins flexible, only this one moves.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The top margin follows the superview's height (alone on its axis, the bottom margin stays fixed).
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The height follows the superview's; both margins then stay fixed (iOS shares the change with them).
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The bottom margin follows the superview's height; with both margins flexible, only this one moves.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    // MARK: - Autoresizing constraints

    /// Whether the view's ``frame`` and ``autoresizingMask`` are turned into constraints: true for
    /// views made in code, so a view given only a frame keeps it. Turn it off to place the view
    /// with constraints; a stack view turns it off for its arranged subviews.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { translatesMask }
        set {
            guard newValue != translatesMask else { return }
            translatesMask = newValue
            if newValue {
                installAutoresizingConstraints()
            } else {
                removeAutoresizingConstraints()
                releaseDetachedFrame()  // its constraints place it now
            }
            setNeedsLayout()
        }
    }

    /// How the view's edges follow its superview's size; `[]` keeps the frame as it is.
    public var autoresizingMask: AutoresizingMask {
        get { storedAutoresizingMask }
        set {
            guard newValue != storedAutoresizingMask else { return }
            storedAutoresizingMask = newValue
            updateAutoresizingConstraints()
            setNeedsDisplay()
        }
    }

    /// The frame or mask changed: the same constraints get new constants (cheap solver edits),
    /// or, if the mask changed which edges are pinned, new constraints replace them.
    func updateAutoresizingConstraints() {
        guard !autoresizingConstraints.isEmpty, let wanted = makeAutoresizingConstraints() else { return }
        let sameShape =
            wanted.count == autoresizingConstraints.count
            && zip(wanted, autoresizingConstraints).allSatisfy {
                $0.firstAnchor.attribute == $1.firstAnchor.attribute
                    && $0.secondAnchor?.attribute == $1.secondAnchor?.attribute
            }
        if sameShape {
            for (new, old) in zip(wanted, autoresizingConstraints) { old.constant = new.constant }
        } else {
            removeAutoresizingConstraints()
            autoresizingConstraints = wanted
            LayoutConstraint.activate(wanted)
        }
    }

    /// Pins the frame inside the superview with required constraints (see
    /// ``makeAutoresizingConstraints()``).
    func installAutoresizingConstraints() {
        // Constraints made in a superview that went without removing this view (a window
        // released) are no longer active: they are replaced, so the frame set since stands.
        if autoresizingConstraints.contains(where: { !$0.isActive }) { removeAutoresizingConstraints() }
        guard autoresizingConstraints.isEmpty, let wanted = makeAutoresizingConstraints() else { return }
        autoresizingConstraints = wanted
        LayoutConstraint.activate(wanted)
    }

    /// The frame and mask as constraints, one axis at a time: fixed edges keep their distance to
    /// the superview's, a fixed size stays. Nil when the view is not translated or has no superview.
    func makeAutoresizingConstraints() -> [LayoutConstraint]? {
        guard translatesMask, let superview else { return nil }
        // A scroll view's edges are its content area's to its subviews: the mask follows its frame.
        let parent = (superview.backing as? ScrollView)?.unscrolledFrameGuide ?? superview.backing
        let child = backing
        let frame = storedFrame
        let parentSize = superview.storedFrame.size
        let mask = storedAutoresizingMask
        // UIKit makes these at the layout pass: a conflict with them is reported only if it
        // still stands then (the mask turned off right after `addSubview`, say).
        let name = ConstraintIdentifier(
            "h=\(Self.code(mask, .flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin)) "
                + "v=\(Self.code(mask, .flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin))",
            reportsConflictsAtLayout: true)
        func axis(
            _ low: LayoutAttribute, _ size: LayoutAttribute, _ high: LayoutAttribute, origin: CGFloat, length: CGFloat,
            parentLength: CGFloat, flexibleLow: Bool, flexibleSize: Bool
        ) -> [LayoutConstraint] {
            let lowPin = LayoutConstraint(child, low, .equal, parent, low, constant: Double(origin), identifier: name)
            let highPin = LayoutConstraint(
                child, high, .equal, parent, high, constant: Double(origin + length - parentLength), identifier: name)
            let sizePin = LayoutConstraint(child, size, .equal, nil, size, constant: Double(length), identifier: name)
            if flexibleSize { return [lowPin, highPin] }
            return [flexibleLow ? highPin : lowPin, sizePin]
        }
        return axis(
            .left, .width, .right, origin: frame.minX, length: frame.width, parentLength: parentSize.width,
            flexibleLow: mask.contains(.flexibleLeftMargin) && !mask.contains(.flexibleRightMargin),
            flexibleSize: mask.contains(.flexibleWidth))
            + axis(
                .top, .height, .bottom, origin: frame.minY, length: frame.height, parentLength: parentSize.height,
                flexibleLow: mask.contains(.flexibleTopMargin) && !mask.contains(.flexibleBottomMargin),
                flexibleSize: mask.contains(.flexibleHeight))
    }

    func removeAutoresizingConstraints() {
        LayoutConstraint.deactivate(autoresizingConstraints)
        autoresizingConstraints = []
    }

    /// UIKit's log notation: `-` fixed, `&` flexible, for margin, size, margin.
    private static func code(
        _ mask: AutoresizingMask, _ low: AutoresizingMask, _ size: AutoresizingMask, _ high: AutoresizingMask
    ) -> String {
        [low, size, high].map { mask.contains($0) ? "&" : "-" }.joined()
    }

    // MARK: - Anchors

    /// The leading edge: the left edge, as layout here is always left to right.
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(backing, .leading) }
    /// The trailing edge: the right edge, as layout here is always left to right.
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(backing, .trailing) }
    /// The left edge.
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(backing, .left) }
    /// The right edge.
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(backing, .right) }
    /// The horizontal centre.
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(backing, .centerX) }
    /// The top edge.
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(backing, .top) }
    /// The bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(backing, .bottom) }
    /// The vertical centre.
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(backing, .centerY) }
    /// The baseline of the first line of text; the bottom edge for views without text.
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(backing, .firstBaseline) }
    /// The baseline of the last line of text; the bottom edge for views without text.
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(backing, .lastBaseline) }
    /// The width.
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(backing, .width) }
    /// The height.
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(backing, .height) }

    // MARK: - Constraints

    /// The active constraints whose first item is this view or a guide it owns (iOS files them
    /// under the items' closest common ancestor instead).
    public var constraints: [NSLayoutConstraint] { heldConstraints.filter(\.isActive) }

    /// Activates each constraint (as `NSLayoutConstraint.activate`).
    public func addConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.activate(constraints) }
    /// Activates `constraint` (as setting its `isActive`), whichever views it relates.
    public func addConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = true }
    /// Deactivates each constraint (as `NSLayoutConstraint.deactivate`).
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.deactivate(constraints) }
    /// Deactivates `constraint`.
    public func removeConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = false }

    /// Asks for ``updateConstraints()`` before the next layout pass.
    public func setNeedsUpdateConstraints() {
        backing.setNeedsUpdateConstraints()
        setNeedsLayout()
    }
    /// Lays out now if needed: a whole layout pass here, not only the constraint update.
    public func updateConstraintsIfNeeded() { layoutIfNeeded() }

    // MARK: - Guides, margins, safe area

    /// Adds a guide whose frame the view's constraints define.
    public func addLayoutGuide(_ guide: UILayoutGuide) {
        backing.addLayoutGuide(guide.guide)
        guide.owningView = self
        layoutGuides.append(guide)
    }

    /// Takes `guide` out of ``layoutGuides`` and clears its owning view.
    public func removeLayoutGuide(_ guide: UILayoutGuide) {
        guard guide.owningView === self else { return }
        layoutGuides.removeAll { $0 === guide }
        guide.owningView = nil
        guide.guide.removeFromParentItem()  // its constraints to the view go with it
    }

    /// The bounds inset by ``layoutMargins`` (8 points by default; a root view, 16 at the sides).
    public var layoutMarginsGuide: UILayoutGuide { facade(for: backing.layoutMarginsGuide) }

    /// The bounds inset by ``safeAreaInsets`` (zero on a desktop window).
    public var safeAreaLayoutGuide: UILayoutGuide { facade(for: backing.safeAreaLayoutGuide) }

    /// A guide for readable text; the margins guide here.
    public var readableContentGuide: UILayoutGuide { layoutMarginsGuide }

    /// The one `UILayoutGuide` that presents a toolkit guide of this view.
    func facade(for guide: LayoutGuide) -> UILayoutGuide {
        let key = ObjectIdentifier(guide)
        if let existing = guideFacades[key] { return existing }
        let made = UILayoutGuide(presenting: guide, owner: self)
        guideFacades[key] = made
        return made
    }

    /// Insets of ``layoutMarginsGuide`` from the bounds, in points; 8 on each side by default. A
    /// view controller's root view has its controller's system minimum by default (16 points at
    /// the leading and trailing edges), and no less unless the controller says otherwise
    /// (``UIViewController/viewRespectsSystemMinimumLayoutMargins``); reading gives the margins
    /// in effect.
    public var layoutMargins: UIEdgeInsets {
        get { marginsInEffect }
        set {
            requestedLayoutMargins = newValue
            applyLayoutMargins()
        }
    }

    /// Whether ``layoutMarginsGuide`` is inset by the safe area too, the margins counting from
    /// its edges (true, as in UIKit: content pinned to the margins stays clear of the bars).
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { !marginsIgnoreSafeArea }
        set {
            marginsIgnoreSafeArea = !newValue
            applyLayoutMargins()
        }
    }

    /// The margins in effect: those requested, raised to the system minimum on a root view
    /// whose controller respects it; a root view that requested none has the minimum.
    private var marginsInEffect: UIEdgeInsets {
        guard let controller = viewController else {
            // A window's toolkit view has margins of its own.
            return requestedLayoutMargins
                ?? UIEdgeInsets(backing is Window ? Window.standardLayoutMargins : View.defaultLayoutMargins)
        }
        let minimum = controller.systemMinimumLayoutMargins
        guard let requested = requestedLayoutMargins else { return minimum.edgeInsets }
        guard controller.viewRespectsSystemMinimumLayoutMargins else { return requested }
        return UIEdgeInsets(
            top: max(requested.top, minimum.top), left: max(requested.left, minimum.leading),
            bottom: max(requested.bottom, minimum.bottom), right: max(requested.right, minimum.trailing))
    }

    /// Gives the backing view's margins guide the margins in effect (from the safe area's
    /// edges, unless ``insetsLayoutMarginsFromSafeArea`` is off), and asks for a frame.
    func applyLayoutMargins() {
        defer { setNeedsDisplay() }
        let margins = marginsInEffect
        let safeArea = marginsIgnoreSafeArea ? .zero : safeAreaInsets
        let guide = UIEdgeInsets(
            top: margins.top + safeArea.top, left: margins.left + safeArea.left,
            bottom: margins.bottom + safeArea.bottom, right: margins.right + safeArea.right
        ).insets
        if backing.layoutMargins != guide { backing.layoutMargins = guide }
    }

    /// The layout margins as leading and trailing insets (left and right: layout is left to right).
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            let margins = layoutMargins
            return NSDirectionalEdgeInsets(
                top: margins.top, leading: margins.left, bottom: margins.bottom, trailing: margins.right)
        }
        set { layoutMargins = newValue.edgeInsets }
    }

    /// Whether the superview's margins add to this view's; recorded, not applied.
    public var preservesSuperviewLayoutMargins: Bool {
        get { preservesMargins }
        set { preservesMargins = newValue }
    }

    /// Insets of ``safeAreaLayoutGuide`` from the bounds, in points: zero on a desktop window,
    /// but for a navigation bar above a navigation controller's children and the views under it.
    public var safeAreaInsets: UIEdgeInsets { UIEdgeInsets(backing.safeAreaInsets) }

    /// Sets the safe area and tells the view; `byContainer`: a container's bars around its
    /// child's view decide it (it no longer follows the superview's).
    func setSafeAreaInsets(_ insets: UIEdgeInsets, byContainer: Bool) {
        safeAreaIsSetByContainer = byContainer
        guard safeAreaInsets != insets else { return }
        backing.safeAreaInsets = insets.insets
        if !marginsIgnoreSafeArea { applyLayoutMargins() }
        safeAreaInsetsDidChange()
    }

    /// A subview's safe area is the part of its superview's that it overlaps, as in UIKit (a
    /// table pinned to the top of a screen under a navigation bar starts below the bar). A view
    /// controller's view shown by a container gets its own from the container; a scroll view's
    /// content none.
    func inheritSafeArea() {
        guard !safeAreaIsSetByContainer, let superview, !(superview is UIScrollView) else { return }
        let parent = superview.safeAreaInsets
        guard parent != .zero || safeAreaInsets != .zero else { return }
        let frame = self.frame
        // A frame of no size (a superview not sized yet) says nothing about the overlap.
        guard frame.size.width > 0, frame.size.height > 0 else { return }
        let size = superview.bounds.size
        setSafeAreaInsets(
            UIEdgeInsets(
                top: max(0, parent.top - frame.minY), left: max(0, parent.left - frame.minX),
                bottom: max(0, parent.bottom - (size.height - frame.maxY)),
                right: max(0, parent.right - (size.width - frame.maxX))),
            byContainer: false)
    }

    // MARK: - Content hugging and compression resistance

    /// How strongly the view resists growing past its intrinsic size along `axis` (250 unless set).
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        UILayoutPriority(backing.contentHuggingPriority(for: axis.axis))
    }

    /// Sets how strongly the view resists growing along `axis`; it applies at the next layout.
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        backing.setContentHuggingPriority(priority.priority, for: axis.axis)
        setNeedsDisplay()
    }

    /// How strongly the view resists shrinking below its intrinsic size along `axis` (750 unless set).
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        UILayoutPriority(backing.contentCompressionResistancePriority(for: axis.axis))
    }

    /// Sets how strongly the view resists shrinking along `axis`; it applies at the next layout.
    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis)
    {
        backing.setContentCompressionResistancePriority(priority.priority, for: axis.axis)
        setNeedsDisplay()
    }

    // MARK: - Fitting

    /// The target of ``systemLayoutSizeFitting(_:)`` for the smallest size the constraints allow.
    public static let layoutFittingCompressedSize = CGSize(View.layoutFittingCompressedSize)
    /// The target of ``systemLayoutSizeFitting(_:)`` for the largest size the constraints allow
    /// (10 000 000 points a side here).
    public static let layoutFittingExpandedSize = CGSize(View.layoutFittingExpandedSize)
}
