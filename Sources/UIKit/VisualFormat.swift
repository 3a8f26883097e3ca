import Foundation

/// A visual format string (Auto Layout's ASCII-art constraint language), parsed: an optional
/// superview edge, views with their size predicates, the connections between them, and an
/// optional closing superview edge.
///
/// The grammar is Apple's, character by character (no spaces, ASCII only, as UIKit reads it):
///
///     format      ::= (("H"|"V") ":")? ("|" connection)? view (connection view)* (connection "|")?
///     view        ::= "[" name ("(" predicate ("," predicate)* ")")? "]"
///     connection  ::= ""  |  "-"  |  "-" predicate "-"  |  "-(" predicate ("," predicate)* ")-"
///     predicate   ::= ("==" | "<=" | ">=")? (number | metric | name) ("@" (number | metric))?
///
/// Metric names are resolved while parsing, so that an unknown one is reported where it stands;
/// the views are looked up by the caller.
struct VisualFormat {
    /// Along which axis the views follow one another.
    enum Orientation: Equatable { case horizontal, vertical }

    /// What a predicate compares its subject with: a number of points, or another view's size
    /// along the same axis (in a view's predicates only).
    enum Object: Equatable {
        case constant(Double)
        /// A view's name, and where it ends in the format (for error messages).
        case view(name: String, end: Int)
    }

    /// One condition: `subject relation object`, at a priority (above 0, at most 1000, which is
    /// required).
    struct Predicate: Equatable {
        var relation = NSLayoutConstraint.Relation.equal
        var object: Object
        var priority: Float = UILayoutPriority.required.rawValue
    }

    /// The space between two neighbours (two views, or a view and its superview's edge).
    enum Connection: Equatable {
        /// No space: `[a][b]`.
        case flush
        /// The standard space: `[a]-[b]`, 8 points between siblings, the superview's margin at
        /// its edge.
        case standard
        /// Spaces given by predicates: `[a]-20-[b]`, `[a]-(>=8@750)-[b]`.
        case predicates([Predicate])
    }

    /// A view in the format: its name (a key of the views dictionary), the predicates on its
    /// size along the axis, and where its name and the view end in the format (for error
    /// messages, which point just past what they are about).
    struct View: Equatable {
        var name: String
        var nameEnd: Int
        var predicates: [Predicate]
        var end: Int
    }

    /// A superview edge, `|`: the connection between it and its neighbour, and where it stands.
    struct SuperviewEdge: Equatable {
        var connection: Connection
        var position: Int
    }

    var orientation: Orientation
    /// The superview's leading (or top) edge and the first view, if the format starts with `|`.
    var leadingEdge: SuperviewEdge?
    var views: [View] = []
    /// `connections[i]` is between `views[i]` and `views[i + 1]`.
    var connections: [Connection] = []
    /// The last view and the superview's trailing (or bottom) edge, if the format ends with `|`.
    var trailingEdge: SuperviewEdge?

    /// A format that cannot be read, with UIKit's reason and the place it stopped at (a
    /// character offset).
    struct ParseError: Error, Equatable, CustomStringConvertible {
        var reason: String
        var format: String
        var position: Int

        /// UIKit's message: the reason, the format, and a caret under the place.
        var description: String {
            "Unable to parse constraint format: \n\(reason) \n\(format) \n"
                + String(repeating: " ", count: position) + "^"
        }
    }

    /// Parses `format`; `metric` gives a metric's value, `isView` tells a view's name (which
    /// a space may not be compared with).
    init(parsing format: String, metric: @escaping (String) -> Double?, isView: @escaping (String) -> Bool)
        throws(ParseError)
    {
        var parser = Parser(format: format, metric: metric, isView: isView)
        self = try parser.parseFormat()
    }

    private init(orientation: Orientation) { self.orientation = orientation }

    /// A reader over the format's characters, as UIKit's: one at a time, no spaces skipped.
    private struct Parser {
        let format: String
        let characters: [UInt8]
        let metric: (String) -> Double?
        let isView: (String) -> Bool
        var index = 0

        init(format: String, metric: @escaping (String) -> Double?, isView: @escaping (String) -> Bool) {
            self.format = format
            characters = Array(format.utf8)
            self.metric = metric
            self.isView = isView
        }

        mutating func parseFormat() throws(ParseError) -> VisualFormat {
            guard !characters.isEmpty else { throw error("It's an empty string.") }
            guard characters.allSatisfy({ $0 < 0x80 }) else { throw error("It contains non-ASCII characters.") }
            var result = VisualFormat(orientation: try parseOrientation())
            if take("|") {
                let position = index - 1
                guard index < characters.count else { throw error("Expected a connection after the '|' character") }
                result.leadingEdge = SuperviewEdge(connection: try parseConnection(), position: position)
            }
            result.views.append(try parseView(afterConnection: false))
            while index < characters.count {
                let connection = try parseConnection()
                if take("|") {
                    result.trailingEdge = SuperviewEdge(connection: connection, position: index - 1)
                    guard index == characters.count else { throw error("Expected the end of the format string") }
                    break
                }
                result.connections.append(connection)
                result.views.append(try parseView(afterConnection: true))
            }
            return result
        }

        private mutating func parseOrientation() throws(ParseError) -> Orientation {
            let orientations: [(letter: StaticString, orientation: Orientation, name: String)] = [
                ("H", .horizontal, "horizontal"), ("V", .vertical, "vertical"),
            ]
            for (letter, orientation, name) in orientations where take(letter) {
                guard take(":") else {
                    throw error("Expected ':' after '\(letter)' to specify \(name) arrangement")
                }
                return orientation
            }
            return .horizontal
        }

        /// A connection, up to the next `[` or `|`: nothing, `-`, `-predicate-` or
        /// `-(predicates)-`.
        private mutating func parseConnection() throws(ParseError) -> Connection {
            guard take("-") else { return .flush }
            if next("[") || next("|") { return .standard }
            if next("-") {
                throw error(
                    "Cannot tell if this - is a minus sign or an accidental extra bar in the connection. "
                        + "Use parentheses around negative numbers.")
            }
            let predicates: [Predicate]
            if next("(") {
                predicates = try parsePredicateList(
                    ofView: false,
                    unclosed:
                        "Expected a ')' at the end of a constraint modifier, or a ',' before another constraint modifier"
                )
            } else {
                predicates = [try parsePredicate(ofView: false)]
            }
            guard take("-") else {
                throw error(
                    next(",")
                        ? "Expected a '-' here. To specify a list of constraints, you must use parentheses around "
                            + "the list of constraints" : "Expected a '-' here")
            }
            return .predicates(predicates)
        }

        private mutating func parseView(afterConnection: Bool) throws(ParseError) -> View {
            guard take("[") else { throw error(afterConnection ? "Expected a view or '|'" : "Expected a view") }
            guard let name = parseIdentifier() else {
                throw error(
                    "Expected a view. View names must start with a letter or an underscore, then contain letters, "
                        + "numbers, and underscores.")
            }
            let nameEnd = index
            var predicates: [Predicate] = []
            if next("(") {
                predicates = try parsePredicateList(
                    ofView: true,
                    unclosed: "A predicate on a view's thickness must end with ')' and the view must end with ']'")
                guard take("]") else { throw error("Expected ']' after specifying thickness.") }
            } else {
                guard take("]") else { throw error("Expected a ']' here. That is how you give the end of a view.") }
            }
            return View(name: name, nameEnd: nameEnd, predicates: predicates, end: index)
        }

        private mutating func parsePredicateList(ofView: Bool, unclosed: String) throws(ParseError) -> [Predicate] {
            _ = take("(")
            var predicates: [Predicate] = []
            repeat {
                predicates.append(try parsePredicate(ofView: ofView))
            } while take(",")
            guard take(")") else { throw error(unclosed) }
            return predicates
        }

        private mutating func parsePredicate(ofView: Bool) throws(ParseError) -> Predicate {
            var predicate = Predicate(object: .constant(0))
            if take("==") {
                predicate.relation = .equal
            } else if take("<=") {
                predicate.relation = .lessThanOrEqual
            } else if take(">=") {
                predicate.relation = .greaterThanOrEqual
            } else if next("=") || next("<") || next(">") {
                throw error("Unknown relation. Must be ==, >=, or <=")
            }
            if let name = parseIdentifier() {
                if let value = metric(name) {
                    predicate.object = .constant(value)
                } else if isView(name) {
                    guard ofView else {
                        throw error(
                            "It's not possible to set a space equal to the width or height of a view. Perhaps you "
                                + "want to use a view as a spacer? [view1][spacer(==view1)][view2]")
                    }
                    predicate.object = .view(name: name, end: index)
                } else {
                    throw unknownMetric(name)
                }
            } else {
                predicate.object = .constant(try parseNumber())
            }
            if take("@") {
                let priority = try parseConstant()
                guard priority <= Double(UILayoutPriority.required.rawValue) else {
                    throw error(
                        "Invalid priority specified: \(Self.shortest(priority)). Priority cannot be higher than "
                            + "NSLayoutPriorityRequired, which is 1000.")
                }
                guard priority > 0 else {
                    throw error(
                        "Invalid priority specified: \(Self.shortest(priority)). Priority must be greater than 0")
                }
                predicate.priority = Float(priority)
            }
            return predicate
        }

        /// A number, or a metric's value.
        private mutating func parseConstant() throws(ParseError) -> Double {
            guard let name = parseIdentifier() else { return try parseNumber() }
            guard let value = metric(name) else { throw unknownMetric(name) }
            return value
        }

        /// A decimal number: a digit or a minus sign first, then digits, a point, an exponent.
        private mutating func parseNumber() throws(ParseError) -> Double {
            let start = index
            guard let first = peek, next("-") || Self.isDigit(first) else {
                throw error("Expected a number or a metric here")
            }
            index += 1
            while let character = peek, Self.isDigit(character) || next(".") { index += 1 }
            if next("e") || next("E") {
                let mark = index
                index += 1
                _ = take("+") || take("-")
                if let digit = peek, Self.isDigit(digit) {
                    while let digit = peek, Self.isDigit(digit) { index += 1 }
                } else {
                    index = mark
                }
            }
            guard let value = Double(String(decoding: characters[start..<index], as: UTF8.self)), value.isFinite
            else {
                index = start
                throw error("Expected a number or a metric here")
            }
            return value
        }

        /// A C identifier, if one starts here.
        private mutating func parseIdentifier() -> String? {
            guard let first = peek, Self.isLetter(first) || first == UInt8(ascii: "_") else { return nil }
            let start = index
            while let character = peek,
                Self.isLetter(character) || Self.isDigit(character) || character == UInt8(ascii: "_")
            {
                index += 1
            }
            return String(decoding: characters[start..<index], as: UTF8.self)
        }

        private func unknownMetric(_ name: String) -> ParseError {
            error(
                "Encountered metric with name \"\(name)\", but value was not specified in metrics or views dictionaries"
            )
        }

        private static func isDigit(_ character: UInt8) -> Bool {
            (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(character)
        }
        private static func isLetter(_ character: UInt8) -> Bool {
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(character | 0x20)
        }
        /// A number as `%g` writes it.
        private static func shortest(_ value: Double) -> String { String(format: "%g", value) }

        private var peek: UInt8? { index < characters.count ? characters[index] : nil }

        /// Whether the next character is `character`.
        private func next(_ character: Unicode.Scalar) -> Bool { peek == UInt8(ascii: character) }

        private mutating func take(_ token: StaticString) -> Bool {
            let length = token.utf8CodeUnitCount
            guard index + length <= characters.count else { return false }
            let matches = token.withUTF8Buffer { Array($0) == Array(characters[index..<index + length]) }
            if matches { index += length }
            return matches
        }

        private func error(_ reason: String) -> ParseError {
            ParseError(reason: reason, format: format, position: index)
        }
    }
}
