import Geometry
import Layout
import TestSupport
import Testing

@testable import Views

/// A scrolling stack's new axis, made by exchanging its rows' axes, lays out as a stack built
/// along that axis from the start: every distribution and alignment, with a hidden row, custom
/// spacing, margins and a row whose priorities differ between the axes.
@MainActor
@Suite("Stack axis exchange")
struct StackViewAxisExchangeTests {
    nonisolated static let cases = StackView.Distribution.allCases.flatMap { distribution in
        StackView.Alignment.allCases.map { (distribution, $0) }
    }

    struct Scene {
        let rows: [TestView]
        let scroll: ScrollingStackView
        let window: Window
        let log: LayoutLog

        @MainActor
        init(
            axis: Axis, distribution: StackView.Distribution, alignment: StackView.Alignment, marginsRelative: Bool
        ) {
            rows = (0..<7).map {
                TestView("row-\($0)", width: 60 + 7 * Double($0), height: 20 + 3 * Double($0 % 4))
            }
            for (index, row) in rows.enumerated() { row.baseline = 12 + Double(index % 3) }
            // Priorities that differ between the axes: its content sizes are made anew.
            rows[4].setContentHuggingPriority(LayoutPriority(251), for: .horizontal)
            rows[3].isHidden = true
            scroll = ScrollingStackView(arrangedSubviews: rows, axis: axis)
            scroll.spacing = 6
            scroll.distribution = distribution
            scroll.alignment = alignment
            scroll.setCustomSpacing(25, after: rows[1])
            scroll.isLayoutMarginsRelativeArrangement = marginsRelative
            scroll.stackLayoutMargins = EdgeInsets(top: 3, left: 5, bottom: 7, right: 11)
            window = host(scroll)
            log = LayoutLog(window.layoutEngine)
        }
    }

    @Test(arguments: cases)
    func anExchangedStackLaysOutAsAFreshOne(distribution: StackView.Distribution, alignment: StackView.Alignment) {
        for marginsRelative in [false, true] {
            let scene = Scene(
                axis: .vertical, distribution: distribution, alignment: alignment, marginsRelative: marginsRelative)
            for axis in [Axis.horizontal, .vertical, .horizontal] {
                scene.scroll.axis = axis
                scene.window.layout()
                let fresh = Scene(
                    axis: axis, distribution: distribution, alignment: alignment, marginsRelative: marginsRelative)
                let context = "\(distribution) \(alignment) margins \(marginsRelative) → \(axis)"
                // Baseline alignment in a stack taller than its rows leaves their place across
                // undefined (UIKit does not define it either): any path may settle elsewhere.
                let isDefined = alignment != .firstBaseline && alignment != .lastBaseline
                for (row, reference) in zip(scene.rows, fresh.rows) where isDefined {
                    let (frame, expected) = (row.frame, reference.frame)
                    for (value, wanted) in [
                        (frame.minX, expected.minX), (frame.minY, expected.minY), (frame.width, expected.width),
                        (frame.height, expected.height),
                    ] {
                        expectClose(value, wanted, "\(context): \(row.id!) \(frame) vs \(expected)")
                    }
                }
                expectClose(scene.scroll.contentSize.width, fresh.scroll.contentSize.width, "\(context): width")
                expectClose(scene.scroll.contentSize.height, fresh.scroll.contentSize.height, "\(context): height")
                #expect(scene.scroll.stackView.axisExchangePin == nil)
            }
            #expect(scene.log.messages.isEmpty, "\(scene.log.messages)")
            // Baseline alignment leaves the rows' place across to the solver: rebuilt instead.
            let exchanges = alignment == .firstBaseline || alignment == .lastBaseline ? 0 : 3
            #expect(scene.scroll.stackView.axisExchangeCount == exchanges, "\(distribution) \(alignment)")
        }
    }

    /// A scrolling stack that `make` builds along `start`, toggled through `axes`, lays out after
    /// each as the one `make` builds along that axis, with nothing logged. Returns the stack.
    @discardableResult
    static func expectTogglesMatchFreshStacks(
        from start: Axis = .vertical, through axes: [Axis], size: Size = Size(width: 400, height: 600),
        _ make: (Axis) -> (ScrollingStackView, [TestView]), sourceLocation: SourceLocation = #_sourceLocation
    ) -> StackView {
        let (scroll, rows) = make(start)
        let window = host(scroll, size: size)
        let log = LayoutLog(window.layoutEngine)
        for axis in axes {
            scroll.axis = axis
            window.layout()
            let (freshScroll, freshRows) = make(axis)
            _ = host(freshScroll, size: size)
            for (row, reference) in zip(rows, freshRows) {
                let (frame, expected) = (row.frame, reference.frame)
                #expect(
                    abs(frame.minX - expected.minX) + abs(frame.minY - expected.minY)
                        + abs(frame.width - expected.width)
                        + abs(frame.height - expected.height) < 1e-6,
                    "→ \(axis): \(row.id!) \(frame) vs \(expected)", sourceLocation: sourceLocation)
            }
        }
        #expect(log.messages.isEmpty, "\(log.messages)", sourceLocation: sourceLocation)
        return scroll.stackView
    }

    /// Baseline-relative spacing (a vertical stack's) names baselines, which have no
    /// counterpart across: such a stack is rebuilt both ways.
    @Test func baselineRelativeSpacingComesBack() {
        let stack = Self.expectTogglesMatchFreshStacks(through: [.horizontal, .vertical, .horizontal, .vertical]) {
            axis in
            let rows = (0..<4).map { TestView("row-\($0)", width: 50 + 10 * Double($0), height: 20 + 4 * Double($0)) }
            for row in rows { row.baseline = 15 }
            let scroll = ScrollingStackView(arrangedSubviews: rows, axis: axis)
            scroll.spacing = 8
            scroll.isBaselineRelativeArrangement = true
            return (scroll, rows)
        }
        #expect(stack.axisExchangeCount == 0)
    }

    /// Rows of no intrinsic width: proportional along a column, equal along a row (no widths to
    /// share by), which are constraints among the rows.
    @Test func proportionalLengthsBecomeEqualOnesAcross() {
        let stack = Self.expectTogglesMatchFreshStacks(from: .horizontal, through: [.vertical, .horizontal]) { axis in
            let rows = (0..<4).map { TestView("row-\($0)", width: 0, height: 20 + 10 * Double($0)) }
            let scroll = ScrollingStackView(arrangedSubviews: rows, axis: axis)
            scroll.distribution = .fillProportionally
            return (scroll, rows)
        }
        #expect(stack.axisExchangeCount == 2)
    }

    /// A required compression resistance across the old axis, wider than the viewport is tall:
    /// the rows' content sizes are brought to the new axis before the pin moves their cross
    /// size, so nothing conflicts (a fresh stack has no conflict either).
    @Test func requiredContentSizesFollowBeforeTheCrossSizeMoves() {
        let stack = Self.expectTogglesMatchFreshStacks(
            through: [.horizontal, .vertical], size: Size(width: 600, height: 400)
        ) {
            axis in
            let rows = (0..<3).map { TestView("row-\($0)", width: 500, height: 30) }
            for row in rows { row.setContentCompressionResistancePriority(.required, for: .horizontal) }
            return (ScrollingStackView(arrangedSubviews: rows, axis: axis), rows)
        }
        #expect(stack.axisExchangeCount == 2)
    }

    /// A change still waiting for an update when the axis changes (here: margins): the table
    /// does not describe the stack as it is, so the stack is rebuilt.
    @Test func aPendingChangeRebuildsInstead() {
        let rows = (0..<3).map { TestView("row-\($0)", width: 50, height: 30) }
        let scroll = ScrollingStackView(arrangedSubviews: rows, axis: .vertical)
        let window = host(scroll)
        scroll.isLayoutMarginsRelativeArrangement = true
        scroll.axis = .horizontal
        window.layout()
        #expect(scroll.stackView.axisExchangeCount == 0)
        let freshRows = (0..<3).map { TestView("row-\($0)", width: 50, height: 30) }
        let fresh = ScrollingStackView(arrangedSubviews: freshRows, axis: .horizontal)
        fresh.isLayoutMarginsRelativeArrangement = true
        _ = host(fresh)
        for (row, reference) in zip(rows, freshRows) { #expect(row.frame == reference.frame, "\(row.id!)") }
    }

    /// Between the change and the next layout, frames read the old layout, not a transposed one.
    @Test func framesBeforeTheNextLayoutAreTheOldOnes() {
        let rows = (0..<3).map { TestView("row-\($0)", width: 50, height: 30) }
        let scroll = ScrollingStackView(arrangedSubviews: rows, axis: .vertical)
        let window = host(scroll)
        let before = rows.map(\.layoutFrame)
        scroll.axis = .horizontal
        #expect(scroll.stackView.axisExchangeCount == 1)
        #expect(rows.map(\.layoutFrame) == before)
        window.layout()
        #expect(rows[1].layoutFrame.minX == 50)
    }

    /// Two changes of axis before a layout: the second lets go of the first's pin, and the
    /// layout that follows is the fresh one's.
    @Test func twoChangesBeforeALayout() {
        let scene = Scene(axis: .vertical, distribution: .fill, alignment: .fill, marginsRelative: false)
        scene.scroll.axis = .horizontal
        scene.scroll.axis = .vertical
        scene.scroll.axis = .horizontal
        scene.window.layout()
        let fresh = Scene(axis: .horizontal, distribution: .fill, alignment: .fill, marginsRelative: false)
        for (row, reference) in zip(scene.rows, fresh.rows) {
            expectClose(row.frame.minX, reference.frame.minX, row.id!)
            expectClose(row.frame.height, reference.frame.height, row.id!)
        }
        #expect(scene.log.messages.isEmpty, "\(scene.log.messages)")
        #expect(scene.scroll.stackView.axisExchangeCount == 3)
    }
}
