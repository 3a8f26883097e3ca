import Geometry
import Views

/// The fields of an X event the shell needs, copied out of Xlib's structures so the translation
/// below is a pure function, tested with recorded values and no display.
public struct XEventFields: Equatable, Sendable {
    /// Which kind of event, with the fields only that kind has.
    public enum Kind: Equatable, Sendable {
        /// A button press or release; buttons 4–7 are wheel steps.
        case button(pressed: Bool, button: UInt32)
        /// The pointer moved.
        case motion
        /// The pointer left the window.
        case leave
        /// XI2 smooth-scroll valuator movement: the valuator's absolute value and its increment
        /// (one detent) on its device, and whether it scrolls horizontally.
        case smoothScroll(device: Int32, valuator: Int32, value: Double, increment: Double, horizontal: Bool)
        /// A key press: its keysym, the text it types (empty when it types none), and the text
        /// it types without Shift and Caps Lock.
        case key(keysym: UInt32, text: String, unshiftedText: String = "")
        /// The window's size changed; width and height in pixels.
        case configure(width: Int32, height: Int32)
        /// The keyboard focus came to the window (`isIn`) or left it; `mode` and `detail` as
        /// X reports them (`NotifyNormal`…, `NotifyAncestor`…).
        case focus(isIn: Bool, mode: Int32, detail: Int32)
        /// The pointer entered (or left) the window, read for the keyboard focus it brings:
        /// `windowHasFocus` is the crossing's `focus` flag, `detail` X's.
        case crossing(entered: Bool, windowHasFocus: Bool, detail: Int32)
    }

    /// What happened.
    public var kind: Kind
    /// Window pixels (x, y) of the pointer.
    public var x: Double = 0
    /// The pointer's y in window pixels, from the top edge down.
    public var y: Double = 0
    /// The core modifier state (ShiftMask 1, ControlMask 4, Mod1Mask 8).
    public var state: UInt32 = 0
    /// XI2: the server synthesised this button event from a smooth-scroll valuator.
    public var emulated = false
    /// XI2: the device that produced the event has smooth-scroll valuators.
    public var sourceHasScrollValuators = false
    /// Seconds on the shell's monotonic clock.
    public var time: Double = 0

    /// Fields for an event of `kind`; the rest default to zero and false.
    public init(
        kind: Kind, x: Double = 0, y: Double = 0, state: UInt32 = 0, emulated: Bool = false,
        sourceHasScrollValuators: Bool = false, time: Double = 0
    ) {
        self.kind = kind
        self.x = x
        self.y = y
        self.state = state
        self.emulated = emulated
        self.sourceHasScrollValuators = sourceHasScrollValuators
        self.time = time
    }
}

/// What an X event means to the application.
public enum ShellEvent: Equatable, Sendable {
    /// A button went down or up, or the pointer moved; location in window points.
    case pointer(PointerEvent)
    /// A wheel or smooth-scroll movement, in detents.
    case scroll(ScrollEvent)
    /// A key press.
    case key(KeyEvent)
    /// The window's new size in points.
    case resize(Size)
    /// The window gained (true) or lost the keyboard focus.
    case focus(Bool)
}

/// Turns copied X event fields into ``ShellEvent`` values: pixels become points (÷ scale),
/// wheel buttons become detents, keysyms become `Key`s. Keeps the little state smooth
/// scrolling needs (the last value of each valuator).
public struct XEventTranslator: Sendable {
    /// Device pixels per point.
    public var scale: Double
    private var lastValuatorValues: [Int64: Double] = [:]
    private var keyboardFocus = KeyboardFocus()

    /// A translator for a window of `scale` device pixels per point, with no smooth-scroll state yet.
    public init(scale: Double) {
        self.scale = scale
    }

    static func modifiers(_ state: UInt32) -> Modifiers {
        var modifiers: Modifiers = []
        if state & 1 != 0 { modifiers.insert(.shift) }
        if state & 4 != 0 { modifiers.insert(.control) }
        if state & 8 != 0 { modifiers.insert(.alt) }
        return modifiers
    }

    /// Forgets smooth-scroll values, so the next valuator event primes instead of jumping
    /// (after the pointer enters the window or a device changes).
    public mutating func resetSmoothScrolling() { lastValuatorValues.removeAll() }

    /// The event `fields` mean, or nil for one to ignore: a wheel release, an emulated wheel press
    /// the valuators already report, or a smooth-scroll reading that is the first or moved nothing.
    public mutating func translate(_ fields: XEventFields) -> ShellEvent? {
        let location = Point(x: fields.x / scale, y: fields.y / scale)
        let modifiers = Self.modifiers(fields.state)
        switch fields.kind {
        case .button(let pressed, let button):
            if (4...7).contains(button) {
                // Wheel steps come as press/release pairs: act on the press only. With XI2 the
                // server also sends presses emulated from smooth-scroll valuators; when those
                // valuators are handled, the emulated presses would scroll twice.
                guard pressed, !(fields.emulated && fields.sourceHasScrollValuators) else { return nil }
                var (dx, dy) = ([4: 0.0, 5: 0, 6: -1, 7: 1][Int(button)]!, [4: -1.0, 5: 1, 6: 0, 7: 0][Int(button)]!)
                // Shift turns the vertical wheel into a horizontal one (desktop convention).
                if modifiers.contains(.shift) && dx == 0 { (dx, dy) = (dy, 0) }
                return .scroll(
                    ScrollEvent(
                        deltaX: dx, deltaY: dy, unit: .detents, location: location, modifiers: modifiers,
                        time: fields.time))
            }
            let kind: PointerEvent.Button =
                switch button {
                case 2: .middle
                case 3: .secondary
                default: .primary
                }
            return .pointer(
                PointerEvent(
                    phase: pressed ? .down : .up, location: location, button: kind, modifiers: modifiers,
                    time: fields.time))
        case .motion:
            return .pointer(PointerEvent(phase: .moved, location: location, modifiers: modifiers, time: fields.time))
        case .leave:
            return .pointer(PointerEvent(phase: .exited, location: location, modifiers: modifiers, time: fields.time))
        case .smoothScroll(let device, let valuator, let value, let increment, let horizontal):
            let key = Int64(device) << 32 | Int64(valuator)
            defer { lastValuatorValues[key] = value }
            // The first event after priming only records where the valuator is.
            guard let last = lastValuatorValues[key], increment != 0 else { return nil }
            let detents = (value - last) / increment
            guard detents != 0 else { return nil }
            var (dx, dy) = horizontal ? (detents, 0.0) : (0.0, detents)
            if modifiers.contains(.shift) && dx == 0 { (dx, dy) = (dy, 0) }
            return .scroll(
                ScrollEvent(
                    deltaX: dx, deltaY: dy, unit: .detents, location: location, modifiers: modifiers, time: fields.time)
            )
        case .key(let keysym, let text, let unshifted):
            let key = Self.key(keysym: keysym, text: text)
            // Only a key that types names itself by a character.
            let name: String? = if case .character = key, !unshifted.isEmpty { unshifted } else { nil }
            return .key(KeyEvent(key: key, modifiers: modifiers, time: fields.time, unshiftedText: name))
        case .configure(let width, let height):
            return .resize(Size(width: Double(width) / scale, height: Double(height) / scale))
        case .focus(let isIn, let mode, let detail):
            return keyboardFocus.focusChanged(isIn: isIn, mode: mode, detail: detail).map { .focus($0) }
        case .crossing(let entered, let windowHasFocus, let detail):
            return keyboardFocus.pointerCrossed(entered: entered, windowHasFocus: windowHasFocus, detail: detail)
                .map { .focus($0) }
        }
    }

    /// The keysyms of F1 and F35, the last X names; the others lie between, in order.
    static let firstFunctionKeysym: UInt32 = 0xFFBE
    static let lastFunctionKeysym: UInt32 = 0xFFE0

    /// A keysym (and the text it types, without Control's effect) as a ``Key``.
    static func key(keysym: UInt32, text: String) -> Key {
        switch keysym {
        case 0xFF52: .arrowUp
        case 0xFF54: .arrowDown
        case 0xFF51: .arrowLeft
        case 0xFF53: .arrowRight
        case 0xFF55: .pageUp
        case 0xFF56: .pageDown
        case 0xFF50: .home
        case 0xFF57: .end
        case 0x0020: .space
        case 0xFF09, 0xFE20: .tab  // Tab, and ISO_Left_Tab (Shift+Tab)
        case 0xFF1B: .escape
        case 0xFF0D, 0xFF8D: .enter
        case 0xFF08: .backspace
        case 0xFFFF: .delete
        case XEventTranslator.firstFunctionKeysym...XEventTranslator.lastFunctionKeysym:
            .function(Int(keysym - XEventTranslator.firstFunctionKeysym) + 1)
        default:
            text.isEmpty || text.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }
                ? .other(String(keysym, radix: 16)) : .character(text)
        }
    }
}
