import Geometry
import Layout
import Testing
import Views

/// Collects what a layout engine logs (conflict reports, errors) instead of printing it.
@MainActor
public final class LayoutLog {
    /// Every message so far, in order.
    public private(set) var messages: [String] = []

    /// Starts collecting the messages of `engine`.
    public init(_ engine: LayoutEngine) {
        engine.log = { [unowned self] in self.messages.append($0) }
    }
}

/// A layout item with a fixed intrinsic size and optional baselines, named for readable logs.
public final class TestItem: LayoutItem, BaselineLayoutItem {
    /// The intrinsic content size; changing it invalidates layout.
    public var size: Size {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// The first baseline's distance from the top, if any.
    public var firstBaselineOffsetFromTop: Double?
    /// The last baseline's distance from the bottom, if any.
    public var lastBaselineOffsetFromBottom: Double?

    /// An item named `name` with intrinsic size `size` (none by default).
    public init(
        _ name: String, size: Size = Size(width: LayoutItem.noIntrinsicMetric, height: LayoutItem.noIntrinsicMetric)
    ) {
        self.size = size
        super.init(name: name)
    }

    /// The fixed ``size``.
    public override var intrinsicContentSize: Size { size }
}

/// A view with a fixed intrinsic size, an optional baseline and a readable id (TZStackView's
/// fixture idea).
public final class TestView: View {
    /// The intrinsic content size; changing it invalidates layout.
    public var size: Size {
        didSet { intrinsicContentSizeDidChange() }
    }
    /// The first baseline's distance from the top; the last one mirrors it from the bottom.
    public var baseline: Double?

    /// A view with id `id` and intrinsic `width` × `height` (none by default).
    public init(_ id: String, width: Double = View.noIntrinsicMetric, height: Double = View.noIntrinsicMetric) {
        size = Size(width: width, height: height)
        super.init(id: id)
    }

    /// The fixed ``size``.
    public override var intrinsicContentSize: Size { size }
    /// ``baseline`` from the top.
    public override var firstBaselineOffsetFromTop: Double? { baseline }
    /// ``baseline`` mirrored from the bottom.
    public override var lastBaselineOffsetFromBottom: Double? { baseline.map { size.height - $0 } }
}

/// A window with `view` pinned to its edges, laid out once.
@MainActor
public func host(_ view: View, size: Size = Size(width: 400, height: 600)) -> Window {
    let window = Window(size: size)
    window.addSubview(view)
    LayoutConstraint.activate(view.edgeConstraints(equalTo: window))
    window.layout()
    return window
}
