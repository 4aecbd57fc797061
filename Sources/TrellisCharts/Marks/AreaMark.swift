import Foundation
import Trellis

/// An area under a line, or between two lines; areas of several series stack.
///
/// ```swift
/// AreaMark(x: .value("Day", day), y: .value("Count", count), stacking: .normalized)
/// ```
///
/// Fidelity: unverified — the area is filled with its style as a line is stroked; no render
/// was measured [uncertain].
nonisolated public struct AreaMark: ChartContent, PrimitiveChartContent {
  var record: MarkRecord = MarkRecord(kind: .area)

  /// A point of an area from zero (or the area below it) to `y`.
  nonisolated public init<X: Plottable, Y: Plottable>(
    x: PlottableValue<X>, y: PlottableValue<Y>, stacking: MarkStackingMethod = .standard
  ) {
    record.x = PlotChannel(x)
    record.y = PlotChannel(y)
    record.stacking = stacking
  }

  /// A point of the area of one series.
  nonisolated public init<X: Plottable, Y: Plottable, S: Plottable>(
    x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>, stacking: MarkStackingMethod = .standard
  ) {
    record.x = PlotChannel(x)
    record.y = PlotChannel(y)
    record.series = PlotChannel(series)
    record.stacking = stacking
  }

  /// A point of an area between `yStart` and `yEnd`.
  nonisolated public init<X: Plottable, Y: Plottable>(
    x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>
  ) {
    record.x = PlotChannel(x)
    record.yStart = PlotChannel(yStart)
    record.yEnd = PlotChannel(yEnd)
  }

  /// A point of a horizontal area between `xStart` and `xEnd`.
  nonisolated public init<X: Plottable, Y: Plottable>(
    xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>
  ) {
    record.xStart = PlotChannel(xStart)
    record.xEnd = PlotChannel(xEnd)
    record.y = PlotChannel(y)
  }

  /// Primitive content has no body.
  public var body: Never { fatalError("AreaMark is primitive chart content") }
  @MainActor package func collectMarks(into marks: inout [MarkRecord]) { marks.append(record) }
}
