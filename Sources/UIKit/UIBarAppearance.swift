/// How a bar looks, as a value the app configures and gives a bar (UIKit's `UIBarAppearance`):
/// its background and the line along its edge. Bars here have no blur, so every background is
/// opaque or transparent.
@preconcurrency @MainActor
open class UIBarAppearance {
    /// The background's colour; nil for the bar's standard one.
    open var backgroundColor: UIColor?
    /// The colour of the line along the bar's edge; nil or clear for none.
    open var shadowColor: UIColor? = .separator
    /// The background's blur; recorded (there is no blur here).
    open var backgroundEffect: AnyObject?
    /// A background image; recorded (the colour is drawn).
    open var backgroundImage: UIImage?

    /// The standard look.
    public init() {}

    /// A copy of `appearance`'s settings.
    public required init(copying appearance: UIBarAppearance) {
        backgroundColor = appearance.backgroundColor
        shadowColor = appearance.shadowColor
        backgroundImage = appearance.backgroundImage
    }

    /// An independent copy.
    open func copy() -> Self { Self(copying: self) }

    /// The standard look: the bar's colour and its line.
    open func configureWithDefaultBackground() {
        backgroundColor = nil
        shadowColor = .separator
    }

    /// An opaque background of the system colour, with the line.
    open func configureWithOpaqueBackground() {
        backgroundColor = .systemBackground
        shadowColor = .separator
    }

    /// No background and no line.
    open func configureWithTransparentBackground() {
        backgroundColor = .clear
        shadowColor = nil
    }
}

/// How a navigation bar looks (UIKit's `UINavigationBarAppearance`): the background, the line
/// below, and the title's font and colour.
@preconcurrency @MainActor
open class UINavigationBarAppearance: UIBarAppearance {
    /// The title's font (`.font`) and colour (`.foregroundColor`).
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The large title's attributes; recorded (there are no large titles here).
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]

    /// The standard look.
    public override init() { super.init() }

    /// A copy of `appearance`'s settings (and its title attributes, for a navigation bar's).
    public required init(copying appearance: UIBarAppearance) {
        super.init(copying: appearance)
        if let navigation = appearance as? UINavigationBarAppearance {
            titleTextAttributes = navigation.titleTextAttributes
            largeTitleTextAttributes = navigation.largeTitleTextAttributes
        }
    }
}

/// How a tab bar looks (UIKit's `UITabBarAppearance`): the background and the line above.
@preconcurrency @MainActor
open class UITabBarAppearance: UIBarAppearance {
    /// The standard look.
    public override init() { super.init() }

    /// A copy of `appearance`'s settings.
    public required init(copying appearance: UIBarAppearance) { super.init(copying: appearance) }
}

extension UIBarAppearance {
    /// Gives a bar this look: its background (`standard` when the appearance sets none) and its
    /// edge line (hidden for none or clear).
    func apply(to bar: UIView, line: UIView, standard: UIColor) {
        bar.backgroundColor = backgroundColor ?? standard
        line.isHidden = shadowColor == nil || shadowColor == .clear
        if let shadowColor { line.backgroundColor = shadowColor }
    }
}
