import Foundation

extension Array {
  /// Gives the array storage for its elements alone, when growing it by appending left much
  /// more room than it holds.
  ///
  /// An array appended to element by element doubles its storage each time it is full, so one
  /// built once and then kept (a resolved tree's per-node arrays) may hold up to twice the room
  /// it uses: a third of it empty, on average, at the sizes of the benchmarks' shape b
  /// (Benchmarks/README.md, "Heap bytes per view", step 9). Call it once the array is built,
  /// not after every append: an array trimmed and then appended to grows by doubling again.
  mutating func trimCapacity() {
    // A few spare elements are not worth a copy.
    guard capacity - count > Swift.max(16, count / 8) else { return }
    // The buffer is only copied from inside the call; no pointer outlives it.
    self = withUnsafeBufferPointer { Array($0) }
  }
}
