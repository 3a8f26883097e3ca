import Geometry
import Layout
import TestSupport
import Testing

/// A root item of a given size with a log that tests can read.
@MainActor
final class Fixture {
    let root = TestItem("root")
    private let log: LayoutLog
    var messages: [String] { log.messages }

    init(width: Double = 400, height: Double = 600) {
        log = LayoutLog(root.layoutEngine)
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
    expectRect(item.layoutFrame, x, y, width, height, item.debugName, sourceLocation: sourceLocation)
}
