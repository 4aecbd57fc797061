import AnchorShapes
import TrellisCore

/// Whether Trellis' cost per view stays flat as the tree grows, and whether a very deep tree
/// lays out at all.
enum ScalingCheck {
  /// Shape b at 5 to 10 levels of 4 (341 to 349,525 anchor nodes): nanoseconds per view.
  static func wideDeep(levels: ClosedRange<Int> = 5...10) -> String {
    var table = PlainTable()
    table.add(
      "levels", "anchor nodes", "views", "cold layout ns/view", "resolve + layout ns/view", "size queries/view",
      "heap bytes/view")
    for level in levels {
      let shape = AnchorShape.wideDeep(levels: level)
      // Enough repetitions for about two million views in all, at least 3.
      let repetitions = max(3, min(50, 2_000_000 / shape.nodes.count))
      let trellis = TrellisMeasurement(shape: shape, repetitions: repetitions, withChecksum: false)
      let views = Double(trellis.views)
      table.add(
        "\(level)", "\(trellis.anchorNodes)", "\(trellis.views)", formatted(trellis.coldLayout.median / views),
        formatted(trellis.resolveAndLayout.median / views), formatted(Double(trellis.statistics.sizeQueries) / views),
        heldBytes(by: shape).map { formatted(Double($0) / views) } ?? "n/a")
    }
    return "== scaling: shape b, branching 4, median ns per view ==\n" + table.description
  }

  /// The heap a laid-out host of `shape` holds: its resolved tree, caches and frames (the view
  /// values it was made from are built before and not counted).
  private static func heldBytes(by shape: AnchorShape) -> Int? {
    let view = AnchorViewBuilder.view(of: shape)
    guard let before = heapInUse() else { return nil }
    let host = shape.layOut(view)
    let after = heapInUse()
    return withExtendedLifetime(host) { after.map { $0 - before } }
  }

  /// Shape c 10,000 deep: lays it out once and checks the root's size (the leaf plus 2 per level).
  static func deepChain(depth: Int = 10_000) -> String {
    let shape = AnchorShape.chain(depth: depth)
    let view = AnchorViewBuilder.view(of: shape)
    var samples = Samples()
    var host: LayoutHost?
    samples.time { host = shape.layOut(view) }
    let expected = CGFloat(10 + 2 * depth)
    let size = host?.size ?? .zero
    let verdict =
      size == CGSize(width: expected, height: expected) ? "ok" : "WRONG (expected \(expected) × \(expected))"
    return "== deep chain: shape c, \(depth) levels ==\n"
      + "resolve + layout of \(host?.statistics.nodeCount ?? 0) views: \(formatted(samples.median / 1e6)) ms, "
      + "root \(size.width) × \(size.height): \(verdict)"
  }
}
