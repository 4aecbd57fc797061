import Foundation

/// A node's size answers, keyed by the exact proposal (style.md §2.6).
///
/// Stacks ask each child up to three times (minimum, maximum, share) and ask again when
/// placing; nested stacks multiply the distinct proposals a deep node sees, but only to a
/// small bounded set (at most {0, ∞, share}² per node). Caching every distinct proposal for
/// the duration of a pass makes the pass linear in the number of nodes. The first three
/// answers live inline; the rare node that sees more spills into an array.
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

    private static let unspecified: UInt64 = 0x7FF8_0000_7E11_15AA

    /// Whether the proposals are the same, or differ on a side only by floating-point noise.
    ///
    /// The same length often reaches a view by two routes that round differently: a stack of
    /// `padding(0.001)` and `ZStack`s proposes each view its own size when placing it, computed
    /// top-down as `s − 0.002` where sizing computed it bottom-up as `s′ + 0.002`. Matched bit
    /// for bit, each of those would be a new question, down the whole chain below it: a
    /// 10,000-deep tree would take 10,000² size computations. A relative difference of 10⁻¹⁰
    /// is far below anything a pixel shows; `nil` and non-finite sides match only exactly.
    @inline(__always)
    func matches(_ other: Key) -> Bool {
      (width == other.width || Key.close(width, other.width))
        && (height == other.height || Key.close(height, other.height))
    }

    private static func close(_ a: UInt64, _ b: UInt64) -> Bool {
      guard a != unspecified && b != unspecified else { return false }
      let x = Double(bitPattern: a)
      let y = Double(bitPattern: b)
      guard x.isFinite && y.isFinite else { return false }
      return abs(x - y) <= 1e-10 * Swift.max(1, abs(x), abs(y))
    }

    private static func bits(_ value: CGFloat?) -> UInt64 {
      guard let value else { return unspecified }
      return value == 0 ? 0 : Double(value).bitPattern
    }
  }

  private var first: Entry?
  private var second: Entry?
  private var third: Entry?
  private var overflow: [Entry]?

  func lookup(_ key: Key) -> CGSize? {
    if let first, first.key.matches(key) { return first.size }
    if let second, second.key.matches(key) { return second.size }
    if let third, third.key.matches(key) { return third.size }
    if let overflow {
      for entry in overflow where entry.key.matches(key) { return entry.size }
    }
    return nil
  }

  mutating func store(_ size: CGSize, for key: Key) {
    let entry = Entry(key: key, size: size)
    if first == nil {
      first = entry
    } else if second == nil {
      second = entry
    } else if third == nil {
      third = entry
    } else {
      overflow = overflow ?? []
      overflow!.append(entry)
    }
  }
}
