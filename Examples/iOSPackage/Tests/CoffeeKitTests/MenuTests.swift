import SwiftUI
import Testing

@testable import CoffeeKit

#if canImport(TrellisTesting)
  import TrellisTesting
#endif

@Suite struct MenuTests {
  @Test func seasonalDrinksAreMarked() {
    #expect(MenuItem.samples.filter(\.isSeasonal).map(\.name) == ["Pumpkin Latte"])
  }

  #if canImport(TrellisTesting)
    /// Laid out by Trellis on Linux (`trellis test`): the price ends at the row's trailing edge.
    @Test func priceEndsAtTheRowsTrailingEdge() throws {
      let host = LayoutHost(MenuRow(item: MenuItem.samples[0]), size: CGSize(width: 320, height: 100))
      let price = try #require(host.frame(of: "price"))
      #expect(price.maxX == 320)
    }
  #endif
}
