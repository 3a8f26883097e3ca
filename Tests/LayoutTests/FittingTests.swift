import Geometry
import Layout
import TestSupport
import Testing

@MainActor
@Suite("Fitting size")
struct FittingTests {
    /// A container filling the 400 × 600 root, with a 66 × 20 item inside it 10 points from
    /// each of its edges; laid out once.
    @MainActor
    struct Padded {
        let fixture: Fixture
        let container: TestItem
        let content: TestItem

        init() {
            fixture = Fixture()
            container = fixture.item("container")
            content = fixture.item("content", size: Size(width: 66, height: 20), in: container)
            LayoutConstraint.activate(
                container.edgeConstraints(equalTo: fixture.root) + [
                    content.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
                    content.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
                    container.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: 10),
                    container.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: 10),
                ])
            fixture.layout()
        }

        func fitting(
            _ target: Size, horizontal: LayoutPriority = .fittingSizeLevel,
            vertical: LayoutPriority = .fittingSizeLevel,
            ignoring ignored: [LayoutConstraint] = []
        ) -> Size {
            fixture.root.layoutEngine.fittingSize(
                of: container, target: target, horizontalPriority: horizontal, verticalPriority: vertical,
                ignoring: ignored)
        }
    }

    /// The container is as large as the root that holds it, but the fitting size comes from
    /// inside it alone; nothing moves.
    @Test func aContainerFitsItsContentWhateverHoldsItOutside() {
        let padded = Padded()
        expectFrame(padded.container, 0, 0, 400, 600)

        #expect(padded.fitting(Size(width: 0, height: 0)) == Size(width: 86, height: 40))
        // The content hugs at 250, above the pull towards the large target.
        #expect(padded.fitting(Size(width: 1e9, height: 1e9)) == Size(width: 86, height: 40))

        expectFrame(padded.container, 0, 0, 400, 600)
        expectFrame(padded.content, 10, 10, 380, 580)
        #expect(padded.fixture.messages.isEmpty)
    }

    /// Two sizes inside tied to one outside (optionally, above resistance) stay untied: what ties
    /// them is outside.
    @Test func constraintsToAnItemOutsidePlayNoPart() {
        let padded = Padded()
        let sibling = padded.fixture.item("sibling")
        let ties = [
            padded.container.widthAnchor.constraint(equalTo: sibling.widthAnchor, multiplier: 2),
            padded.content.widthAnchor.constraint(equalTo: sibling.widthAnchor),
        ]
        for tie in ties { tie.priority = 800 }
        LayoutConstraint.activate(ties)
        padded.fixture.layout()
        #expect(padded.fitting(Size(width: 0, height: 0)) == Size(width: 86, height: 40))
        #expect(padded.fixture.messages.isEmpty)
    }

    /// A required target fixes its axis; the other still fits the content.
    @Test func aRequiredTargetFixesItsAxis() {
        let padded = Padded()
        let fitted = padded.fitting(Size(width: 300, height: 0), horizontal: .required)
        #expect(fitted == Size(width: 300, height: 40))
        // Pulled harder than the content hugs, and the content's resistance holds the floor.
        #expect(
            padded.fitting(Size(width: 500, height: 5), horizontal: 300, vertical: 300) == Size(width: 500, height: 40))
    }

    /// A constraint of the container's own size counts, unless it is one the caller leaves out
    /// (a view's autoresizing constraints).
    @Test func anIgnoredConstraintPlaysNoPart() {
        let padded = Padded()
        let width = padded.container.widthAnchor.constraint(greaterThanOrEqualToConstant: 120)
        width.isActive = true
        #expect(padded.fitting(Size(width: 0, height: 0)).width == 120)
        #expect(padded.fitting(Size(width: 0, height: 0), ignoring: [width]).width == 86)
    }

    /// Text that wraps is measured at the width found, so a narrower target makes it taller;
    /// the text's own measurement stays as it is.
    @Test func wrappingContentIsMeasuredAtTheWidthFound() {
        let fixture = Fixture()
        let container = fixture.item("container")
        let text = WrappingItem("text", area: 60000, lineHeight: 20)
        container.addLayoutGuideLikeChild(text)
        LayoutConstraint.activate(text.edgeConstraints(equalTo: container))
        fixture.layout()

        let engine = fixture.root.layoutEngine
        let narrow = engine.fittingSize(
            of: container, target: Size(width: 200, height: 0), horizontalPriority: .required)
        #expect(narrow == Size(width: 200, height: 300))
        let wide = engine.fittingSize(
            of: container, target: Size(width: 300, height: 0), horizontalPriority: .required)
        #expect(wide == Size(width: 300, height: 200))
        // The fitting's measurements were its own: the laid-out text keeps its width and size.
        #expect(text.intrinsicContentSize == Size(width: 3000, height: 20))
        #expect(!engine.needsLayout)
    }
}

/// An item whose text covers `area` square points in lines of `lineHeight`: one line of
/// `area / lineHeight` points until it is given a width, then as many lines as that width needs.
@MainActor
final class WrappingItem: LayoutItem {
    let area: Double
    let lineHeight: Double
    private var wrapWidth: Double?

    init(_ name: String, area: Double, lineHeight: Double) {
        self.area = area
        self.lineHeight = lineHeight
        super.init(name: name)
    }

    override var intrinsicContentSize: Size { size(wrappedAt: wrapWidth) }

    /// One line without a width; as many lines as `width` needs with one.
    func size(wrappedAt width: Double?) -> Size {
        guard let width, width > 0 else { return Size(width: area / lineHeight, height: lineHeight) }
        let lines = (area / lineHeight / width).rounded(.up)
        return Size(width: width, height: lines * lineHeight)
    }

    override var intrinsicContentSizeDependsOnWidth: Bool { true }

    override func intrinsicContentSize(forWidth width: Double) -> Size { size(wrappedAt: width) }

    override func solvedWidthDidChange(to width: Double) -> Bool {
        guard width != wrapWidth else { return false }
        wrapWidth = width
        invalidateIntrinsicContentSize()
        return true
    }
}
