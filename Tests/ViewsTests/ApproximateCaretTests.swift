import Geometry
import Rendering
import Testing

/// The font-free caret model that measurers without their own get: line feeds and the
/// wrapping width break lines, and every character takes the same width.
@MainActor
@Suite struct ApproximateCaretTests {
    let measurer = ApproximateTextMeasurer()
    /// 10-point text: characters 6 points wide, lines 12 tall.
    let style = TextStyle(font: .system(size: 10), numberOfLines: 0, lineBreakMode: .byCharWrapping)

    @Test func linesBreakAtLineFeedsAndAtTheWidth() {
        // "abcde" wraps after four characters at 24 points; "é" is one character; "👍" two UTF-16 units.
        let text = "abcde\né👍x"
        let carets = [0, 1, 4, 5, 6, 7, 9, 10].map {
            measurer.caretRect(in: text, at: $0, style: style, maxWidth: 24)
        }
        let places = carets.map { [$0.minX, $0.minY] }
        #expect(places == [[0, 0], [6, 0], [0, 12], [6, 12], [0, 24], [6, 24], [12, 24], [18, 24]])
        #expect(carets.allSatisfy { $0.height == 12 })
    }

    @Test func aPointFindsTheNearestBoundaryOfItsLine() {
        let text = "abcde\né👍x"
        func nearest(_ x: Double, _ y: Double) -> Int {
            measurer.caretOffset(in: text, nearest: Point(x: x, y: y), style: style, maxWidth: 24)
        }
        #expect(nearest(2, 5) == 0)
        #expect(nearest(4, 5) == 1)
        #expect(nearest(100, 5) == 3)  // past the end of the wrapped first line: still on it
        #expect(nearest(100, 14) == 5)  // the end of "e", before the line feed
        #expect(nearest(10, 30) == 9)  // after the emoji's two units
        #expect(nearest(-5, 100) == 6)  // below the text: its last line
        #expect(nearest(0, -20) == 0)
    }

    /// The measurer's own lines are the caret model's: a line per line feed, and wrapped lines.
    @Test func measuredTextHasTheModelsLines() {
        let metrics = measurer.measure("abcde\né👍x", style: style, maxWidth: 24)
        #expect(metrics.height == 3 * 12 && metrics.width == 4 * 6)
        let oneLine = TextStyle(font: .system(size: 10))
        #expect(measurer.measure("abcdef", style: oneLine, maxWidth: 24).height == 12)
        #expect(measurer.measure("abcdef", style: oneLine, maxWidth: nil).width == 36)
    }
}
