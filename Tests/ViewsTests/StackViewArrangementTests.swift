import Geometry
import Layout
import TestSupport
import Testing

@testable import Views

/// Arranged subviews inserted, moved and removed, among changes of visibility, spacing and
/// axis: the stack's table of installed constraints follows them (an item's slots move with it).
@MainActor
@Suite("Stack arrangement changes")
struct StackViewArrangementTests {
    /// An arranged row as a fresh stack would be given it.
    struct Row {
        let id: String
        let size: Size
        let baseline: Double
        var isHidden: Bool
        var customSpacing: Double?
    }

    /// A random scrolling stack, in terms a fresh one can be built from.
    struct Model: CustomStringConvertible {
        var rows: [Row] = []
        var axis: Axis
        var spacing: Double
        let distribution: StackView.Distribution
        let alignment: StackView.Alignment
        /// Spacing between baselines, in a vertical stack.
        let isBaselineRelative: Bool
        var madeRows = 0

        init(using random: inout SeededGenerator) {
            axis = Bool.random(using: &random) ? .vertical : .horizontal
            spacing = Double(Int.random(in: 0...12, using: &random))
            // The fill distributions (the ones with local updates) more often.
            distribution = ([.fill, .fillEqually] + StackView.Distribution.allCases).randomElement(using: &random)!
            // Baseline alignment leaves the rows' place across undefined: not compared.
            alignment = [.fill, .leading, .center, .trailing].randomElement(using: &random)!
            isBaselineRelative = Int.random(in: 0..<3, using: &random) == 0
            for _ in 0..<Int.random(in: 1...8, using: &random) { rows.append(makeRow(using: &random)) }
        }

        /// A new row, visible, of a random size.
        mutating func makeRow(using random: inout SeededGenerator) -> Row {
            madeRows += 1
            let size = Size(
                width: Double(Int.random(in: 10...120, using: &random)),
                height: Double(Int.random(in: 10...50, using: &random)))
            let baseline = Double(Int.random(in: 5...Int(size.height), using: &random))
            return Row(id: "row-\(madeRows)", size: size, baseline: baseline, isHidden: false, customSpacing: nil)
        }

        /// A fresh stack of views for `rows`.
        @MainActor
        func make(_ rows: [Row]) -> (ScrollingStackView, [TestView]) {
            let views = rows.map { row in
                let view = Model.makeView(row)
                view.isHidden = row.isHidden
                return view
            }
            let scroll = ScrollingStackView(arrangedSubviews: views, axis: axis)
            configure(scroll, views: views)
            return (scroll, views)
        }

        /// A view for `row`, visible.
        @MainActor
        static func makeView(_ row: Row) -> TestView {
            let view = TestView(row.id, width: row.size.width, height: row.size.height)
            view.baseline = row.baseline
            return view
        }

        /// Sets everything but the axis and the arranged views on `scroll`.
        @MainActor
        func configure(_ scroll: ScrollingStackView, views: [TestView]) {
            scroll.spacing = spacing
            scroll.distribution = distribution
            scroll.alignment = alignment
            scroll.isBaselineRelativeArrangement = isBaselineRelative
            for (row, view) in zip(rows, views) {
                scroll.setCustomSpacing(row.customSpacing ?? StackView.spacingUseDefault, after: view)
            }
        }

        var description: String {
            let rows = rows.map { "\($0.id)\($0.isHidden ? " hidden" : "")\($0.customSpacing.map { " +\($0)" } ?? "")" }
            return
                "\(rows), spacing \(spacing)\(isBaselineRelative ? " baselines" : ""), \(distribution) \(alignment), \(axis)"
        }
    }

    /// After each layout the rows lie where a stack built afresh puts them, each item's slots
    /// hold only constraints that name it, a full rebuild finds nothing to change (the same
    /// constraint objects with the same constants), and nothing is logged.
    @Test func randomArrangementChangesLayOutAsFreshStacksAndKeepItemsInTheirSlots() {
        var random = SeededGenerator(seed: 0xA55E_4B1E)
        var moves = 0
        var removals = 0
        var localUpdates = 0
        for round in 0..<50 {
            var model = Model(using: &random)
            let (scroll, initialViews) = model.make(model.rows)
            var views = Dictionary(uniqueKeysWithValues: initialViews.map { ($0.id!, $0) })
            let window = host(scroll)
            let log = LayoutLog(window.layoutEngine)
            for step in 0..<8 {
                let change = Int.random(in: 0..<12, using: &random)
                let count = model.rows.count
                switch change {
                case 0, 1:
                    let row = model.makeRow(using: &random)
                    let index = Int.random(in: 0...count, using: &random)
                    let view = Model.makeView(row)
                    views[row.id] = view
                    model.rows.insert(row, at: index)
                    scroll.insertArrangedSubview(view, at: index)
                case 2, 3:
                    // Moving an arranged row: out of its place, then in at the index (or the end).
                    let old = Int.random(in: 0..<count, using: &random)
                    let index = Int.random(in: 0..<count, using: &random)
                    let row = model.rows.remove(at: old)
                    model.rows.insert(row, at: min(index, model.rows.count))
                    scroll.insertArrangedSubview(views[row.id]!, at: index)
                    moves += 1
                case 4 where count > 1:
                    let row = model.rows.remove(at: Int.random(in: 0..<count, using: &random))
                    if Bool.random(using: &random) {
                        scroll.removeArrangedSubview(views[row.id]!)
                    } else {
                        views[row.id]!.removeFromSuperview()
                    }
                    removals += 1
                case 5...8:
                    let index = Int.random(in: 0..<count, using: &random)
                    // At least one row stays visible.
                    if model.rows[index].isHidden || model.rows.filter({ !$0.isHidden }).count > 1 {
                        model.rows[index].isHidden.toggle()
                        views[model.rows[index].id]!.isHidden = model.rows[index].isHidden
                    }
                case 9:
                    let index = Int.random(in: 0..<count, using: &random)
                    let spacing = Double(Int.random(in: 0...30, using: &random))
                    model.rows[index].customSpacing = spacing
                    scroll.setCustomSpacing(spacing, after: views[model.rows[index].id]!)
                case 10:
                    model.spacing = Double(Int.random(in: 0...12, using: &random))
                    scroll.spacing = model.spacing
                default:
                    model.axis = model.axis == .vertical ? .horizontal : .vertical
                    scroll.axis = model.axis
                }
                // More changes before a layout, but visibility alone often (a local update).
                if !(5...8).contains(change) && Bool.random(using: &random) && step < 7 { continue }
                window.layout()
                let context = "round \(round) step \(step): \(model)"
                expectFramesOfAFreshStack(scroll, views: views, model: model, context)
                expectSlotsNameTheirItems(scroll.stackView, context)
                expectAFullRebuildChangesNothing(scroll.stackView, in: window, context)
            }
            #expect(log.messages.isEmpty, "round \(round): \(log.messages)")
            localUpdates += scroll.stackView.localUpdateCount
        }
        #expect(
            moves > 40 && removals > 20 && localUpdates > 10,
            "\(moves) moves, \(removals) removals, \(localUpdates) local updates")
    }

    /// Inserting or moving a row replaces only the spacings at its places: its alignment and
    /// every other row's constraints stay the same objects.
    @Test func insertingAndMovingARowReplaceOnlyTheSpacingsAtItsPlaces() {
        let rows = (0..<6).map { TestView("row-\($0)", width: 50, height: 20 + Double($0)) }
        let scroll = ScrollingStackView(arrangedSubviews: rows, axis: .vertical)
        scroll.spacing = 4
        let window = host(scroll)
        let stack = scroll.stackView
        var held = stack.generatedConstraints  // so no new constraint reuses an address
        func change(_ body: () -> Void) -> (added: Int, removed: Int) {
            let before = Set(stack.generatedConstraints.map(ObjectIdentifier.init))
            body()
            window.layout()
            let after = Set(stack.generatedConstraints.map(ObjectIdentifier.init))
            held += stack.generatedConstraints
            return (after.subtracting(before).count, before.subtracting(after).count)
        }

        // 0 3 1 2 4 5: new spacings after 0, 3 and 2 for those after 0, 2 and 3.
        let moved = change { scroll.insertArrangedSubview(rows[3], at: 1) }
        #expect(moved == (3, 3))
        // 0 3 new 1 2 4 5: its spacing and alignment (two edges), and the spacing after it.
        let inserted = change { scroll.insertArrangedSubview(TestView("new", width: 50, height: 9), at: 2) }
        #expect(inserted == (4, 1))
        #expect(rows[1].frame.minY == rows[3].frame.maxY + 4 + 9 + 4)
        withExtendedLifetime(held) {}
    }

    private func expectFramesOfAFreshStack(
        _ scroll: ScrollingStackView, views: [String: TestView], model: Model, _ context: String
    ) {
        #expect(scroll.arrangedSubviews.map(\.id) == model.rows.map(\.id), "\(context)")
        let (fresh, freshViews) = model.make(model.rows)
        let freshWindow = host(fresh)
        for (row, reference) in zip(model.rows, freshViews) {
            let (frame, expected) = (views[row.id]!.frame, reference.frame)
            #expect(
                abs(frame.minX - expected.minX) + abs(frame.minY - expected.minY)
                    + abs(frame.width - expected.width) + abs(frame.height - expected.height) < 1e-6,
                "\(context): \(row.id) \(frame) vs \(expected)")
        }
        withExtendedLifetime(freshWindow) {}
    }

    /// Each item has its slots, and each slot's constraint names the item it belongs to.
    private func expectSlotsNameTheirItems(_ stack: StackView, _ context: String) {
        let slots = stack.installed.slots
        #expect(slots.count == ConstraintSpec.Slot.perItem * stack.arrangedSubviews.count, "\(context)")
        for (index, entry) in slots.enumerated() {
            guard let constraint = entry?.constraint, index / ConstraintSpec.Slot.perItem < stack.arrangedSubviews.count
            else { continue }
            let item = stack.arrangedSubviews[index / ConstraintSpec.Slot.perItem]
            #expect(
                constraint.firstItem === item || constraint.secondItem === item,
                "\(context): slot \(index) holds \(constraint)")
        }
    }

    private func expectAFullRebuildChangesNothing(_ stack: StackView, in window: Window, _ context: String) {
        func snapshot() -> [ObjectIdentifier: Double] {
            Dictionary(uniqueKeysWithValues: stack.generatedConstraints.map { (ObjectIdentifier($0), $0.constant) })
        }
        let held = stack.generatedConstraints  // so no new constraint reuses an address
        let before = snapshot()
        stack.setNeedsFullUpdate()
        window.layout()
        #expect(snapshot() == before, "\(context): a full rebuild changed constraints")
        withExtendedLifetime(held) {}
    }
}
