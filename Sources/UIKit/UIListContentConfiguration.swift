/// The state a configuration is updated for (UIKit's `UIConfigurationState`).
@preconcurrency @MainActor
public protocol UIConfigurationState {}

/// A cell's state: selected, highlighted, disabled (UIKit's `UICellConfigurationState`).
public struct UICellConfigurationState: UIConfigurationState, Hashable, Sendable {
    /// Whether the cell is selected.
    public var isSelected = false
    /// Whether a touch highlights the cell.
    public var isHighlighted = false
    /// Whether the cell is disabled.
    public var isDisabled = false
    /// Whether the table is editing; always false here.
    public var isEditing = false
    /// Whether the cell has the focus; always false here.
    public var isFocused = false
    /// A state with every flag off.
    public init() {}
}

/// What a content view shows, as a value (UIKit's `UIContentConfiguration`): a cell's
/// `contentConfiguration` makes its content view from one.
@preconcurrency @MainActor
public protocol UIContentConfiguration {
    /// A new view showing this configuration.
    func makeContentView() -> any UIView & UIContentView
    /// This configuration as it should look in `state`.
    func updated(for state: any UIConfigurationState) -> Self
}

/// A view that shows a content configuration (UIKit's `UIContentView`).
@preconcurrency @MainActor
public protocol UIContentView: AnyObject {
    /// The configuration shown; setting it updates the view.
    var configuration: any UIContentConfiguration { get set }
}

/// The content of a system cell or header: an image, a text and a secondary text, with their
/// fonts and colours (UIKit's `UIListContentConfiguration`).
public struct UIListContentConfiguration: UIContentConfiguration {
    /// How a text is drawn (UIKit's `UIListContentConfiguration.TextProperties`).
    public struct TextProperties: Equatable, Sendable {
        /// The font.
        public var font: UIFont
        /// The colour.
        public var color: UIColor
        /// The alignment; `.natural` by default.
        public var alignment: TextAlignment = .natural
        /// Lines at most; 0 (no limit) by default.
        public var numberOfLines = 0
        /// How a line that does not fit is cut.
        public var lineBreakMode: NSLineBreakMode = .byTruncatingTail

        /// UIKit's `TextProperties.TextAlignment`.
        public enum TextAlignment: Int, Hashable, Sendable {
            /// Left here (0); centred (1); left as written (2, left here).
            case natural, center, justified
        }
    }

    /// How the image is drawn (UIKit's `UIListContentConfiguration.ImageProperties`).
    public struct ImageProperties: Equatable, Sendable {
        /// The largest size the image is drawn at, in points; zero on an axis for no limit.
        public var maximumSize = CGSize.zero
        /// The image's tint; recorded (images are drawn in their own colours here).
        public var tintColor: UIColor?
        /// The corner radius the image is clipped to, in points.
        public var cornerRadius: CGFloat = 0
    }

    /// The kind of list content, for the layout of its texts.
    enum Layout: Hashable, Sendable {
        /// The secondary text below the text.
        case stacked
        /// The text on the left, the secondary text on the right.
        case sideBySide
        /// A short blue text in a column, the secondary text after it.
        case value2
        /// A section header or footer: texts at the bottom of the area.
        case header
    }

    var layout: Layout

    /// The image, on the leading side; nil for none.
    public var image: UIImage?
    /// How the image is drawn.
    public var imageProperties = ImageProperties()
    /// The main text; nil for none.
    public var text: String?
    /// How the main text is drawn.
    public var textProperties: TextProperties
    /// The secondary text; nil for none.
    public var secondaryText: String?
    /// How the secondary text is drawn.
    public var secondaryTextProperties: TextProperties
    /// The margins around the content, in points.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets
    /// Whether the secondary text goes beside the text when both fit (value cells) instead of below.
    public var prefersSideBySideTextAndSecondaryText: Bool
    /// The space between the image and the texts, in points.
    public var imageToTextPadding: CGFloat = 16
    /// The space between the text and the secondary text below it, in points.
    public var textToSecondaryTextVerticalPadding: CGFloat = 3
    /// The space between the text and the secondary text beside it, in points.
    public var textToSecondaryTextHorizontalPadding: CGFloat = 16

    init(layout: Layout, text: TextProperties, secondary: TextProperties, margins: NSDirectionalEdgeInsets) {
        self.layout = layout
        textProperties = text
        secondaryTextProperties = secondary
        directionalLayoutMargins = margins
        prefersSideBySideTextAndSecondaryText = layout == .sideBySide
    }

    /// A cell's standard margins: 11 points above and below, 16 at the sides.
    static let cellMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)

    /// A plain cell's content: the text in the body font, secondary text below it, smaller.
    public static func cell() -> UIListContentConfiguration {
        UIListContentConfiguration(
            layout: .stacked, text: TextProperties(font: .systemFont(ofSize: 17), color: .label),
            secondary: TextProperties(font: .systemFont(ofSize: 15), color: .label), margins: cellMargins)
    }

    /// A cell with a subtitle: the secondary text below the text, in a smaller font.
    public static func subtitleCell() -> UIListContentConfiguration {
        UIListContentConfiguration(
            layout: .stacked, text: TextProperties(font: .systemFont(ofSize: 17), color: .label),
            secondary: TextProperties(font: .systemFont(ofSize: 12), color: .label), margins: cellMargins)
    }

    /// A cell with a value: the secondary text on the right, in the secondary label colour.
    public static func valueCell() -> UIListContentConfiguration {
        UIListContentConfiguration(
            layout: .sideBySide, text: TextProperties(font: .systemFont(ofSize: 17), color: .label),
            secondary: TextProperties(font: .systemFont(ofSize: 17), color: .secondaryLabel), margins: cellMargins)
    }

    /// A plain table's section header: bold text.
    public static func plainHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(
            layout: .header, text: TextProperties(font: .boldSystemFont(ofSize: 17), color: .label),
            secondary: TextProperties(font: .systemFont(ofSize: 15), color: .secondaryLabel),
            margins: NSDirectionalEdgeInsets(top: 4, leading: 16, bottom: 4, trailing: 16))
    }

    /// A plain table's section footer: small secondary text.
    public static func plainFooter() -> UIListContentConfiguration {
        var footer = plainHeader()
        footer.textProperties = TextProperties(font: .systemFont(ofSize: 13), color: .secondaryLabel)
        return footer
    }

    /// A grouped table's section header: small secondary text above the section.
    public static func groupedHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(
            layout: .header, text: TextProperties(font: .systemFont(ofSize: 13), color: .secondaryLabel),
            secondary: TextProperties(font: .systemFont(ofSize: 13), color: .secondaryLabel),
            margins: NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 6, trailing: 16))
    }

    /// A grouped table's section footer: small secondary text below the section.
    public static func groupedFooter() -> UIListContentConfiguration {
        var footer = groupedHeader()
        footer.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 6, leading: 16, bottom: 16, trailing: 16)
        return footer
    }

    /// A view showing this configuration.
    public func makeContentView() -> any UIView & UIContentView { UIListContentView(configuration: self) }

    /// The configuration as it is: the look does not change with the state here.
    public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration { self }
}

/// The view that shows a ``UIListContentConfiguration`` (UIKit's `UIListContentView`); system
/// cells and headers show their texts in one. Its parts are placed by frames in
/// ``layoutSubviews()``.
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
    let imageView = UIImageView()
    let textLabel = UILabel()
    let secondaryTextLabel = UILabel()
    private(set) var listConfiguration: UIListContentConfiguration

    /// A view showing `configuration`.
    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
        for part in [imageView, textLabel, secondaryTextLabel] as [UIView] {
            part.isHidden = true
            addSubview(part)
        }
        apply(configuration)
    }

    /// There are no archives here: a view showing an empty cell configuration.
    public required init?(coder: NSCoder) {
        listConfiguration = .cell()
        super.init(coder: coder)
    }

    /// The configuration shown; setting one that is not a ``UIListContentConfiguration`` is ignored.
    public var configuration: any UIContentConfiguration {
        get { listConfiguration }
        set {
            guard let list = newValue as? UIListContentConfiguration else { return }
            apply(list)
        }
    }

    private func apply(_ configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        imageView.image = configuration.image
        imageView.layer.cornerRadius = configuration.imageProperties.cornerRadius
        imageView.clipsToBounds = configuration.imageProperties.cornerRadius > 0
        Self.apply(configuration.textProperties, configuration.text, to: textLabel)
        Self.apply(configuration.secondaryTextProperties, configuration.secondaryText, to: secondaryTextLabel)
        setNeedsLayout()
    }

    private static func apply(
        _ properties: UIListContentConfiguration.TextProperties, _ text: String?, to label: UILabel
    ) {
        label.text = text
        label.font = properties.font
        label.textColor = properties.color
        label.numberOfLines = properties.numberOfLines
        label.lineBreakMode = properties.lineBreakMode
        label.textAlignment = properties.alignment == .center ? .center : .natural
    }

    // MARK: - Layout

    /// The parts' frames for `width`, and the height the content needs (margins included).
    struct Placement {
        var image: CGRect?
        var text: CGRect?
        var secondaryText: CGRect?
        var height: CGFloat
    }

    /// Where the parts go in a view of `size`; the height in the result is what the content needs
    /// at that width, whatever `size.height` is. Labels with no text take no room.
    func placement(in size: CGSize) -> Placement {
        let configuration = listConfiguration
        let margins = configuration.directionalLayoutMargins
        var left = margins.leading
        let right = size.width - margins.trailing
        var placement = Placement(height: 0)
        var imageSize = CGSize.zero
        if let image = imageView.image {
            imageSize = image.size
            let limit = configuration.imageProperties.maximumSize
            if limit.width > 0 { imageSize.width = min(imageSize.width, limit.width) }
            if limit.height > 0 { imageSize.height = min(imageSize.height, limit.height) }
            left += imageSize.width + configuration.imageToTextPadding
        }
        let hasText = textLabel.text.map { !$0.isEmpty } ?? false
        let hasSecondary = secondaryTextLabel.text.map { !$0.isEmpty } ?? false
        let available = max(0, right - left)
        func measure(_ label: UILabel, _ width: CGFloat) -> CGSize {
            let fitted = label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
            return CGSize(width: min(fitted.width, width), height: ceil(fitted.height))
        }
        var textsHeight: CGFloat = 0
        switch configuration.layout {
        case .sideBySide where configuration.prefersSideBySideTextAndSecondaryText, .value2:
            let isValue2 = configuration.layout == .value2
            let textWidth = isValue2 ? UIListContentView.value2ColumnWidth : available
            let text = hasText ? measure(textLabel, textWidth) : .zero
            let gap = configuration.textToSecondaryTextHorizontalPadding
            let secondaryLeft = isValue2 ? left + textWidth + gap : left + text.width + gap
            let secondary = hasSecondary ? measure(secondaryTextLabel, max(0, right - secondaryLeft)) : .zero
            textsHeight = max(text.height, secondary.height)
            let top = margins.top
            if hasText {
                let x = isValue2 ? left + textWidth - text.width : left
                placement.text = CGRect(x: x, y: top, width: text.width, height: text.height)
            }
            if hasSecondary {
                let x = isValue2 ? secondaryLeft : right - secondary.width
                placement.secondaryText = CGRect(x: x, y: top, width: secondary.width, height: secondary.height)
            }
        default:
            let text = hasText ? measure(textLabel, available) : .zero
            let secondary = hasSecondary ? measure(secondaryTextLabel, available) : .zero
            let gap = hasText && hasSecondary ? configuration.textToSecondaryTextVerticalPadding : 0
            textsHeight = text.height + gap + secondary.height
            if hasText {
                placement.text = CGRect(x: left, y: margins.top, width: available, height: text.height)
            }
            if hasSecondary {
                placement.secondaryText = CGRect(
                    x: left, y: margins.top + text.height + gap, width: available, height: secondary.height)
            }
        }
        let contentHeight = max(textsHeight, imageSize.height)
        placement.height = margins.top + contentHeight + margins.bottom
        // Centred vertically in a taller view (a row of a fixed height), or at the bottom for a header.
        let spare = size.height - placement.height
        let shift = configuration.layout == .header ? max(0, spare) : max(0, spare / 2)
        let textsShift = shift + (contentHeight - textsHeight) / 2
        placement.text?.origin.y += textsShift
        placement.secondaryText?.origin.y += textsShift
        if imageView.image != nil {
            let y = margins.top + shift + (contentHeight - imageSize.height) / 2
            placement.image = CGRect(
                x: margins.leading, y: y, width: imageSize.width, height: imageSize.height)
        }
        return placement
    }

    /// The width of a value2 layout's text column, in points.
    static let value2ColumnWidth: CGFloat = 67

    /// Places the image and the texts by frames.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let placement = placement(in: bounds.size)
        Self.place(imageView, placement.image)
        Self.place(textLabel, placement.text)
        Self.place(secondaryTextLabel, placement.secondaryText)
    }

    private static func place(_ part: UIView, _ frame: CGRect?) {
        part.isHidden = frame == nil
        if let frame, part.frame != frame { part.frame = frame }
    }

    /// The width it is given, and the height its content needs at that width.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: placement(in: CGSize(width: size.width, height: 0)).height)
    }
}
