import Foundation

/// Marks a view as a cell of a ``GridRow``: which row (every `GridRow` resolved gets its own
/// identity) and the row's vertical alignment. A trait, so that it reaches the grid through any
/// modifiers on the row or the cell.
struct GridRowTrait {
  /// The identity of the row, unique among the rows resolved by one host.
  let id: Int
  /// The vertical alignment of the row's cells, or `nil` for the grid's.
  let alignment: VerticalAlignment?
}

/// The key of ``GridRowTrait``; `nil` for views that are not in a row.
struct GridRowTraitKey: LayoutValueKey {
  static let defaultValue: GridRowTrait? = nil
}
