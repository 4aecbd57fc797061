import Foundation

/// An image file on disk, or an image's bytes in memory, and its size, read from its header.
///
/// Layout needs an image's size, not its pixels: the PNG `IHDR` chunk and the JPEG
/// start-of-frame marker hold it in their first bytes. A PDF's or SVG's size is read by an
/// image reader: the one `import Trellis` puts in every host's environment (Poppler, librsvg).
/// Decoding is the renderer's job.
///
/// An image given as bytes (`UIImage(data:)`, a `data:` URL or a loader's answer to an
/// ``AsyncImage``) keeps them in ``contents``; its ``url`` then only names where they came from,
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
    guard let header = try? handle.read(upToCount: 64 * 1024), let size = Self.pixelSize(of: header) else {
      return nil
    }
    self.url = url
    self.contents = nil
    self.pixelSize = size
    self.format = header.first == 0x89 ? .png : .jpeg
  }

  /// A PNG or JPEG image given as bytes, at `scale` pixels per point, its size read from its
  /// header; `nil` when the bytes are neither (a PDF or SVG document given as bytes is not
  /// read: `UIImage(data:)` and `AsyncImage` read bitmaps). `source` names where they came from.
  package init?(contents: Data, source: URL, scale: CGFloat = 1) {
    guard let size = Self.pixelSize(of: contents.prefix(64 * 1024)) else { return nil }
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

  static func pixelSize(of bytes: Data) -> CGSize? {
    let data = [UInt8](bytes)
    func big16(_ offset: Int) -> Int { Int(data[offset]) << 8 | Int(data[offset + 1]) }
    func big32(_ offset: Int) -> Int { big16(offset) << 16 | big16(offset + 2) }
    // PNG: the signature, then the IHDR chunk whose first fields are width and height.
    let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    if data.count >= 24, Array(data[0..<8]) == png, Array(data[12..<16]) == Array("IHDR".utf8) {
      let width = big32(16)
      let height = big32(20)
      return width > 0 && height > 0 ? CGSize(width: width, height: height) : nil
    }
    // JPEG: walk the markers to a start-of-frame (SOF0–SOF15 but DHT, JPG and DAC).
    guard data.count >= 4, data[0] == 0xFF, data[1] == 0xD8 else { return nil }
    var offset = 2
    while offset + 9 < data.count {
      guard data[offset] == 0xFF else { return nil }
      let marker = data[offset + 1]
      if marker == 0xFF {
        offset += 1
        continue
      }
      let length = big16(offset + 2)
      if (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker) {
        let height = big16(offset + 5)
        let width = big16(offset + 7)
        return width > 0 && height > 0 ? CGSize(width: width, height: height) : nil
      }
      guard length >= 2 else { return nil }
      offset += 2 + length
    }
    return nil
  }
}
