import Foundation

/// Why the host could not list or render a package's previews.
public struct PreviewHostError: Error, CustomStringConvertible, Sendable {
  /// What went wrong, with what to do about it.
  public var description: String
  /// The compiler's output when the package did not build.
  public var buildLog: String?

  /// Creates an error.
  public init(_ description: String, buildLog: String? = nil) {
    self.description = description
    self.buildLog = buildLog
  }
}
