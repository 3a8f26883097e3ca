import Cassowary

/// The attributes a constraint can relate (UIKit's `NSLayoutConstraint.Attribute`, raw values included).
public enum LayoutAttribute: Int, Sendable {
    /// The left edge, whatever the writing direction.
    case left = 1
    /// The other edges, the size, the centres and the baselines, numbered on from `left` in UIKit's order.
    case right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline, firstBaseline

    var name: String {
        switch self {
        case .left: "left"
        case .right: "right"
        case .top: "top"
        case .bottom: "bottom"
        case .leading: "leading"
        case .trailing: "trailing"
        case .width: "width"
        case .height: "height"
        case .centerX: "centerX"
        case .centerY: "centerY"
        case .lastBaseline: "lastBaseline"
        case .firstBaseline: "firstBaseline"
        }
    }

    /// Leading and trailing follow the writing direction; left and right never do. UIKit refuses
    /// to relate one family to the other.
    var isDirectional: Bool { self == .leading || self == .trailing }
    var isHorizontalLocation: Bool { [.left, .right, .leading, .trailing, .centerX].contains(self) }
    /// Whether this is a baseline, whose terms depend on the item (see ``variableCount``).
    var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }
    /// Whether this is a width or a height.
    package var isSize: Bool { self == .width || self == .height }
    /// Whether this is a centre.
    package var isCenter: Bool { self == .centerX || self == .centerY }

    /// How many of an item's variables the attribute names (see `appendTerms`): one for an
    /// edge at the origin or a size, two for the far edges and the centres; nil for the
    /// baselines, which depend on the item.
    package var variableCount: Int? {
        switch self {
        case .left, .leading, .top, .width, .height: 1
        case .right, .trailing, .bottom, .centerX, .centerY: 2
        case .firstBaseline, .lastBaseline: nil
        }
    }

    /// The same attribute on the other axis, as a stack's constraints name them: leading and
    /// top, trailing and bottom, width and height, the two centres. Nil for left, right and the
    /// baselines, which have no counterpart there.
    package var axisCounterpart: LayoutAttribute? {
        switch self {
        case .leading: .top
        case .top: .leading
        case .trailing: .bottom
        case .bottom: .trailing
        case .width: .height
        case .height: .width
        case .centerX: .centerY
        case .centerY: .centerX
        case .left, .right, .firstBaseline, .lastBaseline: nil
        }
    }
}

/// Marks the anchors of one axis so that the compiler refuses to relate an x anchor to a y anchor.
public protocol AnchorKind {}
/// Horizontal positions: leading, trailing, left, right, centerX.
public enum XAxisAnchorKind: AnchorKind {}
/// Vertical positions: top, bottom, centerY, first and last baseline.
public enum YAxisAnchorKind: AnchorKind {}
/// Sizes: width and height.
public enum DimensionAnchorKind: AnchorKind {}

/// One attribute of one layout item, from which constraints are made (UIKit's `NSLayoutAnchor`).
@MainActor
public struct LayoutAnchor<Kind: AnchorKind> {
    /// The item whose attribute this is (held strongly while the anchor exists).
    public let item: LayoutItem
    /// Which of the item's attributes the anchor stands for.
    public let attribute: LayoutAttribute

    /// The anchor of `item`'s `attribute`, which must be of this anchor's kind (the items' own
    /// properties, such as ``LayoutItem/leadingAnchor``, make the anchors of user code).
    package init(_ item: LayoutItem, _ attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
    }

    /// `self == other + constant`, inactive until activated.
    public func constraint(equalTo other: LayoutAnchor<Kind>, constant: Double = 0) -> LayoutConstraint {
        LayoutConstraint(self.erased, .equal, other.erased, multiplier: 1, constant: constant)
    }

    /// `self >= other + constant`, inactive until activated.
    public func constraint(greaterThanOrEqualTo other: LayoutAnchor<Kind>, constant: Double = 0) -> LayoutConstraint {
        LayoutConstraint(self.erased, .greaterThanOrEqual, other.erased, multiplier: 1, constant: constant)
    }

    /// `self <= other + constant`, inactive until activated.
    public func constraint(lessThanOrEqualTo other: LayoutAnchor<Kind>, constant: Double = 0) -> LayoutConstraint {
        LayoutConstraint(self.erased, .lessThanOrEqual, other.erased, multiplier: 1, constant: constant)
    }

    var erased: AnyLayoutAnchor { AnyLayoutAnchor(item: item, attribute: attribute) }
}

/// A horizontal position anchor (UIKit's `NSLayoutXAxisAnchor`).
public typealias LayoutXAxisAnchor = LayoutAnchor<XAxisAnchorKind>
/// A vertical position anchor (UIKit's `NSLayoutYAxisAnchor`).
public typealias LayoutYAxisAnchor = LayoutAnchor<YAxisAnchorKind>
/// A width or height anchor (UIKit's `NSLayoutDimension`); only these can be set to a constant or scaled.
public typealias LayoutDimension = LayoutAnchor<DimensionAnchorKind>

extension LayoutAnchor where Kind == DimensionAnchorKind {
    /// `self == constant`.
    public func constraint(equalToConstant constant: Double) -> LayoutConstraint {
        LayoutConstraint(erased, .equal, nil, multiplier: 0, constant: constant)
    }

    /// `self >= constant`.
    public func constraint(greaterThanOrEqualToConstant constant: Double) -> LayoutConstraint {
        LayoutConstraint(erased, .greaterThanOrEqual, nil, multiplier: 0, constant: constant)
    }

    /// `self <= constant`.
    public func constraint(lessThanOrEqualToConstant constant: Double) -> LayoutConstraint {
        LayoutConstraint(erased, .lessThanOrEqual, nil, multiplier: 0, constant: constant)
    }

    /// `self == multiplier × other + constant`.
    public func constraint(equalTo other: LayoutDimension, multiplier: Double, constant: Double = 0)
        -> LayoutConstraint
    {
        LayoutConstraint(erased, .equal, other.erased, multiplier: multiplier, constant: constant)
    }

    /// `self >= multiplier × other + constant`.
    public func constraint(greaterThanOrEqualTo other: LayoutDimension, multiplier: Double, constant: Double = 0)
        -> LayoutConstraint
    {
        LayoutConstraint(erased, .greaterThanOrEqual, other.erased, multiplier: multiplier, constant: constant)
    }

    /// `self <= multiplier × other + constant`.
    public func constraint(lessThanOrEqualTo other: LayoutDimension, multiplier: Double, constant: Double = 0)
        -> LayoutConstraint
    {
        LayoutConstraint(erased, .lessThanOrEqual, other.erased, multiplier: multiplier, constant: constant)
    }
}

extension LayoutAnchor where Kind == XAxisAnchorKind {
    /// A width that measures from this anchor to `other` (UIKit's `anchorWithOffset(to:)`):
    /// `other − self`, negative while `other` lies to the left.
    ///
    /// It is the width of a layout guide spanning the two, added to the closest item that
    /// holds both. Unlike UIKit's, it is made at the call: both items must be in one tree by
    /// then (otherwise the guide's constraints log that the anchors have no common ancestor,
    /// and never hold), and the guide and its two constraints stay, so make it once per pair.
    public func anchorWithOffset(to other: LayoutXAxisAnchor) -> LayoutDimension {
        let directional = attribute.isDirectional || other.attribute.isDirectional
        return offsetGuide(to: other, start: directional ? .leading : .left, end: directional ? .trailing : .right)
            .widthAnchor
    }
}

extension LayoutAnchor where Kind == YAxisAnchorKind {
    /// A height that measures from this anchor to `other` (UIKit's `anchorWithOffset(to:)`):
    /// `other − self`, negative while `other` lies above. Made as the horizontal one is.
    public func anchorWithOffset(to other: LayoutYAxisAnchor) -> LayoutDimension {
        offsetGuide(to: other, start: .top, end: .bottom).heightAnchor
    }
}

extension LayoutAnchor {
    /// A new guide whose `start` edge is held on this anchor and `end` edge on `other`.
    fileprivate func offsetGuide(to other: LayoutAnchor<Kind>, start: LayoutAttribute, end: LayoutAttribute)
        -> LayoutGuide
    {
        let guide = LayoutGuide(identifier: "offset(\(erased.description) → \(other.erased.description))")
        let owner = item.closestCommonAncestor(with: other.item) ?? item.rootItem
        owner.addLayoutGuide(guide)
        LayoutConstraint.activate([
            LayoutConstraint(guide, start, .equal, item, attribute, identifier: LayoutAnchor.offsetIdentifier),
            LayoutConstraint(
                guide, end, .equal, other.item, other.attribute, identifier: LayoutAnchor.offsetIdentifier),
        ])
        return guide
    }

    /// The identifier of the constraints that hold an offset's guide.
    private static var offsetIdentifier: String { "anchor-offset" }
}

/// An anchor without its axis type, as a constraint stores it. It does not keep its item alive,
/// as UIKit's constraints do not: an engine owns its constraints and a root item owns its
/// engine, so a strong reference back would keep a detached subtree alive forever.
@MainActor
public struct AnyLayoutAnchor {
    private let reference: ItemReference?
    /// The item whose attribute this is; nil once the item has been deallocated.
    public var item: LayoutItem? { reference?.item }
    /// Which of the item's attributes the anchor stands for.
    public let attribute: LayoutAttribute

    init(item: LayoutItem?, attribute: LayoutAttribute) {
        reference = item?.reference
        self.attribute = attribute
    }

    var description: String { "\(item?.debugName ?? "(deallocated)").\(attribute.name)" }
}

extension LayoutItem {
    /// Appends `factor ×` the variable terms of `attribute` to `terms`, as a constraint whose
    /// other item is `other` sees it (positions may resolve to another item; see
    /// ``positionItem(for:relativeTo:)``), and returns `factor ×` its constant part. Constraints
    /// build their solver expression this way, with no array.
    func appendTerms(
        of attribute: LayoutAttribute, relativeTo other: LayoutItem?, times factor: Double, to terms: inout TermList
    ) -> Double {
        appendTerms(of: attribute, at: positionItem(for: attribute, relativeTo: other), times: factor, to: &terms)
    }

    /// ``appendTerms(of:relativeTo:times:to:)`` with the item whose variables stand for the
    /// attribute given (``positionItem(for:relativeTo:)``).
    func appendTerms(
        of attribute: LayoutAttribute, at item: LayoutItem, times factor: Double, to terms: inout TermList
    ) -> Double {
        // Each variable passed as its part of the item's reference, unmanaged: the item keeps
        // the reference alive.
        let group = Unmanaged<VariableGroup>.passUnretained(item.reference)
        switch attribute {
        case .left, .leading:
            terms.append(unretained: group, part: item.part(of: .left), factor)
        case .right, .trailing:
            terms.append(unretained: group, part: item.part(of: .left), factor)
            terms.append(unretained: group, part: item.part(of: .width), factor)
        case .top:
            terms.append(unretained: group, part: item.part(of: .top), factor)
        case .bottom:
            terms.append(unretained: group, part: item.part(of: .top), factor)
            terms.append(unretained: group, part: item.part(of: .height), factor)
        case .width:
            terms.append(unretained: group, part: item.part(of: .width), factor)
        case .height:
            terms.append(unretained: group, part: item.part(of: .height), factor)
        case .centerX:
            terms.append(unretained: group, part: item.part(of: .left), factor)
            terms.append(unretained: group, part: item.part(of: .width), 0.5 * factor)
        case .centerY:
            terms.append(unretained: group, part: item.part(of: .top), factor)
            terms.append(unretained: group, part: item.part(of: .height), 0.5 * factor)
        case .firstBaseline:
            terms.append(unretained: group, part: item.part(of: .top), factor)
            guard let offset = (item as? BaselineLayoutItem)?.firstBaselineOffsetFromTop else {
                terms.append(unretained: group, part: item.part(of: .height), factor)
                return 0
            }
            return factor * offset
        case .lastBaseline:
            terms.append(unretained: group, part: item.part(of: .top), factor)
            terms.append(unretained: group, part: item.part(of: .height), factor)
            guard let offset = (self as? BaselineLayoutItem)?.lastBaselineOffsetFromBottom else { return 0 }
            return -factor * offset
        }
        return 0
    }
}
