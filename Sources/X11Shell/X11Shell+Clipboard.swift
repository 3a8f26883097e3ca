internal import CX11
import Views

#if canImport(Glibc)
    import Glibc
#endif

/// The desktop clipboard: the CLIPBOARD selection of the X server (ICCCM). Copying makes the
/// window the selection's owner, which then answers other programs' requests for the text;
/// pasting asks the owner, whoever it is, to convert the selection to text and waits for it.
///
/// Text goes as UTF-8 (`UTF8_STRING`, `TEXT`) or Latin-1 (`STRING`), in one piece: a text
/// larger than the server's largest request (the incremental `INCR` protocol) is neither sent
/// nor read.
extension X11Shell: Clipboard {
    /// The text on the desktop clipboard: this window's own, or another program's, asked for and
    /// waited for (a second at most); nil when there is none or no text.
    public func text() -> String? {
        let owner = XGetSelectionOwner(display, selectionAtoms.clipboard)
        if owner == window { return clipboardText }
        guard owner != 0 else { return nil }
        for target in [selectionAtoms.utf8String, UInt(XA_STRING)] {
            if let text = convertClipboard(to: target) { return text }
        }
        return nil
    }

    /// Puts `text` on the desktop clipboard: the window becomes the CLIPBOARD selection's owner
    /// and serves the text until another program takes the selection; nil gives it up.
    public func setText(_ text: String?) {
        clipboardText = text
        if text != nil {
            XSetSelectionOwner(display, selectionAtoms.clipboard, window, UInt(CurrentTime))
        } else if XGetSelectionOwner(display, selectionAtoms.clipboard) == window {
            XSetSelectionOwner(display, selectionAtoms.clipboard, 0, UInt(CurrentTime))
        }
        XFlush(display)
    }

    /// How long a paste waits for the clipboard's owner to answer.
    static let clipboardWaitSeconds = 1.0
    /// How often, at most, the wait looks at the connection (milliseconds).
    private static let clipboardPollMilliseconds = 20.0

    /// Asks the selection's owner for the text as `target` and waits for its answer, leaving
    /// every other event queued for the loop.
    private func convertClipboard(to target: Atom) -> String? {
        let transfer = selectionAtoms.transfer
        XDeleteProperty(display, window, transfer)
        XConvertSelection(display, selectionAtoms.clipboard, target, transfer, window, UInt(CurrentTime))
        XFlush(display)
        let deadline = X11Shell.now() + X11Shell.clipboardWaitSeconds
        var event = XEvent()
        while XCheckTypedWindowEvent(display, window, SelectionNotify, &event) == 0 {
            let remaining = (deadline - X11Shell.now()) * 1000
            guard remaining > 0 else { return nil }
            var descriptor = pollfd(fd: connectionFileDescriptor, events: Int16(POLLIN), revents: 0)
            _ = poll(&descriptor, 1, Int32(min(remaining, X11Shell.clipboardPollMilliseconds).rounded(.up)))
        }
        // No property: the owner cannot give the selection as this target.
        guard event.xselection.property != 0 else { return nil }
        return readTransferProperty()
    }

    /// Reads and deletes the property the owner wrote the text into.
    private func readTransferProperty() -> String? {
        var type: Atom = 0
        var format: Int32 = 0
        var count: UInt = 0
        var remaining: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        let status = XGetWindowProperty(
            display, window, selectionAtoms.transfer, 0, Int(Int32.max / 4), 1, 0, &type, &format, &count, &remaining,
            &data)
        defer { if let data { XFree(data) } }
        guard status == 0, let data, format == 8, type != selectionAtoms.incremental else { return nil }
        let bytes = UnsafeBufferPointer(start: data, count: Int(count))
        return ClipboardConversion.text(from: bytes, type: type, atoms: selectionAtoms)
    }

    /// Answers another program's request for the clipboard: the text as the target asks, or
    /// a refusal (no property) for a target this window does not give, or a selection it does
    /// not own.
    func answer(_ request: XSelectionRequestEvent) {
        // Old clients name no property: the target's name serves as one.
        let property = request.property != 0 ? request.property : request.target
        var answered = false
        if request.selection == selectionAtoms.clipboard, let clipboardText,
            let reply = ClipboardConversion.reply(to: request.target, text: clipboardText, atoms: selectionAtoms)
        {
            switch reply {
            case .atoms(let atoms):
                // Format 32 means C longs, whatever their width.
                let longs = atoms.map { Int($0) }
                longs.withUnsafeBytes { bytes in
                    _ = XChangeProperty(
                        display, request.requestor, property, UInt(XA_ATOM), 32, PropModeReplace,
                        bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), Int32(longs.count))
                }
                answered = true
            case .text(let type, let bytes):
                if bytes.count <= largestPropertyBytes {
                    bytes.withUnsafeBufferPointer { buffer in
                        _ = XChangeProperty(
                            display, request.requestor, property, type, 8, PropModeReplace, buffer.baseAddress,
                            Int32(buffer.count))
                    }
                    answered = true
                }
            }
        }
        var notify = XEvent()
        notify.xselection = XSelectionEvent(
            type: SelectionNotify, serial: 0, send_event: 1, display: display, requestor: request.requestor,
            selection: request.selection, target: request.target, property: answered ? property : 0,
            time: request.time)
        XSendEvent(display, request.requestor, 0, 0, &notify)
        XFlush(display)
    }

    /// The most bytes one property change may carry (the server's largest request, less its header).
    private var largestPropertyBytes: Int { Int(XMaxRequestSize(display)) * 4 - 24 }
}

/// The atoms of the selection protocol, interned once per display.
struct SelectionAtoms {
    let clipboard: Atom
    let targets: Atom
    let utf8String: Atom
    let text: Atom
    /// The incremental protocol's type, for a transfer too large for one property.
    let incremental: Atom
    /// The property of this window that owners write the clipboard's text into.
    let transfer: Atom

    init(display: OpaquePointer) {
        func atom(_ name: String) -> Atom { XInternAtom(display, name, 0) }
        clipboard = atom("CLIPBOARD")
        targets = atom("TARGETS")
        utf8String = atom("UTF8_STRING")
        text = atom("TEXT")
        incremental = atom("INCR")
        transfer = atom("SCROLLINGSTACK_CLIPBOARD")
    }

    init(clipboard: Atom, targets: Atom, utf8String: Atom, text: Atom, incremental: Atom, transfer: Atom) {
        self.clipboard = clipboard
        self.targets = targets
        self.utf8String = utf8String
        self.text = text
        self.incremental = incremental
        self.transfer = transfer
    }
}

/// The clipboard's text in the encodings of the selection protocol, without a display.
enum ClipboardConversion {
    /// What an owner answers a request for `target`.
    enum Reply: Equatable {
        /// A list of atoms (for `TARGETS`), as format 32.
        case atoms([Atom])
        /// Text of this type, as format 8.
        case text(type: Atom, bytes: [UInt8])
    }

    /// The targets an owner offers: `TARGETS` itself, then UTF-8 text, then Latin-1.
    static func targets(_ atoms: SelectionAtoms) -> [Atom] {
        [atoms.targets, atoms.utf8String, atoms.text, UInt(XA_STRING)]
    }

    /// The answer to a request for `target`, or nil for a target not offered.
    static func reply(to target: Atom, text: String, atoms: SelectionAtoms) -> Reply? {
        switch target {
        case atoms.targets: .atoms(targets(atoms))
        case atoms.utf8String, atoms.text: .text(type: atoms.utf8String, bytes: Array(text.utf8))
        case UInt(XA_STRING): .text(type: UInt(XA_STRING), bytes: latin1(text))
        default: nil
        }
    }

    /// The text of a property of `type`: Latin-1 for `STRING`, UTF-8 otherwise (invalid
    /// sequences replaced).
    static func text(from bytes: UnsafeBufferPointer<UInt8>, type: Atom, atoms: SelectionAtoms) -> String {
        if type == UInt(XA_STRING) { return String(String.UnicodeScalarView(bytes.map { Unicode.Scalar($0) })) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Latin-1 bytes of `text`; characters outside it become `?`.
    static func latin1(_ text: String) -> [UInt8] {
        text.unicodeScalars.map { $0.value < 256 ? UInt8($0.value) : UInt8(ascii: "?") }
    }
}
