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

extension UILabel {
    /// Text with attributes; here only its characters are shown, in the label's font and colour.
    public var attributedText: NSAttributedString? {
        get { text.map { NSAttributedString(string: $0) } }
        set { text = newValue?.string }
    }
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
