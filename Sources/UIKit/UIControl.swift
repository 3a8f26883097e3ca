/// A closure-based action for controls and menus (UIKit's `UIAction`).
@preconcurrency @MainActor
open class UIAction: UIMenuElement {
    /// A stable name that makes an action unique on a control.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The identifier's string.
        public var rawValue: String
        /// An identifier from its string.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An identifier from its string, as in `UIAction.Identifier("save")`.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The action's identifier; when none is given, a unique `action-N` name is made.
    public let identifier: Identifier
    /// A longer description of the action; stored only, nothing here shows it.
    open var discoverabilityTitle: String?
    /// How a menu shows the action: disabled, destructive (red), hidden.
    open var attributes: UIMenuElement.Attributes
    /// Whether a menu shows a checkmark by the action.
    open var state: UIMenuElement.State
    let handler: (UIAction) -> Void
    /// The control that is sending the action, while its handler runs.
    public internal(set) var sender: Any?

    private static var unnamedCount = 0

    /// Makes an action that, when sent, runs `handler` with the action itself as its argument.
    public init(
        title: String = "", image: UIImage? = nil, identifier: Identifier? = nil, discoverabilityTitle: String? = nil,
        attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off,
        handler: @escaping (UIAction) -> Void
    ) {
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        if let identifier {
            self.identifier = identifier
        } else {
            UIAction.unnamedCount += 1
            self.identifier = Identifier("action-\(UIAction.unnamedCount)")
        }
        super.init(title: title, image: image)
    }

    /// Runs the handler with ``sender`` set to `sender` meanwhile; `target` is not used (no
    /// selectors here).
    public func performWithSender(_ sender: Any?, target: Any?) {
        self.sender = sender
        handler(self)
        self.sender = nil
    }
}

extension UIAction: UIMenuLeaf {}

/// A view that tracks a touch and sends actions for control events (UIKit's `UIControl`).
///
/// A press highlights it; moving more than ``trackingSlop`` points outside clears the highlight;
/// releasing inside sends `.touchUpInside` (and, for a button, `.primaryActionTriggered`). A
/// control with a value sends `.valueChanged` then `.primaryActionTriggered` when the user changes
/// it, before the `.touchUpInside` of the touch that did (an order chosen here).
@preconcurrency @MainActor
open class UIControl: UIView {
    /// A control's state (UIKit's `UIControl.State`: `.normal` is 0, the others are bits).
    public struct State: OptionSet, Hashable, Sendable {
        /// The state's bits.
        public let rawValue: UInt
        /// A state from its raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// No bits set: enabled, neither highlighted nor selected (raw value 0).
        public static let normal = State([])
        /// A touch is down inside the control (bit 0).
        public static let highlighted = State(rawValue: 1 << 0)
        /// The control is not enabled (bit 1).
        public static let disabled = State(rawValue: 1 << 1)
        /// The control is selected (bit 2).
        public static let selected = State(rawValue: 1 << 2)
        /// The control has keyboard focus (bit 3); never set here.
        public static let focused = State(rawValue: 1 << 3)
        /// Bits 16…23, free for an application's own states.
        public static let application = State(rawValue: 0x00FF_0000)
        /// Bits 24…31, kept for the framework.
        public static let reserved = State(rawValue: 0xFF00_0000)
    }

    /// What happened to a control (UIKit's `UIControl.Event`, same bits).
    public struct Event: OptionSet, Hashable, Sendable {
        /// The events' bits.
        public let rawValue: UInt
        /// Events from their raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// A touch went down in the control (bit 0).
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A second or later click in quick succession went down, sent with `touchDown` (bit 1).
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// A tracked touch moved while inside the control's tracking area (bit 2).
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// A tracked touch moved while outside the control's tracking area (bit 3).
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// A tracked touch moved back into the tracking area (bit 4).
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// A tracked touch left the tracking area (bit 5).
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// A touch was lifted inside the tracking area: a tap (bit 6).
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A touch was lifted outside the tracking area (bit 7).
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// A tracked touch was taken away, for example by a scroll view (bit 8).
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The control's value changed, as a slider's or a switch's does (bit 12).
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's main action happened: a button's right after `touchUpInside`, a value
        /// control's right after `valueChanged` (bit 13).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// The control is about to show its menu (bit 14); UIControl itself never sends it.
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// Editing began in a text control (bit 16).
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// The text changed during editing (bit 17).
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// Editing ended (bit 18).
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Editing ended with the Return key (bit 19).
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every touch event, bits 0…11.
        public static let allTouchEvents = Event(rawValue: 0x0FFF)
        /// Every editing event, bits 16…19.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// Bits 24…27, free for an application's own events.
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        /// Bits 28…31, kept for the framework.
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        /// Every event bit.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// Where the content sits horizontally (UIKit's raw values).
    public enum ContentHorizontalAlignment: Int, Sendable {
        /// Centred horizontally; raw value 0.
        case center = 0
        /// At the left (1), at the right (2), stretched to the full width (3), at the leading edge (4)
        /// or at the trailing edge (5); leading is left here.
        case left, right, fill, leading, trailing
    }

    /// Where the content sits vertically (UIKit's raw values).
    public enum ContentVerticalAlignment: Int, Sendable {
        /// Centred vertically; raw value 0.
        case center = 0
        /// At the top (1), at the bottom (2) or stretched to the full height (3).
        case top, bottom, fill
    }

    /// How far outside its bounds a tracked touch still counts as inside, in points.
    public static let trackingSlop: CGFloat = 70

    private var actions: [(action: UIAction, events: Event)] = []

    /// Makes a control that sends `primaryAction` when triggered.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// Whether the control responds to touches; true by default. A disabled control swallows its
    /// touches without passing them to the next responder.
    open var isEnabled = true {
        didSet { if isEnabled != oldValue { stateDidChange() } }
    }
    /// Whether the control is in its selected state; false by default.
    open var isSelected = false {
        didSet { if isSelected != oldValue { stateDidChange() } }
    }
    /// Whether the control looks pressed; set while a touch is down inside it.
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { stateDidChange() } }
    }

    /// Where subclasses place their content horizontally; `.center` by default.
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center {
        didSet { stateDidChange() }
    }
    /// Where subclasses place their content vertically; `.center` by default.
    open var contentVerticalAlignment: ContentVerticalAlignment = .center {
        didSet { stateDidChange() }
    }

    /// The OR of the highlighted, disabled and selected bits; `.normal` when none.
    open var state: State {
        var state: State = []
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    /// Called when ``state`` or alignment changed; subclasses update their look.
    func stateDidChange() {
        setNeedsDisplay()
        checkObservations()
    }

    /// Whether a touch is being tracked: ``beginTracking(_:with:)`` accepted it and it has not ended.
    public private(set) var isTracking = false
    /// Whether the current touch is inside the bounds grown by ``trackingSlop`` on every side.
    public private(set) var isTouchInside = false

    // MARK: - Actions

    /// Adds `action` for `controlEvents`. An action with the same identifier is replaced, and
    /// keeps its events: one action may serve several.
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        if let index = actions.firstIndex(where: { $0.action.identifier == action.identifier }) {
            actions[index] = (action, actions[index].events.union(controlEvents))
        } else {
            actions.append((action, controlEvents))
        }
    }

    /// Takes `controlEvents` from the action with `action`'s identifier; it goes once it has no events left.
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    /// Takes `controlEvents` from the action with this identifier; it goes once it has no events left.
    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        for index in actions.indices.reversed() where actions[index].action.identifier == actionIdentifier {
            actions[index].events.subtract(controlEvents)
            if actions[index].events.isEmpty { actions.remove(at: index) }
        }
    }

    /// Every event some action is registered for.
    open var allControlEvents: Event { actions.reduce([]) { $0.union($1.events) } }

    /// Sends the actions registered for any of `controlEvents`, in the order they were added.
    open func sendActions(for controlEvents: Event) {
        for entry in actions where !entry.events.isDisjoint(with: controlEvents) { sendAction(entry.action) }
    }

    /// Runs one action with this control as its sender. Overrides call super exactly once.
    open func sendAction(_ action: UIAction) {
        action.performWithSender(self, target: nil)
    }

    /// Sends `.primaryActionTriggered` (a button's tap, a value control's change).
    open func performPrimaryAction() { sendActions(for: .primaryActionTriggered) }

    /// Whether a touch lifted inside triggers the primary action: only a button's does. A control
    /// with a value (a switch, a slider) triggers it when the user changes the value instead.
    var triggersPrimaryActionOnTouchUpInside: Bool { false }
    /// A menu a click shows instead of sending the click's actions (a button's, when it shows
    /// its menu as its primary action).
    var menuShownOnTouchUpInside: UIMenu? { nil }

    /// Sends `.valueChanged`, then `.primaryActionTriggered`: the user changed the value.
    func sendValueChanged() {
        sendActions(for: .valueChanged)
        sendActions(for: .primaryActionTriggered)
    }

    // MARK: - Tracking

    /// A touch went down in the control; return false to stop tracking it. True by default.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// A tracked touch moved; return false to stop tracking it. True by default.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// A tracked touch was lifted; does nothing by default.
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
    /// A tracked touch was cancelled; does nothing by default.
    open func cancelTracking(with event: UIEvent?) {}

    private func isInside(_ touch: UITouch) -> Bool {
        let slop = UIControl.trackingSlop
        return bounds.insetBy(dx: -slop, dy: -slop).contains(touch.location(in: self))
    }

    /// Highlights the control, starts tracking and sends `.touchDown` (and `.touchDownRepeat` on a repeat click).
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first else { return }
        isTouchInside = true
        isTracking = beginTracking(touch, with: event)
        isHighlighted = true
        guard isTracking else { return }
        sendActions(for: touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown)
    }

    /// Highlights the control while the touch is inside, and sends drag events while tracking.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled else { return stopTrackingWhenDisabled(with: event) }
        guard let touch = touches.first else { return }
        let wasInside = isTouchInside
        isTouchInside = isInside(touch)
        isHighlighted = isTouchInside
        guard isTracking else { return }
        isTracking = continueTracking(touch, with: event)
        var events: Event = isTouchInside ? .touchDragInside : .touchDragOutside
        if wasInside != isTouchInside { events.insert(isTouchInside ? .touchDragEnter : .touchDragExit) }
        sendActions(for: events)
    }

    /// Stops tracking; sends `.touchUpInside` then (for a button) `.primaryActionTriggered`, or
    /// `.touchUpOutside`.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled else { return stopTrackingWhenDisabled(with: event) }
        guard let touch = touches.first else { return }
        isTouchInside = isInside(touch)
        isHighlighted = false
        let wasTracking = isTracking
        isTracking = false
        guard wasTracking else { return }
        endTracking(touch, with: event)
        if isTouchInside, menuShownOnTouchUpInside != nil, let window {
            sendActions(for: .menuActionTriggered)
            guard let menu = menuShownOnTouchUpInside else { return }
            ContextMenuView.show(menu, at: convert(CGPoint(x: 0, y: bounds.height), to: nil), in: window, sender: self)
        } else if isTouchInside {
            sendActions(for: .touchUpInside)
            if triggersPrimaryActionOnTouchUpInside { sendActions(for: .primaryActionTriggered) }
        } else {
            sendActions(for: .touchUpOutside)
        }
    }

    /// A control disabled during a touch (by one of its own actions, often) lets the touch go:
    /// the highlight clears and tracking is cancelled, without events.
    private func stopTrackingWhenDisabled(with event: UIEvent?) {
        isHighlighted = false
        isTouchInside = false
        guard isTracking else { return }
        isTracking = false
        cancelTracking(with: event)
    }

    /// Clears the highlight, stops tracking and sends `.touchCancel` if it was tracking.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        isHighlighted = false
        isTouchInside = false
        guard isTracking else { return }
        isTracking = false
        cancelTracking(with: event)
        sendActions(for: .touchCancel)
    }
}
