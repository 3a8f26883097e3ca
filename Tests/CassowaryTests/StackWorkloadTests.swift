import Testing

@testable import StackBench

/// The benchmark's workloads W1–W5 at small N, checked against the closed form of the
/// workloads file (§6): the figures `Scripts/bench` prints are only worth something if these hold.
@Suite("Stack workloads")
struct StackWorkloadTests {
    @Test(arguments: Workload.allCases, [2, 3, 30, 101])
    func workloadMatchesTheClosedForm(workload: Workload, n: Int) throws {
        let expected = ExpectedResults(n: n)

        let result = try workload.run(n: n)

        let checksum: Double =
            switch workload {
            case .w2: expected.resizedChecksum
            case .w4: expected.horizontalChecksum
            default: expected.verticalChecksum
            }
        expectClose(result.checksum, checksum, tolerance: 1e-6 * checksum, "checksum")
        expectClose(result.contentHeight, workload == .w4 ? 600 : expected.contentExtent, "content height")
        if workload == .w3 { expectClose(result.hiddenContentHeight!, expected.hiddenContentHeight, "hidden") }
        if workload == .w4 { expectClose(result.contentWidth!, expected.contentExtent, "content width") }
    }
}
