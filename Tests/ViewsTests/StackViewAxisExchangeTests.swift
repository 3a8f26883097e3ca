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
