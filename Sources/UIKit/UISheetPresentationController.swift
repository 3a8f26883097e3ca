/// What a sheet's presentation tells about its detents (UIKit's
/// `UISheetPresentationControllerDelegate`).
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// The user dragged the sheet to another detent (changes made in code are not reported).
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: UISheetPresentationController)
}

extension UISheetPresentationControllerDelegate {
    /// Nothing.
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: UISheetPresentationController
    ) {}
}

/// A sheet's presentation (UIKit's `UISheetPresentationController`): the heights it rests at
/// (its detents), the one it is at, whether what it covers is dimmed there, and a grabber.
///
/// The user drags the sheet by any part of it that does not drag on its own (scrolling content
/// that can scroll, text, sliders and other controls besides buttons, pickers) or by its
/// grabber: it follows the pointer, rests at the detent nearest to where the drag was heading,
/// or, dragged down past its smallest one, is dismissed as the presentation's delegate allows.
/// Escape dismisses it the same way, as a desktop's dialogs close.
@preconcurrency @MainActor
open class UISheetPresentationController: UIPresentationController {
    /// A height a sheet rests at (UIKit's `UISheetPresentationController.Detent`).
    @preconcurrency @MainActor
    public final class Detent {
        /// Names a detent (UIKit's `UISheetPresentationController.Detent.Identifier`).
        public struct Identifier: Hashable, RawRepresentable, Sendable {
            /// The name.
            public let rawValue: String
            /// The identifier named `rawValue`.
            public init(rawValue: String) { self.rawValue = rawValue }
            /// The identifier named `rawValue`.
            public init(_ rawValue: String) { self.rawValue = rawValue }
            /// The system's half-height detent.
            public static let medium = Identifier("com.apple.UIKit.medium")
            /// The system's full-height detent.
            public static let large = Identifier("com.apple.UIKit.large")
        }

        /// What a custom detent's resolver knows (UIKit's
        /// `UISheetPresentationControllerDetentResolutionContext`, also spelled so here).
        @preconcurrency @MainActor
        public protocol ResolutionContext {
            /// The traits of the container the sheet is in.
            var containerTraitCollection: UITraitCollection { get }
            /// The tallest a detent can be: the large detent's height, in points.
            var maximumDetentValue: CGFloat { get }
        }

        /// The detent's name.
        public let identifier: Identifier
        private let resolver: @MainActor (any ResolutionContext) -> CGFloat?

        private init(identifier: Identifier, resolver: @escaping @MainActor (any ResolutionContext) -> CGFloat?) {
            self.identifier = identifier
            self.resolver = resolver
        }

        /// About half the container's height.
        public static func medium() -> Detent {
            Detent(identifier: .medium) { context in
                min(context.maximumDetentValue, (context.maximumDetentValue + UIViewController.sheetTopInset) / 2)
            }
        }

        /// The full height, below a strip of what the sheet covers.
        public static func large() -> Detent {
            Detent(identifier: .large) { $0.maximumDetentValue }
        }

        /// A height the resolver gives in points (nil leaves the detent out), clamped to the
        /// large detent's; named `identifier`, or a name of its own.
        public static func custom(
            identifier: Identifier? = nil, resolver: @escaping @MainActor (any ResolutionContext) -> CGFloat?
        ) -> Detent {
            customCount += 1
            return Detent(identifier: identifier ?? Identifier("custom-\(customCount)"), resolver: resolver)
        }
        private static var customCount = 0

        /// The height in `context`, in points; nil if the detent is left out there.
        public func resolvedValue(in context: any ResolutionContext) -> CGFloat? {
            resolver(context).map { min(max($0, 0), context.maximumDetentValue) }
        }
    }

    /// The heights the sheet rests at; the large one by default. An empty list is the large one.
    open var detents: [Detent] = [.large()] { didSet { sheetDidChange() } }
    /// The detent the sheet is at; nil for the smallest. The user's drags change it.
    open var selectedDetentIdentifier: Detent.Identifier? { didSet { sheetDidChange() } }
    /// The largest detent at which what the sheet covers is not dimmed, and takes clicks; nil to
    /// dim at every detent.
    open var largestUndimmedDetentIdentifier: Detent.Identifier? { didSet { sheetDidChange() } }
    /// Whether a grabber shows at the top of the sheet; false by default.
    open var prefersGrabberVisible = false { didSet { sheetDidChange() } }
    /// The sheet's top corners' radius; recorded (the sheet's view is the controller's own).
    open var preferredCornerRadius: CGFloat?
    /// Whether a drag up in scrolling content at its top grows the sheet to its next detent
    /// before the content scrolls (true). A drag down from there moves the sheet either way.
    open var prefersScrollingExpandsWhenScrolledToEdge = true
    /// Recorded: sheets here span the window's width.
    open var prefersEdgeAttachedInCompactHeight = false
    /// Recorded: sheets here span the window's width.
    open var widthFollowsPreferredContentSizeWhenEdgeAttached = false

    /// Changes made in `changes` to the sheet (its detents, the selected one) move it, in an
    /// animation.
    public func animateChanges(_ changes: () -> Void) {
        isAnimatingChanges = true
        changes()
        isAnimatingChanges = false
        applyLayout(animated: true)
    }

    /// Resolves the detents again (their resolvers may answer differently now).
    public func invalidateDetents() { sheetDidChange() }

    private var isAnimatingChanges = false
    /// The drag that moves the sheet; attached to the presented view while it is presented.
    private(set) lazy var dragRecognizer: UIPanGestureRecognizer = {
        // Weak: a press under way keeps the recognizer after the sheet is gone.
        let recognizer = UIPanGestureRecognizer { [weak self] in self?.dragChanged($0) }
        recognizer.delegate = dragPolicy
        return recognizer
    }()
    private lazy var dragPolicy = SheetDragPolicy(sheet: self)
    /// The sheet's top when the drag began, in the container's coordinates.
    private var dragStartTop: CGFloat = 0

    // MARK: - Geometry

    /// How long a sheet takes to settle at a detent, in seconds.
    static let settleDuration: TimeInterval = 0.3
    /// How far ahead of its release a drag's speed carries the sheet, in seconds: a flick
    /// moves it on to the next detent.
    static let projectionTime: CGFloat = 0.15
    /// The share of a pull below its smallest detent that a sheet the user may not dismiss
    /// follows.
    static let resistance: CGFloat = 0.3
    /// The grabber's size and its distance from the sheet's top, in points.
    static let grabberSize = CGSize(width: 36, height: 5)
    static let grabberTopMargin: CGFloat = 5

    private struct Context: Detent.ResolutionContext {
        let containerTraitCollection: UITraitCollection
        let maximumDetentValue: CGFloat
    }

    /// The detents' heights in a container of `bounds`, smallest first.
    func resolvedDetents(in bounds: CGRect) -> [(identifier: Detent.Identifier, height: CGFloat)] {
        let maximum = max(0, bounds.height - UIViewController.sheetTopInset)
        let context = Context(containerTraitCollection: .current, maximumDetentValue: maximum)
        var resolved = (detents.isEmpty ? [.large()] : detents).compactMap { detent in
            detent.resolvedValue(in: context).map { (identifier: detent.identifier, height: $0) }
        }
        if resolved.isEmpty { resolved = [(Detent.Identifier.large, maximum)] }
        resolved.sort { $0.height < $1.height }
        return resolved
    }

    /// The detent the sheet is at: the selected one, else the smallest.
    func currentDetent(in bounds: CGRect) -> (identifier: Detent.Identifier, height: CGFloat) {
        let resolved = resolvedDetents(in: bounds)
        return resolved.first { $0.identifier == selectedDetentIdentifier } ?? resolved[0]
    }

    override func frame(in bounds: CGRect) -> CGRect {
        let height = currentDetent(in: bounds).height
        return CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
    }

    /// Whether what the sheet covers is dimmed at the detent of `height`.
    func dims(atHeight height: CGFloat, in bounds: CGRect) -> Bool {
        guard let undimmed = largestUndimmedDetentIdentifier,
            let limit = resolvedDetents(in: bounds).first(where: { $0.identifier == undimmed })
        else { return true }
        return height > limit.height
    }

    /// The grabber's frame over a sheet whose frame is `sheet`.
    static func grabberFrame(over sheet: CGRect) -> CGRect {
        CGRect(
            x: sheet.midX - grabberSize.width / 2, y: sheet.minY + grabberTopMargin, width: grabberSize.width,
            height: grabberSize.height)
    }

    // MARK: - Changes

    private func sheetDidChange() {
        guard !isAnimatingChanges else { return }
        applyLayout(animated: false)
    }

    /// The window's size changed: the detents' heights with it (not under a drag, which places
    /// the sheet itself).
    func windowDidResize() {
        guard !isDragging else { return }
        applyLayout(animated: false)
    }

    private var isDragging: Bool { dragRecognizer.state == .began || dragRecognizer.state == .changed }

    /// Whether the presented sheet is at its largest detent.
    var isAtLargestDetent: Bool {
        guard let bounds = containerView?.bounds else { return true }
        return currentDetent(in: bounds).height >= resolvedDetents(in: bounds).last!.height
    }

    /// Puts the presented sheet where its detent is, with its grabber and dimming.
    func applyLayout(animated: Bool) {
        guard let presentation = presentedViewController.presenter?.presentation,
            presentation.controller === presentedViewController, !presentedViewController.isTransitioning
        else { return }
        presentation.setGrabberVisible(prefersGrabberVisible)
        let bounds = presentation.window.bounds
        let frame = frame(in: bounds)
        UIView.animate(withDuration: animated ? Self.settleDuration : 0) {
            presentation.place(sheetAt: frame, dimmed: self.dims(atHeight: frame.height, in: bounds))
        }
    }

    // MARK: - Dragging

    private func dragChanged(_ recognizer: UIPanGestureRecognizer) {
        // A drag held while the sheet is dismissed (Escape) or moves in does nothing.
        guard let presentation = presentedViewController.presenter?.presentation,
            presentation.controller === presentedViewController, !isMoving
        else { return }
        let bounds = presentation.window.bounds
        let resolved = resolvedDetents(in: bounds)
        if recognizer.state == .began { dragStartTop = presentedViewController.view.frame.minY }
        // Between its detents the sheet grows and shrinks, its bottom at the container's; below
        // the smallest it slides down whole; above the largest it stays. (The pan begins 10
        // points out, or further when moves come together: it moves the sheet from then on.)
        let largestTop = bounds.height - resolved.last!.height
        let pulledTop = max(largestTop, dragStartTop + recognizer.translation(in: nil).y)
        // A sheet the user may not dismiss resists being pulled below its smallest detent.
        let smallestTop = bounds.height - resolved[0].height
        var top = pulledTop
        if top > smallestTop && isModalInPresentation {
            top = smallestTop + (top - smallestTop) * Self.resistance
        }
        switch recognizer.state {
        case .began, .changed:
            let height = max(resolved[0].height, bounds.height - top)
            presentation.place(
                sheetAt: CGRect(x: 0, y: top, width: bounds.width, height: height),
                dimmed: dims(atHeight: bounds.height - top, in: bounds))
        case .ended:
            // Where the user pulled it, not where it resisted: a pull far down is an attempt.
            settle(afterDragAt: pulledTop, velocity: recognizer.velocity(in: nil).y)
        case .cancelled, .failed:
            applyLayout(animated: true)
        default:
            break
        }
    }

    /// Rests the sheet at the detent nearest to where the released drag was heading, or
    /// dismisses it when that is below its smallest detent (as the delegate allows).
    private func settle(afterDragAt top: CGFloat, velocity: CGFloat) {
        guard let bounds = containerView?.bounds else { return }
        let projected = top + velocity * Self.projectionTime
        let resolved = resolvedDetents(in: bounds)
        let nearest = resolved.min {
            abs(bounds.height - $0.height - projected) < abs(bounds.height - $1.height - projected)
        }!
        // Past half the smallest detent's height below it: the user means to close it.
        let dismissLine = bounds.height - resolved[0].height / 2
        if projected > dismissLine && dismissAsUserAsked() { return }
        let changed = nearest.identifier != currentDetent(in: bounds).identifier
        if changed {
            isAnimatingChanges = true
            selectedDetentIdentifier = nearest.identifier
            isAnimatingChanges = false
        }
        applyLayout(animated: true)
        if changed {
            (delegate as? any UISheetPresentationControllerDelegate)?
                .sheetPresentationControllerDidChangeSelectedDetentIdentifier(self)
        }
    }
}

/// Whether a drag moves the sheet or what is under the pointer in it (see
/// ``UISheetPresentationController``): the sheet's drag recognizer's delegate.
@MainActor
final class SheetDragPolicy: UIGestureRecognizerDelegate {
    unowned let sheet: UISheetPresentationController

    init(sheet: UISheetPresentationController) { self.sheet = sheet }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let pan = gestureRecognizer as? UIPanGestureRecognizer, let touch = pan.currentTouch, !sheet.isMoving,
            let sheetView = sheet.presentedView
        else { return false }
        let translation = pan.translation(in: nil)
        // Sideways drags are the content's (a carousel's, a horizontal scroll view's).
        guard abs(translation.y) > abs(translation.x) else { return false }
        // From the view under the pointer up to the sheet's own view (a presented table
        // controller's view is its table); the grabber drags the sheet.
        var view: UIView? = touch.view
        while let current = view, !(current is SheetGrabberView) {
            if !leavesDragToSheet(current, downward: translation.y > 0) { return false }
            if current === sheetView { break }
            view = current.superview
        }
        return true
    }

    /// Whether a drag that starts in `view` may move the sheet: not one the view handles itself
    /// (text, pickers, controls other than buttons, its own pan, scrolling content that can move).
    private func leavesDragToSheet(_ view: UIView, downward: Bool) -> Bool {
        if view.selectsTextWithPointer || view is UIPickerView || view is UIDatePicker { return false }
        if let control = view as? UIControl, !(control is UIButton), control.isEnabled { return false }
        if view.gestureRecognizers?.contains(where: { $0 is UIPanGestureRecognizer && $0.isEnabled }) == true {
            return false
        }
        if let scroll = view as? UIScrollView, scroll.isScrollEnabled {
            let inset = scroll.adjustedContentInset
            let scrollable = scroll.contentSize.height + inset.top + inset.bottom > scroll.bounds.height + 0.5
            guard scrollable else { return true }
            // At its top, a drag down moves the sheet, as on iOS, and a drag up grows it first.
            guard scroll.contentOffset.y <= -inset.top + 0.5 else { return false }
            return downward || (sheet.prefersScrollingExpandsWhenScrolledToEdge && !sheet.isAtLargestDetent)
        }
        return true
    }
}

/// What a custom detent's resolver knows (see ``UISheetPresentationController/Detent/ResolutionContext``).
public typealias UISheetPresentationControllerDetentResolutionContext =
    UISheetPresentationController.Detent.ResolutionContext
