/// An sRGB colour with alpha, each component 0...1.
public struct Color: Hashable, Sendable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

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

    public func withAlpha(_ alpha: Double) -> Color { Color(red: red, green: green, blue: blue, alpha: alpha) }

    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    public static let black = Color(hex: 0x000000)
    public static let white = Color(hex: 0xFFFFFF)
    /// UIKit's light-mode system colours.
    public static let systemBlue = Color(hex: 0x007AFF)
    public static let systemRed = Color(hex: 0xFF3B30)
    public static let systemGreen = Color(hex: 0x34C759)
    public static let systemOrange = Color(hex: 0xFF9500)
    public static let systemGray = Color(hex: 0x8E8E93)
    public static let systemGray5 = Color(hex: 0xE5E5EA)
    public static let systemGray6 = Color(hex: 0xF2F2F7)
    public static let label = Color(hex: 0x000000)
    public static let secondaryLabel = Color(hex: 0x3C3C43, alpha: 0.6)
    public static let systemBackground = Color(hex: 0xFFFFFF)
}
