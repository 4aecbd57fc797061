import Foundation
import Trellis

/// A rectangle at a point, or covering the space between values (a heat map's cell).
///
/// ```swift
/// RectangleMark(x: .value("Hour", hour), y: .value("Day", day), width: 20, height: 20)
/// ```
///
/// Fidelity: unverified — an automatic rectangle fills its categories' bands, or is 20 points
/// at a quantitative place [uncertain].
nonisolated public struct RectangleMark: ChartContent, PrimitiveChartContent {
  var record: MarkRecord = MarkRecord(kind: .rectangle)

  /// A rectangle centred at `x` and `y`.
  nonisolated public init<X: Plottable, Y: Plottable>(
    x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic, height: MarkDimension = .automatic
  ) {
    record.x = PlotChannel(x)
    record.y = PlotChannel(y)
    record.width = width
    record.height = height
  }

  /// A rectangle covering the space between two values on each axis.
  nonisolated public init<X: Plottable, Y: Plottable>(
    xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>
  ) {
    record.xStart = PlotChannel(xStart)
    record.xEnd = PlotChannel(xEnd)
    record.yStart = PlotChannel(yStart)
    record.yEnd = PlotChannel(yEnd)
  }

  /// A rectangle from `xStart` to `xEnd` at `y`.
  nonisolated public init<X: Plottable, Y: Plottable>(
    xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>, height: MarkDimension = .automatic
  ) {
    record.xStart = PlotChannel(xStart)
    record.xEnd = PlotChannel(xEnd)
    record.y = PlotChannel(y)
    record.height = height
  }

  /// A rectangle from `yStart` to `yEnd` at `x`.
  nonisolated public init<X: Plottable, Y: Plottable>(
    x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, width: MarkDimension = .automatic
  ) {
    record.x = PlotChannel(x)
    record.yStart = PlotChannel(yStart)
    record.yEnd = PlotChannel(yEnd)
    record.width = width
  }

  /// Primitive content has no body.
  public var body: Never { fatalError("RectangleMark is primitive chart content") }
  @MainActor package func collectMarks(into marks: inout [MarkRecord]) { marks.append(record) }
}
