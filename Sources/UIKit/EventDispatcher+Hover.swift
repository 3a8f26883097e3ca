internal import Views

extension EventDispatcher {
    /// The pointer is at `location` (window points) with no button held: hover recognizers of
    /// the views under it begin (or, if it `moved`, change), those of views it left end, and
    /// the cursor becomes what the innermost view that has a say asks for: the I-beam over text
    /// the pointer selects, a pointer interaction's style in its region, else the arrow.
    func hover(at location: CGPoint, moved: Bool) {
        let chain = window.hitTest(location, with: nil).map(Self.ancestors(of:)) ?? []
        let recognizers = chain.flatMap { view in
            (view.gestureRecognizers ?? []).compactMap { $0 as? UIHoverGestureRecognizer }.filter(\.isEnabled)
        }
        for left in hoverRecognizers where !recognizers.contains(where: { $0 === left }) { left.stopHovering() }
        let hovering = hoverRecognizers
        hoverRecognizers = recognizers
        for recognizer in recognizers
        where moved || recognizer.state == .possible || !hovering.contains(where: { $0 === recognizer }) {
            recognizer.hover(at: location)
        }
        var cursor = CursorShape.arrow
        var entered: (interaction: UIPointerInteraction, region: UIPointerRegion)?
        for view in chain {
            if view.selectsTextWithPointer {
                cursor = .text
                break
            }
            let interactions = view.interactions.compactMap { $0 as? UIPointerInteraction }
            if let (interaction, (region, style)) = interactions.lazy.compactMap({ interaction in
                interaction.region(at: location, modifiers: self.pointerModifiers).map { (interaction, $0) }
            }).first {
                entered = (interaction, region)
                cursor = style?.cursorShape ?? .arrow
                break
            }
        }
        enterPointerRegion(entered)
        cursorShape = cursor
    }

    /// The pointer is now in `entered` (nil: no interaction's region): the delegate of the one
    /// it was in hears that it leaves, the new one's that it enters.
    func enterPointerRegion(_ entered: (interaction: UIPointerInteraction, region: UIPointerRegion)?) {
        let left = pointerRegion
        let same =
            left.map { left in
                entered.map { $0.interaction === left.interaction && $0.region.isSame(as: left.region) } ?? false
            } ?? (entered == nil)
        guard !same else { return }
        pointerRegion = entered
        if let left { left.interaction.pointer(entering: false, left.region) }
        if let entered { entered.interaction.pointer(entering: true, entered.region) }
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
