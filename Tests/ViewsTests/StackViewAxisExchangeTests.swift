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

    /// Random stacks (rows, sizes, hidden rows, spacings, distribution, alignment, margins, a
    /// row whose priorities differ between the axes) through random changes of axis, visibility
    /// and spacing, with or without a layout in between: after each layout the rows lie where a
    /// stack built afresh in that configuration puts them, and nothing is logged.
    @Test func randomChangesLayOutAsFreshStacks() {
        var random = SeededGenerator(seed: 0x5EED_A715)
        var exchanges = 0
        for round in 0..<60 {
            var configuration = RandomStack(using: &random)
            let (scroll, rows) = configuration.make()
            let window = host(scroll)
            let log = LayoutLog(window.layoutEngine)
            for step in 0..<6 {
                switch Int.random(in: 0..<10, using: &random) {
                case 0..<5:
                    configuration.axis = configuration.axis == .vertical ? .horizontal : .vertical
                    scroll.axis = configuration.axis
                case 5..<8:
                    let index = Int.random(in: 0..<rows.count, using: &random)
                    // At least one row stays visible.
                    if configuration.hidden.contains(index) || configuration.hidden.count + 1 < rows.count {
                        configuration.hidden.formSymmetricDifference([index])
                        rows[index].isHidden = configuration.hidden.contains(index)
                    }
                default:
                    configuration.spacing = Double(Int.random(in: 0...12, using: &random))
                    scroll.spacing = configuration.spacing
                }
                if Bool.random(using: &random) && step < 5 { continue }  // more changes before a layout
                window.layout()
                let (freshScroll, freshRows) = configuration.make()
                let freshWindow = host(freshScroll)
                for (row, reference) in zip(rows, freshRows) {
                    let (frame, expected) = (row.frame, reference.frame)
                    #expect(
                        abs(frame.minX - expected.minX) + abs(frame.minY - expected.minY)
                            + abs(frame.width - expected.width) + abs(frame.height - expected.height) < 1e-6,
                        "round \(round) step \(step) \(configuration): \(row.id!) \(frame) vs \(expected)")
                }
                withExtendedLifetime(freshWindow) {}
            }
            #expect(log.messages.isEmpty, "round \(round): \(log.messages)")
            exchanges += scroll.stackView.axisExchangeCount
        }
        #expect(exchanges > 60, "\(exchanges) exchanges")
    }

    /// A random configuration of a scrolling stack (see ``randomChangesLayOutAsFreshStacks()``).
    struct RandomStack: CustomStringConvertible {
        var sizes: [Size]
        var hidden: Set<Int>
        var spacing: Double
        var customSpacing: [Int: Double]
        var distribution: StackView.Distribution
        var alignment: StackView.Alignment
        var marginsRelative: Bool
        var differentPriorities: Int?
        var axis: Axis

        init(using random: inout SeededGenerator) {
            let count = Int.random(in: 1...9, using: &random)
            sizes = (0..<count).map { _ in
                Size(
                    width: Double(Int.random(in: 10...160, using: &random)),
                    height: Double(Int.random(in: 10...60, using: &random)))
            }
            hidden = Set((0..<count).filter { _ in Int.random(in: 0..<4, using: &random) == 0 })
            if hidden.count == count { hidden.remove(0) }
            spacing = Double(Int.random(in: 0...12, using: &random))
            customSpacing = [:]
            if count > 1 && Bool.random(using: &random) {
                customSpacing[Int.random(in: 0..<count, using: &random)] = Double(
                    Int.random(in: 0...30, using: &random))
            }
            distribution = StackView.Distribution.allCases.randomElement(using: &random)!
            // Baseline alignment leaves the rows' place across undefined: not compared.
            alignment = [.fill, .leading, .center, .trailing].randomElement(using: &random)!
            marginsRelative = Int.random(in: 0..<4, using: &random) == 0
            differentPriorities =
                Int.random(in: 0..<4, using: &random) == 0 ? Int.random(in: 0..<count, using: &random) : nil
            axis = Bool.random(using: &random) ? .vertical : .horizontal
        }

        @MainActor
        func make() -> (ScrollingStackView, [TestView]) {
            let rows = sizes.enumerated().map { TestView("row-\($0)", width: $1.width, height: $1.height) }
            for index in hidden { rows[index].isHidden = true }
            if let differentPriorities {
                rows[differentPriorities].setContentHuggingPriority(LayoutPriority(251), for: .horizontal)
            }
            let scroll = ScrollingStackView(arrangedSubviews: rows, axis: axis)
            scroll.spacing = spacing
            for (index, value) in customSpacing { scroll.setCustomSpacing(value, after: rows[index]) }
            scroll.distribution = distribution
            scroll.alignment = alignment
            scroll.isLayoutMarginsRelativeArrangement = marginsRelative
            scroll.stackLayoutMargins = EdgeInsets(top: 3, left: 5, bottom: 7, right: 11)
            return (scroll, rows)
        }

        var description: String {
            "\(sizes.count) rows, hidden \(hidden.sorted()), spacing \(spacing) custom \(customSpacing), "
                + "\(distribution) \(alignment), margins \(marginsRelative), priorities \(differentPriorities.map(String.init) ?? "-"), \(axis)"
        }
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
