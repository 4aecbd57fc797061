import Foundation

/// What `.automatic` labels are in a list row: the icon in the tint in a column at least 30
/// wide, then the title 14 after it, and the row's separator starting at the title.
///
/// Fidelity: partial — with a 30-point icon at the row's inset the title and the separator
/// start 44 points in (SPZA `AccountOverview.png`, docs/iOSControls.md §6, "A Label in a
/// List"); the column width for SF Symbols and the icon's tint are [uncertain].
nonisolated struct ListRowLabelStyle: LabelStyle {
  /// The narrowest icon column, and the space after it.
  static let iconColumn: CGFloat = 30
  static let iconSpacing: CGFloat = 14

  func makeBody(configuration: Configuration) -> some View {
    ListRowLabelBody(configuration: configuration)
  }
}

nonisolated private struct ListRowLabelBody: View {
  let configuration: LabelStyleConfiguration
  @Environment(\.tintColor) private var tint

  var body: some View {
    HStack(spacing: ListRowLabelStyle.iconSpacing) {
      configuration.icon
        .foregroundStyleUnlessSet(tint)
        .frame(minWidth: ListRowLabelStyle.iconColumn)
      configuration.title
        .multilineTextAlignment(.leading)
        .alignmentGuide(.listRowSeparatorLeading) { $0[.leading] }
    }
  }
}
