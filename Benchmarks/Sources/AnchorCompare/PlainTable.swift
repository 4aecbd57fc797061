import Foundation

/// Rows of text in columns: the first left-aligned, the others right-aligned.
struct PlainTable {
  var rows: [[String]] = []

  mutating func add(_ cells: String...) { rows.append(cells) }

  mutating func add(_ cells: [String]) { rows.append(cells) }

  var description: String {
    let columns = rows.map(\.count).max() ?? 0
    let widths = (0..<columns).map { column in rows.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0 }
    return rows.map { row in
      row.enumerated().map { column, cell in
        let pad = String(repeating: " ", count: widths[column] - cell.count)
        return column == 0 ? cell + pad : pad + cell
      }.joined(separator: "   ")
    }.joined(separator: "\n")
  }
}

/// A number for a table: no decimals from 100 on, `digits` decimals below.
func formatted(_ value: Double, digits: Int = 2) -> String {
  guard value.isFinite else { return "–" }
  return String(format: "%.\(abs(value) >= 100 ? 0 : digits)f", value)
}
