/// An on/off control (UIKit's `UISwitch`): a rounded track, green when on, with a white thumb
/// at the side of the value.
///
/// A click toggles it; a drag ends on the side the touch is lifted over. A change by the user
/// slides the thumb and sends `.valueChanged`, then `.primaryActionTriggered`; a change by code
/// (``isOn``, ``setOn(_:animated:)``) sends nothing. As in UIKit the switch is 51 × 31 points:
/// `init(frame:)` keeps only the origin, the intrinsic size is that size and hugs it (high
/// priorities), and a switch stretched anyway draws at that size in its top-left corner. A
/// disabled switch is drawn faded.
@preconcurrency @MainActor
open class UISwitch: UIControl {
    /// UIKit's `UISwitch.Style` (raw values included); a switch here always slides.
    public enum Style: Int, Sendable {
        /// The platform's choice (0): sliding here.
        case automatic = 0
        /// A checkbox (1), as on the Mac; not drawn here.
        case checkbox
        /// The sliding switch (2).
        case sliding
    }

    /// The size of every switch, in points.
    public static let standardSize = CGSize(width: 51, height: 31)
    /// The gap between the thumb and the track's edge, in points.
    static let thumbInset: CGFloat = 2
    /// How far a touch moves along x before it drags the thumb rather than clicks, in points.
    static let dragThreshold: CGFloat = 4
    /// The duration of the thumb's slide, in seconds.
    static let slideDuration = 0.25
    /// How opaque a disabled switch is drawn.
    static let disabledAlpha: CGFloat = 0.5
    /// The track's colour when off (UIKit's light-mode fill over white).
    static let offTrackColor = UIColor(red: 233 / 255, green: 233 / 255, blue: 234 / 255, alpha: 1)

    private let track = UIView.makeDecoration()
    private let thumb = UIView.makeDecoration()
    private var storedIsOn = false
    /// While a touch drags the thumb: the side it would end on; nil for a click so far.
    private var draggedValue: Bool?
    /// Where the tracked touch went down, in the switch's bounds coordinates.
    private var touchDownX: CGFloat = 0

    /// A switch at `frame`'s origin, 51 × 31 points, off.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: UISwitch.standardSize))
    }

    /// A switch at the origin, off (there are no archives here).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        frame.size = UISwitch.standardSize
    }

    override func didInitialize() {
        super.didInitialize()
        addSubview(track)
        track.addSubview(thumb)
        for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
            setContentHuggingPriority(.defaultHigh, for: axis)
        }
        updateLook()
    }

    /// Whether the switch is on; setting it moves the thumb at once and sends no actions.
    open var isOn: Bool {
        get { storedIsOn }
        set { setOn(newValue, animated: false) }
    }

    /// Turns the switch on or off, the thumb sliding when `animated`; sends no actions.
    open func setOn(_ on: Bool, animated: Bool) {
        guard on != storedIsOn else { return }
        storedIsOn = on
        checkObservations()
        updateParts(animated: animated, duration: UISwitch.slideDuration) { self.updateLook() }
    }

    /// The track's colour when on; nil for system green.
    open var onTintColor: UIColor? {
        didSet { updateLook() }
    }
    /// The thumb's colour; nil for white.
    open var thumbTintColor: UIColor? {
        didSet { updateLook() }
    }
    /// Kept and read back; a sliding switch shows no images (as in UIKit since iOS 7).
    open var onImage: UIImage?
    /// Kept and read back; a sliding switch shows no images.
    open var offImage: UIImage?
    /// The style asked for; kept and read back.
    open var preferredStyle: Style = .automatic
    /// The style shown: always `.sliding` here.
    open var style: Style { .sliding }
    /// A checkbox's title; kept and read back.
    open var title: String?

    /// 51 × 31 points.
    open override var intrinsicContentSize: CGSize { UISwitch.standardSize }

    /// 51 × 31 points, whatever the size offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { UISwitch.standardSize }

    open override func layoutSubviews() {
        super.layoutSubviews()
        updateLook()
    }

    /// Colours and places the track and thumb for the value shown.
    private func updateLook() {
        placeParts(showing: draggedValue ?? storedIsOn)
    }

    private func placeParts(showing on: Bool) {
        let size = UISwitch.standardSize
        track.frame = CGRect(origin: .zero, size: size)
        track.layer.cornerRadius = size.height / 2
        track.backgroundColor = on ? (onTintColor ?? .systemGreen) : UISwitch.offTrackColor
        let inset = UISwitch.thumbInset
        let diameter = max(size.height - 2 * inset, 0)
        thumb.frame = CGRect(x: on ? size.width - inset - diameter : inset, y: inset, width: diameter, height: diameter)
        thumb.layer.cornerRadius = diameter / 2
        thumb.backgroundColor = thumbTintColor ?? .white
        track.alpha = isEnabled ? 1 : UISwitch.disabledAlpha
    }

    override func stateDidChange() {
        super.stateDidChange()
        updateLook()
    }

    // MARK: - Tracking

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        touchDownX = touch.location(in: self).x
        draggedValue = nil
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let x = touch.location(in: self).x
        guard draggedValue != nil || abs(x - touchDownX) >= UISwitch.dragThreshold else { return true }
        let side = x >= bounds.midX
        if side != draggedValue {
            draggedValue = side
            updateLook()
        }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        let dragged = draggedValue
        draggedValue = nil
        // A click toggles when lifted inside; a drag ends where it was lifted, wherever.
        let value: Bool
        if let dragged {
            value = dragged
        } else if isTouchInside {
            value = !storedIsOn
        } else {
            value = storedIsOn
        }
        guard value != storedIsOn else { return updateLook() }
        setOn(value, animated: true)
        sendValueChanged()
    }

    open override func cancelTracking(with event: UIEvent?) {
        draggedValue = nil
        updateLook()
    }
}
