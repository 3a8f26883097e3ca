internal import Geometry
internal import Rendering

/// An animation a layer holds: under which key, and when it began (media clock, seconds).
struct AddedAnimation {
    let key: String?
    let animation: CAAnimation
    let start: Double
    /// Whether its delegate was told it started.
    var hasStarted = false
    /// Whether it was told it stopped (a kept one that finished is told once).
    var hasStopped = false
}

extension CALayer {
    /// Adds `anim` under `key` (replacing an animation under the same key, which does not
    /// finish), beginning at its begin time or now. What the layer draws follows it; its
    /// properties keep their values.
    public func add(_ anim: CAAnimation, forKey key: String?) {
        if let key { removeAnimation(forKey: key) }
        let start = anim.beginTime > 0 ? anim.beginTime : CACurrentMediaTime()
        addedAnimations.append(AddedAnimation(key: key, animation: anim, start: start))
        LayerAnimations.track(self, anim)
        layerDidChange()
    }

    /// Removes the animation under `key`; its delegate hears it did not finish.
    public func removeAnimation(forKey key: String) {
        takeAnimations { $0.key == key }
    }

    /// Removes every animation.
    public func removeAllAnimations() {
        takeAnimations { _ in true }
    }

    /// Takes off the animations `matching` says, telling those not yet stopped that they did
    /// not finish.
    private func takeAnimations(_ matching: (AddedAnimation) -> Bool) {
        let removed = addedAnimations.filter(matching)
        guard !removed.isEmpty else { return }
        addedAnimations.removeAll(where: matching)
        for added in removed where !added.hasStopped { LayerAnimations.stopped(added.animation, finished: false) }
        layerDidChange()
    }

    /// The animation under `key`.
    public func animation(forKey key: String) -> CAAnimation? {
        addedAnimations.last { $0.key == key }?.animation
    }

    /// The keys of the animations added under one.
    public func animationKeys() -> [String]? {
        let keys = addedAnimations.compactMap(\.key)
        return keys.isEmpty ? nil : keys
    }

    /// The layer as it is shown; the layer itself here (read values through its model
    /// properties: an animation in flight shows in drawing only).
    public func presentation() -> Self? { self }

    /// The model layer of a presentation layer: the layer itself here.
    public func model() -> Self { self }

    // MARK: - What the animations make of the properties

    /// The value `keyPath` is drawn with now: `model`, or what the layer's animations make of it
    /// (later ones over earlier ones).
    func presented<Value>(_ keyPath: String, _ model: Value) -> Value {
        guard !addedAnimations.isEmpty else { return model }
        var value = model
        for added in addedAnimations where added.animation.animatedKeyPaths.contains(keyPath) {
            let elapsed = LayerAnimations.now - added.start
            if let result = added.animation.value(for: keyPath, elapsed: elapsed, model: value, as: Value.self)
                as? Value
            {
                value = result
            }
        }
        return value
    }

    /// The frame as drawn: the position and size the animations give.
    var presentedFrame: CGRect {
        let frame = self.frame
        var centre = presented("position", CGPoint(x: frame.midX, y: frame.midY))
        centre.x = presented("position.x", centre.x)
        centre.y = presented("position.y", centre.y)
        var size = presented("bounds", CGRect(origin: .zero, size: frame.size)).size
        size = presented("bounds.size", size)
        return CGRect(
            x: centre.x - size.width / 2, y: centre.y - size.height / 2, width: size.width, height: size.height)
    }

    /// The transform as drawn: the layer's, then the animations' turn and scale.
    var presentedTransform: CGAffineTransform {
        var transform = self.transform.affine
        guard !addedAnimations.isEmpty else { return transform }
        let angle = presented("transform.rotation.z", presented("transform.rotation", CGFloat(0)))
        let scale = presented("transform.scale", CGFloat(1))
        let scaleX = presented("transform.scale.x", scale)
        let scaleY = presented("transform.scale.y", scale)
        if scaleX != 1 || scaleY != 1 {
            transform = CGAffineTransform(scaleX: scaleX, y: scaleY).concatenating(transform)
        }
        if angle != 0 { transform = CGAffineTransform(rotationAngle: angle).concatenating(transform) }
        return transform
    }

    /// The shadow as drawn: its opacity and radius as the animations give them.
    var presentedShadow: Shadow? {
        shadow(opacity: presented("shadowOpacity", shadowOpacity), radius: presented("shadowRadius", shadowRadius))
    }

    /// Whether the layer is in a shown window: under a view's layer whose view is in one.
    var isInWindow: Bool {
        var root = self
        while let parent = root.superlayer { root = parent }
        return root.view?.window != nil
    }

    /// Marks which animations began and which ended by `time`, queueing what their delegates
    /// are told, and lets go of those that ended (unless kept); returns whether any still runs
    /// where it is seen (in a window).
    func advanceAnimations(to time: Double) -> Bool {
        var running = false
        var ended: [CAAnimation] = []
        for index in addedAnimations.indices {
            let added = addedAnimations[index]
            let elapsed = time - added.start
            if !added.hasStarted && elapsed >= 0 {
                addedAnimations[index].hasStarted = true
                LayerAnimations.started(added.animation)
            }
            if added.animation.localTime(after: elapsed).isOver {
                if !added.hasStopped {
                    addedAnimations[index].hasStopped = true
                    ended.append(added.animation)
                }
            } else {
                running = true
            }
        }
        if !ended.isEmpty {
            addedAnimations.removeAll { $0.hasStopped && $0.animation.isRemovedOnCompletion }
            for animation in ended { LayerAnimations.stopped(animation, finished: true) }
            layerDidChange()
        }
        return running && isInWindow
    }
}

/// The layers whose animations run, ticked once per frame by the application's loop. What
/// delegates and transactions are told waits until the tick (or the current change) is done,
/// as iOS tells them later too, so that they may add and remove animations freely.
@preconcurrency @MainActor
enum LayerAnimations {
    /// The media time frames are drawn at: the last tick's.
    static var now = 0.0
    /// Layers with animations, not kept alive by this list, with their animations' ids (what a
    /// transaction waits for, should the layer go).
    private static var layers: [Entry] = []
    /// Calls to make once the tick or change is done.
    private static var pending: [@MainActor () -> Void] = []
    /// Whether a tick is under way, and whether an animation was added meanwhile.
    private static var isAdvancing = false
    private static var addedWhileAdvancing = false
    /// Whether the pending calls are to be made on the next turn of the main queue.
    private static var isDeliveryScheduled = false

    private struct Entry {
        weak var layer: CALayer?
        var animations: [ObjectIdentifier]
    }

    /// `layer` has a new animation: it is ticked until its animations end.
    static func track(_ layer: CALayer, _ animation: CAAnimation) {
        now = max(now, CACurrentMediaTime())
        if isAdvancing { addedWhileAdvancing = true }
        if let index = layers.firstIndex(where: { $0.layer === layer }) {
            layers[index].animations.append(ObjectIdentifier(animation))
        } else {
            layers.append(Entry(layer: layer, animations: [ObjectIdentifier(animation)]))
        }
        CATransaction.noteAdded(animation)
    }

    /// Advances every animation to `time`; returns whether any still runs in a window (and
    /// wants frames), or one was added by what the tick told.
    static func advance(to time: Double) -> Bool {
        now = time
        isAdvancing = true
        addedWhileAdvancing = false
        var running = false
        for entry in layers {
            guard let layer = entry.layer else { continue }
            if layer.advanceAnimations(to: time) { running = true }
        }
        // A layer that went took its animations with it: transactions stop waiting for them.
        for entry in layers where entry.layer == nil {
            for id in entry.animations { CATransaction.noteStopped(id) }
        }
        layers.removeAll { $0.layer == nil || $0.layer!.addedAnimations.isEmpty }
        deliver()
        isAdvancing = false
        return running || addedWhileAdvancing
    }

    /// Queues telling `animation`'s delegate it started.
    static func started(_ animation: CAAnimation) {
        enqueue { animation.delegate?.animationDidStart(animation) }
    }

    /// Queues telling `animation`'s delegate it stopped, and any transaction waiting for it.
    static func stopped(_ animation: CAAnimation, finished: Bool) {
        let id = ObjectIdentifier(animation)
        CATransaction.noteStoppedBeforeCommit(id)
        enqueue {
            animation.delegate?.animationDidStop(animation, finished: finished)
            CATransaction.noteStopped(id)
        }
    }

    private static func enqueue(_ call: @escaping @MainActor () -> Void) {
        pending.append(call)
        guard !isAdvancing, !isDeliveryScheduled else { return }
        isDeliveryScheduled = true
        DispatchQueue.main.async { MainActor.assumeIsolated { deliver() } }
    }

    /// Makes the pending calls, and those they queue.
    static func deliver() {
        isDeliveryScheduled = false
        while !pending.isEmpty {
            let calls = pending
            pending = []
            for call in calls { call() }
        }
    }
}

/// Groups changes to layers (Core Animation's `CATransaction`): its completion block runs once
/// every animation added between ``begin()`` and ``commit()`` has stopped (at once, on the next
/// turn of the main queue, when none was added). Changes are not animated implicitly.
@preconcurrency @MainActor
public final class CATransaction {
    /// A transaction begun and not yet committed.
    private struct Open {
        var animations: [ObjectIdentifier] = []
        var completion: (@MainActor () -> Void)?
        var duration: CFTimeInterval = CAAnimation.defaultDuration
        var timingFunction: CAMediaTimingFunction?
        var disablesActions = false
    }
    private static var open: [Open] = []
    /// Committed transactions' completions, with the animations they still wait for.
    private static var waiting: [(animations: Set<ObjectIdentifier>, completion: @MainActor () -> Void)] = []

    /// Begins a transaction.
    public static func begin() { open.append(Open()) }

    /// Commits the innermost transaction: its completion runs when its animations have stopped.
    public static func commit() {
        guard let transaction = open.popLast() else { return }
        guard let completion = transaction.completion else { return }
        if transaction.animations.isEmpty {
            DispatchQueue.main.async { MainActor.assumeIsolated { completion() } }
        } else {
            waiting.append((Set(transaction.animations), completion))
        }
    }

    /// Does nothing: changes are drawn at the next frame.
    public static func flush() {}

    /// What runs once the current transaction's animations have stopped.
    public static func setCompletionBlock(_ block: (@MainActor () -> Void)?) {
        guard !open.isEmpty else { return }
        open[open.count - 1].completion = block
    }

    /// The current transaction's completion block.
    public static func completionBlock() -> (@MainActor () -> Void)? { open.last?.completion }

    /// The duration implicit animations would take; recorded.
    public static func setAnimationDuration(_ duration: CFTimeInterval) {
        guard !open.isEmpty else { return }
        open[open.count - 1].duration = duration
    }

    /// The duration set, else a quarter of a second.
    public static func animationDuration() -> CFTimeInterval { open.last?.duration ?? CAAnimation.defaultDuration }

    /// The timing implicit animations would follow; recorded.
    public static func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        guard !open.isEmpty else { return }
        open[open.count - 1].timingFunction = function
    }

    /// The timing set.
    public static func animationTimingFunction() -> CAMediaTimingFunction? { open.last?.timingFunction }

    /// Whether implicit animations are turned off; recorded (there are none here).
    public static func setDisableActions(_ flag: Bool) {
        guard !open.isEmpty else { return }
        open[open.count - 1].disablesActions = flag
    }

    /// Whether implicit animations were turned off.
    public static func disableActions() -> Bool { open.last?.disablesActions ?? false }

    /// An animation was added: the open transactions wait for it.
    static func noteAdded(_ animation: CAAnimation) {
        for index in open.indices { open[index].animations.append(ObjectIdentifier(animation)) }
    }

    /// An animation stopped before the transactions it was added in were committed: they do
    /// not wait for it.
    static func noteStoppedBeforeCommit(_ id: ObjectIdentifier) {
        for index in open.indices { open[index].animations.removeAll { $0 == id } }
    }

    /// An animation stopped: completions that waited only for it run.
    static func noteStopped(_ id: ObjectIdentifier) {
        var done: [@MainActor () -> Void] = []
        for index in waiting.indices.reversed() {
            waiting[index].animations.remove(id)
            if waiting[index].animations.isEmpty { done.append(waiting.remove(at: index).completion) }
        }
        for completion in done.reversed() { completion() }
    }
}
