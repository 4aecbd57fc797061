import Foundation

/// The current phase of an ``AsyncImage``'s load, handed to the content closure of
/// ``AsyncImage/init(url:scale:transaction:content:)``.
///
/// ```swift
/// AsyncImage(url: URL(string: "https://example.com/icon.png")) { phase in
///     if let image = phase.image {
///         image.resizable().scaledToFit()
///     } else if phase.error != nil {
///         Color.red
///     } else {
///         ProgressView()
///     }
/// }
/// ```
///
/// Sendable as Apple declares it: the image it carries is an immutable value (Trellis' `Image`
/// is not declared `Sendable`, as its accessibility label, a `Text`, is not).
public enum AsyncImagePhase: @unchecked Sendable {
  /// No image is loaded: the URL is `nil`, or its load has not finished (or, in Trellis, a
  /// remote URL no loader answers).
  case empty
  /// An image loaded.
  case success(Image)
  /// The image failed to load, with the reason.
  case failure(any Error)

  /// The loaded image, if any.
  public var image: Image? {
    guard case .success(let image) = self else { return nil }
    return image
  }

  /// The error the load failed with, if any.
  public var error: (any Error)? {
    guard case .failure(let error) = self else { return nil }
    return error
  }
}
