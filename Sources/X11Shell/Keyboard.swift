internal import CX11
internal import CXKBCommon

/// The keyboard through xkbcommon: keymap and state of the core keyboard, rebuilt when the
/// server's keymap changes (xdotool remaps spare keycodes to type new characters).
@MainActor
final class Keyboard {
    private let context: OpaquePointer
    private var keymap: OpaquePointer?
    private var state: OpaquePointer?
    private let connection: OpaquePointer?

    init?(display: OpaquePointer) {
        connection = XGetXCBConnection(display)
        guard let connection,
            xkb_x11_setup_xkb_extension(
                connection, UInt16(XKB_X11_MIN_MAJOR_XKB_VERSION), UInt16(XKB_X11_MIN_MINOR_XKB_VERSION),
                XKB_X11_SETUP_XKB_EXTENSION_NO_FLAGS, nil, nil, nil, nil) != 0,
            let context = xkb_context_new(XKB_CONTEXT_NO_FLAGS)
        else { return nil }
        self.context = context
        reload(display: display)
    }

    isolated deinit {
        if let state { xkb_state_unref(state) }
        if let keymap { xkb_keymap_unref(keymap) }
        xkb_context_unref(context)
    }

    func reload(display: OpaquePointer) {
        guard let connection else { return }
        let device = xkb_x11_get_core_keyboard_device_id(connection)
        guard let newKeymap = xkb_x11_keymap_new_from_device(context, connection, device, XKB_KEYMAP_COMPILE_NO_FLAGS),
            let newState = xkb_x11_state_new_from_device(newKeymap, connection, device)
        else { return }
        if let state { xkb_state_unref(state) }
        if let keymap { xkb_keymap_unref(keymap) }
        keymap = newKeymap
        state = newState
    }

    /// The keysym of an X keycode under the core modifier state, the text it types (from the
    /// keysym, so Control+Q still reads "q"), and the text it types without Shift and Caps Lock
    /// (Shift+1 types "!" and names the key "1", as shortcuts name it).
    func lookup(keycode: UInt32, state modifiers: UInt32) -> (keysym: UInt32, text: String, unshifted: String) {
        guard let state else { return (0, "", "") }
        let group = (modifiers >> 13) & 3
        xkb_state_update_mask(state, modifiers & 0xFF & ~Keyboard.shiftAndLock, 0, 0, 0, 0, group)
        let unshifted = Keyboard.text(of: xkb_state_key_get_one_sym(state, keycode))
        xkb_state_update_mask(state, modifiers & 0xFF, 0, 0, 0, 0, group)
        let keysym = xkb_state_key_get_one_sym(state, keycode)
        return (keysym, Keyboard.text(of: keysym), unshifted)
    }

    /// X's ShiftMask and LockMask.
    private static let shiftAndLock: UInt32 = 0b11

    /// The UTF-8 text a keysym types; empty for none.
    private static func text(of keysym: xkb_keysym_t) -> String {
        var buffer = [CChar](repeating: 0, count: 16)
        let length = xkb_keysym_to_utf8(keysym, &buffer, buffer.count)
        return length > 0 ? buffer.withUnsafeBufferPointer { String(cString: $0.baseAddress!) } : ""
    }
}
