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
    fileprivate static let sign: UInt64 = 1 << 63
    /// The bits of +∞: every finite magnitude's bits are below it.
    fileprivate static let infinity: UInt64 = 0x7FF0_0000_0000_0000
    /// Two finite lengths of one sign this many units in the last place apart differ by less
    /// than 2⁻³³ ≈ 10⁻¹⁰ of their size.
    fileprivate static let closeUnits: UInt64 = 1 << 19
    /// Magnitudes below 10⁻¹⁰ (the bits of 1e-10) are all alike.
    fileprivate static let tiny: UInt64 = 0x3DDB_7CDF_D9D7_BDBB

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
      Side(other.width).isClose(to: width) && Side(other.height).isClose(to: height)
    }

    /// One side of a proposal looked for among the answers, with what the noise test needs of
    /// it worked out once rather than for every answer it is compared with.
    struct Side {
      let bits: UInt64
      /// Whether the length is one of the magnitudes below 10⁻¹⁰, which are all alike.
      let isTiny: Bool
      /// Whether the length is finite (not `nil`, NaN or ∞, which match only exactly).
      let isFinite: Bool

      @inline(__always)
      init(_ bits: UInt64) {
        self.bits = bits
        isTiny = bits & ~Key.sign <= Key.tiny
        isFinite = bits & ~Key.sign < Key.infinity
      }

      /// Whether `other` is this length or differs from it only by floating-point noise.
      ///
      /// Most lengths compared differ by far more than the noise: the test for being within
      /// ``Key/closeUnits`` of each other comes first and is one subtraction and one comparison
      /// (it holds for equal lengths; lengths of opposite signs are never that close as
      /// integers, since the sign is the top bit); the rest only confirms it, or catches two
      /// tiny lengths.
      @inline(__always)
      func isClose(to other: UInt64) -> Bool {
        if (other &- bits) &+ Key.closeUnits <= 2 &* Key.closeUnits {
          return other == bits || (isFinite && other & ~Key.sign < Key.infinity)
        }
        return isTiny && other & ~Key.sign <= Key.tiny
      }
    }

    /// Whether no other proposal on the grid is close to this one (``Key/matches(_:)``) without
    /// being equal to it: true when each side is `nil`, NaN or ∞, or a multiple of 2⁻¹² below
    /// 2²⁰ in magnitude — what nearly every layout proposes (whole points, halves, the shares of
    /// even splits).
    ///
    /// Two such finite lengths that differ do so by at least 2⁻¹², and their bit patterns by at
    /// least 2⁻¹² / 2⁻³³ = 2²¹ units in the last place (a double below 2²⁰ has a unit of at most
    /// 2⁻³³), more than the 2¹⁹ of ``closeUnits``; the only tiny length on the grid is 0.
    /// So a question on the grid asked of answers all on the grid has an exact answer or none.
    var isOnGrid: Bool {
      @inline(__always) get { Key.isOnGrid(width) && Key.isOnGrid(height) }
    }

    /// Read from the bits: a finite length 1.f × 2ᵉ is a multiple of 2⁻¹² when the bits of f
    /// worth less than 2⁻¹² are zero, the lowest 52 − (e + 12) of them.
    @inline(__always)
    private static func isOnGrid(_ bits: UInt64) -> Bool {
      let magnitude = bits & ~sign
      guard magnitude < infinity, magnitude != 0 else { return true }
      let exponent = Int(magnitude >> 52) - 1023
      guard exponent >= -12 && exponent < 20 else { return false }
      return magnitude & ((1 << UInt64(40 - exponent)) - 1) == 0
    }

    private static func bits(_ value: CGFloat?) -> UInt64 {
      guard let value else { return unspecified }
      return value == 0 ? 0 : Double(value).bitPattern
    }
  }

  /// The number of answers in the low 31 bits, and in the top bit whether some answer's
  /// proposal is off the grid (``Key/isOnGrid``): one word with the overflow's capacity, so that
  /// a node's answers take 112 bytes.
  private var countAndOffGrid: UInt32 = 0
  private var overflowCapacity: Int32 = 0
  private static let offGrid: UInt32 = 1 << 31

  private var count: Int32 { Int32(bitPattern: countAndOffGrid & ~Self.offGrid) }
  private var first = Entry(key: .none, size: .zero)
  private var second = Entry(key: .none, size: .zero)
  private var third = Entry(key: .none, size: .zero)
  /// Answers past the third, in memory the cache allocates itself, so that the cache is plain
  /// data: read in place, copied without reference counting. ``LayoutMemory`` frees it
  /// (``release()``) when it empties or drops the slot. Invariant: it holds `overflowCapacity`
  /// entries, the first `count − 3` initialised, and no other cache shares it (a cache is
  /// copied only by ``lookup(_:)``, which reads); reads assert their index in debug builds.
  private var overflow: UnsafeMutablePointer<Entry>? = nil

  /// The answer for `key` in the cache at `cache`: an exact match, else the first answer whose
  /// proposal differs only by floating-point noise (``Key/matches(_:)``), else `nil`.
  ///
  /// Exact matches are looked for first, with two comparisons an answer: nearly every hit is
  /// one. A question not answered yet (half of them in a cold pass) then pays the noise test
  /// once per answer, in a second pass — unless it and every answer's proposal are on the grid
  /// (``Key/isOnGrid``), where no answer can be close without being exact.
  ///
  /// The cache is read where it lies, through `cache`: a method on the cache's value, inlined
  /// into the engine's question, made the compiler copy all 112 bytes of it to the stack on
  /// every question, to hand them to the out-of-line noise test. Invariant: `cache` points at an
  /// initialised cache that stays put for the call (``LayoutMemory/sizes(at:)`` asserts the slot).
  @inline(__always)
  static func lookup(_ key: Key, in cache: UnsafePointer<SizeCache>) -> CGSize? {
    let count = cache.pointee.count
    guard count > 0 else { return nil }
    if cache.pointee.first.key == key { return cache.pointee.first.size }
    if count > 1 && cache.pointee.second.key == key { return cache.pointee.second.size }
    if count > 2 && cache.pointee.third.key == key { return cache.pointee.third.size }
    if count > 3, let overflow = cache.pointee.overflow {
      assert(count - 3 <= cache.pointee.overflowCapacity, "more answers than the overflow holds")
      for index in 0..<Int(count - 3) where overflow[index].key == key { return overflow[index].size }
    }
    if cache.pointee.countAndOffGrid & Self.offGrid == 0 && key.isOnGrid { return nil }
    return closeAnswer(to: key, in: cache)
  }

  /// The answer for `key` (``lookup(_:in:)``), for a cache held as a value.
  func lookup(_ key: Key) -> CGSize? {
    // The pointer is used only inside the call, on a value that cannot change meanwhile.
    withUnsafePointer(to: self) { Self.lookup(key, in: $0) }
  }

  /// The first answer in `cache` whose proposal differs from `key` only by floating-point noise.
  private static func closeAnswer(to key: Key, in cache: UnsafePointer<SizeCache>) -> CGSize? {
    let (width, height) = (Key.Side(key.width), Key.Side(key.height))
    @inline(__always) func matches(_ entry: Entry) -> Bool {
      width.isClose(to: entry.key.width) && height.isClose(to: entry.key.height)
    }
    let count = cache.pointee.count
    if matches(cache.pointee.first) { return cache.pointee.first.size }
    guard count > 1 else { return nil }
    if matches(cache.pointee.second) { return cache.pointee.second.size }
    guard count > 2 else { return nil }
    if matches(cache.pointee.third) { return cache.pointee.third.size }
    guard let overflow = cache.pointee.overflow else { return nil }
    assert(count - 3 <= cache.pointee.overflowCapacity, "more answers than the overflow holds")
    for index in 0..<Int(count - 3) where matches(overflow[index]) { return overflow[index].size }
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
    countAndOffGrid += 1
    if !key.isOnGrid { countAndOffGrid |= Self.offGrid }
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
    assert(used < Int(overflowCapacity))
    (overflow! + used).initialize(to: entry)
  }

  /// Forgets every answer, keeping the overflow's memory for the answers to come.
  mutating func removeAll() {
    countAndOffGrid = 0
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
