import Foundation

/// SwiftUI's console messages for misuse, reported verbatim.
///
/// SwiftUI logs these as runtime issues and carries on with a sensible fallback; so does
/// Trellis. Each message goes to standard error and to the log of the host that is laying
/// out, so tests can assert on it (``LayoutHost/runtimeIssues``).
package enum RuntimeIssues {
  /// The log of the layout in progress on this thread, if any.
  @TaskLocal static var log: RuntimeIssueLog?

  package static func report(_ message: String) {
    log?.append(message)
    FileHandle.standardError.write(Data("Trellis runtime issue: \(message)\n".utf8))
  }

  /// Reports `message` unless the layout in progress has reported it already: for a condition
  /// of the whole host, such as missing fonts, that every view would otherwise repeat.
  package static func reportOnce(_ message: String) {
    if let log, log.messages.contains(message) { return }
    report(message)
  }

  /// SwiftUI's message for a negative or non-finite `frame` dimension.
  static let invalidFrameDimension = "Invalid frame dimension (negative or non-finite)."
  /// The value, or `fallback` with a message when it is NaN or infinite: a value no layout can use.
  package static func finite(_ value: CGFloat, _ what: String, fallback: CGFloat = 0) -> CGFloat {
    guard value.isFinite else {
      report("Invalid \(what) (\(value)); using \(fallback).")
      return fallback
    }
    return value
  }

  /// SwiftUI's message for flexible-frame bounds out of order.
  static let contradictoryFrameConstraints = "Contradictory frame constraints specified."
}

/// The runtime issues reported while one host resolved and laid out its view.
final class RuntimeIssueLog: @unchecked Sendable {
  // Appended from the layout thread only, read after it finished; the lock keeps that honest.
  private let lock = NSLock()
  private var storage: [String] = []

  func append(_ message: String) {
    lock.withLock { storage.append(message) }
  }

  var messages: [String] { lock.withLock { storage } }
}
