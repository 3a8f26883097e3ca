import Foundation

/// How large the user wants text (UIKit's `UIContentSizeCategory`), from extra small to the
/// largest accessibility size, in order.
///
/// A desktop has no such setting that applications read, so the environment's category is
/// ``large``, iOS's default; fonts and metrics scale for another category given explicitly
/// (a trait collection made with one).
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

    /// The categories in order, each with the body style's size in it (iOS's table): the other
    /// styles are scaled by the same ratio here.
    private static let bodySizes: [(UIContentSizeCategory, CGFloat)] = [
        (.extraSmall, 14), (.small, 15), (.medium, 16), (.large, 17), (.extraLarge, 19), (.extraExtraLarge, 21),
        (.extraExtraExtraLarge, 23), (.accessibilityMedium, 28), (.accessibilityLarge, 33),
        (.accessibilityExtraLarge, 40), (.accessibilityExtraExtraLarge, 47), (.accessibilityExtraExtraExtraLarge, 53),
    ]

    /// The place in ``bodySizes``; that of ``large`` for an unknown or unspecified category.
    private var order: Int { Self.bodySizes.firstIndex { $0.0 == self } ?? 3 }

    /// Whether this is one of the accessibility sizes, the largest five.
    public var isAccessibilityCategory: Bool { order >= 7 }

    /// How much larger than at ``large`` text is in this category (1 for ``large``).
    var scale: CGFloat { Self.bodySizes[order].1 / 17 }

    /// Whether `lhs` is the smaller size.
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
/// collection with another category scales by that category's ratio to Large (see
/// ``UIContentSizeCategory``).
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

    /// `value` scaled for the category of `traitCollection` (the environment's for nil).
    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        let category = traitCollection?.preferredContentSizeCategory ?? .large
        return value * (category == .unspecified ? 1 : category.scale)
    }
}
