internal import Views

extension EventDispatcher {
    /// The pointer moved to `location` (window points) with no button held: hover recognizers
    /// of the views under it begin or change, those of views it left end, and the cursor
    /// becomes the I-beam over text the pointer selects, the arrow elsewhere.
    func hover(at location: CGPoint) {
        let chain = window.hitTest(location, with: nil).map(Self.ancestors(of:)) ?? []
        let recognizers = chain.flatMap { view in
            (view.gestureRecognizers ?? []).compactMap { $0 as? UIHoverGestureRecognizer }.filter(\.isEnabled)
        }
        for left in hoverRecognizers where !recognizers.contains(where: { $0 === left }) { left.endHover() }
        hoverRecognizers = recognizers
        for recognizer in recognizers { recognizer.hover(at: location) }
        cursorShape = chain.contains(where: \.selectsTextWithPointer) ? .text : .arrow
    }

    /// The pointer stopped hovering (a button went down, or it left the window): every hover
    /// gesture ends. The cursor stays: a press keeps the one it began under.
    func endHover() {
        let ended = hoverRecognizers
        hoverRecognizers = []
        for recognizer in ended { recognizer.endHover() }
    }
}
