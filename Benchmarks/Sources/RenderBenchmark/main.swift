import Foundation
import TrellisRender

// Measures how long it takes to render a phone screen: a 390 × 844 point screen of 20
// MessageRows (the seed's), at 3×, to PNG — layout, drawing and PNG encoding — and, separately,
// layout alone. Each render builds a new renderer, so nothing is reused between renders but
// the font set and the measurer's memory of strings already measured. Reports the best of five
// rounds; run in release:
//   swift run -c release --package-path Benchmarks RenderBenchmark

struct MessageRow: View {
  let initials: String
  let content: String

  var body: some View {
    HStack(alignment: .top) {
      ZStack {
        Circle()
          .fill(Color.yellow)
        Text(initials)
      }
      .frame(width: 40, height: 40)

      Text(content)
    }
    .padding([.horizontal])
  }
}

struct Screen: View {
  var body: some View {
    VStack {
      ForEach(1...20, id: \.self) { number in
        MessageRow(initials: "AB", content: "Message number \(number): are we still on for lunch?")
      }
    }
    .frame(width: 390, height: 844)
  }
}

func makeRenderer() -> ImageRenderer<Screen> {
  let renderer = ImageRenderer(content: Screen())
  renderer.proposedSize = ProposedViewSize(width: 390, height: 844)
  renderer.scale = 3
  return renderer
}

func milliseconds(_ duration: Duration) -> Double {
  Double(duration.components.seconds) * 1e3 + Double(duration.components.attoseconds) / 1e15
}

/// The best of five rounds of `count` runs of `body`, in milliseconds per run.
func bestOfFive(count: Int, _ body: () throws -> Void) throws -> Double {
  let clock = ContinuousClock()
  var rounds: [Double] = []
  for _ in 0..<5 {
    let start = clock.now
    for _ in 0..<count { try body() }
    rounds.append(milliseconds(clock.now - start) / Double(count))
  }
  return rounds.min()!
}

// Warm up (fonts, fontconfig, Pango) and check the output once; set RENDER_BENCHMARK_PNG to a
// path to look at it.
let png = try makeRenderer().pngData()
print("PNG: \(png.count) bytes")
if let path = ProcessInfo.processInfo.environment["RENDER_BENCHMARK_PNG"] {
  try png.write(to: URL(fileURLWithPath: path))
}

let renders = 10
let render = try bestOfFive(count: renders) { _ = try makeRenderer().pngData() }
print("render to PNG (layout + draw + encode), 390 × 844 @3×: \(String(format: "%.1f", render)) ms (best of 5 × \(renders))")

let layouts = 50
let layout = try bestOfFive(count: layouts) { _ = try makeRenderer().layout() }
let lists = try bestOfFive(count: layouts) { _ = try makeRenderer().displayList() }
print("layout + display list: \(String(format: "%.2f", lists)) ms (best of 5 × \(layouts))")
print("layout only: \(String(format: "%.2f", layout)) ms (best of 5 × \(layouts))")

// For comparison: a plain white screen of the same size, mostly the cost of the surface and the PNG encoder.
let blank = ImageRenderer(content: Color.white.frame(width: 390, height: 844))
blank.scale = 3
let plain = try bestOfFive(count: renders) { _ = try blank.pngData() }
print("plain white 390 × 844 @3× to PNG (baseline): \(String(format: "%.1f", plain)) ms (best of 5 × \(renders))")
