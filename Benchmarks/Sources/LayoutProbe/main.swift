import AnchorShapes
import Foundation
import TrellisCore

// One anchor shape, resolved once and laid out cold REPS times: the loop to run under
// `valgrind --tool=callgrind`, whose instruction counts are repeatable where timings are not.
//   LayoutProbe a|b|c|d|dm [REPS]
//   valgrind --tool=callgrind --collect-atstart=no --toggle-collect='*LayoutHost*relayout*' \
//     .build/release/LayoutProbe d 3
// Prints the views, size queries and nanoseconds per view of the last repetition.

let arguments = CommandLine.arguments.dropFirst()
guard let key = arguments.first, let shape = AnchorShape.standard(key) else {
  FileHandle.standardError.write("usage: LayoutProbe a|b|c|d|dm [REPS]\n".data(using: .utf8)!)
  exit(2)
}
let repetitions = arguments.dropFirst().first.flatMap(Int.init) ?? 1
let host = shape.layOut(AnchorViewBuilder.view(of: shape))
var nanoseconds = 0.0
for _ in 0..<repetitions {
  host.invalidateLayout()
  let start = DispatchTime.now().uptimeNanoseconds
  host.relayout()
  nanoseconds = Double(DispatchTime.now().uptimeNanoseconds - start)
}
let statistics = host.statistics
print(
  "\(key): \(statistics.nodeCount) views, \(statistics.sizeQueries) size queries, "
    + String(format: "%.0f ns/view (cold layout)", nanoseconds / Double(statistics.nodeCount)))
