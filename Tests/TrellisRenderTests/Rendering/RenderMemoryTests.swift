import CPangoCairo
import Foundation
import Glibc
import Testing
import Trellis

/// Memory per render stays flat: after a warm-up (fonts, caches, engines), rendering the same
/// view again and again holds no more heap. CI renders 200 times per format, each format in a
/// process of its own so that tests running meanwhile do not count; a long run
/// (`TRELLIS_RENDER_COUNT=10000`) is documented in docs/BadInput.md.
///
/// PNG is flat. SVG and PDF keep what Debian 12's Cairo 1.16 leaks per document, measured with
/// LeakSanitizer (docs/BadInput.md, "Sanitizers"): about 480 bytes for an SVG that has any
/// group (opacity, shadow), and for a PDF 100–1,100 bytes per CFF font it subsets (Inter, Noto
/// Sans CJK). The bounds below hold those and catch any leak of Trellis' own on top.
@MainActor
@Suite("Rendering: memory", .serialized)
struct RenderMemoryTests {
  nonisolated static let count = ProcessInfo.processInfo.environment["TRELLIS_RENDER_COUNT"].flatMap(Int.init) ?? 200

  /// Bytes allocated with malloc and not freed, across all arenas.
  static func heapInUse() -> Int {
    Int(trellis_heap_in_use())
  }

  /// Resident memory, in bytes, from /proc/self/statm.
  static func residentBytes() -> Int {
    let statm = (try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8)) ?? ""
    let pages = statm.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
  }

  struct Card: View {
    var body: some View {
      VStack(alignment: .leading, spacing: 8) {
        Text("Milk — 牛奶 — حليب 🥛").font(.headline)
        Text("Are we still on for lunch? Let me know by eleven.").italic()
        HStack {
          Image(systemName: "star.fill")
          Capsule().fill(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))
            .frame(width: 80, height: 10)
        }
        .shadow(radius: 2)
        .rotationEffect(.degrees(3))
      }
      .padding()
    }
  }

  enum Format: String, CaseIterable, Sendable { case png, svg, pdf }

  static func render(_ format: Format) throws -> Int {
    let renderer = ImageRenderer(content: Card())
    renderer.scale = 2
    switch format {
    case .png: return try renderer.pngData().count
    case .svg: return try renderer.svgString().utf8.count
    case .pdf: return try renderer.pdfData().count
    }
  }

  /// Heap and resident growth per render after a warm-up, in bytes.
  static func growthPerRender(_ format: Format, renders: Int) throws -> (heap: Double, resident: Double) {
    for _ in 0..<20 { _ = try render(format) }
    let heap = heapInUse()
    let resident = residentBytes()
    for _ in 0..<renders { _ = try render(format) }
    return (
      Double(heapInUse() - heap) / Double(renders), Double(residentBytes() - resident) / Double(renders)
    )
  }

  /// Measures `format` in a process of its own — this test binary, running only
  /// ``measureInChildProcess()`` — so that tests running meanwhile do not count.
  static func measureAlone(_ format: Format) throws -> (heap: Double, resident: Double) {
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-memory-\(UUID().uuidString)")
    FileManager.default.createFile(atPath: output.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: output) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    process.arguments = ["--testing-library", "swift-testing", "--filter", "measureInChildProcess"]
    var environment = ProcessInfo.processInfo.environment
    environment["TRELLIS_MEMORY_CHILD"] = format.rawValue
    environment["TRELLIS_RENDER_COUNT"] = "\(count)"
    process.environment = environment
    process.standardOutput = try FileHandle(forWritingTo: output)
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    let text = try String(contentsOf: output, encoding: .utf8)
    guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix("TRELLIS-MEMORY ") }) else {
      throw MeasurementError(description: "the child process printed no measurement:\n\(text.suffix(2000))")
    }
    let numbers = line.split(separator: " ").dropFirst().compactMap { Double($0) }
    guard numbers.count == 2 else { throw MeasurementError(description: "unreadable: \(line)") }
    return (numbers[0], numbers[1])
  }

  struct MeasurementError: Error, CustomStringConvertible { let description: String }

  /// Runs only in the child process ``measureAlone(_:)`` starts; does nothing otherwise.
  @Test("(child process) measures one format's renders and prints the growth")
  func measureInChildProcess() throws {
    guard let name = ProcessInfo.processInfo.environment["TRELLIS_MEMORY_CHILD"], let format = Format(rawValue: name)
    else { return }
    let growth = try Self.growthPerRender(format, renders: Self.count)
    print("TRELLIS-MEMORY \(growth.heap) \(growth.resident)")
  }

  @Test("Heap in use does not grow with the number of renders", arguments: Format.allCases)
  func heapStaysFlat(_ format: Format) throws {
    guard ProcessInfo.processInfo.environment["TRELLIS_MEMORY_CHILD"] == nil else { return }
    let growth = try Self.measureAlone(format)
    print("\(format.rawValue): \(Self.count) renders, heap \(growth.heap) B/render, resident \(growth.resident) B/render")
    // A leak of a single small object per render would show as tens of bytes per render.
    let bound: Double =
      switch format {
      // 7 to 54 bytes per render in most runs, once 142 (caches still filling): a leaked
      // encoder buffer or image surface would be hundreds of kilobytes per render.
      case .png: 256
      // Cairo 1.16 leaks about 480 bytes per SVG document with a group; 200 renders measure
      // 620–730 bytes per render from run to run (malloc's arenas), so the bound leaves room.
      case .svg: 900
      case .pdf: 1_400
      }
    #expect(growth.heap < bound, "\(format.rawValue) keeps \(growth.heap) bytes of heap per render")
  }
}
