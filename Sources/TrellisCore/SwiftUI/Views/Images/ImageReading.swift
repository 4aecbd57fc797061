import Foundation

/// What reads the images whose size layout needs and the core cannot read: PDF and SVG
/// documents, and custom symbols' SVG templates. The core reads PNG and JPEG headers itself.
///
/// A reader travels in the environment beside the text measurer (`\.imageReader`): the hosts
/// and renderers of `import Trellis` set one over Poppler and librsvg; a host of the core alone
/// has ``CoreImageReader``, which reads neither and says so.
package protocol ImageReading: Sendable {
  /// The size in points of the first page of a PDF, or of an SVG document; `nil` when the file
  /// cannot be read.
  func vectorImageSize(at url: URL, format: ImageFile.Format) -> CGSize?

  /// The regular, medium glyph of the custom symbol whose SVG template is at `url`; `nil` when
  /// it cannot be read.
  func customSymbol(at url: URL) -> CustomSymbol?

  /// The image in `contents`, at `scale` pixels per point (`UIImage(data:)`, the bytes an
  /// ``AsyncImage`` loads); `nil` when they are no image the reader decodes. `source` names
  /// where they came from.
  func image(decoding contents: Data, source: URL, scale: CGFloat) -> ImageFile?
}

extension ImageReading {
  /// A PNG or JPEG image whose header gives its size; no other format, and no check that the
  /// pixels decode, which needs the decoder `import Trellis` brings.
  package func image(decoding contents: Data, source: URL, scale: CGFloat) -> ImageFile? {
    ImageFile(contents: contents, source: source, scale: scale)
  }
}

/// The core's image reader: no PDF or SVG reader, which `import Trellis` brings. Asked for a
/// PDF or SVG image's size, it reports that reading one needs `import Trellis`.
package struct CoreImageReader: ImageReading {
  /// Creates the reader.
  package init() {}

  /// `nil`, with a runtime issue: the core reads no PDF or SVG document.
  package func vectorImageSize(at url: URL, format: ImageFile.Format) -> CGSize? {
    RuntimeIssues.report(
      "Image file '\(url.lastPathComponent)' is a \(format.rawValue.uppercased()) image; reading one needs `import Trellis`."
    )
    return nil
  }

  /// `nil`: the core reads no SVG template.
  package func customSymbol(at url: URL) -> CustomSymbol? { nil }
}

// A key of its own rather than `@Entry`: `hasImageReader` asks whether it is set, by its name.
private struct ImageReaderKey: EnvironmentKey {
  static let defaultValue: any ImageReading = CoreImageReader()
}

extension EnvironmentValues {
  /// Whether an image reader is set, rather than the core's.
  package var hasImageReader: Bool { contains(ImageReaderKey.self) }

  /// What reads PDF and SVG images and custom symbol templates for layout: the one the host was
  /// made with (Poppler and librsvg under `import Trellis`), or the core's, which reads neither.
  package var imageReader: any ImageReading {
    get { self[ImageReaderKey.self] }
    set { self[ImageReaderKey.self] = newValue }
  }
}
