/// A bar that fills from the left with the progress of a task (UIKit's `UIProgressView`).
///
/// It is 4 points high (and hugs that height) with no intrinsic width; the default style's bar
/// is rounded, the `.bar` style's square. Images are kept and read back but not drawn.
@preconcurrency @MainActor
open class UIProgressView: UIView {
    /// UIKit's `UIProgressView.Style` (raw values included).
    public enum Style: Int, Sendable {
        /// A rounded bar (0).
        case `default` = 0
        /// A square bar, as in a toolbar (1).
        case bar
    }

    /// The bar's height, in points.
    static let standardHeight: CGFloat = 4
    /// The duration of an animated change of progress, in seconds.
    static let fillDuration = 0.25
    /// The track's colour (UIKit's light-mode fill over white).
    static let trackColor = UIColor(red: 227 / 255, green: 227 / 255, blue: 229 / 255, alpha: 1)

    private let track = UIView.makeDecoration()
    private let fill = UIView.makeDecoration()
    private var storedProgress: Float = 0

    /// A bar of `style`, empty, 4 points high.
    public convenience init(progressViewStyle style: Style) {
        self.init(frame: CGRect(x: 0, y: 0, width: 0, height: UIProgressView.standardHeight))
        progressViewStyle = style
    }

    override func didInitialize() {
        super.didInitialize()
        track.clipsToBounds = true
        addSubview(track)
        track.addSubview(fill)
        setContentHuggingPriority(.defaultHigh, for: .vertical)
        updateLook()
    }

    /// The bar's style; `.default` unless given.
    open var progressViewStyle: Style = .default {
        didSet { updateLook() }
    }

    /// How much is done, in 0 … 1 (a value outside is clamped); 0 at first.
    open var progress: Float {
        get { storedProgress }
        set { setProgress(newValue, animated: false) }
    }

    /// Sets ``progress``, the bar growing or shrinking over a quarter of a second when `animated`.
    open func setProgress(_ progress: Float, animated: Bool) {
        let clamped = progress.isNaN ? 0 : min(max(progress, 0), 1)
        guard clamped != storedProgress else { return }
        storedProgress = clamped
        checkObservations()
        updateParts(animated: animated, duration: UIProgressView.fillDuration) { self.placeFill() }
    }

    /// The filled part's colour; nil for the tint colour.
    open var progressTintColor: UIColor? {
        didSet { updateLook() }
    }
    /// The unfilled part's colour; nil for a light grey.
    open var trackTintColor: UIColor? {
        didSet { updateLook() }
    }
    /// Kept and read back; not drawn.
    open var progressImage: UIImage?
    /// Kept and read back; not drawn.
    open var trackImage: UIImage?

    /// 4 points high, no intrinsic width.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIProgressView.standardHeight)
    }

    /// The width offered (or the current one), 4 points high.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width > 0 ? size.width : bounds.width, height: UIProgressView.standardHeight)
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateLook()
    }

    open override func didMoveToSuperview() {
        super.didMoveToSuperview()
        // The tint is inherited from the new superview.
        updateLook()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        updateLook()
    }

    private func updateLook() {
        track.frame = bounds
        track.backgroundColor = trackTintColor ?? UIProgressView.trackColor
        fill.backgroundColor = progressTintColor ?? tintColor
        let radius = progressViewStyle == .default ? bounds.height / 2 : 0
        track.layer.cornerRadius = radius
        fill.layer.cornerRadius = radius
        placeFill()
    }

    private func placeFill() {
        fill.frame = CGRect(x: 0, y: 0, width: bounds.width * CGFloat(storedProgress), height: bounds.height)
    }
}
