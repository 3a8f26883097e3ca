extension UIButton {
    /// How a button looks, as one value (UIKit's `UIButton.Configuration`, iOS 15): a style
    /// (plain, gray, tinted, filled; bordered variants are the same here), a title, colours,
    /// corner style, size and content insets.
    public struct Configuration {
        /// The look a factory gives: where the tint goes.
        enum Style { case plain, gray, tinted, filled }

        let style: Style
        /// The title; the button's per-state titles are ignored while a configuration is set.
        public var title: String?
        /// A second line; recorded, not drawn yet.
        public var subtitle: String?
        /// The image, before the title; a template (a system image) in the title's colour.
        public var image: UIImage?
        /// The title colour; nil uses the style's (white on filled, the tint otherwise).
        public var baseForegroundColor: UIColor?
        /// The background colour; nil uses the style's (the tint when filled, a grey or a pale
        /// tint for gray and tinted, none when plain).
        public var baseBackgroundColor: UIColor?
        /// How round the corners are.
        public var cornerStyle: CornerStyle = .dynamic
        /// The size class: it picks the title's font size (11, 13, 15 or 17 points) and radius.
        public var buttonSize: Size = .medium
        /// Space around the content, in points.
        public var contentInsets = NSDirectionalEdgeInsets(top: 6, leading: 12, bottom: 6, trailing: 12)
        /// Space between the image and the title, in points.
        public var imagePadding: CGFloat = 0
        /// Space between the title and the subtitle, in points; recorded.
        public var titlePadding: CGFloat = 0
        /// Whether the title shows a busy indicator; recorded.
        public var showsActivityIndicator = false

        /// UIKit's `UIButton.Configuration.CornerStyle`.
        public enum CornerStyle: Int, Sendable {
            /// Set by the background's corner radius (here: as medium).
            case fixed = -1
            /// Chosen from the button size.
            case dynamic = 0
            /// Slightly rounded (4 points).
            case small
            /// Rounded (8 points).
            case medium
            /// Very rounded (12 points).
            case large
            /// Half the height: a pill.
            case capsule
        }

        /// UIKit's `UIButton.Configuration.Size`.
        public enum Size: Int, Sendable {
            /// The smallest: 11-point title.
            case mini = 0
            /// 13-point title.
            case small
            /// 15-point title; the default.
            case medium
            /// 17-point title.
            case large
        }

        /// No background; tinted title.
        public static func plain() -> Configuration { Configuration(style: .plain) }
        /// A grey background; tinted title.
        public static func gray() -> Configuration { Configuration(style: .gray) }
        /// A pale tint background; tinted title.
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        /// A tint background; white title.
        public static func filled() -> Configuration { Configuration(style: .filled) }
        /// As ``plain()``.
        public static func borderless() -> Configuration { plain() }
        /// As ``gray()``.
        public static func bordered() -> Configuration { gray() }
        /// As ``tinted()``.
        public static func borderedTinted() -> Configuration { tinted() }
        /// As ``filled()``.
        public static func borderedProminent() -> Configuration { filled() }

        init(style: Style) { self.style = style }

        /// The title's font size for ``buttonSize``.
        var fontSize: CGFloat {
            switch buttonSize {
            case .mini: 11
            case .small: 13
            case .medium: 15
            case .large: 17
            }
        }

        /// The corner radius for a button `height` points high.
        func cornerRadius(height: CGFloat) -> CGFloat {
            switch cornerStyle {
            case .small: 4
            case .medium, .fixed: 8
            case .large: 12
            case .capsule: height / 2
            case .dynamic: buttonSize == .large ? 8 : buttonSize == .mini ? 4 : 6
            }
        }

        /// The title colour for `tint`, dimmed while highlighted or disabled.
        func foreground(tint: UIColor, state: UIControl.State) -> UIColor {
            let base = baseForegroundColor ?? (style == .filled ? .white : tint)
            if state.contains(.disabled) { return .systemGray }
            return state.contains(.highlighted) ? base.withAlphaComponent(Configuration.highlightedAlpha) : base
        }

        /// The background for `tint`, nil for none.
        func background(tint: UIColor, state: UIControl.State) -> UIColor? {
            let base: UIColor? =
                baseBackgroundColor
                ?? {
                    switch style {
                    case .plain: nil
                    case .gray: .systemGray5
                    case .tinted: tint.withAlphaComponent(Configuration.tintedBackgroundAlpha)
                    case .filled: tint
                    }
                }()
            guard let base else { return nil }
            if state.contains(.disabled) { return .systemGray5 }
            return state.contains(.highlighted) ? base.withAlphaComponent(Configuration.highlightedAlpha) : base
        }

        /// How strongly the tint shows behind a tinted button's title.
        static let tintedBackgroundAlpha: CGFloat = 0.15
        /// Content and background fade to this while pressed.
        static let highlightedAlpha: CGFloat = 0.6
    }

    /// A button drawn from `configuration` that sends `primaryAction` when tapped.
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system)
        var configuration = configuration
        if let primaryAction {
            if configuration.title == nil { configuration.title = primaryAction.title }
            addAction(primaryAction, for: .primaryActionTriggered)
        }
        // Observers do not run for assignments in the type's own initialisers: apply by hand.
        self.configuration = configuration
        updateConfiguration()
    }

    /// Asks for ``configurationUpdateHandler`` to run and the configuration to be applied again.
    public func setNeedsUpdateConfiguration() { updateConfiguration() }

    /// Runs ``configurationUpdateHandler`` (which may change ``configuration``) and applies it.
    public func updateConfiguration() {
        isUpdatingConfiguration = true
        configurationUpdateHandler?(self)
        isUpdatingConfiguration = false
        applyConfiguration()
    }

    /// Shows the configuration: title, colours, font, corners.
    func applyConfiguration() {
        guard let configuration else { return }
        let tint: UIColor = tintColor
        label.text = configuration.title
        label.isHidden = configuration.title?.isEmpty ?? true
        label.font = .systemFont(ofSize: configuration.fontSize, weight: .semibold)
        label.textColor = configuration.foreground(tint: tint, state: state)
        label.alpha = 1
        showImage(configuration.image, color: label.textColor, alpha: 1, gap: configuration.imagePadding)
        backgroundColor = configuration.background(tint: tint, state: state)
        layer.cornerRadius = configuration.cornerRadius(height: bounds.height)
        invalidateIntrinsicContentSize()
    }
}
