import Geometry
import Layout
import Testing

/// A layout item with a fixed intrinsic size and optional baselines, named for readable logs.
final class TestItem: LayoutItem, BaselineLayoutItem {
    var size: Size {
        didSet { invalidateIntrinsicContentSize() }
    }
    var firstBaselineOffsetFromTop: Double?
    var lastBaselineOffsetFromBottom: Double?

    init(_ name: String, size: Size = Size(width: LayoutItem.noIntrinsicMetric, height: LayoutItem.noIntrinsicMetric)) {
        self.size = size
        super.init(name: name)
    }

    override var intrinsicContentSize: Size { size }
}

/// A root item of a given size with a log that tests can read.
@MainActor
final class Fixture {
    let root = TestItem("root")
    var messages: [String] = []

    init(width: Double = 400, height: Double = 600) {
        root.layoutEngine.log = { [unowned self] in self.messages.append($0) }
        root.layoutEngine.setFrame(Rect(x: 0, y: 0, width: width, height: height), of: root)
    }

    /// A new item under the root (or under `parent`).
    func item(_ name: String, size: Size? = nil, in parent: LayoutItem? = nil) -> TestItem {
        let item = size.map { TestItem(name, size: $0) } ?? TestItem(name)
        (parent ?? root).addLayoutGuideLikeChild(item)
        return item
    }

    func layout() { root.layoutEngine.layoutIfNeeded() }
}

extension LayoutItem {
    /// Tests build plain item trees; views (later) add subviews the same way.
    func addLayoutGuideLikeChild(_ item: LayoutItem) { addChildItem(item) }
}

@MainActor
func expectFrame(
    _ item: LayoutItem, _ x: Double, _ y: Double, _ width: Double, _ height: Double,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let frame = item.layoutFrame
    let expected = Rect(x: x, y: y, width: width, height: height)
    let close =
        abs(frame.minX - x) < 1e-6 && abs(frame.minY - y) < 1e-6 && abs(frame.width - width) < 1e-6
        && abs(frame.height - height) < 1e-6
    let name = item.debugName
    #expect(close, "\(name): \(frame) ≠ \(expected)", sourceLocation: sourceLocation)
}
