import Foundation

/// UIKit's pasteboard, for "Copy" buttons: the general pasteboard holds what the program copied
/// into it, for as long as it runs, so a test can assert on it after a tap.
///
/// Fidelity: partial — one pasteboard per process, not shared with any other program.
public final class UIPasteboard: @unchecked Sendable {
  /// The system-wide pasteboard.
  public static let general = UIPasteboard()

  private let lock = NSLock()
  private var items: [Any] = []

  init() {}

  /// The first string on the pasteboard; setting it replaces everything.
  public var string: String? {
    get { strings?.first }
    set { replace(with: newValue.map { [$0] } ?? []) }
  }

  /// The strings on the pasteboard.
  public var strings: [String]? {
    get {
      let found = lock.withLock { items.compactMap { $0 as? String } }
      return found.isEmpty ? nil : found
    }
    set { replace(with: newValue ?? []) }
  }

  /// The first URL on the pasteboard; setting it replaces everything.
  public var url: URL? {
    get { lock.withLock { items.lazy.compactMap { $0 as? URL }.first } }
    set { replace(with: newValue.map { [$0] } ?? []) }
  }

  /// The first image on the pasteboard; setting it replaces everything.
  public var image: UIImage? {
    get { lock.withLock { items.lazy.compactMap { $0 as? UIImage }.first } }
    set { replace(with: newValue.map { [$0] } ?? []) }
  }

  /// Whether the pasteboard holds a string.
  public var hasStrings: Bool { strings != nil }
  /// Whether the pasteboard holds a URL.
  public var hasURLs: Bool { url != nil }
  /// Whether the pasteboard holds an image.
  public var hasImages: Bool { image != nil }
  /// The number of items on the pasteboard.
  public var numberOfItems: Int { lock.withLock { items.count } }

  private func replace(with values: [Any]) {
    lock.withLock { items = values }
  }
}
