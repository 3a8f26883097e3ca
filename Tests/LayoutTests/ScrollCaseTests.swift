import Geometry
import Layout
import TestSupport
import Testing

/// The three scroll cases (vertical only, horizontal only, both), with plain layout items: a "scroll view" item with
/// a frame guide and a content guide, one content item pinned to the content guide's four edges.
@MainActor
@Suite("Scroll cases with plain items")
struct ScrollCaseTests {
    @MainActor
    struct Scroll {
        let fixture = Fixture(width: 400, height: 600)
        let scroll: TestItem
        let frameGuide = LayoutGuide(identifier: "scroll.frameLayoutGuide")
        let contentGuide = LayoutGuide(identifier: "scroll.contentLayoutGuide")
        let content: TestItem

        init(contentSize: Size) {
            scroll = fixture.item("scroll")
            content = fixture.item("content", size: contentSize, in: scroll)
            scroll.addLayoutGuide(frameGuide)
            scroll.addLayoutGuide(contentGuide)
            let root = fixture.root
            // The frame guide is the viewport; the content guide starts at its origin (offset 0).
            LayoutConstraint.activate(
                scroll.edgeConstraints(equalTo: root) + frameGuide.edgeConstraints(equalTo: scroll) + [
                    contentGuide.leadingAnchor.constraint(equalTo: scroll.leadingAnchor),
                    contentGuide.topAnchor.constraint(equalTo: scroll.topAnchor),
                ] + content.edgeConstraints(equalTo: contentGuide))
        }

        var contentSize: Size {
            fixture.layout()
            return contentGuide.layoutFrame.size
        }
    }

    @Test func widthToTheFrameScrollsVerticallyOnly() {
        let scroll = Scroll(contentSize: Size(width: LayoutItem.noIntrinsicMetric, height: 1500))

        scroll.content.widthAnchor.constraint(equalTo: scroll.frameGuide.widthAnchor).isActive = true

        #expect(scroll.contentSize == Size(width: 400, height: 1500))
    }

    @Test func heightToTheSafeAreaScrollsHorizontallyOnly() {
        let scroll = Scroll(contentSize: Size(width: 1200, height: LayoutItem.noIntrinsicMetric))

        // No bars or notches on X11: the safe area is the frame.
        scroll.content.heightAnchor.constraint(equalTo: scroll.frameGuide.heightAnchor).isActive = true

        #expect(scroll.contentSize == Size(width: 1200, height: 600))
    }

    @Test func neitherScrollsBothWaysByIntrinsicSize() {
        let scroll = Scroll(contentSize: Size(width: 900, height: 1300))

        #expect(scroll.contentSize == Size(width: 900, height: 1300))
    }

    @Test func contentSmallerThanTheViewportKeepsItsOwnSize() {
        let scroll = Scroll(contentSize: Size(width: LayoutItem.noIntrinsicMetric, height: 300))

        scroll.content.widthAnchor.constraint(equalTo: scroll.frameGuide.widthAnchor).isActive = true

        #expect(scroll.contentSize == Size(width: 400, height: 300))
        expectFrame(scroll.frameGuide, 0, 0, 400, 600)
    }
}
