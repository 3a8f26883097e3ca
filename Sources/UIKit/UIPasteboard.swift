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
    public static let general = UIPasteboard(name: .general, clipboard: InProcessClipboard())

    /// Posted after this process changes a pasteboard's contents.
    public static let changedNotification = Notification.Name("UIPasteboardChangedNotification")
    /// Posted when a named pasteboard is removed.
    public static let removedNotification = Notification.Name("UIPasteboardRemovedNotification")

    private static var named: [Name: UIPasteboard] = [:]

    /// The pasteboard's name.
    public let name: Name
    /// Where the text is kept: the application's window serves the general pasteboard's.
    var clipboard: Clipboard

    /// How many times this process changed the contents.
    public private(set) var changeCount = 0

    private init(name: Name, clipboard: Clipboard) {
        self.name = name
        self.clipboard = clipboard
    }

    /// The pasteboard named `name`, made if `create` and there is none yet; nil otherwise. The
    /// general one for its name.
    public convenience init?(name: Name, create: Bool) {
        // A class's initializer cannot return another instance: this one shares the storage.
        let clipboard: Clipboard
        if name == .general {
            clipboard = UIPasteboard.general.clipboard
        } else if let found = UIPasteboard.named[name] {
            clipboard = found.clipboard
        } else if create {
            clipboard = UIPasteboard.makeNamed(name).clipboard
        } else {
            return nil
        }
        self.init(name: name, clipboard: clipboard)
    }

    /// A new pasteboard with a name of its own, this process's.
    public static func withUniqueName() -> UIPasteboard {
        makeNamed(Name("pasteboard-\(UUID().uuidString)"))
    }

    /// Removes the named pasteboard; the general one stays.
    public static func remove(withName name: Name) {
        guard name != .general, named.removeValue(forKey: name) != nil else { return }
        NotificationCenter.default.post(name: removedNotification, object: nil)
    }

    private static func makeNamed(_ name: Name) -> UIPasteboard {
        let pasteboard = UIPasteboard(name: name, clipboard: InProcessClipboard())
        named[name] = pasteboard
        return pasteboard
    }

    // MARK: - Text and URLs

    /// The text, nil when there is none.
    open var string: String? {
        get { clipboard.text() }
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

    /// Keeps the text in `newClipboard` from now on, with what the old one held: the
    /// application's window takes the general pasteboard over when it opens.
    func move(to newClipboard: Clipboard) {
        let text = clipboard.text()
        clipboard = newClipboard
        if let text { newClipboard.setText(text) }
    }

    private func change(to text: String?) {
        clipboard.setText(text)
        changeCount += 1
        NotificationCenter.default.post(name: UIPasteboard.changedNotification, object: self)
    }
}
