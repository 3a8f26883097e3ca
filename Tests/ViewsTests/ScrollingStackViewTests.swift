import Geometry
import Layout
import TestSupport
import Testing

@testable import Views

@MainActor
@Suite("ScrollingStackView")
struct ScrollingStackViewTests {
    /// A laid-out 400×600 window holding a scrolling stack of `count` rows, spaced 10 apart.
    struct Fixture {
        let rows: [TestView]
        let scroll: ScrollingStackView
        let window: Window
        let log: LayoutLog

        @MainActor
        init(rows count: Int, axis: Axis = .vertical) {
            rows = (1...count).map { TestView("row-\($0)", width: 100 + Double($0), height: 20 + Double($0 % 3)) }
            scroll = ScrollingStackView(arrangedSubviews: rows, axis: axis)
            scroll.spacing = 10
            window = host(scroll)
            log = LayoutLog(window.layoutEngine)
        }
    }

    @Test func verticalStackSpansTheWidthAndScrollsDown() {
        let fixture = Fixture(rows: 29)
        let (rows, scroll, log) = (fixture.rows, fixture.scroll, fixture.log)

        for row in rows { #expect(abs(row.frame.width - 400) < 1e-6, "\(row.id!) \(row.frame)") }
        for (a, b) in zip(rows, rows.dropFirst()) { #expect(abs(b.frame.minY - a.frame.maxY - 10) < 1e-6) }
        #expect(abs(scroll.contentSize.height - rows.last!.frame.maxY) < 1e-6)
        #expect(scroll.contentSize.width == 400)
        #expect(log.messages.isEmpty)
    }

    @Test func axisChangeSwapsTheConstraint() {
        let fixture = Fixture(rows: 12)
        let (rows, scroll, window, log) = (fixture.rows, fixture.scroll, fixture.window, fixture.log)

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

    /// An axis change removes the stack's constraints and then adds the new ones, which name
    /// the same rows' variables: the solver keeps the records of variables left unnamed until
    /// values are next written, so the new constraints find them (a counted, not timed, check:
    /// freeing and making them again was two records per row).
    @Test func anAxisChangeMakesNoVariableRecordsAgain() {
        let fixture = Fixture(rows: 200)
        let engine = fixture.window.layoutEngine
        let before = engine.solverRecordsMade
        fixture.scroll.axis = .horizontal
        fixture.window.layout()
        fixture.scroll.axis = .vertical
        fixture.window.layout()
        #expect(engine.solverRecordsMade - before <= 8, "\(engine.solverRecordsMade - before) records made")
        #expect(fixture.log.messages.isEmpty)
    }

    /// The stack's table owns its constraints by hand (one retain each): a constraint it
    /// replaces (a new axis, a row taken out) is freed then or reused as one of the new ones,
    /// and the rest go with the stack.
    @Test func generatedConstraintsAreFreedOrReusedWhenReplacedAndFreedWithTheStack() {
        weak var replacedByTheAxis: LayoutConstraint?
        weak var replacedByTheDiff: LayoutConstraint?
        weak var kept: LayoutConstraint?
        func isFreedOrCurrent(_ constraint: LayoutConstraint?, in stack: StackView) -> Bool {
            guard let constraint else { return true }
            return constraint.isActive && stack.generatedConstraints.contains { $0 === constraint }
        }
        do {
            let fixture = Fixture(rows: 4)
            let stack = fixture.scroll.stackView
            replacedByTheAxis = stack.generatedConstraints.first
            fixture.scroll.axis = .horizontal
            fixture.window.layout()
            #expect(isFreedOrCurrent(replacedByTheAxis, in: stack))

            let leaving = fixture.rows[3]
            replacedByTheDiff = stack.generatedConstraints.first {
                $0.firstItem === leaving || $0.secondItem === leaving
            }
            #expect(replacedByTheDiff != nil)
            fixture.scroll.removeArrangedSubview(leaving)
            leaving.removeFromSuperview()
            fixture.window.layout()
            #expect(isFreedOrCurrent(replacedByTheDiff, in: stack))
            #expect(replacedByTheDiff.map { $0.firstItem !== leaving && $0.secondItem !== leaving } ?? true)

            kept = stack.generatedConstraints.first
            #expect(kept?.isActive == true)
        }
        #expect(kept == nil)
    }

    /// A new axis keeps the rows' constraints with each other (spacing, alignment, ambiguity
    /// suppression): the same objects, active throughout, now naming the other axis's
    /// attributes, exactly as a fresh stack along that axis names them. Only the constraints
    /// with the stack itself are replaced.
    @Test func anAxisChangeKeepsTheRowsConstraintsWithEachOther() {
        for alignment in [StackView.Alignment.fill, .center, .leading] {
            let fixture = Fixture(rows: 5)
            let stack = fixture.scroll.stackView
            stack.alignment = alignment
            fixture.window.layout()
            let rows = Set(fixture.rows.map(ObjectIdentifier.init))
            func namesRowsOnly(_ constraint: LayoutConstraint) -> Bool {
                rows.contains(ObjectIdentifier(constraint.firstItem!))
                    && (constraint.secondItem.map { rows.contains(ObjectIdentifier($0)) } ?? true)
            }
            let before = stack.generatedConstraints
            let among = before.filter(namesRowsOnly)
            let withStack = before.filter { !namesRowsOnly($0) }
            #expect(!among.isEmpty && !withStack.isEmpty)
            fixture.scroll.axis = .horizontal
            fixture.window.layout()
            #expect(stack.axisExchangeCount == 1, "\(alignment)")

            for constraint in among {
                #expect(constraint.isActive && stack.generatedConstraints.contains { $0 === constraint })
            }
            for constraint in withStack where !stack.generatedConstraints.contains(where: { $0 === constraint }) {
                #expect(!constraint.isActive)
            }
            let fresh = Fixture(rows: 5, axis: .horizontal)
            fresh.scroll.stackView.alignment = alignment
            fresh.window.layout()
            Self.expect(fixture, toMatch: fresh)
        }
    }

    /// When a constraint of the app's own names a row, the rows cannot exchange their axes: the
    /// stack's constraints are replaced instead. The new ones reuse the old objects, each made
    /// exactly as a fresh one is (priorities, identifiers and all), except those someone else
    /// holds: those stay as they were, inactive.
    @Test func anAxisChangeReusesOnlyTheConstraintsNoOneHolds() {
        for alignment in [StackView.Alignment.fill, .center, .leading] {
            let fixture = Fixture(rows: 5)
            let stack = fixture.scroll.stackView
            stack.alignment = alignment
            let own = fixture.rows[2].heightAnchor.constraint(greaterThanOrEqualToConstant: 1)
            own.isActive = true
            fixture.window.layout()
            let held = Array(stack.generatedConstraints.prefix(3))
            let heldDescriptions = held.map(\.description)
            // The others, watched without being held: the new axis makes as many constraints.
            let watched = stack.generatedConstraints.dropFirst(3).map { WeakConstraint(constraint: $0) }
            fixture.scroll.axis = .horizontal
            fixture.window.layout()
            #expect(stack.axisExchangeCount == 0)

            let reused = watched.compactMap(\.constraint)
            #expect(reused.count == watched.count, "\(watched.count - reused.count) freed instead of reused")
            #expect(reused.allSatisfy { old in stack.generatedConstraints.contains { $0 === old } })

            for (constraint, description) in zip(held, heldDescriptions) {
                #expect(!constraint.isActive)
                #expect(constraint.description == description.replacing("(active)", with: "(inactive)"))
            }
            let current = stack.generatedConstraints
            #expect(!current.contains { constraint in held.contains { $0 === constraint } })

            let fresh = Fixture(rows: 5, axis: .horizontal)
            fresh.scroll.stackView.alignment = alignment
            fresh.rows[2].heightAnchor.constraint(greaterThanOrEqualToConstant: 1).isActive = true
            fresh.window.layout()
            Self.expect(fixture, toMatch: fresh)
        }
    }

    /// The stack of `fixture` has the constraints of the stack of `fresh` (the two differ by
    /// name only), its rows the same frames, and nothing was logged.
    static func expect(_ fixture: Fixture, toMatch fresh: Fixture, sourceLocation: SourceLocation = #_sourceLocation) {
        func descriptions(of stack: StackView) -> [String] {
            stack.generatedConstraints.map { $0.description.replacing(stack.name, with: "stack") }.sorted()
        }
        #expect(
            descriptions(of: fixture.scroll.stackView) == descriptions(of: fresh.scroll.stackView),
            sourceLocation: sourceLocation)
        for (row, reference) in zip(fixture.rows, fresh.rows) {
            #expect(row.frame == reference.frame, "\(row.id!)", sourceLocation: sourceLocation)
            #expect(row.layoutFrame == reference.layoutFrame, "\(row.id!)", sourceLocation: sourceLocation)
        }
        #expect(fixture.log.messages.isEmpty, sourceLocation: sourceLocation)
    }

    /// An axis change still waiting for a layout when the stack leaves its window is made in
    /// the window the stack joins next (the update goes with the stack, not lost with the old
    /// tree's queue, and the old axis's spare constraints with it).
    @Test func anAxisChangePendingWhenTheStackLeavesIsMadeWhereItGoes() {
        let fixture = Fixture(rows: 4)
        let (rows, scroll) = (fixture.rows, fixture.scroll)
        scroll.axis = .horizontal
        scroll.removeFromSuperview()
        fixture.window.layout()
        // The rows have exchanged their axes; the update that connects them to the stack again
        // (and lets go of the pin that holds their cross size meanwhile) has not run.
        #expect(scroll.stackView.axisExchangePin?.isActive == true)

        let window = host(scroll)
        #expect(scroll.stackView.axisExchangePin == nil)
        #expect(!scroll.stackView.generatedConstraints.isEmpty)
        #expect(scroll.stackView.spareConstraints.isEmpty)
        for row in rows { #expect(abs(row.frame.height - 600) < 1e-6, "\(row.id!) \(row.frame)") }
        for (a, b) in zip(rows, rows.dropFirst()) { #expect(abs(b.frame.minX - a.frame.maxX - 10) < 1e-6) }
        #expect(abs(scroll.contentSize.width - rows.last!.frame.maxX) < 1e-6)
        #expect(window.layoutEngine.statistics.constraints > 0)
    }

    /// A constraint watched without being kept alive.
    struct WeakConstraint {
        weak var constraint: LayoutConstraint?
    }

    /// After many rows have been taken out and put back, the installation orders of a stack's
    /// constraints are far apart (each update installs the new ones after all the others), and
    /// the axis change orders them for removal by sorting instead of placing each at its order:
    /// every old constraint must still go. (A constraint of the app's own on a row keeps the
    /// rows from exchanging their axes, so the stack's constraints are all replaced.)
    @Test func anAxisChangeAfterMuchChurnTakesEveryOldConstraintDown() {
        let fixture = Fixture(rows: 6)
        let (rows, scroll, window, log) = (fixture.rows, fixture.scroll, fixture.window, fixture.log)
        rows[0].widthAnchor.constraint(greaterThanOrEqualToConstant: 1).isActive = true
        for round in 0..<20 {
            let row = rows[1 + round % 4]
            scroll.removeArrangedSubview(row)
            window.layout()
            scroll.insertArrangedSubview(row, at: 1 + round % 4)
            window.layout()
        }
        scroll.axis = .horizontal
        window.layout()
        #expect(scroll.stackView.sortedRemovalCount == 1)

        let fresh = Fixture(rows: 6, axis: .horizontal)
        fresh.rows[0].widthAnchor.constraint(greaterThanOrEqualToConstant: 1).isActive = true
        fresh.window.layout()
        #expect(window.layoutEngine.statistics.constraints == fresh.window.layoutEngine.statistics.constraints)
        for (row, reference) in zip(rows, fresh.rows) { #expect(row.frame == reference.frame, "\(row.id!)") }
        #expect(log.messages.isEmpty)
    }

    /// Every row aligns to the first one, whose size expands the container chain (window, safe
    /// area, scroll view, stack): each row's cells hold that chain's ten markers as one group,
    /// along either axis. Counted, not timed: the rows' length is what every change to them costs.
    @Test func theRowsHoldTheContainerChainInOneCell() {
        let rows = 100
        let fixture = Fixture(rows: rows)
        let (scroll, window) = (fixture.scroll, fixture.window)
        for axis in [Axis.horizontal, .vertical] {
            scroll.axis = axis
            window.layout()
            let cells = window.layoutEngine.statistics.tableauCells
            // With the markers one by one, a row and its content size's error row took 21 to 23.
            #expect(cells <= 12 * rows, "\(axis): \(cells) cells for \(rows) rows")
        }
        #expect(fixture.log.messages.isEmpty)
    }

    /// A row's intrinsic length along the stack's axis holds whatever else does (nothing else
    /// sets it): the solver keeps it as a definition, not as a tableau row with two error
    /// symbols in the objective. Only the cross size, which the stack's alignment overrides,
    /// takes a row and its errors. Counted: each row took 3 tableau rows and 5 objective cells
    /// (its errors, and the markers of its alignment that the cross size's row holds).
    @Test func aRowsLengthAlongTheAxisTakesNoTableauRow() {
        let rows = 100
        for axis in [Axis.vertical, .horizontal] {
            let fixture = Fixture(rows: rows, axis: axis)
            let fresh = fixture.window.layoutEngine.statistics
            #expect(fresh.tableauRows <= 2 * rows + 10, "\(axis): \(fresh)")
            #expect(fresh.objectiveCells <= 3 * rows + 20, "\(axis): \(fresh)")
            fixture.scroll.axis = axis == .vertical ? .horizontal : .vertical
            fixture.window.layout()
            let toggled = fixture.window.layoutEngine.statistics
            #expect(toggled.tableauRows <= 2 * rows + 10, "\(axis), toggled: \(toggled)")
            #expect(toggled.objectiveCells <= 3 * rows + 20, "\(axis), toggled: \(toggled)")
            #expect(fixture.log.messages.isEmpty)
        }
    }

    /// Switching the axis must not leave the solver denser than building the stack along the
    /// new axis would: the fill-in of a bad order of changes (the viewport pin added while the
    /// rows still ran along the old axis) took 8 s at 1000 rows.
    @Test func anAxisChangeLeavesTheSolverAsSparseAsAFreshBuild() {
        let toggledFixture = Fixture(rows: 120)
        let (toggled, scroll) = (toggledFixture.window, toggledFixture.scroll)
        let workBefore = toggled.layoutEngine.solverWork
        scroll.axis = .horizontal
        toggled.layout()
        let toggleWork = toggled.layoutEngine.solverWork - workBefore
        let freshFixture = Fixture(rows: 120, axis: .horizontal)
        let fresh = freshFixture.window

        let after = toggled.layoutEngine.statistics
        let reference = fresh.layoutEngine.statistics
        #expect(after.constraints == reference.constraints)
        #expect(after.tableauCells <= reference.tableauCells * 3 / 2, "\(after) vs a fresh build's \(reference)")
        // The rows exchange their axes and keep their rows in the tableau: the solver writes
        // less than a cell per row (taking the stack's constraints down and building anew wrote
        // about 66 per row, and a first exchange that took the rows' groups of markers apart 25).
        #expect(scroll.stackView.axisExchangeCount == 1)
        #expect(toggleWork < 120, "toggle \(toggleWork) cells vs a fresh build's \(fresh.layoutEngine.solverWork)")
        #expect(abs(scroll.contentSize.width - freshFixture.scroll.contentSize.width) < 1e-6)
    }
}
