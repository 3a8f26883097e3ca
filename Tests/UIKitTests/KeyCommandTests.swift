import Foundation
import Testing
import Views

@testable import UIKit

// Nested in the presentation suite, which runs its tests one at a time: the first responder is
// one for the whole application.
extension PresentationTests {
    @MainActor
    @Suite("UIKeyCommand")
    struct KeyCommandTests {
        /// A window whose root controller offers shortcuts, a view that can be the first
        /// responder and records the presses it sees, and a way to press keys.
        @MainActor
        final class KeyScene {
            final class PressRecorder: UIView {
                var presses: [String] = []
                var commands: [UIKeyCommand] = []
                override var canBecomeFirstResponder: Bool { true }
                override var keyCommands: [UIKeyCommand]? { commands }
                override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
                    self.presses.append(presses.first?.key?.charactersIgnoringModifiers ?? "?")
                }
            }

            let window: UIWindow
            let controller: UIViewController
            let recorder = PressRecorder(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
            private let dispatcher: EventDispatcher
            /// The titles of the commands that ran, in order.
            var ran: [String] = []
            private var time = 1.0

            init() {
                (window, controller) = makeWindow()
                controller.view.addSubview(recorder)
                controller.view.addSubview(field)
                window.layoutIfNeeded()
                dispatcher = EventDispatcher(window: window)
                // No first responder left by another test: keys go to the root controller.
                _ = UIResponder.firstResponder?.resignFirstResponder()
            }

            /// A command titled `title` that records its run.
            func command(
                _ title: String, _ input: String, _ flags: UIKeyModifierFlags = [], priority: Bool = false
            ) -> UIKeyCommand {
                let command = UIKeyCommand(title: title, input: input, modifierFlags: flags) { [unowned self] in
                    ran.append($0.title)
                }
                command.wantsPriorityOverSystemBehavior = priority
                return command
            }

            func press(_ key: Key, holding modifiers: Modifiers = []) {
                time += 0.1
                dispatcher.handleKey(KeyEvent(key: key, modifiers: modifiers, time: time))
            }

            /// Takes the titles of the commands that ran so far.
            func takeRan() -> [String] {
                defer { ran.removeAll() }
                return ran
            }
        }

        static func key(_ key: Key, _ modifiers: Modifiers = [], unshifted: String? = nil) -> UIKey {
            EventDispatcher.uiKey(for: KeyEvent(key: key, modifiers: modifiers, time: 1, unshiftedText: unshifted))
        }

        /// Command is Ctrl here, and so is Control; letters match in either case, Shift and Alt
        /// must be as asked; a character typed with Shift matches without `.shift`; the named
        /// inputs match their keys.
        @Test func aCommandMatchesItsKeyWithCommandReadAsControl() {
            let save = UIKeyCommand(input: "s", modifierFlags: .command) { _ in }
            #expect(save.matches(Self.key(.character("s"), .control)))
            #expect(!save.matches(Self.key(.character("s"))))
            #expect(!save.matches(Self.key(.character("S"), [.control, .shift])))
            #expect(!save.matches(Self.key(.character("s"), [.control, .alt])))
            #expect(!save.matches(Self.key(.character("d"), .control)))
            let control = UIKeyCommand(input: "k", modifierFlags: .control) { _ in }
            #expect(control.matches(Self.key(.character("k"), .control)))
            let saveAs = UIKeyCommand(input: "S", modifierFlags: [.command, .shift]) { _ in }
            #expect(saveAs.matches(Self.key(.character("S"), [.control, .shift])))
            #expect(!saveAs.matches(Self.key(.character("s"), .control)))
            let help = UIKeyCommand(input: "?", modifierFlags: []) { _ in }
            #expect(help.matches(Self.key(.character("?"), .shift)))
            #expect(!help.matches(Self.key(.character("?"), [.shift, .control])))
            let up = UIKeyCommand(input: UIKeyCommand.inputUpArrow, modifierFlags: []) { _ in }
            #expect(up.matches(Self.key(.arrowUp)) && !up.matches(Self.key(.arrowUp, .shift)))
            #expect(!up.matches(Self.key(.arrowDown)))
            let named: [(String, Key)] = [
                (UIKeyCommand.inputEscape, .escape), (UIKeyCommand.inputPageDown, .pageDown),
                (UIKeyCommand.inputHome, .home), (UIKeyCommand.inputDelete, .delete), ("\r", .enter), ("\t", .tab),
                (" ", .space), (UIKeyCommand.f1, .function(1)), (UIKeyCommand.f12, .function(12)),
            ]
            #expect(Self.key(.function(5)).keyCode == .keyboardF5 && Self.key(.function(13)).keyCode.rawValue == 0x68)
            #expect(Self.key(.function(25)).keyCode == .keyboardErrorUndefined)
            for (input, key) in named {
                let command = UIKeyCommand(input: input, modifierFlags: .alternate) { _ in }
                #expect(command.matches(Self.key(key, .alt)), "\(input.debugDescription)")
                #expect(!command.matches(Self.key(.character("x"), .alt)), "\(input.debugDescription)")
            }
        }

        /// The input names the key without Shift (Ctrl+Shift+[ is "[" with `.shift`), or, for a
        /// character typed with Shift, as typed with the flags leaving Shift out.
        @Test func shiftedKeysMatchByTheirUnshiftedCharacter() {
            let shiftedBracket = Self.key(.character("{"), [.control, .shift], unshifted: "[")
            #expect(shiftedBracket.charactersIgnoringModifiers == "[")
            #expect(UIKeyCommand(input: "[", modifierFlags: [.command, .shift]) { _ in }.matches(shiftedBracket))
            #expect(UIKeyCommand(input: "{", modifierFlags: .command) { _ in }.matches(shiftedBracket))
            #expect(!UIKeyCommand(input: "[", modifierFlags: .command) { _ in }.matches(shiftedBracket))
            let question = Self.key(.character("?"), .shift, unshifted: "/")
            #expect(UIKeyCommand(input: "?", modifierFlags: []) { _ in }.matches(question))
            #expect(UIKeyCommand(input: "/", modifierFlags: .shift) { _ in }.matches(question))
            #expect(!UIKeyCommand(input: "/", modifierFlags: []) { _ in }.matches(question))
            // Shift+1: the key is "1" (and its HID usage the 1 key's).
            let bang = Self.key(.character("!"), .shift, unshifted: "1")
            #expect(bang.charactersIgnoringModifiers == "1" && bang.keyCode == .keyboard1)
            // A letter named in capitals matches Ctrl and the letter, without Shift.
            #expect(
                UIKeyCommand(input: "N", modifierFlags: .command) { _ in }.matches(Self.key(.character("n"), .control)))
        }

        /// A controller's shortcut runs instead of the press reaching anyone; other keys are
        /// presses; a removed or disabled shortcut does not run.
        @Test func aControllersShortcutRunsInsteadOfThePress() {
            let scene = KeyScene()
            let new = scene.command("new", "n", .command)
            scene.controller.addKeyCommand(new)
            scene.controller.addKeyCommand(new)
            #expect(scene.controller.keyCommands?.count == 1)
            #expect(scene.recorder.becomeFirstResponder())
            scene.press(.character("n"), holding: .control)
            #expect(scene.takeRan() == ["new"])
            #expect(scene.recorder.presses.isEmpty)
            scene.press(.character("n"))
            scene.press(.character("m"), holding: .control)
            #expect(scene.takeRan().isEmpty && scene.recorder.presses == ["n", "m"])
            new.attributes = .disabled
            scene.press(.character("n"), holding: .control)
            #expect(scene.takeRan().isEmpty && scene.recorder.presses.last == "n")
            new.attributes = []
            scene.controller.removeKeyCommand(new)
            #expect(scene.controller.keyCommands == nil)
            scene.press(.character("n"), holding: .control)
            #expect(scene.takeRan().isEmpty)
            // With no first responder, the root controller's chain still offers its shortcuts.
            scene.controller.addKeyCommand(new)
            #expect(scene.recorder.resignFirstResponder())
            scene.press(.character("n"), holding: .control)
            #expect(scene.takeRan() == ["new"])
        }

        /// The first responder's own shortcut comes before its controller's for the same key,
        /// even one that wants priority (that is over text editing only); a hidden command runs.
        @Test func theNearestResponderInTheChainWins() {
            let scene = KeyScene()
            scene.controller.addKeyCommand(scene.command("controller", UIKeyCommand.inputEscape, priority: true))
            let own = scene.command("view", UIKeyCommand.inputEscape)
            own.attributes = .hidden
            scene.recorder.commands = [own]
            #expect(scene.recorder.becomeFirstResponder())
            scene.press(.escape)
            #expect(scene.takeRan() == ["view"])
            scene.recorder.commands = []
            scene.press(.escape)
            #expect(scene.takeRan() == ["controller"])
            #expect(scene.recorder.resignFirstResponder())
        }

        /// A field editing keeps its typing, caret keys and edit shortcuts from shortcuts that
        /// do not ask for priority; other shortcuts run while it edits, and one with priority
        /// runs before the field.
        @Test func anEditingFieldKeepsItsKeysUnlessACommandWantsPriority() {
            let scene = KeyScene()
            let field = scene.field
            scene.controller.addKeyCommand(scene.command("a", "a"))
            scene.controller.addKeyCommand(scene.command("copy", "c", .command))
            scene.controller.addKeyCommand(scene.command("left", UIKeyCommand.inputLeftArrow))
            scene.controller.addKeyCommand(scene.command("new", "n", .command))
            #expect(field.becomeFirstResponder())
            scene.press(.character("a"))
            scene.press(.arrowLeft)
            scene.press(.character("c"), holding: .control)
            #expect(scene.takeRan().isEmpty && field.text == "a" && field.caretPosition == 0)
            scene.press(.character("n"), holding: .control)
            #expect(scene.takeRan() == ["new"] && field.text == "a")
            scene.controller.addKeyCommand(scene.command("b", "b", priority: true))
            scene.press(.character("b"))
            #expect(scene.takeRan() == ["b"] && field.text == "a")
            // Not editing, the field takes no keys: the controller's "a" runs.
            #expect(field.resignFirstResponder())
            scene.press(.character("a"))
            #expect(scene.takeRan() == ["a"])
        }

        /// A text view editing keeps typing; a read-only one takes only its selection keys, so a
        /// plain letter's shortcut runs there, and Ctrl+C still copies.
        @Test func aTextViewKeepsTheKeysItEditsOrSelectsWith() {
            let scene = KeyScene()
            let text = UITextView(frame: CGRect(x: 0, y: 200, width: 200, height: 100))
            scene.controller.view.addSubview(text)
            scene.controller.addKeyCommand(scene.command("a", "a"))
            scene.controller.addKeyCommand(scene.command("copy", "c", .command))
            #expect(text.becomeFirstResponder())
            scene.press(.character("a"))
            #expect(scene.takeRan().isEmpty && text.text == "a")
            #expect(text.resignFirstResponder())
            text.isEditable = false
            #expect(text.becomeFirstResponder())
            scene.press(.character("a"))
            #expect(scene.takeRan() == ["a"] && text.text == "a")
            scene.press(.character("c"), holding: .control)
            #expect(scene.takeRan().isEmpty)
            #expect(text.resignFirstResponder())
        }

        /// An alert's Escape and Return are its own, ahead of the same shortcuts of the
        /// controller that presents it.
        @Test func anAlertsEscapeComesBeforeItsPresentersShortcut() async {
            let screen = PresentationTests.Screen()
            var ran: [String] = []
            screen.root.addKeyCommand(
                UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: []) { _ in ran.append("close") })
            let alert = UIAlertController(title: "Leave?", message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "Stay", style: .cancel) { _ in ran.append("stay") })
            await PresentationTests().present(alert, on: screen.root)
            EventDispatcher(window: screen.window).handleKey(KeyEvent(key: .escape, time: 1))
            #expect(await eventually { ran == ["stay"] })
            #expect(await eventually { screen.root.presentedViewController == nil })
            EventDispatcher(window: screen.window).handleKey(KeyEvent(key: .escape, time: 2))
            #expect(ran == ["stay", "close"])
        }

        /// With no first responder, keys start at the controller on screen: a tab bar
        /// controller's selected child, a navigation controller's top one, a presented one; its
        /// ancestors' shortcuts follow it.
        @Test func withNoFirstResponderKeysStartAtTheControllerOnScreen() async {
            let scene = KeyScene()
            let tabs = UITabBarController()
            let inner = UIViewController()
            let other = UIViewController()
            tabs.viewControllers = [UINavigationController(rootViewController: inner), other]
            scene.window.rootViewController = tabs
            scene.window.layoutIfNeeded()
            inner.addKeyCommand(scene.command("inner", "k", .command))
            tabs.addKeyCommand(scene.command("tabs", "j", .command))
            scene.press(.character("k"), holding: .control)
            scene.press(.character("j"), holding: .control)
            #expect(scene.takeRan() == ["inner", "tabs"])
            tabs.selectedIndex = 1
            scene.press(.character("k"), holding: .control)
            #expect(scene.takeRan().isEmpty)
            tabs.selectedIndex = 0
            let sheet = UIViewController()
            sheet.addKeyCommand(scene.command("sheet", UIKeyCommand.inputEscape))
            var presented = false
            inner.present(sheet, animated: false) { presented = true }
            #expect(await eventually { presented })
            #expect(tabs.deepestActionResponder === sheet)
            scene.press(.escape)
            scene.press(.character("k"), holding: .control)
            #expect(scene.takeRan() == ["sheet"])
        }

        /// Menus write a shortcut as this desktop does: modifiers first, Command as Ctrl.
        @Test func aShortcutIsWrittenAsTheDesktopWritesIt() {
            func text(_ input: String, _ flags: UIKeyModifierFlags) -> String? {
                UIKeyCommand(input: input, modifierFlags: flags) { _ in }.shortcutText
            }
            #expect(text("n", [.command, .shift]) == "Ctrl+Shift+N")
            #expect(text(UIKeyCommand.f4, .alternate) == "Alt+F4")
            #expect(text(UIKeyCommand.inputEscape, []) == "Esc")
            #expect(text("\r", .control) == "Ctrl+Enter")
            #expect(text(UIKeyCommand.f12, []) == "F12")
            #expect(text("", []) == nil)
        }

        /// A key command in a menu is a row that runs its handler when chosen; its shortcut
        /// shows at the row's end, in grey, clear of the title.
        @Test func aKeyCommandInAMenuRunsWhenChosen() throws {
            let scene = KeyScene()
            let source = FixedMenuSource(UIMenu(children: [scene.command("Duplicate", "d", .command)]))
            scene.recorder.addInteraction(UIContextMenuInteraction(delegate: source))
            Pointer(scene.window).rightClick(20, 20)
            let shown = try #require(PresentationTests().shownMenu())
            #expect(shown.titles == ["Duplicate"])
            let row = shown.view.subviews[0].subviews[0]
            let labels = row.subviews.compactMap { $0 as? UILabel }
            let title = try #require(labels.first { $0.tag == ContextMenuView.titleTag })
            let shortcut = try #require(labels.first { $0.tag == ContextMenuView.shortcutTag })
            #expect(shortcut.text == "Ctrl+D" && shortcut.textColor == .secondaryLabel)
            #expect(shortcut.frame.minX >= title.frame.maxX + ContextMenuView.shortcutGap)
            #expect(shortcut.frame.maxX <= row.bounds.width - ContextMenuView.markInset)
            scene.press(.arrowDown)
            scene.press(.enter)
            #expect(scene.takeRan() == ["Duplicate"] && ContextMenuView.shown == nil)
        }
    }
}
