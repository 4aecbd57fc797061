import Foundation

/// The calendar ticks of a date axis: the calendar stride (1, 5, 15, 30 seconds or minutes;
/// 1, 3, 6, 12 hours; 1, 2 days; a week; 1, 3 months; years) whose length is nearest, on a
/// logarithmic scale, to the span divided by the desired count — d3-time's rule
/// (https://github.com/d3/d3-time/blob/main/src/ticks.js), as Apple documents none
/// [uncertain] — with ticks at the starts of the calendar's units.
package enum DateTicks {
  /// A calendar stride: `count` of `component`.
  package struct Stride: Hashable, @unchecked Sendable {
    package var component: Calendar.Component
    package var count: Int
    /// Its approximate length in seconds.
    package var seconds: Double {
      let unit: Double =
        switch component {
        case .second: 1
        case .minute: 60
        case .hour: 3_600
        case .day, .weekday: 86_400
        case .weekOfYear, .weekOfMonth: 604_800
        case .month: 2_629_746
        case .year: 31_556_952
        default: 86_400
        }
      return unit * Double(count)
    }
  }

  static let candidates: [Stride] = [
    Stride(component: .second, count: 1), Stride(component: .second, count: 5),
    Stride(component: .second, count: 15), Stride(component: .second, count: 30),
    Stride(component: .minute, count: 1), Stride(component: .minute, count: 5),
    Stride(component: .minute, count: 15), Stride(component: .minute, count: 30),
    Stride(component: .hour, count: 1), Stride(component: .hour, count: 3), Stride(component: .hour, count: 6),
    Stride(component: .hour, count: 12), Stride(component: .day, count: 1), Stride(component: .day, count: 2),
    Stride(component: .weekOfYear, count: 1), Stride(component: .month, count: 1),
    Stride(component: .month, count: 3), Stride(component: .year, count: 1),
  ]

  /// The stride for about `count` ticks over `lower...upper`.
  package static func stride(lower: Date, upper: Date, count: Int) -> Stride {
    let target = (upper.timeIntervalSince(lower)) / Double(max(1, count))
    guard target.isFinite, target > 0 else { return Stride(component: .day, count: 1) }
    if target > candidates[candidates.count - 1].seconds {
      let years = NumericTicks.step(lower: 0, upper: target / 31_556_952 * Double(count), count: count + 1)
      return Stride(component: .year, count: max(1, Int(years)))
    }
    for (index, candidate) in candidates.enumerated().dropFirst() where candidate.seconds >= target {
      let previous = candidates[index - 1]
      return target / previous.seconds < candidate.seconds / target ? previous : candidate
    }
    return candidates[0]
  }

  /// The dates of `stride` from the start of the unit containing `lower` through `upper`, at
  /// most 1,000.
  package static func values(stride: Stride, from lower: Date, through upper: Date, calendar: Calendar) -> [Date] {
    guard lower <= upper, stride.count > 0 else { return [] }
    let unit = stride.component == .weekOfYear ? Calendar.Component.weekOfYear : stride.component
    var date = calendar.dateInterval(of: unit, for: lower)?.start ?? lower
    // Counted strides start at a multiple of the count within the next larger unit (hours 0, 3, 6…).
    if stride.count > 1, stride.component != .year {
      let value = calendar.component(stride.component, from: date)
      let base = stride.component == .day || stride.component == .month ? 1 : 0
      let remainder = (value - base) % stride.count
      if remainder != 0, let aligned = calendar.date(byAdding: stride.component, value: -remainder, to: date) {
        date = aligned
      }
    }
    var values: [Date] = []
    while date <= upper, values.count < 1_000 {
      if date >= lower { values.append(date) }
      guard let next = calendar.date(byAdding: stride.component, value: stride.count, to: date), next > date else {
        break
      }
      date = next
    }
    return values
  }

  /// The format of a tick's label at `stride`: the time for hours and less, month and day for
  /// days and weeks, the month for months, the year for years [uncertain].
  package static func format(for stride: Stride) -> Date.FormatStyle {
    switch stride.component {
    case .second: .dateTime.hour().minute().second()
    case .minute: .dateTime.hour().minute()
    case .hour: .dateTime.hour()
    case .month: .dateTime.month(.abbreviated)
    case .year: .dateTime.year()
    default: .dateTime.month(.abbreviated).day()
    }
  }
}
