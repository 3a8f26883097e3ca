import Cassowary
import TestSupport
import Testing

@testable import StackBench

/// The benchmark's workloads at small N, checked against the closed form of the
/// workload definitions: the figures `Scripts/bench` prints are only worth something if these hold.
@Suite("Stack workloads")
struct StackWorkloadTests {
    @Test(arguments: Workload.allCases.filter { $0 != .w8 }, [2, 3, 30, 101])
    func workloadMatchesTheClosedForm(workload: Workload, n: Int) throws {
        let expected = ExpectedResults(n: n)
        // W6 and W7 stretch rows that do not fill the viewport; the closed form is for taller stacks.
        if [.w6, .w7].contains(workload) && expected.contentExtent < StackSystem.frameHeight { return }

        let result = try workload.run(n: n)

        let checksum: Double =
            switch workload {
            case .w2, .w7: expected.resizedChecksum
            case .w4: expected.horizontalChecksum
            default: expected.verticalChecksum
            }
        expectClose(result.checksum, checksum, tolerance: 1e-6 * checksum, "checksum")
        expectClose(result.contentHeight, workload == .w4 ? 600 : expected.contentExtent, "content height")
        if workload == .w3 { expectClose(result.hiddenContentHeight!, expected.hiddenContentHeight, "hidden") }
        if workload == .w4 { expectClose(result.contentWidth!, expected.contentExtent, "content width") }
    }
}

extension StackWorkloadTests {
    /// W8's random sparse systems keep every required constraint: their dense rows once left a
    /// coefficient of rounding that the simplex pivoted on (broken from 200 constraints up).
    @Test(arguments: [100, 200])
    func aRandomSparseSystemKeepsItsRequiredConstraints(n: Int) throws {
        let result = try Workload.w8.run(n: n)
        let objective = try #require(result.objective)
        #expect(objective.isFinite, "a required constraint is broken")
    }

    @Test func aStackShorterThanTheViewportStretchesToFillIt() throws {
        let system = StackSystem(n: 3)
        let solver = Cassowary.Solver()
        for constraint in system.fixedSet().all + system.axisSet(vertical: true).all + [system.fitConstraint()] {
            try solver.addConstraint(constraint)
        }
        solver.updateVariables()

        expectClose(system.rowTop[2].value + system.rowHeight[2].value, StackSystem.frameHeight)
    }

    /// A variable takes a tableau symbol only once it enters a row: in W1's stack, where every
    /// row's position and width are defined, that is the height alone, next to the four slack
    /// and error symbols of the row's two optional constraints (five per row; one symbol per
    /// variable, as before, made eight).
    @Test func definedVariablesTakeNoTableauSymbols() throws {
        let n = 200
        let system = StackSystem(n: n)
        let solver = Cassowary.Solver()
        for constraint in system.fixedSet().all + system.axisSet(vertical: true).all {
            try solver.addConstraint(constraint)
        }
        solver.updateVariables()
        #expect(solver.statistics.definitions >= 3 * n)
        #expect(solver.symbolsInUse <= 5 * n + 10)
        expectClose(system.contentHeight.value, ExpectedResults(n: n).contentExtent)
    }
}
