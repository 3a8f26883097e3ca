import Foundation
import Testing

@testable import UIKit

// In the presentation suite, which runs its tests one at a time: the general pasteboard is one
// for the whole process, and the text editing tests use it too.
extension PresentationTests {
    @MainActor
    @Suite("UIPasteboard")
    struct UIPasteboardTests {
        /// Text and URLs in the general pasteboard, one item at a time; each change counted and
        /// announced.
        @Test func theGeneralPasteboardKeepsOneTextAndCountsItsChanges() {
            let pasteboard = UIPasteboard.general
            final class Count: @unchecked Sendable { var value = 0 }
            let announced = Count()
            let observer = NotificationCenter.default.addObserver(
                forName: UIPasteboard.changedNotification, object: pasteboard, queue: nil
            ) { _ in announced.value += 1 }
            defer { NotificationCenter.default.removeObserver(observer) }
            let count = pasteboard.changeCount
            pasteboard.string = "copied"
            #expect(pasteboard.string == "copied" && pasteboard.strings == ["copied"] && pasteboard.hasStrings)
            #expect(pasteboard.numberOfItems == 1 && !pasteboard.hasURLs)
            pasteboard.strings = ["first", "second"]
            #expect(pasteboard.string == "first")
            pasteboard.url = URL(string: "https://example.com/a")
            #expect(pasteboard.string == "https://example.com/a" && pasteboard.urls?.first?.host == "example.com")
            pasteboard.string = nil
            #expect(!pasteboard.hasStrings && pasteboard.numberOfItems == 0 && pasteboard.strings == nil)
            #expect(pasteboard.changeCount == count + 4 && announced.value == 4)
        }

        /// Named pasteboards are the process's own, apart from the general one; the general
        /// one's name gives the general one's text.
        @Test func namedPasteboardsKeepTheirOwnText() throws {
            UIPasteboard.general.string = "general"
            let unique = UIPasteboard.withUniqueName()
            #expect(unique.string == nil && unique.name != .general)
            unique.string = "mine"
            let again = try #require(UIPasteboard(name: unique.name, create: false))
            #expect(again.string == "mine" && UIPasteboard.general.string == "general")
            #expect(UIPasteboard(name: .general, create: false)?.string == "general")
            #expect(UIPasteboard(name: UIPasteboard.Name("nowhere"), create: false) == nil)
            UIPasteboard.remove(withName: unique.name)
            #expect(UIPasteboard(name: unique.name, create: false) == nil)
        }
    }
}
