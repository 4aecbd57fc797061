import AnchorShapes
import CHeapInUse
import Foundation
import TrellisCore

// One anchor shape laid out in a loop: the loop to run under `valgrind --tool=callgrind`, whose
// instruction counts are repeatable where timings are not.
//   LayoutProbe a|b|c|d|dm [REPS] [cold|resolve]
//   LayoutProbe heap
//   valgrind --tool=callgrind --callgrind-out-file=/tmp/cg.out .build/release/LayoutProbe d 3
// `cold` (the default) resolves the shape once and lays it out cold REPS times
// (`invalidateLayout()`, then `relayout()`); `resolve` makes a new host REPS times (resolve +
// layout, as `compare.sh`'s second column; the previous host is freed first, and its freeing
// is counted). Instructions per view of one repetition are (I(3) − I(1)) / 2 / views
// (`callgrind.sh` does the arithmetic). Prints the views, size queries and nanoseconds per view
// of the last repetition. `heap` prints the heap bytes a laid-out host of shape b holds per
// view, from 5 to 10 levels (682 to 699,050 views), as `compare.sh`'s scaling table does.

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "heap" {
  for levels in 5...10 {
    let shape = AnchorShape.wideDeep(levels: levels)
    let view = AnchorViewBuilder.view(of: shape)
    // The shape and the views live past the count: the shape's last use is inside the window,
    // and freeing its nodes there (about 100 bytes a view) took them off the host's count.
    withExtendedLifetime((shape, view)) {
      let before = heap_in_use()
      let host = shape.layOut(view)
      let after = heap_in_use()
      withExtendedLifetime(host) {
        let views = host.statistics.nodeCount
        print("b, \(levels) levels: \(views) views, \((Int(after) - Int(before)) / views) heap bytes/view")
      }
    }
  }
  exit(0)
}
guard let key = arguments.first, let shape = AnchorShape.standard(key) else {
  FileHandle.standardError.write("usage: LayoutProbe a|b|c|d|dm [REPS] [cold|resolve] | heap\n".data(using: .utf8)!)
  exit(2)
}
let repetitions = arguments.dropFirst().first.flatMap(Int.init) ?? 1
let resolves = arguments.dropFirst(2).first == "resolve"
let view = AnchorViewBuilder.view(of: shape)
var host: LayoutHost? = shape.layOut(view)
var nanoseconds = 0.0
var statistics = host!.statistics
for _ in 0..<repetitions {
  if resolves { host = nil }
  let start = DispatchTime.now().uptimeNanoseconds
  if resolves {
    host = shape.layOut(view)
  } else {
    host!.invalidateLayout()
    host!.relayout()
  }
  nanoseconds = Double(DispatchTime.now().uptimeNanoseconds - start)
  statistics = host!.statistics
}
print(
  "\(key): \(statistics.nodeCount) views, \(statistics.sizeQueries) size queries, "
    + String(
      format: "%.0f ns/view (%@)", nanoseconds / Double(statistics.nodeCount),
      resolves ? "resolve + layout" : "cold layout"))
