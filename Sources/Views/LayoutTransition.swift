import Geometry
import Rendering

/// An animated change of layout, as inside UIKit's `UIView.animate`: frames, opacity and
/// background colours are captured before the change, the change is applied and laid out, and
/// views are then drawn in interpolated ("presentation") states until the new one is reached. A
/// view being hidden stays visible while it collapses and fades; one being shown grows and fades in.
@MainActor
final class LayoutTransition {
    struct Entry {
        let view: View
        let from: View.Presentation
        let to: View.Presentation
    }

    let start: Double
    let duration: Double
    private let entries: [Entry]

    init(start: Double, duration: Double, entries: [Entry]) {
        self.start = start
        self.duration = duration
        self.entries = entries
    }

    /// Sets every animated view's presentation state for `time`. Returns false once finished
    /// (the presentation states are then cleared).
    func apply(at time: Double) -> Bool {
        let progress = min(1, max(0, (time - start) / duration))
        // UIKit's default curve is ease-in-out.
        let eased = progress < 0.5 ? 2 * progress * progress : 1 - pow2(-2 * progress + 2) / 2
        for entry in entries {
            if progress >= 1 {
                entry.view.presentation = nil
                continue
            }
            entry.view.presentation = entry.from.interpolated(to: entry.to, at: eased)
        }
        return progress < 1
    }

    private func pow2(_ x: Double) -> Double { x * x }
}

extension Window {
    /// Runs `changes` (hide a row, change an axis …) and animates from the old layout to the new
    /// one over `duration` seconds starting at `time`; ``advanceTransition(to:)`` moves it on.
    public func animateChanges(at time: Double, duration: Double = 0.3, _ changes: () -> Void) {
        // A new animation starts from what is on screen, mid-way through a running one.
        _ = transition?.apply(at: time)
        // The states before, in the order of the views then: no table by identity to fill and
        // look up for each of a large stack's rows. Views the changes add have no state before
        // and do not animate; views they take out of the window are skipped.
        let views = allViews
        var before: [View.Presentation] = []
        before.reserveCapacity(views.count)
        for view in views { before.append(view.presentation ?? view.shownState) }
        transition.map { _ = $0.apply(at: .infinity) }
        changes()
        layout()
        var entries: [LayoutTransition.Entry] = []
        for (view, from) in zip(views, before) where view.rootItem === self {
            let to = view.shownState
            if from != to { entries.append(.init(view: view, from: from, to: to)) }
        }
        transition = entries.isEmpty ? nil : LayoutTransition(start: time, duration: duration, entries: entries)
        _ = transition?.apply(at: time)
    }

    /// Moves a running layout animation to `time`. Returns whether it is still running.
    @discardableResult
    public func advanceTransition(to time: Double) -> Bool {
        guard let transition else { return false }
        if !transition.apply(at: time) { self.transition = nil }
        return self.transition != nil
    }

    /// Whether a layout animation from ``animateChanges(at:duration:_:)`` is still running.
    public var isAnimatingLayout: Bool { transition != nil }

    /// Every view of the tree, depth first.
    var allViews: [View] {
        var views: [View] = []
        var pending: [View] = [self]
        while let view = pending.popLast() {
            views.append(view)
            pending.append(contentsOf: view.subviews)
        }
        return views
    }
}

extension View {
    /// How the view is drawn when nothing animates: its frame, its opacity (0 when hidden), its
    /// background.
    var shownState: Presentation {
        Presentation(frame: frame, alpha: isHidden ? 0 : alpha, backgroundColor: backgroundColor, transform: transform)
    }
}

extension View.Presentation {
    /// The state `progress` (0…1) of the way to `target`. A missing background is the other
    /// one made transparent, so a colour fades in or out.
    func interpolated(to target: View.Presentation, at progress: Double) -> View.Presentation {
        func lerp(_ a: Double, _ b: Double) -> Double { a + (b - a) * progress }
        let clearFrom = backgroundColor ?? target.backgroundColor?.withAlpha(0)
        let clearTo = target.backgroundColor ?? backgroundColor?.withAlpha(0)
        var background: Color?
        if let a = clearFrom, let b = clearTo {
            background = Color(
                red: lerp(a.red, b.red), green: lerp(a.green, b.green), blue: lerp(a.blue, b.blue),
                alpha: lerp(a.alpha, b.alpha))
        }
        return View.Presentation(
            frame: Rect(
                x: lerp(frame.minX, target.frame.minX), y: lerp(frame.minY, target.frame.minY),
                width: lerp(frame.width, target.frame.width), height: lerp(frame.height, target.frame.height)),
            alpha: lerp(alpha, target.alpha), backgroundColor: background,
            transform: transform.interpolated(to: target.transform, at: progress))
    }
}
