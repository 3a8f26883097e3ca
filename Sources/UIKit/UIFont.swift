internal import Rendering

/// A font: family, size in points and weight (UIKit's `UIFont`). The system font is DejaVu
/// Sans through Pango; weights from semibold up draw bold.
open class UIFont: Equatable, @unchecked Sendable {
    let font: Font

    init(_ font: Font) { self.font = font }

    /// A named font (a fontconfig family); nil if the name is empty.
    public init?(name fontName: String, size fontSize: CGFloat) {
        guard !fontName.isEmpty else { return nil }
        font = Font(family: fontName, size: Double(fontSize))
    }

    /// A font's weight (UIKit's raw values: regular 0, bold 0.4).
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        public static let ultraLight = Weight(-0.8)
        public static let thin = Weight(-0.6)
        public static let light = Weight(-0.4)
        public static let regular = Weight(0)
        public static let medium = Weight(0.23)
        public static let semibold = Weight(0.3)
        public static let bold = Weight(0.4)
        public static let heavy = Weight(0.56)
        public static let black = Weight(0.62)
    }

    /// Named text sizes (UIKit's Dynamic Type styles at the default, Large, size).
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
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

    public class func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(.system(size: Double(fontSize))) }

    public class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(Font(size: Double(fontSize), weight: weight.rawValue >= boldThreshold ? .bold : .regular))
    }

    public class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(.boldSystem(size: Double(fontSize))) }

    public class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize) }

    public class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        systemFont(ofSize: fontSize, weight: weight)
    }

    /// The font of a text style; headline is semibold.
    public class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        systemFont(ofSize: style.pointSize, weight: style == .headline ? .semibold : .regular)
    }

    /// The same font at another size.
    public func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(Font(family: font.family, size: Double(fontSize), weight: font.weight))
    }

    public var pointSize: CGFloat { CGFloat(font.size) }
    public var familyName: String { font.family }
    public var fontName: String { font.family }
    /// Line metrics, in UIKit's proportions of the point size (San Francisco's).
    public var lineHeight: CGFloat { pointSize * 2444 / 2048 }
    public var ascender: CGFloat { pointSize * 0.952 }
    public var descender: CGFloat { -pointSize * 0.241 }
    public var leading: CGFloat { 0 }
    public var capHeight: CGFloat { pointSize * 0.705 }
    public var xHeight: CGFloat { pointSize * 0.517 }

    public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
        lhs.font == rhs.font
    }
}
