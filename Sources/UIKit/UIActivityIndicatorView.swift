/// A spinner that shows a task is under way (UIKit's `UIActivityIndicatorView`): eight spokes
/// around a centre, the brightest turning clockwise eight steps a second while it animates.
///
/// It draws 20 points square (`.medium`) or 37 (`.large`), centred in its bounds whatever their
/// size, and hugs that size (high priorities). With ``hidesWhenStopped`` (the default) it is
/// hidden whenever it is not animating, a new one included. The spokes turn only while the view
/// is in a window, so a stopped or detached spinner costs no frames.
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
    /// UIKit's `UIActivityIndicatorView.Style` (raw values included).
    public enum Style: Int, Sendable {
        /// The large white spinner of iOS 12 and before (0).
        case whiteLarge = 0
        /// The small white spinner (1).
        case white = 1
        /// The small grey spinner (2).
        case gray = 2
        /// The small spinner in the default colour (100).
        case medium = 100
        /// The large spinner in the default colour (101).
        case large = 101

        /// The side of the square, in points.
        var side: CGFloat {
            switch self {
            case .whiteLarge, .large: 37
            case .white, .gray, .medium: 20
            }
        }

        /// The spokes' colour unless one is set.
        var defaultColor: UIColor {
            switch self {
            case .whiteLarge, .white: .white
            case .gray, .medium, .large: .systemGray
            }
        }
    }

    /// How many spokes there are.
    static let spokeCount = 8
    /// How long the brightest spoke stays at one place, in seconds (a turn a second).
    static let stepInterval = 1.0 / Double(spokeCount)
    /// The alpha of the spoke furthest behind the brightest one.
    static let dimmestAlpha: CGFloat = 0.25
    /// A spoke's length and thickness, as fractions of the side.
    static let spokeLength: CGFloat = 0.28
    static let spokeThickness: CGFloat = 0.1

    private var spokes: [UIView] = []
    /// The spoke drawn brightest, 0 at the top, counting clockwise.
    private(set) var brightestSpoke = 0
    private var storedIsAnimating = false

    /// A stopped spinner of `style`, sized to it, hidden (``hidesWhenStopped``).
    public init(style: Style) {
        self.style = style
        super.init(frame: CGRect(x: 0, y: 0, width: style.side, height: style.side))
        layoutSpokes()
    }

    /// A stopped `.medium` spinner at `frame`, hidden (``hidesWhenStopped``).
    public override init(frame: CGRect) {
        style = .medium
        super.init(frame: frame)
        layoutSpokes()
    }

    /// A stopped `.medium` spinner (there are no archives here).
    public required init?(coder: NSCoder) {
        style = .medium
        super.init(coder: coder)
        layoutSpokes()
    }

    override func didInitialize() {
        super.didInitialize()
        isUserInteractionEnabled = false
        spokes = (0..<UIActivityIndicatorView.spokeCount).map { _ in UIView.makeDecoration() }
        for spoke in spokes { addSubview(spoke) }
        for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
            setContentHuggingPriority(.defaultHigh, for: axis)
        }
        isHidden = true
    }

    /// The size and default colour; setting it changes the intrinsic size and the spokes.
    open var style: Style {
        didSet {
            invalidateIntrinsicContentSize()
            setNeedsLayout()
            layoutSpokes()
        }
    }

    /// The spokes' colour; the style's when set to nil.
    open var color: UIColor! {
        get { storedColor ?? style.defaultColor }
        set {
            storedColor = newValue
            layoutSpokes()
        }
    }
    private var storedColor: UIColor?

    /// Whether the spinner is hidden while it does not animate; true by default.
    open var hidesWhenStopped = true {
        didSet { if hidesWhenStopped != oldValue { isHidden = hidesWhenStopped && !storedIsAnimating } }
    }

    /// Whether the spokes are turning.
    open var isAnimating: Bool { storedIsAnimating }

    /// Starts turning the spokes, and shows the spinner.
    open func startAnimating() {
        guard !storedIsAnimating else { return }
        storedIsAnimating = true
        isHidden = false
        updateStepping()
    }

    /// Stops turning the spokes; hides the spinner if ``hidesWhenStopped``.
    open func stopAnimating() {
        guard storedIsAnimating else { return }
        storedIsAnimating = false
        if hidesWhenStopped { isHidden = true }
        updateStepping()
    }

    /// The style's square.
    open override var intrinsicContentSize: CGSize { CGSize(width: style.side, height: style.side) }

    /// The style's square, whatever the size offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        updateStepping()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutSpokes()
    }

    /// Moves the brightest spoke one place clockwise (a step of the turn).
    func advance() {
        brightestSpoke = (brightestSpoke + 1) % UIActivityIndicatorView.spokeCount
        layoutSpokes()
    }

    /// The spokes turn while the spinner animates in a window, and only then.
    private func updateStepping() {
        let wanted = storedIsAnimating && window != nil
        guard wanted != isStepping else { return }
        isStepping = wanted
        // A step already queued sees the generation change and does nothing.
        stepGeneration &+= 1
        if wanted { scheduleStep() }
    }

    /// Whether a step of the spokes is queued on the main queue.
    private(set) var isStepping = false
    private var stepGeneration = 0

    private func scheduleStep() {
        let generation = stepGeneration
        DispatchQueue.main.asyncAfter(deadline: .now() + UIActivityIndicatorView.stepInterval) { [weak self] in
            MainActor.assumeIsolated {
                guard let self, self.stepGeneration == generation else { return }
                self.advance()
                self.scheduleStep()
            }
        }
    }

    /// Places the spokes around the centre of the bounds at the style's size, each rotated to
    /// point outwards, fading behind the brightest.
    private func layoutSpokes() {
        let count = UIActivityIndicatorView.spokeCount
        let side = style.side
        let length = side * UIActivityIndicatorView.spokeLength
        let thickness = side * UIActivityIndicatorView.spokeThickness
        let radius = side / 2 - length / 2
        let centre = CGPoint(x: bounds.midX, y: bounds.midY)
        for (index, spoke) in spokes.enumerated() {
            let angle = 2 * CGFloat.pi * CGFloat(index) / CGFloat(count)
            spoke.transform = .identity
            spoke.frame = CGRect(
                x: centre.x + radius * sin(angle) - thickness / 2, y: centre.y - radius * cos(angle) - length / 2,
                width: thickness, height: length)
            spoke.transform = CGAffineTransform(rotationAngle: angle)
            spoke.layer.cornerRadius = thickness / 2
            spoke.backgroundColor = color
            // Spokes behind the brightest (counter-clockwise from it) fade evenly.
            let behind = (brightestSpoke - index + count) % count
            let fade = (1 - UIActivityIndicatorView.dimmestAlpha) * CGFloat(behind) / CGFloat(count - 1)
            spoke.alpha = 1 - fade
        }
    }
}
