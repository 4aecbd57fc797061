import Foundation
import Trellis

/// The default legend: a circle swatch (or the category's symbol) and the category's name per
/// style, in rows that wrap.
///
/// Fidelity: unverified — 8-point swatches, `.caption2` secondary names, 4 points between
/// swatch and name and 12 between entries [uncertain].
struct ChartLegendView: View {
  let entries: [LegendEntry]

  var body: some View {
    LegendFlowLayout(spacing: 12, lineSpacing: 4) {
      ForEach(entries.indices, id: \.self) { index in
        let entry = entries[index]
        HStack(spacing: 4) {
          LegendSwatch(symbol: entry.symbol ?? .circle).fill(entry.style).frame(width: 8, height: 8)
          Text(verbatim: entry.name).font(.caption2).foregroundStyle(.secondary).lineLimit(1)
        }
      }
    }
  }
}

/// A legend's swatch shape.
struct LegendSwatch: Shape {
  let symbol: BasicChartSymbolShape
  func path(in rect: CGRect) -> Path {
    PlotItemShape.symbol(symbol, at: CGPoint(x: rect.midX, y: rect.midY), area: rect.width * rect.height * .pi / 4)
  }
}

/// Entries in a row, wrapping to a new row when the width runs out.
struct LegendFlowLayout: Layout {
  let spacing: CGFloat
  let lineSpacing: CGFloat

  func rows(width: CGFloat, subviews: Subviews) -> [[(Int, CGSize)]] {
    var rows: [[(Int, CGSize)]] = [[]]
    var x: CGFloat = 0
    for (index, subview) in subviews.enumerated() {
      let size = subview.sizeThatFits(.unspecified)
      if x > 0, x + size.width > width {
        rows.append([])
        x = 0
      }
      rows[rows.count - 1].append((index, size))
      x += size.width + spacing
    }
    return rows
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let width = proposal.width ?? .infinity
    let rows = rows(width: width, subviews: subviews)
    var size = CGSize.zero
    for row in rows where !row.isEmpty {
      let rowWidth = row.map(\.1.width).reduce(0, +) + spacing * CGFloat(row.count - 1)
      size.width = max(size.width, rowWidth)
      size.height += (row.map(\.1.height).max() ?? 0) + (size.height > 0 ? lineSpacing : 0)
    }
    return size
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    var y = bounds.minY
    for row in rows(width: bounds.width, subviews: subviews) where !row.isEmpty {
      var x = bounds.minX
      let height = row.map(\.1.height).max() ?? 0
      for (index, size) in row {
        subviews[index].place(at: CGPoint(x: x, y: y + (height - size.height) / 2), proposal: .unspecified)
        x += size.width + spacing
      }
      y += height + lineSpacing
    }
  }
}
