import Foundation

/// The home indicator: a 134 × 5 capsule 8 points above the bottom edge, in the label colour.
nonisolated struct HomeIndicator: View {
  static let size = CGSize(width: 134, height: 5)
  static let bottomInset: CGFloat = 8

  var body: some View {
    Capsule()
      .fill(.primary)
      .frame(width: Self.size.width, height: Self.size.height)
      .padding(.bottom, Self.bottomInset)
  }
}
