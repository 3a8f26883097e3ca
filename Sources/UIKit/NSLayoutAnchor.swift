internal import Layout
internal import Views

/// One attribute of a view or layout guide, from which constraints are made (UIKit's
/// `NSLayoutAnchor`). `AnchorType` keeps x anchors, y anchors and dimensions apart.
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject> {
    let item: LayoutItem
    let attribute: LayoutAttribute

    init(_ item: LayoutItem, _ attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
    }

    /// `multiplier` times the system spacing between siblings (8 points), for the
    /// `…SystemSpacing…` constraints of position anchors.
    func systemSpacing(times multiplier: CGFloat) -> CGFloat { CGFloat(StackView.systemSpacing) * multiplier }

    func make(
        _ relation: LayoutRelation, _ other: NSLayoutAnchor<AnchorType>?, multiplier: CGFloat = 1, constant: CGFloat
    ) -> NSLayoutConstraint {
        let made = LayoutConstraint(
            item, attribute, relation, other?.item, other?.attribute ?? attribute, multiplier: Double(multiplier),
            constant: Double(constant), identifier: "")
        made.isSystem = false
        made.identifier = nil
        return NSLayoutConstraint(made, firstItem: item.host, secondItem: other?.item.host)
    }

    /// `self == anchor + constant`, inactive until activated.
    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0) -> NSLayoutConstraint {
        make(.equal, anchor, constant: c)
    }

    /// `self ≥ anchor + constant`, inactive until activated.
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0)
        -> NSLayoutConstraint
    {
        make(.greaterThanOrEqual, anchor, constant: c)
    }

    /// `self ≤ anchor + constant`, inactive until activated.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0)
        -> NSLayoutConstraint
    {
        make(.lessThanOrEqual, anchor, constant: c)
    }
}

/// A horizontal position anchor (leading, trailing, left, right, centre x).
@preconcurrency @MainActor
public final class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// A dimension that measures from this anchor to `otherAnchor`: its value is the distance
    /// `otherAnchor − self`, negative while `otherAnchor` lies to the left.
    ///
    /// It is the width of a hidden layout guide spanning the two, added to their closest common
    /// ancestor when called: both views must be in one hierarchy by then, the guide stays (make
    /// the dimension once per pair), and constraints made from it have no `firstItem`.
    public func anchorWithOffset(to otherAnchor: NSLayoutXAxisAnchor) -> NSLayoutDimension {
        let offset = layoutAnchor(XAxisAnchorKind.self).anchorWithOffset(
            to: otherAnchor.layoutAnchor(XAxisAnchorKind.self))
        return NSLayoutDimension(offset.item, offset.attribute)
    }

    /// `self == anchor + multiplier × the system spacing (8 points)`.
    public func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        make(.equal, anchor, constant: systemSpacing(times: multiplier))
    }

    /// `self ≥ anchor + multiplier × the system spacing (8 points)`.
    public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        make(.greaterThanOrEqual, anchor, constant: systemSpacing(times: multiplier))
    }

    /// `self ≤ anchor + multiplier × the system spacing (8 points)`.
    public func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        make(.lessThanOrEqual, anchor, constant: systemSpacing(times: multiplier))
    }
}

extension NSLayoutAnchor {
    /// The toolkit's anchor of the same item and attribute.
    func layoutAnchor<Kind: AnchorKind>(_ kind: Kind.Type) -> LayoutAnchor<Kind> { LayoutAnchor(item, attribute) }
}

/// A vertical position anchor (top, bottom, centre y, baselines).
@preconcurrency @MainActor
public final class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// A dimension that measures from this anchor to `otherAnchor`: its value is the distance
    /// `otherAnchor − self`, negative while `otherAnchor` lies above; made as the horizontal
    /// one is, with the same limits.
    public func anchorWithOffset(to otherAnchor: NSLayoutYAxisAnchor) -> NSLayoutDimension {
        let offset = layoutAnchor(YAxisAnchorKind.self).anchorWithOffset(
            to: otherAnchor.layoutAnchor(YAxisAnchorKind.self))
        return NSLayoutDimension(offset.item, offset.attribute)
    }

    /// `self == anchor + multiplier × the system spacing (8 points)`.
    public func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        make(.equal, anchor, constant: systemSpacing(times: multiplier))
    }

    /// `self ≥ anchor + multiplier × the system spacing (8 points)`.
    public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        make(.greaterThanOrEqual, anchor, constant: systemSpacing(times: multiplier))
    }

    /// `self ≤ anchor + multiplier × the system spacing (8 points)`.
    public func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        make(.lessThanOrEqual, anchor, constant: systemSpacing(times: multiplier))
    }
}

/// A width or height anchor: it also relates to constants and to a multiple of another dimension.
@preconcurrency @MainActor
public final class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// `self == c` points, inactive until activated.
    public func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { make(.equal, nil, constant: c) }

    /// `self ≥ c` points, inactive until activated.
    public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, nil, constant: c)
    }

    /// `self ≤ c` points, inactive until activated.
    public func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, nil, constant: c)
    }

    /// `self == m × anchor + c`, inactive until activated.
    public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0)
        -> NSLayoutConstraint
    {
        make(.equal, anchor, multiplier: m, constant: c)
    }

    /// `self ≥ m × anchor + c`, inactive until activated.
    public func constraint(
        greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0
    )
        -> NSLayoutConstraint
    {
        make(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
    }

    /// `self ≤ m × anchor + c`, inactive until activated.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0)
        -> NSLayoutConstraint
    {
        make(.lessThanOrEqual, anchor, multiplier: m, constant: c)
    }
}
