import Foundation
import Trellis

/// One mark of a chart as its content describes it, before scales place it: the values of its
/// channels and the attributes its modifiers set.
package struct MarkRecord {
  /// Which mark it is.
  package enum Kind: String, Sendable {
    case bar, line, area, point, rule, rectangle, sector
  }

  package var kind: Kind
  package var x: PlotChannel?
  package var y: PlotChannel?
  package var xStart: PlotChannel?
  package var xEnd: PlotChannel?
  package var yStart: PlotChannel?
  package var yEnd: PlotChannel?
  /// The series a line or an area belongs to (`LineMark(x:y:series:)`).
  package var series: PlotChannel?
  /// A sector's value.
  package var angle: PlotChannel?
  package var width: MarkDimension = .automatic
  package var height: MarkDimension = .automatic
  package var innerRadius: MarkDimension = .automatic
  package var outerRadius: MarkDimension = .automatic
  package var angularInset: CGFloat?
  package var stacking: MarkStackingMethod = .standard

  /// `foregroundStyle(_:)`.
  package var style: AnyShapeStyle?
  /// `foregroundStyle(by:)`: the category the chart's style scale colours.
  package var styleGroup: String?
  /// `symbol(by:)`: the category the chart's symbol scale shapes.
  package var symbolGroup: String?
  /// `symbol(_:)`.
  package var symbol: BasicChartSymbolShape?
  /// `symbolSize(_:)`: the symbol's area in square points.
  package var symbolArea: CGFloat?
  /// `position(by:axis:span:)`: the group marks of one category are placed side by side by.
  package var positionGroup: String?
  package var positionAxis: Axis?
  package var positionSpan: MarkDimension = .automatic
  package var interpolation: InterpolationMethod?
  package var lineStyle: StrokeStyle?
  package var cornerRadius: CGFloat?
  package var cornerStyle: RoundedCornerStyle = .continuous
  package var opacity: Double = 1
  package var offset: CGSize = .zero
  package var annotations: [AnnotationRecord] = []

  package init(kind: Kind) { self.kind = kind }
}

/// A view placed next to a mark (`annotation(position:alignment:spacing:content:)`).
package struct AnnotationRecord {
  package var position: AnnotationPosition
  package var alignment: Alignment
  package var spacing: CGFloat?
  package var content: AnyView
}
