/// An sRGB colour with alpha, each component 0...1.
public struct Color: Hashable, Sendable {
    /// Red component, 0...1.
    public var red: Double
    /// Green component, 0...1.
    public var green: Double
    /// Blue component, 0...1.
    public var blue: Double
    /// Opacity, 0 (transparent) to 1 (opaque); not premultiplied into the other components.
    public var alpha: Double

    /// A colour from components in 0...1; opaque unless `alpha` says otherwise.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A colour from `0xRRGGBB`.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(
            red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
            blue: Double(hex & 0xFF) / 255, alpha: alpha)
    }

    /// The same colour with its alpha replaced (not multiplied) by `alpha`.
    public func withAlpha(_ alpha: Double) -> Color { Color(red: red, green: green, blue: blue, alpha: alpha) }

    /// Fully transparent black.
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    /// Opaque black.
    public static let black = Color(hex: 0x000000)
    /// Opaque white.
    public static let white = Color(hex: 0xFFFFFF)
    /// UIKit's light-mode `systemBlue`; the default colour of a button's title.
    public static let systemBlue = Color(hex: 0x007AFF)
    /// UIKit's light-mode `systemRed`.
    public static let systemRed = Color(hex: 0xFF3B30)
    /// UIKit's light-mode `systemGreen`.
    public static let systemGreen = Color(hex: 0x34C759)
    /// UIKit's light-mode `systemOrange`.
    public static let systemOrange = Color(hex: 0xFF9500)
    /// UIKit's light-mode `systemGray`; also the title colour of a disabled button.
    public static let systemGray = Color(hex: 0x8E8E93)
    /// UIKit's light-mode `systemGray5`, a pale grey for fills.
    public static let systemGray5 = Color(hex: 0xE5E5EA)
    /// UIKit's light-mode `systemGray6`, the palest grey.
    public static let systemGray6 = Color(hex: 0xF2F2F7)
    /// Primary text: opaque black; the default colour of a label.
    public static let label = Color(hex: 0x000000)
    /// Secondary text: dark grey at 60% opacity.
    public static let secondaryLabel = Color(hex: 0x3C3C43, alpha: 0.6)
    /// The window's background: white.
    public static let systemBackground = Color(hex: 0xFFFFFF)
}
