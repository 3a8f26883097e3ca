import Geometry
import Layout
import Rendering

/// A view that shows text (UIKit's `UILabel`): one line by default, truncated with an ellipsis.
/// Its intrinsic size and baselines come from the installed ``TextSystem`` measurer.
@MainActor
open class Label: View {
    // Stored properties are laid out in declaration order: the two one-byte settings follow
    // the font into its padding. The two optional widths and the cached metrics keep a NaN for
    // none: as optionals, padded to 16 bytes each or with a tag byte, they took a label (a list
    // holds thousands) into the allocator's next size class; it takes 376 bytes, glibc's
    // 384-byte class.

    /// The text shown; changing it re-measures the intrinsic size.
    public var text: String { didSet { if text != oldValue { textDidChange() } } }
    /// The font of the whole text; 17-point system font by default.
    public var font: Font { didSet { if font != oldValue { textDidChange() } } }
    /// Horizontal placement of each line within the label's width.
    public var textAlignment: TextAlignment = .left { didSet { textDidChange() } }
    /// How text that does not fit is wrapped or cut; an ellipsis at the end by default.
    public var lineBreakMode: LineBreakMode = .byTruncatingTail { didSet { textDidChange() } }
    /// The text's colour.
    public var textColor: Color = .label
    /// The most lines to show; 0 means no limit.
    public var numberOfLines = 1 { didSet { if numberOfLines != oldValue { textDidChange() } } }
    /// The width at which a multi-line label wraps when measuring its intrinsic size. nil (the
    /// default) wraps at the width layout gives the label, found by a second layout pass.
    /// (A NaN width reads back as nil.)
    public var preferredMaxLayoutWidth: Double? {
        get { storedPreferredMaxLayoutWidth.isNaN ? nil : storedPreferredMaxLayoutWidth }
        set {
            let old = preferredMaxLayoutWidth
            storedPreferredMaxLayoutWidth = newValue ?? .nan
            if preferredMaxLayoutWidth != old { textDidChange() }
        }
    }
    /// ``preferredMaxLayoutWidth``, NaN for nil.
    private var storedPreferredMaxLayoutWidth = Double.nan
    /// The solved width the text was last wrapped at, while ``preferredMaxLayoutWidth`` is nil;
    /// NaN before the first.
    private var automaticWrapWidth = Double.nan
    /// The last measurement, until the text or its settings change; nil before the first.
    private var cachedMetrics: TextMetrics? {
        get { storedMetrics.width.isNaN ? nil : storedMetrics }
        set { storedMetrics = newValue ?? Label.unmeasured }
    }
    /// ``cachedMetrics``, with a NaN width for none.
    @exclusivity(unchecked) private var storedMetrics = Label.unmeasured
    private static let unmeasured = TextMetrics(width: .nan, height: 0, firstBaseline: 0, lastBaseline: 0)

    /// A one-line label; empty text gives a zero intrinsic size.
    public init(text: String = "", font: Font = .system(size: 17), id: String? = nil) {
        self.text = text
        self.font = font
        super.init(id: id)
        Label.measuresTogether
    }

    /// The label's text settings in one value, as passed to the measurer and the canvas.
    public var style: TextStyle {
        TextStyle(font: font, alignment: textAlignment, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode)
    }

    /// The measured text: size and baselines in points.
    public var metrics: TextMetrics {
        if let cachedMetrics { return cachedMetrics }
        let request = measurementRequest
        let measured = TextSystem.measurer.measure(request.text, style: request.style, maxWidth: request.maxWidth)
        cachedMetrics = measured
        return measured
    }

    /// What the label asks the measurer for: its text, style and wrapping width.
    private var measurementRequest: TextMeasurementRequest {
        TextMeasurementRequest(
            text: text, style: style,
            maxWidth: numberOfLines == 1
                ? nil : preferredMaxLayoutWidth ?? (automaticWrapWidth.isNaN ? nil : automaticWrapWidth)
        )
    }

    /// Measures, in one batch, the labels among `items` whose text is not measured yet: a
    /// layout pass reads them all next, and the measurer may share a batch between threads.
    static func measureTogether(_ items: [LayoutItem]) {
        var labels: [Label] = []
        for case let label as Label in items where label.cachedMetrics == nil && !label.text.isEmpty {
            labels.append(label)
        }
        guard labels.count > 1 else { return }
        let measured = TextSystem.measurer.measure(labels.map(\.measurementRequest))
        for (label, metrics) in zip(labels, measured) { label.cachedMetrics = metrics }
    }

    /// Adds ``measureTogether(_:)`` to the layout's hook, once, when the first label is made.
    private static let measuresTogether: Void = {
        let previous = LayoutItem.willReadIntrinsicContentSizes
        LayoutItem.willReadIntrinsicContentSizes = { items in
            previous?(items)
            measureTogether(items)
        }
    }()

    /// The measured text's size; zero for empty text.
    open override var intrinsicContentSize: Size {
        text.isEmpty ? Size(width: 0, height: 0) : Size(width: metrics.width, height: metrics.height)
    }

    /// True for a multi-line label without ``preferredMaxLayoutWidth``: it wraps at its solved width.
    open override var intrinsicContentSizeDependsOnWidth: Bool { numberOfLines != 1 && preferredMaxLayoutWidth == nil }

    /// The text's size wrapped at `width`, measured now and not kept (the label's own
    /// measurement stays); the intrinsic size for a one-line label or a set wrapping width.
    open override func intrinsicContentSize(forWidth width: Double) -> Size {
        guard intrinsicContentSizeDependsOnWidth, !text.isEmpty, width > 0 else { return intrinsicContentSize }
        let measured = TextSystem.measurer.measure(text, style: style, maxWidth: width)
        return Size(width: measured.width, height: measured.height)
    }

    /// Re-measures at a new solved width (changes under half a point are ignored); returns whether
    /// the measured size changed.
    open override func solvedWidthDidChange(to width: Double) -> Bool {
        guard width > 0, automaticWrapWidth.isNaN || abs(width - automaticWrapWidth) >= 0.5 else { return false }
        automaticWrapWidth = width
        let old = cachedMetrics
        cachedMetrics = nil
        guard metrics.width != old?.width || metrics.height != old?.height else { return false }
        intrinsicContentSizeDidChange()
        return true
    }

    /// The text's first baseline below the top. It assumes the label is as tall as its text: a
    /// taller label draws the text centred, lower than this.
    open override var firstBaselineOffsetFromTop: Double? { metrics.firstBaseline }
    /// The text's last baseline above its bottom, on the same assumption of no spare height.
    open override var lastBaselineOffsetFromBottom: Double? { metrics.height - metrics.lastBaseline }

    private func textDidChange() {
        cachedMetrics = nil
        intrinsicContentSizeDidChange()
    }

    /// Draws the text centred vertically (as `UILabel` does), cut to the label's height.
    open override func draw(in canvas: Canvas, dirtyRect: Rect) {
        guard !text.isEmpty else { return }
        let size = dirtyRect.size
        guard size.height > 0 else { return }
        let height = min(metrics.height, size.height)
        let box = Rect(x: 0, y: ((size.height - height) / 2).rounded(), width: size.width, height: height)
        canvas.drawText(text, in: box, style: style, color: textColor)
    }
}
