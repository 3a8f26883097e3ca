/// Pull to refresh (UIKit's `UIRefreshControl`): given to a scroll view (its `refreshControl`),
/// it shows a spinner above the content when the content is dragged down past its top, and a
/// drag released far enough starts refreshing: the control sends `.valueChanged` and the
/// content rests below the spinner until ``endRefreshing()``.
@preconcurrency @MainActor
open class UIRefreshControl: UIControl {
    /// The height the control takes above the content while refreshing, in points; a drag must
    /// pull the content this far down to start a refresh.
    static let height: CGFloat = 60

    private let spinner = UIActivityIndicatorView(style: .medium)
    private let titleLabel = UILabel()

    /// Whether a refresh is under way.
    public private(set) var isRefreshing = false

    /// Puts in the spinner and the title, whichever initialiser made the control.
    override func didInitialize() {
        super.didInitialize()
        spinner.hidesWhenStopped = false
        spinner.alpha = 0
        titleLabel.font = .systemFont(ofSize: 13)
        titleLabel.textColor = .secondaryLabel
        titleLabel.textAlignment = .center
        addSubview(spinner)
        addSubview(titleLabel)
    }

    /// A text under the spinner; nil for none.
    open var attributedTitle: NSAttributedString? {
        didSet {
            titleLabel.text = attributedTitle?.string
            setNeedsLayout()
        }
    }

    /// The spinner's colour follows the tint.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        spinner.color = tintColor
    }

    /// Starts refreshing from code (no `.valueChanged` is sent): the spinner turns and the
    /// content rests below it.
    open func beginRefreshing() {
        guard !isRefreshing else { return }
        isRefreshing = true
        spinner.alpha = 1
        spinner.startAnimating()
        scrollView?.refreshStateDidChange()
    }

    /// Ends the refresh: the spinner stops and the content moves back up.
    open func endRefreshing() {
        guard isRefreshing else { return }
        isRefreshing = false
        spinner.stopAnimating()
        spinner.alpha = 0
        scrollView?.refreshStateDidChange()
    }

    private var scrollView: UIScrollView? { superview as? UIScrollView }

    /// The content was pulled down `distance` points past its top: the spinner shows as much.
    func contentPulled(by distance: CGFloat) {
        guard !isRefreshing else { return }
        spinner.alpha = min(1, max(0, distance / UIRefreshControl.height))
    }

    /// A drag was released with the content pulled down `distance` points past its top: far
    /// enough starts a refresh, as the user asked.
    func dragReleased(pulledBy distance: CGFloat) {
        guard !isRefreshing, isEnabled, distance >= UIRefreshControl.height else { return }
        beginRefreshing()
        sendActions(for: .valueChanged)
    }

    /// The spinner in the middle, the title below it.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let size = bounds.size
        let spinnerSize = spinner.intrinsicContentSize
        let title = titleLabel.fittedSize
        let total = spinnerSize.height + (title.height > 0 ? 4 + title.height : 0)
        let top = ((size.height - total) / 2).rounded()
        spinner.frame = CGRect(
            x: ((size.width - spinnerSize.width) / 2).rounded(), y: top, width: spinnerSize.width,
            height: spinnerSize.height)
        titleLabel.frame = CGRect(x: 0, y: top + spinnerSize.height + 4, width: size.width, height: title.height)
    }
}
