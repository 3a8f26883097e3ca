import Cassowary
import Geometry
import Layout
import TestSupport
import Testing

@MainActor
@Suite("Item trees")
struct TreeTests {
    /// An item made before layout may get the address of a queued one that was freed: it is
    /// measured all the same (the engine knows queued items by their references, which the
    /// queue keeps allocated, not by addresses). The allocator hands a freed block of the same
    /// size back first, so rounds where the address is reused come up at once.
    @Test func anItemMadeWhereAFreedQueuedOneWasIsStillMeasured() {
        let fixture = Fixture()
        fixture.layout()
        for round in 0..<8 {
            do {
                let gone = fixture.item("gone", size: Size(width: 10, height: 10))
                gone.removeFromParentItem()
            }
            let item = fixture.item("item-\(round)", size: Size(width: 30, height: 20))
            fixture.layout()
            #expect(item.layoutFrame.size == Size(width: 30, height: 20), "round \(round)")
        }
    }

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

    /// A constraint's solver terms refer to its items' variables without keeping them alive:
    /// they exist while the solver holds the constraint (which keeps the variables alive), and
    /// are made again from the items when it goes back in.
    @Test func aDeactivatedConstraintHoldsNoSolverTerms() {
        let fixture = Fixture()
        let box = fixture.item("box")
        let width = box.widthAnchor.constraint(equalToConstant: 50)
        width.isActive = true
        fixture.layout()
        #expect(width.expression.terms.map(\.variable.name) == ["box.width"])
        width.isActive = false
        #expect(width.expression.terms.isEmpty)
        width.constant = 70
        width.isActive = true
        fixture.layout()
        #expect(width.expression.terms.map(\.variable.name) == ["box.width"])
        #expect(box.layoutFrame.width == 70)
    }

    /// An item's variables are named after it through the one reference they share (`item`
    /// when it has no name, or once it is gone); a variable made with a name keeps its own.
    @Test func variablesAreNamedAfterTheirItem() {
        var box: LayoutItem? = LayoutItem(name: "box")
        let unnamed = LayoutItem()
        let names = [box!.variables.left, box!.variables.top, box!.variables.width, box!.variables.height].map(\.name)
        #expect(names == ["box.left", "box.top", "box.width", "box.height"])
        #expect(unnamed.variables.height.name == "item.height")
        let top = box!.variables.top
        box = nil
        #expect(top.name == "item.top")
        #expect(Variable("x").name == "x" && Variable().name.isEmpty)
    }

    /// An item's four variables are parts of one group. Exchanging its axes (a stack's new axis)
    /// gives the left variable the top's role and keeps each role's last value; the variables'
    /// names follow their roles, also once the item is gone.
    @Test func exchangedVariablesAreNamedAfterTheirNewRoles() {
        var box: LayoutItem? = LayoutItem(name: "box")
        let engine = box!.layoutEngine
        let before = box!.variables
        #expect(before.left.group === before.height.group && before.left != before.top)
        before.left.value = 1
        before.top.value = 2
        before.width.value = 3
        before.height.value = 4
        engine.exchangeAxisVariables(of: [box!])
        let after = box!.variables
        #expect(after.left == before.top && after.top == before.left)
        #expect(after.width == before.height && after.height == before.width)
        #expect(box!.layoutFrame == Rect(x: 1, y: 2, width: 3, height: 4))
        #expect(
            [before.left, before.top, before.width, before.height].map(\.name) == [
                "box.top", "box.left", "box.height", "box.width",
            ])
        box = nil
        #expect(before.left.name == "item.top" && before.width.name == "item.height")
    }

    /// A constraint kept after its tree (items, engine and solver) is gone holds no terms that
    /// would point at the freed variables.
    @Test func aConstraintOutlivingItsTreeHoldsNoSolverTerms() {
        var width: LayoutConstraint?
        do {
            let fixture = Fixture()
            let box = fixture.item("box")
            width = box.widthAnchor.constraint(equalToConstant: 50)
            width?.isActive = true
            fixture.layout()
            #expect(width?.expression.terms.count == 1)
        }
        #expect(width?.firstItem == nil)
        #expect(width?.expression.terms.isEmpty == true)
    }
}
