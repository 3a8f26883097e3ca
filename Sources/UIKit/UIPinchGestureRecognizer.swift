import Foundation

/// A gesture that the wheel drives while a modifier is held: a desktop's pinch (Ctrl and the
/// wheel, as browsers and image viewers zoom) and rotation (Ctrl, Shift and the wheel).
@preconcurrency @MainActor
protocol WheelDrivenGesture: UIGestureRecognizer {
    /// Whether Shift must be held too (and is not for the other kind).
    var needsShift: Bool { get }
    /// Takes `notches` of the wheel (positive down) at `location` (window points) at `time`
    /// (seconds); false when the gesture did not move.
    func wheel(_ notches: Double, at location: CGPoint, time: Double) -> Bool
}

/// Where a wheel-driven gesture is, and when its last step came: what both kinds keep.
@preconcurrency @MainActor
struct WheelGestureTrack {
    /// The pointer's last position, in window points.
    var location = CGPoint.zero
    /// When the last step came, in seconds.
    var lastTime: Double?
    /// Counts steps, so that the end timer of an earlier one does nothing.
    var step = 0

    /// How long after its last step the gesture ends, in seconds: the wheel has no release.
    static var endDelay: TimeInterval = 0.3

    /// Notes a step at `location` and `time`; the seconds since the last one (nil for the first).
    mutating func note(_ location: CGPoint, time: Double) -> Double? {
        let interval = lastTime.map { time - $0 }
        self.location = location
        lastTime = time
        step += 1
        return interval
    }

    /// Where the pointer is, in `view`'s coordinates (the window's for nil).
    func location(in view: UIView?) -> CGPoint {
        guard let view else { return location }
        return view.convert(location, from: nil)
    }

    /// Two fingers while the gesture runs, as a pinch or a rotation has.
    static func touches(in state: UIGestureRecognizer.State) -> Int { state == .began || state == .changed ? 2 : 0 }

    /// Ends `recognizer` once ``endDelay`` passes without another step.
    func scheduleEnd(of recognizer: UIGestureRecognizer, isCurrent: @escaping @MainActor (Int) -> Bool) {
        let step = self.step
        DispatchQueue.main.asyncAfter(deadline: .now() + WheelGestureTrack.endDelay) { [weak recognizer] in
            MainActor.assumeIsolated {
                guard let recognizer, isCurrent(step) else { return }
                recognizer.endWithoutTouches()
            }
        }
    }
}

/// Recognizes a pinch (continuous): on a desktop, turning the wheel with Ctrl held over the
/// view. Each notch up zooms in by a tenth, each notch down out; the gesture ends 0.3 seconds
/// after the last notch.
@preconcurrency @MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer, WheelDrivenGesture {
    /// The scale since the gesture began (or since it was last set): 1 at the start. Code that
    /// applies it often sets it back to 1.
    open var scale: CGFloat = 1
    /// How fast the scale changes, per second.
    open private(set) var velocity: CGFloat = 0
    private var track = WheelGestureTrack()
    /// How much one notch up multiplies the scale by.
    static let zoomPerNotch: CGFloat = 1.1

    var needsShift: Bool { false }

    func wheel(_ notches: Double, at location: CGPoint, time: Double) -> Bool {
        let interval = track.note(location, time: time)
        let before = scale
        scale *= pow(UIPinchGestureRecognizer.zoomPerNotch, CGFloat(-notches))
        velocity = interval.map { $0 > 0 ? (scale - before) / CGFloat($0) : 0 } ?? 0
        // A refused or failed gesture ends too, ready for the next.
        track.scheduleEnd(of: self) { [weak self] step in self?.track.step == step }
        return continueWithoutTouches()
    }

    /// Where the pointer is, in `view`'s coordinates (the window's for nil).
    open override func location(in view: UIView?) -> CGPoint { track.location(in: view) }

    open override var numberOfTouches: Int { WheelGestureTrack.touches(in: state) }

    open override func reset() {
        scale = 1
        velocity = 0
        track.lastTime = nil
    }
}

/// Recognizes a rotation (continuous): on a desktop, turning the wheel with Ctrl and Shift held
/// over the view. Each notch down turns a twelfth of a half turn (15°) clockwise, each notch up
/// anticlockwise; the gesture ends 0.3 seconds after the last notch.
@preconcurrency @MainActor
open class UIRotationGestureRecognizer: UIGestureRecognizer, WheelDrivenGesture {
    /// The rotation since the gesture began (or since it was last set), in radians, clockwise.
    open var rotation: CGFloat = 0
    /// How fast it turns, in radians per second.
    open private(set) var velocity: CGFloat = 0
    private var track = WheelGestureTrack()
    /// The turn of one notch, in radians.
    static let turnPerNotch: CGFloat = .pi / 12

    var needsShift: Bool { true }

    func wheel(_ notches: Double, at location: CGPoint, time: Double) -> Bool {
        let interval = track.note(location, time: time)
        let turn = CGFloat(notches) * UIRotationGestureRecognizer.turnPerNotch
        rotation += turn
        velocity = interval.map { $0 > 0 ? turn / CGFloat($0) : 0 } ?? 0
        // A refused or failed gesture ends too, ready for the next.
        track.scheduleEnd(of: self) { [weak self] step in self?.track.step == step }
        return continueWithoutTouches()
    }

    /// Where the pointer is, in `view`'s coordinates (the window's for nil).
    open override func location(in view: UIView?) -> CGPoint { track.location(in: view) }

    open override var numberOfTouches: Int { WheelGestureTrack.touches(in: state) }

    open override func reset() {
        rotation = 0
        velocity = 0
        track.lastTime = nil
    }
}
