import CairoRendering
import Foundation
import Testing

@testable import UIKit

/// Clipping to paths, CoreGraphics gradients, images in layers and layer masks, drawn as iOS
/// code draws them.
extension DrawingTests {
    /// A 100 × 100 view at (50, 50) that draws with `drawing`, in a white window.
    func drawnInset(_ drawing: @escaping (CGContext) -> Void) -> PixelImage {
        drawn(at: CGPoint(x: 50, y: 50), drawing)
    }

    @Test func aBezierPathsClipCutsWhatIsPaintedAfterItUntilTheStateIsRestored() {
        let image = drawnInset { context in
            context.saveGState()
            UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 100)).addClip()
            context.setFillColor(UIColor.red.cgColor)
            context.fill(CGRect(x: 0, y: 0, width: 100, height: 100))
            context.restoreGState()
            context.setFillColor(UIColor.blue.cgColor)
            context.fill(CGRect(x: 0, y: 90, width: 10, height: 10))
        }
        #expect(image.rgb(x: 100, y: 100) == 0xFF0000)  // the disc's centre
        #expect(image.rgb(x: 52, y: 52) == 0xFFFFFF)  // the corner, outside the disc
        #expect(image.rgb(x: 55, y: 145) == 0x0000FF)  // after the restore: not clipped
    }

    @Test func theCurrentPathClipsByItsFillRule() {
        // A ring: a square with a square hole, even-odd.
        let image = drawnInset { context in
            context.addRect(CGRect(x: 0, y: 0, width: 100, height: 100))
            context.addRect(CGRect(x: 25, y: 25, width: 50, height: 50))
            context.clip(using: .evenOdd)
            #expect(context.isPathEmpty)
            context.setFillColor(UIColor.red.cgColor)
            context.fill(CGRect(x: 0, y: 0, width: 100, height: 100))
        }
        #expect(image.rgb(x: 60, y: 60) == 0xFF0000 && image.rgb(x: 100, y: 100) == 0xFFFFFF)
        // With the winding rule the hole is inside too.
        let whole = drawnInset { context in
            context.addRect(CGRect(x: 0, y: 0, width: 100, height: 100))
            context.addRect(CGRect(x: 25, y: 25, width: 50, height: 50))
            context.clip()
            context.setFillColor(UIColor.red.cgColor)
            context.fill(CGRect(x: 0, y: 0, width: 100, height: 100))
        }
        #expect(whole.rgb(x: 100, y: 100) == 0xFF0000)
        // Several rectangles clip as their union.
        let two = drawnInset { context in
            context.clip(to: [CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 90, y: 90, width: 10, height: 10)])
            context.setFillColor(UIColor.red.cgColor)
            context.fill(CGRect(x: 0, y: 0, width: 100, height: 100))
        }
        #expect(two.rgb(x: 55, y: 55) == 0xFF0000 && two.rgb(x: 145, y: 145) == 0xFF0000)
        #expect(two.rgb(x: 100, y: 100) == 0xFFFFFF)
    }

    /// A red-to-blue `CGGradient`, as iOS code makes one.
    var redToBlueGradient: CGGradient {
        let colors = [UIColor.red.cgColor, UIColor.blue.cgColor] as CFArray
        let locations: [CGFloat] = [0, 1]
        return CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors, locations: locations)!
    }

    @Test func aLinearGradientFillsTheClipAndExtendsOnlyPastTheEndsItIsToldTo() {
        let gradient = redToBlueGradient
        // From x = 25 to x = 75 in the view: nothing before or after without options.
        func paint(_ options: CGGradientDrawingOptions) -> PixelImage {
            drawnInset { context in
                context.drawLinearGradient(
                    gradient, start: CGPoint(x: 25, y: 0), end: CGPoint(x: 75, y: 0), options: options)
            }
        }
        let bare = paint([])
        #expect(bare.rgb(x: 60, y: 100) == 0xFFFFFF && bare.rgb(x: 140, y: 100) == 0xFFFFFF)
        let middle = channels(bare, 100, 100)
        #expect(abs(middle.red - 128) < 10 && abs(middle.blue - 128) < 10, "\(middle)")
        let after = paint(.drawsAfterEndLocation)
        #expect(after.rgb(x: 60, y: 100) == 0xFFFFFF && after.rgb(x: 140, y: 100) == 0x0000FF)
        let before = paint(.drawsBeforeStartLocation)
        #expect(before.rgb(x: 60, y: 100) == 0xFF0000 && before.rgb(x: 140, y: 100) == 0xFFFFFF)
        let both = paint([.drawsBeforeStartLocation, .drawsAfterEndLocation])
        #expect(both.rgb(x: 60, y: 100) == 0xFF0000 && both.rgb(x: 140, y: 100) == 0x0000FF)
        // A clip set before limits it.
        let clipped = drawnInset { context in
            context.clip(to: CGRect(x: 0, y: 0, width: 100, height: 50))
            context.drawLinearGradient(
                gradient, start: CGPoint(x: 25, y: 0), end: CGPoint(x: 75, y: 0),
                options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        }
        #expect(clipped.rgb(x: 60, y: 60) == 0xFF0000 && clipped.rgb(x: 60, y: 140) == 0xFFFFFF)
    }

    @Test func aRadialGradientBlendsFromCircleToCircle() {
        let gradient = redToBlueGradient
        func paint(_ options: CGGradientDrawingOptions) -> PixelImage {
            drawnInset { context in
                context.drawRadialGradient(
                    gradient, startCenter: CGPoint(x: 50, y: 50), startRadius: 10, endCenter: CGPoint(x: 50, y: 50),
                    endRadius: 40, options: options)
            }
        }
        let bare = paint([])
        #expect(bare.rgb(x: 100, y: 100) == 0xFFFFFF)  // inside the start circle
        #expect(bare.rgb(x: 52, y: 52) == 0xFFFFFF)  // outside the end circle
        let ring = channels(bare, 125, 100)  // 25 out: halfway from 10 to 40
        #expect(abs(ring.red - 128) < 12 && abs(ring.blue - 128) < 12, "\(ring)")
        let inward = paint(.drawsBeforeStartLocation)
        #expect(inward.rgb(x: 100, y: 100) == 0xFF0000 && inward.rgb(x: 52, y: 52) == 0xFFFFFF)
        let outward = paint(.drawsAfterEndLocation)
        #expect(outward.rgb(x: 100, y: 100) == 0xFFFFFF && outward.rgb(x: 52, y: 52) == 0x0000FF)
        // Grey components, two per colour: black to white.
        let components: [CGFloat] = [0, 1, 1, 1]
        let grey = CGGradient(
            colorSpace: CGColorSpaceCreateDeviceGray(), colorComponents: components, locations: nil, count: 2)!
        let greys = drawnInset { context in
            context.drawLinearGradient(
                grey, start: CGPoint(x: 0, y: 0), end: CGPoint(x: 100, y: 0), options: [])
        }
        #expect(channels(greys, 51, 100).red < 8 && channels(greys, 148, 100).red > 247)
    }

    @Test func aContextDrawsACGImageUpsideDownAsCoreGraphicsDoes() {
        // Red on top, blue below.
        let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 10))
            UIColor.blue.setFill()
            context.fill(CGRect(x: 0, y: 10, width: 20, height: 10))
        }
        let cgImage = try! #require(image.cgImage)
        #expect(cgImage.width == 20 * Int(UIScreen.main.scale))
        let flipped = drawnInset { context in context.draw(cgImage, in: CGRect(x: 0, y: 0, width: 100, height: 100)) }
        #expect(flipped.rgb(x: 100, y: 60) == 0x0000FF && flipped.rgb(x: 100, y: 140) == 0xFF0000)
        // UIImage's own drawing keeps it upright.
        let upright = drawnInset { _ in UIImage(cgImage: cgImage).draw(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        }
        #expect(upright.rgb(x: 100, y: 60) == 0xFF0000 && upright.rgb(x: 100, y: 140) == 0x0000FF)
    }

    /// A 20 × 10 image, red.
    var redImage: UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 10))
        }
    }

    @Test func aLayersContentsImageIsPlacedByItsGravity() {
        let view = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        let layer = CALayer()
        layer.frame = view.bounds
        layer.contents = redImage.cgImage
        layer.contentsGravity = .center
        view.layer.addSublayer(layer)
        let window = whiteWindow(showing: view)
        let centred = pixels(of: window)
        #expect(centred.rgb(x: 100, y: 100) == 0xFF0000)  // the 20 × 10 image in the middle
        #expect(centred.rgb(x: 100, y: 110) == 0xFFFFFF && centred.rgb(x: 115, y: 100) == 0xFFFFFF)
        layer.contentsGravity = .resize
        let stretched = pixels(of: window)
        #expect(stretched.rgb(x: 52, y: 52) == 0xFF0000 && stretched.rgb(x: 148, y: 148) == 0xFF0000)
        // A view's own layer shows contents over its background.
        let own = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        own.backgroundColor = .green
        own.layer.contents = redImage.cgImage
        own.layer.contentsGravity = .topLeft
        let ownWindow = whiteWindow(showing: own)
        let image = pixels(of: ownWindow)
        #expect(image.rgb(x: 5, y: 5) == 0xFF0000 && image.rgb(x: 5, y: 30) == 0x00FF00)
        own.layer.contents = nil
        #expect(pixels(of: ownWindow).rgb(x: 5, y: 5) == 0x00FF00)
    }

    @Test func aShapeLayerMaskCutsTheLayerItMasksAndFollowsItsPath() {
        // A view's own layer: the mask cuts its background and its subviews alike.
        let view = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        view.backgroundColor = .red
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        child.backgroundColor = .blue
        view.addSubview(child)
        let mask = CAShapeLayer()
        mask.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 100)).cgPath
        view.layer.mask = mask
        let window = whiteWindow(showing: view)
        let masked = pixels(of: window)
        #expect(masked.rgb(x: 100, y: 100) == 0xFF0000 && masked.rgb(x: 52, y: 52) == 0xFFFFFF)
        #expect(masked.rgb(x: 75, y: 75) == 0x0000FF)  // the subview, inside the disc
        // A new path for the mask cuts anew.
        mask.path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 50, height: 100)).cgPath
        let half = pixels(of: window)
        #expect(half.rgb(x: 52, y: 52) == 0x0000FF && half.rgb(x: 140, y: 100) == 0xFFFFFF)
        view.layer.mask = nil
        #expect(pixels(of: window).rgb(x: 140, y: 100) == 0xFF0000)
        // A layer of its own, masked by a plain layer: where it draws its background.
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let square = CALayer()
        square.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        square.backgroundColor = UIColor.green.cgColor
        let cut = CALayer()
        cut.frame = CGRect(x: 50, y: 0, width: 50, height: 100)
        cut.backgroundColor = UIColor.black.cgColor
        square.mask = cut
        host.layer.addSublayer(square)
        let own = pixels(of: whiteWindow(showing: host))
        #expect(own.rgb(x: 75, y: 50) == 0x00FF00 && own.rgb(x: 25, y: 50) == 0xFFFFFF)
    }
}

/// A layer that draws a gradient over all it is given, as `draw(in:)` code may.
final class FloodLayer: CALayer {
    override func draw(in ctx: CGContext) {
        let colors = [UIColor.red.cgColor, UIColor.red.cgColor] as CFArray
        let gradient = CGGradient(colorsSpace: nil, colors: colors, locations: nil)!
        ctx.drawLinearGradient(
            gradient, start: .zero, end: CGPoint(x: 1, y: 0),
            options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        ctx.translateBy(x: 1000, y: 0)  // left for whoever draws next
    }
}

extension DrawingTests {
    @Test func aLayersDrawingStaysInItsBoundsAndItsStateEndsWithIt() {
        let view = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        let flood = FloodLayer()
        flood.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        view.layer.addSublayer(flood)
        let square = CALayer()
        square.frame = CGRect(x: 60, y: 60, width: 20, height: 20)
        square.backgroundColor = UIColor.blue.cgColor
        view.layer.addSublayer(square)
        let image = pixels(of: whiteWindow(showing: view))
        #expect(image.rgb(x: 70, y: 70) == 0xFF0000 && image.rgb(x: 95, y: 70) == 0xFFFFFF)
        #expect(image.rgb(x: 120, y: 120) == 0x0000FF)  // the next layer, where it belongs
    }

    @Test func masksFollowTheirFillRuleAndTheBoundsOrigin() {
        // An even-odd ring: the hole shows nothing.
        let view = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        view.backgroundColor = .red
        let ring = CAShapeLayer()
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 100, height: 100))
        path.append(UIBezierPath(rect: CGRect(x: 25, y: 25, width: 50, height: 50)))
        ring.path = path.cgPath
        ring.fillRule = .evenOdd
        view.layer.mask = ring
        let window = whiteWindow(showing: view)
        let image = pixels(of: window)
        #expect(image.rgb(x: 60, y: 60) == 0xFF0000 && image.rgb(x: 100, y: 100) == 0xFFFFFF)
        // A mask is in the layer's own coordinates: a scroll moves it with the content.
        let scrolled = UIScrollView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        scrolled.backgroundColor = .green
        scrolled.contentSize = CGSize(width: 50, height: 100)
        scrolled.contentOffset = CGPoint(x: 0, y: 25)
        let top = CAShapeLayer()
        top.path = UIBezierPath(rect: CGRect(x: 0, y: 25, width: 50, height: 25)).cgPath
        scrolled.layer.mask = top
        window.addSubview(scrolled)
        let moved = pixels(of: window)
        #expect(moved.rgb(x: 25, y: 10) == 0x00FF00 && moved.rgb(x: 25, y: 40) == 0xFFFFFF)
        // A mask that draws nothing shows nothing, though it covers the view.
        let clear = CALayer()
        clear.frame = view.bounds
        view.layer.mask = clear
        #expect(pixels(of: window).rgb(x: 60, y: 60) == 0xFFFFFF)
        clear.backgroundColor = UIColor.black.cgColor
        #expect(pixels(of: window).rgb(x: 60, y: 60) == 0xFF0000)
        // A gradient mask (a fade) draws its frame: the view shows through it.
        let fade = CAGradientLayer()
        fade.frame = view.bounds
        fade.colors = [UIColor.black.cgColor, UIColor.clear.cgColor]
        view.layer.mask = fade
        #expect(pixels(of: window).rgb(x: 60, y: 60) == 0xFF0000)
    }

    @Test func anEmptyImageDrawsNothingAndBreaksNothingAfterIt() {
        let view = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        let empty = CALayer()
        empty.contents = redImage.cgImage
        view.layer.addSublayer(empty)  // no frame: a zero rectangle to stretch the image to
        let after = CALayer()
        after.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        after.backgroundColor = UIColor.blue.cgColor
        view.layer.addSublayer(after)
        #expect(pixels(of: whiteWindow(showing: view)).rgb(x: 70, y: 70) == 0x0000FF)
    }

    @Test func aDrawingsClipBoxIsItsBoundsNarrowedByItsClips() {
        var boxes: [CGRect] = []
        let view = ClosureDrawingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.drawing = { context in
            boxes.append(context.boundingBoxOfClipPath)
            context.clip(to: CGRect(x: 30, y: 30, width: 100, height: 10))
            boxes.append(context.boundingBoxOfClipPath)
            context.translateBy(x: 10, y: 0)
            boxes.append(context.boundingBoxOfClipPath)
        }
        _ = pixels(of: whiteWindow(showing: view))
        #expect(
            boxes == [
                CGRect(x: 0, y: 0, width: 100, height: 100), CGRect(x: 30, y: 30, width: 70, height: 10),
                CGRect(x: 20, y: 30, width: 70, height: 10),
            ])
    }

    @Test func aShrinkingRadialGradientExtendsTheOtherWay() {
        let gradient = redToBlueGradient
        // From radius 40 in to radius 10: before the start is outside, past the end inside.
        func paint(_ options: CGGradientDrawingOptions) -> PixelImage {
            drawnInset { context in
                context.drawRadialGradient(
                    gradient, startCenter: CGPoint(x: 50, y: 50), startRadius: 40, endCenter: CGPoint(x: 50, y: 50),
                    endRadius: 10, options: options)
            }
        }
        let outward = paint(.drawsBeforeStartLocation)
        #expect(outward.rgb(x: 52, y: 52) == 0xFF0000 && outward.rgb(x: 100, y: 100) == 0xFFFFFF)
        let inward = paint(.drawsAfterEndLocation)
        #expect(inward.rgb(x: 52, y: 52) == 0xFFFFFF && inward.rgb(x: 100, y: 100) == 0x0000FF)
    }
}
