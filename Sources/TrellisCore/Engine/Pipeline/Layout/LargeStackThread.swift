import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs a layout on a thread whose stack is large enough for very deep view trees.
///
/// Sizing a tree recurses once per level (a `Layout` asks its subviews synchronously), and
/// resolving nested views recurses too. The default 8 MiB stack holds about a thousand
/// levels in a debug build; 1 GiB of reserved stack (only the pages touched are committed)
/// holds well over the 10,000 levels the engine promises.
///
/// Threads are kept and reused: making one, and reserving its stack, costs more than laying a
/// small view out. A caller takes an idle thread (or makes one, so hosts made at the same time
/// on several threads still run side by side), runs its layout there, and gives it back. At
/// most ``maximumIdleWorkers`` wait for work; a thread given back beyond that ends, and an
/// idle thread ends after ``idleLifetime`` seconds without work, so a burst of hosts on many
/// threads does not leave gigabytes of address space reserved for ever.
///
/// When no thread with a large stack can be made (a process limited by `ulimit -v`), smaller
/// stacks are tried, and as a last resort the work runs on the caller's own thread: it never
/// waits for a thread that did not start.
package enum LargeStackThread {
  /// The stack sizes tried, largest first: 1 GiB, then 256 MiB and 64 MiB.
  static let stackSizes = [1 << 30, 1 << 28, 1 << 26]
  /// The stack size of the threads made so far, for diagnostics: 1 GiB unless memory is limited.
  static let stackSize = stackSizes[0]
  /// The most threads kept waiting for work.
  package static let maximumIdleWorkers = Swift.max(2, ProcessInfo.processInfo.activeProcessorCount)
  /// How long a thread waits for work before it ends, in seconds.
  package static let idleLifetime: Double = 10

  /// Runs `body` on a thread with a large stack, or on the caller's thread if none can be made.
  ///
  /// The caller waits until `body` returns, so a caller on the main actor keeps it while `body`
  /// runs elsewhere: no other code of the main actor runs meanwhile, and app code `body` reaches
  /// (a view's `body`) is as exclusive as on the main thread (``mainActorCall(_:_:)``). Debug
  /// builds carry that fact to the worker, for the check there.
  package static func run<Result>(_ body: @escaping () -> Result) -> Result {
    guard let worker = LayoutWorker.take() else { return body() }
    defer { LayoutWorker.giveBack(worker) }
    return worker.run(body)
  }

  /// Runs `body` on a thread with a large stack as the main actor's code, for a caller on the
  /// main actor that waits for it: the update cycle, whose resolve calls the app's views.
  ///
  /// The caller keeps the main actor while `body` runs, so no other main-actor code runs beside
  /// it; `body` runs as a task job isolated to the main actor (`runSynchronously(isolatedTo:)`),
  /// so the checks Swift 6 code makes of its actor (`MainActor.assumeIsolated`, the check at the
  /// start of a main-actor closure another function calls) find the main actor, as they would on
  /// the main actor's own thread.
  @MainActor package static func runOnMainActor<Result>(_ body: @escaping () -> Result) -> Result {
    guard let worker = LayoutWorker.take() else { return body() }
    defer { LayoutWorker.giveBack(worker) }
    return worker.runAsMainActor(body)
  }

  /// The number of threads waiting for work.
  package static var idleWorkerCount: Int { LayoutWorker.idleCount }

  /// The number of threads alive, busy or idle.
  package static var liveWorkerCount: Int { LayoutWorker.liveCount }
}

/// A thread with a large stack that runs one job at a time for whoever holds it.
///
/// It is a `TaskExecutor` for ``runAsMainActor(_:)``: the job of a task that prefers it runs on
/// the thread.
private final class LayoutWorker: TaskExecutor, @unchecked Sendable {
  // `pending` is read and written under `lock`; `start` counts its jobs. A job signals `done`
  // when what its caller waits for has ended: a task's first job may only move the task to its
  // next (Swift hops a task between jobs), so the end is the task's, not the job's. `retiring`
  // is set before `start` is signalled and read after it is waited for.
  private var pending: [() -> Void] = []
  private let start = DispatchSemaphore(value: 0)
  private let done = DispatchSemaphore(value: 0)
  private var retiring = false

  private static let lock = NSLock()
  // `nonisolated(unsafe)`: read and written only inside `lock.withLock` (an `NSLock` cannot
  // say who holds it, so this is not checked at run time; docs/UnsafeCode.md).
  nonisolated(unsafe) private static var idle: [LayoutWorker] = []
  nonisolated(unsafe) private static var live = 0

  static var idleCount: Int { lock.withLock { idle.count } }
  static var liveCount: Int { lock.withLock { live } }

  /// An idle worker, or a new one; `nil` when no thread can be made.
  static func take() -> LayoutWorker? {
    if let worker = lock.withLock({ idle.popLast() }) { return worker }
    let worker = LayoutWorker()
    return worker.spawn() ? worker : nil
  }

  /// Puts the worker back among the idle ones, or lets its thread end when enough are idle.
  static func giveBack(_ worker: LayoutWorker) {
    let keep = lock.withLock {
      guard idle.count < LargeStackThread.maximumIdleWorkers else { return false }
      idle.append(worker)
      return true
    }
    if !keep {
      worker.retiring = true
      worker.start.signal()
    }
  }

  /// Starts the thread, with the largest stack the process can reserve.
  private func spawn() -> Bool {
    for size in LargeStackThread.stackSizes where size <= Self.largestStackTheLimitAllows {
      var attributes = pthread_attr_t()
      pthread_attr_init(&attributes)
      defer { pthread_attr_destroy(&attributes) }
      guard pthread_attr_setstacksize(&attributes, size) == 0 else { continue }
      pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
      // One retain handed to the new thread: taken back exactly once, by the thread's entry
      // (`takeRetainedValue`) or, when no thread started, by the `release()` below.
      let context = Unmanaged.passRetained(self).toOpaque()
      var thread = pthread_t()
      if pthread_create(
        &thread, &attributes,
        { context in
          let worker = Unmanaged<LayoutWorker>.fromOpaque(context!).takeRetainedValue()
          worker.loop()
          return nil
        }, context) == 0
      {
        Self.lock.withLock { Self.live += 1 }
        return true
      }
      Unmanaged<LayoutWorker>.fromOpaque(context).release()
    }
    return false
  }

  /// The largest stack a thread may reserve: an eighth of the process's address-space limit
  /// (`ulimit -v`) when it has one, so that the threads the libraries below start themselves
  /// (Pango sorts font sets on a GLib thread, which aborts the process when it cannot start)
  /// still find room; unlimited otherwise.
  private static let largestStackTheLimitAllows: Int = {
    #if canImport(Glibc)
      var limit = rlimit()
      guard getrlimit(Int32(RLIMIT_AS.rawValue), &limit) == 0, limit.rlim_cur != rlim_t.max else { return .max }
      return Int(clamping: limit.rlim_cur / 8)
    #else
      return .max
    #endif
  }()

  private func loop() {
    defer { Self.lock.withLock { Self.live -= 1 } }
    while true {
      if start.wait(timeout: .now() + LargeStackThread.idleLifetime) == .timedOut {
        // Idle too long: leave, unless someone took this worker meanwhile (then a job comes).
        let left = Self.lock.withLock {
          guard let index = Self.idle.firstIndex(where: { $0 === self }) else { return false }
          Self.idle.remove(at: index)
          return true
        }
        if left { return }
        start.wait()
      }
      if retiring { return }
      Self.lock.withLock { pending.isEmpty ? nil : pending.removeFirst() }?()
    }
  }

  /// Queues `job` for the thread.
  private func add(_ job: @escaping () -> Void) {
    Self.lock.withLock { pending.append(job) }
    start.signal()
  }

  func run<Result>(_ body: @escaping () -> Result) -> Result {
    let box = ResultBox<Result>()
    add { [done] in
      box.value = body()
      done.signal()
    }
    done.wait()
    return box.value!
  }

  /// Runs `body` as the job of a task isolated to the main actor, on this thread
  /// (``LargeStackThread/runOnMainActor(_:)``).
  @MainActor func runAsMainActor<Result>(_ body: @escaping () -> Result) -> Result {
    // The task captures only the box and the semaphore, and the box lets `body` go before the
    // caller resumes: a task's context can outlive its end by a moment, and `body` holds the
    // host's engine, which a host frees when it goes.
    let box = ResultBox<Result>()
    box.body = body
    Task.detached(executorPreference: self) { [done] in
      box.value = box.body?()
      box.body = nil
      done.signal()
    }
    done.wait()
    return box.value!
  }

  /// Takes a task's job to run on this thread, as the main actor's (``runAsMainActor(_:)`` is
  /// the only code that starts tasks on a worker).
  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    let executor = asUnownedTaskExecutor()
    add { job.runSynchronously(isolatedTo: MainActor.sharedUnownedExecutor, taskExecutor: executor) }
  }

  /// What a job returns, and the work of a task's job: written by the job and read by its
  /// caller after `done`, which orders the two.
  private final class ResultBox<Value>: @unchecked Sendable {
    var body: (() -> Value)?
    var value: Value?
  }
}
