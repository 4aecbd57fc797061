import Foundation

/// Counters of one layout, for tests and benchmarks that prove the engine stays linear.
public struct LayoutStatistics: Hashable, Sendable, CustomStringConvertible {
  /// Every size question asked of any view, answered or not from the cache.
  public var sizeQueries = 0
  /// The size questions answered from the per-proposal cache.
  public var cacheHits = 0
  /// Questions for an explicit alignment guide.
  public var alignmentQueries = 0
  /// The texts measured by the text measurer: at most one per distinct proposed width of a text,
  /// plus one per height that truncates it.
  public var textMeasurements = 0
  /// The number of views (nodes) laid out.
  public var nodeCount = 0

  /// The size questions that had to be computed.
  public var sizeComputations: Int { sizeQueries - cacheHits }

  /// The counters on one line.
  public var description: String {
    "\(nodeCount) nodes, \(sizeQueries) size queries, \(cacheHits) cache hits, \(alignmentQueries) alignment queries, \(textMeasurements) text measurements"
  }
}
