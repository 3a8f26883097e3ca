import CairoRendering
import Foundation
import Rendering
import Testing
import Views

@testable import UIKit

/// A view that draws as iOS code does: a red disc with a path, a blue line with the context.
final class BadgeView: UIView {
    var draws = 0

    override func draw(_ rect: CGRect) {
        draws += 1
        UIColor.red.setFill()
        UIBezierPath(ovalIn: rect.insetBy(dx: 10, dy: 10)).fill()
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.setStrokeColor(UIColor.blue.cgColor)
        context.setLineWidth(4)
        context.move(to: CGPoint(x: 0, y: 2))
        context.addLine(to: CGPoint(x: rect.width, y: 2))
        context.strokePath()
        context.saveGState()  // left unbalanced: the drawing's states end with it
        context.translateBy(x: 1000, y: 0)
    }
}

/// A view that draws a black square casting a hard shadow, its user space turned a quarter
/// turn and doubled: the shadow's offset stays in the base space, 10 points right.
final class ShadowDrawingView: UIView {
    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.setShadow(offset: CGSize(width: 10, height: 0), blur: 0, color: UIColor.red.cgColor)
        context.translateBy(x: 40, y: 0)
        context.rotate(by: .pi / 2)
        context.scaleBy(x: 2, y: 2)
        context.setFillColor(UIColor.black.cgColor)
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))  // (20, 0) to (40, 20) on screen
        context.setShadow(offset: .zero, blur: 0, color: nil)
        context.fill(CGRect(x: 15, y: 5, width: 5, height: 5))  // (20, 30) to (30, 40): no shadow
    }
}

/// A view that draws with what it is given.
final class ClosureDrawingView: UIView {
    var drawing: (CGContext) -> Void = { _ in }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        drawing(context)
    }
}

/// A view that calls the inherited `draw(_:)` and paints nothing.
final class PlainView: UIView {
    var draws = 0

    override func draw(_ rect: CGRect) {
        draws += 1
        super.draw(rect)
    }
}

@MainActor
@Suite struct DrawingTests {
    /// The window drawn as its frames are: recorded, then painted by Cairo.
    func pixels(of window: UIWindow) -> PixelImage {
        window.layoutIfNeeded()
        let surface = ImageSurface(size: window.root.size, scale: 1)
        surface.drawFrame(with: FramePainter(), scale: 1) { window.root.draw(into: $0) }
        return surface.pixels
    }

    /// A shown 200 × 200 white window holding `views`.
    func whiteWindow(showing views: UIView...) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.backgroundColor = .white
        for view in views { window.addSubview(view) }
        window.isHidden = false
        return window
    }

    @Test func aViewsDrawMethodPaintsOverItsBackgroundAndUnderItsSubviews() {
        let badge = BadgeView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        badge.backgroundColor = .green
        let cover = UIView(frame: CGRect(x: 40, y: 40, width: 20, height: 20))
        cover.backgroundColor = .black
        badge.addSubview(cover)
        let image = pixels(of: whiteWindow(showing: badge))
        #expect(image.rgb(x: 75, y: 100) == 0xFF0000)  // the disc
        #expect(image.rgb(x: 100, y: 51) == 0x0000FF)  // the line along the top
        #expect(image.rgb(x: 52, y: 60) == 0x00FF00)  // the background, outside the disc
        #expect(image.rgb(x: 160, y: 160) == 0xFFFFFF)  // the window, outside the view
        #expect(image.rgb(x: 100, y: 100) == 0x000000)  // the subview, over the drawing
        #expect(badge.draws == 1)
    }

    /// What draw(_:) drew is kept until the view needs display or changes size; a view that
    /// drew nothing is not asked again until it needs display.
    @Test func drawIsAskedAgainOnlyWhenTheViewNeedsDisplay() {
        let (window, controller) = makeWindow(width: 100, height: 100)
        let plain = PlainView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let badge = BadgeView(frame: CGRect(x: 50, y: 50, width: 50, height: 50))
        controller.view.addSubview(plain)
        controller.view.addSubview(badge)
        window.layoutIfNeeded()
        for _ in 0..<3 { window.root.draw(into: RecordingCanvas(size: window.root.size)) }
        #expect(plain.draws == 1 && badge.draws == 1)
        plain.setNeedsDisplay()
        window.root.draw(into: RecordingCanvas(size: window.root.size))
        #expect(plain.draws == 2 && badge.draws == 1)
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test func arcsTurnAsUIKitAndCoreGraphicsSay() {
        // UIKit's clockwise is on screen: a quarter through the lower right.
        let path = UIBezierPath(
            arcCenter: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(path.bounds.minX >= 50 - 1e-9 && path.bounds.minY >= 50 - 1e-9)
        // CoreGraphics' is in unflipped space: three quarters through the top and the left.
        let cgPath = CGMutablePath()
        cgPath.addArc(center: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(abs(cgPath.boundingBox.minX - 40) < 1e-6 && abs(cgPath.boundingBox.minY - 40) < 1e-6)
        let copy = UIBezierPath(cgPath: cgPath)
        copy.addLine(to: .zero)
        #expect(abs(cgPath.currentPoint.y - 60) < 1e-9 && copy.cgPath != cgPath && copy.bounds.minX == 0)
        let corners = UIBezierPath(
            roundedRect: CGRect(x: 0, y: 0, width: 40, height: 40), byRoundingCorners: [.topLeft],
            cornerRadii: CGSize(width: 10, height: 10))
        #expect(corners.currentPoint == CGPoint(x: 10, y: 0) && corners.bounds.width == 40)
    }

    /// A 40 × 20 image: red on its left half, transparent on its right.
    func halfRedImage(format: UIGraphicsImageRendererFormat) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20), format: format).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        }
    }

    @Test func anImageRendererDrawsOffScreenAndItsImagesRoundTripAsPNG() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let image = halfRedImage(format: format)
        #expect(image.size == CGSize(width: 40, height: 20))
        let pixels = try #require(ImageRenderer.pixels(of: image.image))
        #expect(pixels.width == 80 && pixels.rgb(x: 10, y: 20) == 0xFF0000 && pixels.alpha(x: 10, y: 20) == 255)
        #expect(pixels.alpha(x: 60, y: 20) == 0)
        let png = try #require(image.pngData())
        let decoded = try #require(UIImage(data: png, scale: 2))
        let decodedPixels = try #require(ImageRenderer.pixels(of: decoded.image))
        #expect(decoded.size == image.size && decodedPixels.firstDifference(from: pixels) == nil)
        #expect(UIImage(data: Data([1, 2, 3])) == nil)
        format.opaque = true
        let opaque = try #require(ImageRenderer.pixels(of: halfRedImage(format: format).image))
        #expect(opaque.rgb(x: 60, y: 20) == 0xFFFFFF)
    }

    @Test func drawCanDrawImagesAndText() {
        final class CaptionedView: UIView {
            var image: UIImage?
            override func draw(_ rect: CGRect) {
                image?.draw(at: CGPoint(x: 0, y: 0))
                "WWW".draw(at: CGPoint(x: 0, y: 30), withAttributes: [.font: UIFont.boldSystemFont(ofSize: 30)])
            }
        }
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        window.backgroundColor = .white
        let view = CaptionedView(frame: window.bounds)
        view.image = halfRedImage(format: format)
        window.addSubview(view)
        window.isHidden = false
        let image = pixels(of: window)
        #expect(image.rgb(x: 10, y: 10) == 0xFF0000 && image.rgb(x: 30, y: 10) == 0xFFFFFF)
        // The text: black strokes where the Ws are, white beyond them.
        let text = "WWW".size(withAttributes: [.font: UIFont.boldSystemFont(ofSize: 30)])
        #expect(text.width > 40 && text.height > 25)
        let black = (0..<Int(text.width)).filter { image.rgb(x: $0, y: 30 + Int(text.height / 2)) == 0x000000 }
        #expect(!black.isEmpty)
        #expect((Int(text.width) + 5..<200).allSatisfy { image.rgb(x: $0, y: 30 + Int(text.height / 2)) == 0xFFFFFF })
    }

    @Test func drawingIsClippedToTheViewAndBadInputSpoilsNothingElse() {
        final class Spill: UIView {
            override func draw(_ rect: CGRect) {
                UIColor.red.setFill()
                UIBezierPath(rect: rect.insetBy(dx: -20, dy: -20)).fill()  // past the bounds
                UIBezierPath(rect: rect.intersection(CGRect(x: 1000, y: 0, width: 1, height: 1))).fill()  // null
                UIBezierPath(arcCenter: .zero, radius: 5, startAngle: 0, endAngle: .nan, clockwise: true).stroke()
                let context = UIGraphicsGetCurrentContext()!
                context.saveGState()
                context.scaleBy(x: 0, y: 0)
                context.fill(rect)
                context.restoreGState()
                context.setLineDash(phase: 0, lengths: [-1, 0])
                context.stroke(rect.insetBy(dx: 5, dy: 5))
            }
        }
        let after = UIView(frame: CGRect(x: 160, y: 160, width: 20, height: 20))
        after.backgroundColor = .blue
        let image = pixels(of: whiteWindow(showing: Spill(frame: CGRect(x: 50, y: 50, width: 100, height: 100)), after))
        #expect(image.rgb(x: 100, y: 100) == 0xFF0000 && image.rgb(x: 40, y: 100) == 0xFFFFFF)
        #expect(image.rgb(x: 170, y: 170) == 0x0000FF)  // drawn after it all
    }

    @Test func textIsMeasuredFromAnyThread() async {
        let font = UIFont.boldSystemFont(ofSize: 30)
        let here = "WWW".size(withAttributes: [.font: font])
        let there = await Task.detached { "WWW".size(withAttributes: [.font: font]) }.value
        #expect(here == there && here.width > 40)
    }

    @Test func theOlderImageContextFunctionsDrawAsTheRendererDoes() throws {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 20, height: 10), false, 2)
        UIColor.red.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
        let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil && UIGraphicsGetImageFromCurrentImageContext() == nil)
        let pixels = try #require(ImageRenderer.pixels(of: image.image))
        #expect(image.size == CGSize(width: 20, height: 10) && pixels.width == 40)
        #expect(pixels.rgb(x: 5, y: 5) == 0xFF0000 && pixels.alpha(x: 30, y: 5) == 0)
        UIGraphicsBeginImageContext(CGSize(width: 10, height: 10))
        UIColor.black.setFill()
        UIRectFrame(CGRect(x: 0, y: 0, width: 10, height: 10))
        let framed = try #require(UIGraphicsGetImageFromCurrentImageContext())
        let frame = try #require(ImageRenderer.pixels(of: framed.image))
        UIGraphicsEndImageContext()
        #expect(frame.alpha(x: 0, y: 5) == 255 && frame.alpha(x: 9, y: 9) == 255 && frame.alpha(x: 5, y: 5) == 0)
    }

    @Test func whatDrawDrewIsShownAgainUntilTheViewNeedsDisplayOrResizes() {
        final class Gauge: UIView {
            var level: CGFloat = 0.25
            var draws = 0
            override func draw(_ rect: CGRect) {
                draws += 1
                UIColor.red.setFill()
                UIRectFill(CGRect(x: 0, y: 0, width: rect.width * level, height: rect.height))
            }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        window.backgroundColor = .white
        let gauge = Gauge(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        window.addSubview(gauge)
        window.isHidden = false
        #expect(pixels(of: window).rgb(x: 60, y: 50) == 0xFFFFFF)
        gauge.level = 0.5  // forgot setNeedsDisplay: iOS keeps showing the old drawing
        #expect(pixels(of: window).rgb(x: 60, y: 50) == 0xFFFFFF && gauge.draws == 1)
        gauge.setNeedsLayout()  // a layout is not a new drawing
        #expect(pixels(of: window).rgb(x: 60, y: 50) == 0xFFFFFF && gauge.draws == 1)
        gauge.setNeedsDisplay()
        #expect(pixels(of: window).rgb(x: 60, y: 50) == 0xFF0000 && gauge.draws == 2)
        gauge.frame.size.width = 100  // a new size draws again
        #expect(pixels(of: window).rgb(x: 30, y: 50) == 0xFF0000 && pixels(of: window).rgb(x: 60, y: 50) == 0xFFFFFF)
        #expect(gauge.draws == 3)
    }

    /// CoreGraphics places a point by the transform when the point is added: ticks added under
    /// four rotations and stroked once land in four places.
    @Test func pointsArePlacedByTheTransformWhenAdded() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 100), format: format).image { renderer in
            let context = renderer.cgContext
            for quarter in 0..<4 {
                context.saveGState()
                context.translateBy(x: 50, y: 50)
                context.rotate(by: CGFloat(quarter) * .pi / 2)
                context.move(to: CGPoint(x: 0, y: -40))
                context.addLine(to: CGPoint(x: 0, y: -30))
                context.restoreGState()
            }
            #expect(abs(context.boundingBoxOfPath.minX - 10) < 1e-9 && abs(context.boundingBoxOfPath.maxY - 90) < 1e-9)
            context.setStrokeColor(UIColor.black.cgColor)
            context.setLineWidth(4)
            context.strokePath()
        }
        let pixels = try #require(ImageRenderer.pixels(of: image.image))
        for (x, y) in [(50, 15), (85, 50), (50, 85), (15, 50)] { #expect(pixels.alpha(x: x, y: y) == 255) }
        #expect(pixels.alpha(x: 50, y: 50) == 0)
    }

    @Test func aBezierPathCopiesAndHitTestsItsShape() {
        let path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 40, height: 40))
        path.lineWidth = 3
        let copy = path.copy() as! UIBezierPath
        copy.addLine(to: .zero)
        #expect(copy.lineWidth == 3 && copy.cgPath != path.cgPath)
        #expect(path.contains(CGPoint(x: 20, y: 20)) && !path.contains(CGPoint(x: 2, y: 2)))
        #expect(path.cgPath.contains(CGPoint(x: 20, y: 20)) && !path.cgPath.contains(CGPoint(x: 41, y: 20)))
    }

    /// A white card on a white window, its layer's shadow black at half opacity, 8 points
    /// down, blurred by 2.
    func shadowedCard() -> UIView {
        let card = UIView(frame: CGRect(x: 50, y: 40, width: 100, height: 60))
        card.backgroundColor = .white
        card.layer.cornerRadius = 8
        card.layer.shadowColor = UIColor.black.cgColor
        card.layer.shadowOpacity = 0.5
        card.layer.shadowRadius = 2
        card.layer.shadowOffset = CGSize(width: 0, height: 8)
        return card
    }

    /// The grey of a pixel (its red): 255 for white.
    func grey(_ image: PixelImage, _ x: Int, _ y: Int) -> Int { Int(image.rgb(x: x, y: y) >> 16) }

    @Test func aLayersShadowIsDrawnUnderItsViewOffsetAndBlurred() {
        let card = shadowedCard()
        let image = pixels(of: whiteWindow(showing: card))
        #expect(grey(image, 100, 70) == 255)  // the card covers its own shadow
        let below = grey(image, 100, 104)
        #expect(below >= 120 && below <= 140, "below \(below)")  // below the card: black at half opacity
        #expect(grey(image, 100, 108) < grey(image, 100, 111))  // fading at the moved bottom edge
        #expect(grey(image, 100, 116) == 255)  // more than three deviations past it
        #expect(grey(image, 100, 38) == 255)  // moved down: nothing above the card
        #expect(grey(image, 153, 70) < 255)  // the blur reaches past the sides
    }

    @Test func masksToBoundsOrNoOpacityOrNoColourCastsNoShadow() {
        let clipped = shadowedCard()
        clipped.layer.masksToBounds = true
        let transparent = shadowedCard()
        transparent.layer.shadowOpacity = 0
        let colourless = shadowedCard()
        colourless.layer.shadowColor = nil
        for card in [clipped, transparent, colourless] {
            let image = pixels(of: whiteWindow(showing: card))
            #expect(grey(image, 100, 104) == 255)
        }
    }

    /// A shadow path casts the shadow of its own shape, in the layer's coordinates, even from a
    /// view with no background; without one, such a view casts none.
    @Test func aShadowPathCastsItsOwnShape() {
        let bare = shadowedCard()
        bare.backgroundColor = nil
        #expect(grey(pixels(of: whiteWindow(showing: bare)), 100, 104) == 255)
        bare.layer.shadowPath = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 20, height: 20)).cgPath
        bare.layer.shadowRadius = 0
        let image = pixels(of: whiteWindow(showing: bare))
        #expect(grey(image, 60, 55) < 130)  // (10, 15) in the card, 8 below the path's (10, 7)
        #expect(grey(image, 60, 45) == 255)  // above the moved path
        #expect(grey(image, 100, 104) == 255)  // nothing under the rest of the card
    }

    @Test func aContextsShadowFallsBehindFillsInTheBaseSpace() {
        let view = ShadowDrawingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let image = pixels(of: whiteWindow(showing: view))
        #expect(image.rgb(x: 30, y: 10) == 0x000000)  // the square
        #expect(image.rgb(x: 45, y: 10) == 0xFF0000)  // its shadow, 10 points right of it
        #expect(image.rgb(x: 51, y: 10) == 0xFFFFFF)
        #expect(image.rgb(x: 30, y: 25) == 0xFFFFFF)  // not below: the turn moves no offset
        #expect(image.rgb(x: 25, y: 35) == 0x000000 && image.rgb(x: 35, y: 35) == 0xFFFFFF)  // shadow off
    }

    /// The window drawn with a 100 × 100 view at `origin` (its top left by default) that draws
    /// `drawing`.
    func drawn(at origin: CGPoint = .zero, _ drawing: @escaping (CGContext) -> Void) -> PixelImage {
        let view = ClosureDrawingView(frame: CGRect(origin: origin, size: CGSize(width: 100, height: 100)))
        view.drawing = drawing
        return pixels(of: whiteWindow(showing: view))
    }

    /// CoreGraphics' default shadow is black at a third opacity; its blur is twice the
    /// deviation: a blur of 8 fades out within 12 points (3σ) of the edge.
    @Test func aContextsDefaultShadowAndItsBlur() {
        let hard = drawn { context in
            context.setShadow(offset: CGSize(width: 0, height: 20), blur: 0)
            context.setFillColor(UIColor.black.cgColor)
            context.fill(CGRect(x: 10, y: 10, width: 20, height: 20))
        }
        #expect(grey(hard, 20, 40) == 170)  // white under black at a third: 255 × 2/3
        let soft = drawn { context in
            context.setShadow(offset: CGSize(width: 0, height: 40), blur: 8, color: UIColor.black.cgColor)
            context.fill(CGRect(x: 10, y: 10, width: 60, height: 20))
        }
        #expect(grey(soft, 40, 60) < 40)  // deep inside the moved square
        #expect(grey(soft, 40, 72) > grey(soft, 40, 68) && grey(soft, 40, 72) < 255)  // 2 past its edge: fading
        #expect(grey(soft, 40, 83) == 255)  // 13 past: gone (a deviation of 8 would reach 24)
    }

    /// The shadow of what is painted: a clear fill casts none, an even-odd ring casts a ring.
    @Test func aContextsShadowFollowsThePaintsAlphaAndFillRule() {
        let clear = drawn { context in
            context.setShadow(offset: CGSize(width: 0, height: 40), blur: 0, color: UIColor.black.cgColor)
            context.setFillColor(UIColor.clear.cgColor)
            context.fill(CGRect(x: 10, y: 10, width: 20, height: 20))
        }
        #expect(grey(clear, 20, 60) == 255)
        let ring = drawn { context in
            context.setShadow(offset: CGSize(width: 50, height: 0), blur: 0, color: UIColor.red.cgColor)
            context.addRect(CGRect(x: 0, y: 0, width: 40, height: 40))
            context.addRect(CGRect(x: 10, y: 10, width: 20, height: 20))
            context.fillPath(using: .evenOdd)
        }
        #expect(ring.rgb(x: 55, y: 20) == 0xFF0000)  // the ring's shadow
        #expect(ring.rgb(x: 70, y: 20) == 0xFFFFFF)  // its hole
    }
}
