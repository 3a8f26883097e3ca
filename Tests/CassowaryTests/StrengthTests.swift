import Cassowary
import Testing

@Suite("Strengths and priorities")
struct StrengthTests {
    @Test func prioritiesKeepTheirOrderStrictly() {
        let strengths = (1...1000).map { Strength(priority: Double($0)) }
        for (lower, higher) in zip(strengths, strengths.dropFirst()) {
            #expect(lower < higher, "\(lower) should be below \(higher)")
        }
    }

    @Test func uikitLandmarksLandOnTheNamedStrengths() {
        #expect(Strength(priority: 1000) == .required)
        #expect(Strength(priority: 750) == .strong)
        #expect(Strength(priority: 250) == .medium)
        #expect(Strength(priority: 50) < .medium)
        #expect(Strength(priority: 50) > .weak)
        #expect(Strength(priority: 999) < .required)
        #expect(!Strength(priority: 999).isRequired)
    }

    @Test func tiersAreClampedLikeKiwi() {
        #expect(Strength(strong: 5000, medium: -3, weak: 2).value == 1000 * 1_000_000 + 2)
        #expect(Strength.required.value == 1_001_001_000)
    }
}
