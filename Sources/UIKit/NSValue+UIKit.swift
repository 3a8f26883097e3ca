import Foundation

/// CoreFoundation's array, as UIKit code passes one to CoreGraphics (`colors as CFArray`):
/// Foundation's `NSArray` here.
public typealias CFArray = NSArray

extension NSValue {
    /// A value that boxes `rect`, as notifications carry frames (the keyboard's, on iOS).
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    /// A value that boxes `point`.
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    /// A value that boxes `size`.
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    /// The rectangle boxed.
    public var cgRectValue: CGRect { rectValue }
    /// The point boxed.
    public var cgPointValue: CGPoint { pointValue }
    /// The size boxed.
    public var cgSizeValue: CGSize { sizeValue }
}
