import Foundation

/// The large title in its band under the inline row.
nonisolated struct LargeTitleBand: View {
  let title: Text
  /// Large Title bold, unless `UINavigationBar.appearance()` sets a font.
  let font: Font
  /// The primary colour, unless `UINavigationBar.appearance()` sets one.
  let color: Color?
  @Environment(\.horizontalSizeClass) private var sizeClass
  @Environment(\.interfaceDesign) private var design

  var body: some View {
    GeometryReader { proxy in
      title
        .font(font)
        .foregroundStyle(color.map(AnyShapeStyle.init) ?? AnyShapeStyle(.primary))
        .lineLimit(1)
        .padding(.leading, NavigationBarMetrics.largeTitleInset(width: proxy.size.width, sizeClass: sizeClass))
        .padding(.bottom, NavigationBarMetrics.largeTitleBottomPadding)
        .frame(width: proxy.size.width, height: proxy.size.height, alignment: .bottomLeading)
    }
    .frame(height: NavigationBarMetrics.largeTitleBandHeight(design))
  }
}
