import Foundation
import Testing
import TrellisCoreTestSupport

@testable import TrellisCore

/// The size of a JPEG read from its start-of-frame marker wherever it lies: after EXIF and XMP
/// segments of any length (Lightroom writes its APP1 segments, up to 64 KiB each, before the
/// frame), walked by their lengths; hostile headers end the walk, never loop or read without
/// bound.
///
/// Evidence: ITU T.81 (JPEG) B.1.1 — every marker but SOI, EOI, RSTn and TEM is followed by a
/// two-byte length that counts itself, so a segment is at most 65,537 bytes with its marker, and
/// one full APP1 segment already puts the frame past the first 64 KiB.
@MainActor
@Suite("Images: JPEG headers past 64 KiB")
struct ImageFileHeaderTests {
  static func file(_ data: Data) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-header-\(UUID()).jpg")
    try data.write(to: url)
    return url
  }

  @Test(
    "A JPEG's frame is found after APP1 segments of any length: 640 × 480",
    arguments: [16, 65_533, 200_000, 1_000_000])
  func frameAfterLongSegments(app1Length: Int) throws {
    let jpeg = TestImages.jpegSkeleton(width: 640, height: 480, app1Length: app1Length)
    let url = try Self.file(jpeg)
    defer { try? FileManager.default.removeItem(at: url) }
    let file = try #require(ImageFile(url: url))
    #expect(file.pixelSize == CGSize(width: 640, height: 480))
    #expect(file.format == .jpeg)
    #expect(ImageFile.pixelSize(of: jpeg) == CGSize(width: 640, height: 480))
  }

  @Test("An image view of such a JPEG is its size in points: 640 × 480")
  func imageViewOfALongHeader() throws {
    let url = try Self.file(TestImages.jpegSkeleton(width: 640, height: 480, app1Length: 70_000))
    defer { try? FileManager.default.removeItem(at: url) }
    let host = LayoutHost(Image(url.path).accessibilityIdentifier("i"), size: CGSize(width: 1000, height: 1000))
    #expect(host.unroundedFrame(of: "i")?.size == CGSize(width: 640, height: 480))
    #expect(host.runtimeIssues.isEmpty, "\(host.runtimeIssues)")
  }

  /// Bytes after the start-of-image marker.
  nonisolated static func jpeg(_ body: [UInt8]) -> Data { Data([0xFF, 0xD8] + body) }

  @Test(
    "A hostile or broken header has no size, and the walk ends",
    arguments: [
      ("a segment whose length is less than its own two bytes", jpeg([0xFF, 0xE1, 0x00, 0x01, 0, 0, 0, 0, 0])),
      ("the scan starts before any frame", jpeg([0xFF, 0xDA, 0x00, 0x08, 1, 1, 0, 0, 0x3F, 0])),
      ("the image ends before any frame", jpeg([0xFF, 0xD9])),
      ("a segment's length runs past the end", jpeg([0xFF, 0xE1, 0xFF, 0xFF, 0x45])),
      ("a byte that is no marker", jpeg([0x12, 0x34, 0x56, 0x78])),
      ("fill bytes to the end", jpeg([UInt8](repeating: 0xFF, count: 10_000))),
      (
        "more segments than the walk's limit before the frame",
        Data(
          [0xFF, 0xD8] + [UInt8]((0..<5_000).flatMap { _ in [0xFF, 0xE1, 0x00, 0x02] })
            + [0xFF, 0xC0, 0x00, 0x11, 8, 0, 10, 0, 10, 1, 1, 0x11, 0])
      ),
    ])
  func hostileHeaders(reason: String, data: Data) throws {
    #expect(ImageFile.pixelSize(of: data) == nil, "\(reason)")
    let url = try Self.file(data)
    defer { try? FileManager.default.removeItem(at: url) }
    #expect(ImageFile(url: url) == nil, "\(reason)")
  }

  @Test("Standalone markers and fill bytes between segments are stepped over: 20 × 10")
  func standaloneMarkers() {
    let frame: [UInt8] = [0xFF, 0xC2, 0x00, 0x11, 8, 0, 10, 0, 20, 3, 1, 0x11, 0, 2, 0x11, 1, 3, 0x11, 1]
    let data = Self.jpeg([0xFF, 0xFF, 0xFF, 0xD0, 0xFF, 0x01, 0xFF, 0xE0, 0x00, 0x04, 0, 0] + frame)
    #expect(ImageFile.pixelSize(of: data) == CGSize(width: 20, height: 10))
  }
}
