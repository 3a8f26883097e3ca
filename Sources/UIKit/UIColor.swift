internal import Rendering

/// An sRGB colour with alpha (UIKit's `UIColor`; light mode only).
open class UIColor: Equatable, @unchecked Sendable, CustomStringConvertible {
    let color: Color

    init(_ color: Color) { self.color = color }

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        color = Color(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
    }

    public init(white: CGFloat, alpha: CGFloat) {
        color = Color(red: Double(white), green: Double(white), blue: Double(white), alpha: Double(alpha))
    }

    /// A colour from hue, saturation and brightness, each 0…1.
    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let (h, s, v) = (Double(hue).truncatingRemainder(dividingBy: 1) * 6, Double(saturation), Double(brightness))
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

    public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
        lhs.color == rhs.color
    }

    public var description: String {
        "UIColor(red: \(color.red), green: \(color.green), blue: \(color.blue), alpha: \(color.alpha))"
    }

    private static func rgb(_ red: Int, _ green: Int, _ blue: Int, _ alpha: Double = 1) -> UIColor {
        UIColor(Color(red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255, alpha: alpha))
    }

    // MARK: Fixed colours

    public static var black: UIColor { UIColor(white: 0, alpha: 1) }
    public static var darkGray: UIColor { UIColor(white: 1.0 / 3, alpha: 1) }
    public static var lightGray: UIColor { UIColor(white: 2.0 / 3, alpha: 1) }
    public static var white: UIColor { UIColor(white: 1, alpha: 1) }
    public static var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    public static var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    public static var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    public static var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    public static var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    public static var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    public static var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    public static var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    public static var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    public static var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
    public static var clear: UIColor { UIColor(white: 0, alpha: 0) }

    // MARK: System colours (light mode)

    public static var systemBlue: UIColor { rgb(0, 122, 255) }
    public static var link: UIColor { rgb(0, 122, 255) }
    public static var systemRed: UIColor { rgb(255, 59, 48) }
    public static var systemGreen: UIColor { rgb(52, 199, 89) }
    public static var systemOrange: UIColor { rgb(255, 149, 0) }
    public static var systemPurple: UIColor { rgb(175, 82, 222) }
    public static var systemPink: UIColor { rgb(255, 45, 85) }
    public static var systemYellow: UIColor { rgb(255, 204, 0) }
    public static var systemIndigo: UIColor { rgb(88, 86, 214) }
    /// The iOS 13 value (iOS 15 moved it to 48, 176, 199).
    public static var systemTeal: UIColor { rgb(90, 200, 250) }
    public static var systemMint: UIColor { rgb(0, 199, 190) }
    public static var systemCyan: UIColor { rgb(50, 173, 230) }
    public static var systemBrown: UIColor { rgb(162, 132, 94) }
    public static var systemGray: UIColor { rgb(142, 142, 147) }
    public static var systemGray2: UIColor { rgb(174, 174, 178) }
    public static var systemGray3: UIColor { rgb(199, 199, 204) }
    public static var systemGray4: UIColor { rgb(209, 209, 214) }
    public static var systemGray5: UIColor { rgb(229, 229, 234) }
    public static var systemGray6: UIColor { rgb(242, 242, 247) }
    public static var label: UIColor { rgb(0, 0, 0) }
    public static var secondaryLabel: UIColor { rgb(60, 60, 67, 0.6) }
    public static var tertiaryLabel: UIColor { rgb(60, 60, 67, 0.3) }
    public static var quaternaryLabel: UIColor { rgb(60, 60, 67, 0.18) }
    public static var systemBackground: UIColor { rgb(255, 255, 255) }
    public static var secondarySystemBackground: UIColor { rgb(242, 242, 247) }
    public static var tertiarySystemBackground: UIColor { rgb(255, 255, 255) }
    public static var systemGroupedBackground: UIColor { rgb(242, 242, 247) }
    public static var secondarySystemGroupedBackground: UIColor { rgb(255, 255, 255) }
    public static var separator: UIColor { rgb(60, 60, 67, 0.29) }
    public static var opaqueSeparator: UIColor { rgb(198, 198, 200) }
    public static var systemFill: UIColor { rgb(120, 120, 128, 0.2) }
    public static var placeholderText: UIColor { rgb(60, 60, 67, 0.3) }
    /// The default tint (system blue).
    public static var tintColor: UIColor { systemBlue }
}

/// A colour for layer properties (CoreGraphics' `CGColor`, RGB only).
public final class CGColor: Equatable, Sendable {
    /// Red, green, blue, alpha.
    public let components: [CGFloat]
    public var alpha: CGFloat { components[3] }
    public var numberOfComponents: Int { components.count }

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = [red, green, blue, alpha]
    }

    public init(gray: CGFloat, alpha: CGFloat) { components = [gray, gray, gray, alpha] }

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.components == rhs.components }

    var color: Color {
        Color(
            red: Double(components[0]), green: Double(components[1]), blue: Double(components[2]),
            alpha: Double(components[3]))
    }
}
