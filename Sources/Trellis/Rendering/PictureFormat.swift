import Foundation

/// A picture format Trellis draws to: what `trellis render`, `trellis previews`, the live preview
/// and the MCP server all name, and what `ImageRenderer.data(_:of:)` writes.
public enum PictureFormat: String, Codable, CaseIterable, Hashable, Sendable {
  /// A PNG image at the render scale.
  case png
  /// An SVG document measured in points.
  case svg
  /// A one-page PDF document measured in points.
  case pdf

  /// The format a file's extension names (`png`, `SVG`, `pdf`), or `nil` for any other.
  public init?(pathExtension: String) {
    self.init(rawValue: pathExtension.lowercased())
  }

  /// The media type of the format: `image/png`, `image/svg+xml`, `application/pdf`.
  public var mimeType: String {
    switch self {
    case .png: "image/png"
    case .svg: "image/svg+xml"
    case .pdf: "application/pdf"
    }
  }
}

extension ImageRenderer {
  /// `host` as it is now — laid out by ``layout(tracing:)``, then perhaps tapped — in `format`:
  /// the one switch over the formats, so that every caller draws a laid-out host once.
  public func data(_ format: PictureFormat, of host: LayoutHost) throws -> Data {
    switch format {
    case .png: try pngData(of: host)
    case .svg: Data(try svgString(of: host).utf8)
    case .pdf: try pdfData(of: host)
    }
  }
}
