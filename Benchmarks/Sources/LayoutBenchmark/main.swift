import Trellis

// Layout cost per view on the shapes of shared/bench/anchor_bench.py, built as SwiftUI views:
//   a  flat row of N fixed 10×10 leaves in a 1000×1000 root
//   b  L levels of branching B, every node a flexible 10×10 (alternating HStack/VStack)
//   c  a chain of D paddings of 1 around a 10×10 leaf
//   d  R message rows: circle 40×40 + VStack of two fixed-height "texts"
// Prints nanoseconds per view (best of 5, cold: a new host each time) and size queries per view.
// Run in release: swift run -c release --package-path Benchmarks LayoutBenchmark

func flat(_ count: Int) -> AnyView {
  AnyView(
    HStack(spacing: 0) { ForEach(0..<count, id: \.self) { _ in Color.red.frame(width: 10, height: 10) } }
      .frame(width: 1000, height: 1000))
}

func wideDeep(levels: Int, branching: Int) -> AnyView {
  func level(_ depth: Int) -> AnyView {
    let leaf = AnyView(Color.red.frame(minWidth: 10, minHeight: 10))
    guard depth < levels - 1 else { return leaf }
    let children = ForEach(0..<branching, id: \.self) { _ in level(depth + 1) }
    return depth % 2 == 0
      ? AnyView(HStack(spacing: 0) { children }.frame(minWidth: 10, minHeight: 10))
      : AnyView(VStack(spacing: 0) { children }.frame(minWidth: 10, minHeight: 10))
  }
  return AnyView(level(0).frame(width: 1000, height: 1000))
}

func chain(_ depth: Int) -> AnyView {
  var view = AnyView(Color.red.frame(width: 10, height: 10))
  for _ in 0..<depth { view = AnyView(view.padding(1)) }
  return view
}

func messages(_ rows: Int) -> AnyView {
  AnyView(
    VStack(spacing: 0) {
      ForEach(0..<rows, id: \.self) { _ in
        HStack(spacing: 8) {
          Circle().frame(width: 40, height: 40)
          VStack(alignment: .leading, spacing: 0) {
            Color.gray.frame(height: 18)
            Color.gray.frame(height: 14)
          }
        }
        .padding(8)
      }
    }
    .frame(width: 390))
}

func measure(_ name: String, _ make: () -> AnyView) {
  var best = Double.infinity
  var statistics: LayoutStatistics!
  for _ in 0..<5 {
    let view = make()
    let clock = ContinuousClock()
    var host: LayoutHost?
    let elapsed = clock.measure { host = LayoutHost(view, size: CGSize(width: 1000, height: 1000)) }
    let nanoseconds = Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
    statistics = host!.statistics
    best = min(best, nanoseconds / Double(statistics.nodeCount))
  }
  let queries = Double(statistics.sizeQueries) / Double(statistics.nodeCount)
  print(
    "\(name): \(statistics.nodeCount) views, \(String(format: "%.0f", best)) ns/view, "
      + "\(String(format: "%.1f", queries)) size queries/view")
}

measure("a  flat 10,000") { flat(10_000) }
measure("b  10 levels × 4 (wide+deep)") { wideDeep(levels: 10, branching: 4) }
measure("b' 8 levels × 4") { wideDeep(levels: 8, branching: 4) }
measure("c  chain 1,000") { chain(1_000) }
measure("d  messages 1,000") { messages(1_000) }
