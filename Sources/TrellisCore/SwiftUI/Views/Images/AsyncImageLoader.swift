import Foundation

/// What answers the URLs an ``AsyncImage`` loads that Trellis does not read itself: a host's
/// map from a URL to image bytes, for tests and previews, so a remote URL shows a chosen
/// picture. Trellis makes no network request from a render.
///
/// Set it in the environment of the views, or of the host:
///
/// ```swift
/// let avatar = try Data(contentsOf: fixturesFolder.appendingPathComponent("avatar.png"))
/// ProfileView()
///     .environment(\.asyncImageLoader, AsyncImageLoader { url in
///         url.host == "example.com" ? avatar : nil
///     })
/// ```
///
/// The loader is asked first, for every URL; answering `nil` leaves the URL to Trellis: a
/// `file:` or `data:` URL is read, any other stays in the ``AsyncImagePhase/empty`` phase with a
/// runtime issue. Throwing fails the load with that error (``AsyncImagePhase/failure(_:)``).
///
/// Not SwiftUI's: SwiftUI loads with `URLSession.shared`; this seam stands in for the network.
public struct AsyncImageLoader: Sendable {
  let load: @Sendable (URL) throws -> Data?

  /// A loader that answers a URL with the bytes of a PNG or JPEG image, or `nil` to leave it to
  /// Trellis; throwing fails the load with the error.
  public init(_ load: @escaping @Sendable (URL) throws -> Data?) {
    self.load = load
  }

  /// A loader that answers the URLs of `images` with their bytes, and leaves the others.
  public static func mapping(_ images: [URL: Data]) -> AsyncImageLoader {
    AsyncImageLoader { images[$0] }
  }
}

extension EnvironmentValues {
  /// What answers the URLs an ``AsyncImage`` loads before Trellis reads `file:` and `data:`
  /// URLs itself; `nil` (the default) leaves every URL to Trellis.
  @Entry public var asyncImageLoader: AsyncImageLoader? = nil
}

/// Why an ``AsyncImage``'s load failed: what its ``AsyncImagePhase/failure(_:)`` phase carries.
struct AsyncImageLoadError: Error, CustomStringConvertible {
  let description: String
}

/// How an ``AsyncImage`` loads its URL, at once and without the network.
enum AsyncImageLoading {
  /// The phase the load of `url` ends in: the host's loader's answer, a `data:` URL's bytes or
  /// a `file:` URL's image; `nil` (it stays empty, with a runtime issue) for any other URL.
  static func phase(for url: URL, scale: CGFloat, in environment: EnvironmentValues) -> AsyncImagePhase? {
    let reader = environment.imageReader
    func decoded(_ contents: Data, source: URL) -> AsyncImagePhase {
      guard let file = reader.image(decoding: contents, source: source, scale: scale) else {
        return .failure(AsyncImageLoadError(description: "The data of '\(describe(url))' is no PNG or JPEG image"))
      }
      return .success(image(of: file))
    }
    if let loader = environment.asyncImageLoader {
      do {
        if let contents = try loader.load(url) { return decoded(contents, source: url) }
      } catch {
        return .failure(error)
      }
    }
    if url.scheme?.lowercased() == "data" {
      guard let (mediaType, contents) = dataURLContents(url) else {
        return .failure(AsyncImageLoadError(description: "'\(describe(url))' is not a well-formed data URL"))
      }
      return decoded(contents, source: URL(string: "data:\(mediaType)") ?? url)
    }
    if url.isFileURL {
      guard var file = ImageFile(url: url, reader: reader) else {
        return .failure(AsyncImageLoadError(description: "The file '\(url.path)' is missing or not an image"))
      }
      // An asset catalog's scale is the catalog's; a loaded file's is the one given.
      file.scale = file.format.isVector ? 1 : scale
      return .success(image(of: file))
    }
    RuntimeIssues.report(
      "AsyncImage does not load '\(describe(url))': Trellis makes no network request, so the view stays in its "
        + "empty phase. Answer the URL with `.environment(\\.asyncImageLoader, …)` to show a picture.")
    return nil
  }

  /// The loaded image, as SwiftUI makes it: `Image(decorative:scale:)`, hidden from accessibility.
  private static func image(of file: ImageFile) -> Image {
    var image = Image(file: file, name: file.displayName)
    image.isDecorative = true
    return image
  }

  /// The URL as runtime issues show it: a `data:` URL cut after its media type.
  static func describe(_ url: URL) -> String {
    let string = url.absoluteString
    guard url.scheme?.lowercased() == "data" else { return string }
    return String(string.prefix { $0 != "," }) + ",…"
  }

  /// The media type and bytes of a `data:` URL (RFC 2397: `data:[<media type>][;base64],<data>`);
  /// `nil` when it has no comma or its base64 does not decode.
  static func dataURLContents(_ url: URL) -> (mediaType: String, contents: Data)? {
    let string = url.absoluteString
    guard let colon = string.firstIndex(of: ":"), let comma = string.firstIndex(of: ",") else { return nil }
    let header = string[string.index(after: colon)..<comma]
    let payload = String(string[string.index(after: comma)...])
    let isBase64 = header.lowercased().hasSuffix(";base64")
    let mediaType = String(header.prefix { $0 != ";" })
    let text = payload.removingPercentEncoding ?? payload
    if isBase64 {
      guard let contents = Data(base64Encoded: text, options: .ignoreUnknownCharacters) else { return nil }
      return (mediaType, contents)
    }
    return (mediaType, Data(text.utf8))
  }
}
