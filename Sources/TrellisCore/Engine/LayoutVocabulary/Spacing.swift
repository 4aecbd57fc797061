import Foundation

/// The spacing preferences of one view, keyed by (category, absolute edge).
///
/// The model follows docs/LayoutRules.md §1.4: a key with a `nil` category is a plain
/// minimum distance; a key with a category only pairs with the *same* category on the
/// neighbour's facing edge. Maps are tiny (at most a dozen keys), so they are arrays.
///
/// Fidelity: verified — the distance rules run as unit fixtures (§2 B cases 11–13 and 16, in both
/// layout directions) and the stacks' default 8 in §2 C case 33; the numbers of the text
/// categories are derived from the fonts (§1.4).
struct Spacing: Equatable, Sendable, CustomStringConvertible {
  /// What kind of neighbour a preference applies to.
  enum Category: UInt8, Hashable, Sendable, CustomStringConvertible {
    case textToText, edgeAboveText, edgeBelowText, textBaseline
    case edgeLeftText, edgeRightText, leftTextBaseline, rightTextBaseline

    var description: String {
      switch self {
      case .textToText: "textToText"
      case .edgeAboveText: "edgeAboveText"
      case .edgeBelowText: "edgeBelowText"
      case .textBaseline: "textBaseline"
      case .edgeLeftText: "edgeLeftText"
      case .edgeRightText: "edgeRightText"
      case .leftTextBaseline: "leftTextBaseline"
      case .rightTextBaseline: "rightTextBaseline"
      }
    }
  }

  struct Key: Hashable, Sendable {
    var category: Category?
    var edge: AbsoluteEdge
  }

  /// A preference: a distance, or the metrics of the text on the view's top or bottom line,
  /// from which the distance to the neighbouring text is computed.
  enum Value: Equatable, Sendable {
    case distance(CGFloat)
    case topTextMetrics(TextMetrics)
    case bottomTextMetrics(TextMetrics)

    /// The distance this preference asks for on its own; text metrics ask for the line gap.
    var standaloneDistance: CGFloat {
      switch self {
      case .distance(let value): value
      case .topTextMetrics(let metrics), .bottomTextMetrics(let metrics): metrics.leading
      }
    }

    /// Orders preferences when two views' spacings are merged: distances by value, below any text metrics.
    static func isLess(_ lhs: Value, _ rhs: Value) -> Bool {
      switch (lhs, rhs) {
      case (.distance(let a), .distance(let b)): a < b
      case (.distance, _): true
      case (_, .distance): false
      case (.topTextMetrics(let a), .topTextMetrics(let b)), (.bottomTextMetrics(let a), .bottomTextMetrics(let b)):
        a.lineHeight + a.leading < b.lineHeight + b.leading
      case (.topTextMetrics, .bottomTextMetrics): true
      case (.bottomTextMetrics, .topTextMetrics): false
      }
    }

    /// The distance between a preference on the previous view's trailing edge and one on the next view's
    /// leading edge: two distances add up, a distance beats text metrics, and the bottom line of the
    /// upper text meets the top line of the lower one by `TextMetrics.spacing`.
    static func combine(_ previous: Value, _ next: Value) -> CGFloat? {
      switch (previous, next) {
      case (.distance(let a), .distance(let b)): a + b
      case (.distance(let a), _), (_, .distance(let a)): a
      case (.bottomTextMetrics(let above), .topTextMetrics(let below)),
        (.topTextMetrics(let below), .bottomTextMetrics(let above)):
        TextMetrics.spacing(top: above, bottom: below)
      default: nil
      }
    }
  }

  private(set) var minima: [(key: Key, value: Value)]

  /// SwiftUI's platform default spacing, used when two neighbours share no preference.
  static let defaultDistance: CGFloat = 8

  init(minima: [(key: Key, value: Value)]) { self.minima = minima }

  /// The spacing of a typical leaf (`Color`, shapes, images): zero only against text on each edge.
  init() {
    self = Spacing.leafDefault
  }

  private static let leafDefault = Spacing(minima: [
    (Key(category: .edgeBelowText, edge: .top), .distance(0)),
    (Key(category: .edgeRightText, edge: .left), .distance(0)),
    (Key(category: .edgeAboveText, edge: .bottom), .distance(0)),
    (Key(category: .edgeLeftText, edge: .right), .distance(0)),
  ])

  /// Zero on every edge with no category: neighbours touch (spacers, empty containers).
  static let zero = Spacing(minima: AbsoluteEdge.allCases.map { (Key(category: nil, edge: $0), .distance(0)) })

  /// Zero on the two edges of `axis` only: a spacer oriented along that axis.
  static func zero(along axis: Axis) -> Spacing {
    Spacing(minima: AbsoluteEdge.edges(of: axis).map { (Key(category: nil, edge: $0), .distance(0)) })
  }

  subscript(key: Key) -> Value? {
    minima.first { $0.key == key }?.value
  }

  static func == (lhs: Spacing, rhs: Spacing) -> Bool {
    lhs.minima.count == rhs.minima.count
      && lhs.minima.allSatisfy { entry in rhs[entry.key] == entry.value }
  }

  /// Adds `other`'s preferences on `edges`, keeping the larger distance where both have a key.
  mutating func incorporate(_ other: Spacing, edges: Set<AbsoluteEdge>) {
    for entry in other.minima where edges.contains(entry.key.edge) {
      if let index = minima.firstIndex(where: { $0.key == entry.key }) {
        if Value.isLess(minima[index].value, entry.value) {
          minima[index].value = entry.value
        }
      } else {
        minima.append(entry)
      }
    }
  }

  /// Replaces the preferences on `edges` by those of a typical leaf.
  ///
  /// `frame`, `padding` and `position` do this on the edges they constrain (§1.4).
  mutating func reset(edges: Set<AbsoluteEdge>) {
    minima.removeAll { edges.contains($0.key.edge) }
    incorporate(Spacing.leafDefault, edges: edges)
  }

  /// The distance between this view and `next`, which follows it along `axis`; `nil` when
  /// no preference applies and the caller must use the default (§1.4 steps 1–3).
  func distance(to next: Spacing, along axis: Axis, layoutDirection: LayoutDirection) -> CGFloat? {
    let trailing: AbsoluteEdge
    let leading: AbsoluteEdge
    switch axis {
    case .horizontal:
      (trailing, leading) = layoutDirection == .leftToRight ? (.right, .left) : (.left, .right)
    case .vertical:
      (trailing, leading) = (.bottom, .top)
    }
    var best: CGFloat?
    for entry in minima where entry.key.edge == trailing && entry.key.category != nil {
      guard let match = next[Key(category: entry.key.category, edge: leading)],
        let distance = Value.combine(entry.value, match)
      else { continue }
      best = Swift.max(best ?? -.infinity, distance)
    }
    if let best { return best }
    let mine = self[Key(category: nil, edge: trailing)]
    let theirs = next[Key(category: nil, edge: leading)]
    if mine == nil && theirs == nil { return nil }
    return Swift.max(mine?.standaloneDistance ?? -.infinity, theirs?.standaloneDistance ?? -.infinity)
  }

  var description: String {
    minima
      .sorted {
        ($0.key.edge.rawValue, $0.key.category?.rawValue ?? 0) < ($1.key.edge.rawValue, $1.key.category?.rawValue ?? 0)
      }
      .map { entry in
        let category = entry.key.category.map { "\($0)" } ?? "default"
        let value: String
        switch entry.value {
        case .distance(let distance): value = formatLength(distance)
        case .topTextMetrics: value = "top text metrics"
        case .bottomTextMetrics: value = "bottom text metrics"
        }
        return "\(category)@\(entry.key.edge): \(value)"
      }
      .joined(separator: ", ")
  }
}
