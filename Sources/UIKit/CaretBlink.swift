import Foundation

/// Blinks a text caret as desktops do: shown at once whenever it appears, moves or the text
/// changes, then hidden and shown every half ``period``, until ``timeout`` after the last of
/// those, when it stays shown, so that a window left alone asks for no frames. While another
/// window has the keyboard focus (the application resigned active) the caret is hidden and
/// still; it blinks again when the focus comes back.
@MainActor
final class CaretBlink {
    /// A whole blink, shown then hidden, in seconds (GTK's default blink time).
    static var period: TimeInterval = 1.2
    /// How long after the caret last moved it goes on blinking, in seconds (GTK's default).
    static var timeout: TimeInterval = 10

    /// The caret's view, which its text view or field owns too.
    private let caret: UIView
    /// Where the caret was placed last; nil while it is hidden.
    private var placedFrame: CGRect?
    /// Counts restarts, so that the timer of an earlier blink does nothing.
    private var generation = 0
    /// Whether the caret is blinking now (not hidden, and not yet timed out).
    private(set) var isBlinking = false

    /// The observer of the window's keyboard focus, removed when the blink goes.
    private nonisolated(unsafe) var focusObserver: (any NSObjectProtocol)?

    init(_ caret: UIView) {
        self.caret = caret
        focusObserver = NotificationCenter.default.addObserver(
            forName: UIApplication.keyboardFocusDidChangeNotification, object: nil, queue: nil
        ) { [weak self] _ in
            MainActor.assumeIsolated {
                guard let self else { return }
                if self.isSuspended { self.suspend() } else { self.restart() }
            }
        }
    }

    deinit {
        if let focusObserver { NotificationCenter.default.removeObserver(focusObserver) }
    }

    /// Whether the window lacks the keyboard focus: the caret is hidden then.
    private var isSuspended: Bool { !(UIApplication.current?.hasKeyboardFocus ?? true) }

    /// Hides the caret and stops its blinking, until ``restart()``.
    private func suspend() {
        generation += 1
        isBlinking = false
        show(false)
    }

    /// Called once the caret is placed, at every layout: a caret that appeared or moved blinks
    /// from now; a hidden one stops.
    func caretWasPlaced() {
        guard !caret.isHidden else {
            generation += 1
            placedFrame = nil
            isBlinking = false
            show(true)
            return
        }
        guard caret.frame != placedFrame else { return }
        placedFrame = caret.frame
        restart()
    }

    /// The text or the selection changed: the caret shows at once and blinks from now, even
    /// where it stays in place (typing at a field's right edge).
    func restart() {
        guard !caret.isHidden else { return }
        guard !isSuspended else { return suspend() }
        generation += 1
        show(true)
        isBlinking = true
        scheduleToggle(generation, togglesLeft: Int((CaretBlink.timeout * 2 / CaretBlink.period).rounded()))
    }

    private func scheduleToggle(_ generation: Int, togglesLeft: Int) {
        DispatchQueue.main.asyncAfter(deadline: .now() + CaretBlink.period / 2) { [weak self] in
            MainActor.assumeIsolated {
                guard let self, self.generation == generation else { return }
                guard togglesLeft > 0 else {
                    self.show(true)
                    self.isBlinking = false
                    return
                }
                self.show(self.caret.alpha == 0)
                self.scheduleToggle(generation, togglesLeft: togglesLeft - 1)
            }
        }
    }

    /// Shows or hides the caret at once, even inside an animation block: a caret blinks, it
    /// does not fade.
    private func show(_ shown: Bool) {
        UIView.performWithoutAnimation { caret.alpha = shown ? 1 : 0 }
    }
}
