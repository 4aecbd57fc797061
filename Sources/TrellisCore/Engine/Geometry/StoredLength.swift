import Foundation

/// An optional length in one word, for values kept per node: `CGFloat?` takes nine bytes and is
/// padded to sixteen beside other fields, so a frame's six bounds took 96 bytes where these take
/// 48, and a placed proposal 32 where it takes 16 (Benchmarks/README.md, "Memory").
///
/// A missing length is kept as a NaN with a payload of its own. No arithmetic makes it: an
/// operation on numbers gives the default NaN, or passes on the payload of a NaN it was given,
/// so every length a view can compute, NaN included, comes back as it went in.
struct StoredLength: Equatable {
  private var bits: UInt64

  /// The payload of a missing length: the bits of a quiet NaN that no operation produces.
  private static let missing: UInt64 = 0x7FF8_0000_7E11_15AA

  /// Keeps `length`.
  @inline(__always)
  init(_ length: CGFloat?) {
    bits = length.map { Double($0).bitPattern } ?? Self.missing
  }

  /// The length as it was given.
  @inline(__always)
  var value: CGFloat? {
    bits == Self.missing ? nil : CGFloat(Double(bitPattern: bits))
  }
}
