import Foundation
import Testing
import Trellis

/// Images from PNG and JPEG files: sized by their pixels, stretched when resizable, drawn by
/// Cairo (PNG) or gdk-pixbuf (JPEG); missing and corrupt files are reported, never a crash.
@MainActor
@Suite("Images from files")
struct FileImageTests {
  private let images = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Images")

  private func path(_ name: String) -> String { images.appendingPathComponent(name).path }

  @Test("A PNG image is as large as its pixels: 4 × 3")
  func pngSizedByPixels() {
    let host = LayoutHost(
      Image(path("stripes.png")).accessibilityIdentifier("i"), size: CGSize(width: 100, height: 100))
    #expect(host.unroundedFrame(of: "i")?.size == CGSize(width: 4, height: 3))
  }

  @Test("A JPEG image is as large as its pixels: 40 × 30")
  func jpegSizedByPixels() {
    let host = LayoutHost(
      Image(path("stripes.jpg")).accessibilityIdentifier("i"), size: CGSize(width: 100, height: 100))
    #expect(host.unroundedFrame(of: "i")?.size == CGSize(width: 40, height: 30))
  }

  @Test("A resizable image fills its proposal, and keeps its proportions with scaledToFit")
  func resizableImageFills() {
    let stretched = LayoutHost(
      Image(path("stripes.png")).resizable().accessibilityIdentifier("i"), size: CGSize(width: 100, height: 50))
    let fitted = LayoutHost(
      Image(path("stripes.png")).resizable().scaledToFit().accessibilityIdentifier("i"),
      size: CGSize(width: 100, height: 50))
    #expect(stretched.unroundedFrame(of: "i")?.size == CGSize(width: 100, height: 50))
    // 4 : 3 in 100 × 50: 66.667 × 50.
    #expect(abs((fitted.unroundedFrame(of: "i")?.width ?? 0) - 200.0 / 3) < 1e-9)
  }

  @Test("PNG and JPEG images render to every format")
  func imagesRender() throws {
    for name in ["stripes.png", "stripes.jpg"] {
      let renderer = ImageRenderer(content: Image(path(name)).resizable().frame(width: 40, height: 30))
      renderer.scale = 2
      #expect(try renderer.pngData().count > 0)
      #expect(try renderer.svgString().contains("<svg"))
      #expect(try renderer.pdfData().count > 0)
      #expect(try renderer.displayList().description.contains("image \(name) (0, 0, 40, 30)"))
    }
  }

  @Test("A missing image is reported and takes no space")
  func missingImageIsReported() {
    let host = LayoutHost(Image("no-such-image").accessibilityIdentifier("i"), size: CGSize(width: 100, height: 100))
    #expect(host.unroundedFrame(of: "i")?.size == .zero)
    #expect(host.runtimeIssues.count == 1)
    #expect(host.runtimeIssues.first?.contains("No image named 'no-such-image'") == true)
  }

  @Test("A corrupt image file is reported, not decoded")
  func corruptImageIsReported() {
    let host = LayoutHost(
      Image(path("corrupt.png")).accessibilityIdentifier("i"), size: CGSize(width: 100, height: 100))
    #expect(host.unroundedFrame(of: "i")?.size == .zero)
    #expect(host.runtimeIssues.count == 1)
  }

  @Test("A real JPEG with 70,000 bytes of APP1 segments before its frame is sized and decoded: 40 × 30")
  func jpegWithLongExifIsDecoded() throws {
    // stripes.jpg with two APP1 segments (65,533 + 4,467 bytes of payload) after its SOI, as
    // Lightroom writes EXIF and XMP before the frame; made here, never committed.
    let original = try Data(contentsOf: images.appendingPathComponent("stripes.jpg"))
    var segments = Data()
    for length in [65_533, 4_467] {
      segments += Data([0xFF, 0xE1, UInt8((length + 2) >> 8), UInt8((length + 2) & 0xFF)])
      segments += Data(repeating: 0x20, count: length)
    }
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-lightroom-\(UUID()).jpg")
    try (original.prefix(2) + segments + original.dropFirst(2)).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let renderer = ImageRenderer(content: Image(url.path))
    let host = try renderer.layout(tracing: false)
    #expect(host.size == CGSize(width: 40, height: 30))
    #expect(host.runtimeIssues.isEmpty, "\(host.runtimeIssues)")
    let drawn = try #require(DecodedPNG(try renderer.pngData()))
    #expect(drawn.pixels.contains { $0 >> 24 == 0xFF })
  }
}
