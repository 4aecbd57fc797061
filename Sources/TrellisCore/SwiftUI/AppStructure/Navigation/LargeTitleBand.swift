import Foundation

/// The large title in its band under the inline row. The band is shorter by `overlap` when the
/// content below keeps that much empty space at its top (a list's top inset in iOS 26's design):
/// the title stays where it is, over that space.
nonisolated struct LargeTitleBand: View {
  let title: Text
  /// Large Title bold, unless `UINavigationBar.appearance()` sets a font.
  let font: Font
  /// The primary colour, unless `UINavigationBar.appearance()` sets one.
  let color: Color?
  /// How far the content below reaches up into the band.
  var overlap: CGFloat = 0
  @Environment(\.horizontalSizeClass) private var sizeClass
  @Environment(\.interfaceDesign) private var design

  var body: some View {
    let height = NavigationBarMetrics.largeTitleBandHeight(design)
    return GeometryReader { proxy in
      title
        .font(font)
        .foregroundStyle(color.map(AnyShapeStyle.init) ?? AnyShapeStyle(.primary))
        .lineLimit(1)
        .padding(.leading, NavigationBarMetrics.largeTitleInset(width: proxy.size.width, sizeClass: sizeClass))
        .padding(.bottom, NavigationBarMetrics.largeTitleBottomPadding)
        .frame(width: proxy.size.width, height: height, alignment: .bottomLeading)
    }
    .frame(height: Swift.max(height - (overlap.isFinite ? Swift.max(overlap, 0) : 0), 0))
  }
}
