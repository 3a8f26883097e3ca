import Foundation
import Geometry
import Layout
import TestSupport
import Testing

@MainActor
@Suite("Anchors and constraints")
struct AnchorTests {
    @Test func edgesCentresAndDimensions() {
        let fixture = Fixture()
        let root = fixture.root
        let box = fixture.item("box")
        let badge = fixture.item("badge")
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            box.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 30),
            box.heightAnchor.constraint(equalTo: box.widthAnchor, multiplier: 0.5, constant: 10),
            badge.centerXAnchor.constraint(equalTo: box.centerXAnchor),
            badge.centerYAnchor.constraint(equalTo: box.bottomAnchor),
            badge.widthAnchor.constraint(equalToConstant: 40),
            badge.heightAnchor.constraint(equalTo: badge.widthAnchor),
        ])

        fixture.layout()

        expectFrame(box, 20, 30, 360, 190)
        expectFrame(badge, 180, 200, 40, 40)
        #expect(fixture.messages.isEmpty)
    }

    /// The gaps on either side of a view, as offsets between anchors, made equal: the view sits
    /// midway between its neighbours. A vertical offset spaces two items.
    @Test func offsetsBetweenAnchorsAreDimensions() {
        let fixture = Fixture()
        let root = fixture.root
        let (left, middle, right) = (fixture.item("left"), fixture.item("middle"), fixture.item("right"))
        LayoutConstraint.activate([
            left.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            left.widthAnchor.constraint(equalToConstant: 50),
            right.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            right.widthAnchor.constraint(equalToConstant: 30),
            middle.widthAnchor.constraint(equalToConstant: 100),
            left.trailingAnchor.anchorWithOffset(to: middle.leadingAnchor).constraint(
                equalTo: middle.trailingAnchor.anchorWithOffset(to: right.leadingAnchor)),
            left.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            left.heightAnchor.constraint(equalToConstant: 20),
            left.bottomAnchor.anchorWithOffset(to: middle.topAnchor).constraint(equalToConstant: 30),
            // Negative while the other anchor comes first.
            right.topAnchor.anchorWithOffset(to: left.topAnchor).constraint(equalToConstant: -5),
        ])
        fixture.layout()

        // Gaps of (400 − 50 − 100 − 30) / 2 = 110 on each side.
        #expect(middle.layoutFrame.minX == 160)
        #expect(middle.layoutFrame.minY == 60)
        #expect(right.layoutFrame.minY == 15)
        #expect(fixture.messages.isEmpty)
    }

    @Test func inequalitiesAndPriorities() {
        let fixture = Fixture()
        let box = fixture.item("box")
        let wish = box.widthAnchor.constraint(equalToConstant: 500)
        wish.priority = .defaultHigh
        let weakerWish = box.widthAnchor.constraint(equalToConstant: 100)
        weakerWish.priority = .defaultLow
        LayoutConstraint.activate([
            box.leftAnchor.constraint(equalTo: fixture.root.leftAnchor),
            box.topAnchor.constraint(equalTo: fixture.root.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 10),
            box.widthAnchor.constraint(lessThanOrEqualTo: fixture.root.widthAnchor, constant: -50),
            box.widthAnchor.constraint(greaterThanOrEqualToConstant: 20),
            wish, weakerWish,
        ])

        fixture.layout()
        let capped = box.layoutFrame.width
        wish.priority = 200  // now below the 250 wish for 100
        fixture.layout()

        #expect(abs(capped - 350) < 1e-6)
        expectFrame(box, 0, 0, 100, 10)
    }

    @Test func newConstraintsAreInactiveWithUIKitDefaults() {
        let fixture = Fixture()
        let constraint = fixture.item("a").widthAnchor.constraint(equalToConstant: 5)

        #expect(!constraint.isActive)
        #expect(constraint.priority == .required)
        #expect(constraint.identifier == nil)
        #expect(constraint.multiplier == 0)
        #expect(fixture.root.layoutEngine.statistics.constraints == 4)  // the root's frame only
    }

    @Test func anIdentifierIsKeptAsSetThroughActivationAndTheSolver() {
        let fixture = Fixture()
        let box = fixture.item("box")
        let width = box.widthAnchor.constraint(equalToConstant: 10)
        width.identifier = ""
        #expect(width.identifier == "")  // empty, not none
        width.identifier = "box-width"
        LayoutConstraint.activate([
            width, box.heightAnchor.constraint(equalToConstant: 10),
            box.leftAnchor.constraint(equalTo: fixture.root.leftAnchor),
            box.topAnchor.constraint(equalTo: fixture.root.topAnchor),
        ])
        fixture.layout()
        #expect(width.identifier == "box-width")
        #expect(width.description.contains("'box-width' box.width == 10.0"))
        width.isActive = false
        width.identifier = nil
        #expect(width.identifier == nil)
        width.isActive = true
        fixture.layout()
        #expect(width.identifier == nil)
        #expect(!width.description.contains("'"))
    }

    @Test func changingAConstantIsAnEditOfTheSameSolverConstraint() {
        let fixture = Fixture()
        let box = fixture.item("box")
        let top = box.topAnchor.constraint(equalTo: fixture.root.topAnchor, constant: 10)
        LayoutConstraint.activate([
            top, box.leftAnchor.constraint(equalTo: fixture.root.leftAnchor),
            box.widthAnchor.constraint(equalToConstant: 10), box.heightAnchor.constraint(equalToConstant: 10),
        ])
        fixture.layout()
        let before = fixture.root.layoutEngine.statistics

        for offset in stride(from: 20.0, through: 200, by: 20) {
            top.constant = offset
            fixture.layout()
            expectFrame(box, 0, offset, 10, 10)
        }

        #expect(fixture.root.layoutEngine.statistics == before)
        #expect(top.isActive)
    }

    @Test func deactivateAndReactivate() {
        let fixture = Fixture()
        let box = fixture.item("box", size: Size(width: 30, height: 30))
        let pin = box.leftAnchor.constraint(equalTo: fixture.root.leftAnchor, constant: 70)
        LayoutConstraint.activate([pin, box.topAnchor.constraint(equalTo: fixture.root.topAnchor)])
        fixture.layout()
        let pinned = box.layoutFrame.minX

        pin.isActive = false
        box.leftAnchor.constraint(equalTo: fixture.root.leftAnchor, constant: 5).isActive = true
        fixture.layout()
        let moved = box.layoutFrame.minX

        #expect(pinned == 70 && moved == 5)
        #expect(!pin.isActive)
    }

    /// Constraints hold their engine unowned: the engine leaves every active one inactive when
    /// its tree goes, so one kept by the app reads inactive instead of pointing at freed memory.
    @Test func aConstraintThatOutlivesItsTreeIsInactive() {
        var kept: LayoutConstraint?
        do {
            let fixture = Fixture()
            let box = fixture.item("box", size: Size(width: 30, height: 30))
            kept = box.leftAnchor.constraint(equalTo: fixture.root.leftAnchor, constant: 7)
            kept!.isActive = true
            fixture.layout()
            #expect(kept!.isActive && box.layoutFrame.minX == 7)
        }
        #expect(kept!.isActive == false)
        #expect(kept!.firstItem == nil)
        kept!.constant = 9  // no engine to tell
    }

    /// Nothing that refers to an item without owning it keeps it alive: its constraints and
    /// their anchors read nil once it is gone, as they would with weak references.
    @Test func constraintsAndAnchorsDoNotKeepTheirItemsAlive() {
        var constraint: LayoutConstraint?
        var anchor: AnyLayoutAnchor?
        weak var gone: LayoutItem?
        do {
            let box = LayoutItem(name: "box")
            let other = LayoutItem(name: "other")
            gone = box
            constraint = box.widthAnchor.constraint(equalTo: other.widthAnchor, multiplier: 2)
            anchor = constraint!.firstAnchor
            #expect(anchor!.item === box && constraint!.secondItem === other)
        }
        #expect(gone == nil)
        #expect(anchor!.item == nil)
        #expect(constraint!.firstItem == nil && constraint!.secondItem == nil)
        #expect(constraint!.firstAnchor.item == nil)
    }

    @Test func itemsWithoutACommonAncestorAreRefused() {
        let fixture = Fixture()
        let stranger = TestItem("stranger")
        let constraint = fixture.root.leftAnchor.constraint(equalTo: stranger.leftAnchor)

        constraint.isActive = true

        #expect(!constraint.isActive)
        #expect(fixture.messages.contains { $0.contains("no common ancestor") })
    }

    @Test func leadingAndLeftCannotBeMixed() {
        let fixture = Fixture()
        let box = fixture.item("box")

        let mixed = box.leadingAnchor.constraint(equalTo: fixture.root.leftAnchor)
        mixed.isActive = true
        let centred = box.centerXAnchor.constraint(equalTo: fixture.root.leadingAnchor)
        centred.isActive = true

        #expect(!mixed.isActive)
        #expect(centred.isActive)
        #expect(fixture.messages.contains { $0.contains("leading/trailing attribute and a right/left attribute") })
    }

    @Test func requiredAndOptionalCannotBeSwappedWhileInstalled() {
        let fixture = Fixture()
        let box = fixture.item("box")
        let width = box.widthAnchor.constraint(equalToConstant: 10)
        width.isActive = true

        width.priority = .defaultHigh
        width.isActive = false
        width.priority = .defaultHigh

        #expect(fixture.messages.contains { $0.contains("Mutating a priority from required to not") })
        #expect(width.priority == .defaultHigh)
    }

    @Test func baselinesAlignText() {
        let fixture = Fixture()
        let big = fixture.item("big", size: Size(width: 50, height: 40))
        big.firstBaselineOffsetFromTop = 30
        big.lastBaselineOffsetFromBottom = 10
        let small = fixture.item("small", size: Size(width: 50, height: 20))
        small.firstBaselineOffsetFromTop = 15
        small.lastBaselineOffsetFromBottom = 5
        LayoutConstraint.activate([
            big.topAnchor.constraint(equalTo: fixture.root.topAnchor, constant: 100),
            big.leftAnchor.constraint(equalTo: fixture.root.leftAnchor),
            small.leftAnchor.constraint(equalTo: big.rightAnchor, constant: 8),
            small.firstBaselineAnchor.constraint(equalTo: big.firstBaselineAnchor),
        ])

        fixture.layout()

        expectFrame(small, 58, 115, 50, 20)
        #expect(abs((small.layoutFrame.maxY - 5) - (big.layoutFrame.maxY - 10)) < 1e-6)  // last baselines agree too
    }

    /// A 50 × 40 item `big` 100 points down, its baseline 30 down, and right of it a 50 × 20
    /// item `small` with no baseline, whose first baseline (its bottom, then) is constrained to
    /// big's, laid out once.
    func smallOnTheBaselineOfBig(in fixture: Fixture) -> (
        big: TestItem, small: TestItem, baseline: LayoutConstraint
    ) {
        let big = fixture.item("big", size: Size(width: 50, height: 40))
        big.firstBaselineOffsetFromTop = 30
        let small = fixture.item("small", size: Size(width: 50, height: 20))
        let baseline = small.firstBaselineAnchor.constraint(equalTo: big.firstBaselineAnchor)
        LayoutConstraint.activate([
            big.topAnchor.constraint(equalTo: fixture.root.topAnchor, constant: 100),
            big.leftAnchor.constraint(equalTo: fixture.root.leftAnchor),
            small.leftAnchor.constraint(equalTo: big.rightAnchor, constant: 8),
            baseline,
        ])
        fixture.layout()
        expectFrame(small, 58, 110, 50, 20)  // no baseline: its bottom on big's baseline
        return (big, small, baseline)
    }

    /// A layout constraint gives the solver its terms whenever the solver reads them, derived
    /// from its items. A first baseline's are its item's top, or its bottom while the item has
    /// no baseline, and an item may gain or lose one while the solver holds the constraint: the
    /// terms must stay those it went in with (debug builds check after each solver operation
    /// that every constraint still names the variables its entry counts), until it goes in again.
    @Test func aBaselineThatComesOrGoesLeavesTheInstalledTermsAlone() {
        let fixture = Fixture()
        let (big, small, baseline) = smallOnTheBaselineOfBig(in: fixture)
        let third = fixture.item("third", size: Size(width: 10, height: 10))

        // Both items change while the solver holds the constraint; more constraints go in and out.
        small.firstBaselineOffsetFromTop = 15
        big.firstBaselineOffsetFromTop = nil
        let placements = [
            third.topAnchor.constraint(equalTo: small.bottomAnchor, constant: 4),
            third.leftAnchor.constraint(equalTo: small.leftAnchor),
        ]
        LayoutConstraint.activate(placements)
        fixture.layout()
        LayoutConstraint.deactivate(placements)
        fixture.layout()
        expectFrame(small, 58, 110, 50, 20)

        // Installed again, it takes the baselines as they are now.
        baseline.isActive = false
        baseline.isActive = true
        fixture.layout()
        expectFrame(small, 58, 125, 50, 20)  // its baseline (15 down) on big's bottom, 140
        #expect(fixture.messages.isEmpty)
    }

    /// A constant edited after the baselines came or went: the constraint holds as the items are
    /// now, as if it had gone in again, not with the new constant against the old edges.
    @Test func aConstantEditedAfterABaselineCameOrWentTakesTheBaselinesAsTheyAre() {
        let fixture = Fixture()
        let (big, small, baseline) = smallOnTheBaselineOfBig(in: fixture)

        small.firstBaselineOffsetFromTop = 15
        big.firstBaselineOffsetFromTop = nil
        baseline.constant = 5
        fixture.layout()

        expectFrame(small, 58, 130, 50, 20)  // its baseline (15 down) 5 below big's bottom, 140
        #expect(fixture.messages.isEmpty)

        // With the baselines as they went in, a constant edit is only an edit.
        baseline.constant = 7
        fixture.layout()
        expectFrame(small, 58, 132, 50, 20)
    }

    /// An x anchor cannot be related to a y anchor: the call must not type-check. The check
    /// compiles a snippet against the built Layout module, next to a control that must compile.
    @Test func mixingAxesDoesNotCompile() throws {
        let good =
            "import Layout\n@MainActor func f(_ a: LayoutItem) { _ = a.leftAnchor.constraint(equalTo: a.rightAnchor) }\n"
        let bad =
            "import Layout\n@MainActor func f(_ a: LayoutItem) { _ = a.leftAnchor.constraint(equalTo: a.topAnchor) }\n"

        let control = try typecheck(good)
        let mixed = try typecheck(bad)

        #expect(control.status == 0, "control snippet failed: \(control.output)")
        #expect(mixed.status != 0)
        #expect(mixed.output.contains("LayoutAnchor<YAxisAnchorKind>"), "\(mixed.output)")
    }

    private func typecheck(_ source: String) throws -> (status: Int32, output: String) {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let modules = root.appendingPathComponent(".build/debug/Modules").path
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("anchor-\(UUID().uuidString).swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc", "-typecheck", "-swift-version", "6", "-I", modules, file.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }
}
