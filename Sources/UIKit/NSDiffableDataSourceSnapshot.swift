/// The sections and items a diffable data source shows, by identifier (UIKit's
/// `NSDiffableDataSourceSnapshot`): build one, or take the data source's ``UIDiffableDataSource/snapshot()``
/// and change it, then apply it; the data source works out what changed.
///
/// Identifiers are unique across the snapshot: adding one that is there already is a
/// programming error, as in UIKit. Each lookup by identifier is a hash-table read.
public struct NSDiffableDataSourceSnapshot<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>:
    Sendable
{
    /// The sections, in order.
    public private(set) var sectionIdentifiers: [SectionIdentifierType] = []
    /// Each section's items, in the order of ``sectionIdentifiers``.
    private(set) var sectionItems: [[ItemIdentifierType]] = []
    /// Each section's place.
    private(set) var sectionIndex: [SectionIdentifierType: Int] = [:]
    /// Each item's section (its identifier), for membership and lookups.
    private(set) var itemSection: [ItemIdentifierType: SectionIdentifierType] = [:]
    /// Each item's place in its section.
    private var itemPlace: [ItemIdentifierType: Int] = [:]
    /// The items marked for reloading (their cells asked for again).
    public internal(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
    /// The sections marked for reloading.
    public internal(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []
    /// The items marked for reconfiguring (here, reloading).
    public internal(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []

    /// An empty snapshot.
    public init() {}

    // MARK: - Reading

    /// How many items there are in all.
    public var numberOfItems: Int { itemSection.count }
    /// How many sections there are.
    public var numberOfSections: Int { sectionIdentifiers.count }
    /// Every item, section after section.
    public var itemIdentifiers: [ItemIdentifierType] { sectionItems.flatMap { $0 } }

    /// How many items a section has.
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        itemIdentifiers(inSection: identifier).count
    }

    /// A section's items, in order.
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        sectionItems[place(of: identifier)]
    }

    /// The section holding an item; nil if the item is not in the snapshot.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        itemSection[identifier]
    }

    /// An item's place among all items, section after section; nil if it is not in the snapshot.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let path = indexPath(of: identifier) else { return nil }
        return sectionItems[..<path.section].reduce(0) { $0 + $1.count } + path.item
    }

    /// A section's place; nil if it is not in the snapshot.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { sectionIndex[identifier] }

    /// An item's index path; nil if it is not in the snapshot.
    func indexPath(of identifier: ItemIdentifierType) -> IndexPath? {
        guard let section = itemSection[identifier], let sectionPlace = sectionIndex[section],
            let item = itemPlace[identifier]
        else { return nil }
        return IndexPath(item: item, section: sectionPlace)
    }

    /// The item at an index path; nil if there is none.
    func itemIdentifier(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count == 2, indexPath.section >= 0, indexPath.section < sectionItems.count,
            indexPath.item >= 0, indexPath.item < sectionItems[indexPath.section].count
        else { return nil }
        return sectionItems[indexPath.section][indexPath.item]
    }

    // MARK: - Items

    /// Adds items at the end of a section (the last one when nil; there must be one).
    public mutating func appendItems(
        _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil
    ) {
        guard let section = sectionIdentifier ?? sectionIdentifiers.last else {
            preconditionFailure("There are currently no sections in the data source. Please add a section first.")
        }
        let place = place(of: section)
        adopt(identifiers, into: section)
        let start = sectionItems[place].count
        sectionItems[place] += identifiers
        renumberItems(inSection: place, from: start)
    }

    /// Adds items before another item, in its section.
    public mutating func insertItems(
        _ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType
    ) {
        let (section, index) = location(of: beforeIdentifier)
        adopt(identifiers, into: sectionIdentifiers[section])
        sectionItems[section].insert(contentsOf: identifiers, at: index)
        renumberItems(inSection: section, from: index)
    }

    /// Adds items after another item, in its section.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType)
    {
        let (section, index) = location(of: afterIdentifier)
        adopt(identifiers, into: sectionIdentifiers[section])
        sectionItems[section].insert(contentsOf: identifiers, at: index + 1)
        renumberItems(inSection: section, from: index + 1)
    }

    /// Removes items; those not in the snapshot are ignored.
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        let gone = Set(identifiers.filter { itemSection[$0] != nil })
        guard !gone.isEmpty else { return }
        // Only the sections that hold them.
        let touched = Set(gone.compactMap { itemSection[$0].flatMap { sectionIndex[$0] } })
        for identifier in gone {
            itemSection[identifier] = nil
            itemPlace[identifier] = nil
        }
        for section in touched {
            sectionItems[section].removeAll { gone.contains($0) }
            renumberItems(inSection: section)
        }
        if !reloadedItemIdentifiers.isEmpty { reloadedItemIdentifiers.removeAll { gone.contains($0) } }
        if !reconfiguredItemIdentifiers.isEmpty { reconfiguredItemIdentifiers.removeAll { gone.contains($0) } }
    }

    /// Removes every item and section.
    public mutating func deleteAllItems() { self = NSDiffableDataSourceSnapshot() }

    /// Moves an item before another (in that one's section).
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        precondition(identifier != toIdentifier, "cannot move an item relative to itself")
        take(identifier)
        let (target, index) = location(of: toIdentifier)
        put(identifier, inSection: target, at: index)
    }

    /// Moves an item after another (in that one's section).
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        precondition(identifier != toIdentifier, "cannot move an item relative to itself")
        take(identifier)
        let (target, index) = location(of: toIdentifier)
        put(identifier, inSection: target, at: index + 1)
    }

    /// Marks items for reloading: their cells are asked for again when the snapshot is applied.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        mark(identifiers, in: &reloadedItemIdentifiers)
    }

    /// Marks items for reconfiguring: here their cells are asked for again, as for a reload.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        mark(identifiers, in: &reconfiguredItemIdentifiers)
    }

    /// Adds items in the snapshot to a list of marked ones, once each.
    private func mark(_ identifiers: [ItemIdentifierType], in marked: inout [ItemIdentifierType]) {
        var seen = Set(marked)
        for identifier in identifiers {
            precondition(
                itemSection[identifier] != nil, "Invalid item identifier \(identifier): it is not in the snapshot")
            if seen.insert(identifier).inserted { marked.append(identifier) }
        }
    }

    // MARK: - Sections

    /// Adds sections at the end.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        insertSections(identifiers, at: sectionIdentifiers.count)
    }

    /// Adds sections before another.
    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType
    ) {
        insertSections(identifiers, at: place(of: toIdentifier))
    }

    /// Adds sections after another.
    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType
    ) {
        insertSections(identifiers, at: place(of: toIdentifier) + 1)
    }

    /// Removes sections with their items; those not in the snapshot are ignored.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        let gone = Set(identifiers.filter { sectionIndex[$0] != nil })
        guard !gone.isEmpty else { return }
        deleteItems(gone.flatMap { sectionItems[place(of: $0)] })
        let kept = sectionIdentifiers.indices.filter { !gone.contains(sectionIdentifiers[$0]) }
        sectionItems = kept.map { sectionItems[$0] }
        sectionIdentifiers = kept.map { sectionIdentifiers[$0] }
        for section in gone { sectionIndex[section] = nil }
        reindexSections()
        reloadedSectionIdentifiers.removeAll { gone.contains($0) }
    }

    /// Moves a section before another.
    public mutating func moveSection(
        _ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType
    ) {
        moveSection(identifier, relativeTo: toIdentifier, after: false)
    }

    /// Moves a section after another.
    public mutating func moveSection(
        _ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType
    ) {
        moveSection(identifier, relativeTo: toIdentifier, after: true)
    }

    /// Marks sections for reloading: all their cells are asked for again when the snapshot is applied.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        for identifier in identifiers { _ = place(of: identifier) }
        reloadedSectionIdentifiers += identifiers.filter { !reloadedSectionIdentifiers.contains($0) }
    }

    // MARK: - Bookkeeping

    private func place(of section: SectionIdentifierType) -> Int {
        guard let place = sectionIndex[section] else {
            preconditionFailure("Invalid section identifier \(section): it is not in the snapshot")
        }
        return place
    }

    private func location(of item: ItemIdentifierType) -> (section: Int, index: Int) {
        guard let path = indexPath(of: item) else {
            preconditionFailure("Invalid item identifier \(item): it is not in the snapshot")
        }
        return (path.section, path.item)
    }

    /// Numbers the items of the section at `place` from `start` on again.
    private mutating func renumberItems(inSection place: Int, from start: Int = 0) {
        let items = sectionItems[place]
        for index in start..<items.count { itemPlace[items[index]] = index }
    }

    /// Records new items as members of `section`; any already there is a programming error.
    private mutating func adopt(_ identifiers: [ItemIdentifierType], into section: SectionIdentifierType) {
        var seen = Set<ItemIdentifierType>()
        let duplicates = identifiers.filter { itemSection[$0] != nil || !seen.insert($0).inserted }
        precondition(
            duplicates.isEmpty, "Fatal: supplied item identifiers are not unique. Duplicate identifiers: \(duplicates)")
        for identifier in identifiers { itemSection[identifier] = section }
    }

    /// Takes an item out of its section, keeping it a member (``put(_:inSection:at:)`` puts it back).
    private mutating func take(_ item: ItemIdentifierType) {
        let (section, index) = location(of: item)
        sectionItems[section].remove(at: index)
        renumberItems(inSection: section, from: index)
    }

    private mutating func put(_ item: ItemIdentifierType, inSection section: Int, at index: Int) {
        sectionItems[section].insert(item, at: index)
        itemSection[item] = sectionIdentifiers[section]
        renumberItems(inSection: section, from: index)
    }

    private mutating func insertSections(_ identifiers: [SectionIdentifierType], at index: Int) {
        var seen = Set<SectionIdentifierType>()
        let duplicates = identifiers.filter { sectionIndex[$0] != nil || !seen.insert($0).inserted }
        precondition(
            duplicates.isEmpty,
            "Fatal: supplied section identifiers are not unique. Duplicate identifiers: \(duplicates)")
        sectionIdentifiers.insert(contentsOf: identifiers, at: index)
        sectionItems.insert(contentsOf: identifiers.map { _ in [] }, at: index)
        reindexSections(from: index)
    }

    private mutating func moveSection(
        _ identifier: SectionIdentifierType, relativeTo other: SectionIdentifierType, after: Bool
    ) {
        precondition(identifier != other, "cannot move a section relative to itself")
        let from = place(of: identifier)
        let items = sectionItems.remove(at: from)
        sectionIdentifiers.remove(at: from)
        reindexSections()
        let to = place(of: other) + (after ? 1 : 0)
        sectionIdentifiers.insert(identifier, at: to)
        sectionItems.insert(items, at: to)
        reindexSections()
    }

    /// Numbers the sections from `start` on again (all of them by default).
    private mutating func reindexSections(from start: Int = 0) {
        if start == 0 { sectionIndex.removeAll(keepingCapacity: true) }
        for place in start..<sectionIdentifiers.count { sectionIndex[sectionIdentifiers[place]] = place }
    }
}
