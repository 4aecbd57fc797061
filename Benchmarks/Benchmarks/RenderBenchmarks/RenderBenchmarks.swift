import Benchmark
import RenderScreens
import Trellis

// A phone screen (PhoneScreen) rendered at 3× to PNG with ImageRenderer: layout, Pango text,
// Cairo drawing and PNG encoding (libpng, `PNGEncoder`); the same screen to SVG and PDF, and a
// settings list (SettingsScreen) to PNG. Each iteration makes a new renderer, so nothing is reused
// but the font set and the measurer's memory of strings already measured (the warm-up
// iteration fills both). A plain white screen of the same size is the baseline: mostly the
// surface and the PNG encoder.
//   swift package --package-path Benchmarks benchmark --target RenderBenchmarks

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .peakMemoryResident], maxDuration: .seconds(3),
    maxIterations: 200)

  func renderer<Content: View>(_ content: Content) -> ImageRenderer<Content> {
    let renderer = ImageRenderer(content: content)
    renderer.proposedSize = ProposedViewSize(width: 390, height: 844)
    renderer.scale = 3
    return renderer
  }

  Benchmark("phone screen 390 × 844 @3×: render to PNG") { benchmark in
    blackHole(try renderer(PhoneScreen()).pngData())
  }
  Benchmark("phone screen 390 × 844: render to SVG") { benchmark in
    blackHole(try renderer(PhoneScreen()).svgString())
  }
  Benchmark("phone screen 390 × 844: render to PDF") { benchmark in
    blackHole(try renderer(PhoneScreen()).pdfData())
  }
  Benchmark("settings screen 390 × 844 @3×: render to PNG") { benchmark in
    blackHole(try renderer(SettingsScreen().frame(width: 390, height: 844)).pngData())
  }
  Benchmark("phone screen 390 × 844 @3×: layout + display list") { benchmark in
    blackHole(try renderer(PhoneScreen()).displayList())
  }
  Benchmark("phone screen 390 × 844 @3×: layout") { benchmark in
    blackHole(try renderer(PhoneScreen()).layout())
  }
  Benchmark("plain white 390 × 844 @3×: render to PNG (baseline)") { benchmark in
    blackHole(try renderer(Color.white.frame(width: 390, height: 844)).pngData())
  }
}
