import AnchorShapes
import Foundation

// Trellis beside Yoga and Taffy on the anchor shapes (compare.sh runs this):
//   AnchorCompare SHAPES_DIR PYTHON ANCHOR_BENCH_PY
// SHAPES_DIR holds anchor_bench.py --dump-shapes output. For each shape, the anchor script runs
// (with PYTHON) just before Trellis is measured and again just after (AnchorScript says why).
// Prints one table per shape, then the scaling check. Build with -c release.

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count == 3 else {
  FileHandle.standardError.write("usage: AnchorCompare SHAPES_DIR PYTHON ANCHOR_BENCH_PY\n".data(using: .utf8)!)
  exit(2)
}
let directory = URL(fileURLWithPath: arguments[0])
let script = AnchorScript(python: arguments[1], script: arguments[2])

// The anchor's repetitions per shape (anchor_bench.py `cases`).
let repetitions = ["a": 9, "b": 5, "c": 9, "d": 9, "dm": 7]
for key in ["a", "b", "c", "d", "dm"] {
  let url = directory.appendingPathComponent("\(key).json")
  guard FileManager.default.fileExists(atPath: url.path) else { continue }
  let shape = try AnchorShape(contentsOf: url)
  let run = try script.bracketing(shape: key) {
    TrellisMeasurement(shape: shape, repetitions: repetitions[key]!)
  }
  let table = ComparisonTable(
    shape: shape, trellis: run.measured, anchorBefore: run.before, anchorAfter: run.after,
    generatorMatches: AnchorShape.standard(key) == shape)
  print(table.description + "\n")
}
print(ScalingCheck.wideDeep() + "\n")
print(ScalingCheck.deepChain())
