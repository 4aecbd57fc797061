import Foundation

/// Where the views read what UIKit's appearance proxies ask (`UIKitAppearance`).
///
/// The proxies live in the `Trellis` module's UIKit classes; each registers, the first time it
/// is asked for, a reader that copies its settings into a `UIKitAppearance`. The views read
/// the environment's `EnvironmentValues.uiKitAppearance`, whose default runs the readers, so
/// a proxy set before or while the views resolve (in an `init`, as apps do) is honoured, and a
/// host can pin an appearance of its own.
package enum UIKitAppearanceProxies {
  /// A proxy's reader.
  package typealias Reader = @Sendable (inout UIKitAppearance) -> Void
  /// A proxy's reset: its settings back to UIKit's defaults.
  package typealias Reset = @Sendable () -> Void

  private static let lock = NSLock()
  /// `nonisolated(unsafe)`: read and written under `lock` only.
  private nonisolated(unsafe) static var readers: [Reader] = []
  /// `nonisolated(unsafe)`: read and written under `lock` only.
  private nonisolated(unsafe) static var resets: [Reset] = []

  /// Adds a proxy's reader and reset; each proxy registers once.
  package static func register(reader: @escaping Reader, reset: @escaping Reset) {
    lock.withLock {
      readers.append(reader)
      resets.append(reset)
    }
  }

  /// What the proxies ask now.
  package static var current: UIKitAppearance {
    let readers = lock.withLock { self.readers }
    var appearance = UIKitAppearance()
    for read in readers { read(&appearance) }
    return appearance
  }

  /// Puts every proxy back to UIKit's defaults, so that one preview's proxies do not restyle
  /// the next one's bars (each Xcode preview starts in a fresh process).
  package static func resetAll() {
    let resets = lock.withLock { self.resets }
    for reset in resets { reset() }
  }
}

extension EnvironmentValues {
  /// What UIKit's appearance proxies ask of the bars and controls; by default what they ask
  /// when it is read.
  @Entry package var uiKitAppearance: UIKitAppearance = UIKitAppearanceProxies.current
}
