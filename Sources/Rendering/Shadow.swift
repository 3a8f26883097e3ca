import Geometry

/// A blurred silhouette painted under a shape and moved off it: a layer's drop shadow.
public struct Shadow: Equatable, Sendable {
    /// The colour; its alpha includes the shadow's opacity.
    public var color: Color
    /// How soft the edge is, in points: the standard deviation of the Gaussian blur, as a
    /// layer's `shadowRadius` gives it. 0 is a hard edge.
    public var blurRadius: Double
    /// How far right the shadow lies from its shape, in points.
    public var offsetX: Double
    /// How far down the shadow lies from its shape, in points.
    public var offsetY: Double

    /// A shadow of `color`, blurred by `blurRadius` points, moved by `offsetX`, `offsetY` points
    /// (right and down).
    public init(color: Color, blurRadius: Double, offsetX: Double, offsetY: Double) {
        self.color = color
        self.blurRadius = blurRadius
        self.offsetX = offsetX
        self.offsetY = offsetY
    }

    /// How far past its shape's edges the blur can darken pixels, in points: three standard
    /// deviations, beyond which less than a 700th of the colour is left (under half a step of
    /// 8-bit colour).
    public var reach: Double { Shadow.reachInDeviations * max(0, blurRadius) }

    /// Standard deviations of the blur that ``reach`` covers.
    public static let reachInDeviations = 3.0

    /// Below this blur, a standard deviation in device pixels, a shadow is drawn with a hard
    /// edge (the shape itself, moved): a finer blur changes no pixel by a visible step.
    public static let hardEdgeBelow = 0.25
    /// A shadow whose blur would take more device pixels than this (a 4K screen's), counting
    /// every pixel its shape's blur reaches, is drawn with a hard edge too; so is one a side of
    /// which would be longer than ``longestBlurredSide`` (half what a Cairo image may have).
    public static let largestBlurredArea = Double(3840 * 2160)
    /// See ``largestBlurredArea``.
    public static let longestBlurredSide = 16384.0

    /// The blur's standard deviation in device pixels where `transform` maps the shape's user
    /// space to them: round there, as wide as the transform's narrowest stretch makes it (never
    /// past the user-space ``reach`` taken through the transform).
    public func deviceBlur(under transform: Transform) -> Double {
        let squares =
            transform.a * transform.a + transform.b * transform.b + transform.c * transform.c + transform.d
            * transform.d
        let determinant = transform.a * transform.d - transform.b * transform.c
        let spread = max(0, squares * squares - 4 * determinant * determinant).squareRoot()
        return max(0, blurRadius) * (max(0, squares - spread) / 2).squareRoot()
    }

    /// Whether a shadow of a shape whose box in device pixels (moved by the offset) is
    /// `deviceBounds` is drawn with a hard edge, its blur being `deviceBlur` pixels.
    public static func isDrawnHard(deviceBounds: Rect, deviceBlur: Double) -> Bool {
        let reach = (reachInDeviations * deviceBlur).rounded(.up) + 1
        let width = deviceBounds.width + 2 * reach
        let height = deviceBounds.height + 2 * reach
        return deviceBlur < hardEdgeBelow || width * height > largestBlurredArea
            || max(width, height) > longestBlurredSide
    }

    /// Every point the shadow of a shape with these bounds may darken.
    public func bounds(ofShapeIn shapeBounds: Rect) -> Rect {
        let reach = self.reach
        return Rect(
            x: shapeBounds.minX + offsetX - reach, y: shapeBounds.minY + offsetY - reach,
            width: shapeBounds.width + 2 * reach, height: shapeBounds.height + 2 * reach)
    }

    /// Whether drawing it changes no pixel: a colour with no alpha, or numbers that are not finite.
    public var isInvisible: Bool {
        color.alpha <= 0 || !blurRadius.isFinite || !offsetX.isFinite || !offsetY.isFinite
    }
}
