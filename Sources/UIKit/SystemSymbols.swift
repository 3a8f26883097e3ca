internal import CairoRendering
import Foundation
internal import Geometry
internal import Rendering

/// The pictures that stand for SF Symbols here: Apple's symbols are not on Linux, so a symbol
/// name maps to the symbolic icon of the desktop's own theme (Adwaita, GNOME's, as Debian's
/// `adwaita-icon-theme` installs it) that shows the same thing.
@preconcurrency @MainActor
enum SystemSymbols {
    /// SF Symbol names to the theme's icon names (without `-symbolic`). A name not listed here
    /// falls back to itself without a last part that only decorates (``decorations``:
    /// `plus.circle.fill` to `plus.circle` to `plus`), as such variants show the same thing;
    /// other parts change the meaning (`lock.slash`), so those names have no picture.
    static let iconNames: [String: String] = [
        // Actions
        "plus": "list-add", "minus": "list-remove", "xmark": "window-close", "checkmark": "object-select",
        "trash": "user-trash", "pencil": "document-edit",
        "square.and.pencil": "document-edit", "square.and.arrow.up": "send-to",
        "square.and.arrow.down": "document-save", "doc.on.doc": "edit-copy", "doc.on.clipboard": "edit-paste",
        "scissors": "edit-cut", "arrow.uturn.backward": "edit-undo", "arrow.uturn.forward": "edit-redo",
        "arrow.uturn.left": "edit-undo", "arrow.uturn.right": "edit-redo", "magnifyingglass": "system-search",
        "plus.magnifyingglass": "zoom-in", "minus.magnifyingglass": "zoom-out", "arrow.clockwise": "view-refresh",
        "arrow.counterclockwise": "object-rotate-left", "arrow.triangle.2.circlepath": "emblem-synchronizing",
        "ellipsis": "view-more-horizontal", "line.3.horizontal": "open-menu", "link": "insert-link",
        "paperclip": "mail-attachment", "printer": "printer", "square.and.arrow.up.on.square": "send-to",
        "arrow.up.arrow.down": "view-sort-ascending", "line.3.horizontal.decrease": "view-sort-descending",
        "slider.horizontal.3": "preferences-other", "eye": "view-reveal", "eye.slash": "view-conceal",
        "pin": "view-pin", "power": "system-shutdown", "rectangle.portrait.and.arrow.right": "system-log-out",
        "arrow.down.circle": "folder-download", "square.grid.2x2": "view-grid", "list.bullet": "view-list-bullet",
        "list.number": "view-list-ordered", "list.dash": "view-list", "sidebar.left": "sidebar-show",
        "sidebar.right": "sidebar-show-right", "arrow.up.left.and.arrow.down.right": "view-fullscreen",
        // Navigation
        "chevron.right": "go-next", "chevron.left": "go-previous", "chevron.up": "go-up", "chevron.down": "go-down",
        "chevron.forward": "go-next", "chevron.backward": "go-previous", "arrowtriangle.right": "pan-end",
        "arrowtriangle.left": "pan-start", "arrowtriangle.up": "pan-up", "arrowtriangle.down": "pan-down",
        "arrow.right": "go-next",
        "arrow.left": "go-previous", "arrow.up": "go-up", "arrow.down": "go-down", "arrow.forward": "go-next",
        "arrow.backward": "go-previous", "house": "go-home", "arrow.up.to.line": "go-top",
        "arrow.down.to.line": "go-bottom",
        // Status and information
        "info": "help-about", "info.circle": "help-about", "lightbulb": "dialog-information",
        "exclamationmark.triangle": "dialog-warning", "exclamationmark.circle": "emblem-important",
        "exclamationmark.octagon": "dialog-error", "xmark.octagon": "dialog-error",
        "questionmark.circle": "dialog-question", "questionmark": "dialog-question",
        "checkmark.circle": "emblem-ok", "checkmark.seal": "emblem-default", "xmark.circle": "window-close",
        "bell": "preferences-system-notifications", "bell.slash": "notifications-disabled", "star": "non-starred",
        "star.fill": "starred", "star.leadinghalf.filled": "semi-starred", "heart": "emote-love",
        "flag": "emoji-flags", "bookmark": "user-bookmarks", "lock": "changes-prevent",
        "lock.open": "changes-allow", "key": "dialog-password", "shield": "security-high",
        "exclamationmark": "dialog-warning",
        // Things
        "gear": "emblem-system", "gearshape": "emblem-system", "wrench": "preferences-other",
        "wrench.and.screwdriver": "applications-engineering", "hammer": "applications-engineering",
        "person": "avatar-default", "person.crop.circle": "avatar-default", "person.2": "system-users",
        "person.3": "system-users", "person.badge.plus": "contact-new", "envelope": "mail-unread",
        "envelope.open": "mail-read", "paperplane": "mail-send", "folder": "folder",
        "folder.badge.plus": "folder-new", "doc": "text-x-generic", "doc.text": "text-x-generic",
        "doc.richtext": "x-office-document", "photo": "image-x-generic", "photo.on.rectangle": "image-x-generic",
        "camera": "camera-photo", "video": "camera-video", "mic": "audio-input-microphone",
        "mic.slash": "microphone-disabled", "speaker.wave.1": "audio-volume-low",
        "speaker.wave.2": "audio-volume-medium", "speaker.wave.3": "audio-volume-high",
        "speaker.slash": "audio-volume-muted", "speaker": "audio-speakers", "headphones": "audio-headphones",
        "music.note": "audio-x-generic", "music.note.list": "emblem-music", "film": "video-x-generic",
        "play": "media-playback-start", "pause": "media-playback-pause", "stop": "media-playback-stop",
        "record.circle": "media-record", "forward": "media-seek-forward", "backward": "media-seek-backward",
        "forward.end": "media-skip-forward", "backward.end": "media-skip-backward",
        "shuffle": "media-playlist-shuffle", "repeat": "media-playlist-repeat",
        "repeat.1": "media-playlist-repeat-song",
        "calendar": "x-office-calendar", "clock": "preferences-system-time", "alarm": "alarm", "timer": "alarm",
        "globe": "web-browser", "network": "network-workgroup", "wifi": "network-wireless",
        "wifi.slash": "network-wireless-offline", "antenna.radiowaves.left.and.right": "network-cellular",
        "airplane": "airplane-mode", "battery.100": "battery-level-100", "battery.50": "battery-level-50",
        "battery.25": "battery-level-20", "battery.0": "battery-level-0", "bolt": "thunderbolt",
        "sun.max": "weather-clear", "moon": "weather-clear-night", "cloud": "weather-overcast",
        "cloud.sun": "weather-few-clouds", "cloud.rain": "weather-showers", "cloud.bolt": "weather-storm",
        "cloud.fog": "weather-fog", "snowflake": "weather-snow", "wind": "weather-windy",
        "location": "find-location", "mappin": "mark-location", "mappin.and.ellipse": "mark-location",
        "phone": "call-start", "phone.down": "call-stop", "message": "chat-message-new",
        "bubble.left": "chat-message-new", "bubble.right": "chat-message-new", "keyboard": "input-keyboard",
        "computermouse": "input-mouse", "gamecontroller": "input-gaming", "desktopcomputer": "computer",
        "laptopcomputer": "computer", "iphone": "phone-apple-iphone", "ipad": "computer-apple-ipad", "tv": "tv",
        "display": "video-display", "externaldrive": "drive-harddisk", "internaldrive": "drive-harddisk",
        "terminal": "utilities-terminal", "app": "application-x-executable", "square.stack": "view-paged",
        "face.smiling": "face-smile", "bold": "format-text-bold", "italic": "format-text-italic",
        "underline": "format-text-underline", "strikethrough": "format-text-strikethrough",
        "text.alignleft": "format-justify-left", "text.aligncenter": "format-justify-center",
        "text.alignright": "format-justify-right", "text.justify": "format-justify-fill",
        "textformat": "font-x-generic", "paintpalette": "preferences-color", "eyedropper": "color-select",
        "rotate.left": "object-rotate-left", "rotate.right": "object-rotate-right",
        "square": "checkbox", "checkmark.square": "checkbox-checked", "circle": "radio",
        "largecircle.fill.circle": "radio-checked", "smallcircle.filled.circle": "radio-checked",
        "circle.lefthalf.filled": "night-light", "brightness": "display-brightness",
        "sun.min": "display-brightness", "shippingbox": "package-x-generic", "creditcard": "auth-smartcard",
        "books.vertical": "accessories-dictionary", "book": "accessories-dictionary", "leaf": "emoji-nature",
        "fork.knife": "emoji-food", "car": "emoji-travel",
    ]

    /// The theme's sizes of symbolic pictures, in pixels, smallest first.
    private static let sizes = [16, 24, 32, 48, 64, 96]

    /// The picture of `name` for `configuration`, or nil (see ``iconNames``).
    static func image(named name: String, configuration: UIImage.SymbolConfiguration) -> Image? {
        guard let icon = iconName(for: name) else { return nil }
        let side = Double(configuration.scale.side(forPointSize: configuration.effectivePointSize))
        guard side > 0 else { return nil }
        let wanted = side * Double(UIScreen.main.scale)
        // The smallest size that needs no enlarging, then larger ones, then smaller.
        let larger = sizes.filter { Double($0) >= wanted }
        let smaller = sizes.filter { Double($0) < wanted }.reversed()
        for size in larger + smaller {
            guard let path = index(ofSize: size)[icon], let picture = picture(at: path) else { continue }
            // The picture's pixels, shown `side` points wide.
            return Image(size: Size(width: side, height: side), storage: picture.storage)
        }
        return nil
    }

    /// The pictures read so far, by file, at full strength (some outline icons are drawn
    /// faint, which as a mask would tint them half-transparent).
    private static var pictures: [String: Image] = [:]

    private static func picture(at path: String) -> Image? {
        if let picture = pictures[path] { return picture }
        guard let loaded = try? ImageRenderer.loadPNG(path) else { return nil }
        let picture = ImageRenderer.fullStrength(loaded)
        pictures[path] = picture
        return picture
    }

    /// The last parts of a name that only change how a symbol is drawn, not what it shows.
    static let decorations: Set<Substring> = ["fill", "circle", "square", "rectangle", "inverse", "2", "3"]

    /// The theme's icon name for `name`, trying it without its decorating last parts in turn.
    static func iconName(for name: String) -> String? {
        var candidate = Substring(name)
        while true {
            if let icon = iconNames[String(candidate)] { return icon }
            guard let dot = candidate.lastIndex(of: "."),
                decorations.contains(candidate[candidate.index(after: dot)...])
            else { return nil }
            candidate = candidate[..<dot]
        }
    }

    /// The theme's symbolic pictures of one size: icon name to file, read once.
    private static var indexes: [Int: [String: String]] = [:]

    private static func index(ofSize size: Int) -> [String: String] {
        if let index = indexes[size] { return index }
        var index: [String: String] = [:]
        let suffix = "-symbolic.symbolic.png"
        for theme in themeDirectories.reversed() {
            let directory = "\(theme)/\(size)x\(size)"
            let contexts = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
            for context in contexts {
                let files = (try? FileManager.default.contentsOfDirectory(atPath: "\(directory)/\(context)")) ?? []
                for file in files where file.hasSuffix(suffix) {
                    index[String(file.dropLast(suffix.count))] = "\(directory)/\(context)/\(file)"
                }
            }
        }
        indexes[size] = index
        return index
    }

    /// Where the theme is installed, first found first: the user's data directory, then each of
    /// `XDG_DATA_DIRS` (by default `/usr/local/share` and `/usr/share`).
    private static var themeDirectories: [String] {
        let environment = ProcessInfo.processInfo.environment
        var roots: [String] = []
        if let home = environment["XDG_DATA_HOME"] ?? environment["HOME"].map({ "\($0)/.local/share" }) {
            roots.append(home)
        }
        let shared = environment["XDG_DATA_DIRS"].flatMap { $0.isEmpty ? nil : $0 } ?? "/usr/local/share:/usr/share"
        roots += shared.split(separator: ":").map(String.init)
        return roots.map { "\($0)/icons/Adwaita" }
    }
}
