import UIKit

/// Tips on cards, one at a time: a page view controller that is its own data source and
/// delegate, turned by a drag sideways (or Shift and the wheel), its dots below.
final class TipsViewController: UIPageViewController, UIPageViewControllerDataSource,
    UIPageViewControllerDelegate
{
    private let tips = [
        TipViewController(text: "Tap a row to hide it", color: .systemBlue),
        TipViewController(text: "Ctrl+T turns the stack", color: .systemGreen),
        TipViewController(text: "Drag this sheet down to close it", color: .systemPurple),
    ]

    init() {
        super.init(transitionStyle: .scroll, navigationOrientation: .horizontal, options: [.interPageSpacing: 12])
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        dataSource = self
        delegate = self
        setViewControllers([tips[0]], direction: .forward, animated: false)
    }

    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
    ) -> UIViewController? {
        guard let index = tips.firstIndex(where: { $0 === viewController }), index > 0 else { return nil }
        return tips[index - 1]
    }

    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
    ) -> UIViewController? {
        guard let index = tips.firstIndex(where: { $0 === viewController }), index + 1 < tips.count else { return nil }
        return tips[index + 1]
    }

    func presentationCount(for pageViewController: UIPageViewController) -> Int { tips.count }

    func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }

    func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool
    ) {
        guard completed, let shown = viewControllers?.first, let index = tips.firstIndex(where: { $0 === shown })
        else { return }
        print("tip \(index + 1)")
    }
}

/// One tip: a coloured card with a line of white text.
final class TipViewController: UIViewController {
    private let text: String
    private let color: UIColor

    init(text: String, color: UIColor) {
        self.text = text
        self.color = color
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = color
        view.layer.cornerRadius = 12
        let label = UILabel()
        label.text = text
        label.textColor = .white
        label.font = .boldSystemFont(ofSize: 17)
        label.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(label)
        NSLayoutConstraint.activate([
            label.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            label.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
    }
}
