import Foundation
import Trellis

/// A straight line across the plot at a value, or between two values.
///
/// ```swift
/// RuleMark(y: .value("Goal", 8_000))
///     .lineStyle(StrokeStyle(lineWidth: 1, dash: [4]))
/// ```
///
/// Fidelity: unverified — a 1-point rule in the mark's style [uncertain].
nonisolated public struct RuleMark: ChartContent, PrimitiveChartContent {
  var record: MarkRecord = MarkRecord(kind: .rule)

  /// A horizontal rule across the plot at `y`.
  nonisolated public init<Y: Plottable>(y: PlottableValue<Y>) { record.y = PlotChannel(y) }

  /// A vertical rule across the plot at `x`.
  nonisolated public init<X: Plottable>(x: PlottableValue<X>) { record.x = PlotChannel(x) }

  /// A horizontal rule at `y` from `xStart` to `xEnd`.
  nonisolated public init<X: Plottable, Y: Plottable>(
    xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>
  ) {
    record.xStart = PlotChannel(xStart)
    record.xEnd = PlotChannel(xEnd)
    record.y = PlotChannel(y)
  }

  /// A vertical rule at `x` from `yStart` to `yEnd`.
  nonisolated public init<X: Plottable, Y: Plottable>(
    x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>
  ) {
    record.x = PlotChannel(x)
    record.yStart = PlotChannel(yStart)
    record.yEnd = PlotChannel(yEnd)
  }

  /// Primitive content has no body.
  public var body: Never { fatalError("RuleMark is primitive chart content") }
  @MainActor package func collectMarks(into marks: inout [MarkRecord]) { marks.append(record) }
}
