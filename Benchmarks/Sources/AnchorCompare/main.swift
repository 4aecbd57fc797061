import AnchorShapes
import Foundation

// Trellis beside Yoga and Taffy on the anchor shapes (compare.sh runs this):
//   AnchorCompare SHAPES_DIR [ANCHOR_RESULTS_JSON]
// SHAPES_DIR holds anchor_bench.py --dump-shapes output; ANCHOR_RESULTS_JSON its --json output.
// Prints one table per shape, then the scaling check. Build with -c release.

let arguments = CommandLine.arguments.dropFirst()
guard let directory = arguments.first else {
  FileHandle.standardError.write("usage: AnchorCompare SHAPES_DIR [ANCHOR_RESULTS_JSON]\n".data(using: .utf8)!)
  exit(2)
}
let results = try arguments.dropFirst().first.map { try AnchorResult.load(URL(fileURLWithPath: $0)) } ?? []

// The anchor's repetitions per shape (anchor_bench.py `cases`).
let repetitions = ["a": 9, "b": 5, "c": 9, "d": 9, "dm": 7]
for key in ["a", "b", "c", "d", "dm"] {
  let url = URL(fileURLWithPath: directory).appendingPathComponent("\(key).json")
  guard FileManager.default.fileExists(atPath: url.path) else { continue }
  let shape = try AnchorShape(contentsOf: url)
  let table = ComparisonTable(
    shape: shape, trellis: TrellisMeasurement(shape: shape, repetitions: repetitions[key]!),
    anchor: Dictionary(results.filter { $0.shape == shape.name }.map { ($0.engine, $0) }) { first, _ in first },
    generatorMatches: AnchorShape.standard(key) == shape)
  print(table.description + "\n")
}
print(ScalingCheck.wideDeep() + "\n")
print(ScalingCheck.deepChain())
