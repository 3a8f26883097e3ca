import Foundation
import Testing
import Views

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
            let announced = NotificationCounter(UIPasteboard.changedNotification, object: pasteboard)
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
            #expect(pasteboard.changeCount == count + 4 && announced.count == 4)
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
            let removals = NotificationCounter(UIPasteboard.removedNotification)
            UIPasteboard.remove(withName: unique.name)
            UIPasteboard.remove(withName: .general)  // stays
            #expect(UIPasteboard(name: unique.name, create: false) == nil && removals.count == 1)
            #expect(UIPasteboard.general.string == "general")
        }

        /// Pasteboards of one name share their contents and their count of changes.
        @Test func pasteboardsOfOneNameShareContentsAndCount() throws {
            let general = try #require(UIPasteboard(name: .general, create: false))
            let count = UIPasteboard.general.changeCount
            general.string = "through another instance"
            #expect(UIPasteboard.general.string == "through another instance")
            #expect(UIPasteboard.general.changeCount == count + 1 && general.changeCount == count + 1)
        }

        /// The window's clipboard takes the general pasteboard over with its text, and leaves
        /// what it served in the process when it goes.
        @Test func theGeneralPasteboardMovesToTheWindowsClipboardAndBack() {
            let pasteboard = UIPasteboard.general
            pasteboard.string = "before the window"
            let window = InProcessClipboard()
            pasteboard.move(to: window)
            #expect(window.text() == "before the window")
            window.setText("served by the window")
            #expect(pasteboard.string == "served by the window")
            pasteboard.keep("kept")
            window.setText("gone")
            #expect(pasteboard.string == "kept")
        }
    }
}
