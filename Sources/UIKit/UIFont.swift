internal import Rendering

/// A font: family, size in points and weight (UIKit's `UIFont`). The system font is DejaVu
/// Sans through Pango; weights from semibold up draw bold.
open class UIFont: Equatable, @unchecked Sendable {
    let font: Font

    init(_ font: Font) { self.font = font }

    /// A font of a fontconfig family at `fontSize` points, regular weight; nil if the name is empty.
    /// An unknown name does not fail as on iOS: fontconfig substitutes another font.
    public init?(name fontName: String, size fontSize: CGFloat) {
        guard !fontName.isEmpty else { return nil }
        font = Font(family: fontName, size: Double(fontSize))
    }

    /// A font's weight (UIKit's raw values: regular 0, bold 0.4).
    public struct Weight: RawRepresentable, Hashable, Sendable {
        /// The weight on UIKit's scale, about -1 (thinnest)…1 (heaviest).
        public var rawValue: CGFloat
        /// A weight from its raw value.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// A weight from its raw value, as in `UIFont.Weight(0.1)`.
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        /// Ultra light (-0.8); drawn regular here.
        public static let ultraLight = Weight(-0.8)
        /// Thin (-0.6); drawn regular here.
        public static let thin = Weight(-0.6)
        /// Light (-0.4); drawn regular here.
        public static let light = Weight(-0.4)
        /// Regular (0).
        public static let regular = Weight(0)
        /// Medium (0.23); drawn regular here.
        public static let medium = Weight(0.23)
        /// Semibold (0.3); drawn bold here.
        public static let semibold = Weight(0.3)
        /// Bold (0.4).
        public static let bold = Weight(0.4)
        /// Heavy (0.56); drawn bold here.
        public static let heavy = Weight(0.56)
        /// Black (0.62); drawn bold here.
        public static let black = Weight(0.62)
    }

    /// Named text sizes (UIKit's Dynamic Type styles at the default, Large, size).
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        /// UIKit's name for the style, such as `UICTFontTextStyleBody`.
        public var rawValue: String
        /// A style from its name; a name not listed here gets the body size, 17 points.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The largest title, 34 points.
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// First-level titles, 28 points.
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// Second-level titles, 22 points.
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// Third-level titles, 20 points.
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// Headings, 17 points semibold (drawn bold here).
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// Body text, 17 points.
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// Callouts, 16 points.
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// Subheadings, 15 points.
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// Footnotes, 13 points.
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// Captions, 12 points.
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// Smaller captions, 11 points.
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        var pointSize: CGFloat {
            switch self {
            case .largeTitle: 34
            case .title1: 28
            case .title2: 22
            case .title3: 20
            case .callout: 16
            case .subheadline: 15
            case .footnote: 13
            case .caption1: 12
            case .caption2: 11
            default: 17
            }
        }
    }

    /// Weights at or above this draw bold (the system font has two faces here).
    private static let boldThreshold = Weight.semibold.rawValue

    /// The regular system font at `fontSize` points: DejaVu Sans here, not San Francisco.
    public class func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(.system(size: Double(fontSize))) }

    /// The system font at `fontSize` points; weights from semibold up draw bold, the rest regular.
    public class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(Font(size: Double(fontSize), weight: weight.rawValue >= boldThreshold ? .bold : .regular))
    }

    /// The bold system font at `fontSize` points.
    public class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(.boldSystem(size: Double(fontSize))) }

    /// The upright regular system font at `fontSize` points: there is no italic here.
    public class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize) }

    /// The same as ``systemFont(ofSize:weight:)``: DejaVu Sans's digits already share one width.
    public class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        systemFont(ofSize: fontSize, weight: weight)
    }

    /// The font of a text style at its default (Large) size; headline is semibold. It does not
    /// follow a text-size setting as on iOS.
    public class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        systemFont(ofSize: style.pointSize, weight: style == .headline ? .semibold : .regular)
    }

    /// The font of a text style at its size for the text-size category of `traitCollection`
    /// (Large, the default, for nil or one that gives none; see `UIFontMetrics`).
    public class func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?)
        -> UIFont
    {
        UIFontMetrics(forTextStyle: style).scaledFont(
            for: preferredFont(forTextStyle: style), compatibleWith: traitCollection)
    }

    /// The same font at another size.
    public func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(Font(family: font.family, size: Double(fontSize), weight: font.weight))
    }

    /// The font's size, in points.
    public var pointSize: CGFloat { CGFloat(font.size) }
    /// The fontconfig family, such as "DejaVu Sans".
    public var familyName: String { font.family }
    /// The same as ``familyName`` here; iOS gives the face's own name.
    public var fontName: String { font.family }
    /// The distance from one baseline to the next, in points: 2444/2048 of the point size.
    /// This and the other metrics are San Francisco's proportions, not DejaVu Sans's own.
    public var lineHeight: CGFloat { pointSize * 2444 / 2048 }
    /// The height above the baseline, in points: 0.952 of the point size.
    public var ascender: CGFloat { pointSize * 0.952 }
    /// The depth below the baseline, in points and negative: -0.241 of the point size.
    public var descender: CGFloat { -pointSize * 0.241 }
    /// Extra space between lines, in points; always 0.
    public var leading: CGFloat { 0 }
    /// The height of capital letters, in points: 0.705 of the point size.
    public var capHeight: CGFloat { pointSize * 0.705 }
    /// The height of a lowercase x, in points: 0.517 of the point size.
    public var xHeight: CGFloat { pointSize * 0.517 }

    /// Fonts are equal when family, size and drawn weight (regular or bold) match.
    public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
        lhs.font == rhs.font
    }
}
