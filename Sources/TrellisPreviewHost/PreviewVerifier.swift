import Foundation
import Trellis
import TrellisPreviewRuntime

/// How a rendered preview compares with its committed reference.
public struct PreviewComparison: Codable, Hashable, Sendable {
  /// What the comparison found.
  public enum Status: String, Codable, Sendable {
    /// The picture is within tolerance and the layout JSON is identical.
    case matched
    /// The picture or the layout differs.
    case changed
    /// There is no reference to compare with: run `record`.
    case missingReference
    /// The preview did not render.
    case failed
  }

  /// The preview's identifier.
  public var preview: String
  /// The variant's name.
  public var variant: String
  /// What was found.
  public var status: Status
  /// Why it does not match, in sentences; empty when it matches.
  public var messages: [String]
  /// The picture's path relative to the report and reference folders.
  public var imagePath: String
}

/// Compares renders with references: pictures pixel by pixel within a tolerance (``ImageComparison``,
/// as snapshot tests do), layout JSON (frame tree and diagnostics) exactly. Writes the difference
/// image of each changed picture.
public struct PreviewVerifier: Sendable {
  /// How much a channel (0–255, premultiplied ARGB) may differ before a pixel counts as different.
  public var tolerance: UInt8
  /// The fraction of pixels that may differ.
  public var maxDifferentFraction: Double

  /// A verifier with a tolerance.
  public init(tolerance: UInt8 = 2, maxDifferentFraction: Double = 0.001) {
    self.tolerance = tolerance
    self.maxDifferentFraction = maxDifferentFraction
  }

  /// Compares the render of `job` with the files at the same relative paths under `references`;
  /// writes the difference image under `report` when the pictures differ.
  public func compare(
    job: PreviewRenderJob, outcome: PreviewRenderOutcome, output: URL, references: URL, report: URL
  ) -> PreviewComparison {
    let image = relative(job.imagePath, to: output)
    let layout = relative(job.layoutPath, to: output)
    var comparison = PreviewComparison(
      preview: job.preview, variant: job.variant.name, status: .matched, messages: [], imagePath: image)
    if let error = outcome.error {
      comparison.status = .failed
      comparison.messages = [error]
      return comparison
    }
    let referenceImage = try? Data(contentsOf: references.appendingPathComponent(image))
    let referenceLayout = try? Data(contentsOf: references.appendingPathComponent(layout))
    guard let referenceImage, let referenceLayout else {
      comparison.status = .missingReference
      comparison.messages = [
        "No reference at \(references.appendingPathComponent(image).path): run `trellis previews record`."
      ]
      return comparison
    }
    let newImage = (try? Data(contentsOf: URL(fileURLWithPath: job.imagePath))) ?? Data()
    let newLayout = (try? Data(contentsOf: URL(fileURLWithPath: job.layoutPath))) ?? Data()
    let pictures = ImageComparison(tolerance: tolerance, maxDifferentFraction: maxDifferentFraction)
    if let difference = pictures.difference(reference: referenceImage, actual: newImage) {
      comparison.messages.append(difference.message)
      if let diff = difference.image {
        let url = report.appendingPathComponent("diff").appendingPathComponent(image)
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? diff.write(to: url)
      }
    }
    if referenceLayout != newLayout {
      comparison.messages.append(
        "The layout differs from the reference: "
          + firstDifference(
            String(decoding: referenceLayout, as: UTF8.self), String(decoding: newLayout, as: UTF8.self)))
    }
    if !comparison.messages.isEmpty { comparison.status = .changed }
    return comparison
  }

  /// The first line where `reference` and `actual` differ, both quoted.
  private func firstDifference(_ reference: String, _ actual: String) -> String {
    let old = reference.split(separator: "\n", omittingEmptySubsequences: false)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
    for index in 0..<max(old.count, new.count) {
      let lhs = index < old.count ? String(old[index]) : "(end)"
      let rhs = index < new.count ? String(new[index]) : "(end)"
      if lhs != rhs {
        return "line \(index + 1) was `\(lhs.trimmingCharacters(in: .whitespaces))`, "
          + "is `\(rhs.trimmingCharacters(in: .whitespaces))`."
      }
    }
    return "the files differ."
  }

  private func relative(_ path: String, to folder: URL) -> String {
    let prefix = folder.standardizedFileURL.path + "/"
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
  }
}
