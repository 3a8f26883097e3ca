import Foundation
import Testing

@testable import UIKit

@MainActor
@Suite("UITraitCollection")
struct UITraitCollectionTests {
    /// Every view, controller and screen has the phone-sized window's traits: a compact width,
    /// the light appearance.
    @Test func viewsHaveThePhoneSizedWindowsTraits() {
        final class Themed: UIView {
            var changes = 0
            override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { changes += 1 }
        }
        let view = Themed()
        let traits = view.traitCollection
        #expect(traits.horizontalSizeClass == .compact && traits.verticalSizeClass == .regular)
        #expect(traits.userInterfaceStyle == .light && traits.userInterfaceIdiom == .phone)
        #expect(traits.layoutDirection == .leftToRight && traits.displayScale == UIScreen.main.scale)
        #expect(UIViewController().traitCollection == traits && UIScreen.main.traitCollection == traits)
        #expect(view.changes == 0)
    }

    /// Collections combine trait by trait, the last that gives one winning; containment and
    /// equality compare the traits given.
    @Test func collectionsCombineTraitByTrait() {
        let regular = UITraitCollection(horizontalSizeClass: .regular)
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        let compact = UITraitCollection(horizontalSizeClass: .compact)
        let combined = UITraitCollection(traitsFrom: [regular, dark, compact])
        #expect(combined.horizontalSizeClass == .compact && combined.userInterfaceStyle == .dark)
        #expect(combined.verticalSizeClass == .unspecified && combined.displayScale == 0)
        #expect(combined.containsTraits(in: dark) && !combined.containsTraits(in: regular))
        #expect(combined.containsTraits(in: nil) && combined.containsTraits(in: UITraitCollection()))
        #expect(combined == UITraitCollection(traitsFrom: [dark, compact]) && combined != dark)
        #expect(combined.hasDifferentColorAppearance(comparedTo: UITraitCollection.current))
    }

    /// A dynamic colour resolves with the current traits: the light one.
    @Test func aDynamicColourResolvesLight() {
        let colour = UIColor { $0.userInterfaceStyle == .dark ? .black : .white }
        #expect(colour == .white)
        #expect(colour.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == .white)
    }

    /// The device is the computer (its host name, the traits' idiom) running the iOS version
    /// whose UIKit this follows, so that version checks take the modern path.
    @Test func theDeviceIsTheComputer() {
        let device = UIDevice.current
        #expect(device.systemVersion.compare("13.0", options: .numeric) == .orderedDescending)
        #expect(device.systemName == "Linux" && device.name == ProcessInfo.processInfo.hostName)
        #expect(device.userInterfaceIdiom == UITraitCollection.current.userInterfaceIdiom)
        #expect(device.orientation.isPortrait && device.batteryLevel < 0)
    }
}
