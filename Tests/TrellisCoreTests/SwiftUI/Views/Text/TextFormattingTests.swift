import Foundation
import Testing
import TrellisCore
import TrellisCoreTestSupport

/// Formatted values and dates in the host's fixed clock (2026-01-01 09:41 UTC) and locale (en_US).
@MainActor
@Suite("Text: formatted values and dates")
struct TextFormattingTests {
  /// 2026-01-01 09:41:00 UTC, the host's clock.
  private let now = Date(timeIntervalSince1970: 1_767_260_460)

  @Test("A format style formats in the environment's locale")
  func formatStyles() {
    #expect(drawnText(Text(9.99, format: .currency(code: "USD")))?.string == "$9.99")
    #expect(drawnText(Text(0.25, format: .percent))?.string == "25%")
    #expect(drawnText(Text(1234, format: .number))?.string == "1,234")
  }

  @Test("A date style formats the date against the host's clock")
  func dateStyles() {
    #expect(drawnText(Text(now, style: .date))?.string == "January 1, 2026")
    // ICU writes a narrow no-break space before AM.
    #expect(drawnText(Text(now, style: .time))?.string == "9:41\u{202F}AM")
    #expect(drawnText(Text(now.addingTimeInterval(-90), style: .timer))?.string == "1:30")
  }

  @Test("A formatted value interpolated into a key keeps the key's Markdown")
  func interpolatedFormat() {
    let runs = drawnRuns(Text("**Total:** \(12.5, format: .number)"))
    #expect(runs.map(\.string).joined() == "Total: 12.5")
    #expect(runs.first?.font.weight == .semibold)
  }
}
