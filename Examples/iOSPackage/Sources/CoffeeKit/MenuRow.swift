import SwiftUI

/// One drink in the menu: its bean, its name, a seasonal badge and its price.
public struct MenuRow: View {
  let item: MenuItem

  public init(item: MenuItem) {
    self.item = item
  }

  public var body: some View {
    HStack(spacing: 12) {
      Image(.bean)
        .resizable()
        .frame(width: 24, height: 24)
      VStack(alignment: .leading, spacing: 2) {
        Text(item.name)
          .font(.headline)
        if item.isSeasonal {
          Text("seasonal_badge", bundle: .module)
            .font(.caption)
            .foregroundStyle(Color(.roast))
        }
      }
      Spacer()
      Text(item.price, format: .currency(code: "EUR"))
        .monospacedDigit()
        .accessibilityIdentifier("price")
    }
    .padding(.vertical, 4)
  }
}

#Preview("Seasonal", traits: .sizeThatFitsLayout) {
  MenuRow(item: MenuItem.samples[2])
    .padding()
}
