import Foundation
import Trellis

/// A slice of a pie or a donut, whose angle is its value's share of the total (iOS 17).
///
/// Sectors start at 12 o'clock and go clockwise in the order of the content.
///
/// ```swift
/// SectorMark(angle: .value("Sales", item.sales), innerRadius: .ratio(0.618), angularInset: 1.5)
///     .foregroundStyle(by: .value("Product", item.name))
/// ```
///
/// Fidelity: partial — shares of the total as Apple documents
/// (https://developer.apple.com/documentation/charts/sectormark); the start at 12 o'clock,
/// the clockwise order and the inset as a gap of that many points are not measured [uncertain].
nonisolated public struct SectorMark: ChartContent, PrimitiveChartContent {
  var record: MarkRecord = MarkRecord(kind: .sector)

  /// A sector whose angle is `angle`'s share of the chart's total.
  nonisolated public init<V: Plottable>(
    angle: PlottableValue<V>, innerRadius: MarkDimension = .automatic, outerRadius: MarkDimension = .automatic,
    angularInset: CGFloat? = nil
  ) {
    record.angle = PlotChannel(angle)
    record.innerRadius = innerRadius
    record.outerRadius = outerRadius
    record.angularInset = angularInset
  }

  /// Primitive content has no body.
  public var body: Never { fatalError("SectorMark is primitive chart content") }
  @MainActor package func collectMarks(into marks: inout [MarkRecord]) { marks.append(record) }
}
