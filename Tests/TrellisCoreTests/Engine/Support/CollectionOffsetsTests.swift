import Foundation
import Testing
import TrellisCore

/// `remove(atOffsets:)` and `move(fromOffsets:toOffset:)`, as SwiftUI documents them for
/// `onDelete` and `onMove`.
@MainActor
@Suite("Collections: list editing offsets")
struct CollectionOffsetsTests {
  @Test(
    "move(fromOffsets:toOffset:) puts the moved elements, in order, before the destination's element",
    arguments: [
      ([1], 0, ["b", "a", "c", "d"]),
      ([0], 4, ["b", "c", "d", "a"]),
      ([0], 2, ["b", "a", "c", "d"]),
      ([0, 2], 4, ["b", "d", "a", "c"]),
      ([3], 1, ["a", "d", "b", "c"]),
      ([1, 2], 1, ["a", "b", "c", "d"]),
    ] as [([Int], Int, [String])])
  func move(source: [Int], destination: Int, result: [String]) {
    var letters = ["a", "b", "c", "d"]
    letters.move(fromOffsets: IndexSet(source), toOffset: destination)
    #expect(letters == result)
  }

  @Test("remove(atOffsets:) removes every element at the offsets")
  func remove() {
    var letters = ["a", "b", "c", "d"]
    letters.remove(atOffsets: IndexSet([0, 2]))
    #expect(letters == ["b", "d"])
  }

  @Test("Offsets out of range are ignored and a destination past the end is the end, without a trap")
  func outOfRange() {
    var letters = ["a", "b", "c"]
    letters.remove(atOffsets: IndexSet([1, 7]))
    #expect(letters == ["a", "c"])
    letters.move(fromOffsets: IndexSet([0, 9]), toOffset: 99)
    #expect(letters == ["c", "a"])
  }
}
