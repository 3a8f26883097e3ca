internal import Geometry
internal import Rendering

/// An animation a layer holds: under which key, and when it began (media clock, seconds).
struct AddedAnimation {
    let key: String?
    let animation: CAAnimation
    let start: Double
    /// Whether its delegate was told it started.
    var hasStarted = false
}

extension CALayer {
    /// Adds `anim` under `key` (replacing an animation under the same key), beginning at its
    /// begin time or now. What the layer draws follows it; its properties keep their values.
    public func add(_ anim: CAAnimation, forKey key: String?) {
        if let key { removeAnimation(forKey: key) }
        let start = anim.beginTime > 0 ? anim.beginTime : CACurrentMediaTime()
        addedAnimations.append(AddedAnimation(key: key, animation: anim, start: start))
        LayerAnimations.track(self, anim)
        layerDidChange()
    }

    /// Removes the animation under `key`; its delegate hears it did not finish.
    public func removeAnimation(forKey key: String) {
        let removed = addedAnimations.filter { $0.key == key }
        addedAnimations.removeAll { $0.key == key }
        for added in removed { LayerAnimations.removed(added.animation) }
        if !removed.isEmpty { layerDidChange() }
    }

    /// Removes every animation.
    public func removeAllAnimations() {
        let removed = addedAnimations
        addedAnimations = []
        for added in removed { LayerAnimations.removed(added.animation) }
        if !removed.isEmpty { layerDidChange() }
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
            guard let fraction = added.animation.progress(after: elapsed).fraction else { continue }
            let result =
                (added.animation as? CAAnimationGroup)?.value(for: keyPath, elapsed: elapsed, model: value)
                ?? added.animation.value(at: fraction, model: value)
            if let result = result as? Value { value = result }
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

    /// Tells delegates which animations began and which ended by `time`, and lets go of those
    /// that ended (unless kept); returns whether any still runs.
    func advanceAnimations(to time: Double) -> Bool {
        var running = false
        var index = 0
        while index < addedAnimations.count {
            let added = addedAnimations[index]
            let elapsed = time - added.start
            if !added.hasStarted && elapsed >= 0 {
                addedAnimations[index].hasStarted = true
                added.animation.delegate?.animationDidStart(added.animation)
            }
            guard added.animation.progress(after: elapsed).isOver else {
                running = true
                index += 1
                continue
            }
            if added.animation.isRemovedOnCompletion {
                addedAnimations.remove(at: index)
                LayerAnimations.stopped(added.animation, finished: true)
                layerDidChange()
            } else {
                if !LayerAnimations.hasEnded(added.animation) {
                    LayerAnimations.stopped(added.animation, finished: true)
                }
                index += 1
            }
        }
        return running
    }
}

/// The layers whose animations run, ticked once per frame by the application's loop.
@MainActor
enum LayerAnimations {
    /// The media time frames are drawn at: the last tick's.
    static var now = 0.0
    /// Layers with animations, not kept alive by this list.
    private static var layers: [WeakLayer] = []
    /// Animations whose end was told (kept ones are told once).
    private static var ended: Set<ObjectIdentifier> = []

    private struct WeakLayer {
        weak var layer: CALayer?
    }

    /// `layer` has a new animation: it is ticked until its animations end.
    static func track(_ layer: CALayer, _ animation: CAAnimation) {
        now = max(now, CACurrentMediaTime())
        if !layers.contains(where: { $0.layer === layer }) { layers.append(WeakLayer(layer: layer)) }
        CATransaction.noteAdded(animation)
    }

    /// Advances every animation to `time`; returns whether any still runs (and wants frames).
    static func advance(to time: Double) -> Bool {
        now = time
        var running = false
        for entry in layers {
            guard let layer = entry.layer else { continue }
            if layer.advanceAnimations(to: time) { running = true }
        }
        layers.removeAll { $0.layer == nil || $0.layer!.addedAnimations.isEmpty }
        return running
    }

    /// Whether `animation`'s end was told.
    static func hasEnded(_ animation: CAAnimation) -> Bool { ended.contains(ObjectIdentifier(animation)) }

    /// `animation` was taken off its layer: unless its end was told already (a kept one that
    /// finished), it stopped without finishing.
    static func removed(_ animation: CAAnimation) {
        guard ended.remove(ObjectIdentifier(animation)) == nil else { return }
        stopped(animation, finished: false)
    }

    /// Tells `animation`'s delegate it stopped, and any transaction waiting for it.
    static func stopped(_ animation: CAAnimation, finished: Bool) {
        if !animation.isRemovedOnCompletion && finished { ended.insert(ObjectIdentifier(animation)) }
        animation.delegate?.animationDidStop(animation, finished: finished)
        CATransaction.noteStopped(animation)
    }
}

/// Groups changes to layers (Core Animation's `CATransaction`): its completion block runs once
/// every animation added between ``begin()`` and ``commit()`` has stopped (at once, on the next
/// turn of the main queue, when none was added). Changes are not animated implicitly.
@MainActor
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

    /// An animation stopped: completions that waited only for it run.
    static func noteStopped(_ animation: CAAnimation) {
        let id = ObjectIdentifier(animation)
        var done: [@MainActor () -> Void] = []
        for index in waiting.indices.reversed() {
            waiting[index].animations.remove(id)
            if waiting[index].animations.isEmpty { done.append(waiting.remove(at: index).completion) }
        }
        for completion in done.reversed() { completion() }
    }
}
