/// The view properties that can be observed.
public enum ViewProperty: Hashable, Sendable {
    /// ``View/isHidden`` changed value.
    case isHidden
    /// ``View/alpha`` changed value.
    case alpha
    /// The intrinsic size may have changed (told by ``View/intrinsicContentSizeDidChange()``).
    case intrinsicContentSize
    /// A scroll view's content offset.
    case contentOffset
}

/// A registration made by ``View/observe(_:handler:)``. The handler stays registered while this
/// token lives: dropping it (or calling ``invalidate()``) removes it, so an observer that holds
/// its token cleans up when it goes away, without KVO and without leaks.
@MainActor
public final class Observation {
    private var cancel: (() -> Void)?

    init(cancel: @escaping () -> Void) {
        self.cancel = cancel
    }

    /// Stops the handler from being called.
    public func invalidate() {
        cancel?()
        cancel = nil
    }

    isolated deinit {
        invalidate()
    }
}

extension View {
    /// Calls `handler` with the view each time `property` changes. Keep the returned token for as
    /// long as the handler should run; it holds the view weakly.
    public func observe(_ property: ViewProperty, handler: @escaping (View) -> Void) -> Observation {
        let settings = changedSettings
        settings.nextObserverID += 1
        let id = settings.nextObserverID
        settings.observers[property, default: [:]][id] = handler
        return Observation { [weak self] in self?.changedSettings.observers[property]?[id] = nil }
    }

    func notify(_ property: ViewProperty) {
        superview?.subview(self, didChange: property)
        guard let handlers = settings.observers[property] else { return }
        for key in handlers.keys.sorted() { handlers[key]?(self) }
    }

    /// Number of live handlers for `property` (for leak tests).
    public func observerCount(for property: ViewProperty) -> Int { settings.observers[property]?.count ?? 0 }

    /// Tells layout (and observers) that `intrinsicContentSize` changed.
    public func intrinsicContentSizeDidChange() {
        invalidateIntrinsicContentSize()
        notify(.intrinsicContentSize)
    }
}
