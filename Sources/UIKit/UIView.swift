internal import Geometry
internal import Layout
internal import Rendering
internal import Views

/// A rectangle that draws, takes part in Auto Layout, holds subviews and handles touches
/// (UIKit's `UIView`).
///
/// Each `UIView` presents a toolkit view (its backing) that the engine lays out and draws; the
/// two trees are kept the same shape by the methods here. Geometry is UIKit's: `frame` in the
/// superview's bounds coordinates, points, y down.
@preconcurrency @MainActor
open class UIView: UIResponder {
    /// The toolkit view this one presents.
    let backing: View
    /// The view's direct subviews, back to front: the last one is drawn on top.
    public private(set) var subviews: [UIView] = []
    /// The view this one is a subview of, if any.
    public private(set) weak var superview: UIView?
    /// The view controller whose root view this is (the next responder). A root view's layout
    /// margins follow the controller's system minimum.
    weak var viewController: UIViewController? {
        didSet { if viewController !== oldValue { applyLayoutMargins() } }
    }
    /// The layout margins set through ``layoutMargins``; nil until set (a plain view then has
    /// the toolkit's 8 points, a root view its controller's system minimum).
    var requestedLayoutMargins: UIEdgeInsets?
    /// The frame last set (or the layout's, once laid out by constraints).
    var storedFrame: CGRect
    /// The layout pass (``layoutPassNumber``) in which a layout callback last set the frame,
    /// after that pass solved; -1 for none.
    private var framePass = -1
    var autoresizingConstraints: [LayoutConstraint] = []
    var translatesMask = true
    var storedAutoresizingMask: AutoresizingMask = []
    /// The guides added with ``addLayoutGuide(_:)``, in order (the margins and safe-area guides are not listed).
    public internal(set) var layoutGuides: [UILayoutGuide] = []
    var preservesMargins = false
    /// Active constraints whose first item is this view (UIKit files them under the closest
    /// common ancestor; here the first item holds them).
    var heldConstraints: [NSLayoutConstraint] = []
    /// Whether a container (a navigation or tab bar controller) sets the safe area of this
    /// view, its child's, instead of the superview's overlap.
    var safeAreaIsSetByContainer = false
    /// Whether the margins guide ignores the safe area (``insetsLayoutMarginsFromSafeArea`` off).
    var marginsIgnoreSafeArea = false
    var observations: [Int: KeyValueObservationRecord] = [:]
    var nextObservationID = 0
    /// The recognizers attached to the view, in the order added; nil until the first one is added.
    public private(set) var gestureRecognizers: [UIGestureRecognizer]? = nil
    lazy var guideFacades: [ObjectIdentifier: UILayoutGuide] = [:]
    /// ``keyboardLayoutGuide``, made on first use.
    var keyboardGuide: UIKeyboardLayoutGuide?

    /// The toolkit view a new instance presents; subclasses present their own kind.
    class func makeBacking() -> View { HostView() }

    /// Makes a view at `frame` (points, in the superview's bounds coordinates).
    public init(frame: CGRect) {
        backing = Self.makeBacking()
        storedFrame = frame
        super.init()
        attachBacking()
    }

    /// Views decoded from an archive; there are no archives here, so this makes an empty view.
    public required init?(coder: NSCoder) {
        backing = Self.makeBacking()
        storedFrame = .zero
        super.init()
        attachBacking()
    }

    /// `init(frame: .zero)`.
    public convenience override init() {
        self.init(frame: .zero)
    }

    deinit {
        // Not `isolated`: the compiler refuses an isolated deinit in a `@preconcurrency` class.
        // Views are released on the main thread, as UIKit requires.
        MainActor.assumeIsolated { backing.host = nil }
    }

    private func attachBacking() {
        UIApplication.prepareToolkit()
        backing.host = self
        didInitialize()
    }

    /// Sets the defaults a subclass differs in (user interaction for labels, and so on).
    func didInitialize() {}

    /// The view controller whose root view this is, else the superview.
    open override var next: UIResponder? { viewController ?? superview }

    // MARK: - Hierarchy

    /// Adds `view` in front of the other subviews, taking it from its old superview first.
    open func addSubview(_ view: UIView) {
        insertSubview(view, at: subviews.count)
    }

    /// Puts `view` at `index` in ``subviews`` (0 is the back), taking it from its old superview first.
    open func insertSubview(_ view: UIView, at index: Int) {
        adopt(view, at: index) { self.backing.insertSubview(view.backing, at: index) }
    }

    /// Puts `view` just behind `sibling`, or at the back if `sibling` is not a subview.
    open func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        // The index counts the subviews without `view`, which moves from wherever it is.
        insertSubview(view, at: subviews.filter { $0 !== view }.firstIndex { $0 === sibling } ?? 0)
    }

    /// Puts `view` just in front of `sibling`, or at the front if `sibling` is not a subview.
    open func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        // The index counts the subviews without `view`, which moves from wherever it is.
        let others = subviews.filter { $0 !== view }
        insertSubview(view, at: (others.firstIndex { $0 === sibling } ?? others.count - 1) + 1)
    }

    /// Moves `view` in front of its siblings; does nothing if it is not a subview.
    open func bringSubviewToFront(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: subviews.count)
    }

    /// Moves `view` behind its siblings; does nothing if it is not a subview.
    open func sendSubviewToBack(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: 0)
    }

    /// Makes `view` a subview at `index` in both trees; `attachBacking` puts the toolkit view in
    /// place (a stack view arranges it too). Moving within the same superview only reorders.
    func adopt(_ view: UIView, at index: Int, attachBacking: () -> Void) {
        precondition(view !== self, "a view cannot be its own subview")
        if view.superview === self, let old = subviews.firstIndex(where: { $0 === view }) {
            subviews.remove(at: old)
            subviews.insert(view, at: min(index, subviews.count))
            attachBacking()
            return
        }
        let oldWindow = view.window
        view.detachFromSuperview()
        view.releaseDetachedFrame()
        view.willMove(toSuperview: self)
        subviews.insert(view, at: min(index, subviews.count))
        view.superview = self
        attachBacking()
        view.installAutoresizingConstraints()
        view.backing.setNeedsUpdateConstraints()  // UIKit asks every view once it is in a hierarchy
        view.didMoveToSuperview()
        if view.window !== oldWindow { view.didChangeWindow() }
        UIApplication.current?.treeDidChange()
        didAddSubview(view)
        setNeedsLayout()
    }

    /// Takes the view out of its superview; constraints that reach outside it are deactivated
    /// and its autoresizing constraints removed.
    open func removeFromSuperview() {
        guard superview != nil else { return }
        let hadWindow = window != nil
        willMove(toSuperview: nil)
        detachFromSuperview()
        didMoveToSuperview()
        if hadWindow { didChangeWindow() }
    }

    private func detachFromSuperview() {
        guard let superview else { return }
        superview.willRemoveSubview(self)
        removeAutoresizingConstraints()
        superview.subviews.removeAll { $0 === self }
        backing.removeFromSuperview()
        self.superview = nil
        superview.setNeedsLayout()
        UIApplication.current?.treeDidChange()
    }

    private func didChangeWindow() {
        willMove(toWindow: window)
        didMoveToWindow()
        viewController?.viewDidChangeWindow()
        for subview in subviews { subview.didChangeWindow() }
    }

    /// Override point, called after `subview` was added (not when it was only reordered).
    open func didAddSubview(_ subview: UIView) {}
    /// Override point, called before `subview` leaves this view.
    open func willRemoveSubview(_ subview: UIView) {}
    /// Override point, called before the view moves to `newSuperview` (nil: it is being removed).
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Override point, called after the view's superview changed.
    open func didMoveToSuperview() {}
    /// Override point for a change of window. Unlike iOS it runs after the move (``window`` is
    /// already `newWindow`), just before ``didMoveToWindow()``.
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// Override point, called after the view (or an ancestor) moved into a window or out of one.
    open func didMoveToWindow() {}

    /// Override point for a change of ``traitCollection``; never called here, where the traits
    /// do not change (see ``UITraitCollection``).
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The window this view is in, if any.
    open var window: UIWindow? {
        var current: UIView? = self
        while let view = current {
            if let window = view as? UIWindow { return window }
            current = view.superview
        }
        return nil
    }

    /// Whether this view is `view` or lies anywhere in its subtree.
    public func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let node = current {
            if node === view { return true }
            current = node.superview
        }
        return false
    }

    // MARK: - Tags

    /// A number that identifies the view in ``viewWithTag(_:)``; 0 by default.
    open var tag = 0

    /// The first view with `tag` in this subtree, this view first, then depth first.
    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in subviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    /// A name for tests and the layout log (`accessibilityIdentifier`).
    open var accessibilityIdentifier: String? {
        get { backing.id }
        set { backing.id = newValue }
    }

    // MARK: - Geometry

    /// The frame in the superview's bounds coordinates: the last layout's rectangle, or the
    /// one set since. Setting it moves views whose ``translatesAutoresizingMaskIntoConstraints``
    /// is on (it rewrites their constraints); others keep it until the next layout pass.
    open var frame: CGRect {
        get { storedFrame }
        set {
            guard newValue != storedFrame else { return }
            storedFrame = newValue
            // Set by a layout callback after the pass solved: it stands for the rest of the pass
            // (for a view whose frame is its constraints'; others are placed by theirs).
            if UIView.isInLayoutPass && translatesMask { framePass = UIView.layoutPassNumber }
            updateAutoresizingConstraints()
            setNeedsLayout()
            checkObservations()
        }
    }

    /// The view's own coordinate space: origin zero (a scroll view's content offset) and the
    /// frame's size. Setting the size resizes the view around its centre.
    open var bounds: CGRect {
        get { CGRect(origin: boundsOrigin, size: frame.size) }
        set {
            let old = frame
            if newValue.size != old.size {
                frame = CGRect(
                    x: old.midX - newValue.width / 2, y: old.midY - newValue.height / 2, width: newValue.width,
                    height: newValue.height)
            }
            if newValue.origin != boundsOrigin { boundsOrigin = newValue.origin }
        }
    }

    /// The bounds' origin; zero except for scroll views, where it is the content offset.
    var boundsOrigin: CGPoint {
        get { .zero }
        set {}
    }

    /// The frame's centre in the superview's coordinates; setting it moves the view.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set {
            let old = frame
            frame = CGRect(
                x: newValue.x - old.width / 2, y: newValue.y - old.height / 2, width: old.width, height: old.height)
        }
    }

    /// Converts a point from this view's bounds coordinates to `view`'s (nil: the window's).
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        CGPoint(backing.convert(point.point, to: view?.backing))
    }

    /// Converts a point from `view`'s bounds coordinates (nil: the window's) to this view's.
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        CGPoint(backing.convert(point.point, from: view?.backing))
    }

    /// Converts a rectangle from this view's bounds coordinates to `view`'s (nil: the window's);
    /// only the origin changes: conversions ignore ``transform``.
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    /// Converts a rectangle from `view`'s bounds coordinates (nil: the window's) to this view's;
    /// only the origin changes.
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, from: view), size: rect.size)
    }

    /// The size that fits `size`: the current size by default.
    open func sizeThatFits(_ size: CGSize) -> CGSize { frame.size }

    /// Resizes the view to ``sizeThatFits(_:)``, keeping its origin.
    open func sizeToFit() {
        let fitted = sizeThatFits(frame.size)
        frame = CGRect(origin: frame.origin, size: fitted)
    }

    /// The size the view's constraints and its subviews' give it, as close to `targetSize` as
    /// they let it be (each axis pulled at ``UILayoutPriority/fittingSizeLevel``).
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size the view's constraints and its subviews' give it, each axis pulled towards
    /// `targetSize` at its priority (`.required` fixes it, as for a cell of a given width).
    ///
    /// Queued constraint updates run first. Constraints to views outside this one, and this
    /// view's own autoresizing constraints, play no part; the view is not laid out or moved.
    /// Multi-line labels are measured at the width found.
    open func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        CGSize(
            backing.layoutEngine.fittingSize(
                of: backing, target: targetSize.size, horizontalPriority: horizontalFittingPriority.priority,
                verticalPriority: verticalFittingPriority.priority, ignoring: autoresizingConstraints))
    }

    // MARK: - Accessibility

    /// What assistive technology would be told about the view; there is none here, so it is
    /// kept and read back. Made when first set: most views never set any.
    final class AccessibilityRecord {
        var isElement: Bool?
        var label: String?
        var hint: String?
        var value: String?
        var traits: UIAccessibilityTraits?
        var elementsHidden = false
        var viewIsModal = false
    }
    var accessibilityRecord: AccessibilityRecord?
    private var accessibility: AccessibilityRecord {
        if let accessibilityRecord { return accessibilityRecord }
        let record = AccessibilityRecord()
        accessibilityRecord = record
        return record
    }

    /// What the accessibility properties read until they are set: nothing for a plain view;
    /// kinds of views that describe themselves (labels, buttons) override it.
    var accessibilityDefaults: (isElement: Bool, label: String?, traits: UIAccessibilityTraits) {
        (false, nil, .none)
    }

    /// Whether the view is one element to assistive technology; false for a plain view, true
    /// for a label or a button.
    open var isAccessibilityElement: Bool {
        get { accessibilityRecord?.isElement ?? accessibilityDefaults.isElement }
        set { accessibility.isElement = newValue }
    }
    /// The element's name; nil for a plain view, a label's text, a button's current title.
    open var accessibilityLabel: String? {
        get { accessibilityRecord?.label ?? accessibilityDefaults.label }
        set { accessibility.label = newValue }
    }
    /// What acting on the element does.
    open var accessibilityHint: String? {
        get { accessibilityRecord?.hint }
        set { accessibility.hint = newValue }
    }
    /// The element's current value, as text.
    open var accessibilityValue: String? {
        get { accessibilityRecord?.value }
        set { accessibility.value = newValue }
    }
    /// What the element is and how it behaves; none for a plain view, static text for a
    /// label, a button (not enabled while disabled) for a button.
    open var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityRecord?.traits ?? accessibilityDefaults.traits }
        set { accessibility.traits = newValue }
    }
    /// Whether the elements inside the view are hidden from assistive technology.
    open var accessibilityElementsHidden: Bool {
        get { accessibilityRecord?.elementsHidden ?? false }
        set { accessibility.elementsHidden = newValue }
    }
    /// Whether assistive technology should ignore the view's siblings.
    open var accessibilityViewIsModal: Bool {
        get { accessibilityRecord?.viewIsModal ?? false }
        set { accessibility.viewIsModal = newValue }
    }

    // MARK: - Appearance

    /// The colour that fills the bounds behind the content; nil (the default) fills nothing.
    open var backgroundColor: UIColor? {
        didSet {
            backing.backgroundColor = backgroundColor?.color
            setNeedsDisplay()
        }
    }

    /// Hidden views are not drawn and get no touches; in a stack view they also collapse.
    open var isHidden: Bool {
        get { backing.isHidden }
        set {
            guard newValue != backing.isHidden else { return }
            backing.isHidden = newValue
            setNeedsDisplay()
            didChangeObservedProperty()
        }
    }

    /// The opacity of the view and its subtree, 0 (transparent) to 1; below 0.01 it takes no touches.
    open var alpha: CGFloat {
        get { CGFloat(backing.alpha) }
        set {
            guard Double(newValue) != backing.alpha else { return }
            backing.alpha = Double(newValue)
            setNeedsDisplay()
            didChangeObservedProperty()
        }
    }

    /// Whether subviews (and the view's own content) are clipped to the bounds.
    open var clipsToBounds: Bool {
        get { backing.clipsToBounds }
        set {
            backing.clipsToBounds = newValue
            setNeedsDisplay()
        }
    }

    /// How the view is drawn moved, scaled or rotated about its centre, with its subviews;
    /// animatable. Unlike iOS, ``frame`` stays the laid-out rectangle and hit testing ignores
    /// the transform.
    open var transform: CGAffineTransform {
        get { CGAffineTransform(backing.transform) }
        set {
            backing.transform = newValue.transform
            setNeedsDisplay()
            checkObservations()
        }
    }

    /// Whether the view takes touches; false also hides its subtree from hit testing.
    open var isUserInteractionEnabled = true

    /// Whether the view takes more than one touch at a time; a mouse has one.
    open var isMultipleTouchEnabled = false

    /// How content is placed in the bounds: image views place their image by it.
    open var contentMode: ContentMode = .scaleToFill

    /// The tint for controls and templates; the superview's, else the system blue.
    open var tintColor: UIColor! {
        get { storedTintColor ?? superview?.tintColor ?? .systemBlue }
        set {
            storedTintColor = newValue
            tintColorDidChange()
        }
    }
    private var storedTintColor: UIColor?

    /// Override point, called when the tint this view has or inherits changed; passes the news on
    /// to subviews that inherit it (overrides call super).
    open func tintColorDidChange() {
        for subview in subviews where subview.storedTintColor == nil { subview.tintColorDidChange() }
    }

    /// Whether the pointer selects text in the view: the cursor is an I-beam over it, and a
    /// drag that starts in it selects rather than scrolls (text fields and text views say so).
    var selectsTextWithPointer: Bool { false }

    /// Whether the view is fully opaque (a drawing hint; nothing depends on it here).
    open var isOpaque = true

    /// The layer behind the view: corner radius, border, clipping, shadow, sublayers; of the
    /// class ``layerClass`` says.
    public private(set) lazy var layer: CALayer = {
        let layerClass = type(of: self).layerClass
        if layerClass == CAGradientLayer.self { return CAGradientLayer(view: self) }
        if layerClass == CAShapeLayer.self { return CAShapeLayer(view: self) }
        return CALayer(view: self)
    }()

    /// The class of the view's ``layer``: `CALayer` by default. Override it to return
    /// `CAGradientLayer` or `CAShapeLayer` for a view that is a gradient or a shape (other
    /// classes give a plain `CALayer` here).
    open class var layerClass: AnyClass { CALayer.self }

    /// UIKit's `UIView.ContentMode`, with its raw values.
    public enum ContentMode: Int, Sendable {
        /// Stretches the content to the bounds (0).
        case scaleToFill = 0
        /// Fits (1) or fills (2) the bounds keeping the aspect ratio, redraws on resize (3), or places
        /// the content unscaled at the centre, an edge or a corner (4–12).
        case scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right, topLeft, topRight,
            bottomLeft, bottomRight
    }

    // MARK: - Drawing and layout requests

    /// Asks for the view to be drawn again at the next frame; ``draw(_:)`` is then called.
    open func setNeedsDisplay() {
        mayDrawOwnContent = true
        ownDrawing = nil
        UIApplication.current?.setNeedsDisplay()
    }

    /// Draws the view's own content, over its background and under its subviews, in
    /// `UIGraphicsGetCurrentContext()`: user space is the view's bounds. Override it to draw
    /// with `UIBezierPath` or the context; call ``setNeedsDisplay()`` when what it draws
    /// changes: what it drew is kept and shown until then (or until the view's size changes,
    /// when it is asked again). The default draws nothing.
    open func draw(_ rect: CGRect) { inheritedDrawRan = true }

    /// Whether ``draw(_:)`` may paint: false once the inherited one ran and nothing was painted,
    /// until ``setNeedsDisplay()``, so that views that do not draw are not asked every frame.
    private var mayDrawOwnContent = true
    private var inheritedDrawRan = false
    /// What ``draw(_:)`` drew last, shown again until the view needs display.
    private var ownDrawing: RecordedDrawing?

    /// Calls ``draw(_:)`` with a context on `canvas`, whose user space is the view's frame:
    /// clipped to it and moved to its bounds' coordinates, as a layer's backing store is.
    func drawOwnContent(in canvas: Canvas) {
        guard mayDrawOwnContent else { return }
        canvas.save()
        defer { canvas.restore() }
        canvas.clip(to: Rect(origin: .zero, size: backing.frame.size), cornerRadius: 0)
        let origin = bounds.origin
        canvas.translate(dx: -Double(origin.x), dy: -Double(origin.y))
        let size = backing.frame.size
        if let ownDrawing, ownDrawing.size == size, ownDrawing.scale == canvas.scale,
            ownDrawing.origin == Point(x: Double(origin.x), y: Double(origin.y))
        {
            return ownDrawing.replay(on: canvas)
        }
        let recording = RecordedDrawing(
            size: size, origin: Point(x: Double(origin.x), y: Double(origin.y)), scale: canvas.scale)
        let context = CGContext(canvas: recording)
        UIGraphicsPushContext(context)
        inheritedDrawRan = false
        draw(bounds)
        context.restoreUnbalancedStates()
        UIGraphicsPopContext()
        if inheritedDrawRan && !context.hasPainted {
            mayDrawOwnContent = false
            return
        }
        ownDrawing = recording
        recording.replay(on: canvas)
    }

    /// Same as ``setNeedsDisplay()``: the frame is drawn whole, so `rect` (bounds coordinates) is not used.
    open func setNeedsDisplay(_ rect: CGRect) { setNeedsDisplay() }

    /// Marks the tree for layout at the next frame.
    open func setNeedsLayout() {
        backing.setNeedsLayout()
        // A frame, not a new drawing: what draw(_:) drew stays unless the size changes.
        UIApplication.current?.setNeedsDisplay()
    }

    /// Lays out the tree now if anything changed: constraints are solved and every view's
    /// ``layoutSubviews()`` runs, parents first; again, a few times at most, while those calls
    /// change the layout.
    open func layoutIfNeeded() {
        var root = self
        while let superview = root.superview { root = superview }
        root.keepDetachedFrame()
        // Called from a layout callback: one pass within the running one, as before.
        guard !UIView.isInLayoutPass else {
            if backing.layoutEngine.needsLayout { backing.layoutIfNeeded() }
            return
        }
        UIView.isInLayoutPass = true
        defer { UIView.isInLayoutPass = false }
        // Frames or constraints that layout callbacks change are laid out again at once, as
        // UIKit does, so that what is drawn is what the callbacks asked for; a few passes at most.
        for _ in 0..<UIView.mostLayoutPassesPerCall where backing.layoutEngine.needsLayout {
            UIView.layoutPassNumber += 1
            backing.layoutIfNeeded()
        }
    }

    /// Layout passes one ``layoutIfNeeded()`` runs at most, when each pass's callbacks change
    /// the layout again.
    static let mostLayoutPassesPerCall = 4
    /// Set while ``layoutIfNeeded()`` runs its passes.
    private(set) static var isInLayoutPass = false
    /// Counts the passes ``layoutIfNeeded()`` runs.
    private(set) static var layoutPassNumber = 0

    /// A view at the root of a tree outside any window keeps the frame it was given, as in
    /// UIKit, and its subviews are laid out inside it: the engine fixes it, until the view
    /// joins a tree (``releaseDetachedFrame()``). A view that does not translate its mask is
    /// left to its constraints.
    private func keepDetachedFrame() {
        guard superview == nil, translatesMask, !(backing is Window) else { return }
        backing.layoutEngine.setFrame(storedFrame.rect, of: backing)
    }

    /// Lets go of the frame ``keepDetachedFrame()`` fixed, for a view that joins a tree.
    func releaseDetachedFrame() {
        guard backing.parentItem == nil else { return }
        backing.layoutEngineIfMade?.removeFrame(of: backing)
    }

    /// Whether the view must be laid out by constraints; false. Nothing here depends on it.
    open class var requiresConstraintBasedLayout: Bool { false }

    /// Override point before each layout pass, where constraints that depend on state are
    /// updated; overrides call super last.
    open func updateConstraints() {}

    /// Override point, called when ``safeAreaInsets`` changed; overrides call super.
    open func safeAreaInsetsDidChange() {}

    /// Override point, called after each layout pass with the new frames in place. The view
    /// controller's `viewWillLayoutSubviews`/`viewDidLayoutSubviews` surround it.
    open func layoutSubviews() {}

    /// The backing view was laid out: sync the frame, run the layout callbacks, tell observers.
    func hostedViewDidLayoutSubviews() {
        // A frame a callback set earlier in this pass (the superview's layoutSubviews) is the
        // frame until the next pass solves it.
        if framePass != UIView.layoutPassNumber {
            storedFrame = CGRect(backing.frame)
        }
        inheritSafeArea()
        if let viewController {
            viewController.viewWillLayoutSubviews()
            layoutSubviews()
            viewController.viewDidLayoutSubviews()
        } else {
            layoutSubviews()
        }
        checkObservations()
    }

    // MARK: - Hit testing

    /// Whether `point` (bounds coordinates) is inside the view.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.contains(point)
    }

    /// The deepest view at `point` (bounds coordinates) that takes touches: hidden views,
    /// views with alpha under 0.01 and views with interaction off are skipped with their
    /// subtrees; subviews are searched front to back.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha >= UIView.minimumHitAlpha,
            self.point(inside: point, with: event)
        else { return nil }
        for subview in hitCandidates(at: point).reversed() {
            // Into the subview's bounds coordinates directly (converting through the window
            // would walk every ancestor for every subview).
            let frame = subview.frame
            let origin = subview.boundsOrigin
            let local = CGPoint(x: point.x - frame.minX + origin.x, y: point.y - frame.minY + origin.y)
            if let hit = subview.hitTest(local, with: event) { return hit }
        }
        return self
    }

    /// The subviews that may contain `point` (bounds coordinates), in z-order: all of them, but
    /// a long stack finds its rows at the point by binary search (the toolkit's culling).
    private func hitCandidates(at point: CGPoint) -> [UIView] {
        guard backing is StackView, subviews.count > StackView.searchThreshold else { return subviews }
        let probe = Rect(x: Double(point.x), y: Double(point.y), width: 1, height: 1)
        return backing.subviews(intersecting: probe).compactMap { $0.host as? UIView }
    }

    /// Views more transparent than this do not take touches.
    static let minimumHitAlpha = CGFloat(View.minimumInteractiveAlpha)

    // MARK: - Interactions

    /// The interactions added to the view (a context menu's, say); setting the list removes
    /// the old ones and adds the new.
    public var interactions: [any UIInteraction] {
        get { storedInteractions }
        set {
            for interaction in storedInteractions { removeInteraction(interaction) }
            for interaction in newValue { addInteraction(interaction) }
        }
    }
    private var storedInteractions: [any UIInteraction] = []

    /// Adds `interaction` to the view.
    open func addInteraction(_ interaction: any UIInteraction) {
        interaction.willMove(to: self)
        storedInteractions.append(interaction)
        interaction.didMove(to: self)
    }

    /// Takes `interaction` off the view.
    open func removeInteraction(_ interaction: any UIInteraction) {
        guard storedInteractions.contains(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        storedInteractions.removeAll { $0 === interaction }
        interaction.didMove(to: nil)
    }

    // MARK: - Gesture recognizers

    /// Attaches `recognizer` to the view, taking it from any other view first.
    open func addGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        recognizer.view?.removeGestureRecognizer(recognizer)
        recognizer.view = self
        gestureRecognizers = (gestureRecognizers ?? []) + [recognizer]
    }

    /// Detaches `recognizer` if it is attached to this view.
    open func removeGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        guard recognizer.view === self else { return }
        recognizer.view = nil
        recognizer.sequenceDidEnd()
        gestureRecognizers?.removeAll { $0 === recognizer }
    }

    /// Asked before a recognizer on this view leaves `.possible`; true by default.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    // MARK: - Intrinsic size (read by the engine through the backing view)

    /// The size the content wants, or ``UIView/noIntrinsicMetric`` on an axis without one.
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// ``intrinsicContentSize``, with the current size on an axis without one: what a view
    /// sized by its content fits (``UIButton``'s and ``UIImageView``'s ``sizeThatFits(_:)``).
    var intrinsicSizeOrCurrent: CGSize {
        let intrinsic = intrinsicContentSize
        let current = frame.size
        return CGSize(
            width: intrinsic.width == UIView.noIntrinsicMetric ? current.width : intrinsic.width,
            height: intrinsic.height == UIView.noIntrinsicMetric ? current.height : intrinsic.height)
    }

    /// Tells layout that ``intrinsicContentSize`` changed.
    open func invalidateIntrinsicContentSize() {
        backing.intrinsicContentSizeDidChange()
        setNeedsDisplay()
    }

    /// The intrinsic length of an axis the content does not size (-1).
    public static let noIntrinsicMetric: CGFloat = -1
}

/// The toolkit view behind a plain `UIView`. The layout engine asks the UIKit view (through its
/// `host`) for the intrinsic size and constraint updates of every backing, so subclasses that
/// override `intrinsicContentSize` or `updateConstraints()` are laid out by them.
final class HostView: View {
    /// The UIKit view's ``UIView/draw(_:)``.
    override func draw(in canvas: Canvas, dirtyRect: Rect) {
        (host as? UIView)?.drawOwnContent(in: canvas)
    }
}
