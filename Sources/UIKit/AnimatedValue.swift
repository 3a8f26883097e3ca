import Foundation
internal import Rendering

/// A value an animation can blend: a number, a point, a size, a rectangle, a colour or a list
/// of numbers, read from whatever an animation was given (`Any`) and turned back into the type
/// of the property it animates.
enum AnimatedValue {
    case number(Double)
    case point(Double, Double)
    case size(Double, Double)
    case rect(Double, Double, Double, Double)
    case color(Color)
    case numbers([Double])

    init?(_ value: Any) {
        switch value {
        case let number as CGFloat: self = .number(Double(number))
        case let number as Double: self = .number(number)
        case let number as Float: self = .number(Double(number))
        case let number as Int: self = .number(Double(number))
        case let number as NSNumber: self = .number(number.doubleValue)
        case let point as CGPoint: self = .point(Double(point.x), Double(point.y))
        case let size as CGSize: self = .size(Double(size.width), Double(size.height))
        case let rect as CGRect:
            self = .rect(Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
        case let color as CGColor: self = .color(color.color)
        case let numbers as [NSNumber]: self = .numbers(numbers.map(\.doubleValue))
        case let numbers as [CGFloat]: self = .numbers(numbers.map(Double.init))
        case let numbers as [Double]: self = .numbers(numbers)
        default: return nil
        }
    }

    /// The components, for blending.
    private var parts: [Double] {
        switch self {
        case .number(let x): [x]
        case .point(let x, let y), .size(let x, let y): [x, y]
        case .rect(let x, let y, let w, let h): [x, y, w, h]
        case .color(let c): [c.red, c.green, c.blue, c.alpha]
        case .numbers(let values): values
        }
    }

    /// The same kind of value with these components.
    private func with(_ parts: [Double]) -> AnimatedValue {
        switch self {
        case .number: .number(parts[0])
        case .point: .point(parts[0], parts[1])
        case .size: .size(parts[0], parts[1])
        case .rect: .rect(parts[0], parts[1], parts[2], parts[3])
        case .color: .color(Color(red: parts[0], green: parts[1], blue: parts[2], alpha: parts[3]))
        case .numbers: .numbers(parts)
        }
    }

    /// Whether the two are values of one kind (and, for lists, one length).
    private func matches(_ other: AnimatedValue) -> Bool {
        let lengths = parts.count == other.parts.count
        switch (self, other) {
        case (.number, .number), (.point, .point), (.size, .size), (.rect, .rect), (.color, .color),
            (.numbers, .numbers):
            return lengths
        default: return false
        }
    }

    /// `fraction` of the way from this value to `other`; nil for values of different kinds.
    func interpolated(to other: AnimatedValue, _ fraction: Double) -> AnimatedValue? {
        guard matches(other) else { return nil }
        return with(zip(parts, other.parts).map { $0 + ($1 - $0) * fraction })
    }

    /// This value plus `times` × `other`; nil for values of different kinds.
    func adding(_ other: AnimatedValue, times: Double) -> AnimatedValue? {
        guard matches(other) else { return nil }
        return with(zip(parts, other.parts).map { $0 + $1 * times })
    }

    /// The value as a `type` (a `CGFloat` property gets a `CGFloat`, an optional colour a
    /// `CGColor`); nil when it is not a value of that kind.
    func value(as type: Any.Type) -> Any? {
        let parts = self.parts
        switch self {
        case .number(let x):
            if type == CGFloat.self || type == CGFloat?.self { return CGFloat(x) }
            if type == Float.self || type == Float?.self { return Float(x) }
            if type == Double.self || type == Double?.self { return x }
            return nil
        case .point(let x, let y):
            return type == CGPoint.self || type == CGPoint?.self ? CGPoint(x: x, y: y) : nil
        case .size(let width, let height):
            return type == CGSize.self || type == CGSize?.self ? CGSize(width: width, height: height) : nil
        case .rect(let x, let y, let width, let height):
            return type == CGRect.self || type == CGRect?.self ? CGRect(x: x, y: y, width: width, height: height) : nil
        case .color:
            guard type == CGColor.self || type == CGColor?.self else { return nil }
            return CGColor(red: parts[0], green: parts[1], blue: parts[2], alpha: parts[3])
        case .numbers(let values):
            if type == [NSNumber].self || type == [NSNumber]?.self { return values.map { NSNumber(value: $0) } }
            if type == [CGFloat].self || type == [CGFloat]?.self { return values.map { CGFloat($0) } }
            return nil
        }
    }
}
