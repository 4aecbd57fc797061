import Foundation
import Trellis

/// A chart's scale on one axis, resolved from its marks and its settings: where each value goes,
/// as a fraction of the plot (0 at the leading or bottom edge).
package struct ChartScale {
  /// What the scale maps.
  package enum Kind: Equatable {
    case numeric
    case date
    case category([String])
  }
  package var kind: Kind
  /// The continuous domain (seconds since 2001 for dates).
  package var lower: Double = 0
  package var upper: Double = 1
  package var type: ScaleType = .linear
  package var reversed = false
  package var range: RangeSpecification = .plotDimension(start: 0, end: 0)
  package var calendar = Calendar(identifier: .gregorian)
  /// The automatic tick values (and, for dates, their stride).
  package var automaticTicks: [PlotValue] = []
  package var dateStride: DateTicks.Stride?

  /// The fraction of the plot a continuous value is at.
  package func fraction(_ value: Double) -> Double {
    let low = type.transform(lower)
    let high = type.transform(upper)
    guard high != low, value.isFinite else { return 0.5 }
    let fraction = (type.transform(value) - low) / (high - low)
    return reversed ? 1 - fraction : fraction
  }

  /// The band of a category, as fractions.
  package func band(of category: String) -> ClosedRange<Double>? {
    guard case .category(let names) = kind, let index = names.firstIndex(of: category) else { return nil }
    let width = 1 / Double(names.count)
    let start = reversed ? Double(names.count - index - 1) * width : Double(index) * width
    return start...(start + width)
  }

  /// The fraction a channel's centre is at, or `nil` when the scale cannot place it.
  package func center(of channel: PlotChannel) -> Double? {
    if case .category(let name) = channel.value {
      guard let band = band(of: name) else { return nil }
      return (band.lowerBound + band.upperBound) / 2
    }
    return fraction(channel.center)
  }

  /// The fractions a channel covers: a category's band, a date unit's span, a point.
  package func span(of channel: PlotChannel) -> ClosedRange<Double>? {
    if case .category(let name) = channel.value { return band(of: name) }
    let span = channel.span
    let (a, b) = (fraction(span.lowerBound), fraction(span.upperBound))
    return min(a, b)...max(a, b)
  }

  /// The tick values an axis marks, at the values `values` asks for.
  package func tickValues(_ values: AxisMarkValues) -> [PlotValue] {
    switch (values.storage, kind) {
    case (.list(let list), _): return list
    case (_, .category(let names)): return names.map(PlotValue.category)
    case (.numericStride(let step, _), .numeric):
      return NumericTicks.stride(by: step, in: lower...upper).map(PlotValue.number)
    case (.dateStride(let component, let count, let calendar, _), .date):
      let stride = DateTicks.Stride(component: component, count: count)
      return DateTicks.values(
        stride: stride, from: Date(timeIntervalSinceReferenceDate: lower),
        through: Date(timeIntervalSinceReferenceDate: upper), calendar: calendar ?? self.calendar
      ).map(PlotValue.date)
    case (.automatic(let count, _, _, let minimumStride), .numeric) where count != nil || minimumStride != nil:
      var step = NumericTicks.step(
        lower: lower, upper: upper, count: count ?? NumericTicks.defaultDesiredCount, rounded: false)
      if let minimumStride, minimumStride.isFinite, step < minimumStride {
        // The smallest nice step (1, 2 or 5 × 10ⁿ) of at least the minimum.
        let base = pow(10, log10(minimumStride).rounded(.down))
        step = [1.0, 2, 5, 10].map { $0 * base }.first { $0 >= minimumStride * (1 - 1e-12) } ?? minimumStride
      }
      return NumericTicks.stride(by: step, in: lower...upper).map(PlotValue.number)
    case (.automatic(let count?, _, _, _), .date):
      let (low, high) = (Date(timeIntervalSinceReferenceDate: lower), Date(timeIntervalSinceReferenceDate: upper))
      let stride = DateTicks.stride(lower: low, upper: high, count: count)
      return DateTicks.values(stride: stride, from: low, through: high, calendar: calendar).map(PlotValue.date)
    default: return automaticTicks
    }
  }

  /// The default label of a tick value.
  package func label(for value: PlotValue, locale: Locale) -> String {
    switch value {
    case .category(let name): return name
    case .number(let number):
      guard number.isFinite else { return String(number) }
      return number.formatted(.number.locale(locale))
    case .date(let date):
      var format = DateTicks.format(for: dateStride ?? DateTicks.Stride(component: .day, count: 1))
      format.timeZone = calendar.timeZone
      format.calendar = calendar
      return date.formatted(format.locale(locale))
    }
  }
}
