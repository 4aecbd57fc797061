import Foundation
import Testing
import Trellis

// Snapshot tests: rendered output compared with references checked into
// `Tests/TrellisRenderTests/__Snapshots__`, reviewed like code.
//
// - PNGs are decoded with Cairo and compared pixel by pixel with a small tolerance per channel;
// - SVGs and text are compared exactly, and a failure shows the first line that differs.
//
// A missing reference fails the test. To record it, run
//   TRELLIS_RECORD_SNAPSHOTS=1 swift test --filter TrellisRenderTests
// look at the new files, and commit them. Under CI (`CI` set) nothing is ever recorded.
// To re-record a reference, delete it and record again. When a comparison fails, the actual
// output is written to `$TMPDIR/TrellisSnapshots/<name>.actual.<ext>` and the message says where.

/// The folder of the reference files, next to this file's folder.
private let snapshotDirectory = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent()
  .deletingLastPathComponent()
  .appendingPathComponent("__Snapshots__", isDirectory: true)

/// Where the actual output of a failed comparison goes.
private let failureDirectory = URL(fileURLWithPath: NSTemporaryDirectory(), isDirectory: true)
  .appendingPathComponent("TrellisSnapshots", isDirectory: true)

/// Compares a PNG with the reference `__Snapshots__/<name>.png`.
///
/// Both images are decoded; they must have the same size, and at most `maxDifferentFraction`
/// of their pixels may differ by more than `tolerance` in any channel (premultiplied ARGB).
func assertSnapshot(
  png: Data, named name: String, tolerance: UInt8 = 2, maxDifferentFraction: Double = 0.001,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let file = "\(name).png"
  guard let reference = reference(file, actual: png, sourceLocation: sourceLocation) else { return }
  guard let expected = DecodedImage(png: reference) else {
    Issue.record("The reference \(file) is not a PNG Cairo can read.", sourceLocation: sourceLocation)
    return
  }
  guard let actual = DecodedImage(png: png) else {
    Issue.record("The rendered image for \(file) is not a PNG Cairo can read.", sourceLocation: sourceLocation)
    return
  }
  let problem: String?
  if expected.width != actual.width || expected.height != actual.height {
    problem = "The image is \(actual.width) × \(actual.height) pixels; the reference is \(expected.width) × \(expected.height)."
  } else {
    let different = actual.countDifferentPixels(from: expected, tolerance: tolerance)
    let fraction = Double(different) / Double(max(1, actual.width * actual.height))
    problem = fraction > maxDifferentFraction
      ? "\(different) of \(actual.width * actual.height) pixels (\(String(format: "%.3f", fraction * 100)) %) differ "
        + "by more than \(tolerance) in a channel; at most \(String(format: "%.3f", maxDifferentFraction * 100)) % may."
      : nil
  }
  if let problem {
    Issue.record(
      "Snapshot \(file) does not match. \(problem) \(writeActual(png, as: "\(name).actual.png"))",
      sourceLocation: sourceLocation)
  }
}

/// Compares an SVG document, as text, with the reference `__Snapshots__/<name>.svg`.
func assertSnapshot(svg: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
  assertTextSnapshot(svg, file: "\(name).svg", actualFile: "\(name).actual.svg", sourceLocation: sourceLocation)
}

/// Compares text with the reference `__Snapshots__/<name>.txt`.
func assertSnapshot(text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
  assertTextSnapshot(text, file: "\(name).txt", actualFile: "\(name).actual.txt", sourceLocation: sourceLocation)
}

private func assertTextSnapshot(_ text: String, file: String, actualFile: String, sourceLocation: SourceLocation) {
  let data = Data(text.utf8)
  guard let reference = reference(file, actual: data, sourceLocation: sourceLocation) else { return }
  let expected = String(decoding: reference, as: UTF8.self)
  guard expected != text else { return }
  let message = "Snapshot \(file) does not match. \(firstDifference(expected: expected, actual: text)) "
    + writeActual(data, as: actualFile)
  Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
}

/// The reference file's bytes; or nil, after recording it or failing, when there is none.
private func reference(_ file: String, actual: Data, sourceLocation: SourceLocation) -> Data? {
  let url = snapshotDirectory.appendingPathComponent(file)
  if let data = try? Data(contentsOf: url) { return data }
  let environment = ProcessInfo.processInfo.environment
  if environment["TRELLIS_RECORD_SNAPSHOTS"] == "1", environment["CI"] == nil {
    do {
      try FileManager.default.createDirectory(at: snapshotDirectory, withIntermediateDirectories: true)
      try actual.write(to: url, options: .atomic)
      Issue.record(
        "Recorded the snapshot \(url.path). Look at it, commit it, and run again without TRELLIS_RECORD_SNAPSHOTS.",
        sourceLocation: sourceLocation)
    } catch {
      Issue.record("Could not record the snapshot \(url.path): \(error)", sourceLocation: sourceLocation)
    }
  } else {
    let how = environment["CI"] != nil
      ? "Snapshots are never recorded under CI: record it locally with"
      : "To record it, run"
    let message = "No reference snapshot \(url.path). \(how) "
      + "`TRELLIS_RECORD_SNAPSHOTS=1 swift test --filter TrellisRenderTests`, look at it, and commit it. "
      + writeActual(actual, as: actualName(of: file))
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
  }
  return nil
}

/// `name.ext` → `name.actual.ext`.
private func actualName(of file: String) -> String {
  let url = URL(fileURLWithPath: file)
  return url.deletingPathExtension().lastPathComponent + ".actual." + url.pathExtension
}

/// Writes the actual output to the temporary folder; says where, for a failure message.
private func writeActual(_ data: Data, as file: String) -> String {
  let url = failureDirectory.appendingPathComponent(file)
  do {
    try FileManager.default.createDirectory(at: failureDirectory, withIntermediateDirectories: true)
    try data.write(to: url, options: .atomic)
    return "The actual output is at \(url.path)."
  } catch {
    return "(The actual output could not be written to \(url.path): \(error).)"
  }
}

/// The first line where two texts differ, both versions quoted.
func firstDifference(expected: String, actual: String) -> String {
  let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
  let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
  for index in 0..<max(expectedLines.count, actualLines.count) {
    let old = index < expectedLines.count ? String(expectedLines[index]) : nil
    let new = index < actualLines.count ? String(actualLines[index]) : nil
    if old != new {
      return "First difference at line \(index + 1):\n"
        + "- expected: \(old.map { "\"\(clipped($0))\"" } ?? "(end of text)")\n"
        + "+ actual:   \(new.map { "\"\(clipped($0))\"" } ?? "(end of text)")\n"
    }
  }
  return "The texts differ only in line endings."
}

private func clipped(_ line: String) -> String {
  line.count <= 300 ? line : line.prefix(300) + "…"
}

/// A PNG decoded by Cairo (TrellisRender's `DecodedPNG`), with the comparisons the tests need.
struct DecodedImage {
  let png: DecodedPNG
  var width: Int { png.width }
  var height: Int { png.height }
  var pixels: [UInt32] { png.pixels }

  init?(png data: Data) {
    guard let png = DecodedPNG(data) else { return nil }
    self.png = png
  }

  /// How many pixels differ from `other`'s by more than `tolerance` in some channel.
  func countDifferentPixels(from other: DecodedImage, tolerance: UInt8) -> Int {
    var count = 0
    for (lhs, rhs) in zip(pixels, other.pixels) where lhs != rhs {
      for shift in stride(from: 0 as UInt32, to: 32, by: 8) {
        let a = Int((lhs >> shift) & 0xFF)
        let b = Int((rhs >> shift) & 0xFF)
        if abs(a - b) > Int(tolerance) {
          count += 1
          break
        }
      }
    }
    return count
  }

  /// The pixel at (`x`, `y`) as straight (not premultiplied) RGBA bytes.
  func rgba(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
    let pixel = pixels[y * width + x]
    let alpha = Int(pixel >> 24)
    func channel(_ shift: UInt32) -> UInt8 {
      let value = Int((pixel >> shift) & 0xFF)
      return alpha == 0 ? 0 : UInt8(min(255, (value * 255 + alpha / 2) / alpha))
    }
    return (channel(16), channel(8), channel(0), UInt8(alpha))
  }
}
