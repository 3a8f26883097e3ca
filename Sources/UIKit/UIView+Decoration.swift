extension UIView {
    /// A plain view that only draws a part of a control (a track, a thumb, a spoke): it takes no
    /// touches, so they reach the control under it.
    static func makeDecoration(color: UIColor? = nil, cornerRadius: CGFloat = 0) -> UIView {
        let view = UIView()
        view.isUserInteractionEnabled = false
        view.backgroundColor = color
        view.layer.cornerRadius = cornerRadius
        return view
    }
}
