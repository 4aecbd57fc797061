import Testing
import TrellisCore
import TrellisCoreTestSupport

/// A text measured whole at one width has the same lines at every width from its own up to that
/// one when its measurer breaks lines greedily (`TextMeasuring.wrapsGreedily`), so layout
/// measures it once for all of them; a measurer that does not say so is asked for every width.
@MainActor
@Suite("Text: one measurement for the widths it fits")
struct TextMeasurementReuseTests {
  /// The fixed-advance measurer, without its promise to wrap greedily.
  private struct UndeclaredMeasurer: TextMeasuring {
    let base = FixedAdvanceTextMeasurer()

    func measure(_ request: TextLayoutRequest) -> TextMeasurement { base.measure(request) }

    func lineMetrics(for font: Font, displayScale: CGFloat) -> TextMetrics {
      base.lineMetrics(for: font, displayScale: displayScale)
    }

    func symbolSize(named name: String, font: Font, scale: Image.Scale, displayScale: CGFloat) -> CGSize? {
      base.symbolSize(named: name, font: font, scale: scale, displayScale: displayScale)
    }
  }

  /// A text beside a flexible colour: the stack asks the text for its minimum (width 0), its
  /// maximum (no width) and its share, which is wider than the text in a wide row.
  private func row(_ text: String) -> some View {
    HStack {
      Text(text).accessibilityIdentifier("text")
      Color.red.frame(minWidth: 10).accessibilityIdentifier("colour")
    }
  }

  @Test("A text narrower than its share is measured for its minimum and its ideal width only")
  func shareWiderThanTheTextReusesItsIdealMeasurement() {
    let host = LayoutHost(row("Short"), size: CGSize(width: 400, height: 100), textMeasurer: FixedAdvanceTextMeasurer())
    #expect(host.statistics.textMeasurements == 2)
  }

  @Test("A measurer that does not say it wraps greedily is asked for every width")
  func undeclaredMeasurerIsAskedForEveryWidth() {
    let host = LayoutHost(row("Short"), size: CGSize(width: 400, height: 100), textMeasurer: UndeclaredMeasurer())
    #expect(host.statistics.textMeasurements == 3)
  }

  // Rows from wide enough for the text on one line down to a width it wraps at.
  @Test(
    "Reusing a measurement moves no frame",
    arguments: [400, 120, 60, 31, 0] as [CGFloat])
  func reuseMovesNoFrame(width: CGFloat) {
    let text = "A line that wraps when narrow"
    let size = CGSize(width: width, height: 200)
    let greedy = LayoutHost(row(text), size: size, textMeasurer: FixedAdvanceTextMeasurer())
    let asked = LayoutHost(row(text), size: size, textMeasurer: UndeclaredMeasurer())
    #expect(greedy.frame(of: "text") == asked.frame(of: "text"))
    #expect(greedy.frame(of: "colour") == asked.frame(of: "colour"))
  }
}
