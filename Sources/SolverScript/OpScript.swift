import Cassowary
import Foundation

/// One step of a solver op script: the JSON-lines format the differential fuzzer writes and the
/// regression fixtures keep (`Scripts/fuzz.py` documents it).
public enum ScriptOperation {
    /// Makes `count` new variables; ids continue from the last.
    case makeVariables(count: Int)
    /// Makes constraint object `id`, adding it to the solver when `add` is true.
    case constraint(
        id: Int, terms: [(variable: Int, coefficient: Double)], constant: Double, relation: Relation,
        strength: Strength, add: Bool)
    /// Adds constraint object `id` again (after a `remove`, or a second time to provoke a duplicate).
    case readd(id: Int)
    /// Removes constraint object `id` from the solver.
    case remove(id: Int)
    /// Changes constraint `id`'s constant to `value` in place.
    case updateConstant(id: Int, value: Double)
    /// Makes variable `variable` an edit variable at `strength`.
    case addEdit(variable: Int, strength: Strength)
    /// Removes the edit on variable `variable`.
    case removeEdit(variable: Int)
    /// Suggests `value` for edit variable `variable`.
    case suggest(variable: Int, value: Double)
    /// `updateVariables()`, then every variable's value.
    case update
    /// Asks whether constraint object `id` is in the solver.
    case hasConstraint(id: Int)
    /// Asks whether variable `variable` has an edit.
    case hasEdit(variable: Int)
    /// Empties the solver; variables and constraint objects stay known to the script.
    case reset
    /// Comments and `end`: nothing happens.
    case none

    /// The variable numbers the operation names.
    var variableNumbers: [Int] {
        switch self {
        case .constraint(_, let terms, _, _, _, _): terms.map(\.variable)
        case .addEdit(let variable, _), .removeEdit(let variable), .suggest(let variable, _), .hasEdit(let variable):
            [variable]
        default: []
        }
    }
}

/// What one operation gave.
public enum ScriptResult: Equatable {
    /// An operation with no result to compare: making variables, a comment.
    case nothing
    /// The solver call succeeded.
    case ok
    /// A solver error, by kind (`unsatisfiable`, `internal`, ...).
    case error(String)
    /// Every variable's value after an update, in id order.
    case values([Double])
    /// The answer to a `hascon` or `hasedit` question.
    case flag(Bool)

    /// The result as the fuzzer's JSON value.
    public var json: Any {
        switch self {
        case .nothing: NSNull()
        case .ok: "ok"
        case .error(let kind): "err:\(kind)"
        case .values(let values): values.map { $0.isFinite ? $0 : 0 }
        case .flag(let flag): flag
        }
    }
}

/// A script line that is not a valid op.
public struct ScriptError: Error, CustomStringConvertible {
    /// What is wrong with the line.
    public let description: String

    /// An error that says `description`.
    public init(description: String) { self.description = description }
}

extension ScriptOperation {
    /// Parses one op object (`{"op": "add", "cid": 3, ...}`).
    public init(json: [String: Any]) throws(ScriptError) {
        func int(_ key: String) throws(ScriptError) -> Int {
            guard let value = json[key].flatMap(Self.integer) else { throw ScriptError(description: "op needs \(key)") }
            return value
        }
        let name = json["op"] as? String ?? ""
        switch name {
        case "var": self = .makeVariables(count: try int("count"))
        case "add", "make":
            guard let rawTerms = json["terms"] as? [[Any]] else { throw ScriptError(description: "op needs terms") }
            var terms: [(Int, Double)] = []
            for pair in rawTerms {
                guard pair.count == 2, let variable = Self.integer(pair[0]) else {
                    throw ScriptError(description: "bad term \(pair)")
                }
                terms.append((variable, try Self.number(pair[1])))
            }
            let relation: Relation
            switch json["rel"] as? String {
            case "==": relation = .equal
            case "<=": relation = .lessThanOrEqual
            case ">=": relation = .greaterThanOrEqual
            default: throw ScriptError(description: "bad rel")
            }
            self = .constraint(
                id: try int("cid"), terms: terms, constant: try Self.number(json["constant"] ?? 0), relation: relation,
                strength: try Self.strength(json["strength"]), add: name == "add")
        case "readd": self = .readd(id: try int("cid"))
        case "remove": self = .remove(id: try int("cid"))
        case "updconst": self = .updateConstant(id: try int("cid"), value: try Self.number(json["value"] ?? 0))
        case "addedit": self = .addEdit(variable: try int("var"), strength: try Self.strength(json["strength"]))
        case "rmedit": self = .removeEdit(variable: try int("var"))
        case "suggest": self = .suggest(variable: try int("var"), value: try Self.number(json["value"] ?? 0))
        case "update": self = .update
        case "hascon": self = .hasConstraint(id: try int("cid"))
        case "hasedit": self = .hasEdit(variable: try int("var"))
        case "reset": self = .reset
        case "#", "end": self = .none
        default: throw ScriptError(description: "unknown op \(name)")
        }
    }

    /// A whole number, if `value` is one.
    static func integer(_ value: Any) -> Int? {
        if let number = value as? Double, let whole = Int(exactly: number) { return whole }
        return (value as? NSNumber)?.intValue
    }

    /// A number, or one of the strings `nan`, `inf`, `-inf`.
    static func number(_ value: Any) throws(ScriptError) -> Double {
        if let number = value as? Double { return number }
        if let number = value as? NSNumber { return number.doubleValue }
        switch value as? String {
        case "nan": return .nan
        case "inf": return .infinity
        case "-inf": return -.infinity
        default: throw ScriptError(description: "bad number \(value)")
        }
    }

    /// `"required"`, `"strong"`, `"medium"`, `"weak"`, or kiwi's `[strong, medium, weak(, weight)]`.
    static func strength(_ value: Any?) throws(ScriptError) -> Strength {
        switch value {
        case let name as String:
            switch name {
            case "required": return .required
            case "strong": return .strong
            case "medium": return .medium
            case "weak": return .weak
            default: throw ScriptError(description: "bad strength \(name)")
            }
        case let tiers as [Any] where tiers.count == 3 || tiers.count == 4:
            var numbers: [Double] = []
            for tier in tiers { numbers.append(try number(tier)) }
            return Strength(
                strong: numbers[0], medium: numbers[1], weak: numbers[2], weight: numbers.count == 4 ? numbers[3] : 1)
        default:
            throw ScriptError(description: "bad strength \(String(describing: value))")
        }
    }

    /// Every op of a JSON-lines script, one object a line (blank lines skipped).
    public static func parseLines(_ text: String) throws -> [(json: [String: Any], operation: ScriptOperation)] {
        var operations: [([String: Any], ScriptOperation)] = []
        for line in text.split(separator: "\n") where !line.allSatisfy(\.isWhitespace) {
            guard let json = try jsonObject(String(line)) as? [String: Any] else {
                throw ScriptError(description: "not an object: \(line)")
            }
            operations.append((json, try ScriptOperation(json: json)))
        }
        return operations
    }
}

extension ScriptOperation {
    /// The JSON value of `text`, with every number a `Double` read to the nearest one.
    ///
    /// Not `JSONSerialization`'s: it reads `-1320.618611111111` as `-1320.6186111111106`,
    /// some units in the last place off, which a 10⁻⁶ coefficient magnifies into answers
    /// that differ from the fuzzer's by more than its tolerance.
    public static func jsonObject(_ text: String) throws -> Any {
        try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8)).object
    }
}

/// A JSON value decoded by `JSONDecoder`, whose numbers are correctly rounded.
private enum JSONValue: Decodable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    /// As `JSONSerialization` would give it, but with `Double` numbers.
    var object: Any {
        switch self {
        case .null: NSNull()
        case .bool(let value): value
        case .number(let value): value
        case .string(let value): value
        case .array(let values): values.map(\.object)
        case .object(let members): members.mapValues(\.object)
        }
    }
}

/// Runs op scripts on a ``Solver``, keeping the variables and constraint objects they name.
public final class ScriptReplayer {
    /// The solver the script drives.
    public private(set) var solver = Solver()
    /// The script's variables; an op's variable number indexes this array.
    public private(set) var variables: [Variable] = []
    /// The constraint objects made so far, by the script's id, whether or not they are in the solver.
    public private(set) var constraints: [Int: Constraint] = [:]

    /// A replayer with an empty solver and no variables or constraints. In debug builds the
    /// solver checks its invariants after every operation up to the thorough budget's size.
    public init() {
        solver.invariantCheckBudget = Solver.thoroughInvariantCheckBudget
    }

    /// Runs one operation and says what it gave. A script that names a variable it never made
    /// is malformed: that throws, rather than trapping on the index.
    public func run(_ operation: ScriptOperation) throws(ScriptError) -> ScriptResult {
        if let variable = operation.variableNumbers.first(where: { !variables.indices.contains($0) }) {
            throw ScriptError(description: "variable \(variable) was never made (there are \(variables.count))")
        }
        do throws(SolverError) {
            switch operation {
            case .makeVariables(let count):
                for _ in 0..<count { variables.append(Variable("x\(variables.count)")) }
                return .nothing
            case .constraint(let id, let terms, let constant, let relation, let strength, let add):
                let expression = Expression(
                    terms.map { Term(variables[$0.variable], $0.coefficient) }, constant: constant)
                let constraint = Constraint(expression, relation, strength: strength, name: "c\(id)")
                constraints[id] = constraint
                if add { try solver.addConstraint(constraint) }
            case .readd(let id): try solver.addConstraint(try constraint(id))
            case .remove(let id): try solver.removeConstraint(try constraint(id))
            case .updateConstant(let id, let value): try solver.updateConstant(of: try constraint(id), to: value)
            case .addEdit(let variable, let strength):
                try solver.addEditVariable(variables[variable], strength: strength)
            case .removeEdit(let variable): try solver.removeEditVariable(variables[variable])
            case .suggest(let variable, let value): try solver.suggestValue(value, for: variables[variable])
            case .update:
                solver.updateVariables()
                return .values(variables.map(\.value))
            case .hasConstraint(let id): return .flag(constraints[id].map(solver.hasConstraint) ?? false)
            case .hasEdit(let variable): return .flag(solver.hasEditVariable(variables[variable]))
            case .reset: solver.reset()
            case .none: return .nothing
            }
            return .ok
        } catch {
            return .error(Self.kind(of: error))
        }
    }

    private func constraint(_ id: Int) throws(SolverError) -> Constraint {
        guard let constraint = constraints[id] else {
            throw .unknownConstraint(Constraint(Expression(constant: 0), .equal))
        }
        return constraint
    }

    /// The fuzzer's name for an error.
    public static func kind(of error: SolverError) -> String {
        switch error {
        case .duplicateConstraint: "duplicate_constraint"
        case .unknownConstraint: "unknown_constraint"
        case .unsatisfiableConstraint: "unsatisfiable"
        case .duplicateEditVariable: "duplicate_edit"
        case .unknownEditVariable: "unknown_edit"
        case .requiredEditStrength: "bad_required_strength"
        case .nonFiniteConstraint, .nonFiniteValue: "nonfinite"
        case .internalError: "internal"
        }
    }
}
