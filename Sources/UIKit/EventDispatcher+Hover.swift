internal import Views

extension EventDispatcher {
    /// The pointer is at `location` (window points) with no button held: hover recognizers of
    /// the views under it begin (or, if it `moved`, change), those of views it left end, and
    /// the cursor becomes the I-beam over text the pointer selects, the arrow elsewhere.
    func hover(at location: CGPoint, moved: Bool) {
        let chain = window.hitTest(location, with: nil).map(Self.ancestors(of:)) ?? []
        let recognizers = chain.flatMap { view in
            (view.gestureRecognizers ?? []).compactMap { $0 as? UIHoverGestureRecognizer }.filter(\.isEnabled)
        }
        for left in hoverRecognizers where !recognizers.contains(where: { $0 === left }) { left.stopHovering() }
        let hovering = hoverRecognizers
        hoverRecognizers = recognizers
        for recognizer in recognizers where moved || !hovering.contains(where: { $0 === recognizer }) {
            recognizer.hover(at: location)
        }
        cursorShape = chain.contains(where: \.selectsTextWithPointer) ? .text : .arrow
    }

    /// Looks again at what lies under the pointer, which stayed still while the views moved
    /// (a scroll, a key, an animation): hover begins or ends, and the cursor follows.
    func refreshHover() {
        guard let pointerLocation, heldButtons.isEmpty, !isPressing else { return }
        hover(at: pointerLocation, moved: false)
    }

    /// The pointer stopped hovering (a button went down, or it left the window): every hover
    /// gesture ends. The cursor stays: a press keeps the one it began under.
    func endHover() {
        let ended = hoverRecognizers
        hoverRecognizers = []
        for recognizer in ended { recognizer.stopHovering() }
    }
}
