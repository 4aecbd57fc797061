import Testing
@testable import Brew

struct BrewTests {
  @Test func samplesHaveNames() {
    #expect(Recipe.samples.allSatisfy { !$0.name.isEmpty })
  }
}
