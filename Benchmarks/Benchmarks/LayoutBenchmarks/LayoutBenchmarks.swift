import AnchorShapes
import Benchmark
import TrellisCore

// Layout of the anchor shapes (shared/bench/anchor_bench.py; see AnchorShapes), three ways:
// a new host (resolve + layout, fresh engine state), a cold layout of a resolved tree
// (invalidateLayout + relayout), and a re-layout of the unchanged tree. Building the SwiftUI
// values is outside the measurement. compare.sh times the same trees against Yoga and Taffy;
// this suite adds histograms and malloc counts:
//   swift package --package-path Benchmarks benchmark --target LayoutBenchmarks

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .peakMemoryResident], maxDuration: .seconds(3),
    maxIterations: 100)
  let trees = ResolvedTrees()

  for key in ["a", "b", "c", "d", "dm"] {
    let label = "shape \(key)"
    Benchmark("\(label): resolve + layout") { benchmark in
      let (shape, view) = trees.view(key)
      benchmark.startMeasurement()
      let host = shape.layOut(view)
      benchmark.stopMeasurement()
      blackHole(host)
    }
    Benchmark("\(label): cold layout of the resolved tree") { benchmark in
      let host = trees.host(key)
      host.invalidateLayout()
      benchmark.startMeasurement()
      host.relayout()
    }
    Benchmark("\(label): re-layout, unchanged") { benchmark in
      let host = trees.host(key)
      benchmark.startMeasurement()
      host.relayout()
    }
  }
}
