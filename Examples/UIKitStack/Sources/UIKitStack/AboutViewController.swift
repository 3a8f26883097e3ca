import UIKit

/// What the app is, presented as a sheet; its button dismisses it.
final class AboutViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        let title = UILabel()
        title.text = "ScrollingStack"
        title.font = .boldSystemFont(ofSize: 24)
        let body = UILabel()
        body.numberOfLines = 0
        body.text = "A UIKit app written as for iOS: a scrolling stack of rows, hidden by a tap, along either axis."
        let close = UIButton(type: .system)
        close.setTitle("Close", for: .normal)
        close.addAction(
            UIAction { [weak self] _ in
                self?.dismiss(animated: true) { print("dismissed about") }
            }, for: .touchUpInside)

        let stack = UIStackView(arrangedSubviews: [title, body, close])
        stack.axis = .vertical
        stack.alignment = .leading
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.layoutMarginsGuide.topAnchor, constant: 24),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
    }
}
