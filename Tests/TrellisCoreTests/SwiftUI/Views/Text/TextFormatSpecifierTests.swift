import Foundation
import Testing
import TrellisCore

/// Numbers interpolated with a format specifier (`"\(value, specifier: "%.1f")"`) and values
/// with a Foundation formatter (`"\(date, formatter: f)"`, `Text(_:formatter:)`), as
/// `LocalizedStringKey.StringInterpolation` documents them. The specifier is applied in the
/// environment's locale, as `String(format:locale:)` applies it [believed: SwiftUI formats a
/// key's arguments in the environment's locale; not measured].
@MainActor
@Suite("Text: format specifiers and formatters")
struct TextFormatSpecifierTests {
  private func shown(_ text: Text, locale: String = "en_US") -> String {
    drawnRuns(text.environment(\.locale, Locale(identifier: locale))).map(\.string).joined()
  }

  @Test(
    "A floating-point specifier rounds to its precision",
    arguments: [("%.1f", "3.1"), ("%.2f", "3.14"), ("%.0f", "3"), ("%5.1f", "  3.1"), ("%e", "3.141590e+00")])
  func floatingPoint(specifier: String, expected: String) {
    let value = 3.14159
    #expect(shown(Text("\(value, specifier: specifier)")) == expected)
  }

  @Test(
    "An integer specifier pads and converts", arguments: [("%d", "42"), ("%04d", "0042"), ("%x", "2a"), ("%lld", "42")])
  func integer(specifier: String, expected: String) {
    let value = 42
    #expect(shown(Text("\(value, specifier: specifier)")) == expected)
  }

  @Test(
    "An interpolated integer is written in the locale, grouped, as iOS shows it",
    arguments: [
      ("en_US", 1000, "1,000 steps"), ("de_DE", 1000, "1.000 steps"), ("en_US", 7, "7 steps"),
      ("en_US", -1_234_567, "-1,234,567 steps"),
    ])
  func groupedInteger(locale: String, value: Int, expected: String) {
    #expect(shown(Text("\(value) steps"), locale: locale) == expected)
  }

  @Test("Literal text and %% around the specifier, and the key's own text around the value")
  func surroundingText() {
    let percent = 12.5
    #expect(shown(Text("Done: \(percent, specifier: "%.0f%%") today")) == "Done: 12% today")
  }

  @Test("The specifier formats in the environment's locale: a comma in German")
  func locale() {
    let value = 3.5
    #expect(shown(Text("\(value, specifier: "%.1f") km"), locale: "de_DE") == "3,5 km")
  }

  @Test(
    "A specifier the value cannot take is reported and the default one is used",
    arguments: ["%@", "%s", "%n", "%*d", "%.1f %.1f", "no conversion", "%"])
  func unsafeSpecifier(specifier: String) {
    let value = 2.5
    #expect(shown(Text("\(value, specifier: specifier)")) == "2.500000")
  }

  @Test("An integer specifier for a floating-point number is refused, and the reverse")
  func mismatchedKind() {
    let double = 2.0
    let integer = 7
    #expect(shown(Text("\(double, specifier: "%d")")) == "2.000000")
    #expect(shown(Text("\(integer, specifier: "%.2f")")) == "7")
  }

  @Test("The key a string table lists has the specifier in the value's place")
  func tableKey() {
    let value = 1.25
    let resource: LocalizedStringKey = "Rating \(value, specifier: "%.1f")"
    #expect(shown(Text(resource)) == "Rating 1.2")
  }

  /// A formatter writing dates as year-month-day in UTC.
  private static func dayFormatter() -> DateFormatter {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyy-MM-dd"
    return formatter
  }

  @Test("A date interpolated with a formatter is written by it")
  func dateFormatter() {
    let date = Date(timeIntervalSince1970: 86_400 * 365)
    #expect(shown(Text("Due \(date, formatter: Self.dayFormatter())")) == "Due 1971-01-01")
  }

  @Test("Text(_:formatter:) shows what the formatter writes; a value it cannot write shows empty")
  func textWithFormatter() {
    let number = NumberFormatter()
    number.numberStyle = .decimal
    number.locale = Locale(identifier: "en_US")
    #expect(shown(Text(1234 as NSNumber, formatter: number)) == "1,234")
    #expect(shown(Text(Date(timeIntervalSince1970: 0), formatter: Self.dayFormatter())) == "1970-01-01")
    #expect(shown(Text(NSString(string: "x"), formatter: Self.dayFormatter())).isEmpty)
  }
}
