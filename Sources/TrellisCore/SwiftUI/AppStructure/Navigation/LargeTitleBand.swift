import Foundation

/// The large title in its band under the inline row.
nonisolated struct LargeTitleBand: View {
  let title: Text
  @Environment(\.horizontalSizeClass) private var sizeClass

  var body: some View {
    GeometryReader { proxy in
      title
        .font(.largeTitle.bold())
        .foregroundStyle(.primary)
        .lineLimit(1)
        .padding(.leading, NavigationBarMetrics.largeTitleInset(width: proxy.size.width, sizeClass: sizeClass))
        .padding(.bottom, NavigationBarMetrics.largeTitleBottomPadding)
        .frame(width: proxy.size.width, height: proxy.size.height, alignment: .bottomLeading)
    }
    .frame(height: NavigationBarMetrics.largeTitleBandHeight)
  }
}
