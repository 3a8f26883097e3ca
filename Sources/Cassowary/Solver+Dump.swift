/// A readable text dump of the solver state, where variables carry their names.
///
/// Sections: the objective; the tableau rows (`basic = constant + coefficient * symbol …`);
/// the definitions kept outside the tableau; edits; constraints in order of addition; and the
/// variables with the values of the last update. Symbols the solver made read `s7` (slack),
/// `e8` (error) and `d9` (dummy).
extension Solver {
    /// The whole state as text, section by section, for debugging and for tests that compare states.
    public func dump() -> String {
        if let exact { return exact.dump() }
        var out = "Objective\n---------\n"
        let objectiveRow = Row(
            constant: tableau.objective.constant,
            cells: tableau.objectiveCells.sorted { $0.key < $1.key }.map {
                Cell(symbol: $0.key, coefficient: $0.value)
            })
        out += "\(text(objectiveRow))\n\nTableau\n-------\n"
        tableau.forEachRow { basic, row in out += "\(name(basic)) = \(text(row))\n" }
        out += "\nGroups of dummies\n-----------------\n"
        for group in tableau.dummyGroups { out += "\(name(group.symbol)) = \(text(group.parts))\n" }
        out += "\nDefinitions\n-----------\n"
        for (index, record) in records.enumerated() {
            guard let definition = record.definition else { continue }
            // By variable, not by symbol: a variable that never entered a row has none.
            var terms = definitionTerms(of: index).map { ("\(records[$0.record].variable)", $0.coefficient) }
            if let marker = definition.marker { terms.append((name(marker), definition.markerCoefficient)) }
            out += "\(record.variable) := \(text(constant: definition.constant, terms: terms))\n"
        }
        out += "\nEdits\n-----\n"
        for (record, edit) in edits.sorted(by: { $0.key < $1.key }) {
            out += "\(records[record].variable) -> \(edit.value) @\(edit.constraint.strength)\n"
        }
        out += "\nConstraints\n-----------\n"
        for entry in entries.entries.sorted(by: { $0.sequence < $1.sequence }) {
            switch entry.state {
            case .defining(let record): out += "\(entry.constraint)  [defines \(records[Int(record)].variable)]\n"
            case .tableau(let tag): out += "\(entry.constraint)  [marker \(name(tag.marker))]\n"
            }
        }
        out += "\nVariables\n---------\n"
        for record in records where record.variable != freeSlotVariable {
            out += "\(record.variable) = \(record.variable.value + 0)\n"
        }
        return out
    }

    func name(_ symbol: Symbol) -> String {
        switch symbol.kind {
        case .external: records.first { $0.symbol == symbol }?.variable.description ?? "v\(symbol.id)"
        case .slack: "s\(symbol.id)"
        case .error: "e\(symbol.id)"
        case .dummy: "d\(symbol.id)"
        }
    }

    private func text(_ row: Row) -> String {
        text(constant: row.constant, terms: row.cells.map { (name($0.symbol), $0.coefficient) })
    }

    private func text(constant: Double, terms: [(name: String, coefficient: Double)]) -> String {
        var out = "\(constant + 0)"  // + 0 turns -0.0 into 0.0
        for (name, coefficient) in terms {
            let sign = coefficient < 0 ? "-" : "+"
            out += " \(sign) \(abs(coefficient)) * \(name)"
        }
        return out
    }
}

/// Sizes of a solver's state, for tests, benchmarks and debug overlays.
public struct SolverStatistics: Equatable, Sendable {
    /// Constraints added and not removed (edits included).
    public var constraints: Int
    /// Of those, the equalities kept as definitions outside the tableau.
    public var definitions: Int
    /// Rows of the simplex tableau, one per basic symbol.
    public var tableauRows: Int
    /// Non-zero cells over all tableau rows.
    public var tableauCells: Int
    /// Non-zero cells of the objective row, which the simplex minimises.
    public var objectiveCells: Int
    /// Variables with an edit.
    public var edits: Int

    /// The statistics of a solver that holds nothing.
    public static let empty = SolverStatistics(
        constraints: 0, definitions: 0, tableauRows: 0, tableauCells: 0, objectiveCells: 0, edits: 0)
}

extension Solver {
    /// Symbol ids in use: one per variable that has entered a row, plus those of the
    /// constraints in the tableau (retired records freed first, see ``variableCount``).
    package var symbolsInUse: Int {
        releaseIdleRecords()
        return tableau.symbolsInUse
    }

    /// Cells written by tableau substitutions since the solver was made (a work counter).
    package var cellsSubstituted: Int { tableau.cellsSubstituted }

    var tableauCellCount: Int {
        var count = 0
        tableau.forEachRow { count += $1.cells.count }
        return count
    }

    /// The current sizes of the solver's state; counting the tableau's cells visits every row.
    public var statistics: SolverStatistics {
        if let exact { return exact.statistics }
        return SolverStatistics(
            constraints: entries.count,
            definitions: records.reduce(0) { $0 + ($1.definition == nil ? 0 : 1) },
            tableauRows: tableau.rowCount,
            tableauCells: tableauCellCount,
            objectiveCells: tableau.objective.count,
            edits: edits.count)
    }
}
