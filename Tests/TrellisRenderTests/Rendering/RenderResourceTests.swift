import CPangoCairo
import Foundation
import Testing

@testable import Trellis

/// What rendering keeps and reuses: text engines, measurements, decoded images, threads; and
/// files it must never open.
@MainActor
@Suite("Rendering: resources", .serialized)
struct RenderResourceTests {
  private let images = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Images")

  @Test("Engines are reused: twenty renders one after another make one drawing engine, one font map")
  func drawingEnginesAreReused() throws {
    let pool = TextEnginePool(configuration: try FontConfiguration.shared.get())
    for _ in 0..<20 { pool.withDrawingEngine { _ in } }
    #expect(pool.engineCount == 1)
  }

  @Test("The measurement cache is bounded in bytes: 500 texts of 100 KB keep at most the budget")
  func measurementCacheIsBoundedInBytes() {
    let cache = MeasurementCache(byteBudget: 4 << 20)
    let measurement = TextMeasurement(size: .zero, firstBaseline: 0, lastBaseline: 0, lineCount: 1)
    for index in 0..<500 {
      let text = String(repeating: "x", count: 100_000) + "\(index)"
      cache.store(measurement, for: TextLayoutRequest(runs: [TextRun(string: text, font: .body)], width: nil, height: nil, displayScale: 1))
    }
    #expect(cache.byteCount <= 4 << 20)
    // Each costs its 100,003 bytes and the entry's overhead: 41 fit in 4 MiB.
    #expect(cache.count == (4 << 20) / (100_003 + 256 + 64))
  }

  @Test("A text larger than an eighth of the cache's budget is measured but not kept")
  func hugeTextIsNotKept() {
    let cache = MeasurementCache(byteBudget: 1 << 20)
    let request = TextLayoutRequest(
      runs: [TextRun(string: String(repeating: "x", count: 200_000), font: .body)], width: nil, height: nil,
      displayScale: 1)
    cache.store(TextMeasurement(size: .zero, firstBaseline: 0, lastBaseline: 0, lineCount: 1), for: request)
    #expect(cache.count == 0)
    #expect(cache.byteCount == 0)
  }

  @Test("SVG renumbering rewrites ids, never the text of embedded base64 data")
  func renumberingLeavesDataAlone() {
    let svg = """
      <image id="image41" xlink:href="data:image/png;base64,QUJDimage7surface9/image41+"/>\
      <use xlink:href="#image41"/><g id="surface12"/>
      """
    let renumbered = CairoDocument.renumberSurfaces(svg)
    #expect(
      renumbered == """
        <image id="image1" xlink:href="data:image/png;base64,QUJDimage7surface9/image41+"/>\
        <use xlink:href="#image1"/><g id="surface1"/>
        """)
  }

  @Test("An SVG embedding a colour emoji and a photo decodes its images after renumbering")
  func renumberedSVGImagesDecode() throws {
    let svg = try ImageRenderer(
      content: HStack { Text("🥛🎉"); Image(images.appendingPathComponent("stripes.jpg").path) }
    ).svgString()
    let payloads = svg.components(separatedBy: "base64,").dropFirst().map { $0.prefix { $0 != "\"" } }
    #expect(!payloads.isEmpty)
    for payload in payloads {
      let data = try #require(Data(base64Encoded: String(payload)))
      #expect(DecodedPNG(data) != nil)
    }
  }

  @Test("An image is decoded at no more than its drawn size, and at most 32 Mi pixels")
  func decodedSizeFollowsTheFrame() {
    #expect(ImageDecoder.decodedSize(natural: (30_000, 30_000), target: (60, 60)) == (60, 60))
    #expect(ImageDecoder.decodedSize(natural: (40, 30), target: (400, 300)) == (40, 30))
    #expect(ImageDecoder.decodedSize(natural: (4_000, 1_000), target: (100, 100)) == (400, 100))
    let huge = ImageDecoder.decodedSize(natural: (60_000, 60_000), target: (32_767, 32_767))
    #expect(huge.width * huge.height <= ImageDecoder.maximumPixels)
  }

  /// stripes.jpg with its start-of-frame patched to declare 30,000 × 30,000 pixels.
  private func hugeDeclaredJPEG() throws -> URL {
    var bytes = [UInt8](try Data(contentsOf: images.appendingPathComponent("stripes.jpg")))
    var offset = 2
    while offset + 9 < bytes.count {
      let marker = bytes[offset + 1]
      if (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker) {
        for index in [offset + 5, offset + 7] { (bytes[index], bytes[index + 1]) = (0x75, 0x30) }
        break
      }
      offset += 2 + (Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3]))
    }
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-huge-\(UUID().uuidString).jpg")
    try Data(bytes).write(to: url)
    return url
  }

  @Test("A small JPEG declaring 30,000 × 30,000 pixels draws in a 30-point frame quickly, decoded once")
  func hugeDeclaredImageIsCheap() throws {
    let url = try hugeDeclaredJPEG()
    defer { try? FileManager.default.removeItem(at: url) }
    let renderer = ImageRenderer(content: Image(url.path).resizable().frame(width: 30, height: 30))
    let start = Date()
    _ = try renderer.pngData()
    let first = Date().timeIntervalSince(start)
    let cached = DecodedImageCache.shared.count
    _ = try renderer.pngData()
    _ = try renderer.pdfData()
    #expect(first < 5, "\(first) s")
    #expect(DecodedImageCache.shared.count <= cached + 1)
    #expect(DecodedImageCache.shared.byteCount <= DecodedImageCache.shared.byteBudget)
  }

  @Test("An image path that is a FIFO is never opened: reported, and nothing waits")
  func fifoImageIsNotOpened() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-fifo-\(UUID().uuidString).png").path
    #expect(mkfifo(path, 0o600) == 0)
    defer { unlink(path) }
    let host = LayoutHost(Image(path).accessibilityIdentifier("i"), size: CGSize(width: 100, height: 100))
    #expect(host.unroundedFrame(of: "i")?.size == .zero)
    #expect(host.runtimeIssues.contains { $0.contains("is not a readable image file") }, "\(host.runtimeIssues)")
  }
}

/// Display items whose values Cairo cannot take: each is skipped or clamped on its own.
@MainActor
@Suite("Rendering: bad display items")
struct BadDisplayItemTests {
  nonisolated static let good = DisplayList.Item.fill(
    Path(CGRect(x: 0, y: 0, width: 10, height: 10)), paint: .color(Color.Resolved(red: 0, green: 1, blue: 0)),
    bounds: CGRect(x: 0, y: 0, width: 10, height: 10), evenOdd: false)

  nonisolated static func path(_ points: [CGPoint]) -> Path {
    var path = Path()
    path.move(to: points[0])
    for point in points.dropFirst() { path.addLine(to: point) }
    path.closeSubpath()
    return path
  }

  nonisolated static let bad: [(String, DisplayList.Item)] = [
    (
      "a fill",
      .fill(
        path([CGPoint(x: 10, y: 0), CGPoint(x: CGFloat.nan, y: 5), CGPoint(x: 20, y: 10)]),
        paint: .color(Color.Resolved(red: 1, green: 0, blue: 0)), bounds: CGRect(x: 10, y: 0, width: 10, height: 10),
        evenOdd: false)
    ),
    (
      "a stroke",
      .stroke(
        path([CGPoint(x: 10, y: 0), CGPoint(x: 20, y: CGFloat.infinity)]),
        paint: .color(Color.Resolved(red: 1, green: 0, blue: 0)), bounds: CGRect(x: 10, y: 0, width: 10, height: 10),
        style: StrokeStyle(lineWidth: 1))
    ),
    (
      "text",
      .text(
        TextLayoutRequest(runs: [TextRun(string: "x", font: .body)], width: 10, height: 10, displayScale: 1),
        frame: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10), colors: [])
    ),
    ("a symbol", .symbol(name: "star", frame: CGRect(x: 0, y: -CGFloat.infinity, width: 10, height: 10), color: Color.Resolved(red: 0, green: 0, blue: 0))),
  ]

  @Test("An item with a NaN or infinite coordinate is skipped and reported; the item beside it is drawn")
  func badItemsAreSkipped() throws {
    let reference = try CairoDocument.png(DisplayList(size: CGSize(width: 20, height: 10), items: [Self.good]), scale: 2)
    for (name, item) in Self.bad {
      let issues = RenderIssueLog()
      let list = DisplayList(size: CGSize(width: 20, height: 10), items: [Self.good, item])
      #expect(try CairoDocument.png(list, scale: 2, issues: issues) == reference, "\(name)")
      #expect(issues.messages.contains { $0.hasPrefix("Trellis skipped drawing \(name)") }, "\(issues.messages)")
      _ = try CairoDocument.svg(list)
      _ = try CairoDocument.pdf(list)
    }
  }

  @Test("Coordinates of ±1e300 are clamped far outside the canvas: a huge rectangle covers it")
  func hugeCoordinatesAreClamped() throws {
    let huge = DisplayList.Item.fill(
      Path(CGRect(x: -1e300, y: -1e300, width: 2e300, height: 2e300)),
      paint: .color(Color.Resolved(red: 0, green: 1, blue: 0)), bounds: CGRect(x: 0, y: 0, width: 10, height: 10),
      evenOdd: false)
    let covering = try CairoDocument.png(DisplayList(size: CGSize(width: 10, height: 10), items: [huge]), scale: 1)
    let reference = try CairoDocument.png(DisplayList(size: CGSize(width: 10, height: 10), items: [Self.good]), scale: 1)
    #expect(covering == reference)
  }
}
