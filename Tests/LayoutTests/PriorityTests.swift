import Cassowary
import Testing

@testable import Layout

@Suite("Priorities")
struct PriorityTests {
    @Test func prioritiesKeepTheirOrderStrictly() {
        let strengths = (1...1000).map { LayoutPriority(Float($0)).strength }
        for (lower, higher) in zip(strengths, strengths.dropFirst()) {
            #expect(lower < higher, "\(lower) should be below \(higher)")
        }
    }

    @Test func uikitLandmarksLandOnTheNamedStrengths() {
        #expect(LayoutPriority.required.strength == .required)
        #expect(LayoutPriority.defaultHigh.strength == .strong)
        #expect(LayoutPriority.defaultLow.strength == .medium)
        #expect(LayoutPriority.fittingSizeLevel.strength < .medium)
        #expect(LayoutPriority.fittingSizeLevel.strength > .weak)
        #expect(LayoutPriority(999).strength < .required)
        #expect(!LayoutPriority(999).strength.isRequired)
        #expect(LayoutPriority(2000).strength == .required)
    }
}
