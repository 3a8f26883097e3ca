import Foundation
internal import Views

/// Text shared by copy and paste (UIKit's `UIPasteboard`). The general pasteboard is the
/// desktop's clipboard once the application's window is open: what is copied here pastes into
/// other programs, and what they copy pastes here. Named pasteboards (``withUniqueName()``,
/// ``init(name:create:)``) are this process's own.
///
/// Text and URLs only, one item at a time: the desktop clipboard holds one text. Setting
/// ``strings`` or ``urls`` keeps the first. ``changeCount`` counts this process's changes (the
/// desktop does not say when another program copies).
@preconcurrency @MainActor
open class UIPasteboard {
    /// A pasteboard's name (UIKit's `UIPasteboard.Name`).
    public struct Name: RawRepresentable, Hashable, Sendable {
        /// The name's text.
        public var rawValue: String
        /// The name with this text.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The name with this text.
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// The general pasteboard's name.
        public static let general = Name("com.apple.UIKit.pboard.general")
    }

    /// The system-wide pasteboard: the desktop clipboard while the window is open.
    public static let general = UIPasteboard(name: .general, storage: Storage())

    /// Posted after this process changes a pasteboard's contents.
    public static let changedNotification = Notification.Name("UIPasteboardChangedNotification")
    /// Posted when a named pasteboard is removed.
    public static let removedNotification = Notification.Name("UIPasteboardRemovedNotification")

    /// The named pasteboards' storage, by name.
    private static var named: [Name: Storage] = [:]

    /// What pasteboards of one name share: where the text is kept, and the count of changes.
    @MainActor
    final class Storage {
        /// The application's window serves the general pasteboard's text.
        var clipboard: Clipboard
        var changeCount = 0

        init() { clipboard = InProcessClipboard() }
    }

    /// The pasteboard's name.
    public let name: Name
    private let storage: Storage

    /// How many times this process changed the contents.
    public var changeCount: Int { storage.changeCount }

    private init(name: Name, storage: Storage) {
        self.name = name
        self.storage = storage
    }

    /// The pasteboard named `name`, made if `create` and there is none yet; nil otherwise. (A
    /// class's initializer cannot hand back an existing instance: this one shares its contents
    /// and count with every other of its name.)
    public convenience init?(name: Name, create: Bool) {
        let storage: Storage
        if name == .general {
            storage = UIPasteboard.general.storage
        } else if let found = UIPasteboard.named[name] {
            storage = found
        } else if create {
            storage = Storage()
            UIPasteboard.named[name] = storage
        } else {
            return nil
        }
        self.init(name: name, storage: storage)
    }

    /// A new pasteboard with a name of its own, this process's.
    public static func withUniqueName() -> UIPasteboard {
        UIPasteboard(name: Name("pasteboard-\(UUID().uuidString)"), create: true)!
    }

    /// Removes the named pasteboard; the general one stays.
    public static func remove(withName name: Name) {
        guard name != .general, named.removeValue(forKey: name) != nil else { return }
        NotificationCenter.default.post(name: removedNotification, object: nil)
    }

    /// Keeps the text in `clipboard` from now on, with what the old one held: the
    /// application's window takes the general pasteboard over when it opens.
    func move(to clipboard: Clipboard) {
        let text = storage.clipboard.text()
        storage.clipboard = clipboard
        if let text { clipboard.setText(text) }
    }

    /// Keeps `text` in the process from now on: the window's clipboard is going.
    func keep(_ text: String?) {
        let kept = InProcessClipboard()
        kept.setText(text)
        storage.clipboard = kept
    }

    // MARK: - Text and URLs

    /// The text, nil when there is none.
    open var string: String? {
        get { storage.clipboard.text() }
        set { change(to: newValue) }
    }

    /// The text as a list (one item, or none); setting keeps the first.
    open var strings: [String]? {
        get { string.map { [$0] } }
        set { string = newValue?.first }
    }

    /// Whether there is text.
    open var hasStrings: Bool { string != nil }

    /// The text as a URL, if it is an absolute one (with a scheme).
    open var url: URL? {
        get { string.flatMap { URL(string: $0) }.flatMap { $0.scheme == nil ? nil : $0 } }
        set { change(to: newValue?.absoluteString) }
    }

    /// The URL as a list (one item, or none); setting keeps the first.
    open var urls: [URL]? {
        get { url.map { [$0] } }
        set { url = newValue?.first }
    }

    /// Whether the text is a URL.
    open var hasURLs: Bool { url != nil }

    /// How many items there are: 1 with text, 0 without.
    open var numberOfItems: Int { hasStrings ? 1 : 0 }

    private func change(to text: String?) {
        storage.clipboard.setText(text)
        storage.changeCount += 1
        NotificationCenter.default.post(name: UIPasteboard.changedNotification, object: self)
    }
}
