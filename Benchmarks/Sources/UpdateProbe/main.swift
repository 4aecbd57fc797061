import AnchorShapes
import Foundation
import TrellisCore

// A 1,000-row List whose rows each keep a @State counter: one row's counter changes and the host
// updates, against a cold resolve + layout of the same screen. For `valgrind --tool=callgrind`,
// whose instruction counts are repeatable where timings are not:
//   UpdateProbe cold|update [REPS] [ROWS]
//   valgrind --tool=callgrind --collect-atstart=no --toggle-collect='*coldResolveAndLayout*' \
//     .build/release/UpdateProbe cold 2
//   valgrind --tool=callgrind --collect-atstart=no --toggle-collect='*changeOneRow*' \
//     .build/release/UpdateProbe update 2
// Without a mode it times both (medians of REPS) and prints their ratio and the update's path.

/// The rows' bindings to their counters, as the rows hand them out when evaluated.
final class RowCounters {
  var bindings: [Int: Binding<Int>] = [:]
}

struct ProbeRow: View {
  let id: Int
  let counters: RowCounters
  @State private var count = 0

  var body: some View {
    let _ = (counters.bindings[id] = $count)
    HStack {
      Text("Row \(id)")
      Spacer()
      Text("\(count)")
    }
  }
}

struct ProbeList: View {
  let rows: Int
  let counters: RowCounters

  var body: some View {
    List {
      ForEach(0..<rows, id: \.self) { id in ProbeRow(id: id, counters: counters) }
    }
  }
}

@inline(never)
func coldResolveAndLayout(rows: Int, counters: RowCounters) -> LayoutHost {
  LayoutHost(
    ProbeList(rows: rows, counters: counters), size: CGSize(width: 390, height: 844), displayScale: 3,
    textMeasurer: AnchorTextMeasurer())
}

@inline(never)
func changeOneRow(_ host: LayoutHost, counters: RowCounters, row: Int) {
  counters.bindings[row]?.wrappedValue += 1
  host.update()
}

func nanoseconds(_ body: () -> Void) -> Double {
  let start = DispatchTime.now().uptimeNanoseconds
  body()
  return Double(DispatchTime.now().uptimeNanoseconds - start)
}

let arguments = Array(CommandLine.arguments.dropFirst())
let mode = arguments.first.flatMap { ["cold", "update"].contains($0) ? $0 : nil }
let numbers = arguments.compactMap(Int.init)
let repetitions = Swift.max(numbers.first ?? 9, 1)
let rows = Swift.max(numbers.dropFirst().first ?? 1000, 1)

switch mode {
case "cold":
  for _ in 0..<repetitions { _ = coldResolveAndLayout(rows: rows, counters: RowCounters()) }
case "update":
  let counters = RowCounters()
  let host = coldResolveAndLayout(rows: rows, counters: counters)
  for repetition in 0..<repetitions { changeOneRow(host, counters: counters, row: (rows / 2 + repetition) % rows) }
  let statistics = host.updateStatistics
  print("\(statistics.incrementalUpdates) incremental, \(statistics.fullResolutions) full updates")
default:
  var cold: [Double] = []
  var updates: [Double] = []
  var statistics = UpdateStatistics()
  for repetition in 0..<repetitions {
    let counters = RowCounters()
    var host: LayoutHost?
    cold.append(nanoseconds { host = coldResolveAndLayout(rows: rows, counters: counters) })
    guard let host else { break }
    updates.append(nanoseconds { changeOneRow(host, counters: counters, row: (rows / 2 + repetition) % rows) })
    statistics = host.updateStatistics
  }
  let (coldMedian, updateMedian) = (cold.sorted()[cold.count / 2], updates.sorted()[updates.count / 2])
  print(
    String(
      format: "%d rows: cold resolve + layout %.2f ms, one row's update %.3f ms, ratio %.2f %% (medians of %d)",
      rows, coldMedian / 1e6, updateMedian / 1e6, 100 * updateMedian / coldMedian, repetitions))
  print(
    "update path: \(statistics.incrementalUpdates) incremental, \(statistics.fullResolutions) full"
      + (statistics.lastFallbackReason.map { " (\($0))" } ?? ""))
}
