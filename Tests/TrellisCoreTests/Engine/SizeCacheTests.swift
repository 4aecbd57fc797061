import Foundation
import Testing

@testable import TrellisCore

/// The size cache's shortcut for proposals on the grid (`SizeCache.Key.isOnGrid`): a question on
/// the grid asked of answers all on the grid skips the search for answers that differ only by
/// floating-point noise, because none can. These tests pin the grid, the claim that makes the
/// shortcut safe, and that noise is still matched wherever it can occur.
@MainActor
@Suite("Size cache")
struct SizeCacheTests {
  private typealias Key = SizeCache.Key

  private static func key(_ width: CGFloat?, _ height: CGFloat? = 0) -> Key {
    Key(ProposedViewSize(width: width, height: height))
  }

  /// The grid's definition, in arithmetic: multiples of 2⁻¹² below 2²⁰ in magnitude, or no
  /// finite length at all.
  private static func arithmeticallyOnGrid(_ value: CGFloat?) -> Bool {
    guard let value, value.isFinite else { return true }
    let scaled = value * 4096
    return abs(value) < 0x1p20 && scaled == scaled.rounded(.towardZero)
  }

  @Test(
    "Lengths on the grid: none, non-finite, and multiples of 2⁻¹² below 2²⁰",
    arguments: [
      nil, 0, -0.0, 1, 390, -844, 0.5, 2.5, 0.625, 0x1p-12, 0x1p20 - 0x1p-12, -(0x1p20 - 0x1p-12), .infinity,
      -.infinity, .nan,
    ] as [CGFloat?])
  func lengthIsOnGrid(_ length: CGFloat?) {
    #expect(Self.key(length).isOnGrid)
  }

  @Test(
    "Lengths off the grid: finer than 2⁻¹², or 2²⁰ and more",
    arguments: [0.001, 0x1p-13, 1e-11, 374.0000001, 0x1p20, -0x1p20, 1e300, -1e300, .leastNonzeroMagnitude] as [CGFloat])
  func lengthIsOffGrid(_ length: CGFloat) {
    #expect(!Self.key(length).isOnGrid)
  }

  @Test("The grid read from the bits is the grid in arithmetic, over a million bit patterns")
  func gridFromBitsMatchesArithmetic() {
    // SplitMix64, so that every run checks the same patterns; every tenth is a grid value,
    // and its neighbours one unit in the last place away, which random bits almost never hit.
    var state: UInt64 = 0x5EED
    func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
    var mismatches: [CGFloat] = []
    for index in 0..<1_000_000 {
      let random = next()
      var value = CGFloat(Double(bitPattern: random))
      if index % 10 == 0 {
        value = CGFloat(Int64(bitPattern: random) % (1 << 32)) / 4096
        value = [value, value.nextUp, value.nextDown][Int(random >> 62) % 3]
      }
      if Self.key(value).isOnGrid != Self.arithmeticallyOnGrid(value) { mismatches.append(value) }
    }
    #expect(mismatches.isEmpty)
  }

  @Test(
    "Different proposals on the grid never match as noise",
    arguments: [0, 1, 390, 1024, 0x1p19, 0x1p20 - 1] as [CGFloat])
  func differentGridProposalsNeverMatch(_ base: CGFloat) {
    let lengths = (-4...4).map { base + CGFloat($0) * 0x1p-12 }.filter { Self.arithmeticallyOnGrid($0) }
    for a in lengths {
      for b in lengths where a != b {
        #expect(!Self.key(a, b).matches(Self.key(b, b)))
        #expect(!Self.key(b, a).matches(Self.key(b, b)))
      }
    }
  }

  @Test("A question off the grid finds the answer it differs from by noise")
  func offGridQuestionFindsCloseAnswer() {
    var cache = SizeCache()
    cache.store(CGSize(width: 7, height: 8), for: Self.key(100, 50))
    #expect(cache.lookup(Self.key(100 + 1e-11, 50)) == CGSize(width: 7, height: 8))
  }

  @Test("A question on the grid finds an answer off the grid it differs from by noise")
  func gridQuestionFindsCloseOffGridAnswer() {
    var cache = SizeCache()
    cache.store(CGSize(width: 1, height: 2), for: Self.key(30, 40))
    cache.store(CGSize(width: 7, height: 8), for: Self.key(100 - 1e-11, 50))
    #expect(cache.lookup(Self.key(100, 50)) == CGSize(width: 7, height: 8))
  }

  @Test("A question on the grid among answers on the grid is answered exactly or not at all")
  func gridQuestionAmongGridAnswers() {
    var cache = SizeCache()
    for width in 0..<6 { cache.store(CGSize(width: width, height: 1), for: Self.key(CGFloat(width) * 10, 50)) }
    #expect(cache.lookup(Self.key(40, 50)) == CGSize(width: 4, height: 1))
    #expect(cache.lookup(Self.key(40 + 0x1p-12, 50)) == nil)
    #expect(cache.lookup(Self.key(45, 50)) == nil)
    cache.release()
  }

  @Test("Forgetting the answers forgets that one was off the grid")
  func removeAllClearsOffGridMark() {
    var cache = SizeCache()
    cache.store(CGSize(width: 7, height: 8), for: Self.key(100 - 1e-11, 50))
    cache.removeAll()
    cache.store(CGSize(width: 1, height: 1), for: Self.key(10, 10))
    #expect(cache.lookup(Self.key(10, 10)) == CGSize(width: 1, height: 1))
    #expect(cache.lookup(Self.key(100, 50)) == nil)
    cache.release()
  }
}
