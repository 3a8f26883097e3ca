import Geometry

/// An animated change of layout, as inside UIKit's `UIView.animate`: frames are captured
/// before the change, the change is applied and laid out, and views are then drawn at
/// interpolated ("presentation") frames until the new layout is reached. A view being hidden
/// stays visible while it collapses and fades; one being shown grows and fades in.
@MainActor
final class LayoutTransition {
    struct Entry {
        let view: View
        let from: Rect
        let to: Rect
        let fromAlpha: Double
        let toAlpha: Double
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
            func lerp(_ a: Double, _ b: Double) -> Double { a + (b - a) * eased }
            entry.view.presentation = View.Presentation(
                frame: Rect(
                    x: lerp(entry.from.minX, entry.to.minX), y: lerp(entry.from.minY, entry.to.minY),
                    width: lerp(entry.from.width, entry.to.width), height: lerp(entry.from.height, entry.to.height)),
                alpha: lerp(entry.fromAlpha, entry.toAlpha))
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
        var before: [ObjectIdentifier: (frame: Rect, shownAlpha: Double)] = [:]
        for view in allViews {
            before[ObjectIdentifier(view)] =
                view.presentation.map { ($0.frame, $0.alpha) } ?? (view.frame, view.isHidden ? 0 : view.alpha)
        }
        transition.map { _ = $0.apply(at: .infinity) }
        changes()
        layout()
        var entries: [LayoutTransition.Entry] = []
        for view in allViews {
            guard let (from, fromAlpha) = before[ObjectIdentifier(view)] else { continue }
            let to = view.frame
            let toAlpha = view.isHidden ? 0.0 : view.alpha
            if from == to && fromAlpha == toAlpha { continue }
            entries.append(.init(view: view, from: from, to: to, fromAlpha: fromAlpha, toAlpha: toAlpha))
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
