/// A visual format string (Auto Layout's ASCII-art constraint language), parsed: an optional
/// superview edge, views with their size predicates, the connections between them, and an
/// optional closing superview edge.
///
/// The grammar is Apple's, whitespace between tokens allowed:
///
///     format      ::= (("H"|"V") ":")? ("|" connection)? view (connection view)* (connection "|")?
///     view        ::= "[" name ("(" predicate ("," predicate)* ")")? "]"
///     connection  ::= ""  |  "-"  |  "-" (number | metric | "(" predicate ("," predicate)* ")") "-"
///     predicate   ::= ("==" | "<=" | ">=")? (number | metric | name) ("@" (number | metric))?
///
/// Metric names are resolved while parsing, so that an unknown one is reported where it stands;
/// view names are checked by the caller, which knows the views.
struct VisualFormat: Equatable {
    /// Along which axis the views follow one another.
    enum Orientation: Equatable { case horizontal, vertical }

    /// How one predicate relates its subject (a size, or a gap) to its object.
    enum Relation: Equatable { case equal, lessThanOrEqual, greaterThanOrEqual }

    /// What a predicate compares its subject with: a number of points, or another view's size
    /// along the same axis (in a view's predicates only).
    enum Object: Equatable {
        case constant(Double)
        case view(name: String, position: Int)
    }

    /// One condition: `subject relation object`, at a priority (1...1000; 1000 is required).
    struct Predicate: Equatable {
        var relation: Relation = .equal
        var object: Object
        var priority: Double = VisualFormat.requiredPriority
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

    /// A view in the format: its name (a key of the views dictionary), where the name starts in
    /// the format (for error messages), and the predicates on its size along the axis.
    struct View: Equatable {
        var name: String
        var position: Int
        var predicates: [Predicate]
    }

    /// The priority of a predicate that gives none.
    static let requiredPriority = 1000.0

    var orientation: Orientation
    /// The connection from the superview's leading (or top) edge to the first view, if the format starts with `|`.
    var leadingEdge: Connection?
    /// Where that `|` stands in the format.
    var leadingEdgePosition = 0
    var views: [View]
    /// `connections[i]` is between `views[i]` and `views[i + 1]`.
    var connections: [Connection]
    /// The connection from the last view to the superview's trailing (or bottom) edge, if the format ends with `|`.
    var trailingEdge: Connection?
    /// Where that `|` stands in the format.
    var trailingEdgePosition = 0

    /// A format that cannot be read, with what was expected and where (a character offset).
    struct ParseError: Error, Equatable, CustomStringConvertible {
        var reason: String
        var format: String
        var position: Int

        /// UIKit's message: the reason, the format, and a caret under the place.
        var description: String {
            "Unable to parse constraint format: \n\(reason) \n\(format) \n"
                + String(repeating: " ", count: max(0, position)) + "^"
        }
    }

    /// Parses `format`, reading metric names in `metrics`.
    init(parsing format: String, metrics: @escaping (String) -> Double?) throws(ParseError) {
        var parser = Parser(format: format, metrics: metrics)
        self = try parser.parseFormat()
    }

    private init(orientation: Orientation) {
        self.orientation = orientation
        views = []
        connections = []
    }

    /// A reader over the format's characters.
    private struct Parser {
        let format: String
        let characters: [Character]
        let metrics: (String) -> Double?
        var index = 0

        init(format: String, metrics: @escaping (String) -> Double?) {
            self.format = format
            characters = Array(format)
            self.metrics = metrics
        }

        mutating func parseFormat() throws(ParseError) -> VisualFormat {
            var result = VisualFormat(orientation: parseOrientation())
            skipSpaces()
            if take("|") {
                result.leadingEdgePosition = index - 1
                result.leadingEdge = try parseConnection()
            }
            result.views.append(try parseView())
            while true {
                skipSpaces()
                if index == characters.count { break }
                let connection = try parseConnection()
                skipSpaces()
                if peek == "|" {
                    result.trailingEdgePosition = index
                    index += 1
                    result.trailingEdge = connection
                    skipSpaces()
                    guard index == characters.count else { throw error("Expected the end of the format") }
                    break
                }
                result.connections.append(connection)
                result.views.append(try parseView())
            }
            return result
        }

        private mutating func parseOrientation() -> Orientation {
            skipSpaces()
            let start = index
            if take("H") || take("V") {
                let letter = characters[index - 1]
                skipSpaces()
                if take(":") { return letter == "V" ? .vertical : .horizontal }
            }
            index = start
            return .horizontal
        }

        /// A connection, up to the next `[` or `|`: nothing, `-`, or `-predicates-`.
        private mutating func parseConnection() throws(ParseError) -> Connection {
            skipSpaces()
            guard take("-") else { return .flush }
            skipSpaces()
            if peek == "[" || peek == "|" { return .standard }
            let predicates: [Predicate]
            if peek == "(" {
                predicates = try parsePredicateList(allowingViews: false)
            } else {
                // A simple predicate: a positive number or a metric, no relation or priority.
                predicates = [Predicate(object: .constant(try parseConstant()))]
            }
            skipSpaces()
            guard take("-") else { throw error("Expected a '-' here") }
            return .predicates(predicates)
        }

        private mutating func parseView() throws(ParseError) -> View {
            skipSpaces()
            guard take("[") else { throw error("Expected a '[' here") }
            skipSpaces()
            let position = index
            guard let name = parseIdentifier() else { throw error("Expected a view") }
            skipSpaces()
            var predicates: [Predicate] = []
            if peek == "(" { predicates = try parsePredicateList(allowingViews: true) }
            skipSpaces()
            guard take("]") else { throw error("Expected a ']' here. That is how you give the end of a view.") }
            return View(name: name, position: position, predicates: predicates)
        }

        private mutating func parsePredicateList(allowingViews: Bool) throws(ParseError) -> [Predicate] {
            _ = take("(")
            var predicates: [Predicate] = []
            repeat {
                predicates.append(try parsePredicate(allowingViews: allowingViews))
                skipSpaces()
            } while take(",")
            guard take(")") else { throw error("Expected a ')' or a ',' here") }
            return predicates
        }

        private mutating func parsePredicate(allowingViews: Bool) throws(ParseError) -> Predicate {
            skipSpaces()
            var relation = Relation.equal
            if take("==") {
                relation = .equal
            } else if take("<=") {
                relation = .lessThanOrEqual
            } else if take(">=") {
                relation = .greaterThanOrEqual
            }
            skipSpaces()
            let object: Object
            let start = index
            if let name = parseIdentifier() {
                if let value = metrics(name) {
                    object = .constant(value)
                } else if allowingViews {
                    object = .view(name: name, position: start)
                } else {
                    index = start
                    throw error("\(name) is not a key in the metrics dictionary.")
                }
            } else {
                object = .constant(try parseNumber())
            }
            var predicate = Predicate(relation: relation, object: object)
            skipSpaces()
            if take("@") {
                skipSpaces()
                predicate.priority = try parseConstant()
                guard predicate.priority >= 1 && predicate.priority <= VisualFormat.requiredPriority else {
                    throw error("A priority must be between 1 and 1000")
                }
            }
            return predicate
        }

        /// A number, or a metric's value.
        private mutating func parseConstant() throws(ParseError) -> Double {
            skipSpaces()
            let start = index
            if let name = parseIdentifier() {
                guard let value = metrics(name) else {
                    index = start
                    throw error("\(name) is not a key in the metrics dictionary.")
                }
                return value
            }
            return try parseNumber()
        }

        /// A decimal number with an optional sign, fraction and exponent.
        private mutating func parseNumber() throws(ParseError) -> Double {
            let start = index
            _ = take("+") || take("-")
            while let character = peek, character.isASCII, character.isNumber || character == "." { index += 1 }
            if peek == "e" || peek == "E" {
                let mark = index
                index += 1
                _ = take("+") || take("-")
                if let character = peek, character.isASCII, character.isNumber {
                    while let character = peek, character.isASCII, character.isNumber { index += 1 }
                } else {
                    index = mark
                }
            }
            guard let value = Double(String(characters[start..<index])), value.isFinite else {
                index = start
                throw error("Expected a number or a metric here")
            }
            return value
        }

        /// A C identifier, if one starts here.
        private mutating func parseIdentifier() -> String? {
            guard let first = peek, first.isASCII, first.isLetter || first == "_" else { return nil }
            let start = index
            while let character = peek, character.isASCII, character.isLetter || character.isNumber || character == "_"
            {
                index += 1
            }
            return String(characters[start..<index])
        }

        private var peek: Character? { index < characters.count ? characters[index] : nil }

        private mutating func take(_ token: String) -> Bool {
            let token = Array(token)
            guard index + token.count <= characters.count, Array(characters[index..<index + token.count]) == token
            else { return false }
            index += token.count
            return true
        }

        private mutating func skipSpaces() {
            while let character = peek, character.isWhitespace { index += 1 }
        }

        private func error(_ reason: String) -> ParseError {
            ParseError(reason: reason, format: format, position: index)
        }
    }
}
