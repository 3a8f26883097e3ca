import UIKit

/// Rows of labels in a scrolling stack; a tap hides a row (its spacer goes with it), a button
/// (or its shortcut) toggles the axis, another presents what the app is, and a switch spaces the
/// rows out.
final class RowsViewController: UIViewController, UIScrollViewDelegate {
    private let scrollingStack = ScrollingStackView()
    private let toggleButton = UIButton(type: .system)
    private let aboutButton = UIButton(type: .system)
    private let spacingSwitch = UISwitch()
    private var observations: [NSKeyValueObservation] = []
    private let rowCount = 30

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Rows"
        view.backgroundColor = .systemBackground

        toggleButton.setTitle("Toggle axis", for: .normal)
        toggleButton.titleLabel?.font = .boldSystemFont(ofSize: 17)
        toggleButton.translatesAutoresizingMaskIntoConstraints = false
        toggleButton.addAction(
            UIAction { [weak self] _ in
                self?.toggleAxis()
            }, for: .touchUpInside)
        view.addSubview(toggleButton)
        // The button's shortcut: ⌘T on iOS, Ctrl+T here.
        addKeyCommand(
            UIKeyCommand(title: "Toggle Axis", input: "t", modifierFlags: .command) { [weak self] _ in
                self?.toggleAxis()
            })

        aboutButton.setTitle("About", for: .normal)
        aboutButton.translatesAutoresizingMaskIntoConstraints = false
        aboutButton.addAction(
            UIAction { [weak self] _ in
                let about = AboutViewController()
                // A sheet with a grabber: a drag down or Escape dismisses it too, as it hears.
                about.sheetPresentationController?.prefersGrabberVisible = true
                about.presentationController?.delegate = about
                self?.present(about, animated: true) { print("presented about") }
            }, for: .touchUpInside)
        view.addSubview(aboutButton)

        spacingSwitch.translatesAutoresizingMaskIntoConstraints = false
        spacingSwitch.addAction(
            UIAction { [weak self] _ in
                self?.updateSpacing()
            }, for: .valueChanged)
        view.addSubview(spacingSwitch)

        scrollingStack.translatesAutoresizingMaskIntoConstraints = false
        scrollingStack.delegate = self
        scrollingStack.backgroundColor = .secondarySystemBackground
        view.addSubview(scrollingStack)

        NSLayoutConstraint.activate([
            toggleButton.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),
            toggleButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            toggleButton.heightAnchor.constraint(equalToConstant: 44),
            aboutButton.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            aboutButton.centerYAnchor.constraint(equalTo: toggleButton.centerYAnchor),
            spacingSwitch.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            spacingSwitch.centerYAnchor.constraint(equalTo: toggleButton.centerYAnchor),
            scrollingStack.topAnchor.constraint(equalTo: toggleButton.bottomAnchor, constant: 8),
            scrollingStack.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollingStack.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            scrollingStack.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
        ])

        for index in 1...rowCount {
            let row = makeRow(index)
            scrollingStack.addArrangedSubview(row)
            scrollingStack.addArrangedSubview(makeSpacer(following: row))
        }
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        // The main thread runs queued work, timers and main-actor tasks, as on iOS.
        DispatchQueue.main.async { print("main queue ran") }
        Timer.scheduledTimer(withTimeInterval: 0.2, repeats: false) { _ in print("timer fired") }
        Task { @MainActor in print("task ran") }
    }

    private func makeRow(_ index: Int) -> UIView {
        let label = UILabel()
        label.text = "Row \(index)"
        label.font = .systemFont(ofSize: 20)
        label.translatesAutoresizingMaskIntoConstraints = false

        let row = UIView()
        row.tag = index
        row.backgroundColor = index.isMultiple(of: 2) ? .systemTeal : .systemOrange
        row.layer.cornerRadius = 8
        row.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: row.leadingAnchor, constant: 16),
            label.trailingAnchor.constraint(lessThanOrEqualTo: row.trailingAnchor, constant: -16),
            label.topAnchor.constraint(equalTo: row.topAnchor, constant: 12),
            label.bottomAnchor.constraint(equalTo: row.bottomAnchor, constant: -12),
        ])
        row.addGestureRecognizer(
            UITapGestureRecognizer { [weak self, weak row] _ in
                guard let row else { return }
                self?.hide(row)
            })
        return row
    }

    /// A spacer that hides and shows with the view before it (observing `isHidden`).
    private func makeSpacer(following row: UIView) -> UIView {
        let spacer = UIView()
        spacer.translatesAutoresizingMaskIntoConstraints = false
        // 8 points along either axis; across it the stack stretches the spacer.
        for size in [
            spacer.heightAnchor.constraint(equalToConstant: 8), spacer.widthAnchor.constraint(equalToConstant: 8),
        ] {
            size.priority = .defaultHigh
            size.isActive = true
        }
        observations.append(
            row.observe(\.isHidden, options: [.new]) { [weak spacer] _, change in
                spacer?.isHidden = change.newValue ?? false
            })
        return spacer
    }

    private func hide(_ row: UIView) {
        UIView.animate(withDuration: 0.25) {
            row.isHidden = true
        }
        print("hidden row \(row.tag)")
    }

    private func toggleAxis() {
        scrollingStack.axis = scrollingStack.axis == .vertical ? .horizontal : .vertical
        print("axis \(scrollingStack.axis == .vertical ? "vertical" : "horizontal")")
    }

    private func updateSpacing() {
        let spacing: CGFloat = spacingSwitch.isOn ? 12 : 0
        // The rows spread out on a spring.
        let animator = UIViewPropertyAnimator(duration: 0.4, dampingRatio: 0.8) { [weak self] in
            self?.scrollingStack.spacing = spacing
            self?.view.layoutIfNeeded()
        }
        animator.addCompletion { [weak self] position in
            guard let self, position == .end else { return }
            print("spacing \(Int(scrollingStack.spacing))")
        }
        animator.startAnimation()
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        print("offset \(Int(scrollView.contentOffset.x)) \(Int(scrollView.contentOffset.y))")
    }
}
