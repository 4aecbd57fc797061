/// Repeated timings of one thing, in nanoseconds, reported as anchor_bench.py reports its own:
/// the median, and the best.
struct Samples {
  private(set) var nanoseconds: [Double] = []

  /// Runs `body` once and records how long it took, by the continuous clock.
  mutating func time(_ body: () -> Void) {
    let elapsed = ContinuousClock().measure(body)
    nanoseconds.append(Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9)
  }

  var median: Double {
    let sorted = nanoseconds.sorted()
    guard !sorted.isEmpty else { return .nan }
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }

  var best: Double { nanoseconds.min() ?? .nan }
}
