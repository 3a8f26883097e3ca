/// How much room there is along one axis (UIKit's `UIUserInterfaceSizeClass`, with its raw values).
public enum UIUserInterfaceSizeClass: Int, Sendable {
    /// Not given.
    case unspecified = 0
    /// Little room: a phone's width.
    case compact
    /// Much room.
    case regular
}

/// Light or dark appearance (UIKit's `UIUserInterfaceStyle`, with its raw values).
public enum UIUserInterfaceStyle: Int, Sendable {
    /// Not given.
    case unspecified = 0
    /// The light appearance.
    case light
    /// The dark appearance.
    case dark
}

/// The kind of device the interface is laid out for (UIKit's `UIUserInterfaceIdiom`, with its
/// raw values).
public enum UIUserInterfaceIdiom: Int, Sendable {
    /// Not given.
    case unspecified = -1
    /// A phone.
    case phone = 0
    /// A tablet.
    case pad
    /// A television.
    case tv
    /// A car's screen.
    case carPlay
    /// A Mac.
    case mac = 5
    /// A headset.
    case vision
}

/// Which way the layout runs (UIKit's `UITraitEnvironmentLayoutDirection`, with its raw values).
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    /// Not given.
    case unspecified = -1
    /// Left to right.
    case leftToRight = 0
    /// Right to left.
    case rightToLeft
}

/// The traits of the environment an interface is shown in (UIKit's `UITraitCollection`).
///
/// Here every view, controller and window has the same, ``current``: the compact width and
/// regular height of the phone-sized window (as the root views' margins assume), the light
/// appearance, the phone idiom, left to right, and the screen's scale. They never change, so
/// `traitCollectionDidChange(_:)` is not called.
public final class UITraitCollection: Equatable, Sendable, CustomStringConvertible {
    /// The room along the width.
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// The room along the height.
    public let verticalSizeClass: UIUserInterfaceSizeClass
    /// Light or dark.
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// The kind of device.
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    /// Which way the layout runs.
    public let layoutDirection: UITraitEnvironmentLayoutDirection
    /// Pixels per point; 0 when not given.
    public let displayScale: CGFloat
    /// The text size the user prefers; ``UIContentSizeCategory/large``, iOS's default, here.
    public let preferredContentSizeCategory: UIContentSizeCategory

    /// A collection that gives no trait.
    public convenience init() {
        self.init(
            horizontal: .unspecified, vertical: .unspecified, style: .unspecified, idiom: .unspecified,
            direction: .unspecified, scale: 0, category: .unspecified)
    }

    private init(
        horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass, style: UIUserInterfaceStyle,
        idiom: UIUserInterfaceIdiom, direction: UITraitEnvironmentLayoutDirection, scale: CGFloat,
        category: UIContentSizeCategory
    ) {
        preferredContentSizeCategory = category
        horizontalSizeClass = horizontal
        verticalSizeClass = vertical
        userInterfaceStyle = style
        userInterfaceIdiom = idiom
        layoutDirection = direction
        displayScale = scale
    }

    /// A collection that gives only the horizontal size class.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(traitsFrom: [], horizontal: horizontalSizeClass)
    }
    /// A collection that gives only the vertical size class.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(traitsFrom: [], vertical: verticalSizeClass)
    }
    /// A collection that gives only the appearance.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(traitsFrom: [], style: userInterfaceStyle)
    }
    /// A collection that gives only the idiom.
    public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) {
        self.init(traitsFrom: [], idiom: userInterfaceIdiom)
    }
    /// A collection that gives only the layout direction.
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init(traitsFrom: [], direction: layoutDirection)
    }
    /// A collection that gives only the scale.
    public convenience init(displayScale: CGFloat) {
        self.init(traitsFrom: [], scale: displayScale)
    }
    /// A collection that gives only the preferred text size.
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(traitsFrom: [], category: preferredContentSizeCategory)
    }

    /// The traits of `collections` together: for each trait, the last collection that gives it.
    public convenience init(traitsFrom collections: [UITraitCollection]) {
        self.init(traitsFrom: collections, horizontal: nil)
    }

    /// `collections` together, then the traits given here over them.
    private convenience init(
        traitsFrom collections: [UITraitCollection], horizontal: UIUserInterfaceSizeClass? = nil,
        vertical: UIUserInterfaceSizeClass? = nil, style: UIUserInterfaceStyle? = nil,
        idiom: UIUserInterfaceIdiom? = nil, direction: UITraitEnvironmentLayoutDirection? = nil,
        scale: CGFloat? = nil, category: UIContentSizeCategory? = nil
    ) {
        func last<Trait: Equatable>(_ trait: (UITraitCollection) -> Trait, unset: Trait, over given: Trait?) -> Trait {
            given ?? collections.last(where: { trait($0) != unset }).map(trait) ?? unset
        }
        self.init(
            horizontal: last(\.horizontalSizeClass, unset: .unspecified, over: horizontal),
            vertical: last(\.verticalSizeClass, unset: .unspecified, over: vertical),
            style: last(\.userInterfaceStyle, unset: .unspecified, over: style),
            idiom: last(\.userInterfaceIdiom, unset: .unspecified, over: idiom),
            direction: last(\.layoutDirection, unset: .unspecified, over: direction),
            scale: last(\.displayScale, unset: 0, over: scale),
            category: last(\.preferredContentSizeCategory, unset: .unspecified, over: category))
    }

    /// The traits every view, controller and window has here (see the type's discussion).
    @preconcurrency @MainActor public static var current: UITraitCollection {
        UITraitCollection(traitsFrom: [withoutScale], scale: UIScreen.main.scale)
    }

    /// ``current`` without the scale, which only the main actor reads: what colours resolve
    /// with, wherever they are made.
    static let withoutScale = UITraitCollection(
        horizontal: .compact, vertical: .regular, style: .light, idiom: .phone, direction: .leftToRight, scale: 0,
        category: .large)

    /// Whether every trait `other` gives is the same here; true for nil.
    public func containsTraits(in other: UITraitCollection?) -> Bool {
        guard let other else { return true }
        func agrees<Trait: Equatable>(_ trait: (UITraitCollection) -> Trait, unset: Trait) -> Bool {
            trait(other) == unset || trait(other) == trait(self)
        }
        return agrees(\.horizontalSizeClass, unset: .unspecified) && agrees(\.verticalSizeClass, unset: .unspecified)
            && agrees(\.userInterfaceStyle, unset: .unspecified) && agrees(\.userInterfaceIdiom, unset: .unspecified)
            && agrees(\.layoutDirection, unset: .unspecified) && agrees(\.displayScale, unset: 0)
            && agrees(\.preferredContentSizeCategory, unset: .unspecified)
    }

    /// Whether dynamic colours could look different in `other`: its appearance differs.
    public func hasDifferentColorAppearance(comparedTo other: UITraitCollection?) -> Bool {
        other?.userInterfaceStyle != userInterfaceStyle
    }

    /// Whether the two give the same traits.
    public static func == (lhs: UITraitCollection, rhs: UITraitCollection) -> Bool {
        lhs.containsTraits(in: rhs) && rhs.containsTraits(in: lhs)
    }

    /// The traits, as UIKit lists them.
    public var description: String {
        "<UITraitCollection; HorizontalSizeClass = \(horizontalSizeClass), VerticalSizeClass = \(verticalSizeClass), "
            + "UserInterfaceStyle = \(userInterfaceStyle), UserInterfaceIdiom = \(userInterfaceIdiom), "
            + "LayoutDirection = \(layoutDirection), DisplayScale = \(displayScale), "
            + "PreferredContentSizeCategory = \(preferredContentSizeCategory.rawValue)>"
    }
}

extension UIView {
    /// The traits of the view's environment: ``UITraitCollection/current``.
    public var traitCollection: UITraitCollection { .current }
}

extension UIViewController {
    /// The traits of the controller's environment: ``UITraitCollection/current``.
    public var traitCollection: UITraitCollection { .current }
}

extension UIScreen {
    /// The traits of the screen: ``UITraitCollection/current``.
    public var traitCollection: UITraitCollection { .current }
}

extension UIColor {
    /// A colour that depends on the traits, resolved now with ``UITraitCollection/current``
    /// (without its scale, so that it can be made anywhere; the traits never change here).
    public convenience init(dynamicProvider: (UITraitCollection) -> UIColor) {
        self.init(dynamicProvider(.withoutScale).color)
    }

    /// The colour in `traitCollection`: this colour, since a dynamic one was resolved when made.
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor { self }
}
