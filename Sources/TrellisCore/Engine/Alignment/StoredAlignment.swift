import Foundation

/// An ``Alignment`` kept in one word: the built-in guides by their place in a table, any
/// other alignment in a box of its own.
///
/// An `Alignment` is two metatypes with their witness tables and flags, 42 bytes; a frame
/// keeps one, and a frame is a node's behaviour, kept for every frame of the tree. Nearly
/// every frame is aligned by built-in guides (`.center`, `.leading`, `.topLeading`…), which
/// this keeps as two small numbers. With it, a flexible frame's node (``FlexFrameBehavior``)
/// takes 80 bytes of the heap rather than 128 (Benchmarks/README.md, "Heap bytes per view",
/// step 9).
enum StoredAlignment {
  /// Built-in guides: the places of the horizontal and vertical guide in ``horizontals`` and
  /// ``verticals``.
  case builtIn(horizontal: UInt8, vertical: UInt8)
  /// Any other alignment: one with a guide of the app's.
  case other(Box)

  /// An alignment with a guide of the app's, out of line.
  final class Box {
    let alignment: Alignment
    init(_ alignment: Alignment) { self.alignment = alignment }
  }

  private static let horizontals: [HorizontalAlignment] = [.leading, .center, .trailing]
  private static let verticals: [VerticalAlignment] = [.top, .center, .bottom, .firstTextBaseline, .lastTextBaseline]

  init(_ alignment: Alignment) {
    if let horizontal = Self.horizontals.firstIndex(of: alignment.horizontal),
      let vertical = Self.verticals.firstIndex(of: alignment.vertical)
    {
      self = .builtIn(horizontal: UInt8(horizontal), vertical: UInt8(vertical))
    } else {
      self = .other(Box(alignment))
    }
  }

  /// Whether `other` is the same alignment.
  func isSame(as other: StoredAlignment) -> Bool {
    switch (self, other) {
    case (.builtIn(let horizontal, let vertical), .builtIn(let otherHorizontal, let otherVertical)):
      horizontal == otherHorizontal && vertical == otherVertical
    case (.other(let box), .other(let otherBox)): box === otherBox || box.alignment == otherBox.alignment
    default: false
    }
  }

  /// The alignment as it was given.
  var alignment: Alignment {
    switch self {
    case .builtIn(let horizontal, let vertical):
      Alignment(horizontal: Self.horizontals[Int(horizontal)], vertical: Self.verticals[Int(vertical)])
    case .other(let box): box.alignment
    }
  }
}
