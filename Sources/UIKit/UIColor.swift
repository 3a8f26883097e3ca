internal import Rendering

/// An sRGB colour with alpha (UIKit's `UIColor`; light mode only).
open class UIColor: Equatable, @unchecked Sendable, CustomStringConvertible {
    let color: Color

    init(_ color: Color) { self.color = color }

    /// A colour from sRGB red, green and blue and an alpha, each 0…1; values are not clamped.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        color = Color(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
    }

    /// A grey from a brightness, 0 (black)…1 (white), and an alpha; stored as RGB, not as greyscale.
    public init(white: CGFloat, alpha: CGFloat) {
        color = Color(red: Double(white), green: Double(white), blue: Double(white), alpha: Double(alpha))
    }

    /// A colour from hue, saturation and brightness, each 0…1; hues wrap round (1 and -1 are 0).
    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let wrapped = Double(hue) - Double(hue).rounded(.down)
        let (h, s, v) = (wrapped * 6, Double(saturation), Double(brightness))
        let sector = Int(h) % 6
        let f = h - Double(Int(h))
        let (p, q, t) = (v * (1 - s), v * (1 - s * f), v * (1 - s * (1 - f)))
        let rgb: (Double, Double, Double) =
            switch sector {
            case 0: (v, t, p)
            case 1: (q, v, p)
            case 2: (p, v, t)
            case 3: (p, q, v)
            case 4: (t, p, v)
            default: (v, p, q)
            }
        color = Color(red: rgb.0, green: rgb.1, blue: rgb.2, alpha: Double(alpha))
    }

    /// The colour of a ``CGColor``, reading its components as red, green, blue and alpha.
    public convenience init(cgColor: CGColor) {
        self.init(
            red: cgColor.components[0], green: cgColor.components[1], blue: cgColor.components[2], alpha: cgColor.alpha)
    }

    /// The same colour with another alpha.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor { UIColor(color.withAlpha(Double(alpha))) }

    /// Writes the components; always succeeds (every colour here is RGB).
    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        red?.pointee = CGFloat(color.red)
        green?.pointee = CGFloat(color.green)
        blue?.pointee = CGFloat(color.blue)
        alpha?.pointee = CGFloat(color.alpha)
        return true
    }

    /// The colour for layer properties (`layer.borderColor`).
    public var cgColor: CGColor {
        CGColor(
            red: CGFloat(color.red), green: CGFloat(color.green), blue: CGFloat(color.blue), alpha: CGFloat(color.alpha)
        )
    }

    /// Colours are equal when their red, green, blue and alpha are exactly equal.
    public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
        lhs.color == rhs.color
    }

    /// The components as `UIColor(red: …, green: …, blue: …, alpha: …)`; iOS names a colour space instead.
    public var description: String {
        "UIColor(red: \(color.red), green: \(color.green), blue: \(color.blue), alpha: \(color.alpha))"
    }

    private static func rgb(_ red: Int, _ green: Int, _ blue: Int, _ alpha: Double = 1) -> UIColor {
        UIColor(Color(red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255, alpha: alpha))
    }

    // MARK: Fixed colours

    /// Black: white 0.
    public static var black: UIColor { UIColor(white: 0, alpha: 1) }
    /// Dark grey: white 1/3.
    public static var darkGray: UIColor { UIColor(white: 1.0 / 3, alpha: 1) }
    /// Light grey: white 2/3.
    public static var lightGray: UIColor { UIColor(white: 2.0 / 3, alpha: 1) }
    /// White: white 1.
    public static var white: UIColor { UIColor(white: 1, alpha: 1) }
    /// Mid grey: white 0.5.
    public static var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    /// Pure red: RGB 1, 0, 0.
    public static var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    /// Pure green: RGB 0, 1, 0.
    public static var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    /// Pure blue: RGB 0, 0, 1.
    public static var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    /// Cyan: RGB 0, 1, 1.
    public static var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    /// Yellow: RGB 1, 1, 0.
    public static var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    /// Magenta: RGB 1, 0, 1.
    public static var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    /// Orange: RGB 1, 0.5, 0.
    public static var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    /// Purple: RGB 0.5, 0, 0.5.
    public static var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    /// Brown: RGB 0.6, 0.4, 0.2.
    public static var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
    /// Fully transparent: black at alpha 0.
    public static var clear: UIColor { UIColor(white: 0, alpha: 0) }

    // MARK: System colours (light mode)

    /// UIKit's system blue, RGB 0, 122, 255.
    public static var systemBlue: UIColor { rgb(0, 122, 255) }
    /// The colour of links: system blue, RGB 0, 122, 255.
    public static var link: UIColor { rgb(0, 122, 255) }
    /// UIKit's system red, RGB 255, 59, 48.
    public static var systemRed: UIColor { rgb(255, 59, 48) }
    /// UIKit's system green, RGB 52, 199, 89.
    public static var systemGreen: UIColor { rgb(52, 199, 89) }
    /// UIKit's system orange, RGB 255, 149, 0.
    public static var systemOrange: UIColor { rgb(255, 149, 0) }
    /// UIKit's system purple, RGB 175, 82, 222.
    public static var systemPurple: UIColor { rgb(175, 82, 222) }
    /// UIKit's system pink, RGB 255, 45, 85.
    public static var systemPink: UIColor { rgb(255, 45, 85) }
    /// UIKit's system yellow, RGB 255, 204, 0.
    public static var systemYellow: UIColor { rgb(255, 204, 0) }
    /// UIKit's system indigo, RGB 88, 86, 214.
    public static var systemIndigo: UIColor { rgb(88, 86, 214) }
    /// UIKit's system teal, RGB 90, 200, 250: the iOS 13 value (iOS 15 moved it to 48, 176, 199).
    public static var systemTeal: UIColor { rgb(90, 200, 250) }
    /// UIKit's system mint, RGB 0, 199, 190.
    public static var systemMint: UIColor { rgb(0, 199, 190) }
    /// UIKit's system cyan, RGB 50, 173, 230.
    public static var systemCyan: UIColor { rgb(50, 173, 230) }
    /// UIKit's system brown, RGB 162, 132, 94.
    public static var systemBrown: UIColor { rgb(162, 132, 94) }
    /// UIKit's system grey, RGB 142, 142, 147.
    public static var systemGray: UIColor { rgb(142, 142, 147) }
    /// UIKit's second system grey, RGB 174, 174, 178.
    public static var systemGray2: UIColor { rgb(174, 174, 178) }
    /// UIKit's third system grey, RGB 199, 199, 204.
    public static var systemGray3: UIColor { rgb(199, 199, 204) }
    /// UIKit's fourth system grey, RGB 209, 209, 214.
    public static var systemGray4: UIColor { rgb(209, 209, 214) }
    /// UIKit's fifth system grey, RGB 229, 229, 234.
    public static var systemGray5: UIColor { rgb(229, 229, 234) }
    /// UIKit's sixth and lightest system grey, RGB 242, 242, 247.
    public static var systemGray6: UIColor { rgb(242, 242, 247) }
    /// Primary text: black.
    public static var label: UIColor { rgb(0, 0, 0) }
    /// Secondary text: RGB 60, 60, 67 at alpha 0.6.
    public static var secondaryLabel: UIColor { rgb(60, 60, 67, 0.6) }
    /// Tertiary text: RGB 60, 60, 67 at alpha 0.3.
    public static var tertiaryLabel: UIColor { rgb(60, 60, 67, 0.3) }
    /// Quaternary text: RGB 60, 60, 67 at alpha 0.18.
    public static var quaternaryLabel: UIColor { rgb(60, 60, 67, 0.18) }
    /// The background of a plain screen: white.
    public static var systemBackground: UIColor { rgb(255, 255, 255) }
    /// Content laid over ``systemBackground``: RGB 242, 242, 247.
    public static var secondarySystemBackground: UIColor { rgb(242, 242, 247) }
    /// Content laid over ``secondarySystemBackground``: white.
    public static var tertiarySystemBackground: UIColor { rgb(255, 255, 255) }
    /// The background of a grouped screen, such as a grouped table: RGB 242, 242, 247.
    public static var systemGroupedBackground: UIColor { rgb(242, 242, 247) }
    /// Content on a grouped background, such as a grouped table's cells: white.
    public static var secondarySystemGroupedBackground: UIColor { rgb(255, 255, 255) }
    /// Thin dividing lines that let the content behind show: RGB 60, 60, 67 at alpha 0.29.
    public static var separator: UIColor { rgb(60, 60, 67, 0.29) }
    /// Dividing lines that hide the content behind: RGB 198, 198, 200.
    public static var opaqueSeparator: UIColor { rgb(198, 198, 200) }
    /// Fill for thin and small shapes, such as a slider's track: RGB 120, 120, 128 at alpha 0.2.
    public static var systemFill: UIColor { rgb(120, 120, 128, 0.2) }
    /// Fill for medium shapes (a switch's track off): RGB 120, 120, 128 at alpha 0.16.
    public static var secondarySystemFill: UIColor { rgb(120, 120, 128, 0.16) }
    /// Fill for large shapes (a search field): RGB 118, 118, 128 at alpha 0.12.
    public static var tertiarySystemFill: UIColor { rgb(118, 118, 128, 0.12) }
    /// Placeholder text in text fields: RGB 60, 60, 67 at alpha 0.3.
    public static var placeholderText: UIColor { rgb(60, 60, 67, 0.3) }
    /// The default tint, system blue. On iOS this colour follows each view's tint; here it is fixed.
    public static var tintColor: UIColor { systemBlue }
}

/// A colour for layer properties (CoreGraphics' `CGColor`, RGB only).
public final class CGColor: Equatable, Sendable {
    /// Red, green, blue and alpha, each 0…1; always four, even for a grey.
    public let components: [CGFloat]
    /// The opacity, 0 (transparent)…1 (opaque).
    public var alpha: CGFloat { components[3] }
    /// Always 4 here, where iOS counts 2 for a grey.
    public var numberOfComponents: Int { components.count }

    /// A colour from sRGB red, green and blue and an alpha, each 0…1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = [red, green, blue, alpha]
    }

    /// A grey from a brightness, 0…1, and an alpha; stored as RGB.
    public init(gray: CGFloat, alpha: CGFloat) { components = [gray, gray, gray, alpha] }

    /// Colours are equal when their components are exactly equal.
    public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.components == rhs.components }

    var color: Color {
        Color(
            red: Double(components[0]), green: Double(components[1]), blue: Double(components[2]),
            alpha: Double(components[3]))
    }
}
