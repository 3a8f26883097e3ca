internal import CX11
import Views

#if canImport(Glibc)
    import Glibc
#endif

/// The desktop clipboard: the CLIPBOARD selection of the X server (ICCCM). Copying makes the
/// window the selection's owner, which then answers other programs' requests for the text;
/// pasting asks the owner, whoever it is, to convert the selection to text and waits for it.
///
/// Text goes as UTF-8 (`UTF8_STRING`, `TEXT`) or Latin-1 (`STRING`). A paste reads a large text
/// in the chunks of the incremental protocol (`INCR`); a copy serves at most what one request
/// carries (megabytes on servers with big requests).
extension X11Shell: Clipboard {
    /// The text on the desktop clipboard: this window's own, or another program's, asked for and
    /// waited for (a second at most); nil when there is none or no text.
    public func text() -> String? {
        let owner = XGetSelectionOwner(display, selectionAtoms.clipboard)
        if owner == window { return clipboardText }
        guard owner != 0 else { return nil }
        switch convertClipboard(to: selectionAtoms.utf8String) {
        case .text(let text): return text
        case .timedOut: return nil  // an owner that does not answer is not asked twice
        case .refused:
            if case .text(let text) = convertClipboard(to: UInt(XA_STRING)) { return text }
            return nil
        }
    }

    /// Puts `text` on the desktop clipboard: the window becomes the CLIPBOARD selection's owner
    /// and serves the text until another program takes the selection. With nil it owns the
    /// selection empty, so that no program pastes what was there before.
    public func setText(_ text: String?) {
        var time = lastInputServerTime != 0 ? lastInputServerTime : UInt(CurrentTime)
        XSetSelectionOwner(display, selectionAtoms.clipboard, window, time)
        if XGetSelectionOwner(display, selectionAtoms.clipboard) != window && time != UInt(CurrentTime) {
            // Another program took the clipboard after the last input here (a copy made by
            // code, from a timer): the server refuses that time; the current one it takes.
            time = UInt(CurrentTime)
            XSetSelectionOwner(display, selectionAtoms.clipboard, window, time)
        }
        let owns = XGetSelectionOwner(display, selectionAtoms.clipboard) == window
        clipboardText = owns ? text : nil
        clipboardOwnedSince = owns ? time : 0
        XFlush(display)
    }

    /// The text this window serves as the clipboard's owner, nil when another program owns it:
    /// what an application keeps once its window is gone.
    public var ownedClipboardText: String? {
        XGetSelectionOwner(display, selectionAtoms.clipboard) == window ? clipboardText : nil
    }

    /// Another program took the clipboard (unless the window took it back meanwhile).
    func clipboardWasTaken(_ event: XSelectionClearEvent) {
        guard event.selection == selectionAtoms.clipboard,
            XGetSelectionOwner(display, selectionAtoms.clipboard) != window
        else { return }
        clipboardText = nil
        clipboardOwnedSince = 0
    }

    /// How long a paste waits for the clipboard's owner to answer, or for each chunk of a
    /// large text.
    static let clipboardWaitSeconds = 1.0
    /// How long a large text may take to arrive in all.
    static let clipboardTransferSeconds = 10.0
    /// How often, at most, a wait looks at the connection (milliseconds).
    private static let clipboardPollMilliseconds = 20.0

    /// What asking the owner for one target gave.
    private enum Conversion {
        case text(String)
        /// The owner cannot give the selection as this target.
        case refused
        /// The owner did not answer in time.
        case timedOut
    }

    /// Asks the selection's owner for the text as `target` and waits for its answer, leaving
    /// every other event queued for the loop.
    private func convertClipboard(to target: Atom) -> Conversion {
        let transfer = selectionAtoms.transfer
        var event = XEvent()
        // Answers to earlier requests that came too late are not this one's.
        while XCheckTypedWindowEvent(display, window, SelectionNotify, &event) != 0 {}
        XDeleteProperty(display, window, transfer)
        // The current time: owners refuse a request dated before they took the selection,
        // which a paste made by code, long after the last input here, would be.
        XConvertSelection(display, selectionAtoms.clipboard, target, transfer, window, UInt(CurrentTime))
        let answered = waitForEvent(SelectionNotify) {
            $0.xselection.selection == selectionAtoms.clipboard && $0.xselection.target == target
        }
        guard let answer = answered else { return .timedOut }
        guard answer.xselection.property != 0 else { return .refused }
        return readTransferProperty().map(Conversion.text) ?? .refused
    }

    /// Waits for an event of `type` to this window that `matches` (others of the type are
    /// dropped), at most ``clipboardWaitSeconds``.
    private func waitForEvent(_ type: Int32, matching matches: (XEvent) -> Bool) -> XEvent? {
        XFlush(display)
        let deadline = X11Shell.now() + X11Shell.clipboardWaitSeconds
        var event = XEvent()
        while true {
            while XCheckTypedWindowEvent(display, window, type, &event) != 0 {
                if matches(event) { return event }
            }
            let remaining = (deadline - X11Shell.now()) * 1000
            guard remaining > 0 else { return nil }
            var descriptor = pollfd(fd: connectionFileDescriptor, events: Int16(POLLIN), revents: 0)
            _ = poll(&descriptor, 1, Int32(min(remaining, X11Shell.clipboardPollMilliseconds).rounded(.up)))
        }
    }

    /// Reads the text the owner wrote into the transfer property, whole or, for the incremental
    /// protocol, chunk by chunk; deletes the property.
    private func readTransferProperty() -> String? {
        guard let first = readProperty(deleting: false) else { return nil }
        guard first.type == selectionAtoms.incremental else {
            XDeleteProperty(display, window, selectionAtoms.transfer)
            return ClipboardConversion.text(from: first.bytes, type: first.type, atoms: selectionAtoms)
        }
        // Notices of the property's earlier changes are not the chunks'.
        var event = XEvent()
        while XCheckTypedWindowEvent(display, window, PropertyNotify, &event) != 0 {}
        // Deleting the property asks for the first chunk; each chunk read and deleted, the next;
        // an empty one ends the text.
        XDeleteProperty(display, window, selectionAtoms.transfer)
        var bytes: [UInt8] = []
        var type = UInt(XA_STRING)
        let deadline = X11Shell.now() + X11Shell.clipboardTransferSeconds
        while true {
            // An owner that trickles chunks for ever does not hold the application up.
            guard X11Shell.now() < deadline else { return nil }
            let changed = waitForEvent(PropertyNotify) {
                $0.xproperty.atom == selectionAtoms.transfer && $0.xproperty.state == PropertyNewValue
            }
            guard changed != nil, let chunk = readProperty(deleting: true) else { return nil }
            if chunk.bytes.isEmpty { break }
            bytes += chunk.bytes
            type = chunk.type
        }
        return ClipboardConversion.text(from: bytes, type: type, atoms: selectionAtoms)
    }

    /// The transfer property's type and bytes (format 8 only), nil when there is none.
    private func readProperty(deleting: Bool) -> (type: Atom, bytes: [UInt8])? {
        var type: Atom = 0
        var format: Int32 = 0
        var count: UInt = 0
        var remaining: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        let status = XGetWindowProperty(
            display, window, selectionAtoms.transfer, 0, Int(Int32.max / 4), deleting ? 1 : 0, 0, &type, &format,
            &count, &remaining, &data)
        defer { if let data { XFree(data) } }
        guard status == 0, type != 0 else { return nil }
        // The incremental protocol's first property is a 32-bit size, not text.
        if type == selectionAtoms.incremental { return (type, []) }
        guard format == 8 else { return nil }
        return (type, data.map { Array(UnsafeBufferPointer(start: $0, count: Int(count))) } ?? [])
    }

    /// Answers another program's request for the clipboard: the text as the target asks, or
    /// a refusal (no property) for a target this window does not give, a selection it does not
    /// own, or a request from before it took the selection.
    func answer(_ request: XSelectionRequestEvent) {
        // Old clients name no property: the target's name serves as one.
        let property = request.property != 0 ? request.property : request.target
        let owns = XGetSelectionOwner(display, selectionAtoms.clipboard) == window
        let isCurrent = owns && (request.time == UInt(CurrentTime) || request.time >= clipboardOwnedSince)
        var answered = false
        if request.selection == selectionAtoms.clipboard, isCurrent,
            let reply = ClipboardConversion.reply(
                to: request.target, text: clipboardText, ownedSince: clipboardOwnedSince, atoms: selectionAtoms)
        {
            switch reply {
            case .longs(let type, let values):
                // Format 32 means C longs, whatever their width.
                values.withUnsafeBytes { bytes in
                    _ = XChangeProperty(
                        display, request.requestor, property, type, 32, PropModeReplace,
                        bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), Int32(values.count))
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

    /// The most bytes one property change may carry: the server's largest request (with the
    /// big-requests extension, if it has it), less the request's header.
    private var largestPropertyBytes: Int {
        let words = max(Int(XExtendedMaxRequestSize(display)), Int(XMaxRequestSize(display)))
        return words * 4 - 24
    }
}

/// The atoms of the selection protocol, interned once per display.
struct SelectionAtoms {
    let clipboard: Atom
    let targets: Atom
    let timestamp: Atom
    let utf8String: Atom
    let text: Atom
    /// The incremental protocol's type, for a transfer too large for one property.
    let incremental: Atom
    /// The property of this window that owners write the clipboard's text into.
    let transfer: Atom

    init(display: OpaquePointer) {
        func atom(_ name: String) -> Atom { XInternAtom(display, name, 0) }
        self.init(
            clipboard: atom("CLIPBOARD"), targets: atom("TARGETS"), timestamp: atom("TIMESTAMP"),
            utf8String: atom("UTF8_STRING"), text: atom("TEXT"), incremental: atom("INCR"),
            transfer: atom("SCROLLINGSTACK_CLIPBOARD"))
    }

    init(
        clipboard: Atom, targets: Atom, timestamp: Atom, utf8String: Atom, text: Atom, incremental: Atom,
        transfer: Atom
    ) {
        self.clipboard = clipboard
        self.targets = targets
        self.timestamp = timestamp
        self.utf8String = utf8String
        self.text = text
        self.incremental = incremental
        self.transfer = transfer
    }
}

/// The clipboard's text in the encodings of the selection protocol, without a display.
enum ClipboardConversion {
    /// What an owner answers a request for a target.
    enum Reply: Equatable {
        /// Numbers of this type (atoms for `TARGETS`, an integer for `TIMESTAMP`), as format 32.
        case longs(type: Atom, [Int])
        /// Text of this type, as format 8.
        case text(type: Atom, bytes: [UInt8])
    }

    /// The targets an owner offers: `TARGETS` and `TIMESTAMP`, which every owner answers, then,
    /// with text, UTF-8 text and Latin-1.
    static func targets(_ atoms: SelectionAtoms, hasText: Bool) -> [Atom] {
        [atoms.targets, atoms.timestamp] + (hasText ? [atoms.utf8String, atoms.text, UInt(XA_STRING)] : [])
    }

    /// The answer to a request for `target` by an owner since the server time `ownedSince` of
    /// `text` (nil when it owns the clipboard empty), or nil for a target not offered.
    static func reply(to target: Atom, text: String?, ownedSince: UInt, atoms: SelectionAtoms) -> Reply? {
        switch target {
        case atoms.targets: .longs(type: UInt(XA_ATOM), targets(atoms, hasText: text != nil).map { Int($0) })
        case atoms.timestamp: .longs(type: UInt(XA_INTEGER), [Int(ownedSince)])
        case atoms.utf8String, atoms.text: text.map { .text(type: atoms.utf8String, bytes: Array($0.utf8)) }
        case UInt(XA_STRING): text.map { .text(type: UInt(XA_STRING), bytes: latin1($0)) }
        default: nil
        }
    }

    /// The text of a property of `type`: Latin-1 for `STRING`, UTF-8 otherwise (invalid
    /// sequences replaced).
    static func text(from bytes: [UInt8], type: Atom, atoms: SelectionAtoms) -> String {
        if type == UInt(XA_STRING) { return String(String.UnicodeScalarView(bytes.map { Unicode.Scalar($0) })) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Latin-1 bytes of `text`; characters outside it become `?`.
    static func latin1(_ text: String) -> [UInt8] {
        text.unicodeScalars.map { $0.value < 256 ? UInt8($0.value) : UInt8(ascii: "?") }
    }
}
