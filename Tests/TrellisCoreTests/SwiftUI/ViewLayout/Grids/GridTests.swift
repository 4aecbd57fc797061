import Testing
import TrellisCore
import TrellisCoreTestSupport

/// `Grid`, `GridRow` and the grid-cell modifiers (iOS 16).
///
/// SwiftUI's grid algorithm is not public (docs/LayoutRules.md §3), so every number here is
/// worked out by hand from `GridLayout`'s documented derivation: columns to their widest cell,
/// rows to their tallest, flexible tracks sharing the offer like stack children. The host
/// proposes 200 × 200 and centres the grid unless a test says otherwise; default spacing is 8.
@MainActor
@Suite("Grid")
struct GridTests {
  let square = CGSize(width: 200, height: 200)
  /// The window of Tokamak's native-comparison grid tests (TokamakLayoutTests/GridTests.swift).
  let tokamak = CGSize(width: 500, height: 500)

  @Test("Each column is as wide as its widest cell")
  func columnsTakeTheirWidestCell() {
    let host = LayoutHost(
      Grid {
        GridRow {
          Color.red.frame(width: 20, height: 10).accessibilityIdentifier("a")
          Color.blue.frame(width: 30, height: 10).accessibilityIdentifier("b")
        }
        GridRow {
          Color.green.frame(width: 40, height: 10).accessibilityIdentifier("c")
          Color.gray.frame(width: 10, height: 10).accessibilityIdentifier("d")
        }
      },
      size: square)
    // Columns max(20, 40) = 40 and max(30, 10) = 30: 40 + 8 + 30 = 78 wide, 10 + 8 + 10 = 28 high,
    // at ((200 − 78) / 2, (200 − 28) / 2) = (61, 86). Column 1 starts at 61 + 48 = 109.
    // Narrow cells are centred in their column: a at 61 + (40 − 20) / 2, d at 109 + (30 − 10) / 2.
    #expect(host.unroundedFrame(of: "a") == rect(71, 86, 20, 10))
    #expect(host.unroundedFrame(of: "b") == rect(109, 86, 30, 10))
    #expect(host.unroundedFrame(of: "c") == rect(61, 104, 40, 10))
    #expect(host.unroundedFrame(of: "d") == rect(119, 104, 10, 10))
  }

  @Test("Each row is as tall as its tallest cell")
  func rowsTakeTheirTallestCell() {
    let host = LayoutHost(
      Grid {
        GridRow {
          Color.red.frame(width: 10, height: 20).accessibilityIdentifier("a")
          Color.blue.frame(width: 10, height: 40).accessibilityIdentifier("b")
        }
        GridRow {
          Color.green.frame(width: 10, height: 30).accessibilityIdentifier("c")
        }
      },
      size: square)
    // Columns 10 and 10: 28 wide. Rows 40 and 30: 40 + 8 + 30 = 78 high. Origin (86, 61).
    // a is centred in its 40-point row: 61 + (40 − 20) / 2 = 71. Row 1 starts at 61 + 48 = 109.
    #expect(host.unroundedFrame(of: "a") == rect(86, 71, 10, 20))
    #expect(host.unroundedFrame(of: "b") == rect(104, 61, 10, 40))
    #expect(host.unroundedFrame(of: "c") == rect(86, 109, 10, 30))
  }

  @Test("horizontalSpacing separates columns and verticalSpacing separates rows")
  func spacingArguments() {
    let host = LayoutHost(
      Grid(horizontalSpacing: 4, verticalSpacing: 12) {
        GridRow {
          Color.red.frame(width: 10, height: 10).accessibilityIdentifier("topLeft")
          Color.red.frame(width: 10, height: 10).accessibilityIdentifier("topRight")
        }
        GridRow {
          Color.red.frame(width: 10, height: 10).accessibilityIdentifier("bottomLeft")
          Color.red.frame(width: 10, height: 10).accessibilityIdentifier("bottomRight")
        }
      },
      size: square)
    // 10 + 4 + 10 = 24 wide, 10 + 12 + 10 = 32 high, at (88, 84).
    #expect(host.unroundedFrame(of: "topLeft") == rect(88, 84, 10, 10))
    #expect(host.unroundedFrame(of: "topRight") == rect(102, 84, 10, 10))
    #expect(host.unroundedFrame(of: "bottomLeft") == rect(88, 106, 10, 10))
    #expect(host.unroundedFrame(of: "bottomRight") == rect(102, 106, 10, 10))
  }

  @Test("A cell with gridCellColumns(2) spans two columns and the spacing between them")
  func spanningCellCoversItsColumns() {
    let host = LayoutHost(
      Grid {
        GridRow {
          Color.red.frame(width: 30, height: 10).accessibilityIdentifier("a")
          Color.red.frame(width: 30, height: 10).accessibilityIdentifier("b")
        }
        GridRow {
          Color.blue.frame(width: 50, height: 10).gridCellColumns(2).accessibilityIdentifier("wide")
        }
      },
      size: square)
    // Columns 30 and 30: the spanning cell's rectangle is 30 + 8 + 30 = 68 ≥ 50, so nothing
    // widens. The grid is 68 × 28 at (66, 86); the 50-point cell is centred: 66 + 9 = 75.
    #expect(host.unroundedFrame(of: "a") == rect(66, 86, 30, 10))
    #expect(host.unroundedFrame(of: "b") == rect(104, 86, 30, 10))
    #expect(host.unroundedFrame(of: "wide") == rect(75, 104, 50, 10))
  }

  @Test("A spanning cell wider than its columns widens the last column it spans")
  func spanningCellWidensItsLastColumn() {
    let host = LayoutHost(
      Grid {
        GridRow {
          Color.red.frame(width: 30, height: 10).accessibilityIdentifier("a")
          Color.red.frame(width: 30, height: 10).accessibilityIdentifier("b")
        }
        GridRow {
          Color.blue.frame(width: 80, height: 10).gridCellColumns(2).accessibilityIdentifier("wide")
        }
      },
      size: square)
    // The 80-point cell needs 80 − 68 = 12 more than its columns: column 1 grows to 42.
    // The grid is 30 + 8 + 42 = 80 wide, at x 60; b is centred in 98…140: 98 + 6 = 104.
    #expect(host.unroundedFrame(of: "a") == rect(60, 86, 30, 10))
    #expect(host.unroundedFrame(of: "b") == rect(104, 86, 30, 10))
    #expect(host.unroundedFrame(of: "wide") == rect(60, 104, 80, 10))
  }

  @Test("gridColumnAlignment(.trailing) on one cell aligns its whole column")
  func columnAlignment() {
    let host = LayoutHost(
      Grid {
        GridRow {
          Color.red.frame(width: 20, height: 10).accessibilityIdentifier("a")
          Color.red.frame(width: 10, height: 10).accessibilityIdentifier("b")
        }
        GridRow {
          // Written on the colour, under the frame: the trait travels out to the cell.
          Color.red.gridColumnAlignment(.trailing).frame(width: 40, height: 10).accessibilityIdentifier("c")
          Color.red.frame(width: 10, height: 10)
        }
      },
      size: square)
    // Columns 40 and 10: 58 × 28 at (71, 86). Column 0 ends at 111: a's trailing edge sits there,
    // though the alignment was set on c, in another row.
    #expect(host.unroundedFrame(of: "a") == rect(91, 86, 20, 10))
    #expect(host.unroundedFrame(of: "c") == rect(71, 104, 40, 10))
    // Column 1 keeps the grid's centre alignment.
    #expect(host.unroundedFrame(of: "b") == rect(119, 86, 10, 10))
  }

  @Test("gridCellAnchor(.topLeading) puts a cell in the top-leading corner of its cell")
  func cellAnchor() {
    let host = LayoutHost(
      Grid {
        GridRow {
          Color.red.frame(width: 40, height: 40)
          Color.blue.frame(width: 10, height: 10).gridCellAnchor(.topLeading).accessibilityIdentifier("anchored")
        }
        GridRow {
          Color.red.frame(width: 10, height: 10)
          Color.blue.frame(width: 30, height: 10).accessibilityIdentifier("wide")
        }
      },
      size: square)
    // Columns 40 and 30, rows 40 and 10: 78 × 58 at (61, 71). The anchored cell's rectangle is
    // (109, 71, 30, 40); centred it would be at (119, 86).
    #expect(host.unroundedFrame(of: "anchored") == rect(109, 71, 10, 10))
    #expect(host.unroundedFrame(of: "wide") == rect(109, 119, 30, 10))
  }

  @Test("A full-width view with gridCellUnsizedAxes(.horizontal) takes the grid's width without widening it")
  func unsizedHorizontalAxis() {
    // Tokamak's testGridCellUnsizedAxes.
    let host = LayoutHost(
      Grid(alignment: .bottomTrailing, horizontalSpacing: 10, verticalSpacing: 10) {
        GridRow(alignment: .top) {
          Rectangle().frame(width: 100, height: 100).accessibilityIdentifier("first")
          Rectangle().frame(width: 100, height: 100)
        }
        Rectangle().frame(height: 5).gridCellUnsizedAxes(.horizontal).accessibilityIdentifier("line")
        GridRow(alignment: .top) {
          Rectangle().frame(width: 100, height: 100)
          Rectangle().frame(width: 100, height: 100).accessibilityIdentifier("last")
        }
      },
      size: tokamak)
    // Columns 100 and 100 (the line does not count): 210 wide. Rows 100, 5, 100 with 10 between:
    // 225 high. Origin ((500 − 210) / 2, (500 − 225) / 2) = (145, 137.5). The line is proposed
    // the grid's width and sits at 137.5 + 110 = 247.5; the last row at 247.5 + 15 = 262.5.
    #expect(host.unroundedFrame(of: "first") == rect(145, 137.5, 100, 100))
    #expect(host.unroundedFrame(of: "line") == rect(145, 247.5, 210, 5))
    #expect(host.unroundedFrame(of: "last") == rect(255, 262.5, 100, 100))
  }

  @Test("A flexible view outside the rows spans all columns and fills the grid's offer")
  func fullWidthChild() {
    let host = LayoutHost(
      Grid {
        GridRow {
          Color.red.frame(width: 30, height: 10).accessibilityIdentifier("a")
          Color.red.frame(width: 30, height: 10).accessibilityIdentifier("b")
        }
        Color.blue.frame(height: 2).accessibilityIdentifier("line")
      },
      size: square)
    // Columns 30 and 30 leave 200 − 68 = 132 of the offer; the line, offered 68 + 132 = 200,
    // takes it all, so the last column grows to 162 (derived). Rows 10 and 2: 20 high at y 90.
    // b is centred in 38…200: 38 + (162 − 30) / 2 = 104.
    #expect(host.unroundedFrame(of: "line") == rect(0, 108, 200, 2))
    #expect(host.unroundedFrame(of: "a") == rect(0, 90, 30, 10))
    #expect(host.unroundedFrame(of: "b") == rect(104, 90, 30, 10))
  }

  @Test("Flexible colours share the grid's width equally")
  func flexibleColoursShareWidth() {
    let host = LayoutHost(
      Grid(horizontalSpacing: 10) {
        GridRow {
          Color.red.accessibilityIdentifier("a")
          Color.green.accessibilityIdentifier("b")
          Color.blue.accessibilityIdentifier("c")
        }
      },
      size: square)
    // (200 − 2 × 10) / 3 = 60 each; the single row takes the full 200 height.
    #expect(host.unroundedFrame(of: "a") == rect(0, 0, 60, 200))
    #expect(host.unroundedFrame(of: "b") == rect(70, 0, 60, 200))
    #expect(host.unroundedFrame(of: "c") == rect(140, 0, 60, 200))
  }

  @Test("Rows of flexible rectangles share both axes (Tokamak testGrid)")
  func tokamakFlexibleRows() {
    let host = LayoutHost(
      Grid(alignment: .bottomTrailing, horizontalSpacing: 10, verticalSpacing: 10) {
        GridRow(alignment: .top) {
          Rectangle().accessibilityIdentifier("r0c0")
          Rectangle()
          Rectangle().accessibilityIdentifier("r0c2")
        }
        GridRow(alignment: .top) {
          Rectangle()
          Rectangle()
          Rectangle()
          Rectangle().accessibilityIdentifier("r1c3")
        }
      },
      size: tokamak)
    // Four columns: (500 − 3 × 10) / 4 = 117.5 each, at x 0, 127.5, 255, 382.5.
    // Two rows: (500 − 10) / 2 = 245 each, at y 0 and 255. The first row leaves column 3 empty.
    #expect(host.unroundedFrame(of: "r0c0") == rect(0, 0, 117.5, 245))
    #expect(host.unroundedFrame(of: "r0c2") == rect(255, 0, 117.5, 245))
    #expect(host.unroundedFrame(of: "r1c3") == rect(382.5, 255, 117.5, 245))
  }

  @Test("A flexible spanning cell takes its two flexible columns (Tokamak testGridCellColumns)")
  func tokamakSpanningCell() {
    let host = LayoutHost(
      Grid(alignment: .bottomTrailing, horizontalSpacing: 10, verticalSpacing: 10) {
        GridRow(alignment: .top) {
          Rectangle()
          Rectangle().gridCellColumns(2).accessibilityIdentifier("span")
          Rectangle().accessibilityIdentifier("after")
        }
        GridRow(alignment: .top) {
          Rectangle()
          Rectangle()
          Rectangle()
          Rectangle()
        }
      },
      size: tokamak)
    // Four flexible columns of 117.5; the spanning cell covers 117.5 + 10 + 117.5 = 245 from 127.5.
    #expect(host.unroundedFrame(of: "span") == rect(127.5, 0, 245, 245))
    #expect(host.unroundedFrame(of: "after") == rect(382.5, 0, 117.5, 245))
  }

  @Test("A fixed-width cell with gridColumnAlignment(.trailing) in a flexible column (Tokamak)")
  func tokamakColumnAlignment() {
    let host = LayoutHost(
      Grid(alignment: .bottomTrailing, horizontalSpacing: 10, verticalSpacing: 10) {
        GridRow(alignment: .top) {
          Rectangle()
          Rectangle().frame(width: 15).gridColumnAlignment(.trailing).accessibilityIdentifier("narrow")
          Rectangle()
        }
        GridRow(alignment: .top) {
          Rectangle()
          Rectangle().accessibilityIdentifier("below")
          Rectangle()
        }
      },
      size: tokamak)
    // Column 1 is 15…∞, the others 0…∞: column 1 is sized first (larger minimum), offered
    // (500 − 20) / 3 = 160; then 160 and 160. Column 1 spans 170…330: the narrow cell ends at 330.
    #expect(host.unroundedFrame(of: "narrow") == rect(315, 0, 15, 245))
    #expect(host.unroundedFrame(of: "below") == rect(170, 255, 160, 245))
  }

  @Test("gridCellAnchor overrides the grid's alignment (Tokamak testGridCellAnchor)")
  func tokamakCellAnchor() {
    let host = LayoutHost(
      Grid(alignment: .topLeading, horizontalSpacing: 10, verticalSpacing: 10) {
        GridRow(alignment: .top) {
          Rectangle().frame(width: 15, height: 15).gridCellAnchor(.bottomTrailing).accessibilityIdentifier("corner")
          Rectangle()
          Rectangle()
        }
        GridRow(alignment: .top) {
          Rectangle()
          Rectangle()
          Rectangle().frame(width: 15, height: 15).gridCellAnchor(.leading).accessibilityIdentifier("edge")
        }
      },
      size: tokamak)
    // Three columns of (500 − 20) / 3 = 160 and two rows of (500 − 10) / 2 = 245.
    // corner: in (0, 0, 160, 245) at the bottom-trailing corner: (145, 230).
    // edge: in (340, 255, 160, 245) at the middle of the leading edge: (340, 255 + 115).
    #expect(host.unroundedFrame(of: "corner") == rect(145, 230, 15, 15))
    #expect(host.unroundedFrame(of: "edge") == rect(340, 370, 15, 15))
  }

  @Test("A grid proposed nothing gives each column its ideal width")
  func idealSize() {
    let host = LayoutHost(
      Grid {
        GridRow {
          Color.red.accessibilityIdentifier("a")
          Color.blue.frame(width: 30).accessibilityIdentifier("b")
        }
      }
      .fixedSize(),
      size: square)
    // Ideal widths 10 (a colour's default) and 30; ideal height 10: 48 × 10 at (76, 95).
    #expect(host.unroundedFrame(of: "a") == rect(76, 95, 10, 10))
    #expect(host.unroundedFrame(of: "b") == rect(94, 95, 30, 10))
  }

  @Test("A GridRow outside a Grid is a list of its views, like a Group: at a host's root, an implicit VStack")
  func rowOutsideGrid() {
    let host = LayoutHost(
      GridRow {
        Color.red.frame(width: 20, height: 10).accessibilityIdentifier("a")
        Color.blue.frame(width: 30, height: 20).accessibilityIdentifier("b")
      },
      size: square)
    // 10 + 8 + 20 = 38 tall and 30 wide, centred at (85, 81); each view centred horizontally.
    #expect(host.root?.name == "VStack")
    #expect(host.unroundedFrame(of: "a") == rect(90, 81, 20, 10))
    #expect(host.unroundedFrame(of: "b") == rect(85, 99, 30, 20))
  }

  @Test("A modifier on a GridRow applies to each cell, as on a Group")
  func modifierOnRowAppliesToEachCell() {
    // Ole Begemann's observation (https://gist.github.com/ole/4a8b5fe49d53c79b34e22b3401872093):
    // a background on a row is a background behind each cell.
    let host = LayoutHost(
      Grid {
        GridRow {
          Color.red.frame(width: 20, height: 10)
          Color.blue.frame(width: 30, height: 20)
        }
        .padding(5)
        .accessibilityIdentifier("cell")
      },
      size: square)
    // Two padded cells, 30 × 20 and 40 × 30, in columns 30 and 40 wide, 8 apart, in a row 30
    // tall: the grid is 78 × 30 at (61, 85), the first cell centred in its row.
    #expect(host.frames(of: "cell") == [rect(61, 90, 30, 20), rect(99, 85, 40, 30)])
  }

  @Test("An empty grid is zero by zero")
  func emptyGrid() {
    let host = LayoutHost(Grid {}.accessibilityIdentifier("grid"), size: square)
    #expect(host.unroundedFrame(of: "grid") == rect(100, 100, 0, 0))
  }

  @Test("A 100 × 100 grid of fixed colours lays out in linear work")
  func largeGridIsLinear() {
    let host = LayoutHost(
      Grid {
        ForEach(0..<100) { _ in
          GridRow {
            ForEach(0..<100) { _ in Color.red.frame(width: 2, height: 2) }
          }
        }
      },
      size: CGSize(width: 1000, height: 1000))
    // 100 × 2 + 99 × 8 = 992 square. Each cell is asked a bounded number of questions:
    // 0, ∞ and a share per axis, and its cell rectangle when placed — 14 for its two nodes
    // (frame and colour), so 7 per node.
    #expect(host.root?.frame(named: "Grid") == rect(4, 4, 992, 992))
    #expect(host.statistics.nodeCount > 20_000)
    #expect(host.statistics.sizeQueries <= 8 * host.statistics.nodeCount)
  }
}
