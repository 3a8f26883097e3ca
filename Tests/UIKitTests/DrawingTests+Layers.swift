import CairoRendering
import Foundation
import Testing

@testable import UIKit

/// A view that is a gradient, as iOS code makes one: its layer class.
final class GradientView: UIView {
    override class var layerClass: AnyClass { CAGradientLayer.self }
}

/// Layers made on their own and added to a view's layer: gradients, shapes, and the frames,
/// clipping, order and opacity of sublayers.
extension DrawingTests {
    /// The red, green and blue of a pixel.
    func channels(_ image: PixelImage, _ x: Int, _ y: Int) -> (red: Int, green: Int, blue: Int) {
        let rgb = image.rgb(x: x, y: y)
        return (Int(rgb >> 16), Int(rgb >> 8 & 0xFF), Int(rgb & 0xFF))
    }

    /// A shape layer over a 100 × 100 frame that strokes a black line `width` points wide
    /// across it at `y`, from `x` to `100 - x`, and fills nothing.
    func lineLayer(at y: CGFloat, inset x: CGFloat, width: CGFloat) -> CAShapeLayer {
        let line = CAShapeLayer()
        line.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let path = UIBezierPath()
        path.move(to: CGPoint(x: x, y: y))
        path.addLine(to: CGPoint(x: 100 - x, y: y))
        line.path = path.cgPath
        line.fillColor = nil
        line.strokeColor = UIColor.black.cgColor
        line.lineWidth = width
        return line
    }

    /// A red-to-blue gradient layer, top to bottom by default.
    func redToBlue(frame: CGRect) -> CAGradientLayer {
        let gradient = CAGradientLayer()
        gradient.frame = frame
        gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        return gradient
    }

    @Test func aGradientLayerFillsItsFrameUnderTheViewsSubviews() {
        let view = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        let gradient = redToBlue(frame: view.bounds)
        let cover = UIView(frame: CGRect(x: 50, y: 50, width: 50, height: 50))
        cover.backgroundColor = .green
        view.addSubview(cover)
        view.layer.insertSublayer(gradient, at: 0)
        let image = pixels(of: whiteWindow(showing: view))
        let top = channels(image, 60, 50)
        let middle = channels(image, 60, 100)
        let bottom = channels(image, 60, 149)
        #expect(top.red > 245 && top.blue < 10, "\(top)")
        #expect(bottom.blue > 245 && bottom.red < 10, "\(bottom)")
        #expect(abs(middle.red - 128) < 8 && abs(middle.blue - 128) < 8, "\(middle)")
        #expect(image.rgb(x: 125, y: 125) == 0x00FF00)  // the subview, over the gradient
        #expect(image.rgb(x: 45, y: 100) == 0xFFFFFF && image.rgb(x: 100, y: 151) == 0xFFFFFF)
        #expect(gradient.superlayer === view.layer && view.layer.sublayers?.count == 1)
    }

    /// Across, with the second colour reached half-way; and in ellipses from the centre.
    @Test func aGradientsPointsLocationsAndRadialType() {
        let across = redToBlue(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        across.startPoint = CGPoint(x: 0, y: 0.5)
        across.endPoint = CGPoint(x: 1, y: 0.5)
        across.locations = [0, 0.5]
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.layer.addSublayer(across)
        let image = pixels(of: whiteWindow(showing: view))
        #expect(channels(image, 0, 50).red > 245)
        #expect(abs(channels(image, 25, 90).red - 128) < 10)  // half-way to the second location
        #expect(image.rgb(x: 75, y: 10) == 0x0000FF)  // past it, the last colour goes on

        // An ellipse 80 across and 40 down from (50, 50).
        let radial = redToBlue(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        radial.type = .radial
        radial.startPoint = CGPoint(x: 0.5, y: 0.5)
        radial.endPoint = CGPoint(x: 0.9, y: 0.7)
        let round = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        round.layer.addSublayer(radial)
        let disc = pixels(of: whiteWindow(showing: round))
        #expect(channels(disc, 50, 50).red > 245)
        #expect(abs(channels(disc, 70, 50).red - 128) < 10 && abs(channels(disc, 50, 60).red - 128) < 10)
        #expect(disc.rgb(x: 50, y: 75) == 0x0000FF && channels(disc, 75, 50).red > 40)  // out and not yet out
        #expect(disc.rgb(x: 2, y: 2) == 0x0000FF)  // past the ellipse: the last colour
    }

    /// A view whose layer class is a gradient layer is that gradient.
    @Test func aViewWhoseLayerClassIsAGradientDrawsIt() throws {
        let view = GradientView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let gradient = try #require(view.layer as? CAGradientLayer)
        gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        let image = pixels(of: whiteWindow(showing: view))
        #expect(channels(image, 50, 0).red > 245 && channels(image, 50, 99).blue > 245)
        #expect(UIView.layerClass == CALayer.self && UIView().layer is CAGradientLayer == false)
    }

    @Test func aShapeLayerFillsItsPathAndStrokesItAsFarAsStrokeEnd() {
        let square = CAShapeLayer()
        square.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        square.path = UIBezierPath(rect: CGRect(x: 10, y: 10, width: 30, height: 30)).cgPath
        square.fillColor = UIColor.yellow.cgColor
        let line = lineLayer(at: 80, inset: 10, width: 6)
        line.strokeEnd = 0.5
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.layer.addSublayer(square)
        view.layer.addSublayer(line)
        let half = pixels(of: whiteWindow(showing: view))
        #expect(half.rgb(x: 25, y: 25) == 0xFFFF00)
        #expect(half.rgb(x: 30, y: 80) == 0x000000 && half.rgb(x: 70, y: 80) == 0xFFFFFF)
        line.strokeStart = 0.25
        line.strokeEnd = 0.75
        let middle = pixels(of: whiteWindow(showing: view))
        #expect(middle.rgb(x: 20, y: 80) == 0xFFFFFF && middle.rgb(x: 50, y: 80) == 0x000000)
        #expect(middle.rgb(x: 80, y: 80) == 0xFFFFFF)
    }

    /// Sublayers draw in order, each in its superlayer's coordinates, clipped by a layer that
    /// masks to its bounds, faded by its opacity, and not at all when hidden.
    @Test func sublayersStackClipAndFade() {
        let parent = CALayer()
        parent.frame = CGRect(x: 10, y: 10, width: 80, height: 80)
        parent.masksToBounds = true
        let red = CALayer()
        red.frame = CGRect(x: 40, y: 40, width: 60, height: 60)  // reaches past the parent
        red.backgroundColor = UIColor.red.cgColor
        let blue = CALayer()
        blue.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        blue.backgroundColor = UIColor.blue.cgColor
        parent.addSublayer(red)
        parent.insertSublayer(blue, above: red)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        view.layer.addSublayer(parent)
        var image = pixels(of: whiteWindow(showing: view))
        #expect(image.rgb(x: 55, y: 55) == 0x0000FF)  // blue over red where they overlap
        #expect(image.rgb(x: 80, y: 80) == 0xFF0000)
        #expect(image.rgb(x: 95, y: 95) == 0xFFFFFF)  // red, cut at the parent's edge (90)
        parent.masksToBounds = false
        image = pixels(of: whiteWindow(showing: view))
        #expect(image.rgb(x: 95, y: 95) == 0xFF0000)
        blue.opacity = 0.5
        image = pixels(of: whiteWindow(showing: view))
        let faded = channels(image, 20, 20)
        #expect(abs(faded.red - 128) <= 3 && faded.blue == 255, "\(faded)")  // blue on white, half
        blue.isHidden = true
        image = pixels(of: whiteWindow(showing: view))
        #expect(image.rgb(x: 20, y: 20) == 0xFFFFFF)
        blue.removeFromSuperlayer()
        #expect(blue.superlayer == nil && parent.sublayers?.count == 1)
        parent.sublayers = nil
        #expect(red.superlayer == nil && parent.sublayers == nil)
        image = pixels(of: whiteWindow(showing: view))
        #expect(image.rgb(x: 80, y: 80) == 0xFFFFFF)
    }

    /// A layer of its own casts its shadow and draws its border and rounded corners, as a
    /// view's does.
    @Test func aLayerOfItsOwnHasCornersBorderAndShadow() {
        let card = CALayer()
        card.frame = CGRect(x: 20, y: 20, width: 60, height: 40)
        card.backgroundColor = UIColor.white.cgColor
        card.cornerRadius = 10
        card.borderWidth = 2
        card.borderColor = UIColor.blue.cgColor
        card.shadowOpacity = 1
        card.shadowRadius = 0
        card.shadowOffset = CGSize(width: 0, height: 10)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.layer.addSublayer(card)
        let image = pixels(of: whiteWindow(showing: view))
        #expect(image.rgb(x: 50, y: 21) == 0x0000FF)  // the border
        #expect(image.rgb(x: 50, y: 40) == 0xFFFFFF)  // the background
        #expect(image.rgb(x: 50, y: 65) == 0x000000)  // the shadow, 10 below
        #expect(image.rgb(x: 21, y: 21) != 0x0000FF)  // a rounded corner
        #expect(card.position == CGPoint(x: 50, y: 40) && card.bounds == CGRect(x: 0, y: 0, width: 60, height: 40))
        card.position = CGPoint(x: 60, y: 40)
        #expect(card.frame == CGRect(x: 30, y: 20, width: 60, height: 40))
    }

    /// Moving a sublayer already there puts it just below or above its sibling; replacing
    /// takes the old one's place.
    @Test func sublayersMoveBelowAndAboveTheirSiblings() {
        let parent = CALayer()
        let (a, b, c, d) = (CALayer(), CALayer(), CALayer(), CALayer())
        parent.sublayers = [a, b, c]
        func isOrder(_ layers: CALayer...) -> Bool {
            (parent.sublayers ?? []).map(ObjectIdentifier.init) == layers.map(ObjectIdentifier.init)
        }
        parent.insertSublayer(a, below: c)
        #expect(isOrder(b, a, c))
        parent.insertSublayer(c, above: b)
        #expect(isOrder(b, c, a))
        parent.insertSublayer(b, above: a)
        #expect(isOrder(c, a, b))
        parent.replaceSublayer(a, with: d)
        #expect(isOrder(c, d, b) && a.superlayer == nil && d.superlayer === parent)
        parent.replaceSublayer(d, with: c)  // c leaves its place first, then takes d's
        #expect(isOrder(c, b) && d.superlayer == nil)
    }

    /// A shape layer fills by its rule: an even-odd ring has a hole; a view out of view, or of
    /// no size, still draws its sublayers that are in view, as on iOS.
    @Test func aShapeFollowsItsFillRuleAndDrawsFromAViewOfNoSize() {
        let ring = CAShapeLayer()
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 60, height: 60))
        path.append(UIBezierPath(rect: CGRect(x: 20, y: 20, width: 20, height: 20)))
        ring.path = path.cgPath
        ring.fillRule = .evenOdd
        ring.frame = CGRect(x: 120, y: 0, width: 60, height: 60)
        let anchor = UIView(frame: CGRect(x: -100, y: 20, width: 10, height: 10))  // left of the window
        anchor.layer.addSublayer(ring)
        let image = pixels(of: whiteWindow(showing: anchor))
        #expect(image.rgb(x: 30, y: 30) == 0x000000)  // the ring, black by default
        #expect(image.rgb(x: 50, y: 50) == 0xFFFFFF)  // its hole
        anchor.frame = CGRect(x: 20, y: 20, width: 0, height: 0)
        ring.frame = CGRect(x: 0, y: 0, width: 60, height: 60)
        #expect(pixels(of: whiteWindow(showing: anchor)).rgb(x: 30, y: 30) == 0x000000)
    }
}

/// Masked corners: only the corners named are rounded.
extension DrawingTests {
    @Test func maskedCornersRoundOnlyTheCornersNamed() {
        let card = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 60))
        card.backgroundColor = .red
        card.layer.cornerRadius = 20
        card.layer.borderWidth = 2
        card.layer.borderColor = UIColor.blue.cgColor
        card.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]  // the top ones
        let sheet = CALayer()
        sheet.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        sheet.backgroundColor = UIColor.green.cgColor
        sheet.cornerRadius = 15
        sheet.maskedCorners = [.layerMaxXMaxYCorner]  // the bottom right one
        let holder = UIView(frame: CGRect(x: 20, y: 100, width: 100, height: 40))
        holder.layer.addSublayer(sheet)
        let image = pixels(of: whiteWindow(showing: card, holder))
        #expect(image.rgb(x: 21, y: 21) == 0xFFFFFF && image.rgb(x: 118, y: 21) == 0xFFFFFF)  // rounded top
        #expect(image.rgb(x: 20, y: 79) == 0x0000FF && image.rgb(x: 119, y: 79) == 0x0000FF)  // square bottom border
        #expect(image.rgb(x: 23, y: 76) == 0xFF0000)  // the background right into that corner
        #expect(image.rgb(x: 20, y: 100) == 0x00FF00 && image.rgb(x: 20, y: 139) == 0x00FF00)
        #expect(image.rgb(x: 119, y: 100) == 0x00FF00 && image.rgb(x: 119, y: 139) == 0xFFFFFF)
        #expect(card.backing.roundedCorners == [.topLeft, .topRight])
    }
}

/// Changes to what layers draw ask for a frame (with the application running: serialized).
extension PresentationTests {
    @Test func layerChangesAskForAFrame() {
        let application = UIApplication()
        UIApplication.current = application
        defer { UIApplication.current = nil }
        let view = GradientView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let gradient = view.layer as? CAGradientLayer
        let ring = CAShapeLayer()
        let inner = CALayer()
        ring.addSublayer(inner)
        view.layer.addSublayer(ring)
        func asks(_ change: () -> Void) -> Bool {
            let before = application.displayRequests
            change()
            return application.displayRequests > before
        }
        #expect(asks { gradient?.colors = [UIColor.red.cgColor] })  // a view's own gradient
        #expect(asks { ring.strokeEnd = 0.5 })
        #expect(asks { inner.backgroundColor = UIColor.blue.cgColor })  // a sublayer's sublayer
        #expect(asks { inner.frame = CGRect(x: 1, y: 2, width: 3, height: 4) })
        #expect(asks { inner.removeFromSuperlayer() })
        #expect(!asks { _ = ring.strokeEnd })
    }
}
