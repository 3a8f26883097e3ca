import Geometry
import Layout
import TestSupport
import Testing

@MainActor
@Suite("Item trees")
struct TreeTests {
    @Test func aSubtreeBuiltAloneJoinsItsNewParentsEngine() {
        let fixture = Fixture()
        let card = TestItem("card")
        let title = TestItem("title", size: Size(width: 80, height: 20))
        card.addLayoutGuideLikeChild(title)
        LayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 8),
            title.topAnchor.constraint(equalTo: card.topAnchor, constant: 8),
        ])

        fixture.root.addLayoutGuideLikeChild(card)
        LayoutConstraint.activate([
            card.leftAnchor.constraint(equalTo: fixture.root.leftAnchor, constant: 10),
            card.topAnchor.constraint(equalTo: fixture.root.topAnchor, constant: 10),
            card.widthAnchor.constraint(equalToConstant: 200), card.heightAnchor.constraint(equalToConstant: 100),
        ])
        fixture.layout()

        expectFrame(title, 18, 18, 80, 20)
        #expect(title.layoutEngine === fixture.root.layoutEngine)
    }

    @Test func removingASubtreeDropsOnlyTheConstraintsThatLeaveIt() {
        let fixture = Fixture()
        let card = fixture.item("card")
        let title = fixture.item("title", size: Size(width: 80, height: 20), in: card)
        let inner = title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 8)
        let outer = card.leftAnchor.constraint(equalTo: fixture.root.leftAnchor, constant: 10)
        LayoutConstraint.activate([inner, outer])
        fixture.layout()

        card.removeFromParentItem()

        #expect(inner.isActive && !outer.isActive)
        #expect(card.layoutEngine.activeConstraints.contains { $0 === inner })
        #expect(!fixture.root.layoutEngine.activeConstraints.contains { $0 === inner || $0 === outer })
    }
}
