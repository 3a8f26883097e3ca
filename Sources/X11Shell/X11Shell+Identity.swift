import Rendering

extension X11Shell {
    /// A window icon: `width` × `height` pixels, each `0xAARRGGBB`, rows top to bottom.
    public struct Icon: Sendable {
        /// The width in pixels.
        public var width: Int
        /// The height in pixels.
        public var height: Int
        /// `width` × `height` pixels, `0xAARRGGBB`, row by row from the top.
        public var pixels: [UInt32]

        /// An icon from its pixels; traps unless there are exactly `width` × `height` of them.
        public init(width: Int, height: Int, pixels: [UInt32]) {
            precondition(pixels.count == width * height, "an icon needs width × height pixels")
            self.width = width
            self.height = height
            self.pixels = pixels
        }

        /// The toolkit's icon: three rows of a stack, blue, orange and blue, on white.
        public static func toolkit(size: Int = 48) -> Icon {
            let s = Double(size)
            let rows: [(top: Double, colour: Color)] = [
                (0.16, .systemBlue), (0.42, .systemOrange), (0.68, .systemBlue),
            ]
            var pixels = [UInt32](repeating: 0xFFFF_FFFF, count: size * size)
            for (top, colour) in rows {
                let argb =
                    0xFF00_0000 | UInt32(colour.red * 255) << 16 | UInt32(colour.green * 255) << 8
                    | UInt32(colour.blue * 255)
                for y in Int(top * s)..<Int((top + 0.16) * s) {
                    for x in Int(0.14 * s)..<Int(0.86 * s) { pixels[y * size + x] = argb }
                }
            }
            return Icon(width: size, height: size, pixels: pixels)
        }
    }

    /// How the window presents itself to the desktop.
    public struct Identity: Sendable {
        /// `WM_CLASS` instance name, and the prefix of messages printed on X errors.
        public var name: String
        /// `WM_CLASS` class name.
        public var className: String

        /// The icon desktops show (`_NET_WM_ICON`); nil draws the toolkit's.
        public var icon: Icon?

        /// An identity named `name`; the class name defaults to `name` with its first letter capitalised.
        public init(name: String, className: String? = nil, icon: Icon? = nil) {
            self.name = name
            self.className = className ?? (name.prefix(1).uppercased() + name.dropFirst())
            self.icon = icon
        }

        /// The executable's file name, as desktops expect by default.
        public static var executable: Identity {
            let path = CommandLine.arguments.first ?? "app"
            return Identity(name: String(path.split(separator: "/").last ?? "app"))
        }
    }
}
