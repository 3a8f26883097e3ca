extension NSAttributedString.Key {
    /// The text's font, a `UIFont` (UIKit's key; raw value `NSFont`).
    public static let font = NSAttributedString.Key("NSFont")
    /// The text's colour, a `UIColor` (UIKit's key; raw value `NSColor`).
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The colour behind the text, a `UIColor` (UIKit's key; raw value `NSBackgroundColor`).
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
}
