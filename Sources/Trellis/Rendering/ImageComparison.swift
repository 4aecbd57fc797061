import Foundation

/// Compares two PNG pictures pixel by pixel within a tolerance: what snapshot tests
/// (`Diffing.png` in TrellisTesting) and `trellis previews verify` both judge pictures by.
///
/// Both pictures are decoded with Cairo into premultiplied ARGB. They match when their bytes
/// are equal, or when they have the same size and at most ``maxDifferentFraction`` of their
/// pixels differ by more than ``tolerance`` in some channel.
///
/// ```swift
/// if let difference = ImageComparison(tolerance: 2).difference(reference: old, actual: new) {
///   print(difference.message)   // 213 of 40000 pixels (0.533 %) differ by more than 2 in a channel …
/// }
/// ```
public struct ImageComparison: Hashable, Sendable {
  /// How much a channel (0–255, premultiplied ARGB) may differ before a pixel counts as different.
  public var tolerance: UInt8
  /// The fraction of pixels, 0–1, that may differ.
  public var maxDifferentFraction: Double

  /// A comparison with a channel tolerance and a fraction of pixels that may differ.
  public init(tolerance: UInt8 = 2, maxDifferentFraction: Double = 0.001) {
    self.tolerance = tolerance
    self.maxDifferentFraction = maxDifferentFraction
  }

  /// How `actual` differs from `reference`, or `nil` when they match.
  public func difference(reference: Data, actual: Data) -> ImageDifference? {
    if reference == actual { return nil }
    guard let expected = DecodedPNG(reference) else {
      return ImageDifference(kind: .unreadableReference, message: "The reference is not a PNG image Cairo can read.")
    }
    guard let image = DecodedPNG(actual) else {
      return ImageDifference(kind: .unreadableActual, message: "The actual image is not a PNG image Cairo can read.")
    }
    guard expected.width == image.width, expected.height == image.height else {
      return ImageDifference(
        kind: .sizeDiffers,
        message: "The image is \(image.width) × \(image.height) pixels; the reference is "
          + "\(expected.width) × \(expected.height).")
    }
    var different = 0
    var maxDelta = 0
    var diff: [UInt32] = []
    diff.reserveCapacity(expected.pixels.count)
    for (lhs, rhs) in zip(expected.pixels, image.pixels) {
      var differs = false
      if lhs != rhs {
        for shift in stride(from: 0 as UInt32, to: 32, by: 8) {
          let delta = abs(Int((lhs >> shift) & 0xFF) - Int((rhs >> shift) & 0xFF))
          maxDelta = max(maxDelta, delta)
          if delta > Int(tolerance) { differs = true }
        }
      }
      if differs {
        different += 1
        diff.append(0xFFFF_0000)
      } else {
        // The reference, faded to a quarter of its opacity (premultiplied: every channel scales).
        diff.append((lhs >> 2) & 0x3F3F_3F3F)
      }
    }
    let total = image.width * image.height
    let fraction = Double(different) / Double(max(1, total))
    guard fraction > maxDifferentFraction else { return nil }
    return ImageDifference(
      kind: .pixelsDiffer,
      message: "\(different) of \(total) pixels (\(Self.percent(fraction))) differ by more than \(tolerance) in a "
        + "channel (max channel delta \(maxDelta)); at most \(Self.percent(maxDifferentFraction)) may.",
      differentPixels: different, totalPixels: total, changedFraction: fraction, maxChannelDelta: maxDelta,
      image: DecodedPNG(width: image.width, height: image.height, pixels: diff).pngData())
  }

  /// A fraction as a percentage with up to three decimals: `0.533 %`.
  private static func percent(_ fraction: Double) -> String {
    formatLength(CGFloat(fraction * 100)) + " %"
  }
}

/// Why two pictures do not match: `ImageComparison.difference(reference:actual:)`'s answer.
public struct ImageDifference: Hashable, Sendable {
  /// What kind of difference it is.
  public enum Kind: Hashable, Sendable {
    /// The reference is not a PNG image.
    case unreadableReference
    /// The new picture is not a PNG image.
    case unreadableActual
    /// The pictures have different sizes.
    case sizeDiffers
    /// More pixels differ than the comparison allows.
    case pixelsDiffer
  }

  /// What kind of difference it is.
  public var kind: Kind
  /// The difference in a sentence, for a test failure or a report.
  public var message: String
  /// The pixels that differ by more than the tolerance; 0 unless ``kind`` is `.pixelsDiffer`.
  public var differentPixels = 0
  /// The pixels of the picture; 0 unless ``kind`` is `.pixelsDiffer`.
  public var totalPixels = 0
  /// ``differentPixels`` over ``totalPixels``.
  public var changedFraction = 0.0
  /// The largest difference of one channel, 0–255.
  public var maxChannelDelta = 0
  /// The differing pixels in red over the reference faded to a quarter, as PNG; `nil` unless
  /// ``kind`` is `.pixelsDiffer`.
  public var image: Data?
}
