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

    /// Switching the axis must not leave the solver denser than building the stack along the
    /// new axis would: the fill-in of a bad order of changes (the viewport pin added while the
    /// rows still ran along the old axis) took 8 s at 1000 rows.
    @Test func anAxisChangeLeavesTheSolverAsSparseAsAFreshBuild() {
        func make(_ axis: Axis) -> Window {
            let scroll = ScrollingStackView(arrangedSubviews: rows(120), axis: axis)
            scroll.spacing = 10
            return host(scroll)
        }
        let toggled = make(.vertical)
        let scroll = toggled.subviews[0] as! ScrollingStackView
        let workBefore = toggled.layoutEngine.solverWork
        scroll.axis = .horizontal
        toggled.layout()
        let toggleWork = toggled.layoutEngine.solverWork - workBefore
        let fresh = make(.horizontal)

        let after = toggled.layoutEngine.statistics
        let reference = fresh.layoutEngine.statistics
        #expect(after.constraints == reference.constraints)
        #expect(after.tableauCells <= reference.tableauCells * 3 / 2, "\(after) vs a fresh build's \(reference)")
        // Taking the old constraints down and building anew: a few times a fresh build's work.
        #expect(
            toggleWork <= 4 * fresh.layoutEngine.solverWork,
            "toggle \(toggleWork) cells vs a fresh build's \(fresh.layoutEngine.solverWork)")
        #expect(abs(scroll.contentSize.width - (fresh.subviews[0] as! ScrollView).contentSize.width) < 1e-6)
    }
}
