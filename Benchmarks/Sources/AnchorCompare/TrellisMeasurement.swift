import AnchorShapes
import TrellisCore

/// Trellis' times, counters and checksum on one anchor shape.
///
/// Every repetition resolves the view tree into a new host (fresh engine state, as the anchor
/// builds a fresh Yoga or Taffy tree), then discards its cached sizes and lays it out again,
/// then lays it out once more unchanged. Building the SwiftUI values and reading frames back
/// are outside the timed regions, as building the tree and reading it back are for the anchor.
struct TrellisMeasurement {
  /// The anchor nodes.
  var anchorNodes: Int
  /// The measured leaves.
  var textLeaves: Int
  /// A new host: the views resolved into nodes, then laid out.
  var resolveAndLayout = Samples()
  /// `invalidateLayout()` then `relayout()`: every size computed again, on a resolved tree.
  var coldLayout = Samples()
  /// `relayout()` right after: the unchanged tree, its cached sizes kept.
  var relayout = Samples()
  /// The counters of the cold layout pass.
  var statistics: LayoutStatistics
  /// The counters of the unchanged re-layout.
  var relayoutStatistics: LayoutStatistics
  /// The checksum, from a tagged build of the same tree.
  var checksum: AnchorChecksum?
  /// Why there is no checksum, when there is none.
  var checksumError: String?

  /// Measures `shape` over `repetitions` (at least one) repetitions.
  init(shape: AnchorShape, repetitions: Int, withChecksum: Bool = true) {
    anchorNodes = shape.nodes.count
    textLeaves = shape.textCount
    let view = AnchorViewBuilder.view(of: shape)
    var counters: (cold: LayoutStatistics, unchanged: LayoutStatistics)?
    for _ in 0..<max(repetitions, 1) {
      var made: LayoutHost?
      resolveAndLayout.time { made = shape.layOut(view) }
      let host = made!
      host.invalidateLayout()
      coldLayout.time { host.relayout() }
      let cold = host.statistics
      relayout.time { host.relayout() }
      counters = (cold, host.statistics)
    }
    (statistics, relayoutStatistics) = counters!
    guard withChecksum else { return }
    let tagged = shape.layOut(AnchorViewBuilder.view(of: shape, tagged: true))
    do {
      checksum = try AnchorChecksum(host: tagged, shape: shape)
      if tagged.statistics.nodeCount != statistics.nodeCount {
        checksumError =
          "the tagged tree has \(tagged.statistics.nodeCount) views, the timed one \(statistics.nodeCount)"
      }
    } catch {
      checksumError = "\(error)"
    }
  }

  /// The number of Trellis views (layout nodes).
  var views: Int { statistics.nodeCount }
}
