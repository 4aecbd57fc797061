import Foundation

/// SwiftUI's console messages for misuse, reported verbatim.
///
/// SwiftUI logs these as runtime issues and carries on with a sensible fallback; so does
/// Trellis. Each message goes to standard error and to the log of the host that is laying
/// out, so tests can assert on it (``LayoutHost/runtimeIssues``).
package enum RuntimeIssues {
  /// The log of the layout in progress on this thread, if any.
  @TaskLocal static var log: RuntimeIssueLog?

  package static func report(_ message: String, kind: RuntimeIssue.Kind = .misuse) {
    log?.append(message, kind: kind)
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

/// One runtime issue: what it says, and what kind of trouble it is, which checks of a result
/// read (``LayoutDiagnostics`` turns a ``Kind/runawayLayout`` into a diagnostic) so that the
/// wording of a message can change without changing what reads it.
package struct RuntimeIssue: Equatable {
  /// What kind of trouble an issue reports.
  package enum Kind: Equatable {
    /// A view was used in a way SwiftUI warns of, or given a value it cannot use; the fallback
    /// is drawn.
    case misuse
    /// An update or layout that did not settle: state that changes on every update, geometry
    /// readers nested without end. The picture shows where it was stopped.
    case runawayLayout
  }

  /// What kind of trouble it is.
  package let kind: Kind
  /// The message, as SwiftUI words it where SwiftUI has one.
  package let message: String
}

/// The runtime issues reported while one host resolved and laid out its view.
final class RuntimeIssueLog: @unchecked Sendable {
  // Appended from the layout thread only, read after it finished; the lock keeps that honest.
  private let lock = NSLock()
  private var storage: [RuntimeIssue] = []

  func append(_ message: String, kind: RuntimeIssue.Kind = .misuse) {
    lock.withLock { storage.append(RuntimeIssue(kind: kind, message: message)) }
  }

  /// The issues, in the order they were reported.
  var issues: [RuntimeIssue] { lock.withLock { storage } }

  /// What the issues say, in order.
  var messages: [String] { lock.withLock { storage.map(\.message) } }
}
