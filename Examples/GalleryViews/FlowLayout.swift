import Trellis

/// A layout that places its subviews in rows, wrapping to a new row when one is full — the
/// layout users write most often.
///
/// Each subview takes its ideal size; rows are `spacing` apart and left-aligned.
public struct FlowLayout: Layout {
  /// The distance between subviews in a row and between rows.
  public var spacing: CGFloat

  /// Creates a flow layout.
  public init(spacing: CGFloat = 8) { self.spacing = spacing }

  /// The rows for a width: the indices of the subviews in each row.
  func rows(for width: CGFloat, sizes: [CGSize]) -> [[Int]] {
    var rows: [[Int]] = [[]]
    var x: CGFloat = 0
    for (index, size) in sizes.enumerated() {
      if !rows[rows.count - 1].isEmpty && x + spacing + size.width > width {
        rows.append([])
        x = 0
      }
      x += (rows[rows.count - 1].isEmpty ? 0 : spacing) + size.width
      rows[rows.count - 1].append(index)
    }
    return rows
  }

  /// As wide as the widest row (the proposal at most), as tall as the rows.
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
    let rows = rows(for: proposal.width ?? .infinity, sizes: sizes)
    let widths = rows.map { row in row.map { sizes[$0].width }.reduce(0, +) + spacing * CGFloat(max(row.count - 1, 0)) }
    let heights = rows.map { row in row.map { sizes[$0].height }.max() ?? 0 }
    return CGSize(
      width: widths.max() ?? 0, height: heights.reduce(0, +) + spacing * CGFloat(max(rows.count - 1, 0)))
  }

  /// Places each row's subviews left to right, rows top to bottom.
  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
    var y = bounds.minY
    for row in rows(for: bounds.width, sizes: sizes) {
      var x = bounds.minX
      for index in row {
        subviews[index].place(at: CGPoint(x: x, y: y), proposal: .unspecified)
        x += sizes[index].width + spacing
      }
      y += (row.map { sizes[$0].height }.max() ?? 0) + spacing
    }
  }
}

/// A flow of tags, as apps show them.
public struct TagCloud: View {
  let tags = ["Swift", "Layout", "Linux", "Pango", "Cairo", "SwiftUI", "Headless", "Grid", "Flow", "Snapshots"]

  /// Creates the example.
  public init() {}

  /// The tags in capsules, flowing into rows.
  public var body: some View {
    FlowLayout {
      ForEach(tags, id: \.self) { tag in
        Text(tag)
          .padding(.horizontal, 10)
          .padding(.vertical, 4)
          .background(Capsule().fill(Color.blue.opacity(0.15)))
      }
    }
    .padding()
  }
}
