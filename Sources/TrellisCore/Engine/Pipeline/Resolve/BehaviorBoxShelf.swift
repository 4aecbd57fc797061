import Foundation

/// The behaviour boxes a tree made last, a few by type, so that a node whose behaviour is the
/// same as one of them shares its box instead of allocating one of its own.
///
/// Behaviours are immutable values and what a node learns in layout lives in the node's memory,
/// never in its box (``LayoutBehavior``), so nodes whose behaviours answer every question alike
/// can point at one box: the cells of a grid with one frame, the rows of a list with one
/// padding, the stacks with one alignment and spacing. Each box shared is an allocation, a
/// free and the box's bytes of heap saved (Benchmarks/README.md, step 12).
///
/// The shelf has a section for each type of behaviour that takes part — the types that say
/// they do (``LayoutBehavior/sharesBoxes``): the ones a screen repeats most, frames, paddings,
/// colours and stacks — each with the four latest boxes made of that type: enough for the
/// frames of a list row, or for the rows' and the columns' frames of a grid, which a
/// depth-first resolution makes in turn. Sections are keyed by type, in the order types first
/// ask, so the shelf names none; a type past the last section does not share. A lookup compares
/// the behaviour with those four (``LayoutBehavior/sharesBox(with:)``).
struct BehaviorBoxShelf {
  private static let ways = 4
  /// The most types that share boxes: more than take part today, few enough to find a type's
  /// section by comparing it with each.
  private static let sectionLimit = 8
  /// The type of each section, in the order they were made.
  private var sectionTypes: [ObjectIdentifier] = []
  /// The sections, one after another, `ways` boxes each.
  private var boxes = [LayoutBehaviorBox?](repeating: nil, count: sectionLimit * ways)
  /// Which box of each section the next new one replaces: the oldest.
  private var nextWay = [Int](repeating: 0, count: sectionLimit)

  /// A box holding `behavior`: a shelved one whose behaviour is the same, or a new one, shelved.
  mutating func box<Behavior: LayoutBehavior>(for behavior: Behavior) -> LayoutBehaviorBox {
    guard Behavior.sharesBoxes, let section = section(of: Behavior.self) else { return BoxedLayoutBehavior(behavior) }
    let first = section * Self.ways
    for index in first..<first + Self.ways {
      guard let box = boxes[index] else { break }
      // Invariant: a section holds boxes of its one type, the type it was made for
      // (`section(of:)`), so the unchecked cast is the identity; checked in debug builds
      // (docs/UnsafeCode.md).
      assert(box is BoxedLayoutBehavior<Behavior>, "a shelf section holds a box of another type")
      let shelved = unsafeDowncast(box, to: BoxedLayoutBehavior<Behavior>.self)
      if shelved.base.sharesBox(with: behavior) { return shelved }
    }
    let box = BoxedLayoutBehavior(behavior)
    let way = nextWay[section]
    boxes[first + way] = box
    nextWay[section] = (way + 1) % Self.ways
    return box
  }

  /// The section of `type`, made when the type first asks; `nil` when every section is taken.
  private mutating func section(of type: Any.Type) -> Int? {
    let id = ObjectIdentifier(type)
    for (index, sectionType) in sectionTypes.enumerated() where sectionType == id { return index }
    guard sectionTypes.count < Self.sectionLimit else { return nil }
    sectionTypes.append(id)
    return sectionTypes.count - 1
  }
}

/// Whether two lengths are the same number, bit for bit: unlike `==`, 0 and −0 differ (a
/// frame keeps the sign it was given) and a NaN is the same as itself. What two behaviours
/// compare to tell whether they may share a box (``LayoutBehavior/sharesBox(with:)``).
func isIdentical(_ lhs: CGFloat, _ rhs: CGFloat) -> Bool { Double(lhs).bitPattern == Double(rhs).bitPattern }

/// ``isIdentical(_:_:)-(CGFloat,CGFloat)`` for optional lengths: both missing, or both the same number.
func isIdentical(_ lhs: CGFloat?, _ rhs: CGFloat?) -> Bool {
  switch (lhs, rhs) {
  case (nil, nil): true
  case (let lhs?, let rhs?): isIdentical(lhs, rhs)
  default: false
  }
}

/// ``isIdentical(_:_:)-(CGFloat,CGFloat)`` for each of a colour's components.
func isIdentical(_ lhs: Color.Resolved, _ rhs: Color.Resolved) -> Bool {
  lhs.red.bitPattern == rhs.red.bitPattern && lhs.green.bitPattern == rhs.green.bitPattern
    && lhs.blue.bitPattern == rhs.blue.bitPattern && lhs.opacity.bitPattern == rhs.opacity.bitPattern
}

/// ``isIdentical(_:_:)-(CGFloat,CGFloat)`` for each of four insets.
func isIdentical(_ lhs: EdgeInsets, _ rhs: EdgeInsets) -> Bool {
  isIdentical(lhs.top, rhs.top) && isIdentical(lhs.leading, rhs.leading) && isIdentical(lhs.bottom, rhs.bottom)
    && isIdentical(lhs.trailing, rhs.trailing)
}
