internal import Rendering
internal import Views

/// Text alignment (UIKit's `NSTextAlignment`, same raw values). Natural is left here.
public enum NSTextAlignment: Int, Sendable {
    case left = 0
    case center, right, justified, natural

    var alignment: TextAlignment {
        switch self {
        case .center: .center
        case .right: .right
        default: .left
        }
    }
}

/// What to do with text that does not fit (UIKit's `NSLineBreakMode`, same raw values).
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping = 0
    case byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle

    var mode: LineBreakMode {
        switch self {
        case .byWordWrapping: .byWordWrapping
        case .byCharWrapping: .byCharWrapping
        default: .byTruncatingTail
        }
    }
}

/// Read-only text, drawn with Pango (UIKit's `UILabel`): one line by default, system font 17,
/// `.label` colour; it sizes itself to its text and takes no touches.
@MainActor
open class UILabel: UIView {
    private var label: Label { backing as! Label }

    override class func makeBacking() -> View { Label() }

    override func didInitialize() {
        isUserInteractionEnabled = false
    }

    /// The text; nil draws nothing.
    open var text: String? {
        get { storedText }
        set {
            storedText = newValue
            label.text = newValue ?? ""
            textDidChange()
        }
    }
    private var storedText: String?

    /// The font; setting nil restores the system font at 17 points.
    open var font: UIFont! {
        get { UIFont(label.font) }
        set {
            label.font = newValue?.font ?? .system(size: 17)
            textDidChange()
        }
    }

    /// The text colour; setting nil restores `.label`.
    open var textColor: UIColor! {
        get { UIColor(label.textColor) }
        set {
            label.textColor = newValue?.color ?? UIColor.label.color
            setNeedsDisplay()
        }
    }

    open var textAlignment: NSTextAlignment = .natural {
        didSet {
            label.textAlignment = textAlignment.alignment
            setNeedsDisplay()
        }
    }

    /// Lines at most; 0 wraps without a limit.
    open var numberOfLines: Int {
        get { label.numberOfLines }
        set {
            label.numberOfLines = newValue
            textDidChange()
        }
    }

    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail {
        didSet {
            label.lineBreakMode = lineBreakMode.mode
            textDidChange()
        }
    }

    /// The width multi-line text wraps at for its intrinsic size; 0: the width layout gives it.
    open var preferredMaxLayoutWidth: CGFloat {
        get { CGFloat(label.preferredMaxLayoutWidth ?? 0) }
        set { label.preferredMaxLayoutWidth = newValue > 0 ? Double(newValue) : nil }
    }

    /// Recorded; text is not scaled down to fit here.
    open var adjustsFontSizeToFitWidth = false
    open var minimumScaleFactor: CGFloat = 0
    open var isEnabled = true
    open var isHighlighted = false
    open var highlightedTextColor: UIColor?

    open override var intrinsicContentSize: CGSize { CGSize(label.intrinsicContentSize) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let metrics = TextSystem.measurer.measure(
            label.text, style: label.style, maxWidth: numberOfLines == 1 ? nil : Double(size.width))
        return CGSize(width: CGFloat(metrics.width), height: CGFloat(metrics.height))
    }

    private func textDidChange() {
        setNeedsDisplay()
        checkObservations()
    }
}
