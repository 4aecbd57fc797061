import Foundation

/// One view's claim on a run of tracks (columns or rows) along an axis.
struct GridTrackItem {
  let subview: LayoutSubview
  /// The tracks the view covers: one, or several for `gridCellColumns(_:)` and full-width views.
  let tracks: Range<Int>
  /// What the view is proposed on the other axis while this axis is sized.
  let crossProposal: CGFloat?
}

/// Sizes the tracks of a grid along one axis: columns along the horizontal, rows along the
/// vertical. Written once for both axes (style.md §2.4).
///
/// Apple documents the outcome, not the algorithm: "a grid … sizes each column to the width of
/// its widest cell, and each row to its tallest cell", and flexible views such as `Color` fill
/// the space the grid offers. The algorithm below is derived from that and from the stack
/// algorithm (docs/LayoutRules.md §1.3), treating each track as a stack child:
///
/// - a track's length for a proposal `p` is the largest answer of its single-track views to `p`;
/// - `nil` proposal: every track at that length for `nil` (its widest ideal view);
/// - concrete proposal: track minimum = length for 0, maximum = length for ∞; tracks are sized
///   greedily in the stack's order (priority descending, flexibility ascending), each offered an
///   even share of what remains, lower-priority groups' minimums reserved;
/// - then each multi-track view is offered the tracks it covers plus whatever the proposal still
///   leaves over; if it takes more than the tracks it covers, its last track grows by the excess.
struct GridTrackSizer {
  let axis: Axis
  /// The distance between adjacent tracks.
  let spacing: CGFloat
  let count: Int

  /// The length `item` takes when proposed `length` along the axis.
  private func length(of item: GridTrackItem, proposing length: CGFloat?) -> CGFloat {
    item.subview.sizeThatFits(ProposedViewSize(length, item.crossProposal, major: axis))[axis]
  }

  /// The length of each track when the grid is proposed `proposal` along the axis.
  func lengths(of items: [GridTrackItem], proposal: CGFloat?) -> [CGFloat] {
    var single = [[GridTrackItem]](repeating: [], count: count)
    var spanning: [GridTrackItem] = []
    for item in items {
      if item.tracks.count == 1 { single[item.tracks.lowerBound].append(item) } else { spanning.append(item) }
    }
    var lengths: [CGFloat]
    if let proposal {
      lengths = distribute(proposal, among: single)
    } else {
      lengths = single.map { trackItems in trackItems.map { length(of: $0, proposing: nil) }.max() ?? 0 }
    }
    var total = lengths.reduce(0, +) + spacing * CGFloat(Swift.max(count - 1, 0))
    for item in spanning {
      let covered = lengths[item.tracks].reduce(0, +) + spacing * CGFloat(item.tracks.count - 1)
      let leftOver = proposal.map { Swift.max($0 - total, 0) }
      let needed = length(of: item, proposing: leftOver.map { covered + $0 })
      if needed > covered {
        lengths[item.tracks.upperBound - 1] += needed - covered
        total += needed - covered
      }
    }
    return lengths
  }

  /// Shares `available` among the tracks as a stack shares its length among its children.
  private func distribute(_ available: CGFloat, among single: [[GridTrackItem]]) -> [CGFloat] {
    var claims = single.enumerated().map { index, trackItems in
      LengthClaim(
        index: index,
        // Derived: a track is as important as its most important view (a track of Spacers
        // only has −∞ and is sized last).
        priority: trackItems.map(\.subview.priority).max() ?? 0,
        minimum: trackItems.map { length(of: $0, proposing: 0) }.max() ?? 0,
        maximum: trackItems.map { length(of: $0, proposing: .infinity) }.max() ?? 0)
    }
    var lengths = [CGFloat](repeating: 0, count: count)
    LengthSharing.share(available - spacing * CGFloat(Swift.max(count - 1, 0)), among: &claims) { index, share in
      lengths[index] = single[index].map { length(of: $0, proposing: share) }.max() ?? 0
      return lengths[index]
    }
    return lengths
  }
}
