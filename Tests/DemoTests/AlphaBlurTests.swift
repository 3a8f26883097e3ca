import Geometry
import Rendering
import Testing

@testable import CairoRendering

/// The blur behind shadows: boxes that add up to the Gaussian asked for, a blur that keeps the
/// amount of alpha and spreads it as far as that Gaussian does, and shadows painted by Cairo
/// where their offset and blur put them.
@MainActor
@Suite struct AlphaBlurTests {
    @Test(arguments: [2.0, 3, 4.5, 8, 13, 20, 40])
    func theBoxesAddUpToTheGaussiansVariance(sigma: Double) {
        let radii = AlphaBlur.boxRadii(sigma: sigma)
        let variance = radii.reduce(0.0) { $0 + Double((2 * $1 + 1) * (2 * $1 + 1) - 1) / 12 }
        #expect(radii.count == 3)
        // Whole-pixel boxes come within σ / 2 of it (a box a pixel wider on every pass would
        // be 4σ + 6 off).
        #expect(abs(variance - sigma * sigma) <= sigma / 2, "\(radii): variance \(variance)")
    }

    /// One opaque pixel in the middle of a 61 × 61 bitmap, blurred by σ = 4: the alpha spread
    /// keeps its sum (up to rounding), is symmetric, falls off with distance, and is gone three
    /// deviations out.
    @Test func aBlurredDotSpreadsAsTheGaussianDoes() {
        let side = 61
        let centre = side / 2
        var pixels = [UInt8](repeating: 0, count: side * side)
        // A 5 × 5 square, so that the spread values stay well above 8-bit rounding.
        for y in (centre - 2)...(centre + 2) {
            for x in (centre - 2)...(centre + 2) { pixels[y * side + x] = 255 }
        }
        let before = pixels.reduce(0) { $0 + Int($1) }
        pixels.withUnsafeMutableBufferPointer {
            AlphaBlur.blur($0.baseAddress!, width: side, height: side, stride: side, sigma: 4)
        }
        func at(_ dx: Int, _ dy: Int) -> Int { Int(pixels[(centre + dy) * side + centre + dx]) }
        let after = pixels.reduce(0) { $0 + Int($1) }
        #expect(abs(after - before) <= before / 20, "alpha \(before) became \(after)")
        // Spread out: a Gaussian's peak holds 1/(2πσ²) of the 25 pixels' alpha, about 63.
        #expect(at(0, 0) > 40 && at(0, 0) < 90, "centre \(at(0, 0))")
        #expect(at(4, 0) == at(-4, 0) && at(0, 4) == at(0, -4) && at(4, 0) == at(0, 4))
        #expect(at(0, 0) > at(3, 0) && at(3, 0) > at(6, 0) && at(6, 0) > at(9, 0))
        #expect(at(2 + 15, 0) == 0 && at(0, -2 - 15) == 0)  // past the square's edge by more than 3σ
    }

    /// One box: each pixel becomes the mean of the three around it, the pixels beyond either
    /// end counting as 0.
    @Test func aBoxAveragesItsWindowWithZeroPastTheEnds() {
        func boxed(_ values: [UInt8], radius: Int) -> [UInt8] {
            var values = values
            var scratch = [Int](repeating: 0, count: values.count)
            values.withUnsafeMutableBufferPointer {
                AlphaBlur.boxBlur($0.baseAddress!, count: $0.count, step: 1, radius: radius, scratch: &scratch)
            }
            return values
        }
        #expect(boxed([255, 0, 0, 0], radius: 1) == [85, 85, 0, 0])
        #expect(boxed([0, 0, 0, 255], radius: 1) == [0, 0, 85, 85])
        #expect(boxed([0, 255, 0, 0, 0], radius: 1) == [85, 85, 85, 0, 0])
        #expect(boxed([255, 255, 255, 255, 255], radius: 2) == [153, 204, 255, 204, 153])
        #expect(boxed([9, 8, 7], radius: 0) == [9, 8, 7])
    }

    @Test func aBlurOfLessThanTheSmallestSigmaChangesNothing() {
        var pixels: [UInt8] = [0, 255, 0, 255, 0]
        pixels.withUnsafeMutableBufferPointer {
            AlphaBlur.blur($0.baseAddress!, width: 5, height: 1, stride: 5, sigma: Shadow.hardEdgeBelow / 2)
        }
        #expect(pixels == [0, 255, 0, 255, 0])
    }

    /// A 40 × 40 card at (30, 30) on white, its shadow black at half opacity, moved 10 points
    /// down: at `scale` device pixels per point.
    func shadowedCard(blurRadius: Double, scale: Double, clip: Rect? = nil) -> PixelImage {
        let surface = ImageSurface(size: Size(width: 100, height: 100), scale: scale)
        surface.drawFrame(scale: scale) { canvas in
            canvas.fill(Rect(x: 0, y: 0, width: 100, height: 100), color: .white, cornerRadius: 0)
            if let clip { canvas.clip(to: clip, cornerRadius: 0) }
            var card = Path()
            card.addRect(Rect(x: 30, y: 30, width: 40, height: 40))
            canvas.drawShadow(
                Shadow(
                    color: Color(red: 0, green: 0, blue: 0, alpha: 0.5), blurRadius: blurRadius, offsetX: 0, offsetY: 10
                ),
                of: card, rule: .nonZero)
        }
        return surface.pixels
    }

    /// The grey of a pixel (its red), 255 for white.
    func grey(_ image: PixelImage, _ x: Double, _ y: Double, scale: Double = 1) -> Int {
        Int(image.rgb(x: Int(x * scale), y: Int(y * scale)) >> 16)
    }

    @Test func aHardShadowIsTheShapeMovedByItsOffset() {
        let image = shadowedCard(blurRadius: 0, scale: 1)
        #expect(grey(image, 50, 35) == 255)  // under the card, above where the offset puts it
        #expect(grey(image, 50, 45) == 128 || grey(image, 50, 45) == 127)  // half-opaque black
        #expect(grey(image, 50, 79.5) < 130)  // the shadow's last row
        #expect(grey(image, 50, 81) == 255)
        #expect(grey(image, 29, 60) == 255 && grey(image, 71, 60) == 255)
    }

    @Test(arguments: [1.0, 2.0])
    func aSoftShadowFadesOverThreeDeviationsAroundItsEdges(scale: Double) {
        let image = shadowedCard(blurRadius: 4, scale: scale)
        let middle = grey(image, 50, 60, scale: scale)
        #expect(middle <= 130 && middle >= 125, "middle \(middle)")  // deep inside, as a hard shadow
        let edge = grey(image, 50, 80, scale: scale)
        #expect(edge > 160 && edge < 220, "bottom edge \(edge)")  // about halfway to white
        #expect(grey(image, 50, 74, scale: scale) < edge && edge < grey(image, 50, 86, scale: scale))
        #expect(grey(image, 50, 93, scale: scale) == 255)  // more than 3σ below
        #expect(grey(image, 50, 27, scale: scale) == 255)  // more than 3σ above the moved edge
        #expect(grey(image, 17, 60, scale: scale) == 255 && grey(image, 83, 60, scale: scale) == 255)
        #expect(grey(image, 29, 60, scale: scale) < 255)  // the blur reaches past the sides
    }

    /// Drawn under a clip, the pixels the clip shows are those of the whole shadow: what a frame
    /// that repaints a strip relies on.
    @Test func aClippedShadowShowsThePixelsOfTheWholeOne() {
        let whole = shadowedCard(blurRadius: 4, scale: 1)
        let strip = Rect(x: 0, y: 70, width: 100, height: 12)
        let clipped = shadowedCard(blurRadius: 4, scale: 1, clip: strip)
        for y in 70..<82 {
            for x in 0..<100 { #expect(clipped.rgb(x: x, y: y) == whole.rgb(x: x, y: y), "\(x), \(y)") }
        }
        #expect(clipped.rgb(x: 50, y: 60) == 0xFFFFFF)
    }
}
