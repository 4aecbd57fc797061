import Foundation
import Testing

@testable import Trellis

/// Rendering and measuring from many threads at once: no crash, and the same bytes as a render
/// made alone. Real threads, not tasks: Swift's cooperative pool has only as many threads as the
/// machine has cores, which would hide races on a two-core machine.
@MainActor
@Suite("Rendering: many threads at once")
struct ConcurrentRenderTests {
  /// Text in every script the font set covers, in bold and italic, with shadows, a rotation,
  /// symbols and emoji: every font file and every glyph path (outline, colour bitmap) at once.
  struct MultiScript: View {
    var body: some View {
      VStack(alignment: .leading, spacing: 6) {
        HStack {
          Image(systemName: "star.fill")
          Text("Milk — 牛奶 — حليب 🥛👩🏽‍💻").bold()
        }
        Text("日本語のテキスト、한국어, עברית, ไทย, हिन्दी ∑∫√ ★☂").italic()
          .shadow(color: .blue, radius: 2, x: 1, y: 1)
        Text("Rotated 🎉 and shadowed").font(.title).fontWeight(.black)
          .rotationEffect(.degrees(-7))
          .shadow(radius: 3)
        (Text("Mixed ").font(.caption) + Text("runs").font(.system(size: 30, design: .serif)).italic()
          + Text(" 0123").monospacedDigit())
          .frame(width: 160)
        Capsule().fill(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))
          .frame(width: 100, height: 12)
      }
      .padding(8)
    }
  }

  /// The drawing effects that draw through groups and intermediate surfaces — blur, masks,
  /// blend modes, projections, 3D rotations, colour filters, drawing groups, inner shadows — over
  /// text in several scripts: every Cairo path that allocates a surface of its own.
  struct Effects: View {
    var body: some View {
      VStack(spacing: 6) {
        Text("Blur 模糊 ضبابي").blur(radius: 1.5)
        Text("Masked 🎭 טקסט").font(.title2.bold())
          .mask(LinearGradient(colors: [.black, .clear], startPoint: .leading, endPoint: .trailing))
        ZStack {
          Circle().fill(Color.orange).frame(width: 30, height: 30)
          Text("Blend ✶").blendMode(.multiply)
        }
        Text("3D 立体").rotation3DEffect(.degrees(35), axis: (x: 0, y: 1, z: 0))
        Text("Projected").projectionEffect(
          ProjectionTransform(CGAffineTransform(a: 1, b: 0.1, c: 0.3, d: 1, tx: 0, ty: 0)))
        RoundedRectangle(cornerRadius: 6)
          .fill(Color.blue.shadow(.inner(radius: 3, x: 1, y: 1)))
          .frame(width: 80, height: 16)
        Text("Filtered 🌈").hueRotation(.degrees(90)).saturation(0.4).drawingGroup()
        Text("Scaled ∑").scaleEffect(x: 1.4, y: 0.8).opacity(0.7)
      }
      .padding(8)
    }
  }

  enum Content: CaseIterable { case multiScript, effects }
  enum Format: CaseIterable { case png, svg, pdf }

  struct Job: Hashable {
    let format: Format
    let scale: CGFloat
    var content = Content.multiScript
  }

  nonisolated static let jobs = Format.allCases.flatMap { format in [1, 2, 3].map { Job(format: format, scale: $0) } }

  /// What `job` draws, laid out on the main actor, as every host is.
  static func displayList(_ job: Job) throws -> DisplayList {
    let renderer =
      switch job.content {
      case .multiScript: ImageRenderer(content: AnyView(MultiScript()))
      case .effects: ImageRenderer(content: AnyView(Effects()))
      }
    renderer.scale = job.scale
    return try renderer.displayList()
  }

  /// `list` drawn in `job`'s format on the calling thread: drawing is the stage a host hands
  /// off, and the one that runs on many threads at once.
  nonisolated static func draw(_ list: DisplayList, _ job: Job) throws -> Data {
    switch job.format {
    case .png: return try CairoDocument.png(list, scale: job.scale)
    case .svg: return Data(try CairoDocument.svg(list).utf8)
    case .pdf: return try CairoDocument.pdf(list)
    }
  }

  /// Runs `body(thread, round)` on `threads` threads until each has done `rounds` rounds or
  /// `seconds` have passed, and returns the failures they reported.
  static func onThreads(
    _ threads: Int, rounds: Int, seconds: Double, _ body: @escaping @Sendable (Int, Int) -> String?
  ) -> [String] {
    let deadline = Date().addingTimeInterval(seconds)
    let failures = Failures()
    let group = DispatchGroup()
    for index in 0..<threads {
      group.enter()
      let thread = Thread {
        for round in 0..<rounds where Date() < deadline {
          if let failure = body(index, round) { failures.append(failure) }
        }
        group.leave()
      }
      thread.start()
    }
    group.wait()
    return failures.all
  }

  final class Failures: @unchecked Sendable {
    private let lock = NSLock()
    private var list: [String] = []
    func append(_ failure: String) { lock.withLock { list.append(failure) } }
    var all: [String] { lock.withLock { list } }
  }

  @Test(
    "Eight threads rendering multi-script text, or drawing effects over it, to PNG, SVG and PDF at 1–3× give the serial bytes",
    arguments: Content.allCases)
  func eightThreadsMatchTheSerialRender(_ content: Content) throws {
    let jobs = Self.jobs.map { Job(format: $0.format, scale: $0.scale, content: content) }
    var lists: [Job: DisplayList] = [:]
    var reference: [Job: Data] = [:]
    for job in jobs {
      lists[job] = try Self.displayList(job)
      reference[job] = try Self.draw(lists[job]!, job)
    }
    let (expected, drawn) = (reference, lists)
    let failures = Self.onThreads(8, rounds: 9, seconds: 4) { thread, round in
      let job = jobs[(thread + round) % jobs.count]
      do {
        let data = try Self.draw(drawn[job]!, job)
        return data == expected[job] ? nil : "\(job) on thread \(thread) differs from the serial render"
      } catch {
        return "\(job) on thread \(thread) failed: \(error)"
      }
    }
    #expect(failures.isEmpty, "\(failures)")
  }

  /// Renders per second on 1, 2 and 4 threads, printed; run with `TRELLIS_SCALING=1` (the
  /// figures are in docs/BadInput.md). Nothing is serialised but what Pango's font maps need,
  /// so renders on several threads should scale with the cores.
  @Test("Throughput on 1, 2 and 4 threads (printed with TRELLIS_SCALING=1)")
  func throughputScales() throws {
    guard ProcessInfo.processInfo.environment["TRELLIS_SCALING"] != nil else { return }
    let lists = try Self.jobs.map { try Self.displayList($0) }
    for threads in [1, 2, 4] {
      let rounds = 36 / threads
      var usage = rusage()
      getrusage(RUSAGE_SELF.rawValue, &usage)
      let cpuBefore =
        Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
        + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
      let start = Date()
      let failures = Self.onThreads(threads, rounds: rounds, seconds: 600) { thread, round in
        let index = (thread + round) % Self.jobs.count
        return (try? Self.draw(lists[index], Self.jobs[index])) == nil ? "failed" : nil
      }
      let seconds = Date().timeIntervalSince(start)
      getrusage(RUSAGE_SELF.rawValue, &usage)
      let cpu =
        Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
        + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6 - cpuBefore
      print(
        "SCALING \(threads) threads: \(threads * rounds) renders in \(seconds) s, "
          + "\(Double(threads * rounds) / seconds) renders/s, \(cpu / seconds) cores busy")
      #expect(failures.isEmpty)
    }
  }

  @Test("Eight threads measuring with Pango (no cache) get the serial measurements")
  func eightThreadsMeasureAsOne() throws {
    let pool = TextEnginePool(configuration: try FontConfiguration.shared.get())
    let texts = ["Milk — 牛奶 — حليب 🥛", "日本語のテキスト", "∑∫√ ★☂ 👩🏽‍💻", "Hello, world"]
    let requests = texts.flatMap { text in
      [nil, 60, 200].map { width in
        TextLayoutRequest(
          runs: [TextRun(string: text, font: .title.italic())], width: width, height: nil, displayScale: 3)
      }
    }
    let expected = requests.map { request in pool.withEngine { $0.measure(request) } }
    let failures = Self.onThreads(8, rounds: 60, seconds: 3) { thread, round in
      let index = (thread * 7 + round) % requests.count
      let measured = pool.withEngine { $0.measure(requests[index]) }
      return measured == expected[index] ? nil : "\(requests[index].string) differs on thread \(thread)"
    }
    #expect(failures.isEmpty, "\(failures)")
  }
}
