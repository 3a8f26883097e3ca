internal import Views

/// An object that handles events and passes what it does not handle to ``next``
/// (UIKit's `UIResponder`).
@preconcurrency @MainActor
open class UIResponder {
    /// Makes a responder; subclasses decide what ``next`` is.
    public init() {}

    /// The next responder in the chain: a view's superview (or its view controller), a view
    /// controller's view's superview (or the window), the window's application, the
    /// application's delegate. Nil here.
    open var next: UIResponder? { nil }

    // MARK: Touches (each forwards to `next` unless overridden)

    /// A touch went down on this responder; by default it is passed on to ``next``.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesBegan(touches, with: event) }
    /// A tracked touch moved; by default it is passed on to ``next``.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesMoved(touches, with: event) }
    /// A touch was lifted (the mouse button released); by default it is passed on to ``next``.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesEnded(touches, with: event) }
    /// A touch was taken away, for example by a scroll view starting a drag; by default it is passed on.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }

    // MARK: Presses (keys)

    /// A key went down; by default the press is passed on to ``next``.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesBegan(presses, with: event)
    }
    /// A press changed; the toolkit never sends this here. By default it is passed on to ``next``.
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesChanged(presses, with: event)
    }
    /// A key came up; by default the press is passed on to ``next``. The X11 shell reports presses only,
    /// so this follows ``pressesBegan(_:with:)`` at once.
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesEnded(presses, with: event)
    }
    /// A press was abandoned; the toolkit never sends this here. By default it is passed on to ``next``.
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesCancelled(presses, with: event)
    }

    // MARK: First responder

    /// Whether this object can take key presses; false by default.
    open var canBecomeFirstResponder: Bool { false }
    /// Whether this object gives up first-responder status when asked; true by default.
    open var canResignFirstResponder: Bool { true }

    /// Makes this the first responder: the current one must resign, and this one must accept.
    /// Unlike iOS, the responder need not be in a window.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder else { return false }
        if let current = UIResponder.firstResponder, !current.resignFirstResponder() { return false }
        UIResponder.firstResponder = self
        return true
    }

    /// Gives up first-responder status; returns false if ``canResignFirstResponder`` refuses.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard canResignFirstResponder else { return false }
        if UIResponder.firstResponder === self { UIResponder.firstResponder = nil }
        return true
    }

    /// Whether this object is the application's first responder, the one key presses go to.
    open var isFirstResponder: Bool { UIResponder.firstResponder === self }

    /// The first responder of the application (one window, so one first responder).
    static weak var firstResponder: UIResponder?

    /// The view shown instead of the on-screen keyboard while this responder is first; none by
    /// default. A desktop types on its own keyboard and shows no input views.
    open var inputView: UIView? { nil }

    /// The view shown above the on-screen keyboard while this responder is first; none by
    /// default, and not shown on a desktop (see ``inputView``).
    open var inputAccessoryView: UIView? { nil }

    /// Asks for the input views again after they changed; there are none to show here.
    open func reloadInputViews() {}

    // MARK: Standard edit actions

    // UIKit's `UIResponderStandardEditActions`: by default each goes to the next responder, so
    // the first one up the chain that edits text takes it (Ctrl+X, Ctrl+C and Ctrl+V in a text
    // view or field).

    /// Removes the selection and puts it on the pasteboard.
    open func cut(_ sender: Any?) { next?.cut(sender) }
    /// Puts the selection on the pasteboard.
    open func copy(_ sender: Any?) { next?.copy(sender) }
    /// Inserts the pasteboard's text at the selection.
    open func paste(_ sender: Any?) { next?.paste(sender) }
    /// Selects a word, or the like.
    open func select(_ sender: Any?) { next?.select(sender) }
    /// Selects everything.
    open func selectAll(_ sender: Any?) { next?.selectAll(sender) }
    /// Removes the selection.
    open func delete(_ sender: Any?) { next?.delete(sender) }

    // MARK: Key commands

    /// The keyboard shortcuts this responder offers while it is in the first responder's chain
    /// (see ``UIKeyCommand``); none by default.
    open var keyCommands: [UIKeyCommand]? { nil }

    // MARK: Keyboard notifications

    // A desktop has no on-screen keyboard: these are never posted here. They exist, with UIKit's
    // names, so that code observing them compiles and runs (it is simply never told).

    /// Posted before the on-screen keyboard shows; never posted here.
    public nonisolated static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    /// Posted after the on-screen keyboard showed; never posted here.
    public nonisolated static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    /// Posted before the on-screen keyboard hides; never posted here.
    public nonisolated static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    /// Posted after the on-screen keyboard hid; never posted here.
    public nonisolated static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    /// Posted before the on-screen keyboard's frame changes; never posted here.
    public nonisolated static let keyboardWillChangeFrameNotification = Notification.Name(
        "UIKeyboardWillChangeFrameNotification")
    /// Posted after the on-screen keyboard's frame changed; never posted here.
    public nonisolated static let keyboardDidChangeFrameNotification = Notification.Name(
        "UIKeyboardDidChangeFrameNotification")
    /// The keyboard's frame before a change, in the keyboard notifications' user info.
    public nonisolated static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// The keyboard's frame after a change, in the keyboard notifications' user info.
    public nonisolated static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// The duration of the keyboard's animation, in the keyboard notifications' user info.
    public nonisolated static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// The curve of the keyboard's animation, in the keyboard notifications' user info.
    public nonisolated static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
}

/// One finger, here the primary mouse button, from press to release (UIKit's `UITouch`).
@preconcurrency @MainActor
public final class UITouch: Hashable {
    /// Where a touch is in its life (UIKit's `UITouch.Phase`, same raw values).
    public enum Phase: Int, Sendable {
        /// The touch went down (the primary mouse button was pressed); raw value 0.
        case began = 0
        /// Raw values 1…7 in this order; here a touch is only ever moved, ended or cancelled
        /// (no stationary or hover-region phases).
        case moved, stationary, ended, cancelled, regionEntered, regionMoved, regionExited
    }

    /// What made a touch (UIKit's `UITouch.TouchType`, same raw values).
    public enum TouchType: Int, Sendable {
        /// A finger on the screen; raw value 0.
        case direct = 0
        /// A remote touch surface (1), a stylus (2), a mouse or trackpad pointer (3).
        case indirect, pencil, indirectPointer
    }

    /// Where the touch is in its life; updated as it moves and ends.
    public internal(set) var phase: Phase
    /// When the touch last changed, in seconds on the monotonic clock.
    public internal(set) var timestamp: TimeInterval
    /// Clicks in quick succession at one place: 1, 2, 3… (each within 0.5 seconds and
    /// 8 points of the one before).
    public internal(set) var tapCount: Int
    /// Always `.indirectPointer`: every touch here comes from the mouse.
    public var type: TouchType { .indirectPointer }
    /// The view the touch began in; it stays the same however far the pointer moves.
    public internal(set) weak var view: UIView?
    /// The window the touch happened in.
    public internal(set) weak var window: UIWindow?
    /// The enabled gesture recognizers of the touch's view and its superviews that receive this
    /// touch, fixed when it begins; tap recognizers above a control are left out.
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

    /// The pointer moved to `location` (window coordinates) at `time`, in `phase`.
    func move(to location: CGPoint, at time: TimeInterval, phase: Phase) {
        previousWindowLocation = windowLocation
        windowLocation = location
        timestamp = time
        self.phase = phase
    }

    /// The touch's location in `view`'s bounds coordinates (nil: the window's).
    public func location(in view: UIView?) -> CGPoint {
        view?.convert(windowLocation, from: nil) ?? windowLocation
    }

    /// The touch's location at the previous event, in `view`'s bounds coordinates (nil: the window's).
    public func previousLocation(in view: UIView?) -> CGPoint {
        view?.convert(previousWindowLocation, from: nil) ?? previousWindowLocation
    }

    /// Touches are equal only when they are the same object.
    nonisolated public static func == (lhs: UITouch, rhs: UITouch) -> Bool { lhs === rhs }
    /// Hashes the touch's identity.
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A touch or press event (UIKit's `UIEvent`).
@preconcurrency @MainActor
open class UIEvent {
    /// What kind of event this is (UIKit's `UIEvent.EventType`).
    public enum EventType: Int, Sendable {
        /// Touches: here mouse presses and drags; raw value 0.
        case touches = 0
        /// Device motion (shakes); never sent here. Raw value 1.
        case motion = 1
        /// Remote-control commands; never sent here. Raw value 2.
        case remoteControl = 2
        /// Key presses. Raw value 3.
        case presses = 3
        /// Scrolling from a trackpad or wheel (delivered to scroll views directly here). Raw value 10.
        case scroll = 10
        /// The pointer hovering; never sent here. Raw value 11.
        case hover = 11
        /// A pinch or rotation from a trackpad; never sent here. Raw value 14.
        case transform = 14
    }

    /// `.touches` for this class; ``UIPressesEvent`` reports `.presses`.
    public var type: EventType { .touches }
    /// When the event happened, in seconds on the monotonic clock.
    public let timestamp: TimeInterval
    let touches: Set<UITouch>

    /// The modifier keys held when the event happened (Shift with a click, say).
    public let modifierFlags: UIKeyModifierFlags

    init(timestamp: TimeInterval, touches: Set<UITouch>, modifierFlags: UIKeyModifierFlags = []) {
        self.timestamp = timestamp
        self.touches = touches
        self.modifierFlags = modifierFlags
    }

    /// The event's touches: here the one mouse touch, or an empty set (not nil) for key events.
    public var allTouches: Set<UITouch>? { touches }

    /// The event's touches whose ``UITouch/view`` is `view`; nil if there are none.
    public func touches(for view: UIView) -> Set<UITouch>? {
        let found = touches.filter { $0.view === view }
        return found.isEmpty ? nil : found
    }

    /// The event's touches in `window`; nil if there are none.
    public func touches(for window: UIWindow) -> Set<UITouch>? {
        let found = touches.filter { $0.window === window }
        return found.isEmpty ? nil : found
    }
}

/// The event that carries key presses (UIKit's `UIPressesEvent`).
@preconcurrency @MainActor
open class UIPressesEvent: UIEvent {
    /// The presses this event carries; here always one key.
    public let allPresses: Set<UIPress>

    init(timestamp: TimeInterval, presses: Set<UIPress>, modifierFlags: UIKeyModifierFlags = []) {
        allPresses = presses
        super.init(timestamp: timestamp, touches: [], modifierFlags: modifierFlags)
    }

    /// Always `.presses`.
    public override var type: EventType { .presses }
}

/// A key going down or up (UIKit's `UIPress`).
@preconcurrency @MainActor
public final class UIPress: Hashable {
    /// Where a press is in its life (UIKit's `UIPress.Phase`, same raw values).
    public enum Phase: Int, Sendable {
        /// The key went down; raw value 0.
        case began = 0
        /// Raw values 1…4 in this order; here `.ended` is the only phase that follows `.began`.
        case changed, stationary, ended, cancelled
    }

    /// Where the press is in its life: `.began` or `.ended` here.
    public internal(set) var phase: Phase
    /// When the key event happened, in seconds on the monotonic clock.
    public let timestamp: TimeInterval
    /// The key pressed; never nil here, where every press comes from the keyboard.
    public let key: UIKey?

    init(key: UIKey, phase: Phase, timestamp: TimeInterval) {
        self.key = key
        self.phase = phase
        self.timestamp = timestamp
    }

    /// Presses are equal only when they are the same object.
    nonisolated public static func == (lhs: UIPress, rhs: UIPress) -> Bool { lhs === rhs }
    /// Hashes the press's identity.
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A keyboard key (UIKit's `UIKey`).
public final class UIKey: Sendable {
    /// The shell's event it came from (nil for keys made in code).
    let event: KeyEvent?
    /// What the key types with the modifiers held ("a", "A", "\r"…); empty for keys that type nothing.
    public let characters: String
    /// What it types without modifiers, Shift included ("1" for Shift+1's "!", "a" for "A");
    /// use this to decide what a key means.
    public let charactersIgnoringModifiers: String
    /// The key's HID usage, worked out from what it types without Shift (letters and digits as
    /// on a US layout); keys with no known usage give `.keyboardErrorUndefined`.
    public let keyCode: UIKeyboardHIDUsage
    /// The modifier keys held; here only shift, control and alternate (Alt) are ever set.
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
    /// The flags' bits, at UIKit's positions (bits 16…21).
    public let rawValue: Int
    /// Flags from their raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Caps Lock (bit 16); never set here.
    public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
    /// Shift (bit 17).
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
    /// Control (bit 18).
    public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
    /// Alt, UIKit's Option (bit 19).
    public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    /// Command (bit 20); never set here, no X11 key is mapped to it.
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
    /// A key on the numeric keypad (bit 21); never set here.
    public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)
}

/// A key's physical position, as a USB HID usage on page 7 (UIKit's `UIKeyboardHIDUsage`).
public struct UIKeyboardHIDUsage: RawRepresentable, Hashable, Sendable {
    /// The usage ID on HID page 7 (keyboard/keypad).
    public var rawValue: Int
    /// A usage from its ID on HID page 7.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// No usage known for the key (0x03).
    public static let keyboardErrorUndefined = UIKeyboardHIDUsage(rawValue: 0x03)
    /// The A key (0x04); B…Y follow at 0x05…0x1C, constants here only for the editing keys.
    public static let keyboardA = UIKeyboardHIDUsage(rawValue: 0x04)
    /// The C key (0x06).
    public static let keyboardC = UIKeyboardHIDUsage(rawValue: 0x06)
    /// The V key (0x19).
    public static let keyboardV = UIKeyboardHIDUsage(rawValue: 0x19)
    /// The X key (0x1B).
    public static let keyboardX = UIKeyboardHIDUsage(rawValue: 0x1B)
    /// The Z key (0x1D).
    public static let keyboardZ = UIKeyboardHIDUsage(rawValue: 0x1D)
    /// The 1 key (0x1E); 2…9 follow at 0x1F…0x26.
    public static let keyboard1 = UIKeyboardHIDUsage(rawValue: 0x1E)
    /// The 0 key (0x27).
    public static let keyboard0 = UIKeyboardHIDUsage(rawValue: 0x27)
    /// Return or Enter (0x28).
    public static let keyboardReturnOrEnter = UIKeyboardHIDUsage(rawValue: 0x28)
    /// Escape (0x29).
    public static let keyboardEscape = UIKeyboardHIDUsage(rawValue: 0x29)
    /// Backspace, which UIKit calls Delete (0x2A).
    public static let keyboardDeleteOrBackspace = UIKeyboardHIDUsage(rawValue: 0x2A)
    /// Tab (0x2B).
    public static let keyboardTab = UIKeyboardHIDUsage(rawValue: 0x2B)
    /// The space bar (0x2C).
    public static let keyboardSpacebar = UIKeyboardHIDUsage(rawValue: 0x2C)
    /// Home (0x4A).
    public static let keyboardHome = UIKeyboardHIDUsage(rawValue: 0x4A)
    /// Page Up (0x4B).
    public static let keyboardPageUp = UIKeyboardHIDUsage(rawValue: 0x4B)
    /// Forward Delete (0x4C).
    public static let keyboardDeleteForward = UIKeyboardHIDUsage(rawValue: 0x4C)
    /// End (0x4D).
    public static let keyboardEnd = UIKeyboardHIDUsage(rawValue: 0x4D)
    /// Page Down (0x4E).
    public static let keyboardPageDown = UIKeyboardHIDUsage(rawValue: 0x4E)
    /// Right arrow (0x4F).
    public static let keyboardRightArrow = UIKeyboardHIDUsage(rawValue: 0x4F)
    /// Left arrow (0x50).
    public static let keyboardLeftArrow = UIKeyboardHIDUsage(rawValue: 0x50)
    /// Down arrow (0x51).
    public static let keyboardDownArrow = UIKeyboardHIDUsage(rawValue: 0x51)
    /// Up arrow (0x52).
    public static let keyboardUpArrow = UIKeyboardHIDUsage(rawValue: 0x52)
    /// F1 (0x3A).
    public static let keyboardF1 = UIKeyboardHIDUsage(rawValue: 0x3A)
    /// F2 (0x3B).
    public static let keyboardF2 = UIKeyboardHIDUsage(rawValue: 0x3B)
    /// F3 (0x3C).
    public static let keyboardF3 = UIKeyboardHIDUsage(rawValue: 0x3C)
    /// F4 (0x3D).
    public static let keyboardF4 = UIKeyboardHIDUsage(rawValue: 0x3D)
    /// F5 (0x3E).
    public static let keyboardF5 = UIKeyboardHIDUsage(rawValue: 0x3E)
    /// F6 (0x3F).
    public static let keyboardF6 = UIKeyboardHIDUsage(rawValue: 0x3F)
    /// F7 (0x40).
    public static let keyboardF7 = UIKeyboardHIDUsage(rawValue: 0x40)
    /// F8 (0x41).
    public static let keyboardF8 = UIKeyboardHIDUsage(rawValue: 0x41)
    /// F9 (0x42).
    public static let keyboardF9 = UIKeyboardHIDUsage(rawValue: 0x42)
    /// F10 (0x43).
    public static let keyboardF10 = UIKeyboardHIDUsage(rawValue: 0x43)
    /// F11 (0x44).
    public static let keyboardF11 = UIKeyboardHIDUsage(rawValue: 0x44)
    /// F12 (0x45).
    public static let keyboardF12 = UIKeyboardHIDUsage(rawValue: 0x45)
    /// F13 (0x68).
    public static let keyboardF13 = UIKeyboardHIDUsage(rawValue: 0x68)
    /// F14 (0x69).
    public static let keyboardF14 = UIKeyboardHIDUsage(rawValue: 0x69)
    /// F15 (0x6A).
    public static let keyboardF15 = UIKeyboardHIDUsage(rawValue: 0x6A)
    /// F16 (0x6B).
    public static let keyboardF16 = UIKeyboardHIDUsage(rawValue: 0x6B)
    /// F17 (0x6C).
    public static let keyboardF17 = UIKeyboardHIDUsage(rawValue: 0x6C)
    /// F18 (0x6D).
    public static let keyboardF18 = UIKeyboardHIDUsage(rawValue: 0x6D)
    /// F19 (0x6E).
    public static let keyboardF19 = UIKeyboardHIDUsage(rawValue: 0x6E)
    /// F20 (0x6F).
    public static let keyboardF20 = UIKeyboardHIDUsage(rawValue: 0x6F)
    /// F21 (0x70).
    public static let keyboardF21 = UIKeyboardHIDUsage(rawValue: 0x70)
    /// F22 (0x71).
    public static let keyboardF22 = UIKeyboardHIDUsage(rawValue: 0x71)
    /// F23 (0x72).
    public static let keyboardF23 = UIKeyboardHIDUsage(rawValue: 0x72)
    /// F24 (0x73).
    public static let keyboardF24 = UIKeyboardHIDUsage(rawValue: 0x73)

    /// The usage of function key `number` (1 for F1): F1…F12 and F13…F24 lie in two runs;
    /// HID has no usage for F25 and up.
    static func functionKey(_ number: Int) -> UIKeyboardHIDUsage {
        switch number {
        case 1...12: UIKeyboardHIDUsage(rawValue: keyboardF1.rawValue + number - 1)
        case 13...24: UIKeyboardHIDUsage(rawValue: keyboardF13.rawValue + number - 13)
        default: keyboardErrorUndefined
        }
    }
}

/// Responders compare and hash by identity, as `NSObject`s do on iOS: views and controllers
/// can be compared with `==` and kept in sets.
extension UIResponder: Hashable {
    /// Responders are equal only when they are the same object.
    nonisolated public static func == (lhs: UIResponder, rhs: UIResponder) -> Bool { lhs === rhs }
    /// Hashes the responder's identity.
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
