import Foundation
import Testing

@testable import TrellisCore

/// The image reader travels in the environment beside the text measurer: a host reads PDF and
/// SVG sizes with the reader it was given.
@MainActor
@Suite("Rendering: the image reader in the environment", .serialized)
struct ImageReaderEnvironmentTests {
  /// A reader that answers every PDF and SVG file with one size.
  struct StubReader: ImageReading {
    let size: CGSize
    func vectorImageSize(at url: URL, format: ImageFile.Format) -> CGSize? { size }
    func customSymbol(at url: URL) -> CustomSymbol? { nil }
  }

  /// An SVG file (its contents never read by the stub) in a temporary folder.
  static func svgFile() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-reader-\(UUID()).svg")
    try Data("<svg/>".utf8).write(to: url)
    return url
  }

  static func host(_ url: URL, environment: EnvironmentValues) -> LayoutHost {
    LayoutHost(
      Image(url.path).accessibilityIdentifier("i"), size: CGSize(width: 100, height: 100), environment: environment,
      textMeasurer: FixedAdvanceTextMeasurer())
  }

  @Test("A host given a stub reader sizes an SVG image with it: 40 × 30")
  func hostMeasuresWithTheEnvironmentsReader() throws {
    let url = try Self.svgFile()
    defer { try? FileManager.default.removeItem(at: url) }
    var environment = EnvironmentValues()
    environment.imageReader = StubReader(size: CGSize(width: 40, height: 30))
    let host = Self.host(url, environment: environment)
    #expect(host.unroundedFrame(of: "i")?.size == CGSize(width: 40, height: 30))
    #expect(host.runtimeIssues.isEmpty)
  }

  @Test("A core-only host without a reader says reading an SVG image needs `import Trellis`")
  func coreHostReportsTheMissingReader() throws {
    let url = try Self.svgFile()
    defer { try? FileManager.default.removeItem(at: url) }
    let host = Self.host(url, environment: EnvironmentValues())
    #expect(host.unroundedFrame(of: "i")?.size == .zero)
    #expect(
      host.runtimeIssues.contains(
        "Image file '\(url.lastPathComponent)' is a SVG image; reading one needs `import Trellis`."),
      "\(host.runtimeIssues)")
  }
}
