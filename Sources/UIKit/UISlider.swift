/// A control that picks a value in a range by dragging a thumb along a track (UIKit's
/// `UISlider`): the track is tinted up to the thumb.
///
/// Only a touch that goes down on the thumb drags it, as in UIKit. While it drags, each change
/// of the value sends `.valueChanged`, then `.primaryActionTriggered` (once, when the touch is
/// lifted, if ``isContinuous`` is false). Setting ``value`` by code sends nothing. The slider is
/// 31 points high and has no intrinsic width. A disabled slider is drawn faded. Images are kept
/// and read back but not drawn.
@preconcurrency @MainActor
open class UISlider: UIControl {
    /// The slider's height, in points.
    static let standardHeight: CGFloat = 31
    /// The thumb's diameter, in points.
    static let thumbDiameter: CGFloat = 28
    /// The track's thickness, in points.
    static let trackThickness: CGFloat = 4
    /// How far outside the thumb a touch still grabs it, in points.
    static let thumbSlop: CGFloat = 8
    /// The duration of an animated change of the value, in seconds.
    static let slideDuration = 0.25
    /// How opaque a disabled slider is drawn.
    static let disabledAlpha: CGFloat = 0.5
    /// The track's colour beyond the thumb (UIKit's light-mode fill over white).
    static let maximumTrackColor = UIColor(red: 227 / 255, green: 227 / 255, blue: 229 / 255, alpha: 1)
    /// The thumb's outline, which stands in for UIKit's shadow (shadows are not drawn).
    static let thumbOutlineColor = UIColor(white: 0, alpha: 0.12)

    private let maximumTrack = UIView.makeDecoration()
    private let minimumTrack = UIView.makeDecoration()
    private let thumb = UIView.makeDecoration()
    private var storedValue: Float = 0
    /// The thumb's centre minus the touch's x when a drag began, in points.
    private var grabOffset: CGFloat = 0
    /// The value when the drag began (a slider that is not continuous reports at the end).
    private var valueAtGrab: Float = 0
    private var images: [UInt: (thumb: UIImage?, minimumTrack: UIImage?, maximumTrack: UIImage?)] = [:]

    override func didInitialize() {
        super.didInitialize()
        for part in [maximumTrack, minimumTrack] {
            part.layer.cornerRadius = UISlider.trackThickness / 2
            addSubview(part)
        }
        thumb.layer.cornerRadius = UISlider.thumbDiameter / 2
        thumb.layer.borderWidth = 0.5
        thumb.layer.borderColor = UISlider.thumbOutlineColor.cgColor
        addSubview(thumb)
        updateColors()
    }

    // MARK: - Value

    /// The value, in ``minimumValue`` … ``maximumValue``; 0 at first. A value set outside is
    /// clamped; setting it sends no actions.
    open var value: Float {
        get { storedValue }
        set { setValue(newValue, animated: false) }
    }

    /// Sets ``value``, the thumb sliding when `animated`; sends no actions.
    open func setValue(_ value: Float, animated: Bool) {
        let clamped = clampedValue(value)
        guard clamped != storedValue else { return }
        storedValue = clamped
        checkObservations()
        updateParts(animated: animated, duration: UISlider.slideDuration) { self.placeParts() }
    }

    /// The value at the left end; 0 by default. Raising it above ``maximumValue`` raises that.
    open var minimumValue: Float = 0 {
        didSet {
            if maximumValue < minimumValue { maximumValue = minimumValue }
            rangeDidChange()
        }
    }

    /// The value at the right end; 1 by default. Lowering it below ``minimumValue`` lowers that.
    open var maximumValue: Float = 1 {
        didSet {
            if minimumValue > maximumValue { minimumValue = maximumValue }
            rangeDidChange()
        }
    }

    /// Whether a drag reports every change (true, the default) or only the last, when lifted.
    open var isContinuous = true

    /// The value stays in the new range (observers see it move), and the thumb moves with it.
    private func rangeDidChange() {
        let clamped = clampedValue(storedValue)
        if clamped != storedValue {
            storedValue = clamped
            checkObservations()
        }
        placeParts()
    }

    private func clampedValue(_ value: Float) -> Float {
        guard !value.isNaN else { return minimumValue }
        return min(max(value, minimumValue), maximumValue)
    }

    // MARK: - Look

    /// The track's colour up to the thumb; nil for the tint colour.
    open var minimumTrackTintColor: UIColor? {
        didSet { updateColors() }
    }
    /// The track's colour past the thumb; nil for a light grey.
    open var maximumTrackTintColor: UIColor? {
        didSet { updateColors() }
    }
    /// The thumb's colour; nil for white.
    open var thumbTintColor: UIColor? {
        didSet { updateColors() }
    }
    /// Kept and read back; not drawn.
    open var minimumValueImage: UIImage?
    /// Kept and read back; not drawn.
    open var maximumValueImage: UIImage?

    /// Keeps a thumb image for `state` (not drawn).
    open func setThumbImage(_ image: UIImage?, for state: State) {
        images[state.rawValue, default: (nil, nil, nil)].thumb = image
    }
    /// The thumb image kept for `state`.
    open func thumbImage(for state: State) -> UIImage? { images[state.rawValue]?.thumb }
    /// Keeps an image for the track up to the thumb in `state` (not drawn).
    open func setMinimumTrackImage(_ image: UIImage?, for state: State) {
        images[state.rawValue, default: (nil, nil, nil)].minimumTrack = image
    }
    /// The image kept for the track up to the thumb in `state`.
    open func minimumTrackImage(for state: State) -> UIImage? { images[state.rawValue]?.minimumTrack }
    /// Keeps an image for the track past the thumb in `state` (not drawn).
    open func setMaximumTrackImage(_ image: UIImage?, for state: State) {
        images[state.rawValue, default: (nil, nil, nil)].maximumTrack = image
    }
    /// The image kept for the track past the thumb in `state`.
    open func maximumTrackImage(for state: State) -> UIImage? { images[state.rawValue]?.maximumTrack }
    /// The thumb image of the current state, else the normal one.
    open var currentThumbImage: UIImage? { thumbImage(for: state) ?? thumbImage(for: .normal) }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateColors()
    }

    open override func didMoveToSuperview() {
        super.didMoveToSuperview()
        // The tint is inherited from the new superview.
        updateColors()
    }

    override func stateDidChange() {
        super.stateDidChange()
        updateColors()
    }

    private func updateColors() {
        minimumTrack.backgroundColor = minimumTrackTintColor ?? tintColor
        maximumTrack.backgroundColor = maximumTrackTintColor ?? UISlider.maximumTrackColor
        thumb.backgroundColor = thumbTintColor ?? .white
        let alpha = isEnabled ? 1 : UISlider.disabledAlpha
        for part in [minimumTrack, maximumTrack, thumb] { part.alpha = alpha }
    }

    // MARK: - Geometry

    /// 31 points high, no intrinsic width.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UISlider.standardHeight)
    }

    /// The width offered (or the current one), 31 points high.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width > 0 ? size.width : bounds.width, height: UISlider.standardHeight)
    }

    /// No room is kept for the minimum value's image (images are not drawn).
    open func minimumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(x: bounds.minX, y: bounds.midY, width: 0, height: 0)
    }

    /// No room is kept for the maximum value's image (images are not drawn).
    open func maximumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(x: bounds.maxX, y: bounds.midY, width: 0, height: 0)
    }

    /// The track: the bounds' width, 4 points thick, centred vertically.
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(
            x: bounds.minX, y: bounds.midY - UISlider.trackThickness / 2, width: bounds.width,
            height: UISlider.trackThickness)
    }

    /// The thumb for `value`: a 28-point circle whose centre travels the track inset by its
    /// radius, so that it stays inside at both ends.
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let diameter = UISlider.thumbDiameter
        let span = maximumValue - minimumValue
        let fraction = span > 0 ? CGFloat((clampedValue(value) - minimumValue) / span) : 0
        let travel = max(rect.width - diameter, 0)
        return CGRect(x: rect.minX + fraction * travel, y: rect.midY - diameter / 2, width: diameter, height: diameter)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        placeParts()
    }

    private func placeParts() {
        let track = trackRect(forBounds: bounds)
        let thumbFrame = thumbRect(forBounds: bounds, trackRect: track, value: storedValue)
        maximumTrack.frame = track
        minimumTrack.frame = CGRect(
            x: track.minX, y: track.minY, width: max(thumbFrame.midX - track.minX, 0), height: track.height)
        thumb.frame = thumbFrame
    }

    /// The value whose thumb is centred at `x` (bounds coordinates).
    private func value(atThumbCentre x: CGFloat) -> Float {
        let track = trackRect(forBounds: bounds)
        let travel = track.width - UISlider.thumbDiameter
        guard travel > 0 else { return minimumValue }
        let fraction = Float((x - track.minX - UISlider.thumbDiameter / 2) / travel)
        return clampedValue(minimumValue + fraction * (maximumValue - minimumValue))
    }

    // MARK: - Tracking

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let point = touch.location(in: self)
        let thumbFrame = thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: storedValue)
        let slop = UISlider.thumbSlop
        guard thumbFrame.insetBy(dx: -slop, dy: -slop).contains(point) else { return false }
        grabOffset = thumbFrame.midX - point.x
        valueAtGrab = storedValue
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let newValue = value(atThumbCentre: touch.location(in: self).x + grabOffset)
        guard newValue != storedValue else { return true }
        setValue(newValue, animated: false)
        if isContinuous { sendValueChanged() }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if let touch { _ = continueTracking(touch, with: event) }
        if !isContinuous && storedValue != valueAtGrab { sendValueChanged() }
    }

    open override func cancelTracking(with event: UIEvent?) {
        if !isContinuous && storedValue != valueAtGrab { sendValueChanged() }
    }
}
