import Foundation
import Geometry
import Testing
import Views

@testable import UIKit

/// Counts the notifications of one name (from one object, or from any) while it lives.
final class NotificationCounter: @unchecked Sendable {
    private(set) var count = 0
    private var observer: (any NSObjectProtocol)?

    init(_ name: Notification.Name, object: AnyObject? = nil) {
        observer = NotificationCenter.default.addObserver(forName: name, object: object, queue: nil) {
            [unowned self] _ in count += 1
        }
    }

    deinit {
        if let observer { NotificationCenter.default.removeObserver(observer) }
    }
}

/// A window of `size` showing a plain view controller's view, laid out once.
@MainActor
func makeWindow(width: CGFloat = 400, height: CGFloat = 600) -> (UIWindow, UIViewController) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
    let controller = UIViewController()
    window.rootViewController = controller
    window.isHidden = false
    window.layoutIfNeeded()
    return (window, controller)
}

/// Whether `condition` holds within `seconds` of waiting, the main queue running meanwhile (a
/// test that waits on it fails instead of hanging).
///
/// The wait is counted in polls of 5 ms, not on the clock: while other tests hold the main
/// actor, neither the poll nor the work it waits for can run, and a clock deadline passed
/// meanwhile would fail the test before that work had its turn.
@MainActor
func eventually(within seconds: Int = 5, _ condition: () -> Bool) async -> Bool {
    let pollMilliseconds = 5
    for _ in 0..<(seconds * 1000 / pollMilliseconds) {
        if condition() { return true }
        try? await Task.sleep(for: .milliseconds(pollMilliseconds))
    }
    return condition()
}

/// Feeds pointer events to a window's dispatcher, in window points, one second apart.
@MainActor
final class Pointer {
    let dispatcher: EventDispatcher
    private(set) var time = 1000.0

    init(_ window: UIWindow) { dispatcher = EventDispatcher(window: window) }

    func down(_ x: CGFloat, _ y: CGFloat) { send(.down, x, y) }
    func move(_ x: CGFloat, _ y: CGFloat) { send(.moved, x, y) }
    func up(_ x: CGFloat, _ y: CGFloat) { send(.up, x, y) }

    /// Lets `seconds` pass without events (a press held still).
    func wait(_ seconds: Double) { time += seconds }

    func click(_ x: CGFloat, _ y: CGFloat, holding modifiers: Modifiers = []) {
        send(.down, x, y, modifiers: modifiers)
        send(.up, x, y, modifiers: modifiers)
        time += 1  // far apart: never a double click
    }

    /// `count` clicks in quick succession at one place: a double click, a triple click.
    func clicks(_ count: Int, _ x: CGFloat, _ y: CGFloat) {
        for _ in 0..<count {
            send(.down, x, y)
            send(.up, x, y)
        }
        time += 1
    }

    /// A press at one place (after `clicks` quick clicks there: the press of a double click
    /// after one), moves to each of `stops`, and the release at the last.
    func drag(
        from start: CGPoint, after clicks: Int = 0, through stops: CGPoint..., holding modifiers: Modifiers = []
    ) {
        for _ in 0..<clicks {
            send(.down, start.x, start.y, modifiers: modifiers)
            send(.up, start.x, start.y, modifiers: modifiers)
        }
        send(.down, start.x, start.y, modifiers: modifiers)
        for stop in stops { send(.moved, stop.x, stop.y, modifiers: modifiers) }
        let end = stops.last ?? start
        send(.up, end.x, end.y, modifiers: modifiers)
        time += 1
    }

    /// A right click: a secondary button's press and release.
    func rightClick(_ x: CGFloat, _ y: CGFloat) {
        send(.down, x, y, button: .secondary)
        send(.up, x, y, button: .secondary)
        time += 1
    }

    /// The pointer moved with no button down.
    func hover(_ x: CGFloat, _ y: CGFloat) { send(.moved, x, y) }

    /// The pointer left the window at (x, y).
    func leave(_ x: CGFloat, _ y: CGFloat) { send(.exited, x, y) }

    func wheel(down detents: Double, at x: CGFloat, _ y: CGFloat, holding modifiers: Modifiers = []) {
        time += 0.01
        dispatcher.handleScroll(
            ScrollEvent(
                deltaX: 0, deltaY: detents, unit: .detents, location: Point(x: Double(x), y: Double(y)),
                modifiers: modifiers, time: time))
    }

    private func send(
        _ phase: PointerEvent.Phase, _ x: CGFloat, _ y: CGFloat, button: PointerEvent.Button = .primary,
        modifiers: Modifiers = []
    ) {
        time += 0.01
        dispatcher.handlePointer(
            PointerEvent(
                phase: phase, location: Point(x: Double(x), y: Double(y)), button: button, modifiers: modifiers,
                time: time))
    }
}

/// Adds `view` to `container` pinned by constraints to its sides, and to its top and bottom
/// unless other anchors are given (a safe area's, say).
@MainActor
func addPinned(
    _ view: UIView, to container: UIView, top: NSLayoutYAxisAnchor? = nil, bottom: NSLayoutYAxisAnchor? = nil
) {
    view.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(view)
    NSLayoutConstraint.activate([
        view.topAnchor.constraint(equalTo: top ?? container.topAnchor),
        view.bottomAnchor.constraint(equalTo: bottom ?? container.bottomAnchor),
        view.leadingAnchor.constraint(equalTo: container.leadingAnchor),
        view.trailingAnchor.constraint(equalTo: container.trailingAnchor),
    ])
}
