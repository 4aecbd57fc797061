import Foundation
import Testing
import TrellisCoreTestSupport

@testable import TrellisCore

/// DatePicker: the compact capsules (docs/iOSControls.md §5 "DatePicker"), the wheels and the
/// month calendar, formatted with the environment's locale, calendar and time zone, which a host
/// fixes to English (United States), Gregorian and UTC; selections outside the range are drawn
/// clamped and reported.
@MainActor
@Suite("Controls: DatePicker")
struct DatePickerTests {
  /// 2026-01-01 09:41:00 UTC, the host's "now".
  private let now = Date(timeIntervalSince1970: 1_767_260_460)
  /// The short time style puts a narrow no-break space before AM and PM, as iOS 17 does.
  private let nineFortyOne = "9:41\u{202F}AM"

  private func date(_ text: String) -> Date {
    ISO8601DateFormatter().date(from: text) ?? .distantPast
  }

  @Test("A host's defaults: en_US, the Gregorian calendar, UTC, and now is 2026-01-01 09:41 UTC")
  func defaults() {
    let environment = EnvironmentValues()
    #expect(environment.locale.identifier == "en_US")
    #expect(environment.calendar.identifier == .gregorian)
    #expect(environment.timeZone.secondsFromGMT() == 0)
    #expect(environment._now == date("2026-01-01T09:41:00Z"))
  }

  @Test("Compact: the label leading; the date and the time in 34-tall tertiarySystemFill capsules at the trailing edge")
  func compact() {
    let host = row(DatePicker("Start", selection: .constant(now)).accessibilityIdentifier("picker"))
    #expect(host.frame(of: "picker") == rect(0, 0, 390, 34))
    let lines = host.drawnLines
    #expect(lines.contains("text \"Start\" (0, 7, 43, 21) #000000FF"))
    #expect(lines.contains("fill #7676801F (182, 0, 118, 34) 18 elements"))
    #expect(lines.contains("text \"Jan 1, 2026\" (194, 7, 94, 21) #000000FF"))
    #expect(lines.contains("fill #7676801F (306, 0, 84, 34) 18 elements"))
    #expect(lines.contains("text \"\(nineFortyOne)\" (318, 7, 60, 21) #000000FF"))
  }

  @Test(
    "displayedComponents picks the capsules: the date alone, the time alone",
    arguments: [(DatePickerComponents.date, "Jan 1, 2026", 272), (.hourAndMinute, "9:41\u{202F}AM", 306)]
      as [(DatePickerComponents, String, CGFloat)])
  func components(components: DatePickerComponents, text: String, x: CGFloat) {
    let host = row(DatePicker("Start", selection: .constant(now), displayedComponents: components))
    #expect(host.drawnLines.filter { $0.hasPrefix("fill") }.count == 1)
    #expect(host.drawnLines.contains { $0.hasPrefix("fill #7676801F (\(formatLength(x)), 0, ") })
    #expect(host.drawing.contains("text \"\(text)\""))
  }

  @Test("The environment's locale and time zone format the date and the time")
  func environmentFormats() {
    let german = row(DatePicker("Start", selection: .constant(now)).environment(\.locale, Locale(identifier: "de_DE")))
    #expect(german.drawing.contains("text \"01.01.2026\""))
    let newYork = row(
      DatePicker("Start", selection: .constant(now), displayedComponents: .hourAndMinute)
        .environment(\.timeZone, TimeZone(identifier: "America/New_York")!))
    #expect(newYork.drawing.contains("text \"4:41\u{202F}AM\""))
  }

  @Test("A selection before the range is drawn at its start and reported; the binding keeps its value")
  func clampedToRange() {
    let selection = Box(now)
    let range = date("2026-02-01T00:00:00Z")...date("2026-03-01T00:00:00Z")
    let host = row(DatePicker("Start", selection: selection.binding, in: range, displayedComponents: .date))
    #expect(host.drawing.contains("text \"Feb 1, 2026\""))
    #expect(selection.value == now)
    #expect(
      host.runtimeIssues == [
        "DatePicker selection 2026-01-01T09:41:00Z is outside its range 2026-02-01T00:00:00Z...2026-03-01T00:00:00Z; drawing 2026-02-01T00:00:00Z."
      ])
  }

  @Test("Partial ranges clamp at their one bound")
  func partialRanges() {
    let from = row(
      DatePicker("Start", selection: .constant(now), in: date("2026-06-01T00:00:00Z")..., displayedComponents: .date))
    #expect(from.drawing.contains("text \"Jun 1, 2026\""))
    #expect(from.runtimeIssues.count == 1)
    let through = row(
      DatePicker("Start", selection: .constant(now), in: ...date("2025-12-25T00:00:00Z"), displayedComponents: .date))
    #expect(through.drawing.contains("text \"Dec 25, 2025\""))
    let inside = row(DatePicker("Start", selection: .constant(now), in: ...date("2027-01-01T00:00:00Z")))
    #expect(inside.runtimeIssues.isEmpty)
  }

  @Test("A range with its bounds out of order is reported and swapped; no components is reported and shows both")
  func badInput() {
    let inverted = row(
      DatePicker(
        "Start", selection: .constant(now),
        in: invertedRange(date("2026-03-01T00:00:00Z"), date("2026-02-01T00:00:00Z")),
        displayedComponents: .date))
    #expect(inverted.drawing.contains("text \"Feb 1, 2026\""))
    #expect(
      inverted.runtimeIssues.first
        == "DatePicker range 2026-03-01T00:00:00Z...2026-02-01T00:00:00Z is inverted; using 2026-02-01T00:00:00Z...2026-03-01T00:00:00Z."
    )
    let none = row(DatePicker("Start", selection: .constant(now), displayedComponents: []))
    #expect(none.runtimeIssues == ["DatePicker displays no components; showing the date and the time."])
    #expect(none.drawnLines.filter { $0.hasPrefix("fill") }.count == 2)
  }

  private struct HomemadeStyle: DatePickerStyle {}

  @Test("A date picker style Trellis does not draw is reported and the current style kept")
  func unknownStyle() {
    let picker = DatePicker("Start", selection: .constant(now))
    let host = row(picker.datePickerStyle(HomemadeStyle()).datePickerStyle(.wheel))
    #expect(host.drawing == row(picker.datePickerStyle(.wheel)).drawing)
    #expect(
      host.runtimeIssues == [
        "datePickerStyle(_:): HomemadeStyle is not a date picker style Trellis draws; keeping the current style."
      ])
  }

  @Test("labelsHidden() leaves the capsules alone")
  func labelsHidden() {
    let host = row(DatePicker("Start", selection: .constant(now)).labelsHidden().accessibilityIdentifier("picker"))
    #expect(host.frame(of: "picker") == rect(0, 0, 208, 34))
    #expect(!host.drawing.contains("Start"))
  }

  @Test("A custom label and the string initialiser draw as the key does")
  func initialisers() {
    let key = row(DatePicker(LocalizedStringKey("Start"), selection: .constant(now))).drawing
    #expect(row(DatePicker(String("Start"), selection: .constant(now))).drawing == key)
    #expect(row(DatePicker(selection: .constant(now)) { Text("Start") }).drawing == key)
    #expect(row(DatePicker("Start", selection: .constant(now)).datePickerStyle(.automatic)).drawing == key)
    #expect(row(DatePicker("Start", selection: .constant(now)).datePickerStyle(.compact)).drawing == key)
  }

  // MARK: Wheel

  private func centredRows(_ host: LayoutHost) -> [String] {
    host.root?.allNodes.filter { $0.name.hasPrefix("Text") && abs($0.layoutFrame.midY - 108) < 0.5 }.map(\.name) ?? []
  }

  @Test("Wheel, date: month, day and year wheels, 216 tall, the selection centred")
  func wheelDate() {
    let host = row(
      DatePicker("Start", selection: .constant(now), displayedComponents: .date).datePickerStyle(.wheel)
        .accessibilityIdentifier("picker"))
    #expect(host.frame(of: "picker") == rect(0, 0, 390, 216))
    #expect(centredRows(host) == ["Text \"January\"", "Text \"1\"", "Text \"2026\""])
    #expect(host.drawnLines.first == "fill #7676801F (9, 92, 372, 32) 18 elements")
    #expect(!host.drawing.contains("Start"))
  }

  @Test("Wheel, time: hour, minute and AM/PM")
  func wheelTime() {
    let host = row(
      DatePicker("Start", selection: .constant(now), displayedComponents: .hourAndMinute).datePickerStyle(.wheel))
    #expect(centredRows(host) == ["Text \"9\"", "Text \"41\"", "Text \"AM\""])
  }

  @Test("Wheel, date and time: the day is \"Today\" on the host's today, else its weekday and date")
  func wheelDateAndTime() {
    let today = row(DatePicker("Start", selection: .constant(now)).datePickerStyle(.wheel))
    #expect(centredRows(today).first == "Text \"Today\"")
    let later = row(
      DatePicker("Start", selection: .constant(now)).datePickerStyle(.wheel).environment(
        \._now, date("2026-01-05T00:00:00Z")))
    #expect(centredRows(later).first == "Text \"Thu Jan 1\"")
  }

  // MARK: Graphical

  @Test("Graphical: the month and year, the weekdays, five weeks of 44 with the selected day on a tinted circle")
  func graphical() {
    let host = row(
      DatePicker("Start", selection: .constant(now), displayedComponents: .date).datePickerStyle(.graphical)
        .accessibilityIdentifier("picker"))
    // 44 for the header, 16 for the weekdays, 5 × 44 for the weeks of January 2026.
    #expect(host.frame(of: "picker") == rect(0, 0, 390, 280))
    let drawing = host.drawing
    #expect(drawing.contains("text \"January 2026\""))
    #expect(drawing.contains("text \"SUN\"") && drawing.contains("text \"SAT\""))
    // 1 January 2026 is a Thursday: the fifth column.
    let one = host.root?.allNodes.first { $0.name == "Text \"1\"" }
    #expect(one.map { Int($0.layoutFrame.midX / (390.0 / 7)) } == 4)
    #expect(drawing.contains("fill #007AFF1F"))
    #expect(host.drawnLines.contains { $0.contains("text \"1\"") && $0.hasSuffix("#007AFFFF") })
    #expect(!drawing.contains("Start"))
  }

  @Test("Graphical with a time adds a row with the time's capsule")
  func graphicalWithTime() {
    let host = row(DatePicker("Start", selection: .constant(now)).datePickerStyle(.graphical))
    #expect(host.drawing.contains("text \"Time\""))
    #expect(host.drawing.contains("text \"\(nineFortyOne)\""))
  }
}
