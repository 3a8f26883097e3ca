import Foundation
internal import Geometry
internal import Rendering

/// CoreFoundation's string, as CoreGraphics names colour spaces with one: Swift's `String` here.
public typealias CFString = String

/// The colour space colours are given in (CoreGraphics' `CGColorSpace`): RGB or grey, both
/// read as sRGB here.
public final class CGColorSpace: Sendable {
    /// sRGB's name.
    public static let sRGB: CFString = "kCGColorSpaceSRGB"
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// The grey space's name (a gamma of 2.2).
    public static let genericGrayGamma2_2: CFString = "kCGColorSpaceGenericGrayGamma2_2"
    /// Linear grey's name.
    public static let linearGray: CFString = "kCGColorSpaceLinearGray"
    /// Display P3's name; its colours are read as sRGB here.
    public static let displayP3: CFString = "kCGColorSpaceDisplayP3"
    /// Extended sRGB's name.
    public static let extendedSRGB: CFString = "kCGColorSpaceExtendedSRGB"

    /// The space's name.
    public let name: CFString?
    /// The colour components a colour in this space has, alpha not counted: 3, or 1 for grey.
    public let numberOfComponents: Int

    private init(name: CFString, components: Int) {
        self.name = name
        numberOfComponents = components
    }

    /// The space named `name`; nil for a name not known here.
    public convenience init?(name: CFString) {
        switch name {
        case CGColorSpace.sRGB, CGColorSpace.displayP3, CGColorSpace.extendedSRGB: self.init(name: name, components: 3)
        case CGColorSpace.genericGrayGamma2_2, CGColorSpace.linearGray: self.init(name: name, components: 1)
        default: return nil
        }
    }

    static let rgb = CGColorSpace(name: CGColorSpace.sRGB, components: 3)
    static let gray = CGColorSpace(name: CGColorSpace.genericGrayGamma2_2, components: 1)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The device's RGB space: sRGB here.
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { .rgb }

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The device's grey space.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { .gray }

/// Colours at locations from 0 to 1, which a context draws along a line or between circles
/// (CoreGraphics' `CGGradient`).
public final class CGGradient: Sendable {
    /// The colours by location, ascending.
    let stops: [Gradient.Stop]

    /// A gradient of `colors` (`CGColor`s, `as CFArray`) at `locations` (as many, 0…1), or spread
    /// evenly from 0 to 1 when `locations` is nil. Nil when a colour is not a `CGColor` or there
    /// is none.
    public init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?) {
        var given: [Color] = []
        for element in colors {
            guard let color = element as? CGColor else { return nil }
            given.append(color.color)
        }
        guard let stops = CGGradient.stops(given, locations: locations) else { return nil }
        self.stops = stops
    }

    /// A gradient of `count` colours, each its space's components then alpha, one after
    /// another in `components`, at `locations` (evenly spread when nil).
    public init?(
        colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
        locations: UnsafePointer<CGFloat>?, count: Int
    ) {
        let stride = space.numberOfComponents + 1
        let colors = (0..<max(count, 0)).map { index -> Color in
            let values = (0..<stride).map { Double(components[index * stride + $0]) }
            return stride == 2
                ? Color(red: values[0], green: values[0], blue: values[0], alpha: values[1])
                : Color(red: values[0], green: values[1], blue: values[2], alpha: values[3])
        }
        guard let stops = CGGradient.stops(colors, locations: locations) else { return nil }
        self.stops = stops
    }

    private static func stops(_ colors: [Color], locations: UnsafePointer<CGFloat>?) -> [Gradient.Stop]? {
        guard !colors.isEmpty else { return nil }
        guard let locations else { return Gradient.evenStops(colors) }
        return colors.indices.map { Gradient.Stop(location: Double(locations[$0]), color: colors[$0]) }
    }
}

/// Whether a gradient's end colours go on past its start and end (CoreGraphics'
/// `CGGradientDrawingOptions`); without either, nothing is painted there.
public struct CGGradientDrawingOptions: OptionSet, Sendable {
    /// The options' bits.
    public let rawValue: UInt32
    /// Options from their bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The first colour fills the area before the start.
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1 << 0)
    /// The last colour fills the area past the end.
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 1 << 1)
}
