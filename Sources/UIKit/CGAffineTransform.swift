internal import Geometry

/// An affine transform: `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty` (Core Graphics'
/// `CGAffineTransform`, which Foundation on Linux lacks).
public struct CGAffineTransform: Hashable, Sendable {
    /// The x scale (and the cosine part of a rotation).
    public var a: CGFloat
    /// The y shear of x (the sine part of a rotation).
    public var b: CGFloat
    /// The x shear of y (minus the sine part of a rotation).
    public var c: CGFloat
    /// The y scale (and the cosine part of a rotation).
    public var d: CGFloat
    /// The x translation, in points.
    public var tx: CGFloat
    /// The y translation, in points.
    public var ty: CGFloat

    /// A transform from its six numbers.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// The identity.
    public init() { self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }

    /// Scales x by `sx` and y by `sy`.
    public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }

    /// Moves by `tx`, `ty` points.
    public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }

    /// Rotates by `angle` radians, clockwise on screen (y grows downwards).
    public init(rotationAngle angle: CGFloat) {
        let (cosine, sine) = (CGFloat(cos(Double(angle))), CGFloat(sin(Double(angle))))
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// Leaves every point where it is.
    public static let identity = CGAffineTransform()

    /// Whether this is the identity.
    public var isIdentity: Bool { self == .identity }

    /// `self` first, then `t2`.
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(transform.concatenating(t2.transform))
    }

    /// A scale by `sx`, `sy` applied before this transform.
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }

    /// A move by `tx`, `ty` applied before this transform.
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: tx, y: ty).concatenating(self)
    }

    /// A rotation by `angle` radians applied before this transform.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// The transform that undoes this one; this one unchanged if it flattens the plane.
    public func inverted() -> CGAffineTransform {
        a * d - b * c == 0 ? self : CGAffineTransform(transform.inverted)
    }

    init(_ transform: Transform) {
        self.init(
            a: CGFloat(transform.a), b: CGFloat(transform.b), c: CGFloat(transform.c), d: CGFloat(transform.d),
            tx: CGFloat(transform.tx), ty: CGFloat(transform.ty))
    }

    var transform: Transform {
        Transform(a: Double(a), b: Double(b), c: Double(c), d: Double(d), tx: Double(tx), ty: Double(ty))
    }
}

extension CGPoint {
    /// The point moved by `t`.
    public func applying(_ t: CGAffineTransform) -> CGPoint { CGPoint(t.transform.apply(to: point)) }
}

extension CGSize {
    /// The size scaled and sheared by `t` (its translation does not apply to sizes).
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// The smallest upright rectangle holding this one moved by `t`.
    public func applying(_ t: CGAffineTransform) -> CGRect { CGRect(t.transform.apply(to: rect)) }
}
