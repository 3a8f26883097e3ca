import Testing

@testable import X11Shell

/// What the clipboard's owner answers each target, and how it reads the text it is given, with
/// atoms as plain numbers: no display needed.
@Suite("Clipboard conversion")
struct ClipboardConversionTests {
    /// `STRING`'s predefined atom (Xatom.h).
    static let string: UInt = 31
    /// `INTEGER`'s and `ATOM`'s.
    static let integer: UInt = 19
    static let atom: UInt = 4
    let atoms = SelectionAtoms(
        clipboard: 100, targets: 101, timestamp: 106, utf8String: 102, text: 103, incremental: 104, transfer: 105)

    func reply(_ target: UInt, _ text: String?) -> ClipboardConversion.Reply? {
        ClipboardConversion.reply(to: target, text: text, ownedSince: 4242, atoms: atoms)
    }

    @Test func theOwnerOffersItsTargetsThenUTF8OrLatin1Text() {
        let text = "café → ok"
        #expect(reply(101, text) == .longs(type: Self.atom, [101, 106, 102, 103, Int(Self.string)]))
        #expect(reply(106, text) == .longs(type: Self.integer, [4242]))
        #expect(reply(102, text) == .text(type: 102, bytes: Array(text.utf8)))
        #expect(reply(103, text) == .text(type: 102, bytes: Array(text.utf8)))
        #expect(reply(102, "") == .text(type: 102, bytes: []))
        // Latin-1: é is one byte; the arrow, outside it, a question mark.
        #expect(reply(Self.string, text) == .text(type: Self.string, bytes: [99, 97, 102, 0xE9, 32, 63, 32, 111, 107]))
        #expect(reply(999, text) == nil)
        // Owned empty: the targets and the time, no text.
        #expect(reply(101, nil) == .longs(type: Self.atom, [101, 106]))
        #expect(reply(106, nil) == .longs(type: Self.integer, [4242]))
        #expect(reply(102, nil) == nil && reply(Self.string, nil) == nil)
    }

    @Test func receivedTextIsLatin1AsStringAndUTF8Otherwise() {
        #expect(ClipboardConversion.text(from: [99, 97, 102, 0xE9], type: Self.string, atoms: atoms) == "café")
        #expect(ClipboardConversion.text(from: Array("café".utf8), type: 102, atoms: atoms) == "café")
        // A broken UTF-8 sequence reads as the replacement character, not as nothing.
        #expect(ClipboardConversion.text(from: [111, 0xC3, 107], type: 102, atoms: atoms) == "o\u{FFFD}k")
    }
}
