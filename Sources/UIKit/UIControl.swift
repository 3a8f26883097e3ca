/// A closure-based action for controls and menus (UIKit's `UIAction`).
@MainActor
open class UIAction {
    /// A stable name that makes an action unique on a control.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    open var title: String
    open var image: UIImage?
    public let identifier: Identifier
    open var discoverabilityTitle: String?
    let handler: (UIAction) -> Void
    /// The control that is sending the action, while its handler runs.
    public internal(set) var sender: Any?

    private static var unnamedCount = 0

    public init(
        title: String = "", image: UIImage? = nil, identifier: Identifier? = nil, discoverabilityTitle: String? = nil,
        handler: @escaping (UIAction) -> Void
    ) {
        self.title = title
        self.image = image
        self.discoverabilityTitle = discoverabilityTitle
        self.handler = handler
        if let identifier {
            self.identifier = identifier
        } else {
            UIAction.unnamedCount += 1
            self.identifier = Identifier("action-\(UIAction.unnamedCount)")
        }
    }
}

/// A view that tracks a touch and sends actions for control events (UIKit's `UIControl`).
///
/// A press highlights it; moving more than ``trackingSlop`` points outside clears the highlight;
/// releasing inside sends `.touchUpInside` and `.primaryActionTriggered`.
@MainActor
open class UIControl: UIView {
    /// A control's state (UIKit's `UIControl.State`: `.normal` is 0, the others are bits).
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
        public static let application = State(rawValue: 0x00FF_0000)
        public static let reserved = State(rawValue: 0xFF00_0000)
    }

    /// What happened to a control (UIKit's `UIControl.Event`, same bits).
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allTouchEvents = Event(rawValue: 0x0FFF)
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// Where the content sits horizontally (UIKit's raw values).
    public enum ContentHorizontalAlignment: Int, Sendable {
        case center = 0
        case left, right, fill, leading, trailing
    }

    /// Where the content sits vertically (UIKit's raw values).
    public enum ContentVerticalAlignment: Int, Sendable {
        case center = 0
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

    open var isEnabled = true {
        didSet { if isEnabled != oldValue { stateDidChange() } }
    }
    open var isSelected = false {
        didSet { if isSelected != oldValue { stateDidChange() } }
    }
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { stateDidChange() } }
    }

    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center {
        didSet { stateDidChange() }
    }
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

    public private(set) var isTracking = false
    public private(set) var isTouchInside = false

    // MARK: - Actions

    /// Adds `action` for `controlEvents`; an action with the same identifier is replaced.
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        if let index = actions.firstIndex(where: { $0.action.identifier == action.identifier }) {
            actions[index] = (action, controlEvents)
        } else {
            actions.append((action, controlEvents))
        }
    }

    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

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
        action.sender = self
        action.handler(action)
        action.sender = nil
    }

    /// Sends `.primaryActionTriggered` as a tap would.
    open func performPrimaryAction() { sendActions(for: .primaryActionTriggered) }

    // MARK: - Tracking

    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
    open func cancelTracking(with event: UIEvent?) {}

    private func isInside(_ touch: UITouch) -> Bool {
        let slop = UIControl.trackingSlop
        return bounds.insetBy(dx: -slop, dy: -slop).contains(touch.location(in: self))
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first else { return }
        isTouchInside = true
        isTracking = beginTracking(touch, with: event)
        isHighlighted = true
        guard isTracking else { return }
        sendActions(for: touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first else { return }
        let wasInside = isTouchInside
        isTouchInside = isInside(touch)
        isHighlighted = isTouchInside
        guard isTracking else { return }
        isTracking = continueTracking(touch, with: event)
        var events: Event = isTouchInside ? .touchDragInside : .touchDragOutside
        if wasInside != isTouchInside { events.insert(isTouchInside ? .touchDragEnter : .touchDragExit) }
        sendActions(for: events)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first else { return }
        isTouchInside = isInside(touch)
        isHighlighted = false
        let wasTracking = isTracking
        isTracking = false
        endTracking(touch, with: event)
        guard wasTracking else { return }
        if isTouchInside {
            sendActions(for: .touchUpInside)
            sendActions(for: .primaryActionTriggered)
        } else {
            sendActions(for: .touchUpOutside)
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        isHighlighted = false
        let wasTracking = isTracking
        isTracking = false
        cancelTracking(with: event)
        if wasTracking { sendActions(for: .touchCancel) }
    }
}
