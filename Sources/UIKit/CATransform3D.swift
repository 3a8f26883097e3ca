import Foundation

/// A 4 × 4 transform of a layer (Core Animation's `CATransform3D`), rows of the matrix that
/// multiplies row vectors. Layers are drawn flat here: only its 2D part (``m11``, ``m12``,
/// ``m21``, ``m22``, ``m41``, ``m42``) is used.
public struct CATransform3D: Hashable, Sendable {
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// The matrix's entries, row by row.
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// Row 2.
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// Row 3.
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// Row 4: the translation, then the perspective's.
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

    /// The identity.
    public init() {
        (m11, m12, m13, m14) = (1, 0, 0, 0)
        (m21, m22, m23, m24) = (0, 1, 0, 0)
        (m31, m32, m33, m34) = (0, 0, 1, 0)
        (m41, m42, m43, m44) = (0, 0, 0, 1)
    }

    /// The 2D transform as a 3D one.
    init(_ affine: CGAffineTransform) {
        self.init()
        (m11, m12, m21, m22, m41, m42) = (affine.a, affine.b, affine.c, affine.d, affine.tx, affine.ty)
    }

    /// The 2D part.
    var affine: CGAffineTransform { CGAffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42) }

    /// `self` then `other`.
    func concatenating(_ other: CATransform3D) -> CATransform3D {
        let a = [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]]
        let b = [
            [other.m11, other.m12, other.m13, other.m14], [other.m21, other.m22, other.m23, other.m24],
            [other.m31, other.m32, other.m33, other.m34], [other.m41, other.m42, other.m43, other.m44],
        ]
        var c = [[CGFloat]](repeating: [0, 0, 0, 0], count: 4)
        for i in 0..<4 {
            for j in 0..<4 { c[i][j] = (0..<4).reduce(0) { $0 + a[i][$1] * b[$1][j] } }
        }
        var result = CATransform3D()
        (result.m11, result.m12, result.m13, result.m14) = (c[0][0], c[0][1], c[0][2], c[0][3])
        (result.m21, result.m22, result.m23, result.m24) = (c[1][0], c[1][1], c[1][2], c[1][3])
        (result.m31, result.m32, result.m33, result.m34) = (c[2][0], c[2][1], c[2][2], c[2][3])
        (result.m41, result.m42, result.m43, result.m44) = (c[3][0], c[3][1], c[3][2], c[3][3])
        return result
    }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identity transform.
public let CATransform3DIdentity = CATransform3D()

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Whether `t` is the identity.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == CATransform3DIdentity }

// swift-format-ignore: AlwaysUseLowerCamelCase
/// A translation by `tx`, `ty`, `tz` points.
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3D()
    (t.m41, t.m42, t.m43) = (tx, ty, tz)
    return t
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// A scale by `sx`, `sy`, `sz`.
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3D()
    (t.m11, t.m22, t.m33) = (sx, sy, sz)
    return t
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// A rotation by `angle` radians about the axis (`x`, `y`, `z`); drawn flat, only its turn
/// about z shows (clockwise on screen for a positive angle about (0, 0, 1)).
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0 else { return CATransform3D() }
    let (x, y, z) = (x / length, y / length, z / length)
    let (c, s) = (cos(angle), sin(angle))
    let k = 1 - c
    var t = CATransform3D()
    (t.m11, t.m12, t.m13) = (x * x * k + c, x * y * k + z * s, x * z * k - y * s)
    (t.m21, t.m22, t.m23) = (x * y * k - z * s, y * y * k + c, y * z * k + x * s)
    (t.m31, t.m32, t.m33) = (x * z * k + y * s, y * z * k - x * s, z * z * k + c)
    return t
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// `a` then `b`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D { a.concatenating(b) }

// swift-format-ignore: AlwaysUseLowerCamelCase
/// A translation, then `t`.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DMakeTranslation(tx, ty, tz).concatenating(t)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// A scale, then `t`.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DMakeScale(sx, sy, sz).concatenating(t)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// A rotation, then `t`.
public func CATransform3DRotate(
    _ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
    CATransform3DMakeRotation(angle, x, y, z).concatenating(t)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The 3D transform of a 2D one.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D { CATransform3D(m) }

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The 2D part of a 3D transform.
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform { t.affine }
