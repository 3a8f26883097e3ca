import CairoRendering
import Geometry
import Testing
import Views

@testable import DemoKit

/// Scene layouts asserted through relationships, with real (Pango) text measurement, so the
/// checks hold whatever the font's exact metrics.
@MainActor
@Suite("Demo scenes")
struct SceneTests {
    init() {
        TextSystem.measurer = PangoTextMeasurer()
    }

    func labels(_ scene: Scene) -> [Label] {
        (1...).lazy.map { scene.window.view(withID: "label-\($0)") as? Label }.prefix { $0 != nil }.map { $0! }
    }

    @Test func labelsSpanTheWidthTenApart() {
        let scene = Scene.make(.labels, size: Size(width: 400, height: 600))
        let rows = labels(scene)
        let scroll = scene.mainScrollView

        #expect(rows.count == 29)
        #expect(rows[0].text == "Hello, this is label nº 1" && rows[28].text == "Hello, this is label nº 29")
        for row in rows { #expect(row.frame.width == scroll.bounds.width && row.frame.height > 10) }
        for (a, b) in zip(rows, rows.dropFirst()) { #expect(abs(b.frame.minY - a.frame.maxY - 10) < 1e-9) }
        #expect(abs(scroll.contentSize.height - rows.last!.frame.maxY) < 1e-9)
        #expect(scroll.contentSize.width == 400)
    }

    @Test func theAxisToggleLaysTheSameRowsOutAcross() {
        let scene = Scene.make(.labels, size: Size(width: 400, height: 600))
        let scroll = scene.mainScrollView as! ScrollingStackView

        scroll.axis = .horizontal
        scene.window.layout()

        let rows = labels(scene)
        for row in rows { #expect(row.frame.height == 600) }
        for (a, b) in zip(rows, rows.dropFirst()) { #expect(abs(b.frame.minX - a.frame.maxX - 10) < 1e-9) }
        #expect(abs(scroll.contentSize.width - rows.last!.frame.maxX) < 1e-9)
        #expect(scroll.contentSize.height == 600)
        #expect(scroll.isScrollable(.horizontal) && scroll.offsetRange.maxY == 0)
    }

    @Test func hidingALabelRemovesItsHeightAndOneSpacing() {
        let scene = Scene.make(.labels, size: Size(width: 400, height: 600))
        let rows = labels(scene)
        let height = scene.mainScrollView.contentSize.height
        let hidden = rows[4].frame.height
        let below = rows[5].frame.minY

        rows[4].isHidden = true
        scene.window.layout()

        #expect(abs(scene.mainScrollView.contentSize.height - (height - hidden - 10)) < 1e-9)
        #expect(abs(rows[5].frame.minY - (below - hidden - 10)) < 1e-9)
    }

    @Test func rowsCountAndStartingAxisComeFromTheOptions() {
        var options = SceneOptions()
        options.rows = 1000
        options.axis = .horizontal
        let scene = Scene.make(.labels, size: Size(width: 400, height: 600), options: options)

        #expect(labels(scene).count == 1000)
        #expect((scene.mainScrollView as! ScrollingStackView).axis == .horizontal)
        #expect(labels(scene)[999].frame.maxX == scene.mainScrollView.contentSize.width)
    }

    @Test func theProfileScreenHasItsHeaderButtonsAndAFloatingSettingsButton() {
        let scene = Scene.make(.profile, size: Size(width: 400, height: 600))
        let window = scene.window
        let scroll = scene.mainScrollView
        let header = window.view(withID: "header")!
        let settings = window.view(withID: "settings")!
        let buttonStack = window.view(withID: "button-stack") as! StackView

        #expect(header.frame.height == 360)
        #expect(buttonStack.arrangedSubviews.compactMap { ($0 as? Button)?.title } == Scene.profileButtons)
        #expect(scroll.frame == Rect(x: 0, y: 0, width: 400, height: 600))  // placed by its frame layout guide
        let content = Rect(origin: .zero, size: scroll.contentSize)
        #expect(settings.superview === scroll)
        var ancestor = settings.superview
        while let view = ancestor {
            #expect(!(view is StackView))
            ancestor = view.superview
        }
        #expect(content.minX <= settings.frame.minX && settings.frame.maxX <= content.maxX)
        #expect(settings.frame.maxY <= content.maxY && content.maxY - settings.frame.maxY < 40)
        #expect(content.maxX - settings.frame.maxX < 40 && settings.frame.minX > content.midX)
    }

    @Test func theThreeScrollCasesScrollWhereTheyShould() {
        let size = Size(width: 400, height: 600)
        let vertical = Scene.make(.vertical, size: size).mainScrollView
        let horizontal = Scene.make(.horizontal, size: size).mainScrollView
        let both = Scene.make(.both, size: size).mainScrollView

        #expect(vertical.contentSize.width == 400 && vertical.contentSize.height > 600)
        #expect(horizontal.contentSize.height == 600 && horizontal.contentSize.width > 400)
        #expect(both.contentSize == Size(width: 1200, height: 1600))
        #expect(vertical.isScrollable(.vertical) && vertical.offsetRange.maxX == 0)
        #expect(horizontal.isScrollable(.horizontal) && horizontal.offsetRange.maxY == 0)
        #expect(both.offsetRange.maxX == 800 && both.offsetRange.maxY == 1000)
    }

    @Test func smartSpacersAndCustomSpacingAgreeUntilARowHides() {
        let scene = Scene.make(.spacers, size: Size(width: 400, height: 600))
        func row(_ kind: String, _ n: Int) -> View { scene.window.view(withID: "\(kind)-row-\(n)")! }
        for n in 1..<Scene.spacerSizes.count {
            let smartGap = row("smart", n + 1).frame.minY - row("smart", n).frame.maxY
            let customGap = row("custom", n + 1).frame.minY - row("custom", n).frame.maxY
            #expect(smartGap == Scene.spacerSizes[n - 1] && customGap == smartGap)
        }

        row("smart", 3).isHidden = true
        row("custom", 3).isHidden = true
        scene.window.layout()

        let spacer = scene.window.view(withID: "smart-row-3-spacer")!
        #expect(spacer.isHidden)
        // The smart spacer leaves row 2's own gap; custom spacing keeps half of each, as UIKit does.
        #expect(row("smart", 4).frame.minY - row("smart", 2).frame.maxY == Scene.spacerSizes[1])
        #expect(
            row("custom", 4).frame.minY - row("custom", 2).frame.maxY == (Scene.spacerSizes[1] + Scene.spacerSizes[2])
                / 2)
    }
}
