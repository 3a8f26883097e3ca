// Properties that UIKit code sets and that have no effect on a desktop window (or not yet):
// they are kept, so the code compiles and reads back what it wrote.

extension UIScrollView {
    /// How the safe area adjusts the content inset (UIKit's enum; raw values included).
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// Adjusts scrollable axes, as UIKit decides; the default.
        case automatic = 0
        /// Adjusts the axes the content scrolls along.
        case scrollableAxes
        /// Never adjusts.
        case never
        /// Always adjusts.
        case always
    }

    /// The indicator colours (UIKit's `UIScrollView.IndicatorStyle`); recorded.
    public enum IndicatorStyle: Int, Sendable {
        /// Dark or light to suit the content; the default.
        case `default` = 0
        /// Black indicators.
        case black
        /// White indicators.
        case white
    }
}

/// What an accessibility element is and how it behaves (UIKit's `UIAccessibilityTraits`, with
/// its bits); recorded.
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    /// The traits' bits.
    public let rawValue: UInt64
    /// Traits with the given bits.
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// No trait.
    public static let none = UIAccessibilityTraits([])
    /// Acts as a button.
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    /// Acts as a link.
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    /// Shows an image.
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    /// Is selected.
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    /// Plays a sound when acted on.
    public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
    /// Acts as a keyboard key.
    public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
    /// Text that does not change.
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    /// Sums up the state of the screen.
    public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
    /// Is disabled.
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    /// Changes its value often.
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
    /// A search field.
    public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
    /// Starts a media session when acted on.
    public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
    /// Its value can be stepped up and down.
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    /// Takes touches directly.
    public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
    /// Turns the page when reading reaches its end.
    public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
    /// A tab bar.
    public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 15)
    /// A section's heading.
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
}

extension UIFont {
    /// A fixed-width system font (DejaVu Sans Mono).
    public class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(name: "DejaVu Sans Mono", size: fontSize) ?? systemFont(ofSize: fontSize, weight: weight)
    }
}

extension UIColor {
    /// A colour from an asset catalogue; there are none here, so nil.
    public convenience init?(named name: String) { return nil }
}
