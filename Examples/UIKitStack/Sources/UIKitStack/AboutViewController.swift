import UIKit

/// What the app is, presented as a sheet, with a field that greets whoever types their name; its
/// button dismisses it.
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
        let name = UITextField()
        name.borderStyle = .roundedRect
        name.placeholder = "Your name"
        name.addAction(
            UIAction { action in
                print("name \((action.sender as? UITextField)?.text ?? "")")
            }, for: .editingChanged)
        let close = UIButton(type: .system)
        close.setTitle("Close", for: .normal)
        close.addAction(
            UIAction { [weak self] _ in
                self?.dismiss(animated: true) { print("dismissed about") }
            }, for: .touchUpInside)

        let stack = UIStackView(arrangedSubviews: [title, body, name, close])
        stack.axis = .vertical
        stack.alignment = .leading
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        let logo = LogoView()
        logo.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(logo)
        NSLayoutConstraint.activate([
            logo.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -24),
            logo.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            logo.widthAnchor.constraint(equalToConstant: 44),
            logo.heightAnchor.constraint(equalToConstant: 44),
            stack.topAnchor.constraint(equalTo: view.layoutMarginsGuide.topAnchor, constant: 24),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            name.widthAnchor.constraint(equalTo: stack.widthAnchor),
        ])
    }
}

/// The app's mark, drawn as iOS code draws: an orange rounded square with three white rows.
final class LogoView: UIView {
    override func draw(_ rect: CGRect) {
        UIColor.systemOrange.setFill()
        UIBezierPath(roundedRect: bounds, cornerRadius: 10).fill()
        UIColor.white.setFill()
        for row in 0..<3 {
            let bar = CGRect(x: 8, y: 9 + CGFloat(row) * 10, width: bounds.width - 16, height: 6)
            UIBezierPath(roundedRect: bar, cornerRadius: 3).fill()
        }
    }
}
