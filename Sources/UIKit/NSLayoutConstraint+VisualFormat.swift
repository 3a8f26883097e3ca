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
    /// `constraints(withVisualFormat:options:metrics:views:)`).
    ///
    /// `H:|-[a]-20-[b(>=50@750)]-|` lays `a` and `b` out along the horizontal axis (`V:` for
    /// the vertical one), 20 points apart, `b` at least 50 points wide at priority 750, both
    /// between the superview's margins: a bare `-` is the standard space, 8 points between
    /// siblings and the margin at the superview's edge (`|`). `views` maps the names in the
    /// format to views, `metrics` names to numbers. As in UIKit, a format that cannot be read
    /// stops the program with a message that shows where.
    public class func constraints(
        withVisualFormat format: String, options: FormatOptions = [], metrics: [String: Any]?, views: [String: Any]
    ) -> [NSLayoutConstraint] {
        do {
            return try makeConstraints(withVisualFormat: format, options: options, metrics: metrics, views: views)
        } catch {
            UIApplication.fail("\(error)")
        }
    }

    /// ``constraints(withVisualFormat:options:metrics:views:)``, throwing what it would stop with.
    static func makeConstraints(
        withVisualFormat format: String, options: FormatOptions, metrics: [String: Any]?, views: [String: Any]
    ) throws(VisualFormat.ParseError) -> [NSLayoutConstraint] {
        let parsed = try VisualFormat(parsing: format) { name in metrics?[name].flatMap(number(from:)) }
        func view(_ name: String, at position: Int) throws(VisualFormat.ParseError) -> UIView {
            guard let view = views[name] as? UIView else {
                let reason =
                    views[name] == nil
                    ? "\(name) is not a key in the views dictionary." : "\(name) is not a view in the views dictionary."
                throw VisualFormat.ParseError(reason: reason, format: format, position: position)
            }
            return view
        }
        let axis = try FormatAxis(parsed.orientation, options: options, format: format)
        var made: [NSLayoutConstraint] = []
        var placed: [UIView] = []
        for spec in parsed.views {
            let subject = try view(spec.name, at: spec.position)
            for predicate in spec.predicates {
                switch predicate.object {
                case .constant(let points):
                    made.append(
                        NSLayoutConstraint(
                            item: subject, attribute: axis.size, relatedBy: predicate.relation.uiKit, toItem: nil,
                            attribute: .notAnAttribute, multiplier: 1, constant: CGFloat(points)
                        ).prioritised(predicate.priority))
                case .view(let name, let position):
                    made.append(
                        NSLayoutConstraint(
                            item: subject, attribute: axis.size, relatedBy: predicate.relation.uiKit,
                            toItem: try view(name, at: position), attribute: axis.size, multiplier: 1, constant: 0
                        ).prioritised(predicate.priority))
                }
            }
            placed.append(subject)
        }
        for (index, connection) in parsed.connections.enumerated() {
            let spacing = axis.spacing(between: placed[index], and: placed[index + 1])
            made += axis.constraints(for: connection, from: spacing.earlier, to: spacing.later, standard: .sibling)
        }
        if let connection = parsed.leadingEdge {
            let first = placed[0]
            guard let superview = first.superview else {
                throw VisualFormat.ParseError(
                    reason: "Unable to interpret '|' character, because the related view doesn't have a superview",
                    format: format, position: parsed.leadingEdgePosition)
            }
            made += axis.constraints(
                for: connection, from: Edge(superview, axis.start), to: Edge(first, axis.start),
                standard: .margin(Edge(superview, axis.startMargin)))
        }
        if let connection = parsed.trailingEdge, let last = placed.last {
            guard let superview = last.superview else {
                throw VisualFormat.ParseError(
                    reason: "Unable to interpret '|' character, because the related view doesn't have a superview",
                    format: format, position: parsed.trailingEdgePosition)
            }
            made += axis.constraints(
                for: connection, from: Edge(last, axis.end), to: Edge(superview, axis.end),
                standard: .margin(Edge(superview, axis.endMargin)))
        }
        for attribute in axis.alignments {
            for (previous, view) in zip(placed, placed.dropFirst()) {
                made.append(
                    NSLayoutConstraint(
                        item: view, attribute: attribute, relatedBy: .equal, toItem: previous, attribute: attribute,
                        multiplier: 1, constant: 0))
            }
        }
        return made
    }

    /// A metric's value: any number type, or a `NSNumber`.
    private static func number(from value: Any) -> Double? {
        switch value {
        case let value as CGFloat: Double(value)
        case let value as Double: value
        case let value as Float: Double(value)
        case let value as Int: Double(value)
        case let value as NSNumber: value.doubleValue
        default: nil
        }
    }

    /// This constraint at `priority` (1...1000), for chaining.
    private func prioritised(_ priority: Double) -> NSLayoutConstraint {
        self.priority = UILayoutPriority(Float(priority))
        return self
    }
}

extension VisualFormat.Relation {
    fileprivate var uiKit: NSLayoutConstraint.Relation {
        switch self {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }
}

/// One side of a space in a visual format: a view's edge (or baseline) along the format's axis.
@MainActor
private struct Edge {
    let view: UIView
    let attribute: NSLayoutConstraint.Attribute

    init(_ view: UIView, _ attribute: NSLayoutConstraint.Attribute) {
        self.view = view
        self.attribute = attribute
    }
}

/// The attributes a visual format's axis and options give its constraints.
@MainActor
private struct FormatAxis {
    /// Where a view starts and ends along the axis: leading and trailing (or left and right,
    /// right and left, as the direction says), top and bottom.
    let start: NSLayoutConstraint.Attribute
    let end: NSLayoutConstraint.Attribute
    /// The same edges of a superview's margins: where a standard space to the superview goes.
    let startMargin: NSLayoutConstraint.Attribute
    let endMargin: NSLayoutConstraint.Attribute
    /// The size along the axis.
    let size: NSLayoutConstraint.Attribute
    /// Whether positions fall along the format (right to left): a space is then measured from
    /// the later view's start up to the earlier one's end.
    let runsBackwards: Bool
    /// Whether spaces between views run from baseline to baseline.
    let spacesBaselines: Bool
    /// The attributes the options align the views on, across the axis.
    let alignments: [NSLayoutConstraint.Attribute]

    /// What a standard space (`-`) is, next to a sibling or to a superview's edge.
    enum Standard {
        /// The system spacing between siblings.
        case sibling
        /// The superview's margin: the space is to this edge of its margins, with no constant.
        case margin(Edge)
    }

    private static let horizontalAlignments: [(NSLayoutConstraint.FormatOptions, NSLayoutConstraint.Attribute)] = [
        (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllLeading, .leading),
        (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
    ]
    private static let verticalAlignments: [(NSLayoutConstraint.FormatOptions, NSLayoutConstraint.Attribute)] = [
        (.alignAllTop, .top), (.alignAllBottom, .bottom), (.alignAllCenterY, .centerY),
        (.alignAllLastBaseline, .lastBaseline), (.alignAllFirstBaseline, .firstBaseline),
    ]

    init(
        _ orientation: VisualFormat.Orientation, options: NSLayoutConstraint.FormatOptions, format: String
    ) throws(VisualFormat.ParseError) {
        let alignment = options.intersection(.alignmentMask)
        let across = orientation == .horizontal ? FormatAxis.verticalAlignments : FormatAxis.horizontalAlignments
        let along = orientation == .horizontal ? FormatAxis.horizontalAlignments : FormatAxis.verticalAlignments
        if along.contains(where: { alignment.contains($0.0) }) {
            let edge = orientation == .horizontal ? "horizontal" : "vertical"
            throw VisualFormat.ParseError(
                reason: "Options mask required views to be aligned on a \(edge) edge, which is not allowed for "
                    + "layout that is also \(edge).", format: format, position: 0)
        }
        alignments = across.filter { alignment.contains($0.0) }.map(\.1)
        spacesBaselines = orientation == .vertical && options.contains(.spacingBaselineToBaseline)
        switch (orientation, options.intersection(.directionMask)) {
        case (.vertical, _):
            (start, end, startMargin, endMargin, size) = (.top, .bottom, .topMargin, .bottomMargin, .height)
            runsBackwards = false
        case (.horizontal, .directionLeftToRight):
            (start, end, startMargin, endMargin, size) = (.left, .right, .leftMargin, .rightMargin, .width)
            runsBackwards = false
        case (.horizontal, .directionRightToLeft):
            (start, end, startMargin, endMargin, size) = (.right, .left, .rightMargin, .leftMargin, .width)
            runsBackwards = true
        default:
            (start, end, startMargin, endMargin, size) = (.leading, .trailing, .leadingMargin, .trailingMargin, .width)
            runsBackwards = false
        }
    }

    /// The edges a space between two neighbouring views runs between.
    func spacing(between earlier: UIView, and later: UIView) -> (earlier: Edge, later: Edge) {
        spacesBaselines
            ? (Edge(earlier, .lastBaseline), Edge(later, .firstBaseline)) : (Edge(earlier, end), Edge(later, start))
    }

    /// The constraints that keep `later` the connection's space after `earlier`: `later =
    /// earlier + space` along the axis (the other way round when the format runs backwards,
    /// so that a space stays a positive distance).
    func constraints(
        for connection: VisualFormat.Connection, from earlier: Edge, to later: Edge, standard: Standard
    ) -> [NSLayoutConstraint] {
        func make(_ relation: NSLayoutConstraint.Relation, _ from: Edge, _ to: Edge, _ points: Double)
            -> NSLayoutConstraint
        {
            let (first, second) = runsBackwards ? (from, to) : (to, from)
            return NSLayoutConstraint(
                item: first.view, attribute: first.attribute, relatedBy: relation, toItem: second.view,
                attribute: second.attribute, multiplier: 1, constant: CGFloat(points))
        }
        switch connection {
        case .flush:
            return [make(.equal, earlier, later, 0)]
        case .standard:
            switch standard {
            case .sibling:
                return [make(.equal, earlier, later, StackView.systemSpacing)]
            case .margin(let margin):
                // To the margin, not the edge: `|-[view]` follows the superview's layout margins.
                return later.view === margin.view
                    ? [make(.equal, earlier, margin, 0)] : [make(.equal, margin, later, 0)]
            }
        case .predicates(let predicates):
            return predicates.map { predicate in
                guard case .constant(let points) = predicate.object else {
                    preconditionFailure("a space's predicates compare it with numbers only")
                }
                let constraint = make(predicate.relation.uiKit, earlier, later, points)
                constraint.priority = UILayoutPriority(Float(predicate.priority))
                return constraint
            }
        }
    }
}
