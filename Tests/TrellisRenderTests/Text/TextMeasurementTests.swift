import Testing
import Trellis

/// Pango with Trellis' fonts, pinned: Inter with SF Pro's line height (20.287 at 17 points),
/// calibrated to SF Pro's widths (docs/TextRendering.md §9). The numbers are what this font set
/// gives; they change only when the fonts, Pango or the calibration change, and then this table
/// is reviewed like a snapshot.
@MainActor
@Suite("Text: measuring with Pango")
struct TextMeasurementTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let string: String
    let font: Font
    let width: CGFloat?
    let lineLimit: Int?
    /// Width and height at 1× and at 3× (rounded up to thirds of a point).
    let at1x: CGSize
    let at3x: CGSize
    let lines: Int
    let truncated: Bool

    var testDescription: String {
      "\(string.debugDescription) \(font.pointSize)pt width \(width.map { "\($0)" } ?? "nil") limit \(lineLimit.map { "\($0)" } ?? "nil")"
    }
  }

  nonisolated static let cases: [Case] = [
    Case(string: "Hello, World!", font: .body, width: nil, lineLimit: nil,
         at1x: CGSize(width: 98, height: 21), at3x: CGSize(width: 292.0 / 3, height: 61.0 / 3), lines: 1, truncated: false),
    Case(string: "Hello, World!", font: .largeTitle, width: nil, lineLimit: nil,
         at1x: CGSize(width: 189, height: 41), at3x: CGSize(width: 565.0 / 3, height: 122.0 / 3), lines: 1, truncated: false),
    Case(string: "Hello, World!", font: .caption, width: nil, lineLimit: nil,
         at1x: CGSize(width: 73, height: 15), at3x: CGSize(width: 218.0 / 3, height: 43.0 / 3), lines: 1, truncated: false),
    Case(string: "Hello, World!", font: .headline, width: nil, lineLimit: nil,
         at1x: CGSize(width: 102, height: 21), at3x: CGSize(width: 102, height: 61.0 / 3), lines: 1, truncated: false),
    Case(string: "Hello, World!", font: .body, width: 60, lineLimit: nil,
         at1x: CGSize(width: 50, height: 41), at3x: CGSize(width: 149.0 / 3, height: 122.0 / 3), lines: 2, truncated: false),
    Case(string: "The quick brown fox jumps over the lazy dog", font: .body, width: 100, lineLimit: nil,
         at1x: CGSize(width: 94, height: 82), at3x: CGSize(width: 94, height: 244.0 / 3), lines: 4, truncated: false),
    Case(string: "The quick brown fox jumps over the lazy dog", font: .body, width: 100, lineLimit: 1,
         at1x: CGSize(width: 100, height: 21), at3x: CGSize(width: 100, height: 61.0 / 3), lines: 1, truncated: true),
    Case(string: "The quick brown fox jumps over the lazy dog", font: .body, width: 100, lineLimit: 2,
         at1x: CGSize(width: 100, height: 41), at3x: CGSize(width: 100, height: 122.0 / 3), lines: 2, truncated: true),
    Case(string: "Supercalifragilisticexpialidocious", font: .body, width: 80, lineLimit: nil,
         at1x: CGSize(width: 77, height: 82), at3x: CGSize(width: 77, height: 244.0 / 3), lines: 4, truncated: false),
    Case(string: "a\nb", font: .body, width: nil, lineLimit: nil,
         at1x: CGSize(width: 11, height: 41), at3x: CGSize(width: 32.0 / 3, height: 122.0 / 3), lines: 2, truncated: false),
    Case(string: "你好，世界", font: .body, width: nil, lineLimit: nil,
         at1x: CGSize(width: 83, height: 21), at3x: CGSize(width: 83, height: 61.0 / 3), lines: 1, truncated: false),
    Case(string: "こんにちは", font: .body, width: nil, lineLimit: nil,
         at1x: CGSize(width: 83, height: 21), at3x: CGSize(width: 83, height: 61.0 / 3), lines: 1, truncated: false),
    Case(string: "안녕하세요", font: .body, width: nil, lineLimit: nil,
         at1x: CGSize(width: 76, height: 21), at3x: CGSize(width: 76, height: 61.0 / 3), lines: 1, truncated: false),
    Case(string: "مرحبا بالعالم", font: .body, width: nil, lineLimit: nil,
         at1x: CGSize(width: 77, height: 21), at3x: CGSize(width: 229.0 / 3, height: 61.0 / 3), lines: 1, truncated: false),
    Case(string: "שלום עולם", font: .body, width: nil, lineLimit: nil,
         at1x: CGSize(width: 75, height: 21), at3x: CGSize(width: 223.0 / 3, height: 61.0 / 3), lines: 1, truncated: false),
    Case(string: "👋🎉", font: .body, width: nil, lineLimit: nil,
         at1x: CGSize(width: 42, height: 21), at3x: CGSize(width: 125.0 / 3, height: 61.0 / 3), lines: 1, truncated: false),
  ]

  private func measure(_ item: Case, scale: CGFloat) throws -> TextMeasurement {
    try PangoTextMeasurer().measure(
      TextLayoutRequest(
        runs: [TextRun(string: item.string, font: item.font)], width: item.width, height: nil,
        lineLimit: item.lineLimit, displayScale: scale))
  }

  @Test("Text measures to the pinned size at 1× and 3×", arguments: cases)
  func measuresToPinnedSize(_ item: Case) throws {
    let one = try measure(item, scale: 1)
    let three = try measure(item, scale: 3)
    #expect(one.size == item.at1x)
    #expect(abs(three.size.width - item.at3x.width) < 1e-9, "\(three.size.width * 3) thirds")
    #expect(abs(three.size.height - item.at3x.height) < 1e-9, "\(three.size.height * 3) thirds")
    #expect(one.lineCount == item.lines && three.lineCount == item.lines)
    #expect(one.isTruncated == item.truncated)
  }

  /// Pango drops the paragraphs below a height limit without eliding the last line shown, and
  /// does not call that ellipsized; the measurement must still say the text was cut, or a
  /// node's cache answers every taller proposal with the short measurement (project issue 32).
  @Test(
    "Paragraphs cut off by a height are a truncation, even with no ellipsis",
    arguments: [(CGFloat(0), 1, true), (30, 1, true), (61, 3, false), (686, 3, false)])
  func paragraphsCutByHeightAreTruncated(height: CGFloat, lines: Int, truncated: Bool) throws {
    let measured = try PangoTextMeasurer().measure(
      TextLayoutRequest(
        runs: [TextRun(string: "First line\nSecond line\nThird line", font: .body)], width: 300, height: height,
        displayScale: 3))
    #expect(measured.lineCount == lines)
    #expect(measured.isTruncated == truncated)
  }

  @Test("A text ending in a newline is whole when every paragraph shows", arguments: ["a\n", "a\nb\n"])
  func trailingNewlineIsNotATruncation(string: String) throws {
    let measured = try PangoTextMeasurer().measure(
      TextLayoutRequest(runs: [TextRun(string: string, font: .body)], width: 300, height: 500, displayScale: 3))
    #expect(!measured.isTruncated)
  }

  @Test("A line of body text is SF Pro's 20.287 points, before rounding")
  func bodyLineIsSFProHeight() throws {
    let measured = try PangoTextMeasurer().measure(
      TextLayoutRequest(runs: [TextRun(string: "Hg", font: .body)], width: nil, height: nil, displayScale: 1024))
    #expect(abs(measured.size.height - 17.0 * 2444 / 2048) < 1.0 / 1024)
    #expect(abs(measured.firstBaseline - 17.0 * 1950 / 2048) < 1e-6)
  }

  @Test("Widths are within 1% of SF Pro's on average over the published samples")
  func widthsTrackSFPro() throws {
    // SF Pro 17-point widths from docs/TextRendering.md §5 (summed advances of iOS's SF UI).
    let samples: [(String, CGFloat)] = [
      ("Hello, World!", 98.190), ("This is a test string", 143.404), ("Settings", 62.820), ("Cancel", 52.403),
      ("The quick brown fox jumps over the lazy dog", 340.988), ("Notifications", 95.907), ("1234567890", 98.829),
    ]
    let measurer = try PangoTextMeasurer()
    let errors = samples.map { string, sfWidth in
      let width = measurer.measure(
        TextLayoutRequest(runs: [TextRun(string: string, font: .body)], width: nil, height: nil, displayScale: 1000)
      ).size.width
      return abs(width - sfWidth) / sfWidth
    }
    let mean = errors.reduce(0, +) / CGFloat(errors.count)
    #expect(mean < 0.01)
    #expect(errors.allSatisfy { $0 < 0.025 })
  }

  @Test("The same request measures the same on every engine, in parallel")
  nonisolated func measuringIsDeterministic() async throws {
    let request = TextLayoutRequest(
      runs: [TextRun(string: "Determinism across engines and threads", font: .title3)], width: 120, height: nil,
      displayScale: 3)
    let results = try await withThrowingTaskGroup(of: TextMeasurement.self) { group in
      for _ in 0..<8 {
        group.addTask { try PangoTextMeasurer().measure(request) }
      }
      return try await group.reduce(into: []) { $0.append($1) }
    }
    #expect(Set(results).count == 1)
  }

  @Test("An empty string has no size")
  func emptyStringHasNoSize() throws {
    let measured = try PangoTextMeasurer().measure(
      TextLayoutRequest(runs: [TextRun(string: "", font: .body)], width: nil, height: nil, displayScale: 1))
    #expect(measured.size == .zero)
  }
}
