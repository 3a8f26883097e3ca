/// A control that steps a value up and down (UIKit's `UIStepper`): a rounded pair of buttons,
/// − on the left and + on the right, 94 × 32 points. A click on a half steps the value by
/// ``stepValue`` within ``minimumValue``…``maximumValue`` (or round, with ``wraps``) and sends
/// `.valueChanged`, then `.primaryActionTriggered`; a half that cannot step is dimmed.
@preconcurrency @MainActor
open class UIStepper: UIControl {
    /// The size of every stepper, in points.
    public static let standardSize = CGSize(width: 94, height: 32)
    /// The background's colour (UIKit's light-mode fill).
    static let fillColor = UIColor(red: 238 / 255, green: 238 / 255, blue: 239 / 255, alpha: 1)
    /// How opaque a half that cannot step is drawn.
    static let disabledAlpha: CGFloat = 0.3

    private let background = UIView.makeDecoration(color: UIStepper.fillColor, cornerRadius: 8)
    private let divider = UIView.makeDecoration(color: .separator)
    private let minus = UILabel()
    private let plus = UILabel()

    /// A stepper at `frame`'s origin, 94 × 32 points, at 0 of 0…100 by 1.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: UIStepper.standardSize))
    }

    /// A stepper at the origin (there are no archives here).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        frame.size = UIStepper.standardSize
    }

    override func didInitialize() {
        super.didInitialize()
        for (label, text) in [(minus, "−"), (plus, "+")] {
            label.text = text
            label.font = .systemFont(ofSize: 22)
            label.textAlignment = .center
        }
        for part in [background, divider, minus, plus] as [UIView] { addSubview(part) }
        for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
            setContentHuggingPriority(.defaultHigh, for: axis)
        }
        updateLook()
    }

    /// The value; setting it clamps it to the range and sends nothing.
    open var value: Double {
        get { storedValue }
        set {
            storedValue = min(max(newValue, minimumValue), maximumValue)
            checkObservations()
            updateLook()
        }
    }
    private var storedValue = 0.0

    /// The lowest value (0); the value follows a range that moves past it.
    open var minimumValue = 0.0 {
        didSet {
            if maximumValue < minimumValue { maximumValue = minimumValue }
            value = storedValue
        }
    }
    /// The highest value (100).
    open var maximumValue = 100.0 {
        didSet {
            if minimumValue > maximumValue { minimumValue = maximumValue }
            value = storedValue
        }
    }
    /// How much a click changes the value (1); must be above 0.
    open var stepValue = 1.0 {
        didSet { precondition(stepValue > 0, "UIStepper's stepValue must be greater than 0") }
    }
    /// Whether stepping past one end goes round to the other (false).
    open var wraps = false {
        didSet { updateLook() }
    }
    /// Whether holding a half down repeats; recorded (each click steps once here).
    open var autorepeat = true
    /// Whether each step sends `.valueChanged` while a half is held; recorded.
    open var isContinuous = true

    /// 94 × 32 points.
    open override var intrinsicContentSize: CGSize { UIStepper.standardSize }
    /// 94 × 32 points, whatever the size offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { UIStepper.standardSize }

    /// A click on a half steps the value.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        guard let touch, isTouchInside else { return }
        let increments = touch.location(in: self).x >= bounds.width / 2
        guard let stepped = step(up: increments) else { return }
        storedValue = stepped
        checkObservations()
        updateLook()
        sendValueChanged()
    }

    /// The value one step up or down, going round with ``wraps``; nil at an end it cannot pass.
    private func step(up: Bool) -> Double? {
        let next = storedValue + (up ? stepValue : -stepValue)
        if next > maximumValue { return wraps ? minimumValue : (storedValue < maximumValue ? maximumValue : nil) }
        if next < minimumValue { return wraps ? maximumValue : (storedValue > minimumValue ? minimumValue : nil) }
        return next
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let size = UIStepper.standardSize
        background.frame = CGRect(origin: .zero, size: size)
        divider.frame = CGRect(x: size.width / 2, y: 8, width: 1, height: size.height - 16)
        minus.frame = CGRect(x: 0, y: 0, width: size.width / 2, height: size.height)
        plus.frame = CGRect(x: size.width / 2, y: 0, width: size.width / 2, height: size.height)
    }

    override func stateDidChange() {
        super.stateDidChange()
        updateLook()
    }

    /// Dims a half that cannot step, and the whole when disabled.
    private func updateLook() {
        let canStepDown = wraps || storedValue > minimumValue
        let canStepUp = wraps || storedValue < maximumValue
        minus.alpha = isEnabled && canStepDown ? 1 : UIStepper.disabledAlpha
        plus.alpha = isEnabled && canStepUp ? 1 : UIStepper.disabledAlpha
    }
}
