import Geometry
import Views

/// The `--dump-layout` JSON: `{"scene", "window": {"width", "height", "scale"}, "root": NODE}`.
///
/// Every node has `type` (the class name), `id` (or null), `frame` and `windowFrame` as
/// `[x, y, width, height]` in points (superview and window coordinates), `hidden` and
/// `children` (hidden ones included, in subview order). Labels and buttons add `text`; scroll
/// views `contentOffset` `[x, y]`, `contentSize` `[w, h]` and `adjustedContentInset`
/// `[top, left, bottom, right]`; stack views `axis`, `distribution`, `alignment`, `spacing`.
@MainActor
public enum LayoutDump {
    /// The scene's laid-out view tree as one line of JSON.
    public static func json(of scene: Scene) -> String {
        let window = scene.window
        let out = JSONWriter()
        out.object {
            out.field("scene", scene.name.rawValue)
            out.key("window")
            out.object {
                out.field("width", window.size.width)
                out.field("height", window.size.height)
                out.field("scale", window.scale)
            }
            out.key("root")
            node(window, out)
        }
        return out.text
    }

    static func typeName(_ view: View) -> String {
        String(describing: type(of: view))
    }

    static func node(_ view: View, _ out: JSONWriter) {
        out.object {
            out.field("type", typeName(view))
            out.field("id", view.id)
            out.field("frame", rect(view.frame))
            out.field("windowFrame", rect(view.windowFrame))
            out.field("hidden", view.isHidden)
            if let label = view as? Label { out.field("text", label.text) }
            if let button = view as? Button { out.field("text", button.title) }
            if let scroll = view as? ScrollView {
                out.field("contentOffset", [scroll.contentOffset.x, scroll.contentOffset.y])
                out.field("contentSize", [scroll.contentSize.width, scroll.contentSize.height])
                let inset = scroll.adjustedContentInset
                out.field("adjustedContentInset", [inset.top, inset.left, inset.bottom, inset.right])
            }
            if let stack = view as? StackView {
                out.field("axis", "\(stack.axis)")
                out.field("distribution", "\(stack.distribution)")
                out.field("alignment", "\(stack.alignment)")
                out.field("spacing", stack.spacing)
            }
            out.key("children")
            out.array(view.subviews) { node($0, out) }
        }
    }

    static func rect(_ rect: Rect) -> [Double] { [rect.minX, rect.minY, rect.width, rect.height] }
}

/// A small JSON writer: numbers rounded to 1e-6 (no -0), strings escaped.
final class JSONWriter {
    private(set) var text = ""
    /// Per nesting level: whether a value was written (so the next one needs a comma).
    private var wroteValue = [false]
    /// A key was just written: the next value belongs to it.
    private var afterKey = false

    private func beginValue() {
        if afterKey {
            afterKey = false
        } else if wroteValue[wroteValue.count - 1] {
            text += ","
        }
        wroteValue[wroteValue.count - 1] = true
    }

    func object(_ body: () -> Void) {
        beginValue()
        text += "{"
        wroteValue.append(false)
        body()
        wroteValue.removeLast()
        text += "}"
    }

    func array<T>(_ items: [T], _ element: (T) -> Void) {
        beginValue()
        text += "["
        wroteValue.append(false)
        for item in items { element(item) }
        wroteValue.removeLast()
        text += "]"
    }

    func key(_ name: String) {
        beginValue()
        text += "\(Self.quote(name)):"
        afterKey = true
    }

    func field(_ name: String, _ value: String?) {
        key(name)
        raw(value.map(Self.quote) ?? "null")
    }

    func field(_ name: String, _ value: Double) {
        key(name)
        raw(Self.number(value))
    }

    func field(_ name: String, _ value: Bool) {
        key(name)
        raw(value ? "true" : "false")
    }

    func field(_ name: String, _ values: [Double]) {
        key(name)
        raw("[" + values.map(Self.number).joined(separator: ",") + "]")
    }

    private func raw(_ value: String) {
        beginValue()
        text += value
    }

    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        let rounded = (value * 1e6).rounded() / 1e6 + 0
        if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int(rounded)) }
        return "\(rounded)"
    }

    static func quote(_ string: String?) -> String {
        string.map(quote) ?? "null"
    }

    static func quote(_ string: String) -> String {
        var out = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
