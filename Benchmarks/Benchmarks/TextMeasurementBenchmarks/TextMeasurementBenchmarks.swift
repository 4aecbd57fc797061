import Benchmark
import Trellis

// How long Pango takes per string: at its ideal size, and wrapped at 100 points. Every string
// is new (a serial number makes each distinct), so none is answered from the measurer's memory.
//   swift package --package-path Benchmarks benchmark --target TextMeasurementBenchmarks

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .cpuTotal, .mallocCountTotal], scalingFactor: .kilo, maxDuration: .seconds(3))
  let words = ["Settings", "Sounds & Haptics", "Notifications", "Privacy", "Battery", "General", "Display"]
  var serial = 0

  for (label, width) in [("ideal size", nil), ("wrapped at 100 pt", 100)] as [(String, CGFloat?)] {
    Benchmark("Pango, one new string: \(label)") { benchmark in
      let measurer = try PangoTextMeasurer()
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        serial += 1
        let string = "\(words[serial % words.count]) \(serial)"
        blackHole(
          measurer.measure(
            TextLayoutRequest(runs: [TextRun(string: string, font: .body)], width: width, height: nil, displayScale: 3))
        )
      }
    }
  }
}
