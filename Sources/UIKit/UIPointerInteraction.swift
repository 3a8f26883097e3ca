/// What a pointer interaction asks its delegate (UIKit's `UIPointerInteractionDelegate`);
/// every method is optional.
@preconcurrency @MainActor
public protocol UIPointerInteractionDelegate: AnyObject {
    /// The region of the view under the pointer at the request's location; nil for none (the
    /// system pointer). By default the view's bounds.
    func pointerInteraction(
        _ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
        defaultRegion: UIPointerRegion
    ) -> UIPointerRegion?
    /// How the pointer looks in `region`; nil for the system pointer. By default an automatic
    /// effect on the view.
    func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle?
    /// The pointer is coming into `region`; animations added to `animator` run with it.
    func pointerInteraction(
        _ interaction: UIPointerInteraction, willEnter region: UIPointerRegion,
        animator: any UIPointerInteractionAnimating)
    /// The pointer is leaving `region`.
    func pointerInteraction(
        _ interaction: UIPointerInteraction, willExit region: UIPointerRegion,
        animator: any UIPointerInteractionAnimating)
}

extension UIPointerInteractionDelegate {
    /// The default region.
    public func pointerInteraction(
        _ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
        defaultRegion: UIPointerRegion
    ) -> UIPointerRegion? { defaultRegion }
    /// An automatic effect on the interaction's view.
    public func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion)
        -> UIPointerStyle?
    { interaction.automaticStyle }
    /// Does nothing.
    public func pointerInteraction(
        _ interaction: UIPointerInteraction, willEnter region: UIPointerRegion,
        animator: any UIPointerInteractionAnimating
    ) {}
    /// Does nothing.
    public func pointerInteraction(
        _ interaction: UIPointerInteraction, willExit region: UIPointerRegion,
        animator: any UIPointerInteractionAnimating
    ) {}
}

/// Animations that run as the pointer enters or leaves a region (UIKit's
/// `UIPointerInteractionAnimating`).
@preconcurrency @MainActor
public protocol UIPointerInteractionAnimating: AnyObject {
    /// Adds animations to run alongside the pointer's change.
    func addAnimations(_ animations: @escaping () -> Void)
    /// Adds a block to run when they end, told whether they finished.
    func addCompletion(_ completion: @escaping (Bool) -> Void)
}

/// Gives a view's regions their own pointer: on a desktop, the cursor over them (UIKit's
/// `UIPointerInteraction`; see ``UIPointerStyle`` for how styles become cursors). The
/// innermost view under the pointer with an interaction whose region holds the pointer
/// decides; text fields and text views show the I-beam before any.
@preconcurrency @MainActor
public final class UIPointerInteraction: UIInteraction {
    /// The object that gives the regions and styles; not retained.
    public private(set) weak var delegate: (any UIPointerInteractionDelegate)?
    /// Whether the interaction gives the pointer its style (true).
    public var isEnabled = true
    /// The view the interaction was added to.
    public private(set) weak var view: UIView?

    /// An interaction whose regions and styles `delegate` gives (the defaults without one).
    public init(delegate: (any UIPointerInteractionDelegate)?) { self.delegate = delegate }

    /// Asks for the regions and styles again: the next pointer move does.
    public func invalidate() {}

    /// Called before the interaction is added to `view` (nil: removed); nothing to do.
    public func willMove(to view: UIView?) {}
    /// Called after the interaction was added to `view` (nil: removed).
    public func didMove(to view: UIView?) { self.view = view }

    /// An automatic effect on the view: the default style.
    var automaticStyle: UIPointerStyle? {
        view.map { UIPointerStyle(effect: .automatic(UITargetedPreview(view: $0))) }
    }

    /// The region holding `location` (window points) and its style, if the pointer there is
    /// this interaction's: the delegate's region, by default the view's bounds.
    func region(at location: CGPoint, modifiers: UIKeyModifierFlags) -> (UIPointerRegion, UIPointerStyle?)? {
        guard isEnabled, let view else { return nil }
        let request = UIPointerRegionRequest(location: view.convert(location, from: nil), modifiers: modifiers)
        let bounds = UIPointerRegion(rect: view.bounds)
        let region = delegate.map { $0.pointerInteraction(self, regionFor: request, defaultRegion: bounds) } ?? bounds
        guard let region, region.rect.contains(request.location) else { return nil }
        return (region, delegate.map { $0.pointerInteraction(self, styleFor: region) } ?? automaticStyle)
    }

    /// Tells the delegate the pointer enters (or leaves) `region`, and runs the animations it
    /// adds, then their completions.
    func pointer(entering: Bool, _ region: UIPointerRegion) {
        let animator = PointerRegionAnimator()
        if entering {
            delegate?.pointerInteraction(self, willEnter: region, animator: animator)
        } else {
            delegate?.pointerInteraction(self, willExit: region, animator: animator)
        }
        animator.run()
    }
}

/// A region of a pointer interaction's view (UIKit's `UIPointerRegion`), in its coordinates.
@preconcurrency @MainActor
public final class UIPointerRegion {
    /// The region, in the view's coordinates.
    public let rect: CGRect
    /// What tells the region apart from the view's others.
    public let identifier: AnyHashable?
    /// The axes along which the pointer stays in the region once in; recorded.
    public var latchingAxes: UIAxis = []

    /// A region of `rect`, told apart by `identifier`.
    public init(rect: CGRect, identifier: AnyHashable? = nil) {
        self.rect = rect
        self.identifier = identifier
    }

    /// Whether the two are the same region of a view: the same identifier, or, without one, the same rectangle.
    func isSame(as other: UIPointerRegion) -> Bool {
        identifier != nil || other.identifier != nil ? identifier == other.identifier : rect == other.rect
    }
}

/// Where the pointer is, as a pointer interaction asks for its region (UIKit's
/// `UIPointerRegionRequest`).
@preconcurrency @MainActor
public final class UIPointerRegionRequest {
    /// The pointer, in the interaction's view's coordinates.
    public let location: CGPoint
    /// The modifier keys held.
    public let modifiers: UIKeyModifierFlags

    init(location: CGPoint, modifiers: UIKeyModifierFlags) {
        self.location = location
        self.modifiers = modifiers
    }
}

/// Collects what a delegate adds as the pointer enters or leaves a region, and runs it in one
/// short animation.
@MainActor
private final class PointerRegionAnimator: UIPointerInteractionAnimating {
    private var animations: [() -> Void] = []
    private var completions: [(Bool) -> Void] = []
    /// How long the animations take, in seconds.
    static let duration: TimeInterval = 0.15

    func addAnimations(_ animations: @escaping () -> Void) { self.animations.append(animations) }
    func addCompletion(_ completion: @escaping (Bool) -> Void) { completions.append(completion) }

    func run() {
        guard !animations.isEmpty || !completions.isEmpty else { return }
        let (animations, completions) = (self.animations, self.completions)
        UIView.animate(withDuration: Self.duration) {
            for animation in animations { animation() }
        } completion: { finished in
            for completion in completions { completion(finished) }
        }
    }
}
