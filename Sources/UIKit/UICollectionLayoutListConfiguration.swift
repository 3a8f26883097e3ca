/// A list's look for a compositional layout (UIKit's `UICollectionLayoutListConfiguration`):
/// rows as wide as the list (inset from its sides when inset grouped), sized by their cells,
/// with optional section headers and footers.
public struct UICollectionLayoutListConfiguration {
    /// A list's look (UIKit's `UICollectionLayoutListConfiguration.Appearance`).
    public enum Appearance: Int, Sendable {
        /// Rows edge to edge (0); grouped sections (1); groups inset from the sides (2);
        /// a sidebar's (3, 4: laid out as plain here).
        case plain = 0
        case grouped, insetGrouped, sidebar, sidebarPlain
    }

    /// Where section headers and footers come from (UIKit's `HeaderMode` and `FooterMode`).
    public enum HeaderMode: Int, Sendable {
        /// None (0); supplementary views from the data source (1); the first item (2: laid out
        /// as an ordinary row here).
        case none = 0
        case supplementary, firstItemInSection
    }

    /// Where section footers come from.
    public enum FooterMode: Int, Sendable {
        /// None (0); supplementary views from the data source (1).
        case none = 0
        case supplementary
    }

    /// The look.
    public var appearance: Appearance
    /// Whether rows are separated by lines (true); the list cells draw them here.
    public var showsSeparators = true
    /// Section headers: none by default.
    public var headerMode = HeaderMode.none
    /// Section footers: none by default.
    public var footerMode = FooterMode.none
    /// Space above each section's header, in points; nil for the look's.
    public var headerTopPadding: CGFloat?
    /// The list's background, behind its rows; nil for the look's (white when plain, grouped
    /// grey otherwise).
    public var backgroundColor: UIColor?
    /// Gives a row's leading swipe actions; recorded (rows do not swipe here).
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    /// Gives a row's trailing swipe actions; recorded (rows do not swipe here).
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

    /// Gives a row's swipe actions (UIKit's `UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider`).
    public typealias SwipeActionsConfigurationProvider = @MainActor (IndexPath) -> UISwipeActionsConfiguration?

    /// The background the look gives the list.
    @preconcurrency @MainActor var resolvedBackgroundColor: UIColor {
        if let backgroundColor { return backgroundColor }
        return appearance == .grouped || appearance == .insetGrouped ? .systemGroupedBackground : .systemBackground
    }

    /// A list of `appearance`.
    public init(appearance: Appearance) {
        self.appearance = appearance
    }

    /// How far an inset grouped list's rows are from the sides, in points.
    static let insetGroupedMargin: CGFloat = 20
    /// The space a grouped list leaves above each section, in points.
    static let groupedSpacing: CGFloat = 18
    /// A row's height before its cell is measured, in points.
    static let estimatedRowHeight: CGFloat = 44
    /// A header's or footer's height (their cells are not measured here), in points.
    static let supplementaryHeight: CGFloat = 38
}

extension NSCollectionLayoutSection {
    /// A section laid out as a list of `configuration`'s look: one row per item, as wide as the
    /// section, as high as its cell fits; headers and footers of the standard kinds when the
    /// modes ask for them.
    @preconcurrency @MainActor public static func list(
        using configuration: UICollectionLayoutListConfiguration, layoutEnvironment: any NSCollectionLayoutEnvironment
    ) -> NSCollectionLayoutSection {
        let rowSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1),
            heightDimension: .estimated(UICollectionLayoutListConfiguration.estimatedRowHeight))
        let row = NSCollectionLayoutItem(layoutSize: rowSize)
        let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: rowSize, subitems: [row]))
        let grouped = configuration.appearance == .grouped || configuration.appearance == .insetGrouped
        let side =
            configuration.appearance == .insetGrouped ? UICollectionLayoutListConfiguration.insetGroupedMargin : 0
        let above = configuration.headerTopPadding ?? (grouped ? UICollectionLayoutListConfiguration.groupedSpacing : 0)
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
        let edgeSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1),
            heightDimension: .estimated(UICollectionLayoutListConfiguration.supplementaryHeight))
        var edges: [NSCollectionLayoutBoundarySupplementaryItem] = []
        if configuration.headerMode == .supplementary {
            edges.append(
                .init(layoutSize: edgeSize, elementKind: UICollectionView.elementKindSectionHeader, alignment: .top))
        }
        if configuration.footerMode == .supplementary {
            edges.append(
                .init(layoutSize: edgeSize, elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom))
        }
        section.boundarySupplementaryItems = edges
        section.leadingSpace = above
        section.listStyle = configuration
        return section
    }
}

extension UICollectionViewCompositionalLayout {
    /// A layout whose every section is a list of `configuration`'s look.
    @preconcurrency @MainActor public static func list(using configuration: UICollectionLayoutListConfiguration)
        -> UICollectionViewCompositionalLayout
    {
        UICollectionViewCompositionalLayout { _, environment in
            NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
    }
}
