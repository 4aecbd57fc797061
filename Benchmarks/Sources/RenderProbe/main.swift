import CHeapInUse
import Foundation
import RenderScreens
import Trellis

// A phone screen (390 × 844 points at 3×) rendered in a loop: the program callgrind runs for
// instructions per render (run with REPS 1 and 2 and take the difference), and the one that
// times renders on 1 and 2 threads and measures the heap a render leaves behind.
//   RenderProbe png|svg|pdf [REPS] [THREADS] [messages|settings]
//   RenderProbe memory png|svg|pdf [RENDERS] [messages|settings]
//   valgrind --tool=callgrind .build/release/RenderProbe png 2
// Times are medians over the repetitions, per render; with several threads each renders REPS
// times and the throughput is renders per second of wall time.

enum Format: String { case png, svg, pdf }

enum Screen: String { case messages, settings }

func renderer(_ screen: Screen) -> ImageRenderer<AnyView> {
  let content =
    switch screen {
    case .messages: AnyView(PhoneScreen())
    case .settings: AnyView(SettingsScreen().frame(width: 390, height: 844))
    }
  let renderer = ImageRenderer(content: content)
  renderer.proposedSize = ProposedViewSize(width: 390, height: 844)
  renderer.scale = 3
  return renderer
}

func render(_ format: Format, _ screen: Screen) throws -> Int {
  let renderer = renderer(screen)
  switch format {
  case .png: return try renderer.pngData().count
  case .svg: return try renderer.svgString().utf8.count
  case .pdf: return try renderer.pdfData().count
  }
}

/// CPU seconds of every thread of the process, and its voluntary context switches: a thread
/// that waits (for a lock, a semaphore) switches voluntarily, so waits on a lock held by
/// another render would show as more switches per render on more threads.
func processUsage() -> (cpu: Double, waits: Int) {
  var usage = rusage()
  getrusage(RUSAGE_SELF.rawValue, &usage)
  let cpu =
    Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec)
    / 1e6
  return (cpu, usage.ru_nvcsw)
}

func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  guard !sorted.isEmpty else { return 0 }
  return sorted.count % 2 == 1
    ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data((message + "\n").utf8))
  exit(2)
}

let arguments = Array(CommandLine.arguments.dropFirst())
let help =
  "usage: RenderProbe png|svg|pdf [REPS] [THREADS] [messages|settings]\n"
  + "       RenderProbe memory png|svg|pdf [RENDERS] [messages|settings]"

if arguments.first == "memory" {
  guard arguments.count >= 2, let format = Format(rawValue: arguments[1]) else { fail(help) }
  let renders = arguments.count > 2 ? Int(arguments[2]) ?? 10_000 : 10_000
  let screen = arguments.count > 3 ? Screen(rawValue: arguments[3]) ?? .messages : .messages
  for _ in 0..<20 { _ = try render(format, screen) }
  let before = Int(heap_in_use())
  var checkpoints: [(Int, Int)] = []
  for index in 1...renders {
    _ = try render(format, screen)
    if index % (renders / 10) == 0 { checkpoints.append((index, Int(heap_in_use()) - before)) }
  }
  for (index, growth) in checkpoints {
    print(
      "\(format.rawValue) \(screen.rawValue): after \(index) renders, heap +\(growth) B (\(String(format: "%.1f", Double(growth) / Double(index))) B/render)"
    )
  }
  exit(0)
}

guard let name = arguments.first, let format = Format(rawValue: name) else { fail(help) }
let repetitions = arguments.count > 1 ? Int(arguments[1]) ?? 1 : 1
let threads = arguments.count > 2 ? Int(arguments[2]) ?? 1 : 1
let screen = arguments.count > 3 ? Screen(rawValue: arguments[3]) ?? .messages : .messages

// One render first: fonts, engines and measurements are made once per process.
let bytes = try render(format, screen)
let lock = NSLock()
nonisolated(unsafe) var times: [Double] = []
let before = processUsage()
let start = Date()
let group = DispatchGroup()
for _ in 0..<threads {
  group.enter()
  let thread = Thread {
    for _ in 0..<repetitions {
      let begin = Date()
      _ = try? render(format, screen)
      let seconds = Date().timeIntervalSince(begin)
      lock.withLock { times.append(seconds) }
    }
    group.leave()
  }
  thread.stackSize = 8 << 20
  thread.start()
}
group.wait()
let wall = Date().timeIntervalSince(start)
let after = processUsage()
let cpu = after.cpu - before.cpu
let renders = threads * repetitions
print(
  "\(format.rawValue) \(screen.rawValue) \(bytes) bytes, \(threads) thread(s) × \(repetitions): "
    + String(
      format: "median %.1f ms/render, %.2f renders/s, %.1f ms CPU/render, %.2f cores busy, %.1f waits/render",
      median(times) * 1000, Double(renders) / wall, cpu / Double(renders) * 1000, cpu / wall,
      Double(after.waits - before.waits) / Double(renders)))
