import Geometry

/// Modifier keys held during an event.
public struct Modifiers: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let shift = Modifiers(rawValue: 1)
    public static let control = Modifiers(rawValue: 2)
    public static let alt = Modifiers(rawValue: 4)
}

/// A pointer press, move or release. `location` is in window points; `time` in seconds on the
/// shell's monotonic clock.
public struct PointerEvent: Sendable, Equatable {
    public enum Phase: Sendable { case down, moved, up }
    public enum Button: Sendable { case primary, middle, secondary }

    public var phase: Phase
    public var location: Point
    public var button: Button
    public var modifiers: Modifiers
    public var time: Double

    public init(phase: Phase, location: Point, button: Button = .primary, modifiers: Modifiers = [], time: Double) {
        self.phase = phase
        self.location = location
        self.button = button
        self.modifiers = modifiers
        self.time = time
    }
}

/// A wheel or touchpad scroll. Positive `deltaY` scrolls down (the content moves up, the
/// offset grows); positive `deltaX` scrolls right. Wheels count detents, touchpads points.
public struct ScrollEvent: Sendable, Equatable {
    public enum Unit: Sendable { case detents, points }

    public var deltaX: Double
    public var deltaY: Double
    public var unit: Unit
    public var location: Point
    public var modifiers: Modifiers
    public var time: Double

    public init(deltaX: Double, deltaY: Double, unit: Unit, location: Point, modifiers: Modifiers = [], time: Double) {
        self.deltaX = deltaX
        self.deltaY = deltaY
        self.unit = unit
        self.location = location
        self.modifiers = modifiers
        self.time = time
    }
}

/// A key, independent of the keyboard layout's codes.
public enum Key: Sendable, Equatable {
    /// A key that types text (after the layout and modifiers), e.g. "a", "A", "1".
    case character(String)
    case arrowUp, arrowDown, arrowLeft, arrowRight, pageUp, pageDown, home, end
    case space, tab, escape, enter, backspace
    /// Anything else, by its keysym name (e.g. "F5").
    case other(String)
}

/// A key press (releases are not reported).
public struct KeyEvent: Sendable, Equatable {
    public var key: Key
    public var modifiers: Modifiers
    public var time: Double

    public init(key: Key, modifiers: Modifiers = [], time: Double) {
        self.key = key
        self.modifiers = modifiers
        self.time = time
    }
}

/// What a window shell (X11, or a test) tells the application, and asks of it. The shell owns
/// the platform; the client owns the view tree.
@MainActor
public protocol ShellClient: AnyObject {
    /// The window's title.
    var title: String { get }
    /// The root of the view tree to lay out and draw.
    var window: Window { get }
    func handlePointer(_ event: PointerEvent)
    func handleScroll(_ event: ScrollEvent)
    func handleKey(_ event: KeyEvent)
    /// The window got a new size in points.
    func handleResize(_ size: Size, time: Double)
    /// Advances animations to `time`. Returns whether another frame is needed soon.
    func tick(_ time: Double) -> Bool
    /// Whether the client asked to quit (and why).
    var quitReason: String? { get }
    /// The first frame is on screen.
    func didPresentFirstFrame(time: Double)
    /// The shell is about to exit for `reason` ("close", "quit", "signal", …).
    func willExit(reason: String)
}
