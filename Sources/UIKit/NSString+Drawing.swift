import Foundation
internal import Geometry
internal import Rendering
internal import Views

/// Text drawn and measured with attributes (UIKit's `NSStringDrawing`): the font (the system
/// font of 12 points by default) and the foreground colour (black) are used.
@MainActor
extension StringProtocol {
    /// The size `self` takes on one line with `attributes`. Callable from any thread, as on
    /// iOS: text is measured on the main thread.
    public nonisolated func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        let text = String(self)
        let font = (attributes?[.font] as? UIFont)?.font
        let measure: @MainActor () -> CGSize = {
            let style = Self.style(font: font, lines: 1)
            let metrics = TextSystem.measurer.measure(text, style: style, maxWidth: nil)
            return CGSize(width: metrics.width, height: metrics.height)
        }
        return onMainQueue(measure)
    }

    /// Draws `self` on one line from `point` (its top left corner) in the current context.
    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        draw(in: CGRect(origin: point, size: size(withAttributes: attributes)), withAttributes: attributes)
    }

    /// Draws `self` wrapped to `rect`'s width, from its top left corner, clipped to it.
    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        let color = (attributes?[.foregroundColor] as? UIColor)?.color ?? .black
        let font = (attributes?[.font] as? UIFont)?.font
        UIGraphicsGetCurrentContext()?.draw(
            String(self), in: rect.rect, style: Self.style(font: font, lines: 0), color: color)
    }

    /// The style of text drawn in `font` (the system font of 12 points if nil).
    private static func style(font: Font?, lines: Int) -> TextStyle {
        UIApplication.prepareToolkit()
        return TextStyle(
            font: font ?? UIFont.systemFont(ofSize: 12).font, numberOfLines: lines, lineBreakMode: .byWordWrapping)
    }
}

@MainActor
extension NSString {
    /// The size the string takes on one line with `attributes`; from any thread.
    public nonisolated func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
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

/// Runs `body` on the main queue, at once if this is it (the main actor's), else waiting for it.
nonisolated func onMainQueue<Result: Sendable>(_ body: @MainActor () -> Result) -> Result {
    // Thread.isMainThread is false where the main queue runs on a worker thread (after
    // dispatch_main), so the queue itself is asked.
    MainQueueMark.install
    if DispatchQueue.getSpecific(key: MainQueueMark.key) != nil { return MainActor.assumeIsolated(body) }
    return DispatchQueue.main.sync { MainActor.assumeIsolated(body) }
}

/// A mark on the main queue, by which code finds out that it runs there.
private enum MainQueueMark {
    static let key = DispatchSpecificKey<Bool>()
    static let install: Void = DispatchQueue.main.setSpecific(key: key, value: true)
}
