import Foundation

/// A container view that arranges other views in a two-dimensional layout.
///
/// Each ``GridRow`` is a row; its views are the cells, one per column unless a cell spans
/// several with `gridCellColumns(_:)`. Any other view directly inside the grid spans every
/// column on a row of its own.
///
/// ```swift
/// Grid(alignment: .leading, horizontalSpacing: 12) {
///     GridRow {
///         Text("Name")
///         Text("Milk")
///     }
///     Divider().gridCellUnsizedAxes(.horizontal)
///     GridRow {
///         Text("Amount")
///         Text("1 l")
///     }
/// }
/// ```
///
/// The grid sizes each column to its widest cell and each row to its tallest; flexible cells
/// share the space the grid is offered (see `GridLayout`).
nonisolated public struct Grid<Content: View>: View, LayoutContainer {
  static var containerName: String { "Grid" }

  let layout: GridLayout
  let content: Content

  /// Creates a grid with the given spacing and alignment.
  ///
  /// - Parameters:
  ///   - alignment: The alignment of each cell in its cell rectangle, unless its column, row or
  ///     own anchor says otherwise.
  ///   - horizontalSpacing: The distance between columns, or `nil` for the default of 8.
  ///   - verticalSpacing: The distance between rows, or `nil` for the default of 8.
  ///   - content: The rows, and views that span all columns.
  public init(
    alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    layout = GridLayout(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
    self.content = content()
  }

}

/// A horizontal row in a two-dimensional grid container.
///
/// A row is a list of views, like a `Group`: each view is a cell, and a modifier on the row
/// applies to each cell — a background on a row is a background behind each cell, as Ole
/// Begemann observed (https://gist.github.com/ole/4a8b5fe49d53c79b34e22b3401872093). Outside a
/// ``Grid`` the row is only its views.
///
/// ```swift
/// Grid {
///     GridRow {
///         Text("Notes")
///         Text("Bring a bag")
///     }
/// }
/// ```
nonisolated public struct GridRow<Content: View>: View, PrimitiveView {
  let alignment: VerticalAlignment?
  let content: Content

  /// Creates a row of grid cells.
  ///
  /// - Parameters:
  ///   - alignment: The vertical alignment of the cells in the row, or `nil` for the grid's.
  ///   - content: The cells.
  public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }

  /// Resolves the cells in place, each marked as a cell of this row for the enclosing grid.
  public static func _makeViewList(view: Self, inputs: _ViewInputs) {
    let context = inputs.context
    let row = GridRowTrait(id: context.makeIdentity(), alignment: view.alignment)
    context.appendList(inputs: inputs) { inputs in
      // Cells orient `Divider`s and `Spacer`s as an HStack's children: a row runs horizontally.
      var cellInputs = inputs
      cellInputs.stackOrientation = .horizontal
      context.setTrait(GridRowTraitKey.self, row, inputs: cellInputs) { inputs in
        Content._makeViewList(view: view.content, inputs: inputs)
      }
    }
  }
}
