import Foundation

/// Where each stacked bar or area starts and ends on the value axis: bars and areas at the same
/// place (and in the same `position(by:)` slot) stack in the order of the content, from zero —
/// positive values up, negative values down — or are normalised to 1, or centred on zero.
package struct Stacks {
  var extents: [Int: (Double, Double)] = [:]
  /// The smallest and largest end of any stack.
  package var low = 0.0
  package var high = 0.0
  package var isEmpty = true
  package var normalized = false

  package init(marks: [MarkRecord], horizontal: Bool) {
    struct Key: Hashable {
      var kind: MarkRecord.Kind
      var place: String
      var slot: String
      var series: Bool
    }
    var groups: [Key: [Int]] = [:]
    var order: [Key] = []
    for (index, mark) in marks.enumerated() where mark.kind == .bar || mark.kind == .area {
      let value = horizontal ? mark.x : mark.y
      let hasRange = horizontal ? (mark.xStart != nil) : (mark.yStart != nil)
      guard value != nil, !hasRange else { continue }
      let place = horizontal ? mark.y : mark.x
      let key = Key(
        kind: mark.kind, place: place?.value.groupName ?? "", slot: mark.positionGroup ?? "",
        series: false)
      if groups[key] == nil { order.append(key) }
      groups[key, default: []].append(index)
    }
    for key in order {
      guard let indices = groups[key] else { continue }
      let method = marks[indices[0]].stacking.storage
      let values = indices.map { index -> Double in
        let channel = horizontal ? marks[index].x : marks[index].y
        let value = channel?.value.continuous ?? 0
        return value.isFinite ? value : 0
      }
      let total = values.map(abs).reduce(0, +)
      var positive = 0.0
      var negative = 0.0
      var ends: [(Double, Double)] = []
      for value in values {
        switch method {
        case .unstacked:
          ends.append((0, value))
        default:
          if value >= 0 {
            ends.append((positive, positive + value))
            positive += value
          } else {
            ends.append((negative, negative + value))
            negative += value
          }
        }
      }
      switch method {
      case .normalized:
        normalized = true
        ends = ends.map { total > 0 ? ($0.0 / total, $0.1 / total) : (0, 0) }
      case .center:
        let shift = -(positive + negative) / 2
        ends = ends.map { ($0.0 + shift, $0.1 + shift) }
      default: break
      }
      for (index, end) in zip(indices, ends) {
        extents[index] = end
        low = min(low, end.0, end.1)
        high = max(high, end.0, end.1)
        isEmpty = false
      }
    }
  }

  /// Where the mark at `index` starts and ends, in data values.
  package func extent(of index: Int) -> (Double, Double)? { extents[index] }
}
