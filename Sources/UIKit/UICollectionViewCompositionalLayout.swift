/// What applies to a whole compositional layout (UIKit's
/// `UICollectionViewCompositionalLayoutConfiguration`).
@preconcurrency @MainActor
public final class UICollectionViewCompositionalLayoutConfiguration {
    /// The direction the layout scrolls in; recorded: compositional layouts scroll vertically here.
    public var scrollDirection: UICollectionView.ScrollDirection = .vertical
    /// The space between sections, in points.
    public var interSectionSpacing: CGFloat = 0
    /// Headers and footers of the whole layout; recorded (none is shown here).
    public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []

    /// UIKit's defaults.
    public init() {}
}

/// Gives the section at an index (UIKit's name for a compositional layout's section provider).
public typealias UICollectionViewCompositionalLayoutSectionProvider = UICollectionViewCompositionalLayout
    .SectionProvider

/// A layout composed of sections, groups and items (UIKit's `UICollectionViewCompositionalLayout`):
/// each section repeats a group for its items; a group places its items side by side or one
/// under the other, sized as fractions of their container, in points, or by their cells
/// (estimated dimensions). It scrolls vertically.
///
/// Sections that would scroll across the layout (``NSCollectionLayoutSection/orthogonalScrollingBehavior``)
/// are laid out like the others here, group under group.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout, PlacedLayout {
    /// Gives the section at an index, for the environment it will be laid out in.
    public typealias SectionProvider = (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

    private let sectionProvider: SectionProvider
    /// What applies to the whole layout. Setting it lays everything out again.
    open var configuration: UICollectionViewCompositionalLayoutConfiguration {
        didSet { invalidateLayout() }
    }

    /// The places worked out by the last ``prepare()``.
    private(set) var placement = ElementPlacement(crossLength: 0, isVertical: true)
    /// Whether some item's size is estimated: its cell is then asked for its own.
    private var hasEstimatedItems = false
    /// The width the layout was prepared for.
    private var preparedWidth: CGFloat = -1

    /// A layout whose every section is `section`.
    public convenience init(section: NSCollectionLayoutSection) {
        self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// A layout whose every section is `section`, with `configuration`.
    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        sectionProvider = { _, _ in section }
        self.configuration = configuration
        super.init()
    }

    /// A layout whose sections `sectionProvider` gives.
    public convenience init(sectionProvider: @escaping SectionProvider) {
        self.init(sectionProvider: sectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// A layout whose sections `sectionProvider` gives, with `configuration`.
    public init(
        sectionProvider: @escaping SectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration
    ) {
        self.sectionProvider = sectionProvider
        self.configuration = configuration
        super.init()
    }

    /// There are no archives here: a layout with no sections.
    public required init?(coder: NSCoder) {
        sectionProvider = { _, _ in nil }
        configuration = UICollectionViewCompositionalLayoutConfiguration()
        super.init(coder: coder)
    }

    // MARK: - Preparing

    /// Works out every element's place for the collection view's data and width.
    open override func prepare() {
        super.prepare()
        guard let collectionView else {
            placement = ElementPlacement(crossLength: 0, isVertical: true)
            return
        }
        let insets = collectionView.adjustedContentInset
        let environment = CompositionalEnvironment(
            contentSize: collectionView.bounds.size,
            contentInsets: NSDirectionalEdgeInsets(
                top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right))
        let container = environment.effectiveContentSize
        if container.width != preparedWidth { preferredItemSizes.removeAll() }
        preparedWidth = container.width
        var sections: [ElementPlacement.CompositionalSection] = []
        hasEstimatedItems = false
        for index in 0..<collectionView.numberOfSections {
            let itemCount = collectionView.numberOfItems(inSection: index)
            // No section is fine only for a section with no items, as in UIKit.
            guard let section = sectionProvider(index, environment) else {
                precondition(
                    itemCount == 0,
                    "Invalid section definition. Please specify a valid section definition when content is to be "
                        + "rendered for a section. This is a client error.")
                sections.append(.init(section: Self.emptySection, itemCount: 0))
                continue
            }
            if section.group.hasEstimatedItems { hasEstimatedItems = true }
            // A list's background is the collection view's.
            if let list = section.listStyle, collectionView.backgroundColor != list.resolvedBackgroundColor {
                collectionView.backgroundColor = list.resolvedBackgroundColor
            }
            sections.append(.init(section: section, itemCount: itemCount))
        }
        placement = ElementPlacement(
            compositionalSections: sections, containerSize: container,
            interSectionSpacing: configuration.interSectionSpacing, preferredSizes: preferredItemSizes)
    }

    /// What stands for a section with no items the provider gave nothing for.
    private static var emptySection: NSCollectionLayoutSection {
        let none = NSCollectionLayoutSize(widthDimension: .absolute(0), heightDimension: .absolute(0))
        return NSCollectionLayoutSection(group: .horizontal(layoutSize: none, subitems: []))
    }

    // MARK: - Invalidation

    /// A new width lays the sections out again; scrolling does not.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        let insets = collectionView.adjustedContentInset
        return max(0, newBounds.width - insets.left - insets.right) != preparedWidth
    }

    /// A cell of an item with an estimated dimension that prefers another size calls for a new layout.
    open override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool {
        hasEstimatedItems && preferredAttributes.representedElementCategory == .cell
            && !preferredAttributes.fittedAxes.isEmpty && preferredAttributes.size != originalAttributes.size
    }

    override var asksForPreferredAttributes: Bool { hasEstimatedItems }
}

extension NSCollectionLayoutItem {
    /// Whether this item, or an item of this group, has an estimated dimension.
    var hasEstimatedItems: Bool {
        if let group = self as? NSCollectionLayoutGroup { return group.subitems.contains { $0.hasEstimatedItems } }
        return layoutSize.widthDimension.isEstimated || layoutSize.heightDimension.isEstimated
    }
}
