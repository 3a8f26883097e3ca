/// A readable text dump of the solver state, where variables carry their names.
///
/// Sections: the objective; the tableau rows (`basic = constant + coefficient * symbol …`);
/// the definitions kept outside the tableau; edits; constraints in order of addition; and the
/// variables with the values of the last update. Symbols the solver made read `s7` (slack),
/// `e8` (error) and `d9` (dummy).
extension Solver {
    public func dump() -> String {
        var out = "Objective\n---------\n"
        let objectiveRow = Row(
            constant: tableau.objective.constant,
            cells: tableau.objective.cells.sorted { $0.key < $1.key }.map { Cell(symbol: $0.key, coefficient: $0.value) })
        out += "\(text(objectiveRow))\n\nTableau\n-------\n"
        for basic in tableau.rows.keys.sorted() {
            out += "\(name(basic)) = \(text(tableau.row(for: basic)!))\n"
        }
        out += "\nDefinitions\n-----------\n"
        for record in records {
            guard let definition = record.definition else { continue }
            var row = Row(constant: definition.constant)
            for term in definition.terms { row.insert(records[term.record].symbol, term.coefficient) }
            out += "\(record.variable) := \(text(row))\n"
        }
        out += "\nEdits\n-----\n"
        for (record, edit) in edits.sorted(by: { $0.key < $1.key }) {
            out += "\(records[record].variable) -> \(edit.value) @\(edit.constraint.strength)\n"
        }
        out += "\nConstraints\n-----------\n"
        for entry in entries.values.sorted(by: { $0.sequence < $1.sequence }) {
            switch entry.state {
            case .defining(let record): out += "\(entry.constraint)  [defines \(records[record].variable)]\n"
            case .tableau(let tag): out += "\(entry.constraint)  [marker \(name(tag.marker))]\n"
            }
        }
        out += "\nVariables\n---------\n"
        for record in records { out += "\(record.variable) = \(record.variable.value)\n" }
        return out
    }

    func name(_ symbol: Symbol) -> String {
        switch symbol.kind {
        case .external: records[symbol.id].variable.description
        case .slack: "s\(symbol.id)"
        case .error: "e\(symbol.id)"
        case .dummy: "d\(symbol.id)"
        }
    }

    private func text(_ row: Row) -> String {
        var out = "\(row.constant)"
        for cell in row.cells {
            let sign = cell.coefficient < 0 ? "-" : "+"
            out += " \(sign) \(abs(cell.coefficient)) * \(name(cell.symbol))"
        }
        return out
    }
}
