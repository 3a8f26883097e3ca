import Testing
import Views

@testable import UIKit

// Nested in the presentation suite, which runs its tests one at a time: sheets are presented in
// the application's window.
extension PresentationTests {
    @MainActor
    @Suite("Sheets: detents, dragging and dismissals the user starts")
    struct SheetTests {
        /// Whether two frames agree but for rounding (frames are read back from the solver).
        func close(_ frame: CGRect, _ expected: CGRect) -> Bool {
            abs(frame.minX - expected.minX) < 1e-6 && abs(frame.minY - expected.minY) < 1e-6
                && abs(frame.width - expected.width) < 1e-6 && abs(frame.height - expected.height) < 1e-6
        }

        /// Records what a sheet's delegate hears.
        @MainActor
        final class SheetDelegate: UISheetPresentationControllerDelegate {
            var calls: [String] = []
            var allowsDismissal = true

            func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
                calls.append("should")
                return allowsDismissal
            }
            func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
                calls.append("will")
            }
            func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
                calls.append("did")
            }
            func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
                calls.append("attempt")
            }
            func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
                _ sheetPresentationController: UISheetPresentationController
            ) {
                calls.append("detent \(sheetPresentationController.selectedDetentIdentifier?.rawValue ?? "none")")
            }
        }

        /// A 300 × 400 screen presenting a sheet of medium and large detents (at medium), with a
        /// delegate; the sheet's view has a tall scroll view in its lower half.
        @MainActor
        final class Scene {
            let screen = PresentationTests.Screen()
            let sheet = UIViewController()
            let delegate = SheetDelegate()
            let scroll = UIScrollView(frame: CGRect(x: 0, y: 100, width: 300, height: 100))
            let pointer: Pointer
            var controller: UISheetPresentationController { sheet.sheetPresentationController! }

            init() {
                pointer = Pointer(screen.window)
                sheet.view.backgroundColor = .white
                scroll.contentSize = CGSize(width: 100, height: 1000)  // scrolls up and down only
                scroll.autoresizingMask = [.flexibleWidth]
                sheet.view.addSubview(scroll)
                let controller = sheet.sheetPresentationController!
                controller.detents = [.medium(), .large()]
                controller.prefersGrabberVisible = true
                controller.delegate = delegate
            }

            func present(using tests: PresentationTests) async {
                await tests.present(sheet, on: screen.root)
            }

            /// A slow drag: no speed is left at the release.
            func drag(from start: CGPoint, to end: CGPoint) {
                screen.window.layoutIfNeeded()
                pointer.down(start.x, start.y)
                let steps = 10
                for step in 1...steps {
                    let fraction = CGFloat(step) / CGFloat(steps)
                    pointer.move(start.x + (end.x - start.x) * fraction, start.y + (end.y - start.y) * fraction)
                }
                pointer.wait(0.5)
                pointer.up(end.x, end.y)
            }

            /// A quick drag: the pointer is still moving at the release.
            func flick(from start: CGPoint, to end: CGPoint) {
                screen.window.layoutIfNeeded()
                pointer.down(start.x, start.y)
                pointer.move(start.x, (start.y + end.y) / 2)
                pointer.move(end.x, end.y)
                pointer.up(end.x, end.y)
            }

            func pressEscape() -> Bool {
                let key = EventDispatcher.uiKey(for: KeyEvent(key: .escape, modifiers: [], time: pointer.time))
                return pointer.dispatcher.handleUnclaimedKey(key) {}
            }
        }

        /// The sheet rests at its smallest detent (half the window), a grabber over its top; the
        /// selected detent moves it, at once or in an animation; what it covers is dimmed unless
        /// the detent is at most the largest undimmed one, and then takes clicks.
        @Test func detentsSizeTheSheetAndDecideTheDimming() async {
            let scene = Scene()
            let tapped = UIButton(frame: CGRect(x: 0, y: 50, width: 300, height: 100))
            var taps = 0
            tapped.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
            scene.screen.root.view.addSubview(tapped)
            await scene.present(using: PresentationTests())
            let window = scene.screen.window

            #expect(close(scene.sheet.view.frame, CGRect(x: 0, y: 200, width: 300, height: 200)))
            let grabber = window.subviews.last!
            #expect(grabber is SheetGrabberView)
            #expect(close(grabber.frame, CGRect(x: 132, y: 205, width: 36, height: 5)))
            let backdrop = window.subviews[1]
            #expect(backdrop.alpha == 1)
            scene.pointer.click(150, 100)
            #expect(taps == 0, "the dimmed backdrop takes the click")

            scene.controller.largestUndimmedDetentIdentifier = .medium
            #expect(backdrop.alpha == 0)
            scene.pointer.click(150, 100)
            #expect(taps == 1, "undimmed, the presenter takes clicks")

            scene.controller.animateChanges { scene.controller.selectedDetentIdentifier = .large }
            #expect(await eventually { close(scene.sheet.view.frame, CGRect(x: 0, y: 40, width: 300, height: 360)) })
            #expect(backdrop.alpha == 1)
            #expect(abs(grabber.frame.minY - 45) < 1e-6)
            scene.controller.prefersGrabberVisible = false
            #expect(grabber.superview == nil)
            #expect(scene.delegate.calls.isEmpty, "changes made in code are not reported")
        }

        /// Dragged up from its grabber, the sheet grows to the large detent; dragged down from
        /// there past its smallest detent, it is dismissed as the delegate allows and hears.
        @Test func dragsMoveTheSheetBetweenDetentsAndDismissIt() async {
            let scene = Scene()
            await scene.present(using: PresentationTests())
            let root = scene.screen.root

            scene.drag(from: CGPoint(x: 150, y: 207), to: CGPoint(x: 150, y: 100))
            #expect(scene.delegate.calls == ["detent com.apple.UIKit.large"])
            #expect(await eventually { abs(scene.sheet.view.frame.minY - 40) < 1e-6 })

            // Above the scroll view (at 140 to 240 now): the sheet's own blank top.
            scene.drag(from: CGPoint(x: 150, y: 100), to: CGPoint(x: 150, y: 395))
            #expect(scene.delegate.calls.suffix(2) == ["should", "will"])
            #expect(await eventually { root.presentedViewController == nil })
            #expect(scene.delegate.calls.last == "did")
            #expect(scene.screen.window.subviews == [root.view])
        }

        /// A sheet modal in presentation, or whose delegate refuses, stays where it was; the
        /// delegate hears of the attempt. So does Escape, which otherwise dismisses it.
        @Test func aRefusedDismissalLeavesTheSheetAndEscapeDismissesAsADragDoes() async {
            let scene = Scene()
            await scene.present(using: PresentationTests())
            let root = scene.screen.root

            scene.sheet.isModalInPresentation = true
            scene.drag(from: CGPoint(x: 150, y: 250), to: CGPoint(x: 150, y: 390))
            #expect(scene.delegate.calls == ["attempt"])
            #expect(await eventually { abs(scene.sheet.view.frame.minY - 200) < 1e-6 })
            #expect(scene.pressEscape())
            #expect(scene.delegate.calls == ["attempt", "attempt"])

            scene.sheet.isModalInPresentation = false
            scene.delegate.allowsDismissal = false
            #expect(scene.pressEscape())
            #expect(scene.delegate.calls.suffix(2) == ["should", "attempt"])
            #expect(root.presentedViewController === scene.sheet)

            scene.delegate.allowsDismissal = true
            #expect(scene.pressEscape())
            #expect(await eventually { root.presentedViewController == nil })
            #expect(scene.delegate.calls.suffix(3) == ["should", "will", "did"])
            #expect(!scene.pressEscape(), "with no sheet, Escape is not taken")
        }

        /// A drag in scrolling content at its top grows the sheet to its next detent; at the
        /// largest, the content scrolls; from its top, a drag down moves the sheet.
        @Test func aDragInScrollingContentGrowsTheSheetThenScrollsUnlessDownFromItsTop() async {
            let scene = Scene()
            await scene.present(using: PresentationTests())

            // The scroll view is at 300 to 400 in the window.
            scene.drag(from: CGPoint(x: 150, y: 390), to: CGPoint(x: 150, y: 250))
            #expect(scene.delegate.calls == ["detent com.apple.UIKit.large"])
            #expect(scene.scroll.contentOffset.y == 0)
            #expect(await eventually { abs(scene.sheet.view.frame.minY - 40) < 1e-6 })

            // Now at 140 to 240.
            scene.drag(from: CGPoint(x: 150, y: 230), to: CGPoint(x: 150, y: 160))
            #expect(scene.scroll.contentOffset.y > 0)
            #expect(abs(scene.sheet.view.frame.minY - 40) < 1e-6)
            #expect(scene.delegate.calls.count == 1)

            // Released below the window (the pointer is grabbed while a button is held).
            scene.scroll.contentOffset = .zero
            scene.drag(from: CGPoint(x: 150, y: 150), to: CGPoint(x: 150, y: 480))
            #expect(scene.delegate.calls.suffix(2) == ["should", "will"])
            #expect(await eventually { scene.screen.root.presentedViewController == nil })
        }

        /// A controller not presented makes the presentation controller its style asks for;
        /// presented, a child answers with its presented ancestor's. The window's new size
        /// moves the sheet to its detent's new height.
        @Test func presentationControllersFollowTheStyleAndTheWindowsSize() async {
            let plain = UIViewController()
            #expect(plain.sheetPresentationController != nil)
            #expect(plain.presentationController === plain.sheetPresentationController)
            let full = UIViewController()
            full.modalPresentationStyle = .fullScreen
            #expect(full.sheetPresentationController == nil && full.presentationController != nil)

            let scene = Scene()
            let child = UIViewController()
            scene.sheet.addChild(child)
            await scene.present(using: PresentationTests())
            #expect(child.sheetPresentationController === scene.controller)
            #expect(scene.controller.presentingViewController === scene.screen.root)
            #expect(scene.controller.containerView === scene.screen.window)

            scene.screen.window.resize(to: CGSize(width: 500, height: 600))
            scene.screen.window.layoutIfNeeded()
            #expect(close(scene.sheet.view.frame, CGRect(x: 0, y: 300, width: 500, height: 300)))
        }

        /// A flick carries the sheet on: up from its medium detent to its large one, and down a
        /// short way from there out of the window.
        @Test func aFlickCarriesTheSheetToTheNextDetentOrAway() async {
            let scene = Scene()
            await scene.present(using: PresentationTests())
            scene.flick(from: CGPoint(x: 150, y: 230), to: CGPoint(x: 150, y: 190))
            #expect(scene.delegate.calls == ["detent com.apple.UIKit.large"])
            scene.flick(from: CGPoint(x: 150, y: 60), to: CGPoint(x: 150, y: 120))
            #expect(scene.delegate.calls.suffix(2) == ["should", "will"])
            #expect(await eventually { scene.screen.root.presentedViewController == nil })
        }

        /// Pulled down, a sheet the user may not dismiss follows a third of the pull past its
        /// smallest detent, then springs back.
        @Test func aSheetModalInPresentationResistsThePull() async {
            let scene = Scene()
            await scene.present(using: PresentationTests())
            scene.sheet.isModalInPresentation = true
            scene.screen.window.layoutIfNeeded()
            scene.pointer.down(150, 250)
            scene.pointer.move(150, 300)
            scene.pointer.move(150, 350)
            #expect(abs(scene.sheet.view.frame.minY - 230) < 1e-6)
            scene.pointer.wait(0.5)
            scene.pointer.up(150, 350)
            #expect(await eventually { abs(scene.sheet.view.frame.minY - 200) < 1e-6 })
        }

        /// Escape while the sheet is held: it goes, and the release does nothing more (the
        /// sheet's controller is gone by then); during the presentation's movement neither a
        /// drag nor Escape does anything.
        @Test func escapeDuringADragDismissesAndNothingMovesASheetOnItsWay() async {
            let scene = Scene()
            await scene.present(using: PresentationTests())
            scene.screen.window.layoutIfNeeded()
            scene.pointer.down(150, 250)
            scene.pointer.move(150, 280)
            #expect(scene.pressEscape())
            #expect(await eventually { scene.screen.root.presentedViewController == nil })
            scene.pointer.move(150, 300)
            scene.pointer.up(150, 300)
            #expect(scene.delegate.calls == ["should", "will", "did"])

            let again = Scene()
            var arrived = false
            again.screen.root.present(again.sheet, animated: true) { arrived = true }
            again.pointer.down(150, 250)
            again.pointer.move(150, 300)
            again.pointer.up(150, 300)
            #expect(again.pressEscape())
            #expect(again.delegate.calls.isEmpty)
            #expect(await eventually { arrived })
            #expect(again.screen.root.presentedViewController === again.sheet)
            #expect(abs(again.sheet.view.frame.minY - 200) < 1e-6)
        }

        /// Content that drags itself keeps its drags: a presented controller whose view is a
        /// scroll view, and a view with a pan recognizer of its own. A navigation controller's
        /// root sets the detents of the sheet its navigation controller is presented in.
        @Test func contentThatDragsItselfKeepsItsDragsAndAChildSetsTheDetents() async {
            let screen = PresentationTests.Screen()
            final class ListController: UIViewController {
                let card = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 50))
                var cardPans = 0
                override func loadView() {
                    let scroll = UIScrollView()
                    scroll.contentSize = CGSize(width: 100, height: 2000)
                    view = scroll
                }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    sheetPresentationController?.detents = [.medium()]
                    card.addGestureRecognizer(UIPanGestureRecognizer { [unowned self] _ in cardPans += 1 })
                    view.addSubview(card)
                }
            }
            let list = ListController()
            let navigation = UINavigationController(rootViewController: list)
            let pointer = Pointer(screen.window)
            await PresentationTests().present(navigation, on: screen.root)
            #expect(navigation.sheetPresentationController?.detents.map(\.identifier) == [.medium])
            #expect(abs(navigation.view.frame.minY - 200) < 1e-6)
            screen.window.layoutIfNeeded()
            // The list scrolls under the bar: its content starts below it.
            let scroll = list.view as! UIScrollView
            let start = scroll.contentOffset.y
            let below = list.card.convert(CGPoint(x: 150, y: 80), to: nil)
            pointer.down(below.x, below.y)
            for step in 1...6 { pointer.move(below.x, below.y - CGFloat(step) * 10) }
            pointer.up(below.x, below.y - 60)
            #expect(scroll.contentOffset.y > start)
            #expect(abs(navigation.view.frame.minY - 200) < 1e-6)
            scroll.contentOffset.y = start
            screen.window.layoutIfNeeded()
            let card = list.card.convert(CGPoint(x: 150, y: 25), to: nil)
            pointer.down(card.x, card.y)
            for step in 1...6 { pointer.move(card.x, card.y + CGFloat(step) * 10) }
            pointer.up(card.x, card.y + 60)
            #expect(list.cardPans > 0)
            #expect(screen.root.presentedViewController === navigation)
        }
    }
}
