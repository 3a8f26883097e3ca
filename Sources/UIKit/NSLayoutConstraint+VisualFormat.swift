import Foundation
internal import Views

extension NSLayoutConstraint {
    /// How constraints made from a visual format align the views and measure the spaces
    /// (UIKit's `NSLayoutConstraint.FormatOptions`, with its raw values).
    public struct FormatOptions: OptionSet, Sendable {
        /// The bits.
        public let rawValue: UInt
        /// Options from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Aligns the left edges of all the views in the format.
        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        /// Aligns their right edges.
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        /// Aligns their top edges.
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        /// Aligns their bottom edges.
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        /// Aligns their leading edges.
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        /// Aligns their trailing edges.
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        /// Aligns their horizontal centres.
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        /// Aligns their vertical centres.
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        /// Aligns their last baselines.
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        /// Aligns their first baselines.
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        /// The alignment bits.
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)
        /// Horizontal formats run from the leading edge to the trailing one (the default).
        public static let directionLeadingToTrailing = FormatOptions([])
        /// Horizontal formats run from left to right, whatever the layout direction.
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        /// Horizontal formats run from right to left.
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        /// The direction bits.
        public static let directionMask = FormatOptions(rawValue: 3 << 16)
        /// Spaces run from one view's edge to the next one's (the default).
        public static let spacingEdgeToEdge = FormatOptions([])
        /// In vertical formats, spaces between views run from one view's last baseline to the
        /// next one's first baseline.
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
        /// The spacing bit.
        public static let spacingMask = FormatOptions(rawValue: 1 << 19)
    }

    /// The constraints a visual format describes, none of them active yet (UIKit's
    /// `constraints(withVisualFormat:options:metrics:views:)`), in UIKit's order: from the
    /// format's start to its end, then the alignments.
    ///
    /// `H:|-[a]-20-[b(>=50@750)]-|` lays `a` and `b` out along the horizontal axis (`V:` for
    /// the vertical one), 20 points apart, `b` at least 50 points wide at priority 750, both
    /// between the superview's margins: a bare `-` is the standard space, 8 points between
    /// siblings and the margin at the superview's edge (`|`). `views` maps the names in the
    /// format to views or layout guides, `metrics` names to numbers. As in UIKit, a format that
    /// cannot be read stops the program, with a message that shows where.
    public class func constraints(
        withVisualFormat format: String, options: FormatOptions = [], metrics: [String: Any]?, views: [String: Any]
    ) -> [NSLayoutConstraint] {
        do {
            return try makeConstraints(withVisualFormat: format, options: options, metrics: metrics, views: views)
        } catch {
            preconditionFailure("\(error)")
        }
    }

    /// ``constraints(withVisualFormat:options:metrics:views:)``, throwing what it would stop with.
    static func makeConstraints(
        withVisualFormat format: String, options: FormatOptions, metrics: [String: Any]?, views: [String: Any]
    ) throws(VisualFormat.ParseError) -> [NSLayoutConstraint] {
        let parsed = try VisualFormat(
            parsing: format, metric: { name in metrics?[name].flatMap(number(from:)) },
            isView: { views[$0] != nil })
        func failure(_ reason: String, at position: Int) -> VisualFormat.ParseError {
            VisualFormat.ParseError(reason: reason, format: format, position: position)
        }
        func item(_ name: String, endingAt end: Int) throws(VisualFormat.ParseError) -> AnyObject {
            guard let found = views[name] else {
                throw failure("\(name) is not a key in the views dictionary.", at: end)
            }
            guard let item: AnyObject = found as? UIView ?? found as? UILayoutGuide else {
                throw failure("\(name) is not a view or a layout guide in the views dictionary.", at: end)
            }
            return item
        }
        /// The superview of the view ending at `end`, for a `|` beside it.
        func superview(of item: AnyObject, endingAt end: Int) throws(VisualFormat.ParseError) -> UIView {
            guard let superview = (item as? UIView)?.superview ?? (item as? UILayoutGuide)?.owningView else {
                throw failure(
                    "Unable to interpret '|' character, because the related view doesn't have a superview", at: end)
            }
            return superview
        }
        let axis = try FormatAxis(parsed, options: options, format: format)
        var placed: [AnyObject] = []
        for view in parsed.views { placed.append(try item(view.name, endingAt: view.nameEnd)) }
        var made: [NSLayoutConstraint] = []
        if let edge = parsed.leadingEdge {
            let first = placed[0]
            let superview = try superview(of: first, endingAt: parsed.views[0].end)
            made += axis.constraints(for: edge.connection, between: superview, andItsFirst: first)
        }
        for (index, view) in parsed.views.enumerated() {
            for predicate in view.predicates {
                var other: AnyObject?
                if case .view(let name, let end) = predicate.object { other = try item(name, endingAt: end) }
                made.append(
                    NSLayoutConstraint(
                        item: placed[index], attribute: axis.size, relatedBy: predicate.relation, toItem: other,
                        attribute: other == nil ? .notAnAttribute : axis.size, multiplier: 1,
                        constant: other == nil ? CGFloat(predicate.constant) : 0
                    ).prioritised(predicate.priority))
            }
            if index < parsed.connections.count {
                let spacing = axis.spacing(between: placed[index], and: placed[index + 1])
                made += axis.constraints(for: parsed.connections[index], from: spacing.earlier, to: spacing.later)
            }
        }
        if let edge = parsed.trailingEdge, let last = placed.last {
            let superview = try superview(of: last, endingAt: parsed.views[parsed.views.count - 1].end)
            made += axis.constraints(for: edge.connection, between: superview, andItsLast: last)
        }
        for (earlier, later) in zip(placed, placed.dropFirst()) {
            for attribute in axis.alignments {
                made.append(
                    NSLayoutConstraint(
                        item: earlier, attribute: attribute, relatedBy: .equal, toItem: later, attribute: attribute,
                        multiplier: 1, constant: 0))
            }
        }
        return made
    }

    /// A metric's value: a number of any type, or a `NSNumber`.
    private static func number(from value: Any) -> Double? {
        switch value {
        case let value as any BinaryFloatingPoint: Double(value)
        case let value as any BinaryInteger: Double(value)
        case let value as NSNumber: value.doubleValue
        default: nil
        }
    }

    /// This constraint at `priority`, for chaining.
    fileprivate func prioritised(_ priority: Float) -> NSLayoutConstraint {
        self.priority = UILayoutPriority(priority)
        return self
    }
}

extension VisualFormat.Predicate {
    /// The number the predicate compares with; 0 for a view.
    fileprivate var constant: Double {
        if case .constant(let points) = object { return points }
        return 0
    }
}

/// One side of a space in a visual format: an item's edge (or baseline) along the format's axis.
@MainActor
private struct Edge {
    let item: AnyObject
    let attribute: NSLayoutConstraint.Attribute

    init(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
    }
}

/// The attributes a visual format's axis and options give its constraints.
@MainActor
private struct FormatAxis {
    /// Where an item starts and ends along the axis: leading and trailing (or left and right,
    /// right and left, as the direction says), top and bottom.
    let start: NSLayoutConstraint.Attribute
    let end: NSLayoutConstraint.Attribute
    /// The size along the axis.
    let size: NSLayoutConstraint.Attribute
    /// Whether the format runs right to left: positions then fall from one view to the next,
    /// and a space is measured from the later view's right edge up to the earlier one's left.
    let isRightToLeft: Bool
    /// Whether spaces, at the superview's edges too, run from and to baselines.
    let measuresBaselines: Bool
    /// The attributes the options align neighbouring views on, across the axis.
    let alignments: [NSLayoutConstraint.Attribute]

    private static let horizontalAlignments: [(NSLayoutConstraint.FormatOptions, NSLayoutConstraint.Attribute)] = [
        (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllLeading, .leading),
        (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
    ]
    private static let verticalAlignments: [(NSLayoutConstraint.FormatOptions, NSLayoutConstraint.Attribute)] = [
        (.alignAllTop, .top), (.alignAllBottom, .bottom), (.alignAllCenterY, .centerY),
        (.alignAllLastBaseline, .lastBaseline), (.alignAllFirstBaseline, .firstBaseline),
    ]

    init(_ parsed: VisualFormat, options: NSLayoutConstraint.FormatOptions, format: String)
        throws(VisualFormat.ParseError)
    {
        let isHorizontal = parsed.orientation == .horizontal
        let alignment = options.intersection(.alignmentMask)
        let along = isHorizontal ? FormatAxis.horizontalAlignments : FormatAxis.verticalAlignments
        // Refused only where two views would be aligned, after the second, as UIKit does.
        if parsed.views.count > 1 && along.contains(where: { alignment.contains($0.0) }) {
            let edge = isHorizontal ? "horizontal" : "vertical"
            throw VisualFormat.ParseError(
                reason: "Options mask required views to be aligned on a \(edge) edge, which is not allowed for "
                    + "layout that is also \(edge).", format: format, position: parsed.views[1].end)
        }
        alignments = (isHorizontal ? FormatAxis.verticalAlignments : FormatAxis.horizontalAlignments)
            .filter { alignment.contains($0.0) }.map(\.1)
        let connected = !parsed.connections.isEmpty || parsed.leadingEdge != nil || parsed.trailingEdge != nil
        if isHorizontal && options.contains(.spacingBaselineToBaseline) && connected {
            throw VisualFormat.ParseError(
                reason: "BaselineToBaseline format option not valid for horizontal layout", format: format, position: 0)
        }
        measuresBaselines = !isHorizontal && options.contains(.spacingBaselineToBaseline)
        isRightToLeft = isHorizontal && options.intersection(.directionMask) == .directionRightToLeft
        switch (parsed.orientation, options.intersection(.directionMask)) {
        case (.vertical, _): (start, end, size) = (.top, .bottom, .height)
        case (.horizontal, .directionLeftToRight): (start, end, size) = (.left, .right, .width)
        case (.horizontal, .directionRightToLeft): (start, end, size) = (.right, .left, .width)
        default: (start, end, size) = (.leading, .trailing, .width)
        }
    }

    /// The attribute of the first view that a space from the superview's leading edge reaches.
    var leadingAttribute: NSLayoutConstraint.Attribute { measuresBaselines ? .firstBaseline : start }
    /// The attribute of the last view that a space to the superview's trailing edge starts at.
    var trailingAttribute: NSLayoutConstraint.Attribute { measuresBaselines ? .lastBaseline : end }

    /// The edges a space between two neighbouring views runs between.
    func spacing(between earlier: AnyObject, and later: AnyObject) -> (earlier: Edge, later: Edge) {
        (Edge(earlier, trailingAttribute), Edge(later, leadingAttribute))
    }

    /// The constraints between the superview's leading (or top) edge and `first`: a standard
    /// space is none to the superview's margin, as in UIKit.
    func constraints(for connection: VisualFormat.Connection, between superview: UIView, andItsFirst first: AnyObject)
        -> [NSLayoutConstraint]
    {
        let toMargin = connection == .standard
        return constraints(
            for: toMargin ? .flush : connection, from: Edge(toMargin ? superview.layoutMarginsGuide : superview, start),
            to: Edge(first, leadingAttribute))
    }

    /// The constraints between `last` and the superview's trailing (or bottom) edge.
    func constraints(for connection: VisualFormat.Connection, between superview: UIView, andItsLast last: AnyObject)
        -> [NSLayoutConstraint]
    {
        let toMargin = connection == .standard
        return constraints(
            for: toMargin ? .flush : connection, from: Edge(last, trailingAttribute),
            to: Edge(toMargin ? superview.layoutMarginsGuide : superview, end))
    }

    /// The constraints that keep `later` the connection's space after `earlier`: `later =
    /// earlier + space` along the axis (the other way round right to left, so that a space
    /// stays a positive distance); a standard space is 8 points.
    func constraints(for connection: VisualFormat.Connection, from earlier: Edge, to later: Edge)
        -> [NSLayoutConstraint]
    {
        func make(_ relation: NSLayoutConstraint.Relation, _ from: Edge, _ to: Edge, _ points: Double)
            -> NSLayoutConstraint
        {
            let (first, second) = isRightToLeft ? (from, to) : (to, from)
            return NSLayoutConstraint(
                item: first.item, attribute: first.attribute, relatedBy: relation, toItem: second.item,
                attribute: second.attribute, multiplier: 1, constant: CGFloat(points))
        }
        switch connection {
        case .flush:
            return [make(.equal, earlier, later, 0)]
        case .standard:
            return [make(.equal, earlier, later, StackView.systemSpacing)]
        case .predicates(let predicates):
            return predicates.map { make($0.relation, earlier, later, $0.constant).prioritised($0.priority) }
        }
    }
}
