import Foundation

/// A grid that you can use in conditional layouts: the layout behind ``Grid``.
///
/// ```swift
/// let layout = isTable ? AnyLayout(GridLayout(alignment: .leading)) : AnyLayout(VStackLayout())
/// layout {
///     GridRow { Text("Name"); Text("Milk") }
///     GridRow { Text("Amount"); Text("1 l") }
/// }
/// ```
///
/// How it sizes, derived from Apple's documentation where SwiftUI's algorithm is not public
/// (docs/LayoutRules.md §3):
/// 1. Columns: the single-column cells of each column decide its width, sized like stack
///    children (`GridTrackSizer`); cells spanning several columns, and views outside rows
///    (which span all columns), then widen their last column if they need more.
/// 2. Rows: the same on the vertical axis, each cell proposed its final cell width.
/// 3. Cells set `gridCellUnsizedAxes` on an axis take no part in that axis's sizing.
/// 4. Every cell is proposed its cell rectangle (its columns, with the spacing between them,
///    by its row) and aligned in it by its `gridCellAnchor`, else its column's
///    `gridColumnAlignment` and its row's alignment, else the grid's alignment.
///
/// Fidelity: unverified — no ground truth for grids; Tokamak's native-comparison cases are
/// used as tests with hand-derived numbers.
public struct GridLayout: Layout {
  /// The alignment of cells that set no other, in both axes.
  public var alignment: Alignment
  /// The distance between columns, or `nil` for the default.
  public var horizontalSpacing: CGFloat?
  /// The distance between rows, or `nil` for the default.
  public var verticalSpacing: CGFloat?

  /// Creates a grid layout.
  ///
  /// - Parameters:
  ///   - alignment: The alignment of cells that set no other.
  ///   - horizontalSpacing: The distance between columns, or `nil` for the default of 8.
  ///   - verticalSpacing: The distance between rows, or `nil` for the default of 8.
  public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
    self.alignment = alignment
    self.horizontalSpacing = horizontalSpacing
    self.verticalSpacing = verticalSpacing
  }

  /// SwiftUI uses the platform's default spacing, 8 points on iOS, between rows and between
  /// columns; unlike a stack, a grid does not ask its cells for their preferred spacing (derived).
  private func spacing(_ axis: Axis) -> CGFloat {
    (axis == .horizontal ? horizontalSpacing : verticalSpacing) ?? Spacing.defaultDistance
  }

  /// The grid's rows and cells, and its last arrangement, reused by placement.
  public struct Cache {
    var structure: GridStructure
    var last: (proposal: ProposedViewSize, arrangement: GridArrangement)?
  }

  /// Reads the rows and cells from the subviews and their traits.
  public func makeCache(subviews: Subviews) -> Cache {
    Cache(structure: GridStructure(subviews: subviews), last: nil)
  }

  /// The sum of the columns' widths and the rows' heights, with the spacing between them.
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
    arrangement(for: proposal, cache: &cache).size
  }

  /// Places every cell in its cell rectangle.
  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
    // Both axes are sized like a stack's major axis, so placement keeps the proposal as it is.
    let arrangement = arrangement(for: proposal, cache: &cache)
    for line in lines(of: cache.structure, arrangement: arrangement, in: bounds) {
      for cell in line.cells { cell.subview.place(at: cell.origin, anchor: .topLeading, proposal: cell.proposal) }
    }
  }

  /// The cells' merged explicit values of `guide`, as they are placed.
  public func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout Cache
  ) -> CGFloat? {
    mergedExplicitAlignment(guide.key, in: bounds, proposal: proposal, cache: &cache)
  }

  /// The cells' merged explicit values of `guide`, as they are placed.
  public func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout Cache
  ) -> CGFloat? {
    mergedExplicitAlignment(guide.key, in: bounds, proposal: proposal, cache: &cache)
  }

  // MARK: Sizing

  /// The column widths and row heights for `proposal`; the last one is kept, since placement
  /// asks again for the proposal the grid was just sized for.
  private func arrangement(for proposal: ProposedViewSize, cache: inout Cache) -> GridArrangement {
    if let last = cache.last, last.proposal == proposal { return last.arrangement }
    let structure = cache.structure
    var columnItems: [GridTrackItem] = []
    for line in structure.lines {
      for cell in line.cells where !cell.unsizedAxes.contains(Axis.Set.horizontal) {
        // The height is unknown while columns are sized: cells are asked for their ideal height.
        columnItems.append(GridTrackItem(subview: cell.subview, tracks: cell.columns, crossProposal: nil))
      }
    }
    let widths = GridTrackSizer(axis: .horizontal, spacing: spacing(.horizontal), count: structure.columnCount)
      .lengths(of: columnItems, proposal: proposal.width)
    var rowItems: [GridTrackItem] = []
    for (index, line) in structure.lines.enumerated() {
      guard let track = structure.trackOfLine[index] else { continue }
      for cell in line.cells where !cell.unsizedAxes.contains(Axis.Set.vertical) {
        let width = GridArrangement.length(of: cell.columns, in: widths, spacing: spacing(.horizontal))
        rowItems.append(GridTrackItem(subview: cell.subview, tracks: track..<track + 1, crossProposal: width))
      }
    }
    let heights = GridTrackSizer(axis: .vertical, spacing: spacing(.vertical), count: structure.trackCount)
      .lengths(of: rowItems, proposal: proposal.height)
    let arrangement = GridArrangement(
      widths: widths, heights: heights, spacing: CGSize(width: spacing(.horizontal), height: spacing(.vertical)))
    cache.last = (proposal, arrangement)
    return arrangement
  }

  // MARK: Placement

  /// Where a cell goes: its origin in the grid's coordinates and its proposal.
  struct CellPlacement {
    var subview: LayoutSubview
    var origin: CGPoint
    var proposal: ProposedViewSize
  }

  /// A line of the grid placed in `bounds`: its row's rectangle and its cells.
  struct LinePlacement {
    var line: GridLine
    var frame: CGRect
    var cells: [CellPlacement]
  }

  private func lines(of structure: GridStructure, arrangement: GridArrangement, in bounds: CGRect) -> [LinePlacement] {
    var result: [LinePlacement] = []
    result.reserveCapacity(structure.lines.count)
    for (index, line) in structure.lines.enumerated() {
      guard let track = structure.trackOfLine[index] else {
        // An empty row takes no room: it sits, empty, where the next row starts.
        let y = bounds.minY + arrangement.offset(of: nextTrack(after: index, in: structure), .vertical)
        result.append(LinePlacement(line: line, frame: CGRect(x: bounds.minX, y: y, width: 0, height: 0), cells: []))
        continue
      }
      let frame = CGRect(
        x: bounds.minX, y: bounds.minY + arrangement.offset(of: track, .vertical),
        width: arrangement.size.width, height: arrangement.heights[track])
      let verticalAlignment = line.row?.alignment ?? alignment.vertical
      let cells = line.cells.map { cell in
        let rect = CGRect(
          x: bounds.minX + arrangement.offset(of: cell.columns.lowerBound, .horizontal), y: frame.minY,
          width: GridArrangement.length(
            of: cell.columns, in: arrangement.widths, spacing: arrangement.spacing.width),
          height: frame.height)
        let horizontalAlignment = structure.columnAlignments[cell.columns.lowerBound] ?? alignment.horizontal
        return place(cell, in: rect, alignment: Alignment(horizontal: horizontalAlignment, vertical: verticalAlignment))
      }
      result.append(LinePlacement(line: line, frame: frame, cells: cells))
    }
    return result
  }

  /// The track of the first non-empty line after `index`, or `trackCount` when there is none.
  private func nextTrack(after index: Int, in structure: GridStructure) -> Int {
    structure.trackOfLine[index...].lazy.compactMap { $0 }.first ?? structure.trackCount
  }

  /// A cell proposed its rectangle and aligned in it by its anchor, else by `alignment`.
  private func place(_ cell: GridCell, in rect: CGRect, alignment: Alignment) -> CellPlacement {
    let proposal = ProposedViewSize(rect.size)
    let dimensions = cell.subview.dimensions(in: proposal)
    let offset: CGPoint
    if let anchor = cell.anchor {
      offset = CGPoint(x: anchor.x * (rect.width - dimensions.width), y: anchor.y * (rect.height - dimensions.height))
    } else {
      let box = ViewDimensions(size: rect.size, proposal: proposal, guides: .none)
      offset = CGPoint(
        x: box[alignment.horizontal] - dimensions[alignment.horizontal],
        y: box[alignment.vertical] - dimensions[alignment.vertical])
    }
    return CellPlacement(
      subview: cell.subview, origin: CGPoint(x: rect.minX + offset.x, y: rect.minY + offset.y), proposal: proposal)
  }

  /// Merges the explicit guides of every cell, placed as ``placeSubviews(in:proposal:subviews:cache:)``
  /// would place them; built-in frame guides never merge (§1.14).
  private func mergedExplicitAlignment(
    _ key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, cache: inout Cache
  ) -> CGFloat? {
    guard !key.isFrameGuide else { return nil }
    let arrangement = arrangement(for: proposal, cache: &cache)
    var merged: CGFloat?
    var n = 0
    let origin = CGRect(origin: .zero, size: bounds.size)
    for line in lines(of: cache.structure, arrangement: arrangement, in: origin) {
      for cell in line.cells {
        guard let value = cell.subview.dimensions(in: cell.proposal)[explicit: key] else { continue }
        key.combineExplicit(childValue: cell.origin[key.axis] + value, n, into: &merged)
        n += 1
      }
    }
    return merged
  }
}

/// A grid's track lengths for one proposal, and where each track starts.
struct GridArrangement {
  let widths: [CGFloat]
  let heights: [CGFloat]
  /// The spacing between columns (width) and rows (height).
  let spacing: CGSize
  let size: CGSize
  /// The start of each column and each row, and one entry past the end (the grid's length):
  /// precomputed so that placing n cells stays O(n).
  private let columnOffsets: [CGFloat]
  private let rowOffsets: [CGFloat]

  init(widths: [CGFloat], heights: [CGFloat], spacing: CGSize) {
    self.widths = widths
    self.heights = heights
    self.spacing = spacing
    columnOffsets = GridArrangement.offsets(of: widths, spacing: spacing.width)
    rowOffsets = GridArrangement.offsets(of: heights, spacing: spacing.height)
    size = CGSize(
      width: GridArrangement.length(of: 0..<widths.count, in: widths, spacing: spacing.width),
      height: GridArrangement.length(of: 0..<heights.count, in: heights, spacing: spacing.height))
  }

  /// The length of a run of tracks, with the spacing between them.
  static func length(of tracks: Range<Int>, in lengths: [CGFloat], spacing: CGFloat) -> CGFloat {
    guard !tracks.isEmpty else { return 0 }
    return lengths[tracks].reduce(0, +) + spacing * CGFloat(tracks.count - 1)
  }

  private static func offsets(of lengths: [CGFloat], spacing: CGFloat) -> [CGFloat] {
    var offsets = [CGFloat](repeating: 0, count: lengths.count + 1)
    for (index, length) in lengths.enumerated() { offsets[index + 1] = offsets[index] + length + spacing }
    // Past the last track there is no spacing: the end is the grid's length.
    offsets[lengths.count] = Swift.max(offsets[lengths.count] - spacing, 0)
    return offsets
  }

  /// The distance from the grid's edge to the start of track `index` along `axis`; for
  /// `index == count`, the grid's length.
  func offset(of index: Int, _ axis: Axis) -> CGFloat {
    axis == .horizontal ? columnOffsets[index] : rowOffsets[index]
  }
}
