internal import Views

/// A timer that fires once per frame while it is added to a run loop (Core Animation's
/// `CADisplayLink`, with a closure instead of a selector). Frames come at 60 Hz from the
/// application's loop, which sleeps again once every link is paused or invalidated.
@preconcurrency @MainActor
public final class CADisplayLink {
    private let handler: (CADisplayLink) -> Void
    /// When the previous frame was shown (seconds, monotonic clock).
    public private(set) var timestamp: CFTimeInterval = 0
    /// When the next frame will be shown.
    public private(set) var targetTimestamp: CFTimeInterval = 0
    /// The time between frames in seconds: one over the preferred rate, else 1/60 (frames come at 60 Hz either way).
    public var duration: CFTimeInterval {
        let preferred = Double(preferredFrameRateRange.preferred ?? 0)
        return 1.0 / (preferred > 0 ? preferred : CADisplayLink.defaultFramesPerSecond)
    }
    /// The frame rate when none is preferred.
    static let defaultFramesPerSecond = 60.0
    /// The frame rate asked for; only `preferred` is used, and only to compute ``duration``.
    public var preferredFrameRateRange = CAFrameRateRange.default
    /// A paused link keeps its place but does not fire.
    public var isPaused = false {
        didSet { if !isPaused { UIApplication.current?.setNeedsDisplay() } }
    }

    /// A link that calls `handler` every frame once added to a run loop.
    public init(handler: @escaping @MainActor (CADisplayLink) -> Void) {
        self.handler = handler
    }

    /// Starts firing (the run loop and mode are the application's main loop either way).
    public func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard !DisplayLinks.active.contains(where: { $0 === self }) else { return }
        DisplayLinks.active.append(self)
        UIApplication.current?.setNeedsDisplay()
    }

    /// Stops firing for good, as ``invalidate()``; the run loop and mode do not matter.
    public func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) { invalidate() }

    /// Stops firing for good: the application's loop lets go of the link.
    public func invalidate() {
        DisplayLinks.active.removeAll { $0 === self }
    }

    func fire(at time: Double) {
        timestamp = time
        targetTimestamp = time + duration
        handler(self)
    }
}

/// A range of frame rates (Core Animation's `CAFrameRateRange`).
public struct CAFrameRateRange: Hashable, Sendable {
    /// The lowest acceptable rate, in frames per second.
    public var minimum: Float
    /// The highest acceptable rate, in frames per second.
    public var maximum: Float
    /// The rate wanted, in frames per second; nil leaves it to the system.
    public var preferred: Float?

    /// A range from `minimum` to `maximum` frames per second, with an optional preferred rate.
    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }

    /// No preference: zero bounds and no preferred rate (links then run at 60 Hz).
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: nil)
}

/// A duration in seconds (Core Foundation's `CFTimeInterval`).
public typealias CFTimeInterval = Double

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Seconds on the monotonic clock, the clock of every event and frame.
public func CACurrentMediaTime() -> CFTimeInterval { ScrollView.monotonicSeconds() }

/// The links that fire each frame.
@preconcurrency @MainActor
enum DisplayLinks {
    static var active: [CADisplayLink] = []

    /// Fires every unpaused link; returns whether any wants the next frame.
    static func fire(at time: Double) -> Bool {
        let firing = active.filter { !$0.isPaused }
        for link in firing { link.fire(at: time) }
        return active.contains { !$0.isPaused }
    }
}
