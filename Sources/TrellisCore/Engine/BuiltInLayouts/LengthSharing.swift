import Foundation

/// One child's claim on the length a stack shares out (or one grid track's on the grid's).
struct LengthClaim {
  /// The child's (or track's) position among its siblings.
  var index: Int
  var priority: Double
  /// The length it takes when offered 0.
  var minimum: CGFloat
  /// The length it takes when offered ∞.
  var maximum: CGFloat

  /// The order claims are served in: priority descending, then less flexible first; two
  /// infinitely flexible claims put the larger minimum first (§2 B case 14).
  func isServed(before other: LengthClaim) -> Bool {
    if priority != other.priority { return priority > other.priority }
    if maximum == .infinity && other.maximum == .infinity { return minimum > other.minimum }
    return maximum - minimum < other.maximum - other.minimum
  }
}

/// How SwiftUI's stacks share a concrete length among their children (docs/LayoutRules.md
/// §1.3 step 3), written once for stacks and for grid tracks.
enum LengthSharing {
  /// Offers each claim its share of `available`, in SwiftUI's order: priority groups from the
  /// highest, the minimums of later groups reserved; within a group, less flexible first, each
  /// offered an even share of what is left and charged what it took.
  ///
  /// - Parameters:
  ///   - available: The length to share, spacing already taken off.
  ///   - take: Sizes claim `index` for `share` and returns the length it took.
  ///   - claims: The claims, in their siblings' order; sorted into the order they are served in.
  static func share(
    _ available: CGFloat, among claims: inout [LengthClaim], take: (_ index: Int, _ share: CGFloat) -> CGFloat
  ) {
    // An infinite offer is infinite for every claim: charging one that took ∞ would leave
    // ∞ − ∞ = NaN for the rest, who would have been offered ∞ anyway.
    if available == .infinity {
      for claim in claims { _ = take(claim.index, .infinity) }
      return
    }
    sortIntoServingOrder(&claims)
    serve(available, claims, take: take)
  }

  /// A stable insertion sort, as SwiftUI's.
  private static func sortIntoServingOrder(_ order: inout [LengthClaim]) {
    for position in order.indices.dropFirst() {
      let claim = order[position]
      var slot = position
      while slot > 0 && claim.isServed(before: order[slot - 1]) {
        order[slot] = order[slot - 1]
        slot -= 1
      }
      order[slot] = claim
    }
  }

  /// Serves the claims, sorted, by priority group.
  private static func serve(
    _ available: CGFloat, _ order: [LengthClaim], take: (_ index: Int, _ share: CGFloat) -> CGFloat
  ) {
    var remaining = available - order.reduce(0) { $0 + $1.minimum }
    var groupStart = 0
    while groupStart < order.count {
      var groupEnd = groupStart + 1
      while groupEnd < order.count && order[groupEnd].priority == order[groupStart].priority { groupEnd += 1 }
      // The group's own minimums are not reserved: it shares them greedily.
      for claim in order[groupStart..<groupEnd] { remaining += claim.minimum }
      for position in groupStart..<groupEnd {
        let share = Swift.max(remaining / CGFloat(groupEnd - position), 0)
        remaining -= take(order[position].index, share)
      }
      groupStart = groupEnd
    }
  }
}
