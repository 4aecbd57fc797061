import Foundation
import Testing

@testable import TrellisCharts

/// The automatic ticks of numeric and date axes: pure functions of the domain.
@Suite("Charts: automatic ticks")
struct TickTests {
  @Test("0…7 is marked every 2, five values, and the domain widens to 8")
  func zeroToSeven() {
    let ticks = NumericTicks.ticks(lower: 0, upper: 7)
    #expect(ticks.domain == 0...8)
    #expect(ticks.values == [0, 2, 4, 6, 8])
  }

  @Test("0…1234 is marked every 500, four values, and the domain widens to 1500")
  func zeroToTwelveThirtyFour() {
    let ticks = NumericTicks.ticks(lower: 0, upper: 1234)
    #expect(ticks.domain == 0...1500)
    #expect(ticks.values == [0, 500, 1000, 1500])
  }

  @Test("0…1 is marked every 0.2 without floating-point drift")
  func zeroToOne() {
    #expect(NumericTicks.ticks(lower: 0, upper: 1).values == [0, 0.2, 0.4, 0.6, 0.8, 1])
  }

  nonisolated static let steps: [(Double, Double, Double)] = [
    (0, 7, 2), (0, 1234, 500), (0, 10, 2), (0, 100, 20), (0, 60, 20), (-50, 50, 20), (0, 0.07, 0.02),
  ]

  @Test("The step is the 1, 2 or 5 × 10ⁿ whose number of values is nearest five", arguments: steps)
  func step(lower: Double, upper: Double, step: Double) {
    #expect(NumericTicks.step(lower: lower, upper: upper, count: 5) == step)
  }

  nonisolated static let degenerate: [(Double, Double)] = [
    (.nan, 1), (0, .infinity), (-.infinity, .infinity), (5, 5), (0, 0), (-1e308, 1e308), (0, 1e300),
  ]

  @Test("Non-finite, empty and enormous domains give finite ticks, at most 1,000", arguments: degenerate)
  func degenerateDomains(lower: Double, upper: Double) {
    let ticks = NumericTicks.ticks(lower: lower, upper: upper)
    #expect(ticks.values.count <= 1_000)
    #expect(ticks.values.allSatisfy { $0.isFinite })
    #expect(ticks.domain.lowerBound.isFinite && ticks.domain.upperBound.isFinite)
  }

  @Test("A single value 0 gets the domain 0…1")
  func singleZero() {
    #expect(NumericTicks.ticks(lower: 0, upper: 0).domain == 0...1)
  }

  static var utc: Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    return calendar
  }
  /// Monday 3 November 2025, 00:00 UTC.
  static let monday = Date(timeIntervalSince1970: 1_762_128_000)

  @Test("Dates over a week are marked every day, at midnight")
  func week() {
    let end = Self.monday.addingTimeInterval(7 * 86_400)
    let stride = DateTicks.stride(lower: Self.monday, upper: end, count: 5)
    #expect(stride == DateTicks.Stride(component: .day, count: 1))
    let values = DateTicks.values(stride: stride, from: Self.monday, through: end, calendar: Self.utc)
    #expect(values == (0...7).map { Self.monday.addingTimeInterval(Double($0) * 86_400) })
  }

  @Test("A week's labels name month and day")
  func weekLabels() {
    var scale = ChartScale(kind: .date)
    scale.calendar = Self.utc
    scale.dateStride = DateTicks.Stride(component: .day, count: 1)
    #expect(scale.label(for: .date(Self.monday), locale: Locale(identifier: "en_US")) == "Nov 3")
  }

  @Test("A day is marked every 6 hours, from midnight")
  func day() {
    let end = Self.monday.addingTimeInterval(86_400)
    let stride = DateTicks.stride(lower: Self.monday, upper: end, count: 5)
    #expect(stride == DateTicks.Stride(component: .hour, count: 6))
    let values = DateTicks.values(stride: stride, from: Self.monday, through: end, calendar: Self.utc)
    #expect(values.map { $0.timeIntervalSince(Self.monday) / 3_600 } == [0, 6, 12, 18, 24])
  }

  @Test("A date stride that starts mid-unit is aligned to a multiple of its count")
  func alignedStride() {
    let start = Self.monday.addingTimeInterval(4 * 3_600 + 60)
    let values = DateTicks.values(
      stride: DateTicks.Stride(component: .hour, count: 3), from: start, through: start.addingTimeInterval(6 * 3_600),
      calendar: Self.utc)
    #expect(values.map { $0.timeIntervalSince(Self.monday) / 3_600 } == [6, 9])
  }

  @Test("A year of dates is marked every 3 months")
  func year() {
    let end = Self.monday.addingTimeInterval(365 * 86_400)
    #expect(DateTicks.stride(lower: Self.monday, upper: end, count: 5) == DateTicks.Stride(component: .month, count: 3))
  }
}
