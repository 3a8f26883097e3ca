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

    /// The keysym of an X keycode under the core modifier state, and the text it types
    /// (from the keysym, so Control+Q still reads "q").
    func lookup(keycode: UInt32, state modifiers: UInt32) -> (UInt32, String) {
        guard let state else { return (0, "") }
        xkb_state_update_mask(state, modifiers & 0xFF, 0, 0, 0, 0, (modifiers >> 13) & 3)
        let keysym = xkb_state_key_get_one_sym(state, keycode)
        var buffer = [CChar](repeating: 0, count: 16)
        let length = xkb_keysym_to_utf8(keysym, &buffer, buffer.count)
        let text = length > 0 ? buffer.withUnsafeBufferPointer { String(cString: $0.baseAddress!) } : ""
        return (keysym, text)
    }
}
