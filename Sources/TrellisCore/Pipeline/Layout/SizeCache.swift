import Foundation

/// A node's size answers, keyed by the exact proposal (style.md §2.6).
///
/// Stacks ask each child up to three times (minimum, maximum, share) and ask again when
/// placing; nested stacks multiply the distinct proposals a deep node sees, but only to a
/// small bounded set (at most {0, ∞, share}² per node). Caching every distinct proposal for
/// the duration of a pass makes the pass linear in the number of nodes. The first three
/// answers live inline; the node that sees more spills into an array.
struct SizeCache {
  struct Entry {
    var key: Key
    var size: CGSize
  }

  /// A proposal as two bit patterns, so that `nil`, NaN and -0 compare exactly.
  struct Key: Equatable {
    var width: UInt64
    var height: UInt64

    init(_ proposal: ProposedViewSize) {
      width = Key.bits(proposal.width)
      height = Key.bits(proposal.height)
    }

    private init(width: UInt64, height: UInt64) {
      self.width = width
      self.height = height
    }

    /// No proposal at all: what a free slot holds.
    static let none = Key(width: 0x7FF8_0000_0E3B_7700, height: 0x7FF8_0000_0E3B_7700)

    private static let unspecified: UInt64 = 0x7FF8_0000_7E11_15AA
    private static let sign: UInt64 = 1 << 63
    /// The bits of +∞: every finite magnitude's bits are below it.
    private static let infinity: UInt64 = 0x7FF0_0000_0000_0000
    /// Two finite lengths of one sign this many units in the last place apart differ by less
    /// than 2⁻³³ ≈ 10⁻¹⁰ of their size.
    private static let closeUnits: UInt64 = 1 << 19
    /// Magnitudes below 10⁻¹⁰ (the bits of 1e-10) are all alike.
    private static let tiny: UInt64 = 0x3DDB_7CDF_D9D7_BDBB

    /// Whether the proposals are the same, or differ on a side only by floating-point noise.
    ///
    /// The same length often reaches a view by two routes that round differently: a stack of
    /// `padding(0.001)` and `ZStack`s proposes each view its own size when placing it, computed
    /// top-down as `s − 0.002` where sizing computed it bottom-up as `s′ + 0.002`. Matched bit
    /// for bit, each of those would be a new question, down the whole chain below it: a
    /// 10,000-deep tree would take 10,000² size computations. A relative difference of 10⁻¹⁰
    /// is far below anything a pixel shows; `nil` and non-finite sides match only exactly.
    /// Compared as integers: the bits of finite doubles of one sign are ordered as their values.
    @inline(__always)
    func matches(_ other: Key) -> Bool {
      Key.close(width, other.width) && Key.close(height, other.height)
    }

    ///
    /// Most lengths compared differ by far more than the noise: the test for being within
    /// ``closeUnits`` of each other comes first and is one subtraction and one comparison
    /// (lengths of opposite signs are never that close as integers, since the sign is the top
    /// bit); the rest only confirms it, or catches two tiny lengths.
    @inline(__always)
    private static func close(_ a: UInt64, _ b: UInt64) -> Bool {
      if a == b { return true }
      let (x, y) = (a & ~sign, b & ~sign)
      if (a &- b) &+ closeUnits <= 2 &* closeUnits {
        return x < infinity && y < infinity  // nil, NaN and ∞ match only exactly
      }
      return x <= tiny && y <= tiny
    }

    private static func bits(_ value: CGFloat?) -> UInt64 {
      guard let value else { return unspecified }
      return value == 0 ? 0 : Double(value).bitPattern
    }
  }

  private var count: Int32 = 0
  private var overflowCapacity: Int32 = 0
  private var first = Entry(key: .none, size: .zero)
  private var second = Entry(key: .none, size: .zero)
  private var third = Entry(key: .none, size: .zero)
  /// Answers past the third, in memory the cache allocates itself, so that the cache is plain
  /// data: read in place, copied without reference counting. ``LayoutMemory`` frees it
  /// (``release()``) when it empties or drops the slot.
  private var overflow: UnsafeMutablePointer<Entry>? = nil

  /// The answer for `key`: an exact match, else the first answer whose proposal differs only
  /// by floating-point noise (``Key/matches(_:)``), else `nil`.
  ///
  /// Exact matches are looked for first, with two comparisons an answer: nearly every hit is
  /// one, and a question not answered yet (half of them in a cold pass) then pays the noise
  /// test once per answer, in a second pass, instead of every question paying it.
  @inline(__always)
  func lookup(_ key: Key) -> CGSize? {
    guard count > 0 else { return nil }
    if first.key == key { return first.size }
    if count > 1 && second.key == key { return second.size }
    if count > 2 && third.key == key { return third.size }
    if count > 3, let overflow {
      for index in 0..<Int(count - 3) where overflow[index].key == key { return overflow[index].size }
    }
    return closeAnswer(to: key)
  }

  /// The first answer whose proposal differs from `key` only by floating-point noise.
  private func closeAnswer(to key: Key) -> CGSize? {
    if first.key.matches(key) { return first.size }
    guard count > 1 else { return nil }
    if second.key.matches(key) { return second.size }
    guard count > 2 else { return nil }
    if third.key.matches(key) { return third.size }
    guard let overflow else { return nil }
    for index in 0..<Int(count - 3) where overflow[index].key.matches(key) { return overflow[index].size }
    return nil
  }

  @inline(__always)
  mutating func store(_ size: CGSize, for key: Key) {
    let entry = Entry(key: key, size: size)
    switch count {
    case 0: first = entry
    case 1: second = entry
    case 2: third = entry
    default: storeInOverflow(entry)
    }
    count += 1
  }

  private mutating func storeInOverflow(_ entry: Entry) {
    let used = Int(count - 3)
    if used == Int(overflowCapacity) {
      // A node asked more than three questions is usually asked several more: room for eight.
      let capacity = Swift.max(8, 2 * used)
      let grown = UnsafeMutablePointer<Entry>.allocate(capacity: capacity)
      if let overflow {
        grown.moveInitialize(from: overflow, count: used)
        overflow.deallocate()
      }
      overflow = grown
      overflowCapacity = Int32(capacity)
    }
    (overflow! + used).initialize(to: entry)
  }

  /// Forgets every answer, keeping the overflow's memory for the answers to come.
  mutating func removeAll() {
    count = 0
    first.key = .none
    second.key = .none
    third.key = .none
  }

  /// Forgets every answer and frees the overflow's memory.
  mutating func release() {
    overflow?.deallocate()
    self = SizeCache()
  }
}
