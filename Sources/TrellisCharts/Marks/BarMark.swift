import Foundation
import Trellis

/// A bar: from zero (or the previous bar of its stack) to a value, or between two values.
///
/// A bar of a category fills a ratio of the category's band; a bar of a date with a unit
/// (`.value("Day", date, unit: .day)`) spans the unit. Bars with the same place stack
/// (`stacking:`), and `position(by:)` puts them side by side instead.
///
/// ```swift
/// Chart(sales) { item in
///     BarMark(x: .value("Day", item.day), y: .value("Count", item.count))
/// }
/// ```
///
/// Fidelity: partial — the band ratio (0.8 of a category's band, 0.8 of a unit) and the square
/// corners are not measured from a render [uncertain]; see docs/TrellisCharts.md.
nonisolated public struct BarMark: ChartContent, PrimitiveChartContent {
  var record: MarkRecord = MarkRecord(kind: .bar)

  /// A bar at `x` reaching `y` (or at `y` reaching `x`, for a horizontal bar of categories).
  nonisolated public init<X: Plottable, Y: Plottable>(
    x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic, height: MarkDimension = .automatic,
    stacking: MarkStackingMethod = .standard
  ) {
    record.x = PlotChannel(x)
    record.y = PlotChannel(y)
    record.width = width
    record.height = height
    record.stacking = stacking
  }

  /// A vertical bar at `x` from `yStart` to `yEnd`.
  nonisolated public init<X: Plottable, Y: Plottable>(
    x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, width: MarkDimension = .automatic
  ) {
    record.x = PlotChannel(x)
    record.yStart = PlotChannel(yStart)
    record.yEnd = PlotChannel(yEnd)
    record.width = width
  }

  /// A horizontal bar at `y` from `xStart` to `xEnd`.
  nonisolated public init<X: Plottable, Y: Plottable>(
    xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>, height: MarkDimension = .automatic
  ) {
    record.xStart = PlotChannel(xStart)
    record.xEnd = PlotChannel(xEnd)
    record.y = PlotChannel(y)
    record.height = height
  }

  /// A bar covering the rectangle between two values on each axis.
  nonisolated public init<X: Plottable, Y: Plottable>(
    xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>
  ) {
    record.xStart = PlotChannel(xStart)
    record.xEnd = PlotChannel(xEnd)
    record.yStart = PlotChannel(yStart)
    record.yEnd = PlotChannel(yEnd)
  }

  /// Primitive content has no body.
  public var body: Never { fatalError("\(Self.self) is primitive chart content") }
  @MainActor package func collectMarks(into marks: inout [MarkRecord]) { marks.append(record) }
}
