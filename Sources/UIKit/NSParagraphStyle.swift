import Foundation

/// How the lines of a paragraph are laid out (UIKit's `NSParagraphStyle`): alignment, line
/// breaking and spacing. A label follows the alignment and line breaking of its attributed
/// text's first character; the spacing and indents are kept.
open class NSParagraphStyle: @unchecked Sendable {
    /// The style with every value at its default.
    nonisolated(unsafe) public static let `default` = NSParagraphStyle()

    /// Where the lines sit across.
    public internal(set) var alignment = NSTextAlignment.natural
    /// What happens to a line too long for the width.
    public internal(set) var lineBreakMode = NSLineBreakMode.byWordWrapping
    /// Extra space between lines, in points.
    public internal(set) var lineSpacing: CGFloat = 0
    /// Space after the paragraph, in points.
    public internal(set) var paragraphSpacing: CGFloat = 0
    /// Space before the paragraph, in points.
    public internal(set) var paragraphSpacingBefore: CGFloat = 0
    /// The first line's indent, in points.
    public internal(set) var firstLineHeadIndent: CGFloat = 0
    /// The other lines' indent, in points.
    public internal(set) var headIndent: CGFloat = 0
    /// The trailing indent, in points (negative: from the trailing edge).
    public internal(set) var tailIndent: CGFloat = 0
    /// The least line height, in points; 0 for none.
    public internal(set) var minimumLineHeight: CGFloat = 0
    /// The greatest line height, in points; 0 for none.
    public internal(set) var maximumLineHeight: CGFloat = 0
    /// A factor on the natural line height; 0 for none.
    public internal(set) var lineHeightMultiple: CGFloat = 0
    /// How eagerly words are hyphenated, 0…1.
    public internal(set) var hyphenationFactor: Float = 0

    /// A style with the defaults.
    public init() {}

    /// A mutable copy.
    open func mutableCopy() -> NSMutableParagraphStyle {
        let copy = NSMutableParagraphStyle()
        copy.take(self)
        return copy
    }

    /// Takes every value of `other`.
    func take(_ other: NSParagraphStyle) {
        alignment = other.alignment
        lineBreakMode = other.lineBreakMode
        lineSpacing = other.lineSpacing
        paragraphSpacing = other.paragraphSpacing
        paragraphSpacingBefore = other.paragraphSpacingBefore
        firstLineHeadIndent = other.firstLineHeadIndent
        headIndent = other.headIndent
        tailIndent = other.tailIndent
        minimumLineHeight = other.minimumLineHeight
        maximumLineHeight = other.maximumLineHeight
        lineHeightMultiple = other.lineHeightMultiple
        hyphenationFactor = other.hyphenationFactor
    }
}

/// A paragraph style to change (UIKit's `NSMutableParagraphStyle`).
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    /// Where the lines sit across.
    public override var alignment: NSTextAlignment {
        get { super.alignment }
        set { super.alignment = newValue }
    }
    /// What happens to a line too long for the width.
    public override var lineBreakMode: NSLineBreakMode {
        get { super.lineBreakMode }
        set { super.lineBreakMode = newValue }
    }
    /// Extra space between lines, in points.
    public override var lineSpacing: CGFloat {
        get { super.lineSpacing }
        set { super.lineSpacing = newValue }
    }
    /// Space after the paragraph, in points.
    public override var paragraphSpacing: CGFloat {
        get { super.paragraphSpacing }
        set { super.paragraphSpacing = newValue }
    }
    /// Space before the paragraph, in points.
    public override var paragraphSpacingBefore: CGFloat {
        get { super.paragraphSpacingBefore }
        set { super.paragraphSpacingBefore = newValue }
    }
    /// The first line's indent, in points.
    public override var firstLineHeadIndent: CGFloat {
        get { super.firstLineHeadIndent }
        set { super.firstLineHeadIndent = newValue }
    }
    /// The other lines' indent, in points.
    public override var headIndent: CGFloat {
        get { super.headIndent }
        set { super.headIndent = newValue }
    }
    /// The trailing indent, in points.
    public override var tailIndent: CGFloat {
        get { super.tailIndent }
        set { super.tailIndent = newValue }
    }
    /// The least line height, in points.
    public override var minimumLineHeight: CGFloat {
        get { super.minimumLineHeight }
        set { super.minimumLineHeight = newValue }
    }
    /// The greatest line height, in points.
    public override var maximumLineHeight: CGFloat {
        get { super.maximumLineHeight }
        set { super.maximumLineHeight = newValue }
    }
    /// A factor on the natural line height.
    public override var lineHeightMultiple: CGFloat {
        get { super.lineHeightMultiple }
        set { super.lineHeightMultiple = newValue }
    }
    /// How eagerly words are hyphenated, 0…1.
    public override var hyphenationFactor: Float {
        get { super.hyphenationFactor }
        set { super.hyphenationFactor = newValue }
    }

    /// Makes this style the same as `other`.
    open func setParagraphStyle(_ other: NSParagraphStyle) { take(other) }
}

/// How a line under or through text is drawn (UIKit's `NSUnderlineStyle`, same bits); kept in
/// attributed strings, not drawn yet.
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    /// The style's bits.
    public let rawValue: Int
    /// A style from its bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// One thin line.
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    /// One thick line.
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    /// Two lines.
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    /// A solid line.
    public static let patternSolid = NSUnderlineStyle(rawValue: 0x0000)
    /// A dotted line.
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    /// A dashed line.
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    /// Dashes and dots.
    public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
    /// Dashes and two dots.
    public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
    /// Under words only, not the spaces between.
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}

extension NSAttributedString.Key {
    /// The paragraph's layout, an `NSParagraphStyle` (raw value `NSParagraphStyle`).
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// Extra space between letters, in points (raw value `NSKern`); kept, not drawn yet.
    public static let kern = NSAttributedString.Key("NSKern")
    /// A line through the text, an `NSUnderlineStyle`'s raw value (raw value
    /// `NSStrikethrough`); kept, not drawn yet.
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// A line under the text, an `NSUnderlineStyle`'s raw value (raw value `NSUnderline`);
    /// kept, not drawn yet.
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// The strikethrough's colour, a `UIColor` (raw value `NSStrikethroughColor`).
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    /// The underline's colour, a `UIColor` (raw value `NSUnderlineColor`).
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    /// A link, a `URL` or a `String` (raw value `NSLink`); kept.
    public static let link = NSAttributedString.Key("NSLink")
    /// How far the text sits above its baseline, in points (raw value `NSBaselineOffset`); kept.
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    /// Extra width of the letters' outline (raw value `NSStrokeWidth`); kept.
    public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
    /// The outline's colour (raw value `NSStrokeColor`); kept.
    public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
}
