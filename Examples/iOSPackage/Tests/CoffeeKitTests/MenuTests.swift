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

  /// A formatter made without a locale uses the device's: en_US on a simulator that was not
  /// changed, and in Trellis' runners on Linux, where Foundation alone would answer `en_001` ("¤").
  @Test func aFormatterWithoutALocaleWritesDollars() {
    let formatter = NumberFormatter()
    formatter.numberStyle = .currency
    #expect(formatter.string(from: 34.5) == "$34.50")
    #expect(34.5.formatted(.currency(code: "USD")) == "$34.50")
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
