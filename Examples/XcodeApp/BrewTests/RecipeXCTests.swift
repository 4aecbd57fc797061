import XCTest

@testable import Brew

final class RecipeXCTests: XCTestCase {
  func testColdBrewTakesLongest() {
    XCTAssertEqual(Recipe.samples.max { $0.minutes < $1.minutes }?.name, "Cold Brew")
  }
}
