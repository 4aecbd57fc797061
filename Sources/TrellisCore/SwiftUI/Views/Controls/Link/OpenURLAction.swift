import Foundation

/// An action that opens a URL.
///
/// Read it from the environment and call it: `openURL(url)`. A ``Link`` calls it when tapped.
/// Trellis has no system to hand URLs to: the default action asks for the system action,
/// which opens nothing and completes with `false`. Install your own handler to see what a
/// view would open:
///
/// ```swift
/// var opened: [URL] = []
/// ContentView()
///     .environment(\.openURL, OpenURLAction { url in
///         opened.append(url)
///         return .handled
///     })
/// ```
public struct OpenURLAction {
  /// The result of a custom open URL action.
  public struct Result: Sendable {
    enum Kind: Sendable {
      case handled
      case discarded
      case systemAction(URL?)
    }

    let kind: Kind

    /// The handler opened the URL.
    public static let handled = Result(kind: .handled)

    /// The handler discarded the URL.
    public static let discarded = Result(kind: .discarded)

    /// The handler asks the system to open the original URL: in Trellis, nothing opens.
    public static let systemAction = Result(kind: .systemAction(nil))

    /// The handler asks the system to open `url`: in Trellis, nothing opens.
    public static func systemAction(_ url: URL) -> Result { Result(kind: .systemAction(url)) }
  }

  private let handler: (URL) -> Result

  /// Creates an action that opens a URL with `handler`.
  public init(handler: @escaping (URL) -> Result) {
    self.handler = handler
  }

  /// Opens a URL.
  public func callAsFunction(_ url: URL) {
    _ = handler(url)
  }

  /// Opens a URL, then calls `completion` with whether it was opened: `true` when the handler
  /// handled it, `false` when it discarded it or left it to the system, which opens nothing here.
  public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {
    switch handler(url).kind {
    case .handled: completion(true)
    case .discarded, .systemAction: completion(false)
    }
  }
}

extension EnvironmentValues {
  /// The action that opens a URL: links call it. By default it asks for the system action,
  /// which in Trellis opens nothing.
  @Entry public var openURL: OpenURLAction = OpenURLAction { _ in .systemAction }
}
