import Geometry
import Layout
import Rendering

/// A rectangle on screen that draws, takes part in Auto Layout and holds subviews (UIKit's `UIView`).
///
/// Every view is laid out by constraints (there is no autoresizing-mask translation): the
/// window pins its root view, and everything else follows from constraints and intrinsic sizes.
/// Geometry follows UIKit: ``frame`` is in the superview's bounds coordinates, ``bounds`` has the
/// scroll offset as its origin for scroll views and zero otherwise; points, y down.
@MainActor
open class View: LayoutItem, BaselineLayoutItem {
    /// A stable identifier for tests and the layout dump (like `accessibilityIdentifier`).
    public var id: String?

    /// The direct children in z-order: the first is drawn first, at the bottom.
    @exclusivity(unchecked) public private(set) var subviews: [View] = []
    /// The view this one is a subview of; nil for a window or a detached view.
    public var superview: View? { parentItem as? View }

    // MARK: Appearance

    /// Opacity, 0...1, applied to the view and its subviews as one layer; below 0.01 the view
    /// takes no events.
    public var alpha = 1.0 {
        didSet { if alpha != oldValue { notify(.alpha) } }
    }
    /// Fills the bounds (rounded by ``cornerRadius``) below the content; nil draws nothing.
    public var backgroundColor: Color?
    // Declared after the colour, with the other flag, to fill its padding.
    /// Hidden views are not drawn and do not receive events; they still take part in layout
    /// (a stack view collapses them). Setting the same value again does nothing: UIKit's
    /// cumulative `isHidden` inside stack views (hide twice, unhide twice) is a bug not copied.
    @exclusivity(unchecked) public var isHidden = false {
        didSet { if isHidden != oldValue { notify(.isHidden) } }
    }
    /// When false, hit testing skips the view and its subviews, so presses go to what lies behind
    /// (the wheel still reaches them).
    public var isUserInteractionEnabled = true
    /// Colour of the border; nothing is drawn while ``borderWidth`` is 0.
    public var borderColor: Color {
        get { settings.borderColor }
        set { changedSettings.borderColor = newValue }
    }
    /// Border width in points, drawn inside the bounds above the content (as a layer border).
    public var borderWidth: Double {
        get { settings.borderWidth }
        set { changedSettings.borderWidth = newValue }
    }
    /// Rounds the background, the border and, with ``clipsToBounds``, the clip; in points.
    public var cornerRadius: Double {
        get { settings.cornerRadius }
        set { changedSettings.cornerRadius = newValue }
    }
    /// Which corners ``cornerRadius`` rounds for the background, the border and the shadow (a
    /// layer's `maskedCorners`); all four by default. ``clipsToBounds`` rounds all four.
    public var roundedCorners: Corners {
        get { settings.roundedCorners }
        set { changedSettings.roundedCorners = newValue }
    }

    /// Corners of a view.
    public struct Corners: OptionSet, Hashable, Sendable {
        /// The bits.
        public let rawValue: UInt8
        /// Corners from their bits.
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        /// The top left corner.
        public static let topLeft = Corners(rawValue: 1 << 0)
        /// The top right corner.
        public static let topRight = Corners(rawValue: 1 << 1)
        /// The bottom left corner.
        public static let bottomLeft = Corners(rawValue: 1 << 2)
        /// The bottom right corner.
        public static let bottomRight = Corners(rawValue: 1 << 3)
        /// All four.
        public static let all: Corners = [.topLeft, .topRight, .bottomLeft, .bottomRight]
    }

    /// Whether subviews are clipped to the bounds (the rounded corners included).
    public var clipsToBounds: Bool {
        get { settings.clipsToBounds }
        set { changedSettings.clipsToBounds = newValue }
    }
    /// The shadow cast under the view, or nil (the default) for none, as a layer casts one:
    /// from ``shadowPath``, or else from the bounds rounded by ``cornerRadius`` when a
    /// ``backgroundColor`` fills them, as strong as that colour is opaque (a view without one
    /// casts none: iOS casts one from whatever the layer draws). ``clipsToBounds`` cuts it
    /// away, as a layer's `masksToBounds` does. It fades with ``alpha``.
    public var shadow: Shadow? {
        get { settings.shadow }
        set {
            changedSettings.shadow = newValue
            superview?.noteSubviewShadow(newValue)
        }
    }
    /// Drawn over the view's own content and under its subviews, in its bounds coordinates
    /// (moved by a scroll offset, as the subviews are): what a hosting API draws there, such
    /// as Core Animation's sublayers. Nil by default.
    public var layerContent: (@MainActor (Canvas) -> Void)? {
        get { settings.layerContent }
        set { changedSettings.layerContent = newValue }
    }
    /// The shape that casts ``shadow``, in the view's own coordinates (points, from the top
    /// left of its frame); nil for the rounded bounds.
    public var shadowPath: Path? {
        get { settings.shadowPath }
        set { changedSettings.shadowPath = newValue }
    }
    /// The shape the view is cut to when drawn, with its shadow, content and subviews (a layer
    /// mask), and the rule that finds its inside; in the view's bounds coordinates (it moves
    /// with a scroll offset, as a layer's mask does). Asked for at every frame, so that it
    /// follows what it is made from; nil (or a nil answer) for none. Hit testing ignores it.
    public var mask: (@MainActor () -> (path: Path, rule: FillRule)?)? {
        get { settings.mask }
        set { changedSettings.mask = newValue }
    }
    /// How the view is drawn moved, scaled or rotated about its centre, with its subviews
    /// (UIKit's `transform`). Layout and hit testing ignore it: the frame stays the laid-out one.
    public var transform: Transform {
        get { settings.transform }
        set { changedSettings.transform = newValue }
    }

    /// How the view is drawn while a layout animation runs: its interpolated frame (superview
    /// coordinates) and opacity. A view being hidden is drawn until the animation ends.
    public struct Presentation: Equatable, Sendable {
        /// The frame, in the superview's coordinates.
        public internal(set) var frame: Rect
        /// The opacity.
        public internal(set) var alpha: Double
        /// The background colour, if any.
        public internal(set) var backgroundColor: Color?
        /// The transform.
        public internal(set) var transform: Transform
    }

    /// How a layout animation draws this view now, if one does.
    public var currentPresentation: Presentation? { presentation }

    /// The presentation state, if a layout animation is drawing this view.
    var presentation: Presentation? {
        get { presentationBox?.state }
        set {
            guard let newValue else {
                presentationBox = nil
                return
            }
            if let presentationBox {
                presentationBox.state = newValue
            } else {
                presentationBox = PresentationBox(newValue)
            }
        }
    }
    /// Boxed: only views in a running layout animation have one, so the others pay a pointer,
    /// not the 130 bytes of the state, each.
    private var presentationBox: PresentationBox?

    private final class PresentationBox {
        var state: Presentation
        init(_ state: Presentation) { self.state = state }
    }

    /// Called on the superview when `subview`'s `property` changed, before its observers hear
    /// of it: containers that arrange their subviews react here, with nothing to register.
    open func subview(_ subview: View, didChange property: ViewProperty) {}

    /// A guide inset from the view's edges, made on first use, with its four edge constraints.
    struct InsetGuide {
        let guide: LayoutGuide
        /// Leading, trailing, top, bottom (the order of `edgeConstraints(equalTo:insets:)`).
        let edges: [LayoutConstraint]
    }

    /// What most views leave as it was made: border, corners, transform, shadow, margins,
    /// guides and observers. Kept apart, and made when one is first set (or a guide or an observer first
    /// made), so that each of a list's thousands of labels pays a pointer for it instead of
    /// some 200 bytes.
    final class Settings {
        var borderColor: Color = .black
        var borderWidth = 0.0
        var cornerRadius = 0.0
        var clipsToBounds = false
        var transform = Transform.identity
        var shadow: Shadow?
        var shadowPath: Path?
        var mask: (@MainActor () -> (path: Path, rule: FillRule)?)?
        var roundedCorners = Corners.all
        /// How far past their frames the shadows of this view's subviews have reached (see
        /// ``noteSubviewShadow(_:)``).
        var subviewShadowMargin = 0.0
        var layerContent: (@MainActor (Canvas) -> Void)?
        var layoutMargins = View.defaultLayoutMargins
        var safeAreaInsets = EdgeInsets.zero
        var marginsGuide: InsetGuide?
        var safeAreaGuide: InsetGuide?
        var observers: [ViewProperty: [Int: (View) -> Void]] = [:]
        var nextObserverID = 0
    }
    /// Nil until ``changedSettings`` is first asked for.
    private var changedSettingsStorage: Settings?
    /// The initial settings, read by every view that changed none (never changed itself).
    private static let initialSettings = Settings()
    /// The settings, for reading only: a view that changed none reads the shared initial ones,
    /// which nothing may change (write through ``changedSettings``).
    var settings: Settings { changedSettingsStorage ?? View.initialSettings }
    /// The view's own settings, for changing: made on first use.
    var changedSettings: Settings {
        if let changedSettingsStorage { return changedSettingsStorage }
        let settings = Settings()
        changedSettingsStorage = settings
        return settings
    }

    private static var unnamedCount = 0

    /// Called after the `layoutSubviews()` of each view that has a `LayoutItem/host`, before
    /// its subviews': the hosting API's own layout callbacks run from here.
    public static var hostedViewDidLayout: ((View) -> Void)?

    /// A detached view; without an `id` its debug name is the type name and a running number.
    public init(id: String? = nil) {
        self.id = id
        View.unnamedCount += 1
        super.init(name: id ?? "\(String(describing: Self.self))#\(View.unnamedCount)")
    }

    // MARK: - Hierarchy

    /// Adds `view` on top of the other subviews (it leaves its old superview first).
    public func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` at `index` in z-order (0 is the bottom).
    public func insertSubview(_ view: View, at index: Int) {
        if view.superview === self, let old = subviews.firstIndex(where: { $0 === view }) {
            subviews.remove(at: old)
            subviews.insert(view, at: min(index, subviews.count))
            return
        }
        view.removeFromSuperview()
        subviews.insert(view, at: min(index, subviews.count))
        noteSubviewShadow(view.shadow)
        addChildItem(view)
        didAddSubview(view)
    }

    /// Removes the view from its superview; constraints that reach outside it are deactivated.
    public func removeFromSuperview() {
        guard let superview else { return }
        superview.willRemoveSubview(self)
        superview.subviews.removeAll { $0 === self }
        removeFromParentItem()
    }

    /// Called after `subview` has been added (not when it only moves in z-order); does nothing by default.
    open func didAddSubview(_ subview: View) {}
    /// Called while `subview` is still in place, just before it is removed; does nothing by default.
    open func willRemoveSubview(_ subview: View) {}

    /// Whether this view is `view` or lies somewhere below it.
    public func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let node = current {
            if node === view { return true }
            current = node.superview
        }
        return false
    }

    /// The first view in this subtree (self included) with the given ``id``, depth first.
    public func view(withID id: String) -> View? {
        if self.id == id { return self }
        for subview in subviews {
            if let found = subview.view(withID: id) { return found }
        }
        return nil
    }

    // MARK: - Geometry

    /// The frame in the superview's bounds coordinates, as of the last layout.
    public var frame: Rect {
        let own = layoutFrame
        guard let superview else { return own }
        let origin = superview.layoutFrame.origin
        return own.offsetBy(dx: -origin.x, dy: -origin.y)
    }

    /// The origin of the view's own coordinate space: zero, or the content offset of a scroll view.
    open var boundsOrigin: Point { .zero }

    /// The view's own coordinate space: ``boundsOrigin`` and the frame's size.
    public var bounds: Rect { Rect(origin: boundsOrigin, size: layoutFrame.size) }

    /// The frame's centre in the superview's coordinates.
    public var center: Point { Point(x: frame.midX, y: frame.midY) }

    /// The frame in window coordinates: the solved rectangle less every ancestor's scroll offset.
    public var windowFrame: Rect {
        var rect = layoutFrame
        var ancestor = superview
        while let view = ancestor {
            let offset = view.boundsOrigin
            rect = rect.offsetBy(dx: -offset.x, dy: -offset.y)
            ancestor = view.superview
        }
        return rect
    }

    /// Converts a point from this view's bounds coordinates to `view`'s (nil: the window's).
    public func convert(_ point: Point, to view: View?) -> Point {
        let window = Point(
            x: point.x - boundsOrigin.x + windowFrame.minX, y: point.y - boundsOrigin.y + windowFrame.minY)
        guard let view else { return window }
        return Point(
            x: window.x - view.windowFrame.minX + view.boundsOrigin.x,
            y: window.y - view.windowFrame.minY + view.boundsOrigin.y)
    }

    /// Converts a point from `view`'s bounds coordinates (nil: the window's) to this view's.
    public func convert(_ point: Point, from view: View?) -> Point {
        let window = view?.convert(point, to: nil) ?? point
        return Point(
            x: window.x - windowFrame.minX + boundsOrigin.x, y: window.y - windowFrame.minY + boundsOrigin.y)
    }

    // MARK: - Hit testing

    /// Views more transparent than this take no touches (UIKit's rule).
    public static let minimumInteractiveAlpha = 0.01

    /// Whether `point` (in bounds coordinates) is inside the view.
    open func point(inside point: Point) -> Bool { bounds.contains(point) }

    /// The deepest visible, interactive view containing `point` (in this view's bounds
    /// coordinates), front-most first; nil if the point is outside.
    open func hitTest(_ point: Point) -> View? {
        guard !isHidden, alpha >= View.minimumInteractiveAlpha, isUserInteractionEnabled, self.point(inside: point)
        else {
            return nil
        }
        // The same search as drawing: a stack finds the row under the point without visiting all.
        for subview in subviews(intersecting: Rect(x: point.x, y: point.y, width: 1, height: 1)).reversed() {
            let frame = subview.frame
            let local = Point(
                x: point.x - frame.minX + subview.boundsOrigin.x, y: point.y - frame.minY + subview.boundsOrigin.y)
            if let hit = subview.hitTest(local) { return hit }
        }
        return self
    }

    // MARK: - Margins and safe area

    /// 8 points on each side, as UIKit's default.
    nonisolated package static let defaultLayoutMargins = EdgeInsets(all: 8)

    /// Insets of ``layoutMarginsGuide`` from the edges; 8 points on each side by default.
    public var layoutMargins: EdgeInsets {
        get { settings.layoutMargins }
        set { setInsets(newValue, \.layoutMargins, guide: \.marginsGuide) }
    }

    /// The bounds inset by ``layoutMargins`` (UIKit's `layoutMarginsGuide`).
    public var layoutMarginsGuide: LayoutGuide {
        insetGuide(
            &changedSettings.marginsGuide, named: "layoutMarginsGuide", insets: layoutMargins,
            identifier: "View-margin-guide-constraint")
    }

    /// Insets that keep content clear of bars and notches. An X11 window has none, so zero,
    /// unless a host sets them on the root view to emulate some.
    public var safeAreaInsets: EdgeInsets {
        get { settings.safeAreaInsets }
        set { setInsets(newValue, \.safeAreaInsets, guide: \.safeAreaGuide) }
    }

    /// The bounds inset by ``safeAreaInsets``.
    public var safeAreaLayoutGuide: LayoutGuide {
        insetGuide(
            &changedSettings.safeAreaGuide, named: "safeAreaLayoutGuide", insets: safeAreaInsets,
            identifier: "View-safe-area-constraint")
    }

    /// Stores `insets` at `stored` and moves the guide at `guide` to them, if it is made.
    private func setInsets(
        _ insets: EdgeInsets, _ stored: ReferenceWritableKeyPath<Settings, EdgeInsets>,
        guide: KeyPath<Settings, InsetGuide?>
    ) {
        let settings = changedSettings
        settings[keyPath: stored] = insets
        settings[keyPath: guide].map { View.update($0, to: insets) }
    }

    /// The guide in `storage`, made and pinned `insets` inside the edges on first use.
    private func insetGuide(_ storage: inout InsetGuide?, named suffix: String, insets: EdgeInsets, identifier: String)
        -> LayoutGuide
    {
        if let existing = storage { return existing.guide }
        let guide = LayoutGuide(identifier: "\(name).\(suffix)")
        addLayoutGuide(guide)
        let edges = guide.edgeConstraints(equalTo: self, insets: insets)
        for edge in edges {
            edge.identifier = identifier
            edge.isSystem = true
        }
        LayoutConstraint.activate(edges)
        storage = InsetGuide(guide: guide, edges: edges)
        return guide
    }

    /// New insets are edits of the four constants, not new constraints.
    private static func update(_ inset: InsetGuide, to insets: EdgeInsets) {
        inset.edges[0].constant = insets.left
        inset.edges[1].constant = -insets.right
        inset.edges[2].constant = insets.top
        inset.edges[3].constant = -insets.bottom
    }

    // MARK: - Baselines

    /// Distance from the top to the first baseline; nil (the bottom edge) for views without text.
    open var firstBaselineOffsetFromTop: Double? { nil }
    /// Distance from the last baseline to the bottom; nil (the bottom edge) for views without text.
    open var lastBaselineOffsetFromBottom: Double? { nil }

    // MARK: - Layout

    /// Marks the window for layout.
    public func setNeedsLayout() { layoutEngine.setNeedsLayout() }

    /// Lays out the whole tree this view belongs to, if anything changed: constraints are
    /// updated, the engine solves once, and every view's ``layoutSubviews()`` runs.
    public func layoutIfNeeded() {
        let root = rootItem
        root.layoutEngine.layoutIfNeeded()
        (root as? View)?.layoutSubviewsRecursively()
    }

    /// Called after each solve, top down: the place to react to new frames (scroll views clamp
    /// their offset here).
    open func layoutSubviews() {}

    /// The target of a fitting for the smallest size the constraints allow.
    public static let layoutFittingCompressedSize = Size(width: 0, height: 0)
    /// The target of a fitting for the largest size the constraints allow.
    public static let layoutFittingExpandedSize = Size(
        width: LayoutEngine.largestFittingLength, height: LayoutEngine.largestFittingLength)

    /// The size this view's constraints and its subviews' give it, as close to `target` as
    /// they let it be, each axis pulled at its priority (by default `fittingSizeLevel`, below
    /// hugging and resistance). Constraints to views outside this one play no part; nothing
    /// moves (see `LayoutEngine.fittingSize(of:target:horizontalPriority:verticalPriority:ignoring:)`).
    public func systemLayoutSizeFitting(
        _ target: Size, withHorizontalFittingPriority horizontalPriority: LayoutPriority = .fittingSizeLevel,
        verticalFittingPriority verticalPriority: LayoutPriority = .fittingSizeLevel
    ) -> Size {
        layoutEngine.fittingSize(
            of: self, target: target, horizontalPriority: horizontalPriority, verticalPriority: verticalPriority)
    }

    func layoutSubviewsRecursively() {
        layoutSubviews()
        if host != nil { View.hostedViewDidLayout?(self) }
        for subview in subviews { subview.layoutSubviewsRecursively() }
    }

    // MARK: - Drawing

    /// Draws the view's own content, above the background and below the subviews, with (0, 0) at
    /// the view's top-left corner (a scroll view's offset is not applied). `dirtyRect` is the
    /// rectangle to fill: at (0, 0), of the frame's size or, during a layout animation, of the size
    /// being shown (draw to it, not to ``bounds``, which is already final).
    open func draw(in canvas: Canvas, dirtyRect: Rect) {}

    /// Draws above the subviews (scroll indicators, focus rings), with (0, 0) at the view's
    /// top-left corner as in ``draw(in:dirtyRect:)``; its own ``clipsToBounds`` does not clip it.
    open func drawOverlay(in canvas: Canvas) {}

    /// The subviews that may intersect `rect` (in this view's bounds coordinates), in z-order.
    /// Containers that know their order (a stack) answer without looking at every subview.
    /// During a layout animation, a subview is where it is drawn.
    open func subviews(intersecting rect: Rect) -> [View] {
        // A loop, not `filter`: a closure here would check its isolation for each subview.
        var found: [View] = []
        for subview in subviews where subview.mayBeDrawn(in: rect) { found.append(subview) }
        return found
    }

    /// Whether the view, where it is drawn now (its presentation during a layout animation),
    /// may show in `rect` (its superview's bounds coordinates); a transformed one always may,
    /// and so may one with ``layerContent`` that does not clip to its bounds.
    func mayBeDrawn(in rect: Rect) -> Bool {
        let transform = presentation?.transform ?? self.transform
        // Layer content may reach past the frame, as sublayers do: such views are few.
        return !transform.isIdentity || (presentation?.frame ?? frame).intersects(rect)
            || !clipsToBounds && layerContent != nil
    }

    /// The subviews that a running layout animation of the window draws away from their frames,
    /// with their places among ``subviews`` when it began (ascending); empty when none.
    /// A container that finds subviews without looking at each (a stack) adds these.
    var subviewsMovingInLayoutAnimation: [(position: Int, view: View)] {
        (rootItem as? Window)?.transition?.movingSubviews(of: self) ?? []
    }

    /// Whether the view's shadow may show in `rect` (its superview's bounds coordinates) though
    /// the view, `drawn` there, does not. A transformed view's shadow is taken to always may.
    private func castsShadow(into rect: Rect, from drawn: Rect) -> Bool {
        guard let shadow, !clipsToBounds else { return false }
        guard (presentation?.transform ?? transform).isIdentity else { return true }
        let shape = shadowPath.map { $0.bounds.offsetBy(dx: drawn.minX, dy: drawn.minY) } ?? drawn
        return shadow.bounds(ofShapeIn: shape).intersects(rect)
    }

    /// Widens how far beyond what it draws this view looks for subviews, so that a subview's
    /// `shadow` is drawn when it is cast into view from just out of it: by its blur and offset
    /// (a shadow path that reaches past the subview's bounds counts only its own blur and
    /// offset). Only grows: a view whose subviews cast no shadow pays nothing.
    private func noteSubviewShadow(_ shadow: Shadow?) {
        guard let shadow, !shadow.isInvisible else { return }
        let margin = shadow.reach + max(abs(shadow.offsetX), abs(shadow.offsetY))
        if margin > settings.subviewShadowMargin { changedSettings.subviewShadowMargin = margin }
    }

    /// `rect` with `corners` rounded by `radius`, the others square, as a path.
    public static func roundedPath(_ rect: Rect, _ radius: Double, corners: Corners = .all) -> Path {
        func rounding(_ corner: Corners) -> Double { corners.contains(corner) ? radius : 0 }
        var path = Path()
        path.addRoundedRect(
            rect, radii: (rounding(.topLeft), rounding(.topRight), rounding(.bottomRight), rounding(.bottomLeft)))
        return path
    }

    /// Fills `rect` as a background: its corners rounded by `radius`, those of `corners` only.
    public static func fillBackground(
        _ rect: Rect, color: Color, radius: Double, corners: Corners, in canvas: Canvas
    ) {
        guard corners != .all && radius > 0 else { return canvas.fill(rect, color: color, cornerRadius: radius) }
        canvas.fill(roundedPath(rect, radius, corners: corners), color: color, rule: .nonZero)
    }

    /// Strokes a border `width` points wide inside `rect`, its corners rounded by `radius`,
    /// those of `corners` only.
    public static func strokeBorder(
        _ rect: Rect, color: Color, width: Double, radius: Double, corners: Corners, in canvas: Canvas
    ) {
        guard corners != .all && radius > 0 else {
            return canvas.stroke(rect, color: color, lineWidth: width, cornerRadius: radius)
        }
        let half = width / 2
        let inner = Rect(
            x: rect.minX + half, y: rect.minY + half, width: rect.width - width, height: rect.height - width)
        canvas.stroke(
            roundedPath(inner, max(0, radius - half), corners: corners), color: color,
            style: StrokeStyle(lineWidth: width))
    }

    /// `transform` applied about the centre of `rect` (UIKit's anchor point), in `rect`'s space.
    static func aboutCentre(_ transform: Transform, of rect: Rect) -> Transform {
        Transform.translation(dx: -rect.midX, dy: -rect.midY).concatenating(transform).concatenating(
            .translation(dx: rect.midX, dy: rect.midY))
    }

    /// Draws this view and its visible subviews, culled against the canvas clip. The canvas
    /// user space must be the superview's bounds coordinates.
    public func render(in canvas: Canvas) {
        let alpha = presentation?.alpha ?? (isHidden ? 0 : self.alpha)
        guard alpha > 0.001 else { return }
        let frame = presentation?.frame ?? self.frame
        let transform = presentation?.transform ?? self.transform
        let drawn = transform.isIdentity ? frame : View.aboutCentre(transform, of: frame).apply(to: frame)
        let visible = canvas.clipBounds
        guard
            drawn.intersects(visible) || !clipsToBounds && (!subviews.isEmpty || layerContent != nil)
                || castsShadow(into: visible, from: drawn)
        else { return }
        canvas.save()
        canvas.translate(dx: frame.minX, dy: frame.minY)
        if !transform.isIdentity {
            canvas.concat(View.aboutCentre(transform, of: Rect(origin: .zero, size: frame.size)))
        }
        if alpha < 0.999 { canvas.beginLayer(alpha: alpha) }
        if let mask = settings.mask?() {
            let origin = boundsOrigin
            let shift = Transform.translation(
                dx: -canvas.roundedToPixels(origin.x), dy: -canvas.roundedToPixels(origin.y))
            canvas.clip(to: mask.path.applying(shift), rule: mask.rule)
        }
        let local = Rect(origin: .zero, size: frame.size)
        let background = (presentation.map(\.backgroundColor) ?? backgroundColor).flatMap { $0.alpha > 0 ? $0 : nil }
        if let shadow, !clipsToBounds {
            if let shadowPath {
                canvas.drawShadow(shadow, of: shadowPath, rule: .nonZero)
            } else if let background {
                var cast = shadow
                cast.color = shadow.color.withAlpha(shadow.color.alpha * background.alpha)
                canvas.drawShadow(
                    cast, of: View.roundedPath(local, cornerRadius, corners: roundedCorners), rule: .nonZero)
            }
        }
        if let background {
            View.fillBackground(local, color: background, radius: cornerRadius, corners: roundedCorners, in: canvas)
        }
        canvas.save()
        // Like a layer's masksToBounds: the view's own content is clipped too, not only subviews.
        if clipsToBounds { canvas.clip(to: local, cornerRadius: cornerRadius) }
        draw(in: canvas, dirtyRect: local)
        // The scroll offset moves the content by whole device pixels, as on iOS: edges stay
        // sharp while scrolling, and every frame rasterises them the same way (which also cost
        // the X server about 15% of a scroll frame's work when they fell between pixels).
        let origin = boundsOrigin
        let dx = -canvas.roundedToPixels(origin.x)
        let dy = -canvas.roundedToPixels(origin.y)
        // Clipped content is marked: a canvas that keeps frames may copy it when it scrolls.
        if clipsToBounds { canvas.beginScrolledContent(dx: dx, dy: dy) } else { canvas.translate(dx: dx, dy: dy) }
        settings.layerContent?(canvas)
        let margin = settings.subviewShadowMargin
        let reached = margin > 0 ? canvas.clipBounds.inset(by: EdgeInsets(all: -margin)) : canvas.clipBounds
        for subview in subviews(intersecting: reached) {
            subview.render(in: canvas)
        }
        if clipsToBounds { canvas.endScrolledContent() }
        canvas.restore()
        drawOverlay(in: canvas)
        if borderWidth > 0 {
            View.strokeBorder(
                local, color: borderColor, width: borderWidth, radius: cornerRadius, corners: roundedCorners, in: canvas
            )
        }
        if alpha < 0.999 { canvas.endLayer() }
        canvas.restore()
    }
}
