import Geometry

/// A font by family, size in points and weight.
public struct Font: Hashable, Sendable {
    /// How heavy the strokes are: `regular` or `bold`.
    public enum Weight: Sendable { case regular, bold }

    /// The fontconfig family name, e.g. "DejaVu Sans".
    public var family: String
    /// The em size in points.
    public var size: Double
    /// Regular or bold.
    public var weight: Weight

    /// A font of `size` points; DejaVu Sans regular unless told otherwise.
    public init(family: String = "DejaVu Sans", size: Double, weight: Weight = .regular) {
        self.family = family
        self.size = size
        self.weight = weight
    }

    /// The system font (DejaVu Sans, always installed with fontconfig on Debian).
    public static func system(size: Double) -> Font { Font(size: size) }
    /// The system font in bold.
    public static func boldSystem(size: Double) -> Font { Font(size: size, weight: .bold) }
}

/// Horizontal placement of text within its rectangle.
public enum TextAlignment: Sendable {
    /// Flush left, centred, or flush right.
    case left, center, right
}

/// What to do with text that does not fit (UIKit's `NSLineBreakMode`, the common cases).
public enum LineBreakMode: Sendable {
    /// Wrap at word boundaries; the last allowed line is cut off.
    case byWordWrapping
    /// Wrap at word boundaries; the last allowed line ends in an ellipsis.
    case byTruncatingTail
    /// Wrap at characters.
    case byCharWrapping
}

/// How to lay out a piece of text: everything that decides its size.
public struct TextStyle: Hashable, Sendable {
    /// The font every line uses.
    public var font: Font
    /// Horizontal placement of each line.
    public var alignment: TextAlignment
    /// 0 means as many lines as needed.
    public var numberOfLines: Int
    /// What happens to text beyond the allowed lines or width.
    public var lineBreakMode: LineBreakMode

    /// A style; by default one left-aligned line, truncated with an ellipsis (as a `UILabel`).
    public init(
        font: Font, alignment: TextAlignment = .left, numberOfLines: Int = 1,
        lineBreakMode: LineBreakMode = .byTruncatingTail
    ) {
        self.font = font
        self.alignment = alignment
        self.numberOfLines = numberOfLines
        self.lineBreakMode = lineBreakMode
    }
}

/// The measured size of a text and where its baselines fall, in points from its top.
public struct TextMetrics: Hashable, Sendable {
    /// Width of the widest line, in points.
    public var width: Double
    /// Height of all the lines together, in points.
    public var height: Double
    /// Distance from the top to the first line's baseline, in points.
    public var firstBaseline: Double
    /// Distance from the top to the last line's baseline, in points.
    public var lastBaseline: Double

    /// Metrics from their four values, all in points.
    public init(width: Double, height: Double, firstBaseline: Double, lastBaseline: Double) {
        self.width = width
        self.height = height
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
    }
}

/// Measures text; the views ask it for intrinsic sizes and baselines. The Pango implementation
/// lives in CairoRendering; views never see Pango.
@MainActor
public protocol TextMeasurer: AnyObject {
    /// The size of `text` laid out in `style`, wrapped at `maxWidth` points (nil: no wrapping).
    func measure(_ text: String, style: TextStyle, maxWidth: Double?) -> TextMetrics

    /// The metrics of each request, in order: what ``measure(_:style:maxWidth:)`` gives for
    /// it. A measurer may spread a large batch over threads; by default it measures one by one.
    func measure(_ requests: [TextMeasurementRequest]) -> [TextMetrics]

    /// Where a caret before the character at `offset` (UTF-16, clamped to the text) stands in
    /// `text` laid out as ``measure(_:style:maxWidth:)`` lays it out: x from the text's left
    /// edge, the top of its line and the line's height, in points (the width is 0).
    func caretRect(in text: String, at offset: Int, style: TextStyle, maxWidth: Double?) -> Rect

    /// The character boundary (UTF-16 offset) nearest `point`, in points from the top left of
    /// `text` laid out as ``measure(_:style:maxWidth:)`` lays it out: on the line at the
    /// point's height (the first or last above or below the text), before or after the
    /// character under it, whichever edge is nearer.
    func caretOffset(in text: String, nearest point: Point, style: TextStyle, maxWidth: Double?) -> Int
}

extension TextMeasurer {
    /// Measures the requests one by one, in order.
    public func measure(_ requests: [TextMeasurementRequest]) -> [TextMetrics] {
        requests.map { measure($0.text, style: $0.style, maxWidth: $0.maxWidth) }
    }
}

/// One text to measure: the arguments of ``TextMeasurer/measure(_:style:maxWidth:)``.
public struct TextMeasurementRequest: Hashable, Sendable {
    /// The text.
    public var text: String
    /// How it is laid out.
    public var style: TextStyle
    /// The width it wraps at, in points; nil for no wrapping.
    public var maxWidth: Double?

    /// A request for `text` in `style`, wrapped at `maxWidth` points (nil: no wrapping).
    public init(text: String, style: TextStyle, maxWidth: Double?) {
        self.text = text
        self.style = style
        self.maxWidth = maxWidth
    }
}

/// A measurer that needs no fonts: every character is 0.6 em wide, lines are 1.2 em tall.
/// For headless tests of layout logic; real text goes through Pango.
@MainActor
public final class ApproximateTextMeasurer: TextMeasurer {
    /// A measurer; it holds no state.
    public init() {}

    /// A line per line feed, and a new one each time as many characters as fit `maxWidth` are
    /// on a line, capped by `numberOfLines` (a one-line style is cut to `maxWidth`); words are
    /// not kept whole and the line break mode is ignored.
    public func measure(_ text: String, style: TextStyle, maxWidth: Double?) -> TextMetrics {
        let em = style.font.size
        let lineHeight = (em * ApproximateTextLines.lineHeightInEms).rounded(.up)
        let counted = ApproximateTextLines.lineCount(of: text, style: style, maxWidth: maxWidth)
        var lines = counted.lines
        if style.numberOfLines > 0 { lines = min(lines, style.numberOfLines) }
        let widest = Double(counted.widest) * em * ApproximateTextLines.characterWidthInEms
        let width = maxWidth.map { min(widest, $0) } ?? widest
        let ascent = (em * 0.93).rounded()
        return TextMetrics(
            width: width.rounded(.up), height: lineHeight * Double(lines), firstBaseline: ascent,
            lastBaseline: lineHeight * Double(lines - 1) + ascent)
    }
}
