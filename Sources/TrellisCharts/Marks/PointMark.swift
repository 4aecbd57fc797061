import Foundation
import Trellis

/// A symbol at a point.
///
/// ```swift
/// PointMark(x: .value("Height", person.height), y: .value("Weight", person.weight))
///     .symbol(by: .value("Group", person.group))
/// ```
///
/// Fidelity: unverified — the default symbol (a filled circle of 8 points) is not measured
/// from a render [uncertain].
nonisolated public struct PointMark: ChartContent, PrimitiveChartContent {
  var record: MarkRecord = MarkRecord(kind: .point)

  /// A point at `x` and `y`.
  nonisolated public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
    record.x = PlotChannel(x)
    record.y = PlotChannel(y)
  }

  /// Primitive content has no body.
  public var body: Never { fatalError("PointMark is primitive chart content") }
  @MainActor package func collectMarks(into marks: inout [MarkRecord]) { marks.append(record) }
}
