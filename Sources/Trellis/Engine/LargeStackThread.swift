import Foundation

/// Runs a layout on a thread whose stack is large enough for very deep view trees.
///
/// Sizing a tree recurses once per level (a `Layout` asks its subviews synchronously), and
/// resolving nested views recurses too. The default 8 MiB stack holds about a thousand
/// levels in a debug build; 1 GiB of reserved stack (only the pages touched are committed)
/// holds well over the 10,000 levels the engine promises.
enum LargeStackThread {
  static let stackSize = 1 << 30

  static func run<Result>(_ body: @escaping () -> Result) -> Result {
    let box = Box<Result>(body: body)
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
      box.result = box.body()
      done.signal()
    }
    thread.stackSize = stackSize
    thread.start()
    done.wait()
    return box.result!
  }

  // The closure runs on the other thread while this one waits: no concurrent access.
  private final class Box<Value>: @unchecked Sendable {
    let body: () -> Value
    var result: Value?
    init(body: @escaping () -> Value) { self.body = body }
  }
}
