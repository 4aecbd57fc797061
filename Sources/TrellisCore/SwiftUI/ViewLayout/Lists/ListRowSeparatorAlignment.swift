import Foundation

extension HorizontalAlignment {
  /// A guide marking the leading edge of a list row's separator.
  ///
  /// A row without an explicit value starts its separator at its content's leading edge; a
  /// `Label` in a list sets it at its title, so that the separator starts at the title and not at
  /// the icon (docs/iOSControls.md §6, "A Label in a List").
  ///
  /// ```swift
  /// HStack {
  ///     Image(systemName: "star")
  ///     Text("Favorites")
  ///         .alignmentGuide(.listRowSeparatorLeading) { $0[.leading] }
  /// }
  /// ```
  public static let listRowSeparatorLeading = HorizontalAlignment(ListRowSeparatorLeadingID.self)

  /// A guide marking the trailing edge of a list row's separator; by default the separator runs
  /// to the row's trailing edge.
  public static let listRowSeparatorTrailing = HorizontalAlignment(ListRowSeparatorTrailingID.self)
}

private enum ListRowSeparatorLeadingID: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context[HorizontalAlignment.leading] }
}

private enum ListRowSeparatorTrailingID: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context[HorizontalAlignment.trailing] }
}
