import Foundation

/// Blinks a text caret as desktops do: shown at once whenever it appears or moves, then hidden
/// and shown every half ``period``, until ``timeout`` after it last moved, when it stays shown,
/// so that a window left alone asks for no frames.
@MainActor
final class CaretBlink {
    /// A whole blink, shown then hidden, in seconds (GTK's default blink time).
    static var period: TimeInterval = 1.2
    /// How long after the caret last moved it goes on blinking, in seconds (GTK's default).
    static var timeout: TimeInterval = 10

    /// The caret's view, which its text view or field owns too.
    private let caret: UIView
    /// Where the caret was shown last; nil while it is hidden.
    private var shownFrame: CGRect?
    /// Counts restarts, so that the timer of an earlier blink does nothing.
    private var generation = 0
    /// Whether the caret is blinking now (not hidden, and not yet timed out).
    private(set) var isBlinking = false

    init(_ caret: UIView) { self.caret = caret }

    /// Called once the caret is placed: a caret that appeared or moved shows at once and blinks
    /// from now; a hidden one stops.
    func caretDidMove() {
        guard !caret.isHidden else {
            stop()
            return
        }
        guard caret.frame != shownFrame else { return }
        shownFrame = caret.frame
        generation += 1
        caret.alpha = 1
        isBlinking = true
        scheduleToggle(generation, togglesLeft: Int((CaretBlink.timeout * 2 / CaretBlink.period).rounded()))
    }

    private func stop() {
        generation += 1
        shownFrame = nil
        isBlinking = false
        caret.alpha = 1
    }

    private func scheduleToggle(_ generation: Int, togglesLeft: Int) {
        DispatchQueue.main.asyncAfter(deadline: .now() + CaretBlink.period / 2) { [weak self] in
            MainActor.assumeIsolated {
                guard let self, self.generation == generation else { return }
                guard togglesLeft > 0 else {
                    self.caret.alpha = 1
                    self.isBlinking = false
                    return
                }
                self.caret.alpha = self.caret.alpha > 0 ? 0 : 1
                self.scheduleToggle(generation, togglesLeft: togglesLeft - 1)
            }
        }
    }
}
