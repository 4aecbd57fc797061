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
  public var body: Never { fatalError("BarMark is primitive chart content") }
  @MainActor package func collectMarks(into marks: inout [MarkRecord]) { marks.append(record) }
}

/// A line through the points of a series, in the order of their x values.
///
/// ```swift
/// LineMark(x: .value("Date", day.date, unit: .day), y: .value("Steps", day.steps))
///     .interpolationMethod(.catmullRom)
/// ```
///
/// Fidelity: partial — 2-point round-joined line as Apple's default is documented in WWDC22
/// "Swift Charts: Raise the bar"; not measured from a render [uncertain].
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
  nonisolated public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
    record.x = PlotChannel(x)
    record.yStart = PlotChannel(yStart)
    record.yEnd = PlotChannel(yEnd)
  }

  /// A point of a horizontal area between `xStart` and `xEnd`.
  nonisolated public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
    record.xStart = PlotChannel(xStart)
    record.xEnd = PlotChannel(xEnd)
    record.y = PlotChannel(y)
  }

  /// Primitive content has no body.
  public var body: Never { fatalError("AreaMark is primitive chart content") }
  @MainActor package func collectMarks(into marks: inout [MarkRecord]) { marks.append(record) }
}

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
  nonisolated public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
    record.xStart = PlotChannel(xStart)
    record.xEnd = PlotChannel(xEnd)
    record.y = PlotChannel(y)
  }

  /// A vertical rule at `x` from `yStart` to `yEnd`.
  nonisolated public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
    record.x = PlotChannel(x)
    record.yStart = PlotChannel(yStart)
    record.yEnd = PlotChannel(yEnd)
  }

  /// Primitive content has no body.
  public var body: Never { fatalError("RuleMark is primitive chart content") }
  @MainActor package func collectMarks(into marks: inout [MarkRecord]) { marks.append(record) }
}

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

/// A slice of a pie or a donut, whose angle is its value's share of the total (iOS 17).
///
/// Sectors start at 12 o'clock and go clockwise in the order of the content.
///
/// ```swift
/// SectorMark(angle: .value("Sales", item.sales), innerRadius: .ratio(0.618), angularInset: 1.5)
///     .foregroundStyle(by: .value("Product", item.name))
/// ```
///
/// Fidelity: partial — start at 12 o'clock, clockwise, as Apple's "Creating a pie chart"
/// sample shows; the angular inset is a gap of that many points each side of a sector's edges
/// [uncertain].
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
