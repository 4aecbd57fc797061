import Foundation

extension HorizontalAlignment {
  /// A guide marking the leading edge of a list row's separator.
  ///
  /// Every text sets it at its leading edge, and a container takes its leftmost child's, so a
  /// row's separator starts under its first text — after an icon in `HStack { Image; Text }`, as
  /// iOS draws it (issue 33's comparison with real renders); a `Label` in a list sets it at its
  /// title (docs/iOSControls.md §6, "A Label in a List"). A row without text starts its separator
  /// at its content's leading edge.
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

  /// The leftmost child's value: the first text of a row, not the average of its texts.
  static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {
    parentValue = Swift.min(parentValue ?? childValue, childValue)
  }
}

private enum ListRowSeparatorTrailingID: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context[HorizontalAlignment.trailing] }
}
