import Foundation
import Testing
import Trellis

/// `AsyncImage` drawn: the loaded phase's pixels reach the picture, decoded from bytes by
/// gdk-pixbuf; the default placeholder is a grey fill. (The layout of each phase is tested in
/// `TrellisCoreTests`' `AsyncImageTests`.)
@MainActor
@Suite("Images: AsyncImage drawn")
struct AsyncImageRenderTests {
  private let images = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Images")

  /// A 10 × 10 red PNG written by the renderer.
  static func redPNG() throws -> Data {
    try ImageRenderer(content: Color(red: 1, green: 0, blue: 0).frame(width: 10, height: 10)).pngData()
  }

  static func dataURL(_ data: Data, type: String) -> URL {
    URL(string: "data:\(type);base64,\(data.base64EncodedString())")!
  }

  @Test("A data URL's PNG is drawn: the picture's pixels are its red")
  func dataURLPixelsAreDrawn() throws {
    let url = Self.dataURL(try Self.redPNG(), type: "image/png")
    let png = try ImageRenderer(content: AsyncImage(url: url)).pngData()
    let drawn = try #require(DecodedPNG(png))
    #expect(drawn.width == 10 && drawn.height == 10)
    #expect(drawn.pixels[5 * 10 + 5] == 0xFFFF_0000)
  }

  @Test("A host's loader answers a remote URL with a JPEG: 40 × 30, decoded from memory")
  func loaderJPEGIsDrawn() throws {
    let jpeg = try Data(contentsOf: images.appendingPathComponent("stripes.jpg"))
    let remote = URL(string: "https://example.com/stripes.jpg")!
    let view = AsyncImage(url: remote).environment(\.asyncImageLoader, .mapping([remote: jpeg]))
    let renderer = ImageRenderer(content: view)
    let host = try renderer.layout(tracing: false)
    #expect(host.size == CGSize(width: 40, height: 30))
    #expect(host.runtimeIssues.isEmpty, "\(host.runtimeIssues)")
    let drawn = try #require(DecodedPNG(try renderer.pngData()))
    #expect(drawn.width == 40 && drawn.height == 30)
    #expect(drawn.pixels.contains { $0 >> 24 == 0xFF })
  }

  @Test("The default placeholder is a light grey box where nothing loads")
  func placeholderIsGrey() throws {
    let renderer = ImageRenderer(content: AsyncImage(url: nil).frame(width: 20, height: 20).background(.white))
    let drawn = try #require(DecodedPNG(try renderer.pngData()))
    // White under black at 16 % opacity: 255 × 0.84 ≈ 214.
    let pixel = drawn.pixels[10 * 20 + 10]
    #expect((pixel >> 16) & 0xFF == (pixel & 0xFF))
    #expect((210...218).contains((pixel >> 16) & 0xFF), "\(String(pixel, radix: 16))")
  }
}
