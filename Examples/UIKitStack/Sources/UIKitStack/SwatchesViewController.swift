import UIKit

/// The third tab: the system colours as a grid of swatches in two sections, with headers. A
/// click selects a swatch (a dark frame shows around it).
final class SwatchesViewController: UICollectionViewController {
    private let sections: [(title: String, colors: [(name: String, color: UIColor)])] = [
        (
            "Warm",
            [
                ("Red", .systemRed), ("Orange", .systemOrange), ("Yellow", .systemYellow), ("Pink", .systemPink),
                ("Brown", .systemBrown),
            ]
        ),
        (
            "Cool",
            [
                ("Green", .systemGreen), ("Mint", .systemMint), ("Teal", .systemTeal), ("Cyan", .systemCyan),
                ("Blue", .systemBlue), ("Indigo", .systemIndigo), ("Purple", .systemPurple),
            ]
        ),
    ]

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
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        print("swatches appeared")
    }

    override func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        sections[section].colors.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "swatch", for: indexPath) as! SwatchCell
        let swatch = sections[indexPath.section].colors[indexPath.item]
        cell.show(swatch.name, in: swatch.color)
        return cell
    }

    override func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        let header =
            collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
            as! SectionHeader
        header.title.text = sections[indexPath.section].title
        return header
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        print("selected swatch \(sections[indexPath.section].colors[indexPath.item].name)")
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
