extension UIView {
    /// A view's background view changed from `old` to `new`: the new one goes behind every
    /// subview, the old one away, and the view is laid out again (tables, cells, collection views).
    func replaceBackgroundView(_ old: UIView?, with new: UIView?) {
        guard new !== old else { return }
        old?.removeFromSuperview()
        if let new { insertSubview(new, at: 0) }
        setNeedsLayout()
    }

    /// A plain view that only draws a part of a control (a track, a thumb, a spoke): it takes no
    /// touches, so they reach the control under it.
    static func makeDecoration(color: UIColor? = nil, cornerRadius: CGFloat = 0) -> UIView {
        let view = UIView()
        view.isUserInteractionEnabled = false
        view.backgroundColor = color
        view.layer.cornerRadius = cornerRadius
        return view
    }

    /// Runs `update`, which moves or recolours a control's parts for a new value: inside an
    /// animation of `duration` seconds when `animated` and the control is in a window.
    func updateParts(animated: Bool, duration: TimeInterval, _ update: @escaping () -> Void) {
        if animated && window != nil {
            UIView.animate(withDuration: duration, animations: update)
        } else {
            update()
        }
    }
}
