import Testing

@testable import X11Shell

/// What the clipboard's owner answers each target, and how it reads the text it is given, with
/// atoms as plain numbers: no display needed.
@Suite("Clipboard conversion")
struct ClipboardConversionTests {
    /// `STRING`'s predefined atom (Xatom.h).
    static let string: UInt = 31
    let atoms = SelectionAtoms(
        clipboard: 100, targets: 101, utf8String: 102, text: 103, incremental: 104, transfer: 105)

    @Test func theOwnerOffersItsTargetsThenUTF8OrLatin1Text() {
        let text = "café → ok"
        #expect(
            ClipboardConversion.reply(to: 101, text: text, atoms: atoms) == .atoms([101, 102, 103, Self.string]))
        #expect(
            ClipboardConversion.reply(to: 102, text: text, atoms: atoms) == .text(type: 102, bytes: Array(text.utf8)))
        #expect(
            ClipboardConversion.reply(to: 103, text: text, atoms: atoms) == .text(type: 102, bytes: Array(text.utf8)))
        // Latin-1: é is one byte; the arrow, outside it, a question mark.
        #expect(
            ClipboardConversion.reply(to: Self.string, text: text, atoms: atoms)
                == .text(type: Self.string, bytes: [99, 97, 102, 0xE9, 32, 63, 32, 111, 107]))
        #expect(ClipboardConversion.reply(to: 999, text: text, atoms: atoms) == nil)
    }

    @Test func receivedTextIsLatin1AsStringAndUTF8Otherwise() {
        let latin1: [UInt8] = [99, 97, 102, 0xE9]
        let utf8 = Array("café".utf8)
        latin1.withUnsafeBufferPointer {
            #expect(ClipboardConversion.text(from: $0, type: Self.string, atoms: atoms) == "café")
        }
        utf8.withUnsafeBufferPointer {
            #expect(ClipboardConversion.text(from: $0, type: 102, atoms: atoms) == "café")
        }
    }
}
