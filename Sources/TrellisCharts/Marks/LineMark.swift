import Foundation
import Trellis

/// A line through the points of a series, in the order of their x values.
///
/// ```swift
/// LineMark(x: .value("Date", day.date, unit: .day), y: .value("Steps", day.steps))
///     .interpolationMethod(.catmullRom)
/// ```
///
/// Fidelity: partial — a 2-point line with round caps and joins, the width the brief lists as
/// Apple's default; not measured from a render here [uncertain].
nonisolated public struct LineMark: ChartContent, PrimitiveChartContent {
  var record: MarkRecord = MarkRecord(kind: .line)

  /// A point of a line.
  nonisolated public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
    record.x = PlotChannel(x)
    record.y = PlotChannel(y)
  }

  /// A point of the line of one series.
  nonisolated public init<X: Plottable, Y: Plottable, S: Plottable>(
    x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>
  ) {
    record.x = PlotChannel(x)
    record.y = PlotChannel(y)
    record.series = PlotChannel(series)
  }

  /// Primitive content has no body.
  public var body: Never { fatalError("LineMark is primitive chart content") }
  @MainActor package func collectMarks(into marks: inout [MarkRecord]) { marks.append(record) }
}
