import Foundation

// The four grid-cell modifiers are view traits, like `layoutValue`: they are written on the
// view's node and carried outward by later modifiers, so `Color.red.gridCellColumns(2).frame(…)`
// still spans two columns. `GridLayout` reads them with `subview[Key.self]`.

/// How many columns a cell spans: `gridCellColumns(_:)`.
struct GridCellColumnsKey: LayoutValueKey {
  static let defaultValue = 1
}

/// The alignment a cell asks for its whole column: `gridColumnAlignment(_:)`.
struct GridColumnAlignmentKey: LayoutValueKey {
  static let defaultValue: HorizontalAlignment? = nil
}

/// Where a cell sits in its cell rectangle, overriding the column and row alignments.
struct GridCellAnchorKey: LayoutValueKey {
  static let defaultValue: UnitPoint? = nil
}

/// The axes on which the grid ignores a cell's size.
struct GridCellUnsizedAxesKey: LayoutValueKey {
  static let defaultValue: Axis.Set = []
}

nonisolated extension View {
  /// Tells a view that acts as a cell in a grid to span the specified number of columns.
  ///
  /// ```swift
  /// GridRow {
  ///     Color.blue.gridCellColumns(2)
  ///     Color.red
  /// }
  /// ```
  ///
  /// - Parameter count: The number of columns the view spans; values below 1 count as 1.
  public func gridCellColumns(_ count: Int) -> some View {
    modifier(_TraitWritingModifier<GridCellColumnsKey>(value: Swift.max(count, 1)))
  }

  /// Overrides the default horizontal alignment of the grid column that the view appears in.
  ///
  /// Set it on any one cell of a column; the grid uses the topmost cell that sets it.
  ///
  /// - Parameter guide: The alignment of every cell in the column.
  public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
    modifier(_TraitWritingModifier<GridColumnAlignmentKey>(value: guide))
  }

  /// Specifies a custom alignment anchor for a view that acts as a grid cell.
  ///
  /// The anchor point of the view is placed on the same point of its cell, whatever the column
  /// and row alignments say.
  ///
  /// - Parameter anchor: The unit point that aligns the view within its cell.
  public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
    modifier(_TraitWritingModifier<GridCellAnchorKey>(value: anchor))
  }

  /// Asks grid layouts not to offer the view extra size in the specified axes.
  ///
  /// The grid sizes its columns (for `.horizontal`) or rows (for `.vertical`) without this
  /// view, then offers the view the size it settled on: a `Divider` between rows takes the
  /// grid's width without widening the grid.
  ///
  /// - Parameter axes: The dimensions in which the grid ignores the view's size.
  public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
    modifier(_TraitWritingModifier<GridCellUnsizedAxesKey>(value: axes))
  }
}
