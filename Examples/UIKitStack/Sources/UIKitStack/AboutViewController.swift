import UIKit

/// What the app is, presented as a sheet, with a field that greets whoever types their name,
/// notes that grow with their text, tips on pages, and a picker of the reading pace; its button
/// dismisses it, and so does the user by dragging it down or with Escape, which it hears as its
/// presentation's delegate.
/// A gradient band tops it, a ring shows how far the rows are read, and the logo casts a shadow:
/// layers, as iOS code makes them.
final class AboutViewController: UIViewController, UITextViewDelegate, UIPickerViewDataSource,
    UIPickerViewDelegate, UIAdaptivePresentationControllerDelegate
{
    private let ring = ProgressRing()
    private let paces = ["Slow", "Steady", "Brisk", "Fast"]

    func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { paces.count }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        paces[row]
    }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        print("pace \(paces[row])")
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        print("about dismissed by the user")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        ring.setProgress(0.7, animated: true)
    }

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
        close.isPointerInteractionEnabled = true
        close.addAction(
            UIAction { [weak self] _ in
                self?.dismiss(animated: true) { print("dismissed about") }
            }, for: .touchUpInside)

        // Notes as tall as their text: a text view that does not scroll sizes itself.
        let notes = UITextView()
        notes.isScrollEnabled = false
        notes.font = .systemFont(ofSize: 17)
        notes.backgroundColor = .systemGray6
        notes.layer.cornerRadius = 8
        notes.textContainerInset = UIEdgeInsets(top: 8, left: 4, bottom: 8, right: 4)
        notes.delegate = self

        let band = GradientBand()
        band.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(band)
        ring.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(ring)

        let stack = UIStackView(arrangedSubviews: [title, body, name, close, notes])
        stack.axis = .vertical
        stack.alignment = .leading
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        // Tips below the notes, on pages turned sideways: a child page view controller.
        let tips = TipsViewController()
        addChild(tips)
        tips.view.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(tips.view)
        tips.didMove(toParent: self)
        let logo = LogoView()
        logo.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(logo)
        let pace = UIPickerView()
        pace.dataSource = self
        pace.delegate = self
        pace.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(pace)
        NSLayoutConstraint.activate([
            band.topAnchor.constraint(equalTo: view.topAnchor),
            band.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            band.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            band.heightAnchor.constraint(equalToConstant: 8),
            logo.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -24),
            pace.bottomAnchor.constraint(equalTo: logo.topAnchor, constant: -16),
            pace.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            pace.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            stack.topAnchor.constraint(equalTo: view.layoutMarginsGuide.topAnchor, constant: 24),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            name.widthAnchor.constraint(equalTo: stack.widthAnchor),
            notes.widthAnchor.constraint(equalTo: stack.widthAnchor),
            tips.view.topAnchor.constraint(equalTo: stack.bottomAnchor, constant: 16),
            tips.view.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            tips.view.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            // Shorter, not under the picker, in a short window or below long notes.
            tips.view.bottomAnchor.constraint(lessThanOrEqualTo: pace.topAnchor, constant: -8),
        ])
        let tipsHeight = tips.view.heightAnchor.constraint(equalToConstant: 120)
        tipsHeight.priority = .defaultHigh
        tipsHeight.isActive = true
        // A reminder's day, at the bottom left beside the logo: a compact date picker.
        let reminder = UIDatePicker()
        reminder.datePickerMode = .date
        reminder.translatesAutoresizingMaskIntoConstraints = false
        reminder.addAction(
            UIAction { [unowned reminder] _ in
                let day = Calendar.current.dateComponents([.year, .month, .day], from: reminder.date)
                print("reminder \(day.year!)-\(day.month!)-\(day.day!)")
            }, for: .valueChanged)
        view.addSubview(reminder)
        NSLayoutConstraint.activate([
            reminder.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            reminder.centerYAnchor.constraint(equalTo: logo.centerYAnchor),
        ])
        // The ring and the logo side by side at the bottom right, in the visual format.
        let badges = ["ring": ring, "logo": logo]
        let metrics = ["side": 44]
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(
                withVisualFormat: "H:[ring(side)]-16-[logo(side)]-|", options: .alignAllCenterY, metrics: metrics,
                views: badges)
                + NSLayoutConstraint.constraints(withVisualFormat: "V:[ring(side)]", metrics: metrics, views: badges)
                + NSLayoutConstraint.constraints(withVisualFormat: "V:[logo(side)]", metrics: metrics, views: badges))
    }

    func textViewDidChange(_ textView: UITextView) {
        let lines = textView.text.split(separator: "\n", omittingEmptySubsequences: false)
        print("notes \(lines.count) lines, last \(lines.last ?? "")")
    }
}

/// A band that blends the app's orange into pink across its width: a view whose layer is a
/// gradient.
final class GradientBand: UIView {
    override class var layerClass: AnyClass { CAGradientLayer.self }

    override init(frame: CGRect) {
        super.init(frame: frame)
        guard let gradient = layer as? CAGradientLayer else { return }
        gradient.colors = [UIColor.systemOrange.cgColor, UIColor.systemPink.cgColor]
        gradient.startPoint = CGPoint(x: 0, y: 0.5)
        gradient.endPoint = CGPoint(x: 1, y: 0.5)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
}

/// Says when the ring has filled.
extension ProgressRing: CAAnimationDelegate {
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        if flag { print("ring filled") }
    }
}

/// A ring that fills clockwise from the top as far as `progress`: two shape layers, a grey track
/// and a green stroke that ends at the progress, animated there by Core Animation.
final class ProgressRing: UIView {
    private(set) var progress: CGFloat = 0

    /// Moves the stroke's end to `progress`, over 0.6 s when animated.
    func setProgress(_ progress: CGFloat, animated: Bool) {
        let from = self.progress
        self.progress = progress
        bar.strokeEnd = progress
        guard animated else { return }
        let fill = CABasicAnimation(keyPath: "strokeEnd")
        fill.fromValue = from
        fill.toValue = progress
        fill.duration = 0.6
        fill.timingFunction = CAMediaTimingFunction(name: .easeOut)
        fill.delegate = self
        bar.add(fill, forKey: "progress")
    }
    private let track = CAShapeLayer()
    private let bar = CAShapeLayer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        for (layer, colour) in [(track, UIColor.systemGray5), (bar, UIColor.systemGreen)] {
            layer.fillColor = nil
            layer.strokeColor = colour.cgColor
            layer.lineWidth = 6
            layer.lineCap = .round
            self.layer.addSublayer(layer)
        }
        bar.strokeEnd = 0
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func layoutSubviews() {
        super.layoutSubviews()
        let circle = UIBezierPath(
            arcCenter: CGPoint(x: bounds.midX, y: bounds.midY), radius: bounds.width / 2 - 3, startAngle: -.pi / 2,
            endAngle: 1.5 * .pi, clockwise: true)
        for layer in [track, bar] {
            layer.frame = bounds
            layer.path = circle.cgPath
        }
    }
}

/// The app's mark, drawn as iOS code draws: an orange rounded square with three white rows,
/// casting a soft shadow from its shape.
final class LogoView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.3
        layer.shadowRadius = 3
        layer.shadowOffset = CGSize(width: 0, height: 3)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func layoutSubviews() {
        super.layoutSubviews()
        layer.shadowPath = UIBezierPath(roundedRect: bounds, cornerRadius: 10).cgPath
    }

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
