internal import CairoRendering
import Foundation
internal import Rendering

extension UIImage {
    /// What an image is drawn with: its traits, and for a symbol its size, weight and colours
    /// (UIKit's `UIImage.Configuration`).
    @preconcurrency @MainActor
    public class Configuration {
        /// The traits the image is for; nil for the environment's.
        public internal(set) var traitCollection: UITraitCollection?

        required init() {}

        /// A copy with `traitCollection` instead.
        public func withTraitCollection(_ traitCollection: UITraitCollection?) -> Self {
            let copy = duplicate()
            copy.traitCollection = traitCollection
            return copy
        }

        /// A copy with what `other` gives over what this gives.
        public func applying(_ other: Configuration?) -> Self {
            let copy = duplicate()
            if let other { copy.merge(other) }
            return copy
        }

        func duplicate() -> Self {
            let copy = Self.init()
            copy.traitCollection = traitCollection
            copy.copyDetails(from: self)
            return copy
        }

        /// Copies what a subclass adds from `other`, of the same class.
        func copyDetails(from other: Configuration) {}

        /// Takes what `other` gives over this one's (``applying(_:)``'s work).
        func merge(_ other: Configuration) {
            if let traits = other.traitCollection { traitCollection = traits }
        }
    }

    /// How heavy a symbol's strokes are (UIKit's `UIImage.SymbolWeight`, raw values included).
    public enum SymbolWeight: Int, Sendable {
        case unspecified = 0
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    }

    /// A symbol's size next to text of its point size (UIKit's `UIImage.SymbolScale`).
    public enum SymbolScale: Int, Sendable {
        case `default` = -1
        case unspecified = 0
        case small, medium, large

        /// The symbol's side for text of `pointSize` points: iOS draws a medium symbol about
        /// 1.2 times the point size, a small one about four fifths of that, a large one 1.3
        /// times it.
        func side(forPointSize pointSize: CGFloat) -> CGFloat {
            let medium = pointSize * 1.2
            switch self {
            case .small: return medium * 0.8
            case .large: return medium * 1.3
            default: return medium
            }
        }
    }

    /// A symbol image's point size, weight, scale and colours (UIKit's
    /// `UIImage.SymbolConfiguration`).
    ///
    /// Symbols here are the desktop's icon theme's pictures (see `init(systemName:)`), drawn at
    /// the size the point size and scale give; the weight is kept but does not thicken them.
    /// A hierarchical colour, or the first palette colour, tints the whole symbol.
    @preconcurrency @MainActor
    public class SymbolConfiguration: Configuration {
        /// The point size of the text the symbol matches; 0 for unspecified.
        public internal(set) var pointSize: CGFloat = 0
        /// The weight; kept, not drawn (see the type's discussion).
        public internal(set) var weight = SymbolWeight.unspecified
        /// The scale next to the text.
        public internal(set) var scale = SymbolScale.unspecified
        /// The text style whose size the symbol takes, when no point size is given.
        public internal(set) var textStyle: UIFont.TextStyle?
        /// The colour a hierarchical or palette configuration gives.
        var color: UIColor?

        required init() {}

        /// A configuration with nothing given.
        public static var unspecified: SymbolConfiguration { SymbolConfiguration() }

        /// Symbols for text of `pointSize` points.
        public convenience init(pointSize: CGFloat) { self.init(pointSize: pointSize, weight: .unspecified) }
        /// Symbols for text of `pointSize` points at `weight`.
        public convenience init(pointSize: CGFloat, weight: SymbolWeight) {
            self.init(pointSize: pointSize, weight: weight, scale: .unspecified)
        }
        /// Symbols for text of `pointSize` points at `weight`, at `scale` next to it.
        public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            self.init()
            self.pointSize = pointSize
            self.weight = weight
            self.scale = scale
        }
        /// Symbols at `weight`.
        public convenience init(weight: SymbolWeight) { self.init(pointSize: 0, weight: weight) }
        /// Symbols at `scale` next to their text.
        public convenience init(scale: SymbolScale) { self.init(pointSize: 0, weight: .unspecified, scale: scale) }
        /// Symbols for text in `textStyle`.
        public convenience init(textStyle: UIFont.TextStyle) { self.init(textStyle: textStyle, scale: .unspecified) }
        /// Symbols for text in `textStyle`, at `scale` next to it.
        public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) {
            self.init()
            self.textStyle = textStyle
            self.scale = scale
        }
        /// Symbols for text in `font`.
        public convenience init(font: UIFont) { self.init(font: font, scale: .unspecified) }
        /// Symbols for text in `font`, at `scale` next to it.
        public convenience init(font: UIFont, scale: SymbolScale) {
            self.init(pointSize: font.pointSize, weight: .unspecified, scale: scale)
        }
        /// Symbols in shades of `hierarchicalColor`: the colour, here.
        public convenience init(hierarchicalColor: UIColor) {
            self.init()
            color = hierarchicalColor
        }
        /// Symbols in the palette's colours: the first, here.
        public convenience init(paletteColors: [UIColor]) {
            self.init()
            color = paletteColors.first
        }
        /// Symbols in their own colours: those of the icon theme's picture, tinted as any symbol.
        public static func preferringMulticolor() -> Self { Self.init() }

        override func copyDetails(from other: Configuration) {
            guard let other = other as? SymbolConfiguration else { return }
            pointSize = other.pointSize
            weight = other.weight
            scale = other.scale
            textStyle = other.textStyle
            color = other.color
        }

        override func merge(_ other: Configuration) {
            super.merge(other)
            guard let other = other as? SymbolConfiguration else { return }
            if other.pointSize > 0 || other.textStyle != nil {
                pointSize = other.pointSize
                textStyle = other.textStyle
            }
            if other.weight != .unspecified { weight = other.weight }
            if other.scale != .unspecified { scale = other.scale }
            if let color = other.color { self.color = color }
        }

        /// A copy without the point size and weight.
        public func configurationWithoutPointSizeAndWeight() -> SymbolConfiguration {
            let copy = duplicate()
            copy.pointSize = 0
            copy.textStyle = nil
            copy.weight = .unspecified
            return copy
        }

        /// The point size in effect: given, or the text style's, or the body style's (17).
        var effectivePointSize: CGFloat {
            if pointSize > 0 { return pointSize }
            return UIFont.preferredFont(forTextStyle: textStyle ?? .body, compatibleWith: traitCollection).pointSize
        }
    }

    /// A system symbol: the picture of the desktop's icon theme (Adwaita, as GNOME ships it)
    /// that stands for the SF Symbol `name` (about 200 names are known), drawn as a template. Nil for
    /// a name with no such picture, or when the theme is not installed.
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// ``init(systemName:)`` for the traits of `traitCollection`.
    public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
        self.init(systemName: name, withConfiguration: SymbolConfiguration().withTraitCollection(traitCollection))
    }

    /// ``init(systemName:)``, drawn as `configuration` says.
    public convenience init?(systemName name: String, withConfiguration configuration: Configuration?) {
        let symbol = SymbolConfiguration.unspecified.applying(configuration)
        guard let image = SystemSymbols.image(named: name, configuration: symbol) else { return nil }
        self.init(image)
        symbolName = name
        symbolConfiguration = symbol
    }

    /// This image with `configuration` over its own: a symbol at another size or colour; other
    /// images as they are.
    public func withConfiguration(_ configuration: Configuration) -> UIImage {
        applyingSymbolConfiguration(configuration as? SymbolConfiguration ?? .unspecified) ?? self
    }

    /// This symbol with `configuration` over its own; nil for an image that is not a symbol.
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
        guard let symbolName, let symbolConfiguration else { return nil }
        let merged = symbolConfiguration.applying(configuration)
        guard let image = SystemSymbols.image(named: symbolName, configuration: merged) else { return nil }
        let copy = UIImage(image, as: self)
        copy.symbolConfiguration = merged
        return copy
    }

    /// The configuration the image was made with: its symbol configuration, if any.
    public var configuration: Configuration? { symbolConfiguration }
}
