import Foundation
import Testing

@testable import UIKit

/// What iOS asks of the device and a desktop answers its own way: the text size, the
/// on-screen keyboard's place, opening URLs in other applications, boxed geometry.
@MainActor
@Suite("Desktop environment", .serialized)
struct DesktopEnvironmentTests {
    @Test func theTextSizeIsLargeAndFontsScaleForAnotherCategory() {
        #expect(UITraitCollection.current.preferredContentSizeCategory == .large)
        #expect(UITraitCollection().preferredContentSizeCategory == .unspecified)
        let body = UIFont.preferredFont(forTextStyle: .body)
        #expect(UIFontMetrics.default.scaledFont(for: body).pointSize == 17)
        #expect(UIFontMetrics.default.scaledValue(for: 10) == 10)
        let huge = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: huge).pointSize == 53)
        let title = UIFontMetrics(forTextStyle: .title1).scaledFont(
            for: .systemFont(ofSize: 28), maximumPointSize: 40, compatibleWith: huge)
        #expect(title.pointSize == 40)  // 58 in that category
        // Each style as iOS's table has it: the large title grows less than the body.
        #expect(UIFont.preferredFont(forTextStyle: .largeTitle, compatibleWith: huge).pointSize == 60)
        #expect(UIFont.preferredFont(forTextStyle: .caption2, compatibleWith: huge).pointSize == 40)
        #expect(
            UIFontMetrics.default.scaledValue(
                for: 17, compatibleWith: UITraitCollection(preferredContentSizeCategory: .small)) == 15)
        #expect(
            UIContentSizeCategory.small < .large && UIContentSizeCategory.accessibilityMedium > .extraExtraExtraLarge)
        #expect(
            UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory
                && !UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        // Categories are traits: combined and compared as the others.
        let combined = UITraitCollection(traitsFrom: [huge, UITraitCollection(userInterfaceStyle: .dark)])
        #expect(combined.containsTraits(in: huge) && !UITraitCollection.current.containsTraits(in: huge))
    }

    @Test func theKeyboardGuideLiesAlongTheBottomOfTheSafeArea() {
        // In a tab bar controller, whose bar insets the safe area at the bottom.
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        let controller = UIViewController()
        let tabs = UITabBarController()
        tabs.viewControllers = [controller]
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        let view = controller.view!
        let field = UIView()
        field.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(field)
        NSLayoutConstraint.activate([
            field.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            field.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            field.heightAnchor.constraint(equalToConstant: 44),
            field.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
        ])
        window.layoutIfNeeded()
        let guide = view.keyboardLayoutGuide
        #expect(guide === view.keyboardLayoutGuide && view.layoutGuides.contains { $0 === guide })
        let bottom = view.bounds.height - view.safeAreaInsets.bottom
        #expect(view.safeAreaInsets.bottom > 0)
        #expect(guide.layoutFrame == CGRect(x: 0, y: bottom, width: 300, height: view.safeAreaInsets.bottom))
        #expect(field.frame == CGRect(x: 0, y: bottom - 44, width: 300, height: 44))
        // Against the view's own bottom edge when told not to use the safe area.
        guide.usesBottomSafeArea = false
        window.layoutIfNeeded()
        #expect(guide.layoutFrame.minY == view.bounds.height && field.frame.maxY == view.bounds.height)
    }

    @Test func openingAURLRunsTheDesktopsOpenerAndTellsWhetherItDid() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("opener-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let record = directory.appendingPathComponent("opened").path
        let opener = directory.appendingPathComponent("opener").path
        try "#!/bin/sh\nprintf '%s' \"$1\" > '\(record)'\n".write(toFile: opener, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: opener)
        let kept = UIApplication.urlOpener
        defer { UIApplication.urlOpener = kept }
        UIApplication.urlOpener = opener
        let application = UIApplication()
        let url = try #require(URL(string: "https://example.org/a?b=c"))
        #expect(application.canOpenURL(url))
        var result: Bool?
        application.open(url) { result = $0 }
        #expect(await eventually { result != nil } && result == true)
        #expect(try String(contentsOfFile: record, encoding: .utf8) == "https://example.org/a?b=c")
        #expect(await application.open(url, options: [.universalLinksOnly: true]) == false)
        #expect(!application.canOpenURL(URL(fileURLWithPath: "/no/such/file")))
        #expect(!application.canOpenURL(try #require(URL(string: "nosuchapp://x"))))
        // No opener installed: nothing opens.
        UIApplication.urlOpener = directory.appendingPathComponent("missing").path
        #expect(!application.canOpenURL(url))
        #expect(await application.open(url) == false)
    }

    @Test func geometryBoxesInValuesAsNotificationsCarryIt() {
        let frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(NSValue(cgRect: frame).cgRectValue == frame)
        #expect(NSValue(cgPoint: CGPoint(x: 5, y: 6)).cgPointValue == CGPoint(x: 5, y: 6))
        #expect(NSValue(cgSize: CGSize(width: 7, height: 8)).cgSizeValue == CGSize(width: 7, height: 8))
    }
}
