import Foundation
import SnapshotTesting
import Trellis

extension Diffing where Value == Data {
  /// Compares PNG images pixel by pixel, with a tolerance: `ImageComparison`, as
  /// `trellis previews verify` compares previews with their references.
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
    let comparison = ImageComparison(tolerance: tolerance, maxDifferentFraction: maxDifferentFraction)
    return .diff(toData: { $0 }, fromData: { $0 }) { reference, actual in
      guard let difference = comparison.difference(reference: reference, actual: actual) else { return nil }
      return (difference.message, [.data(actual, name: "actual.png")] + difference.attachments)
    }
  }
}

extension ImageDifference {
  /// The difference image, as an attachment beside the actual image, when there is one.
  fileprivate var attachments: [DiffAttachment] {
    image.map { [.data($0, name: "difference.png")] } ?? []
  }
}
