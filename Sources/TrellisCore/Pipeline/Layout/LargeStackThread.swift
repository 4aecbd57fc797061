import Foundation

/// Runs a layout on a thread whose stack is large enough for very deep view trees.
///
/// Sizing a tree recurses once per level (a `Layout` asks its subviews synchronously), and
/// resolving nested views recurses too. The default 8 MiB stack holds about a thousand
/// levels in a debug build; 1 GiB of reserved stack (only the pages touched are committed)
/// holds well over the 10,000 levels the engine promises.
///
/// Threads are kept and reused: making one, and reserving its stack, costs more than laying a
/// small view out. A caller takes an idle thread (or makes one, so hosts made at the same time
/// on several threads still run side by side), runs its layout there, and gives it back.
enum LargeStackThread {
  static let stackSize = 1 << 30

  static func run<Result>(_ body: @escaping () -> Result) -> Result {
    let worker = LayoutWorker.take()
    defer { LayoutWorker.giveBack(worker) }
    return worker.run(body)
  }
}

/// A thread with a large stack that runs one job at a time for whoever holds it.
private final class LayoutWorker: @unchecked Sendable {
  // The job is written before `start` is signalled and read after it is waited for, and the
  // reverse for `done`: the semaphores order every access.
  private var job: (() -> Void)?
  private let start = DispatchSemaphore(value: 0)
  private let done = DispatchSemaphore(value: 0)

  private static let lock = NSLock()
  nonisolated(unsafe) private static var idle: [LayoutWorker] = []

  static func take() -> LayoutWorker {
    lock.lock()
    let worker = idle.popLast()
    lock.unlock()
    return worker ?? LayoutWorker()
  }

  static func giveBack(_ worker: LayoutWorker) {
    lock.lock()
    idle.append(worker)
    lock.unlock()
  }

  private init() {
    let thread = Thread { [self] in
      while true {
        start.wait()
        job?()
        job = nil
        done.signal()
      }
    }
    thread.stackSize = LargeStackThread.stackSize
    thread.start()
  }

  func run<Result>(_ body: @escaping () -> Result) -> Result {
    let box = ResultBox<Result>()
    job = { box.value = body() }
    start.signal()
    done.wait()
    return box.value!
  }

  private final class ResultBox<Value>: @unchecked Sendable {
    var value: Value?
  }
}
