import AnchorShapes

/// The table compare.sh prints for one shape: Trellis beside Yoga and Taffy.
struct ComparisonTable {
  var shape: AnchorShape
  var trellis: TrellisMeasurement
  /// The anchor's results for this shape by engine name: the mean of its runs before and after
  /// Trellis' (``AnchorScript``).
  var anchor: [String: AnchorResult]
  /// The anchor's run just before Trellis', and the one just after, by engine name.
  var anchorRuns: (before: [String: AnchorResult], after: [String: AnchorResult])
  /// Whether the Swift generator makes exactly the dumped shape.
  var generatorMatches: Bool

  init(
    shape: AnchorShape, trellis: TrellisMeasurement, anchorBefore: [AnchorResult], anchorAfter: [AnchorResult],
    generatorMatches: Bool
  ) {
    func byEngine(_ results: [AnchorResult]) -> [String: AnchorResult] {
      Dictionary(results.filter { $0.shape == shape.name }.map { ($0.engine, $0) }) { first, _ in first }
    }
    self.shape = shape
    self.trellis = trellis
    let (before, after) = (byEngine(anchorBefore), byEngine(anchorAfter))
    anchorRuns = (before, after)
    anchor = before.compactMapValues { first in after[first.engine].map { first.averaged(with: $0) } }
    self.generatorMatches = generatorMatches
  }

  private static let engines = [("yoga3", "Yoga 3"), ("taffy", "Taffy")]

  var description: String {
    let nodes = Double(trellis.anchorNodes)
    let views = Double(trellis.views)
    var lines = [
      "== \(shape.name): \(trellis.anchorNodes) anchor nodes, \(trellis.views) Trellis views "
        + "(\(formatted(views / nodes)) per node) ==",
      generatorMatches
        ? "the Swift generator (used by `swift package benchmark`) makes exactly this tree"
        : "WARNING: the Swift generator makes a different tree from this dump",
    ]
    var table = PlainTable()
    table.add("", "Trellis", "Yoga 3", "Taffy")
    func perNode(_ samples: Samples, _ count: Double) -> String {
      "\(formatted(samples.median / count)) (\(formatted(samples.best / count)))"
    }
    func engines(_ cell: (AnchorResult) -> String) -> [String] {
      Self.engines.map { name, _ in anchor[name].map(cell) ?? "–" }
    }
    table.add(
      ["cold layout, ns/anchor node: median (best)", perNode(trellis.coldLayout, nodes)]
        + engines { "\(formatted($0.nanosecondsPerNode)) (\(formatted($0.bestNanosecondsPerNode)))" })
    table.add(
      ["  the anchor's run before Trellis' / after, ns/node"]
        + [""]
        + Self.engines.map { name, _ in
          guard let before = anchorRuns.before[name], let after = anchorRuns.after[name] else { return "–" }
          return "\(formatted(before.nanosecondsPerNode)) / \(formatted(after.nanosecondsPerNode))"
        })
    table.add("cold layout, ns/view", perNode(trellis.coldLayout, views))
    table.add("resolve + layout, ns/anchor node", perNode(trellis.resolveAndLayout, nodes))
    table.add("resolve + layout, ns/view", perNode(trellis.resolveAndLayout, views))
    table.add(
      ["Trellis / engine, cold layout", ""]
        + engines { formatted(trellis.coldLayout.median / nodes / $0.nanosecondsPerNode) + "x" })
    table.add(
      ["Trellis / engine, resolve + layout", ""]
        + engines { formatted(trellis.resolveAndLayout.median / nodes / $0.nanosecondsPerNode) + "x" })
    table.add(
      ["re-layout unchanged / cold layout", formatted(trellis.relayout.median / trellis.coldLayout.median, digits: 3)]
        + engines { formatted($0.relayoutSeconds / $0.computeSeconds, digits: 3) })
    let cold = trellis.statistics
    table.add(
      "size queries / view (cache hits)",
      "\(formatted(Double(cold.sizeQueries) / views)) (\(formatted(Double(cold.cacheHits) / views)))")
    table.add(
      "re-layout unchanged: size queries / view",
      formatted(Double(trellis.relayoutStatistics.sizeQueries) / views))
    if trellis.textLeaves > 0 {
      let leaves = Double(trellis.textLeaves)
      table.add(
        [
          "text measurements / text leaf (Yoga, Taffy: measure calls)",
          formatted(Double(cold.textMeasurements) / leaves),
        ]
          + engines { formatted($0.measureCallsPerRepetition / leaves) })
    }
    if let checksum = trellis.checksum {
      table.add(
        ["checksum, rounded as Yoga and Taffy round", formatted(checksum.yogaRounded)]
          + engines { formatted($0.checksum) })
      table.add("checksum, SwiftUI's pixel rounding", formatted(checksum.trellisRounded))
      table.add("checksum, unrounded", formatted(checksum.unrounded))
    }
    lines.append(table.description)
    lines.append(verdict)
    return lines.joined(separator: "\n")
  }

  /// Whether Trellis' checksum is Yoga's and Taffy's.
  private var verdict: String {
    guard let checksum = trellis.checksum else { return "checksum: none (\(trellis.checksumError ?? "?"))" }
    let verdicts = Self.engines.compactMap { name, label -> String? in
      guard let result = anchor[name] else { return nil }
      return result.checksum == checksum.yogaRounded ? "matches \(label)" : "DIFFERS from \(label)"
    }
    var line = "checksum: " + (verdicts.isEmpty ? "no anchor results" : verdicts.joined(separator: ", "))
    if verdicts.contains(where: { $0.hasPrefix("DIFFERS") }) { line += " (README: \"Where the checksums differ\")" }
    if let error = trellis.checksumError { line += "; \(error)" }
    return line
  }
}
