import Geometry

extension TextMeasurer {
    /// The caret's place in the font-free model of ``ApproximateTextMeasurer`` (characters 0.6
    /// em wide, lines 1.2 em tall, every line flush left), with a new line at each line feed:
    /// for measurers that know no better.
    public func caretRect(in text: String, at offset: Int, style: TextStyle, maxWidth: Double?) -> Rect {
        ApproximateTextLines(text, style: style, maxWidth: maxWidth).caretRect(at: offset)
    }

    /// The nearest character boundary in the model of ``caretRect(in:at:style:maxWidth:)``.
    public func caretOffset(in text: String, nearest point: Point, style: TextStyle, maxWidth: Double?) -> Int {
        ApproximateTextLines(text, style: style, maxWidth: maxWidth).offset(nearest: point)
    }
}

/// Text broken into lines as the font-free model sees it: a line ends at a line feed, or once
/// as many characters as fit the wrapping width are on it.
struct ApproximateTextLines {
    /// Each character's width, in points.
    let characterWidth: Double
    /// Each line's height, in points.
    let lineHeight: Double
    /// Each line's first UTF-16 offset, the UTF-16 length of each of its characters (the line
    /// feed that ends it is on no line), and whether it wraps onto the next.
    private(set) var lines: [(start: Int, lengths: [Int], wraps: Bool)] = []

    /// The share of an em each character takes across, and each line down.
    static let characterWidthInEms = 0.6
    static let lineHeightInEms = 1.2

    init(_ text: String, style: TextStyle, maxWidth: Double?) {
        let em = style.font.size
        characterWidth = em * Self.characterWidthInEms
        lineHeight = (em * Self.lineHeightInEms).rounded(.up)
        let perLine = Self.charactersPerLine(style: style, maxWidth: maxWidth)
        var start = 0
        var lengths: [Int] = []
        for character in text {
            let length = character.utf16.count
            if character.isNewline {
                lines.append((start, lengths, false))
                start += lengths.reduce(0, +) + length
                lengths = []
                continue
            }
            if lengths.count == perLine {
                lines.append((start, lengths, true))
                start += lengths.reduce(0, +)
                lengths = []
            }
            lengths.append(length)
        }
        lines.append((start, lengths, false))
    }

    /// The most characters a line holds before it wraps (`Int.max`: none).
    private static func charactersPerLine(style: TextStyle, maxWidth: Double?) -> Int {
        guard let maxWidth, maxWidth > 0, style.numberOfLines != 1 else { return Int.max }
        return max(1, Int(maxWidth / (style.font.size * characterWidthInEms)))
    }

    /// How many lines `text` takes and the most characters on one, as the lines are broken
    /// above, without keeping them: measuring a label allocates nothing.
    static func lineCount(of text: String, style: TextStyle, maxWidth: Double?) -> (lines: Int, widest: Int) {
        let perLine = charactersPerLine(style: style, maxWidth: maxWidth)
        var lines = 1
        var current = 0
        var widest = 0
        for character in text {
            if character.isNewline || current == perLine {
                widest = max(widest, current)
                lines += 1
                current = 0
                if character.isNewline { continue }
            }
            current += 1
        }
        return (lines, max(widest, current))
    }

    /// The caret before the character at `offset`, on the last line that starts at or before it.
    func caretRect(at offset: Int) -> Rect {
        let index = lines.lastIndex { $0.start <= offset } ?? 0
        var column = 0
        var position = lines[index].start
        for length in lines[index].lengths where position + length <= offset {
            position += length
            column += 1
        }
        return Rect(
            x: Double(column) * characterWidth, y: Double(index) * lineHeight, width: 0, height: lineHeight)
    }

    /// The character boundary nearest `point`, on the line at its height: on a line that wraps,
    /// before its last character at most, as Pango answers (its end is the next line's start).
    func offset(nearest point: Point) -> Int {
        let index = min(max(Int((point.y / lineHeight).rounded(.down)), 0), lines.count - 1)
        let line = lines[index]
        let last = line.wraps ? max(line.lengths.count - 1, 0) : line.lengths.count
        let column = min(max(Int((point.x / characterWidth).rounded()), 0), last)
        return line.start + line.lengths.prefix(column).reduce(0, +)
    }
}
