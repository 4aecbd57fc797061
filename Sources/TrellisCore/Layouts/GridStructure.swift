import Foundation

/// A view that occupies one cell (or several columns) of a grid.
struct GridCell {
  let subview: LayoutSubview
  /// The columns the cell covers.
  let columns: Range<Int>
  /// The axes on which the grid ignores the cell's size (`gridCellUnsizedAxes(_:)`).
  let unsizedAxes: Axis.Set
  /// `gridCellAnchor(_:)`, which overrides the column and row alignments.
  let anchor: UnitPoint?
}

/// One child of a grid: a ``GridRow`` and its cells, or another view spanning all columns.
struct GridLine {
  /// The grid's subview: the row (perhaps inside modifiers) or the full-width view.
  let child: LayoutSubview
  /// The row, or `nil` for a full-width view.
  let row: GridRowTrait?
  var cells: [GridCell]
}

/// The shape of a grid, read once from its subviews and their traits: rows, cells, columns.
struct GridStructure {
  var lines: [GridLine] = []
  /// The largest number of columns any row's cells cover, at least 1 when a full-width view exists.
  var columnCount = 0
  /// Each column's `gridColumnAlignment(_:)`, from the topmost cell that sets one (derived).
  var columnAlignments: [HorizontalAlignment?] = []
  /// The row track of each line; `nil` for a row without cells, which takes no room (derived).
  var trackOfLine: [Int?] = []
  var trackCount = 0

  init(subviews: LayoutSubviews) {
    for child in subviews {
      if let (row, cellViews) = child.gridRowCells {
        var column = 0
        var cells: [GridCell] = []
        for cell in cellViews {
          let span = cell[GridCellColumnsKey.self]
          cells.append(cell.gridCell(columns: column..<column + span))
          column += span
        }
        columnCount = Swift.max(columnCount, column)
        lines.append(GridLine(child: child, row: row, cells: cells))
      } else {
        // Views outside rows span all columns: filled in once the column count is known.
        columnCount = Swift.max(columnCount, 1)
        lines.append(GridLine(child: child, row: nil, cells: []))
      }
    }
    columnAlignments = Array(repeating: nil, count: columnCount)
    for index in lines.indices {
      if lines[index].row == nil {
        lines[index].cells = [lines[index].child.gridCell(columns: 0..<columnCount)]
      }
      for cell in lines[index].cells where columnAlignments[cell.columns.lowerBound] == nil {
        columnAlignments[cell.columns.lowerBound] = cell.subview[GridColumnAlignmentKey.self]
      }
      trackOfLine.append(lines[index].cells.isEmpty ? nil : trackCount)
      if !lines[index].cells.isEmpty { trackCount += 1 }
    }
  }
}

extension LayoutSubview {
  /// This view as a grid cell covering `columns`, with its cell traits.
  fileprivate func gridCell(columns: Range<Int>) -> GridCell {
    GridCell(
      subview: self, columns: columns, unsizedAxes: self[GridCellUnsizedAxesKey.self],
      anchor: self[GridCellAnchorKey.self])
  }
}
