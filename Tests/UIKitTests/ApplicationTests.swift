import Testing

@testable import UIKit

/// A delegate as iOS apps write it: no initialiser of its own, stored properties with defaults.
final class ExampleAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var names = ["first", "second"]
    var launched = false

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        launched = true
        return true
    }
}

/// A view controller that records its appearance calls.
final class AppearanceRecorder: UIViewController {
    var calls: [String] = []
    override func viewWillAppear(_ animated: Bool) { calls.append("willAppear") }
    override func viewIsAppearing(_ animated: Bool) { calls.append("isAppearing") }
    override func viewDidAppear(_ animated: Bool) { calls.append("didAppear") }
    override func viewWillDisappear(_ animated: Bool) { calls.append("willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { calls.append("didDisappear") }
}

/// A view with only a custom initialiser: must compile (no `init()` is required of it).
final class TitledView: UIView {
    let title: String

    init(title: String) {
        self.title = title
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

@MainActor
@Suite("Application")
struct ApplicationTests {
    @Test func theDelegateIsMadeThroughItsInheritedInit() {
        let made = UIApplication.make(ExampleAppDelegate.self)
        let delegate = made as? ExampleAppDelegate
        #expect(delegate != nil)
        #expect(delegate?.names == ["first", "second"])
        #expect(delegate?.window == nil)
        #expect(TitledView(title: "x").title == "x")
    }

    @Test func aViewControllerLoadsItsViewOnFirstUse() {
        final class Controller: UIViewController {
            var loads = 0
            override func viewDidLoad() {
                super.viewDidLoad()
                loads += 1
            }
        }
        let controller = Controller()
        #expect(!controller.isViewLoaded)
        _ = controller.view
        _ = controller.view
        #expect(controller.isViewLoaded)
        #expect(controller.loads == 1)
        #expect(controller.view.next === controller)
    }

    /// A child controller appears when its view joins the shown window, not merely by being a
    /// child, and disappears when its view leaves it; each call once.
    @Test func aChildControllerAppearsWithItsView() {
        UIApplication.current = UIApplication()
        defer { UIApplication.current = nil }
        let parent = AppearanceRecorder()
        let embedded = AppearanceRecorder()
        let hidden = AppearanceRecorder()
        parent.addChild(embedded)
        parent.view.addSubview(embedded.view)
        embedded.didMove(toParent: parent)
        parent.addChild(hidden)  // its view is never shown
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.rootViewController = parent
        window.makeKeyAndVisible()
        parent.endAppearance()  // the first frame
        #expect(parent.calls == ["willAppear", "isAppearing", "didAppear"])
        #expect(embedded.calls == ["willAppear", "isAppearing", "didAppear"])
        #expect(hidden.calls.isEmpty)

        let later = AppearanceRecorder()
        parent.addChild(later)
        parent.view.addSubview(later.view)
        later.didMove(toParent: parent)
        #expect(later.calls == ["willAppear", "isAppearing"])
        later.view.removeFromSuperview()
        later.removeFromParent()
        #expect(later.calls == ["willAppear", "isAppearing", "willDisappear", "didDisappear"])
        embedded.view.removeFromSuperview()
        #expect(embedded.calls.suffix(2) == ["willDisappear", "didDisappear"])
        #expect(parent.calls.count == 3)

        // Cut from its parent before its view goes: it still disappears, and appears again.
        let again = AppearanceRecorder()
        parent.addChild(again)
        parent.view.addSubview(again.view)
        again.removeFromParent()
        again.view.removeFromSuperview()
        #expect(again.calls == ["willAppear", "isAppearing", "willDisappear", "didDisappear"])
        parent.addChild(again)
        parent.view.addSubview(again.view)
        #expect(again.calls.suffix(2) == ["willAppear", "isAppearing"])
    }

    /// A container that forwards the appearance calls itself makes them with
    /// beginAppearanceTransition and endAppearanceTransition; nothing reaches its children
    /// otherwise.
    @Test func aContainerCanForwardTheAppearanceCallsItself() {
        final class Container: UIViewController {
            override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
        }
        UIApplication.current = UIApplication()
        defer { UIApplication.current = nil }
        let container = Container()
        let child = AppearanceRecorder()
        container.addChild(child)
        container.view.addSubview(child.view)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.rootViewController = container
        window.makeKeyAndVisible()
        container.endAppearance()
        #expect(child.calls.isEmpty)
        child.beginAppearanceTransition(true, animated: false)
        child.endAppearanceTransition()
        child.endAppearanceTransition()  // once only
        #expect(child.calls == ["willAppear", "isAppearing", "didAppear"])
        child.beginAppearanceTransition(false, animated: false)
        child.view.removeFromSuperview()
        child.endAppearanceTransition()
        #expect(child.calls == ["willAppear", "isAppearing", "didAppear", "willDisappear", "didDisappear"])
    }

    @Test func viewControllerLayoutCallbacksSurroundTheRootViewsPass() {
        final class RootView: UIView {
            var log: (String) -> Void = { _ in }
            override func layoutSubviews() { log("root layoutSubviews") }
        }
        final class Controller: UIViewController {
            var calls: [String] = []
            override func loadView() {
                let root = RootView()
                root.log = { [unowned self] in calls.append($0) }
                view = root
            }
            override func viewWillLayoutSubviews() { calls.append("will") }
            override func viewDidLayoutSubviews() { calls.append("did") }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let controller = Controller()
        window.rootViewController = controller
        window.layoutIfNeeded()
        #expect(controller.calls == ["will", "root layoutSubviews", "did"])
        window.layoutIfNeeded()  // nothing changed: no pass, no callbacks
        #expect(controller.calls.count == 3)
    }

}

@MainActor
@Suite("Display links")
struct DisplayLinkTests {
    @Test func aLinkFiresEachFrameUntilPausedOrInvalidated() {
        var stamps: [CFTimeInterval] = []
        let link = CADisplayLink { link in stamps.append(link.timestamp) }
        #expect(!DisplayLinks.fire(at: 1))
        link.add(to: .main, forMode: .common)
        #expect(DisplayLinks.fire(at: 2))
        #expect(stamps == [2])
        #expect(link.targetTimestamp == 2 + 1.0 / 60)
        link.isPaused = true
        #expect(!DisplayLinks.fire(at: 3))
        link.isPaused = false
        link.preferredFrameRateRange = CAFrameRateRange(minimum: 0, maximum: 30, preferred: 30)
        #expect(DisplayLinks.fire(at: 4))
        #expect(link.duration == 1.0 / 30)
        link.invalidate()
        #expect(!DisplayLinks.fire(at: 5))
        #expect(stamps == [2, 4])
    }
}

extension PresentationTests {
    /// An animation that a layout pass of the run loop starts keeps the loop drawing frames:
    /// the loop slept until the next event, and a pop seen in CI stopped half-way.
    @Test func anAnimationStartedByTheLoopsLayoutPassAsksForFrames() {
        final class Fading: UIViewController {
            let badge = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
            var fadesOnNextPass = false
            override func viewDidLoad() { view.addSubview(badge) }
            override func viewDidLayoutSubviews() {
                guard fadesOnNextPass else { return }
                fadesOnNextPass = false
                UIView.animate(withDuration: 0.2) { self.badge.alpha = 0.5 }
            }
        }
        let application = UIApplication()
        UIApplication.current = application
        defer { UIApplication.current = nil }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let controller = Fading()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let host = ApplicationHost(application: application, window: window)
        window.layoutIfNeeded()
        let idle = host.tick(0)
        #expect(!idle)
        controller.fadesOnNextPass = true
        controller.view.setNeedsLayout()
        let animating = host.tick(0.01)
        #expect(animating)
        #expect(window.root.isAnimatingLayout)
    }
}
