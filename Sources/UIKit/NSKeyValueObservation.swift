/// Key-value observation from Swift, as Foundation offers it on Apple platforms (it has none
/// on Linux): `view.observe(\.isHidden, options: [.new]) { view, change in … }`.
///
/// Observers run synchronously on the main actor after the observed value changed: at once for
/// properties set in code (`isHidden`, `alpha`, `frame`, `bounds`, `center`, a scroll view's
/// `contentOffset`…), and after each layout pass for frames the engine moved.
@preconcurrency @MainActor
public protocol UIKeyValueObserving: AnyObject {}

/// What an observer wants to hear (Foundation's `NSKeyValueObservingOptions`, same bits).
public struct NSKeyValueObservingOptions: OptionSet, Hashable, Sendable {
    /// The options' bits.
    public let rawValue: UInt
    /// Options with the given bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Pass the value after the change as `newValue`.
    public static let new = NSKeyValueObservingOptions(rawValue: 0x01)
    /// Pass the value before the change as `oldValue`.
    public static let old = NSKeyValueObservingOptions(rawValue: 0x02)
    /// One call before `observe` returns, with the current value as the new one.
    public static let initial = NSKeyValueObservingOptions(rawValue: 0x04)
    /// One call before each change (`isPrior`); changes here are seen after the fact, so this
    /// adds nothing.
    public static let prior = NSKeyValueObservingOptions(rawValue: 0x08)
}

/// The kind of change (Foundation's `NSKeyValueChange`); properties change by `.setting`.
public enum NSKeyValueChange: UInt, Sendable {
    /// The property was set to a new value (1): the only kind reported here.
    case setting = 1
    /// Objects were inserted into (2), removed from (3) or replaced in (4) a collection; never reported here.
    case insertion, removal, replacement
}

/// One change seen by an observer (Foundation's `NSKeyValueObservedChange`).
public struct NSKeyValueObservedChange<Value> {
    /// The kind of change.
    public typealias Kind = NSKeyValueChange
    /// How the value changed: always `.setting` here.
    public let kind: Kind
    /// The value after the change, if `.new` was asked for.
    public let newValue: Value?
    /// The value before the change, if `.old` was asked for.
    public let oldValue: Value?
    /// The indexes a collection change touched; always nil here.
    public let indexes: IndexSet?
    /// Whether this call comes before the change; always false here.
    public let isPrior: Bool
}

/// An observation that lasts while this object lives (Foundation's `NSKeyValueObservation`):
/// releasing it or calling ``invalidate()`` stops the handler.
@preconcurrency @MainActor
public final class NSKeyValueObservation {
    private var cancel: (() -> Void)?

    init(cancel: @escaping () -> Void) { self.cancel = cancel }

    /// Ends the observation: the handler is not called again.
    public func invalidate() {
        cancel?()
        cancel = nil
    }

    isolated deinit { invalidate() }
}

/// One registered observer: reads the value, compares it with the last one it saw, and calls
/// the handler when it differs.
@preconcurrency @MainActor
struct KeyValueObservationRecord {
    let check: () -> Void
}

@MainActor
extension UIKeyValueObserving where Self: UIView {
    /// Calls `changeHandler` each time the value at `keyPath` changes. Keep the returned token
    /// for as long as it should: the observation ends when it is released.
    public func observe<Value>(
        _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
        changeHandler: @escaping @MainActor (Self, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation {
        var last = self[keyPath: keyPath]
        if options.contains(.initial) {
            changeHandler(
                self,
                NSKeyValueObservedChange(
                    kind: .setting, newValue: options.contains(.new) ? last : nil, oldValue: nil, indexes: nil,
                    isPrior: false))
        }
        nextObservationID += 1
        let id = nextObservationID
        observations[id] = KeyValueObservationRecord { [unowned(unsafe) self] in
            let value = self[keyPath: keyPath]
            guard !KeyValueObservationRecord.same(value, last) else { return }
            let old = last
            last = value
            changeHandler(
                self,
                NSKeyValueObservedChange(
                    kind: .setting, newValue: options.contains(.new) ? value : nil,
                    oldValue: options.contains(.old) ? old : nil, indexes: nil, isPrior: false))
        }
        return NSKeyValueObservation { [weak self] in self?.observations[id] = nil }
    }
}

extension KeyValueObservationRecord {
    /// Equal values (of an `Equatable` type), or the same object; anything else counts as changed.
    static func same<Value>(_ a: Value, _ b: Value) -> Bool {
        if let a = a as? any Equatable { return a.isEqual(to: b) }
        guard Value.self is AnyObject.Type else { return false }
        return (a as AnyObject) === (b as AnyObject)
    }
}

extension Equatable {
    fileprivate func isEqual(to other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}

extension UIView: UIKeyValueObserving {
    /// Runs every observer of this view (each calls its handler only if its value changed).
    func checkObservations() {
        guard !observations.isEmpty else { return }
        for key in observations.keys.sorted() { observations[key]?.check() }
    }

    /// A property that observers may watch changed.
    func didChangeObservedProperty() { checkObservations() }
}
