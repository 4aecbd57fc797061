import Foundation
import TrellisPreviewRuntime

/// Renders jobs in runner processes, one a core: a preview that traps or hangs costs its own
/// job, not the run.
///
/// Each process is given a share of the jobs and answers each with a line; when it dies or a
/// job takes longer than the time-out, the job it was on fails with the reason, the process is
/// killed, and a new one takes the jobs that were left.
public struct PreviewWorkerPool: Sendable {
  /// The runner executable.
  public var runner: URL
  /// The number of processes at once.
  public var processes: Int
  /// The longest one job may take, in seconds.
  public var timeout: TimeInterval

  /// A pool of `processes` runners of `runner`.
  public init(runner: URL, processes: Int = ProcessInfo.processInfo.activeProcessorCount, timeout: TimeInterval = 60) {
    self.runner = runner
    self.processes = max(1, processes)
    self.timeout = timeout
  }

  /// Runs `jobs`; the outcomes are in the order of the jobs, their indexes those of `jobs`.
  public func run(_ jobs: [PreviewRenderJob]) -> [PreviewRenderOutcome] {
    let count = min(processes, jobs.count)
    guard count > 0 else { return [] }
    // Job i goes to process i mod count: neighbouring (similar) jobs spread over the processes.
    let shares = (0..<count).map { share in Array(stride(from: share, to: jobs.count, by: count)) }
    let results = OutcomeStore()
    DispatchQueue.concurrentPerform(iterations: count) { share in
      let indexes = shares[share]
      for (offset, outcome) in runShare(indexes.map { jobs[$0] }).enumerated() {
        var outcome = outcome
        outcome.index = indexes[offset]
        results.set(outcome)
      }
    }
    return results.sorted()
  }

  /// Runs `jobs` in one process after another until each has an outcome.
  func runShare(_ jobs: [PreviewRenderJob]) -> [PreviewRenderOutcome] {
    var outcomes: [PreviewRenderOutcome] = []
    while outcomes.count < jobs.count {
      let remaining = Array(jobs[outcomes.count...])
      let answered = runProcess(remaining)
      outcomes += answered.outcomes.map {
        var outcome = $0
        outcome.index += outcomes.count
        return outcome
      }
      if let failure = answered.failure, outcomes.count < jobs.count {
        outcomes.append(PreviewRenderOutcome(index: outcomes.count, error: failure))
      }
    }
    return outcomes
  }

  /// Runs one process on `jobs`: the outcomes it answered, and why it stopped early, if it did.
  private func runProcess(_ jobs: [PreviewRenderJob]) -> (outcomes: [PreviewRenderOutcome], failure: String?) {
    let process = Process()
    process.executableURL = runner
    process.arguments = ["render"]
    let input = Pipe()
    let output = Pipe()
    let errorOutput = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = errorOutput
    let lines = LineQueue()
    do {
      try process.run()
    } catch {
      return ([], "cannot start the preview runner \(runner.path): \(error)")
    }
    let reader = Thread {
      var buffer = Data()
      while true {
        let chunk = output.fileHandleForReading.availableData
        if chunk.isEmpty { break }
        buffer += chunk
        while let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
          lines.push(Data(buffer[buffer.startIndex..<newline]))
          buffer = Data(buffer[(newline + 1)...])
        }
      }
      lines.close()
    }
    reader.start()
    // `nonisolated(unsafe)`: written by the block below before `errorGroup` is left, read after
    // it is waited for.
    nonisolated(unsafe) var errorText = Data()
    let errorGroup = DispatchGroup()
    DispatchQueue.global().async(group: errorGroup) {
      errorText = errorOutput.fileHandleForReading.readDataToEndOfFile()
    }
    input.fileHandleForWriting.write((try? JSONEncoder().encode(jobs)) ?? Data("[]".utf8))
    try? input.fileHandleForWriting.close()

    var outcomes: [PreviewRenderOutcome] = []
    var failure: String?
    while outcomes.count < jobs.count {
      switch lines.pop(timeout: timeout) {
      case .line(let data):
        if let outcome = try? JSONDecoder().decode(PreviewRenderOutcome.self, from: data) { outcomes.append(outcome) }
      case .timedOut:
        kill(process.processIdentifier, SIGKILL)
        failure =
          "timed out after \(Int(timeout)) s: the view's body or layout does not finish (an infinite loop?)"
      case .closed:
        process.waitUntilExit()
        errorGroup.wait()
        let stderr = String(decoding: errorText, as: UTF8.self).split(separator: "\n").suffix(8)
          .joined(separator: "\n")
        let how =
          process.terminationReason == .uncaughtSignal
          ? "crashed (signal \(process.terminationStatus))" : "exited with status \(process.terminationStatus)"
        failure = "the preview runner \(how) while rendering it" + (stderr.isEmpty ? "" : ":\n" + stderr)
      }
      if failure != nil { break }
    }
    process.waitUntilExit()
    return (outcomes, failure)
  }
}

/// Outcomes written by several threads.
private final class OutcomeStore: @unchecked Sendable {
  private let lock = NSLock()
  private var outcomes: [PreviewRenderOutcome] = []

  func set(_ outcome: PreviewRenderOutcome) {
    lock.withLock { outcomes.append(outcome) }
  }

  func sorted() -> [PreviewRenderOutcome] {
    lock.withLock { outcomes.sorted { $0.index < $1.index } }
  }
}

/// Lines read from a process, waited for with a time-out.
private final class LineQueue: @unchecked Sendable {
  enum Next {
    case line(Data)
    case timedOut
    case closed
  }

  private let condition = NSCondition()
  private var lines: [Data] = []
  private var isClosed = false

  func push(_ line: Data) {
    condition.withLock {
      lines.append(line)
      condition.signal()
    }
  }

  func close() {
    condition.withLock {
      isClosed = true
      condition.signal()
    }
  }

  func pop(timeout: TimeInterval) -> Next {
    let deadline = Date(timeIntervalSinceNow: timeout)
    condition.lock()
    defer { condition.unlock() }
    while lines.isEmpty && !isClosed {
      if !condition.wait(until: deadline) { return lines.isEmpty ? .timedOut : .line(lines.removeFirst()) }
    }
    if !lines.isEmpty { return .line(lines.removeFirst()) }
    return .closed
  }
}
