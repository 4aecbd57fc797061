import Foundation

/// Runs `body` in a detached task and waits for it on the calling thread, rethrowing its error.
///
/// The commands stay synchronous, and the root command with it, so that the main thread keeps
/// its 8 MiB stack for whatever a command runs on it; servers (`preview`, `mcp`) run in the
/// task while the main thread waits.
func waitFor(_ body: @escaping @Sendable () async throws -> Void) throws {
  let finished = DispatchSemaphore(value: 0)
  // `nonisolated(unsafe)`: written by the task before it signals `finished`, read after the wait
  // (docs/UnsafeCode.md).
  nonisolated(unsafe) var failure: (any Error)?
  Task.detached {
    do { try await body() } catch { failure = error }
    finished.signal()
  }
  finished.wait()
  if let failure { throw failure }
}
