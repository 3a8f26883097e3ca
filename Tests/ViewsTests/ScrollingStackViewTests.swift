import Geometry
import Layout
import Testing

@testable import Views

@MainActor
@Suite("ScrollingStackView")
struct ScrollingStackViewTests {
    func rows(_ count: Int) -> [TestView] {
        (1...count).map { TestView("row-\($0)", width: 100 + Double($0), height: 20 + Double($0 % 3)) }
    }

    @Test func verticalStackSpansTheWidthAndScrollsDown() {
        let rows = rows(29)
        let scroll = ScrollingStackView(arrangedSubviews: rows, axis: .vertical)
        scroll.spacing = 10

        let window = host(scroll)
        let log = LogCollector(window)

        for row in rows { #expect(abs(row.frame.width - 400) < 1e-6, "\(row.id!) \(row.frame)") }
        for (a, b) in zip(rows, rows.dropFirst()) { #expect(abs(b.frame.minY - a.frame.maxY - 10) < 1e-6) }
        #expect(abs(scroll.contentSize.height - rows.last!.frame.maxY) < 1e-6)
        #expect(scroll.contentSize.width == 400)
        #expect(log.messages.isEmpty)
    }

    @Test func axisChangeSwapsTheConstraint() {
        let rows = rows(12)
        let scroll = ScrollingStackView(arrangedSubviews: rows, axis: .vertical)
        scroll.spacing = 10
        let window = host(scroll)
        let log = LogCollector(window)

        scroll.axis = .horizontal
        window.layout()

        for row in rows { #expect(abs(row.frame.height - 600) < 1e-6, "\(row.id!) \(row.frame)") }
        for (a, b) in zip(rows, rows.dropFirst()) { #expect(abs(b.frame.minX - a.frame.maxX - 10) < 1e-6) }
        #expect(abs(scroll.contentSize.width - rows.last!.frame.maxX) < 1e-6)
        #expect(scroll.contentSize.height == 600)
        // The old axis constraint goes before the new one comes: no conflict is ever reported.
        #expect(log.messages.isEmpty)
        scroll.axis = .vertical
        window.layout()
        #expect(log.messages.isEmpty && abs(rows[0].frame.width - 400) < 1e-6)
    }
}
