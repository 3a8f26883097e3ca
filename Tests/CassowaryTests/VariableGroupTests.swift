import Cassowary
import TestSupport
import Testing

/// Variables are values: parts of a group that holds up to four values, so that a layout item's
/// four unknowns are one object.
@Suite("Variable groups")
struct VariableGroupTests {
    @Test func aGroupsPartsAreDifferentUnknownsWithValuesOfTheirOwn() throws {
        let group = VariableGroup()
        let (first, second) = (group.variable(0), group.variable(1))
        #expect(first == group.variable(0) && first != second && first.group === second.group)
        #expect(Set([first, group.variable(0), second]).count == 2)
        let solver = Solver()
        try solver.addConstraint(Constraint(first, .equal, 10.0))
        try solver.addConstraint(Constraint(second, .equal, first + 5.0))
        try solver.addConstraint(Constraint(group.variable(3), .greaterThanOrEqual, 2.0 * second))
        try solver.addConstraint(Constraint(group.variable(3), .equal, 0.0, strength: .weak))
        solver.updateVariables()
        #expect(first.value == 10 && second.value == 15 && group.variable(2).value == 0)
        expectClose(group.variable(3).value, 30)
    }

    /// Each variable made alone is a new unknown, even with a name another one has.
    @Test func variablesMadeAloneAreDifferentUnknowns() throws {
        let (a, b) = (Variable("x"), Variable("x"))
        #expect(a != b && a.name == b.name)
        let solver = Solver()
        try solver.addConstraint(Constraint(a, .equal, 1.0))
        try solver.addConstraint(Constraint(b, .equal, a + 1.0))
        solver.updateVariables()
        #expect(a.value == 1 && b.value == 2)
    }
}
