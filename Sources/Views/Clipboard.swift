/// The system clipboard's text, as the platform keeps it: the X11 shell serves and reads the
/// desktop's CLIPBOARD selection, so text goes to and comes from other programs; without a
/// window (tests, headless tools) an ``InProcessClipboard`` keeps it.
@MainActor
public protocol Clipboard: AnyObject {
    /// The text on the clipboard, or nil when it holds none (or nothing that reads as text).
    func text() -> String?
    /// Puts `text` on the clipboard, for this program and others; nil empties it.
    func setText(_ text: String?)
}

/// A clipboard that only this process sees.
@MainActor
public final class InProcessClipboard: Clipboard {
    private var storedText: String?

    /// An empty clipboard.
    public init() {}

    /// The text last set, nil for none.
    public func text() -> String? { storedText }

    /// Keeps `text` (nil empties the clipboard).
    public func setText(_ text: String?) { storedText = text }
}
