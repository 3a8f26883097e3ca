internal import Geometry
internal import Rendering
internal import Views

/// Text drawn and measured with attributes (UIKit's `NSStringDrawing`): the font (the system
/// font of 12 points by default) and the foreground colour (black) are used.
@MainActor
extension StringProtocol {
    /// The size `self` takes on one line with `attributes`.
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        let metrics = TextSystem.measurer.measure(String(self), style: Self.style(attributes, lines: 1), maxWidth: nil)
        return CGSize(width: metrics.width, height: metrics.height)
    }

    /// Draws `self` on one line from `point` (its top left corner) in the current context.
    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        draw(in: CGRect(origin: point, size: size(withAttributes: attributes)), withAttributes: attributes)
    }

    /// Draws `self` wrapped to `rect`'s width, from its top left corner, clipped to it.
    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        let color = (attributes?[.foregroundColor] as? UIColor)?.color ?? .black
        UIGraphicsGetCurrentContext()?.draw(
            String(self), in: rect.rect, style: Self.style(attributes, lines: 0), color: color)
    }

    private static func style(_ attributes: [NSAttributedString.Key: Any]?, lines: Int) -> TextStyle {
        let font = (attributes?[.font] as? UIFont)?.font ?? UIFont.systemFont(ofSize: 12).font
        UIApplication.prepareToolkit()
        return TextStyle(font: font, numberOfLines: lines, lineBreakMode: .byWordWrapping)
    }
}

@MainActor
extension NSString {
    /// The size the string takes on one line with `attributes`.
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        (self as String).size(withAttributes: attributes)
    }
    /// Draws the string on one line from `point` in the current context.
    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        (self as String).draw(at: point, withAttributes: attributes)
    }
    /// Draws the string wrapped to `rect`'s width, clipped to it.
    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        (self as String).draw(in: rect, withAttributes: attributes)
    }
}
