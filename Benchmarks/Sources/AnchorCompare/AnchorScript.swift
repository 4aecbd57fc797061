import Foundation

/// `anchor_bench.py`, run for one shape at a time, so that Yoga and Taffy are timed on either
/// side of Trellis rather than minutes before it.
///
/// On a shared machine the speed of the same binary drifts by half over a minute; timing every
/// engine on every shape first and Trellis after measured Trellis on a different machine, in
/// effect. Each shape's anchor figures are the mean of a run just before Trellis' and one just
/// after, which cancels a drift that is steady over the two (the ABBA order of a paired
/// measurement).
struct AnchorScript {
  /// The Python with `stretchable` and `pyyoga` installed.
  var python: String
  /// The path of `anchor_bench.py`.
  var script: String

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// Yoga's and Taffy's results on shape `key`, from one run of the script.
  func results(shape key: String) throws -> [AnchorResult] {
    let output = FileManager.default.temporaryDirectory
      .appendingPathComponent("anchor-\(key)-\(ProcessInfo.processInfo.processIdentifier).json")
    defer { try? FileManager.default.removeItem(at: output) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: python)
    process.arguments = [script, "--engines", "taffy,yoga3", "--shapes", key, "--json", output.path]
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw Failure(description: "anchor_bench.py --shapes \(key) exited with \(process.terminationStatus)")
    }
    return try AnchorResult.load(output)
  }

  /// Shape `key`'s results from a run just before `body` and one just after, and what `body`
  /// returned.
  func bracketing<Measured>(shape key: String, _ body: () -> Measured) throws -> (
    before: [AnchorResult], measured: Measured, after: [AnchorResult]
  ) {
    let before = try results(shape: key)
    let measured = body()
    return (before, measured, try results(shape: key))
  }
}
