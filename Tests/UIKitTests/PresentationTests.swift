import Testing

@testable import UIKit

@MainActor
// Alerts, navigation, text fields and key presses are tested here too, one at a time: they
// share the application's first responder and its presentations.
@Suite("Presentation, navigation and the first responder", .serialized)
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

    /// Whether the completion handler `start` is given is called within `seconds`, the main
    /// queue running meanwhile.
    func completes(within seconds: Int = 5, _ start: (@escaping @MainActor () -> Void) -> Void) async -> Bool {
        var done = false
        start { done = true }
        return await eventually(within: seconds) { done }
    }

    /// Presents and waits for the completion.
    func present(
        _ controller: UIViewController, on presenter: UIViewController, animated: Bool = false,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        let completed = await completes { presenter.present(controller, animated: animated, completion: $0) }
        #expect(completed, "the presentation completes", sourceLocation: sourceLocation)
    }

    /// Dismisses and waits for the completion.
    func dismiss(
        _ controller: UIViewController, animated: Bool = false, sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        let completed = await completes { controller.dismiss(animated: animated, completion: $0) }
        #expect(completed, "the dismissal completes", sourceLocation: sourceLocation)
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

    /// The calls of several controllers in one list, in their order.
    final class CallLog {
        var calls: [String] = []

        /// The calls so far, then forgets them.
        func take() -> [String] {
            defer { calls.removeAll() }
            return calls
        }
    }

    /// A controller titled by its name that writes its loading and appearance calls and its
    /// moves between parents to a shared log, noting when it is being presented or dismissed.
    final class LoggingController: UIViewController {
        let name: String
        let log: CallLog

        init(_ name: String, _ log: CallLog) {
            self.name = name
            self.log = log
            super.init(nibName: nil, bundle: nil)
            title = name
        }

        required init?(coder: NSCoder) { fatalError("not archived") }

        private func note(_ call: String) {
            let state = isBeingPresented ? " (presented)" : isBeingDismissed ? " (dismissed)" : ""
            log.calls.append("\(name) \(call)\(state)")
        }
        override func viewDidLoad() { note("didLoad") }
        override func viewWillAppear(_ animated: Bool) { note("willAppear") }
        override func viewDidAppear(_ animated: Bool) { note("didAppear") }
        override func viewWillDisappear(_ animated: Bool) { note("willDisappear") }
        override func viewDidDisappear(_ animated: Bool) { note("didDisappear") }
        override func didMove(toParent parent: UIViewController?) { note("didMove \(parent == nil ? "out" : "in")") }
    }

    /// UIKit's order: the presented controller loads first, the presenter is told it will go
    /// before the presented one is told it will come, and each knows its part until its last call.
    @Test func theCallsOfAFullScreenPresentationComeInUIKitsOrder() async {
        let screen = Screen()
        let log = CallLog()
        let modal = LoggingController("modal", log)
        modal.modalPresentationStyle = .fullScreen
        let presenter = LoggingController("presenter", log)
        screen.window.rootViewController = presenter
        presenter.endAppearance()
        log.calls.removeAll()

        await present(modal, on: presenter)
        #expect(
            log.calls == [
                "modal didLoad", "presenter willDisappear", "modal willAppear (presented)",
                "modal didAppear (presented)", "presenter didDisappear",
            ])
        log.calls.removeAll()
        await dismiss(modal)
        #expect(
            log.calls == [
                "modal willDisappear (dismissed)", "presenter willAppear", "modal didDisappear (dismissed)",
                "presenter didAppear",
            ])
    }

    /// A stack of full-screen presentations goes down in one dismissal; a sheet uncovered again
    /// gets its place below the strip back.
    @Test func hiddenPresentersComeBackInTheirPlaces() async {
        let screen = Screen()
        let (window, root) = (screen.window, screen.root)
        let sheet = UIViewController()
        let (first, second) = (UIViewController(), UIViewController())
        first.modalPresentationStyle = .fullScreen
        second.modalPresentationStyle = .fullScreen

        await present(sheet, on: root)
        await present(second, on: sheet)
        #expect(sheet.view.window == nil)
        await dismiss(second)
        #expect(sheet.view.frame == CGRect(x: 0, y: 40, width: 300, height: 360))
        await dismiss(sheet)

        await present(first, on: root)
        await present(second, on: first)
        await dismiss(root)
        #expect(window.subviews == [root.view])
        #expect(root.presentedViewController == nil && first.presentedViewController == nil)
    }

    /// A new root controller takes what the old one presents down with it.
    @Test func aNewRootControllerEndsThePresentations() async {
        let screen = Screen()
        let window = screen.window
        let modal = AppearanceRecorder()
        await present(modal, on: screen.root)
        let next = UIViewController()
        window.rootViewController = next
        #expect(modal.calls.suffix(2) == ["willDisappear", "didDisappear"])
        #expect(window.subviews == [next.view])
        #expect(screen.root.presentedViewController == nil && modal.presentingViewController == nil)
    }

    /// A presented controller may present, or dismiss itself, from its viewDidAppear(_:).
    @Test func aControllerPresentsFromItsViewDidAppear() async {
        final class Chaining: UIViewController {
            let second = UIViewController()
            var presented = false
            override func viewDidAppear(_ animated: Bool) {
                present(second, animated: false) { self.presented = true }
            }
        }
        let screen = Screen()
        let chaining = Chaining()
        await present(chaining, on: screen.root)
        #expect(await eventually { chaining.presented })
        #expect(chaining.presentedViewController === chaining.second)
        await dismiss(screen.root)
        #expect(screen.window.subviews == [screen.root.view])
    }

    /// A dismissal asked for while the presentation is under way is refused; the presentation
    /// ends as it began.
    @Test func aDismissalDuringThePresentationIsRefused() async {
        let screen = Screen()
        let modal = UIViewController()
        modal.modalPresentationStyle = .fullScreen
        var dismissed = false
        let presented = await completes { done in
            screen.root.present(modal, animated: false, completion: done)
            modal.dismiss(animated: false) { dismissed = true }
        }
        #expect(presented)
        #expect(screen.root.presentedViewController === modal && modal.view.window === screen.window)
        await dismiss(modal)
        #expect(!dismissed)
        #expect(screen.window.subviews == [screen.root.view])
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
