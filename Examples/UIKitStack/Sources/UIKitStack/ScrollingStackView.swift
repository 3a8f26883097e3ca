import UIKit

/// A scroll view that embeds a stack view and passes its API through. Changing the axis
/// deactivates the old width-or-height constraint and activates the other.
final class ScrollingStackView: UIScrollView {
    let stackView = UIStackView()
    private var widthConstraint: NSLayoutConstraint!
    private var heightConstraint: NSLayoutConstraint!

    var axis: NSLayoutConstraint.Axis = .vertical {
        didSet { updateAxis() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        stackView.translatesAutoresizingMaskIntoConstraints = false
        addSubview(stackView)
        NSLayoutConstraint.activate([
            stackView.leadingAnchor.constraint(equalTo: contentLayoutGuide.leadingAnchor),
            stackView.trailingAnchor.constraint(equalTo: contentLayoutGuide.trailingAnchor),
            stackView.topAnchor.constraint(equalTo: contentLayoutGuide.topAnchor),
            stackView.bottomAnchor.constraint(equalTo: contentLayoutGuide.bottomAnchor),
        ])
        widthConstraint = stackView.widthAnchor.constraint(equalTo: frameLayoutGuide.widthAnchor)
        heightConstraint = stackView.heightAnchor.constraint(equalTo: frameLayoutGuide.heightAnchor)
        updateAxis()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func updateAxis() {
        stackView.axis = axis
        switch axis {
        case .vertical:
            heightConstraint.isActive = false
            widthConstraint.isActive = true
        case .horizontal:
            widthConstraint.isActive = false
            heightConstraint.isActive = true
        @unknown default:
            break
        }
    }

    var spacing: CGFloat {
        get { stackView.spacing }
        set { stackView.spacing = newValue }
    }

    var arrangedSubviews: [UIView] { stackView.arrangedSubviews }

    func addArrangedSubview(_ view: UIView) {
        stackView.addArrangedSubview(view)
    }
}
