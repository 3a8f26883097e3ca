import CairoRendering
import Geometry
import Rendering
import Testing

/// Carets in Pango text: where one stands, and which boundary a point is nearest, in UTF-16
/// offsets whatever the characters' UTF-8 lengths.
extension TextTests {
    /// Every character boundary of `text`, in UTF-16 offsets.
    func boundaries(of text: String) -> [Int] {
        var offsets = [0]
        for character in text { offsets.append(offsets.last! + character.utf16.count) }
        return offsets
    }

    /// A point just right of each caret, half-way down its line, leads back to that caret, on
    /// every line of wrapped text holding characters of one to four UTF-8 bytes (and of one and
    /// two UTF-16 units), a line feed and a character of several scalars.
    @Test func aPointJustRightOfACaretIsNearestThatCaret() {
        let text = "Naïve café 日本語 👍🏽 done\nsecond paragraph wraps here too"
        let style = TextStyle(font: .system(size: 15), numberOfLines: 0, lineBreakMode: .byWordWrapping)
        let width = 120.0
        var lineTops: Set<Double> = []
        var bottom = 0.0
        for offset in boundaries(of: text) {
            let caret = measurer.caretRect(in: text, at: offset, style: style, maxWidth: width)
            #expect(caret.height > 10, "caret at \(offset)")
            lineTops.insert(caret.minY)
            bottom = max(bottom, caret.maxY)
            let point = Point(x: caret.minX + 0.5, y: caret.minY + caret.height / 2)
            let found = measurer.caretOffset(in: text, nearest: point, style: style, maxWidth: width)
            #expect(found == offset, "offset \(offset)")
        }
        // The last line's carets end where the measured text does (rounded up to a point).
        #expect(lineTops.count >= 4)
        let height = measurer.measure(text, style: style, maxWidth: width).height
        #expect(height >= bottom && height - bottom < 1)
    }

    /// A point over the right half of a character is nearer the boundary after it: after all
    /// of an emoji's four UTF-16 units, after a letter and its combining accent.
    @Test func theTrailingHalfOfACharacterLeadsPastIt() {
        let style = TextStyle(font: .system(size: 17))
        for (text, before, after) in [("a👍🏽b", 1, 5), ("xe\u{301}y", 1, 3)] {
            let start = measurer.caretRect(in: text, at: before, style: style, maxWidth: nil)
            let end = measurer.caretRect(in: text, at: after, style: style, maxWidth: nil)
            #expect(end.minX > start.minX + 4)
            let point = { (share: Double) in
                Point(x: start.minX + (end.minX - start.minX) * share, y: start.midY)
            }
            #expect(measurer.caretOffset(in: text, nearest: point(0.75), style: style, maxWidth: nil) == after)
            #expect(measurer.caretOffset(in: text, nearest: point(0.25), style: style, maxWidth: nil) == before)
        }
    }

    /// Right of a line that wraps, the nearest boundary is still on that line (its end is the
    /// next line's start).
    @Test func rightOfAWrappedLineTheCaretStaysOnIt() {
        let style = TextStyle(font: .system(size: 17), numberOfLines: 0, lineBreakMode: .byWordWrapping)
        let text = "wrapping words wrapping words wrapping words"
        let first = measurer.caretRect(in: text, at: 0, style: style, maxWidth: 120)
        let offset = measurer.caretOffset(
            in: text, nearest: Point(x: 500, y: first.midY), style: style, maxWidth: 120)
        let caret = measurer.caretRect(in: text, at: offset, style: style, maxWidth: 120)
        #expect(offset > 0 && caret.minY == first.minY)
    }

    /// A caret moves right by each character's advance: after "abc" it stands where the text
    /// "abc" ends; right of a line's end, the nearest boundary is that line's last, before its
    /// line feed; after a final line feed, the caret is on a line of its own, inside the
    /// text's measured height.
    @Test func caretsFollowTheTextsLinesAndEnds() {
        let style = TextStyle(font: .system(size: 17), numberOfLines: 0, lineBreakMode: .byWordWrapping)
        let abc = measurer.measure("abc", style: style, maxWidth: nil)
        let end = measurer.caretRect(in: "abc", at: 3, style: style, maxWidth: nil)
        #expect(abs(end.minX - abc.width) <= 1)
        #expect(measurer.caretRect(in: "abc", at: 0, style: style, maxWidth: nil).minX == 0)

        let lines = "one\ntwo\n"
        let firstLine = measurer.caretRect(in: lines, at: 0, style: style, maxWidth: 200)
        let farRight = Point(x: 150, y: firstLine.midY)
        #expect(measurer.caretOffset(in: lines, nearest: farRight, style: style, maxWidth: 200) == 3)
        let below = Point(x: 150, y: 500)
        #expect(measurer.caretOffset(in: lines, nearest: below, style: style, maxWidth: 200) == 8)
        let last = measurer.caretRect(in: lines, at: 8, style: style, maxWidth: 200)
        #expect(last.minX == 0 && abs(last.minY - 2 * firstLine.height) <= 1)
        #expect(last.maxY <= measurer.measure(lines, style: style, maxWidth: 200).height + 0.5)
    }

    /// Centred text puts its carets where it draws the line: an empty line's caret in the middle.
    @Test func aCentredLinesCaretIsInTheMiddle() {
        let style = TextStyle(font: .system(size: 17), alignment: .center, numberOfLines: 0)
        let caret = measurer.caretRect(in: "", at: 0, style: style, maxWidth: 200)
        #expect(abs(caret.minX - 100) <= 1)
    }
}
