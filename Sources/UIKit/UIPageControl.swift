/// A row of dots, one per page, the current one darker (UIKit's `UIPageControl`). A click on
/// the right of the current dot goes to the next page, on the left to the previous one, and
/// sends `.valueChanged`, then `.primaryActionTriggered`.
@preconcurrency @MainActor
open class UIPageControl: UIControl {
    /// A dot's diameter, in points.
    static let dotDiameter: CGFloat = 7
    /// The distance between dots' centres, in points.
    static let dotPitch: CGFloat = 16
    /// The control's height, in points.
    static let height: CGFloat = 26

    private var dots: [UIView] = []

    /// How many pages there are (0); the current page stays among them.
    open var numberOfPages = 0 {
        didSet {
            numberOfPages = max(0, numberOfPages)
            if currentPage >= numberOfPages { currentPage = max(0, numberOfPages - 1) }
            rebuildDots()
        }
    }
    /// The page shown (0); setting it sends nothing.
    open var currentPage = 0 {
        didSet {
            currentPage = min(max(0, currentPage), max(0, numberOfPages - 1))
            checkObservations()
            colourDots()
        }
    }
    /// Whether a control of one page is hidden (false).
    open var hidesForSinglePage = false {
        didSet { colourDots() }
    }
    /// The other dots' colour; nil for a translucent grey.
    open var pageIndicatorTintColor: UIColor? {
        didSet { colourDots() }
    }
    /// The current dot's colour; nil for the label colour.
    open var currentPageIndicatorTintColor: UIColor? {
        didSet { colourDots() }
    }
    /// Whether the background is drawn; recorded (there is none).
    open var backgroundStyle: BackgroundStyle = .automatic
    /// UIKit's `UIPageControl.BackgroundStyle`.
    public enum BackgroundStyle: Int, Sendable {
        /// The system's choice (0), a prominent (1) or minimal (2) background.
        case automatic = 0
        case prominent, minimal
    }

    /// The size `pageCount` dots take.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        CGSize(
            width: CGFloat(max(0, pageCount)) * UIPageControl.dotPitch + UIPageControl.dotPitch,
            height: UIPageControl.height)
    }

    /// The dots' size.
    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }

    /// A click beside the current dot moves one page that way.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        guard let touch, isTouchInside, numberOfPages > 1 else { return }
        let x = touch.location(in: self).x
        let currentCentre = dotCentre(of: currentPage)
        let next = x > currentCentre ? currentPage + 1 : x < currentCentre ? currentPage - 1 : currentPage
        guard next != currentPage, next >= 0, next < numberOfPages else { return }
        currentPage = next
        sendValueChanged()
    }

    private func dotCentre(of page: Int) -> CGFloat {
        let total = CGFloat(numberOfPages) * UIPageControl.dotPitch
        return (bounds.width - total) / 2 + (CGFloat(page) + 0.5) * UIPageControl.dotPitch
    }

    private func rebuildDots() {
        for dot in dots { dot.removeFromSuperview() }
        dots = (0..<numberOfPages).map { _ in
            UIView.makeDecoration(cornerRadius: UIPageControl.dotDiameter / 2)
        }
        for dot in dots { addSubview(dot) }
        colourDots()
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    private func colourDots() {
        if hidesForSinglePage { isHidden = numberOfPages <= 1 }
        for (page, dot) in dots.enumerated() {
            dot.backgroundColor =
                page == currentPage
                ? currentPageIndicatorTintColor ?? .label : pageIndicatorTintColor ?? .tertiaryLabel
        }
    }

    /// The dots, centred.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let diameter = UIPageControl.dotDiameter
        for (page, dot) in dots.enumerated() {
            let frame = CGRect(
                x: (dotCentre(of: page) - diameter / 2).rounded(), y: ((bounds.height - diameter) / 2).rounded(),
                width: diameter, height: diameter)
            if dot.frame != frame { dot.frame = frame }
        }
    }
}
