import Geometry
import Layout
import Rendering
import Testing

@testable import Views

/// A view with a fixed intrinsic size and a readable name (TZStackView's fixture idea).
final class TestView: View {
    var size: Size {
        didSet { intrinsicContentSizeDidChange() }
    }
    var baseline: Double?

    init(_ id: String, width: Double = View.noIntrinsicMetric, height: Double = View.noIntrinsicMetric) {
        size = Size(width: width, height: height)
        super.init(id: id)
    }

    override var intrinsicContentSize: Size { size }
    override var firstBaselineOffsetFromTop: Double? { baseline }
    override var lastBaselineOffsetFromBottom: Double? { baseline.map { size.height - $0 } }
}

@MainActor
func expectRect(
    _ actual: Rect, _ x: Double, _ y: Double, _ width: Double, _ height: Double, _ what: String = "",
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let ok =
        abs(actual.minX - x) < 1e-6 && abs(actual.minY - y) < 1e-6 && abs(actual.width - width) < 1e-6
        && abs(actual.height - height) < 1e-6
    #expect(ok, "\(what) \(actual) ≠ (\(x), \(y), \(width), \(height))", sourceLocation: sourceLocation)
}

/// A window with `view` pinned to its edges.
@MainActor
func host(_ view: View, size: Size = Size(width: 400, height: 600)) -> Window {
    let window = Window(size: size)
    window.addSubview(view)
    LayoutConstraint.activate(view.edgeConstraints(equalTo: window))
    window.layout()
    return window
}

/// Collects what a window's layout engine logs (conflict reports, errors).
@MainActor
final class LogCollector {
    private(set) var messages: [String] = []

    init(_ window: Window) {
        window.layoutEngine.log = { [unowned self] in self.messages.append($0) }
    }
}
