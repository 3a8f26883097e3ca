import Geometry
import Testing
import Views

@testable import X11Shell

/// The translation of X event fields, with values recorded from real events (Xvfb + xdotool,
/// and the XI2 fields of a touchpad), no display needed.
@Suite("X event translation")
struct XEventTranslatorTests {
    @Test func wheelButtonsAreDetentsOnPressOnly() {
        var translator = XEventTranslator(scale: 1)
        let down = translator.translate(XEventFields(kind: .button(pressed: true, button: 5), x: 200, y: 300, time: 7))
        let release = translator.translate(XEventFields(kind: .button(pressed: false, button: 5), x: 200, y: 300))
        let up = translator.translate(XEventFields(kind: .button(pressed: true, button: 4)))
        let left = translator.translate(XEventFields(kind: .button(pressed: true, button: 6)))
        let right = translator.translate(XEventFields(kind: .button(pressed: true, button: 7)))

        #expect(
            down == .scroll(ScrollEvent(deltaX: 0, deltaY: 1, unit: .detents, location: Point(x: 200, y: 300), time: 7))
        )
        #expect(release == nil)
        #expect(up == .scroll(ScrollEvent(deltaX: 0, deltaY: -1, unit: .detents, location: .zero, time: 0)))
        #expect(left == .scroll(ScrollEvent(deltaX: -1, deltaY: 0, unit: .detents, location: .zero, time: 0)))
        #expect(right == .scroll(ScrollEvent(deltaX: 1, deltaY: 0, unit: .detents, location: .zero, time: 0)))
    }

    @Test func shiftTurnsTheWheelSideways() {
        var translator = XEventTranslator(scale: 1)
        let event = translator.translate(XEventFields(kind: .button(pressed: true, button: 5), state: 1))
        #expect(
            event
                == .scroll(
                    ScrollEvent(deltaX: 1, deltaY: 0, unit: .detents, location: .zero, modifiers: .shift, time: 0)))
    }

    @Test func emulatedWheelPressesAreDroppedWhenValuatorsScroll() {
        var translator = XEventTranslator(scale: 1)
        let emulated = XEventFields(
            kind: .button(pressed: true, button: 5), emulated: true, sourceHasScrollValuators: true)
        let xvfbWheel = XEventFields(
            kind: .button(pressed: true, button: 5), emulated: false, sourceHasScrollValuators: false)

        #expect(translator.translate(emulated) == nil)
        #expect(translator.translate(xvfbWheel) != nil)
    }

    @Test func smoothScrollingPrimesThenCountsIncrements() {
        var translator = XEventTranslator(scale: 1)
        func valuator(_ value: Double, horizontal: Bool = false, device: Int32 = 11) -> XEventFields {
            XEventFields(
                kind: .smoothScroll(
                    device: device, valuator: horizontal ? 2 : 3, value: value, increment: 15, horizontal: horizontal),
                x: 10, y: 20)
        }

        let primed = translator.translate(valuator(1200))
        let quarter = translator.translate(valuator(1203.75))
        let back = translator.translate(valuator(1188.75))
        let otherDevice = translator.translate(valuator(50, device: 12))
        translator.resetSmoothScrolling()
        let afterReset = translator.translate(valuator(2000))

        #expect(primed == nil && otherDevice == nil && afterReset == nil)
        #expect(
            quarter
                == .scroll(ScrollEvent(deltaX: 0, deltaY: 0.25, unit: .detents, location: Point(x: 10, y: 20), time: 0))
        )
        #expect(
            back == .scroll(ScrollEvent(deltaX: 0, deltaY: -1, unit: .detents, location: Point(x: 10, y: 20), time: 0)))
    }

    @Test func pixelsBecomePointsAtTheScale() {
        var translator = XEventTranslator(scale: 2)
        let press = translator.translate(XEventFields(kind: .button(pressed: true, button: 1), x: 400, y: 100, time: 3))
        let resize = translator.translate(XEventFields(kind: .configure(width: 1000, height: 1400)))

        #expect(press == .pointer(PointerEvent(phase: .down, location: Point(x: 200, y: 50), time: 3)))
        #expect(resize == .resize(Size(width: 500, height: 700)))
    }

    /// Under a window manager that focuses windows: the focus leaving for another window and
    /// coming back are events; a grab and its end (a window switcher's) and a move within the
    /// window are not.
    @Test func focusGivenToTheWindowComesAndGoes() {
        var translator = XEventTranslator(scale: 1)
        func focus(_ isIn: Bool, mode: Int32 = 0, detail: Int32 = 3) -> ShellEvent? {
            translator.translate(XEventFields(kind: .focus(isIn: isIn, mode: mode, detail: detail)))
        }
        // Windows start focused: the window manager's FocusIn (NotifyNonlinear) changes nothing.
        #expect(focus(true) == nil)
        #expect(focus(false, mode: 1) == nil, "a grab")
        #expect(focus(false, detail: 2) == nil, "within the window")
        #expect(focus(false) == .focus(false) && focus(false) == nil)
        #expect(focus(true, mode: 2) == nil, "the grab's end")
        #expect(focus(true, mode: 3) == .focus(true), "a move while grabbed")
        #expect(focus(false, detail: 4) == .focus(false) && focus(true, detail: 1) == .focus(true))
    }

    /// With the focus on the root (a bare X server's default), keys go to the window under the
    /// pointer: the pointer leaving and entering are focus changes, and so is another window
    /// taking the focus while the pointer is in this one. Once that window gives it back to the
    /// root with the pointer elsewhere, the pointer coming in brings the keys back.
    @Test func focusThatFollowsThePointerComesAndGoesWithIt() {
        var translator = XEventTranslator(scale: 1)
        func cross(_ entered: Bool, focus: Bool = true) -> ShellEvent? {
            translator.translate(XEventFields(kind: .crossing(entered: entered, windowHasFocus: focus, detail: 0)))
        }
        func focus(_ isIn: Bool, detail: Int32) -> ShellEvent? {
            translator.translate(XEventFields(kind: .focus(isIn: isIn, mode: 0, detail: detail)))
        }
        #expect(cross(true) == nil)
        #expect(cross(false) == .focus(false) && cross(true) == .focus(true))
        // Another window takes the focus (NotifyPointer, as the pointer is here), and later
        // closes: the focus goes back to the root with no event here.
        #expect(focus(false, detail: 5) == .focus(false))
        #expect(cross(false, focus: false) == nil && cross(true) == .focus(true))
        // The window itself is focused (NotifyAncestor, from the root): no change; leaving does
        // not take the keys then.
        #expect(focus(true, detail: 0) == nil && cross(false) == nil)
        // A crossing within the window is none.
        #expect(
            translator.translate(XEventFields(kind: .crossing(entered: false, windowHasFocus: true, detail: 2))) == nil)
    }

    /// The pointer leaving the window is a pointer event of its own, with Shift held here.
    @Test func leavingTheWindowIsAnExit() {
        var translator = XEventTranslator(scale: 2)
        let exit = translator.translate(XEventFields(kind: .leave, x: 400, y: -2, state: 1, time: 4))
        #expect(
            exit == .pointer(PointerEvent(phase: .exited, location: Point(x: 200, y: -1), modifiers: .shift, time: 4)))
    }

    @Test func keysymsBecomeKeys() {
        var translator = XEventTranslator(scale: 1)
        func key(_ keysym: UInt32, _ text: String, state: UInt32 = 0, unshifted: String = "") -> ShellEvent? {
            translator.translate(
                XEventFields(kind: .key(keysym: keysym, text: text, unshiftedText: unshifted), state: state))
        }

        #expect(key(0xFF56, "") == .key(KeyEvent(key: .pageDown, time: 0)))  // Next
        #expect(key(0x61, "a") == .key(KeyEvent(key: .character("a"), time: 0)))
        #expect(key(0x71, "q", state: 4) == .key(KeyEvent(key: .character("q"), modifiers: .control, time: 0)))
        #expect(key(0xFE20, "", state: 1) == .key(KeyEvent(key: .tab, modifiers: .shift, time: 0)))  // ISO_Left_Tab
        #expect(key(0x20, " ", state: 1) == .key(KeyEvent(key: .space, modifiers: .shift, time: 0)))
        #expect(key(0xFFC2, "") == .key(KeyEvent(key: .function(5), time: 0)))  // F5
        #expect(key(0xFFBE, "") == .key(KeyEvent(key: .function(1), time: 0)))  // F1
        #expect(key(0xFFE0, "") == .key(KeyEvent(key: .function(35), time: 0)))  // F35
        #expect(key(0xFF61, "") == .key(KeyEvent(key: .other("ff61"), time: 0)))  // Print
        #expect(key(0xFFFF, "\u{7F}") == .key(KeyEvent(key: .delete, time: 0)))  // Delete
        #expect(key(0x20AC, "€") == .key(KeyEvent(key: .character("€"), time: 0)))
        // A typing key names itself without Shift; other keys do not.
        #expect(
            key(0x21, "!", state: 1, unshifted: "1")
                == .key(KeyEvent(key: .character("!"), modifiers: .shift, time: 0, unshiftedText: "1")))
        #expect(key(0xFF1B, "\u{1B}", unshifted: "\u{1B}") == .key(KeyEvent(key: .escape, time: 0)))
    }
}

@Suite("Window identity")
struct WindowIdentityTests {
    @Test func theClassNameIsTheCapitalisedNameUnlessGiven() {
        #expect(X11Shell.Identity(name: "stackdemo").className == "Stackdemo")
        #expect(X11Shell.Identity(name: "app", className: "App-Class").className == "App-Class")
    }

    @Test func theToolkitIconIsOpaqueAndDrawsThreeRows() {
        let icon = X11Shell.Icon.toolkit(size: 48)
        #expect(icon.pixels.count == 48 * 48)
        #expect(icon.pixels.allSatisfy { $0 >> 24 == 0xFF })
        let column = (0..<48).map { icon.pixels[$0 * 48 + 24] }
        #expect(column[0] == 0xFFFF_FFFF)
        #expect(column[10] == 0xFF00_7AFF)
        #expect(column[24] != 0xFFFF_FFFF && column[24] != 0xFF00_7AFF)
    }
}
