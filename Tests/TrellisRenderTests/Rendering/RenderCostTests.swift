import CPangoCairo
import Foundation
import Testing
import TrellisSeeds

@testable import Trellis

/// What a phone screen costs to render, stage by stage, printed with `TRELLIS_RENDER_COST=1`
/// (the figures are in Benchmarks/README.md, "Pictures"); nothing here passes or fails on time.
///
/// The screen is the render benchmark's: 20 of the seed's message rows in 390 × 844 points,
/// drawn at 3× (1170 × 2532 pixels). Times are the process's CPU time, medians of several
/// renders after a warm-up, so other processes on the machine count less than in wall time. For instruction counts, run the one render of ``oneRenderForCallgrind()`` under
/// callgrind (the command is in Benchmarks/README.md).
@MainActor
@Suite("Rendering: cost per render", .serialized)
struct RenderCostTests {
  nonisolated static let enabled = ProcessInfo.processInfo.environment["TRELLIS_RENDER_COST"] != nil

  struct PhoneScreen: View {
    var body: some View {
      VStack {
        ForEach(1...20, id: \.self) { number in
          Seeds.messageRow(.padded, content: "Message number \(number): are we still on for lunch?")
        }
      }
      .frame(width: 390, height: 844)
    }
  }

  static func renderer() -> ImageRenderer<PhoneScreen> {
    let renderer = ImageRenderer(content: PhoneScreen())
    renderer.proposedSize = ProposedViewSize(width: 390, height: 844)
    renderer.scale = 3
    return renderer
  }

  /// The median CPU milliseconds of `body` over `count` runs: CPU time of the whole process,
  /// since layout and drawing run on threads of their own (`LargeStackThread`).
  static func milliseconds(_ count: Int = 7, _ body: () throws -> Void) rethrows -> Double {
    var times: [Double] = []
    for _ in 0..<count {
      let start = processUsage().cpu
      try body()
      times.append((processUsage().cpu - start) * 1000)
    }
    return times.sorted()[count / 2]
  }

  /// Cairo's own PNG writer, which Trellis used before `PNGEncoder`: for comparison.
  static func cairoPNG(_ surface: OpaquePointer) -> Data {
    var data = Data()
    _ = withUnsafeMutablePointer(to: &data) { cairo_surface_write_to_png_stream(surface, appendToData, $0) }
    return data
  }

  @Test("Stages of one PNG render, and SVG and PDF beside it (printed with TRELLIS_RENDER_COST=1)")
  func stages() throws {
    guard Self.enabled else { return }
    let list = try Self.renderer().displayList()
    _ = try Self.renderer().pngData()
    let surface = try CairoDocument.image(list, scale: 3)
    defer { cairo_surface_destroy(surface) }
    let cairoBytes = Self.cairoPNG(surface).count
    let libpngBytes = try PNGEncoder.encode(surface).count
    let figures: [(String, Double)] = [
      ("layout + display list", try Self.milliseconds { _ = try Self.renderer().displayList() }),
      ("surface + drawing", try Self.milliseconds { cairo_surface_destroy(try CairoDocument.image(list, scale: 3)) }),
      ("PNG encoding, Cairo's writer (\(cairoBytes) bytes)", Self.milliseconds { _ = Self.cairoPNG(surface) }),
      (
        "PNG encoding, libpng fast (\(libpngBytes) bytes)", try Self.milliseconds { _ = try PNGEncoder.encode(surface) }
      ),
      ("whole PNG render", try Self.milliseconds { _ = try Self.renderer().pngData() }),
      ("whole SVG render", try Self.milliseconds { _ = try Self.renderer().svgString() }),
      ("whole PDF render", try Self.milliseconds { _ = try Self.renderer().pdfData() }),
    ]
    for (stage, milliseconds) in figures {
      print("RENDER-COST \(stage): \(String(format: "%.1f", milliseconds)) ms CPU")
    }
  }

  enum Format: String, CaseIterable { case png, svg, pdf }

  static func render(_ format: Format) throws {
    let renderer = Self.renderer()
    switch format {
    case .png: _ = try renderer.pngData()
    case .svg: _ = try renderer.svgString()
    case .pdf: _ = try renderer.pdfData()
    }
  }

  /// `list` drawn in `format` on the calling thread.
  nonisolated static func draw(_ list: DisplayList, _ format: Format) throws {
    switch format {
    case .png: _ = try CairoDocument.png(list, scale: 3)
    case .svg: _ = try CairoDocument.svg(list)
    case .pdf: _ = try CairoDocument.pdf(list)
    }
  }

  /// CPU seconds of every thread of the process, and its voluntary context switches: a render
  /// waiting for a lock another render holds would switch more often on two threads than on one.
  static func processUsage() -> (cpu: Double, waits: Int) {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    let cpu =
      Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
      + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
    return (cpu, usage.ru_nvcsw)
  }

  @Test("PNG, SVG and PDF renders on 1 and 2 threads (printed with TRELLIS_RENDER_COST=1)")
  func threads() throws {
    guard Self.enabled else { return }
    let rounds = 6
    for format in Format.allCases {
      try Self.render(format)
      // Hosts lay out on the main actor; the drawing of what they made is what runs on threads.
      let list = try Self.renderer().displayList()
      for threads in [1, 2] {
        let before = Self.processUsage()
        let start = Date()
        let group = DispatchGroup()
        for _ in 0..<threads {
          group.enter()
          Thread {
            for _ in 0..<rounds { try? Self.draw(list, format) }
            group.leave()
          }.start()
        }
        group.wait()
        let wall = Date().timeIntervalSince(start)
        let after = Self.processUsage()
        let renders = Double(threads * rounds)
        print(
          "RENDER-THREADS \(format.rawValue) \(threads) thread(s): "
            + String(
              format: "%.2f renders/s, %.1f ms CPU/render, %.2f cores busy, %.1f voluntary switches/render",
              renders / wall, (after.cpu - before.cpu) / renders * 1000, (after.cpu - before.cpu) / wall,
              Double(after.waits - before.waits) / renders))
      }
    }
  }

  /// One render of each kind after a warm-up, each in a function of its own, for callgrind:
  /// `--collect-atstart=no --toggle-collect='*oneRenderForCallgrind*'` counts only these, and
  /// `callgrind_annotate --inclusive=yes` gives each stage's instructions.
  @Test("One render of each stage for callgrind (with TRELLIS_RENDER_COST=callgrind)")
  func callgrind() throws {
    guard ProcessInfo.processInfo.environment["TRELLIS_RENDER_COST"] == "callgrind" else { return }
    for format in Format.allCases { try Self.render(format) }
    try Self.oneRenderForCallgrind()
  }

  static func oneRenderForCallgrind() throws {
    let list = try Self.renderer().displayList()
    let surface = try CairoDocument.image(list, scale: 3)
    defer { cairo_surface_destroy(surface) }
    _ = Self.cairoPNG(surface)
    _ = try PNGEncoder.encode(surface)
    _ = try CairoDocument.svg(list)
    _ = try CairoDocument.pdf(list)
  }
}
