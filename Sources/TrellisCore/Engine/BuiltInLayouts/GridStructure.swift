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

/// One line of a grid: the cells of a ``GridRow``, or another view spanning all columns.
struct GridLine {
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

  /// Reads the lines from the grid's subviews: a `GridRow` contributes its cells, one after
  /// the other, each marked with the row's identity (``GridRowTrait``); consecutive subviews of
  /// one row make a line, and a subview of no row is a line of its own.
  init(subviews: LayoutSubviews) {
    var fullWidth: [(line: Int, subview: LayoutSubview)] = []
    var column = 0
    for subview in subviews {
      guard let row = subview[GridRowTraitKey.self] else {
        // Views outside rows span all columns: filled in once the column count is known.
        columnCount = Swift.max(columnCount, 1)
        fullWidth.append((lines.count, subview))
        lines.append(GridLine(row: nil, cells: []))
        continue
      }
      if lines.last?.row?.id != row.id {
        lines.append(GridLine(row: row, cells: []))
        column = 0
      }
      let span = Self.usableSpan(subview[GridCellColumnsKey.self], from: column)
      lines[lines.count - 1].cells.append(subview.gridCell(columns: column..<column + span))
      column += span
      columnCount = Swift.max(columnCount, column)
    }
    for (line, subview) in fullWidth { lines[line].cells = [subview.gridCell(columns: 0..<columnCount)] }
    columnAlignments = Array(repeating: nil, count: columnCount)
    for index in lines.indices {
      for cell in lines[index].cells where columnAlignments[cell.columns.lowerBound] == nil {
        columnAlignments[cell.columns.lowerBound] = cell.subview[GridColumnAlignmentKey.self]
      }
      trackOfLine.append(lines[index].cells.isEmpty ? nil : trackCount)
      if !lines[index].cells.isEmpty { trackCount += 1 }
    }
  }
}

extension GridStructure {
  /// The column up to which `gridCellColumns(_:)` can widen a row. The columns are arrays the
  /// grid allocates, so `gridCellColumns(Int.max)` would overflow the column count (a trap) and
  /// a billion would exhaust memory; SwiftUI's limit is not documented.
  static let maximumSpannedColumns = 10_000

  /// `span` for a cell starting at `column`, cut (with a runtime issue) where it would reach
  /// past ``maximumSpannedColumns``; at least 1, so a row's columns grow with its cells alone.
  static func usableSpan(_ span: Int, from column: Int) -> Int {
    let room = Swift.max(maximumSpannedColumns - column, 1)
    guard span > room else { return span }
    RuntimeIssues.reportOnce(
      "gridCellColumns(\(span)) spans more columns than a grid holds (\(maximumSpannedColumns)); using \(room).")
    return room
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
