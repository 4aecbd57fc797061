import Foundation

/// An image file on disk, or an image's bytes in memory, and its size, read from its header.
///
/// Layout needs an image's size, not its pixels: the PNG `IHDR` chunk holds it in its first
/// bytes, and the JPEG start-of-frame marker after the segments before it, which are walked by
/// their lengths, never read (`pixelSize(read:)`). A PDF's or SVG's size is read by an
/// image reader: the one `import Trellis` puts in every host's environment (Poppler, librsvg).
/// Decoding is the renderer's job.
///
/// An image given as bytes (`UIImage(data:)`, a `data:` URL or a loader's answer to an
/// ``AsyncImage``) keeps them in `contents`; its ``url`` then only names where they came from,
/// and nothing reads it.
public struct ImageFile: Hashable, Sendable {
  /// Where the file is; for an image given as bytes, the URL they came from.
  public let url: URL
  /// The image's bytes, for an image given as bytes rather than read from a file; `nil` for a
  /// file, which the renderer reads from ``url``.
  package let contents: Data?
  /// The size in pixels; for a PDF or SVG image, its size in points.
  public let pixelSize: CGSize
  /// How the file is encoded.
  public let format: Format
  /// Pixels per point: 2 for an asset catalog's 2× image; 1 for a loose file and any vector image.
  public var scale: CGFloat = 1

  /// The encodings Trellis reads.
  public enum Format: String, Hashable, Sendable {
    /// A PNG image.
    case png
    /// A JPEG image.
    case jpeg
    /// A PDF document: its first page, drawn as vectors.
    case pdf
    /// An SVG document, drawn as vectors.
    case svg

    /// Whether the image is drawn from vectors: sharp at any size.
    public var isVector: Bool { self == .pdf || self == .svg }
  }

  /// The image's size in points: its pixels divided by its scale.
  public var size: CGSize { CGSize(width: pixelSize.width / scale, height: pixelSize.height / scale) }

  /// Reads the header of the PNG, JPEG, PDF or SVG file at `url`; `nil` when it is missing,
  /// unreadable or none of these.
  ///
  /// Only a regular file is opened: opening a FIFO would wait for a writer forever, and a
  /// device may never end. Anything else is reported and gives `nil`. A PDF or SVG file is
  /// recognised by its extension and needs the reader `import Trellis` gives its hosts; here,
  /// without it, it is reported and gives `nil`.
  public init?(url: URL) {
    self.init(url: url, reader: CoreImageReader())
  }

  /// Reads the header of the PNG, JPEG, PDF or SVG file at `url`, a PDF's or SVG's size with
  /// `reader`; `nil` when it is missing, unreadable or none of these.
  package init?(url: URL, reader: any ImageReading) {
    var info = stat()
    guard stat(url.path, &info) == 0 else { return nil }
    guard (info.st_mode & S_IFMT) == S_IFREG else {
      RuntimeIssues.report(
        "Image file '\(url.path)' is not a regular file (a FIFO, device or directory); it is not opened.")
      return nil
    }
    let ext = url.pathExtension.lowercased()
    if ext == "pdf" || ext == "svg" {
      let format: Format = ext == "pdf" ? .pdf : .svg
      guard let size = reader.vectorImageSize(at: url, format: format), size.width > 0, size.height > 0,
        size.width.isFinite, size.height.isFinite
      else { return nil }
      self.url = url
      self.contents = nil
      self.pixelSize = size
      self.format = format
      return
    }
    guard let handle = try? FileHandle(forReadingFrom: url) else { return nil }
    defer { try? handle.close() }
    // Read where the walk asks, a few bytes at a time: a JPEG's frame may follow megabytes of
    // EXIF, XMP and ICC segments (Lightroom writes them first).
    var first: UInt8?
    let size = Self.pixelSize { offset, count in
      guard (try? handle.seek(toOffset: UInt64(offset))) != nil, let bytes = try? handle.read(upToCount: count) else {
        return []
      }
      if offset == 0 { first = bytes.first }
      return [UInt8](bytes)
    }
    guard let size else { return nil }
    self.url = url
    self.contents = nil
    self.pixelSize = size
    self.format = first == 0x89 ? .png : .jpeg
  }

  /// A PNG or JPEG image given as bytes, at `scale` pixels per point, its size read from its
  /// header; `nil` when the bytes are neither (a PDF or SVG document given as bytes is not
  /// read: `UIImage(data:)` and `AsyncImage` read bitmaps). `source` names where they came from.
  package init?(contents: Data, source: URL, scale: CGFloat = 1) {
    guard let size = Self.pixelSize(of: contents) else { return nil }
    self.url = source
    self.contents = contents
    self.pixelSize = size
    self.format = contents.first == 0x89 ? .png : .jpeg
    self.scale = scale
  }

  /// Hashes what tells images apart cheaply: the bytes of an image given as bytes are counted,
  /// not hashed, since equal images compare them anyway.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(url)
    hasher.combine(pixelSize.width)
    hasher.combine(pixelSize.height)
    hasher.combine(format)
    hasher.combine(scale)
    hasher.combine(contents?.count)
  }

  /// What dumps call the image: its file's name, or for an image given as bytes, where they
  /// came from and how many there are.
  package var displayName: String {
    guard let contents else { return url.lastPathComponent }
    let origin = url.scheme == "data" ? "data:" : url.lastPathComponent
    return "\(origin.isEmpty ? "data:" : origin) (\(contents.count) bytes)"
  }

  /// The pixel size in the header of a PNG or JPEG image given as bytes.
  static func pixelSize(of bytes: Data) -> CGSize? {
    pixelSize { offset, count in
      guard offset >= 0, offset < bytes.count else { return [] }
      let start = bytes.startIndex + offset
      return [UInt8](bytes[start..<min(start + count, bytes.endIndex)])
    }
  }

  /// The most JPEG marker segments walked before the start-of-frame: a real file has a few
  /// dozen (Lightroom's EXIF, XMP and ICC segments among them); a hostile one cannot make the
  /// walk longer than this, each step reading 9 bytes.
  static let jpegSegmentLimit = 4096

  /// The pixel size in a PNG or JPEG header, reading the image with `read(offset, count)`,
  /// which answers up to `count` bytes at `offset` (fewer at the end): the PNG `IHDR` chunk, or
  /// the JPEG start-of-frame marker, reached by seeking over each segment before it by its
  /// length, so that one after 64 KiB of EXIF or XMP data is found without reading that data.
  static func pixelSize(read: (_ offset: Int, _ count: Int) -> [UInt8]) -> CGSize? {
    func big16(_ bytes: [UInt8], _ offset: Int) -> Int { Int(bytes[offset]) << 8 | Int(bytes[offset + 1]) }
    let head = read(0, 24)
    // PNG: the signature, then the IHDR chunk whose first fields are width and height.
    let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    if head.count >= 24, Array(head[0..<8]) == png, Array(head[12..<16]) == Array("IHDR".utf8) {
      let width = big16(head, 16) << 16 | big16(head, 18)
      let height = big16(head, 20) << 16 | big16(head, 22)
      return width > 0 && height > 0 ? CGSize(width: width, height: height) : nil
    }
    // JPEG: walk the markers to a start-of-frame (SOF0–SOF15 but DHT, JPG and DAC).
    guard head.count >= 4, head[0] == 0xFF, head[1] == 0xD8 else { return nil }
    var offset = 2
    for _ in 0..<jpegSegmentLimit {
      let bytes = read(offset, 9)
      guard bytes.count >= 2, bytes[0] == 0xFF else { return nil }
      let marker = bytes[1]
      switch marker {
      case 0xFF:
        // A fill byte before a marker.
        offset += 1
        continue
      case 0x01, 0xD0...0xD8:
        // TEM, RSTn and SOI stand alone, without a length.
        offset += 2
        continue
      case 0xD9, 0xDA:
        // The end of the image, or the start of its scan: no frame came before.
        return nil
      default:
        break
      }
      guard bytes.count >= 4 else { return nil }
      let length = big16(bytes, 2)
      if (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker) {
        guard bytes.count >= 9 else { return nil }
        let height = big16(bytes, 5)
        let width = big16(bytes, 7)
        return width > 0 && height > 0 ? CGSize(width: width, height: height) : nil
      }
      guard length >= 2 else { return nil }
      offset += 2 + length
    }
    return nil
  }
}
