import Testing
import Views

@testable import UIKit

@MainActor
@Suite("Event dispatch")
struct EventDispatchTests {
    /// A button at (100, 100, 120 × 44) in a window, and the events its actions saw.
    @MainActor
    final class ButtonScene {
        let window: UIWindow
        let button = UIButton(type: .system)
        var events: [String] = []

        init() {
            let (window, controller) = makeWindow()
            self.window = window
            button.frame = CGRect(x: 100, y: 100, width: 120, height: 44)
            button.setTitle("Tap", for: .normal)
            controller.view.addSubview(button)
            window.layoutIfNeeded()
            button.addAction(UIAction { [unowned self] _ in events.append("up inside") }, for: .touchUpInside)
            button.addAction(UIAction { [unowned self] _ in events.append("up outside") }, for: .touchUpOutside)
            button.addAction(UIAction { [unowned self] _ in events.append("primary") }, for: .primaryActionTriggered)
        }
    }

    @Test func aClickOnAButtonSendsTouchUpInsideThenThePrimaryAction() {
        let scene = ButtonScene()
        let pointer = Pointer(scene.window)
        pointer.down(150, 120)
        #expect(scene.button.isHighlighted)
        pointer.up(150, 120)
        #expect(!scene.button.isHighlighted)
        #expect(scene.events == ["up inside", "primary"])
    }

    @Test func theTouchStaysInsideWithinTheSlopAndLeavesBeyondIt() {
        let scene = ButtonScene()
        let pointer = Pointer(scene.window)
        pointer.down(150, 120)
        pointer.move(150, 200)  // 36 points below: inside the 70-point slop
        #expect(scene.button.isHighlighted)
        pointer.move(150, 300)  // 156 points below
        #expect(!scene.button.isHighlighted)
        pointer.up(150, 300)
        #expect(scene.events == ["up outside"])
    }

    @Test func aDisabledButtonSendsNothing() {
        let scene = ButtonScene()
        scene.button.isEnabled = false
        Pointer(scene.window).click(150, 120)
        #expect(scene.events.isEmpty)
        #expect(scene.button.state == .disabled)
    }

    @Test func buttonTitlesFallBackToTheNormalState() {
        let button = UIButton(type: .system)
        button.setTitle("Normal", for: .normal)
        button.setTitle("Selected", for: .selected)
        #expect(button.title(for: .highlighted) == "Normal")
        #expect(button.title(for: .selected) == "Selected")
        button.isSelected = true
        #expect(button.currentTitle == "Selected")
        #expect(button.titleLabel?.text == "Selected")
        #expect(button.currentTitleColor == UIColor.systemBlue)
        #expect(UIButton(type: .custom).currentTitleColor == UIColor.white)
    }

    @Test func touchesGoUpTheResponderChain() {
        final class Recorder: UIView {
            var began = 0
            var ended = 0
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { began += 1 }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
                ended += 1
                #expect(touches.first?.location(in: self) == CGPoint(x: 25, y: 35))
                #expect(touches.first?.location(in: subviews.first) == CGPoint(x: 15, y: 25))
            }
        }
        let (window, controller) = makeWindow()
        let parent = Recorder(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        controller.view.addSubview(parent)
        parent.addSubview(child)
        window.layoutIfNeeded()

        Pointer(window).click(25, 35)
        #expect(parent.began == 1)
        #expect(parent.ended == 1)
    }

    @Test func aTapRecognizerFiresOnATapAndFailsWhenTheTouchMoves() {
        let (window, controller) = makeWindow()
        let row = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        controller.view.addSubview(row)
        window.layoutIfNeeded()
        var taps = 0
        let tap = UITapGestureRecognizer { recognizer in
            taps += 1
            #expect(recognizer.state == .ended)
        }
        row.addGestureRecognizer(tap)
        let pointer = Pointer(window)

        pointer.click(50, 50)
        #expect(taps == 1)
        #expect(tap.state == .possible)

        // Both clicks of a double click are taps for a single-tap recognizer.
        pointer.down(50, 50)
        pointer.up(50, 50)
        pointer.down(50, 50)
        pointer.up(50, 50)
        #expect(taps == 3)
        pointer.wait(1)

        pointer.down(50, 50)
        pointer.move(80, 50)
        pointer.up(80, 50)
        #expect(taps == 3)
    }

    @Test func aPanRecognizerReportsCumulativeTranslation() {
        let (window, controller) = makeWindow()
        let area = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        controller.view.addSubview(area)
        window.layoutIfNeeded()
        var states: [UIGestureRecognizer.State] = []
        var translations: [CGPoint] = []
        area.addGestureRecognizer(
            UIPanGestureRecognizer { pan in
                states.append(pan.state)
                translations.append(pan.translation(in: area))
            })
        let pointer = Pointer(window)
        pointer.down(10, 10)
        pointer.move(12, 10)
        pointer.move(30, 10)
        pointer.move(50, 20)
        pointer.up(50, 20)
        #expect(states == [.began, .changed, .ended])
        #expect(translations.last == CGPoint(x: 40, y: 10))
    }

    /// A scroll view filling the window with a 2000-point column whose first child is a button.
    @MainActor
    final class ScrollScene {
        let window: UIWindow
        let scroll = UIScrollView()
        let button = UIButton(type: .system)
        var taps = 0

        init() {
            let (window, controller) = makeWindow()
            self.window = window
            scroll.frame = controller.view.bounds
            controller.view.addSubview(scroll)
            let content = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 2000))
            scroll.addSubview(content)
            scroll.contentSize = CGSize(width: 400, height: 2000)
            button.frame = CGRect(x: 0, y: 0, width: 400, height: 100)
            button.setTitle("In the content", for: .normal)
            content.addSubview(button)
            button.addAction(UIAction { [unowned self] _ in taps += 1 }, for: .touchUpInside)
            window.layoutIfNeeded()
        }
    }

    @Test func aQuickClickInScrollingContentReachesTheButton() {
        let scene = ScrollScene()
        Pointer(scene.window).click(200, 50)
        #expect(scene.taps == 1)
        #expect(scene.scroll.contentOffset == .zero)
    }

    @Test func aDragThatStartsOnAButtonScrollsAndTheButtonNeverFires() {
        let scene = ScrollScene()
        let pointer = Pointer(scene.window)
        pointer.down(200, 80)
        for y in stride(from: 70, through: 20, by: -10) { pointer.move(200, CGFloat(y)) }
        pointer.up(200, 20)
        #expect(scene.taps == 0)
        #expect(!scene.button.isHighlighted)
        #expect(scene.scroll.contentOffset.y > 30)
    }

    @Test func aButtonHeldPastTheDelayKeepsTheTouchAndTheScrollViewDoesNotMove() {
        let scene = ScrollScene()
        let pointer = Pointer(scene.window)
        pointer.down(200, 80)
        #expect(!scene.button.isHighlighted)  // withheld: it might be a drag
        pointer.dispatcher.releaseWithheldTouchNow()
        #expect(scene.button.isHighlighted)
        for y in stride(from: 70, through: 30, by: -10) { pointer.move(200, CGFloat(y)) }
        #expect(scene.scroll.contentOffset == .zero)  // a control's touch is never cancelled
        #expect(scene.button.isHighlighted)
        pointer.up(200, 30)
        #expect(scene.taps == 1)
    }

    /// One action added for two events serves both; removed for one, it still serves the other.
    @Test func oneActionServesEveryEventItIsAddedFor() {
        let button = UIButton(type: .system)
        var calls = 0
        let action = UIAction { _ in calls += 1 }
        button.addAction(action, for: .touchDown)
        button.addAction(action, for: .touchUpInside)
        #expect(button.allControlEvents == [.touchDown, .touchUpInside])
        button.sendActions(for: .touchDown)
        button.sendActions(for: .touchUpInside)
        #expect(calls == 2)
        button.removeAction(action, for: .touchDown)
        button.sendActions(for: .touchDown)
        button.sendActions(for: .touchUpInside)
        #expect(calls == 3)
    }

    @Test func aPanThatBeginsCancelsTheTouchOfTheControlUnderIt() {
        let (window, controller) = makeWindow()
        let area = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 50, y: 50, width: 200, height: 60)
        button.setTitle("Under a pan", for: .normal)
        var events: [String] = []
        button.addAction(UIAction { _ in events.append("cancel") }, for: .touchCancel)
        button.addAction(UIAction { _ in events.append("up inside") }, for: .touchUpInside)
        controller.view.addSubview(area)
        area.addSubview(button)
        area.addGestureRecognizer(UIPanGestureRecognizer { _ in })
        window.layoutIfNeeded()
        let pointer = Pointer(window)
        pointer.down(100, 80)
        #expect(button.isHighlighted)
        pointer.move(130, 80)  // past the pan's 10 points
        #expect(!button.isHighlighted)
        pointer.up(130, 80)
        #expect(events == ["cancel"])
    }

    @Test func theWheelScrollsTheInnermostScrollViewThatCanMoveThatWay() {
        let scene = ScrollScene()
        let inner = UIScrollView(frame: CGRect(x: 0, y: 200, width: 400, height: 100))
        inner.contentSize = CGSize(width: 1200, height: 100)  // scrolls sideways only
        scene.scroll.addSubview(inner)
        scene.window.layoutIfNeeded()
        let pointer = Pointer(scene.window)

        pointer.wheel(down: 1, at: 200, 250)
        #expect(inner.contentOffset == .zero)
        #expect(scene.scroll.contentOffset.y > 0)

        scene.scroll.isScrollEnabled = false
        let before = scene.scroll.contentOffset
        pointer.wheel(down: 1, at: 200, 50)
        #expect(scene.scroll.contentOffset == before)
    }

    /// Drags from y 400 up by `distance`, optionally holding still before the release, and lets
    /// every motion finish.
    private func drag(_ scene: ScrollScene, by distance: CGFloat, holdBeforeRelease: Bool) {
        let pointer = Pointer(scene.window)
        pointer.down(200, 400)
        for step in 1...5 { pointer.move(200, 400 - distance * CGFloat(step) / 5) }
        if holdBeforeRelease {
            pointer.wait(0.2)
            pointer.move(200, 400 - distance)
        }
        pointer.up(200, 400 - distance)
        _ = scene.scroll.advance(to: pointer.time + 5)
    }

    @Test func pagingEndsASlowDragOnTheNearestPageAndAFlingOnTheNext() {
        let slow = ScrollScene()
        slow.scroll.isPagingEnabled = true
        drag(slow, by: 250, holdBeforeRelease: true)
        #expect(slow.scroll.contentOffset.y == 0)

        let fast = ScrollScene()
        fast.scroll.isPagingEnabled = true
        drag(fast, by: 250, holdBeforeRelease: false)
        #expect(fast.scroll.contentOffset.y == 600)
    }

    @Test func theDelegateCanMoveWhereADragComesToRest() {
        final class Delegate: UIScrollViewDelegate {
            var calls: [String] = []
            var velocity = CGPoint.zero
            func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { calls.append("willBegin") }
            func scrollViewWillEndDragging(
                _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                targetContentOffset: UnsafeMutablePointer<CGPoint>
            ) {
                calls.append("willEnd")
                self.velocity = velocity
                targetContentOffset.pointee = CGPoint(x: 0, y: 123)
            }
            func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
                calls.append("didEnd \(decelerate)")
            }
        }
        let scene = ScrollScene()
        let delegate = Delegate()
        scene.scroll.delegate = delegate
        drag(scene, by: 250, holdBeforeRelease: false)
        #expect(scene.scroll.contentOffset.y == 123)
        #expect(delegate.calls == ["willBegin", "willEnd", "didEnd true"])
        // 50 points per 10 ms: 5 points per millisecond, offset growing.
        #expect(delegate.velocity.y > 4 && delegate.velocity.y < 6)
    }

    @Test func aDragAlongTheOtherAxisGoesToTheOuterScrollView() {
        let scene = ScrollScene()
        let inner = UIScrollView(frame: CGRect(x: 0, y: 300, width: 400, height: 200))
        inner.contentSize = CGSize(width: 1200, height: 200)  // scrolls sideways only
        scene.scroll.addSubview(inner)
        scene.window.layoutIfNeeded()

        drag(scene, by: 100, holdBeforeRelease: true)
        #expect(inner.contentOffset == .zero)
        #expect(scene.scroll.contentOffset.y > 80)

        let pointer = Pointer(scene.window)
        let top = 300 - scene.scroll.contentOffset.y + 50
        pointer.down(300, top)
        for x in stride(from: 280, through: 180, by: -20) { pointer.move(CGFloat(x), top) }
        pointer.up(180, top)
        #expect(inner.contentOffset.x > 80)
    }
}

@MainActor
@Suite("Button configurations")
struct ButtonConfigurationTests {
    @Test func aFilledButtonDrawsItsTitleOnTheTint() {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Save"
        configuration.cornerStyle = .capsule
        var taps = 0
        let button = UIButton(configuration: configuration, primaryAction: UIAction { _ in taps += 1 })
        #expect(button.titleLabel?.text == "Save")
        #expect(button.titleLabel?.textColor == UIColor.white)
        #expect(button.backgroundColor == UIColor.systemBlue)
        let size = button.intrinsicContentSize
        #expect(size.width > 24 && size.height > 12)

        let (window, controller) = makeWindow()
        button.frame = CGRect(x: 0, y: 0, width: 120, height: 40)
        controller.view.addSubview(button)
        window.layoutIfNeeded()
        #expect(button.layer.cornerRadius == 20)
        Pointer(window).click(60, 20)
        #expect(taps == 1)
    }

    @Test func theUpdateHandlerSeesEveryStateChange() {
        let button = UIButton(configuration: .plain())
        var highlighted: [Bool] = []
        button.configurationUpdateHandler = { button in
            highlighted.append(button.isHighlighted)
            button.configuration?.title = button.isHighlighted ? "Down" : "Up"
        }
        button.isHighlighted = true
        #expect(button.titleLabel?.text == "Down")
        button.isHighlighted = false
        #expect(button.titleLabel?.text == "Up")
        #expect(highlighted == [true, false])
    }
}

@MainActor
@Suite("Hit testing long stacks")
struct LongStackHitTests {
    @Test func aTapInALongStackFindsItsRow() {
        let (window, controller) = makeWindow()
        let rows = (0..<200).map { index -> UIView in
            let row = UIView()
            row.tag = index
            row.heightAnchor.constraint(equalToConstant: 20).isActive = true
            return row
        }
        let stack = UIStackView(arrangedSubviews: rows)
        stack.axis = .vertical
        stack.frame = CGRect(x: 0, y: 0, width: 400, height: 4000)
        controller.view.addSubview(stack)
        window.layoutIfNeeded()
        #expect(window.hitTest(CGPoint(x: 10, y: 105), with: nil)?.tag == 5)
        rows[5].isHidden = true
        window.layoutIfNeeded()
        #expect(window.hitTest(CGPoint(x: 10, y: 105), with: nil)?.tag == 6)
        #expect(window.hitTest(CGPoint(x: 10, y: 599), with: nil)?.tag == 30)
    }
}

// In the presentation suite, which runs its tests one at a time: the first responder is one for
// the whole application.
extension PresentationTests {
    @Test func keyPressesReachTheFirstResponder() {
        final class KeyView: UIView {
            var keys: [String] = []
            override var canBecomeFirstResponder: Bool { true }
            override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
                keys.append(presses.first?.key?.charactersIgnoringModifiers ?? "?")
            }
        }
        let (window, controller) = makeWindow()
        let view = KeyView()
        controller.view.addSubview(view)
        #expect(view.becomeFirstResponder())
        #expect(view.isFirstResponder)
        let dispatcher = EventDispatcher(window: window)
        dispatcher.handleKey(KeyEvent(key: .character("A"), modifiers: .shift, time: 1))
        #expect(view.keys == ["a"])
        #expect(EventDispatcher.uiKey(for: KeyEvent(key: .character("a"), time: 1)).keyCode == .keyboardA)
        #expect(view.resignFirstResponder())
    }
}

extension PresentationTests {
    /// An edge pan begins only from a press near one of its edges; elsewhere the press is an
    /// ordinary one.
    @Test func anEdgePanStartsOnlyNearItsEdges() {
        let (window, controller) = makeWindow()
        var states: [UIGestureRecognizer.State] = []
        let edgePan = UIScreenEdgePanGestureRecognizer { states.append($0.state) }
        edgePan.edges = .left
        controller.view.addGestureRecognizer(edgePan)
        window.layoutIfNeeded()
        let pointer = Pointer(window)
        for start: CGFloat in [5, 100] {
            pointer.down(start, 200)
            pointer.move(start + 30, 200)
            pointer.move(start + 60, 200)
            pointer.up(start + 60, 200)
        }
        #expect(states == [.began, .changed, .ended])
        edgePan.edges = .right
        pointer.down(395, 200)
        pointer.move(350, 200)
        pointer.up(350, 200)
        #expect(states.count == 5 && states.suffix(2) == [.began, .ended])
        // Down along the right edge is a scroll there, not an edge pan.
        pointer.down(395, 100)
        pointer.move(395, 140)
        pointer.move(395, 180)
        pointer.up(395, 180)
        #expect(states.count == 5)
        edgePan.edges = .bottom
        pointer.down(200, 595)
        pointer.move(200, 560)
        pointer.up(200, 560)
        #expect(states.count == 7)
    }
}
