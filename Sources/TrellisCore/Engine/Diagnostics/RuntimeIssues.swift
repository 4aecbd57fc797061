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
    if let log, !log.append(message, kind: kind) { return }
    FileHandle.standardError.write(Data("Trellis runtime issue: \(message)\n".utf8))
  }

  /// The log reports on this thread go to, if any: to carry to another thread with
  /// ``reporting(to:_:)``.
  package static var currentLog: RuntimeIssueLog? { log }

  /// Runs `body` with the reports it makes on this thread going to `log`.
  package static func reporting<Result>(to log: RuntimeIssueLog?, _ body: () throws -> Result) rethrows -> Result {
    try $log.withValue(log, operation: body)
  }

  /// Runs `body` on a thread with a large stack (``LargeStackThread``) — for passes that recurse
  /// once per level of a deep tree — with its reports going to this thread's log.
  package static func onLargeStack<Result>(_ body: @escaping () -> Result) -> Result {
    let log = self.log
    return LargeStackThread.run { $log.withValue(log, operation: body) }
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

/// The runtime issues reported while one host resolved and laid out its view, or while one
/// document was drawn.
package final class RuntimeIssueLog: @unchecked Sendable {
  // Appended from the layout thread only, read after it finished; the lock keeps that honest.
  private let lock = NSLock()
  private var storage: [RuntimeIssue] = []
  /// Whether a message already kept is left out.
  private let keepsDistinct: Bool
  /// The log each message kept is passed on to.
  private let parent: RuntimeIssueLog?

  /// An empty log that keeps every message reported to it.
  package init() {
    keepsDistinct = false
    parent = nil
  }

  /// An empty log that keeps each message once and passes each one it keeps on to `parent`: the
  /// issues of drawing one document, which the host drawn also lists.
  package init(distinctForwardingTo parent: RuntimeIssueLog?) {
    keepsDistinct = true
    self.parent = parent
  }

  /// Adds the message unless the log keeps distinct messages and has it already; whether it was added.
  @discardableResult
  func append(_ message: String, kind: RuntimeIssue.Kind = .misuse) -> Bool {
    let added = lock.withLock {
      if keepsDistinct && storage.contains(where: { $0.message == message }) { return false }
      storage.append(RuntimeIssue(kind: kind, message: message))
      return true
    }
    if added { parent?.append(message, kind: kind) }
    return added
  }

  /// The issues, in the order they were reported.
  var issues: [RuntimeIssue] { lock.withLock { storage } }

  /// What the issues say, in order.
  package var messages: [String] { lock.withLock { storage.map(\.message) } }
}
