extension IndexPath {
    /// The path of row `row` in section `section` of a table (UIKit's addition to Foundation).
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }

    /// The section: the first index.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The row in the section: the second index.
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}

extension IndexPath {
    /// The path of item `item` in section `section` of a collection view (UIKit's addition to
    /// Foundation).
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }

    /// The item in the section: the second index.
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
