import UIKit

/// The third tab: the system colours as a grid of swatches in two sections, with headers,
/// shown through a diffable data source. A click selects a swatch (a dark frame shows around
/// it); a right click opens its menu, which can remove it.
final class SwatchesViewController: UICollectionViewController {
    private static let colors: [String: UIColor] = [
        "Red": .systemRed, "Orange": .systemOrange, "Yellow": .systemYellow, "Pink": .systemPink,
        "Brown": .systemBrown, "Green": .systemGreen, "Mint": .systemMint, "Teal": .systemTeal, "Cyan": .systemCyan,
        "Blue": .systemBlue, "Indigo": .systemIndigo, "Purple": .systemPurple,
    ]
    private let sections = [
        ("Warm", ["Red", "Orange", "Yellow", "Pink", "Brown"]),
        ("Cool", ["Green", "Mint", "Teal", "Cyan", "Blue", "Indigo", "Purple"]),
    ]
    private var dataSource: UICollectionViewDiffableDataSource<String, String>!

    init() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 110, height: 110)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 10
        layout.sectionInset = UIEdgeInsets(top: 8, left: 16, bottom: 16, right: 16)
        layout.headerReferenceSize = CGSize(width: 0, height: 40)
        super.init(collectionViewLayout: layout)
        title = "Colors"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(SwatchCell.self, forCellWithReuseIdentifier: "swatch")
        collectionView.register(
            SectionHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: "header")
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
            collectionView, indexPath, name in
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "swatch", for: indexPath) as! SwatchCell
            cell.show(name, in: SwatchesViewController.colors[name] ?? .systemGray)
            return cell
        }
        dataSource.supplementaryViewProvider = { [weak self] collectionView, kind, indexPath in
            let header =
                collectionView.dequeueReusableSupplementaryView(
                    ofKind: kind, withReuseIdentifier: "header", for: indexPath) as! SectionHeader
            header.title.text = self?.dataSource.sectionIdentifier(for: indexPath.section)
            return header
        }
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        for (title, names) in sections {
            snapshot.appendSections([title])
            snapshot.appendItems(names, toSection: title)
        }
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        print("swatches appeared")
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        print("selected swatch \(dataSource.itemIdentifier(for: indexPath) ?? "?")")
    }

    override func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? {
        guard let name = dataSource.itemIdentifier(for: indexPath) else { return nil }
        return UIContextMenuConfiguration(identifier: name as NSString, previewProvider: nil) { [weak self] _ in
            let copy = UIAction(title: "Copy Name") { _ in print("copied \(name)") }
            let remove = UIAction(title: "Remove", attributes: .destructive) { _ in self?.remove(name) }
            return UIMenu(title: name, children: [copy, remove])
        }
    }

    private func remove(_ name: String) {
        var snapshot = dataSource.snapshot()
        snapshot.deleteItems([name])
        dataSource.apply(snapshot)
        print("removed \(name)")
    }
}

/// A square of colour with its name.
final class SwatchCell: UICollectionViewCell {
    private let name = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.layer.cornerRadius = 12
        name.font = .boldSystemFont(ofSize: 15)
        name.textColor = .white
        name.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(name)
        NSLayoutConstraint.activate([
            name.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 10),
            name.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
        ])
        // Selected: a dark frame around the colour.
        let frame = UIView()
        frame.backgroundColor = .label
        frame.layer.cornerRadius = 16
        selectedBackgroundView = frame
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        // Inset while selected, so that the frame shows around it.
        contentView.frame = bounds.insetBy(dx: isSelected ? 4 : 0, dy: isSelected ? 4 : 0)
    }

    override var isSelected: Bool {
        didSet { setNeedsLayout() }
    }

    func show(_ text: String, in color: UIColor) {
        name.text = text
        contentView.backgroundColor = color
    }
}

/// A section's title, left-aligned in the header.
final class SectionHeader: UICollectionReusableView {
    let title = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        title.font = .boldSystemFont(ofSize: 22)
        title.translatesAutoresizingMaskIntoConstraints = false
        addSubview(title)
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            title.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -4),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
