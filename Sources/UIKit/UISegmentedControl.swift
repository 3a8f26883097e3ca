/// A row of segments of which one is selected (UIKit's `UISegmentedControl`, as drawn since
/// iOS 13): a rounded grey track with the selected segment raised in white.
///
/// A click on an enabled segment selects it: the segment's action, if it has one, runs, then
/// `.valueChanged` and `.primaryActionTriggered` are sent. Clicking the selected segment sends
/// no value change unless the control ``isMomentary``. Selecting by code
/// (``selectedSegmentIndex``) sends nothing. Title fonts and colours per state come from
/// ``setTitleTextAttributes(_:for:)`` (`.font`, `.foregroundColor`). Segments share the width equally, or in proportion to their titles with
/// ``apportionsSegmentWidthsByContent``; a width set with ``setWidth(_:forSegmentAt:)`` is kept.
/// Images are kept and read back but not drawn, nor are the separators between segments.
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
    /// The index of no segment (-1).
    public static let noSegment = -1

    /// The control's height, in points.
    static let standardHeight: CGFloat = 32
    /// The space on each side of a segment's title, in points.
    static let titlePadding: CGFloat = 12
    /// The gap between the track's edge and the selected segment, in points.
    static let selectionInset: CGFloat = 2
    /// The corner radius of the track, in points (the selected segment's is the inset less).
    static let trackCornerRadius: CGFloat = 9
    /// The size of the titles, in points.
    static let titleSize: CGFloat = 13
    /// The track's colour (UIKit's light-mode fill over white).
    static let trackColor = UIColor(red: 238 / 255, green: 238 / 255, blue: 239 / 255, alpha: 1)
    /// A disabled segment's title colour.
    static let disabledTitleColor = UIColor.tertiaryLabel

    private struct Segment {
        var title: String?
        var image: UIImage?
        var action: UIAction?
        var isEnabled = true
        /// The width set; 0 for one the control works out.
        var width: CGFloat = 0
        var contentOffset = CGSize.zero
        let label: UILabel
    }

    private var segments: [Segment] = []
    private var storedSelectedIndex = UISegmentedControl.noSegment
    private let selection = UIView.makeDecoration(color: .white)
    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]
    /// Measures titles in the selected state's font, so that a segment's width does not change
    /// with the selection.
    private let measuringLabel = UILabel()

    /// A control with a segment per item: a `String` is a title, a `UIImage` an image.
    public init(items: [Any]?) {
        super.init(frame: .zero)
        for item in items ?? [] {
            let index = segments.count
            if let image = item as? UIImage {
                insertSegment(with: image, at: index, animated: false)
            } else {
                insertSegment(withTitle: item as? String ?? "\(item)", at: index, animated: false)
            }
        }
        frame.size = intrinsicContentSize
    }

    /// A control with a segment per action, titled by the action, which runs when it is selected.
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(frame: frame)
        for action in actions { insertSegment(action: action, at: segments.count, animated: false) }
    }

    /// An empty control at `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// An empty control (there are no archives here).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func didInitialize() {
        super.didInitialize()
        backgroundColor = UISegmentedControl.trackColor
        layer.cornerRadius = UISegmentedControl.trackCornerRadius
        selection.layer.cornerRadius = UISegmentedControl.trackCornerRadius - UISegmentedControl.selectionInset
        selection.isHidden = true
        addSubview(selection)
    }

    // MARK: - Segments

    /// How many segments there are.
    open var numberOfSegments: Int { segments.count }

    /// The selected segment's index, or ``noSegment``. Setting it sends no actions; an index out
    /// of range selects none.
    open var selectedSegmentIndex: Int {
        get { storedSelectedIndex }
        set {
            let index = segments.indices.contains(newValue) ? newValue : UISegmentedControl.noSegment
            guard index != storedSelectedIndex else { return }
            storedSelectedIndex = index
            segmentsDidChange(resized: false)
            checkObservations()
        }
    }

    /// Whether a clicked segment is not shown selected; false by default. Its click is still
    /// sent, and ``selectedSegmentIndex`` names the last one clicked.
    open var isMomentary = false {
        didSet { segmentsDidChange(resized: false) }
    }

    /// Whether segments are as wide as their titles rather than all as wide as the widest.
    open var apportionsSegmentWidthsByContent = false {
        didSet { segmentsDidChange(resized: true) }
    }

    /// The selected segment's colour; nil for white.
    open var selectedSegmentTintColor: UIColor? {
        didSet { selection.backgroundColor = selectedSegmentTintColor ?? .white }
    }

    /// Inserts a segment titled `title` at `segment` (clamped into the segments' range).
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(Segment(title: title, label: makeLabel()), at: segment)
    }

    /// Inserts a segment showing `image` (kept, not drawn) at `segment`.
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insert(Segment(image: image, label: makeLabel()), at: segment)
    }

    /// Inserts a segment titled by `action`, which runs when the user selects it.
    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        insert(Segment(title: action.title, image: action.image, action: action, label: makeLabel()), at: segment)
    }

    /// Removes the segment at `segment`; the selection follows its segment, or goes with it.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard self.segment(at: segment) != nil else { return }
        segments.remove(at: segment).label.removeFromSuperview()
        if storedSelectedIndex == segment {
            moveSelection(to: UISegmentedControl.noSegment)
        } else if storedSelectedIndex > segment {
            moveSelection(to: storedSelectedIndex - 1)
        }
        segmentsDidChange(resized: true)
    }

    /// Removes every segment.
    open func removeAllSegments() {
        for segment in segments { segment.label.removeFromSuperview() }
        segments.removeAll()
        moveSelection(to: UISegmentedControl.noSegment)
        segmentsDidChange(resized: true)
    }

    /// The selected segment's index follows its segment, or goes; observers see it change.
    private func moveSelection(to index: Int) {
        guard index != storedSelectedIndex else { return }
        storedSelectedIndex = index
        checkObservations()
    }

    /// Sets the title of the segment at `segment` (its image goes).
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        change(segment) {
            $0.title = title
            $0.image = nil
        }
    }

    /// The title of the segment at `segment`.
    open func titleForSegment(at segment: Int) -> String? { self.segment(at: segment)?.title }

    /// Sets the image of the segment at `segment` (its title goes); images are not drawn here.
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        change(segment) {
            $0.image = image
            $0.title = nil
        }
    }

    /// The image of the segment at `segment`.
    open func imageForSegment(at segment: Int) -> UIImage? { self.segment(at: segment)?.image }

    /// Gives the segment at `segment` the action's title and runs the action when it is selected.
    open func setAction(_ action: UIAction, forSegmentAt segment: Int) {
        change(segment) {
            $0.action = action
            $0.title = action.title
            $0.image = action.image
        }
    }

    /// The action of the segment at `segment`, if it has one.
    open func actionForSegment(at segment: Int) -> UIAction? { self.segment(at: segment)?.action }

    /// The index of the segment whose action has `actionIdentifier`, or ``noSegment``.
    open func segmentIndex(identifiedBy actionIdentifier: UIAction.Identifier) -> Int {
        segments.firstIndex { $0.action?.identifier == actionIdentifier } ?? UISegmentedControl.noSegment
    }

    /// Lets the user select the segment at `segment`, or not (its title greys out).
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        change(segment, resized: false) { $0.isEnabled = enabled }
    }

    /// Whether the user can select the segment at `segment`.
    open func isEnabledForSegment(at segment: Int) -> Bool { self.segment(at: segment)?.isEnabled ?? false }

    /// Fixes the width of the segment at `segment`, in points; 0 lets the control work it out.
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        change(segment) { $0.width = max(width, 0) }
    }

    /// The width set for the segment at `segment`; 0 when the control works it out.
    open func widthForSegment(at segment: Int) -> CGFloat { self.segment(at: segment)?.width ?? 0 }

    /// Moves the title of the segment at `segment` by `offset` from its centre, in points.
    open func setContentOffset(_ offset: CGSize, forSegmentAt segment: Int) {
        change(segment, resized: false) { $0.contentOffset = offset }
    }

    /// How far the title of the segment at `segment` is moved from its centre.
    open func contentOffsetForSegment(at segment: Int) -> CGSize {
        self.segment(at: segment)?.contentOffset ?? .zero
    }

    /// The segment at `index`, if there is one.
    private func segment(at index: Int) -> Segment? { segments.indices.contains(index) ? segments[index] : nil }

    /// Changes the segment at `index`, if there is one, and shows the change (resizing unless told not to).
    private func change(_ index: Int, resized: Bool = true, _ update: (inout Segment) -> Void) {
        guard segments.indices.contains(index) else { return }
        update(&segments[index])
        segmentsDidChange(resized: resized)
    }

    /// Sets the title's font (`.font`) and colour (`.foregroundColor`) in `state`; other
    /// attributes are kept but not drawn. States without attributes use `.normal`'s.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
        segmentsDidChange(resized: true)
    }

    /// The title attributes set for `state`.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }

    /// The attribute `key` in `state`, else in `.normal`.
    private func titleAttribute<Value>(_ key: NSAttributedString.Key, in state: UIControl.State) -> Value? {
        titleAttributes[state.rawValue]?[key] as? Value ?? titleAttributes[UIControl.State.normal.rawValue]?[key]
            as? Value
    }

    /// The title font in `state`: the attributes', else 13 points, semibold when selected.
    private func titleFont(in state: UIControl.State) -> UIFont {
        titleAttribute(.font, in: state)
            ?? .systemFont(
                ofSize: UISegmentedControl.titleSize, weight: state.contains(.selected) ? .semibold : .regular)
    }

    private func makeLabel() -> UILabel {
        let label = UILabel()
        label.isUserInteractionEnabled = false
        label.textAlignment = .center
        return label
    }

    private func insert(_ segment: Segment, at index: Int) {
        let index = min(max(index, 0), segments.count)
        segments.insert(segment, at: index)
        addSubview(segment.label)
        if storedSelectedIndex >= index { moveSelection(to: storedSelectedIndex + 1) }
        segmentsDidChange(resized: true)
    }

    /// Brings the titles' text, fonts and colours up to date, and the size when it may have changed.
    private func segmentsDidChange(resized: Bool) {
        for (index, segment) in segments.enumerated() {
            var state: UIControl.State = []
            if index == storedSelectedIndex && !isMomentary { state.insert(.selected) }
            if !segment.isEnabled || !isEnabled { state.insert(.disabled) }
            segment.label.text = segment.title
            segment.label.font = titleFont(in: state)
            segment.label.textColor =
                titleAttribute(.foregroundColor, in: state)
                ?? (state.contains(.disabled) ? UISegmentedControl.disabledTitleColor : .label)
        }
        if resized { invalidateIntrinsicContentSize() }
        setNeedsLayout()
    }

    open override var isEnabled: Bool {
        didSet { if isEnabled != oldValue { segmentsDidChange(resized: false) } }
    }

    // MARK: - Size and layout

    /// The width a segment's title asks for: the title in the selected font, and its padding.
    private func contentWidth(of segment: Segment) -> CGFloat {
        measuringLabel.font = titleFont(in: .selected)
        measuringLabel.text = segment.title
        let text = measuringLabel.intrinsicContentSize.width
        return max(text, 0) + 2 * UISegmentedControl.titlePadding
    }

    /// The segments' widths, summing to `total` when it is given and wider than they need.
    private func segmentWidths(fitting total: CGFloat? = nil) -> [CGFloat] {
        let contents = segments.map(contentWidth(of:))
        let widest = contents.max() ?? 0
        var widths = segments.indices.map { index -> CGFloat in
            if segments[index].width > 0 { return segments[index].width }
            return apportionsSegmentWidthsByContent ? contents[index] : widest
        }
        guard let total else { return widths }
        // The width left over (or missing) goes to the segments without a width of their own.
        let flexible = segments.indices.filter { segments[$0].width <= 0 }
        guard !flexible.isEmpty else { return widths }
        let fixed = segments.indices.filter { segments[$0].width > 0 }.reduce(0) { $0 + widths[$1] }
        let available = max(total - fixed, 0)
        let wanted = flexible.reduce(0) { $0 + widths[$1] }
        for index in flexible {
            widths[index] =
                apportionsSegmentWidthsByContent && wanted > 0
                ? available * widths[index] / wanted : available / CGFloat(flexible.count)
        }
        return widths
    }

    /// The segments' widths summed, 32 points high.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: segmentWidths().reduce(0, +), height: UISegmentedControl.standardHeight)
    }

    /// The intrinsic size, whatever the size offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let height = bounds.height
        var x: CGFloat = 0
        selection.isHidden = true
        for (index, width) in segmentWidths(fitting: bounds.width).enumerated() {
            let segment = segments[index]
            let offset = segment.contentOffset
            segment.label.frame = CGRect(x: x + offset.width, y: offset.height, width: width, height: height)
            if index == storedSelectedIndex && !isMomentary {
                let inset = UISegmentedControl.selectionInset
                selection.frame = CGRect(x: x, y: 0, width: width, height: height).insetBy(dx: inset, dy: inset)
                selection.isHidden = false
            }
            x += width
        }
    }

    /// The index of the segment under `x` (bounds coordinates), or ``noSegment``.
    private func segmentIndex(atX x: CGFloat) -> Int {
        var right: CGFloat = 0
        for (index, width) in segmentWidths(fitting: bounds.width).enumerated() {
            right += width
            if x < right { return x >= 0 ? index : UISegmentedControl.noSegment }
        }
        return UISegmentedControl.noSegment
    }

    // MARK: - Tracking

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        guard let touch, isTouchInside else { return }
        let point = touch.location(in: self)
        guard bounds.contains(point) else { return }
        let index = segmentIndex(atX: point.x)
        guard index != UISegmentedControl.noSegment, segments[index].isEnabled else { return }
        guard index != storedSelectedIndex || isMomentary else { return }
        selectedSegmentIndex = index
        if isMomentary { segmentsDidChange(resized: false) }
        if let action = segments[index].action { sendAction(action) }
        sendValueChanged()
    }
}
