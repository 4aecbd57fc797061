import Foundation
import SnapshotTesting
import Trellis

extension Diffing where Value == Data {
  /// Compares PNG images pixel by pixel, with a tolerance.
  ///
  /// Both images are decoded with Cairo. They match when they have the same size and at most
  /// `maxDifferentFraction` of their pixels differ by more than `tolerance` in some channel
  /// (premultiplied ARGB). Otherwise the failure message gives the number and fraction of
  /// differing pixels and the largest channel difference, e.g.
  /// `213 of 40000 pixels (0.533 %) differ by more than 2 in a channel (max channel delta 255);
  /// at most 0.1 % may.`; swift-snapshot-testing writes the actual image to `$SNAPSHOT_ARTIFACTS`
  /// (the temporary folder when unset) and prints its path.
  ///
  /// ```swift
  /// let strategy = Snapshotting<Data, Data>(pathExtension: "png", diffing: .png(tolerance: 4))
  /// ```
  ///
  /// - Parameters:
  ///   - tolerance: How much a channel may differ, 0–255, before the pixel counts as different.
  ///   - maxDifferentFraction: The fraction of pixels, 0–1, that may differ.
  public static func png(tolerance: UInt8 = 2, maxDifferentFraction: Double = 0.001) -> Diffing {
    .diff(toData: { $0 }, fromData: { $0 }) { reference, actual in
      guard
        let message = pngDifference(
          reference: reference, actual: actual, tolerance: tolerance, maxDifferentFraction: maxDifferentFraction)
      else { return nil }
      return (message, [.data(actual, name: "actual.png")])
    }
  }
}

/// Why the PNG `actual` does not match `reference`, or `nil` when it does.
func pngDifference(reference: Data, actual: Data, tolerance: UInt8, maxDifferentFraction: Double) -> String? {
  if reference == actual { return nil }
  guard let expected = DecodedPNG(reference) else { return "The reference is not a PNG image Cairo can read." }
  guard let image = DecodedPNG(actual) else { return "The actual image is not a PNG image Cairo can read." }
  guard expected.width == image.width, expected.height == image.height else {
    return "The image is \(image.width) × \(image.height) pixels; the reference is "
      + "\(expected.width) × \(expected.height)."
  }
  var different = 0
  var maxDelta = 0
  for (lhs, rhs) in zip(expected.pixels, image.pixels) where lhs != rhs {
    var differs = false
    for shift in stride(from: 0 as UInt32, to: 32, by: 8) {
      let delta = abs(Int((lhs >> shift) & 0xFF) - Int((rhs >> shift) & 0xFF))
      maxDelta = max(maxDelta, delta)
      if delta > Int(tolerance) { differs = true }
    }
    if differs { different += 1 }
  }
  let total = image.width * image.height
  let fraction = Double(different) / Double(max(1, total))
  guard fraction > maxDifferentFraction else { return nil }
  return "\(different) of \(total) pixels (\(percent(fraction))) differ by more than \(tolerance) in a channel "
    + "(max channel delta \(maxDelta)); at most \(percent(maxDifferentFraction)) may."
}

/// A fraction as a percentage with up to three decimals: `0.533 %`.
private func percent(_ fraction: Double) -> String {
  formatLength(CGFloat(fraction * 100)) + " %"
}
