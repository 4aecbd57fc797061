import TrellisRender

// Measures how long Pango takes per string: ideal size, and wrapped at 100 points.
// Every request is new (a serial number makes each string distinct), so nothing is answered
// from the measurer's memory. Reports the best of five rounds; run in release:
//   swift run -c release --package-path Benchmarks TextMeasurementBenchmark

let words = ["Settings", "Sounds & Haptics", "Notifications", "Privacy", "Battery", "General", "Display"]
let count = 10_000
let measurer = try PangoTextMeasurer()

func round(_ label: String, width: CGFloat?, offset: Int) -> Double {
  let clock = ContinuousClock()
  let elapsed = clock.measure {
    for index in 0..<count {
      let string = "\(words[index % words.count]) \(offset + index)"
      _ = measurer.measure(
        TextLayoutRequest(runs: [TextRun(string: string, font: .body)], width: width, height: nil, displayScale: 3))
    }
  }
  let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
  return seconds / Double(count) * 1e6
}

for (label, width) in [("ideal", nil), ("wrapped at 100 pt", 100)] as [(String, CGFloat?)] {
  let rounds = (0..<5).map { round(label, width: width, offset: ($0 + 1) * 1_000_000 + (width == nil ? 0 : 500_000)) }
  print("\(label): \(String(format: "%.1f", rounds.min()!)) µs per string (best of 5 × \(count))")
}
