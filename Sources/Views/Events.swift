import Geometry

/// Modifier keys held during an event.
public struct Modifiers: OptionSet, Sendable, Hashable {
    /// The set as bits: 1 Shift, 2 Control, 4 Alt.
    public let rawValue: Int
    /// A set from its bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// A Shift key.
    public static let shift = Modifiers(rawValue: 1)
    /// A Control key.
    public static let control = Modifiers(rawValue: 2)
    /// An Alt key.
    public static let alt = Modifiers(rawValue: 4)
}

/// A pointer press, move or release. `location` is in window points; `time` in seconds on the
/// shell's monotonic clock.
public struct PointerEvent: Sendable, Equatable {
    /// What happened: a button went `down`, the pointer `moved`, a button came back `up`, or
    /// the pointer left the window (`exited`, with no button held).
    public enum Phase: Sendable { case down, moved, up, exited }
    /// Which mouse button: `primary` (usually left), `middle` or `secondary` (usually right).
    public enum Button: Sendable { case primary, middle, secondary }

    /// Press, move or release.
    public var phase: Phase
    /// Where the pointer is, in window points.
    public var location: Point
    /// The button pressed or released; for a move, whatever the shell reports (primary by default).
    public var button: Button
    /// Modifier keys held at the time.
    public var modifiers: Modifiers
    /// Seconds on the shell's monotonic clock.
    public var time: Double

    /// An event of the primary button with no modifiers unless told otherwise.
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
    /// What the deltas count: wheel `detents` (notches) or `points` of touchpad travel.
    public enum Unit: Sendable { case detents, points }

    /// Horizontal amount; positive scrolls right.
    public var deltaX: Double
    /// Vertical amount; positive scrolls down.
    public var deltaY: Double
    /// Whether the deltas are detents or points.
    public var unit: Unit
    /// The pointer's position, in window points: it picks the scroll view.
    public var location: Point
    /// Modifier keys held at the time.
    public var modifiers: Modifiers
    /// Seconds on the shell's monotonic clock.
    public var time: Double

    /// A scroll event; no modifiers unless told otherwise.
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
    /// The navigation keys: arrows, Page Up/Down, Home and End.
    case arrowUp, arrowDown, arrowLeft, arrowRight, pageUp, pageDown, home, end
    /// Whitespace and editing keys, by name rather than by the text they type (`delete` deletes
    /// forward).
    case space, tab, escape, enter, backspace, delete
    /// A function key by its number: F1 is 1.
    case function(Int)
    /// Anything else, by its X keysym in lowercase hexadecimal (e.g. "ff61", Print).
    case other(String)
}

/// A key press (releases are not reported).
public struct KeyEvent: Sendable, Equatable {
    /// The key pressed.
    public var key: Key
    /// Modifier keys held at the time.
    public var modifiers: Modifiers
    /// Seconds on the shell's monotonic clock.
    public var time: Double
    /// For a key that types a character, what it types without Shift and Caps Lock ("1" for
    /// Shift+1's "!"), as shortcuts name keys; nil when not known.
    public var unshiftedText: String?

    /// A key press; no modifiers unless told otherwise.
    public init(key: Key, modifiers: Modifiers = [], time: Double, unshiftedText: String? = nil) {
        self.key = key
        self.modifiers = modifiers
        self.time = time
        self.unshiftedText = unshiftedText
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
    /// A pointer press, move or release over the window.
    func handlePointer(_ event: PointerEvent)
    /// A wheel or touchpad scroll over the window.
    func handleScroll(_ event: ScrollEvent)
    /// A key press while the window has focus.
    func handleKey(_ event: KeyEvent)
    /// The window got a new size in points.
    func handleResize(_ size: Size, time: Double)
    /// The window gained (true) or lost the keyboard focus: another window took it, or gave it
    /// back. Windows start focused.
    func handleFocusChange(_ isFocused: Bool)
    /// Advances animations to `time`. Returns whether another frame is needed soon.
    func tick(_ time: Double) -> Bool
    /// Whether the client asked to quit (and why).
    var quitReason: String? { get }
    /// The first frame is on screen.
    func didPresentFirstFrame(time: Double)
    /// The shell is about to exit for `reason` ("close", "quit", "signal", …).
    func willExit(reason: String)
    /// The smallest and largest sizes the window may take, in points, for the window manager.
    var sizeLimits: WindowSizeLimits { get }
    /// The cursor to show over the window now; read after each event and animation tick.
    var cursorShape: CursorShape { get }
}

extension ShellClient {
    /// ``WindowSizeLimits/standard``.
    public var sizeLimits: WindowSizeLimits { .standard }
    /// The arrow, always.
    public var cursorShape: CursorShape { .arrow }
    /// Nothing: a client that shows no focus ignores it.
    public func handleFocusChange(_ isFocused: Bool) {}
}

/// The shape of the mouse cursor over the window, as the desktop's cursor theme draws it.
public enum CursorShape: Sendable, Equatable {
    /// The arrow, for everything that is not text.
    case arrow
    /// The I-beam, over text that can be edited or selected.
    case text
    /// The pointing hand, over something to press.
    case pointingHand
    /// No cursor at all.
    case hidden
}

/// The smallest and largest sizes a window may take, in points.
public struct WindowSizeLimits: Equatable, Sendable {
    /// The smallest size.
    public var minimum: Size
    /// The largest size; nil for none, and an infinite length for none on that axis.
    public var maximum: Size?

    /// Limits from `minimum` to `maximum`.
    public init(minimum: Size, maximum: Size? = nil) {
        self.minimum = minimum
        self.maximum = maximum
    }

    /// 200 × 200 points at least, at most anything: room for a few rows, whatever the window
    /// manager allows.
    public static let standard = WindowSizeLimits(minimum: Size(width: 200, height: 200))
}
