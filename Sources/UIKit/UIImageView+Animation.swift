import Foundation
internal import Rendering
internal import Views

extension UIImageView {
    /// Shows ``animationImages`` in turn, one frame each at the display's frames, from the first;
    /// nothing without images. The view's ``image`` comes back when the animation stops.
    public func startAnimating() {
        guard let images = animationImages, !images.isEmpty else { return }
        animation?.link.invalidate()
        // A view freed while it animates lets its link go, or the frames would go on.
        let link = CADisplayLink { [weak self] link in
            guard let self else { return link.invalidate() }
            advanceAnimation(to: link.timestamp)
        }
        animation = (link, nil)
        show(images[0])
        link.add(to: .main, forMode: .common)
    }

    /// Stops the animation and shows ``image`` again.
    public func stopAnimating() {
        guard let running = animation else { return }
        running.link.invalidate()
        animation = nil
        showImageAfterAnimation()
    }

    /// What the view draws now: the image, or the animation's of the moment (tinted if a
    /// template).
    var shownImage: Image? { imageView.image }

    /// Whether the images are being shown in turn.
    public var isAnimating: Bool { animation != nil }

    /// The seconds one pass takes: as set, else a thirtieth of a second per image.
    var passDuration: TimeInterval {
        animationDuration > 0 ? animationDuration : Double(animationImages?.count ?? 0) / 30
    }

    /// Shows the image due at `time` (seconds, the display link's clock; the first call starts
    /// the clock), and stops after ``animationRepeatCount`` passes.
    func advanceAnimation(to time: CFTimeInterval) {
        guard let running = animation, let images = animationImages, !images.isEmpty else { return stopAnimating() }
        let start = running.start ?? time
        if running.start == nil { animation = (running.link, start) }
        let pass = passDuration
        guard pass > 0 else { return stopAnimating() }
        let passes = (time - start) / pass
        if animationRepeatCount > 0, passes >= Double(animationRepeatCount) { return stopAnimating() }
        let index = Int((passes - passes.rounded(.down)) * Double(images.count))
        show(images[min(index, images.count - 1)])
    }
}
