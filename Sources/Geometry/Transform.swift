/// An affine transform of the plane: `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`, in points
/// (Core Graphics' `CGAffineTransform` and Cairo's matrix use the same six numbers).
public struct Transform: Hashable, Sendable {
    /// The x scale (and the cosine part of a rotation).
    public var a: Double
    /// The y shear of x (the sine part of a rotation).
    public var b: Double
    /// The x shear of y (minus the sine part of a rotation).
    public var c: Double
    /// The y scale (and the cosine part of a rotation).
    public var d: Double
    /// The x translation, in points.
    public var tx: Double
    /// The y translation, in points.
    public var ty: Double

    /// A transform from its six numbers.
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// Leaves every point where it is.
    public static let identity = Transform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// Whether this is the identity.
    public var isIdentity: Bool { self == .identity }

    /// Moves by `dx`, `dy` points.
    public static func translation(dx: Double, dy: Double) -> Transform {
        Transform(a: 1, b: 0, c: 0, d: 1, tx: dx, ty: dy)
    }

    /// `self` first, then `other`.
    public func concatenating(_ other: Transform) -> Transform {
        Transform(
            a: a * other.a + b * other.c, b: a * other.b + b * other.d, c: c * other.a + d * other.c,
            d: c * other.b + d * other.d, tx: tx * other.a + ty * other.c + other.tx,
            ty: tx * other.b + ty * other.d + other.ty)
    }

    /// The transform that undoes this one; the identity if this one flattens the plane.
    public var inverted: Transform {
        let determinant = a * d - b * c
        guard determinant != 0 else { return .identity }
        return Transform(
            a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
            tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
    }

    /// `point` moved by this transform.
    public func apply(to point: Point) -> Point {
        Point(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
    }

    /// The smallest upright rectangle holding `rect` moved by this transform.
    public func apply(to rect: Rect) -> Rect {
        // The four corners without arrays: culling calls this for every view drawn.
        let p1 = apply(to: Point(x: rect.minX, y: rect.minY))
        let p2 = apply(to: Point(x: rect.maxX, y: rect.minY))
        let p3 = apply(to: Point(x: rect.minX, y: rect.maxY))
        let p4 = apply(to: Point(x: rect.maxX, y: rect.maxY))
        let minX = min(p1.x, p2.x, p3.x, p4.x)
        let minY = min(p1.y, p2.y, p3.y, p4.y)
        return Rect(
            x: minX, y: minY, width: max(p1.x, p2.x, p3.x, p4.x) - minX, height: max(p1.y, p2.y, p3.y, p4.y) - minY)
    }

    /// The transform `progress` (0…1) of the way to `target`, number by number.
    public func interpolated(to target: Transform, at progress: Double) -> Transform {
        func lerp(_ x: Double, _ y: Double) -> Double { x + (y - x) * progress }
        return Transform(
            a: lerp(a, target.a), b: lerp(b, target.b), c: lerp(c, target.c), d: lerp(d, target.d),
            tx: lerp(tx, target.tx), ty: lerp(ty, target.ty))
    }
}
