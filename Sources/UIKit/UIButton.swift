internal import Layout
internal import Views

/// A control with a title (UIKit's `UIButton`, without configurations): per-state titles and
/// title colours falling back to `.normal`, a `titleLabel` placed by
/// `contentHorizontalAlignment`, and a system button's tint and fade while highlighted.
@MainActor
open class UIButton: UIControl {
    /// UIKit's `UIButton.ButtonType` (raw values included).
    public enum ButtonType: Int, Sendable {
        case custom = 0
        case system, detailDisclosure, infoLight, infoDark, contactAdd, plain, close
        public static let roundedRect = ButtonType.system
    }

    public private(set) var buttonType: ButtonType = .custom
    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]
    private let label = UILabel()
    private var labelConstraints: [NSLayoutConstraint] = []
    private var placedAlignment: (ContentHorizontalAlignment, ContentVerticalAlignment)?

    /// Alpha of a system button's title while highlighted (UIKit fades it).
    private static let highlightedTitleAlpha: CGFloat = 0.2
    /// Space above and below the title in a button without configuration.
    private static let titleVerticalPadding: CGFloat = 6

    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
        if buttonType != .custom { label.font = .systemFont(ofSize: 15) }
        updateTitle()
    }

    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction {
            setTitle(primaryAction.title, for: .normal)
            addAction(primaryAction, for: .primaryActionTriggered)
        }
    }

    override func didInitialize() {
        super.didInitialize()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.isHidden = true
        addSubview(label)
        placeLabel()
    }

    /// The label that shows the title; its text follows the current state's title.
    open var titleLabel: UILabel? { label }

    /// The image view; images are recorded but not drawn by buttons yet.
    open var imageView: UIImageView? { nil }

    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        updateTitle()
    }

    /// The title set for exactly `state`, else for `.normal`.
    open func title(for state: State) -> String? { titles[state.rawValue] ?? titles[State.normal.rawValue] }

    open func setTitleColor(_ color: UIColor?, for state: State) {
        titleColors[state.rawValue] = color
        updateTitle()
    }

    open func titleColor(for state: State) -> UIColor? {
        titleColors[state.rawValue] ?? titleColors[State.normal.rawValue]
    }

    open func setImage(_ image: UIImage?, for state: State) { images[state.rawValue] = image }
    open func image(for state: State) -> UIImage? { images[state.rawValue] ?? images[State.normal.rawValue] }

    open var currentTitle: String? { title(for: state) }
    open var currentTitleColor: UIColor {
        titleColor(for: state) ?? (buttonType == .custom ? .white : (isEnabled ? tintColor : .systemGray))
    }
    open var currentImage: UIImage? { image(for: state) }

    override func stateDidChange() {
        super.stateDidChange()
        updateTitle()
        placeLabel()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateTitle()
    }

    private func updateTitle() {
        let title = currentTitle
        label.text = title
        label.isHidden = title?.isEmpty ?? true
        label.textColor = currentTitleColor
        label.alpha = buttonType != .custom && isHighlighted ? UIButton.highlightedTitleAlpha : 1
        invalidateIntrinsicContentSize()
    }

    /// The title label's constraints for the content alignments: centred, or against an edge.
    private func placeLabel() {
        if let placed = placedAlignment, placed == (contentHorizontalAlignment, contentVerticalAlignment) { return }
        placedAlignment = (contentHorizontalAlignment, contentVerticalAlignment)
        NSLayoutConstraint.deactivate(labelConstraints)
        let horizontal: [NSLayoutConstraint] =
            switch contentHorizontalAlignment {
            case .left, .leading: [label.leadingAnchor.constraint(equalTo: leadingAnchor)]
            case .right, .trailing: [label.trailingAnchor.constraint(equalTo: trailingAnchor)]
            case .fill:
                [
                    label.leadingAnchor.constraint(equalTo: leadingAnchor),
                    label.trailingAnchor.constraint(equalTo: trailingAnchor),
                ]
            case .center: [label.centerXAnchor.constraint(equalTo: centerXAnchor)]
            }
        let vertical: [NSLayoutConstraint] =
            switch contentVerticalAlignment {
            case .top: [label.topAnchor.constraint(equalTo: topAnchor, constant: UIButton.titleVerticalPadding)]
            case .bottom:
                [label.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -UIButton.titleVerticalPadding)]
            case .fill:
                [
                    label.topAnchor.constraint(equalTo: topAnchor),
                    label.bottomAnchor.constraint(equalTo: bottomAnchor),
                ]
            case .center: [label.centerYAnchor.constraint(equalTo: centerYAnchor)]
            }
        labelConstraints = horizontal + vertical
        for constraint in labelConstraints { constraint.constraint.isSystem = true }
        NSLayoutConstraint.activate(labelConstraints)
    }

    /// The title's size plus 6 points above and below (a button without configuration).
    open override var intrinsicContentSize: CGSize {
        guard let title = currentTitle, !title.isEmpty else { return CGSize(width: 30, height: 34) }
        let text = label.intrinsicContentSize
        return CGSize(width: text.width, height: text.height + 2 * UIButton.titleVerticalPadding)
    }
}
