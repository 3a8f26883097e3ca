import Geometry
import Layout
import TestSupport
import Testing

@MainActor
@Suite("Intrinsic content size")
struct IntrinsicSizeTests {
    /// Two items side by side in a row of `width`, their edges pinned to the row's.
    func row(width: Double, _ a: TestItem, _ b: TestItem, in fixture: Fixture) {
        let root = fixture.root
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.trailingAnchor.constraint(equalTo: root.leadingAnchor, constant: width),
            a.topAnchor.constraint(equalTo: root.topAnchor),
            b.topAnchor.constraint(equalTo: root.topAnchor),
        ])
    }

    /// A 66 × 20 item at the root's top left corner, laid out once.
    func pinnedLabel(in fixture: Fixture) -> TestItem {
        let label = fixture.item("label", size: Size(width: 66, height: 20))
        LayoutConstraint.activate([
            label.leftAnchor.constraint(equalTo: fixture.root.leftAnchor),
            label.topAnchor.constraint(equalTo: fixture.root.topAnchor),
        ])
        fixture.layout()
        return label
    }

    @Test func anItemTakesItsIntrinsicSize() {
        let fixture = Fixture()
        let label = fixture.item("label", size: Size(width: 66, height: 20))
        LayoutConstraint.activate([
            label.leftAnchor.constraint(equalTo: fixture.root.leftAnchor, constant: 5),
            label.topAnchor.constraint(equalTo: fixture.root.topAnchor, constant: 5),
        ])

        fixture.layout()

        expectFrame(label, 5, 5, 66, 20)
        #expect(label.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(label.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
    }

    /// As UIKit's content-size constraints: one per axis, `size == intrinsic` with hugging above
    /// and compression resistance below, unless one of them is required.
    @Test func eachAxisIsOneConstraintUnlessAPriorityIsRequired() {
        let fixture = Fixture()
        let label = pinnedLabel(in: fixture)
        let constraints = fixture.root.layoutEngine.statistics.constraints
        let notes = fixture.root.layoutEngine.activeConstraints.map(\.description).filter { $0.contains("Hug") }
        #expect(notes.count == 2)
        #expect(notes.allSatisfy { $0.contains("== ") && $0.contains("Hug:250 CompressionResistance:750") })

        label.setContentHuggingPriority(.required, for: .horizontal)
        fixture.layout()

        expectFrame(label, 0, 0, 66, 20)
        #expect(fixture.root.layoutEngine.statistics.constraints == constraints + 1)

        label.setContentHuggingPriority(.defaultLow, for: .horizontal)
        fixture.layout()

        #expect(fixture.root.layoutEngine.statistics.constraints == constraints)
    }

    /// Required hugging and compression resistance on both axes: four content-size constraints,
    /// more than an item keeps inline, each edited in place when the size changes and each gone
    /// when the priorities are optional again.
    @Test func fourContentSizeConstraintsAreEditedAndRemovedLikeTwo() {
        let fixture = Fixture()
        let label = pinnedLabel(in: fixture)
        let constraints = fixture.root.layoutEngine.statistics.constraints
        for axis in Axis.allCases {
            label.setContentHuggingPriority(.required, for: axis)
            label.setContentCompressionResistancePriority(.required, for: axis)
        }
        fixture.layout()
        #expect(fixture.root.layoutEngine.statistics.constraints == constraints + 2)

        label.size = Size(width: 90, height: 30)
        fixture.layout()

        expectFrame(label, 0, 0, 90, 30)
        #expect(fixture.root.layoutEngine.statistics.constraints == constraints + 2)
        #expect(fixture.messages.isEmpty)

        for axis in Axis.allCases {
            label.setContentHuggingPriority(.defaultLow, for: axis)
            label.setContentCompressionResistancePriority(.defaultHigh, for: axis)
        }
        label.size = Size(width: 70, height: 22)
        fixture.layout()

        expectFrame(label, 0, 0, 70, 22)
        #expect(fixture.root.layoutEngine.statistics.constraints == constraints)
        #expect(fixture.messages.isEmpty)
    }

    @Test func theLowerHuggingPriorityStretches() {
        let fixture = Fixture()
        let a = fixture.item("a", size: Size(width: 100, height: 20))
        let b = fixture.item("b", size: Size(width: 100, height: 20))
        a.setContentHuggingPriority(251, for: .horizontal)
        row(width: 300, a, b, in: fixture)

        fixture.layout()

        expectFrame(a, 0, 0, 100, 20)
        expectFrame(b, 100, 0, 200, 20)
    }

    @Test func theLowerCompressionResistanceShrinks() {
        let fixture = Fixture()
        let a = fixture.item("a", size: Size(width: 200, height: 20))
        let b = fixture.item("b", size: Size(width: 200, height: 20))
        b.setContentCompressionResistancePriority(751, for: .horizontal)
        row(width: 300, a, b, in: fixture)

        fixture.layout()

        expectFrame(a, 0, 0, 100, 20)
        expectFrame(b, 100, 0, 200, 20)
    }

    @Test func invalidatingTheSizeEditsTheExistingConstraints() {
        let fixture = Fixture()
        let label = pinnedLabel(in: fixture)
        let before = fixture.root.layoutEngine.statistics

        label.size = Size(width: 120, height: 24)
        fixture.layout()

        expectFrame(label, 0, 0, 120, 24)
        #expect(fixture.root.layoutEngine.statistics.constraints == before.constraints)
    }

    @Test func anAxisWithoutIntrinsicSizeGetsNoConstraints() {
        let fixture = Fixture()
        let spacer = fixture.item("spacer", size: Size(width: LayoutItem.noIntrinsicMetric, height: 30))
        LayoutConstraint.activate([
            spacer.leftAnchor.constraint(equalTo: fixture.root.leftAnchor),
            spacer.rightAnchor.constraint(equalTo: fixture.root.rightAnchor),
            spacer.topAnchor.constraint(equalTo: fixture.root.topAnchor),
        ])

        fixture.layout()

        expectFrame(spacer, 0, 0, 400, 30)
        // The root's frame, the three above, and one content-size constraint for the height.
        #expect(fixture.root.layoutEngine.statistics.constraints == 4 + 3 + 1)
    }

    @Test func requiredHuggingBecomesARequiredConstraint() {
        let fixture = Fixture()
        let a = fixture.item("a", size: Size(width: 100, height: 20))
        let b = fixture.item("b", size: Size(width: 100, height: 20))
        row(width: 300, a, b, in: fixture)
        fixture.layout()

        b.setContentHuggingPriority(.required, for: .horizontal)
        fixture.layout()

        expectFrame(a, 0, 0, 200, 20)
        expectFrame(b, 200, 0, 100, 20)
        #expect(fixture.messages.isEmpty)
    }
}
