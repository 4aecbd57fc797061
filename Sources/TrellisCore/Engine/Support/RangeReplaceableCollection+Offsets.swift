import Foundation

// The two collection methods SwiftUI adds for lists' `onDelete` and `onMove` actions, which hand
// over offsets (an `IndexSet`) rather than indices. Apple documents them on
// `RangeReplaceableCollection where Self: MutableCollection`:
// https://developer.apple.com/documentation/swift/rangereplaceablecollection/remove(atoffsets:)
// https://developer.apple.com/documentation/swift/mutablecollection/move(fromoffsets:tooffset:)

extension RangeReplaceableCollection where Self: MutableCollection {
  /// Removes the elements at `offsets`, as a list's `onDelete` action passes them.
  ///
  /// ```swift
  /// List { ForEach(items) { Text($0.name) }.onDelete { items.remove(atOffsets: $0) } }
  /// ```
  ///
  /// Offsets past the end are ignored (with a runtime issue) rather than trapping.
  public mutating func remove(atOffsets offsets: IndexSet) {
    let valid = offsets.filter { $0 >= 0 && $0 < count }
    if valid.count != offsets.count {
      RuntimeIssues.report(
        "remove(atOffsets:): offsets \(offsets.filter { !valid.contains($0) }) are out of range 0..<\(count); ignored.")
    }
    // From the back, so that each removal leaves the offsets still to go where they were.
    for offset in valid.reversed() {
      remove(at: index(startIndex, offsetBy: offset))
    }
  }
}

extension MutableCollection where Self: RangeReplaceableCollection {
  /// Moves the elements at `source` so that they sit, in their order, before the element that
  /// was at `destination` (or at the end when `destination` is `count`), as a list's `onMove`
  /// action passes them.
  ///
  /// ```swift
  /// ForEach(items) { Text($0.name) }.onMove { items.move(fromOffsets: $0, toOffset: $1) }
  /// ```
  ///
  /// Out-of-range offsets are ignored and the destination is clamped to `0...count`, with a
  /// runtime issue, rather than trapping.
  public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
    let valid = source.filter { $0 >= 0 && $0 < count }
    let target = Swift.min(Swift.max(destination, 0), count)
    if valid.count != source.count || target != destination {
      RuntimeIssues.report(
        "move(fromOffsets:toOffset:): offsets \(source.map { $0 }) to \(destination) reach outside 0..<\(count); "
          + "moving \(valid.map { $0 }) to \(target).")
    }
    let elements = Array(self)
    let moving = valid.map { elements[$0] }
    // The destination counts the elements before it that stay.
    let before = elements.indices.filter { $0 < target && !valid.contains($0) }.count
    var staying = elements.indices.filter { !valid.contains($0) }.map { elements[$0] }
    staying.insert(contentsOf: moving, at: before)
    replaceSubrange(startIndex..<endIndex, with: staying)
  }
}
