import Foundation
import Trellis

/// A value a mark plots on one of its channels (x, y, a series, a style), with a label that
/// describes it.
///
/// ```swift
/// BarMark(x: .value("Day", item.day), y: .value("Count", item.count))
/// ```
public struct PlottableValue<Value: Plottable> {
  /// The label describing the value, as the accessibility and the documentation of a chart name it.
  let label: Text
  /// The value, resolved to a number, a date or a category.
  let plotValue: PlotValue
  /// The calendar unit a date stands for (a bar spans it, a point sits in its middle).
  let unit: DateUnit?

  /// A value with a label.
  public static func value(_ label: LocalizedStringKey, _ value: Value) -> PlottableValue<Value> {
    PlottableValue(label: Text(label), plotValue: value.plotValue, unit: nil)
  }

  /// A value with a label.
  public static func value<S: StringProtocol>(_ label: S, _ value: Value) -> PlottableValue<Value> {
    PlottableValue(label: Text(label), plotValue: value.plotValue, unit: nil)
  }

  /// A value with a label.
  public static func value(_ label: Text, _ value: Value) -> PlottableValue<Value> {
    PlottableValue(label: label, plotValue: value.plotValue, unit: nil)
  }
}

extension PlottableValue where Value == Date {
  /// A date standing for the calendar unit that contains it: a bar spans the unit, a line's
  /// point sits in its middle.
  public static func value(
    _ label: LocalizedStringKey, _ value: Date, unit: Calendar.Component, calendar: Calendar = .current
  ) -> PlottableValue<Date> {
    PlottableValue(label: Text(label), plotValue: .date(value), unit: DateUnit(component: unit, calendar: calendar))
  }

  /// A date standing for the calendar unit that contains it: a bar spans the unit, a line's
  /// point sits in its middle.
  public static func value<S: StringProtocol>(
    _ label: S, _ value: Date, unit: Calendar.Component, calendar: Calendar = .current
  ) -> PlottableValue<Date> {
    PlottableValue(label: Text(label), plotValue: .date(value), unit: DateUnit(component: unit, calendar: calendar))
  }

  /// A date standing for the calendar unit that contains it: a bar spans the unit, a line's
  /// point sits in its middle.
  public static func value(
    _ label: Text, _ value: Date, unit: Calendar.Component, calendar: Calendar = .current
  ) -> PlottableValue<Date> {
    PlottableValue(label: label, plotValue: .date(value), unit: DateUnit(component: unit, calendar: calendar))
  }
}

/// A calendar unit a date stands for.
package struct DateUnit: Hashable, @unchecked Sendable {
  /// The unit: a day, a month, an hour.
  package var component: Calendar.Component
  /// The calendar the unit is counted in.
  package var calendar: Calendar

  /// The interval of the unit that contains `date`; a unit the calendar cannot measure is one day.
  package func interval(containing date: Date) -> (start: Date, end: Date) {
    if let interval = calendar.dateInterval(of: component, for: date) { return (interval.start, interval.end) }
    return (date, date.addingTimeInterval(86_400))
  }
}

/// A plotted value with the channel facts the chart needs: the value and its date unit.
package struct PlotChannel: Hashable, @unchecked Sendable {
  /// The value.
  package var value: PlotValue
  /// The calendar unit a date stands for.
  package var unit: DateUnit?

  init<V>(_ plottable: PlottableValue<V>) {
    value = plottable.plotValue
    unit = plottable.unit
  }

  package init(value: PlotValue, unit: DateUnit? = nil) {
    self.value = value
    self.unit = unit
  }

  /// The continuous interval the value covers: a date with a unit covers the unit, anything
  /// else the point itself.
  var span: ClosedRange<Double> {
    if case .date(let date) = value, let unit {
      let interval = unit.interval(containing: date)
      return interval.start.timeIntervalSinceReferenceDate...interval.end.timeIntervalSinceReferenceDate
    }
    let point = value.continuous
    return point...point
  }

  /// The continuous value a point or a line's vertex sits at: the middle of a date's unit.
  var center: Double { (span.lowerBound + span.upperBound) / 2 }
}
