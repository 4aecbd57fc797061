import Foundation

/// Why a view could not be rendered.
public enum RenderError: Error, Equatable, CustomStringConvertible, Sendable {
  /// The smallest render scale: below it Cairo's transform underflows (a subnormal scale is
  /// not invertible) and text sizes round to infinity.
  public static let minimumScale: CGFloat = 0.001

  /// The view has no area to draw: zero width or height.
  case emptyCanvas(CGSize)
  /// The picture would exceed the largest image Trellis makes (32,767 pixels a side, 2^28 pixels).
  case imageTooLarge(width: Double, height: Double, scale: Double)
  /// The scale is not a finite number of at least ``minimumScale``.
  case invalidScale(Double)
  /// Cairo reported an error.
  case cairo(String)
  /// The file extension names no format Trellis writes.
  case unsupportedFormat(String)

  /// What went wrong, for people.
  public var description: String {
    switch self {
    case .emptyCanvas(let size):
      "Nothing to render: the view is \(size.width) × \(size.height) points."
    case .imageTooLarge(let width, let height, let scale):
      "The image would be \(width) × \(height) points at \(scale)×, larger than 32,767 pixels a side or 2^28 pixels."
    case .invalidScale(let scale):
      "The render scale must be a positive, finite number (at least 0.001), not \(scale)."
    case .cairo(let message):
      "Cairo failed: \(message)."
    case .unsupportedFormat(let ext):
      "Trellis writes .png, .svg and .pdf files, not .\(ext)."
    }
  }
}
