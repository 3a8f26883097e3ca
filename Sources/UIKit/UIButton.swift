internal import Layout
internal import Views

/// A control with a title and an image (UIKit's `UIButton`): per-state titles, title colours
/// and images falling back to `.normal`, the image before the title, both placed by
/// `contentHorizontalAlignment`, and a system button's tint and fade while highlighted. A
/// template image (a system image, by default) is drawn in the title's colour.
@preconcurrency @MainActor
open class UIButton: UIControl {
    /// UIKit's `UIButton.ButtonType` (raw values included).
    public enum ButtonType: Int, Sendable {
        /// No styling: a white title that does not fade (0).
        case custom = 0
        /// A tinted title in the 15-point system font that fades while highlighted (`system`, 1); the
        /// other kinds (2–7) look the same here.
        case system, detailDisclosure, infoLight, infoDark, contactAdd, plain, close
        /// The old name of `.system`.
        public static let roundedRect = ButtonType.system
    }

    /// The kind given at init; `.custom` for a button made with `init(frame:)`.
    public private(set) var buttonType: ButtonType = .custom
    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]
    let label = UILabel()
    /// Shows the image, before the title; placed by hand in ``layoutSubviews()``.
    let glyph = UIImageView()
    /// The space between the image and the title, in points.
    private var imageGap: CGFloat = 0
    private var labelConstraints: [NSLayoutConstraint] = []
    /// Follows the title label's size (its font, its lines) into the button's.
    private var labelSizeObservation: Observation?
    private var placedAlignment: (ContentHorizontalAlignment, ContentVerticalAlignment, CGFloat)?

    /// Alpha of a system button's title while highlighted (UIKit fades it).
    private static let highlightedTitleAlpha: CGFloat = 0.2
    /// Space above and below the title in a button without configuration.
    private static let titleVerticalPadding: CGFloat = 6

    /// A button of the given kind, without a title; any kind but `.custom` uses the 15-point system font.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
        if buttonType != .custom { label.font = .systemFont(ofSize: 15) }
        // A system button draws any image as a template in its tint, as on iOS.
        glyph.drawsImagesAsTemplates = buttonType != .custom
        updateTitle()
    }

    /// A button titled by `primaryAction`, which it sends on `.primaryActionTriggered`.
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
        glyph.isHidden = true
        addSubview(glyph)
        placeLabel()
        labelSizeObservation = label.backing.observe(.intrinsicContentSize) { [unowned(unsafe) self] _ in
            self.invalidateIntrinsicContentSize()
        }
    }

    /// The look as one value (iOS 15); nil for the classic per-state titles and colours.
    /// Setting it redraws the button from it.
    public var configuration: Configuration? {
        didSet { if !isUpdatingConfiguration { updateConfiguration() } }
    }
    /// Set while ``configurationUpdateHandler`` runs: its changes are applied once, after it.
    var isUpdatingConfiguration = false

    /// Called when the state changes (and on ``updateConfiguration()``), to adjust
    /// ``configuration`` for the new state.
    public var configurationUpdateHandler: ((UIButton) -> Void)?

    /// A capsule's radius follows the height; the image goes before the title.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if let configuration, configuration.cornerStyle == .capsule {
            layer.cornerRadius = configuration.cornerRadius(height: bounds.height)
        }
        placeGlyph()
    }

    /// Puts the image before the title (the label's constraints leave it room), or where the
    /// alignments say when there is no title.
    private func placeGlyph() {
        guard glyph.image != nil, !glyph.isHidden else { return }
        let size = glyph.intrinsicContentSize
        let hasTitle = !label.isHidden
        // The title's frame as this pass solved it: subviews take theirs after this callback.
        let title = CGRect(label.backing.frame)
        let x: CGFloat
        if hasTitle {
            x = title.minX - imageGap - size.width
        } else {
            switch contentHorizontalAlignment {
            case .left, .leading: x = 0
            case .right, .trailing: x = bounds.width - size.width
            case .center, .fill: x = ((bounds.width - size.width) / 2).rounded()
            }
        }
        let y: CGFloat =
            switch contentVerticalAlignment {
            case .top: 0
            case .bottom: bounds.height - size.height
            case .center, .fill: ((hasTitle ? title.midY : bounds.midY) - size.height / 2).rounded()
            }
        glyph.frame = CGRect(origin: CGPoint(x: x, y: y), size: size)
    }

    /// The image shown with `gap` points before the title, as a template in `color` at
    /// `alpha`; nil for none.
    func showImage(_ image: UIImage?, color: UIColor, alpha: CGFloat, gap: CGFloat) {
        if glyph.image !== image { glyph.image = image }
        glyph.isHidden = image == nil
        glyph.tintColor = color
        glyph.alpha = alpha
        imageGap = gap
        // The title's room for the image changes with the image and with the title.
        placeLabel()
        setNeedsLayout()
    }

    /// How far the title moves towards the trailing edge to leave the image room.
    private var titleLead: CGFloat {
        guard glyph.image != nil, !glyph.isHidden, !label.isHidden else { return 0 }
        return glyph.intrinsicContentSize.width + imageGap
    }

    /// The image's size and the gap after it, as the button's size adds them: zero without one.
    private var imageExtent: (width: CGFloat, height: CGFloat) {
        guard glyph.image != nil, !glyph.isHidden else { return (0, 0) }
        let size = glyph.intrinsicContentSize
        return (size.width + (label.isHidden ? 0 : imageGap), size.height)
    }

    override var triggersPrimaryActionOnTouchUpInside: Bool { true }

    /// The button's menu: a right click shows it at the pointer, and a click below the button
    /// when ``showsMenuAsPrimaryAction`` is true. `.menuActionTriggered` is sent first, so the
    /// menu can be replaced then. (iOS opens it on touch down; here on the click's release.)
    open var menu: UIMenu?
    /// Whether a click shows ``menu`` instead of sending the button's actions (false).
    open var showsMenuAsPrimaryAction = false
    /// Whether the button shows the menu's chosen item as its title (a pop-up button); recorded.
    open var changesSelectionAsPrimaryAction = false
    override var menuShownOnTouchUpInside: UIMenu? { showsMenuAsPrimaryAction ? menu : nil }

    /// Makes a button's pointer style from the effect and shape the system would use (UIKit's
    /// `UIButton.PointerStyleProvider`); nil for the system pointer.
    public typealias PointerStyleProvider = (UIButton, UIPointerEffect, UIPointerShape) -> UIPointerStyle?

    /// Whether the pointer over the button takes a style (false): on a desktop, the pointing
    /// hand, or what ``pointerStyleProvider`` makes. It adds a pointer interaction to the button.
    open var isPointerInteractionEnabled: Bool {
        get { pointerInteraction != nil }
        set {
            guard newValue != isPointerInteractionEnabled else { return }
            if let pointerInteraction {
                removeInteraction(pointerInteraction)
                self.pointerInteraction = nil
            } else {
                let interaction = UIPointerInteraction(delegate: pointerStyles)
                addInteraction(interaction)
                pointerInteraction = interaction
            }
        }
    }
    /// Gives the button's pointer style while ``isPointerInteractionEnabled``; nil (the
    /// default) for the automatic effect.
    open var pointerStyleProvider: PointerStyleProvider?
    private var pointerInteraction: UIPointerInteraction?
    private lazy var pointerStyles = ButtonPointerStyles(button: self)

    /// The label that shows the title; its text follows the current state's title.
    open var titleLabel: UILabel? { label }

    /// The view that shows the current image, before the title.
    open var imageView: UIImageView? { glyph }

    /// The configuration the button's symbol images are shown with.
    open func setPreferredSymbolConfiguration(
        _ configuration: UIImage.SymbolConfiguration?, forImageIn state: State
    ) {
        glyph.preferredSymbolConfiguration = configuration
        placeLabel()  // the image's new width moves the title
        invalidateIntrinsicContentSize()
    }

    /// Sets the title shown in `state`; states without one show the `.normal` title.
    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        updateTitle()
    }

    /// The title set for exactly `state`, else for `.normal`.
    open func title(for state: State) -> String? { titles[state.rawValue] ?? titles[State.normal.rawValue] }

    /// Sets the title colour for `state`; states without one use the `.normal` colour.
    open func setTitleColor(_ color: UIColor?, for state: State) {
        titleColors[state.rawValue] = color
        updateTitle()
    }

    /// The title colour set for exactly `state`, else for `.normal`.
    open func titleColor(for state: State) -> UIColor? {
        titleColors[state.rawValue] ?? titleColors[State.normal.rawValue]
    }

    /// Sets the image shown in `state`, before the title; states without one show the
    /// `.normal` image.
    open func setImage(_ image: UIImage?, for state: State) {
        images[state.rawValue] = image
        updateTitle()
    }
    /// The image set for exactly `state`, else for `.normal`.
    open func image(for state: State) -> UIImage? { images[state.rawValue] ?? images[State.normal.rawValue] }

    /// The title for the current state.
    open var currentTitle: String? { title(for: state) }

    /// An element named by its current title, a button (not enabled while disabled).
    override var accessibilityDefaults: (isElement: Bool, label: String?, traits: UIAccessibilityTraits) {
        (true, currentTitle, isEnabled ? .button : [.button, .notEnabled])
    }
    /// The title colour for the current state: the one set, else white for a custom button and the
    /// tint (grey while disabled) for the others.
    open var currentTitleColor: UIColor {
        titleColor(for: state) ?? (buttonType == .custom ? .white : (isEnabled ? tintColor : .systemGray))
    }
    /// The image for the current state.
    open var currentImage: UIImage? { image(for: state) }

    override func stateDidChange() {
        super.stateDidChange()
        updateTitle()
        placeLabel()
    }

    /// Recolours a title that follows the tint.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateTitle()
    }

    private func updateTitle() {
        if configuration != nil { return updateConfiguration() }
        let title = currentTitle
        label.text = title
        label.isHidden = title?.isEmpty ?? true
        label.textColor = currentTitleColor
        let alpha = buttonType != .custom && isHighlighted ? UIButton.highlightedTitleAlpha : 1
        label.alpha = alpha
        // A template image takes the tint (grey while disabled), whatever the title's colour.
        showImage(currentImage, color: isEnabled ? tintColor : .systemGray, alpha: alpha, gap: 0)
        invalidateIntrinsicContentSize()
    }

    /// The title label's constraints for the content alignments: centred, or against an edge.
    private func placeLabel() {
        let lead = titleLead
        if let placed = placedAlignment, placed == (contentHorizontalAlignment, contentVerticalAlignment, lead) {
            return
        }
        placedAlignment = (contentHorizontalAlignment, contentVerticalAlignment, lead)
        NSLayoutConstraint.deactivate(labelConstraints)
        // The image goes before the title: the title moves by its width and the gap (centred,
        // by half that, so that the two are centred together).
        let horizontal: [NSLayoutConstraint] =
            switch contentHorizontalAlignment {
            case .left, .leading: [label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: lead)]
            case .right, .trailing: [label.trailingAnchor.constraint(equalTo: trailingAnchor)]
            case .fill:
                [
                    label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: lead),
                    label.trailingAnchor.constraint(equalTo: trailingAnchor),
                ]
            case .center: [label.centerXAnchor.constraint(equalTo: centerXAnchor, constant: lead / 2)]
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
        setNeedsLayout()  // the image follows the title
    }

    /// The title's size plus 6 points above and below (a button without configuration); 30 × 34
    /// points without a title.
    open override var intrinsicContentSize: CGSize {
        let image = imageExtent
        if let configuration {
            let text = configuration.title?.isEmpty == false ? label.intrinsicContentSize : .zero
            let insets = configuration.contentInsets
            return CGSize(
                width: image.width + text.width + insets.leading + insets.trailing,
                height: max(text.height, image.height) + insets.top + insets.bottom)
        }
        guard let title = currentTitle, !title.isEmpty else {
            // An image alone sizes the button to itself.
            return image.width > 0 ? CGSize(width: image.width, height: image.height) : CGSize(width: 30, height: 34)
        }
        let text = label.intrinsicContentSize
        return CGSize(
            width: image.width + text.width,
            height: max(text.height + 2 * UIButton.titleVerticalPadding, image.height))
    }

    /// The button's intrinsic size, whatever `size` is: ``UIView/sizeToFit()`` sizes a button
    /// to its title.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicSizeOrCurrent }
}

/// A button's pointer interaction's delegate: the button's style provider, given the automatic
/// effect and the button's rounded bounds.
@MainActor
private final class ButtonPointerStyles: UIPointerInteractionDelegate {
    private unowned let button: UIButton

    init(button: UIButton) { self.button = button }

    func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? {
        let effect = UIPointerEffect.automatic(UITargetedPreview(view: button))
        guard let provider = button.pointerStyleProvider else { return UIPointerStyle(effect: effect) }
        return provider(button, effect, .roundedRect(button.bounds))
    }
}
