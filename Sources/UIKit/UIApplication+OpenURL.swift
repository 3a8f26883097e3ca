import Foundation

extension UIApplication {
    /// Keys of the options ``open(_:options:completionHandler:)`` takes.
    public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
        /// The key's string, as UIKit spells it.
        public var rawValue: String
        /// A key from its string.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// With `true`, only an app that claims the link as a universal link may open it; no
        /// desktop application does, so such a link is not opened.
        public static let universalLinksOnly = OpenExternalURLOptionsKey(
            rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// The program that opens a URL with the desktop's application for its scheme, found on
    /// `PATH` (tests put their own in its place).
    nonisolated(unsafe) static var urlOpener = "xdg-open"

    /// Opens `url` in the desktop's application for it (a browser for `https`, the mail client
    /// for `mailto`, a file's default application), as iOS opens it in another app, through
    /// `xdg-open`. `completion` is told on the main queue whether it was opened.
    public func open(
        _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
        completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil
    ) {
        UIApplication.openExternally(url, options: options) { opened in
            DispatchQueue.main.async { MainActor.assumeIsolated { completion?(opened) } }
        }
    }

    /// Opens `url` as ``open(_:options:completionHandler:)`` does, and returns whether it was.
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:]) async -> Bool {
        await withCheckedContinuation { continuation in
            UIApplication.openExternally(url, options: options) { continuation.resume(returning: $0) }
        }
    }

    /// Whether a desktop application is there to open `url`: the opener is installed, and a
    /// file URL names a file that exists; for another scheme, the desktop names a handler for
    /// it (`xdg-mime`), or the scheme is the web's or mail's.
    public func canOpenURL(_ url: URL) -> Bool {
        guard let scheme = url.scheme?.lowercased(), UIApplication.executable(named: UIApplication.urlOpener) != nil
        else { return false }
        if url.isFileURL { return FileManager.default.fileExists(atPath: url.path) }
        // Without a handler the desktop names, the opener still opens the web and mail (through
        // `$BROWSER` and the like).
        if let handler = UIApplication.desktopHandler(forScheme: scheme), !handler.isEmpty { return true }
        return UIApplication.commonSchemes.contains(scheme)
    }

    /// Schemes a desktop opens when it cannot say which application does.
    static let commonSchemes: Set<String> = ["http", "https", "mailto"]

    /// The desktop application `xdg-mime` names for `scheme` (empty for none); nil when there
    /// is no `xdg-mime` to ask.
    private static func desktopHandler(forScheme scheme: String) -> String? {
        guard let query = executable(named: "xdg-mime") else { return nil }
        let process = Process()
        process.executableURL = query
        process.arguments = ["query", "default", "x-scheme-handler/\(scheme)"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        // Read to its end, not waited for: waiting runs the main run loop on Linux.
        let data = output.fileHandleForReading.readDataToEndOfFile()
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Runs the opener on `url`; `finished` is told, on another thread, whether it succeeded.
    private static func openExternally(
        _ url: URL, options: [OpenExternalURLOptionsKey: Any], finished: @escaping @Sendable (Bool) -> Void
    ) {
        let universalOnly = options[.universalLinksOnly] as? Bool ?? false
        guard !universalOnly, url.scheme != nil, let opener = executable(named: urlOpener) else {
            finished(false)
            return
        }
        let process = Process()
        process.executableURL = opener
        process.arguments = [url.absoluteString]
        process.standardInput = FileHandle.nullDevice
        // Told once: when the opener exits, or, without a desktop session (where it runs the
        // application itself and waits for it), once it has run a while without failing.
        let once = Once(finished)
        process.terminationHandler = { once.tell($0.terminationStatus == 0) }
        do { try process.run() } catch { once.tell(false) }
        DispatchQueue.global().asyncAfter(deadline: .now() + openerPatience) { once.tell(process.isRunning) }
    }

    /// How long an opener still running counts as having opened the URL, in seconds.
    static let openerPatience: TimeInterval = 2

    /// Calls a closure with the first answer it is given, from any thread.
    private final class Once: @unchecked Sendable {
        private let lock = NSLock()
        private var answer: (@Sendable (Bool) -> Void)?
        init(_ answer: @escaping @Sendable (Bool) -> Void) { self.answer = answer }
        func tell(_ value: Bool) {
            lock.lock()
            let pending = answer
            answer = nil
            lock.unlock()
            pending?(value)
        }
    }

    /// The path of `name`: itself if it has a slash, else the first executable of that name on
    /// `PATH`.
    private static func executable(named name: String) -> URL? {
        if name.contains("/") {
            return FileManager.default.isExecutableFile(atPath: name) ? URL(fileURLWithPath: name) : nil
        }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = "\(directory)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return URL(fileURLWithPath: candidate) }
        }
        return nil
    }
}
