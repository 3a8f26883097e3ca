/// Recognizes the pointer hovering over the view (continuous), as on iPadOS and a Mac: it
/// begins when the pointer, no button held, comes over the view or one of its subviews,
/// changes as it moves there, and ends when it leaves them, leaves the window, or a button
/// goes down. It is cancelled when disabled, or when its view leaves the window, mid-hover.
@preconcurrency @MainActor
open class UIHoverGestureRecognizer: UIGestureRecognizer {
    /// Where the pointer is, in window points.
    private var pointer = CGPoint.zero

    /// Where the pointer is, in `view`'s coordinates (the window's for nil).
    open override func location(in view: UIView?) -> CGPoint {
        guard let view else { return pointer }
        return view.convert(pointer, from: nil)
    }

    /// No touch: the pointer hovers with no button held.
    open override var numberOfTouches: Int { 0 }

    /// Disabling it mid-hover cancels the gesture at once.
    open override var isEnabled: Bool {
        didSet { if !isEnabled { endWithoutTouches(cancelled: true) } }
    }

    /// The pointer is over the view at `location` (window points): begins the gesture or
    /// reports a change.
    func hover(at location: CGPoint) {
        pointer = location
        _ = continueWithoutTouches()
    }

    /// The pointer is no longer over the view: ends the gesture, ready for the next; cancels
    /// it if the view left the window (nobody is told of a view that is gone).
    func stopHovering() {
        guard let view else { return sequenceDidEnd() }
        endWithoutTouches(cancelled: view.window == nil)
    }
}
