import CPangoCairo
import Foundation
import Glibc
import Testing
import Trellis

/// Memory per render stays flat: after a warm-up (fonts, caches, engines), rendering the same
/// view again and again holds no more heap. CI renders 200 times per format; a long run
/// (`TRELLIS_RENDER_COUNT=10000`) is documented in docs/BadInput.md.
@Suite("Rendering: memory", .serialized)
struct RenderMemoryTests {
  static let count = ProcessInfo.processInfo.environment["TRELLIS_RENDER_COUNT"].flatMap(Int.init) ?? 200

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

  /// Heap growth per render after a warm-up, in bytes.
  static func growthPerRender(_ format: Format, renders: Int) throws -> (heap: Double, resident: Double) {
    for _ in 0..<20 { _ = try render(format) }
    let heap = heapInUse()
    let resident = residentBytes()
    for _ in 0..<renders { _ = try render(format) }
    return (
      Double(heapInUse() - heap) / Double(renders), Double(residentBytes() - resident) / Double(renders)
    )
  }

  @Test("Heap in use does not grow with the number of renders", .serialized, arguments: Format.allCases)
  func heapStaysFlat(_ format: Format) throws {
    let growth = try Self.growthPerRender(format, renders: Self.count)
    print("\(format.rawValue): \(Self.count) renders, heap \(growth.heap) B/render, resident \(growth.resident) B/render")
    // A leak of a single small object per render would show as tens of bytes per render.
    #expect(growth.heap < 64, "\(format.rawValue) keeps \(growth.heap) bytes of heap per render")
  }
}
