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
public struct Grid<Content: View>: View {
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

  /// Adds the grid's node, laid out by its layout, with the rows and full-width views as children.
  public static func _makeViewList(view: Self, inputs: _ViewInputs) {
    _LayoutRoot.makeContainer(layout: view.layout, name: "Grid", content: view.content, inputs: inputs)
  }

  /// A grid is primitive.
  public var body: Never { preconditionFailure("Grid is a primitive view: it has no body") }
}

/// A horizontal row in a two-dimensional grid container.
///
/// Use it only inside a ``Grid``; elsewhere it lays out its views like an `HStack`.
///
/// ```swift
/// GridRow(alignment: .top) {
///     Text("Notes")
///     Text("Bring a bag")
/// }
/// ```
public struct GridRow<Content: View>: View {
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

  /// Adds the row's node, with the cells as children, marked as a row for the enclosing grid.
  public static func _makeViewList(view: Self, inputs: _ViewInputs) {
    let resolver = inputs.resolver
    let tree = resolver.tree
    resolver.forEachMade(
      inputs: inputs,
      content: { inputs in
        // Cells orient `Divider`s and `Spacer`s as in an HStack (derived: SwiftUI lays a row
        // out like an HStack when it is not in a grid).
        resolver.appendContainer(
          GridRowBehavior(alignment: view.alignment), inputs: inputs.inContainer(orientation: .horizontal)
        ) { inputs in
          Content._makeViewList(view: view.content, inputs: inputs)
        }
      },
      update: { node in
        let traits = tree[node].traits ?? ViewTraits()
        let row = GridRowTrait(node: node, alignment: view.alignment)
        tree.setTraits(traits.setting(ObjectIdentifier(GridRowTraitKey.self), to: row), of: node)
      })
  }

  /// A grid row is primitive.
  public var body: Never { preconditionFailure("GridRow is a primitive view: it has no body") }
}
