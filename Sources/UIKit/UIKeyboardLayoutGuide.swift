/// A layout guide that follows something outside the view's own layout (UIKit's
/// `UITrackingLayoutGuide`).
@preconcurrency @MainActor
open class UITrackingLayoutGuide: UILayoutGuide {}

/// Where the on-screen keyboard is (UIKit's `UIKeyboardLayoutGuide`): content pinned above its
/// top stays clear of the keyboard.
///
/// A desktop has a hardware keyboard and no on-screen one, so the guide is always where iOS puts
/// it while the keyboard is off screen: across the bottom of the view, from the safe area's
/// bottom edge (or the view's, with ``usesBottomSafeArea`` off) to the view's.
@preconcurrency @MainActor
open class UIKeyboardLayoutGuide: UITrackingLayoutGuide {
    /// Whether the guide follows a floating or undocked keyboard; kept, as there is none.
    open var followsUndockedKeyboard = false
    /// Whether the guide's top is the safe area's bottom when no keyboard shows (true), or the
    /// view's bottom edge.
    open var usesBottomSafeArea = true {
        didSet { if usesBottomSafeArea != oldValue { pinTop() } }
    }
    /// How far above the keyboard a drag dismisses it; kept, as there is no keyboard to dismiss.
    open var keyboardDismissPadding: CGFloat = 0

    private var topConstraint: NSLayoutConstraint?

    /// Adds the guide to `view` and pins it to the bottom edge.
    func attach(to view: UIView) {
        view.addLayoutGuide(self)
        identifier = "UIViewKeyboardLayoutGuide"
        NSLayoutConstraint.activate([
            leadingAnchor.constraint(equalTo: view.leadingAnchor),
            trailingAnchor.constraint(equalTo: view.trailingAnchor),
            bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        pinTop()
    }

    private func pinTop() {
        guard let view = owningView else { return }
        topConstraint?.isActive = false
        let edge = usesBottomSafeArea ? view.safeAreaLayoutGuide.bottomAnchor : view.bottomAnchor
        topConstraint = topAnchor.constraint(equalTo: edge)
        topConstraint?.isActive = true
    }
}

extension UIView {
    /// The guide that tracks the on-screen keyboard; on a desktop, a strip along the bottom as
    /// tall as the bottom safe-area inset (see ``UIKeyboardLayoutGuide``). Made on first use.
    public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
        if let keyboardGuide { return keyboardGuide }
        let guide = UIKeyboardLayoutGuide()
        keyboardGuide = guide
        guide.attach(to: self)
        return guide
    }
}
