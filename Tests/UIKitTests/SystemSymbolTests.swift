import CairoRendering
import Foundation
import Testing

@testable import UIKit

/// System images: SF Symbol names drawn with the desktop's icon theme, as templates in the
/// tint colour, at the size their configuration gives.
@MainActor
@Suite struct SystemSymbolTests {
    @Test func everyMappedNameHasAPictureInTheIconTheme() {
        for (name, icon) in SystemSymbols.iconNames {
            #expect(UIImage(systemName: name) != nil, "\(name) → \(icon)-symbolic is not in the theme")
        }
        #expect(UIImage(systemName: "no.such.symbol") == nil)
    }

    @Test func variantsFallBackToTheirBaseName() {
        #expect(SystemSymbols.iconName(for: "plus.circle.fill") == "list-add")
        #expect(SystemSymbols.iconName(for: "star.fill") == "starred")  // its own, not star's
        #expect(SystemSymbols.iconName(for: "gearshape.2.fill") == "emblem-system")
        #expect(SystemSymbols.iconName(for: "zzz") == nil)
    }

    @Test func theConfigurationSizesTheSymbol() throws {
        let plain = try #require(UIImage(systemName: "gear"))
        #expect(plain.isSymbolImage && plain.renderingMode == .automatic)
        #expect(abs(plain.size.width - 17 * 1.2) < 1e-9 && plain.size.width == plain.size.height)
        let big = try #require(
            UIImage(systemName: "gear", withConfiguration: UIImage.SymbolConfiguration(pointSize: 40)))
        #expect(abs(big.size.width - 48) < 1e-9)
        let large = try #require(big.applyingSymbolConfiguration(UIImage.SymbolConfiguration(scale: .large)))
        #expect(abs(large.size.width - 48 * 1.3) < 1e-9)
        #expect(large.symbolConfiguration?.pointSize == 40)  // kept from the first configuration
        let styled = try #require(
            UIImage(systemName: "gear", withConfiguration: UIImage.SymbolConfiguration(textStyle: .largeTitle)))
        #expect(abs(styled.size.width - 34 * 1.2) < 1e-9)
        #expect(UIImage(named: "nothing")?.applyingSymbolConfiguration(.unspecified) == nil)
    }

    /// The pixels of a 60 × 60 window showing `imageView` at its top left.
    func pixels(of imageView: UIImageView) -> PixelImage {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        window.backgroundColor = .white
        imageView.frame = CGRect(x: 0, y: 0, width: 48, height: 48)
        window.addSubview(imageView)
        window.isHidden = false
        window.layoutIfNeeded()
        let surface = ImageSurface(size: window.root.size, scale: 1)
        surface.drawFrame(with: FramePainter(), scale: 1) { window.root.draw(into: $0) }
        return surface.pixels
    }

    /// The colours of the pixels drawn (not white), counted.
    func inkColours(_ image: PixelImage) -> [UInt32: Int] {
        var counts: [UInt32: Int] = [:]
        for y in 0..<48 {
            for x in 0..<48 where image.rgb(x: x, y: y) != 0xFFFFFF { counts[image.rgb(x: x, y: y), default: 0] += 1 }
        }
        return counts
    }

    @Test func aSymbolIsDrawnInTheTintColourAndFollowsIt() throws {
        let symbol = try #require(
            UIImage(systemName: "stop.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 40)))
        let view = UIImageView(image: symbol)
        view.tintColor = .red
        let red = inkColours(pixels(of: view))
        // Solid ink is exactly the tint; anti-aliased edges blend it with white.
        #expect((red[0xFF0000] ?? 0) > 100, "\(red.sorted { $0.value > $1.value }.prefix(3))")
        #expect(red.keys.allSatisfy { $0 >> 16 == 0xFF })
        view.tintColor = .blue
        let blue = inkColours(pixels(of: view))
        #expect((blue[0x0000FF] ?? 0) > 100 && blue[0xFF0000] == nil)
        // Its own colours, unless told to draw them.
        let original = inkColours(pixels(of: UIImageView(image: symbol.withRenderingMode(.alwaysOriginal))))
        #expect(original[0x0000FF] == nil && original[0xFF0000] == nil && !original.isEmpty)
        // An image's own tint wins over the view's; so does a hierarchical colour.
        let green = UIImageView(image: symbol.withTintColor(.green))
        green.tintColor = .red
        #expect((inkColours(pixels(of: green))[0x00FF00] ?? 0) > 100)
        let hierarchical = try #require(
            symbol.applyingSymbolConfiguration(UIImage.SymbolConfiguration(hierarchicalColor: .green)))
        #expect((inkColours(pixels(of: UIImageView(image: hierarchical)))[0x00FF00] ?? 0) > 100)
    }

    @Test func anImageViewsPreferredConfigurationResizesItsSymbol() throws {
        let view = UIImageView(image: UIImage(systemName: "gear"))
        #expect(abs(view.intrinsicContentSize.width - 20.4) < 1e-9)
        view.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 30)
        #expect(abs(view.intrinsicContentSize.width - 36) < 1e-9)
        // A bitmap keeps its size.
        let bitmap = UIGraphicsImageRenderer(size: CGSize(width: 7, height: 5)).image { _ in }
        let plain = UIImageView(image: bitmap)
        plain.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 30)
        #expect(plain.intrinsicContentSize == CGSize(width: 7, height: 5))
    }
}

extension SystemSymbolTests {
    @Test func onlyDecorationsFallBackAndChevronsAreChevrons() {
        #expect(SystemSymbols.iconName(for: "lock.slash") == nil)  // not a lock
        #expect(SystemSymbols.iconName(for: "square.grid.3x3") == nil)  // not a checkbox
        #expect(SystemSymbols.iconName(for: "chevron.right") == "go-next")
        #expect(SystemSymbols.iconName(for: "info.circle.fill") == "help-about")
    }

    @Test func faintThemeIconsAreDrawnAtFullStrength() throws {
        let star = try #require(UIImage(systemName: "star"))
        let pixels = try #require(ImageRenderer.pixels(of: star.image))
        var strongest = 0
        for y in 0..<pixels.height {
            for x in 0..<pixels.width { strongest = max(strongest, pixels.alpha(x: x, y: y)) }
        }
        #expect(strongest == 255)
    }

    @Test func aSymbolTakesItsNewSuperviewsTintAndAnOriginalTintStays() throws {
        let symbol = try #require(
            UIImage(systemName: "stop.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 40)))
        let view = UIImageView(image: symbol)
        let pink = UIView()
        pink.tintColor = .green
        pink.addSubview(view)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        window.backgroundColor = .white
        pink.frame = window.bounds
        view.frame = CGRect(x: 0, y: 0, width: 48, height: 48)
        window.addSubview(pink)
        window.isHidden = false
        window.layoutIfNeeded()
        let surface = ImageSurface(size: window.root.size, scale: 1)
        surface.drawFrame(with: FramePainter(), scale: 1) { window.root.draw(into: $0) }
        #expect((inkColours(surface.pixels)[0x00FF00] ?? 0) > 100)
        // The usual way to colour a symbol for good draws that colour, not the picture's own.
        let red = UIImageView(image: symbol.withTintColor(.red, renderingMode: .alwaysOriginal))
        red.tintColor = .blue
        #expect((inkColours(pixels(of: red))[0xFF0000] ?? 0) > 100)
    }

    @Test func tabBarsAndSystemButtonsDrawAnyImageAsATemplate() {
        // A bitmap in its own colour, red.
        let bitmap = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
        }
        let plain = UIImageView(image: bitmap)
        plain.tintColor = .blue
        #expect((inkColours(pixels(of: plain))[0xFF0000] ?? 0) > 100)
        let button = UIButton(type: .system)
        button.setImage(bitmap, for: .normal)
        button.tintColor = .blue
        #expect(button.imageView?.drawsImagesAsTemplates == true)
        #expect(UIButton(type: .custom).imageView?.drawsImagesAsTemplates == false)
    }
}
