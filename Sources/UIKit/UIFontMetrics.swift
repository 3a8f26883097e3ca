import Foundation

/// How large the user wants text (UIKit's `UIContentSizeCategory`), from extra small to the
/// largest accessibility size, in order.
///
/// A desktop has no such setting that applications read, so the environment's category is
/// ``large``, iOS's default; fonts and metrics scale for another category given explicitly
/// (a trait collection made with one), each text style as iOS's table of sizes has it.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Comparable, Sendable {
    /// The category's string, as UIKit spells it.
    public var rawValue: String
    /// A category from its string.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// No category given (a trait collection that leaves it open).
    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    /// The smallest size.
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    /// Smaller than the default.
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    /// A little smaller than the default.
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    /// The default.
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    /// A little larger than the default.
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    /// Larger.
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    /// The largest size before the accessibility sizes.
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    /// The first accessibility size.
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    /// The second accessibility size.
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    /// The third accessibility size.
    public static let accessibilityExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXL")
    /// The fourth accessibility size.
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    /// The largest size.
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    /// Posted when the preferred category changes; never, here.
    public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")
    /// The key of the new category in ``didChangeNotification``'s user info.
    public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"

    /// The categories, smallest first.
    static let ordered: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// The place in ``ordered``; that of ``large`` for an unknown or unspecified category.
    var order: Int { Self.ordered.firstIndex(of: self) ?? Self.largeOrder }
    static let largeOrder = 3

    /// Whether this is one of the accessibility sizes, the largest five.
    public var isAccessibilityCategory: Bool { order >= 7 }

    /// Whether `lhs` is the smaller size (unspecified counts as large).
    public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool { lhs.order < rhs.order }
}

extension UIApplication {
    /// The text size the user prefers: ``UIContentSizeCategory/large`` here (see
    /// ``UIContentSizeCategory``).
    public var preferredContentSizeCategory: UIContentSizeCategory { .large }
}

/// Scales fonts and lengths with the preferred text size (UIKit's `UIFontMetrics`), so that
/// custom fonts grow with Dynamic Type as the text styles do.
///
/// At the environment's category, ``UIContentSizeCategory/large``, nothing changes; a trait
/// collection with another category scales by the text style's ratio between its size in that
/// category and at Large.
public struct UIFontMetrics: Sendable {
    /// The metrics of the body style.
    public static let `default` = UIFontMetrics(forTextStyle: .body)

    /// The text style whose scaling this follows.
    public let textStyle: UIFont.TextStyle

    /// The metrics of `textStyle`.
    public init(forTextStyle textStyle: UIFont.TextStyle) { self.textStyle = textStyle }

    /// `font` at the size for the environment's category.
    public func scaledFont(for font: UIFont) -> UIFont { scaledFont(for: font, compatibleWith: nil) }

    /// `font` at the size for the environment's category, no larger than `maximumPointSize`
    /// (0 for no limit).
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
    }

    /// `font` at the size for the category of `traitCollection` (the environment's for nil).
    public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        scaledFont(for: font, maximumPointSize: 0, compatibleWith: traitCollection)
    }

    /// `font` at the size for the category of `traitCollection`, no larger than
    /// `maximumPointSize` (0 for no limit).
    public func scaledFont(
        for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?
    ) -> UIFont {
        var size = scaledValue(for: font.pointSize, compatibleWith: traitCollection)
        if maximumPointSize > 0 { size = min(size, max(maximumPointSize, font.pointSize)) }
        return size == font.pointSize ? font : font.withSize(size)
    }

    /// `value` (a length in points) scaled for the environment's category.
    public func scaledValue(for value: CGFloat) -> CGFloat { scaledValue(for: value, compatibleWith: nil) }

    /// `value` scaled for the category of `traitCollection` (the environment's for nil): by
    /// how much the text style grows from Large to that category (iOS's table of sizes).
    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        let category = traitCollection?.preferredContentSizeCategory ?? .large
        let sizes = UIFontMetrics.sizes(of: textStyle)
        return value * sizes[category.order] / sizes[UIContentSizeCategory.largeOrder]
    }

    /// The text style's point size in each category, smallest first (iOS's Dynamic Type table).
    static func sizes(of style: UIFont.TextStyle) -> [CGFloat] {
        switch style {
        case .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
        case .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
        case .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
        case .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
        case .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
        case .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
        case .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
        case .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
        case .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
        default: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]  // body and headline
        }
    }
}
