import Cassowary
import Testing

@Suite("Strengths")
struct StrengthTests {
    @Test func tiersAreClampedLikeKiwi() {
        #expect(Strength(strong: 5000, medium: -3, weak: 2).value == 1000 * 1_000_000 + 2)
        #expect(Strength.required.value == 1_001_001_000)
    }
}
