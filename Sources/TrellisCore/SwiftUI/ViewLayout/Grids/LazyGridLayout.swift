import Foundation

/// The layout of `LazyVGrid` (tracks are columns, `axis` vertical) and `LazyHGrid` (tracks are
/// rows, `axis` horizontal): cells fill the tracks in order, line after line along `axis`; a
/// line is as long as its longest cell; a section's header and footer take a line of their own
/// across the grid, and a section starts a new line.
///
/// Across the axis the grid is as wide as offered, or as its tracks when they need more
/// (`GridTracks`); its tracks are laid out for that width and aligned in it by `alignment`.
/// Along the axis it is as long as its lines and the spacing between them (8 by default). A
/// grid is made to scroll: its lines take their ideal length. Trellis lays every cell out.
///
/// Fidelity: verified — the track sizes (see `GridTracks`); partial — the spacing between
/// lines and around section headers is the grid's `spacing` [uncertain: not measured].
struct LazyGridLayout: Layout, InstanceLayoutProperties, LazyLayout {
  /// The axis lines follow each other along: vertical for a `LazyVGrid`.
  let axis: Axis
  let items: [GridItem]
  let alignment: AlignmentKey
  let spacing: CGFloat?
  let name: String

  var instanceProperties: LayoutProperties { LayoutProperties(stackOrientation: axis) }

  /// The checked items, and the tracks for the lengths asked so far.
  struct Cache {
    var items: [ValidGridItem]
    var tracks: [CGFloat: GridTracks] = [:]
    /// Where each section starts, and which subviews are headers and footers.
    var roles: [SectionItemTrait.Role?]
    var sections: [Int?]
  }

  func makeCache(subviews: Subviews) -> Cache {
    if items.isEmpty && !subviews.isEmpty {
      RuntimeIssues.report("\(name) has no \(axis == .vertical ? "columns" : "rows"); its views are not shown.")
    }
    let traits = subviews.map { $0[SectionItemTraitKey.self] }
    return Cache(
      items: items.map { ValidGridItem($0, in: name) }, roles: traits.map { $0?.role },
      sections: traits.map { $0?.section })
  }

  private var lineSpacing: CGFloat { spacing.flatMap { $0.isFinite ? $0 : nil } ?? GridTracks.defaultSpacing }

  private func tracks(_ length: CGFloat, _ cache: inout Cache) -> GridTracks {
    if let known = cache.tracks[length] { return known }
    let tracks = GridTracks(items: cache.items, length: length)
    cache.tracks[length] = tracks
    return tracks
  }

  /// The lines: each a run of subview indices, and whether it spans the grid (a header or footer).
  private func lines(trackCount: Int, cache: Cache) -> [(indices: Range<Int>, spans: Bool)] {
    var lines: [(indices: Range<Int>, spans: Bool)] = []
    var start: Int?
    var section: Int?? = .none
    func close(_ end: Int) {
      if let open = start, open < end { lines.append((open..<end, false)) }
      start = nil
    }
    for index in cache.roles.indices {
      let role = cache.roles[index]
      if role == .header || role == .footer {
        close(index)
        lines.append((index..<index + 1, true))
        section = cache.sections[index]
        continue
      }
      if start == nil || section != .some(cache.sections[index]) || index - start! == trackCount {
        close(index)
        start = index
        section = cache.sections[index]
      }
    }
    close(cache.roles.count)
    return lines
  }

  /// The proposal a cell of `track` gets.
  private func cellProposal(_ track: GridTracks.Track) -> ProposedViewSize {
    ProposedViewSize(nil, track.size, major: axis)
  }

  /// The length across the axis the grid is laid out for, for a proposal.
  private func crossLength(_ proposal: ProposedViewSize, _ cache: inout Cache) -> CGFloat {
    let offered = proposal[axis.perpendicular].flatMap { $0.isFinite ? Swift.max($0, 0) : nil }
    let needed = tracks(offered ?? 0, &cache).length
    return Swift.max(offered ?? 0, needed)
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
    let cross = crossLength(proposal, &cache)
    guard !cache.items.isEmpty else { return CGSize(0, cross, major: axis) }
    let grid = tracks(cross, &cache)
    var along: CGFloat = 0
    for (number, line) in lines(trackCount: grid.tracks.count, cache: cache).enumerated() {
      if number > 0 { along += lineSpacing }
      along += lineLength(line, grid: grid, cross: cross, subviews: subviews)
    }
    return CGSize(along, cross, major: axis)
  }

  private func lineLength(
    _ line: (indices: Range<Int>, spans: Bool), grid: GridTracks, cross: CGFloat, subviews: Subviews
  ) -> CGFloat {
    if line.spans {
      return subviews[line.indices.lowerBound].sizeThatFits(ProposedViewSize(nil, cross, major: axis))[axis]
    }
    return zip(line.indices, grid.tracks).map { index, track in
      subviews[index].sizeThatFits(cellProposal(track))[axis]
    }.max() ?? 0
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
    guard !cache.items.isEmpty else { return }
    let cross = bounds.size[axis.perpendicular]
    let grid = tracks(cross, &cache)
    // The tracks aligned across the grid (they are longer than it when minimums do not fit).
    let box = ViewDimensions(size: CGSize(0, cross, major: axis), proposal: .unspecified, guides: .none)
    let content = ViewDimensions(size: CGSize(0, grid.length, major: axis), proposal: .unspecified, guides: .none)
    let crossStart = bounds.min(axis.perpendicular) + box[alignment] - content[alignment]
    var cursor = bounds.min(axis)
    for (number, line) in lines(trackCount: grid.tracks.count, cache: cache).enumerated() {
      if number > 0 { cursor += lineSpacing }
      let length = lineLength(line, grid: grid, cross: cross, subviews: subviews)
      if line.spans {
        let proposal = ProposedViewSize(nil, cross, major: axis)
        subviews[line.indices.lowerBound].place(
          at: CGPoint(cursor, bounds.min(axis.perpendicular), major: axis), anchor: .topLeading, proposal: proposal)
      } else {
        for (index, track) in zip(line.indices, grid.tracks) {
          let cell = CGRect(
            origin: CGPoint(cursor, crossStart + track.offset, major: axis),
            size: CGSize(length, track.size, major: axis))
          let proposal = cellProposal(track)
          let dimensions = subviews[index].dimensions(in: proposal)
          let cellBox = ViewDimensions(size: cell.size, proposal: ProposedViewSize(cell.size), guides: .none)
          subviews[index].place(
            at: CGPoint(
              x: cell.minX + cellBox[track.alignment.horizontal] - dimensions[track.alignment.horizontal],
              y: cell.minY + cellBox[track.alignment.vertical] - dimensions[track.alignment.vertical]),
            anchor: .topLeading, proposal: proposal)
        }
      }
      cursor += length
    }
  }
}

extension LazyGridLayout: BuiltInLayout {}

/// A container view that arranges its child views in a grid that grows vertically, creating
/// items only as needed.
///
/// The columns are ``GridItem``s: fixed, flexible (sharing what the fixed ones leave) or
/// adaptive (as many columns of at least a minimum as fit, sharing the space evenly). Cells
/// fill the columns row by row; a `Section`'s header and footer span the grid.
///
/// ```swift
/// ScrollView {
///     LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))], spacing: 2) {
///         ForEach(photos) { PhotoCell(photo: $0) }
///     }
/// }
/// ```
///
/// Fidelity: verified — column widths follow SwiftUI's algorithm (see `GridTracks`); pinned
/// views are accepted and never pinned (nothing scrolls in a still picture).
nonisolated public struct LazyVGrid<Content: View>: View, LayoutContainer {
  static var containerName: String { "LazyVGrid" }

  let layout: LazyGridLayout
  let content: Content

  /// Creates a grid that grows vertically.
  ///
  /// - Parameters:
  ///   - columns: The columns.
  ///   - alignment: The alignment of the columns in the grid when they are narrower than it.
  ///   - spacing: The distance between rows, or `nil` for the default of 8.
  ///   - pinnedViews: Accepted for source compatibility; nothing is pinned in a still picture.
  ///   - content: The cells.
  public init(
    columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    layout = LazyGridLayout(
      axis: .vertical, items: columns, alignment: alignment.key, spacing: spacing, name: "LazyVGrid")
    self.content = content()
  }
}

/// A container view that arranges its child views in a grid that grows horizontally, creating
/// items only as needed.
///
/// The rows are ``GridItem``s, sized as a ``LazyVGrid``'s columns are; cells fill the rows
/// column by column.
///
/// ```swift
/// ScrollView(.horizontal) {
///     LazyHGrid(rows: [GridItem(.fixed(60)), GridItem(.fixed(60))]) {
///         ForEach(tags) { TagView(tag: $0) }
///     }
/// }
/// ```
///
/// Fidelity: partial — the mirror of ``LazyVGrid``, whose algorithm is verified.
nonisolated public struct LazyHGrid<Content: View>: View, LayoutContainer {
  static var containerName: String { "LazyHGrid" }

  let layout: LazyGridLayout
  let content: Content

  /// Creates a grid that grows horizontally.
  ///
  /// - Parameters:
  ///   - rows: The rows.
  ///   - alignment: The alignment of the rows in the grid when they are shorter than it.
  ///   - spacing: The distance between columns, or `nil` for the default of 8.
  ///   - pinnedViews: Accepted for source compatibility; nothing is pinned in a still picture.
  ///   - content: The cells.
  public init(
    rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    layout = LazyGridLayout(
      axis: .horizontal, items: rows, alignment: alignment.key, spacing: spacing, name: "LazyHGrid")
    self.content = content()
  }
}
