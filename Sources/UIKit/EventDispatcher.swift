internal import Geometry
internal import Views

/// Turns the shell's pointer, wheel and key events into UIKit's: touches delivered to the
/// hit-tested view and up its responder chain, gesture recognizers first, scroll views that
/// take over a drag, key presses to the first responder. Pure logic over the view tree: tests
/// drive it without a display.
@preconcurrency @MainActor
final class EventDispatcher {
    var window: UIWindow

    /// The press in progress: the touch, where it went, and what has been delivered so far.
    private struct Press {
        let touch: UITouch
        let view: UIView
        let recognizers: [UIGestureRecognizer]
        var scrollView: UIScrollView?
        let downLocation: CGPoint
        let downTime: Double
        /// Touches wait while it is unclear whether they start a drag (`delaysContentTouches`).
        var isWithheld: Bool
        var beganDelivered = false
        var isCancelled = false
        var generation: Int
    }

    private var press: Press?
    /// Whether a press of the primary button is in progress.
    var isPressing: Bool { press != nil }
    /// The modifier keys held at the last pointer event, for the touch events it makes.
    private(set) var pointerModifiers: UIKeyModifierFlags = []
    /// The toolkit's routing of the wheel and scrolling keys.
    private let router: EventRouter
    private var pressGeneration = 0
    private var lastTap: (time: Double, location: CGPoint, count: Int)?
    /// The hover recognizers whose views the pointer is over, no button held.
    var hoverRecognizers: [UIHoverGestureRecognizer] = []
    /// The cursor the views under the pointer ask for (the I-beam over text).
    var cursorShape = CursorShape.arrow
    /// Where the pointer is, in window points; nil while it is outside the window.
    var pointerLocation: CGPoint?
    /// The pointer's buttons held down now: the pointer hovers only while none is.
    var heldButtons: Set<PointerEvent.Button> = []
    /// The pointer interaction whose region the pointer is in, and the region.
    var pointerRegion: (interaction: UIPointerInteraction, region: UIPointerRegion)?

    /// How long a touch in a scroll view's content waits to see whether it is a drag, in seconds.
    static let contentTouchDelay = 0.15
    /// Clicks closer than this in time (seconds) and space (points) count as one multi-tap.
    static let multiTapInterval = 0.5
    static let multiTapDistance: CGFloat = 8

    init(window: UIWindow) {
        self.window = window
        router = EventRouter(window: window.root)
    }

    // MARK: - Pointer

    func handlePointer(_ event: PointerEvent) {
        let location = CGPoint(event.location)
        pointerModifiers = Self.modifierFlags(of: event.modifiers)
        pointerLocation = event.phase == .exited ? nil : location
        switch event.phase {
        case .down:
            heldButtons.insert(event.button)
            endHover()
            if event.button == .primary { pointerDown(at: location, time: event.time) }
            if event.button == .secondary { showContextMenu(at: location) }
        case .moved where press == nil:
            ContextMenuView.shown?.hover(at: location)
            if heldButtons.isEmpty { hover(at: location, moved: true) }
        case .moved: pointerMoved(to: location, time: event.time)
        case .up:
            heldButtons.remove(event.button)
            if event.button == .primary { pointerUp(at: location, time: event.time) }
            if heldButtons.isEmpty { hover(at: location, moved: true) }
        case .exited:
            // The shell reports the pointer leaving only with no button held.
            heldButtons.removeAll()
            endHover()
            enterPointerRegion(nil)
            cursorShape = .arrow
        }
    }

    private func pointerDown(at location: CGPoint, time: Double) {
        if press != nil { pointerUp(at: location, time: time) }
        guard let view = window.hitTest(location, with: nil) else { return }
        let count: Int
        if let last = lastTap, time - last.time < Self.multiTapInterval,
            abs(last.location.x - location.x) < Self.multiTapDistance,
            abs(last.location.y - location.y) < Self.multiTapDistance
        {
            count = last.count + 1
        } else {
            count = 1
        }
        lastTap = (time, location, count)
        let touch = UITouch(view: view, window: window, location: location, time: time, tapCount: count)
        // A control's own tap wins over tap recognizers above it.
        // Hover recognizers follow the pointer with no button held, not presses.
        let recognizers = Self.ancestors(of: view).flatMap {
            ($0.gestureRecognizers ?? []) + $0.presentationGestureRecognizers
        }.filter {
            $0.isEnabled && !($0 is UIHoverGestureRecognizer)
                && !(view is UIControl && $0 is UITapGestureRecognizer && $0.view !== view)
        }
        touch.gestureRecognizers = recognizers
        for recognizer in recognizers { recognizer.dispatcher = self }
        // A drag in text the pointer selects selects it: no scroll view, not even the text's own, takes it.
        let scrollView = Self.ancestors(of: view).prefix { !$0.selectsTextWithPointer }.lazy
            .compactMap { $0 as? UIScrollView }.first { $0.isScrollEnabled }
        scrollView?.beginDrag(at: location, time: time)
        pressGeneration += 1
        let withheld = scrollView.map { $0.delaysContentTouches && $0 !== view } ?? false
        press = Press(
            touch: touch, view: view, recognizers: recognizers, scrollView: scrollView, downLocation: location,
            downTime: time, isWithheld: withheld, generation: pressGeneration)
        let event = UIEvent(timestamp: time, touches: [touch], modifierFlags: pointerModifiers)
        for recognizer in recognizers { recognizer.handle(.began, touch: touch, event: event) }
        if withheld {
            let generation = pressGeneration
            DispatchQueue.main.asyncAfter(deadline: .now() + Self.contentTouchDelay) {
                MainActor.assumeIsolated { self.releaseWithheldTouch(generation: generation) }
            }
        } else {
            deliverBegan(event)
        }
    }

    /// Delivers a withheld touch now, as if the delay had passed (for tests, which do not run the
    /// main queue's timers).
    func releaseWithheldTouchNow() { releaseWithheldTouch(generation: pressGeneration) }

    /// The delay passed with no drag: the content gets the touch after all.
    private func releaseWithheldTouch(generation: Int) {
        guard var current = press, current.generation == generation, current.isWithheld, !current.isCancelled else {
            return
        }
        current.isWithheld = false
        press = current
        deliverBegan(
            UIEvent(timestamp: current.touch.timestamp, touches: [current.touch], modifierFlags: pointerModifiers))
        UIApplication.current?.setNeedsDisplay()
    }

    private func deliverBegan(_ event: UIEvent) {
        guard var current = press else { return }
        current.isWithheld = false
        current.beganDelivered = true
        press = current
        current.view.touchesBegan([current.touch], with: event)
    }

    private func pointerMoved(to location: CGPoint, time: Double) {
        guard var current = press else { return }
        let touch = current.touch
        touch.move(to: location, at: time, phase: .moved)
        let event = UIEvent(timestamp: time, touches: [touch], modifierFlags: pointerModifiers)
        for recognizer in current.recognizers { recognizer.handle(.moved, touch: touch, event: event) }
        // A continuous recognizer that began owns the gesture: the view loses the touch (if the
        // recognizer cancels touches) and no scroll view takes the drag.
        let recognizing = current.recognizers.first { [.began, .changed, .ended].contains($0.state) }
        if let recognizing {
            failOthers(than: recognizing, touch: touch, event: event)
            if recognizing.cancelsTouchesInView && !current.isCancelled { withdrawTouch(event) }
            return
        }
        if let scroll = current.scrollView, !scroll.isDragging {
            let native = EventRouter.handOffDrag(
                of: scroll.scroll, pressedAt: current.downLocation.point, current.downTime, movedTo: location.point,
                at: time)
            if native !== scroll.scroll, let target = native.host as? UIScrollView { current.scrollView = target }
            press = current
        }
        if let scroll = current.scrollView {
            // Content that got the touch keeps it unless the scroll view may cancel it.
            let mayScroll =
                current.isCancelled || !current.beganDelivered
                || scroll.canCancelContentTouches
                    && scroll.touchesShouldCancel(in: current.view)
            if mayScroll && scroll.dragMoved(to: location, time: time) && !current.isCancelled {
                cancelContent(reason: event)
                current = press ?? current
            }
        }
        if current.beganDelivered && !current.isCancelled {
            current.view.touchesMoved([touch], with: event)
        }
    }

    // MARK: - Context menus

    /// A secondary click: the menu of the innermost view under it that has one (a context
    /// menu interaction's, a button's, a table row's or a collection item's), at the pointer.
    private func showContextMenu(at location: CGPoint) {
        guard press == nil else { return }
        ContextMenuView.shown?.dismiss()
        guard let view = window.hitTest(location, with: nil) else { return }
        for candidate in Self.ancestors(of: view) {
            guard let menu = Self.contextMenu(of: candidate, at: location) else { continue }
            ContextMenuView.show(menu, at: location, in: window, sender: candidate is UIControl ? candidate : nil)
            return
        }
    }

    private static func contextMenu(of view: UIView, at location: CGPoint) -> UIMenu? {
        for case let interaction as UIContextMenuInteraction in view.interactions {
            interaction.lastLocation = location
            let point = view.convert(location, from: nil)
            if let menu = interaction.delegate?.contextMenuInteraction(
                interaction, configurationForMenuAtLocation: point)?
                .menu
            {
                return menu
            }
        }
        if let button = view as? UIButton, button.isEnabled, let menu = button.menu {
            button.sendActions(for: .menuActionTriggered)
            return button.menu ?? menu
        }
        if let table = view as? UITableView { return table.contextMenu(at: location) }
        if let collection = view as? UICollectionView { return collection.contextMenu(at: location) }
        return nil
    }

    /// A recognizer of the press began between events (a long press): it owns the gesture, so
    /// the view loses the touch if it cancels touches (moves then go to the recognizer only).
    func recognizerDidBeginOutsideEvent(_ recognizer: UIGestureRecognizer) {
        guard let current = press, current.recognizers.contains(where: { $0 === recognizer }) else { return }
        let event = UIEvent(
            timestamp: current.touch.timestamp, touches: [current.touch], modifierFlags: pointerModifiers)
        failOthers(than: recognizer, touch: current.touch, event: event)
        if recognizer.cancelsTouchesInView && !current.isCancelled {
            withdrawTouch(event)
        }
        UIApplication.current?.setNeedsDisplay()
    }

    /// `recognizer` owns the gesture: the press's other recognizers that have not begun fail,
    /// unless a delegate lets both recognize at once (a tap does not also fire after a long
    /// press).
    private func failOthers(than recognizer: UIGestureRecognizer, touch: UITouch, event: UIEvent) {
        guard let current = press else { return }
        for other in current.recognizers where other !== recognizer && other.state == .possible {
            let together =
                recognizer.delegate?.gestureRecognizer(recognizer, shouldRecognizeSimultaneouslyWith: other) == true
                || other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: recognizer) == true
            if !together { other.handle(.cancelled, touch: touch, event: event) }
        }
    }

    /// A drag began: recognizers on the content fail and the content loses the touch.
    private func cancelContent(reason event: UIEvent) {
        guard let current = press else { return }
        for recognizer in current.recognizers where recognizer.view !== current.scrollView {
            recognizer.handle(.cancelled, touch: current.touch, event: event)
        }
        withdrawTouch(event)
    }

    /// The view stops getting the touch: `touchesCancelled` if it had begun, nothing more after.
    private func withdrawTouch(_ event: UIEvent) {
        guard var current = press else { return }
        current.isCancelled = true
        current.isWithheld = false
        press = current
        guard current.beganDelivered else { return }
        current.touch.phase = .cancelled
        current.view.touchesCancelled([current.touch], with: event)
    }

    private func pointerUp(at location: CGPoint, time: Double) {
        guard let current = press else { return }
        press = nil
        let touch = current.touch
        touch.move(to: location, at: time, phase: .ended)
        let event = UIEvent(timestamp: time, touches: [touch], modifierFlags: pointerModifiers)
        let dragged = current.scrollView?.endDrag(at: time) ?? false
        var recognized = false
        for recognizer in current.recognizers {
            recognizer.handle(dragged ? .cancelled : .ended, touch: touch, event: event)
            if recognizer.state == .ended && recognizer.cancelsTouchesInView { recognized = true }
        }
        for recognizer in current.recognizers { recognizer.sequenceDidEnd() }
        guard !current.isCancelled, !dragged else { return }
        if current.isWithheld {
            // A quick click in scrolling content: it gets the whole touch at once.
            touch.phase = .began
            current.view.touchesBegan([touch], with: event)
            touch.phase = .ended
        } else if !current.beganDelivered {
            return
        }
        if recognized {
            touch.phase = .cancelled
            current.view.touchesCancelled([touch], with: event)
        } else {
            current.view.touchesEnded([touch], with: event)
        }
    }

    // MARK: - Wheel

    /// The wheel scrolls the innermost scroll view under the pointer that can move along the
    /// wheel's axis (the toolkit's routing, over the views' backing tree).
    func handleScroll(_ event: ScrollEvent) {
        // What lies under a still pointer may have moved.
        defer { refreshHover() }
        if event.modifiers.contains(.control), driveWheelGestures(with: event) { return }
        router.window = window.root
        router.fallbackScrollView = nil
        router.handleScroll(event)
    }

    /// With Ctrl held, the wheel pinches (with Shift too, rotates) through the recognizers of
    /// the view under the pointer and its ancestors; true when one took it (else it scrolls).
    private func driveWheelGestures(with event: ScrollEvent) -> Bool {
        let location = CGPoint(x: event.location.x, y: event.location.y)
        guard let view = window.hitTest(location, with: nil) else { return false }
        let shift = event.modifiers.contains(.shift)
        // Shift may have turned the wheel sideways already.
        let amount = event.deltaY != 0 ? event.deltaY : event.deltaX
        let notches = event.unit == .detents ? amount : amount / Self.pointsPerNotch
        guard notches != 0 else { return false }
        // The innermost recognizer that takes the wheel has it, as one pinch wins on iOS.
        for recognizer in Self.ancestors(of: view).flatMap({ $0.gestureRecognizers ?? [] }) {
            guard let gesture = recognizer as? WheelDrivenGesture, gesture.needsShift == shift else { continue }
            if gesture.wheel(notches, at: location, time: event.time) { return true }
        }
        return false
    }

    /// Touchpad travel, in points, that counts as one wheel notch for a pinch or rotation.
    static let pointsPerNotch = 40.0

    // MARK: - Keys

    /// A key press runs the key command it is the shortcut of (see ``UIKeyCommand``); else it goes
    /// to the first responder, else to the controller on screen (the root controller's presented
    /// or visible child, followed down), and up the chain from there; a release follows at once
    /// (the shell reports presses only).
    func handleKey(_ event: KeyEvent) {
        // A key may have changed what lies under a still pointer (a sheet dismissed).
        defer { refreshHover() }
        let key = Self.uiKey(for: event)
        if let menu = ContextMenuView.shown, menu.handleKey(key) { return }
        let target: UIResponder =
            UIResponder.firstResponder ?? window.rootViewController?.deepestActionResponder ?? window
        // A shortcut takes the key before any responder sees it as a press.
        if let command = UIKeyCommand.command(for: key, from: target) {
            ContextMenuView.shown?.dismiss()
            command.perform()
            return
        }
        let began = UIPress(key: key, phase: .began, timestamp: event.time)
        target.pressesBegan(
            [began], with: UIPressesEvent(timestamp: event.time, presses: [began], modifierFlags: key.modifierFlags))
        let ended = UIPress(key: key, phase: .ended, timestamp: event.time)
        target.pressesEnded(
            [ended], with: UIPressesEvent(timestamp: event.time, presses: [ended], modifierFlags: key.modifierFlags))
    }

    /// Desktop keys nobody handled: Ctrl+Q and Ctrl+W quit; Escape dismisses the sheet on
    /// screen as a user's drag would; scrolling keys move the first scroll view of the window.
    func handleUnclaimedKey(_ key: UIKey, quit: () -> Void) -> Bool {
        let text = key.charactersIgnoringModifiers.lowercased()
        if key.modifierFlags.contains(.control) && (text == "q" || text == "w") {
            quit()
            return true
        }
        if key.keyCode == .keyboardEscape, key.modifierFlags.isEmpty,
            let sheet = window.rootViewController?.deepestActionResponder.managingPresentationController
                as? UISheetPresentationController
        {
            sheet.dismissAsUserAsked()
            return true
        }
        // The scroll view on screen: under a presented controller, its own, not the covered one's.
        let shown = window.rootViewController?.deepestActionResponder.viewIfLoaded ?? window
        guard let event = key.event, let target = firstScrollView(in: shown) else { return false }
        router.window = window.root
        router.fallbackScrollView = target.scroll
        guard router.handleScrollingKey(event) else { return false }
        target.animatedScrollDidStart()
        return true
    }

    private func firstScrollView(in view: UIView) -> UIScrollView? {
        if let scroll = view as? UIScrollView, !scroll.isHidden { return scroll }
        for subview in view.subviews where !subview.isHidden {
            if let found = firstScrollView(in: subview) { return found }
        }
        return nil
    }

    /// UIKit's key for a shell key: what it types and its HID usage.
    static func uiKey(for event: KeyEvent) -> UIKey {
        let flags = modifierFlags(of: event.modifiers)
        let (text, usage): (String, Int) =
            switch event.key {
            case .character(let text): (text, hidUsage(forCharacter: text))
            case .arrowUp: ("", UIKeyboardHIDUsage.keyboardUpArrow.rawValue)
            case .arrowDown: ("", UIKeyboardHIDUsage.keyboardDownArrow.rawValue)
            case .arrowLeft: ("", UIKeyboardHIDUsage.keyboardLeftArrow.rawValue)
            case .arrowRight: ("", UIKeyboardHIDUsage.keyboardRightArrow.rawValue)
            case .pageUp: ("", UIKeyboardHIDUsage.keyboardPageUp.rawValue)
            case .pageDown: ("", UIKeyboardHIDUsage.keyboardPageDown.rawValue)
            case .home: ("", UIKeyboardHIDUsage.keyboardHome.rawValue)
            case .end: ("", UIKeyboardHIDUsage.keyboardEnd.rawValue)
            case .space: (" ", UIKeyboardHIDUsage.keyboardSpacebar.rawValue)
            case .tab: ("\t", UIKeyboardHIDUsage.keyboardTab.rawValue)
            case .escape: ("\u{1B}", UIKeyboardHIDUsage.keyboardEscape.rawValue)
            case .enter: ("\r", UIKeyboardHIDUsage.keyboardReturnOrEnter.rawValue)
            case .backspace: ("\u{8}", UIKeyboardHIDUsage.keyboardDeleteOrBackspace.rawValue)
            case .delete: ("\u{7F}", UIKeyboardHIDUsage.keyboardDeleteForward.rawValue)
            case .function(let number): ("", UIKeyboardHIDUsage.functionKey(number).rawValue)
            case .other: ("", UIKeyboardHIDUsage.keyboardErrorUndefined.rawValue)
            }
        // The key's own character, Shift aside: "1" for "!", as UIKit reports it.
        let unmodified = event.unshiftedText ?? text.lowercased()
        let code = event.unshiftedText.map { hidUsage(forCharacter: $0) } ?? usage
        return UIKey(
            characters: text, charactersIgnoringModifiers: unmodified, keyCode: UIKeyboardHIDUsage(rawValue: code),
            modifierFlags: flags, event: event)
    }

    /// UIKit's flags for the shell's modifier keys.
    static func modifierFlags(of modifiers: Modifiers) -> UIKeyModifierFlags {
        var flags: UIKeyModifierFlags = []
        if modifiers.contains(.shift) { flags.insert(.shift) }
        if modifiers.contains(.control) { flags.insert(.control) }
        if modifiers.contains(.alt) { flags.insert(.alternate) }
        return flags
    }

    /// Letters and digits on a US layout's positions (HID page 7).
    private static func hidUsage(forCharacter text: String) -> Int {
        guard let scalar = text.lowercased().unicodeScalars.first, text.unicodeScalars.count == 1 else {
            return UIKeyboardHIDUsage.keyboardErrorUndefined.rawValue
        }
        switch scalar {
        case "a"..."z": return UIKeyboardHIDUsage.keyboardA.rawValue + Int(scalar.value - 97)
        case "1"..."9": return UIKeyboardHIDUsage.keyboard1.rawValue + Int(scalar.value - 49)
        case "0": return UIKeyboardHIDUsage.keyboard0.rawValue
        default: return UIKeyboardHIDUsage.keyboardErrorUndefined.rawValue
        }
    }

    // MARK: - Helpers

    /// `view` and its superviews, innermost first.
    static func ancestors(of view: UIView) -> [UIView] {
        var found: [UIView] = []
        var current: UIView? = view
        while let node = current {
            found.append(node)
            current = node.superview
        }
        return found
    }
}
