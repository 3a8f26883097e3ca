/// Whether the window gets the keyboard, from X's focus and crossing events (as GTK reads them).
///
/// X gives keys to the window it focused, or, while the focus is the pointer's root (a bare X
/// server's default, or a window manager that parks the focus on the root), to the window under
/// the pointer. The window gets keys in either way: it is focused itself (`FocusIn`), or the
/// pointer is in it while the focus is an ancestor's (a `NotifyPointer` focus event, or an
/// `EnterNotify` whose `focus` flag is set). The pointer coming and going in the second case
/// sends no focus event, only crossings.
struct KeyboardFocus: Sendable, Equatable {
    /// The focus is the window itself.
    private var isFocusWindow = false
    /// Keys reach the window through the pointer, the focus being an ancestor's.
    private var hasPointerFocus = false
    /// The pointer is in the window.
    private var hasPointer = false
    /// What the client was last told; windows start focused, as a desktop focuses a new window.
    private var reported = true

    /// A focus event of the window: `isIn`, with X's `mode` and `detail`. Returns whether the
    /// window now gets the keyboard, when that changed.
    mutating func focusChanged(isIn: Bool, mode: Int32, detail: Int32) -> Bool? {
        // A grab (a window manager's, around a move or a window switch) and its end leave the
        // focus where it was; a move within the window is none.
        guard mode != KeyboardFocus.notifyGrab, mode != KeyboardFocus.notifyUngrab else { return nil }
        switch detail {
        case KeyboardFocus.notifyAncestor, KeyboardFocus.notifyVirtual:
            // The focus moved between an ancestor and the window: with the pointer in the
            // window, keys came through the pointer before and come to the window now, or the
            // other way round.
            if hasPointer { hasPointerFocus = !isIn }
            isFocusWindow = isIn
        case KeyboardFocus.notifyNonlinear, KeyboardFocus.notifyNonlinearVirtual:
            isFocusWindow = isIn
        case KeyboardFocus.notifyPointer:
            hasPointerFocus = isIn
        default:
            // Inferior: within the window; PointerRoot and None: sent to root windows only.
            return nil
        }
        return report()
    }

    /// The pointer entered (or left) the window; `windowHasFocus` is the crossing's `focus` flag
    /// (the window or an ancestor has the focus). Returns whether the window now gets the
    /// keyboard, when that changed.
    mutating func pointerCrossed(entered: Bool, windowHasFocus: Bool, detail: Int32) -> Bool? {
        guard detail != KeyboardFocus.notifyInferior else { return nil }
        hasPointer = entered
        if windowHasFocus && !isFocusWindow { hasPointerFocus = entered }
        return report()
    }

    private mutating func report() -> Bool? {
        let gets = isFocusWindow || hasPointerFocus
        guard gets != reported else { return nil }
        reported = gets
        return gets
    }

    // X's focus and crossing modes and details (X.h), read here without Xlib.
    static let notifyGrab: Int32 = 1
    static let notifyUngrab: Int32 = 2
    static let notifyAncestor: Int32 = 0
    static let notifyVirtual: Int32 = 1
    static let notifyInferior: Int32 = 2
    static let notifyNonlinear: Int32 = 3
    static let notifyNonlinearVirtual: Int32 = 4
    static let notifyPointer: Int32 = 5
}
