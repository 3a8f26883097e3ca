import Testing

@testable import UIKit

@MainActor
@Suite("Modal presentation", .serialized)
struct PresentationTests {
    /// A shown 300 × 400 window whose root controller has appeared (its calls cleared), with a
    /// running application for the animations.
    @MainActor
    final class Screen {
        let window: UIWindow
        let root = AppearanceRecorder()

        init() {
            window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
            UIApplication.current = UIApplication()
            window.rootViewController = root
            window.makeKeyAndVisible()
            root.endAppearance()  // the first frame
            root.calls.removeAll()
        }

        isolated deinit {
            UIApplication.current = nil
        }
    }

    /// Presents and waits for the completion.
    func present(_ controller: UIViewController, on presenter: UIViewController, animated: Bool = false) async {
        await withCheckedContinuation { done in presenter.present(controller, animated: animated) { done.resume() } }
    }

    /// Dismisses and waits for the completion.
    func dismiss(_ controller: UIViewController, animated: Bool = false) async {
        await withCheckedContinuation { done in controller.dismiss(animated: animated) { done.resume() } }
    }

    @Test func aFullScreenPresentationHidesThePresenterUntilDismissed() async {
        let screen = Screen()
        let (window, root) = (screen.window, screen.root)
        let modal = AppearanceRecorder()
        modal.modalPresentationStyle = .fullScreen
        await present(modal, on: root)

        #expect(modal.calls == ["willAppear", "isAppearing", "didAppear"])
        #expect(root.calls == ["willDisappear", "didDisappear"])
        #expect(root.presentedViewController === modal && modal.presentingViewController === root)
        #expect(modal.view.window === window && modal.view.frame == window.bounds)
        #expect(root.view.window == nil)
        #expect(modal.next === root)
        #expect(!modal.isBeingPresented)

        await dismiss(modal)  // asked of the presented one: its presenter dismisses it
        #expect(modal.calls.suffix(2) == ["willDisappear", "didDisappear"])
        #expect(root.calls.suffix(3) == ["willAppear", "isAppearing", "didAppear"])
        #expect(root.presentedViewController == nil && modal.presentingViewController == nil)
        #expect(root.view.window === window && modal.view.window == nil)
        #expect(root.view.frame == window.bounds)
        #expect(window.subviews == [root.view])
    }

    /// The default, a sheet: below a strip of the dimmed presenter, which stays and gets no calls.
    /// A child's presentation is its outermost ancestor's.
    @Test func aSheetCoversThePresenterBelowAStrip() async {
        let screen = Screen()
        let (window, root) = (screen.window, screen.root)
        let child = UIViewController()
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        let sheet = AppearanceRecorder()
        await present(sheet, on: child)

        #expect(root.presentedViewController === sheet && child.presentedViewController === sheet)
        #expect(sheet.presentingViewController === root)
        #expect(sheet.calls == ["willAppear", "isAppearing", "didAppear"])
        #expect(root.calls.isEmpty)
        #expect(root.view.window === window)
        #expect(sheet.view.frame == CGRect(x: 0, y: 40, width: 300, height: 360))
        #expect(window.subviews.count == 3 && window.subviews.last === sheet.view)
        #expect(window.subviews[1].backgroundColor == UIColor(white: 0, alpha: 0.4))

        await dismiss(root)
        #expect(sheet.calls.suffix(2) == ["willDisappear", "didDisappear"])
        #expect(root.calls.isEmpty)
        #expect(window.subviews == [root.view])
    }

    /// Dismissing a presenter takes everything presented above it down; animated, the
    /// completions run once the movement is over.
    @Test func dismissingAPresenterTakesTheWholeStackDown() async {
        let screen = Screen()
        let (window, root) = (screen.window, screen.root)
        let first = AppearanceRecorder()
        first.modalPresentationStyle = .fullScreen
        let second = AppearanceRecorder()
        second.modalTransitionStyle = .crossDissolve
        await present(first, on: root, animated: true)
        await present(second, on: first, animated: true)
        #expect(first.presentedViewController === second && second.presentingViewController === first)
        #expect(second.view.alpha == 1)

        await dismiss(root, animated: true)
        #expect(first.calls == ["willAppear", "isAppearing", "didAppear", "willDisappear", "didDisappear"])
        #expect(second.calls == ["willAppear", "isAppearing", "didAppear", "willDisappear", "didDisappear"])
        #expect(root.calls == ["willDisappear", "didDisappear", "willAppear", "isAppearing", "didAppear"])
        #expect(window.subviews == [root.view])
        #expect(second.view.alpha == 1 && first.view.frame.minY == 0)
        #expect(root.presentedViewController == nil && first.presentedViewController == nil)
    }

    /// Presenting from a controller off screen, or one already presenting, does nothing.
    @Test func aPresentationThatCannotBeMadeIsIgnored() async {
        let screen = Screen()
        let offScreen = UIViewController()
        var completed = false
        offScreen.present(UIViewController(), animated: false) { completed = true }
        #expect(offScreen.presentedViewController == nil)

        let sheet = UIViewController()
        await present(sheet, on: screen.root)
        let another = UIViewController()
        screen.root.present(another, animated: false) { completed = true }
        #expect(screen.root.presentedViewController === sheet && another.presentingViewController == nil)
        await dismiss(sheet)
        #expect(!completed)
    }
}
