import Geometry
import Layout
import Rendering
import TestSupport
import Testing

@testable import Views

@MainActor
@Suite("Stack view behaviour")
struct StackViewTests {
    /// A vertical fill stack of rows 20, 30, 40, ... points tall, spacing 10, in a 400-wide window.
    @MainActor
    final class Harness {
        let window = Window(size: Size(width: 400, height: 2000))
        let stack = StackView()
        let rows: [TestView]
        var log: [String] = []

        init(rows count: Int, spacing: Double = 10) {
            rows = (0..<count).map { TestView("row-\($0)", height: 20 + 10 * Double($0)) }
            stack.axis = .vertical
            stack.spacing = spacing
            for row in rows { stack.addArrangedSubview(row) }
            window.layoutEngine.log = { [unowned self] in self.log.append($0) }
            window.addSubview(stack)
            LayoutConstraint.activate([
                stack.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                stack.trailingAnchor.constraint(equalTo: window.trailingAnchor),
                stack.topAnchor.constraint(equalTo: window.topAnchor),
            ])
            window.layout()
        }

        func gaps() -> [Double] { zip(rows, rows.dropFirst()).map { $1.frame.minY - $0.frame.maxY } }
    }

    /// A stack stretched over a window fits its rows: the widest, and their lengths with the
    /// spacing between them.
    @Test func aStackFitsItsRowsWhateverStretchesIt() {
        let rows = [TestView("a", width: 100, height: 20), TestView("b", width: 120, height: 30)]
        let stack = StackView(arrangedSubviews: rows)
        stack.axis = .vertical
        stack.spacing = 10
        let window = host(stack)
        #expect(stack.frame.size == Size(width: 400, height: 600))

        #expect(stack.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == Size(width: 120, height: 60))
        // Hidden, a row gives up its length and one spacing.
        rows[0].isHidden = true
        #expect(stack.systemLayoutSizeFitting(View.layoutFittingCompressedSize).height == 30)
        #expect(stack.frame.size == Size(width: 400, height: 600))
        withExtendedLifetime(window) {}
    }

    @Test func hidingARowRemovesItsLengthAndOneSpacing() {
        let harness = Harness(rows: 5)
        let before = harness.rows.map(\.frame)
        let height = harness.stack.frame.height

        harness.rows[2].isHidden = true
        harness.window.layout()

        #expect(harness.rows[2].frame.height == 0)
        #expect(harness.gaps() == [10, 5, 5, 10])  // visible–hidden pairs take half the spacing each
        #expect(harness.rows[3].frame.minY == before[3].minY - before[2].height - 10)
        #expect(harness.stack.frame.height == height - 40 - 10)
        #expect(harness.rows[2].frame.width == 400)  // alignment still applies across the axis
        #expect(harness.log.isEmpty)
    }

    @Test func hiddenRowsAtTheEndsLeaveNoGap() {
        let harness = Harness(rows: 4)

        harness.rows[0].isHidden = true
        harness.rows[3].isHidden = true
        harness.window.layout()

        #expect(harness.gaps() == [0, 10, 0])
        #expect(harness.rows[1].frame.minY == 0)
        #expect(harness.stack.frame.height == 30 + 10 + 40)
    }

    @Test func unhidingRestoresTheLayoutExactly() {
        let harness = Harness(rows: 6)
        let before = harness.rows.map(\.frame)

        harness.rows[1].isHidden = true
        harness.rows[4].isHidden = true
        harness.window.layout()
        harness.rows[1].isHidden = false
        harness.rows[4].isHidden = false
        harness.window.layout()

        #expect(harness.rows.map(\.frame) == before)
    }

    /// Rows come and go in a long-running window: the solver lets go of the variables of rows
    /// that are gone, so neither they nor their records pile up.
    @Test func removedRowsLeaveNothingInTheSolver() {
        let harness = Harness(rows: 3)
        let engine = harness.window.layoutEngine
        let settled = engine.solverVariableCount
        weak var goneTop: AnyObject?
        for round in 0..<20 {
            let row = TestView("extra-\(round)", height: 15)
            harness.stack.addArrangedSubview(row)
            harness.window.layout()
            #expect(abs(row.frame.minY - harness.rows[2].frame.maxY - 10) < 1e-6)
            row.removeFromSuperview()
            harness.window.layout()
            goneTop = row.variables.top.group
        }
        #expect(goneTop == nil)
        #expect(engine.solverVariableCount == settled)
    }

    /// Hiding and showing rows updates only the constraints around them; a full rebuild right
    /// after must find nothing to change: the same constraint objects with the same constants,
    /// and the same frames.
    @Test(arguments: [
        (StackView.Distribution.fill, StackView.Alignment.fill), (.fill, .leading), (.fillEqually, .center),
        (.fill, .trailing),
    ])
    func localVisibilityUpdatesMatchAFullRebuild(distribution: StackView.Distribution, alignment: StackView.Alignment) {
        let harness = Harness(rows: 12)
        harness.stack.distribution = distribution
        harness.stack.alignment = alignment
        harness.window.layout()
        var random = SystemRandomNumberGenerator()
        func snapshot() -> [ObjectIdentifier: Double] {
            Dictionary(
                uniqueKeysWithValues: harness.stack.generatedConstraints.map { (ObjectIdentifier($0), $0.constant) })
        }
        for step in 0..<40 {
            let row = harness.rows[Int.random(in: 1..<11, using: &random)]  // the ends stay visible
            row.isHidden.toggle()
            harness.window.layout()
            let held = harness.stack.generatedConstraints  // so no new constraint reuses an address
            let local = snapshot()
            let frames = harness.rows.map(\.frame)
            harness.stack.setNeedsFullUpdate()
            harness.window.layout()
            let unchanged = snapshot() == local
            #expect(unchanged, "step \(step): a full rebuild changed constraints")
            #expect(harness.rows.map(\.frame) == frames, "step \(step)")
            withExtendedLifetime(held) {}
        }
        #expect(harness.stack.localUpdateCount >= 40)
        #expect(harness.log.isEmpty)
    }

    @Test func aChangeRebuildsOnlyWhatItAffects() {
        let harness = Harness(rows: 8)
        // Held strongly: a freed constraint's address could be reused by a new one.
        let installedConstraints = harness.stack.generatedConstraints
        let installed = Set(installedConstraints.map(ObjectIdentifier.init))

        harness.stack.spacing = 14
        harness.window.layout()
        let afterSpacing = Set(harness.stack.generatedConstraints.map(ObjectIdentifier.init))
        harness.rows[3].isHidden = true
        harness.window.layout()
        let afterHiding = harness.stack.generatedConstraints

        #expect(afterSpacing == installed)  // spacing: the same constraints, new constants
        #expect(harness.gaps().first == 14)
        let added = afterHiding.filter { !installed.contains(ObjectIdentifier($0)) }
        #expect(added.count == 1 && added[0].identifier == "SV-hiding")
        // One more: the fill-order preference is a weight on the row's size, not a constraint.
        #expect(afterHiding.count == installed.count + 1)
        withExtendedLifetime(installedConstraints) {}
    }

    @Test func generatedConstraintsCarryUIKitIdentifiers() {
        let harness = Harness(rows: 3)
        harness.stack.alignment = .center
        harness.rows[1].isHidden = true
        harness.window.layout()

        let identifiers = Set(harness.stack.generatedConstraints.compactMap(\.identifier))

        for expected in [
            "SV-canvas-connection", "SV-spacing", "SV-hiding", "SV-alignment", "SV-spanning-boundary",
            "SV-spanning-fit",
            "SV-ambiguity-suppression",
        ] {
            #expect(identifiers.contains(expected), "missing \(expected) in \(identifiers)")
        }
    }

    @Test func customSpacingReplacesTheGapAfterAView() {
        let harness = Harness(rows: 4)

        harness.stack.setCustomSpacing(30, after: harness.rows[1])
        harness.stack.setCustomSpacing(StackView.spacingUseSystem, after: harness.rows[2])
        harness.stack.setCustomSpacing(99, after: TestView("stranger"))  // not arranged: ignored
        harness.window.layout()
        let custom = harness.gaps()
        harness.stack.setCustomSpacing(StackView.spacingUseDefault, after: harness.rows[1])
        harness.window.layout()

        #expect(custom == [10, 30, 8])
        #expect(harness.gaps() == [10, 10, 8])
        #expect(harness.stack.customSpacing(after: harness.rows[1]) == StackView.spacingUseDefault)
    }

    @Test func customSpacingFollowsTheHidingRules() {
        let harness = Harness(rows: 3)
        harness.stack.setCustomSpacing(30, after: harness.rows[1])

        harness.rows[1].isHidden = true
        harness.window.layout()

        // Before the hidden row: half of 10; after it: half of its custom 30 (the larger of the two halves wins).
        #expect(harness.gaps() == [5, 15])
    }

    @Test func spacingUseDefaultAsTheSpacingMeansZero() {
        let harness = Harness(rows: 3, spacing: StackView.spacingUseDefault)
        #expect(harness.gaps() == [0, 0])
    }

    @Test func removeArrangedSubviewKeepsTheViewAndItsFrame() {
        let harness = Harness(rows: 4)
        let removed = harness.rows[1]
        let frame = removed.frame

        harness.stack.removeArrangedSubview(removed)
        harness.window.layout()

        #expect(!harness.stack.arrangedSubviews.contains { $0 === removed })
        #expect(removed.superview === harness.stack && !removed.isHidden)
        #expect(removed.frame == frame)
        #expect(harness.rows[2].frame.minY == harness.rows[0].frame.maxY + 10)
        #expect(harness.log.isEmpty)
    }

    @Test func removeFromSuperviewAlsoLeavesTheArrangement() {
        let harness = Harness(rows: 4)

        harness.rows[2].removeFromSuperview()
        harness.window.layout()

        #expect(harness.stack.arrangedSubviews.count == 3)
        #expect(harness.rows[3].frame.minY == harness.rows[1].frame.maxY + 10)
    }

    @Test func insertingAnArrangedViewAgainOnlyMovesIt() {
        let harness = Harness(rows: 3)
        let subviewsBefore = harness.stack.subviews.map(ObjectIdentifier.init)

        harness.stack.insertArrangedSubview(harness.rows[2], at: 0)
        harness.window.layout()

        #expect(harness.stack.arrangedSubviews.map(\.id) == ["row-2", "row-0", "row-1"])
        #expect(harness.stack.subviews.map(ObjectIdentifier.init) == subviewsBefore)  // z-order untouched
        #expect(harness.rows[2].frame.minY == 0)
        #expect(harness.rows[0].frame.minY == 50)
    }

    @Test func marginsRelativeArrangementInsetsTheItems() {
        let harness = Harness(rows: 2)

        harness.stack.layoutMargins = EdgeInsets(top: 5, left: 12, bottom: 7, right: 20)
        harness.stack.isLayoutMarginsRelativeArrangement = true
        harness.window.layout()

        #expect(harness.rows[0].frame == Rect(x: 12, y: 5, width: 368, height: 20))
        #expect(harness.stack.frame.height == 5 + 20 + 10 + 30 + 7)
    }

    @Test func baselineRelativeArrangementSpacesBaselines() {
        let harness = Harness(rows: 3)
        for row in harness.rows { row.baseline = 12 }

        harness.stack.isBaselineRelativeArrangement = true
        harness.window.layout()

        for (upper, lower) in zip(harness.rows, harness.rows.dropFirst()) {
            let upperLast = upper.frame.maxY - (upper.size.height - 12)
            let lowerFirst = lower.frame.minY + 12
            #expect(abs(lowerFirst - upperLast - 10) < 1e-6)
        }
    }

    @Test func arrangedSubviewsAreDrawnByBinarySearch() {
        let rows = (0..<1000).map { TestView("row-\($0)", height: 20) }
        let stack = StackView(arrangedSubviews: rows)
        stack.axis = .vertical
        let scroll = ScrollView()
        scroll.addSubview(stack)
        LayoutConstraint.activate(stack.edgeConstraints(equalTo: scroll.contentLayoutGuide))
        stack.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor).isActive = true
        for row in rows { row.backgroundColor = .black }
        let window = host(scroll)
        scroll.contentOffset = Point(x: 0, y: 10_000)
        let canvas = RecordingCanvas(size: window.size)

        window.draw(into: canvas)

        let drawn = canvas.commands.filter { if case .fill(_, .black) = $0 { true } else { false } }
        #expect(drawn.count == 30)  // 600 / 20 rows visible, not 1000
        #expect(drawn.first == .fill(Rect(x: 0, y: 0, width: 400, height: 20), .black))
    }
}
