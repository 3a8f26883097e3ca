import CairoRendering
import Foundation
import Testing

@testable import UIKit

/// Buttons and bar items with images: placed before the title, sizing the button, drawn as
/// templates in the tint.
@MainActor
@Suite struct UIButtonImageTests {
    /// A 24-point system image.
    var symbol: UIImage { UIImage(systemName: "plus", withConfiguration: UIImage.SymbolConfiguration(pointSize: 20))! }

    @Test func theImageGoesBeforeTheTitleAndBothAreCentredTogether() {
        let button = UIButton(type: .system)
        button.setTitle("Add", for: .normal)
        let titleOnly = button.intrinsicContentSize
        button.setImage(symbol, for: .normal)
        let both = button.intrinsicContentSize
        #expect(both.width == titleOnly.width + 24 && both.height == max(titleOnly.height, 24))
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
        button.layoutIfNeeded()
        let image = button.imageView!.frame
        let title = button.titleLabel!.frame
        #expect(image.size == CGSize(width: 24, height: 24) && abs(image.maxX - title.minX) < 1e-9)
        #expect(abs((image.minX + title.maxX) / 2 - 100) < 1)  // centred together
        #expect(abs(image.midY - title.midY) < 1)
        // Leading alignment: the image at the edge, the title after it.
        button.contentHorizontalAlignment = .leading
        button.layoutIfNeeded()
        #expect(
            button.imageView!.frame.minX == 0 && abs(button.titleLabel!.frame.minX - 24) < 1e-9,
            "\(button.imageView!.frame) \(button.titleLabel!.frame)")
        // Without a title the image alone sizes and fills the middle.
        button.setTitle(nil, for: .normal)
        button.contentHorizontalAlignment = .center
        #expect(button.intrinsicContentSize == CGSize(width: 24, height: 24))
        button.layoutIfNeeded()
        #expect(button.imageView!.frame == CGRect(x: 88, y: 10, width: 24, height: 24))
        // Per state, falling back to normal.
        #expect(button.image(for: .highlighted) === button.currentImage)
        // A larger symbol moves the title along.
        button.setTitle("Add", for: .normal)
        button.setPreferredSymbolConfiguration(UIImage.SymbolConfiguration(pointSize: 30), forImageIn: .normal)
        button.layoutIfNeeded()
        #expect(abs(button.imageView!.frame.maxX - button.titleLabel!.frame.minX) < 1e-9)
        #expect(button.imageView!.frame.width == 36)
        #expect(abs((button.imageView!.frame.minX + button.titleLabel!.frame.maxX) / 2 - 100) < 1)  // still centred
    }

    @Test func aTemplateImageTakesTheTintAndAConfigurationsColourAndPadding() {
        let button = UIButton(type: .system)
        button.setImage(symbol, for: .normal)
        button.tintColor = .red
        #expect(button.imageView?.tintColor == .red)
        button.isEnabled = false
        #expect(button.imageView?.tintColor == .systemGray)
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Add"
        configuration.image = symbol
        configuration.imagePadding = 8
        let filled = UIButton(configuration: configuration)
        let size = filled.intrinsicContentSize
        let text = filled.titleLabel!.intrinsicContentSize
        #expect(size.width == 24 + 8 + text.width + 24)  // insets 12 on each side
        #expect(filled.imageView?.tintColor == .white)  // a filled button's foreground
    }

    /// The pixels of `view` alone in a white 100 × 60 window.
    func pixels(of view: UIView) -> PixelImage {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        window.backgroundColor = .white
        window.addSubview(view)
        window.isHidden = false
        window.layoutIfNeeded()
        let surface = ImageSurface(size: window.root.size, scale: 1)
        surface.drawFrame(with: FramePainter(), scale: 1) { window.root.draw(into: $0) }
        return surface.pixels
    }

    @Test func anImageButtonDrawsItsImageInTheTint() {
        let button = UIButton(type: .system)
        button.setImage(
            UIImage(systemName: "stop.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 30)),
            for: .normal)
        button.tintColor = .blue
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 60)
        let image = pixels(of: button)
        var blue = 0
        for y in 0..<60 { for x in 0..<100 where image.rgb(x: x, y: y) == 0x0000FF { blue += 1 } }
        #expect(blue > 200)
    }

    @Test func systemItemsShowTheirSymbolsAndImageItemsTheirImage() {
        #expect(UIBarButtonItem(systemItem: .add).image?.isSymbolImage == true)
        #expect(UIBarButtonItem(systemItem: .done).image == nil)  // a title
        #expect(UITabBarItem(tabBarSystemItem: .favorites, tag: 0).image?.isSymbolImage == true)
        let controller = UIViewController()
        controller.navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .add)
        controller.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Edit")
        let navigation = UINavigationController(rootViewController: controller)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let buttons = navigation.navigationBar.subviews.compactMap { $0 as? UIButton }
        #expect(buttons.contains { $0.currentImage != nil && $0.currentTitle == nil })
        #expect(buttons.contains { $0.currentImage == nil && $0.currentTitle == "Edit" })
    }
}
