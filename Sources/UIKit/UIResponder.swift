internal import Views

/// An object that handles events and passes what it does not handle to ``next``
/// (UIKit's `UIResponder`).
@MainActor
open class UIResponder {
    public init() {}

    /// The next responder in the chain: a view's superview (or its view controller), a view
    /// controller's view's superview (or the window), the window's application, the
    /// application's delegate. Nil here.
    open var next: UIResponder? { nil }

    // MARK: Touches (each forwards to `next` unless overridden)

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesBegan(touches, with: event) }
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesMoved(touches, with: event) }
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesEnded(touches, with: event) }
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }

    // MARK: Presses (keys)

    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesBegan(presses, with: event)
    }
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesChanged(presses, with: event)
    }
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesEnded(presses, with: event)
    }
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesCancelled(presses, with: event)
    }

    // MARK: First responder

    /// Whether this object can take key presses; false by default.
    open var canBecomeFirstResponder: Bool { false }
    open var canResignFirstResponder: Bool { true }

    /// Makes this the first responder: the current one must resign, and this one must accept.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder else { return false }
        if let current = UIResponder.firstResponder, !current.resignFirstResponder() { return false }
        UIResponder.firstResponder = self
        return true
    }

    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard canResignFirstResponder else { return false }
        if UIResponder.firstResponder === self { UIResponder.firstResponder = nil }
        return true
    }

    public var isFirstResponder: Bool { UIResponder.firstResponder === self }

    /// The first responder of the application (one window, so one first responder).
    static weak var firstResponder: UIResponder?
}

/// One finger, here the primary mouse button, from press to release (UIKit's `UITouch`).
@MainActor
public final class UITouch: Hashable {
    public enum Phase: Int, Sendable {
        case began = 0
        case moved, stationary, ended, cancelled, regionEntered, regionMoved, regionExited
    }

    public enum TouchType: Int, Sendable {
        case direct = 0
        case indirect, pencil, indirectPointer
    }

    public internal(set) var phase: Phase
    /// Seconds on the monotonic clock.
    public internal(set) var timestamp: TimeInterval
    /// Clicks in quick succession at one place: 1, 2, 3…
    public internal(set) var tapCount: Int
    public var type: TouchType { .indirectPointer }
    /// The view the touch began in; it stays the same however far the pointer moves.
    public internal(set) weak var view: UIView?
    public internal(set) weak var window: UIWindow?
    public internal(set) var gestureRecognizers: [UIGestureRecognizer] = []
    /// Window coordinates, now and at the previous event.
    var windowLocation: CGPoint
    var previousWindowLocation: CGPoint

    init(view: UIView?, window: UIWindow?, location: CGPoint, time: TimeInterval, tapCount: Int) {
        self.view = view
        self.window = window
        windowLocation = location
        previousWindowLocation = location
        timestamp = time
        self.tapCount = tapCount
        phase = .began
    }

    /// The touch's location in `view`'s bounds coordinates (nil: the window's).
    public func location(in view: UIView?) -> CGPoint {
        view?.convert(windowLocation, from: nil) ?? windowLocation
    }

    public func previousLocation(in view: UIView?) -> CGPoint {
        view?.convert(previousWindowLocation, from: nil) ?? previousWindowLocation
    }

    nonisolated public static func == (lhs: UITouch, rhs: UITouch) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A touch or press event (UIKit's `UIEvent`).
@MainActor
open class UIEvent {
    public enum EventType: Int, Sendable {
        case touches = 0
        case motion, remoteControl, presses, scroll, hover, transform
    }

    public var type: EventType { .touches }
    public let timestamp: TimeInterval
    let touches: Set<UITouch>

    init(timestamp: TimeInterval, touches: Set<UITouch>) {
        self.timestamp = timestamp
        self.touches = touches
    }

    public var allTouches: Set<UITouch>? { touches }

    public func touches(for view: UIView) -> Set<UITouch>? {
        let found = touches.filter { $0.view === view }
        return found.isEmpty ? nil : found
    }

    public func touches(for window: UIWindow) -> Set<UITouch>? {
        let found = touches.filter { $0.window === window }
        return found.isEmpty ? nil : found
    }
}

/// The event that carries key presses (UIKit's `UIPressesEvent`).
@MainActor
open class UIPressesEvent: UIEvent {
    public let allPresses: Set<UIPress>

    init(timestamp: TimeInterval, presses: Set<UIPress>) {
        allPresses = presses
        super.init(timestamp: timestamp, touches: [])
    }

    public override var type: EventType { .presses }
}

/// A key going down or up (UIKit's `UIPress`).
@MainActor
public final class UIPress: Hashable {
    public enum Phase: Int, Sendable {
        case began = 0
        case changed, stationary, ended, cancelled
    }

    public internal(set) var phase: Phase
    public let timestamp: TimeInterval
    public let key: UIKey?

    init(key: UIKey, phase: Phase, timestamp: TimeInterval) {
        self.key = key
        self.phase = phase
        self.timestamp = timestamp
    }

    nonisolated public static func == (lhs: UIPress, rhs: UIPress) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A keyboard key (UIKit's `UIKey`).
public final class UIKey: Sendable {
    /// The shell's event it came from (nil for keys made in code).
    let event: KeyEvent?
    /// What the key types with the modifiers held ("a", "A", "\r"…); empty for keys that type nothing.
    public let characters: String
    /// What it types without modifiers; use this to decide what a key means.
    public let charactersIgnoringModifiers: String
    public let keyCode: UIKeyboardHIDUsage
    public let modifierFlags: UIKeyModifierFlags

    init(
        characters: String, charactersIgnoringModifiers: String, keyCode: UIKeyboardHIDUsage,
        modifierFlags: UIKeyModifierFlags, event: KeyEvent? = nil
    ) {
        self.event = event
        self.characters = characters
        self.charactersIgnoringModifiers = charactersIgnoringModifiers
        self.keyCode = keyCode
        self.modifierFlags = modifierFlags
    }
}

/// Modifier keys (UIKit's `UIKeyModifierFlags`, same bits).
public struct UIKeyModifierFlags: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
    public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
    public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
    public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)
}

/// A key's physical position, as a USB HID usage on page 7 (UIKit's `UIKeyboardHIDUsage`).
public struct UIKeyboardHIDUsage: RawRepresentable, Hashable, Sendable {
    public var rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let keyboardErrorUndefined = UIKeyboardHIDUsage(rawValue: 0x03)
    public static let keyboardA = UIKeyboardHIDUsage(rawValue: 0x04)
    public static let keyboardZ = UIKeyboardHIDUsage(rawValue: 0x1D)
    public static let keyboard1 = UIKeyboardHIDUsage(rawValue: 0x1E)
    public static let keyboard0 = UIKeyboardHIDUsage(rawValue: 0x27)
    public static let keyboardReturnOrEnter = UIKeyboardHIDUsage(rawValue: 0x28)
    public static let keyboardEscape = UIKeyboardHIDUsage(rawValue: 0x29)
    public static let keyboardDeleteOrBackspace = UIKeyboardHIDUsage(rawValue: 0x2A)
    public static let keyboardTab = UIKeyboardHIDUsage(rawValue: 0x2B)
    public static let keyboardSpacebar = UIKeyboardHIDUsage(rawValue: 0x2C)
    public static let keyboardHome = UIKeyboardHIDUsage(rawValue: 0x4A)
    public static let keyboardPageUp = UIKeyboardHIDUsage(rawValue: 0x4B)
    public static let keyboardDeleteForward = UIKeyboardHIDUsage(rawValue: 0x4C)
    public static let keyboardEnd = UIKeyboardHIDUsage(rawValue: 0x4D)
    public static let keyboardPageDown = UIKeyboardHIDUsage(rawValue: 0x4E)
    public static let keyboardRightArrow = UIKeyboardHIDUsage(rawValue: 0x4F)
    public static let keyboardLeftArrow = UIKeyboardHIDUsage(rawValue: 0x50)
    public static let keyboardDownArrow = UIKeyboardHIDUsage(rawValue: 0x51)
    public static let keyboardUpArrow = UIKeyboardHIDUsage(rawValue: 0x52)
}

/// Responders compare and hash by identity, as `NSObject`s do on iOS: views and controllers
/// can be compared with `==` and kept in sets.
extension UIResponder: Hashable {
    nonisolated public static func == (lhs: UIResponder, rhs: UIResponder) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
