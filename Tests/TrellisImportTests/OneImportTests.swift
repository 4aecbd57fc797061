import Testing
import Trellis

// What a SwiftUI developer writes: `import Trellis` and nothing else — no set-up call, no
// measurer. Text must come out at SF Pro's widths (Inter with SF Pro's metrics, through Pango).

@MainActor
@Suite("One import: real text with no set-up")
struct OneImportTests {
  @Test("Text(\"Hello, World!\") at 17 points is within 2 % of SF Pro's 98.2 points")
  func helloWorldHasSFProWidth() throws {
    // SF Pro Text Regular at 17 points sets "Hello, World!" 98.19 points wide (docs/TextRendering.md §5).
    // Measured on a 3× screen, where text sizes are rounded up to thirds of a point, not whole points.
    let host = LayoutHost(Text("Hello, World!"), proposal: .unspecified, displayScale: 3)
    let width = host.size.width
    #expect(abs(width - 98.2) / 98.2 < 0.02, "measured \(width)")
    #expect(host.runtimeIssues.isEmpty)
  }

  @Test("A window host and a device host measure text the same way as a canvas host")
  func everyHostMeasuresRealText() throws {
    let text = Text("Hello, World!").accessibilityIdentifier("text")
    let canvas = LayoutHost(text, proposal: .unspecified).size.width
    let window = try #require(LayoutHost(text, size: CGSize(width: 390, height: 844)).frame(of: "text")).width
    let phone = try #require(LayoutHost(text, device: .iPhone).frame(of: "text")).width
    #expect(window == canvas)
    #expect(abs(phone - canvas) < 1)
  }
}
