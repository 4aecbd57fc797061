import Foundation

/// One engine's result on one shape, as `anchor_bench.py --json` writes it.
struct AnchorResult: Decodable {
  /// `taffy` or `yoga3`.
  var engine: String
  /// The shape's label, as in the shape's dump.
  var shape: String
  var nodes: Int
  /// The median time of the one native call that lays out a fresh tree, in seconds.
  var computeSeconds: Double
  var computeMinimumSeconds: Double
  /// The median time of the same call again on the unchanged tree.
  var relayoutSeconds: Double
  /// Measure-function calls per repetition, the cold call and the unchanged one together.
  var measureCallsPerRepetition: Double
  var checksum: Double

  enum CodingKeys: String, CodingKey {
    case engine, shape, nodes, checksum
    case computeSeconds = "compute_s"
    case computeMinimumSeconds = "compute_min_s"
    case relayoutSeconds = "relayout_cached_s"
    case measureCallsPerRepetition = "measure_calls_per_rep"
  }

  /// Median nanoseconds per node of the cold layout.
  var nanosecondsPerNode: Double { computeSeconds / Double(nodes) * 1e9 }

  /// The best nanoseconds per node of the cold layout.
  var bestNanosecondsPerNode: Double { computeMinimumSeconds / Double(nodes) * 1e9 }

  /// This result and `other`, a run of the same engine on the same shape, as one: the mean of
  /// the two medians, the better of the two bests. Measure calls and checksums are the same in
  /// every run, and are this one's.
  func averaged(with other: AnchorResult) -> AnchorResult {
    var result = self
    result.computeSeconds = (computeSeconds + other.computeSeconds) / 2
    result.computeMinimumSeconds = min(computeMinimumSeconds, other.computeMinimumSeconds)
    result.relayoutSeconds = (relayoutSeconds + other.relayoutSeconds) / 2
    return result
  }

  /// The results in `url`.
  static func load(_ url: URL) throws -> [AnchorResult] {
    try JSONDecoder().decode([AnchorResult].self, from: Data(contentsOf: url))
  }
}
