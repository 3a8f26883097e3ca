internal import Rendering
internal import Views

/// Text alignment (UIKit's `NSTextAlignment`, same raw values). Natural is left here.
public enum NSTextAlignment: Int, Sendable {
    /// Flush left (0).
    case left = 0
    /// Centred (1), flush right (2), justified (3: flush left here), or by the script (4: left here).
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
    /// Wrap between words (0).
    case byWordWrapping = 0
    /// Wrap between characters (1); clip (2), or truncate the head (3), tail (4) or middle (5):
    /// all three truncate the tail here.
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
@preconcurrency @MainActor
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
            storedAttributedText = nil
            storedText = newValue
            label.text = newValue ?? ""
            textDidChange()
        }
    }
    private var storedText: String?
    /// The attributed text set, until the plain text is set.
    private var storedAttributedText: NSAttributedString?

    /// Text with attributes. The label shows its characters in the font, colour, alignment and
    /// line breaking its first character's attributes give (those it lacks are the label's):
    /// one style for the whole text, as the label draws it; the other attributes are kept.
    open var attributedText: NSAttributedString? {
        get {
            storedAttributedText
                ?? text.map {
                    NSAttributedString(string: $0, attributes: [.font: font!, .foregroundColor: textColor!])
                }
        }
        set {
            text = newValue?.string
            storedAttributedText = newValue
            guard let newValue, newValue.length > 0 else { return }
            let attributes = newValue.attributes(at: 0, effectiveRange: nil)
            if let font = attributes[.font] as? UIFont { self.font = font }
            if let color = attributes[.foregroundColor] as? UIColor { textColor = color }
            if let paragraph = attributes[.paragraphStyle] as? NSParagraphStyle {
                textAlignment = paragraph.alignment
                lineBreakMode = paragraph.lineBreakMode
            }
        }
    }

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

    /// How lines sit horizontally; `.natural` (left) by default.
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

    /// How text that does not fit is wrapped or cut; `.byTruncatingTail` by default.
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
    /// The smallest font scale for ``adjustsFontSizeToFitWidth``; recorded only.
    open var minimumScaleFactor: CGFloat = 0
    /// Whether the label is enabled; recorded, a disabled label looks the same.
    open var isEnabled = true
    /// Whether the font follows the user's text size; there is one size here, so recorded.
    open var adjustsFontForContentSizeCategory = false
    /// Whether truncation may tighten letter spacing first; recorded.
    open var allowsDefaultTighteningForTruncation = false
    /// The text shadow's colour; recorded, not drawn.
    open var shadowColor: UIColor?
    /// The text shadow's offset, in points; recorded.
    open var shadowOffset = CGSize(width: 0, height: -1)
    /// Whether the label is highlighted; recorded, the colour stays ``textColor``.
    open var isHighlighted = false
    /// The text colour while highlighted; recorded, not drawn.
    open var highlightedTextColor: UIColor?

    /// The text's size in points; multi-line text wraps at ``preferredMaxLayoutWidth``,
    /// else at the width layout gave the label.
    open override var intrinsicContentSize: CGSize { CGSize(label.intrinsicContentSize) }

    /// The text's size in points when wrapped at `size.width`; a one-line label does not wrap.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let metrics = TextSystem.measurer.measure(
            label.text, style: label.style, maxWidth: numberOfLines == 1 ? nil : Double(size.width))
        return CGSize(width: CGFloat(metrics.width), height: CGFloat(metrics.height))
    }

    /// An element named by its text, static text.
    override var accessibilityDefaults: (isElement: Bool, label: String?, traits: UIAccessibilityTraits) {
        (true, text, .staticText)
    }

    private func textDidChange() {
        setNeedsDisplay()
        checkObservations()
    }
}
